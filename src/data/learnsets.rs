//! Which moves each Pokémon learns: a game's learnsets
//! (`data/learnsets/<game>.json`, from the decompilations: level-up moves
//! and TM/HM compatibility, with the game's TM/HM → move table), or a
//! generation's (`data/learnsets/gen-N.json`, from `@pkmn/dex`: level-up
//! moves only), and the moves themselves (`data/moves/gen-N.json`: type,
//! power, category and whether each counts as an attack).

use std::collections::BTreeMap;

use serde::Deserialize;

use super::error::DataError;
use super::json::parse_shipped;
use super::shipped;

/// The learnsets of one game or generation.
#[derive(Clone, Debug, Deserialize)]
pub struct Learnsets {
    /// TM/HM item id (`tm28`) → the move it teaches; empty for a
    /// generation's file (level-up moves only).
    #[serde(default)]
    pub machines: BTreeMap<String, String>,
    /// Species name → what it learns.
    pub species: BTreeMap<String, Learnset>,
}

/// What one species learns.
#[derive(Clone, Debug, Deserialize)]
pub struct Learnset {
    /// `(level, move)`, in the source's order (level 1: known from the
    /// start; level 0: on evolving).
    pub levelup: Vec<(u8, String)>,
    /// The TM/HM item ids it can be taught.
    #[serde(default)]
    pub machines: Vec<String>,
}

impl Learnsets {
    /// The learnsets of a game (its own file), else of its generation.
    ///
    /// ```
    /// use pokelinks::data::learnsets::Learnsets;
    /// let red = Learnsets::of("red-blue", 1)?;
    /// assert!(red.species["Squirtle"].levelup.contains(&(8, "Bubble".into())));
    /// assert_eq!(red.machines["tm28"], "Dig");
    /// let sv = Learnsets::of("scarlet-violet", 9)?;
    /// assert!(sv.machines.is_empty() && sv.species.contains_key("Sprigatito"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str, generation: u8) -> Result<Learnsets, DataError> {
        let (source, text) = shipped::named_file(&format!("learnsets/{game}.json"))
            .or_else(|| shipped::named_file(&format!("learnsets/gen-{generation}.json")))
            .ok_or_else(|| DataError::Read {
                path: format!("<shipped>/learnsets/gen-{generation}.json"),
                kind: std::io::ErrorKind::NotFound,
                reason: "no such shipped file".into(),
            })?;
        parse_shipped(source, text)
    }
}

/// The moves of a generation.
#[derive(Clone, Debug, Deserialize)]
pub struct Moves {
    /// The moves.
    pub moves: Vec<Move>,
}

/// One move, as the generation has it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Move {
    /// Its name.
    pub name: String,
    /// Its type in the generation (Bite is Normal in generation 1).
    #[serde(rename = "type")]
    pub kind: String,
    /// Its power.
    pub power: u16,
    /// Whether it counts as an attack: damage that type effectiveness
    /// scales (data/README.md "The attack rule").
    pub attack: bool,
    /// Whether its type varies (Hidden Power, Weather Ball, …).
    pub variable: bool,
}

impl Moves {
    /// The moves of generation `generation` (1 to 9).
    ///
    /// ```
    /// let gen1 = pokelinks::data::learnsets::Moves::of(1)?;
    /// let bite = gen1.get("Bite").unwrap();
    /// assert_eq!((bite.kind.as_str(), bite.attack), ("Normal", true));
    /// assert!(!gen1.get("Dragon Rage").unwrap().attack);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(generation: u8) -> Result<Moves, DataError> {
        let path = format!("moves/gen-{generation}.json");
        let (source, text) = shipped::named_file(&path).ok_or_else(|| DataError::Read {
            path: format!("<shipped>/{path}"),
            kind: std::io::ErrorKind::NotFound,
            reason: "no such shipped file".into(),
        })?;
        let mut moves: Moves = parse_shipped(source, text)?;
        moves.moves.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(moves)
    }

    /// The move called `name`, as the files spell it.
    pub fn get(&self, name: &str) -> Option<&Move> {
        let at = self
            .moves
            .binary_search_by(|m| m.name.as_str().cmp(name))
            .ok()?;
        Some(&self.moves[at])
    }
}
