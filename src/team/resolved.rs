//! A team search resolved from a question, the one way every front end
//! that lists teams builds it: the question resolved as [`Asked`] (the
//! `--with` Pokémon as the setup's pins, the entrants less the `--without`
//! ones, the items of both sides), and the problem with the items nothing
//! covers masked, so that searches answer for the rest. The command line's
//! `team` and the planner's team mode both start here, so that they search
//! the same teams.

use super::{Asked, Request, Target, TeamProblem};
use crate::error::Error;
use crate::setup::{Question, Setup};

/// A team search ready to run, and what its answers are about.
#[derive(Debug)]
pub struct Resolved {
    /// The setup, with the `--with` Pokémon as its pins.
    pub setup: Setup,
    /// The problem, its uncoverable items masked.
    pub problem: TeamProblem,
    /// The search: the question's mode and most members.
    pub request: Request,
    /// The items nothing the player can have covers (masked).
    pub uncoverable: Vec<Target>,
    /// The `--with` Pokémon's names, as the species list spells them.
    pub with: Vec<String>,
    /// Whether the attacks are moves known by then (a game), not
    /// same-type attacks only (a region map).
    pub moves: bool,
}

impl Resolved {
    /// Resolves `question` as `pokelinks team` does: its `with` and
    /// `without` name Pokémon (a `without` typing, all of its Pokémon).
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// use pokelinks::team::Resolved;
    /// let config = Config::parse_from(["pokelinks", "team", "kanto", "G1"])?;
    /// let mut team = Resolved::of(&config.question)?;
    /// assert!(!team.moves); // a region map: same-type attacks only
    /// let best = team.problem.top(&team.request, 1);
    /// assert_eq!(best.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(question: &Question) -> Result<Resolved, Error> {
        let (asked, _) = Asked::new(question, "--with", &question.with)?;
        let mut problem = asked.problem();
        let Asked {
            setup, entrants, ..
        } = asked;
        let with = (entrants.pinned.iter())
            .map(|&c| entrants.candidates[c].name.clone())
            .collect();
        let request = problem.request(setup.mode, setup.max)?;
        let uncoverable = problem.uncoverable().to_vec();
        problem.mask_uncoverable();
        Ok(Resolved {
            setup,
            problem,
            request,
            uncoverable,
            with,
            moves: entrants.moves,
        })
    }

    /// Whether every item is uncoverable: no search is needed, no team
    /// covers anything.
    pub fn hopeless(&self) -> bool {
        !self.uncoverable.is_empty() && self.uncoverable.len() == self.problem.targets().len()
    }
}
