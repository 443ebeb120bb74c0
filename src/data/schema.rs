//! The shapes of the shipped data files that are compiled at build time
//! (story, encounters, learnsets, moves, evolutions, species lists and
//! Pokédexes): plain serde structs and nothing else (but the learnsets'
//! species table, [`LearnsetTable`], decoded one species at a time, and
//! the encounters' compact form), so that `build.rs`
//! can include this file as it is, read each JSON file into these types
//! (a file that does not fit fails the build, naming file, line and
//! column) and write the compact binary form (postcard) that
//! [`super::shipped`] decodes at run time. The JSON under `data/` stays
//! the reviewed source of truth; fields the program never reads (each
//! entry's `source`, free-text notes) are checked by the tests against the
//! JSON and left out of the binary form.
//!
//! The methods of these types live with the modules that own each file
//! ([`super::story`], [`super::encounters`], [`super::learnsets`],
//! [`super::evolutions`], [`super::species`], [`super::game`]), but those
//! `build.rs` needs too: the story's readers that the availability's rules
//! ask ([`Story::items`], [`Story::condition`], …) are here.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::de::{Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeSeq, Serializer};
use serde::{Deserialize, Serialize};

/// The checkpoint after the Elite Four, `"before": "end"`.
pub const END: &str = "end";

/// One game's story skeleton.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Story<'a> {
    /// The game (version group id).
    pub game: &'a str,
    /// The versions of the pair (`red`, `blue`), PokeAPI's ids.
    #[serde(borrow)]
    pub versions: Vec<&'a str>,
    /// Every location id the game's files use, with its name.
    #[serde(borrow)]
    pub locations: BTreeMap<&'a str, &'a str>,
    /// The checkpoints, in story order, the last one [`END`].
    #[serde(borrow)]
    pub checkpoints: Vec<Checkpoint<'a>>,
    /// Rules the schema has no field for: only those the program reads.
    #[serde(borrow, default)]
    pub extra: Option<StoryExtra<'a>>,
}

impl<'x> Story<'x> {
    /// The name of a location, or its id if the file names none.
    pub fn location_name<'a>(&self, id: &'a str) -> &'a str
    where
        'x: 'a,
    {
        self.locations.get(id).copied().unwrap_or(id)
    }

    /// The index of the checkpoint before gym `id`, or of [`END`].
    pub fn checkpoint(&self, before: &str) -> Option<usize> {
        self.checkpoints.iter().position(|c| c.before == before)
    }

    /// The items had in `edition` (every version's with `None`), each
    /// with the index of the checkpoint it is first listed at, in story
    /// order: the one reader of the checkpoints' items, so that an item of
    /// the other version never counts.
    ///
    /// ```
    /// use pokelinks::data::story::Story;
    /// let galar = Story::of("sword-shield").unwrap()?;
    /// let tm77 = |ed| galar.items(ed).find(|(_, i)| i.item == "tm77").map(|(_, i)| i.location);
    /// assert_eq!(tm77(Some("shield")), Some("stow-on-side-area"));
    /// assert_eq!(tm77(Some("sword")), Some("ballonlea"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn items<'s>(
        &'s self,
        edition: Option<&'s str>,
    ) -> impl Iterator<Item = (usize, &'s Item<'x>)> {
        (self.checkpoints.iter().enumerate())
            .flat_map(|(k, c)| c.items.iter().map(move |i| (k, i)))
            .filter(move |(_, i)| {
                (i.versions.as_deref()).is_none_or(|v| edition.is_none_or(|ed| v.contains(&ed)))
            })
    }

    /// The species the player may choose as a starter, in the file's
    /// order.
    pub fn starters(&self) -> Vec<&'x str> {
        (self.checkpoints.iter())
            .flat_map(|c| &c.received)
            .filter(|r| r.how == "starter")
            .map(|r| r.species)
            .collect()
    }

    /// From which checkpoint an evolution condition (`friendship`,
    /// `beauty`, `affection`, `time-of-day`) is met: `extra.conditions`
    /// names the gate that meets it, met from the checkpoint that opens the
    /// gate (from the first when it names none); `Some(None)` when no
    /// checkpoint opens it (never met); `None` when the story says nothing
    /// of the condition (no source found: met at every checkpoint,
    /// data/README.md section 10 lists these gaps).
    ///
    /// ```
    /// use pokelinks::data::story::Story;
    /// let emerald = Story::of("emerald").unwrap()?;
    /// let case = emerald.condition("beauty").flatten();
    /// assert_eq!(case, emerald.checkpoint("G7"));
    /// assert_eq!(emerald.condition("friendship"), Some(Some(0)));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn condition(&self, name: &str) -> Option<Option<usize>> {
        let rule = self.extra.as_ref()?.conditions.get(name)?;
        let Some(gate) = rule.gate else {
            return Some(Some(0));
        };
        Some((self.checkpoints.iter()).position(|c| c.unlocks.iter().any(|u| u.gate == gate)))
    }

    /// The checkpoint from which evolutions into a national number above a
    /// bound are possible (FireRed/LeafGreen's National Pokédex), and the
    /// bound: `extra.evolution_lock`.
    pub fn evolution_lock(&self) -> Option<(usize, u16)> {
        let lock = self.extra.as_ref()?.evolution_lock.as_ref()?;
        Some((self.checkpoint(lock.until)?, lock.max_national))
    }
}

/// A story point: "before" a gym (its id in the game file), or [`END`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Checkpoint<'a> {
    /// The gym about to be fought, or [`END`].
    pub before: &'a str,
    /// Locations first reached by then.
    #[serde(borrow, default)]
    pub locations: Vec<Placed<'a>>,
    /// Gates first opened by then.
    #[serde(borrow, default)]
    pub unlocks: Vec<Unlock<'a>>,
    /// Pokémon first received by then.
    #[serde(borrow, default)]
    pub received: Vec<Received<'a>>,
    /// Items first had by then.
    #[serde(borrow, default)]
    pub items: Vec<Item<'a>>,
    /// The highest level of a wild Pokémon the game lets the player catch
    /// here, where it sets one (Sword/Shield, by the badges held; absent:
    /// no limit, or none known).
    #[serde(default)]
    pub catch_level: Option<u8>,
}

/// A location reached.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Placed<'a> {
    /// Its id (the game's own).
    pub id: &'a str,
}

/// A gate opened: an encounter method (`surf`, `old-rod`), a field move
/// (`cut`) or a key item (`poke-flute`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Unlock<'a> {
    /// Its id.
    pub gate: &'a str,
    /// For a method met only through another (an SOS ally, a horde, a
    /// DexNav Pokémon): the methods it comes from. Its rows count only
    /// where a row of the same place by one of these counts (empty: a
    /// method of its own).
    #[serde(borrow, default)]
    pub base: Vec<&'a str>,
}

/// A Pokémon received other than in the wild.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Received<'a> {
    /// The species, as the generation's species list names it.
    pub species: &'a str,
    /// `starter`, `gift`, `trade`, `purchase`, `prize`, `fossil`, `static`
    /// or `egg`.
    pub how: &'a str,
    /// The level it comes at (a trade's takes the level of the Pokémon
    /// given).
    #[serde(default)]
    pub level: Option<u8>,
    /// Where.
    pub location: &'a str,
    /// A trade's Pokémon handed over.
    #[serde(borrow, default)]
    pub gives: Option<&'a str>,
    /// The versions that have it (all when absent).
    #[serde(borrow, default)]
    pub versions: Option<Vec<&'a str>>,
    /// Gates it needs.
    #[serde(borrow, default)]
    pub needs: Vec<&'a str>,
    /// The evolution triggers this Pokémon refuses (`use-item`: Yellow's
    /// starter Pikachu will not take an evolution stone); its species can
    /// still evolve so when it is had another way.
    #[serde(borrow, default)]
    pub refuses: Vec<&'a str>,
    /// The starter it is given with, if only with one (Black/White's
    /// Dreamyard monkey: the one strong against the Striaton leader that
    /// starter brings).
    #[serde(borrow, default)]
    pub with_starter: Option<&'a str>,
    /// The group of gifts of which the player gets one only (`odd-egg`,
    /// `mt-moon-fossil`): each can be had, one of them.
    #[serde(borrow, default)]
    pub choice: Option<&'a str>,
}

/// An item had by then: a TM or HM, or an item that evolves.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Item<'a> {
    /// PokeAPI's item id (`moon-stone`, `tm28`).
    pub item: &'a str,
    /// Where.
    pub location: &'a str,
    /// `item-ball`, `hidden`, `gift`, `gym-reward`, `mart`, `prize`, …
    pub how: &'a str,
    /// Gates it needs.
    #[serde(borrow, default)]
    pub needs: Vec<&'a str>,
    /// The versions that have it (all when absent): Sword's gym gives
    /// TM42, Shield's TM77.
    #[serde(borrow, default)]
    pub versions: Option<Vec<&'a str>>,
}

/// A game's encounter file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Encounters<'a> {
    /// The game (version group id).
    pub game: &'a str,
    /// The rows.
    #[serde(borrow)]
    pub encounters: Vec<Encounter<'a>>,
}

/// One species at one location by one method.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Encounter<'a> {
    /// The location id (the story file names it).
    pub location: &'a str,
    /// `walk`, `surf`, `old-rod`, `good-rod`, `super-rod`, `rock-smash`,
    /// `headbutt`, …
    pub method: &'a str,
    /// The species, as the generation's species list names it.
    pub species: &'a str,
    /// The lowest level met.
    pub min: u8,
    /// The highest level met.
    pub max: u8,
    /// The summed slot odds, in percent.
    pub rate: u32,
    /// The versions that have it.
    #[serde(borrow)]
    pub versions: Names<'a>,
    /// What it needs besides the method (PokeAPI's condition values).
    #[serde(borrow)]
    pub conditions: Names<'a>,
    /// Facts the schema has no field for: only those the availability
    /// reads.
    #[serde(borrow, default)]
    pub extra: Option<EncounterExtra<'a>>,
}

/// A game's encounter file in its binary form: each string its rows use
/// once, sorted, in one table, and each row [`ROW`] bytes of ids into it,
/// read where it lies. Decoding checks the table's text once rather than
/// each row's strings, and allocates nothing per row (Sword/Shield has
/// 12,125 rows and 573 strings). Beside the rows, the wild ways worked out
/// from them along the game's story for each version of the pair and for
/// both ([`crate::story::wild`], at build time): a run reads those.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CompactEncounters<'a> {
    /// The game (version group id).
    pub game: &'a str,
    /// The strings, sorted, one after another.
    strings: &'a str,
    /// Where each string of `strings` ends, a little-endian `u32` each (it
    /// starts where the one before ends).
    ends: &'a [u8],
    /// The rows, in the file's order.
    rows: &'a [u8],
    /// The wild ways for each choice of version (`None`: both), [`WAY`]
    /// bytes each ([`WildWay`]); empty for a game without a story.
    #[serde(borrow)]
    ways: Vec<(Option<&'a str>, &'a [u8])>,
}

/// The bytes of a [`WildWay`] in [`CompactEncounters`]: the little-endian
/// `u16` ids of its species, its first checkpoint, the ids of its location
/// and method, then its lowest level and whether only at night (0 or 1).
pub const WAY: usize = 10;

/// One way to have a Pokémon in the wild, its strings as ids of a
/// [`CompactEncounters`] table: one species, from one checkpoint on, at
/// one place by one method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WildWay {
    /// The species' id.
    pub species: u16,
    /// The index of the first checkpoint it counts at.
    pub first: u16,
    /// The location id's id (the first row's of its place).
    pub location: u16,
    /// The method's id.
    pub method: u16,
    /// The lowest level met.
    pub min: u8,
    /// Whether only at night.
    pub night: bool,
}

impl WildWay {
    fn bytes(&self) -> [u8; WAY] {
        let mut out = [0; WAY];
        for (k, id) in [self.species, self.first, self.location, self.method]
            .into_iter()
            .enumerate()
        {
            out[2 * k..2 * k + 2].copy_from_slice(&id.to_le_bytes());
        }
        out[8] = self.min;
        out[9] = u8::from(self.night);
        out
    }

    /// The way of its bytes: fixed places in an array, as [`row`] reads.
    #[inline]
    fn read(r: &[u8; WAY]) -> WildWay {
        let id = |k: usize| u16::from_le_bytes([r[2 * k], r[2 * k + 1]]);
        WildWay {
            species: id(0),
            first: id(1),
            location: id(2),
            method: id(3),
            min: r[8],
            night: r[9] != 0,
        }
    }
}

/// The bytes of a row of [`CompactEncounters`]: the little-endian `u16`
/// ids of its location, method, species, versions, conditions, the
/// event it requires ([`NO_STRING`] for none) and the gates it needs (the
/// lists as [`Names`] writes them), then its lowest and highest level and
/// its `u32` odds.
pub const ROW: usize = 20;

/// The id of no string: a row that requires no event.
pub const NO_STRING: u16 = u16::MAX;

/// One row read from its bytes: fixed places in an array, read without a
/// check of bounds or a call (a question reads the 12,125 rows of
/// Sword/Shield several times).
#[inline]
fn row(r: &[u8; ROW]) -> EncounterRow {
    let id = |k: usize| u16::from_le_bytes([r[2 * k], r[2 * k + 1]]);
    EncounterRow {
        location: id(0),
        method: id(1),
        species: id(2),
        versions: id(3),
        conditions: id(4),
        requires: Some(id(5)).filter(|&i| i != NO_STRING),
        needs: id(6),
        min: r[14],
        max: r[15],
        rate: u32::from_le_bytes([r[16], r[17], r[18], r[19]]),
    }
}

/// One row of [`CompactEncounters`], its strings as ids
/// ([`CompactEncounters::string`]): one species at one location by one
/// method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncounterRow {
    /// The location id's string (the story file names it).
    pub location: u16,
    /// The method's (`walk`, `surf`, …).
    pub method: u16,
    /// The species', as the generation's species list names it.
    pub species: u16,
    /// The versions that have it ([`CompactEncounters::names`]).
    pub versions: u16,
    /// What it needs besides the method (PokeAPI's condition values).
    pub conditions: u16,
    /// The distribution event it needs (no play reaches it), if any.
    pub requires: Option<u16>,
    /// The gates to the part of the location it is met in.
    pub needs: u16,
    /// The lowest level met.
    pub min: u8,
    /// The highest level met.
    pub max: u8,
    /// The summed slot odds, in percent.
    pub rate: u32,
}

impl<'a> Encounters<'a> {
    /// The file in its binary form ([`CompactEncounters`]), written by
    /// postcard, with the wild ways along `story` (the game's, if it has
    /// one) worked out by `ways` ([`crate::story::wild::ways`]) for each
    /// of `editions` (`None` among them: both versions); `Err` when it has
    /// more strings than an id holds.
    pub fn compact(
        &self,
        story: Option<&Story<'_>>,
        editions: &[Option<&str>],
        ways: impl Fn(&Story<'_>, &CompactEncounters<'_>, Option<&str>) -> Vec<WildWay>,
    ) -> Result<Vec<u8>, String> {
        let extra = |e: &Encounter<'a>| e.extra.clone().unwrap_or_default();
        let joined = |names: &[&str]| names.iter().map(|n| format!("{n}{SEPARATOR}")).collect();
        let mut strings: Vec<String> = Vec::new();
        for e in &self.encounters {
            let extra = extra(e);
            strings.extend([e.location, e.method, e.species].map(str::to_owned));
            strings.extend([&e.versions, &e.conditions].map(|n| n.0.to_string()));
            strings.extend(extra.requires.map(str::to_owned));
            strings.push(joined(&extra.needs));
        }
        strings.sort_unstable();
        strings.dedup();
        if strings.len() >= usize::from(NO_STRING) {
            return Err(format!(
                "{} strings, more than a u16 id holds",
                strings.len()
            ));
        }
        let id = |s: &str| {
            let k = strings.binary_search_by(|t| t.as_str().cmp(s));
            u16::try_from(k.expect("every string was added")).expect("counted above")
        };
        let mut rows = Vec::with_capacity(self.encounters.len() * ROW);
        for e in &self.encounters {
            let extra = extra(e);
            let ids = [
                id(e.location),
                id(e.method),
                id(e.species),
                id(&e.versions.0),
                id(&e.conditions.0),
                extra.requires.map_or(NO_STRING, id),
                id(&joined(&extra.needs)),
            ];
            ids.iter().for_each(|i| rows.extend(i.to_le_bytes()));
            rows.extend([e.min, e.max]);
            rows.extend(e.rate.to_le_bytes());
        }
        let mut ends = Vec::with_capacity(strings.len() * 4);
        let mut end = 0u32;
        for s in &strings {
            end += u32::try_from(s.len()).map_err(|_| "a string over 4 GB".to_owned())?;
            ends.extend(end.to_le_bytes());
        }
        let strings = strings.concat();
        let mut compact = CompactEncounters {
            game: self.game,
            strings: &strings,
            ends: &ends,
            rows: &rows,
            ways: Vec::new(),
        };
        let worked_out: Vec<(Option<&str>, Vec<u8>)> = (story.into_iter())
            .flat_map(|story| editions.iter().map(move |&ed| (story, ed)))
            .map(|(story, ed)| {
                let bytes = ways(story, &compact, ed)
                    .into_iter()
                    .flat_map(|w| w.bytes());
                (ed, bytes.collect())
            })
            .collect();
        compact.ways = (worked_out.iter())
            .map(|(ed, bytes)| (*ed, bytes.as_slice()))
            .collect();
        postcard::to_allocvec(&compact).map_err(|e| e.to_string())
    }
}

impl<'a> CompactEncounters<'a> {
    /// Whether the table and what a run reads of it hold together: each
    /// string ends after the one before, on a character boundary, within
    /// the text, the rows and the wild ways are whole, and each wild way
    /// names strings of the table. A run reads the rows' ids only to
    /// compare them ([`CompactEncounters::find`]'s); their strings are
    /// read by name at build time, where the rows were just written, so
    /// they are not checked once more for every run (12,125 rows of
    /// Sword/Shield: 0.3 M instructions).
    pub fn check(&self) -> Result<(), String> {
        let mut start = 0;
        for end in self.ends.chunks(4) {
            let end = u32::from_le_bytes(end.try_into().map_err(|_| "a torn end")?) as usize;
            if end < start || !self.strings.is_char_boundary(end) {
                return Err(format!("a string ends at {end}, after {start}"));
            }
            start = end;
        }
        if !self.ends.len().is_multiple_of(4) || start != self.strings.len() {
            return Err("the string table's ends do not cover its text".into());
        }
        if !self.rows.len().is_multiple_of(ROW) {
            return Err(format!(
                "{} bytes of rows, not a whole number of rows",
                self.rows.len()
            ));
        }
        let count = self.ends.len() / 4;
        if count > usize::from(NO_STRING) {
            return Err(format!("{count} strings, more than an id names"));
        }
        for (edition, bytes) in &self.ways {
            if !bytes.len().is_multiple_of(WAY) {
                return Err(format!("the wild ways of {edition:?} are not whole ways"));
            }
        }
        let ways = self.ways.iter().flat_map(|&(ed, _)| self.ways(ed));
        for way in ways {
            let ids = [way.species, way.location, way.method];
            if ids.iter().any(|&i| usize::from(i) >= count) {
                return Err(format!(
                    "a wild way names a string beyond the table's {count}"
                ));
            }
        }
        Ok(())
    }

    /// The wild ways worked out at build time for `edition` (`None`: both
    /// versions of the pair), in the rows' order; none for a version no
    /// row has, as no row of it counts (of a file that passed
    /// [`CompactEncounters::check`]).
    pub fn ways(&self, edition: Option<&str>) -> impl ExactSizeIterator<Item = WildWay> + '_ {
        let bytes = (self.ways.iter())
            .find(|(ed, _)| *ed == edition)
            .map_or(&[][..], |(_, bytes)| *bytes);
        bytes.as_chunks::<WAY>().0.iter().map(WildWay::read)
    }

    /// The rows, in the file's order.
    pub fn rows(&self) -> impl ExactSizeIterator<Item = EncounterRow> + '_ {
        self.rows.as_chunks::<ROW>().0.iter().map(row)
    }

    /// How many strings the table has: ids are below it.
    pub fn strings(&self) -> usize {
        self.ends.len() / 4
    }

    /// The string of `id` (of a file that passed [`CompactEncounters::check`]).
    pub fn string(&self, id: u16) -> &'a str {
        let end = |k: usize| {
            u32::from_le_bytes(self.ends[4 * k..4 * k + 4].try_into().expect("4 bytes")) as usize
        };
        let k = usize::from(id);
        let start = if k == 0 { 0 } else { end(k - 1) };
        &self.strings[start..end(k)]
    }

    /// The list of ids of `id` (a row's versions, conditions or gates).
    pub fn names(&self, id: u16) -> Names<'a> {
        Names(Cow::Borrowed(self.string(id)))
    }

    /// The id of `string`, if a row uses it.
    pub fn find(&self, string: &str) -> Option<u16> {
        let (mut low, mut high) = (0, self.strings());
        while low < high {
            let mid = (low + high) / 2;
            let id = u16::try_from(mid).ok()?;
            match self.string(id).cmp(string) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => return Some(id),
            }
        }
        None
    }
}

/// The learnsets of one game or generation. Moves are numbers into
/// `moves` and machines numbers into `machines`: a question decodes the
/// learnsets of a few hundred species, each naming dozens of moves, and a
/// number is read and compared where a name is checked as text and
/// matched letter by letter. The JSON names them ([`LearnsetsSource`]);
/// build.rs numbers them.
#[derive(Clone, Debug, Serialize)]
pub struct Learnsets<'a> {
    /// Every move the file names, sorted: what a [`MoveId`] numbers.
    pub moves: Vec<&'a str>,
    /// TM/HM item id (`tm28`) and the move it teaches, sorted by id; empty
    /// for a generation's file (level-up moves only).
    pub machines: Vec<(&'a str, MoveId)>,
    /// Species name → what it learns.
    pub species: LearnsetTable<'a>,
}

/// A move of a [`Learnsets`] file: its index in [`Learnsets::moves`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MoveId(pub u16);

/// The learnsets of one game or generation as `data/learnsets/` writes
/// them: moves and machines by name.
#[derive(Clone, Debug, Deserialize)]
pub struct LearnsetsSource<'a> {
    /// TM/HM item id (`tm28`) → the move it teaches.
    #[serde(borrow, default)]
    pub machines: BTreeMap<&'a str, &'a str>,
    /// Species name → what it learns.
    #[serde(borrow)]
    pub species: BTreeMap<&'a str, LearnsetSource<'a>>,
}

/// What one species learns, as `data/learnsets/` writes it.
#[derive(Clone, Debug, Deserialize)]
pub struct LearnsetSource<'a> {
    /// `(level, move)`, in the source's order.
    #[serde(borrow)]
    pub levelup: Vec<(u8, &'a str)>,
    /// The TM/HM item ids it can be taught.
    #[serde(borrow, default)]
    pub machines: Vec<&'a str>,
}

impl<'a> TryFrom<LearnsetsSource<'a>> for Learnsets<'a> {
    type Error = String;

    /// The moves and machines numbered; an error names a machine a
    /// species is taught that the file's table lacks.
    fn try_from(source: LearnsetsSource<'a>) -> Result<Self, String> {
        let mut moves: Vec<&str> = (source.machines.values().copied())
            .chain(
                source
                    .species
                    .values()
                    .flat_map(|s| s.levelup.iter().map(|&(_, m)| m)),
            )
            .collect();
        moves.sort_unstable();
        moves.dedup();
        let id = |name: &str| {
            let at = moves
                .binary_search(&name)
                .expect("every move named is listed");
            MoveId(u16::try_from(at).expect("fewer than 65,536 moves"))
        };
        let machines: Vec<(&str, MoveId)> = (source.machines.iter())
            .map(|(&item, &m)| (item, id(m)))
            .collect();
        let mut entries = Vec::with_capacity(source.species.len());
        for (name, set) in &source.species {
            let taught = (set.machines.iter()).map(|item| {
                let at = machines.binary_search_by_key(item, |&(i, _)| i);
                let at = at.map_err(|_| format!("{name}: machine {item} is not in the table"))?;
                Ok(u16::try_from(at).expect("fewer than 65,536 machines"))
            });
            let learnset = Learnset {
                levelup: set
                    .levelup
                    .iter()
                    .map(|&(level, m)| (level, id(m)))
                    .collect(),
                machines: taught.collect::<Result<_, String>>()?,
            };
            entries.push((*name, learnset));
        }
        Ok(Learnsets {
            species: LazyTable::decoded(entries)?,
            moves,
            machines,
        })
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Learnsets<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // JSON (build.rs): by name, numbered now.
        if deserializer.is_human_readable() {
            let source = LearnsetsSource::deserialize(deserializer)?;
            return Learnsets::try_from(source).map_err(serde::de::Error::custom);
        }
        let (moves, machines, species) =
            <(Vec<&'a str>, Vec<(&'a str, MoveId)>, _)>::deserialize(deserializer)?;
        Ok(Learnsets {
            moves,
            machines,
            species,
        })
    }
}

/// Species name → what the file says of it, each species' entry decoded
/// when first asked for: a question asks for a few dozen of a file's
/// hundreds or thousand. From JSON, every entry read at once (build.rs);
/// in the binary form the sorted names, then each entry's own postcard
/// bytes. [`LearnsetTable`] and [`AbilityTable`] are its two uses.
#[derive(Clone, Debug, Default)]
pub struct LazyTable<'a, T> {
    /// The species, sorted.
    names: Vec<&'a str>,
    /// Each one's entry in postcard, in the names' order; empty when read
    /// from JSON (then every one is decoded already).
    forms: Vec<&'a [u8]>,
    /// Each one's entry, once decoded.
    decoded: Vec<std::sync::OnceLock<T>>,
}

/// Species name → what it learns.
pub type LearnsetTable<'a> = LazyTable<'a, Learnset>;

/// Species name → its abilities by slot, (slot, ability) in the order of
/// slots (decoding every species' slots was a tenth of a game run).
pub type AbilityTable<'a> = LazyTable<'a, Vec<(&'a str, &'a str)>>;

impl<'a, T: Deserialize<'a>> LazyTable<'a, T> {
    /// The entry of `species`, if the file lists it.
    pub fn get(&self, species: &str) -> Option<&T> {
        Some(self.at(self.position(species)?))
    }

    /// Where the file lists `species`, if it does: an index below
    /// [`LazyTable::len`].
    pub fn position(&self, species: &str) -> Option<usize> {
        self.names.binary_search(&species).ok()
    }

    /// The entry of the species at index `k`.
    pub fn at(&self, k: usize) -> &T {
        self.decoded[k].get_or_init(|| {
            postcard::from_bytes(self.forms[k]).expect("build.rs wrote it from this type")
        })
    }

    /// Whether the file lists `species`.
    pub fn contains_key(&self, species: &str) -> bool {
        self.position(species).is_some()
    }

    /// How many species the file lists.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether the file lists no species.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Every species and its entry, by name.
    pub fn iter(&self) -> impl Iterator<Item = (&'a str, &T)> {
        (self.names.iter().enumerate()).map(|(k, &name)| (name, self.at(k)))
    }

    /// The table of entries read already, `(name, entry)` in any order;
    /// an error names a species listed twice.
    fn decoded(mut entries: Vec<(&'a str, T)>) -> Result<Self, String> {
        entries.sort_by_key(|&(name, _)| name);
        if let Some(w) = entries.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(format!("species {} listed twice", w[0].0));
        }
        let (names, entries): (Vec<_>, Vec<_>) = entries.into_iter().unzip();
        let decoded = entries.into_iter().map(std::sync::OnceLock::from).collect();
        Ok(LazyTable {
            names,
            forms: Vec::new(),
            decoded,
        })
    }

    /// The table in its binary form: names, then each entry's bytes.
    fn binary<D: Deserializer<'a>>(deserializer: D, what: &str) -> Result<Self, D::Error> {
        let (names, forms) = <(Vec<&'a str>, Vec<&'a [u8]>)>::deserialize(deserializer)?;
        if names.len() != forms.len() || !names.is_sorted() {
            return Err(serde::de::Error::custom(format!(
                "{what}: names and forms differ"
            )));
        }
        let decoded = (0..names.len())
            .map(|_| std::sync::OnceLock::new())
            .collect();
        Ok(LazyTable {
            names,
            forms,
            decoded,
        })
    }
}

impl<'t> std::ops::Index<&str> for LearnsetTable<'t> {
    type Output = Learnset;

    fn index(&self, species: &str) -> &Learnset {
        self.get(species).expect("a species the file lists")
    }
}

impl<'t, 'a> IntoIterator for &'t LearnsetTable<'a> {
    type Item = (&'a str, &'t Learnset);
    type IntoIter = Box<dyn Iterator<Item = Self::Item> + 't>;

    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

/// Bytes written as one block (postcard: a length, then the bytes), as
/// `&[u8]` reads them back borrowed.
struct Bytes<'b>(&'b [u8]);

impl Serialize for Bytes<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(self.0)
    }
}

impl<'a, T: Serialize + Deserialize<'a>> Serialize for LazyTable<'a, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut forms = Vec::with_capacity(self.names.len());
        for (_, entry) in self.iter() {
            forms.push(postcard::to_allocvec(entry).map_err(serde::ser::Error::custom)?);
        }
        let forms: Vec<Bytes> = forms.iter().map(|f| Bytes(f)).collect();
        (&self.names, forms).serialize(serializer)
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for LearnsetTable<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // JSON is read as a whole file ([`Learnsets`]'s source form).
        LazyTable::binary(deserializer, "learnsets")
    }
}

/// What one species learns.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Learnset {
    /// `(level, move)`, in the source's order (level 1: known from the
    /// start; level 0: on evolving).
    pub levelup: Vec<(u8, MoveId)>,
    /// The TMs and HMs it can be taught: indices into
    /// [`Learnsets::machines`].
    pub machines: Vec<u16>,
}

/// The moves each Pokémon can know by any in-game means of a generation
/// (`data/learnsets/any-gen-N.json`): level-up, machines, tutors, eggs,
/// the moves a form gains by changing, its pre-evolutions' included.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct AnyLearnsets<'a> {
    /// The games (`data/games.json` ids) whose moves the file describes.
    #[serde(borrow)]
    pub games: Vec<&'a str>,
    /// The moves named, sorted: the species' lists index into it.
    #[serde(borrow)]
    pub moves: Vec<&'a str>,
    /// Species name → the indices of its moves, ascending.
    #[serde(borrow)]
    pub species: BTreeMap<&'a str, Vec<u16>>,
}

/// The moves of a generation.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Moves<'a> {
    /// The moves; in the binary form, sorted by name (build.rs).
    #[serde(borrow)]
    pub moves: Vec<Move<'a>>,
}

/// One move, as the generation has it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its type in the generation (Bite is Normal in generation 1).
    #[serde(rename = "type")]
    pub kind: &'a str,
    /// Its power.
    pub power: u16,
    /// Whether it counts as an attack: damage that type effectiveness
    /// scales (data/README.md "The attack rule").
    pub attack: bool,
    /// Whether its type varies (Hidden Power, Weather Ball, …).
    pub variable: bool,
    /// Whether it takes two turns, the first to charge (Solar Beam, Fly,
    /// Dig: Showdown's `charge` flag).
    #[serde(default)]
    pub charge: bool,
    /// Whether the user must recharge the turn after (Hyper Beam:
    /// Showdown's `recharge` flag).
    #[serde(default)]
    pub recharge: bool,
}

/// The moves that work only under a condition a plan cannot promise
/// (`data/moves/unreliable.json`): not attacks unless `--all-moves`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Unreliable<'a> {
    /// The moves, by name.
    #[serde(borrow)]
    pub moves: Vec<UnreliableMove<'a>>,
}

/// One move that cannot be leaned on, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnreliableMove<'a> {
    /// Its name, as the move files spell it.
    pub name: &'a str,
    /// Why it cannot be leaned on, in a player's words.
    pub why: &'a str,
    /// The Pokémon for which the condition always holds (Hoopa Unbound's
    /// Hyperspace Fury), if any.
    #[serde(borrow, default)]
    pub except: Vec<&'a str>,
}

/// What changes how moves are learnt in each game
/// (`data/moves/learning.json`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameLearning<'a> {
    /// One entry per game with a story.
    #[serde(borrow)]
    pub games: Vec<LearningRules<'a>>,
}

/// One game's rules of learning.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LearningRules<'a> {
    /// The game (version group id).
    pub game: &'a str,
    /// The move relearner, if the game has one that the player can use
    /// before the end of the story file.
    #[serde(borrow, default)]
    pub relearner: Option<Relearner<'a>>,
    /// Whether a Pokémon received in an in-game trade comes at the level
    /// of the one handed over (else, when the story gives no level, it is
    /// counted from level 1).
    #[serde(default)]
    pub trade_at_given_level: bool,
}

/// A move relearner: who reteaches a Pokémon's own level-up moves up to
/// its level.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Relearner<'a> {
    /// The checkpoint from which it can be used (`before` of the story's
    /// checkpoint: its place is reached and its fee can be paid by then).
    pub from: &'a str,
    /// Where it is, as answers name it.
    pub place: &'a str,
}

/// The evolution file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Evolutions<'a> {
    /// Every version group, in release order.
    #[serde(borrow)]
    pub version_groups: Vec<&'a str>,
    /// The rows.
    #[serde(borrow)]
    pub evolutions: Vec<Evolution<'a>>,
}

impl<'a> Evolutions<'a> {
    /// The rows that hold in version group `group`: from the group they
    /// hold since, up to the one they hold until.
    pub fn of_group(&self, group: &str) -> impl Iterator<Item = &Evolution<'a>> {
        let at = |g: &str| self.version_groups.iter().position(|v| *v == g);
        let here = at(group);
        self.evolutions.iter().filter(move |e| {
            let (Some(here), Some(since)) = (here, at(e.since)) else {
                return false;
            };
            since <= here && e.until.and_then(at).is_none_or(|until| here <= until)
        })
    }

    /// The file in its binary form: [`GroupedEvolutions`], each version
    /// group's rows ([`Evolutions::of_group`]) in postcard bytes of their
    /// own.
    pub fn grouped(&self) -> Result<Vec<u8>, postcard::Error> {
        let rows = (self.version_groups.iter())
            .map(|&g| {
                Ok((
                    g,
                    postcard::to_allocvec(&self.of_group(g).collect::<Vec<_>>())?,
                ))
            })
            .collect::<Result<Vec<(&str, Vec<u8>)>, postcard::Error>>()?;
        let groups = rows.iter().map(|(g, bytes)| (*g, bytes.as_slice()));
        postcard::to_allocvec(&GroupedEvolutions {
            groups: groups.collect(),
        })
    }
}

/// The evolution file in its binary form: for each version group, the
/// postcard bytes of the rows that hold in it (a `Vec` of [`Evolution`]),
/// so that a run decodes its game's few hundred rows, not every row of
/// every generation with the groups' ranges worked out for each.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GroupedEvolutions<'a> {
    /// Each version group, in release order, with its rows' bytes.
    #[serde(borrow)]
    pub groups: Vec<(&'a str, &'a [u8])>,
}

/// One way one species evolves into another.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Evolution<'a> {
    /// The species before, as the species lists name it.
    pub from: &'a str,
    /// The species after.
    pub to: &'a str,
    /// `level-up`, `use-item`, `trade`, `shed`, …
    pub trigger: &'a str,
    /// The lowest level (level-up).
    pub min_level: Option<u8>,
    /// The item used (use-item).
    #[serde(borrow)]
    pub item: Option<&'a str>,
    /// The item held (trade, level-up).
    #[serde(borrow)]
    pub held_item: Option<&'a str>,
    /// A move it must know.
    #[serde(borrow)]
    pub known_move: Option<&'a str>,
    /// A type of move it must know.
    #[serde(borrow)]
    pub known_move_type: Option<&'a str>,
    /// Friendship needed.
    pub min_happiness: Option<u16>,
    /// Beauty needed.
    pub min_beauty: Option<u16>,
    /// Affection needed.
    pub min_affection: Option<u16>,
    /// `day` or `night`.
    #[serde(borrow)]
    pub time_of_day: Option<&'a str>,
    /// A place it must level up at (PokeAPI's location id).
    #[serde(borrow)]
    pub location: Option<&'a str>,
    /// A species in the party.
    #[serde(borrow)]
    pub party_species: Option<&'a str>,
    /// The species a trade is for.
    #[serde(borrow)]
    pub trade_species: Option<&'a str>,
    /// The first version group it holds in.
    pub since: &'a str,
    /// The last version group it holds in, if it stopped.
    #[serde(borrow)]
    pub until: Option<&'a str>,
}

/// The rules of a story file's `extra` that the program reads.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StoryExtra<'a> {
    /// Evolutions into a national number above a bound wait for a
    /// checkpoint ([`Story::evolution_lock`]).
    #[serde(borrow, default)]
    pub evolution_lock: Option<EvolutionLock<'a>>,
    /// What the story leaves out, and why ([`Story::event_only`]).
    #[serde(borrow, default)]
    pub excluded: Vec<Excluded<'a>>,
    /// What each evolution condition needs (`friendship`, `beauty`,
    /// `affection`, `time-of-day`): the gate that meets it from the checkpoint it is
    /// opened at ([`Story::condition`]).
    #[serde(borrow, default)]
    pub conditions: BTreeMap<&'a str, Condition<'a>>,
}

/// A way the story leaves out (`extra.excluded`): the species it gives and
/// what it requires that no play reaches (`event`: a distribution event).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Excluded<'a> {
    /// The species it gives (given with `requires` only).
    #[serde(borrow, default)]
    pub species: Vec<&'a str>,
    /// What it requires, if it is said.
    #[serde(borrow, default)]
    pub requires: Option<&'a str>,
}

/// How a story meets one evolution condition.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Condition<'a> {
    /// The gate (an `unlocks` entry) from whose checkpoint the condition is
    /// met; none: met from the first checkpoint (walking raises
    /// friendship). A gate no checkpoint opens: never met.
    #[serde(borrow, default)]
    pub gate: Option<&'a str>,
}

/// FireRed/LeafGreen's National Pokédex rule: no evolution into a
/// national number above `max_national` before checkpoint `until`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EvolutionLock<'a> {
    /// The checkpoint (a gym id, or [`END`]) from which the bound is lifted.
    pub until: &'a str,
    /// The highest national number reachable before then.
    #[serde(default = "kanto_dex")]
    pub max_national: u16,
}

fn kanto_dex() -> u16 {
    151
}

/// The facts of an encounter row's `extra` that the availability reads.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct EncounterExtra<'a> {
    /// A distribution event the row needs (no play reaches it).
    #[serde(borrow, default)]
    pub requires: Option<&'a str>,
    /// The gates to the part of the location the row is met in (Route 1's
    /// dark grass across the water: `surf`), beside its method's.
    #[serde(borrow, default)]
    pub needs: Vec<&'a str>,
}

/// A species list, `data/species/gen-N.json` (data/README.md "The
/// species"), as written.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpeciesFile<'a> {
    /// The generation.
    pub generation: u8,
    /// The forms, in the file's order.
    #[serde(borrow)]
    pub species: Vec<SpeciesEntry<'a>>,
}

/// One form of a species list, as written.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SpeciesEntry<'a> {
    /// The name.
    pub name: String,
    /// The national number.
    pub num: u16,
    /// The typing, as text (`Rock-Ground`); borrowed where it can be, as
    /// it is read only to be parsed (a game run reads a thousand and more).
    #[serde(borrow)]
    pub typing: Cow<'a, str>,
    /// The species' own first type, when it is not the typing's first
    /// (the typing's types are sorted: Pelipper is `Flying-Water`, first
    /// type Water).
    #[serde(borrow, default)]
    pub first_type: Option<Cow<'a, str>>,
    /// The base stat total.
    pub bst: u16,
    /// Whether no evolution of it exists in the generation.
    pub fully_evolved: bool,
    /// Showdown's `isNonstandard` flag.
    pub nonstandard: Option<String>,
    /// The held item the form needs.
    pub item: Option<String>,
    /// A battle-only form's origin and trigger.
    pub battle_form: Option<BattleForm>,
    /// Showdown's classes of rare Pokémon the form is in (`Sub-Legendary`,
    /// `Restricted Legendary`, `Mythical`, `Ultra Beast`, `Paradox`); the
    /// files leave the field out when there is none.
    #[serde(default)]
    pub tags: Vec<String>,
}

impl SpeciesEntry<'_> {
    /// Where the form goes in a Pokédex's order (typing, then fully
    /// evolved first, then base stat total, highest first), given its
    /// typing's sort key: the three packed into one number, which compares
    /// faster than a tuple of them. `build.rs` writes each species file in
    /// this order (then by name), so that a run finds it sorted.
    pub fn order(&self, typing_key: u32) -> u64 {
        species_order(typing_key, self.fully_evolved, self.bst)
    }
}

/// [`SpeciesEntry::order`] of a form of typing key `typing_key`.
pub fn species_order(typing_key: u32, fully_evolved: bool, bst: u16) -> u64 {
    u64::from(typing_key) << 32 | u64::from(!fully_evolved) << 16 | u64::from(u16::MAX - bst)
}

/// A species list in its compiled form (`build.rs`): the forms in the
/// order a Pokédex keeps them, their names composed, their typings as
/// bits, so that a run parses no type name.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CompiledSpecies<'a> {
    /// The generation.
    pub generation: u8,
    /// The forms, in a Pokédex's order.
    #[serde(borrow)]
    pub species: Vec<CompiledForm<'a>>,
}

/// One form of a compiled species list: [`SpeciesEntry`] with its typing
/// read.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CompiledForm<'a> {
    /// The name, composed (`Flabébé`).
    pub name: &'a str,
    /// The national number.
    pub num: u16,
    /// The typing's bits (`Typing::bits`).
    pub typing: u32,
    /// The index of its first type as the species lists it (`Type::index`).
    pub first_type: u8,
    /// The base stat total.
    pub bst: u16,
    /// Whether no evolution of it exists in the generation.
    pub fully_evolved: bool,
    /// Showdown's `isNonstandard` flag.
    pub nonstandard: Option<&'a str>,
    /// The held item the form needs.
    pub item: Option<&'a str>,
    /// A battle-only form's origin and trigger.
    pub battle_form: Option<(&'a str, &'a str)>,
    /// Showdown's classes of rare Pokémon the form is in.
    pub tags: Vec<&'a str>,
}

/// Where a battle-only form comes from.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattleForm {
    /// The form it comes from.
    pub from: String,
    /// What triggers it.
    pub trigger: String,
}

/// The fields of a Pokédex file (`data/dex/<dex>.json`) the program uses.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DexFile<'a> {
    /// Its name for people.
    pub name: &'a str,
    /// Its identifier, the file name.
    pub identifier: &'a str,
    /// Its species, in its own order.
    pub species: Vec<DexEntry>,
}

/// One species of a Pokédex file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DexEntry {
    /// The national number.
    pub national: u16,
}

/// `data/dex/versions.json`: version group → its Pokédexes' identifiers.
pub type DexVersions<'a> = BTreeMap<&'a str, Vec<&'a str>>;

/// A list of ids (an encounter row's versions or conditions): a JSON array
/// of strings in the files, one string of them joined by `SEPARATOR` in the
/// binary form, so that a row decodes without allocating (a game has up to
/// 12,125 rows, each with two lists).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names<'a>(Cow<'a, str>);

/// Between the ids of [`Names`] in the binary form: no id holds it.
const SEPARATOR: char = '\n';

impl<'a> Names<'a> {
    /// The ids, in the file's order.
    pub fn iter(&self) -> impl Iterator<Item = &str> {
        self.0.split(SEPARATOR).filter(|s| !s.is_empty())
    }

    /// Whether `id` is one of them.
    pub fn contains(&self, id: &str) -> bool {
        self.iter().any(|n| n == id)
    }
}

impl Serialize for Names<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !serializer.is_human_readable() {
            return serializer.serialize_str(&self.0);
        }
        let mut seq = serializer.serialize_seq(None)?;
        for name in self.iter() {
            seq.serialize_element(name)?;
        }
        seq.end()
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Names<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Joined;
        impl<'de> Visitor<'de> for Joined {
            type Value = Names<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of ids")
            }
            fn visit_borrowed_str<E: serde::de::Error>(
                self,
                v: &'de str,
            ) -> Result<Self::Value, E> {
                Ok(Names(Cow::Borrowed(v)))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut joined = String::new();
                while let Some(name) = seq.next_element::<Cow<'de, str>>()? {
                    if name.is_empty() || name.contains(SEPARATOR) {
                        return Err(serde::de::Error::custom(format!("bad id {name:?}")));
                    }
                    joined.push_str(&name);
                    joined.push(SEPARATOR);
                }
                Ok(Names(Cow::Owned(joined)))
            }
        }
        if deserializer.is_human_readable() {
            deserializer.deserialize_seq(Joined)
        } else {
            deserializer.deserialize_str(Joined)
        }
    }
}

/// The abilities that change a type matchup, `data/abilities/effects.json`
/// (data/README.md "Abilities and Tera"): what each does, as data.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct AbilityEffects<'a> {
    /// The abilities, by name.
    #[serde(borrow)]
    pub abilities: Vec<AbilityEffect<'a>>,
}

/// One ability's effect on matchups.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AbilityEffect<'a> {
    /// Its name (`Levitate`).
    pub name: &'a str,
    /// `attacker` or `defender`: whose moves or whose matchups it changes.
    pub side: &'a str,
    /// What it does (`immune`, `halve`, `filter`, `wonder-guard`,
    /// `scrappy`, `type-change`, `ignore-ability`, `tinted-lens`,
    /// `super-effective-boost`).
    pub kind: &'a str,
    /// The move types it acts on, where its kind has them.
    #[serde(borrow, default)]
    pub types: Vec<&'a str>,
    /// A type change's move type before (`*`: any).
    #[serde(default)]
    pub from: Option<&'a str>,
    /// A type change's move type after.
    #[serde(default)]
    pub to: Option<&'a str>,
    /// Which moves a type change acts on: `all` or `sound`.
    #[serde(default)]
    pub moves: Option<&'a str>,
    /// The damage factor of `halve`, `filter` and the attacker's boosts.
    #[serde(default)]
    pub factor: Option<f64>,
    /// Whether Mold Breaker, Teravolt and Turboblaze ignore it.
    #[serde(default)]
    pub breakable: bool,
    /// The first generation with the effect.
    pub since: u8,
}

/// The abilities each species can have in one generation,
/// `data/abilities/gen-N.json`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SpeciesAbilities<'a> {
    /// The generation.
    pub generation: u8,
    /// The species, by name.
    #[serde(borrow)]
    pub species: AbilityTable<'a>,
}

impl<'de: 'a, 'a> Deserialize<'de> for AbilityTable<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // JSON (build.rs): the file's list of species, every one read now.
        if deserializer.is_human_readable() {
            let list = Vec::<SpeciesAbility<'a>>::deserialize(deserializer)?;
            let entries = list.into_iter().map(|s| (s.name, s.abilities)).collect();
            return LazyTable::decoded(entries).map_err(serde::de::Error::custom);
        }
        LazyTable::binary(deserializer, "abilities")
    }
}

/// One species' abilities, by slot: `0`, `1`, `H` (hidden), `S` (special).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SpeciesAbility<'a> {
    /// The species' name, as the species list has it.
    pub name: &'a str,
    /// Slot → ability, in the order of slots: a map in the JSON, a list
    /// of pairs here (a species has at most four; a B-tree each was most
    /// of decoding the file, and 190 KB of heap in generation 4).
    #[serde(borrow, deserialize_with = "slots", serialize_with = "as_map")]
    pub abilities: Vec<(&'a str, &'a str)>,
}

/// A map of slots to abilities read as its pairs, in the order of slots;
/// a slot named twice is an error.
fn slots<'de: 'a, 'a, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<(&'a str, &'a str)>, D::Error> {
    struct Slots<'a>(std::marker::PhantomData<&'a ()>);
    impl<'de: 'a, 'a> Visitor<'de> for Slots<'a> {
        type Value = Vec<(&'a str, &'a str)>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map of slots to abilities")
        }
        fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Self::Value, M::Error> {
            let mut pairs = Vec::with_capacity(map.size_hint().unwrap_or(0));
            while let Some(pair) = map.next_entry::<&'a str, &'a str>()? {
                pairs.push(pair);
            }
            pairs.sort_unstable_by_key(|&(slot, _)| slot);
            if let Some(w) = pairs.windows(2).find(|w| w[0].0 == w[1].0) {
                return Err(serde::de::Error::custom(format!(
                    "slot {} named twice",
                    w[0].0
                )));
            }
            Ok(pairs)
        }
    }
    deserializer.deserialize_map(Slots(std::marker::PhantomData))
}

/// The pairs of [`SpeciesAbility::abilities`] written as the map they are.
fn as_map<S: Serializer>(pairs: &[(&str, &str)], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_map(pairs.iter().map(|(slot, name)| (slot, name)))
}

/// The counted trainers' Pokémon of one game with their abilities,
/// `data/abilities/trainers/<game>.json`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Trainers<'a> {
    /// The game (version group id).
    pub game: &'a str,
    /// Its generation.
    pub generation: u8,
    /// The battles, in the game extract's order.
    #[serde(borrow)]
    pub battles: Vec<Battle<'a>>,
}

/// One counted battle.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Battle<'a> {
    /// The gym id (`G1`, `E4`).
    pub gym: &'a str,
    /// The versions of the game file it is fought in; none: every one.
    #[serde(borrow, default)]
    pub version: Option<Vec<&'a str>>,
    /// The trainer.
    pub trainer: &'a str,
    /// The party, in order.
    #[serde(borrow)]
    pub party: Vec<Foe<'a>>,
}

/// One of a trainer's Pokémon, as it matters to a matchup.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Foe<'a> {
    /// The species.
    pub species: &'a str,
    /// Its ability.
    pub ability: &'a str,
    /// Its types.
    #[serde(borrow)]
    pub types: Vec<&'a str>,
    /// The types of its attacking moves.
    #[serde(borrow)]
    pub attacks: Vec<&'a str>,
    /// Whether it Terastallizes.
    #[serde(default)]
    pub terastallizes: bool,
    /// Its Tera type.
    #[serde(default)]
    pub tera_type: Option<&'a str>,
}

/// The leaders' parties of one game as the game has them,
/// `data/parties/<game>.json` (data/README.md, "Leaders' parties").
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Parties<'a> {
    /// The game (version group id).
    pub game: &'a str,
    /// The battles, in the game extract's order.
    #[serde(borrow)]
    pub battles: Vec<PartyBattle<'a>>,
}

/// One counted battle and its party.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PartyBattle<'a> {
    /// The gym id (`G1`, `E4`).
    pub gym: &'a str,
    /// The versions of the game file it is fought in (a version, or a
    /// version and starter); none: every one.
    #[serde(borrow, default)]
    pub version: Option<Vec<&'a str>>,
    /// The trainer.
    pub trainer: &'a str,
    /// The party, in order.
    #[serde(borrow)]
    pub party: Vec<PartyMon<'a>>,
}

/// One of a leader's Pokémon.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PartyMon<'a> {
    /// The species, as Showdown names it.
    pub species: &'a str,
    /// Its level.
    pub level: u8,
    /// Its moves, in the game's order.
    #[serde(borrow)]
    pub moves: Vec<&'a str>,
    /// Its ability (none in generations 1 and 2).
    #[serde(borrow, default)]
    pub ability: Option<&'a str>,
    /// Its held item, where the source gives one.
    #[serde(borrow, default)]
    pub item: Option<&'a str>,
    /// The type it Terastallizes into (Scarlet/Violet), if it does.
    #[serde(borrow, default)]
    pub tera_type: Option<&'a str>,
}
