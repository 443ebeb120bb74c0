//! The `pokelinks` binary. Everything it does is in the library's
//! `pokelinks::cli`, where it can be tested without a process.

use std::process::ExitCode;

fn main() -> ExitCode {
    pokelinks::cli::main(std::env::args_os())
}
