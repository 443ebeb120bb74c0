//! The resolved request: what the player asks ([`Question`]) turned once
//! into what every front end works on ([`Setup`]) — the map or game with
//! its chart, the selected gyms, the members named with `--with` and
//! `--without`, and the [`Roster`] of who may play.
//!
//! As ripgrep resolves its flags once into its high-level arguments, solve,
//! `check` and `plan` all start from a [`Setup`], so that every option
//! means the same in all three. Nothing here prints; errors say what and
//! where in one line.

use std::collections::BTreeMap;
use std::io;
use std::path::PathBuf;

use crate::availability::{Availability, Choices};
use crate::data::game::{Game, VersionChoice};
use crate::data::learnsets::Moves;
use crate::data::names::NameIndex;
use crate::data::names::fold;
use crate::data::story::{END, Story};
use crate::data::{
    Chart, ChartSource, DataError, Gym, GymLookupError, Loaded, Map, MapSource, read, shipped,
};
use crate::error::Error;
use crate::problem::{Kind, ProblemError};
use crate::roster::{Member, Pool, Reason, Roster, Rules, Stage};
use crate::search::Mode;
use crate::typing::{ParseTypingError, Type, Typing};

/// The map used when none is given.
pub const DEFAULT_REGION: &str = "Paldea";

/// A gym the player selected, not yet looked up in the map.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::setup::GymChoice;
/// let config = Config::parse_from(["pokelinks", "g3", "--gym", "pewter city"])?;
/// assert_eq!(config.question.gyms, [GymChoice::Id("G3".into()), GymChoice::IdOrTown("pewter city".into())]);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GymChoice {
    /// A word such as `G3` or `E4` (upper-cased): an id only.
    Id(String),
    /// A `--gym` value: an id, town or leader, as
    /// [`crate::data::Map::find_gym`] matches it.
    IdOrTown(String),
}

/// A member as the player named it (`--with`, `--without`), not yet
/// resolved: a typing (or attack type), or a Pokémon's name that stands
/// for its typing.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::setup::MemberName;
/// let config = Config::parse_from(["pokelinks", "--with", "water", "--with", "Mr. Mime"])?;
/// assert_eq!(config.question.with, [MemberName::Typing("Water".parse()?), MemberName::Pokemon("Mr. Mime".into())]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemberName {
    /// A typing or attack type.
    Typing(Typing),
    /// A Pokémon, as typed.
    Pokemon(String),
}

/// A typing, or else a Pokémon's name, to be resolved against the map's
/// generation once it is known. Only a word with a part that is no type can
/// be a Pokémon's: `Fire-Fire` is a malformed typing, `Rotom-Wash` a
/// Pokémon.
///
/// ```
/// use pokelinks::setup::MemberName;
/// assert_eq!("water".parse(), Ok(MemberName::Typing("Water".parse().unwrap())));
/// assert_eq!(" Rotom-Wash ".parse(), Ok(MemberName::Pokemon("Rotom-Wash".into())));
/// assert!("Fire-Fire".parse::<MemberName>().is_err());
/// ```
impl std::str::FromStr for MemberName {
    type Err = String;

    fn from_str(s: &str) -> Result<MemberName, String> {
        match s.parse() {
            Ok(t) => Ok(MemberName::Typing(t)),
            Err(ParseTypingError::UnknownType) if s.chars().any(char::is_alphanumeric) => {
                Ok(MemberName::Pokemon(s.trim().to_owned()))
            }
            Err(e) => Err(e.to_string()),
        }
    }
}

/// What the player asks, as the command line said it: checked for
/// contradictions, not yet held against any data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The map; `None` for the default, the shipped Paldea map (or the
    /// game's).
    pub map: Option<MapSource>,
    /// `--game` (or a game's name as a word): the game's map, version and
    /// Pokédex instead of `map`.
    pub game: Option<&'static Game>,
    /// Which version of the game: `--version NAME`, `--version all` or
    /// `--merged`; the first when not said.
    pub version: VersionChoice,
    /// `--all-pokemon`: every typing of the generation, not only those of
    /// the game's Pokédex.
    pub all_pokemon: bool,
    /// A chart that replaces the map's.
    pub types: Option<PathBuf>,
    /// The selected gyms, as given; none means the whole chart.
    pub gyms: Vec<GymChoice>,
    /// Defense or attack.
    pub kind: Kind,
    /// Exact or overlapping.
    pub mode: Mode,
    /// `--max`; `None` for the kind's default.
    pub max: Option<usize>,
    /// `--with` members.
    pub with: Vec<MemberName>,
    /// `--without` members.
    pub without: Vec<MemberName>,
    /// `--obtainable`.
    pub obtainable: bool,
    /// `--safe`: leave out typings weak to a selected attack type (defense).
    pub safe: bool,
    /// `--weak`: show each cover's weaknesses (defense).
    pub weak: bool,
    /// `--pokemon N`: names per typing.
    pub pokemon: usize,
    /// The version of the pair the word naming the game named (`red` of
    /// Red/Blue), PokeAPI's id; `None` for both.
    pub edition: Option<String>,
    /// `--starter NAME`.
    pub starter: Option<String>,
    /// `--by GYM`: the story point planned at, instead of before the first
    /// selected gym.
    pub by: Option<GymChoice>,
    /// `--anytime`: the game's whole Pokédex, whenever it can be had.
    pub anytime: bool,
    /// `--trade`: trade evolutions count.
    pub trade: bool,
}

impl Question {
    /// What a command line that says nothing asks: the one place every
    /// default of a question is written.
    ///
    /// ```
    /// use pokelinks::setup::Question;
    /// assert_eq!(Question::default().max, None);
    /// ```
    pub fn new() -> Question {
        Question {
            map: None,
            game: None,
            version: VersionChoice::First,
            all_pokemon: false,
            types: None,
            gyms: Vec::new(),
            kind: Kind::Defense,
            mode: Mode::Exact,
            max: None,
            with: Vec::new(),
            without: Vec::new(),
            obtainable: false,
            safe: false,
            weak: false,
            pokemon: 0,
            edition: None,
            starter: None,
            by: None,
            anytime: false,
            trade: false,
        }
    }
}

impl Question {
    /// The default question on the shipped map of `region` (any letter
    /// case), if there is one.
    ///
    /// ```
    /// use pokelinks::setup::Question;
    /// assert!(Question::region("KANTO").is_some() && Question::region("Atlantis").is_none());
    /// ```
    pub fn region(region: &str) -> Option<Question> {
        Some(Question {
            map: Some(MapSource::shipped(region)?),
            ..Question::new()
        })
    }
}

impl Default for Question {
    fn default() -> Question {
        Question::new()
    }
}

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
}

impl Setup {
    /// Resolves `question`: reads the map or game and the chart, selects
    /// the gyms, resolves the members and builds the roster (with the
    /// `--with` members as pins).
    pub fn new(question: &Question) -> Result<Setup, Error> {
        Self::build(question, |_| Ok(Vec::new()))
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
        let setup = Self::build(question, |partial| {
            members = resolve(partial)?;
            Ok(members.iter().map(|m| m.typing).collect())
        })?;
        Ok((setup, members))
    }

    fn build(
        question: &Question,
        pins: impl FnOnce(&Partial) -> Result<Vec<Typing>, Error>,
    ) -> Result<Setup, Error> {
        let (map, chart, selected, game) = load(question)?;
        let in_game = (!question.all_pokemon).then_some(question.game).flatten();
        let mut pool = Pool::new(map.generation, in_game)?;
        if question.anytime {
            pool = pool.anytime();
        } else if let Some(g) = in_game {
            let version = game.as_ref().and_then(|c| c.version.as_deref());
            pool = match stage(g, question, &map, &selected, version, pool.species())? {
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
        let stage = self.pool.stage()?;
        Some(self.name_point(stage.checkpoint, false))
    }

    /// The `items` that no candidate of the roster but a `--without` one
    /// covers: with any, no cover exists, and answers name them rather than
    /// answering "0 covers" with nothing to explain it.
    pub fn uncoverable(&self, items: &[Typing]) -> Vec<Typing> {
        let without = self.without_typings();
        let options = (self.roster.candidates().iter()).filter(|o| !without.contains(o));
        let options: Vec<Typing> = options.copied().collect();
        (items.iter().copied())
            .filter(|&i| {
                !options
                    .iter()
                    .any(|&o| covers(&self.chart, self.kind, i, o))
            })
            .collect()
    }

    /// For each of `items` that nothing the player can have by the story
    /// point covers: the first later checkpoint at which something does,
    /// and the Pokémon that do then, each with how it is had then (none
    /// found: `None`). Without a story point, nothing.
    pub fn later(&mut self, items: &[Typing]) -> Vec<Later> {
        self.later_as(self.kind, items)
    }

    /// [`Setup::later`] for items of `kind`, whatever the setup's own: a
    /// team's attack types to resist and typings to hit.
    pub fn later_as(&mut self, kind: Kind, items: &[Typing]) -> Vec<Later> {
        let Some(stage) = self.pool.stage() else {
            return Vec::new();
        };
        let (now, points) = (stage.checkpoint, stage.availability.points().len());
        let pins = self.with_typings();
        let mut out: Vec<Later> = (items.iter())
            .map(|&item| Later {
                item,
                from: None,
                pokemon: Vec::new(),
            })
            .collect();
        let rules = Rules { kind, ..self.rules };
        for k in now + 1..points {
            // Each checkpoint works out what can be had then (and, for
            // attack, every move known): none once every item is placed.
            if out.iter().all(|l| l.from.is_some()) {
                break;
            }
            self.pool.set_checkpoint(k);
            let roster = Roster::new(&rules, &self.chart, &self.pool, items, &pins);
            for later in out.iter_mut().filter(|l| l.from.is_none()) {
                let item = later.item;
                let covering: Vec<Typing> = (roster.candidates().iter().copied())
                    .filter(|&t| covers(&self.chart, kind, item, t))
                    .collect();
                let covering: Vec<String> = (self.pool.behind(kind, &covering, 1).into_iter())
                    .flat_map(|(_, behind)| behind)
                    .map(|b| b.to_string())
                    .collect();
                if !covering.is_empty() {
                    later.from = Some(k);
                    later.pokemon = covering;
                }
            }
        }
        self.pool.set_checkpoint(now);
        out
    }

    /// The words that name the map or game again on a command line (with
    /// the flags that choose what can be had: `--starter`, `--by`, …).
    pub fn map_words(&self) -> Vec<String> {
        map_words(&self.question)
    }

    /// The story point planned at, if the game's story is known: its index
    /// and the points.
    pub fn point(&self) -> Option<(usize, &[crate::availability::Point])> {
        let stage = self.pool.stage()?;
        Some((stage.checkpoint, stage.availability.points()))
    }

    /// Plans at checkpoint `k` from now on (`--by` its gym, or `end`), or,
    /// with `None`, before the first of `selected` gyms again.
    pub fn plan_by(&mut self, k: Option<usize>, selected: &[usize]) {
        let Some((_, points)) = self.point() else {
            return;
        };
        let before = k.and_then(|k| points.get(k)).map(|p| p.before.clone());
        self.question.by = before.map(GymChoice::Id);
        match k {
            Some(k) => self.pool.set_checkpoint(k),
            None => self.plan_at(selected),
        }
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
        match self.map.gym(&point.before) {
            Some(gym) if with_id => format!("before {} ({})", gym.leader, gym.id),
            Some(gym) => format!("before {}", gym.leader),
            None => stage.availability.point_name(k),
        }
    }

    /// In a game with a story, the other choices — another starter, the
    /// other version of the pair, trade evolutions — with which `species`
    /// can be had at some point of it, the chosen version of the pair
    /// first: what names the version that has a Pokémon the chosen one
    /// lacks. Without a story, none.
    pub fn choices_with(&self, species: &str) -> Result<Vec<Choices>, Error> {
        let (Some(stage), Some(game)) = (self.pool.stage(), self.question.game) else {
            return Ok(Vec::new());
        };
        let now = stage.availability.choices();
        let story = stage.availability.story();
        // The chosen ones first, then the others, each once.
        let once = |first: &Option<String>, all: Vec<String>| {
            let mut out = vec![first.clone()];
            for x in all.into_iter().map(Some) {
                if !out.contains(&x) {
                    out.push(x);
                }
            }
            out
        };
        let pair = if game.editions.len() > 1 {
            game.editions.clone()
        } else {
            Vec::new()
        };
        let editions = once(&now.edition, pair);
        let starters = once(
            &now.starter,
            story.starters().into_iter().map(str::to_owned).collect(),
        );
        let caps = caps(&self.map);
        let mut found = Vec::new();
        for edition in &editions {
            for starter in &starters {
                for trade in [now.trade, true] {
                    let choices = Choices {
                        edition: edition.clone(),
                        starter: starter.clone(),
                        trade,
                    };
                    if choices == *now || found.contains(&choices) {
                        continue;
                    }
                    let a = Availability::new(story.clone(), self.pool.species(), &caps, &choices)?;
                    if !a.ways(species).is_empty() {
                        found.push(choices);
                    }
                }
            }
        }
        Ok(found)
    }

    /// Moves the story point to the one `selected` gyms plan at (before the
    /// first of them, unless `--by` fixed it): the planner's, as its gyms
    /// change.
    pub fn plan_at(&mut self, selected: &[usize]) {
        if self.question.by.is_some() {
            return;
        }
        if let Some(stage) = self.pool.stage() {
            let k = first_checkpoint(&stage.availability, &self.map, selected);
            self.pool.set_checkpoint(k);
        }
    }

    /// The roster for other items and pins than the setup's own (the
    /// planner's, as its gyms and pins change).
    pub fn roster_for(&self, items: &[Typing], pins: &[Typing]) -> Roster {
        Roster::new(&self.rules, &self.chart, &self.pool, items, pins)
    }
}

/// Whether `option` covers `item` in a problem of `kind`: resists it
/// (defense) or hits it super-effectively (attack).
fn covers(chart: &Chart, kind: Kind, item: Typing, option: Typing) -> bool {
    let m = match kind {
        Kind::Defense => chart.multiplier(item.first(), option),
        Kind::Attack => chart.multiplier(option.first(), item),
    };
    m.and_then(|m| kind.value(m)).is_some()
}

/// Every `--with` and `--without` member must be an option of the chart
/// (a typing for defense, an attack type for attack), and none both.
fn check_options(
    chart: &Chart,
    kind: Kind,
    with: &[Member],
    without: &[Member],
) -> Result<(), ProblemError> {
    let (what, known): (_, &dyn Fn(Typing) -> bool) = match kind {
        Kind::Defense => ("a typing", &|t| chart.has_typing(t)),
        Kind::Attack => ("an attack type", &|t: Typing| {
            !t.is_dual() && chart.has_attack_type(t.first())
        }),
    };
    for (flag, members) in [("--with", with), ("--without", without)] {
        if let Some(m) = members.iter().find(|m| !known(m.typing)) {
            return Err(ProblemError::NotAnOption {
                flag,
                name: m.typing,
                what,
            });
        }
    }
    match with
        .iter()
        .find(|m| without.iter().any(|o| o.typing == m.typing))
    {
        Some(m) => Err(ProblemError::Contradiction(m.typing)),
        None => Ok(()),
    }
}

/// An item nothing the player can have at the story point covers, and
/// when that changes ([`Setup::later`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Later {
    /// The item.
    pub item: Typing,
    /// The first later checkpoint at which something covers it.
    pub from: Option<usize>,
    /// What covers it then, each with how it is had then.
    pub pokemon: Vec<String>,
}

/// What member resolution needs before the setup exists.
struct Partial {
    kind: Kind,
    pool: Pool,
}

impl Partial {
    /// Resolves `names` given to `flag`; with `once`, a typing named twice
    /// (`--with Pikachu --with Electric`) is kept once.
    fn resolve_all(
        &self,
        flag: &str,
        names: &[MemberName],
        once: bool,
    ) -> Result<Vec<Member>, Error> {
        let mut members: Vec<Member> = Vec::with_capacity(names.len());
        for name in names {
            let member = self.resolve(flag, name)?;
            if !once || !members.iter().any(|m| m.typing == member.typing) {
                members.push(member);
            }
        }
        Ok(members)
    }

    /// A check's team: each name a member, as for `--with`; but in attack,
    /// a Pokémon stands for the moves it attacks with — those named after
    /// it (`Squirtle:bubble,tackle`), else those it knows by the story
    /// point (the best of each attack type) — each a member of its move's
    /// type, named `Squirtle — Bubble`.
    fn resolve_team(&self, names: &[MemberName]) -> Result<Vec<Member>, Error> {
        let mut members = Vec::with_capacity(names.len());
        for name in names {
            match name {
                MemberName::Pokemon(name) if self.kind == Kind::Attack => {
                    members.extend(self.attacks_of(name)?);
                }
                name => members.push(self.resolve("member", name)?),
            }
        }
        Ok(members)
    }

    /// The attacking members of a Pokémon named in an attack check.
    fn attacks_of(&self, said: &str) -> Result<Vec<Member>, Error> {
        let shown = crate::escape::shorten(said);
        let fail = |why: String| Error::Usage(format!("member {shown}: {why}"));
        let (name, moves) = crate::check::name_and_moves(said);
        let species = self.pool.find(name).map_err(fail)?;
        let named = |move_name: &str, kind: Type| Member {
            typing: kind.into(),
            pokemon: Some(format!("{} — {move_name}", species.name)),
        };
        let Some(moves) = moves else {
            let repertoire = self.pool.repertoire_of(Some(&species.name)).ok_or_else(|| {
                fail("a Pokémon attacks with moves, known in a game only (or name them: Name:move,move)".into())
            })?;
            let members: Vec<Member> = (repertoire.types().into_iter())
                .filter_map(|t| {
                    repertoire
                        .bringers(t)
                        .first()
                        .map(|b| named(&b.move_name, t))
                })
                .collect();
            if members.is_empty() {
                return Err(fail(format!(
                    "{} knows no attacking move by then",
                    species.name
                )));
            }
            return Ok(members);
        };
        let members: Vec<Member> = (named_moves(self.pool.species().generation(), moves)?)
            .map_err(fail)?
            .iter()
            .map(|(name, kind)| named(name, *kind))
            .collect();
        if members.is_empty() {
            return Err(fail("name its moves after a colon: Name:move,move".into()));
        }
        Ok(members)
    }

    /// The member a name stands for: a typing as it is, a Pokémon (defense
    /// only: attack covers pick attack types) as its typing in the map's
    /// generation, if the pool holds it.
    fn resolve(&self, flag: &str, name: &MemberName) -> Result<Member, Error> {
        match name {
            MemberName::Typing(t) => Ok(Member::typing(*t)),
            MemberName::Pokemon(name) if self.kind == Kind::Attack => Err(Error::Usage(format!(
                "{flag} {}: attack covers choose attack types, not Pokémon",
                crate::escape::shorten(name)
            ))),
            MemberName::Pokemon(name) => {
                let found = (self.pool.find(name)).map_err(|why| {
                    Error::Usage(format!("{flag} {}: {why}", crate::escape::shorten(name)))
                })?;
                Ok(Member {
                    typing: found.typing,
                    pokemon: Some(found.name.clone()),
                })
            }
        }
    }
}

/// The moves `said` names, separated by commas (`ember, scratch`), each
/// with its type, as a player who names a Pokémon's moves means them
/// (`Name:move,move`, docs/check.md): any letter case, a near miss
/// refused with `did you mean …?`, a move that is no attack refused by
/// name. The outer error is the data's, the inner one the player's.
///
/// ```
/// use pokelinks::setup::named_moves;
/// let moves = named_moves(1, "ember, SCRATCH")?.unwrap();
/// assert_eq!(moves[0], ("Ember".to_owned(), pokelinks::Type::Fire));
/// assert!(named_moves(1, "growl")?.unwrap_err().contains("does not count as an attack"));
/// # Ok::<(), pokelinks::error::Error>(())
/// ```
pub fn named_moves(
    generation: u8,
    said: &str,
) -> Result<Result<Vec<(String, Type)>, String>, Error> {
    let table = Moves::of(generation)?;
    let index = NameIndex::new(table.moves.iter().map(|m| (m.name.as_str(), m)));
    let mut out = Vec::new();
    for word in said.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        let Some(found) = index.exact(word) else {
            let close: Vec<&str> = (index.closest_names(word).into_iter())
                .map(|(n, _)| n)
                .collect();
            let hint = if close.is_empty() {
                String::new()
            } else {
                format!(" (did you mean {}?)", close.join(", "))
            };
            return Ok(Err(format!(
                "no move '{}' in generation {generation}{hint}",
                crate::escape::shorten(word)
            )));
        };
        if !found.attack || found.variable {
            return Ok(Err(format!(
                "{} does not count as an attack (status, fixed damage, counter, one-hit KO or a type that varies)",
                found.name
            )));
        }
        match found.kind.parse() {
            Ok(kind) => out.push((found.name.clone(), kind)),
            Err(_) => return Ok(Err(format!("{}: no type", found.name))),
        }
    }
    Ok(Ok(out))
}

/// The story point a game question plans at, if the game's story is known:
/// what can be had before the first selected gym in story order (`--by`
/// another gym, or `end`), with the starter chosen (`--starter`, else the
/// one the version is named after, else the first by national number).
fn stage(
    game: &Game,
    question: &Question,
    map: &Map,
    selected: &[usize],
    version: Option<&str>,
    species: &crate::data::Pokedex,
) -> Result<Option<Stage>, Error> {
    let Some(story) = Story::of(&game.id) else {
        let flags = [
            ("--by", question.by.is_some()),
            ("--starter", question.starter.is_some()),
        ];
        if let Some((flag, _)) = flags.iter().find(|(_, said)| *said) {
            return Err(Error::Usage(format!(
                "{flag}: {}'s story is not known here (data/README.md, section 10): its whole Pokédex counts",
                game.name
            )));
        }
        return Ok(None);
    };
    let story = story?;
    let starters = story.starters();
    let named = |name: &str| {
        starters
            .iter()
            .find(|s| fold(s) == fold(name))
            .map(|s| (*s).to_owned())
    };
    let starter = match &question.starter {
        Some(given) => Some(named(given).ok_or_else(|| {
            Error::Usage(format!(
                "--starter {}: {}'s starters are {}",
                crate::escape::shorten(given),
                game.name,
                starters.join(", ")
            ))
        })?),
        None => (version
            .into_iter()
            .flat_map(|v| v.split('-'))
            .find_map(named))
        .or_else(|| {
            let mut by_number: Vec<(u16, &str)> = (starters.iter())
                .filter_map(|s| Some((species.find(s).ok()?.num, *s)))
                .collect();
            by_number.sort();
            by_number.first().map(|(_, s)| (*s).to_owned())
        }),
    };
    let caps = caps(map);
    let choices = Choices {
        edition: question.edition.clone(),
        starter,
        trade: question.trade,
    };
    let availability = Availability::new(story, species, &caps, &choices)?;
    let end = availability.points().len().saturating_sub(1);
    let checkpoint = match &question.by {
        Some(GymChoice::IdOrTown(by) | GymChoice::Id(by)) if fold(by) == END => end,
        Some(GymChoice::Id(by)) if availability.checkpoint(by).is_some() => {
            availability.checkpoint(by).unwrap_or(end)
        }
        Some(by) => {
            let at = select(map, std::slice::from_ref(by))?[0];
            let id = &map.gyms[at].id;
            availability.checkpoint(id).ok_or_else(|| {
                Error::Usage(format!(
                    "--by {id}: {}'s story has no point before {id} (its checkpoints: {}, end)",
                    game.name,
                    (availability.points().iter())
                        .map(|p| p.before.as_str())
                        .filter(|b| *b != END)
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })?
        }
        None => first_checkpoint(&availability, map, selected),
    };
    Ok(Some(Stage {
        availability,
        checkpoint,
    }))
}

/// Each gym's level cap (the highest level in its team), by id.
fn caps(map: &Map) -> BTreeMap<String, u8> {
    (map.gyms.iter())
        .filter_map(|g| Some((g.id.clone(), g.level?)))
        .collect()
}

/// The checkpoint before the first of the `selected` gyms in story order
/// (after the Elite Four when none has one).
fn first_checkpoint(availability: &Availability, map: &Map, selected: &[usize]) -> usize {
    let end = availability.points().len().saturating_sub(1);
    (selected.iter())
        .filter_map(|&i| availability.checkpoint(&map.gyms[i].id))
        .min()
        .unwrap_or(end)
}

/// The words that name the question's map or game again on a command line
/// (`--game yellow --version all`, `kanto`, a map's path, `--types …`).
fn map_words(question: &Question) -> Vec<String> {
    let mut words = match question.game {
        Some(game) => {
            let name = question.edition.as_ref().unwrap_or(&game.id);
            let mut words = vec!["--game".to_owned(), name.clone()];
            match &question.version {
                VersionChoice::First => {}
                VersionChoice::Named(v) => words.extend(["--version".to_owned(), v.clone()]),
                VersionChoice::All => words.extend(["--version".into(), "all".into()]),
            }
            if question.all_pokemon {
                words.push("--all-pokemon".to_owned());
            }
            if let Some(starter) = &question.starter {
                words.extend(["--starter".to_owned(), starter.clone()]);
            }
            if let Some(GymChoice::Id(by) | GymChoice::IdOrTown(by)) = &question.by {
                words.extend(["--by".to_owned(), by.clone()]);
            }
            words.extend(
                [("--anytime", question.anytime), ("--trade", question.trade)]
                    .into_iter()
                    .filter(|&(_, said)| said)
                    .map(|(flag, _)| flag.to_owned()),
            );
            words
        }
        None => vec![match &question.map {
            None => DEFAULT_REGION.to_lowercase(),
            Some(MapSource::Shipped(region)) => region.to_lowercase(),
            Some(MapSource::File(path)) => path.display().to_string(),
        }],
    };
    if let Some(types) = &question.types {
        words.extend(["--types".to_owned(), types.display().to_string()]);
    }
    words
}

/// The question's map and chart (of the game if one is chosen), checked
/// against each other, the indices of the selected gyms, and the game.
fn load(question: &Question) -> Result<(Map, Chart, Vec<usize>, Option<GameChoice>), Error> {
    if let Some(game) = question.game {
        let (map, chart, choice) = load_game(game, question)?;
        let selected = select(&map, &question.gyms)?;
        return Ok((map, chart, selected, Some(choice)));
    }
    let loaded = read_map(question)?;
    let selected = select(&loaded.map, &question.gyms)?;
    // A map's own chart must fit the whole map; a --types chart only the
    // gyms being solved (none selected: the whole chart, no gym).
    let checked: Vec<&Gym> = if loaded.overridden {
        selected.iter().map(|&i| &loaded.map.gyms[i]).collect()
    } else {
        loaded.map.gyms.iter().collect()
    };
    loaded.check(&checked)?;
    Ok((loaded.map, loaded.chart, selected, None))
}

/// The map and chart of a game, in the chosen version (with the `--types`
/// chart instead of the game's, if given).
fn load_game(game: &'static Game, question: &Question) -> Result<(Map, Chart, GameChoice), Error> {
    let hints: Vec<String> = (question.edition.iter().chain(&question.starter))
        .cloned()
        .collect();
    let (map, mut chart, version) = game.load(&question.version, &hints)?;
    if let Some(types) = &question.types {
        // `gen-3` and region names are the shipped charts, as with a map.
        let (named, name) = match ChartSource::named(types) {
            ChartSource::Shipped(g) => (shipped::chart(g), format!("<shipped>/gen-{g}.json")),
            ChartSource::File(_) => (None, types.display().to_string()),
        };
        chart = match named {
            Some(named) => named,
            None => Chart::from_file(types)?,
        };
        map.check_against(&chart, &game.title(), &name)?;
    }
    let versions: Vec<String> = map
        .versions
        .iter()
        .map(|v| v.name.raw().to_owned())
        .collect();
    let version = match question.version {
        VersionChoice::All if !versions.is_empty() => Some("all".to_owned()),
        _ => version,
    };
    let choice = GameChoice {
        game,
        version,
        versions,
        dex: Vec::new(),
        all_pokemon: question.all_pokemon,
    };
    Ok((map, chart, choice))
}

/// Reads the question's map (Paldea when none is given) and chart, not yet
/// checked against each other. A map path that does not exist but is close
/// to a region's name gets a suggestion.
pub fn read_map(question: &Question) -> Result<Loaded, Error> {
    let default = MapSource::Shipped(DEFAULT_REGION);
    let source = question.map.as_ref().unwrap_or(&default);
    let types = question.types.as_deref().map(ChartSource::named);
    read(source, types.as_ref()).map_err(|e| {
        let missing =
            matches!(&e, DataError::Read { kind, .. } if *kind == io::ErrorKind::NotFound);
        let suggestion = match source {
            MapSource::File(path) if missing && e.file() == path.display().to_string() => {
                path.to_str().and_then(shipped::closest_region)
            }
            _ => None,
        };
        match suggestion {
            Some(region) => Error::Usage(format!("{e} (did you mean {}?)", region.to_lowercase())),
            None => Error::Data(e),
        }
    })
}

/// `G1…G8, E4, K1…K8`: the gym ids of a map, for messages.
fn gym_ids(map: &Map) -> String {
    let ids: Vec<&str> = map.gyms.iter().map(|g| g.id.as_str()).collect();
    // Ids are G1, G2, … then E4 then K1, K2, … with no gap (the map loader
    // checks), so a long run is shown by its ends.
    let run = |prefix: char| -> Vec<String> {
        let run: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| id.starts_with(prefix))
            .collect();
        match run.as_slice() {
            [first, _, .., last] => vec![format!("{first}…{last}")],
            short => short.iter().map(|id| (*id).to_owned()).collect(),
        }
    };
    let mut parts = run('G');
    parts.extend(
        ids.iter()
            .filter(|id| **id == "E4")
            .map(|id| (*id).to_owned()),
    );
    parts.extend(run('K'));
    parts.join(", ")
}

/// `G3 Vermilion City (Lt. Surge)`: a gym as a message names it.
fn gym_names(gyms: &[&Gym]) -> String {
    let named: Vec<String> = gyms
        .iter()
        .map(|g| format!("{} {} ({})", g.id, g.town, g.leader))
        .collect();
    named.join(", ")
}

/// The indices of the selected gyms in map order, each once. A word such as
/// `G3` is an id; a `--gym` value is matched by [`Map::find_gym`] (id,
/// town or leader, folded, or a unique prefix).
fn select(map: &Map, gyms: &[GymChoice]) -> Result<Vec<usize>, Error> {
    let mut selected = Vec::new();
    for choice in gyms {
        let found = match choice {
            GymChoice::Id(id) => map
                .gyms
                .iter()
                .position(|g| g.id.eq_ignore_ascii_case(id))
                .ok_or_else(|| format!("no gym {id} in {} (gyms: {})", map.region, gym_ids(map))),
            GymChoice::IdOrTown(key) => match map.find_gym(key) {
                Ok(gym) => Ok(map.gyms.iter().position(|g| g.id == gym.id).unwrap_or(0)),
                Err(GymLookupError::NotFound) => {
                    let all: Vec<&Gym> = map.gyms.iter().collect();
                    Err(format!(
                        "no gym, town or leader '{}' in {} (accepted: {})",
                        crate::escape::shorten(key),
                        map.region,
                        gym_names(&all)
                    ))
                }
                Err(GymLookupError::Ambiguous(candidates)) => Err(format!(
                    "'{}' matches more than one gym in {}: {}",
                    crate::escape::shorten(key),
                    map.region,
                    gym_names(&candidates)
                )),
            },
        };
        selected.push(found.map_err(Error::Usage)?);
    }
    selected.sort_unstable();
    selected.dedup();
    Ok(selected)
}
