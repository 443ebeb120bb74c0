//! What a team can attack with: for the Pokémon a player can have, the
//! moves each can know by a story point, and so the attack types they
//! bring and who brings each, with which move and how it is learnt.
//!
//! The rule (data/README.md "How a team attacks"): a Pokémon is had by
//! ways ([`Origin`]): met (caught or received) at a level, or evolved from
//! an earlier form that is itself had some way. Along each way,
//!
//! - a form met at level `m` knows the moves it is met with (the last four
//!   of its level-up moves up to `m`, as the games fill a new Pokémon's
//!   moves) and learns its level-up moves above `m` up to the level cap;
//! - a form had by evolving is had from the level it evolves at: the
//!   lowest it can (the evolution's minimum level, and one level above the
//!   earlier form's lowest when it evolves on levelling up; the earlier
//!   form's own lowest for an item or a trade) when the evolution has a
//!   minimum level, any from that lowest up to the cap when it has none (a
//!   stone, a trade, friendship: the player chooses when); it keeps the
//!   moves the earlier form knew by that level, and learns its own
//!   level-up moves from that level up to the cap (not its level-1 moves;
//!   its level-0 moves, learnt on evolving in generations 7 and later,
//!   yes);
//! - a Pokémon received in a trade whose level the story does not give is
//!   met at the lowest level of the one handed over where the game sets it
//!   so (data/moves/learning.json), else at level 1;
//! - where the game's move relearner is reached by then, every form on the
//!   way can relearn its own level-up moves up to the level it can be as
//!   that form (only the current form's: the relearners of generations 3
//!   and 4 teach the moves of the Pokémon's own species);
//! - and the TMs and HMs had by then that any form on the way can be taught.
//!
//! A move counts when the moves file says it is an attack (damage that type
//! effectiveness scales: not status, fixed-damage, counter or one-hit-KO
//! moves; data/README.md "The attack rule"), of the type it has in the
//! game's generation, and it can be leaned on: the moves of
//! data/moves/unreliable.json (Dream Eater, Focus Punch, Fake Out, …) only
//! with `--all-moves`. Moves whose type varies (Hidden Power, Weather
//! Ball, …) are left out: their type is not the player's to plan with.
//! Moves that take two turns or recharge count, said so.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::collections::hash_map::Entry;
use std::sync::{Arc, Mutex, MutexGuard};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::data::learnsets::{Learnset, Learnsets, MoveId, Moves, Unreliable};
use crate::data::schema::Move;
use crate::typing::Type;

/// The most moves a Pokémon knows at once.
pub const MOVES: usize = 4;

/// Who brings an attack type: a Pokémon, the move, and how it learns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bringer {
    /// The Pokémon, as the species list names it.
    pub pokemon: String,
    /// The move.
    pub move_name: String,
    /// How it learns it by then: `level 8`, `level 13 as Bulbasaur`,
    /// `TM28, Cerulean City`, `relearnt, Fallarbor Town`; followed by
    /// `; two turns` or `; recharges` for such a move (see `note`).
    pub learned: String,
    /// The TM or HM it learns it by (`tm28`), if it learns it by none
    /// other way.
    pub machine: Option<&'static str>,
    /// Whether the move has one of the Pokémon's own types (same-type moves
    /// come first).
    pub same_type: bool,
    /// The move's power.
    pub power: u16,
    /// `two turns` (it charges first: Solar Beam, Fly, Dig) or `recharges`
    /// (Hyper Beam); `None` for a move that hits every turn.
    pub note: Option<&'static str>,
}

/// A way to have a form by then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Met (caught, received) at this level.
    Met(u8),
    /// Received in a trade for a Pokémon handed over, at its level.
    Traded {
        /// The Pokémon handed over, and how it is had.
        gives: Form,
    },
    /// Evolved from an earlier form.
    Evolved {
        /// The earlier form, and how it is had.
        from: Form,
        /// The evolution's minimum level, if it has one.
        level: Option<u8>,
        /// Whether it evolves on levelling up (not by an item or a trade).
        levels_up: bool,
    },
}

/// A form and the ways to have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The species, as the species list names it.
    pub name: String,
    /// The ways to have it by then.
    pub origins: Vec<Origin>,
}

/// A Pokémon that learns: its name, its types, and the ways to have it.
#[derive(Clone, Debug)]
pub struct Learner<'p> {
    /// The species, as the species list names it.
    pub name: &'p str,
    /// Its types (same-type moves come first).
    pub types: Vec<Type>,
    /// The ways to have it by then.
    pub origins: Vec<Origin>,
}

/// What the learning depends on at a story point.
#[derive(Clone, Debug)]
pub struct Learning<'a> {
    /// The learnsets (the game's, else its generation's).
    pub learnsets: &'a Learnsets,
    /// The moves of the generation.
    pub moves: &'a Moves,
    /// The highest level reached by then.
    pub cap: u8,
    /// The TMs and HMs had by then (item id → where), or `None` for every
    /// one (`--anytime`).
    pub machines: Option<&'a BTreeMap<&'static str, String>>,
    /// Where the game's move relearner is, if it can be used by then.
    pub relearner: Option<&'a str>,
    /// The moves that cannot be leaned on, left out; `None` with
    /// `--all-moves`.
    pub unreliable: Option<&'a Unreliable>,
}

/// How a move is learnt, for its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Learnt {
    /// A level-up move: learnt at this level, or known when met.
    Level(u8),
    /// Learnt on evolving (level 0).
    Evolving,
    /// Retaught by the move relearner.
    Relearnt,
}

/// One way a move is known on a way to have a Pokémon: the level by which
/// it is known (what an evolution keeps depends on it), and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Knows<'f> {
    /// Known by this level.
    by: u8,
    /// How many evolutions back the form that learns it is (0: itself).
    depth: usize,
    /// That form.
    form: &'f str,
    /// How.
    learnt: Learnt,
}

/// The order in which the ways to know a move are named: the Pokémon's own
/// level-up moves, its own TMs and HMs, then its earlier forms' (nearest
/// first, level-up moves before TMs), then what the relearner reteaches;
/// lower levels first.
type Rank = (bool, usize, bool, u8);

impl Knows<'_> {
    fn rank(&self) -> Rank {
        let level = match self.learnt {
            Learnt::Level(l) => l,
            Learnt::Evolving | Learnt::Relearnt => 0,
        };
        (self.learnt == Learnt::Relearnt, self.depth, false, level)
    }

    fn text(&self, relearner: Option<&str>) -> String {
        use std::fmt::Write;
        // Written into one string: a repertoire writes one for each
        // Pokémon and move it brings.
        let mut text = String::with_capacity(24 + self.form.len());
        let as_form = |text: &mut String| {
            if self.depth > 0 {
                text.push_str(" as ");
                text.push_str(self.form);
            }
        };
        match self.learnt {
            Learnt::Level(0 | 1) => {
                text.push_str("from the start");
                as_form(&mut text);
            }
            Learnt::Level(l) => {
                let _ = write!(text, "level {l}");
                as_form(&mut text);
            }
            Learnt::Evolving if self.depth == 0 => text.push_str("on evolving"),
            Learnt::Evolving => {
                text.push_str("on evolving into ");
                text.push_str(self.form);
            }
            Learnt::Relearnt => {
                text.push_str("relearnt");
                as_form(&mut text);
                text.push_str(", ");
                text.push_str(relearner.unwrap_or_default());
            }
        }
        text
    }
}

/// The moves known on the ways to have a form from one lowest level: each
/// move with the ways it is known (none both later and named after
/// another). Hashed, not sorted: what is known of one move never depends
/// on another, so the order the moves are gone through in is no matter.
type Known<'f> = FxHashMap<MoveId, SmallVec<[Knows<'f>; 1]>>;

fn add<'f>(known: &mut Known<'f>, m: MoveId, knows: Knows<'f>) {
    let all = known.entry(m).or_default();
    let worse = |a: &Knows, b: &Knows| a.by >= b.by && a.rank() >= b.rank();
    if all.iter().any(|o| worse(&knows, o)) {
        return;
    }
    all.retain(|o| !worse(o, &knows));
    all.push(knows);
}

/// The moves a Pokémon met at level `met` is met with, each with the level
/// it came in at: as the games fill a new Pokémon's four moves, its level-up
/// moves from level 1 to `met` come in in order, a move it knows already is
/// skipped, and a fifth pushes out the earliest (pokeemerald
/// `GiveBoxMonInitialMoveset`, pokered `WriteMonMoves`). The moves of one
/// level may come in any order (the learnsets of generations 5-9 give
/// none): a move is known when it is kept even coming first among the
/// moves of each of its levels. Only the moves that count are given
/// (`counts`: whether the move of each entry of `set.levelup` does).
fn met_with(set: &Learnset, met: u8, counts: &[bool]) -> Vec<(u8, MoveId)> {
    // Most species' level-up moves hold none of the types asked.
    if !counts.contains(&true) {
        return Vec::new();
    }
    let mut entries: Vec<(u8, MoveId, bool)> = (set.levelup.iter().zip(counts))
        .filter(|((level, _), _)| (1..=met).contains(level))
        .map(|(&(level, m), &counts)| (level, m, counts))
        .collect();
    entries.sort_by_key(|&(level, _, _)| level);
    // Each entry's move as the index of its first entry: the replays
    // below then know each move's first entry by its number.
    let mut first: FxHashMap<MoveId, usize> = FxHashMap::default();
    let ids: Vec<(u8, usize)> = (entries.iter().enumerate())
        .map(|(x, &(level, m, _))| (level, *first.entry(m).or_insert(x)))
        .collect();
    let mut out: Vec<(u8, MoveId)> = Vec::new();
    // The replay in the entries' own order: the order worst for a move
    // that comes first among the moves of each of its levels already. With
    // four moves or fewer none is pushed out, whatever the order: each
    // comes in at its first level.
    let mut plain: Vec<(u8, usize)> = Vec::with_capacity(5);
    replay(ids.iter(), &mut plain);
    let few = first.len() <= 4;
    let mut known: Vec<(u8, usize)> = Vec::with_capacity(5);
    // Each move once (at its first entry: the replay is the same at
    // any), and only those that can count.
    for (x, &(_, name, counts)) in entries.iter().enumerate() {
        if ids[x].1 != x || !counts {
            continue;
        }
        let levels = || ids.chunk_by(|a, b| a.0 == b.0);
        // No other move before it at any of its levels.
        let first_already = || {
            levels().all(|level| {
                let at = level.iter().position(|&(_, m)| m != x);
                at.is_none_or(|at| level[at..].iter().all(|&(_, m)| m != x))
            })
        };
        let known = if few || first_already() {
            &plain
        } else {
            // The order worst for `x`: first among the moves of its levels
            // (the entries are in order of level).
            let order = levels().flat_map(|level| {
                let first = level.iter().filter(|&&(_, m)| m == x);
                first.chain(level.iter().filter(|&&(_, m)| m != x))
            });
            replay(order, &mut known);
            &known
        };
        out.extend((known.iter().filter(|&&(_, m)| m == x)).map(|&(level, _)| (level, name)));
    }
    out
}

/// The four moves known after the level-up moves `order` come in, each
/// with the level it came in at: a move known already is skipped, a fifth
/// pushes out the earliest.
fn replay<'a>(order: impl Iterator<Item = &'a (u8, usize)>, known: &mut Vec<(u8, usize)>) {
    known.clear();
    for &(level, m) in order {
        if known.iter().any(|&(_, k)| k == m) {
            continue;
        }
        if known.len() == 4 {
            known.remove(0);
        }
        known.push((level, m));
    }
}

/// Level-up moves: `(level, move)`.
type Levelup = Arc<[(u8, MoveId)]>;

/// By species (its index in the learnsets' table: a number hashed, not
/// its name): its level-up moves that count, in the source's order, and
/// those it is met with, by the level it is met at.
/// With each entry of its level-up moves, whether the move counts: asked
/// once an entry, not again for each level it is met at.
type BySpecies = FxHashMap<usize, (Levelup, MetWith, Vec<bool>)>;

/// What each species' level-up moves give of the moves that count, for
/// one set of learnsets and one rule of which moves count. It does not
/// depend on the story point: a game keeps one for each set of attack
/// types asked for ([`crate::story::data::GameData::counted`]), which the
/// repertoires of every checkpoint share (a later checkpoint, a planner's
/// key).
#[derive(Debug, Default)]
pub struct Counted {
    species: Mutex<BySpecies>,
}

/// The moves that can count (`keep`), and what each species' level-up
/// moves give of them ([`Counted`]), held for one repertoire: learners
/// share their earlier forms, and a form is met at several levels.
struct Counting<'k> {
    keep: &'k dyn Fn(MoveId) -> bool,
    species: RefCell<MutexGuard<'k, BySpecies>>,
}

/// The moves a form is met with ([`met_with`]), by the level it is met at.
type MetWith = Vec<(u8, Levelup)>;

impl<'k> Counting<'k> {
    /// `counted` must have been worked out with this `keep` only.
    fn new(keep: &'k dyn Fn(MoveId) -> bool, counted: &'k Counted) -> Counting<'k> {
        let species = counted.species.lock().unwrap_or_else(|p| p.into_inner());
        Counting {
            keep,
            species: RefCell::new(species),
        }
    }

    /// The level-up moves that count of the species at index `at` of the
    /// learnsets' table (learnset `set`), and, met at level `met`, those it
    /// is met with ([`met_with`]).
    fn levelup(&self, at: usize, set: &Learnset, met: Option<u8>) -> (Levelup, Option<Levelup>) {
        let mut species = self.species.borrow_mut();
        let (kept, by_met, counts) = species.entry(at).or_insert_with(|| {
            let counts: Vec<bool> = (set.levelup.iter()).map(|&(_, m)| (self.keep)(m)).collect();
            let kept = (set.levelup.iter().zip(&counts))
                .filter(|&(_, &counts)| counts)
                .map(|(&entry, _)| entry)
                .collect();
            (kept, Vec::new(), counts)
        });
        let with = met.map(|met| match by_met.iter().find(|(level, _)| *level == met) {
            Some((_, with)) => Arc::clone(with),
            None => {
                let with: Levelup = met_with(set, met, counts).into();
                by_met.push((met, Arc::clone(&with)));
                with
            }
        });
        (Arc::clone(kept), with)
    }
}

/// The moves `form` knows on each of its ways, by the lowest level it is
/// had at that way (`depth`: how many evolutions back it is), of the moves
/// that count (the others are never written down: what is known of one
/// move does not depend on another).
///
/// With `one`, every way's moves go into one plan (under level 0): for
/// the learner itself, whose levels only [`taught`]'s best of each move
/// reads, and only where the ways pass through one form at each depth, so
/// that two ways to know a move named alike are named the same. An
/// evolution without a minimum level is then had once from its lowest
/// level, not at each level up to the cap: what it has at a higher level
/// it has from the lowest too, or later (a move of the earlier form) or on
/// evolving later (no better).
fn ways<'f>(
    (name, origins): (&'f str, &'f [Origin]),
    depth: usize,
    one: bool,
    learning: &Learning<'_>,
    counting: &Counting<'_>,
) -> BTreeMap<u8, Known<'f>> {
    let cap = learning.cap;
    let table = &learning.learnsets.species;
    let set = table.position(name).map(|at| (at, table.at(at)));
    let mut plans: BTreeMap<u8, Known<'f>> = BTreeMap::new();
    let knows = |by: u8, learnt: Learnt| Knows {
        by,
        depth,
        form: name,
        learnt,
    };
    // Its own moves when had from level `floor`, met or evolved.
    let own = |known: &mut Known<'f>, floor: u8, met: bool| {
        let Some((at, set)) = set else { return };
        let (levelup, with) = counting.levelup(at, set, met.then_some(floor));
        for &(level, m) in with.iter().flat_map(|w| w.iter()) {
            add(known, m, knows(level, Learnt::Level(level)));
        }
        for &(level, m) in levelup.iter() {
            let learnt = match level {
                0 if !met => Some((floor, Learnt::Evolving)),
                l if l > floor && l <= cap => Some((l, Learnt::Level(l))),
                // An evolved form learns its moves of the level it evolves
                // at, but not its level-1 moves.
                l if !met && l == floor && l >= 2 => Some((l, Learnt::Level(l))),
                _ => None,
            };
            if let Some((by, learnt)) = learnt {
                add(known, m, knows(by, learnt));
            }
            if learning.relearner.is_some() && (1..=cap).contains(&level) {
                add(known, m, knows(level, Learnt::Relearnt));
            }
        }
    };
    // The plan had from level `floor`.
    let at = |floor: u8| if one { 0 } else { floor };
    for origin in origins {
        match origin {
            Origin::Met(level) => own(plans.entry(at(*level)).or_default(), *level, true),
            Origin::Traded { gives } => {
                // Only the levels it is had at count: none of its moves.
                let counted = Counted::default();
                let none = Counting::new(&|_| false, &counted);
                let given = ways((&gives.name, &gives.origins), depth, false, learning, &none);
                let lowest = (given.keys().find(|&&f| f <= cap)).or(given.keys().next());
                if let Some(&floor) = lowest {
                    own(plans.entry(at(floor)).or_default(), floor, true);
                }
            }
            Origin::Evolved {
                from,
                level,
                levels_up,
            } => {
                for (before, known) in ways(
                    (&from.name, &from.origins),
                    depth + 1,
                    false,
                    learning,
                    counting,
                ) {
                    let after = if *levels_up {
                        before.saturating_add(1)
                    } else {
                        before
                    };
                    // It evolves at its minimum level, or as soon as it
                    // can; without one (a stone, a trade, friendship), at
                    // any level the player chooses, up to the cap.
                    let lowest = after.max(level.unwrap_or(0));
                    let last = if level.is_some() { lowest } else { cap };
                    if one {
                        // Every level at once: what the earlier form knows
                        // by the last, and its own moves from the lowest.
                        if lowest <= last.min(cap) {
                            let plan = plans.entry(0).or_default();
                            for (&m, all) in &known {
                                for &o in all.iter().filter(|o| o.by <= last.min(cap)) {
                                    add(plan, m, o);
                                }
                            }
                            own(plan, lowest, false);
                        }
                        continue;
                    }
                    for floor in lowest..=last.min(cap) {
                        // What the earlier form knows by the level it
                        // evolves at.
                        let plan = plans.entry(floor).or_default();
                        for (&m, all) in &known {
                            for &o in all.iter().filter(|o| o.by <= floor) {
                                add(plan, m, o);
                            }
                        }
                        own(plan, floor, false);
                    }
                }
            }
        }
    }
    plans
}

/// Whether the ways pass through one form at each depth (`names[d]`: the
/// form `d` evolutions back, once met): then two ways to know a move
/// ranked alike ([`Rank`]) are named alike.
fn one_form_a_depth<'f>(
    origins: &'f [Origin],
    depth: usize,
    names: &mut Vec<Option<&'f str>>,
) -> bool {
    origins.iter().all(|origin| match origin {
        Origin::Evolved { from, .. } => {
            if names.len() <= depth {
                names.resize(depth + 1, None);
            }
            let name = names[depth].get_or_insert(from.name.as_str());
            *name == from.name && one_form_a_depth(&from.origins, depth + 1, names)
        }
        Origin::Met(_) | Origin::Traded { .. } => true,
    })
}

/// Every form on the ways to have a Pokémon, with how many evolutions back
/// it is, nearest first (each once).
fn forms<'f>(origins: &'f [Origin], depth: usize, out: &mut Vec<(usize, &'f str)>) {
    for origin in origins {
        if let Origin::Evolved { from, .. } = origin {
            if !out.iter().any(|(_, n)| *n == from.name) {
                out.push((depth, from.name.as_str()));
            }
            forms(&from.origins, depth + 1, out);
        }
    }
    out.sort_by_key(|&(d, _)| d);
}

/// The attack types a set of Pokémon can use, and who brings each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Repertoire {
    by_type: BTreeMap<Type, Vec<Bringer>>,
}

impl Repertoire {
    /// The repertoire of `pokemon` under `learning`, of the attack types
    /// `only` (`None`: every type). Who brings one type does not depend on
    /// the moves of another, so a repertoire of some types holds the same
    /// bringers of them as the whole one. `counted`: what the level-up
    /// moves give of those types, shared with the other repertoires of the
    /// same learnsets, moves and `only` (or new).
    pub fn new<'p>(
        pokemon: impl IntoIterator<Item = Learner<'p>>,
        learning: &Learning<'_>,
        only: Option<&[Type]>,
        counted: &Counted,
    ) -> Repertoire {
        let mut by_type: BTreeMap<Type, Vec<Bringer>> = BTreeMap::new();
        let teachable = teachable(learning);
        // Whether a move can count at all (an attack of a type fixed in
        // the generation, and asked for), and then the move, its type and
        // whether the unreliable list names it, asked once a move: the
        // ways to learn the others are not written out.
        type Attack<'m> = Option<(&'m Move<'static>, Type, bool)>;
        let attacks: RefCell<Vec<Option<Attack>>> =
            RefCell::new(vec![None; learning.learnsets.moves.len()]);
        let attack = |m: MoveId| {
            *(attacks.borrow_mut()[usize::from(m.0)]).get_or_insert_with(|| {
                let name = learning.learnsets.name(m);
                let m = learning
                    .moves
                    .get(name)
                    .filter(|m| m.attack && !m.variable)?;
                let kind = m.kind.parse::<Type>().ok()?;
                let listed =
                    (learning.unreliable).is_some_and(|u| u.moves.iter().any(|u| u.name == name));
                only.is_none_or(|o| o.contains(&kind))
                    .then_some((m, kind, listed))
            })
        };
        let keep = |m: MoveId| attack(m).is_some();
        let counting = Counting::new(&keep, counted);
        for learner in pokemon {
            for (id, learned, machine) in taught(&learner, learning, &teachable, &counting) {
                let Some((m, kind, listed)) = attack(id) else {
                    continue;
                };
                let move_name = learning.learnsets.name(id);
                if listed
                    && (learning.unreliable)
                        .is_some_and(|u| u.get(move_name, learner.name).is_some())
                {
                    continue;
                }
                let note = match (m.charge, m.recharge) {
                    (true, _) => Some("two turns"),
                    (false, true) => Some("recharges"),
                    (false, false) => None,
                };
                by_type.entry(kind).or_default().push(Bringer {
                    pokemon: learner.name.to_owned(),
                    learned: match note {
                        Some(note) => format!("{learned}; {note}"),
                        None => learned,
                    },
                    move_name: move_name.to_owned(),
                    machine,
                    same_type: learner.types.contains(&kind),
                    power: m.power,
                    note,
                });
            }
        }
        for bringers in by_type.values_mut() {
            // No two alike: a Pokémon brings a move once.
            bringers.sort_unstable_by(|a, b| {
                (
                    !a.same_type,
                    std::cmp::Reverse(a.power),
                    &a.pokemon,
                    &a.move_name,
                )
                    .cmp(&(
                        !b.same_type,
                        std::cmp::Reverse(b.power),
                        &b.pokemon,
                        &b.move_name,
                    ))
            });
        }
        Repertoire { by_type }
    }

    /// The attack types some Pokémon can use, sorted.
    pub fn types(&self) -> Vec<Type> {
        self.by_type.keys().copied().collect()
    }

    /// Who brings `kind`, same-type moves first, then by power.
    pub fn bringers(&self, kind: Type) -> &[Bringer] {
        self.by_type.get(&kind).map_or(&[], Vec::as_slice)
    }
}

/// Every move `learner` can know under `learning` (attacks or not), each
/// with how it is learnt, by name.
///
/// ```
/// use pokelinks::data::learnsets::{Learnsets, Moves};
/// use pokelinks::story::repertoire::{known, Form, Learner, Learning, Origin};
/// let learning = Learning {
///     learnsets: Learnsets::of("crystal", 2)?,
///     moves: Moves::of(2)?,
///     cap: 20,
///     machines: None,
///     relearner: None,
///     unreliable: None,
/// };
/// // Hitmonlee is had from Tyrogue at level 20: its level-16 Jump Kick
/// // is never learnt, its level-20 move is.
/// let tyrogue = Form { name: "Tyrogue".into(), origins: vec![Origin::Met(1)] };
/// let hitmonlee = Learner {
///     name: "Hitmonlee",
///     types: vec![],
///     origins: vec![Origin::Evolved { from: tyrogue, level: Some(20), levels_up: true }],
/// };
/// let moves = known(&hitmonlee, &learning);
/// assert!(!moves.contains_key("Jump Kick"));
/// assert_eq!(moves["Tackle"], "from the start as Tyrogue");
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn known(learner: &Learner<'_>, learning: &Learning<'_>) -> BTreeMap<String, String> {
    let counted = Counted::default();
    let every = Counting::new(&|_| true, &counted);
    (taught(learner, learning, &teachable(learning), &every).into_iter())
        .map(|(m, text, _)| (learning.learnsets.name(m).to_owned(), text))
        .collect()
}

/// The TMs and HMs had under `learning`, by their index in the
/// learnsets' table: the move each teaches and where it is had (`None`
/// with `--anytime`); `None` for one not had. Made once for every learner:
/// a species lists dozens of machines, and by a story point few are had.
type Teachable<'a> = Vec<Option<(MoveId, Option<&'a str>)>>;

fn teachable<'a>(learning: &Learning<'a>) -> Teachable<'a> {
    (learning.learnsets.machines.iter())
        .map(|&(machine, m)| match learning.machines {
            None => Some((m, None)),
            Some(had) => had.get(machine).map(|place| (m, Some(place.as_str()))),
        })
        .collect()
}

/// [`known`] of the moves that count (`counting`), each move with the TM or HM it is
/// learnt by when that is the way named; in no order (the callers sort).
fn taught(
    learner: &Learner<'_>,
    learning: &Learning<'_>,
    teachable: &Teachable<'_>,
    counting: &Counting<'_>,
) -> Vec<(MoveId, String, Option<&'static str>)> {
    type Offered = (Rank, String, Option<&'static str>);
    let mut best: FxHashMap<MoveId, Offered> = FxHashMap::default();
    // One look-up a move, and its text written only when it is the best.
    // Whether a move counts is asked of machines' moves only: the ways
    // write down only moves that count.
    let mut offer =
        |m: MoveId, rank: Rank, text: &dyn Fn() -> String, machine: Option<&'static str>| {
            // A machine's move that does not count is never looked up.
            if machine.is_some() && !(counting.keep)(m) {
                return;
            }
            match best.entry(m) {
                Entry::Vacant(e) => {
                    e.insert((rank, text(), machine));
                }
                Entry::Occupied(mut e) if rank < e.get().0 => {
                    e.insert((rank, text(), machine));
                }
                Entry::Occupied(_) => {}
            }
        };
    let one = one_form_a_depth(&learner.origins, 1, &mut vec![Some(learner.name)]);
    let ways = ways((learner.name, &learner.origins), 0, one, learning, counting);
    for known in ways.into_values() {
        for (m, all) in known {
            for o in all {
                offer(m, o.rank(), &|| o.text(learning.relearner), None);
            }
        }
    }
    // TMs and HMs: those any form on the ways can be taught, whenever.
    let mut all = vec![(0, learner.name)];
    forms(&learner.origins, 1, &mut all);
    for (depth, name) in all {
        let Some(set) = learning.learnsets.species.get(name) else {
            continue;
        };
        for &k in &set.machines {
            if let Some((m, place)) = teachable[usize::from(k)] {
                let machine = learning.learnsets.machines[usize::from(k)].0;
                let text = || {
                    // `tm28` → `TM28`: the id's words upper-cased, in one
                    // string.
                    let mut text =
                        String::with_capacity(machine.len() + 2 + place.map_or(0, str::len));
                    for c in machine.chars() {
                        match c {
                            '-' => text.push(' '),
                            c => text.extend(c.to_uppercase()),
                        }
                    }
                    if let Some(place) = place {
                        text.push_str(", ");
                        text.push_str(place);
                    }
                    text
                };
                offer(m, (false, depth, true, 0), &text, Some(machine));
            }
        }
    }
    (best.into_iter())
        .map(|(m, (_, text, machine))| (m, text, machine))
        .collect()
}
