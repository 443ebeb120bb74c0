//! The type chart: the multiplier of every attack type on every typing.
//!
//! This module owns the chart format (docs/formats.md, "Type charts"): a JSON
//! object whose keys are typings and whose values hold lists of attack types
//! by multiplier. A [`Chart`] is only ever built from text that passed every
//! check, so the rest of the crate can trust it: its typings are sorted and
//! distinct, its attack types are exactly the types its lists name, and every
//! attack type has one multiplier on every typing.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};

use super::error::DataError;
use super::json::{Cx, parse_json, read_text, source_name};
use crate::multiplier::Multiplier;
use crate::typing::{Type, Typing};

/// A validated type chart: its typings, its attack types, and the multiplier
/// of every attack type on every typing.
///
/// ```
/// use pokelinks::data::{Chart, Multiplier};
/// use pokelinks::{Type, Typing};
///
/// let chart = Chart::from_json_str(
///     r#"{ "water-ground": { "immune": ["Electric"], "quadruple": ["Grass"] },
///          "Electric": { "half": ["Electric", "Flying", "Steel"], "double": ["Ground"] } }"#,
///     "mini.json",
/// )?;
/// let gw: Typing = "Ground-Water".parse()?;
/// assert_eq!(chart.typings(), [Typing::from(Type::Electric), gw]);
/// assert_eq!(chart.attack_types(), [Type::Electric, Type::Flying, Type::Grass, Type::Ground, Type::Steel]);
/// assert_eq!(chart.multiplier(Type::Grass, gw), Some(Multiplier::Quadruple));
/// assert_eq!(chart.multiplier(Type::Fire, gw), Some(Multiplier::Normal));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    /// Sorted, distinct.
    typings: Vec<Typing>,
    /// Sorted, distinct: the types the lists name.
    attack_types: Vec<Type>,
    /// `table[i][a]` is the multiplier of attack type `a` on `typings[i]`.
    table: Vec<[Multiplier; 18]>,
}

impl Chart {
    /// Reads a chart from JSON text. `source` names the text in errors
    /// (usually the file name).
    ///
    /// Keys, list names and attack type names may be in any letter case, and
    /// a dual typing's types in either order; the chart stores canonical
    /// typings. Every rejection of docs/formats.md ("Type charts") is a [`DataError`] naming
    /// `source`, the line and column, and the entry at fault.
    ///
    /// ```
    /// use pokelinks::data::{Chart, DataError};
    /// let err = Chart::from_json_str(r#"{ "Fire": { "half": ["Sound"] } }"#, "bad.json").unwrap_err();
    /// assert!(matches!(err, DataError::UnknownAttackType { .. }));
    /// assert_eq!(
    ///     err.to_string(),
    ///     r#"bad.json: line 1, column 28: typing "Fire", list "half": "Sound" is not a type"#,
    /// );
    /// ```
    pub fn from_json_str(text: &str, source: &str) -> Result<Chart, DataError> {
        let rows = parse_json(text, source, |cx, de| ChartVisitor { cx }.deserialize(de))?;
        Ok(Chart::from_rows(rows))
    }

    /// Reads a chart from a file; errors name the file as `path` shows it.
    ///
    /// ```
    /// use pokelinks::data::{Chart, DataError};
    /// let err = Chart::from_file("no/such/chart.json".as_ref()).unwrap_err();
    /// assert!(matches!(err, DataError::Read { .. }));
    /// assert_eq!(err.to_string(), "no/such/chart.json: no such file");
    /// ```
    pub fn from_file(path: &Path) -> Result<Chart, DataError> {
        let text = read_text(path)?;
        Chart::from_json_str(&text, &source_name(path))
    }

    /// The chart's typings, sorted (alphabetical order of canonical names).
    ///
    /// ```
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// assert!(chart.typings().windows(2).all(|w| w[0] < w[1]));
    /// ```
    pub fn typings(&self) -> &[Typing] {
        &self.typings
    }

    /// The chart's attack types, sorted: exactly the types its lists name.
    ///
    /// ```
    /// use pokelinks::Type;
    /// assert_eq!(pokelinks::data::shipped::chart(1).unwrap().attack_types().len(), 15);
    /// assert!(pokelinks::data::shipped::chart(6).unwrap().attack_types().contains(&Type::Fairy));
    /// ```
    pub fn attack_types(&self) -> &[Type] {
        &self.attack_types
    }

    /// Whether `t` is one of the chart's typings, in O(log n).
    ///
    /// ```
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// assert!(chart.has_typing("Water-Ground".parse().unwrap()));
    /// ```
    pub fn has_typing(&self, t: Typing) -> bool {
        self.typings.binary_search(&t).is_ok()
    }

    /// Whether `t` is one of the chart's attack types, in O(log n).
    ///
    /// ```
    /// use pokelinks::Type;
    /// assert!(!pokelinks::data::shipped::chart(1).unwrap().has_attack_type(Type::Dark));
    /// assert!(pokelinks::data::shipped::chart(2).unwrap().has_attack_type(Type::Dark));
    /// ```
    pub fn has_attack_type(&self, t: Type) -> bool {
        self.attack_types.binary_search(&t).is_ok()
    }

    /// The multiplier of `attack` on `defender`, or `None` when `defender` is
    /// not one of the chart's typings.
    ///
    /// An attack type the typing's entry does not list is ×1; that includes
    /// a type that is not an attack type of the chart at all.
    ///
    /// ```
    /// use pokelinks::data::Multiplier;
    /// use pokelinks::{Type, Typing};
    /// let gen1 = pokelinks::data::shipped::chart(1).unwrap();
    /// assert_eq!(gen1.multiplier(Type::Ghost, Type::Psychic.into()), Some(Multiplier::Immune));
    /// assert_eq!(gen1.multiplier(Type::Ghost, Type::Dark.into()), None);
    /// ```
    pub fn multiplier(&self, attack: Type, defender: Typing) -> Option<Multiplier> {
        let i = self.typings.binary_search(&defender).ok()?;
        self.table
            .get(i)
            .and_then(|row| row.get(attack.index()))
            .copied()
    }

    /// Builds the chart from validated rows: distinct typings, and for each
    /// the attack types it lists with their multipliers.
    fn from_rows(mut rows: Vec<(Typing, [Option<Multiplier>; 18])>) -> Chart {
        rows.sort_by_key(|&(t, _)| t);
        let mut listed = [false; 18];
        for (_, row) in &rows {
            for (seen, m) in listed.iter_mut().zip(row) {
                *seen |= m.is_some();
            }
        }
        let attack_types = Type::ALL
            .into_iter()
            .zip(listed)
            .filter_map(|(t, seen)| seen.then_some(t))
            .collect();
        let typings = rows.iter().map(|&(t, _)| t).collect();
        let table = rows
            .iter()
            .map(|(_, row)| row.map(|m| m.unwrap_or(Multiplier::Normal)))
            .collect();
        Chart {
            typings,
            attack_types,
            table,
        }
    }
}

/// One row of a chart being read: the list of each attack type it lists.
type Row = [Option<Multiplier>; 18];

/// Reads the whole chart object.
struct ChartVisitor<'c> {
    cx: &'c Cx,
}

impl<'de> DeserializeSeed<'de> for ChartVisitor<'_> {
    type Value = Vec<(Typing, Row)>;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for ChartVisitor<'_> {
    type Value = Vec<(Typing, Row)>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object whose keys are typings")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let cx = self.cx;
        let mut seen: BTreeMap<Typing, String> = BTreeMap::new();
        let mut rows = Vec::new();
        while let Some((typing, key)) = map.next_key_seed(TypingKey { cx, seen: &seen })? {
            let row = map.next_value_seed(EntryVisitor { cx, key: &key });
            let row = cx.within(|| format!("typing {key:?}"), row)?;
            rows.push((typing, row));
            seen.insert(typing, key);
        }
        if rows.is_empty() {
            return Err(cx.fail(|at| DataError::EmptyChart { at }));
        }
        Ok(rows)
    }
}

/// Reads a chart key: a typing not seen before.
struct TypingKey<'c> {
    cx: &'c Cx,
    seen: &'c BTreeMap<Typing, String>,
}

impl<'de> DeserializeSeed<'de> for TypingKey<'_> {
    type Value = (Typing, String);

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        de.deserialize_str(self)
    }
}

impl Visitor<'_> for TypingKey<'_> {
    type Value = (Typing, String);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a typing")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
        let key = s.to_owned();
        let typing = match s.parse::<Typing>() {
            Ok(typing) => typing,
            Err(reason) => {
                return Err(self
                    .cx
                    .fail(move |at| DataError::BadTyping { at, key, reason }));
            }
        };
        if let Some(first) = self.seen.get(&typing) {
            let first = first.clone();
            return Err(self.cx.fail(move |at| DataError::DuplicateTyping {
                at,
                first,
                second: key,
                typing,
            }));
        }
        Ok((typing, key))
    }
}

/// Reads one typing's object of lists.
struct EntryVisitor<'c> {
    cx: &'c Cx,
    key: &'c str,
}

impl<'de> DeserializeSeed<'de> for EntryVisitor<'_> {
    type Value = Row;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Row, D::Error> {
        de.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for EntryVisitor<'_> {
    type Value = Row;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of attack type lists")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Row, A::Error> {
        let (cx, key) = (self.cx, self.key);
        let mut row: Row = [None; 18];
        let mut lists = [false; 6];
        while let Some(list) = map.next_key_seed(ListKey {
            cx,
            key,
            seen: &lists,
        })? {
            let read = map.next_value_seed(ListVisitor {
                cx,
                key,
                list,
                row: &mut row,
            });
            let entry = || format!("typing {key:?}, list {:?}", list.list_name());
            cx.within(entry, read)?;
            if let Some(seen) = lists.get_mut(list as usize) {
                *seen = true;
            }
        }
        Ok(row)
    }
}

/// Reads a list name not seen before in this typing's entry.
struct ListKey<'c> {
    cx: &'c Cx,
    key: &'c str,
    seen: &'c [bool; 6],
}

impl<'de> DeserializeSeed<'de> for ListKey<'_> {
    type Value = Multiplier;

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<Multiplier, D::Error> {
        de.deserialize_str(self)
    }
}

impl Visitor<'_> for ListKey<'_> {
    type Value = Multiplier;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list name")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Multiplier, E> {
        // The typing is copied for an error only (a chart has a thousand
        // lists and more).
        let typing = || self.key.to_owned();
        let Some(list) = Multiplier::from_list_name(s) else {
            let (typing, list) = (typing(), s.to_owned());
            return Err(self
                .cx
                .fail(move |at| DataError::UnknownList { at, typing, list }));
        };
        if self.seen.get(list as usize).copied().unwrap_or(false) {
            let typing = typing();
            return Err(self
                .cx
                .fail(move |at| DataError::RepeatedList { at, typing, list }));
        }
        Ok(list)
    }
}

/// Reads one list of attack types into the typing's row.
struct ListVisitor<'c> {
    cx: &'c Cx,
    key: &'c str,
    list: Multiplier,
    row: &'c mut Row,
}

impl<'de> DeserializeSeed<'de> for ListVisitor<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for ListVisitor<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of attack type names")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let ListVisitor { cx, key, list, row } = self;
        while let Some(()) = seq.next_element_seed(AttackName {
            cx,
            key,
            list,
            row: &mut *row,
        })? {}
        Ok(())
    }
}

/// Reads one attack type name, not yet listed for this typing.
struct AttackName<'c> {
    cx: &'c Cx,
    key: &'c str,
    list: Multiplier,
    row: &'c mut Row,
}

impl<'de> DeserializeSeed<'de> for AttackName<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, de: D) -> Result<(), D::Error> {
        de.deserialize_str(self)
    }
}

impl Visitor<'_> for AttackName<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an attack type name")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<(), E> {
        // The typing is copied for an error only: a chart names an attack
        // type some three thousand times.
        let (typing, list) = (|| self.key.to_owned(), self.list);
        let Ok(attack) = s.parse::<Type>() else {
            let (typing, name) = (typing(), s.to_owned());
            return Err(self.cx.fail(move |at| DataError::UnknownAttackType {
                at,
                typing,
                list,
                name,
            }));
        };
        match self.row.get_mut(attack.index()) {
            Some(slot @ None) => *slot = Some(list),
            Some(Some(first)) => {
                let (typing, first) = (typing(), *first);
                return Err(self.cx.fail(move |at| DataError::RepeatedAttackType {
                    at,
                    typing,
                    attack,
                    first,
                    second: list,
                }));
            }
            None => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> DataError {
        Chart::from_json_str(text, "t.json").unwrap_err()
    }

    #[test]
    fn multipliers_are_ordered_by_factor() {
        for w in Multiplier::ALL.windows(2) {
            assert!(w[0] < w[1]);
            assert!(w[0].factor() < w[1].factor());
        }
        let shown: Vec<String> = Multiplier::ALL.iter().map(|m| m.to_string()).collect();
        assert_eq!(shown, ["×0", "×¼", "×½", "×1", "×2", "×4"]);
        assert_eq!(format!("[{:>3}]", Multiplier::Half), "[ ×½]");
    }

    #[test]
    fn lists_and_names_in_any_case_and_order() {
        let chart = Chart::from_json_str(
            r#"{"water-GROUND": {"IMMUNE": ["electric"], "Normal": ["fire"]}, "bug": {}}"#,
            "t.json",
        )
        .unwrap();
        let gw: Typing = "Ground-Water".parse().unwrap();
        assert_eq!(chart.typings(), [Type::Bug.into(), gw]);
        assert_eq!(chart.attack_types(), [Type::Electric, Type::Fire]);
        assert_eq!(
            chart.multiplier(Type::Electric, gw),
            Some(Multiplier::Immune)
        );
        assert_eq!(chart.multiplier(Type::Fire, gw), Some(Multiplier::Normal));
        assert_eq!(
            chart.multiplier(Type::Electric, Type::Bug.into()),
            Some(Multiplier::Normal)
        );
        assert!(chart.has_typing(gw));
        assert!(!chart.has_typing(Type::Water.into()));
        assert!(chart.has_attack_type(Type::Fire));
        assert!(!chart.has_attack_type(Type::Bug));
    }

    #[test]
    fn positions_point_at_the_entry() {
        let e = err("{\n  \"Fire\": {\n    \"half\": [\"Fire\",\n      \"Fire\"\n    ]\n  }\n}");
        assert_eq!(
            e.to_string(),
            r#"t.json: line 4, column 12: typing "Fire": attack type Fire is listed twice (twice in "half")"#
        );
        let e = err("{\"Fire\": {}, \"fire\": {}}");
        assert_eq!(
            e.to_string(),
            r#"t.json: line 1, column 19: "fire" is the typing Fire again (first given as "Fire")"#
        );
    }

    #[test]
    fn shape_errors_name_the_entry() {
        let e = err(r#"{"Fire": {"half": "Water"}}"#);
        assert_eq!(
            e.to_string(),
            r#"t.json: line 1, column 25: typing "Fire", list "half": invalid type: string "Water", expected a list of attack type names"#
        );
        let e = err(r#"{"Fire": {"half": ["Water"]} "Water": {}}"#);
        assert_eq!(
            e.to_string(),
            "t.json: line 1, column 30: expected `,` or `}`"
        );
    }

    #[test]
    fn no_panic_on_odd_input() {
        for text in [
            "",
            " ",
            "{",
            "}",
            "[",
            "null",
            "0",
            "\"x\"",
            "{\"\":{}}",
            "{\"-\":{}}",
            "{\"Fire-\":{}}",
            "{\"Fire\":{\"half\":[null]}}",
            "{\"Fire\":{\"half\":[[]]}}",
            "{\"Fire\":{\"half\":[\"Water\",]}}",
            "{\"Fire\":{}}x",
            "\u{feff}{}",
            "{\"Fire\":{\"\":[]}}",
            "{\"Fire\":{\"half\":[\"\\ud800\"]}}",
        ] {
            let e = err(text);
            assert!(!e.to_string().contains('\n'), "{e}");
            assert!(e.to_string().starts_with("t.json"), "{e}");
        }
        let deep = "[".repeat(100_000);
        assert!(err(&deep).to_string().starts_with("t.json"));
        let deep = format!("{{\"Fire\":{{\"half\":{}", "[".repeat(100_000));
        assert!(err(&deep).to_string().starts_with("t.json"));
    }
}
