//! Showdown's team text, in and out: the one module that owns it.
//!
//! Damage calculators and team builders speak Pokémon Showdown's formats:
//! the *export* text (a set per paragraph: `Species @ Item`, `Ability:`,
//! `Level:`, `Tera Type:`, `- move` lines) and the *packed* one-line form
//! (fields between `|`, sets between `]`), which pokelinks prints as a
//! team code. This module holds the [`Set`] model, the writers
//! ([`export`], [`pack`]) and the readers ([`read`], which takes either
//! form). It knows no game: names are kept as written, and resolving them
//! against a game is the caller's (`src/cli/team_file.rs`). Formats:
//! docs/formats.md, "Showdown text".

mod export;
mod packed;
mod read;

pub use export::export;
pub use packed::pack;
pub use read::read;

/// The most sets a text may hold: a party is six, a check's team may be
/// larger (`--max`), and `gym GAME E4` writes every battle of every
/// version (62 Pokémon at most in the shipped games); nothing real is
/// over this.
pub const MAX_SETS: usize = 100;

/// The most moves a set may list: a Pokémon knows at most four.
pub const MAX_MOVES: usize = 4;

/// The most characters a line (or a packed field) may have: the longest
/// real one (`Nickname (Species-Form) (F) @ Item`) is well under this.
pub const MAX_LINE_CHARS: usize = 200;

/// One Pokémon as Showdown's formats write it. The fields pokelinks does
/// not use (EVs, IVs, nature, shininess, happiness) are read and dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Set {
    /// The nickname, if it differs from the species.
    pub nickname: Option<String>,
    /// The species (a form's name with its hyphen: `Rotom-Wash`).
    pub species: String,
    /// `M` or `F`, if given.
    pub gender: Option<char>,
    /// The held item, if any.
    pub item: Option<String>,
    /// The ability, if given.
    pub ability: Option<String>,
    /// The level (Showdown's default is 100).
    pub level: Option<u8>,
    /// The Tera type (Scarlet/Violet), if given.
    pub tera: Option<String>,
    /// The moves, at most [`MAX_MOVES`].
    pub moves: Vec<String>,
}

/// Why a Showdown text cannot be read: one line naming the set (its
/// number and species) and the line of the text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}line {line}: {reason}", at.as_deref().map(|s| format!("{s}, ")).unwrap_or_default())]
pub struct ShowdownError {
    /// The set, as `set 2 (Geodude)`, when one is being read.
    pub at: Option<String>,
    /// The line of the text (1-based; a packed text is line 1).
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

/// Showdown's id of a name: its ASCII letters and digits, lower-cased
/// (`Rock Tomb` → `rocktomb`, `Farfetch’d` → `farfetchd`). The packed
/// form writes items, abilities and moves so.
///
/// ```
/// assert_eq!(pokelinks::showdown::id("Rock Tomb"), "rocktomb");
/// assert_eq!(pokelinks::showdown::id("Mr. Mime"), "mrmime");
/// ```
pub fn id(name: &str) -> String {
    (name.chars())
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A level, 1 to 100: the export text's `Level:` and the packed form's
/// level field read alike.
fn level(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(l @ 1..=100) => Ok(l),
        _ => Err(format!(
            "level {}: a whole number from 1 to 100",
            crate::escape::quote(text)
        )),
    }
}
