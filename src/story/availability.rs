//! What a player can have by each point of a game's story: the one place
//! that turns a game's story skeleton, wild encounters and evolutions into
//! the Pokémon available before each gym, each with how to get it, and
//! which ways give a Pokémon its hidden ability ([`hidden_by`]; the rules
//! and their sources: data/README.md "Availability" and "Hidden
//! abilities"). The rules are applied at build time: the wild ways by
//! [`super::wild`], every way to have each species for every choice a
//! game's player has and every row of level caps its game file gives by
//! [`super::haves`], which a run reads ([`compiled`]); a map of the
//! player's own, with other caps, has them worked out by the same
//! function.
//!
//! The rules, applied per checkpoint `k` (before a gym in story order, or
//! after the Elite Four):
//!
//! - a wild Pokémon counts where its location is reached by `k`, its
//!   method (`walk`, or a gate: `surf`, a rod, `headbutt`, `rock-smash`, …)
//!   and every gate to the part of the location it lives in are unlocked by
//!   `k` (a method met only through another — an SOS ally, a horde, a
//!   DexNav Pokémon — once a row of its place by a base method counts),
//!   the game lets a Pokémon of its level be caught by then (Sword/Shield's
//!   cap by badges, the story's `catch_level`), the chosen version has it,
//!   and its conditions
//!   count ([`counts`]: time of day, days of the week, seasons and weather
//!   yes; post-game progress after the Elite Four only; swarms, the Poké
//!   Radar, GBA dual-slot, the radio's Hoenn/Sinnoh sound, Max Raid dens and
//!   the Friend Safari no);
//! - a received Pokémon (gift, trade, purchase, prize, fossil, one-time
//!   encounter) counts from the checkpoint the story places it at; of the
//!   starters, only the chosen one;
//! - an evolution counts when its `from` is had by a way that does not
//!   refuse the evolution's trigger (Yellow's starter Pikachu refuses
//!   evolution stones: the story's `refuses`): by level when the
//!   minimum level is at most the checkpoint's level cap (the highest level
//!   in the next leader's team), by item when the story's `items` have it
//!   by `k` (never where they do not list it: a story without items has no
//!   evolution by item), by
//!   friendship, beauty, affection or time of day from the checkpoint the
//!   story says the game gives what it takes ([`Story::condition`]: never
//!   where no checkpoint does, as FireRed/LeafGreen's clock; always where
//!   the story says nothing), by trade only with `--trade`, and by place
//!   when a reached location's name begins with the place's name.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap as HashMap;
use std::fmt;

use crate::data::encounters::Encounters;
use crate::data::evolutions::Evolution;
use crate::data::names::title;
use crate::data::shipped;
use crate::data::story::{END, Story};
use crate::data::{DataError, Pokedex};

use super::haves::{Compiled, haves};
pub use super::haves::{conditions, grinds};
pub use super::wild::counts;

/// The player's choices that change what can be had
/// ([`super::haves::Choices`], its names borrowed from the shipped data).
pub type Choices = super::haves::Choices<'static>;
/// How a Pokémon is had ([`super::haves::Way`]).
pub type Way = super::haves::Way<'static>;
/// One way to have one species, from one checkpoint on
/// ([`super::haves::Have`]).
pub type Have = super::haves::Have<'static>;

/// The encounter methods whose Pokémon may have their hidden ability, each
/// with how answers say it: a Hidden Grotto's Pokémon (Black 2/White 2),
/// a horde's (X/Y, Omega Ruby/Alpha Sapphire), a DexNav search's (Omega
/// Ruby/Alpha Sapphire), an SOS ally's (Sun/Moon, Ultra Sun/Ultra Moon).
/// Each is a way the player can repeat until the hidden ability comes
/// (data/README.md "Hidden abilities" has the sources); Max Raid dens and
/// the Friend Safari do not count as ways at all ([`counts`]).
///
/// ```
/// use pokelinks::story::availability::hidden_by;
/// assert_eq!(hidden_by("hidden-grotto"), Some("in a Hidden Grotto"));
/// assert_eq!(hidden_by("sos-from-bubbling-spot"), Some("in an SOS chain"));
/// assert_eq!(hidden_by("walk"), None);
/// ```
pub fn hidden_by(method: &str) -> Option<&'static str> {
    match method {
        "hidden-grotto" => Some("in a Hidden Grotto"),
        "horde" => Some("in a horde"),
        "dex-nav" => Some("by a DexNav search"),
        "sos" | "sos-from-bubbling-spot" => Some("in an SOS chain"),
        _ => None,
    }
}

/// A story point, as answers name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    /// The gym about to be fought (its id in the game file), or `end`.
    pub before: &'static str,
    /// The level cap: the highest level in that gym's team (`None` after
    /// the Elite Four).
    pub cap: Option<u8>,
}

/// What can be had at each checkpoint of one game, for one set of
/// [`Choices`].
#[derive(Clone, Debug)]
pub struct Availability {
    story: &'static Story,
    choices: Choices,
    points: Vec<Point>,
    /// Every way found, sorted by species, then first checkpoint, then the
    /// order the ways were found in (wild, received, evolved).
    haves: Vec<Have>,
    /// Each species' ways in `haves` (from, to): asked of every species of
    /// the generation, many times a question.
    spans: HashMap<&'static str, (usize, usize)>,
}

impl Availability {
    /// The availability along `story` (of the game whose version group id
    /// it names, with its wild encounters), whose gyms have the level caps
    /// `caps` (gym id → highest level), for `choices`; `species` is the
    /// game's generation's list and `rows` the evolutions that hold in the
    /// game (both as [`super::data::GameData`] holds them). Read from what
    /// `build.rs` compiled for the shipped caps ([`Compiled`]), worked out
    /// ([`haves`]) for others.
    pub fn new(
        story: &'static Story,
        species: &Pokedex,
        rows: &[&'static Evolution],
        caps: &BTreeMap<String, u8>,
        choices: &Choices,
    ) -> Result<Availability, DataError> {
        Self::with_rows(story, species, || Ok(rows), caps, choices)
    }

    /// [`Availability::new`], the evolution rows read (`rows`) only when
    /// the availability is worked out rather than read as compiled.
    pub fn with_rows<'r>(
        story: &'static Story,
        species: &Pokedex,
        rows: impl FnOnce() -> Result<&'r [&'static Evolution], DataError>,
        caps: &BTreeMap<String, u8>,
        choices: &Choices,
    ) -> Result<Availability, DataError> {
        let points: Vec<Point> = (story.checkpoints.iter())
            .map(|c| Point {
                before: c.before,
                cap: (c.before != END)
                    .then(|| caps.get(c.before).copied())
                    .flatten(),
            })
            .collect();
        let caps: Vec<Option<u8>> = points.iter().map(|p| p.cap).collect();
        let compiled = compiled(story.game).transpose()?;
        let haves = match compiled.and_then(|c| c.haves(story, choices, &caps)) {
            Some(haves) => haves,
            None => {
                let encounters = Encounters::of(story.game).transpose()?;
                let rows = rows()?;
                // Which rows evolve into a number above the lock's bound.
                let over_lock: Vec<bool> = match story.evolution_lock() {
                    Some((_, most)) => (rows.iter())
                        .map(|r| species.spelt(r.to).is_some_and(|s| s.num > most))
                        .collect(),
                    None => Vec::new(),
                };
                haves(story, encounters, rows, &over_lock, &caps, choices)
            }
        };
        // Each species' ways are one run of the sorted haves.
        let mut spans: HashMap<&'static str, (usize, usize)> = HashMap::default();
        let mut from = 0;
        for (i, h) in haves.iter().enumerate() {
            if haves
                .get(i + 1)
                .is_none_or(|next| next.species != h.species)
            {
                spans.insert(h.species, (from, i + 1));
                from = i + 1;
            }
        }
        Ok(Availability {
            story,
            choices: *choices,
            points,
            haves,
            spans,
        })
    }

    /// The choices it was made for.
    pub fn choices(&self) -> &Choices {
        &self.choices
    }

    /// The story points, in story order.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The story skeleton (for location names).
    pub fn story(&self) -> &'static Story {
        self.story
    }

    /// The highest level reached by checkpoint `k`: the highest cap so far
    /// (100 after the Elite Four).
    pub fn cap_at(&self, k: usize) -> u8 {
        (self.points[..=k.min(self.points.len() - 1)].iter())
            .map(|p| p.cap.unwrap_or(100))
            .max()
            .unwrap_or(100)
    }

    /// The items had by checkpoint `k`, each with where it is first had
    /// (`Cerulean City, gift`).
    pub fn items_at(&self, k: usize) -> BTreeMap<&'static str, String> {
        let mut out = BTreeMap::new();
        for (_, i) in (self.story.items(self.choices.edition)).take_while(|&(at, _)| at <= k) {
            out.entry(i.item).or_insert_with(|| {
                format!(
                    "{}, {}",
                    self.story.location_name(i.location),
                    i.how.replace('-', " ")
                )
            });
        }
        out
    }

    /// The TMs had at checkpoint `k` that a game has only so many of, with
    /// how many: every TM (not HM) none of whose sources by then is a mart
    /// or a prize counter (where one buys as many as one likes), counted
    /// once per gym reward, item ball, hidden item or gift. Only
    /// generations 1–4 have such TMs (from generation 5 a TM is not used
    /// up); the story files of later games list no TMs.
    pub fn single_machines_at(&self, k: usize) -> BTreeMap<&'static str, u8> {
        let mut copies: BTreeMap<&'static str, Option<u8>> = BTreeMap::new();
        let had = (self.story.items(self.choices.edition)).take_while(|&(at, _)| at <= k);
        for (_, i) in had.filter(|(_, i)| i.item.starts_with("tm")) {
            let bought = matches!(i.how, "mart" | "prize");
            let n = copies.entry(i.item).or_insert(Some(0));
            *n = match (*n, bought) {
                (Some(n), false) => Some(n.saturating_add(1)),
                _ => None,
            };
        }
        (copies.into_iter())
            .filter_map(|(item, n)| Some((item, n?)))
            .collect()
    }

    /// The index of the checkpoint before gym `id` (or of `end`).
    pub fn checkpoint(&self, before: &str) -> Option<usize> {
        self.points.iter().position(|p| p.before == before)
    }

    /// The first way to have `species` at checkpoint `k`, if it can be had.
    pub fn have(&self, species: &str, k: usize) -> Option<&Have> {
        self.ways(species).iter().find(|h| h.first <= k)
    }

    /// The first way to have `species` with its hidden ability at
    /// checkpoint `k`: a wild way by a method of [`hidden_by`], or an
    /// evolution from a Pokémon had so by then (a Pokémon keeps its
    /// ability slot when it evolves: the hidden one stays hidden).
    pub fn hidden_way(&self, species: &str, k: usize) -> Option<&Have> {
        self.hidden_from(species, k, 0).map(|(have, _)| have)
    }

    /// [`Availability::hidden_way`], with the wild way it comes from at
    /// the end of its evolutions.
    fn hidden_from(&self, species: &str, k: usize, depth: u8) -> Option<(&Have, &Have)> {
        // Evolution chains have at most three steps; the bound keeps a
        // malformed story file from looping.
        if depth > 4 {
            return None;
        }
        (self.ways(species).iter().filter(|h| h.first <= k)).find_map(|h| match &h.way {
            Way::Wild { method, .. } => hidden_by(method).map(|_| (h, h)),
            Way::Evolved { from, .. } => {
                let (_, base) = self.hidden_from(from, k, depth + 1)?;
                Some((h, base))
            }
            Way::Received { .. } => None,
        })
    }

    /// How `have`, had at checkpoint `k`, gives its Pokémon's hidden
    /// ability, if it does: `in an SOS chain`, `Marill in a Hidden Grotto`
    /// (an evolution names the Pokémon that had it).
    pub fn gives_hidden(&self, have: &Have, k: usize) -> Option<String> {
        let base = match &have.way {
            Way::Wild { .. } => have,
            Way::Evolved { from, .. } => self.hidden_from(from, k, 1)?.1,
            Way::Received { .. } => return None,
        };
        let Way::Wild { method, .. } = &base.way else {
            return None;
        };
        let by = hidden_by(method)?;
        Some(match base.species == have.species {
            true => by.to_owned(),
            false => format!("{} {by}", base.species),
        })
    }

    /// Every way to have `species`, earliest first.
    pub fn ways(&self, species: &str) -> &[Have] {
        match self.spans.get(species) {
            Some(&(from, to)) => &self.haves[from..to],
            None => &[],
        }
    }

    /// The Pokémon that evolve by levelling up by checkpoint `k`'s level
    /// cap, each with what it evolves into first and at which level
    /// (Kakuna → Beedrill at 10): those a team still sees evolve.
    pub fn evolving_at(&self, k: usize) -> BTreeMap<&'static str, (&'static str, u8)> {
        let mut out: BTreeMap<&'static str, (&'static str, u8)> = BTreeMap::new();
        for h in self.haves.iter().filter(|h| h.first <= k) {
            if let Way::Evolved {
                from,
                level: Some(level),
                levels_up: true,
                ..
            } = h.way
            {
                let e = out.entry(from).or_insert((h.species, level));
                if (level, h.species) < (e.1, e.0) {
                    *e = (h.species, level);
                }
            }
        }
        out
    }

    /// The species that can be had at checkpoint `k`, sorted, each once.
    pub fn species_at(&self, k: usize) -> Vec<&str> {
        let mut out: Vec<&str> = (self.haves.iter())
            .filter(|h| h.first <= k)
            .map(|h| h.species)
            .collect();
        out.dedup();
        out
    }

    /// How `have` is had, in a player's words: `Petalburg Woods`, `Mt. Moon
    /// Pokémon Center, bought`, `Magikarp, Mt. Moon Pokémon Center, level
    /// 20` (an evolution names what it comes from and how that is had at
    /// the same checkpoint `k`).
    pub fn how(&self, have: &Have, k: usize) -> String {
        match &have.way {
            Way::Wild {
                location,
                method,
                night,
                ..
            } => {
                let mut text = self.story.location_name(location).to_owned();
                if *method != "walk" {
                    text.push_str(", ");
                    text.push_str(&method_name(method));
                }
                if *night {
                    text.push_str(", at night");
                }
                text
            }
            Way::Received {
                how,
                location,
                gives,
                choice,
                ..
            } => {
                let place = self.story.location_name(location);
                let text = match (*how, gives) {
                    ("starter", _) => "starter".to_owned(),
                    ("trade", Some(gives)) => format!("{place}, trade for {gives}"),
                    ("purchase", _) => format!("{place}, bought"),
                    ("prize", _) => format!("{place}, prize"),
                    ("static", _) => place.to_owned(),
                    (how, _) => format!("{place}, {how}"),
                };
                match choice {
                    Some(group) => format!("{text}, one of {}, a choice", self.choices_of(group)),
                    None => text,
                }
            }
            Way::Evolved { from, by, .. } => match self.have(from, k) {
                // The base is named once, the steps follow in order.
                Some(
                    h @ Have {
                        way: Way::Evolved { .. },
                        ..
                    },
                ) => {
                    format!("{}, then {by}", self.how(h, k))
                }
                Some(h) => format!("{from}, {}, {by}", self.how(h, k)),
                None => format!("{from}, {by}"),
            },
        }
    }

    /// [`Availability::how`] of a way that gives the hidden ability
    /// ([`Availability::hidden_way`]): an evolution names the way its
    /// earlier form is had with the hidden ability, not its first way.
    pub fn how_hidden(&self, have: &Have, k: usize) -> String {
        self.how_hidden_at(have, k, 0)
    }

    fn how_hidden_at(&self, have: &Have, k: usize, depth: u8) -> String {
        let Way::Evolved { from, by, .. } = &have.way else {
            return self.how(have, k);
        };
        match self.hidden_way(from, k) {
            Some(
                h @ Have {
                    way: Way::Evolved { .. },
                    ..
                },
            ) if depth < 4 => format!("{}, then {by}", self.how_hidden_at(h, k, depth + 1)),
            Some(h) => format!("{from}, {}, {by}", self.how(h, k)),
            None => self.how(have, k),
        }
    }

    /// The choice group (`odd-egg`, a fossil, a dojo's gift) every way to
    /// have `species` at checkpoint `k` goes through, itself or as what it
    /// evolves from; `None` when some way does not, or it cannot be had.
    /// A team holds at most one Pokémon of a group.
    pub fn only_through(&self, species: &str, k: usize) -> Option<&'static str> {
        self.through(species, k, 0)
    }

    fn through(&self, species: &str, k: usize, depth: u8) -> Option<&'static str> {
        // Evolution chains have at most three steps; the bound keeps a
        // malformed story file from looping.
        if depth > 4 {
            return None;
        }
        let mut group = None;
        for h in self.ways(species).iter().filter(|h| h.first <= k) {
            let g = match &h.way {
                Way::Received {
                    choice: Some(g), ..
                } => *g,
                Way::Evolved { from, .. } => self.through(from, k, depth + 1)?,
                _ => return None,
            };
            if group.is_some_and(|seen| seen != g) {
                return None;
            }
            group = Some(g);
        }
        group
    }

    /// How many Pokémon a choice group of the story offers (the species
    /// of its received entries).
    fn choices_of(&self, group: &str) -> usize {
        let mut species: Vec<&str> = (self.story.checkpoints.iter())
            .flat_map(|c| &c.received)
            .filter(|r| r.choice == Some(group))
            .map(|r| r.species)
            .collect();
        species.sort_unstable();
        species.dedup();
        species.len()
    }

    /// The name of checkpoint `k` as answers say it: `before G3`, `after
    /// the Elite Four`.
    pub fn point_name(&self, k: usize) -> String {
        match self.points.get(k) {
            Some(p) if p.before == END => "after the Elite Four".to_owned(),
            Some(p) => format!("before {}", p.before),
            None => String::new(),
        }
    }
}

/// The availability of `game` (a version group id) that `build.rs`
/// compiled, decoded once per process; `None` for a game without a story.
///
/// ```
/// use pokelinks::story::availability::{Choices, compiled};
/// let red = pokelinks::data::story::Story::of("red-blue").unwrap()?;
/// let made = compiled("red-blue").unwrap()?;
/// // Red's game file: Brock's team up to level 14, …, the Elite Four's 65.
/// let caps = [14, 21, 24, 29, 43, 43, 47, 50, 65].map(Some);
/// let caps = [&caps[..], &[None]].concat();
/// let haves = made.haves(red, &Choices::default(), &caps).unwrap();
/// assert!(haves.iter().any(|h| h.species == "Pikachu" && h.first == 0));
/// assert!(made.haves(red, &Choices::default(), &[Some(1); 10]).is_none());
/// assert!(compiled("legends-arceus").is_none());
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn compiled(game: &str) -> Option<Result<&'static Compiled<'static>, DataError>> {
    shipped::decoded(&format!("story/{game}.haves"))
}

/// A method as a player says it: `old-rod` → `Old Rod`, `surf` → `Surf`,
/// `sos` → `SOS`, `dex-nav` → `DexNav` (the games' own spellings).
fn method_name(method: &str) -> String {
    (title(method).split(' '))
        .map(|w| if w == "Sos" { "SOS" } else { w })
        .collect::<Vec<_>>()
        .join(" ")
        .replace("Dex Nav", "DexNav")
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cap {
            Some(cap) => write!(f, "before {}, level {cap}", self.before),
            None => f.write_str("after the Elite Four"),
        }
    }
}
