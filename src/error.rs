//! What can go wrong when a request is served: a bad word, a bad file, a
//! name the problem cannot use, a team that cannot be checked, an output
//! that cannot be written. One type for the setup and every front end
//! (solve, check, plan), so that each message is written once.

use std::io;

use crate::check::CheckError;
use crate::data::DataError;
use crate::data::game::GameError;
use crate::plan::error::PlanError;
use crate::problem::ProblemError;
use crate::team::TeamError;

/// Why a request could not be served. Its message is one line; the binary
/// prints it after `error: `.
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
    /// A team search that cannot be served.
    #[error(transparent)]
    Team(#[from] TeamError),
    /// A planner that cannot start as asked.
    #[error(transparent)]
    Plan(#[from] PlanError),
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
