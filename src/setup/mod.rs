//! The resolved request: what the player asks ([`Question`]) turned once
//! into what every front end works on ([`Setup`]) — the map or game with
//! its chart, the selected gyms, the members named with `--with` and
//! `--without`, the story point and the [`Roster`] of who may play.
//!
//! As ripgrep resolves its flags once into its high-level arguments, solve,
//! `check` and `plan` all start from a [`Setup`], so that every option
//! means the same in all three. Nothing here prints; errors say what and
//! where in one line. A setup is resolved once and then only read: the
//! story point is a value ([`crate::story::StoryPoint`]), and a front end
//! that plans at another point (the planner as its gyms change) makes
//! another pool from it ([`Setup::pool_at`]).

mod later;
mod load;
mod members;
mod point;
mod question;
mod unhad;
mod whereabouts;

use crate::data::ability::Ability;
use crate::data::game::Game;
use crate::data::{Chart, Gym, Map};
use crate::error::Error;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::roster::{Member, Pool, Reason, Roster, Rules};
use crate::search::Mode;
use crate::typing::{Type, Typing};

pub use later::Later;
pub use load::read_map;
pub(crate) use load::select as select_gyms;
pub use members::{ability_and_moves, name_and_moves, named_moves};
pub use question::{GymChoice, MemberName, Question};
pub use unhad::{Unhad, Why};
pub use whereabouts::{EvolvesInto, WayFrom, Whereabouts};

use load::load;
use members::{Partial, check_options};

/// The map used when none is given.
pub const DEFAULT_REGION: &str = "Paldea";

/// The chosen game, as the answer's header names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChoice {
    /// The game.
    pub game: &'static Game,
    /// The version used (`None` if the game has none; `all` when merged).
    pub version: Option<String>,
    /// Every version of the game file.
    pub versions: Vec<String>,
    /// The Pokédexes whose typings restrict a defense run (none with
    /// `--all-pokemon`, and none in attack).
    pub dex: Vec<String>,
    /// `--all-pokemon`.
    pub all_pokemon: bool,
}

/// A question resolved against the data: what solve, `check` and `plan`
/// all work on.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::setup::Setup;
/// let config = Config::parse_from(["pokelinks", "emerald", "G1", "G2"])?;
/// let setup = Setup::new(&config.question)?;
/// assert_eq!(setup.map.region.raw(), "Hoenn");
/// assert_eq!(setup.gyms().len(), 2);
/// assert!(!setup.roster.allows("Ghost-Poison".parse()?)); // not in Emerald's Pokédex
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Setup {
    /// The map (the game's file, in the chosen version, for a game).
    pub map: Map,
    /// Its chart.
    pub chart: Chart,
    /// The selected gyms' indices in `map.gyms`, in map order, each once.
    pub selected: Vec<usize>,
    /// The game, if one was chosen.
    pub game: Option<GameChoice>,
    /// Defense or attack.
    pub kind: Kind,
    /// Exact or overlapping.
    pub mode: Mode,
    /// The most members of a cover (`--max`, or the kind's default).
    pub max: usize,
    /// `--with`, resolved, each typing once.
    pub with: Vec<Member>,
    /// `--without`, resolved, each typing once.
    pub without: Vec<Member>,
    /// The rules the roster follows.
    pub rules: Rules,
    /// The Pokémon a team is drawn from.
    pub pool: Pool,
    /// Who may play against the selected gyms.
    pub roster: Roster,
    /// The question this setup answers.
    pub question: Question,
    /// [`Setup::every_profile`], made when first asked for.
    every: std::sync::OnceLock<[Vec<Profile>; 2]>,
    /// [`Setup::options`], made when first asked for.
    options: std::sync::OnceLock<Vec<Profile>>,
}

impl Setup {
    /// Resolves `question`: reads the map or game and the chart, selects
    /// the gyms, resolves the members and builds the roster (with the
    /// `--with` members as pins).
    pub fn new(question: &Question) -> Result<Setup, Error> {
        Self::build(question, |_| Ok(Vec::new()), false)
    }

    /// [`Setup::new`] for one answer to the gyms selected (the command
    /// line's covers): for attack, the pool's repertoire holds only the
    /// attack types that can hit an item ([`hitting`]), the moves of the
    /// others not worked out. Its roster and pool know nothing of the other
    /// types: the planner, whose gyms change, and a team, which asks of
    /// every type, use [`Setup::new`].
    pub fn answering(question: &Question) -> Result<Setup, Error> {
        Self::build(question, |_| Ok(Vec::new()), true)
    }

    /// [`Setup::new`], with `team` (a check's members, as named) resolved
    /// as the `--with` members are and passing every rule of the roster but
    /// the Pokédex, as `--with` members do. Returns the setup and the team.
    pub fn for_team(
        question: &Question,
        team: &[MemberName],
    ) -> Result<(Setup, Vec<Member>), Error> {
        Self::with_members(question, |partial| partial.resolve_team(team))
    }

    /// [`Setup::new`], with `pins` (a team search's `--with`) resolved,
    /// errors naming each as `flag`: Pokémon of one typing are all kept,
    /// as a team holds Pokémon, not typings. Returns the setup and pins.
    pub fn for_pins(
        question: &Question,
        flag: &str,
        pins: &[MemberName],
    ) -> Result<(Setup, Vec<Member>), Error> {
        Self::with_members(question, |partial| partial.resolve_all(flag, pins, false))
    }

    /// [`Setup::new`] with members resolved by `resolve`, each pinned.
    fn with_members(
        question: &Question,
        resolve: impl FnOnce(&Partial) -> Result<Vec<Member>, Error>,
    ) -> Result<(Setup, Vec<Member>), Error> {
        let mut members = Vec::new();
        let setup = Self::build(
            question,
            |partial| {
                members = resolve(partial)?;
                Ok(members.iter().map(|m| m.typing).collect())
            },
            false,
        )?;
        Ok((setup, members))
    }

    fn build(
        question: &Question,
        pins: impl FnOnce(&Partial) -> Result<Vec<Typing>, Error>,
        answering: bool,
    ) -> Result<Setup, Error> {
        let (map, chart, selected, game) = load(question)?;
        let in_game = (!question.all_pokemon).then_some(question.game).flatten();
        let mut pool = Pool::new(map.generation, in_game)?;
        if question.abilities {
            pool = pool.with_abilities(question.hidden);
        }
        if question.all_moves {
            pool = pool.all_moves();
        }
        if !question.tera.is_empty() {
            pool = pool.with_tera(question.tera.clone());
        }
        if question.legendaries {
            pool = pool.with_legendaries();
        }
        if question.anytime {
            pool = pool.anytime();
        } else if in_game.is_some() {
            let version = game.as_ref().and_then(|c| c.version.as_deref());
            let data = pool.data().expect("a pool of a game holds its data");
            pool = match point::stage(data, question, &map, &selected, version)? {
                Some(stage) => pool.at(stage),
                // No story: the moves learnt by the first selected gym's cap.
                None => {
                    let cap = selected.first().and_then(|&i| map.gyms[i].level);
                    pool.capped(cap)
                }
            };
        }
        let partial = Partial {
            kind: question.kind,
            pool,
        };
        let with = partial.resolve_all("--with", &question.with, true)?;
        let without = partial.resolve_all("--without", &question.without, true)?;
        check_options(&chart, question.kind, &with, &without)?;
        let mut pin_typings: Vec<Typing> = with.iter().map(|m| m.typing).collect();
        pin_typings.extend(pins(&partial)?);
        let Partial { pool, .. } = partial;
        let rules = Rules {
            kind: question.kind,
            obtainable: question.obtainable,
            safe: question.safe,
        };
        let gyms: Vec<&Gym> = selected.iter().map(|&i| &map.gyms[i]).collect();
        let items = crate::problem::items_of(&chart, question.kind, &gyms);
        let pool = match (answering, question.kind) {
            (true, Kind::Attack) => {
                let hit = hitting(&chart, &items, &pool.attacking_abilities());
                pool.attacking_with(hit)
            }
            _ => pool,
        };
        let roster = Roster::new(&rules, &chart, &pool, &items, &pin_typings);
        let game = game.map(|mut g| {
            if pool.game().is_some() && question.kind == Kind::Defense {
                g.dex = (g.game.dexes().unwrap_or_default().into_iter())
                    .map(|d| d.name)
                    .collect();
            }
            g
        });
        let setup = Setup {
            map,
            chart,
            selected,
            game,
            kind: question.kind,
            mode: question.mode,
            max: question.max.unwrap_or_else(|| question.kind.default_max()),
            with,
            without,
            rules,
            pool,
            roster,
            question: question.clone(),
            every: std::sync::OnceLock::new(),
            options: std::sync::OnceLock::new(),
        };
        setup.check_pins(&pin_typings)?;
        Ok(setup)
    }

    /// A pinned typing that no Pokémon of the game's Pokédex holds is an
    /// error: the player cannot have it.
    fn check_pins(&self, pins: &[Typing]) -> Result<(), Error> {
        let Some(&t) = pins
            .iter()
            .find(|&&t| self.roster.reason(t) == Some(Reason::NotInPokedex))
        else {
            return Ok(());
        };
        let dex = self
            .game
            .as_ref()
            .map_or_else(String::new, |g| g.dex.join(", "));
        Err(Error::Usage(format!(
            "--with {t}: no Pokémon of the Pokédex ({dex}) has this typing \
             (--all-pokemon allows every typing of generation {})",
            self.map.generation
        )))
    }

    /// The selected gyms, in map order.
    pub fn gyms(&self) -> Vec<&Gym> {
        self.selected.iter().map(|&i| &self.map.gyms[i]).collect()
    }

    /// The `--with` typings, each once.
    pub fn with_typings(&self) -> Vec<Typing> {
        self.with.iter().map(|m| m.typing).collect()
    }

    /// The `--with` members as they match up, each once.
    pub fn with_profiles(&self) -> Vec<Profile> {
        self.with.iter().map(Member::profile).collect()
    }

    /// The options of the question's covers, sorted: the chart's typings
    /// (attack types), bare but those whose every Pokémon of the pool has
    /// a defending ability ([`Pool::replaced`]), with the pool's profiles
    /// with abilities ([`Pool::profiles`]) and the `--with` members' own.
    pub fn options(&self) -> &[Profile] {
        self.options.get_or_init(|| self.make_options())
    }

    fn make_options(&self) -> Vec<Profile> {
        let replaced = self.pool.replaced(self.kind);
        let mut out = crate::problem::bare_options(&self.chart, self.kind);
        out.retain(|p| !replaced.contains(&p.typing));
        out.extend(self.pool.profiles(self.kind));
        out.extend(self.with_profiles());
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The player's profiles with abilities of each kind (defense, attack)
    /// that the pool brings at some point of the story (its end): what the
    /// planner's links hold, whatever story point it moves to.
    pub fn every_profile(&self) -> [&[Profile]; 2] {
        let make = |kind: Kind| {
            let end = match self.pool.place() {
                Some((_, points)) => self.pool.at_checkpoint(points.len() - 1),
                None => self.pool.clone(),
            };
            let mut out = end.profiles(kind);
            out.extend(self.with_profiles().into_iter().filter(|p| !p.is_bare()));
            out.sort_unstable();
            out.dedup();
            out
        };
        let [defense, attack] = self
            .every
            .get_or_init(|| [make(Kind::Defense), make(Kind::Attack)]);
        [defense, attack]
    }

    /// The cover problem of the question: the selected gyms' items (or
    /// `items`, when the caller sets some aside), the chart's typings and
    /// the player's profiles as options.
    pub fn problem(&self, items: Option<&[Profile]>) -> crate::problem::Problem {
        let gyms = self.gyms();
        let all;
        let items = match items {
            Some(items) => items,
            None => {
                all = crate::problem::items_of(&self.chart, self.kind, &gyms);
                &all[..]
            }
        };
        crate::problem::Problem::with_options(&self.chart, self.kind, Some(items), self.options())
    }

    /// The `--without` typings, each once.
    pub fn without_typings(&self) -> Vec<Typing> {
        self.without.iter().map(|m| m.typing).collect()
    }

    /// What every search leaves out: the `--without` typings and those the
    /// roster leaves out, sorted, each once.
    pub fn excluded(&self) -> Vec<Typing> {
        let mut out = self.roster.excluded();
        out.extend(self.without_typings());
        out.sort_unstable();
        out.dedup();
        out
    }

    /// In a game at a story point, the point as a player says it: `before
    /// Brock`, `after the Elite Four`.
    pub fn story_point(&self) -> Option<String> {
        self.story_point_of(&self.pool)
    }

    /// [`Setup::story_point`] of another pool of the same game (the
    /// planner's).
    pub fn story_point_of(&self, pool: &Pool) -> Option<String> {
        let stage = pool.stage()?;
        Some(self.name_point(stage.checkpoint, false))
    }

    /// The `items` that no candidate of the roster but a `--without` one
    /// covers: with any, no cover exists, and answers name them rather than
    /// answering "0 covers" with nothing to explain it.
    pub fn uncoverable(&self, items: &[Profile]) -> Vec<Profile> {
        let without = self.without_typings();
        let mut options = self.options().to_vec();
        options.retain(|o| self.roster.allows(o.typing) && !without.contains(&o.typing));
        (items.iter().copied())
            .filter(|&i| !options.iter().any(|&o| self.kind.covers(&self.chart, i, o)))
            .collect()
    }

    /// The words that name the map or game again on a command line (with
    /// the flags that choose what can be had: `--starter`, `--by`, …).
    pub fn map_words(&self) -> Vec<String> {
        load::map_words(&self.question)
    }

    /// [`Setup::map_words`] with the story point held at checkpoint `by`
    /// (`--by` its gym), or following the gyms (`None`): the planner's.
    pub fn map_words_by(&self, by: Option<usize>) -> Vec<String> {
        let before = (by.and_then(|k| self.pool.stage()?.availability.points().get(k)))
            .map(|p| GymChoice::Id(p.before.to_owned()));
        let question = Question {
            by: before,
            ..self.question.clone()
        };
        load::map_words(&question)
    }

    /// The story point planned at, if the game's story is known: its index
    /// and the points.
    pub fn point(&self) -> Option<(usize, &[crate::story::availability::Point])> {
        self.pool.place()
    }

    /// A story point as answers name it: `before Misty (G2)`, `after the
    /// Elite Four`; without a story, nothing.
    pub fn point_name(&self, k: usize) -> String {
        self.name_point(k, true)
    }

    /// Story point `k` named by the leader it comes before (and, `with_id`,
    /// the gym's id), else by the story's own name for it.
    fn name_point(&self, k: usize, with_id: bool) -> String {
        let Some(stage) = self.pool.stage() else {
            return String::new();
        };
        let point = &stage.availability.points()[k];
        match self.map.gym(point.before) {
            Some(gym) if with_id => format!("before {} ({})", gym.leader, gym.id),
            Some(gym) => format!("before {}", gym.leader),
            None => stage.availability.point_name(k),
        }
    }

    /// The pool at checkpoint `by` of the story, or (`None`) at the point
    /// before the first of `selected` gyms: the planner's, as its gyms and
    /// its own story point change. Without a story, the setup's pool.
    pub fn pool_at(&self, by: Option<usize>, selected: &[usize]) -> Pool {
        match (self.pool.stage(), by) {
            (None, _) => self.pool.clone(),
            (Some(_), Some(k)) => self.pool.at_checkpoint(k),
            (Some(stage), None) => {
                let point = point::before(&stage.availability, &self.map, selected);
                self.pool.at_checkpoint(point.checkpoint)
            }
        }
    }

    /// The roster for other items and pins than the setup's own (the
    /// planner's, as its gyms and pins change).
    pub fn roster_for(&self, items: &[Profile], pins: &[Typing]) -> Roster {
        Roster::new(&self.rules, &self.chart, &self.pool, items, pins)
    }
}

/// The attack types that can hit some item of `items` super-effectively,
/// bare or with one of `abilities` (Mold Breaker's Ground on a Levitate
/// Pokémon, Refrigerate's Normal on a Dragon): the only types an answer
/// to them asks who brings.
///
/// ```
/// use pokelinks::data::ability::Ability;
/// use pokelinks::setup::hitting;
/// use pokelinks::profile::Profile;
/// let chart = pokelinks::data::shipped::chart(4).unwrap();
/// let electric: pokelinks::typing::Typing = "Electric".parse().unwrap();
/// let names = |types: Vec<pokelinks::typing::Type>| -> Vec<String> {
///     types.iter().map(|t| t.to_string()).collect()
/// };
/// assert_eq!(names(hitting(&chart, &[electric.into()], &[])), ["Ground"]);
/// // A Levitate Pokémon: Ground hits it only through Mold Breaker.
/// let levitate = Profile::new(electric, Ability::named("Levitate", 4));
/// assert!(hitting(&chart, &[levitate], &[]).is_empty());
/// let mold_breaker = Ability::named("Mold Breaker", 4).unwrap();
/// assert_eq!(names(hitting(&chart, &[levitate], &[mold_breaker])), ["Ground"]);
/// ```
pub fn hitting(chart: &Chart, items: &[Profile], abilities: &[Ability]) -> Vec<Type> {
    let abilities: Vec<Option<Ability>> = std::iter::once(None)
        .chain(abilities.iter().copied().map(Some))
        .collect();
    (chart.attack_types().iter().copied())
        .filter(|&t| {
            (items.iter()).any(|&i| {
                (abilities.iter())
                    .any(|&a| Kind::Attack.covers(chart, i, Profile::new(t.into(), a)))
            })
        })
        .collect()
}
