//! Gym maps: which attack types and typings each gym of a region (or of
//! a game) uses.
//!
//! This module owns the map format (docs/formats.md, "Gym maps") and the rule that ties a map
//! to its chart: every attack type a gym uses must be an attack type of the
//! chart, and every typing it fields must be a typing of the chart.
//! [`super::load`] finds that chart (an override, the map's own `types`
//! path, or the shipped chart of its generation) and checks the pair.
//!
//! A game file (data/games/) is a map with a few more fields: the games it
//! is of, its Pokédex, its source, and its versions (variants of some gyms,
//! such as the Champion's team depending on the player's starter). This
//! module reads them; what they mean for a run is `super::game`'s.
//!
//! Maps are read in one pass, like charts, so every error names the file,
//! the line and column, and the gym and field at fault.

use std::fmt;
use std::marker::PhantomData;
use std::path::Path;
use std::str::FromStr;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};

use super::chart::Chart;
use super::error::DataError;
use super::json::{Cx, parse_json, read_text, source_name};
use super::names::NameIndex;
use crate::escape::Text;
use crate::typing::{ParseTypingError, Type, Typing};

/// A region's gyms, in story order.
///
/// ```
/// use pokelinks::data::Map;
/// use pokelinks::Type;
/// let map = Map::from_json_str(r#"{
///     "region": "Kanto", "generation": 1,
///     "gyms": [{ "id": "G1", "town": "Pewter City", "leader": "Brock",
///                "attack": ["Normal", "Rock"], "defense": ["rock-ground"] }]
/// }"#, "kanto.json")?;
/// assert_eq!(map.region, "Kanto");
/// assert_eq!(map.gyms[0].attack, [Type::Normal, Type::Rock]);
/// assert_eq!(map.gyms[0].defense[0].to_string(), "Ground-Rock");
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    /// The region's name, such as `Kanto`.
    pub region: Text,
    /// The generation, 1 to 9; it picks the shipped chart when `types` is
    /// absent.
    pub generation: u8,
    /// A chart path relative to the map file, if the map names one.
    pub types: Option<String>,
    /// Free text about the map (how version differences are handled, …).
    pub note: Option<Text>,
    /// The gyms: `G1` … `Gn` in order, then optionally `E4`, then
    /// optionally `K1` … `Km`. Never empty.
    pub gyms: Vec<Gym>,
    /// The games a game file is of, such as `Red` and `Blue`; empty for a
    /// region map.
    pub games: Vec<String>,
    /// A game file's Pokédex: the name of a file `data/dex/<dex>.json`.
    pub dex: Option<String>,
    /// Where a game file's teams come from (repository, commit, files).
    pub source: Option<String>,
    /// Variants of some gyms, first the one the top-level gyms hold; empty
    /// when the game has none.
    pub versions: Vec<Version>,
}

/// One variant of a game: other attack types and typings for some of its
/// gyms (the Champion's team depends on the player's starter in Red and
/// Blue, for example).
///
/// ```
/// let map = pokelinks::data::Map::from_json_str(r#"{ "region": "R", "generation": 1,
///     "gyms": [{ "id": "E4", "town": "T", "leader": "L", "attack": ["Fire"], "defense": ["Fire"] }],
///     "versions": [{ "name": "Water", "note": "the other team",
///                    "gyms": { "E4": { "attack": ["Water"], "defense": ["Water"] } } }] }"#,
///     "r.json")?;
/// let version = &map.versions[0];
/// assert_eq!((version.name.raw(), version.gyms[0].id.as_str()), ("Water", "E4"));
/// assert_eq!(version.gyms[0].attack, [pokelinks::Type::Water]);
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    /// Its name, such as `Charmander` (the player's starter).
    pub name: Text,
    /// What makes it happen.
    pub note: Option<Text>,
    /// The gyms it changes, in the order written; each id is a gym of the
    /// map.
    pub gyms: Vec<VersionGym>,
}

/// A gym's attack types and typings in one [`Version`].
///
/// ```
/// let gym = pokelinks::data::map::VersionGym {
///     id: "E4".into(), attack: vec![pokelinks::Type::Fire], defense: vec![], level: Some(65),
/// };
/// assert_eq!(gym.id, "E4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VersionGym {
    /// The gym's id.
    pub id: String,
    /// Its attack types in this version.
    pub attack: Vec<Type>,
    /// Its typings in this version.
    pub defense: Vec<Typing>,
    /// The highest level of its Pokémon in this version, if given.
    pub level: Option<u8>,
}

/// One gym (or trial, or final challenge) of a map.
///
/// ```
/// let map = pokelinks::data::Map::from_json_str(r#"{ "region": "R", "generation": 9, "gyms": [
///     { "id": "E4", "town": "League", "leader": "Everyone",
///       "attack": ["Dragon"], "defense": ["Dragon", "Dragon-Flying"], "level": 62, "note": "last" } ] }"#,
///     "r.json")?;
/// let gym = &map.gyms[0];
/// assert_eq!((gym.id.as_str(), gym.note.as_ref().map(|n| n.raw())), ("E4", Some("last")));
/// assert_eq!((gym.defense.len(), gym.level), (2, Some(62)));
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gym {
    /// `G1`, `G2`, … or `E4`.
    pub id: String,
    /// Where the gym is.
    pub town: Text,
    /// Who leads it.
    pub leader: Text,
    /// The attack types its trainers' moves have, as listed (no repeats).
    pub attack: Vec<Type>,
    /// The typings of its trainers' Pokémon, as listed (no repeats).
    pub defense: Vec<Typing>,
    /// The highest level of its trainers' Pokémon (the game files give it:
    /// a level cap before the gym), if given.
    pub level: Option<u8>,
    /// The other trainers fought there, by name (an Elite Four's members
    /// and its Champion), in battle order: `--gym` finds the gym by them
    /// too. Empty for most gyms.
    pub trainers: Vec<Text>,
    /// Free text about the gym.
    pub note: Option<Text>,
    /// Its Pokémon with their abilities (a game of generation 3 on, from
    /// its trainers file: [`super::foes`]); empty on a map, or when the
    /// question leaves abilities out.
    pub foes: Vec<super::foes::Foe>,
}

const MAP_FIELDS: [&str; 9] = [
    "region",
    "generation",
    "types",
    "note",
    "gyms",
    "games",
    "dex",
    "source",
    "versions",
];
const MAP_EXPECTED: &str =
    "region, generation, types, note, gyms, and in game files games, dex, source, versions";
const VERSION_FIELDS: [&str; 3] = ["name", "note", "gyms"];
const VERSION_EXPECTED: &str = "name, note, gyms";
const VERSION_GYM_FIELDS: [&str; 3] = ["attack", "defense", "level"];
const VERSION_GYM_EXPECTED: &str = "attack, defense, level";
const GYM_FIELDS: [&str; 8] = [
    "id", "town", "leader", "attack", "defense", "level", "trainers", "note",
];
const GYM_EXPECTED: &str = "id, town, leader, attack, defense, level, trainers, note";

impl Map {
    /// Reads a map from JSON text. `source` names the text in errors
    /// (usually the file name).
    ///
    /// Checks the structure of docs/formats.md ("Gym maps") and every name, but not the chart:
    /// see [`Map::check_against`] and [`super::load::read`].
    ///
    /// ```
    /// use pokelinks::data::{DataError, Map};
    /// let err = Map::from_json_str(r#"{ "region": "R", "generation": 1, "gyms": [
    ///     { "id": "G1", "town": "T", "leader": "L", "attack": ["Sound"], "defense": [] } ] }"#,
    ///     "r.json").unwrap_err();
    /// assert!(matches!(err, DataError::BadGymName { .. }));
    /// assert_eq!(err.to_string(),
    ///     r#"r.json: line 2, column 64: gym G1, attack: "Sound" is not a type (expected one of Bug, Dark, Dragon, …, Water)"#);
    /// ```
    pub fn from_json_str(text: &str, source: &str) -> Result<Map, DataError> {
        parse_json(text, source, |cx, de| MapVisitor { cx }.deserialize(de))
    }

    /// Reads a map from a file; errors name the file as `path` shows it.
    ///
    /// ```
    /// use pokelinks::data::{DataError, Map};
    /// let err = Map::from_file(std::env::temp_dir().as_path()).unwrap_err();
    /// assert!(matches!(err, DataError::Read { .. }));
    /// assert!(err.to_string().ends_with(": is a directory, not a file"));
    /// ```
    pub fn from_file(path: &Path) -> Result<Map, DataError> {
        let text = read_text(path)?;
        Map::from_json_str(&text, &source_name(path))
    }

    /// Checks that every gym's attack types are attack types of `chart` and
    /// its typings are typings of `chart`; `source` and `chart_source` name
    /// the two files in the error, which is about the first offending entry.
    ///
    /// ```
    /// use pokelinks::data::Map;
    /// let map = Map::from_json_str(r#"{ "region": "R", "generation": 1, "gyms": [
    ///     { "id": "G1", "town": "T", "leader": "L", "attack": ["Rock"], "defense": ["Rock-Fairy"] } ] }"#,
    ///     "r.json")?;
    /// let gen1 = pokelinks::data::shipped::chart(1).unwrap();
    /// let err = map.check_against(&gen1, "r.json", "gen-1.json").unwrap_err();
    /// assert_eq!(err.to_string(), r#"r.json: gym G1: typing "Fairy-Rock" is not in the chart (gen-1.json)"#);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn check_against(
        &self,
        chart: &Chart,
        source: &str,
        chart_source: &str,
    ) -> Result<(), DataError> {
        (self.gyms.iter()).try_for_each(|gym| gym.check_against(chart, source, chart_source))
    }

    /// The gym a user means by `name`: its id, town or leader, matched as
    /// [`super::names::fold`] folds names (letter case, accents, spacing and punctuation
    /// do not count), or else the one gym whose town or leader has a word
    /// that starts with `name`; failing both, one of its other trainers
    /// ([`Gym::trainers`]: an Elite Four's members and Champion), exactly
    /// and then by a word's start. An id wins over a town or leader; an
    /// exact name over a prefix; a town or leader over another trainer, so
    /// that a trainer's name never takes a lookup that worked before it
    /// was listed (Hala leads Alola's G2 and sits in its Elite Four).
    ///
    /// ```
    /// use pokelinks::data::GymLookupError;
    /// let (kanto, _) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let id = |name| kanto.find_gym(name).map(|g| g.id.as_str());
    /// assert_eq!(id("g3"), Ok("G3"));
    /// assert_eq!(id(" vermilion CITY "), Ok("G3"));
    /// assert_eq!(id("vermilion"), Ok("G3"));
    /// assert_eq!(id("brock"), Ok("G1"));
    /// assert_eq!(id("LANCE"), Ok("E4")); // of the Elite Four
    /// assert_eq!(id("Atlantis"), Err(GymLookupError::NotFound));
    /// // Cerulean City and Celadon City both start with "ce".
    /// let Err(GymLookupError::Ambiguous(gyms)) = kanto.find_gym("ce") else { panic!() };
    /// assert_eq!(gyms.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["G2", "G4"]);
    /// ```
    pub fn find_gym(&self, name: &str) -> Result<&Gym, GymLookupError<'_>> {
        let ids = NameIndex::new(
            self.gyms
                .iter()
                .enumerate()
                .map(|(i, g)| (g.id.as_str(), i)),
        );
        if let Some(&i) = ids.exact(name) {
            return Ok(&self.gyms[i]);
        }
        let names = NameIndex::new(
            (self.gyms.iter().enumerate())
                .flat_map(|(i, g)| [(g.town.raw(), i), (g.leader.raw(), i)]),
        );
        let trainers = NameIndex::new(
            (self.gyms.iter().enumerate())
                .flat_map(|(i, g)| g.trainers.iter().map(move |t| (t.raw(), i))),
        );
        let mut found = names.every(name);
        if found.is_empty() {
            found = names.prefixed(name);
        }
        if found.is_empty() {
            found = trainers.every(name);
        }
        if found.is_empty() {
            found = trainers.prefixed(name);
        }
        found.sort_unstable();
        match found.as_slice() {
            [] => Err(GymLookupError::NotFound),
            [i] => Ok(&self.gyms[**i]),
            _ => Err(GymLookupError::Ambiguous(
                found.iter().map(|&&i| &self.gyms[i]).collect(),
            )),
        }
    }

    /// The gym [`Map::find_gym`] finds for `name`, if it finds one.
    ///
    /// ```
    /// let (kanto, _) = pokelinks::data::load_shipped("kanto").unwrap();
    /// assert_eq!(kanto.gym("g1").map(|g| g.leader.raw()), Some("Brock"));
    /// assert_eq!(kanto.gym("PEWTER CITY").map(|g| g.id.as_str()), Some("G1"));
    /// assert!(kanto.gym("G42").is_none());
    /// ```
    pub fn gym(&self, name: &str) -> Option<&Gym> {
        self.find_gym(name).ok()
    }
}

impl Gym {
    /// Checks that the gym's attack types are attack types of `chart` and
    /// its typings typings of `chart`; `map_source` and `chart_source` name
    /// the two files in the error.
    ///
    /// ```
    /// let (johto, _) = pokelinks::data::load_shipped("johto").unwrap();
    /// let gen1 = pokelinks::data::shipped::chart(1).unwrap();
    /// assert!(johto.gyms[0].check_against(&gen1, "johto", "gen-1").is_ok());
    /// let err = johto.gyms[5].check_against(&gen1, "johto", "gen-1").unwrap_err();
    /// assert!(err.to_string().starts_with("johto: gym G6: "));
    /// ```
    pub fn check_against(
        &self,
        chart: &Chart,
        map_source: &str,
        chart_source: &str,
    ) -> Result<(), DataError> {
        if let Some(&attack) = self.attack.iter().find(|&&t| !chart.has_attack_type(t)) {
            return Err(DataError::AttackTypeNotInChart {
                map: map_source.to_owned(),
                gym: self.id.clone(),
                attack,
                chart: chart_source.to_owned(),
            });
        }
        if let Some(&typing) = self.defense.iter().find(|&&t| !chart.has_typing(t)) {
            return Err(DataError::TypingNotInChart {
                map: map_source.to_owned(),
                gym: self.id.clone(),
                typing,
                chart: chart_source.to_owned(),
            });
        }
        Ok(())
    }
}

/// Why [`Map::find_gym`] found no one gym.
///
/// ```
/// use pokelinks::data::GymLookupError;
/// let (johto, _) = pokelinks::data::load_shipped("johto").unwrap();
/// assert_eq!(johto.find_gym("nowhere").unwrap_err(), GymLookupError::NotFound);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GymLookupError<'m> {
    /// No id, town or leader matches.
    NotFound,
    /// Several gyms match; these, in map order.
    Ambiguous(Vec<&'m Gym>),
}

/// Reads a field name of an object, known and not seen before.
struct FieldKey<'c> {
    cx: &'c Cx,
    entry: Option<String>,
    fields: &'static [&'static str],
    expected: &'static str,
    seen: &'c [bool],
}

impl<'de> DeserializeSeed<'de> for FieldKey<'_> {
    type Value = (usize, &'static str);

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        de.deserialize_str(self)
    }
}

impl Visitor<'_> for FieldKey<'_> {
    type Value = (usize, &'static str);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a field name")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
        let entry = self.entry;
        let Some(i) = self.fields.iter().position(|&f| f == s) else {
            let (field, expected) = (s.to_owned(), self.expected);
            return Err(self.cx.fail(move |at| DataError::UnknownField {
                at,
                entry,
                field,
                expected,
            }));
        };
        let field = self.fields.get(i).copied().unwrap_or("");
        if self.seen.get(i).copied().unwrap_or(false) {
            return Err(self
                .cx
                .fail(move |at| DataError::RepeatedField { at, entry, field }));
        }
        Ok((i, field))
    }
}

/// Marks field `i` as seen.
fn mark(seen: &mut [bool], i: usize) {
    if let Some(s) = seen.get_mut(i) {
        *s = true;
    }
}

/// Reads the whole map object.
struct MapVisitor<'c> {
    cx: &'c Cx,
}

impl<'de> DeserializeSeed<'de> for MapVisitor<'_> {
    type Value = Map;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Map, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for MapVisitor<'_> {
    type Value = Map;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a map object with region, generation and gyms")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Map, A::Error> {
        let cx = self.cx;
        let mut seen = [false; MAP_FIELDS.len()];
        let (mut region, mut generation, mut types, mut note, mut gyms) =
            (None, None, None, None, None::<Vec<Gym>>);
        let (mut games, mut dex, mut source, mut versions) = (Vec::new(), None, None, Vec::new());
        while let Some((i, field)) = map.next_key_seed(FieldKey {
            cx,
            entry: None,
            fields: &MAP_FIELDS,
            expected: MAP_EXPECTED,
            seen: &seen,
        })? {
            cx.enter(Some(format!("field {field:?}")));
            match field {
                "region" => region = Some(map.next_value_seed(Field::new(cx, None, field))?),
                "generation" => generation = Some(map.next_value_seed(Generation { cx })?),
                "types" => {
                    types = map.next_value_seed(OptionalField::new(cx, None, field))?;
                    if let Some(reason) = types.as_deref().and_then(unsafe_types_path) {
                        let path = types.take().unwrap_or_default();
                        return Err(cx.fail(move |at| DataError::UnsafeTypesPath {
                            at,
                            path,
                            reason,
                        }));
                    }
                }
                "note" => note = map.next_value::<Option<String>>()?,
                "gyms" => gyms = Some(map.next_value_seed(GymsVisitor { cx })?),
                "games" => games = map.next_value_seed(Fields { cx, field })?,
                "dex" => dex = map.next_value_seed(OptionalField::new(cx, None, field))?,
                "source" => source = map.next_value_seed(OptionalField::new(cx, None, field))?,
                _ => versions = map.next_value_seed(VersionsVisitor { cx })?,
            }
            cx.enter(None);
            mark(&mut seen, i);
        }
        let missing = |field| {
            cx.fail(move |at| DataError::MissingField {
                at,
                entry: None,
                field,
            })
        };
        let gyms = gyms.ok_or_else(|| missing("gyms"))?;
        // Versions may come before the gyms, so their ids are checked last.
        for version in &versions {
            if let Some(bad) = (version.gyms.iter()).find(|v| !gyms.iter().any(|g| g.id == v.id)) {
                let (version, gym) = (format!("version {:?}", version.name), bad.id.clone());
                return Err(cx.fail(move |at| DataError::UnknownVersionGym { at, version, gym }));
            }
        }
        Ok(Map {
            region: Text::from(region.ok_or_else(|| missing("region"))?),
            generation: generation.ok_or_else(|| missing("generation"))?,
            types,
            note: note.map(Text::from),
            gyms,
            games,
            dex,
            source,
            versions,
        })
    }
}

/// Why a map's `types` path could reach outside the map's folder, if it
/// could: the path is resolved relative to that folder, so only an absolute
/// path (or, on Windows, one with a drive or root) or a `..` component can
/// leave it.
fn unsafe_types_path(path: &str) -> Option<&'static str> {
    use std::path::Component;
    let path = Path::new(path);
    let drive = path.components().any(|c| matches!(c, Component::Prefix(_)));
    if path.has_root() || path.is_absolute() || drive {
        return Some("is an absolute path");
    }
    path.components()
        .any(|c| c == Component::ParentDir)
        .then_some("climbs out with '..'")
}

/// Reads a string that must not be blank.
struct Field<'c> {
    cx: &'c Cx,
    entry: Option<String>,
    field: &'static str,
}

impl<'c> Field<'c> {
    fn new(cx: &'c Cx, entry: Option<String>, field: &'static str) -> Field<'c> {
        Field { cx, entry, field }
    }
}

impl<'de> DeserializeSeed<'de> for Field<'_> {
    type Value = String;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<String, D::Error> {
        de.deserialize_str(self)
    }
}

impl Visitor<'_> for Field<'_> {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<String, E> {
        if s.trim().is_empty() {
            let (entry, field) = (self.entry, self.field);
            return Err(self
                .cx
                .fail(move |at| DataError::EmptyField { at, entry, field }));
        }
        Ok(s.to_owned())
    }
}

/// Reads `null` or a string that must not be blank.
struct OptionalField<'c>(Field<'c>);

impl<'c> OptionalField<'c> {
    fn new(cx: &'c Cx, entry: Option<String>, field: &'static str) -> OptionalField<'c> {
        OptionalField(Field::new(cx, entry, field))
    }
}

impl<'de> DeserializeSeed<'de> for OptionalField<'_> {
    type Value = Option<String>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Option<String>, D::Error> {
        de.deserialize_option(self)
    }
}

impl<'de> Visitor<'de> for OptionalField<'_> {
    type Value = Option<String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string or null")
    }

    fn visit_none<E: de::Error>(self) -> Result<Option<String>, E> {
        Ok(None)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Option<String>, E> {
        Ok(None)
    }

    fn visit_some<D: de::Deserializer<'de>>(self, de: D) -> Result<Option<String>, D::Error> {
        self.0.deserialize(de).map(Some)
    }
}

/// Reads a list of non-blank strings (a game file's `games`).
struct Fields<'c> {
    cx: &'c Cx,
    field: &'static str,
}

impl<'de> DeserializeSeed<'de> for Fields<'_> {
    type Value = Vec<String>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Vec<String>, D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Fields<'_> {
    type Value = Vec<String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of strings")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<String>, A::Error> {
        let mut texts = Vec::new();
        while let Some(text) = seq.next_element_seed(Field::new(self.cx, None, self.field))? {
            texts.push(text);
        }
        Ok(texts)
    }
}

/// Reads a game file's `versions` list.
struct VersionsVisitor<'c> {
    cx: &'c Cx,
}

impl<'de> DeserializeSeed<'de> for VersionsVisitor<'_> {
    type Value = Vec<Version>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Vec<Version>, D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for VersionsVisitor<'_> {
    type Value = Vec<Version>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of version objects")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Version>, A::Error> {
        let cx = self.cx;
        let mut versions: Vec<Version> = Vec::new();
        while let Some(version) = seq.next_element_seed(VersionVisitor {
            cx,
            position: versions.len() + 1,
            before: &versions,
        })? {
            versions.push(version);
            cx.enter(Some(r#"field "versions""#.to_owned()));
        }
        Ok(versions)
    }
}

/// Reads one version object; its name must differ from the names `before`
/// it in any letter case, since `--version` matches in any case.
struct VersionVisitor<'c> {
    cx: &'c Cx,
    /// From 1.
    position: usize,
    before: &'c [Version],
}

impl<'de> DeserializeSeed<'de> for VersionVisitor<'_> {
    type Value = Version;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Version, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for VersionVisitor<'_> {
    type Value = Version;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a version object with name and gyms")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Version, A::Error> {
        let VersionVisitor {
            cx,
            position,
            before,
        } = self;
        let mut label = format!("version #{position}");
        cx.enter(Some(label.clone()));
        let mut seen = [false; VERSION_FIELDS.len()];
        let (mut name, mut note, mut gyms) = (None, None, None);
        while let Some((i, field)) = map.next_key_seed(FieldKey {
            cx,
            entry: Some(label.clone()),
            fields: &VERSION_FIELDS,
            expected: VERSION_EXPECTED,
            seen: &seen,
        })? {
            cx.enter(Some(format!("{label}, field {field:?}")));
            match field {
                "name" => {
                    let read: String =
                        map.next_value_seed(Field::new(cx, Some(label.clone()), field))?;
                    if before
                        .iter()
                        .any(|v| v.name.raw().eq_ignore_ascii_case(&read))
                    {
                        return Err(
                            cx.fail(move |at| DataError::RepeatedVersion { at, version: read })
                        );
                    }
                    label = format!("version {read:?}");
                    name = Some(read);
                }
                "note" => note = map.next_value::<Option<String>>()?,
                _ => {
                    gyms = Some(map.next_value_seed(VersionGyms {
                        cx,
                        version: &label,
                    })?);
                }
            }
            cx.enter(Some(label.clone()));
            mark(&mut seen, i);
        }
        let missing = |field| {
            let entry = Some(label.clone());
            cx.fail(move |at| DataError::MissingField { at, entry, field })
        };
        Ok(Version {
            name: Text::from(name.ok_or_else(|| missing("name"))?),
            note: note.map(Text::from),
            gyms: gyms.ok_or_else(|| missing("gyms"))?,
        })
    }
}

/// Reads a version's `gyms` object: gym id → its attack and defense.
struct VersionGyms<'c> {
    cx: &'c Cx,
    version: &'c str,
}

impl<'de> DeserializeSeed<'de> for VersionGyms<'_> {
    type Value = Vec<VersionGym>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Vec<VersionGym>, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for VersionGyms<'_> {
    type Value = Vec<VersionGym>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of gym ids")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Vec<VersionGym>, A::Error> {
        let cx = self.cx;
        let mut gyms: Vec<VersionGym> = Vec::new();
        while let Some(id) = map.next_key::<String>()? {
            if gyms.iter().any(|g| g.id == id) {
                let version = self.version.to_owned();
                return Err(cx.fail(move |at| DataError::RepeatedVersionGym {
                    at,
                    version,
                    gym: id,
                }));
            }
            // Errors in the lists say `gym E4 (version "Squirtle"), attack: …`.
            let label = format!("{id} ({})", self.version);
            cx.enter(Some(format!("gym {label}")));
            let (attack, defense, level) =
                map.next_value_seed(VersionGymVisitor { cx, label: &label })?;
            gyms.push(VersionGym {
                id,
                attack,
                defense,
                level,
            });
        }
        Ok(gyms)
    }
}

/// Reads one gym of a version: its `attack` and `defense` lists and its
/// optional `level`.
struct VersionGymVisitor<'c> {
    cx: &'c Cx,
    label: &'c str,
}

impl<'de> DeserializeSeed<'de> for VersionGymVisitor<'_> {
    type Value = (Vec<Type>, Vec<Typing>, Option<u8>);

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for VersionGymVisitor<'_> {
    type Value = (Vec<Type>, Vec<Typing>, Option<u8>);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object with attack and defense")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let VersionGymVisitor { cx, label } = self;
        let mut seen = [false; VERSION_GYM_FIELDS.len()];
        let (mut attack, mut defense, mut level) = (None, None, None);
        while let Some((i, field)) = map.next_key_seed(FieldKey {
            cx,
            entry: Some(format!("gym {label}")),
            fields: &VERSION_GYM_FIELDS,
            expected: VERSION_GYM_EXPECTED,
            seen: &seen,
        })? {
            match field {
                "attack" => attack = Some(map.next_value_seed(Names::new(cx, label, "attack"))?),
                "defense" => {
                    defense = Some(map.next_value_seed(Names::new(cx, label, "defense"))?);
                }
                _ => {
                    let entry = format!("gym {label}");
                    level = map.next_value_seed(Level { cx, entry: &entry })?;
                }
            }
            mark(&mut seen, i);
        }
        let missing = |field| {
            let entry = Some(format!("gym {label}"));
            cx.fail(move |at| DataError::MissingField { at, entry, field })
        };
        Ok((
            attack.ok_or_else(|| missing("attack"))?,
            defense.ok_or_else(|| missing("defense"))?,
            level,
        ))
    }
}

/// Reads a gym's optional `level`: `null` or an integer from 1 to 100.
struct Level<'c> {
    cx: &'c Cx,
    /// The gym, as `gym G1` or `gym E4 (version "Squirtle")`.
    entry: &'c str,
}

impl<'de> DeserializeSeed<'de> for Level<'_> {
    type Value = Option<u8>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Option<u8>, D::Error> {
        de.deserialize_option(self)
    }
}

impl<'de> Visitor<'de> for Level<'_> {
    type Value = Option<u8>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a level, 1 to 100")
    }

    fn visit_none<E: de::Error>(self) -> Result<Option<u8>, E> {
        Ok(None)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Option<u8>, E> {
        Ok(None)
    }

    fn visit_some<D: de::Deserializer<'de>>(self, de: D) -> Result<Option<u8>, D::Error> {
        de.deserialize_u64(self)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Option<u8>, E> {
        match u8::try_from(v) {
            Ok(level @ 1..=100) => Ok(Some(level)),
            _ => {
                let entry = self.entry.to_owned();
                Err(self.cx.fail(move |at| DataError::BadGymLevel {
                    at,
                    entry,
                    value: v.into(),
                }))
            }
        }
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Option<u8>, E> {
        match u64::try_from(v) {
            Ok(v) => self.visit_u64(v),
            Err(_) => {
                let entry = self.entry.to_owned();
                Err(self.cx.fail(move |at| DataError::BadGymLevel {
                    at,
                    entry,
                    value: v.into(),
                }))
            }
        }
    }
}

/// Reads the generation number.
struct Generation<'c> {
    cx: &'c Cx,
}

impl<'de> DeserializeSeed<'de> for Generation<'_> {
    type Value = u8;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<u8, D::Error> {
        de.deserialize_u8(self)
    }
}

impl Visitor<'_> for Generation<'_> {
    type Value = u8;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a generation number, 1 to 9")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u8, E> {
        match u8::try_from(v) {
            Ok(g @ 1..=9) => Ok(g),
            _ => Err(self.cx.fail(move |at| DataError::BadGeneration {
                at,
                value: v.into(),
            })),
        }
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u8, E> {
        match u64::try_from(v) {
            Ok(v) => self.visit_u64(v),
            Err(_) => Err(self.cx.fail(move |at| DataError::BadGeneration {
                at,
                value: v.into(),
            })),
        }
    }
}

/// Which gym ids have been read so far.
#[derive(Default)]
struct Ids {
    /// The number of `Gk` ids read: the last is `G{count}`.
    count: usize,
    /// Whether `E4` has been read.
    e4: bool,
    /// The number of `Kk` ids read (the Kanto gyms of the Johto games,
    /// fought after the League): the last is `K{kanto}`.
    kanto: usize,
}

/// Reads the list of gyms.
struct GymsVisitor<'c> {
    cx: &'c Cx,
}

impl<'de> DeserializeSeed<'de> for GymsVisitor<'_> {
    type Value = Vec<Gym>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Vec<Gym>, D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for GymsVisitor<'_> {
    type Value = Vec<Gym>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of gym objects")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Gym>, A::Error> {
        let cx = self.cx;
        let mut ids = Ids::default();
        let mut gyms = Vec::new();
        while let Some(gym) = seq.next_element_seed(GymVisitor {
            cx,
            position: gyms.len() + 1,
            ids: &mut ids,
        })? {
            gyms.push(gym);
            cx.enter(Some(r#"field "gyms""#.to_owned()));
        }
        if gyms.is_empty() {
            return Err(cx.fail(|at| DataError::EmptyField {
                at,
                entry: None,
                field: "gyms",
            }));
        }
        Ok(gyms)
    }
}

/// Reads one gym object.
struct GymVisitor<'c> {
    cx: &'c Cx,
    /// From 1.
    position: usize,
    ids: &'c mut Ids,
}

impl<'de> DeserializeSeed<'de> for GymVisitor<'_> {
    type Value = Gym;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Gym, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for GymVisitor<'_> {
    type Value = Gym;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a gym object with id, town, leader, attack and defense")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Gym, A::Error> {
        let GymVisitor { cx, position, ids } = self;
        // The gym's name in messages: its position until its id is read.
        let mut label = format!("#{position}");
        cx.enter(Some(format!("gym {label}")));
        let mut seen = [false; GYM_FIELDS.len()];
        let (mut id, mut town, mut leader, mut attack, mut defense, mut level, mut note) =
            (None, None, None, None, None, None, None);
        let mut trainers = Vec::new();
        while let Some((i, field)) = map.next_key_seed(FieldKey {
            cx,
            entry: Some(format!("gym {label}")),
            fields: &GYM_FIELDS,
            expected: GYM_EXPECTED,
            seen: &seen,
        })? {
            cx.enter(Some(format!("gym {label}, field {field:?}")));
            let entry = Some(format!("gym {label}"));
            match field {
                "id" => {
                    let read = map.next_value_seed(GymId {
                        cx,
                        position,
                        ids: &mut *ids,
                    })?;
                    label.clone_from(&read);
                    id = Some(read);
                }
                "town" => town = Some(map.next_value_seed(Field::new(cx, entry, field))?),
                "leader" => leader = Some(map.next_value_seed(Field::new(cx, entry, field))?),
                "attack" => attack = Some(map.next_value_seed(Names::new(cx, &label, "attack"))?),
                "defense" => {
                    defense = Some(map.next_value_seed(Names::new(cx, &label, "defense"))?);
                }
                "level" => {
                    let entry = format!("gym {label}");
                    level = map.next_value_seed(Level { cx, entry: &entry })?;
                }
                "trainers" => trainers = map.next_value::<Vec<String>>()?,
                _ => note = map.next_value::<Option<String>>()?,
            }
            cx.enter(Some(format!("gym {label}")));
            mark(&mut seen, i);
        }
        let missing = |field| {
            let entry = Some(format!("gym {label}"));
            cx.fail(move |at| DataError::MissingField { at, entry, field })
        };
        Ok(Gym {
            id: id.ok_or_else(|| missing("id"))?,
            town: Text::from(town.ok_or_else(|| missing("town"))?),
            leader: Text::from(leader.ok_or_else(|| missing("leader"))?),
            attack: attack.ok_or_else(|| missing("attack"))?,
            defense: defense.ok_or_else(|| missing("defense"))?,
            level,
            trainers: trainers.into_iter().map(Text::from).collect(),
            note: note.map(Text::from),
            foes: Vec::new(),
        })
    }
}

/// Reads a gym id and checks it against the ids before it.
struct GymId<'c> {
    cx: &'c Cx,
    position: usize,
    ids: &'c mut Ids,
}

impl<'de> DeserializeSeed<'de> for GymId<'_> {
    type Value = String;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<String, D::Error> {
        de.deserialize_str(self)
    }
}

/// The number `k` of an id `Gk` (or `Kk` with `prefix` `K`): digits
/// without a leading zero.
fn gym_number(id: &str, prefix: char) -> Option<usize> {
    let digits = id.strip_prefix(prefix)?;
    let ok = digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0');
    ok.then(|| digits.parse().ok()).flatten()
}

impl Visitor<'_> for GymId<'_> {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a gym id (G1, G2, …, E4 or K1, K2, …)")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<String, E> {
        let GymId { cx, position, ids } = self;
        let id = s.to_owned();
        // Once a K id is read, only the next K id may come.
        let next_kanto = format!("K{}", ids.kanto + 1);
        let out_of_order = |expected: String| {
            cx.fail(move |at| DataError::GymIdOutOfOrder {
                at,
                position,
                id,
                expected,
            })
        };
        if s == "E4" {
            if ids.e4 {
                let id = s.to_owned();
                return Err(cx.fail(move |at| DataError::RepeatedGymId { at, position, id }));
            }
            if ids.kanto > 0 {
                return Err(out_of_order(next_kanto));
            }
            ids.e4 = true;
            return Ok(s.to_owned());
        }
        let (number, count, next) = match (gym_number(s, 'G'), gym_number(s, 'K')) {
            (Some(_), _) if ids.kanto > 0 => return Err(out_of_order(next_kanto)),
            (Some(_), _) if ids.e4 => {
                let id = s.to_owned();
                return Err(cx.fail(move |at| DataError::GymAfterE4 { at, position, id }));
            }
            (Some(k), _) => (k, &mut ids.count, 'G'),
            (None, Some(k)) => (k, &mut ids.kanto, 'K'),
            (None, None) => {
                let id = s.to_owned();
                return Err(cx.fail(move |at| DataError::MalformedGymId { at, position, id }));
            }
        };
        if number <= *count {
            let id = s.to_owned();
            return Err(cx.fail(move |at| DataError::RepeatedGymId { at, position, id }));
        }
        if number > *count + 1 {
            return Err(out_of_order(format!("{next}{}", *count + 1)));
        }
        *count = number;
        Ok(s.to_owned())
    }
}

/// Reads a gym's `attack` (types) or `defense` (typings) list.
struct Names<'c, T> {
    cx: &'c Cx,
    gym: &'c str,
    list: &'static str,
    of: PhantomData<T>,
}

impl<'c, T> Names<'c, T> {
    fn new(cx: &'c Cx, gym: &'c str, list: &'static str) -> Names<'c, T> {
        Names {
            cx,
            gym,
            list,
            of: PhantomData,
        }
    }
}

/// What a gym list holds: [`Type`] or [`Typing`].
trait Name: FromStr<Err = ParseTypingError> + Copy + PartialEq + fmt::Display + 'static {}

impl Name for Type {}
impl Name for Typing {}

impl<'de, T: Name> DeserializeSeed<'de> for Names<'_, T> {
    type Value = Vec<T>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Vec<T>, D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de, T: Name> Visitor<'de> for Names<'_, T> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.list {
            "attack" => "a list of type names",
            _ => "a list of typing names",
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        let mut names = Vec::new();
        while let Some(name) = seq.next_element_seed(OneName {
            cx: self.cx,
            gym: self.gym,
            list: self.list,
            seen: &names,
        })? {
            names.push(name);
        }
        // An empty list would make the gym's problem empty, and the empty
        // team its one cover: the data is wrong, not the gym easy.
        if names.is_empty() {
            let (entry, field) = (Some(format!("gym {}", self.gym)), self.list);
            return Err(self
                .cx
                .fail(move |at| DataError::EmptyField { at, entry, field }));
        }
        Ok(names)
    }
}

/// Reads one name of a gym list, not listed before.
struct OneName<'c, T> {
    cx: &'c Cx,
    gym: &'c str,
    list: &'static str,
    seen: &'c [T],
}

impl<'de, T: Name> DeserializeSeed<'de> for OneName<'_, T> {
    type Value = T;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<T, D::Error> {
        de.deserialize_str(self)
    }
}

impl<T: Name> Visitor<'_> for OneName<'_, T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.list {
            "attack" => "a type name",
            _ => "a typing name",
        })
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        // The gym's name is copied for an error only: a map's lists hold
        // hundreds of names (a game file's versions repeat theirs).
        let (gym, list) = (|| self.gym.to_owned(), self.list);
        let value = match s.parse::<T>() {
            Ok(value) => value,
            Err(reason) => {
                let (gym, name) = (gym(), s.to_owned());
                return Err(self.cx.fail(move |at| DataError::BadGymName {
                    at,
                    gym,
                    list,
                    name,
                    reason,
                }));
            }
        };
        if self.seen.contains(&value) {
            let (gym, name) = (gym(), value.to_string());
            return Err(self.cx.fail(move |at| DataError::RepeatedGymName {
                at,
                gym,
                list,
                name,
            }));
        }
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gym(id: &str) -> String {
        format!(
            r#"{{"id": "{id}", "town": "T{id}", "leader": "L", "attack": ["Fire"], "defense": ["Fire"]}}"#
        )
    }

    fn map_of(ids: &[&str]) -> String {
        let gyms: Vec<String> = ids.iter().map(|id| gym(id)).collect();
        format!(
            r#"{{"region": "R", "generation": 1, "gyms": [{}]}}"#,
            gyms.join(", ")
        )
    }

    #[test]
    fn ids_in_order() {
        for ids in [
            &["G1"][..],
            &["E4"],
            &["G1", "G2", "G3", "E4"],
            &["G1", "G2"],
            &["G1", "G2", "E4", "K1", "K2"],
            &["G1", "K1"],
            &["E4", "K1"],
        ] {
            let map = Map::from_json_str(&map_of(ids), "m.json").unwrap();
            let read: Vec<&str> = map.gyms.iter().map(|g| g.id.as_str()).collect();
            assert_eq!(read, ids);
        }
    }

    #[test]
    fn bad_ids() {
        let cases: [(&[&str], &str); 14] = [
            (
                &["G1", "E4", "K2"],
                r#"gym #3: id "K2" is out of order (expected "K1")"#,
            ),
            (&["G1", "K1", "K1"], r#"gym #3: id "K1" appears twice"#),
            (
                &["G1", "K1", "G2"],
                r#"gym #3: id "G2" is out of order (expected "K2")"#,
            ),
            (
                &["G1", "K1", "E4"],
                r#"gym #3: id "E4" is out of order (expected "K2")"#,
            ),
            (&["G1", "E4", "k1"], r#"gym #3: malformed id "k1""#),
            (&["K01"], r#"gym #1: malformed id "K01""#),
            (
                &["G2"],
                r#"gym #1: id "G2" is out of order (expected "G1")"#,
            ),
            (
                &["G1", "G3"],
                r#"gym #2: id "G3" is out of order (expected "G2")"#,
            ),
            (&["G1", "G1"], r#"gym #2: id "G1" appears twice"#),
            (&["G1", "E4", "E4"], r#"gym #3: id "E4" appears twice"#),
            (&["E4", "G1"], r#"gym #2: "G1" comes after E4"#),
            (&["g1"], r#"gym #1: malformed id "g1""#),
            (&["G01"], r#"gym #1: malformed id "G01""#),
            (&["G99999999999999999999999"], "malformed id"),
        ];
        for (ids, want) in cases {
            let e = Map::from_json_str(&map_of(ids), "m.json").unwrap_err();
            let shown = e.to_string();
            assert!(shown.starts_with("m.json: line 1, column "), "{shown}");
            assert!(shown.contains(want), "{shown} lacks {want}");
        }
    }

    #[test]
    fn gym_lookup_prefers_ids() {
        let text = r#"{"region": "R", "generation": 1, "gyms": [
            {"id": "G1", "town": "G2", "leader": "L", "attack": ["Fire"], "defense": ["Fire"]},
            {"id": "G2", "town": "Élan", "leader": "L", "attack": ["Fire"], "defense": ["Fire"]}]}"#;
        let map = Map::from_json_str(text, "m.json").unwrap();
        assert_eq!(map.gym("g2").unwrap().town, "Élan");
        assert_eq!(map.gym(" éLAN ").unwrap().id, "G2");
        assert_eq!(map.gym("elan").unwrap().id, "G2");
        assert!(map.gym("").is_none());
    }
}
