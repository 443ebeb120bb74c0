//! What the player asks, as the command line said it ([`Question`]): the
//! gyms and members as named, checked for contradictions, not yet held
//! against any data.

use std::path::PathBuf;

use crate::data::MapSource;
use crate::data::game::{Game, VersionChoice};
use crate::problem::Kind;
use crate::search::Mode;
use crate::typing::{ParseTypingError, Typing};

/// A gym the player selected, not yet looked up in the map.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::setup::GymChoice;
/// let config = Config::parse_from(["pokelinks", "g3", "--gym", "pewter city"])?;
/// assert_eq!(config.question.gyms, [GymChoice::Id("G3".into()), GymChoice::IdOrTown("pewter city".into())]);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GymChoice {
    /// A word such as `G3` or `E4` (upper-cased): an id only.
    Id(String),
    /// A `--gym` value: an id, town or leader, as
    /// [`crate::data::Map::find_gym`] matches it.
    IdOrTown(String),
}

/// A member as the player named it (`--with`, `--without`), not yet
/// resolved: a typing (or attack type), or a Pokémon's name that stands
/// for its typing.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::setup::MemberName;
/// let config = Config::parse_from(["pokelinks", "--with", "water", "--with", "Mr. Mime"])?;
/// assert_eq!(config.question.with, [MemberName::Typing("Water".parse()?), MemberName::Pokemon("Mr. Mime".into())]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemberName {
    /// A typing or attack type.
    Typing(Typing),
    /// A Pokémon, as typed.
    Pokemon(String),
}

/// A typing, or else a Pokémon's name, to be resolved against the map's
/// generation once it is known. Only a word with a part that is no type can
/// be a Pokémon's: `Fire-Fire` is a malformed typing, `Rotom-Wash` a
/// Pokémon.
///
/// ```
/// use pokelinks::setup::MemberName;
/// assert_eq!("water".parse(), Ok(MemberName::Typing("Water".parse().unwrap())));
/// assert_eq!(" Rotom-Wash ".parse(), Ok(MemberName::Pokemon("Rotom-Wash".into())));
/// assert!("Fire-Fire".parse::<MemberName>().is_err());
/// ```
impl std::str::FromStr for MemberName {
    type Err = String;

    fn from_str(s: &str) -> Result<MemberName, String> {
        match s.parse() {
            Ok(t) => Ok(MemberName::Typing(t)),
            Err(ParseTypingError::UnknownType) if s.chars().any(char::is_alphanumeric) => {
                Ok(MemberName::Pokemon(s.trim().to_owned()))
            }
            Err(e) => Err(e.to_string()),
        }
    }
}

/// What the player asks, as the command line said it: checked for
/// contradictions, not yet held against any data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The map; `None` for the default, the shipped Paldea map (or the
    /// game's).
    pub map: Option<MapSource>,
    /// `--game` (or a game's name as a word): the game's map, version and
    /// Pokédex instead of `map`.
    pub game: Option<&'static Game>,
    /// Which version of the game: `--version NAME`, `--version all` or
    /// `--merged`; the first when not said.
    pub version: VersionChoice,
    /// `--all-pokemon`: every typing of the generation, not only those of
    /// the game's Pokédex.
    pub all_pokemon: bool,
    /// A chart that replaces the map's.
    pub types: Option<PathBuf>,
    /// The selected gyms, as given; none means the whole chart.
    pub gyms: Vec<GymChoice>,
    /// Defense or attack.
    pub kind: Kind,
    /// Exact or overlapping.
    pub mode: Mode,
    /// `--max`; `None` for the kind's default.
    pub max: Option<usize>,
    /// `--with` members.
    pub with: Vec<MemberName>,
    /// `--without` members.
    pub without: Vec<MemberName>,
    /// `--obtainable`.
    pub obtainable: bool,
    /// `--safe`: leave out typings weak to a selected attack type (defense).
    pub safe: bool,
    /// `--safe=N`, for teams: no attack type hits more than this many
    /// members super-effectively (1 with `--safe` alone).
    pub safe_most: usize,
    /// `--weak`: show each cover's weaknesses (defense).
    pub weak: bool,
    /// `--pokemon N`: names per typing.
    pub pokemon: usize,
    /// The version of the pair the word naming the game named (`red` of
    /// Red/Blue), PokeAPI's id; `None` for both.
    pub edition: Option<String>,
    /// `--starter NAME`.
    pub starter: Option<String>,
    /// `--by GYM`: the story point planned at, instead of before the first
    /// selected gym.
    pub by: Option<GymChoice>,
    /// `--anytime`: the game's whole Pokédex, whenever it can be had.
    pub anytime: bool,
    /// `--trade`: trade evolutions count.
    pub trade: bool,
    /// `--all-moves`: the moves that work only under a condition a plan
    /// cannot promise count as attacks too (data/moves/unreliable.json).
    pub all_moves: bool,
    /// `--legendaries`: legendary and mythical Pokémon may play too.
    pub legendaries: bool,
    /// `--no-grind`: evolutions that wait for friendship, beauty, affection
    /// or a held item do not count.
    pub no_grind: bool,
    /// Whether abilities and Tera types count in a game's matchups
    /// (`--abilities off`: typings alone).
    pub abilities: bool,
    /// `--hidden`: the player's Pokémon may have their hidden abilities.
    pub hidden: bool,
    /// The Tera types a `--team` text gave its Pokémon (species, type),
    /// written back in their Showdown sets.
    pub tera: Vec<(String, String)>,
    /// `--moves`: the most moves a team's member plays with.
    pub moves: usize,
}

impl Question {
    /// What a command line that says nothing asks: the one place every
    /// default of a question is written.
    ///
    /// ```
    /// use pokelinks::setup::Question;
    /// assert_eq!(Question::default().max, None);
    /// ```
    pub fn new() -> Question {
        Question {
            map: None,
            game: None,
            version: VersionChoice::First,
            all_pokemon: false,
            types: None,
            gyms: Vec::new(),
            kind: Kind::Defense,
            mode: Mode::Exact,
            max: None,
            with: Vec::new(),
            without: Vec::new(),
            obtainable: false,
            safe: false,
            weak: false,
            pokemon: 0,
            edition: None,
            starter: None,
            by: None,
            anytime: false,
            trade: false,
            all_moves: false,
            legendaries: false,
            no_grind: false,
            abilities: true,
            hidden: false,
            tera: Vec::new(),
            moves: crate::story::repertoire::MOVES,
            safe_most: 1,
        }
    }
}

impl Question {
    /// The default question on the shipped map of `region` (any letter
    /// case), if there is one.
    ///
    /// ```
    /// use pokelinks::setup::Question;
    /// assert!(Question::region("KANTO").is_some() && Question::region("Atlantis").is_none());
    /// ```
    pub fn region(region: &str) -> Option<Question> {
        Some(Question {
            map: Some(MapSource::shipped(region)?),
            ..Question::new()
        })
    }
}

impl Default for Question {
    fn default() -> Question {
        Question::new()
    }
}
