//! What can go wrong on the command line, and how a run that did not go
//! wrong ends.

use std::io;

use crate::check::CheckError;
use crate::data::DataError;
use crate::data::game::GameError;
use crate::problem::ProblemError;

/// binary prints it after `error: `.
///
/// ```
/// use pokelinks::cli::Config;
/// let err = Config::parse_from(["pokelinks", "xyz"]).unwrap_err();
/// assert_eq!(err.to_string(), "unknown word 'xyz' (see --help)");
/// ```
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A bad word or option, or a gym the map does not have.
    #[error("{0}")]
    Usage(String),
    /// A chart or map that could not be read or is invalid.
    #[error(transparent)]
    Data(#[from] DataError),
    /// A `--with` or `--without` name the problem cannot use.
    #[error(transparent)]
    Problem(#[from] ProblemError),
    /// A team that cannot be checked.
    #[error(transparent)]
    Check(#[from] CheckError),
    /// Writing the output failed.
    #[error("cannot write the output: {0}")]
    Io(#[from] io::Error),
}

/// A version the game lacks is a usage error; a game's file that cannot
/// be read is a data error.
impl From<GameError> for Error {
    fn from(e: GameError) -> Error {
        match e {
            GameError::Data(e) => Error::Data(e),
            other => Error::Usage(other.to_string()),
        }
    }
}

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
