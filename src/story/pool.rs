//! The Pokémon a team may be drawn from at a story point: the species of
//! a generation, narrowed to a game's Pokédex, to what can be had by the
//! point, with how each is had then and the moves each knows then. A pool
//! is a value built from the game's shared data ([`GameData`]); who may
//! play and why the others may not is the roster's ([`crate::roster`]).

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use crate::data::game::Game;
use crate::data::{DataError, NameError, Pokedex, Species};
use crate::escape::escape;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::typing::Typing;

use super::StoryPoint;
use super::availability::{Availability, Way};
use super::data::GameData;
use super::repertoire::{Learner, Learning, Repertoire};

/// The Pokémon a team may be drawn from: the species of a generation,
/// narrowed to a game's Pokédex when a game restricts them, and to what can
/// be had by a story point when the game's story is known.
///
/// A pool is a value: narrowing it to another story point makes another
/// pool ([`Pool::at_checkpoint`]), sharing the game's data.
#[derive(Clone, Debug)]
pub struct Pool {
    generation: u8,
    /// The species list, read when a name is first asked for: a plain
    /// listing of a region map never reads it.
    species: OnceCell<&'static Pokedex>,
    game: Option<Arc<GameData>>,
    stage: Option<Stage>,
    /// The level reached, for a game without a story (its first selected
    /// gym's cap); `None`: no cap.
    cap: Option<u8>,
    /// `--anytime`: every level-up move and every TM and HM.
    anytime: bool,
}

/// A story point of a game: what can be had then.
#[derive(Clone, Debug)]
pub struct Stage {
    /// What can be had at each checkpoint.
    pub availability: Arc<Availability>,
    /// The checkpoint planned at.
    pub checkpoint: usize,
}

impl Pool {
    /// The Pokémon of `generation` (1 to 9), and of `game`'s Pokédex when
    /// one is given.
    ///
    /// ```
    /// use pokelinks::data::game;
    /// use pokelinks::story::pool::Pool;
    /// let pool = Pool::new(3, Some(game::find("emerald").unwrap()))?;
    /// assert!(pool.find("Mudkip").is_ok());
    /// assert!(pool.find("Gengar").unwrap_err().contains("not in Emerald's Pokédex"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn new(generation: u8, game: Option<&'static Game>) -> Result<Pool, DataError> {
        let game = game.map(GameData::of).transpose()?;
        let species = OnceCell::new();
        if let Some(data) = &game {
            let _ = species.set(data.species);
        }
        Ok(Pool {
            generation,
            species,
            game,
            stage: None,
            cap: None,
            anytime: false,
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
    pub fn behind(&self, kind: Kind, typings: &[Profile], n: usize) -> Vec<(Profile, Vec<Behind>)> {
        match kind {
            Kind::Defense => (typings.iter())
                .map(|&t| {
                    let named = (self.of_typing(t.typing).take(n)).map(|s| Behind {
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
                        let bringers = repertoire.bringers(t.attack_type()).iter().filter(|b| {
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
    /// brings each (see [`crate::story::repertoire`]); `None` without a game.
    pub fn repertoire(&self) -> Option<Repertoire> {
        self.repertoire_of(None)
    }

    /// [`Pool::repertoire`] of one Pokémon (`only`: its name, whether the
    /// pool holds it or not: a player's own member), or of the whole pool.
    pub fn repertoire_of(&self, only: Option<&str>) -> Option<Repertoire> {
        let data = self.game.as_ref()?;
        let (learnsets, moves) = data.learning().ok()?;
        let rows = &data.evolutions;
        let earlier = |name: &str| -> Vec<String> {
            let mut out = Vec::new();
            let mut at = name.to_owned();
            while let Some(row) = rows.iter().find(|r| r.to == at) {
                at = row.from.to_owned();
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

    /// The same pool at checkpoint `k` of its story (the planner's, as
    /// its gyms change; a later checkpoint that covers what this one
    /// cannot); the same pool without a story.
    pub fn at_checkpoint(&self, k: usize) -> Pool {
        let mut pool = self.clone();
        if let Some(stage) = &mut pool.stage {
            stage.checkpoint = k;
        }
        pool
    }

    /// The checkpoint the pool is narrowed to and the story's points, if
    /// the game's story is known.
    pub fn place(&self) -> Option<(usize, &[super::availability::Point])> {
        let stage = self.stage.as_ref()?;
        Some((stage.checkpoint, stage.availability.points()))
    }

    /// The story point the pool is narrowed to, if any.
    pub fn point(&self) -> Option<StoryPoint> {
        let stage = self.stage.as_ref()?;
        Some(StoryPoint {
            checkpoint: stage.checkpoint,
            choices: *stage.availability.choices(),
        })
    }

    /// The generation's species list.
    pub fn species(&self) -> &'static Pokedex {
        self.species.get_or_init(|| {
            Pokedex::shipped(self.generation)
                .expect("a map's generation is 1 to 9 (the map loader checks)")
        })
    }

    /// The game whose Pokédex narrows the pool, if any.
    pub fn game(&self) -> Option<&'static Game> {
        self.game.as_ref().map(|d| d.game)
    }

    /// The game's data, if a game narrows the pool.
    pub fn data(&self) -> Option<&Arc<GameData>> {
        self.game.as_ref()
    }

    /// Whether the pool holds this Pokémon: in the game's Pokédex and, at a
    /// story point, to be had by then.
    pub fn contains(&self, species: &Species) -> bool {
        self.in_pokedex(species) && self.how(species).is_none_or(|how| how.is_some())
    }

    /// Whether the game's Pokédex (or the generation, without a game) has
    /// this Pokémon, whenever it can be had.
    pub fn in_pokedex(&self, species: &Species) -> bool {
        self.game
            .as_ref()
            .is_none_or(|d| d.members.contains(species))
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
    pub(crate) fn typings(&self, holds: impl Fn(&Species) -> bool) -> Option<Vec<Typing>> {
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
            Some(data) if !data.members.contains(found) => Err(format!(
                "{} is not in {}'s Pokédex (--all-pokemon allows every Pokémon of generation {})",
                found.name, data.game.name, self.generation
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
