//! A team question resolved once: the setup (with the pinned Pokémon as
//! its pins), the entrants, and the items of both sides. The team search
//! (`pokelinks team`) and a check on both sides (`check … T`) start from
//! it, so that the same Pokémon play by the same rules in both.

use super::{Entrants, TeamProblem};
use crate::error::Error;
use crate::problem::{Kind, items_of};
use crate::profile::Profile;
use crate::roster::Member;
use crate::setup::{MemberName, Question, Setup};

/// A resolved team question.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::team::Asked;
/// let config = Config::parse_from(["pokelinks", "team", "red", "G1", "--starter", "squirtle", "--with", "squirtle"])?;
/// let (asked, pins) = Asked::new(&config.question, "--with", &config.question.with)?;
/// assert_eq!(pins[0].pokemon.as_deref(), Some("Squirtle"));
/// assert_eq!(asked.hit, ["Ground-Rock".parse::<pokelinks::Typing>()?]); // Brock's Geodude and Onix
/// let problem = asked.problem();
/// assert_eq!(problem.candidates()[asked.entrants.pinned[0]].name, "Squirtle");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Asked {
    /// The setup, resolved with the pins.
    pub setup: Setup,
    /// Who may play, the pins among them.
    pub entrants: Entrants,
    /// The attack types to resist (with their holders' abilities), sorted.
    pub resist: Vec<Profile>,
    /// The typings to hit (with their abilities), sorted.
    pub hit: Vec<Profile>,
    /// `--safe`: no attack type to resist hits more than the question's
    /// `safe_most` members super-effectively.
    pub safe: bool,
}

impl Asked {
    /// Resolves `question` with `pins` (errors naming each as `flag`) as
    /// the team every answer holds; the question's own `--with` is not
    /// read, its `--without` leaves Pokémon out. Returns the pins as
    /// resolved, in the order given.
    pub fn new(
        question: &Question,
        flag: &str,
        pins: &[MemberName],
    ) -> Result<(Asked, Vec<Member>), Error> {
        // The pins pass every rule of the roster but the Pokédex (as
        // `--with` members do); `--without` Pokémon leave the entrants.
        // `--safe` bounds a team's weak members (TeamProblem::set_safe)
        // rather than leaving Pokémon out.
        let bare = Question {
            with: Vec::new(),
            without: Vec::new(),
            safe: false,
            ..question.clone()
        };
        let (setup, pins) = Setup::for_pins(&bare, flag, pins)?;
        let entrants = Entrants::of(&setup, flag, &pins, &question.without)?;
        let gyms = setup.gyms();
        let resist = items_of(&setup.chart, Kind::Defense, &gyms);
        let hit = items_of(&setup.chart, Kind::Attack, &gyms);
        let asked = Asked {
            setup,
            entrants,
            resist,
            hit,
            safe: question.safe,
        };
        Ok((asked, pins))
    }

    /// The team problem of the entrants, every team holding the pins.
    pub fn problem(&self) -> TeamProblem {
        let e = &self.entrants;
        let mut problem = TeamProblem::new(
            &self.setup.chart,
            &self.resist,
            &self.hit,
            e.candidates.clone(),
            &e.pinned,
        );
        problem.set_moves(self.setup.question.moves);
        if self.safe {
            problem.set_safe(Some(self.setup.question.safe_most));
        }
        problem
    }
}
