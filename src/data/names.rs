//! Matching names as people type them: one normaliser, [`fold`], for every
//! name a user may type to pick something out of the data (gym towns and
//! leaders, and Pokémon names, which `species.rs` also compares with the
//! spaces left out).
//!
//! Two names match when they fold to the same text: letter case, accents
//! (in either Unicode form, composed `é` or `e` with a combining accent),
//! compatibility forms (full-width letters, ligatures) and the spaces and
//! punctuation between words do not count.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// `name` folded for matching: decomposed (NFKD), combining marks dropped,
/// lower-cased, and every run of characters that are not letters or digits
/// made one space, with none at either end.
///
/// ```
/// use pokelinks::data::names::fold;
/// assert_eq!(fold("Pokémon League"), "pokemon league");
/// assert_eq!(fold("Poke\u{301}mon   LEAGUE"), "pokemon league");
/// assert_eq!(fold(" Lt. Surge "), "lt surge");
/// assert_eq!(fold("Ｖｅｒｍｉｌｉｏｎ"), "vermilion");
/// assert_eq!(fold("--"), "");
/// ```
pub fn fold(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut gap = false;
    for c in name.nfkd().filter(|&c| !is_combining_mark(c)) {
        if c.is_alphanumeric() {
            if gap && !out.is_empty() {
                out.push(' ');
            }
            gap = false;
            out.extend(c.to_lowercase());
        } else {
            gap = true;
        }
    }
    out
}

/// Whether `key` (folded) starts `name` (folded) or one of its words:
/// `surge` starts `lt surge`, `verm` starts `vermilion city`; `ilion` does
/// not.
///
/// ```
/// use pokelinks::data::names::starts_a_word;
/// assert!(starts_a_word("lt surge", "surge") && starts_a_word("vermilion city", "verm"));
/// assert!(!starts_a_word("vermilion city", "ilion") && !starts_a_word("x", ""));
/// ```
pub fn starts_a_word(name: &str, key: &str) -> bool {
    !key.is_empty()
        && (name.starts_with(key)
            || name
                .match_indices(' ')
                .any(|(i, _)| name.get(i + 1..).is_some_and(|rest| rest.starts_with(key))))
}

/// The edit distance of two strings (Levenshtein, by characters): how
/// close a mistyped name is to a real one, for "did you mean" suggestions.
///
/// ```
/// use pokelinks::data::names::edit_distance;
/// assert_eq!(edit_distance("kantoo", "kanto"), 1);
/// assert_eq!(edit_distance("pikachoo", "pikachu"), 2);
/// assert_eq!(edit_distance("", "abc"), 3);
/// ```
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(above + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}
