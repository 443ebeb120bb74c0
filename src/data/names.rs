//! Matching names as people type them.
//!
//! One rule for every name a user may type (Pokémon now, and towns or
//! leaders wherever they are matched): compare the names' [`fold`]s, so that
//! case, accents, spaces and punctuation never matter.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// A name reduced to what identifies it: compatibility-decomposed (NFKD),
/// accents dropped, lower-cased, and only letters and digits kept.
///
/// ```
/// use pokelinks::data::fold;
/// assert_eq!(fold("Farfetch’d"), fold("farfetch'd"));
/// assert_eq!(fold("Mr. Mime"), "mrmime");
/// assert_eq!(fold("Flabe\u{301}be\u{301}"), fold("FLABÉBÉ")); // decomposed or not
/// assert_eq!(fold(" Pokémon  League "), "pokemonleague");
/// ```
pub fn fold(name: &str) -> String {
    name.nfkd()
        .filter(|&c| !is_combining_mark(c))
        .flat_map(char::to_lowercase)
        .filter(|c| c.is_alphanumeric())
        .collect()
}
