//! Who may play: the one place that decides which typings (defense) or
//! attack types (attack) a team may use, why every other one is left out,
//! and which Pokémon stand behind each candidate.
//!
//! Solve, check and plan all ask a [`Roster`] and never decide this again.
//! A roster is built from [`Rules`] (resolved once from the question: the
//! kind, the game and its Pokédex, `--obtainable`, `--safe`) for the items
//! being covered and the members the player already has (pins: `--with`, a
//! check's team), which every rule lets through. Availability by story
//! point and learnsets join here as further [`Reason`]s.
//!
//! The Pokémon behind a typing come from a [`Pool`]: the generation's
//! species, narrowed to the game's Pokédex when a game is chosen. The
//! species are parsed only when a name is asked for, so a plain listing of
//! a region map never reads them.

use std::cell::OnceCell;
use std::fmt;

use std::collections::BTreeMap;

use crate::availability::{Availability, Way};
use crate::data::evolutions::{Evolution, Evolutions};
use crate::data::game::{Game, Members};
use crate::data::learnsets::{Learnsets, Moves};
use crate::data::{Chart, DataError, NameError, Pokedex, Species};
use crate::escape::escape;
use crate::problem::Kind;
use crate::repertoire::{Learner, Learning, Repertoire};
use crate::typing::Typing;
use crate::weak::weak_typings;

/// Why a typing or attack type is not a candidate.
///
/// ```
/// use pokelinks::roster::Reason;
/// assert_eq!(Reason::NotInPokedex.to_string(), "no Pokémon of the game's Pokédex has it");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reason {
    /// No Pokémon of the chosen game's Pokédex has this typing.
    NotInPokedex,
    /// `--obtainable`: no Pokémon of the generation's own games has it.
    Unobtainable,
    /// `--safe`: it takes ×2 or ×4 from some attack type being covered.
    Weak,
    /// The game's Pokédex has it, but nothing of it can be had by the
    /// story point planned at.
    NotYetAvailable,
    /// An attack type no Pokémon the player can have knows a move of by
    /// then.
    CannotLearn,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::NotInPokedex => "no Pokémon of the game's Pokédex has it",
            Reason::Unobtainable => "no Pokémon of the generation's own games has it",
            Reason::Weak => "weak (×2 or ×4) to an attack type being covered",
            Reason::NotYetAvailable => "nothing of it can be had by then",
            Reason::CannotLearn => "no Pokémon that can be had knows a move of it by then",
        })
    }
}

/// A member of a team: a typing (or attack type), and the Pokémon the
/// player named for it, if they named one.
///
/// ```
/// use pokelinks::roster::Member;
/// let m = Member::typing("Water".parse()?);
/// assert_eq!((m.to_string(), m.pokemon), ("Water".to_owned(), None));
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Member {
    /// What the member covers with: its typing, or its attack type.
    pub typing: Typing,
    /// The Pokémon's name as the species list spells it, when one was named.
    pub pokemon: Option<String>,
}

impl Member {
    /// A member given as a typing.
    pub fn typing(typing: Typing) -> Member {
        Member {
            typing,
            pokemon: None,
        }
    }
}

/// The member as the player named it: the Pokémon's name, else its typing.
impl fmt::Display for Member {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.pokemon {
            Some(name) => f.write_str(name),
            None => fmt::Display::fmt(&self.typing, f),
        }
    }
}

/// The Pokémon a team may be drawn from: the species of a generation,
/// narrowed to a game's Pokédex when a game restricts them, and to what can
/// be had by a story point when the game's story is known.
#[derive(Debug)]
pub struct Pool {
    generation: u8,
    species: OnceCell<Pokedex>,
    game: Option<(&'static Game, Members)>,
    stage: Option<Stage>,
    /// The level reached, for a game without a story (its first selected
    /// gym's cap); `None`: no cap.
    cap: Option<u8>,
    /// `--anytime`: every level-up move and every TM and HM.
    anytime: bool,
    /// The game's learnsets and the generation's moves, read on first use.
    learning: OnceCell<Option<(Learnsets, Moves)>>,
}

/// A story point of a game: what can be had then.
#[derive(Clone, Debug)]
pub struct Stage {
    /// What can be had at each checkpoint.
    pub availability: Availability,
    /// The checkpoint planned at.
    pub checkpoint: usize,
}

impl Pool {
    /// The Pokémon of `generation` (1 to 9), and of `game`'s Pokédex when
    /// one is given.
    ///
    /// ```
    /// use pokelinks::data::game;
    /// use pokelinks::roster::Pool;
    /// let pool = Pool::new(3, Some(game::find("emerald").unwrap()))?;
    /// assert!(pool.find("Mudkip").is_ok());
    /// assert!(pool.find("Gengar").unwrap_err().contains("not in Emerald's Pokédex"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn new(generation: u8, game: Option<&'static Game>) -> Result<Pool, DataError> {
        let game = match game {
            Some(g) => Some((g, g.members()?)),
            None => None,
        };
        Ok(Pool {
            generation,
            species: OnceCell::new(),
            game,
            stage: None,
            cap: None,
            anytime: false,
            learning: OnceCell::new(),
        })
    }

    /// The pool whose Pokémon know their moves whenever they can (`--anytime`).
    pub fn anytime(mut self) -> Pool {
        self.anytime = true;
        self
    }

    /// The pool whose Pokémon know the moves they learn by level `cap` (a
    /// game without a story: the level cap of its first selected gym).
    pub fn capped(mut self, cap: Option<u8>) -> Pool {
        self.cap = cap;
        self
    }

    /// Who stands behind each of `typings` (typings for defense, attack
    /// types for attack), at most `n` each: the pool's Pokémon of that
    /// typing, or those that bring that attack type (without a game: none).
    pub fn behind(&self, kind: Kind, typings: &[Typing], n: usize) -> Vec<(Typing, Vec<Behind>)> {
        match kind {
            Kind::Defense => (typings.iter())
                .map(|&t| {
                    let named = (self.of_typing(t).take(n)).map(|s| Behind {
                        pokemon: s.name.clone(),
                        move_name: None,
                        how: self.how(s).flatten(),
                    });
                    (t, named.collect())
                })
                .collect(),
            Kind::Attack => {
                let Some(repertoire) = self.repertoire() else {
                    return typings.iter().map(|&t| (t, Vec::new())).collect();
                };
                (typings.iter())
                    .map(|&t| {
                        let mut seen: Vec<&str> = Vec::new();
                        let bringers = repertoire.bringers(t.first()).iter().filter(|b| {
                            // One move per Pokémon: its best.
                            let new = !seen.contains(&b.pokemon.as_str());
                            seen.push(&b.pokemon);
                            new
                        });
                        let named = bringers.take(n).map(|b| Behind {
                            pokemon: b.pokemon.clone(),
                            move_name: Some(b.move_name.clone()),
                            how: Some(b.learned.clone()),
                        });
                        (t, named.collect())
                    })
                    .collect()
            }
        }
    }

    /// In a game, the attack types its Pokémon can use by then, and who
    /// brings each (see [`crate::repertoire`]); `None` without a game.
    pub fn repertoire(&self) -> Option<Repertoire> {
        self.repertoire_of(None)
    }

    /// [`Pool::repertoire`] of one Pokémon (`only`: its name, whether the
    /// pool holds it or not: a player's own member), or of the whole pool.
    pub fn repertoire_of(&self, only: Option<&str>) -> Option<Repertoire> {
        let (game, _) = self.game.as_ref()?;
        let learning = self.learning.get_or_init(|| {
            let learnsets = Learnsets::of(&game.id, self.generation).ok()?;
            Some((learnsets, Moves::of(self.generation).ok()?))
        });
        let (learnsets, moves) = learning.as_ref()?;
        let evolutions = Evolutions::shipped().ok()?;
        let rows: Vec<&Evolution> = evolutions.of_group(&game.id).collect();
        let earlier = |name: &str| -> Vec<String> {
            let mut out = Vec::new();
            let mut at = name.to_owned();
            while let Some(row) = rows.iter().find(|r| r.to == at) {
                at = row.from.clone();
                if out.contains(&at) {
                    break;
                }
                out.push(at.clone());
            }
            out
        };
        let had_machines;
        let (cap, machines) = match (&self.stage, self.anytime) {
            (_, true) => (100, None),
            (Some(stage), false) => {
                had_machines = stage.availability.items_at(stage.checkpoint);
                (
                    stage.availability.cap_at(stage.checkpoint),
                    Some(&had_machines),
                )
            }
            (None, false) => {
                had_machines = BTreeMap::new();
                (self.cap.unwrap_or(100), Some(&had_machines))
            }
        };
        let learning = Learning {
            learnsets,
            moves,
            cap,
            machines,
        };
        let evolved = |name: &str, earlier: &[String]| match &self.stage {
            Some(stage) => stage
                .availability
                .have(name, stage.checkpoint)
                .is_some_and(|h| matches!(h.way, Way::Evolved { .. })),
            None => !earlier.is_empty(),
        };
        let pokemon = (self.species().all().iter())
            .filter(|s| only.map_or_else(|| self.contains(s), |name| s.name == name))
            .map(|s| {
                let earlier = earlier(&s.name);
                Learner {
                    name: s.name.as_str(),
                    types: s.typing.types().collect(),
                    evolved: evolved(&s.name, &earlier),
                    earlier,
                }
            });
        Some(Repertoire::new(pokemon, &learning))
    }

    /// The pool narrowed to what can be had at `stage`.
    pub fn at(mut self, stage: Stage) -> Pool {
        self.stage = Some(stage);
        self
    }

    /// The story point the pool is narrowed to, if any.
    pub fn stage(&self) -> Option<&Stage> {
        self.stage.as_ref()
    }

    /// Moves the story point to checkpoint `k` (the planner's, as its gyms
    /// change); nothing without a story.
    pub fn set_checkpoint(&mut self, k: usize) {
        if let Some(stage) = &mut self.stage {
            stage.checkpoint = k;
        }
    }

    /// The generation's species list (parsed on first use).
    pub fn species(&self) -> &Pokedex {
        self.species.get_or_init(|| {
            Pokedex::shipped(self.generation)
                .expect("a map's generation is 1 to 9 (the map loader checks)")
        })
    }

    /// The game whose Pokédex narrows the pool, if any.
    pub fn game(&self) -> Option<&'static Game> {
        self.game.as_ref().map(|(g, _)| *g)
    }

    /// Whether the pool holds this Pokémon: in the game's Pokédex and, at a
    /// story point, to be had by then.
    pub fn contains(&self, species: &Species) -> bool {
        self.in_pokedex(species) && self.how(species).is_none_or(|how| how.is_some())
    }

    /// Whether the game's Pokédex (or the generation, without a game) has
    /// this Pokémon, whenever it can be had.
    pub fn in_pokedex(&self, species: &Species) -> bool {
        self.game.as_ref().is_none_or(|(_, m)| m.contains(species))
    }

    /// At a story point, how this Pokémon is had then (`None` when it
    /// cannot be); without one, `None`.
    pub fn how(&self, species: &Species) -> Option<Option<String>> {
        let stage = self.stage.as_ref()?;
        let k = stage.checkpoint;
        Some(
            stage
                .availability
                .have(&species.name, k)
                .map(|h| stage.availability.how(h, k)),
        )
    }

    /// The Pokémon of a typing in the pool, in the species list's order
    /// (fully evolved first, then by base stat total).
    pub fn of_typing(&self, typing: Typing) -> impl Iterator<Item = &Species> {
        (self.species().of_typing(typing)).filter(|s| self.contains(s))
    }

    /// The typings some Pokémon of the pool holds, sorted, by `holds`;
    /// `None` when the pool is the whole generation (every typing of its
    /// chart).
    fn typings(&self, holds: impl Fn(&Species) -> bool) -> Option<Vec<Typing>> {
        self.game.as_ref()?;
        let mut typings: Vec<Typing> = (self.species().all().iter())
            .filter(|s| holds(s))
            .map(|s| s.typing)
            .collect();
        typings.sort_unstable();
        typings.dedup();
        Some(typings)
    }

    /// The Pokémon called `name` (matched as [`Pokedex::find`] matches),
    /// if the pool holds it; else why not, in one line.
    pub fn find(&self, name: &str) -> Result<&Species, String> {
        let found = self
            .species()
            .find(name)
            .map_err(|e: NameError| e.to_string())?;
        match &self.game {
            Some((game, members)) if !members.contains(found) => Err(format!(
                "{} is not in {}'s Pokédex (--all-pokemon allows every Pokémon of generation {})",
                found.name, game.name, self.generation
            )),
            _ => Ok(found),
        }
    }
}

/// Who stands behind a candidate in an answer: a Pokémon (defense) with
/// how it is had then, or a Pokémon and its move (attack) with how it
/// learns it by then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Behind {
    /// The Pokémon, as the species list spells it.
    pub pokemon: String,
    /// The move that brings the attack type (attack).
    pub move_name: Option<String>,
    /// How it is had (defense) or learnt (attack), at a story point.
    pub how: Option<String>,
}

/// `Shroomish (Petalburg Woods)`, `Squirtle — Bubble (level 8)`, escaped:
/// the text comes from data files.
impl fmt::Display for Behind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&escape(&self.pokemon))?;
        if let Some(m) = &self.move_name {
            write!(f, " — {}", escape(m))?;
        }
        if let Some(how) = &self.how {
            write!(f, " ({})", escape(how))?;
        }
        Ok(())
    }
}

/// The rules a roster is built by, resolved once from the question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Defense (typings) or attack (attack types).
    pub kind: Kind,
    /// `--obtainable`: only typings the generation's own games have.
    pub obtainable: bool,
    /// `--safe`: no typing weak to an item being covered.
    pub safe: bool,
}

/// The candidates of one question, and every typing left out with its
/// reason.
///
/// ```
/// use pokelinks::data::{game, shipped};
/// use pokelinks::problem::Kind;
/// use pokelinks::roster::{Pool, Reason, Roster, Rules};
/// let chart = shipped::chart(3).unwrap();
/// let pool = Pool::new(3, Some(game::find("emerald").unwrap()))?;
/// let rules = Rules { kind: Kind::Defense, obtainable: false, safe: false };
/// let roster = Roster::new(&rules, &chart, &pool, &[], &[]);
/// let gengar = "Ghost-Poison".parse().unwrap();
/// assert_eq!(roster.reason(gengar), Some(Reason::NotInPokedex));
/// assert!(roster.allows("Water".parse().unwrap()));
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roster {
    kind: Kind,
    candidates: Vec<Typing>,
    left_out: Vec<(Typing, Reason)>,
}

impl Roster {
    /// The roster of `rules` over `chart` for `items` (the attack types or
    /// typings being covered), `pool` giving the Pokémon; the `pins` (the
    /// player's own members) pass every rule but the Pokédex.
    pub fn new(
        rules: &Rules,
        chart: &Chart,
        pool: &Pool,
        items: &[Typing],
        pins: &[Typing],
    ) -> Roster {
        let universe: Vec<Typing> = match rules.kind {
            Kind::Defense => chart.typings().to_vec(),
            Kind::Attack => (chart.attack_types().iter()).map(|&t| t.into()).collect(),
        };
        if rules.kind == Kind::Attack {
            let learnable: Option<Vec<Typing>> = pool
                .repertoire()
                .map(|r| r.types().into_iter().map(Typing::from).collect());
            let (candidates, left_out) = universe.into_iter().partition::<Vec<Typing>, _>(|t| {
                pins.contains(t) || learnable.as_ref().is_none_or(|l| l.contains(t))
            });
            return Roster {
                kind: rules.kind,
                candidates,
                left_out: left_out
                    .into_iter()
                    .map(|t| (t, Reason::CannotLearn))
                    .collect(),
            };
        }
        let in_pool = pool.typings(|s| pool.in_pokedex(s));
        let had = pool
            .stage()
            .and_then(|_| pool.typings(|s| pool.contains(s)));
        let obtainable = rules
            .obtainable
            .then(|| pool.species().obtainable_typings());
        let weak = if rules.safe {
            weak_typings(chart, items)
        } else {
            Vec::new()
        };
        let outside = |list: &Option<Vec<Typing>>, t: &Typing| {
            list.as_ref().is_some_and(|l| l.binary_search(t).is_err())
        };
        let mut candidates = Vec::with_capacity(universe.len());
        let mut left_out = Vec::new();
        for t in universe {
            let reason = if outside(&in_pool, &t) {
                Some(Reason::NotInPokedex)
            } else if pins.contains(&t) {
                None
            } else if outside(&had, &t) {
                Some(Reason::NotYetAvailable)
            } else if outside(&obtainable, &t) {
                Some(Reason::Unobtainable)
            } else if weak.binary_search(&t).is_ok() {
                Some(Reason::Weak)
            } else {
                None
            };
            match reason {
                Some(reason) => left_out.push((t, reason)),
                None => candidates.push(t),
            }
        }
        Roster {
            kind: rules.kind,
            candidates,
            left_out,
        }
    }

    /// Defense or attack.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The typings (or attack types) a team may use, sorted.
    pub fn candidates(&self) -> &[Typing] {
        &self.candidates
    }

    /// Every typing left out, with its reason, sorted by typing.
    pub fn left_out(&self) -> &[(Typing, Reason)] {
        &self.left_out
    }

    /// The typings left out for `reason`, sorted.
    pub fn left_out_for(&self, reason: Reason) -> Vec<Typing> {
        (self.left_out.iter())
            .filter(|(_, r)| *r == reason)
            .map(|&(t, _)| t)
            .collect()
    }

    /// The typings left out for any reason, sorted: what a search excludes.
    pub fn excluded(&self) -> Vec<Typing> {
        self.left_out.iter().map(|&(t, _)| t).collect()
    }

    /// Whether a team may use `typing`.
    pub fn allows(&self, typing: Typing) -> bool {
        self.candidates.binary_search(&typing).is_ok()
    }

    /// Why `typing` is left out, if it is.
    pub fn reason(&self, typing: Typing) -> Option<Reason> {
        (self.left_out.binary_search_by(|(t, _)| t.cmp(&typing)).ok()).map(|i| self.left_out[i].1)
    }
}
