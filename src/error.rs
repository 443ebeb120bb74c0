//! What can go wrong when a request is served: a bad word, a bad file, a
//! name the problem cannot use, a team that cannot be checked, an output
//! that cannot be written. One type for the setup and every front end
//! (solve, check, plan), so that each message is written once.

use std::io;

use crate::data::DataError;
use crate::data::game::GameError;
use crate::problem::ProblemError;
use crate::roster::Member;

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

/// Why a team cannot be checked. Each message is one line naming the
/// member or argument at fault.
///
/// ```
/// use pokelinks::check::{CheckError, members};
/// use pokelinks::roster::Member;
/// let water = Member::typing("Water".parse().unwrap());
/// let err = members(vec![water.clone(), water], 6).unwrap_err();
/// assert_eq!(err.to_string(), "member Water is given twice");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// No member was named.
    #[error("'check' needs the team: at least one typing, such as 'check Water Ground-Rock'")]
    Empty,
    /// The same member named twice (in any spelling): the same Pokémon, or
    /// the same typing given as a typing.
    #[error("member {0} is given twice")]
    Duplicate(Member),
    /// A member the chart does not have (a typing absent from an older
    /// chart, or a dual typing as an attack member).
    #[error("member {member}: not {what} of the chart")]
    NotInChart {
        /// The member.
        member: Member,
        /// "a typing" or "an attack type".
        what: &'static str,
    },
    /// A member also given to `--without`.
    #[error("member {0} is also given to --without")]
    Without(Member),
    /// A `--without` name the problem cannot use, or more members than
    /// `--max` ([`crate::problem::fits`]).
    #[error(transparent)]
    Problem(#[from] ProblemError),
}
