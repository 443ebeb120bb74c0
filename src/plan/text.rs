//! Fitting text to the planner's panes: nothing is cut mid-word without a
//! mark. Lines wrap at the spaces between words (a team wraps between its
//! typings, a list of Pokémon between its names); what still does not fit
//! ends in `…`. Widths count characters: every name of the data is one
//! column per character.

/// `text` in at most `width` characters: as it is, or cut with `…` as its
/// last character.
///
/// ```
/// use pokelinks::plan::text::cut;
/// assert_eq!(cut("Cerulean City", 20), "Cerulean City");
/// assert_eq!(cut("Cerulean City", 8), "Cerulea…");
/// assert_eq!(cut("abc", 0), "");
/// ```
pub fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    if width == 0 {
        return String::new();
    }
    let mut out: String = text.chars().take(width - 1).collect();
    out.push('…');
    out
}

/// `line` in at most `width` characters, never cut inside a word: as it
/// is, or its parts between `·` that fit, else its words that fit, the
/// rest left off with ` …`. Status lines use it.
///
/// ```
/// use pokelinks::plan::text::fit;
/// assert_eq!(fit("12 best teams · resist 3 attack types", 40), "12 best teams · resist 3 attack types");
/// assert_eq!(fit("12 best teams · resist 3 attack types", 30), "12 best teams …");
/// assert_eq!(fit("resist 3 attack types", 16), "resist 3 …");
/// ```
pub fn fit(line: &str, width: usize) -> String {
    let len = |s: &str| s.chars().count();
    if len(line) <= width {
        return line.to_owned();
    }
    let mark = " …";
    let fits = |p: &&str| !p.is_empty() && len(p) + len(mark) <= width;
    let mut parts = line.match_indices('·').map(|(at, _)| line[..at].trim_end());
    let mut words = line.match_indices(' ').map(|(at, _)| line[..at].trim_end());
    match parts.rfind(fits).or_else(|| words.rfind(fits)) {
        Some(kept) => format!("{kept}{mark}"),
        None => cut(line, width),
    }
}

/// `parts` joined by `separator`, wrapped into lines of at most `width`
/// characters: a line breaks only between parts, ending in the
/// separator's visible mark when it fits (` ·` of ` · `), and a part longer
/// than a line is wrapped at its own spaces, then [`cut`]. At least one
/// line.
///
/// ```
/// use pokelinks::plan::text::wrap;
/// let team = ["Dark-Fairy", "Dark-Ghost", "Dragon-Water", "Fire-Steel"];
/// assert_eq!(wrap(&team, " ", 24), ["Dark-Fairy Dark-Ghost", "Dragon-Water Fire-Steel"]);
/// assert_eq!(wrap(&["Gengar, Haunter", "Onix"], " · ", 17), ["Gengar, Haunter ·", "Onix"]);
/// assert_eq!(wrap(&["Pokémon League"], " ", 8), ["Pokémon", "League"]);
/// assert_eq!(wrap::<&str>(&[], " ", 8), [""]);
/// ```
pub fn wrap<S: AsRef<str>>(parts: &[S], separator: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let len = |s: &str| s.chars().count();
    let glue = separator.trim_end();
    let mut lines = Vec::new();
    let mut line = String::new();
    for (i, part) in parts.iter().enumerate() {
        let part = part.as_ref();
        // Room for the mark of a break that may follow this part.
        let after = if i + 1 == parts.len() { 0 } else { len(glue) };
        if !line.is_empty() {
            if len(&line) + len(separator) + len(part) + after <= width {
                line.push_str(separator);
                line.push_str(part);
                continue;
            }
            if len(&line) + len(glue) <= width {
                line.push_str(glue);
            }
            lines.push(std::mem::take(&mut line));
        }
        if len(part) <= width {
            line = part.to_owned();
        } else {
            let words: Vec<&str> = part.split(' ').collect();
            let mut pieces = wrap_words(&words, width);
            line = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
        }
    }
    lines.push(line);
    lines
}

/// Words joined by spaces, wrapped into lines of at most `width`; a word
/// longer than a line is [`cut`].
fn wrap_words(words: &[&str], width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in words {
        let word = cut(word, width);
        if line.is_empty() {
            line = word;
        } else if line.chars().count() + 1 + word.chars().count() <= width {
            line.push(' ');
            line.push_str(&word);
        } else {
            lines.push(std::mem::replace(&mut line, word));
        }
    }
    lines.push(line);
    lines
}

/// A sentence wrapped at its spaces into lines of at most `width`.
///
/// ```
/// use pokelinks::plan::text::wrap_text;
/// assert_eq!(wrap_text("Gengar is not in Emerald's Pokédex", 20), ["Gengar is not in", "Emerald's Pokédex"]);
/// ```
pub fn wrap_text(text: &str, width: usize) -> Vec<String> {
    let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    wrap_words(&words, width.max(1))
}

/// `word` quoted for a POSIX shell if it needs quoting: the command lines
/// the planner prints on leaving.
///
/// ```
/// use pokelinks::plan::text::shell_word;
/// assert_eq!(shell_word("G1"), "G1");
/// assert_eq!(shell_word("Mr. Mime"), "'Mr. Mime'");
/// assert_eq!(shell_word("Farfetch'd"), r"'Farfetch'\''d'");
/// ```
pub fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./:+=,@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}
