//! Making text from data files safe to print: the one escaping function of
//! the crate.
//!
//! A map comes from anyone, and its strings (region, towns, leaders, notes,
//! even the names an error quotes) reach the terminal. A control character
//! there could clear the screen, move the cursor or retitle the window, and
//! a bidirectional override could make a line read differently from what it
//! holds. This module owns the rule: every such character is written as a
//! visible `\u{…}` escape, in table, listing and error output alike (JSON
//! output is escaped by serde_json already).

use std::borrow::Cow;

/// The most characters of a data file's text an error message quotes.
///
/// ```
/// assert_eq!(pokelinks::escape::QUOTE_CHARS, 40);
/// ```
pub const QUOTE_CHARS: usize = 40;

/// Whether `c` must not reach a terminal as it is: C0 controls (tab and
/// newline included), DEL, C1 controls; the bidirectional embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks
/// (U+200E, U+200F, U+061C), which reorder what a line shows; and the
/// invisible ones, which hide what it holds: zero-width spaces and joiners
/// (U+200B–U+200D, U+2060–U+2064, U+FEFF) and the line and paragraph
/// separators (U+2028, U+2029).
///
/// ```
/// use pokelinks::escape::is_unsafe;
/// assert!(is_unsafe('\u{1b}') && is_unsafe('\u{9b}') && is_unsafe('\u{202e}'));
/// assert!(is_unsafe('\u{200f}') && is_unsafe('\u{61c}') && is_unsafe('\u{200b}') && is_unsafe('\u{feff}'));
/// assert!(!is_unsafe('é') && !is_unsafe(' ') && !is_unsafe('♀'));
/// ```
pub fn is_unsafe(c: char) -> bool {
    matches!(
        c,
        '\0'..='\u{1f}'
            | '\u{7f}'..='\u{9f}'
            | '\u{61c}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{feff}'
    )
}

/// `text` with every [`is_unsafe`] character written as `\u{…}` (its code
/// in hexadecimal), borrowed when there is none.
///
/// ```
/// use pokelinks::escape::escape;
/// assert_eq!(escape("Kanto"), "Kanto");
/// assert_eq!(escape("\u{1b}[2JKanto"), "\\u{1b}[2JKanto");
/// assert_eq!(escape("a\u{202e}b"), "a\\u{202e}b");
/// ```
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unsafe(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` cut to [`QUOTE_CHARS`] characters, with `…` after when it was
/// longer: how an error names what the user typed (a Pokémon, a member, a
/// gym), so that a 100 KB argument does not come back as a 100 KB message.
///
/// ```
/// use pokelinks::escape::shorten;
/// assert_eq!(shorten("Pikachu"), "Pikachu");
/// assert_eq!(shorten(&"q".repeat(5000)), format!("{}…", "q".repeat(40)));
/// ```
pub fn shorten(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((at, _)) => Cow::Owned(format!("{}…", &text[..at])),
        None => Cow::Borrowed(text),
    }
}

/// `text` as an error message quotes it: in double quotes, with `"` and
/// `\` escaped as well as every [`is_unsafe`] character, and cut to
/// [`QUOTE_CHARS`] characters with `…` after, so an error never copies much
/// of a file's contents.
///
/// ```
/// use pokelinks::escape::quote;
/// assert_eq!(quote("Fire"), "\"Fire\"");
/// assert_eq!(quote("a\"b\u{7}"), "\"a\\\"b\\u{7}\"");
/// assert_eq!(quote(&"x".repeat(50)), format!("\"{}…\"", "x".repeat(40)));
/// ```
pub fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = text.chars();
    for c in chars.by_ref().take(QUOTE_CHARS) {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if is_unsafe(c) => out.push_str(&escape(c.encode_utf8(&mut [0; 4]))),
            c => out.push(c),
        }
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out.push('"');
    out
}

/// Text read from a data file (a map's region, a gym's town, leader and
/// trainers, notes, version names): it prints escaped ([`escape`]) by
/// `Display`, so it can reach no terminal raw by accident; [`Text::raw`]
/// is the explicit way to the text itself (to compare, to match names, to
/// write JSON, which escapes on its own).
///
/// ```
/// use pokelinks::escape::Text;
/// let town = Text::from("\u{1b}[2JPewter");
/// assert_eq!(town.to_string(), "\\u{1b}[2JPewter");
/// assert_eq!(town.raw(), "\u{1b}[2JPewter");
/// assert_eq!(serde_json::to_string(&town).unwrap(), r#""\u001b[2JPewter""#);
/// ```
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Text(String);

impl Text {
    /// The text as the file holds it: not for printing to a terminal.
    pub fn raw(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text(text.to_owned())
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        Text(text)
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(&escape(&self.0))
    }
}

/// Debug shows the text escaped too: it may end in a panic message.
impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl serde::Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
