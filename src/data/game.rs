//! Games: which map, which version of it and which Pokédex a game stands
//! for (docs/games.md).
//!
//! This module owns the list of games `--game` knows (data/games.json),
//! with their names and aliases; how a version of a game file
//! (`data/games/<id>.json`) is chosen or merged; and which typings the Pokémon of a game's
//! Pokédex have (the form rule below). The files themselves are read by
//! [`super::map`] and embedded by [`super::shipped`].
//!
//! **The form rule.** A Pokédex lists national numbers. The species list of
//! the game's generation (data/species/gen-N.json) holds every form of each
//! number with its typing in that generation. A form counts when its name
//! has no regional suffix (`-Alola`, `-Galar`, `-Hisui`, `-Paldea`), or when
//! the suffix is the game's own region (Alola in Sun/Moon, Galar in
//! Sword/Shield, Paldea in Scarlet/Violet; Hisui never, as Legends: Arceus
//! is not covered), and the species list does not mark it as absent from
//! that generation's games (its `nonstandard` is `null`).

use std::sync::OnceLock;

use serde::Deserialize;

use super::chart::Chart;
use super::error::DataError;
use super::json::parse_shipped;
use super::map::Map;
use super::map::Version;
use super::names::{NameIndex, fold, lookup_key};
use super::schema::{DexFile, DexVersions};
use super::shipped;
use super::species::{Pokedex, Species};
use crate::typing::Typing;

/// A game or pair of games that `--game` selects: one entry of
/// `data/games.json`.
///
/// ```
/// let game = pokelinks::data::game::find("FRLG").unwrap();
/// assert_eq!((game.id.as_str(), game.name.as_str(), game.generation), ("firered-leafgreen", "FireRed/LeafGreen", 3));
/// assert!(game.aliases.iter().any(|a| a == "lg"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// The version group (PokeAPI's identifier, as in data/dex/versions.json).
    pub id: String,
    /// The games' names, as people write them.
    pub name: String,
    /// Every name `--game` accepts besides `id`, lower case.
    pub aliases: Vec<String>,
    /// The versions of the pair, PokeAPI's ids (`red`, `blue`).
    pub editions: Vec<String>,
    /// The generation, which picks the chart and the species list.
    pub generation: u8,
    /// The region whose regional forms count in its Pokédex (the form rule
    /// of the module comment).
    pub regional_forms: Option<String>,
}

/// The list of games, `data/games.json`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameList {
    #[allow(dead_code)]
    note: String,
    games: Vec<Game>,
}

/// The suffixes of regional forms in species names (`Vulpix-Alola`,
/// `Darmanitan-Galar-Zen`, `Tauros-Paldea-Combat`).
const REGIONAL: [&str; 4] = ["Alola", "Galar", "Hisui", "Paldea"];

/// Every game `--game` knows, in release order (`data/games.json`).
///
/// ```
/// let games = pokelinks::data::game::games();
/// assert_eq!((games[0].id.as_str(), games.last().unwrap().id.as_str()), ("red-blue", "scarlet-violet"));
/// ```
pub fn games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let (source, text) = shipped::games_text();
        let list: GameList =
            parse_shipped(source, text).expect("data/games.json is valid (tests/games.rs)");
        list.games
    })
}

/// The game named `name` (its id or an alias), in any letter case.
///
/// ```
/// use pokelinks::data::game::find;
/// assert_eq!(find("SoulSilver").unwrap().id, "heartgold-soulsilver");
/// assert_eq!(find(" x ").unwrap().id, "x-y");
/// assert!(find("kanto").is_none());
/// ```
pub fn find(name: &str) -> Option<&'static Game> {
    // A name as the data spells it (`sword`, `red-blue`) is found without
    // building the index, whose first use folds every game's names.
    let spelt = (games().iter()).find(|g| g.id == name || g.aliases.iter().any(|a| a == name));
    if spelt.is_some() {
        return spelt;
    }
    static NAMES: OnceLock<NameIndex<usize>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        NameIndex::new(games().iter().enumerate().flat_map(|(i, g)| {
            std::iter::once((g.id.as_str(), i))
                .chain(g.aliases.iter().map(move |a| (a.as_str(), i)))
        }))
    });
    names.exact(name).map(|&i| &games()[i])
}

/// Which version of a game file to use.
///
/// ```
/// use pokelinks::data::game::{VersionChoice, find};
/// let (map, _, chosen) = find("red").unwrap().load(&VersionChoice::Named("squirtle".into()), &[])?;
/// assert_eq!(chosen.as_deref(), Some("Squirtle"));
/// assert!(map.gym("E4").unwrap().attack.contains(&pokelinks::Type::Grass));
/// # Ok::<(), pokelinks::data::game::GameError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VersionChoice {
    /// The first version (the one the file's top-level gyms hold).
    First,
    /// The version of this name, in any letter case.
    Named(String),
    /// Every version merged: each gym's attack types and typings are the
    /// union over the versions, its level the highest.
    All,
}

/// Why a game's map could not be given as asked.
///
/// ```
/// use pokelinks::data::game::{GameError, VersionChoice, find};
/// let err = find("gold").unwrap().load(&VersionChoice::Named("x".into()), &[]).unwrap_err();
/// assert_eq!(err.to_string(), "--version x: Gold/Silver has no versions");
/// ```
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// The game has versions, but none of this name.
    #[error("--version {name}: {game} has no version of that name (versions: {}, all)", .versions.join(", "))]
    UnknownVersion {
        /// The game's names.
        game: String,
        /// The name given, cut to its first [`crate::escape::QUOTE_CHARS`]
        /// characters.
        name: String,
        /// The game's versions.
        versions: Vec<String>,
    },
    /// A version was named, but the game has none.
    #[error("--version {name}: {game} has no versions")]
    NoVersions {
        /// The game's names.
        game: String,
        /// The name given, cut to its first [`crate::escape::QUOTE_CHARS`]
        /// characters.
        name: String,
    },
    /// A version named that does not go with the version of the pair or
    /// the starter chosen.
    #[error("--version {version} does not go with {hints}")]
    Mismatch {
        /// The version named.
        version: String,
        /// The hints it lacks, folded.
        hints: String,
    },
    /// A file of the game could not be read.
    #[error(transparent)]
    Data(#[from] DataError),
}

/// A Pokédex: its name and the national numbers it lists.
///
/// ```
/// let dex = pokelinks::data::game::dex("original-johto")?;
/// assert_eq!((dex.name.as_str(), dex.national.len()), ("Original Johto", 251));
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dex {
    /// Its English name, such as `Original Johto`.
    pub name: String,
    /// Its identifier, the file name in data/dex/.
    pub identifier: String,
    /// The national numbers of its species, in its own order.
    pub national: Vec<u16>,
}

/// The shipped Pokédex with this identifier.
///
/// ```
/// assert_eq!(pokelinks::data::game::dex("paldea")?.national.len(), 400);
/// assert!(pokelinks::data::game::dex("national").is_err());
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn dex(identifier: &str) -> Result<Dex, DataError> {
    let path = format!("dex/{identifier}.json");
    let file: &DexFile<'static> = (identifier != "versions")
        .then(|| shipped::decoded(&path))
        .flatten()
        .ok_or_else(|| shipped::missing(format!("<shipped>/{path}")))??;
    Ok(Dex {
        name: file.name.to_owned(),
        identifier: file.identifier.to_owned(),
        national: file.species.iter().map(|s| s.national).collect(),
    })
}

impl Game {
    /// The version of the pair that `word` names (`Red` → `red`), if the
    /// game has two and the word names one of them.
    ///
    /// ```
    /// let rb = pokelinks::data::game::find("red").unwrap();
    /// assert_eq!(rb.edition("Red").as_deref(), Some("red"));
    /// assert_eq!(rb.edition("rb"), None);
    /// let b2 = pokelinks::data::game::find("white 2").unwrap();
    /// assert_eq!(b2.edition("white2").as_deref(), Some("white-2"));
    /// ```
    pub fn edition(&self, word: &str) -> Option<String> {
        let word = lookup_key(word);
        (self.editions.len() > 1)
            .then(|| {
                self.editions
                    .iter()
                    .find(|e| lookup_key(e) == word)
                    .cloned()
            })
            .flatten()
    }

    /// The game's names for people: `Red/Blue`.
    ///
    /// ```
    /// assert_eq!(pokelinks::data::game::find("red").unwrap().title(), "Red/Blue");
    /// ```
    pub fn title(&self) -> String {
        self.name.clone()
    }

    /// The game's map (its game file, `data/games/<id>.json`) with its
    /// chart, in the chosen version, and the name of that version (`None`
    /// when the game has no versions, or for [`VersionChoice::All`]).
    /// `hints` (the version of the pair, the starter) pick among versions
    /// named after them: [`VersionChoice::First`] takes the first version
    /// whose name holds every hint that some version's name holds, and a
    /// named version must hold them too.
    ///
    /// ```
    /// use pokelinks::data::game::{VersionChoice, find};
    /// let yellow = find("yellow").unwrap();
    /// let (map, chart, version) = yellow.load(&VersionChoice::First, &[])?;
    /// assert_eq!((map.region.raw(), version.as_deref()), ("Kanto", Some("Jolteon")));
    /// assert_eq!(chart.typings().len(), 33);
    /// let (merged, _, none) = yellow.load(&VersionChoice::All, &[])?;
    /// assert!(none.is_none() && merged.gym("E4").unwrap().defense.len() >= map.gym("E4").unwrap().defense.len());
    /// let white = find("white").unwrap();
    /// let (_, _, version) = white.load(&VersionChoice::First, &["white".into(), "Tepig".into()])?;
    /// assert_eq!(version.as_deref(), Some("White-Tepig"));
    /// # Ok::<(), pokelinks::data::game::GameError>(())
    /// ```
    pub fn load(
        &self,
        choice: &VersionChoice,
        hints: &[String],
    ) -> Result<(Map, Chart, Option<String>), GameError> {
        let (source, text) = shipped::game_text(&self.id)
            .ok_or_else(|| shipped::missing(format!("<shipped>/games/{}.json", self.id)))?;
        // Read and checked once a process: a question tries the other
        // kinds of answer with the same game (`crate::elsewhere`).
        let read = shipped::cached(&format!("{source} as a map"), || {
            let map = Map::from_json_str(text, source)?;
            let chart = shipped::chart(map.generation).ok_or_else(|| {
                shipped::missing(format!("<shipped>/gen-{}.json", map.generation))
            })?;
            map.check_against(
                &chart,
                source,
                &format!("<shipped>/gen-{}.json", map.generation),
            )?;
            Ok(map)
        })?;
        let chart = shipped::chart(read.generation)
            .ok_or_else(|| shipped::missing(format!("<shipped>/gen-{}.json", read.generation)))?;
        let (mut map, version) = self.version(read.clone(), choice, hints)?;
        for gym in &mut map.gyms {
            gym.foes = super::foes::of_gym(&self.id, map.generation, &gym.id, version.as_deref())?;
        }
        Ok((map, chart, version))
    }

    /// Applies the chosen version to a map.
    fn version(
        &self,
        mut map: Map,
        choice: &VersionChoice,
        hints: &[String],
    ) -> Result<(Map, Option<String>), GameError> {
        let parts = |v: &Version| -> Vec<String> { v.name.raw().split('-').map(fold).collect() };
        let hints: Vec<String> = (hints.iter().map(|h| fold(h)))
            .filter(|h| map.versions.iter().any(|v| parts(v).contains(h)))
            .collect();
        let fits = |v: &Version| hints.iter().all(|h| parts(v).contains(h));
        let chosen = match choice {
            VersionChoice::First => match map.versions.iter().find(|v| fits(v)) {
                Some(first) => first.clone(),
                None => return Ok((map, None)),
            },
            VersionChoice::Named(name) if map.versions.is_empty() => {
                return Err(GameError::NoVersions {
                    game: self.name.clone(),
                    name: crate::escape::shorten(name).into_owned(),
                });
            }
            VersionChoice::Named(name) => {
                // Versions are matched as every name is (`sword grookey`).
                let index = NameIndex::new(map.versions.iter().map(|v| (v.name.raw(), v)));
                let found = index.exact(name).copied();
                match found {
                    Some(version) if !fits(version) => {
                        return Err(GameError::Mismatch {
                            version: version.name.raw().to_owned(),
                            hints: hints.join(", "),
                        });
                    }
                    Some(version) => version.clone(),
                    None => {
                        return Err(GameError::UnknownVersion {
                            game: self.name.clone(),
                            name: crate::escape::shorten(name).into_owned(),
                            versions: map
                                .versions
                                .iter()
                                .map(|v| v.name.raw().to_owned())
                                .collect(),
                        });
                    }
                }
            }
            VersionChoice::All => {
                for version in &map.versions {
                    for changed in &version.gyms {
                        if let Some(gym) = map.gyms.iter_mut().find(|g| g.id == changed.id) {
                            gym.attack.extend(&changed.attack);
                            gym.attack.sort_unstable();
                            gym.attack.dedup();
                            gym.defense.extend(&changed.defense);
                            gym.defense.sort_unstable();
                            gym.defense.dedup();
                            // The highest level over the versions.
                            gym.level = gym.level.max(changed.level);
                        }
                    }
                }
                return Ok((map, None));
            }
        };
        for changed in &chosen.gyms {
            if let Some(gym) = map.gyms.iter_mut().find(|g| g.id == changed.id) {
                gym.attack.clone_from(&changed.attack);
                gym.defense.clone_from(&changed.defense);
                if changed.level.is_some() {
                    gym.level = changed.level;
                }
            }
        }
        Ok((map, Some(chosen.name.raw().to_owned())))
    }

    /// The game's Pokédexes (data/dex/versions.json: the dexes of its
    /// version group, DLC ones included for Sword/Shield and
    /// Scarlet/Violet).
    ///
    /// ```
    /// let dexes = pokelinks::data::game::find("swsh").unwrap().dexes()?;
    /// let ids: Vec<&str> = dexes.iter().map(|d| d.identifier.as_str()).collect();
    /// assert_eq!(ids, ["galar", "isle-of-armor", "crown-tundra"]);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn dexes(&self) -> Result<Vec<Dex>, DataError> {
        let source = "dex/versions.json";
        let groups: &DexVersions<'static> = shipped::decoded(source)
            .ok_or_else(|| shipped::missing(format!("<shipped>/{source}")))??;
        let ids = groups
            .get(self.id.as_str())
            .ok_or_else(|| shipped::missing(format!("<shipped>/{source}: {}", self.id)))?;
        ids.iter().map(|id| dex(id)).collect()
    }

    /// The typings of the Pokémon of the game's Pokédexes, by the form rule
    /// of the module comment, sorted.
    ///
    /// ```
    /// use pokelinks::data::game::find;
    /// let swsh = find("swsh").unwrap().typings()?;
    /// // Galarian Weezing, Galar's own form, is the only Fairy-Poison Pokémon.
    /// assert!(swsh.contains(&"Fairy-Poison".parse().unwrap()));
    /// // Hisuian Zoroark, the only Ghost-Normal one, is not in Scarlet/Violet's by this rule.
    /// let sv = find("sv").unwrap().typings()?;
    /// assert!(!sv.contains(&"Ghost-Normal".parse().unwrap()));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn typings(&self) -> Result<Vec<Typing>, DataError> {
        let members = self.members()?;
        let dex = Pokedex::shipped(self.generation).ok_or_else(|| {
            shipped::missing(format!("<shipped>/species/gen-{}.json", self.generation))
        })?;
        let mut typings: Vec<Typing> = (dex.all().iter())
            .filter(|species| members.contains(species))
            .map(|species| species.typing)
            .collect();
        typings.sort_unstable();
        typings.dedup();
        Ok(typings)
    }

    /// Which forms of the generation's species list the game has, by the
    /// form rule of the module comment.
    ///
    /// ```
    /// use pokelinks::data::{Pokedex, game::find};
    /// let members = find("sv").unwrap().members()?;
    /// let gen9 = Pokedex::shipped(9).unwrap();
    /// assert!(members.contains(gen9.find("Wooper-Paldea").unwrap()));
    /// assert!(!members.contains(gen9.find("Zoroark-Hisui").unwrap()));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn members(&self) -> Result<Members, DataError> {
        let mut listed: Vec<bool> = Vec::new();
        for num in self.dexes()?.into_iter().flat_map(|d| d.national) {
            let k = usize::from(num);
            if listed.len() <= k {
                listed.resize(k + 1, false);
            }
            listed[k] = true;
        }
        Ok(Members {
            listed,
            regional_forms: self.regional_forms.clone(),
        })
    }
}

/// The forms a game's Pokédexes hold ([`Game::members`]).
#[derive(Clone, Debug)]
pub struct Members {
    /// By national number, whether a Pokédex lists it: asked of every
    /// species many times a question.
    listed: Vec<bool>,
    /// The suffix of the game's own regional forms, if any.
    regional_forms: Option<String>,
}

impl Members {
    /// Whether the game has this form: its number is in the Pokédexes, it
    /// is no regional form of another region, and its games have it.
    ///
    /// ```
    /// use pokelinks::data::{Pokedex, game::find};
    /// let red = find("red").unwrap().members()?;
    /// assert!(red.contains(Pokedex::shipped(1).unwrap().find("Mew").unwrap()));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn contains(&self, species: &Species) -> bool {
        // Asked of every species many times a question: the name is split
        // only for a species the Pokédex lists, and only if it has a hyphen
        // (most names have none; a splitting iterator cost more to set up
        // than the rest of the question).
        let name = species.name.as_str();
        let regional = || {
            (name.as_bytes().contains(&b'-'))
                .then(|| (name.split('-').skip(1)).find(|part| REGIONAL.contains(part)))
                .flatten()
        };
        (self.listed.get(usize::from(species.num))).is_some_and(|&l| l)
            && species.obtainable()
            && regional().is_none_or(|r| Some(r) == self.regional_forms.as_deref())
    }
}
