//! Where data went wrong: [`Location`] and [`DataError`].
//!
//! This module owns the one error type of everything read from files —
//! charts, maps and their reading — so that every message has one shape:
//! the file, then (when known) the line and column, then the entry at fault.

use std::fmt;
use std::io;

use crate::escape::{escape, quote};
use crate::multiplier::Multiplier;
use crate::typing::{ParseTypingError, Type, Typing};

/// Where in a data file something is: the file as named to the loader, and a
/// 1-based line and column (in bytes) when known, `0` when not.
///
/// ```
/// use pokelinks::data::Location;
/// let at = Location { file: "x.json".into(), line: 4, column: 7 };
/// assert_eq!(at.to_string(), "x.json: line 4, column 7");
/// let whole = Location { file: "x.json".into(), line: 0, column: 0 };
/// assert_eq!(whole.to_string(), "x.json");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    /// The file (or other source) name.
    pub file: String,
    /// The line, from 1; 0 when unknown.
    pub line: usize,
    /// The column in bytes, from 1; 0 when unknown.
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&escape(&self.file))?;
        if self.line != 0 {
            write!(f, ": line {}, column {}", self.line, self.column)?;
        }
        Ok(())
    }
}

/// Why a chart or map could not be loaded.
///
/// Every message is one line that starts with the file, then (when known) the
/// line and column, then the entry at fault: a typing key and list of a chart,
/// a gym and field of a map. Names taken from the input are quoted with
/// [`crate::escape::quote`]: escaped, so odd input cannot break the line or
/// reach the terminal as a control sequence, and cut to
/// [`crate::escape::QUOTE_CHARS`] characters, so an error never copies much
/// of a file. File names are escaped too.
///
/// ```
/// use pokelinks::data::{Chart, DataError};
/// let err = Chart::from_json_str("{\n  \"Fire\": {}\n  \"Water\": {}\n}", "x.json").unwrap_err();
/// assert!(matches!(err, DataError::Json { .. }));
/// assert_eq!(err.to_string(), "x.json: line 3, column 3: expected `,` or `}`");
/// assert_eq!(err.file(), "x.json");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DataError {
    /// A file could not be read: it is missing, is a directory, or the
    /// system refused.
    #[error("{}: {reason}", escape(.path))]
    Read {
        /// The path as given.
        path: String,
        /// What the system said, as an [`io::ErrorKind`].
        kind: io::ErrorKind,
        /// What went wrong, in words.
        reason: String,
    },
    /// A file is not UTF-8 text; the location is the first bad byte.
    #[error("{at}: not valid UTF-8 text")]
    NotUtf8 {
        /// The first byte that is not UTF-8.
        at: Location,
    },
    /// The text is not JSON, or a value has the wrong shape (an object where
    /// a list belongs, a number where a name belongs, …).
    #[error("{at}: {}{message}", prefix(.entry))]
    Json {
        /// Where the JSON parser stopped.
        at: Location,
        /// The entry being read, such as `typing "Fire", list "half"`.
        entry: Option<String>,
        /// The JSON parser's message.
        message: String,
    },
    /// A chart object with no typings.
    #[error("{at}: the chart has no typings")]
    EmptyChart {
        /// The end of the object.
        at: Location,
    },
    /// A chart key that is not a typing.
    #[error("{at}: {} is not a typing: {reason}", quote(.key))]
    BadTyping {
        /// Just after the key.
        at: Location,
        /// The key as written.
        key: String,
        /// What is wrong with it.
        reason: ParseTypingError,
    },
    /// Two chart keys that name the same typing, identically or not.
    #[error("{at}: {} is the typing {typing} again (first given as {})", quote(.second), quote(.first))]
    DuplicateTyping {
        /// Just after the second key.
        at: Location,
        /// The first key as written.
        first: String,
        /// The second key as written.
        second: String,
        /// The typing both keys name.
        typing: Typing,
    },
    /// A chart entry with a list name other than `immune`, `quarter`,
    /// `half`, `normal`, `double` or `quadruple`.
    #[error(
        "{at}: typing {}: unknown list {} \
         (the lists are immune, quarter, half, normal, double, quadruple)",
        quote(.typing),
        quote(.list)
    )]
    UnknownList {
        /// Just after the list name.
        at: Location,
        /// The typing key as written.
        typing: String,
        /// The list name as written.
        list: String,
    },
    /// A chart entry that has the same list twice.
    #[error("{at}: typing {}: list {:?} appears twice", quote(.typing), .list.list_name())]
    RepeatedList {
        /// Just after the second list name.
        at: Location,
        /// The typing key as written.
        typing: String,
        /// The list.
        list: Multiplier,
    },
    /// A name in a chart list that is not a type.
    #[error("{at}: typing {}, list {:?}: {} is not a type", quote(.typing), .list.list_name(), quote(.name))]
    UnknownAttackType {
        /// Just after the name.
        at: Location,
        /// The typing key as written.
        typing: String,
        /// The list.
        list: Multiplier,
        /// The name as written.
        name: String,
    },
    /// An attack type listed twice for one typing, in one list or two.
    #[error("{at}: typing {}: attack type {attack} is listed twice ({})", quote(.typing), lists(*.first, *.second))]
    RepeatedAttackType {
        /// Just after the second mention.
        at: Location,
        /// The typing key as written.
        typing: String,
        /// The attack type.
        attack: Type,
        /// The list of the first mention.
        first: Multiplier,
        /// The list of the second mention.
        second: Multiplier,
    },
    /// A map or gym object without a required field.
    #[error("{at}: {}missing field {field:?}", prefix(.entry))]
    MissingField {
        /// The end of the object.
        at: Location,
        /// The gym (`gym G3`), or `None` for the map itself.
        entry: Option<String>,
        /// The field.
        field: &'static str,
    },
    /// A map or gym object with a field it does not have.
    #[error("{at}: {}unknown field {} (the fields are {expected})", prefix(.entry), quote(.field))]
    UnknownField {
        /// Just after the field name.
        at: Location,
        /// The gym (`gym G3`), or `None` for the map itself.
        entry: Option<String>,
        /// The field name as written.
        field: String,
        /// The fields there are.
        expected: &'static str,
    },
    /// A map or gym object with the same field twice.
    #[error("{at}: {}field {field:?} appears twice", prefix(.entry))]
    RepeatedField {
        /// Just after the second field name.
        at: Location,
        /// The gym (`gym G3`), or `None` for the map itself.
        entry: Option<String>,
        /// The field.
        field: &'static str,
    },
    /// A name or list that must not be empty is: a region, town or leader,
    /// the list of gyms, or a gym's `attack` or `defense` list.
    #[error("{at}: {}field {field:?} is empty", prefix(.entry))]
    EmptyField {
        /// Just after the value.
        at: Location,
        /// The gym (`gym G3`), or `None` for the map itself.
        entry: Option<String>,
        /// The field.
        field: &'static str,
    },
    /// A map's `types` path that could reach outside the map's folder: an
    /// absolute path, or one with a `..` component. A map may only name a
    /// chart in its own folder or below (docs/limits.md).
    #[error("{at}: field \"types\": {} {reason}: a map may only name a chart in its own folder or below", quote(.path))]
    UnsafeTypesPath {
        /// Just after the path.
        at: Location,
        /// The path as written.
        path: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A map generation outside 1..=9.
    #[error("{at}: generation {value} is not one of 1 to 9")]
    BadGeneration {
        /// Just after the number.
        at: Location,
        /// The number given.
        value: i128,
    },
    /// A gym's `level` outside 1..=100 (the highest level of its Pokémon).
    #[error("{at}: {entry}: level {value} is not one of 1 to 100")]
    BadGymLevel {
        /// Just after the number.
        at: Location,
        /// The gym, as `gym G1` or `gym E4 (version "Squirtle")`.
        entry: String,
        /// The number given.
        value: i128,
    },
    /// A gym id that is neither `G` or `K` and a number nor `E4`.
    #[error(
        "{at}: gym #{position}: malformed id {} (expected G1, G2, … in order, then optionally E4, then optionally K1, K2, … in order)",
        quote(.id)
    )]
    MalformedGymId {
        /// Just after the id.
        at: Location,
        /// The gym's position in the list, from 1.
        position: usize,
        /// The id as written.
        id: String,
    },
    /// A gym id used by an earlier gym.
    #[error("{at}: gym #{position}: id {} appears twice", quote(.id))]
    RepeatedGymId {
        /// Just after the id.
        at: Location,
        /// The gym's position in the list, from 1.
        position: usize,
        /// The id.
        id: String,
    },
    /// A gym id out of order: ids are `G1`, `G2`, … with no gap, then
    /// optionally `E4`, then optionally `K1`, `K2`, … with no gap.
    #[error("{at}: gym #{position}: id {} is out of order (expected {expected:?})", quote(.id))]
    GymIdOutOfOrder {
        /// Just after the id.
        at: Location,
        /// The gym's position in the list, from 1.
        position: usize,
        /// The id.
        id: String,
        /// The id this gym should have.
        expected: String,
    },
    /// A `Gk` gym after `E4`: only `K1`, `K2`, … may follow it.
    #[error("{at}: gym #{position}: {} comes after E4 (only K1, K2, … may follow E4)", quote(.id))]
    GymAfterE4 {
        /// Just after the id.
        at: Location,
        /// The gym's position in the list, from 1.
        position: usize,
        /// The id.
        id: String,
    },
    /// A name in a gym's `attack` or `defense` list that is not a type or
    /// typing.
    #[error("{at}: gym {gym}, {list}: {} is {}", quote(.name), bad_name(.list, *.reason))]
    BadGymName {
        /// Just after the name.
        at: Location,
        /// The gym's id (or `#k`, its position, before the id is read).
        gym: String,
        /// `attack` or `defense`.
        list: &'static str,
        /// The name as written.
        name: String,
        /// What is wrong with it.
        reason: ParseTypingError,
    },
    /// A type or typing listed twice in one gym's `attack` or `defense`.
    #[error("{at}: gym {gym}, {list}: {name} is listed twice")]
    RepeatedGymName {
        /// Just after the second mention.
        at: Location,
        /// The gym's id (or `#k`, its position, before the id is read).
        gym: String,
        /// `attack` or `defense`.
        list: &'static str,
        /// The canonical name.
        name: String,
    },
    /// A version that names a gym id the map does not have.
    #[error("{at}: {version}: gym {gym:?} is not a gym of the map")]
    UnknownVersionGym {
        /// Just after the map object.
        at: Location,
        /// The version, as `version "Name"`.
        version: String,
        /// The id as written.
        gym: String,
    },
    /// Two versions with the same name (in any letter case).
    #[error("{at}: version {version:?} appears twice")]
    RepeatedVersion {
        /// Just after the name.
        at: Location,
        /// The name.
        version: String,
    },
    /// A version that names the same gym twice.
    #[error("{at}: {version}: gym {gym:?} appears twice")]
    RepeatedVersionGym {
        /// Just after the id.
        at: Location,
        /// The version, as `version "Name"` (or `version #2` before its
        /// name is read).
        version: String,
        /// The id.
        gym: String,
    },
    /// A gym's attack type that is not an attack type of the chart.
    #[error("{}: gym {gym}: attack type \"{attack}\" is not in the chart ({})", escape(.map), escape(.chart))]
    AttackTypeNotInChart {
        /// The map file.
        map: String,
        /// The gym's id.
        gym: String,
        /// The attack type.
        attack: Type,
        /// The chart file.
        chart: String,
    },
    /// A gym's defensive typing that the chart lacks.
    #[error("{}: gym {gym}: typing \"{typing}\" is not in the chart ({})", escape(.map), escape(.chart))]
    TypingNotInChart {
        /// The map file.
        map: String,
        /// The gym's id.
        gym: String,
        /// The typing.
        typing: Typing,
        /// The chart file.
        chart: String,
    },
}

impl DataError {
    /// The file the error is about: the file the message starts with.
    ///
    /// ```
    /// let err = pokelinks::data::Chart::from_json_str("[]", "x.json").unwrap_err();
    /// assert_eq!(err.file(), "x.json");
    /// ```
    pub fn file(&self) -> &str {
        use DataError::*;
        match self {
            Read { path, .. } => path,
            AttackTypeNotInChart { map, .. } | TypingNotInChart { map, .. } => map,
            NotUtf8 { at }
            | Json { at, .. }
            | EmptyChart { at }
            | BadTyping { at, .. }
            | DuplicateTyping { at, .. }
            | UnknownList { at, .. }
            | RepeatedList { at, .. }
            | UnknownAttackType { at, .. }
            | RepeatedAttackType { at, .. }
            | MissingField { at, .. }
            | UnknownField { at, .. }
            | RepeatedField { at, .. }
            | EmptyField { at, .. }
            | BadGeneration { at, .. }
            | BadGymLevel { at, .. }
            | UnsafeTypesPath { at, .. }
            | MalformedGymId { at, .. }
            | RepeatedGymId { at, .. }
            | GymIdOutOfOrder { at, .. }
            | GymAfterE4 { at, .. }
            | UnknownVersionGym { at, .. }
            | RepeatedVersion { at, .. }
            | RepeatedVersionGym { at, .. }
            | BadGymName { at, .. }
            | RepeatedGymName { at, .. } => &at.file,
        }
    }
}

/// `"entry: "`, or nothing.
fn prefix(entry: &Option<String>) -> String {
    entry.as_ref().map_or(String::new(), |e| format!("{e}: "))
}

/// What is wrong with a name of a gym's `attack` or `defense` list.
fn bad_name(list: &str, reason: ParseTypingError) -> String {
    match (list, reason) {
        ("attack", ParseTypingError::UnknownType) => reason.to_string(),
        ("attack", _) => format!("not a type: {reason}"),
        _ => format!("not a typing: {reason}"),
    }
}

/// Where an attack type was listed twice.
fn lists(first: Multiplier, second: Multiplier) -> String {
    if first == second {
        format!("twice in {:?}", first.list_name())
    } else {
        format!("in {:?} and {:?}", first.list_name(), second.list_name())
    }
}
