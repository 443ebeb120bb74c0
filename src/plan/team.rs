//! The planner's door into [`crate::team`]: a team search as a job a
//! worker thread runs ([`TeamJob`]), and its answer in names
//! ([`TeamAnswer`]). The job is the question itself: the worker resolves
//! it with [`Resolved::of`], as `pokelinks team` does, so that the planner
//! shows the command line's teams, ranked alike, from the same entrants.
//! [`TeamChoices`] are the player's choices in team mode, and the question
//! and command line they make.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::error::PlanError;
use super::text::shell_word;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::search::Mode;
use crate::setup::{GymChoice, MemberName, Question, Setup};
use crate::team::Resolved;

/// One member of a team: its typing and the Pokémon that can fill it, the
/// lead (fully evolved first, then by base stats) first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamSlot {
    /// The typing, with the ability its Pokémon are planned with.
    pub profile: Profile,
    /// The Pokémon, lead first.
    pub pokemon: Vec<String>,
}

/// One team, as `pokelinks team` ranks it.
///
/// ```
/// use pokelinks::plan::team::{TeamSlot, TeamRow};
/// let row = TeamRow {
///     rank: 2, attack: 5, defense: 3, weak: 0,
///     members: vec![TeamSlot { profile: "Rock-Ground".parse().unwrap(), pokemon: vec!["Onix".into(), "Geodude".into()] }],
///     sets: vec![],
/// };
/// assert_eq!(row.to_string(), "Onix/Geodude");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRow {
    /// The attack rank minus the defense rank: higher is better.
    pub rank: i32,
    /// The attack rank.
    pub attack: u32,
    /// The defense rank.
    pub defense: u32,
    /// The hits its members take at ×2 or ×4 from the attack types to
    /// resist, as `--weak` counts them ([`crate::team::Lineup::weak`]).
    pub weak: u32,
    /// The members, ordered by their leads' names.
    pub members: Vec<TeamSlot>,
    /// The leads as Showdown sets, as `team --format showdown` writes
    /// them ([`crate::team::sets::team_sets`]).
    pub sets: Vec<crate::showdown::Set>,
}

/// The plain layout's line, less the rank: members separated by `, `,
/// each as its Pokémon separated by `/`.
impl std::fmt::Display for TeamRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let members: Vec<String> = (self.members.iter())
            .map(|m| crate::escape::escape(&m.pokemon.join("/")).into_owned())
            .collect();
        f.write_str(&members.join(", "))
    }
}

/// The answer of a team search: the best teams, and what was searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamAnswer {
    /// The best teams, best first.
    pub teams: Vec<TeamRow>,
    /// The attack types to resist.
    pub resist: Vec<Profile>,
    /// The typings to hit.
    pub hit: Vec<Profile>,
    /// The items nothing the player can have covers, each on its side:
    /// the teams answer for the rest.
    pub uncoverable: Vec<crate::team::Target>,
    /// How many Pokémon may join.
    pub candidates: usize,
    /// How many options they make (Pokémon that cover alike merged).
    pub options: usize,
    /// Whether the attacks are moves known by then; else same-type only.
    pub moves: bool,
    /// When each Pokémon's strongest choices of moves only were searched,
    /// how many.
    pub strongest: Option<usize>,
    /// Whether the search stopped at its budget of nodes.
    pub stopped: bool,
}

/// A team search: the question `pokelinks team` would be asked.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::plan::team::TeamJob;
/// let config = Config::parse_from(["pokelinks", "team", "kanto", "G1"])?;
/// let answer = TeamJob::new(config.question).top(3).unwrap().unwrap();
/// assert_eq!(answer.teams.len(), 3);
/// assert!(!answer.moves);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct TeamJob {
    question: Question,
    cancel: Option<Arc<AtomicBool>>,
}

impl TeamJob {
    /// The search of `question`, read as `pokelinks team` reads it.
    pub fn new(question: Question) -> TeamJob {
        TeamJob {
            question,
            cancel: None,
        }
    }

    /// The question searched.
    pub fn question(&self) -> &Question {
        &self.question
    }

    /// Stops the search within a few thousand nodes once `flag` is set.
    pub fn cancel_on(&mut self, flag: Arc<AtomicBool>) {
        self.cancel = Some(flag);
    }

    /// Whether the search was cancelled.
    pub fn cancelled(&self) -> bool {
        (self.cancel.as_ref()).is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// The `k` best teams, or why there are none (the command line's
    /// error); `None` when cancelled.
    pub fn top(&self, k: usize) -> Option<Result<TeamAnswer, PlanError>> {
        let mut resolved = match Resolved::of(&self.question) {
            Ok(resolved) => resolved,
            Err(e) => return Some(Err(PlanError::Team(e.to_string()))),
        };
        let request = match &self.cancel {
            Some(flag) => resolved.request.clone().cancel_on(flag.clone()),
            None => resolved.request.clone(),
        };
        let lineups = if resolved.hopeless() {
            Vec::new()
        } else {
            resolved.problem.top(&request, k)
        };
        if request.cancelled() {
            return None;
        }
        let candidates = resolved.problem.candidates();
        let teams = (lineups.iter())
            .map(|team| TeamRow {
                rank: team.rank,
                attack: team.attack,
                defense: team.defense,
                weak: team.weak,
                members: (team.slots.iter())
                    .map(|s| TeamSlot {
                        profile: s.profile(),
                        pokemon: (s.pokemon.iter())
                            .map(|&c| candidates[c].name.clone())
                            .collect(),
                    })
                    .collect(),
                sets: crate::team::sets::team_sets(&resolved.setup.pool, &resolved.problem, team),
            })
            .collect();
        let side = |kind| {
            (resolved.problem.targets().iter())
                .filter(|t| t.kind() == kind)
                .map(|t| t.profile())
                .collect()
        };
        Some(Ok(TeamAnswer {
            teams,
            resist: side(crate::problem::Kind::Defense),
            hit: side(crate::problem::Kind::Attack),
            uncoverable: resolved.uncoverable.clone(),
            candidates: candidates.len(),
            options: resolved.problem.num_options(),
            moves: resolved.moves,
            strongest: resolved.problem.strongest_choices(request.mode),
            stopped: resolved.problem.stopped_early(),
        }))
    }
}

/// The player's choices in team mode: the Pokémon pinned and banned (by
/// name, as `--with` and `--without` take them; a `--without` typing given
/// on the command line stays one), the most members and the mode.
///
/// ```
/// use pokelinks::plan::team::TeamChoices;
/// use pokelinks::search::Mode;
/// use pokelinks::setup::{Question, Setup};
/// let setup = Setup::new(&Question::region("kanto").unwrap()).unwrap();
/// let choices = TeamChoices { pins: vec!["Mr. Mime".into()], bans: vec![], max: 6, mode: Mode::Overlapping };
/// assert_eq!(choices.command(&setup, None, &[0, 1], false, false), "pokelinks team kanto G1 G2 --max 6 --with 'Mr. Mime'");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamChoices {
    /// `--with` Pokémon, in the order chosen.
    pub pins: Vec<String>,
    /// `--without` Pokémon (or typings), in the order chosen.
    pub bans: Vec<String>,
    /// The most members: a party of 6 at most.
    pub max: usize,
    /// Exact or overlapping (`pokelinks team`'s default).
    pub mode: Mode,
}

impl TeamChoices {
    /// No pins or bans, a party (the most a defense holds), overlapping: `pokelinks team`'s
    /// defaults.
    pub fn new() -> TeamChoices {
        TeamChoices {
            pins: Vec::new(),
            bans: Vec::new(),
            max: Kind::Defense.default_max(),
            mode: Mode::Overlapping,
        }
    }

    /// The question `pokelinks team` is asked for these choices on
    /// `setup` (its map or game, version and story point), with `gyms`
    /// (indices) selected and `--safe` as `safe` says.
    pub fn question(&self, setup: &Setup, gyms: &[usize], safe: bool) -> Question {
        let names = |list: &[String]| -> Vec<MemberName> {
            list.iter().filter_map(|n| n.parse().ok()).collect()
        };
        Question {
            gyms: (gyms.iter())
                .filter_map(|&g| setup.map.gyms.get(g))
                .map(|g| GymChoice::Id(g.id.clone()))
                .collect(),
            kind: Kind::Defense,
            mode: self.mode,
            max: Some(self.max),
            with: names(&self.pins),
            without: names(&self.bans),
            safe,
            ..setup.question.clone()
        }
    }

    /// The command line that asks `pokelinks team` for the same teams:
    /// the map or game, the gyms, `E` when exact (a team search is
    /// overlapping unless told), the size, the pins and bans as named,
    /// and `--safe` (or `--weak`) and `--obtainable`.
    /// `by`: the planner's story point ([`Setup::map_words_by`]).
    pub fn command(
        &self,
        setup: &Setup,
        by: Option<usize>,
        gyms: &[usize],
        safe: bool,
        weak: bool,
    ) -> String {
        let mut words = vec!["pokelinks".to_owned(), "team".to_owned()];
        words.extend(setup.map_words_by(by).iter().map(|w| shell_word(w)));
        words.extend(
            (gyms.iter())
                .filter_map(|&g| setup.map.gyms.get(g))
                .map(|g| g.id.clone()),
        );
        if self.mode == Mode::Exact {
            words.push("E".into());
        }
        words.push(format!("--max {}", self.max));
        words.extend((self.pins.iter()).map(|m| format!("--with {}", shell_word(m))));
        words.extend((self.bans.iter()).map(|m| format!("--without {}", shell_word(m))));
        if safe {
            words.push("--safe".into());
        } else if weak {
            words.push("--weak".into());
        }
        if setup.rules.obtainable {
            words.push("--obtainable".into());
        }
        words.join(" ")
    }
}

impl Default for TeamChoices {
    fn default() -> TeamChoices {
        TeamChoices::new()
    }
}

/// The covers pane's content in team mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamList {
    /// A search is under way.
    Searching,
    /// The answer: the best teams (maybe none) and what was searched.
    Ready(TeamAnswer),
    /// No search could be made: the command line's error.
    Failed(PlanError),
}
