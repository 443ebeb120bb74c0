//! How a run that did not fail ends: the exit status of docs/formats.md.

/// How a run ended, when it did not fail.
///
/// ```
/// use pokelinks::cli::{Exit, run};
/// let mut out = Vec::new();
/// assert_eq!(run(["pokelinks", "--version"], &mut out, pokelinks::cli::Screen::PIPE)?, Exit::Success);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exit status 0: a cover exists, or nothing was to be solved.
    Success,
    /// Exit status 1: no cover exists.
    NoCover,
}
