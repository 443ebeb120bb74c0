//! The writer of Showdown's export text: a paragraph per set, in the order
//! Showdown's own exporter writes its lines (name line, `Ability:`,
//! `Level:`, `Tera Type:`, moves), fields we do not hold left out.

use std::fmt::Write as _;

use super::Set;
use crate::escape::escape;

/// `sets` as export text: each set's lines, a blank line after each set.
/// Every field is escaped ([`crate::escape`]), so the text is safe to
/// print whatever the names hold.
///
/// ```
/// use pokelinks::showdown::{Set, export};
/// let geodude = Set {
///     species: "Geodude".into(),
///     ability: Some("Rock Head".into()),
///     level: Some(12),
///     moves: vec!["Tackle".into(), "Rock Tomb".into()],
///     ..Set::default()
/// };
/// assert_eq!(export(&[geodude]), "Geodude\nAbility: Rock Head\nLevel: 12\n- Tackle\n- Rock Tomb\n\n");
/// ```
pub fn export(sets: &[Set]) -> String {
    let mut out = String::new();
    for set in sets {
        let species = escape(&set.species);
        match &set.nickname {
            Some(nick) if *nick != set.species => {
                let _ = write!(out, "{} ({species})", escape(nick));
            }
            _ => out.push_str(&species),
        }
        if let Some(g) = set.gender {
            let _ = write!(out, " ({g})");
        }
        if let Some(item) = &set.item {
            let _ = write!(out, " @ {}", escape(item));
        }
        out.push('\n');
        if let Some(ability) = &set.ability {
            let _ = writeln!(out, "Ability: {}", escape(ability));
        }
        // Showdown's default level is 100, which it does not write.
        if let Some(level) = set.level.filter(|&l| l != 100) {
            let _ = writeln!(out, "Level: {level}");
        }
        if let Some(tera) = &set.tera {
            let _ = writeln!(out, "Tera Type: {}", escape(tera));
        }
        for m in &set.moves {
            let _ = writeln!(out, "- {}", escape(m));
        }
        out.push('\n');
    }
    out
}
