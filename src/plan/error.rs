//! What can go wrong in the planner, typed: what the command line asked
//! that the planner's covers cannot hold, and a team search that could not
//! be asked. Each message is one line, as the command line's errors are.

use crate::problem::{Kind, PARTY};

/// Why the planner cannot start as asked, or why team mode has no teams.
///
/// ```
/// use pokelinks::plan::error::PlanError;
/// assert_eq!(
///     PlanError::PastParty { max: 8 }.to_string(),
///     "--max 8: a party holds at most 6 Pokémon (the planner's defense covers stop there)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    /// A `--max` past a party, for defense covers.
    #[error(
        "--max {max}: a party holds at most {PARTY} Pokémon (the planner's defense covers stop there)"
    )]
    PastParty {
        /// The `--max` given.
        max: usize,
    },
    /// A `--max` past a party's moves, for attack covers.
    #[error(
        "--max {max}: the planner's attack covers stop at {} attack types (6 Pokémon × 4 moves)",
        Kind::Attack.default_max()
    )]
    PastMoves {
        /// The `--max` given.
        max: usize,
    },
    /// A team search its question cannot serve, with the words `pokelinks
    /// team` would refuse it in (the question is resolved on the worker,
    /// which hands over only the message).
    #[error("{0}")]
    Team(String),
    /// More `--with` members than `--max` ([`crate::problem::fits`]).
    #[error(transparent)]
    Problem(#[from] crate::problem::ProblemError),
}
