//! The packed one-line form (the team code): a set's fields between `|`
//! — nickname, species, item, ability, moves, nature, EVs, gender, IVs,
//! shiny, level, then the comma-separated rest whose sixth is the Tera
//! type — and sets between `]`. Items, abilities and moves are written as
//! Showdown's ids ([`super::id`]); reading them back to names is the
//! caller's, against the game's tables.

use super::{MAX_LINE_CHARS, MAX_MOVES, MAX_SETS, Set, ShowdownError, id, level};
use crate::escape::escape;

/// `sets` in the packed form, on one line.
///
/// ```
/// use pokelinks::showdown::{Set, pack};
/// let nosepass = Set {
///     species: "Nosepass".into(),
///     ability: Some("Sturdy".into()),
///     level: Some(15),
///     moves: vec!["Rock Tomb".into()],
///     ..Set::default()
/// };
/// assert_eq!(pack(&[nosepass]), "Nosepass|||sturdy|rocktomb||||||15|");
/// ```
pub fn pack(sets: &[Set]) -> String {
    let packed: Vec<String> = sets.iter().map(pack_set).collect();
    packed.join("]")
}

fn pack_set(set: &Set) -> String {
    let opt_id = |o: &Option<String>| o.as_deref().map(id).unwrap_or_default();
    // The species field is blank when the nickname is the species.
    let (name, species) = match &set.nickname {
        Some(nick) if id(nick) != id(&set.species) => (nick.as_str(), id(&set.species)),
        _ => (set.species.as_str(), String::new()),
    };
    let moves: Vec<String> = set.moves.iter().map(|m| id(m)).collect();
    let level = set
        .level
        .filter(|&l| l != 100)
        .map(|l| l.to_string())
        .unwrap_or_default();
    let gender = set.gender.map(String::from).unwrap_or_default();
    let mut fields = vec![
        escape(name).into_owned(),
        species,
        opt_id(&set.item),
        opt_id(&set.ability),
        moves.join(","),
        String::new(), // nature
        String::new(), // EVs
        gender,
        String::new(), // IVs
        String::new(), // shiny
        level,
        String::new(), // happiness, and the rest when no Tera type
    ];
    if let Some(tera) = &set.tera {
        // Pokeball, Hidden Power type, Gigantamax, Dynamax level, Tera.
        fields[11] = format!(",,,,,{}", escape(tera));
    }
    fields.join("|")
}

/// The sets of a packed text (one line; surrounding spaces ignored).
pub(super) fn unpack(text: &str) -> Result<Vec<Set>, ShowdownError> {
    let text = text.trim();
    let fail = |at: Option<String>, reason: String| ShowdownError {
        at,
        line: 1,
        reason,
    };
    let mut sets = Vec::new();
    for (n, chunk) in text.split(']').enumerate() {
        if n >= MAX_SETS {
            return Err(fail(None, format!("more than {MAX_SETS} sets")));
        }
        let fields: Vec<&str> = chunk.split('|').collect();
        let at = || {
            let name = fields.first().copied().unwrap_or_default();
            Some(format!("set {} ({})", n + 1, crate::escape::shorten(name)))
        };
        if fields.len() < 11 || fields.len() > 12 {
            return Err(fail(
                at(),
                format!(
                    "a packed set has 12 fields between '|', this one {}",
                    fields.len()
                ),
            ));
        }
        if fields.iter().any(|f| f.chars().count() > MAX_LINE_CHARS) {
            return Err(fail(
                at(),
                format!("a field is longer than {MAX_LINE_CHARS} characters"),
            ));
        }
        let some = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        let (name, species) = (fields[0], fields[1]);
        if name.is_empty() && species.is_empty() {
            return Err(fail(at(), "no species".into()));
        }
        let moves: Vec<String> = (fields[4].split(','))
            .filter(|m| !m.is_empty())
            .map(str::to_owned)
            .collect();
        if moves.len() > MAX_MOVES {
            return Err(fail(
                at(),
                format!("{} moves: a Pokémon knows at most {MAX_MOVES}", moves.len()),
            ));
        }
        let gender = match fields[7] {
            "" => None,
            "M" => Some('M'),
            "F" => Some('F'),
            "N" => None,
            other => {
                return Err(fail(
                    at(),
                    format!("gender {}: M, F or blank", crate::escape::quote(other)),
                ));
            }
        };
        let level = match fields[10] {
            "" => None,
            l => Some(level(l).map_err(|r| fail(at(), r))?),
        };
        let tera = (fields.get(11).and_then(|rest| rest.split(',').nth(5))).and_then(some);
        sets.push(Set {
            nickname: (!species.is_empty()).then(|| name.to_owned()),
            species: if species.is_empty() { name } else { species }.to_owned(),
            gender,
            item: some(fields[2]),
            ability: some(fields[3]),
            level,
            tera,
            moves,
        });
    }
    Ok(sets)
}
