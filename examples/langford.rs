//! Prints Langford pairs of order n as an exact-cover problem, in the input
//! format of `examples/xcover.rs`: a line "ITEMS OPTIONS", then one line per
//! option, "k i1 … ik" (items numbered from 0).
//!
//! Items are the values 1..=n (items 0..n) and the slots 1..=2n (items
//! n..3n); putting value i in slots j and j + i + 1 is one option
//! (TAOCP 7.2.2.1's first example). Order 12 has 216,288 exact covers
//! (twice the 108,144 Langford pairings: each is counted with its mirror).
//!
//! ```sh
//! cargo run --release --example langford -- 12 > /tmp/langford-12.txt
//! cargo run --release --example xcover -- /tmp/langford-12.txt
//! ```

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let n = match std::env::args().nth(1).map(|a| a.parse::<usize>()) {
        Some(Ok(n)) if (1..=64).contains(&n) => n,
        _ => {
            eprintln!("usage: langford N   (N from 1 to 64)");
            return ExitCode::from(2);
        }
    };
    let options: Vec<[usize; 3]> = (1..=n)
        .flat_map(|i| (0..(2 * n).saturating_sub(i + 1)).map(move |j| [i - 1, n + j, n + j + i + 1]))
        .collect();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut write = || -> io::Result<()> {
        writeln!(out, "{} {}", 3 * n, options.len())?;
        for [a, b, c] in &options {
            writeln!(out, "3 {a} {b} {c}")?;
        }
        out.flush()
    };
    match write() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
