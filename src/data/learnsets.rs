//! Which moves each Pokémon learns: a game's learnsets
//! (`data/learnsets/<game>.json`: level-up moves and TM/HM compatibility,
//! with the game's TM/HM → move table; from the decompilations in
//! generations 1–4, from `@pkmn/dex` and PokeAPI's machine table in
//! generations 5–9), or a generation's (`data/learnsets/gen-N.json`, from
//! `@pkmn/dex`: level-up moves only, for Brilliant Diamond/Shining Pearl), every move each Pokémon can know in a generation's games
//! (`data/learnsets/any-gen-N.json`, from `@pkmn/dex`), the moves themselves (`data/moves/gen-N.json`: type,
//! power, category, whether each counts as an attack, takes two turns or
//! recharges), the moves that cannot be leaned on
//! (`data/moves/unreliable.json`) and each game's rules of learning: its
//! move relearner and the level of a traded Pokémon
//! (`data/moves/learning.json`).

use super::error::DataError;
use super::shipped;

/// [`super::schema::Learnsets`], its text borrowed from the shipped data.
pub type Learnsets = super::schema::Learnsets<'static>;
pub use super::schema::{Learnset, MoveId};
/// [`super::schema::AnyLearnsets`], its text borrowed from the shipped data.
pub type AnyLearnsets = super::schema::AnyLearnsets<'static>;
/// [`super::schema::Moves`], its text borrowed from the shipped data.
pub type Moves = super::schema::Moves<'static>;
/// [`super::schema::Move`], its text borrowed from the shipped data.
pub type Move = super::schema::Move<'static>;
/// [`super::schema::Unreliable`], its text borrowed from the shipped data.
pub type Unreliable = super::schema::Unreliable<'static>;
/// [`super::schema::UnreliableMove`], its text borrowed from the shipped data.
pub type UnreliableMove = super::schema::UnreliableMove<'static>;
/// [`super::schema::LearningRules`], its text borrowed from the shipped data.
pub type LearningRules = super::schema::LearningRules<'static>;
/// [`super::schema::Relearner`], its text borrowed from the shipped data.
pub type Relearner = super::schema::Relearner<'static>;

impl Learnsets {
    /// The learnsets of a game (its own file), else of its generation,
    /// read once per process.
    ///
    /// ```
    /// use pokelinks::data::learnsets::Learnsets;
    /// let red = Learnsets::of("red-blue", 1)?;
    /// let bubble = red.id("Bubble").unwrap();
    /// assert!(red.species["Squirtle"].levelup.contains(&(8, bubble)));
    /// assert_eq!(red.name(bubble), "Bubble");
    /// assert_eq!(red.machine("tm28"), Some("Dig"));
    /// let sv = Learnsets::of("scarlet-violet", 9)?;
    /// assert_eq!(sv.machine("tm01"), Some("Take Down"));
    /// let bdsp = Learnsets::of("brilliant-diamond-shining-pearl", 8)?;
    /// assert!(bdsp.machines.is_empty() && bdsp.species.contains_key("Pikachu"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str, generation: u8) -> Result<&'static Learnsets, DataError> {
        (shipped::decoded(&format!("learnsets/{game}.json")))
            .or_else(|| shipped::decoded(&format!("learnsets/gen-{generation}.json")))
            .ok_or_else(|| shipped::missing(format!("<shipped>/learnsets/gen-{generation}.json")))?
    }

    /// The game's own learnsets (`data/learnsets/<game>.json`: every game
    /// but Brilliant Diamond/Shining Pearl), if it has a file; read once per
    /// process.
    pub fn of_game(game: &str) -> Option<Result<&'static Learnsets, DataError>> {
        shipped::decoded(&format!("learnsets/{game}.json"))
    }

    /// The name of move `m`.
    pub fn name(&self, m: MoveId) -> &'static str {
        self.moves[usize::from(m.0)]
    }

    /// The move called `name`, if the file names it.
    pub fn id(&self, name: &str) -> Option<MoveId> {
        let at = self.moves.binary_search(&name).ok()?;
        Some(MoveId(u16::try_from(at).ok()?))
    }

    /// The name of the move the TM or HM `item` (`tm28`) teaches, if the
    /// file's table has it.
    pub fn machine(&self, item: &str) -> Option<&'static str> {
        let at = self
            .machines
            .binary_search_by_key(&item, |&(i, _)| i)
            .ok()?;
        Some(self.name(self.machines[at].1))
    }

    /// Whether `species` learns the move called `name` here: by level-up
    /// or by one of its machines; `None` when the file does not list the
    /// species.
    pub fn learns(&self, species: &str, name: &str) -> Option<bool> {
        let set = self.species.get(species)?;
        let Some(m) = self.id(name) else {
            return Some(false);
        };
        Some(
            set.levelup.iter().any(|&(_, l)| l == m)
                || (set.machines.iter()).any(|&k| self.machines[usize::from(k)].1 == m),
        )
    }
}

impl AnyLearnsets {
    /// Every move each Pokémon can know in generation `generation`'s
    /// games, read once per process.
    ///
    /// ```
    /// use pokelinks::data::learnsets::AnyLearnsets;
    /// let gen3 = AnyLearnsets::of(3)?;
    /// assert_eq!(gen3.learns("Geodude", "Rock Tomb"), Some(true));
    /// assert_eq!(gen3.learns("Geodude", "Surf"), Some(false));
    /// assert_eq!(gen3.learns("Pikachu", "Sweet Kiss"), Some(true)); // Pichu's egg move
    /// assert_eq!(gen3.learns("Missingno", "Surf"), None);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(generation: u8) -> Result<&'static AnyLearnsets, DataError> {
        let path = format!("learnsets/any-gen-{generation}.json");
        shipped::decoded(&path).ok_or_else(|| shipped::missing(format!("<shipped>/{path}")))?
    }

    /// Whether `species` can know the move called `name`; `None` when the
    /// file does not list the species.
    pub fn learns(&self, species: &str, name: &str) -> Option<bool> {
        let set = self.species.get(species)?;
        let at = self.moves.binary_search(&name).ok();
        Some(at.is_some_and(|at| set.binary_search(&(at as u16)).is_ok()))
    }
}

impl Moves {
    /// The moves of generation `generation` (1 to 9), read once per
    /// process.
    ///
    /// ```
    /// let gen1 = pokelinks::data::learnsets::Moves::of(1)?;
    /// let bite = gen1.get("Bite").unwrap();
    /// assert_eq!((bite.kind, bite.attack), ("Normal", true));
    /// assert!(!gen1.get("Dragon Rage").unwrap().attack);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(generation: u8) -> Result<&'static Moves, DataError> {
        let path = format!("moves/gen-{generation}.json");
        shipped::decoded(&path).ok_or_else(|| shipped::missing(format!("<shipped>/{path}")))?
    }

    /// The move called `name`, as the files spell it (build.rs sorted
    /// them by name).
    pub fn get(&self, name: &str) -> Option<&Move> {
        let at = self.moves.binary_search_by(|m| m.name.cmp(name)).ok()?;
        Some(&self.moves[at])
    }
}

impl Unreliable {
    /// The moves that work only under a condition a plan cannot promise,
    /// read once per process.
    ///
    /// ```
    /// let list = pokelinks::data::learnsets::Unreliable::shipped()?;
    /// assert!(list.get("Dream Eater", "Hypno").is_some());
    /// assert!(list.get("Tackle", "Rattata").is_none());
    /// assert!(list.get("Hyperspace Fury", "Hoopa-Unbound").is_none());
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn shipped() -> Result<&'static Unreliable, DataError> {
        shipped::decoded("moves/unreliable.json")
            .ok_or_else(|| shipped::missing("<shipped>/moves/unreliable.json".into()))?
    }

    /// Why `pokemon` cannot lean on the move called `name`, if it cannot.
    pub fn get(&self, name: &str, pokemon: &str) -> Option<&UnreliableMove> {
        (self.moves.iter()).find(|m| m.name == name && !m.except.contains(&pokemon))
    }
}

impl LearningRules {
    /// The rules of learning of the game `game` (version group id), read
    /// once per process; `None` for a game the file does not list.
    ///
    /// ```
    /// use pokelinks::data::learnsets::LearningRules;
    /// let emerald = LearningRules::of("emerald")?.unwrap();
    /// assert_eq!(emerald.relearner.as_ref().unwrap().place, "Fallarbor Town");
    /// assert!(LearningRules::of("crystal")?.unwrap().relearner.is_none());
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str) -> Result<Option<&'static LearningRules>, DataError> {
        let file: &'static super::schema::GameLearning<'static> =
            shipped::decoded("moves/learning.json")
                .ok_or_else(|| shipped::missing("<shipped>/moves/learning.json".into()))??;
        Ok(file.games.iter().find(|g| g.game == game))
    }
}
