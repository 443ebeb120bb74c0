//! The two Pokémon cover problems, built on the generic engine.
//!
//! Defense: the items are attack types, the options typings, and a typing
//! covers an attack type it takes at ×0, ×¼ or ×½ (values 1, 2, 3, lower
//! rank better). Attack: the items are typings, the options attack types, and
//! an attack type covers a typing it hits at ×2 or ×4 (values 5, 6, higher
//! rank better). Both are [`Links<Typing>`]: an attack type is a one-type
//! typing. This module also turns the user's `--with` and `--without` names
//! into the engine's required and excluded options (`docs/covers.md` "Covers").

use crate::data::{Chart, Gym, Multiplier};
use crate::links::Links;
use crate::profile::Profile;
use crate::rank::Sense;
use crate::search::{Cover, Mode, Query};
use std::fmt;
use std::ops::ControlFlow;

/// The most Pokémon a player carries, a party: the largest team (`team`,
/// `check … T`, the planner's defense covers and team mode).
pub const PARTY: usize = 6;

/// Which cover problem.
///
/// ```
/// use pokelinks::data::Multiplier;
/// use pokelinks::problem::Kind;
/// // A resisted hit covers a defense item; only a super-effective one an attack item.
/// assert_eq!(Kind::Defense.value(Multiplier::Half), Some(3));
/// assert_eq!(Kind::Attack.value(Multiplier::Half), None);
/// assert_eq!(Kind::Attack.value(Multiplier::Double), Some(5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Typings that resist attack types.
    Defense,
    /// Attack types that hit typings super-effectively.
    Attack,
}

impl Kind {
    /// The value an option gives an item at multiplier `m`, if it covers it.
    ///
    /// ```
    /// use pokelinks::data::Multiplier;
    /// use pokelinks::problem::Kind;
    /// assert_eq!(Kind::Defense.value(Multiplier::Immune), Some(1));
    /// assert_eq!(Kind::Defense.value(Multiplier::Double), None);
    /// assert_eq!(Kind::Attack.value(Multiplier::Quadruple), Some(6));
    /// ```
    pub fn value(self, m: Multiplier) -> Option<u8> {
        match (self, m) {
            (Kind::Defense, Multiplier::Immune) => Some(1),
            (Kind::Defense, Multiplier::Quarter) => Some(2),
            (Kind::Defense, Multiplier::Half) => Some(3),
            (Kind::Attack, Multiplier::Double) => Some(5),
            (Kind::Attack, Multiplier::Quadruple) => Some(6),
            _ => None,
        }
    }

    /// The one rule of which side attacks: the multiplier of the hit an item
    /// and an option exchange — the item's attack type on the option's
    /// typing (defense), or the option's attack type on the item's typing
    /// (attack). `None` when the chart lacks one of them.
    ///
    /// ```
    /// use pokelinks::data::{Multiplier, shipped};
    /// use pokelinks::problem::Kind;
    /// let chart = shipped::chart(1).unwrap();
    /// let (water, fire): (pokelinks::Typing, pokelinks::Typing) = ("Water".parse()?, "Fire".parse()?);
    /// assert_eq!(Kind::Defense.multiplier(&chart, water, fire), Some(Multiplier::Double));
    /// assert_eq!(Kind::Attack.multiplier(&chart, water, fire), Some(Multiplier::Half));
    /// # Ok::<(), pokelinks::ParseTypingError>(())
    /// ```
    pub fn multiplier(
        self,
        chart: &Chart,
        item: impl Into<Profile>,
        option: impl Into<Profile>,
    ) -> Option<Multiplier> {
        let (item, option) = (item.into(), option.into());
        match self {
            Kind::Defense => crate::matchup::multiplier(chart, item, option),
            Kind::Attack => crate::matchup::multiplier(chart, option, item),
        }
    }

    /// Whether `option` covers `item`: resists it (defense: ×0, ×¼ or ×½)
    /// or hits it super-effectively (attack: ×2 or ×4).
    pub fn covers(
        self,
        chart: &Chart,
        item: impl Into<Profile>,
        option: impl Into<Profile>,
    ) -> bool {
        (self.multiplier(chart, item, option)).is_some_and(|m| self.value(m).is_some())
    }

    /// [`fits`] for the `--with` options of a problem of this kind:
    /// typings or attack types.
    pub fn with_fits(self, given: usize, max: usize) -> Result<(), ProblemError> {
        let what = match self {
            Kind::Defense => "typings",
            Kind::Attack => "attack types",
        };
        fits("--with", given, what, max)
    }

    /// The default maximum number of options in a cover: a [`PARTY`] of
    /// Pokémon, or their 4 moves each.
    ///
    /// ```
    /// assert_eq!(pokelinks::problem::Kind::Attack.default_max(), 24);
    /// ```
    pub fn default_max(self) -> usize {
        match self {
            Kind::Defense => PARTY,
            Kind::Attack => PARTY * 4,
        }
    }

    /// The other kind: what this kind's options are, the other's items.
    fn other(self) -> Kind {
        match self {
            Kind::Defense => Kind::Attack,
            Kind::Attack => Kind::Defense,
        }
    }

    /// Whether a lower or a higher rank is better.
    ///
    /// ```
    /// use pokelinks::problem::Kind;
    /// use pokelinks::rank::Sense;
    /// assert_eq!(Kind::Defense.sense(), Sense::Lower);
    /// assert_eq!(Kind::Attack.sense(), Sense::Higher);
    /// ```
    pub fn sense(self) -> Sense {
        match self {
            Kind::Defense => Sense::Lower,
            Kind::Attack => Sense::Higher,
        }
    }

    /// `"defense"` or `"attack"`.
    ///
    /// ```
    /// use pokelinks::problem::Kind;
    /// assert_eq!(Kind::Defense.name(), "defense");
    /// assert_eq!(Kind::Attack.name(), "attack");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Kind::Defense => "defense",
            Kind::Attack => "attack",
        }
    }
}

/// A `--with` or `--without` name that the problem cannot use.
///
/// ```
/// use pokelinks::problem::{Kind, Problem, ProblemError};
/// use pokelinks::search::Mode;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let p = Problem::new(&chart, Kind::Defense, None);
/// let err = p.request(Mode::Exact, 6, &["Dark".parse().unwrap()], &[]).unwrap_err();
/// assert_eq!(err.to_string(), "--with Dark: not a typing of the chart");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// The name is not an option of this problem's chart.
    #[error("{flag} {name}: not {what} of the chart")]
    NotAnOption {
        /// `--with` or `--without`.
        flag: &'static str,
        /// The name given.
        name: Profile,
        /// "a typing" or "an attack type".
        what: &'static str,
    },
    /// The same name is both required and excluded.
    #[error("{0} is given to both --with and --without")]
    Contradiction(Profile),
    /// More members named than a cover may hold ([`fits`]).
    #[error("{flag} names {given} {what} but --max is {max}: no cover can hold them all")]
    TooMany {
        /// What names them: `--with`, `the team`.
        flag: &'static str,
        /// How many are named.
        given: usize,
        /// What they are: `typings`, `Pokémon`, `members`.
        what: &'static str,
        /// The most a cover may hold.
        max: usize,
    },
}

/// The one rule of `--max` against what the player has already named (the
/// `--with` members of a solve, a team search or the planner, a check's
/// team): they must fit, and every front end refuses with these words.
///
/// ```
/// use pokelinks::problem::fits;
/// assert!(fits("--with", 6, "Pokémon", 6).is_ok());
/// let e = fits("--with", 7, "Pokémon", 6).unwrap_err();
/// assert_eq!(e.to_string(), "--with names 7 Pokémon but --max is 6: no cover can hold them all");
/// ```
pub fn fits(
    flag: &'static str,
    given: usize,
    what: &'static str,
    max: usize,
) -> Result<(), ProblemError> {
    if given > max {
        return Err(ProblemError::TooMany {
            flag,
            given,
            what,
            max,
        });
    }
    Ok(())
}

/// A query in the problem's own names: exact or overlapping, which options are required, which
/// excluded, and those required options that cover no item (they count
/// toward the maximum and join every cover, but take no part in the search).
///
/// ```
/// use pokelinks::Typing;
/// use pokelinks::problem::{Kind, Problem};
/// use pokelinks::search::Mode;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let mut p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
/// // Normal is not super effective on Rock-Ground, so it is idle: it fills a slot of every team.
/// let normal: Typing = "Normal".parse().unwrap();
/// let req = p.request(Mode::Exact, 2, &[normal.into()], &[]).unwrap();
/// assert_eq!((req.max, req.mode), (2, Mode::Exact));
/// let (teams, total) = p.ranked(&req, 10);
/// assert_eq!(total, 5);
/// assert!(teams.iter().all(|t| t.types.len() == 2 && t.types.contains(&normal.into())));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The most options a cover may have, `--with` ones included.
    pub max: usize,
    /// Exact or overlapping.
    pub mode: Mode,
    query: Query,
    idle: Vec<Profile>,
}

impl Request {
    /// The same request, adding the covers its searches find to `counter`
    /// as they go ([`Query::progress`]), for a progress display.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// use std::sync::{Arc, atomic::{AtomicU64, Ordering}};
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// let mut p = Problem::new(&chart, Kind::Defense, None);
    /// let found = Arc::new(AtomicU64::new(0));
    /// let req = p.request(Mode::Overlapping, 3, &[], &[]).unwrap().progress(found.clone());
    /// let n = p.count(&req);
    /// assert_eq!(found.load(Ordering::Relaxed), n);
    /// ```
    pub fn progress(mut self, counter: std::sync::Arc<std::sync::atomic::AtomicU64>) -> Request {
        self.query = self.query.progress(counter);
        self
    }

    /// The same request, its searches stopped within a few thousand nodes
    /// once `flag` is set ([`Query::cancel`]); what a cancelled search
    /// returns answers nothing.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// use std::sync::{Arc, atomic::{AtomicBool, Ordering}};
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// let mut p = Problem::new(&chart, Kind::Defense, None);
    /// let stop = Arc::new(AtomicBool::new(false));
    /// let req = p.request(Mode::Overlapping, 6, &[], &[]).unwrap().cancel(stop.clone());
    /// stop.store(true, Ordering::Relaxed); // say, from another thread
    /// assert!(p.count(&req) < 58_324_044); // stopped after a few thousand nodes
    /// ```
    pub fn cancel(mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Request {
        self.query = self.query.cancel(flag);
        self
    }
}

/// One cover in names: its rank and its typings (defense) or attack types
/// (attack), sorted.
///
/// ```
/// use pokelinks::problem::{Kind, Problem};
/// use pokelinks::search::Mode;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// // Attack Brock's Geodude and Onix, both Rock-Ground.
/// let mut p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
/// let req = p.request(Mode::Exact, 1, &[], &[]).unwrap();
/// let (teams, _) = p.ranked(&req, 1);
/// assert_eq!(teams[0].rank, 6); // Grass hits Rock-Ground at ×4
/// let json = serde_json::to_string(&teams[0]).unwrap();
/// assert_eq!(json, r#"{"rank":6,"types":["Grass"]}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Team {
    /// The rank (`docs/covers.md` "Ranking").
    pub rank: u32,
    /// The options, sorted by canonical name (a profile's ability after
    /// its bare typing).
    pub types: Members,
}

/// How many members a team holds in place; a longer one (an attack cover
/// of more types) is held on the heap.
const IN_PLACE: usize = PARTY;

/// A team's options, read as a slice of profiles. A team of at most
/// [`PARTY`] is held in place, not as an allocation of its own:
/// `paldea O` holds 200,000 teams at once, and their own allocations were
/// half its heap (heaptrack: 12.8 MB of chunks beside the 6.4 MB list).
///
/// ```
/// use pokelinks::problem::Members;
/// use pokelinks::profile::Profile;
/// let water: Profile = "Water".parse().unwrap();
/// let team = Members::from(vec![water; 8]);
/// assert_eq!((team.len(), team[7]), (8, water));
/// assert_eq!(Members::from(vec![water]), [water]);
/// assert!(Members::default().is_empty());
/// ```
#[derive(Clone)]
pub struct Members(Held);

/// Where a team's options are: in place (how many, then the slots, the
/// rest of them unused), or on the heap.
#[derive(Clone)]
enum Held {
    InPlace(u8, [Profile; IN_PLACE]),
    Heap(Box<[Profile]>),
}

impl std::ops::Deref for Members {
    type Target = [Profile];
    fn deref(&self) -> &[Profile] {
        match &self.0 {
            Held::InPlace(n, slots) => &slots[..usize::from(*n)],
            Held::Heap(all) => all,
        }
    }
}

impl Default for Members {
    fn default() -> Members {
        std::iter::empty().collect()
    }
}

impl FromIterator<Profile> for Members {
    fn from_iter<I: IntoIterator<Item = Profile>>(all: I) -> Members {
        let mut all = all.into_iter();
        // The unused slots hold any profile: only the first `n` are read.
        let mut slots = [Profile::from(crate::Type::ALL[0]); IN_PLACE];
        let mut n = 0;
        for p in all.by_ref() {
            if n == IN_PLACE {
                // One more than the slots hold: all of them to the heap.
                let heap = slots.into_iter().chain([p]).chain(all).collect();
                return Members(Held::Heap(heap));
            }
            slots[n] = p;
            n += 1;
        }
        Members(Held::InPlace(n as u8, slots))
    }
}

impl From<Vec<Profile>> for Members {
    fn from(all: Vec<Profile>) -> Members {
        all.into_iter().collect()
    }
}

impl<'a> IntoIterator for &'a Members {
    type Item = &'a Profile;
    type IntoIter = std::slice::Iter<'a, Profile>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for Members {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Members {
    fn eq(&self, other: &Members) -> bool {
        self[..] == other[..]
    }
}

impl Eq for Members {}

impl<U, const N: usize> PartialEq<[U; N]> for Members
where
    Profile: PartialEq<U>,
{
    fn eq(&self, other: &[U; N]) -> bool {
        self[..] == other[..]
    }
}

impl<U> PartialEq<Vec<U>> for Members
where
    Profile: PartialEq<U>,
{
    fn eq(&self, other: &Vec<U>) -> bool {
        self[..] == other[..]
    }
}

impl serde::Serialize for Members {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// A team as the planner lists it and prints it on leaving: its members'
/// names, one space apart.
///
/// ```
/// use pokelinks::problem::Team;
/// let t = Team { rank: 4, types: vec!["Water".parse().unwrap(), "Fire-Flying".parse().unwrap()].into() };
/// assert_eq!(t.to_string(), "Water Fire-Flying");
/// ```
impl std::fmt::Display for Team {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<String> = self.types.iter().map(ToString::to_string).collect();
        f.write_str(&names.join(" "))
    }
}

/// The items of the problem of the selected gyms (see
/// [`Problem::for_gyms`]), in the chart's order: the attack types
/// (defense) or typings (attack) of the chart that the gyms use, or every
/// one when no gym is selected.
///
/// ```
/// use pokelinks::problem::{Kind, items_of};
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// assert_eq!(items_of(&chart, Kind::Defense, &[map.gym("G2").unwrap()]).len(), 2); // Normal, Water
/// assert_eq!(items_of(&chart, Kind::Attack, &[]), chart.typings());
/// ```
pub fn items_of(chart: &Chart, kind: Kind, gyms: &[&Gym]) -> Vec<Profile> {
    if gyms.is_empty() {
        return bare_items(chart, kind);
    }
    let mut items: Vec<Profile> = Vec::new();
    for gym in gyms {
        if gym.foes.is_empty() {
            match kind {
                Kind::Defense => items.extend(gym.attack.iter().map(|&t| Profile::from(t))),
                Kind::Attack => items.extend(gym.defense.iter().map(|&t| Profile::from(t))),
            }
        }
        for foe in &gym.foes {
            match kind {
                Kind::Defense => items.extend(foe.attacks.iter().map(|&t| {
                    let by = foe.ability.filter(|a| !a.defends() && a.acts_on(t));
                    Profile::new(t.into(), by)
                })),
                Kind::Attack => {
                    let holds = foe.ability.filter(|a| a.defends());
                    items.push(Profile::new(foe.typing, holds));
                    items.extend(foe.tera.map(|t| Profile::new(t.into(), holds)));
                }
            }
        }
    }
    let all = bare_items(chart, kind);
    items.retain(|p| all.binary_search(&Profile::from(p.typing)).is_ok());
    items.sort_unstable();
    items.dedup();
    items
}

/// Every option of the chart for a problem of `kind`, bare: its typings
/// (defense) or attack types (attack), sorted.
///
/// ```
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// assert_eq!(pokelinks::problem::bare_options(&chart, pokelinks::problem::Kind::Attack).len(), 15);
/// ```
pub fn bare_options(chart: &Chart, kind: Kind) -> Vec<Profile> {
    bare_items(chart, kind.other())
}

/// Every item of the chart, bare: its attack types (defense) or typings
/// (attack), sorted.
fn bare_items(chart: &Chart, kind: Kind) -> Vec<Profile> {
    match kind {
        Kind::Defense => chart.attack_types().iter().map(|&t| t.into()).collect(),
        Kind::Attack => chart.typings().iter().map(|&t| t.into()).collect(),
    }
}

/// Whether `without` leaves option `o` out: named as it is, or its typing
/// named bare (a bare typing left out leaves out its profiles with
/// abilities too).
fn left_out(without: &[Profile], o: Profile) -> bool {
    (without.iter()).any(|&w| w == o || (w.is_bare() && w.typing == o.typing))
}

/// A cover problem over a chart: the links, and the chart's full option list
/// for checking the user's names.
///
/// ```
/// use pokelinks::problem::{Kind, Problem};
/// use pokelinks::search::Mode;
/// let chart = pokelinks::data::shipped::chart(9).unwrap();
/// let items = ["Bug".parse().unwrap(), "Fighting".parse().unwrap()];
/// let mut p = Problem::new(&chart, Kind::Defense, Some(&items));
/// let req = p.request(Mode::Exact, 6, &[], &[]).unwrap();
/// let (teams, total) = p.ranked(&req, 10);
/// assert!(total > 0 && teams[0].types.len() <= 6);
/// ```
#[derive(Clone)]
pub struct Problem {
    kind: Kind,
    links: Links<Profile>,
    /// The chart's bare options, for checking the user's names.
    bare: Vec<Profile>,
    uncoverable: Vec<Profile>,
}

impl Problem {
    /// The problem of the selected gyms: its items are the union of their
    /// `attack` lists (defense) or `defense` lists (attack); no gym selected
    /// means the whole chart (`docs/covers.md` "Covers").
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let brock = map.gym("G1").unwrap();
    /// let p = Problem::for_gyms(&chart, Kind::Attack, &[brock]);
    /// assert_eq!(p.items(), brock.defense);
    /// assert_eq!(Problem::for_gyms(&chart, Kind::Attack, &[]).items(), chart.typings());
    /// ```
    pub fn for_gyms(chart: &Chart, kind: Kind, gyms: &[&Gym]) -> Problem {
        Problem::new(chart, kind, Some(&items_of(chart, kind, gyms)))
    }

    /// Builds the problem from a chart. `items` restricts the items (the
    /// selected gyms' attack types or typings; names outside the chart are
    /// ignored); `None` takes all of the chart's.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let all = Problem::new(&chart, Kind::Defense, None);
    /// assert_eq!(all.items().len(), 15); // generation 1 has no Dark, Steel or Fairy
    /// let wanted = ["Water".parse().unwrap(), "Dark".parse().unwrap()];
    /// let some = Problem::new(&chart, Kind::Defense, Some(&wanted));
    /// assert_eq!(some.items(), ["Water".parse::<pokelinks::Typing>().unwrap()]);
    /// ```
    pub fn new(chart: &Chart, kind: Kind, items: Option<&[Profile]>) -> Problem {
        Problem::with_options(chart, kind, items, &bare_items(chart, kind.other()))
    }

    /// [`Problem::new`] with `options` instead of the chart's bare typings
    /// (attack types): the player's, with the profiles their abilities make
    /// (a typing with Levitate, an attack type with Mold Breaker;
    /// [`crate::setup::Setup::options`]). Those whose typing the chart
    /// lacks are ignored.
    ///
    /// ```
    /// use pokelinks::data::ability::Ability;
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::profile::Profile;
    /// let chart = pokelinks::data::shipped::chart(3).unwrap();
    /// let gengar = Profile::new("Ghost-Poison".parse().unwrap(), Ability::named("Levitate", 3));
    /// let bare = Profile::from(gengar.typing);
    /// let p = Problem::with_options(&chart, Kind::Defense, Some(&[pokelinks::Type::Ground.into()]), &[bare, gengar]);
    /// assert_eq!(p.options(), [gengar]); // bare Ghost-Poison takes Ground at ×2
    /// ```
    pub fn with_options(
        chart: &Chart,
        kind: Kind,
        items: Option<&[Profile]>,
        options: &[Profile],
    ) -> Problem {
        let all_items = bare_items(chart, kind);
        let bare = bare_items(chart, kind.other());
        let mut chart_options: Vec<Profile> = (options.iter())
            .filter(|p| bare.binary_search(&Profile::from(p.typing)).is_ok())
            .copied()
            .collect();
        chart_options.sort_unstable();
        chart_options.dedup();
        let items: Vec<Profile> = match items {
            Some(wanted) => {
                let known =
                    |p: &&Profile| all_items.binary_search(&Profile::from(p.typing)).is_ok();
                let mut items: Vec<Profile> = wanted.iter().filter(known).copied().collect();
                items.sort_unstable();
                items.dedup();
                items
            }
            None => all_items,
        };
        let multiplier = |item: Profile, option: Profile| kind.multiplier(chart, item, option);
        // The engine works with costs; `team` turns them back into ranks.
        let cost = |value| kind.sense().cost(value);
        let options = chart_options
            .iter()
            .map(|&o| {
                let covers = items
                    .iter()
                    .filter_map(|&i| Some((i, cost(kind.value(multiplier(i, o)?)?))))
                    .collect();
                (o, covers)
            })
            .collect();
        let links = Links::new(items, options)
            .expect("chart typings and attack types are distinct and sorted");
        let uncoverable = (1..=links.num_items())
            .filter(|&i| links.len(i) == 0)
            .map(|i| links.item_name(i))
            .collect();
        Problem {
            kind,
            links,
            bare,
            uncoverable,
        }
    }

    /// Defense or attack.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// assert_eq!(Problem::new(&chart, Kind::Attack, None).kind(), Kind::Attack);
    /// ```
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The items, sorted.
    ///
    /// ```
    /// use pokelinks::Typing;
    /// use pokelinks::problem::{Kind, Problem};
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// // Misty's Staryu and Starmie.
    /// let gym: Vec<Typing> = ["Water", "Water-Psychic"].iter().map(|s| s.parse().unwrap()).collect();
    /// let p = Problem::new(&chart, Kind::Attack, Some(&pokelinks::profile::bare(&gym)));
    /// assert_eq!(p.items(), [gym[1], gym[0]]); // Psychic-Water < Water
    /// ```
    pub fn items(&self) -> &[Profile] {
        &self.links.item_table().names
    }

    /// The options that cover at least one item, sorted.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
    /// let names: Vec<String> = p.options().iter().map(|t| t.to_string()).collect();
    /// assert_eq!(names, ["Fighting", "Grass", "Ground", "Ice", "Water"]);
    /// ```
    pub fn options(&self) -> Vec<Profile> {
        self.links.option_table().iter().map(|o| o.name).collect()
    }

    /// The items no option covered when the problem was built: while they
    /// are not masked, no cover exists.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::data::shipped::chart;
    /// // Nothing resists Dragon before Steel arrives in generation 2.
    /// let p = Problem::new(&chart(1).unwrap(), Kind::Defense, None);
    /// assert_eq!(p.uncoverable(), ["Dragon".parse::<pokelinks::Typing>().unwrap()]);
    /// assert!(Problem::new(&chart(9).unwrap(), Kind::Defense, None).uncoverable().is_empty());
    /// ```
    pub fn uncoverable(&self) -> &[Profile] {
        &self.uncoverable
    }

    /// The items that only options among `without` cover (with those the
    /// problem was built without any): no cover leaving them out exists.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::data::shipped::chart;
    /// // Normal and Psychic (generation 1) take nothing from Ghost.
    /// let p = Problem::new(&chart(1).unwrap(), Kind::Defense, Some(&["Ghost".parse().unwrap()]));
    /// assert!(p.uncoverable_without(&[]).is_empty());
    /// assert_eq!(p.uncoverable_without(&p.options()), ["Ghost".parse::<pokelinks::Typing>().unwrap()]);
    /// ```
    pub fn uncoverable_without(&self, without: &[Profile]) -> Vec<Profile> {
        let links = &self.links;
        let mut covered = vec![false; links.num_items() + 1];
        for k in (0..links.num_options()).filter(|&k| !left_out(without, links.option_name(k))) {
            links.option_items(k).for_each(|(i, _)| covered[i] = true);
        }
        (1..=links.num_items())
            .filter(|&i| !covered[i])
            .map(|i| links.item_name(i))
            .collect()
    }

    /// The links, for masking items and options between searches.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let mut p = Problem::new(&chart, Kind::Defense, None);
    /// let req = p.request(Mode::Exact, 6, &[], &[]).unwrap();
    /// assert_eq!(p.count(&req), 0); // nothing resists Dragon
    /// p.links().mask_item(&"Dragon".parse().unwrap());
    /// assert_eq!(p.count(&req), 3);
    /// ```
    pub fn links(&mut self) -> &mut Links<Profile> {
        &mut self.links
    }

    /// Checks the user's `--with` and `--without` names against the chart
    /// and prepares a request of at most `max` options.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem, ProblemError};
    /// use pokelinks::search::Mode;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
    /// let water = "Water".parse().unwrap();
    /// let both = p.request(Mode::Exact, 2, &[water], &[water]).unwrap_err();
    /// assert_eq!(both, ProblemError::Contradiction(water));
    /// let dual = p.request(Mode::Exact, 2, &[], &["Fire-Water".parse().unwrap()]).unwrap_err();
    /// assert_eq!(dual.to_string(), "--without Fire-Water: not an attack type of the chart");
    /// assert!(p.request(Mode::Exact, 2, &[water], &[]).is_ok());
    /// ```
    pub fn request(
        &self,
        mode: Mode,
        max: usize,
        with: &[Profile],
        without: &[Profile],
    ) -> Result<Request, ProblemError> {
        let what = match self.kind {
            Kind::Defense => "a typing",
            Kind::Attack => "an attack type",
        };
        let check = |flag, names: &[Profile]| {
            names
                .iter()
                .try_for_each(|&name| match self.bare.binary_search(&name.typing.into()) {
                    Ok(_) => Ok(()),
                    Err(_) => Err(ProblemError::NotAnOption { flag, name, what }),
                })
        };
        check("--with", with)?;
        check("--without", without)?;
        if let Some(&t) = with.iter().find(|t| without.contains(t)) {
            return Err(ProblemError::Contradiction(t));
        }
        let mut idle = Vec::new();
        let mut required = Vec::new();
        for &t in with {
            match self.links.find_option(&t) {
                Some(k) => required.push(k),
                None => idle.push(t),
            }
        }
        idle.sort();
        idle.dedup();
        let excluded = (0..self.links.num_options())
            .filter(|&k| left_out(without, self.links.option_name(k)))
            .collect();
        // A cover never has more options than there are options.
        let most = max.saturating_sub(idle.len()).min(self.links.num_options());
        let query = Query::new(mode, most).require(required).exclude(excluded);
        Ok(Request {
            max,
            mode,
            query,
            idle,
        })
    }

    /// The engine's query, or `None` when the idle `--with` options alone
    /// exceed the maximum.
    fn query(request: &Request) -> Option<Query> {
        (request.idle.len() <= request.max).then(|| request.query.clone())
    }

    /// A cover's rank from its cost (`docs/covers.md` "Ranking"): every
    /// unmasked item adds the value its best member gives it. The closure
    /// holds no borrow of the problem, so it can rank while the links search.
    fn ranker(&self) -> impl Fn(u32) -> u32 + use<> {
        let items = self.links.num_items() - self.links.num_masked_items();
        let sense = self.kind.sense();
        move |cost| sense.rank(items, cost)
    }

    /// How many covers there are.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// // Attack Brock's Geodude and Onix, both Rock-Ground.
    /// let mut p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
    /// let req = p.request(Mode::Exact, 1, &[], &[]).unwrap();
    /// assert_eq!(p.count(&req), 5); // Fighting, Grass, Ground, Ice, Water
    /// let req = p.request(Mode::Exact, 1, &[], &["Water".parse().unwrap()]).unwrap();
    /// assert_eq!(p.count(&req), 4);
    /// ```
    pub fn count(&mut self, request: &Request) -> u64 {
        Self::query(request).map_or(0, |q| self.links.count(&q))
    }

    /// The `limit` best covers, best first, and how many there are in all.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// // Attack Brock's Geodude and Onix, both Rock-Ground.
    /// let mut p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
    /// let req = p.request(Mode::Exact, 1, &[], &[]).unwrap();
    /// let (teams, total) = p.ranked(&req, 2);
    /// assert_eq!(total, 5);
    /// assert_eq!(teams.len(), 2);
    /// assert_eq!(teams[0].types, ["Grass".parse::<pokelinks::Typing>().unwrap()]); // ×4: rank 6
    /// assert_eq!(teams[1].types, ["Water".parse::<pokelinks::Typing>().unwrap()]);
    /// ```
    pub fn ranked(&mut self, request: &Request, limit: usize) -> (Vec<Team>, u64) {
        let Some(q) = Self::query(request) else {
            return (Vec::new(), 0);
        };
        let (names, rank) = (self.options(), self.ranker());
        let idle = &request.idle;
        let make = |cost, options: &[u32]| team_of(&names, &rank, cost, options, idle);
        self.links.all_with(&q, limit, make)
    }

    /// The `k` best covers, best first, found with pruning (no total).
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// // Attack Brock's Geodude and Onix, both Rock-Ground.
    /// let mut p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
    /// let req = p.request(Mode::Overlapping, 2, &[], &[]).unwrap();
    /// let best = p.top(&req, 3);
    /// let ranks: Vec<u32> = best.iter().map(|t| t.rank).collect();
    /// assert_eq!(ranks, [6, 6, 5]);
    /// ```
    pub fn top(&mut self, request: &Request, k: usize) -> Vec<Team> {
        let Some(q) = Self::query(request) else {
            return Vec::new();
        };
        let covers = self.links.top_k(&q, k);
        let (names, rank) = (self.options(), self.ranker());
        let team = |c: &Cover| team_of(&names, &rank, c.cost, &c.options, &request.idle);
        covers.iter().map(team).collect()
    }

    /// Streams every cover, in search order, without storing them.
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::Mode;
    /// use std::ops::ControlFlow;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let mut p = Problem::new(&chart, Kind::Attack, Some(&["Rock-Ground".parse().unwrap()]));
    /// let req = p.request(Mode::Exact, 1, &[], &[]).unwrap();
    /// let mut names = Vec::new();
    /// p.visit(&req, |team| {
    ///     names.push(team.types[0].to_string());
    ///     ControlFlow::Continue(())
    /// });
    /// names.sort();
    /// assert_eq!(names, ["Fighting", "Grass", "Ground", "Ice", "Water"]);
    /// let mut seen = 0;
    /// p.visit(&req, |_| {
    ///     seen += 1;
    ///     ControlFlow::Break(())
    /// });
    /// assert_eq!(seen, 1);
    /// ```
    pub fn visit(&mut self, request: &Request, mut f: impl FnMut(Team) -> ControlFlow<()>) {
        let Some(q) = Self::query(request) else {
            return;
        };
        let names: Vec<Profile> = self.options();
        let rank = self.ranker();
        let idle = &request.idle;
        self.links
            .visit(&q, |c| f(team_of(&names, &rank, c.cost, &c.options, idle)));
    }
}

/// A cover of cost `cost` in names, ranked: its options are numbers into
/// `names`, whose order they follow, so only the idle `--with` options
/// need sorting in.
fn team_of(
    names: &[Profile],
    rank: &impl Fn(u32) -> u32,
    cost: u32,
    options: &[u32],
    idle: &[Profile],
) -> Team {
    let named = options.iter().map(|&k| names[k as usize]);
    let types = if idle.is_empty() {
        named.collect()
    } else {
        let mut all: Vec<Profile> = named.chain(idle.iter().copied()).collect();
        all.sort();
        Members::from(all)
    };
    Team {
        rank: rank(cost),
        types,
    }
}

impl fmt::Debug for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Problem")
            .field("kind", &self.kind)
            .field("items", &self.items())
            .field("options", &self.links.num_options())
            .field("uncoverable", &self.uncoverable)
            .finish()
    }
}
