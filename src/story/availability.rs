//! What a player can have by each point of a game's story: the one place
//! that turns a game's story skeleton, wild encounters and evolutions into
//! the Pokémon available before each gym, each with how to get it (the
//! wild ways worked out at build time by [`super::wild`]), and
//! which ways give a Pokémon its hidden ability ([`hidden_by`]; the rules
//! and their sources: data/README.md "Availability" and "Hidden
//! abilities").
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
use crate::data::names::{fold, title};
use crate::data::story::{END, Received, Story};
use crate::data::{DataError, Pokedex};

pub use super::wild::counts;

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

/// The player's choices that change what can be had.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Choices {
    /// The version of the pair (`red`), or `None` for both together.
    pub edition: Option<&'static str>,
    /// The starter chosen (a species name of the story's starters).
    pub starter: Option<&'static str>,
    /// `--trade`: trade evolutions count.
    pub trade: bool,
    /// `--no-grind`: the evolutions that wait for friendship, beauty,
    /// affection or a held item ([`grinds`]) do not count.
    pub no_grind: bool,
}

/// How a Pokémon is had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Way {
    /// Caught in the wild.
    Wild {
        /// The location id.
        location: &'static str,
        /// The method.
        method: &'static str,
        /// The lowest level met.
        min: u8,
        /// Whether only at night.
        night: bool,
    },
    /// Received otherwise (story file's `received`).
    Received {
        /// `starter`, `gift`, `trade`, …
        how: &'static str,
        /// The location id.
        location: &'static str,
        /// The level, if fixed.
        level: Option<u8>,
        /// A trade's Pokémon handed over.
        gives: Option<&'static str>,
        /// The evolution triggers this Pokémon refuses (`use-item`).
        refuses: &'static [&'static str],
        /// The group of gifts it is one of (`odd-egg`), if one only of
        /// them is had.
        choice: Option<&'static str>,
    },
    /// Evolved from a Pokémon had.
    Evolved {
        /// The species before.
        from: &'static str,
        /// What it takes: `level 20`, `Moon Stone`, `trade`, `friendship`,
        /// `friendship, by day`, `beauty`.
        by: String,
        /// The evolution's minimum level, if it has one (the lowest level
        /// the evolved form can be had at this way).
        level: Option<u8>,
        /// Whether it happens on levelling up (a level, friendship or place
        /// evolution), not on using an item or trading: then the evolved
        /// form is at least one level above the Pokémon it comes from.
        levels_up: bool,
    },
}

/// One way to have one species, from one checkpoint on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Have {
    /// The species, as the generation's species list names it.
    pub species: &'static str,
    /// The index of the first checkpoint it can be had at.
    pub first: usize,
    /// How.
    pub way: Way,
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
    /// game (both as [`super::data::GameData`] holds them).
    pub fn new(
        story: &'static Story,
        species: &Pokedex,
        rows: &[&Evolution],
        caps: &BTreeMap<String, u8>,
        choices: &Choices,
    ) -> Result<Availability, DataError> {
        let encounters = Encounters::of(story.game).transpose()?;
        Ok(Availability::build(
            story, encounters, rows, species, caps, choices,
        ))
    }

    fn build(
        story: &'static Story,
        encounters: Option<&'static Encounters>,
        rows: &[&Evolution],
        species: &Pokedex,
        caps: &BTreeMap<String, u8>,
        choices: &Choices,
    ) -> Availability {
        let points: Vec<Point> = (story.checkpoints.iter())
            .map(|c| Point {
                before: c.before,
                cap: (c.before != END)
                    .then(|| caps.get(c.before).copied())
                    .flatten(),
            })
            .collect();
        let (reached, opened): (HashMap<&str, usize>, HashMap<&str, usize>) =
            super::wild::firsts(story);
        let mut items: HashMap<&str, usize> = HashMap::default();
        let edition = choices.edition;
        for (k, i) in story.items(edition) {
            items.entry(i.item).or_insert(k);
        }
        let mut haves: Vec<Have> = match encounters {
            Some(encounters) => wild(encounters, edition),
            None => Vec::new(),
        };
        // Trades wait for the Pokémon they take: see the closure below.
        let mut trades: Vec<(usize, &Received)> = Vec::new();
        // Of the starters only the chosen one; a gift given with one
        // starter only with it.
        let starter = |r: &Received| {
            let given = if r.how == "starter" {
                Some(r.species)
            } else {
                r.with_starter
            };
            given.is_none_or(|g| choices.starter.is_none_or(|s| s == g))
        };
        for (k, c) in story.checkpoints.iter().enumerate() {
            for r in &c.received {
                let versions_ok = (r.versions.as_deref())
                    .is_none_or(|v| edition.is_none_or(|ed| v.contains(&ed)));
                let mut gates = (r.needs.iter()).map(|g| opened.get(g).copied());
                let gated = gates.try_fold(k, |at, g| Some(at.max(g?)));
                if let (true, true, Some(first)) = (versions_ok, starter(r), gated) {
                    if r.gives.is_some() {
                        trades.push((first, r));
                        continue;
                    }
                    haves.push(Have {
                        species: r.species,
                        first,
                        way: Way::Received {
                            how: r.how,
                            location: r.location,
                            level: r.level,
                            gives: r.gives,
                            refuses: &r.refuses,
                            choice: r.choice,
                        },
                    });
                }
            }
        }
        // Each reached location's name folded once, for the evolutions by
        // place (asked for every checkpoint); none where no row is by place.
        let by_place = rows.iter().any(|r| r.location.is_some());
        let places_reached: Vec<(String, usize)> = (reached.iter())
            .filter(|_| by_place)
            .map(|(id, &at)| (fold(story.location_name(id)), at))
            .collect();
        let lock = story.evolution_lock();
        // Which rows evolve into a number above the lock's bound, found
        // once a row (the rows are asked of in every pass).
        let over_lock: Vec<bool> = match lock {
            Some((_, most)) => (rows.iter())
                .map(|r| species.spelt(r.to).is_some_and(|s| s.num > most))
                .collect(),
            None => Vec::new(),
        };
        // A level once reached stays reached: the caps need not rise (Pryce's
        // team is lower than Jasmine's), what can be had does.
        // What `haves` holds, indexed (a game has thousands of ways; the
        // closure below asks these for every evolution row and trade).
        let mut index = Index::default();
        haves.iter().for_each(|h| index.add(h));
        // Each row's (from, to) pair as an index, and whether an evolution
        // of it is found: asked of every row in every pass.
        let mut pairs: HashMap<(&str, &str), usize> = HashMap::default();
        let pair: Vec<usize> = (rows.iter())
            .map(|r| {
                let next = pairs.len();
                *pairs.entry((r.from, r.to)).or_insert(next)
            })
            .collect();
        let mut evolved = vec![false; pairs.len()];
        let mut cap = 0;
        for (k, point) in points.iter().enumerate() {
            cap = cap.max(point.cap.unwrap_or(100));
            loop {
                let had = |s: &str| index.had(s, k);
                let mut found = Vec::new();
                let mut found_pairs = Vec::new();
                for &(at, r) in &trades {
                    let traded = index.traded(r.species, k);
                    let gives = r.gives.unwrap_or_default();
                    if at <= k && !traded && had(gives) {
                        found.push(Have {
                            species: r.species,
                            first: k,
                            way: Way::Received {
                                how: r.how,
                                location: r.location,
                                level: r.level,
                                gives: r.gives,
                                refuses: &r.refuses,
                                choice: r.choice,
                            },
                        });
                    }
                }
                for (i, (row, &p)) in rows.iter().zip(&pair).enumerate() {
                    let locked = lock.is_some_and(|(until, _)| k < until && over_lock[i]);
                    if locked || evolved[p] || !index.had_for(row.from, row.trigger, k) {
                        continue;
                    }
                    let item_had = |item: &Option<&str>| {
                        item.as_deref()
                            .is_none_or(|i| items.get(i).is_some_and(|&at| at <= k))
                    };
                    if choices.no_grind && grinds(row) {
                        continue;
                    }
                    let by = match row.trigger {
                        "level-up" => level_up(row, cap, k, &places_reached, story, had)
                            .filter(|_| item_had(&row.held_item))
                            .map(|by| (by, row.min_level, true)),
                        "use-item" => (item_had(&row.item))
                            .then(|| (item_name(row.item), row.min_level, false)),
                        "trade" if choices.trade => (item_had(&row.held_item)
                            && row.trade_species.is_none_or(had))
                        .then(|| {
                            let by = match &row.held_item {
                                Some(i) => format!("trade holding {}", item_name(Some(i))),
                                None => "trade".to_owned(),
                            };
                            (by, row.min_level, false)
                        }),
                        // Shedinja: Nincada's level-up evolution, with a free slot.
                        "shed" => rows
                            .iter()
                            .filter(|r| r.from == row.from && r.trigger == "level-up")
                            .find_map(|r| r.min_level.filter(|&l| l <= cap))
                            .map(|l| (format!("level {l}, a free party slot"), Some(l), true)),
                        _ => None,
                    };
                    if let Some((by, level, levels_up)) = by {
                        found_pairs.push(p);
                        found.push(Have {
                            species: row.to,
                            first: k,
                            way: Way::Evolved {
                                from: row.from,
                                by,
                                level,
                                levels_up,
                            },
                        });
                    }
                }
                if found.is_empty() {
                    break;
                }
                found.iter().for_each(|h| index.add(h));
                found_pairs.into_iter().for_each(|p| evolved[p] = true);
                haves.extend(found);
            }
        }
        // Sorted by species, then first checkpoint, the ways of one species
        // in the order they were found: grouped by species first (a few
        // hundred names to sort, not thousands of ways), each way moved once.
        let mut groups: HashMap<&'static str, Vec<(usize, usize)>> = HashMap::default();
        for (i, h) in haves.iter().enumerate() {
            groups.entry(h.species).or_default().push((h.first, i));
        }
        let mut names: Vec<&'static str> = groups.keys().copied().collect();
        names.sort_unstable();
        let mut slots: Vec<Option<Have>> = haves.into_iter().map(Some).collect();
        let mut haves: Vec<Have> = Vec::with_capacity(slots.len());
        let mut spans: HashMap<&'static str, (usize, usize)> = HashMap::default();
        for name in names {
            let mut ways = groups.remove(name).unwrap_or_default();
            ways.sort_unstable();
            let from = haves.len();
            haves.extend(ways.iter().filter_map(|&(_, i)| slots[i].take()));
            spans.insert(name, (from, haves.len()));
        }
        Availability {
            story,
            choices: *choices,
            points,
            haves,
            spans,
        }
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

/// The ways to have a Pokémon in the wild in `edition`, as `build.rs`
/// worked them out ([`super::wild::ways`]).
fn wild(encounters: &'static Encounters, edition: Option<&str>) -> Vec<Have> {
    (encounters.ways(edition))
        .map(|w| Have {
            species: encounters.string(w.species),
            first: usize::from(w.first),
            way: Way::Wild {
                location: encounters.string(w.location),
                method: encounters.string(w.method),
                min: w.min,
                night: w.night,
            },
        })
        .collect()
}

/// The ways had so far, indexed by what the closure of [`Availability`]
/// asks: by species, the first checkpoints it is had at (one entry a
/// species, so that adding a way or asking of one hashes its name once).
#[derive(Default)]
struct Index {
    firsts: HashMap<&'static str, Firsts>,
    /// The ways that refuse some evolution trigger: their first
    /// checkpoint and the triggers refused.
    refusing: HashMap<&'static str, Vec<(usize, &'static [&'static str])>>,
}

/// The first checkpoints one species is had at; `usize::MAX` where it is
/// not (past every checkpoint).
struct Firsts {
    /// By any way.
    earliest: usize,
    /// By a way that refuses no evolution trigger.
    free: usize,
    /// Received by trade.
    traded: usize,
}

impl Index {
    fn add(&mut self, h: &Have) {
        let at = self.firsts.entry(h.species).or_insert(Firsts {
            earliest: usize::MAX,
            free: usize::MAX,
            traded: usize::MAX,
        });
        at.earliest = at.earliest.min(h.first);
        match &h.way {
            Way::Received { refuses, .. } if !refuses.is_empty() => {
                (self.refusing.entry(h.species).or_default()).push((h.first, refuses));
            }
            _ => at.free = at.free.min(h.first),
        }
        if let Way::Received { how: "trade", .. } = &h.way {
            at.traded = at.traded.min(h.first);
        }
    }

    /// Whether `species` is had by checkpoint `k`.
    fn had(&self, species: &str, k: usize) -> bool {
        self.firsts.get(species).is_some_and(|f| f.earliest <= k)
    }

    /// Whether `species` is received by trade by checkpoint `k`.
    fn traded(&self, species: &str, k: usize) -> bool {
        self.firsts.get(species).is_some_and(|f| f.traded <= k)
    }

    /// Whether `species` is had by checkpoint `k` by a way that does not
    /// refuse the evolution `trigger`.
    fn had_for(&self, species: &str, trigger: &str, k: usize) -> bool {
        let Some(f) = self.firsts.get(species) else {
            return false;
        };
        f.free <= k
            || (f.earliest <= k
                && (self.refusing.get(species).into_iter().flatten())
                    .any(|&(f, refused)| f <= k && !refused.contains(&trigger)))
    }
}

/// What a level-up evolution takes at checkpoint `k` (level cap `cap`), if
/// it is possible then; `reached` has each reached location's name, folded,
/// with the checkpoint it is reached at.
fn level_up(
    row: &Evolution,
    cap: u8,
    k: usize,
    reached: &[(String, usize)],
    story: &Story,
    had: impl Fn(&str) -> bool,
) -> Option<String> {
    if row.min_level.is_some_and(|l| l > cap) {
        return None;
    }
    if row.party_species.is_some_and(|s| !had(s)) {
        return None;
    }
    if let Some(place) = &row.location {
        let place = fold(&place.replace('-', " "));
        let there = (reached.iter()).any(|(name, at)| *at <= k && name.starts_with(&place));
        if !there {
            return None;
        }
    }
    // A move to know is met by the level cap only when it is learnt by
    // then; without learnsets here, after the Elite Four.
    if (row.known_move.is_some() || row.known_move_type.is_some()) && cap < 100 {
        return None;
    }
    let conditions = conditions(row);
    // Friendship, beauty, affection: from where the game gives what they
    // take (the story's `extra.conditions`; met always where it is silent).
    // So is the time of day where a game has no clock (FireRed/LeafGreen).
    let met = |c: &str| {
        story
            .condition(c)
            .is_none_or(|at| at.is_some_and(|at| at <= k))
    };
    let timed = row.time_of_day.is_some().then_some("time-of-day");
    if !conditions.iter().copied().chain(timed).all(met) {
        return None;
    }
    let mut text: Vec<String> = Vec::new();
    if let Some(l) = row.min_level {
        text.push(format!("level {l}"));
    }
    text.extend(conditions.iter().map(|c| (*c).to_owned()));
    match (&row.location, text.is_empty()) {
        (Some(place), true) => text.push(format!("level up at {}", title(place))),
        (Some(place), false) => text.push(format!("at {}", title(place))),
        (None, true) => text.push("level up".to_owned()),
        (None, false) => {}
    }
    if let Some(i) = row.held_item {
        text.push(format!("holding {}", item_name(Some(i))));
    }
    if let Some(s) = row.party_species {
        text.push(format!("with {s} in the party"));
    }
    if let Some(m) = row.known_move {
        text.push(format!("knowing {m}"));
    }
    if let Some(t) = row.known_move_type {
        text.push(format!("knowing a {t} move"));
    }
    if let Some(time) = row.time_of_day {
        text.push(match time {
            "day" => "by day".to_owned(),
            "night" => "at night".to_owned(),
            other => format!("at {}", other.replace('-', " ")),
        });
    }
    Some(text.join(", "))
}

/// The conditions of a level-up evolution that the game has to give the
/// means for, in the words answers use: `friendship`, `beauty`,
/// `affection`.
///
/// ```
/// use pokelinks::data::evolutions::of_group;
/// use pokelinks::story::availability::conditions;
/// let crobat = of_group("crystal")?.iter().find(|r| r.to == "Crobat").unwrap();
/// assert_eq!(conditions(crobat), ["friendship"]);
/// let milotic = of_group("emerald")?.iter().find(|r| r.to == "Milotic").unwrap();
/// assert_eq!(conditions(milotic), ["beauty"]);
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn conditions(row: &Evolution) -> Vec<&'static str> {
    [
        (row.min_happiness.is_some(), "friendship"),
        (row.min_beauty.is_some(), "beauty"),
        (row.min_affection.is_some(), "affection"),
    ]
    .into_iter()
    .filter_map(|(set, name)| set.then_some(name))
    .collect()
}

/// Whether an evolution waits on something a player has to work at or
/// hunt for besides levels: friendship, beauty or affection
/// ([`conditions`]), or a held item (Razor Fang, a trade holding Metal
/// Coat): the ones `--no-grind` leaves out.
///
/// ```
/// use pokelinks::data::evolutions::of_group;
/// use pokelinks::story::availability::grinds;
/// let rows = of_group("heartgold-soulsilver")?;
/// let by = |to: &str| rows.iter().find(|r| r.to == to).unwrap();
/// assert!(grinds(by("Crobat")) && grinds(by("Steelix")));
/// assert!(!grinds(by("Golbat")) && !grinds(by("Arcanine")));
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn grinds(row: &Evolution) -> bool {
    !conditions(row).is_empty() || row.held_item.is_some()
}

/// An item id as a name: `moon-stone` → `Moon Stone`, `tm28` → `TM28`.
fn item_name(item: Option<&str>) -> String {
    let item = item.unwrap_or("item");
    if let Some(n) = item.strip_prefix("tm").or_else(|| item.strip_prefix("hm")) {
        return format!("{}{n}", item[..2].to_uppercase());
    }
    title(item)
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
