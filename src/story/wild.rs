//! The wild ways of a game, worked out at build time: which rows of its
//! encounter table count, from which checkpoint, for each version of the
//! pair (and both together), as [`crate::data::schema::WildWay`]s that
//! `build.rs` writes into the encounters' binary form. None of it depends
//! on the question (the starter, `--trade`, the level caps), so a run reads
//! the ways instead of working them out from up to 12,125 rows. `build.rs`
//! includes this file as it is, as it does `src/data/schema.rs`; the rules
//! are [`crate::story::availability`]'s (the module's comment lists them),
//! and tests/availability.rs checks the compiled ways against [`ways`].

use std::collections::HashMap;

use crate::data::schema::{Checkpoint, CompactEncounters, EncounterRow, Story, WildWay};

/// Whether an encounter condition counts in play by default, at the
/// checkpoint after the Elite Four (`end`) or before it.
///
/// ```
/// use pokelinks::story::availability::counts;
/// assert_eq!(counts("time-night", false), Some(true));
/// assert_eq!(counts("swarm-yes", false), Some(false));
/// assert_eq!(counts("story-progress-national-dex", false), Some(false));
/// assert_eq!(counts("story-progress-national-dex", true), Some(true));
/// assert_eq!(counts("something-new", false), None);
/// ```
pub fn counts(condition: &str, at_end: bool) -> Option<bool> {
    let play = [
        "time-",
        "weekday-",
        "season-",
        "weather-",
        "great-marsh-",
        "honey-tree-group-",
        "headbutt-tree-",
        "berry-tree-type-",
        "trash-can-type-",
        "bug-catching-contest-",
        "backlot-",
    ];
    let before_end = [
        "story-progress-before-national-dex",
        "story-progress-before-hall-of-fame",
    ];
    let after_end = [
        "story-progress-national-dex",
        "story-progress-hall-of-fame",
        "story-progress-finished-looker-sidequest",
        "other-captured-all-ultra-beasts",
    ];
    let off = [
        "swarm-",
        "radar-",
        "slot2-",
        "radio-",
        "max-den-",
        "friend-safari-slot-",
    ];
    if before_end.contains(&condition) || play.iter().any(|p| condition.starts_with(p)) {
        Some(true)
    } else if after_end.contains(&condition) {
        Some(at_end)
    } else if off.iter().any(|p| condition.starts_with(p)) {
        Some(false)
    } else {
        None
    }
}

/// The checkpoint at which each location of `story` is first reached and
/// each gate first opened.
pub fn firsts<'s, S: std::hash::BuildHasher + Default>(
    story: &Story<'s>,
) -> (HashMap<&'s str, usize, S>, HashMap<&'s str, usize, S>) {
    let mut reached = HashMap::default();
    let mut opened = HashMap::default();
    for (k, c) in story.checkpoints.iter().enumerate() {
        for p in &c.locations {
            reached.entry(p.id).or_insert(k);
        }
        for u in &c.unlocks {
            opened.entry(u.gate).or_insert(k);
        }
    }
    (reached, opened)
}

/// The ways to have a Pokémon in the wild along `story` in `edition`
/// (`None`: every version of the pair): each row of `encounters` that
/// counts (`wild_from`, `Derived`), in the rows' order; rows that
/// differ only in what the way does not say (the weather, the odds, the
/// highest level, which part of a place: the areas of the Great Marsh all
/// read "Great Marsh") are one way, kept once, at the lowest level met.
pub fn ways(
    story: &Story<'_>,
    encounters: &CompactEncounters<'_>,
    edition: Option<&str>,
) -> Vec<WildWay> {
    let (reached, opened) = firsts(story);
    let last = story.checkpoints.len().saturating_sub(1);
    let meaning = Meanings::of(story, encounters, &reached, &opened, edition);
    let firsts: Vec<Option<usize>> = (encounters.rows())
        .map(|e| wild_from(&e, &meaning, &story.checkpoints, last))
        .collect();
    let derived = Derived::of(story, encounters, &meaning, &firsts);
    let mut out: Vec<WildWay> = Vec::new();
    let mut seen: HashMap<_, usize> = HashMap::new();
    for (e, first) in encounters.rows().zip(firsts) {
        let place = meaning.place[usize::from(e.location)];
        if let Some(first) = first.and_then(|f| derived.from(&e, f, place)) {
            let first = u16::try_from(first).expect("a story has fewer than 65,536 checkpoints");
            let night = meaning.night[usize::from(e.conditions)];
            let key = (e.species, first, place, e.method, night);
            if let Some(&i) = seen.get(&key) {
                let way: &mut WildWay = &mut out[i];
                way.min = way.min.min(e.min);
                continue;
            }
            seen.insert(key, out.len());
            out.push(WildWay {
                species: e.species,
                first,
                location: e.location,
                method: e.method,
                min: e.min,
                night,
            });
        }
    }
    out
}

/// What each string of a game's encounter table means to the rules of a
/// wild row, indexed by its id: worked out once a string rather than once
/// a row.
struct Meanings {
    /// As a location: the checkpoint it is reached at.
    reached: Vec<Option<usize>>,
    /// As a location: its place, as answers name it (the index of the
    /// name among the table's places: rows of one place are one way).
    place: Vec<usize>,
    /// As a method: the checkpoint it is had from (`walk` at once, a
    /// gate once it is opened).
    method: Vec<Option<usize>>,
    /// As a list of gates: the checkpoint the last of them is opened at.
    gates: Vec<Option<usize>>,
    /// As a list of versions: whether the chosen one is among them.
    edition: Vec<bool>,
    /// As a list of conditions: `None` when they never count in play,
    /// `Some(true)` when only after the Elite Four ([`counts`]).
    late: Vec<Option<bool>>,
    /// As a list of conditions: whether only at night.
    night: Vec<bool>,
}

impl Meanings {
    fn of(
        story: &Story<'_>,
        encounters: &CompactEncounters<'_>,
        reached: &HashMap<&str, usize>,
        opened: &HashMap<&str, usize>,
        edition: Option<&str>,
    ) -> Meanings {
        let ids = || (0..encounters.strings()).filter_map(|k| u16::try_from(k).ok());
        let strings = || ids().map(|id| encounters.string(id));
        let lists = || ids().map(|id| encounters.names(id));
        let mut places: HashMap<&str, usize> = HashMap::new();
        let place = (strings())
            .map(|s| {
                let next = places.len();
                *places.entry(story.location_name(s)).or_insert(next)
            })
            .collect();
        let gate = |g: &str| opened.get(g).copied();
        Meanings {
            reached: strings().map(|s| reached.get(s).copied()).collect(),
            place,
            method: strings()
                .map(|m| if m == "walk" { Some(0) } else { gate(m) })
                .collect(),
            gates: lists()
                .map(|l| l.iter().try_fold(0, |at, g| Some(at.max(gate(g)?))))
                .collect(),
            edition: lists()
                .map(|l| edition.is_none_or(|ed| l.contains(ed)))
                .collect(),
            late: lists()
                .map(|l| {
                    l.iter().try_fold(false, |late, c| match counts(c, false) {
                        Some(true) => Some(late),
                        Some(false) if counts(c, true) == Some(true) => Some(true),
                        _ => None,
                    })
                })
                .collect(),
            night: lists().map(|l| l.contains("time-night")).collect(),
        }
    }
}

/// The first checkpoint a wild row counts at, if it ever does.
fn wild_from(
    e: &EncounterRow,
    meaning: &Meanings,
    checkpoints: &[Checkpoint<'_>],
    last: usize,
) -> Option<usize> {
    if e.requires.is_some() || !meaning.edition[usize::from(e.versions)] {
        return None;
    }
    let mut first = meaning.reached[usize::from(e.location)]?;
    first = first.max(meaning.method[usize::from(e.method)]?);
    first = first.max(meaning.gates[usize::from(e.needs)]?);
    // A game that caps the level it lets the player catch (Sword/Shield,
    // by the badges held) counts a row from where its lowest level may be
    // caught.
    let catchable = |c: &Checkpoint<'_>| c.catch_level.is_none_or(|most| e.min <= most);
    first += checkpoints[first..].iter().position(catchable)?;
    if meaning.late[usize::from(e.conditions)]? {
        first = first.max(last);
    }
    Some(first)
}

/// The methods met only through another (`sos`: an ally called by a
/// Pokémon met in the grass, on the water or on a rod; `horde`; `dex-nav`):
/// the story's gates with a `base`, and when each place first has a row of
/// each base method that counts. A derived row counts from the first
/// checkpoint a base row of its place (its name, as answers say it) does,
/// and never where none does (Hau'oli City's beachfront SOS Mareanie waits
/// for the Super Rod that fishes its callers).
struct Derived {
    /// By method id: the ids of its base methods, if it is derived (a
    /// base method no row has is left out: it is never met).
    base: Vec<Option<Vec<u16>>>,
    /// (place, method id) → the first checkpoint a row counts at.
    met: HashMap<(usize, u16), usize>,
}

impl Derived {
    /// `firsts`: each row's own first checkpoint ([`wild_from`]), in the
    /// order of the rows of `encounters`.
    fn of(
        story: &Story<'_>,
        encounters: &CompactEncounters<'_>,
        meaning: &Meanings,
        firsts: &[Option<usize>],
    ) -> Derived {
        let bases: HashMap<&str, &[&str]> = (story.checkpoints.iter())
            .flat_map(|c| &c.unlocks)
            .filter(|u| !u.base.is_empty())
            .map(|u| (u.gate, u.base.as_slice()))
            .collect();
        let base: Vec<Option<Vec<u16>>> = (0..encounters.strings())
            .filter_map(|k| u16::try_from(k).ok())
            .map(|id| {
                let methods = bases.get(encounters.string(id))?;
                Some(methods.iter().filter_map(|m| encounters.find(m)).collect())
            })
            .collect();
        let mut met: HashMap<(usize, u16), usize> = HashMap::new();
        for (e, &first) in encounters.rows().zip(firsts) {
            if base[usize::from(e.method)].is_some() {
                continue;
            }
            if let Some(first) = first {
                let key = (meaning.place[usize::from(e.location)], e.method);
                let at = met.entry(key).or_insert(first);
                *at = (*at).min(first);
            }
        }
        Derived { base, met }
    }

    /// The first checkpoint row `e` of `place`, counting from `first` by
    /// itself, counts at once its base is met (`first` for a method of its
    /// own).
    fn from(&self, e: &EncounterRow, first: usize, place: usize) -> Option<usize> {
        let Some(base) = &self.base[usize::from(e.method)] else {
            return Some(first);
        };
        let met = base
            .iter()
            .filter_map(|m| self.met.get(&(place, *m)))
            .min()?;
        Some(first.max(*met))
    }
}
