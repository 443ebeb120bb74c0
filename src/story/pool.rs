//! The Pokémon a team may be drawn from at a story point: the species of
//! a generation, narrowed to a game's Pokédex, to what can be had by the
//! point, with how each is had then and the moves each knows then. A pool
//! is a value built from the game's shared data ([`GameData`]); who may
//! play and why the others may not is the roster's ([`crate::roster`]).

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use crate::data::ability::{self, Ability};
use crate::data::evolutions::Evolution;
use crate::data::game::Game;
use crate::data::learnsets::{LearningRules, Unreliable};
use crate::data::{DataError, NameError, Pokedex, Species};
use crate::escape::escape;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::typing::{Type, Typing};

use super::StoryPoint;
use super::availability::{Availability, Way};
use super::data::{GameData, RepertoireKey};
use super::repertoire::{Form, Learner, Learning, Origin, Repertoire};

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
    /// Whether the Pokémon's abilities count (a game, not `--abilities
    /// off`), and whether their hidden ones do (`--hidden`).
    abilities: Option<Hidden>,
    /// `--anytime`: every level-up move and every TM and HM.
    anytime: bool,
    /// `--all-moves`: the moves that cannot be leaned on count too.
    all_moves: bool,
    /// `--legendaries`: in a game, legendary and mythical Pokémon may play
    /// too ([`Species::legendary`]).
    legendaries: bool,
    /// The attack types [`Pool::repertoire`] works out (`None`: every
    /// one): a question about a few types need not learn every move.
    attack_types: Option<Vec<Type>>,
    /// [`Pool::repertoire`], worked out when first asked for; every change
    /// of the story point or the moves known makes the pool anew. Shared:
    /// a pool's copies (an answer keeps one) need not copy its moves.
    repertoire: OnceCell<Option<Arc<Repertoire>>>,
    /// The Tera types the player chose (a `--team` text's `Tera Type:`
    /// lines), by species.
    tera: Vec<(String, String)>,
}

/// A story point of a game: what can be had then.
#[derive(Clone, Debug)]
pub struct Stage {
    /// What can be had at each checkpoint.
    pub availability: Arc<Availability>,
    /// The checkpoint planned at.
    pub checkpoint: usize,
}

/// Whether hidden abilities count (`--hidden`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Hidden(bool);

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
            abilities: None,
            anytime: false,
            all_moves: false,
            legendaries: false,
            attack_types: None,
            repertoire: OnceCell::new(),
            tera: Vec::new(),
        })
    }

    /// The pool whose Pokémon take the Tera types `chosen` (species, type),
    /// where the game has Tera.
    pub fn with_tera(mut self, chosen: Vec<(String, String)>) -> Pool {
        self.tera = chosen;
        self
    }

    /// The Tera type `species` plays with: in a game with Tera (Scarlet/
    /// Violet, generation 9), the one the player chose, else Showdown's
    /// default, the species' first type as the species lists it
    /// (smogon/pokemon-showdown `sim/team-validator.ts`: `set.teraType ||
    /// species.requiredTeraType || species.types[0]`); `None` elsewhere.
    ///
    /// ```
    /// use pokelinks::data::game;
    /// use pokelinks::story::pool::Pool;
    /// let sv = Pool::new(9, Some(game::find("scarlet-violet").unwrap()))?;
    /// assert_eq!(sv.tera_of("Pelipper").as_deref(), Some("Water")); // a Flying-Water typing
    /// let sv = sv.with_tera(vec![("Pelipper".into(), "Ground".into())]);
    /// assert_eq!(sv.tera_of("Pelipper").as_deref(), Some("Ground"));
    /// assert!(Pool::new(3, Some(game::find("emerald").unwrap()))?.tera_of("Pelipper").is_none());
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn tera_of(&self, species: &str) -> Option<String> {
        if self.generation != 9 || self.game.is_none() {
            return None;
        }
        if let Some((_, t)) = self.tera.iter().find(|(s, _)| s == species) {
            return Some(t.clone());
        }
        let found = self.species().all().iter().find(|s| s.name == species)?;
        Some(found.first_type.to_string())
    }

    /// The pool whose Pokémon are planned with their abilities (hidden
    /// ones too with `hidden`): only in a game, from generation 3.
    pub fn with_abilities(mut self, hidden: bool) -> Pool {
        if self.game.is_some() && self.generation >= 3 {
            self.abilities = Some(Hidden(hidden));
        }
        self
    }

    /// The abilities `name` may be planned with
    /// ([`crate::data::ability::of_species`]); `[None]` when abilities do
    /// not count.
    ///
    /// ```
    /// use pokelinks::data::game;
    /// use pokelinks::story::pool::Pool;
    /// let pool = Pool::new(3, Some(game::find("frlg").unwrap()))?;
    /// assert_eq!(pool.abilities_of("Gengar"), [None]);
    /// let levitate = pool.with_abilities(false).abilities_of("Gengar");
    /// assert_eq!(levitate[0].unwrap().name(), "Levitate");
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn abilities_of(&self, name: &str) -> Vec<Option<Ability>> {
        match self.abilities {
            Some(Hidden(hidden)) => {
                let hidden = hidden || self.hidden_way(name).is_some();
                ability::of_species(self.generation, name, hidden)
            }
            None => vec![None],
        }
    }

    /// At a story point, the first way to have `name` with its hidden
    /// ability by then ([`Availability::hidden_way`]): the one rule of when
    /// a hidden ability counts without `--hidden`.
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// use pokelinks::setup::Setup;
    /// let at = |gym: &str| {
    ///     let config = Config::parse_from(["pokelinks", "b2w2", "--by", gym]).unwrap();
    ///     Setup::new(&config.question).unwrap().pool
    /// };
    /// // Zebstrika is met on Route 7 before Drayden, in Route 3's Hidden
    /// // Grotto only after the Elite Four.
    /// assert!(at("G7").hidden_way("Zebstrika").is_none());
    /// assert!(at("end").hidden_way("Zebstrika").is_some());
    /// ```
    pub fn hidden_way(&self, name: &str) -> Option<&super::availability::Have> {
        let stage = self.stage.as_ref()?;
        stage.availability.hidden_way(name, stage.checkpoint)
    }

    /// Whether `ability` is one `name` has only in its hidden slot.
    fn only_hidden(&self, name: &str, ability: Ability) -> bool {
        !ability::of_species(self.generation, name, false).contains(&Some(ability))
    }

    /// How `species` is had with `ability` at the story point, in a
    /// player's words ([`Pool::how`]); with a hidden ability, the way that
    /// gives it and `hidden ability` (`hidden ability (--hidden)` when
    /// only the flag allows it; without the flag, the player named it).
    /// `None` without a story and a hidden one.
    pub fn how_as(&self, species: &Species, ability: Option<Ability>) -> Option<String> {
        let how = self.how(species).flatten();
        match ability {
            Some(a) if self.abilities.is_some() && self.only_hidden(&species.name, a) => {
                match (&self.stage, self.hidden_way(&species.name)) {
                    (Some(stage), Some(h)) => Some(format!(
                        "{}, hidden ability",
                        stage.availability.how_hidden(h, stage.checkpoint)
                    )),
                    _ => {
                        // Only the flag allows it, or the player named it.
                        let flag = match self.abilities {
                            Some(Hidden(true)) => " (--hidden)",
                            _ => "",
                        };
                        Some(match how {
                            Some(how) => format!("{how}, hidden ability{flag}"),
                            None => format!("hidden ability{flag}"),
                        })
                    }
                }
            }
            _ => how,
        }
    }

    /// The profiles with an ability that the pool's Pokémon bring as
    /// options of `kind`, sorted: a typing with a defending ability its
    /// Pokémon can have (defense), or an attack type with an attacking
    /// ability of a Pokémon that uses it by then (attack). Empty when
    /// abilities do not count.
    pub fn profiles(&self, kind: Kind) -> Vec<Profile> {
        if self.abilities.is_none() {
            return Vec::new();
        }
        let mut out = Vec::new();
        match kind {
            Kind::Defense => {
                for s in self.species().all().iter().filter(|s| self.contains(s)) {
                    let defending = self.abilities_of(&s.name).into_iter().flatten();
                    let defending = defending.filter(|a| a.defends());
                    out.extend(defending.map(|a| Profile::new(s.typing, Some(a))));
                }
            }
            Kind::Attack => {
                let Some(repertoire) = self.repertoire() else {
                    return Vec::new();
                };
                // Each Pokémon's abilities looked up once: it brings many
                // types, by many moves.
                let mut attacking: rustc_hash::FxHashMap<&str, Vec<Ability>> =
                    rustc_hash::FxHashMap::default();
                for t in repertoire.types() {
                    for b in repertoire.bringers(t) {
                        let all = attacking.entry(b.pokemon.as_str()).or_insert_with(|| {
                            let all = self.abilities_of(&b.pokemon).into_iter().flatten();
                            all.filter(|a| !a.defends()).collect()
                        });
                        let acting = all.iter().filter(|a| a.acts_on(t));
                        out.extend(acting.map(|&a| Profile::new(t.into(), Some(a))));
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The attacking abilities the pool's Pokémon can have (those that
    /// change how a hit lands: Mold Breaker, Refrigerate, Scrappy, …),
    /// sorted; none when abilities do not count.
    pub fn attacking_abilities(&self) -> Vec<Ability> {
        if self.abilities.is_none() {
            return Vec::new();
        }
        let mut out: Vec<Ability> = (self.species().all().iter())
            .filter(|s| self.contains(s))
            .flat_map(|s| self.abilities_of(&s.name).into_iter().flatten())
            .filter(|a| !a.defends())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The ability `name` is planned with when the player names none: for
    /// defense, its strongest defending one (an immunity before Filter
    /// before a halving; Bronzong's Levitate before Heatproof); for an
    /// attack of type `attack`, its first ability that changes that hit.
    ///
    /// ```
    /// use pokelinks::data::game;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::story::pool::Pool;
    /// let pool = Pool::new(4, Some(game::find("platinum").unwrap()))?.with_abilities(false);
    /// assert_eq!(pool.planned_ability("Bronzong", Kind::Defense, None).unwrap().name(), "Levitate");
    /// assert!(pool.planned_ability("Pikachu", Kind::Defense, None).is_none());
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn planned_ability(&self, name: &str, kind: Kind, attack: Option<Type>) -> Option<Ability> {
        let mut all: Vec<Ability> = self.abilities_of(name).into_iter().flatten().collect();
        match (kind, attack) {
            (Kind::Defense, _) => {
                all.retain(|a| a.defends());
                all.sort_by_key(|a| std::cmp::Reverse(a.strength()));
            }
            (Kind::Attack, Some(t)) => all.retain(|a| !a.defends() && a.acts_on(t)),
            (Kind::Attack, None) => all.clear(),
        }
        all.first().copied()
    }

    /// The ability the player named for `name` (`Bronzong:Heatproof`):
    /// one of its abilities in the generation, hidden ones included (the
    /// player says they have it), as it matches up (`None`: it changes no
    /// matchup, or abilities do not count); `Err` when `said` is none of
    /// its abilities, `Ok(Err(why))` when it is another Pokémon's ability.
    pub fn named_ability(&self, name: &str, said: &str) -> Result<Option<Ability>, Option<String>> {
        let key = crate::data::fold(said);
        let slots = ability::slots_of(self.generation, name);
        match slots.iter().find(|(_, a)| crate::data::fold(a) == key) {
            Some(&(_, a)) if self.abilities.is_some() => Ok(Ability::spelt(a, self.generation)),
            Some(_) => Ok(None),
            None if Ability::named(said, ability::LATEST).is_some()
                || (!slots.is_empty() && self.is_ability(said)) =>
            {
                let own: Vec<&str> = slots.iter().map(|&(_, a)| a).collect();
                Err(Some(format!(
                    "{name} cannot have {} in generation {} (its abilities: {})",
                    escape(said),
                    self.generation,
                    if own.is_empty() {
                        "none".to_owned()
                    } else {
                        own.join(", ")
                    }
                )))
            }
            None => Err(None),
        }
    }

    /// Whether `said` is the name of some species' ability in the
    /// generation.
    fn is_ability(&self, said: &str) -> bool {
        let key = crate::data::fold(said);
        (self.species().all().iter())
            .flat_map(|s| ability::slots_of(self.generation, &s.name))
            .any(|(_, a)| crate::data::fold(a) == key)
    }

    /// The typings whose every Pokémon of the pool has a defending ability
    /// (Shedinja's Bug-Ghost, generation 3's Ghost-Poison): as options of
    /// a defense cover they stand only with it, never bare. Empty for
    /// attack, and when abilities do not count.
    pub fn replaced(&self, kind: Kind) -> Vec<Typing> {
        if self.abilities.is_none() || kind == Kind::Attack {
            return Vec::new();
        }
        // Each typing's Pokémon are one run of the species list, asked
        // only until one stands bare.
        let mut out: Vec<Typing> = Vec::new();
        for run in (self.species().all()).chunk_by(|a, b| a.typing == b.typing) {
            let mut had = run.iter().filter(|s| self.contains(s)).peekable();
            if had.peek().is_some()
                && had.all(|s| self.planned_ability(&s.name, Kind::Defense, None).is_some())
            {
                out.push(run[0].typing);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The pool's Pokémon of `profile`'s typing that may have its ability
    /// (every one of it, for a bare profile), in the species list's order.
    pub fn of_profile(&self, profile: Profile) -> impl Iterator<Item = &Species> {
        (self.of_typing(profile.typing)).filter(move |s| self.can_be(&s.name, profile))
    }

    /// Whether the Pokémon called `name` may be planned as `profile`'s
    /// ability (a bare profile: any Pokémon of its typing).
    fn can_be(&self, name: &str, profile: Profile) -> bool {
        profile.is_bare() || self.abilities_of(name).contains(&profile.ability)
    }

    /// The pool whose Pokémon know their moves whenever they can (`--anytime`).
    pub fn anytime(mut self) -> Pool {
        self.anytime = true;
        self.repertoire = OnceCell::new();
        self
    }

    /// The pool whose Pokémon attack also with the moves that work only
    /// under a condition a plan cannot promise (`--all-moves`: Dream Eater,
    /// Focus Punch, Fake Out, …; data/moves/unreliable.json).
    pub fn all_moves(mut self) -> Pool {
        self.all_moves = true;
        self.repertoire = OnceCell::new();
        self
    }

    /// The pool whose repertoire holds only the attack types `types`
    /// (what is asked of it: who brings them), the moves of the others
    /// not worked out.
    pub fn attacking_with(mut self, types: Vec<Type>) -> Pool {
        self.attack_types = Some(types);
        self.repertoire = OnceCell::new();
        self
    }

    /// The pool in which legendary and mythical Pokémon may play
    /// (`--legendaries`).
    pub fn with_legendaries(mut self) -> Pool {
        self.legendaries = true;
        self.repertoire = OnceCell::new();
        self
    }

    /// Whether the pool leaves `species` out only for being legendary:
    /// in a game, without `--legendaries`. A plan counts on Pokémon a
    /// player meets on the way; a legendary is one encounter, often late
    /// and hard to catch, and most players keep it off their team.
    pub fn leaves_out_legendary(&self, species: &Species) -> bool {
        self.game.is_some() && !self.legendaries && species.legendary()
    }

    /// The legendaries the player can have that the pool leaves out, by
    /// national number (forms after their base).
    pub fn legendaries_left_out(&self) -> Vec<&Species> {
        if self.game.is_none() || self.legendaries {
            return Vec::new();
        }
        let mut out: Vec<&Species> = (self.species().all().iter())
            .filter(|s| s.legendary() && self.can_have(s))
            .collect();
        out.sort_by_key(|s| (s.num, s.name.len(), s.name.as_str()));
        out
    }

    /// The level the pool's Pokémon are planned at: the story point's level
    /// cap (without a story, the first selected gym's; with `--anytime`,
    /// or with neither, 100). Their moves are those learnt by then, and
    /// Showdown sets are written at it.
    pub fn level_cap(&self) -> u8 {
        match (&self.stage, self.anytime) {
            (_, true) => 100,
            (Some(stage), false) => stage.availability.cap_at(stage.checkpoint),
            (None, false) => self.cap.unwrap_or(100),
        }
    }

    /// The pool whose Pokémon know the moves they learn by level `cap` (a
    /// game without a story: the level cap of its first selected gym).
    pub fn capped(mut self, cap: Option<u8>) -> Pool {
        self.cap = cap;
        self.repertoire = OnceCell::new();
        self
    }

    /// Who stands behind each of `typings` (typings for defense, attack
    /// types for attack), at most `n` each: the pool's Pokémon of that
    /// typing, or those that bring that attack type (without a game: none).
    pub fn behind(&self, kind: Kind, typings: &[Profile], n: usize) -> Vec<(Profile, Vec<Behind>)> {
        match kind {
            Kind::Defense => (typings.iter())
                .map(|&t| {
                    let named = self.of_profile(t).take(n).map(|s| Behind {
                        pokemon: s.name.clone(),
                        move_name: None,
                        how: self.how_as(s, t.ability),
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
                            new && self.can_be(&b.pokemon, t)
                        });
                        let named = bringers.take(n).map(|b| Behind {
                            pokemon: b.pokemon.clone(),
                            move_name: Some(b.move_name.clone()),
                            how: Some(self.learned_as(&b.pokemon, &b.learned, t.ability)),
                        });
                        (t, named.collect())
                    })
                    .collect()
            }
        }
    }

    /// When `ability` is `name`'s hidden one, how the pool has it, in a
    /// word for a member's brackets: `hidden: in an SOS chain`, `hidden:
    /// --hidden` (only the flag allows it), `hidden` (the player named
    /// it); `None` for another ability.
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// use pokelinks::data::ability::Ability;
    /// use pokelinks::setup::Setup;
    /// let config = Config::parse_from(["pokelinks", "sm", "--by", "G3"]).unwrap();
    /// let pool = Setup::new(&config.question).unwrap().pool;
    /// let note = pool.hidden_note("Miltank", Ability::named("Sap Sipper", 7));
    /// assert_eq!(note.as_deref(), Some("hidden: in an SOS chain"));
    /// assert_eq!(pool.hidden_note("Miltank", Ability::named("Thick Fat", 7)), None);
    /// ```
    pub fn hidden_note(&self, name: &str, ability: Option<Ability>) -> Option<String> {
        let a = ability?;
        if self.abilities.is_none() || !self.only_hidden(name, a) {
            return None;
        }
        let by = self.stage.as_ref().and_then(|st| {
            let h = self.hidden_way(name)?;
            st.availability.gives_hidden(h, st.checkpoint)
        });
        Some(match (by, self.abilities) {
            (Some(by), _) => format!("hidden: {by}"),
            (None, Some(Hidden(true))) => "hidden: --hidden".to_owned(),
            // The player named it: they have it, however.
            (None, _) => "hidden".to_owned(),
        })
    }

    /// How `name` learns its move (`learned`), and, when `ability` is
    /// its hidden one, how that comes ([`Pool::hidden_note`]): `level 20;
    /// hidden: in an SOS chain`.
    fn learned_as(&self, name: &str, learned: &str, ability: Option<Ability>) -> String {
        match self.hidden_note(name, ability) {
            Some(note) => format!("{learned}; {note}"),
            None => learned.to_owned(),
        }
    }

    /// The single-copy TMs had by then and how many of each
    /// ([`Availability::single_machines_at`]); with `--anytime`, every one
    /// of the story. None without a story or from generation 5.
    pub fn single_machines(&self) -> BTreeMap<&'static str, u8> {
        match &self.stage {
            Some(stage) if self.generation <= 4 => {
                let k = if self.anytime {
                    stage.availability.points().len().saturating_sub(1)
                } else {
                    stage.checkpoint
                };
                stage.availability.single_machines_at(k)
            }
            _ => BTreeMap::new(),
        }
    }

    /// In a game, the attack types its Pokémon can use by then, and who
    /// brings each (see [`crate::story::repertoire`]); `None` without a game.
    pub fn repertoire(&self) -> Option<&Repertoire> {
        (self.repertoire)
            .get_or_init(|| {
                let key = RepertoireKey {
                    stage: (self.stage.as_ref())
                        .map(|st| (Arc::clone(&st.availability), st.checkpoint)),
                    cap: self.cap,
                    flags: (self.anytime, self.all_moves, self.legendaries),
                    attack_types: self.attack_types.clone(),
                };
                // Shared with the game's other pools that agree on it.
                (self.game.as_ref()?).repertoire(key, || self.repertoire_of(None))
            })
            .as_deref()
    }

    /// [`Pool::repertoire`] of one Pokémon (`only`: its name, whether the
    /// pool holds it or not: a player's own member), or of the whole pool.
    ///
    /// Each Pokémon is learnt with the ways it can be had by then
    /// ([`Origin`]: met at the lowest level the availability gives, received
    /// at its level, evolved from an earlier form had so; with `--anytime`,
    /// the ways of the whole story). Without a story, and for a member the
    /// player names that cannot be had by then (had some other way: a trade
    /// from another game), a Pokémon with an earlier form is had by evolving
    /// it, along the evolution rows, a first form met at level 1.
    pub fn repertoire_of(&self, only: Option<&str>) -> Option<Repertoire> {
        let data = self.game.as_ref()?;
        let (learnsets, moves) = data.learning().ok()?;
        let rules = LearningRules::of(&data.game.id).ok().flatten();
        let had_machines;
        let cap = self.level_cap();
        let machines = match (&self.stage, self.anytime) {
            (_, true) => None,
            (Some(stage), false) => {
                had_machines = stage.availability.items_at(stage.checkpoint);
                Some(&had_machines)
            }
            (None, false) => {
                had_machines = BTreeMap::new();
                Some(&had_machines)
            }
        };
        // The checkpoint whose ways count: every one with --anytime.
        let at = self.stage.as_ref().map(|stage| match self.anytime {
            true => stage.availability.points().len().saturating_sub(1),
            false => stage.checkpoint,
        });
        // The relearner: from its checkpoint on; whenever, with --anytime.
        let relearner = match (&self.stage, rules.and_then(|r| r.relearner.as_ref())) {
            (_, Some(r)) if self.anytime => Some(r.place),
            (Some(stage), Some(r)) => (stage.availability.checkpoint(r.from))
                .filter(|&from| at.is_some_and(|k| from <= k))
                .map(|_| r.place),
            _ => None,
        };
        let learning = Learning {
            learnsets,
            moves,
            cap,
            machines,
            relearner,
            unreliable: match self.all_moves {
                true => None,
                false => Unreliable::shipped().ok(),
            },
        };
        let traded_at_given = rules.is_some_and(|r| r.trade_at_given_level);
        let origins = |name: &str| -> Vec<Origin> {
            if let (Some(stage), Some(k)) = (&self.stage, at) {
                let found = origins_at(
                    &stage.availability,
                    name,
                    k,
                    traded_at_given,
                    &mut Vec::new(),
                );
                if !found.is_empty() {
                    return found;
                }
            }
            // The rows are decoded only for a Pokémon the story does not
            // place.
            let rows = (data.evolutions()).expect("the shipped evolution rows decode");
            origins_by_rows(rows, name, &mut Vec::new())
        };
        let pokemon = (self.species().all().iter())
            .filter(|s| only.map_or_else(|| self.contains(s), |name| s.name == name))
            .map(|s| Learner {
                name: s.name.as_str(),
                types: s.typing.types().collect(),
                origins: origins(&s.name),
            });
        let only = self.attack_types.as_deref();
        Some(Repertoire::new(
            pokemon,
            &learning,
            only,
            &data.counted(only),
        ))
    }

    /// The pool narrowed to what can be had at `stage`.
    pub fn at(mut self, stage: Stage) -> Pool {
        self.stage = Some(stage);
        self.repertoire = OnceCell::new();
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
            pool.repertoire = OnceCell::new();
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

    /// The generation its Pokémon are of.
    pub fn generation(&self) -> u8 {
        self.generation
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

    /// Whether the pool holds this Pokémon: in the game's Pokédex, at a
    /// story point to be had by then, and not a legendary left out
    /// ([`Pool::leaves_out_legendary`]).
    pub fn contains(&self, species: &Species) -> bool {
        self.can_have(species) && !self.leaves_out_legendary(species)
    }

    /// Whether the player can have this Pokémon: in the game's Pokédex and,
    /// at a story point, to be had by then (a legendary too).
    pub fn can_have(&self, species: &Species) -> bool {
        // Asked of every species: a look-up, not the words of [`Pool::how`].
        self.in_pokedex(species)
            && (self.stage.as_ref())
                .is_none_or(|st| st.availability.have(&species.name, st.checkpoint).is_some())
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

    /// At a story point, the Pokémon that evolve by levelling up by its
    /// level cap, each with the words that say so: `into Beedrill at level
    /// 10` ([`Availability::evolving_at`]).
    pub fn evolving(&self) -> BTreeMap<&'static str, String> {
        let Some(stage) = self.stage.as_ref() else {
            return BTreeMap::new();
        };
        (stage.availability.evolving_at(stage.checkpoint).into_iter())
            .map(|(from, (to, level))| (from, format!("into {to} at level {level}")))
            .collect()
    }

    /// At a story point, the choice group (`odd-egg`) every way to have
    /// `species` then goes through ([`Availability::only_through`]).
    pub fn only_through(&self, species: &Species) -> Option<&'static str> {
        let stage = self.stage.as_ref()?;
        (stage.availability).only_through(&species.name, stage.checkpoint)
    }

    /// The Pokémon of a typing in the pool, in the species list's order
    /// (fully evolved first, then by base stat total).
    pub fn of_typing(&self, typing: Typing) -> impl Iterator<Item = &Species> {
        (self.species().of_typing(typing)).filter(|s| self.contains(s))
    }

    /// The typings some Pokémon of the pool holds, sorted: of the game's
    /// Pokédex ([`Pool::in_pokedex`]), of those the player can have by
    /// then ([`Pool::can_have`]) and of the pool's ([`Pool::contains`]);
    /// `None` when the pool is the whole generation (every typing of its
    /// chart). One pass over the species list, which holds each typing's
    /// Pokémon in one run: a typing is asked of its Pokémon only until one
    /// holds it in all three.
    pub(crate) fn typings(&self) -> Option<[Vec<Typing>; 3]> {
        self.game.as_ref()?;
        let mut out: [Vec<Typing>; 3] = Default::default();
        for run in (self.species().all()).chunk_by(|a, b| a.typing == b.typing) {
            let mut held = [false; 3];
            for s in run.iter().filter(|s| self.in_pokedex(s)) {
                held[0] = true;
                if self.can_have(s) {
                    held[1] = true;
                    if self.contains(s) {
                        held[2] = true;
                        break;
                    }
                }
            }
            for (list, held) in out.iter_mut().zip(held) {
                if held {
                    list.push(run[0].typing);
                }
            }
        }
        for list in &mut out {
            list.sort_unstable();
            list.dedup();
        }
        Some(out)
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

/// The ways to have `name` at checkpoint `k` of `a`, each earlier form
/// with its own ways (`path`: the forms being worked out, not entered
/// again); a trade without a level at the level of the Pokémon handed over
/// when `traded_at_given`, else at level 1.
fn origins_at(
    a: &Availability,
    name: &str,
    k: usize,
    traded_at_given: bool,
    path: &mut Vec<String>,
) -> Vec<Origin> {
    path.push(name.to_owned());
    let mut out: Vec<Origin> = Vec::new();
    for have in a.ways(name).iter().filter(|h| h.first <= k) {
        let form = |of: &str, path: &mut Vec<String>| Form {
            name: of.to_owned(),
            origins: origins_at(a, of, k, traded_at_given, path),
        };
        let origin = match &have.way {
            Way::Wild { min, .. } => Origin::Met(*min),
            Way::Received {
                level: Some(level), ..
            } => Origin::Met(*level),
            Way::Received {
                gives: Some(gives), ..
            } if traded_at_given => match path.iter().any(|p| p == gives) {
                true => continue,
                false => Origin::Traded {
                    gives: form(gives, path),
                },
            },
            Way::Received { .. } => Origin::Met(1),
            Way::Evolved { from, .. } if path.iter().any(|p| p == from) => continue,
            Way::Evolved {
                from,
                level,
                levels_up,
                ..
            } => Origin::Evolved {
                from: form(from, path),
                level: *level,
                levels_up: *levels_up,
            },
        };
        if !out.contains(&origin) {
            out.push(origin);
        }
    }
    path.pop();
    out
}

/// The ways to have `name` without a story: by evolving each earlier form
/// of the evolution rows, a first form met at level 1.
fn origins_by_rows(rows: &[&Evolution], name: &str, path: &mut Vec<String>) -> Vec<Origin> {
    path.push(name.to_owned());
    let mut out = Vec::new();
    for row in rows.iter().filter(|r| r.to == name) {
        if path.iter().any(|p| p == row.from) {
            continue;
        }
        // Shedinja comes with Nincada's level-up evolution.
        let level = match row.trigger {
            "shed" => (rows.iter())
                .find(|r| r.from == row.from && r.trigger == "level-up")
                .and_then(|r| r.min_level),
            _ => row.min_level,
        };
        let origin = Origin::Evolved {
            from: Form {
                name: row.from.to_owned(),
                origins: origins_by_rows(rows, row.from, path),
            },
            level,
            levels_up: matches!(row.trigger, "level-up" | "shed"),
        };
        if !out.contains(&origin) {
            out.push(origin);
        }
    }
    if out.is_empty() {
        out.push(Origin::Met(1));
    }
    path.pop();
    out
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
