//! The rules of availability applied: the ways to have each species
//! along a game's story for one set of [`Choices`] and one row of level
//! caps, as [`Have`]s sorted by species. `build.rs` includes this file as
//! it is (as it does `src/data/schema.rs` and [`super::wild`]) to compile
//! every game's availability for every choice its player has
//! ([`Compiled`]); the program works it out
//! here only for caps no shipped file gives (a `--map` of its own).
//! The rules are listed in [`crate::story::availability`]'s comment, and
//! tests/availability.rs checks the compiled haves against [`haves`].

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::data::names::{fold, title};
use crate::data::schema::{CompactEncounters, END, Evolution, Received, Story};

/// The player's choices that change what can be had.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Choices<'s> {
    /// The version of the pair (`red`), or `None` for both together.
    pub edition: Option<&'s str>,
    /// The starter chosen (a species name of the story's starters).
    pub starter: Option<&'s str>,
    /// `--trade`: trade evolutions count.
    pub trade: bool,
    /// `--no-grind`: the evolutions that wait for friendship, beauty,
    /// affection or a held item ([`grinds`]) do not count.
    pub no_grind: bool,
}

/// How a Pokémon is had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Way<'s> {
    /// Caught in the wild.
    Wild {
        /// The location id.
        location: &'s str,
        /// The method.
        method: &'s str,
        /// The lowest level met.
        min: u8,
        /// Whether only at night.
        night: bool,
    },
    /// Received otherwise (story file's `received`).
    Received {
        /// `starter`, `gift`, `trade`, …
        how: &'s str,
        /// The location id.
        location: &'s str,
        /// The level, if fixed.
        level: Option<u8>,
        /// A trade's Pokémon handed over.
        gives: Option<&'s str>,
        /// The evolution triggers this Pokémon refuses (`use-item`).
        refuses: &'s [&'s str],
        /// The group of gifts it is one of (`odd-egg`), if one only of
        /// them is had.
        choice: Option<&'s str>,
    },
    /// Evolved from a Pokémon had.
    Evolved {
        /// The species before.
        from: &'s str,
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
pub struct Have<'s> {
    /// The species, as the generation's species list names it.
    pub species: &'s str,
    /// The index of the first checkpoint it can be had at.
    pub first: usize,
    /// How.
    pub way: Way<'s>,
}

impl<'s> Way<'s> {
    /// The way of a story's received entry.
    pub fn received(r: &'s Received<'s>) -> Way<'s> {
        Way::Received {
            how: r.how,
            location: r.location,
            level: r.level,
            gives: r.gives,
            refuses: &r.refuses,
            choice: r.choice,
        }
    }
}

/// Every way to have a Pokémon along `story` for `choices`: the wild ways
/// `build.rs` worked out ([`super::wild::ways`], read from `encounters`),
/// the received ones and the evolutions of `rows` (the game's evolution
/// rows; `over_lock` says of each whether it evolves into a national
/// number above the story's evolution lock), with `caps` the level cap of
/// each checkpoint (`None` after the Elite Four). Sorted by species, then
/// first checkpoint, then the order found in (wild, received, evolved).
pub fn haves<'s>(
    story: &'s Story<'s>,
    encounters: Option<&'s CompactEncounters<'s>>,
    rows: &[&Evolution<'s>],
    over_lock: &[bool],
    caps: &[Option<u8>],
    choices: &Choices<'s>,
) -> Vec<Have<'s>> {
    let (reached, opened): (HashMap<&str, usize>, HashMap<&str, usize>) =
        super::wild::firsts(story);
    let mut items: HashMap<&str, usize> = HashMap::new();
    let edition = choices.edition;
    for (k, i) in story.items(edition) {
        items.entry(i.item).or_insert(k);
    }
    let mut haves: Vec<Have<'s>> = match encounters {
        Some(encounters) => wild(encounters, edition),
        None => Vec::new(),
    };
    // Trades wait for the Pokémon they take: see the passes below.
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
            let versions_ok =
                (r.versions.as_deref()).is_none_or(|v| edition.is_none_or(|ed| v.contains(&ed)));
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
                    way: Way::received(r),
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
    // A level once reached stays reached: the caps need not rise (Pryce's
    // team is lower than Jasmine's), what can be had does.
    // What `haves` holds, indexed (a game has thousands of ways; the
    // passes below ask these for every evolution row and trade).
    let mut index = Index::default();
    haves.iter().for_each(|h| index.add(h));
    // Each row's (from, to) pair as an index, and whether an evolution
    // of it is found: asked of every row in every pass.
    let mut pairs: HashMap<(&str, &str), usize> = HashMap::new();
    let pair: Vec<usize> = (rows.iter())
        .map(|r| {
            let next = pairs.len();
            *pairs.entry((r.from, r.to)).or_insert(next)
        })
        .collect();
    let mut evolved = vec![false; pairs.len()];
    let mut cap = 0;
    for (k, point) in caps.iter().enumerate() {
        cap = cap.max(point.unwrap_or(100));
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
                        way: Way::received(r),
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
                    "use-item" => {
                        (item_had(&row.item)).then(|| (item_name(row.item), row.min_level, false))
                    }
                    "trade" if choices.trade => {
                        (item_had(&row.held_item) && row.trade_species.is_none_or(had)).then(|| {
                            let by = match &row.held_item {
                                Some(i) => format!("trade holding {}", item_name(Some(i))),
                                None => "trade".to_owned(),
                            };
                            (by, row.min_level, false)
                        })
                    }
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
    let mut groups: HashMap<&'s str, Vec<(usize, usize)>> = HashMap::new();
    for (i, h) in haves.iter().enumerate() {
        groups.entry(h.species).or_default().push((h.first, i));
    }
    let mut names: Vec<&'s str> = groups.keys().copied().collect();
    names.sort_unstable();
    let mut slots: Vec<Option<Have<'s>>> = haves.into_iter().map(Some).collect();
    let mut sorted: Vec<Have<'s>> = Vec::with_capacity(slots.len());
    for name in names {
        let mut ways = groups.remove(name).unwrap_or_default();
        ways.sort_unstable();
        sorted.extend(ways.iter().filter_map(|&(_, i)| slots[i].take()));
    }
    sorted
}

/// Each checkpoint's level cap, from the gyms' (gym id → the highest
/// level in its team): `None` after the Elite Four.
pub fn caps_of(story: &Story<'_>, caps: &impl Fn(&str) -> Option<u8>) -> Vec<Option<u8>> {
    (story.checkpoints.iter())
        .map(|c| (c.before != END).then(|| caps(c.before)).flatten())
        .collect()
}

/// The ways to have a Pokémon in the wild in `edition`, as `build.rs`
/// worked them out ([`super::wild::ways`]).
fn wild<'s>(encounters: &'s CompactEncounters<'s>, edition: Option<&str>) -> Vec<Have<'s>> {
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

/// The ways had so far, indexed by what the passes of [`haves`] ask: by
/// species, the first checkpoints it is had at (one entry a species, so
/// that adding a way or asking of one hashes its name once).
#[derive(Default)]
struct Index<'s> {
    firsts: HashMap<&'s str, Firsts>,
    /// The ways that refuse some evolution trigger: their first
    /// checkpoint and the triggers refused.
    refusing: HashMap<&'s str, Vec<(usize, &'s [&'s str])>>,
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

impl<'s> Index<'s> {
    fn add(&mut self, h: &Have<'s>) {
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
    row: &Evolution<'_>,
    cap: u8,
    k: usize,
    reached: &[(String, usize)],
    story: &Story<'_>,
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
pub fn conditions(row: &Evolution<'_>) -> Vec<&'static str> {
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
pub fn grinds(row: &Evolution<'_>) -> bool {
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

/// A game's availability for every choice its player has, compiled by
/// `build.rs` (`story/<game>.haves` among the shipped files): each set of
/// choices and row of caps names two lists of haves, its wild ways and the
/// rest, each in the order [`haves`] returns (merged, they are its list:
/// a species' wild ways come first among those of one checkpoint). The
/// wild ways depend on the version only, so few lists are kept for them;
/// lists that come out the same are kept once, and a list's haves are
/// ids of ways kept once.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Compiled<'a> {
    /// The strings the ways name (species, locations, methods, what an
    /// evolution takes), each once, sorted: ids compare as the names do.
    #[serde(borrow)]
    strings: Vec<&'a str>,
    /// Every way of every list, [`WAY`] bytes each: the species' string
    /// id (`u16`), the kind (0 wild, 1 received, 2 evolved), two `u16`s
    /// (the location and method ids; the checkpoint and index of the
    /// story's received entry; the ids of the species evolved from and
    /// of what it takes), a level (the lowest met; the evolution's
    /// minimum) and flags (1: at night, or on levelling up; 2: a minimum
    /// level is given).
    ways: &'a [u8],
    /// `(edition, starter, trade, no_grind)`, the caps of each checkpoint,
    /// and the indices of their two lists (the wild ways, the rest).
    #[serde(borrow)]
    made: Vec<Made<'a>>,
    /// The lists: for each have, the `u16` id of its way and its first
    /// checkpoint (one byte).
    #[serde(borrow)]
    lists: Vec<&'a [u8]>,
}

/// One availability worked out for [`Compiled::write`]: the choices, the
/// caps of each checkpoint, and what [`haves`] returns for them.
pub type Worked<'a> = (Choices<'a>, Vec<Option<u8>>, Vec<Have<'a>>);

/// One set of choices and caps of a [`Compiled`] availability.
type Made<'a> = (
    (Option<&'a str>, Option<&'a str>, bool, bool),
    Vec<Option<u8>>,
    [u16; 2],
);

/// The bytes of one way of [`Compiled`].
const WAY: usize = 9;

/// The bytes of one have of a [`Compiled`] list.
const HAD: usize = 3;

impl<'a> Compiled<'a> {
    /// The compiled form of the availabilities `made` along `story`:
    /// each set of choices with the caps of each checkpoint and what
    /// [`haves`] returns for them.
    ///
    /// # Panics
    ///
    /// When a list's way is not one `story` can give (a received way none
    /// of its entries has), or ids outgrow their bytes: the build fails.
    pub fn write(story: &'a Story<'a>, made: &[Worked<'a>]) -> Vec<u8> {
        // The strings sorted, so that ids compare as the names do: a run
        // merges its two lists by species on the ids.
        let mut strings: Vec<&str> = (made.iter().flat_map(|(_, _, haves)| haves))
            .flat_map(|h| {
                let (x, y) = match &h.way {
                    Way::Wild {
                        location, method, ..
                    } => (Some(*location), Some(*method)),
                    Way::Received { .. } => (None, None),
                    Way::Evolved { from, by, .. } => (Some(*from), Some(by.as_str())),
                };
                [Some(h.species), x, y]
            })
            .flatten()
            .collect();
        strings.sort_unstable();
        strings.dedup();
        let id = |s: &str| {
            let at = strings.binary_search(&s).expect("every string is listed");
            u16::try_from(at).expect("fewer than 65,536 strings")
        };
        let mut ways: Vec<[u8; WAY]> = Vec::new();
        let mut way_ids: HashMap<[u8; WAY], u16> = HashMap::new();
        let mut lists: Vec<Vec<u8>> = Vec::new();
        let mut list_ids: HashMap<Vec<u8>, u16> = HashMap::new();
        let mut out: Vec<Made<'a>> = Vec::new();
        for (choices, caps, haves) in made {
            let mut two = [Vec::new(), Vec::new()];
            for h in haves {
                let list = &mut two[usize::from(!matches!(h.way, Way::Wild { .. }))];
                let (kind, x, y, level, flags) = match &h.way {
                    Way::Wild {
                        location,
                        method,
                        min,
                        night,
                    } => (0, id(location), id(method), *min, u8::from(*night)),
                    Way::Received { .. } => {
                        let (k, i) = (story.checkpoints.iter().enumerate())
                            .flat_map(|(k, c)| {
                                (c.received.iter().enumerate()).map(move |(i, r)| (k, i, r))
                            })
                            .find(|(_, _, r)| r.species == h.species && Way::received(r) == h.way)
                            .map(|(k, i, _)| (k, i))
                            .expect("a received way is one of the story's entries");
                        let at = |n: usize| u16::try_from(n).expect("fewer than 65,536 entries");
                        (1, at(k), at(i), 0, 0)
                    }
                    Way::Evolved {
                        from,
                        by,
                        level,
                        levels_up,
                    } => {
                        let flags = u8::from(*levels_up) | if level.is_some() { 2 } else { 0 };
                        (2, id(from), id(by), level.unwrap_or(0), flags)
                    }
                };
                let mut way = [0; WAY];
                way[..2].copy_from_slice(&id(h.species).to_le_bytes());
                way[2] = kind;
                way[3..5].copy_from_slice(&x.to_le_bytes());
                way[5..7].copy_from_slice(&y.to_le_bytes());
                way[7] = level;
                way[8] = flags;
                let next = u16::try_from(ways.len()).expect("fewer than 65,536 ways");
                let w = *way_ids.entry(way).or_insert_with(|| {
                    ways.push(way);
                    next
                });
                list.extend_from_slice(&w.to_le_bytes());
                list.push(u8::try_from(h.first).expect("fewer than 256 checkpoints"));
            }
            let two = two.map(|list| {
                let next = u16::try_from(lists.len()).expect("fewer than 65,536 lists");
                *list_ids.entry(list.clone()).or_insert_with(|| {
                    lists.push(list);
                    next
                })
            });
            let key = (
                choices.edition,
                choices.starter,
                choices.trade,
                choices.no_grind,
            );
            out.push((key, caps.clone(), two));
        }
        let ways: Vec<u8> = ways.concat();
        let compiled = Compiled {
            strings,
            ways: &ways,
            made: out,
            lists: lists.iter().map(Vec::as_slice).collect(),
        };
        postcard::to_allocvec(&compiled).expect("postcard writes a compiled availability")
    }

    /// The haves compiled for `choices` and `caps` along `story` (the
    /// story they were compiled from), if they were.
    pub fn haves(
        &self,
        story: &'a Story<'a>,
        choices: &Choices<'_>,
        caps: &[Option<u8>],
    ) -> Option<Vec<Have<'a>>> {
        let key = (
            choices.edition,
            choices.starter,
            choices.trade,
            choices.no_grind,
        );
        let &(_, _, two) = (self.made.iter()).find(|(k, c, _)| *k == key && c == caps)?;
        let [wild, rest] = two.map(|l| self.lists.get(usize::from(l)));
        let (wild, rest) = (wild?.as_chunks::<HAD>().0, rest?.as_chunks::<HAD>().0);
        let ways = self.ways.as_chunks::<WAY>().0;
        let way = |h: &[u8; HAD]| ways.get(usize::from(u16::from_le_bytes([h[0], h[1]])));
        // By species (string ids are in the names' order), then first
        // checkpoint.
        let order = |h: &[u8; HAD]| way(h).map(|w| (u16::from_le_bytes([w[0], w[1]]), h[2]));
        // The two lists merged: a wild way before the others of its
        // species and checkpoint (it was found first).
        let mut out = Vec::with_capacity(wild.len() + rest.len());
        let (mut w, mut r) = (0, 0);
        while w < wild.len() || r < rest.len() {
            let take_wild = match (wild.get(w), rest.get(r)) {
                (Some(a), Some(b)) => order(a)? <= order(b)?,
                (a, _) => a.is_some(),
            };
            let h = if take_wild { &wild[w] } else { &rest[r] };
            (w, r) = if take_wild { (w + 1, r) } else { (w, r + 1) };
            out.push(self.have(story, way(h)?, h[2])?);
        }
        Some(out)
    }

    /// The have of way `w` from checkpoint `first`.
    fn have(&self, story: &'a Story<'a>, w: &[u8; WAY], first: u8) -> Option<Have<'a>> {
        let string = |id: u16| self.strings.get(usize::from(id)).copied();
        let x = u16::from_le_bytes([w[3], w[4]]);
        let y = u16::from_le_bytes([w[5], w[6]]);
        let way = match w[2] {
            0 => Way::Wild {
                location: string(x)?,
                method: string(y)?,
                min: w[7],
                night: w[8] & 1 != 0,
            },
            1 => {
                let c = story.checkpoints.get(usize::from(x))?;
                Way::received(c.received.get(usize::from(y))?)
            }
            _ => Way::Evolved {
                from: string(x)?,
                by: string(y)?.to_owned(),
                level: (w[8] & 2 != 0).then_some(w[7]),
                levels_up: w[8] & 1 != 0,
            },
        };
        Some(Have {
            species: string(u16::from_le_bytes([w[0], w[1]]))?,
            first: usize::from(first),
            way,
        })
    }
}
