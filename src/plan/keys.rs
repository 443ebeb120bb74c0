//! The planner's keys as the help shows them: one table, from which the
//! key line at the foot of the screen takes what fits and `?` shows whole.
//! [`super::update::update`] is what the keys do; this is what they are
//! called.

use crossterm::event::{KeyEvent, KeyModifiers};

/// One entry of the help: the keys, and what they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The keys, as the foot line writes them (`␣/1-9`).
    pub keys: &'static str,
    /// What they do, in a word or two for the foot line.
    pub short: &'static str,
    /// What they do, for the full help.
    pub long: &'static str,
}

const fn key(keys: &'static str, short: &'static str, long: &'static str) -> Key {
    Key { keys, short, long }
}

/// Every key of the planner, in the order the full help lists them.
pub const KEYS: [Key; 19] = [
    key(
        "␣/1-9",
        "gym",
        "select or unselect a gym (under the cursor, or by number)",
    ),
    key(
        "↑↓",
        "move",
        "move in the focused pane (the mouse wheel too)",
    ),
    key("Tab", "pane", "switch between the gyms and the covers"),
    key(
        "d/a/m",
        "kind",
        "defense or attack covers, or teams of Pokémon for both sides",
    ),
    key(
        "PgUp/PgDn",
        "page",
        "a page up or down; Home and End go to either end",
    ),
    key(
        "⏎/x",
        "take",
        "leave with the highlighted cover, printed with its command line",
    ),
    key(
        "e/o",
        "mode",
        "exact or overlapping covers (members may share an item)",
    ),
    key(
        "+/-",
        "size",
        "more or fewer members (defense: a party of at most 6)",
    ),
    key(
        "p/b",
        "pin/ban",
        "pin a Pokémon or typing you own, or ban one (again: take back)",
    ),
    key("u", "clear", "clear the pins and bans of this kind"),
    key(
        "s/w",
        "safe/weak",
        "--safe: no weak typings; --weak: each cover's weaknesses",
    ),
    key(
        "v",
        "version",
        "the next version of the game (the starter, …), then all merged",
    ),
    key(
        "t",
        "by then",
        "hold the next selected gym's story point, then follow the gyms",
    ),
    key(
        "i",
        "detail",
        "the highlighted cover or team: where to catch, moves, …",
    ),
    key("n", "names", "hide or show the Pokémon behind each typing"),
    key("c", "count", "stop or restart counting the covers"),
    key("^Z", "suspend", "suspend to the shell (fg comes back)"),
    key("?", "keys", "this help (any key closes it)"),
    key("q", "quit", "leave without a cover (Esc, Ctrl-C too)"),
];

/// The keys the foot line always shows, whatever its width: how to take a
/// cover, how to quit, and where the rest are.
const ALWAYS: [&str; 3] = ["⏎/x", "?", "q"];

/// The key line for a screen `width` columns wide: as many keys as fit,
/// in the help's order, and always those of `ALWAYS` (placed last).
/// `has_versions` keeps `v` out when the game has none.
///
/// ```
/// use pokelinks::plan::keys::foot;
/// let line = foot(60, false);
/// assert!(line.chars().count() <= 60);
/// assert!(line.ends_with("⏎/x take  ? keys  q quit"), "{line}");
/// assert!(!foot(200, false).contains("version"));
/// ```
pub fn foot(width: usize, has_versions: bool) -> String {
    let entry = |k: &Key| format!("{} {}", k.keys, k.short);
    let always: Vec<String> = (ALWAYS.iter())
        .filter_map(|a| KEYS.iter().find(|k| k.keys == *a))
        .map(entry)
        .collect();
    let mut used = always.iter().map(|e| e.chars().count() + 2).sum::<usize>();
    let mut shown = Vec::new();
    for k in KEYS.iter().filter(|k| !ALWAYS.contains(&k.keys)) {
        if k.keys == "v" && !has_versions {
            continue;
        }
        let e = entry(k);
        if used + e.chars().count() + 2 <= width + 2 {
            used += e.chars().count() + 2;
            shown.push(e);
        }
    }
    shown.extend(always);
    shown.join("  ")
}

/// The key line while the picker is open.
pub const PICKER: &str = "type to filter  ↑↓ move  ⏎ choose  ^U clear  Esc cancel";

/// The key line while the detail view is open.
pub const DETAIL: &str = "↑↓ PgUp PgDn scroll  x take  Esc/⏎/q close";

/// Whether `key` is held with Ctrl, Alt or another modifier but Shift
/// (which only makes capitals and BackTab): such a key has a meaning of its
/// own (Ctrl-C, Ctrl-Z; Ctrl-U and Ctrl-W in the picker) or none, never
/// the plain key's.
///
/// ```
/// use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
/// use pokelinks::plan::keys::chord;
/// assert!(chord(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::CONTROL)));
/// assert!(chord(KeyEvent::new(KeyCode::Char('a'), KeyModifiers::ALT)));
/// assert!(!chord(KeyEvent::new(KeyCode::Char('X'), KeyModifiers::SHIFT)));
/// ```
pub fn chord(key: KeyEvent) -> bool {
    !(key.modifiers - KeyModifiers::SHIFT).is_empty()
}
