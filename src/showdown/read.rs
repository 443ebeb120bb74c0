//! The reader of Showdown's text: export paragraphs, or a packed line.
//!
//! Export text is read as Showdown's importer reads it — a set starts at
//! its name line (`Nickname (Species) (F) @ Item`), its other lines are
//! `Key: value`, `Nature Nature` or `- move` (`~ move` too), a blank line
//! ends it, and `=== [format] Team ===` headers are skipped — but any
//! other line is an error naming the set and line rather than a guess.

use super::packed::unpack;
use super::{MAX_LINE_CHARS, MAX_MOVES, MAX_SETS, Set, ShowdownError, level};
use crate::escape::shorten;

/// The sets of a Showdown text, each with the line it starts on: the
/// packed form when the text is one line with a `|` in it (every set on
/// line 1), else export text.
///
/// ```
/// let sets: Vec<_> = pokelinks::showdown::read("Bob (Geodude) (M) @ Hard Stone\nAbility: Sturdy\nLevel: 12\nEVs: 4 HP\nAdamant Nature\n- Rock Tomb\n")?.into_iter().map(|(_, s)| s).collect();
/// assert_eq!(sets[0].species, "Geodude");
/// assert_eq!(sets[0].nickname.as_deref(), Some("Bob"));
/// assert_eq!((sets[0].gender, sets[0].level), (Some('M'), Some(12)));
/// assert_eq!(sets[0].item.as_deref(), Some("Hard Stone"));
/// assert_eq!(sets[0].moves, ["Rock Tomb"]);
/// let err = pokelinks::showdown::read("Geodude\nAbility: Sturdy\nSomething: else\n").unwrap_err();
/// assert_eq!(err.to_string(), "set 1 (Geodude), line 3: not a line of Showdown's export text: \"Something: else\"");
/// # Ok::<(), pokelinks::showdown::ShowdownError>(())
/// ```
pub fn read(text: &str) -> Result<Vec<(usize, Set)>, ShowdownError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let trimmed = text.trim();
    if !trimmed.contains('\n') && trimmed.contains('|') {
        return Ok(unpack(trimmed)?.into_iter().map(|s| (1, s)).collect());
    }
    let mut sets: Vec<Set> = Vec::new();
    let mut lines = Vec::new();
    let mut open = false;
    for (n, raw) in text.lines().enumerate() {
        let line_no = n + 1;
        let line = raw.trim();
        let at = |sets: &[Set]| {
            sets.last()
                .map(|s| format!("set {} ({})", sets.len(), shorten(&s.species)))
        };
        let fail = |sets: &[Set], reason: String| ShowdownError {
            at: at(sets),
            line: line_no,
            reason,
        };
        if line.chars().count() > MAX_LINE_CHARS {
            return Err(fail(
                &sets,
                format!("longer than {MAX_LINE_CHARS} characters"),
            ));
        }
        if line.is_empty() {
            open = false;
            continue;
        }
        if line.starts_with("===") {
            open = false;
            continue;
        }
        if !open {
            if sets.len() == MAX_SETS {
                return Err(fail(&sets, format!("more than {MAX_SETS} sets")));
            }
            sets.push(name_line(line));
            lines.push(line_no);
            open = true;
            if sets.last().is_some_and(|s| s.species.is_empty()) {
                return Err(fail(&sets, "no species on the set's first line".into()));
            }
            continue;
        }
        let here = at(&sets);
        let fail = |reason: String| ShowdownError {
            at: here.clone(),
            line: line_no,
            reason,
        };
        let set = sets.last_mut().expect("an open set");
        if let Some(m) = line.strip_prefix('-').or_else(|| line.strip_prefix('~')) {
            let m = m.trim();
            if set.moves.len() == MAX_MOVES {
                return Err(fail(format!(
                    "more than {MAX_MOVES} moves: a Pokémon knows at most {MAX_MOVES}"
                )));
            }
            set.moves.push(m.to_owned());
            continue;
        }
        if let Some((key, value)) = line.split_once(':') {
            let value = value.trim().to_owned();
            match key.trim() {
                "Ability" | "Trait" => set.ability = Some(value),
                "Level" => set.level = Some(level(&value).map_err(fail)?),
                "Tera Type" => set.tera = Some(value),
                // Read and dropped: pokelinks plans with typings and moves.
                "EVs" | "IVs" | "Shiny" | "Happiness" | "Pokeball" | "Hidden Power"
                | "Dynamax Level" | "Gigantamax" => {}
                _ => return Err(fail(unknown(line))),
            }
            continue;
        }
        if line.ends_with(" Nature") {
            continue;
        }
        return Err(fail(unknown(line)));
    }
    if sets.is_empty() {
        return Err(ShowdownError {
            at: None,
            line: 1,
            reason: "no set: Showdown's export text starts each set with its species".into(),
        });
    }
    Ok(lines.into_iter().zip(sets).collect())
}

fn unknown(text: &str) -> String {
    format!(
        "not a line of Showdown's export text: {}",
        crate::escape::quote(text)
    )
}

/// A set's first line: `Nickname (Species) (G) @ Item`, each part but the
/// species optional.
fn name_line(line: &str) -> Set {
    let (rest, item) = match line.rsplit_once(" @ ") {
        Some((rest, item)) => (rest.trim(), Some(item.trim().to_owned())),
        None => (line, None),
    };
    let (rest, gender) = if let Some(r) = rest.strip_suffix(" (M)") {
        (r, Some('M'))
    } else if let Some(r) = rest.strip_suffix(" (F)") {
        (r, Some('F'))
    } else {
        (rest, None)
    };
    let (nickname, species) = match rest.strip_suffix(')').and_then(|r| r.rsplit_once(" (")) {
        Some((nick, species)) => (Some(nick.trim().to_owned()), species.trim()),
        None => (None, rest.trim()),
    };
    Set {
        nickname,
        species: species.to_owned(),
        gender,
        item: item.filter(|i| !i.is_empty()),
        ..Set::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::showdown::{export, pack};

    fn sample() -> Vec<Set> {
        vec![
            Set {
                species: "Geodude".into(),
                ability: Some("Rock Head".into()),
                level: Some(12),
                moves: vec!["Tackle".into(), "Rock Throw".into()],
                ..Set::default()
            },
            Set {
                nickname: Some("Rocky".into()),
                species: "Nosepass".into(),
                gender: Some('F'),
                item: Some("Oran Berry".into()),
                ability: Some("Sturdy".into()),
                tera: Some("Rock".into()),
                moves: vec!["Rock Tomb".into()],
                ..Set::default()
            },
        ]
    }

    fn sets(text: &str) -> Vec<Set> {
        read(text).unwrap().into_iter().map(|(_, s)| s).collect()
    }

    #[test]
    fn export_text_reads_back_as_written() {
        assert_eq!(sets(&export(&sample())), sample());
        let lines: Vec<usize> = read(&export(&sample()))
            .unwrap()
            .iter()
            .map(|(l, _)| *l)
            .collect();
        assert_eq!(lines, [1, 7]);
    }

    #[test]
    fn packed_text_reads_back_with_ids() {
        let sets = sets(&pack(&sample()));
        assert_eq!(sets[0].species, "Geodude");
        assert_eq!(sets[0].moves, ["tackle", "rockthrow"]);
        assert_eq!(sets[1].species, "nosepass");
        assert_eq!(sets[1].nickname.as_deref(), Some("Rocky"));
        assert_eq!(
            (sets[1].gender, sets[1].tera.as_deref()),
            (Some('F'), Some("Rock"))
        );
        assert_eq!(sets[1].item.as_deref(), Some("oranberry"));
    }

    #[test]
    fn hostile_text_is_refused_by_set_and_line() {
        let moves: String = (0..50).map(|i| format!("- Move{i}\n")).collect();
        let err = read(&format!("Geodude\n{moves}")).unwrap_err().to_string();
        assert_eq!(
            err,
            "set 1 (Geodude), line 6: more than 4 moves: a Pokémon knows at most 4"
        );
        let err = read("Geodude\nLevel: 300\n").unwrap_err().to_string();
        assert!(err.contains("line 2: level \"300\""), "{err}");
        let long = "x".repeat(500);
        assert!(
            read(&long)
                .unwrap_err()
                .to_string()
                .starts_with("line 1: longer than")
        );
        let many: String = (0..101).map(|_| "Geodude\n\n").collect();
        assert!(
            read(&many)
                .unwrap_err()
                .to_string()
                .contains("more than 100 sets")
        );
        assert!(read("\n\n").is_err());
        let err = read("Geodude||||").unwrap_err().to_string();
        assert!(err.contains("12 fields"), "{err}");
    }
}
