//! The generic engine on any cover problem.
//!
//! Reads a problem in the yardstick's format — a line `ITEMS OPTIONS`, then
//! one line per option, `k i1 … ik`, the 0-based items it covers — and
//! prints the number of exact covers, or with `--minimal MAX` the number of
//! minimal covers of at most MAX options, alone on the last line.
//!
//! ```text
//! cargo run --release --example xcover -- problem.txt
//! cargo run --release --example xcover -- --minimal 6 problem.txt
//! ```

use pokelinks::links::Links;
use pokelinks::search::{Mode, Query};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(count) => {
            println!("{count}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<u64, String> {
    let mut args = std::env::args().skip(1);
    let (mut path, mut minimal) = (None, None);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--minimal" => {
                let max = args.next().ok_or("--minimal needs a number")?;
                minimal = Some(
                    max.parse::<usize>()
                        .map_err(|_| format!("--minimal {max}: not a number"))?,
                );
            }
            _ if path.is_none() => path = Some(arg),
            _ => return Err(format!("unexpected argument '{arg}'")),
        }
    }
    let path = path.ok_or("usage: xcover [--minimal MAX] FILE")?;
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let mut links = parse(&text).map_err(|e| format!("{path}: {e}"))?;
    let query = match minimal {
        Some(max) => Query::new(Mode::Overlapping, max),
        None => Query::new(Mode::Exact, usize::MAX),
    };
    Ok(links.count(&query))
}

/// Builds the links of a problem in the yardstick's format.
fn parse(text: &str) -> Result<Links<u32>, String> {
    let mut numbers = text.split_ascii_whitespace().map(|w| {
        w.parse::<u32>()
            .map_err(|_| format!("'{w}' is not a number"))
    });
    let mut next = |what: &str| {
        numbers
            .next()
            .ok_or_else(|| format!("ends before {what}"))?
    };
    let items = next("the item count")?;
    let options = next("the option count")?;
    let mut list = Vec::new();
    for k in 0..options {
        let size = next("an option")?;
        let covers = (0..size)
            .map(|_| {
                let i = next("an option's items")?;
                if i >= items {
                    return Err(format!(
                        "option {k} names item {i}, but there are {items} items"
                    ));
                }
                Ok((i, 1))
            })
            .collect::<Result<Vec<_>, String>>()?;
        list.push((k, covers));
    }
    Links::new((0..items).collect(), list).map_err(|e| e.to_string())
}
