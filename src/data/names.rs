//! Matching names as people type them: one normaliser, [`fold`], and one
//! [`NameIndex`] (exact, word prefix, did-you-mean) for every name a user
//! may type to pick something out of the data: regions, games, versions,
//! gyms (ids, towns, leaders) and Pokémon.
//!
//! Two names match when they fold to the same text: letter case, accents
//! (in either Unicode form, composed `é` or `e` with a combining accent),
//! compatibility forms (full-width letters, ligatures) and the spaces and
//! punctuation between words do not count.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// `name` folded for matching: decomposed (NFKD), combining marks dropped,
/// lower-cased, and every run of characters that are not letters or digits
/// made one space, with none at either end. The signs ♀ and ♂ are the
/// words `f` and `m`, as the data spells Nidoran-F and Nidoran-M.
///
/// ```
/// use pokelinks::data::names::fold;
/// assert_eq!(fold("Pokémon League"), "pokemon league");
/// assert_eq!(fold("Poke\u{301}mon   LEAGUE"), "pokemon league");
/// assert_eq!(fold(" Lt. Surge "), "lt surge");
/// assert_eq!(fold("Ｖｅｒｍｉｌｉｏｎ"), "vermilion");
/// assert_eq!(fold("Nidoran♀"), fold("Nidoran-F"));
/// assert_eq!(fold("--"), "");
/// ```
pub fn fold(name: &str) -> String {
    // Decomposition leaves ASCII as it is: most names, and the data's ids,
    // skip it.
    if name.is_ascii() {
        fold_chars(name.len(), name.chars())
    } else {
        fold_chars(name.len(), name.nfkd().filter(|&c| !is_combining_mark(c)))
    }
}

/// [`fold`] of the characters of a name of `len` bytes, decomposed and
/// without their combining marks.
fn fold_chars(len: usize, chars: impl Iterator<Item = char>) -> String {
    let mut out = String::with_capacity(len);
    let mut gap = false;
    for c in chars {
        let c = match c {
            '♀' | '♂' => {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push(if c == '♀' { 'f' } else { 'm' });
                gap = true;
                continue;
            }
            c => c,
        };
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

/// A data id as a name: each hyphen a space, each word capitalised
/// (`black-2` → `Black 2`, `moon-stone` → `Moon Stone`).
///
/// ```
/// assert_eq!(pokelinks::data::names::title("omega-ruby"), "Omega Ruby");
/// ```
pub fn title(id: &str) -> String {
    (id.split('-'))
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A version's name as its game writes it: the part of the games' name
/// (`FireRed/LeafGreen`) that is the version id (`firered`) but for
/// letter case, spaces and hyphens; [`title`] of the id where none is.
///
/// ```
/// use pokelinks::data::names::edition_title;
/// assert_eq!(edition_title("HeartGold/SoulSilver", "soulsilver"), "SoulSilver");
/// assert_eq!(edition_title("Black 2/White 2", "white-2"), "White 2");
/// assert_eq!(edition_title("Yellow", "blue"), "Blue");
/// ```
pub fn edition_title(games: &str, id: &str) -> String {
    let wanted = lookup_key(id);
    (games.split('/'))
        .find(|part| lookup_key(part) == wanted)
        .map_or_else(|| title(id), str::to_owned)
}

/// The regional adjectives players put before a form's name, and the
/// word the data puts after it: `Alolan Raichu` is `Raichu-Alola`.
const REGIONAL: [(&str, &str); 4] = [
    ("alolan", "alola"),
    ("galarian", "galar"),
    ("hisuian", "hisui"),
    ("paldean", "paldea"),
];

/// Other orders of `name`'s words, folded, as players write a form's name
/// with its form first: the first word (a regional adjective made the
/// region's name) moved after each later word. `Wash Rotom` → `rotom
/// wash`, `Alolan Raichu` → `raichu alola`, `Mega Charizard X` →
/// `charizard mega x` and `charizard x mega`. Empty for a name of one
/// word, or one longer than [`MAX_NAME_CHARS`].
///
/// ```
/// use pokelinks::data::names::respellings;
/// assert_eq!(respellings("Wash Rotom"), ["rotom wash"]);
/// assert_eq!(respellings("Galarian Meowth"), ["meowth galar"]);
/// assert_eq!(respellings("Mega Charizard X"), ["charizard mega x", "charizard x mega"]);
/// assert!(respellings("Pikachu").is_empty());
/// ```
pub fn respellings(name: &str) -> Vec<String> {
    if name.chars().count() > MAX_NAME_CHARS {
        return Vec::new();
    }
    let folded = fold(name);
    let words: Vec<&str> = folded.split(' ').collect();
    let [first, rest @ ..] = words.as_slice() else {
        return Vec::new();
    };
    let first = (REGIONAL.iter())
        .find(|(adjective, _)| adjective == first)
        .map_or(*first, |&(_, region)| region);
    (1..=rest.len())
        .map(|at| {
            let mut moved = rest.to_vec();
            moved.insert(at, first);
            moved.join(" ")
        })
        .collect()
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

/// Names as people type them, each standing for a value: the one lookup
/// every kind of name goes through. A name matches when it folds to the
/// same text, with or without the spaces between its words (`Mr. Mime`,
/// `mrmime`); a word prefix matches the names it starts a word of; a
/// mistyped name gets the closest names as suggestions.
///
/// ```
/// use pokelinks::data::names::NameIndex;
/// let index = NameIndex::new([("Pewter City", 1), ("Brock", 1), ("Cerulean City", 2), ("Celadon City", 4)]);
/// assert_eq!(index.exact("pewter-city"), Some(&1));
/// assert_eq!(index.exact("pewtercity"), Some(&1));
/// assert_eq!(index.prefixed("ce"), [&4, &2]);
/// assert_eq!(index.closest("brok"), [&1]);
/// ```
#[derive(Clone, Debug)]
pub struct NameIndex<T> {
    /// One entry per name, sorted by key.
    entries: Vec<Entry<T>>,
}

#[derive(Clone, Debug)]
struct Entry<T> {
    /// The name folded, without its spaces: what lookups compare.
    key: String,
    /// The name folded, spaces kept: where its words start.
    folded: String,
    /// The name as the data spells it.
    spelled: String,
    value: T,
}

/// The longest name, in characters, that a lookup compares: no name of the
/// data is half as long, and a longer one would only cost time (a
/// suggestion's edit distance grows with the length).
pub const MAX_NAME_CHARS: usize = 64;

/// A name folded and without spaces, the key names are compared by.
fn key(folded: &str) -> String {
    folded.replace(' ', "")
}

/// The key a name is compared by, from the name as written ([`fold`],
/// then no spaces): `White 2`, `white-2` and `WHITE2` have one key.
///
/// ```
/// use pokelinks::data::names::lookup_key;
/// assert_eq!(lookup_key("White 2"), lookup_key("white-2"));
/// ```
pub fn lookup_key(name: &str) -> String {
    key(&fold(name))
}

impl<T: PartialEq> NameIndex<T> {
    /// An index of these names and what each stands for. A value may have
    /// several names (a gym: its id, town and leader).
    pub fn new<S: AsRef<str>>(names: impl IntoIterator<Item = (S, T)>) -> NameIndex<T> {
        let mut entries: Vec<Entry<T>> = (names.into_iter())
            .map(|(name, value)| {
                let folded = fold(name.as_ref());
                Entry {
                    key: key(&folded),
                    folded,
                    spelled: name.as_ref().to_owned(),
                    value,
                }
            })
            .collect();
        entries.sort_by(|a, b| a.key.cmp(&b.key));
        NameIndex { entries }
    }

    /// The value of the name `name` folds to (with or without spaces); the
    /// first, if several names fold alike.
    pub fn exact(&self, name: &str) -> Option<&T> {
        self.every(name).into_iter().next()
    }

    /// The values of every name `name` folds to, each once.
    pub fn every(&self, name: &str) -> Vec<&T> {
        if name.chars().count() > MAX_NAME_CHARS {
            return Vec::new();
        }
        let wanted = key(&fold(name));
        let at = self.entries.partition_point(|e| e.key < wanted);
        let mut found: Vec<&T> = Vec::new();
        for e in self.entries[at..].iter().take_while(|e| e.key == wanted) {
            if !wanted.is_empty() && !found.contains(&&e.value) {
                found.push(&e.value);
            }
        }
        found
    }

    /// The values of every name that `prefix` starts a word of (or the
    /// start of, spaces left out), each value once, in key order.
    pub fn prefixed(&self, prefix: &str) -> Vec<&T> {
        if prefix.chars().count() > MAX_NAME_CHARS {
            return Vec::new();
        }
        let folded = fold(prefix);
        let unspaced = key(&folded);
        let mut found: Vec<&T> = Vec::new();
        for e in &self.entries {
            let hit = starts_a_word(&e.folded, &folded)
                || (!unspaced.is_empty() && e.key.starts_with(&unspaced));
            if hit && !found.contains(&&e.value) {
                found.push(&e.value);
            }
        }
        found
    }

    /// The values of up to three names closest to `name` by edit distance
    /// (Levenshtein, on folded names without spaces), none further than a
    /// third of `name`'s length (at least 2) nor half the name it finds:
    /// the suggestions of a "did you mean".
    pub fn closest(&self, name: &str) -> Vec<&T> {
        self.closest_names(name)
            .into_iter()
            .map(|(_, v)| v)
            .collect()
    }

    /// [`NameIndex::closest`], with each value's name as the data spells
    /// it.
    pub fn closest_names(&self, name: &str) -> Vec<(&str, &T)> {
        if name.chars().count() > MAX_NAME_CHARS {
            return Vec::new();
        }
        let wanted = key(&fold(name));
        let bound = (wanted.chars().count() / 3).max(2);
        let mut scored: Vec<(usize, &Entry<T>)> = (self.entries.iter())
            .map(|e| (strsim::levenshtein(&wanted, &e.key), e))
            .filter(|&(d, e)| d <= bound && 2 * d < e.key.chars().count())
            .collect();
        scored.sort_by(|a, b| (a.0, &a.1.spelled).cmp(&(b.0, &b.1.spelled)));
        let mut out: Vec<(&str, &T)> = Vec::new();
        for (_, e) in scored {
            if out.len() == 3 {
                break;
            }
            if !out.iter().any(|&(s, _)| s == e.spelled) {
                out.push((&e.spelled, &e.value));
            }
        }
        out
    }
}

/// The value of the name closest to `text` (see [`NameIndex::closest`]),
/// for the one suggestion of a mistyped region or path.
///
/// ```
/// use pokelinks::data::names::closest;
/// assert_eq!(closest("kantoo", [("Kanto", 1), ("Johto", 2)]), Some(1));
/// assert_eq!(closest("xyz", [("Kanto", 1)]), None);
/// ```
pub fn closest<S: AsRef<str>, T: PartialEq + Copy>(
    text: &str,
    names: impl IntoIterator<Item = (S, T)>,
) -> Option<T> {
    NameIndex::new(names).closest(text).first().map(|&&v| v)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`fold`]'s ASCII path folds as decomposition would: every ASCII
    /// character, alone and between letters.
    #[test]
    fn ascii_folds_as_decomposed() {
        let decomposed = |s: &str| fold_chars(s.len(), s.nfkd().filter(|&c| !is_combining_mark(c)));
        for c in (0..128u8).map(char::from) {
            for s in [c.to_string(), format!("Mr{c}Mime {c}"), format!("{c}{c}A")] {
                assert_eq!(fold(&s), decomposed(&s), "{s:?}");
            }
        }
    }
}
