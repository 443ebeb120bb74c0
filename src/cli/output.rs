//! What the binary prints: the table for people, the JSON document for
//! scripts, and the listing of the shipped maps and games.
//!
//! This module owns the layout of the outputs (docs/formats.md, "Output: JSON") and the colour of each
//! type. It writes to any [`io::Write`] and decides nothing about colour: the
//! caller says whether to use it (the command line knows about terminals and
//! NO_COLOR), and JSON never has any. Text that comes from a map (region,
//! towns, leaders) goes through [`crate::escape::escape`] first, so a map
//! cannot send control sequences to the terminal.

use std::fmt;
use std::io::{self, Write};

use owo_colors::{OwoColorize, XtermColors};
use serde::Serialize;

use crate::data::{Gym, Map, Species};
use crate::escape::{Text, escape};
use crate::multiplier::Multiplier;
use crate::partial::{self, SetAside};
use crate::problem::{Kind, Team};
use crate::profile::Profile;
use crate::roster::Behind;
use crate::search::Mode;
use crate::setup::Setup;
use crate::typing::{Type, Typing};

/// What a `--game` run was about: the game, its version and the Pokédex
/// that restricted the options.
///
/// ```
/// use pokelinks::cli::output::GameReport;
/// let game = GameReport { id: "red-blue".into(), name: "Red/Blue".into(),
///     version: Some("Bulbasaur".into()), versions: vec!["Bulbasaur".into(), "Squirtle".into()],
///     dex: vec!["Kanto".into()], all_pokemon: false, by: None, story: true,
///     legendaries_left_out: vec![] };
/// assert_eq!(serde_json::to_string(&game)?, r#"{"id":"red-blue","name":"Red/Blue","version":"Bulbasaur","versions":["Bulbasaur","Squirtle"],"dex":["Kanto"]}"#);
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameReport {
    /// The game's id (its version group), such as `red-blue`.
    pub id: String,
    /// Its names for people.
    pub name: String,
    /// The version used; `all` when merged; `None` when it has none.
    pub version: Option<String>,
    /// Every version it has, first the default.
    pub versions: Vec<String>,
    /// The names of the Pokédexes whose typings were the options; empty
    /// when none restricted them (attack covers, or `--all-pokemon`).
    pub dex: Vec<String>,
    /// `--all-pokemon`: every typing of the generation was allowed.
    #[serde(skip)]
    pub all_pokemon: bool,
    /// The story point planned at, when the game's story is known (not
    /// with `--anytime`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<ByReport>,
    /// Whether the game has story data (`data/README.md`, section 10):
    /// without it, its whole Pokédex counts, and the header says so.
    #[serde(skip)]
    pub story: bool,
    /// The legendary and mythical Pokémon the player could have then that
    /// the plan left out (no `--legendaries`), by national number.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub legendaries_left_out: Vec<String>,
}

impl GameReport {
    /// What the header says of the setup's game; `None` for a map.
    pub(super) fn of(setup: &Setup) -> Option<Self> {
        let g = setup.game.as_ref()?;
        Some(GameReport {
            id: g.game.id.to_owned(),
            name: g.game.title(),
            version: g.version.clone(),
            versions: g.versions.clone(),
            dex: g.dex.clone(),
            all_pokemon: g.all_pokemon,
            story: crate::data::story::Story::known(&g.game.id),
            legendaries_left_out: (setup.pool.legendaries_left_out().into_iter())
                .map(|s| s.name.clone())
                .collect(),
            by: setup.pool.stage().map(|stage| {
                let point = &stage.availability.points()[stage.checkpoint];
                let gym = setup.map.gym(point.before);
                ByReport {
                    before: point.before.to_owned(),
                    leader: gym.map(|g| format!("{}, {}", g.leader, g.town)),
                    level_cap: point.cap,
                    starter: stage.availability.choices().starter.map(str::to_owned),
                    edition: stage.availability.choices().edition.map(str::to_owned),
                    trade: stage.availability.choices().trade,
                }
            }),
        })
    }
}

/// The story point of a game run: the answer holds what a player can have
/// by then.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByReport {
    /// The gym about to be fought (its id), or `end`.
    pub before: String,
    /// Its leader and town, for the header (`Brock, Pewter City`).
    #[serde(skip)]
    pub leader: Option<String>,
    /// The level cap: the highest level in that gym's team.
    pub level_cap: Option<u8>,
    /// The starter chosen.
    pub starter: Option<String>,
    /// The version of the pair whose wild Pokémon count, or none for both.
    pub edition: Option<String>,
    /// Whether trade evolutions count.
    pub trade: bool,
}

/// The answer to one query, with what it was about: everything the table
/// and the JSON document show.
///
/// ```
/// use pokelinks::cli::output::{Report, json};
/// use pokelinks::problem::{Kind, Team};
/// use pokelinks::search::Mode;
/// let report = Report {
///     region: "Kanto".into(), generation: 1, game: None, gyms: vec!["G1".into()],
///     kind: Kind::Defense, mode: Mode::Exact, max: 6, with: vec![], without: vec![],
///     items: vec!["Normal".parse()?], options: vec!["Ghost".parse()?, "Rock".parse()?],
///     uncoverable: vec![], total: Some(2),
///     solutions: vec![Team { rank: 1, types: vec!["Ghost".parse()?].into() }],
///     pokemon: vec![], later: vec![], limited: false, weak: None, left_out: None, set_aside: None, overlapping: None, noted: vec![], elsewhere: String::new(),
/// };
/// assert!(report.found());
/// let mut out = Vec::new();
/// json(&report, &mut out)?;
/// assert!(String::from_utf8(out)?.starts_with(r#"{"region":"Kanto","generation":1,"gyms":["G1"]"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The map's region.
    pub region: Text,
    /// The map's generation.
    pub generation: u8,
    /// The game, with `--game`.
    pub game: Option<GameReport>,
    /// The selected gyms' ids in map order; empty for the whole chart.
    pub gyms: Vec<String>,
    /// Defense or attack.
    pub kind: Kind,
    /// Exact or overlapping.
    pub mode: Mode,
    /// The most options a cover may have.
    pub max: usize,
    /// The `--with` names, as given.
    pub with: Vec<Profile>,
    /// The `--without` names, as given.
    pub without: Vec<Profile>,
    /// The items to cover, sorted.
    pub items: Vec<Profile>,
    /// The options that cover some item, sorted.
    pub options: Vec<Profile>,
    /// The items nothing covers, or nothing but `--without` options; when
    /// there are any, there is no cover.
    pub uncoverable: Vec<Profile>,
    /// When some item is uncoverable, whether the other kinds have an
    /// answer ([`crate::elsewhere::line`]); empty otherwise.
    pub elsewhere: String,
    /// How many covers exist; `None` when not counted (`--top`).
    pub total: Option<u64>,
    /// The covers shown, best first.
    pub solutions: Vec<Team>,
    /// The Pokémon named for each typing shown, sorted by typing; empty when
    /// names are off (`--pokemon 0`, attack covers, plain tables).
    pub pokemon: Vec<(Profile, Vec<Behind>)>,
    /// In a game at a story point, for each item nothing can cover then:
    /// the first later story point at which something can (`before G2`),
    /// and the Pokémon that can.
    pub later: Vec<Later>,
    /// Whether the number shown is the default limit rather than the
    /// user's, so the player layout says how to see more.
    pub limited: bool,
    /// `--weak` or `--safe`: each shown cover's weaknesses
    /// ([`crate::weak::weaknesses`]), in the order of `solutions`.
    pub weak: Option<Vec<u32>>,
    /// `--safe`: the typings left out for being weak to some item.
    pub left_out: Option<Vec<Typing>>,
    /// The items nothing covers, set aside so that the covers answer for
    /// the rest (`items`); `None` for a strict answer (plain and JSON
    /// output without `--partial`), which has none.
    pub set_aside: Option<Vec<SetAside>>,
    /// For an exact search that found no cover, in the player layout:
    /// whether overlapping covers exist (`O` would answer).
    pub overlapping: Option<bool>,
    /// The gyms' Pokémon whose ability or Tera type the items take into
    /// account (`Solrock (Levitate)`, [`crate::data::foes::noted`]).
    pub noted: Vec<String>,
}

impl Report {
    /// Whether a cover exists: exit status 0 rather than 1.
    ///
    /// ```
    /// # use pokelinks::cli::output::Report;
    /// # use pokelinks::{problem::Kind, search::Mode};
    /// let none = Report { region: "R".into(), generation: 1, game: None, gyms: vec![], kind: Kind::Attack,
    ///     mode: Mode::Exact, max: 1, with: vec![], without: vec![], items: vec![],
    ///     options: vec![], uncoverable: vec![], total: None, solutions: vec![],
    ///     pokemon: vec![], later: vec![], limited: false, weak: None, left_out: None, set_aside: None, overlapping: None, noted: vec![], elsewhere: String::new() };
    /// assert!(!none.found());
    /// ```
    pub fn found(&self) -> bool {
        self.total
            .map_or(!self.solutions.is_empty(), |total| total > 0)
    }
}

/// The JSON document of docs/formats.md, keys in its order.
#[derive(Serialize)]
struct Document<'r> {
    region: &'r str,
    generation: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'r GameReport>,
    gyms: &'r [String],
    cover: &'static str,
    mode: &'static str,
    max: usize,
    items: &'r [Profile],
    options: &'r [Profile],
    uncoverable: &'r [Profile],
    #[serde(skip_serializing_if = "Option::is_none")]
    left_out: Option<&'r [Typing]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    set_aside: Option<Vec<SetAsideJson>>,
    total: Option<u64>,
    shown: usize,
    solutions: Solutions<'r>,
    /// The gyms' Pokémon whose ability or Tera type the items count.
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    abilities: &'r [String],
}

/// An item set aside, in the JSON document: the item and why.
#[derive(Serialize)]
struct SetAsideJson {
    item: Profile,
    why: String,
}

/// One solution of the JSON document: the team, and with names on, the
/// Pokémon of each of its typings in the same order.
#[derive(Serialize)]
struct Solution<'r> {
    rank: u32,
    types: &'r [Profile],
    #[serde(skip_serializing_if = "Option::is_none")]
    weak: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pokemon: Option<Vec<Vec<&'r str>>>,
    /// Attack in a game: the move each of those Pokémon brings.
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<Vec<&'r str>>>,
    /// In a game at a story point: how each of those Pokémon is had then
    /// (defense), or learns its move (attack).
    #[serde(skip_serializing_if = "Option::is_none")]
    how: Option<Vec<Vec<&'r str>>>,
}

/// A report's solutions in its JSON document, each made, written and
/// dropped in turn (serde's `collect_seq`): a listing of 1,000,000 covers
/// is written as it goes, never held a second time as documents.
struct Solutions<'r>(&'r Report);

impl Serialize for Solutions<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0;
        let moves = report.any(|b| b.move_name.is_some());
        let how = report.any(|b| b.how.is_some());
        serializer.collect_seq(report.solutions.iter().enumerate().map(|(i, team)| {
            Solution {
                rank: team.rank,
                types: &team.types,
                weak: report.weak.as_ref().and_then(|w| w.get(i).copied()),
                pokemon: (!report.pokemon.is_empty())
                    .then(|| report.per_member(&team.types, |b| Some(&b.pokemon))),
                moves: moves.then(|| report.per_member(&team.types, |b| b.move_name.as_ref())),
                how: how.then(|| report.per_member(&team.types, |b| b.how.as_ref())),
            }
        }))
    }
}

/// An item nothing the player can have at the story point covers: the
/// first later story point at which something can (`before Misty (G2)`),
/// and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Later {
    /// The item.
    pub item: Profile,
    /// The story point, if any later one has something.
    pub point: Option<String>,
    /// What covers it then, each with how it is had then.
    pub pokemon: Vec<String>,
}

impl Report {
    /// Whether some Pokémon named has `f`.
    fn any(&self, f: impl Fn(&Behind) -> bool) -> bool {
        self.pokemon.iter().flat_map(|(_, b)| b).any(f)
    }

    /// `field` of the Pokémon named for each of `types`, in order (empty
    /// text where one has none).
    fn per_member<'r>(
        &'r self,
        types: &[Profile],
        field: impl Fn(&'r Behind) -> Option<&'r String>,
    ) -> Vec<Vec<&'r str>> {
        (types.iter())
            .map(|&t| {
                let named = self.names(t).unwrap_or_default();
                named
                    .iter()
                    .map(|b| field(b).map_or("", String::as_str))
                    .collect()
            })
            .collect()
    }

    /// The Pokémon named for `typing`, if names are on.
    pub(crate) fn names(&self, typing: Profile) -> Option<&[Behind]> {
        let at = self
            .pokemon
            .binary_search_by_key(&typing, |(t, _)| *t)
            .ok()?;
        Some(&self.pokemon[at].1)
    }
}

pub(crate) fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Exact => "exact",
        Mode::Overlapping => "overlapping",
    }
}

/// Writes the report as one JSON document on one line (compact, because a
/// listing may hold 200 000 covers and scripts do not need the whitespace).
///
/// ```
/// # use pokelinks::cli::output::{Report, json};
/// # use pokelinks::{problem::Kind, search::Mode};
/// let report = Report { region: "R".into(), generation: 1, game: None, gyms: vec![], kind: Kind::Attack,
///     mode: Mode::Overlapping, max: 24, with: vec![], without: vec![], items: vec![],
///     options: vec![], uncoverable: vec![], total: None, solutions: vec![],
///     pokemon: vec![], later: vec![], limited: false, weak: None, left_out: None, set_aside: None, overlapping: None, noted: vec![], elsewhere: String::new() };
/// let mut out = Vec::new();
/// json(&report, &mut out)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.contains(r#""cover":"attack","mode":"overlapping","max":24"#));
/// assert!(text.ends_with("\"total\":null,\"shown\":0,\"solutions\":[]}\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn json(report: &Report, out: &mut impl Write) -> io::Result<()> {
    let document = Document {
        region: report.region.raw(),
        generation: report.generation,
        game: report.game.as_ref(),
        gyms: &report.gyms,
        cover: report.kind.name(),
        mode: mode_name(report.mode),
        max: report.max,
        items: &report.items,
        options: &report.options,
        uncoverable: &report.uncoverable,
        left_out: report.left_out.as_deref(),
        set_aside: report.set_aside.as_ref().map(|aside| {
            (aside.iter())
                .map(|s| SetAsideJson {
                    item: s.item,
                    why: s.to_string(),
                })
                .collect()
        }),
        total: report.total,
        shown: report.solutions.len(),
        solutions: Solutions(report),
        abilities: &report.noted,
    };
    serde_json::to_writer(&mut *out, &document)?;
    writeln!(out)
}

/// The colour of a type ([`Type::colour_code`]) as owo-colors takes it.
pub(crate) fn colour(t: Type) -> XtermColors {
    XtermColors::from(t.colour_code())
}

/// Typings separated by `separator`, each in its canonical name, and each
/// half of it in its type's colour when `color` is on.
pub(crate) struct Painted<'a, T> {
    typings: &'a [T],
    separator: &'a str,
    color: bool,
}

impl<T: Copy + Into<Profile>> fmt::Display for Painted<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // No map gives an empty list (every gym lists at least one type),
        // but a report built by a library caller may hold one, and the
        // empty team is then its one cover: say so rather than print
        // nothing.
        if self.typings.is_empty() {
            return f.write_str("(none)");
        }
        for (i, &profile) in self.typings.iter().enumerate() {
            let profile: Profile = profile.into();
            if i > 0 {
                f.write_str(self.separator)?;
            }
            if !self.color {
                fmt::Display::fmt(&profile, f)?;
                continue;
            }
            for (j, t) in profile.typing.types().enumerate() {
                if j > 0 {
                    f.write_str("-")?;
                }
                write!(f, "{}", t.name().color(colour(t)))?;
            }
            if let Some(a) = profile.ability {
                write!(f, " ({a})")?;
            }
        }
        Ok(())
    }
}

pub(crate) fn painted<'a, T>(typings: &'a [T], separator: &'a str, color: bool) -> Painted<'a, T> {
    Painted {
        typings,
        separator,
        color,
    }
}

/// `Abilities: Solrock (Levitate), …`, the label padded to `width` (and
/// one space at least): the
/// gym's Pokémon whose ability or Tera type the items take into account;
/// nothing when there are none.
pub(crate) fn noted_line(noted: &[String], width: usize, out: &mut impl Write) -> io::Result<()> {
    if noted.is_empty() {
        return Ok(());
    }
    let width = width.max("Abilities: ".len());
    writeln!(out, "{:<width$}{}", "Abilities:", escape(&noted.join(", ")))
}

/// The table rows of `teams`: rank right-aligned to `rank_width`, then the
/// typings, then `weak N` when `weak` holds the teams' weaknesses. Plain
/// rows are put together as bytes, past the formatting machinery.
fn rows(teams: &[Team], weak: Option<&[u32]>, rank_width: usize, color: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(teams.len() * 64);
    for (i, team) in teams.iter().enumerate() {
        if let Some(&weak) = weak.and_then(|w| w.get(i)) {
            let painted = painted(&team.types, " ", color);
            let _ = writeln!(out, "{:>rank_width$}  {painted}  weak {weak}", team.rank);
            continue;
        }
        if color || team.types.is_empty() {
            let painted = painted(&team.types, " ", color);
            // Writing to a Vec cannot fail.
            let _ = writeln!(out, "{:>rank_width$}  {painted}", team.rank);
            continue;
        }
        let (mut digits, mut at, mut rank) = ([0u8; 10], 10, team.rank);
        loop {
            at -= 1;
            digits[at] = b'0' + (rank % 10) as u8;
            rank /= 10;
            if rank == 0 {
                break;
            }
        }
        out.resize(out.len() + rank_width.saturating_sub(10 - at), b' ');
        out.extend_from_slice(&digits[at..]);
        out.extend_from_slice(b"  ");
        for (j, profile) in team.types.iter().enumerate() {
            if j > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(profile.typing.first().name().as_bytes());
            if let Some(second) = profile.typing.second() {
                out.push(b'-');
                out.extend_from_slice(second.name().as_bytes());
            }
            if let Some(a) = profile.ability {
                let _ = write!(out, " ({a})");
            }
        }
        out.push(b'\n');
    }
    out
}

/// A multiplier as a check's JSON gives it: 0.25 and 0.5, whole factors
/// as the integers 0, 1, 2, 4.
pub(crate) fn factor(m: Multiplier) -> serde_json::Value {
    match m {
        Multiplier::Quarter => serde_json::Value::from(0.25),
        Multiplier::Half => serde_json::Value::from(0.5),
        m => serde_json::Value::from(m.factor() as u8),
    }
}

/// `1 typing`, `2 typings`.
pub(crate) fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The name of one item and of one option, for the header and messages.
pub(crate) fn nouns(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Defense => ("attack type", "typing"),
        Kind::Attack => ("typing", "attack type"),
    }
}

/// Writes the report as a table: what was solved, one row per cover (rank
/// right-aligned, then the typings), and a closing line with the total and
/// how many are shown.
///
/// ```
/// # use pokelinks::cli::output::{Report, table};
/// # use pokelinks::problem::{Kind, Team};
/// # use pokelinks::search::Mode;
/// let report = Report {
///     region: "Kanto".into(), generation: 1, game: None, gyms: vec!["G1".into()],
///     kind: Kind::Defense, mode: Mode::Exact, max: 6, with: vec![], without: vec![],
///     items: vec!["Normal".parse()?], options: vec!["Ghost".parse()?, "Rock".parse()?],
///     uncoverable: vec![], total: Some(2),
///     solutions: vec![Team { rank: 1, types: vec!["Ghost".parse()?].into() }],
///     pokemon: vec![], later: vec![], limited: false, weak: None, left_out: None, set_aside: None, overlapping: None, noted: vec![], elsewhere: String::new(),
/// };
/// let mut out = Vec::new();
/// table(&report, &mut out, false)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.contains("\n1  Ghost\n"));
/// assert!(text.ends_with("Found 2 exact covers (showing 1). Lower rank is better.\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn table(report: &Report, out: &mut impl Write, color: bool) -> io::Result<()> {
    let (item, option) = nouns(report.kind);
    let mode = mode_name(report.mode);
    writeln!(
        out,
        "Map:      {} (generation {})",
        report.region, report.generation
    )?;
    if let Some(game) = &report.game {
        game_lines(game, report.generation, 10, out)?;
    }
    if report.gyms.is_empty() {
        writeln!(out, "Gyms:     none selected: the whole chart")?;
    } else {
        writeln!(out, "Gyms:     {}", report.gyms.join(" "))?;
    }
    writeln!(
        out,
        "Cover:    {}, {mode}, at most {}",
        report.kind.name(),
        plural(report.max, option)
    )?;
    if !report.with.is_empty() {
        writeln!(out, "With:     {}", painted(&report.with, " ", color))?;
    }
    if !report.without.is_empty() {
        writeln!(out, "Without:  {}", painted(&report.without, " ", color))?;
    }
    if let Some(left_out) = &report.left_out {
        writeln!(
            out,
            "Safe:     {} left out: weak (×2 or ×4) to some attack type",
            plural(left_out.len(), option)
        )?;
    }
    writeln!(
        out,
        "Items:    {} ({})",
        painted(&report.items, " ", color),
        plural(report.items.len(), item)
    )?;
    noted_line(&report.noted, 10, out)?;
    if let Some(aside) = report.set_aside.as_deref().filter(|a| !a.is_empty()) {
        writeln!(out, "Set aside: {}", partial::line(aside))?;
    }
    writeln!(
        out,
        "Options:  {} that {} some item",
        plural(report.options.len(), option),
        if report.options.len() == 1 {
            "covers"
        } else {
            "cover"
        }
    )?;
    writeln!(out)?;

    if !report.uncoverable.is_empty() {
        // With --without, an item may be uncoverable only because every
        // option that covered it was removed: say where to look.
        let after = if report.without.is_empty() {
            ""
        } else {
            " once the --without options are removed"
        };
        let elsewhere = match report.elsewhere.as_str() {
            "" => String::new(),
            line => format!(" {line}"),
        };
        return writeln!(
            out,
            "No cover: nothing covers {}{after}.{elsewhere}",
            painted(&report.uncoverable, ", ", color)
        );
    }
    let widest = report.solutions.iter().map(|team| team.rank).max();
    let rank_width = widest.map_or(0, |rank| rank.to_string().len());
    // A listing can run to hundreds of thousands of rows, the slowest part
    // of a run if put together on one core: rows are put together in rounds
    // of one block a thread, written out in order after each round, so the
    // buffers hold a few blocks at a time, never the whole listing.
    let threads = crate::search::threads();
    let block = 1 << 13;
    for (r, round) in report.solutions.chunks(block * threads).enumerate() {
        let buffers: Vec<Vec<u8>> = std::thread::scope(|scope| {
            let handles: Vec<_> = round
                .chunks(block)
                .enumerate()
                .map(|(i, teams)| {
                    let from = r * block * threads + i * block;
                    let weak = report.weak.as_deref().map(|w| &w[from.min(w.len())..]);
                    scope.spawn(move || rows(teams, weak, rank_width, color))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("formatting rows does not panic"))
                .collect()
        });
        for buffer in buffers {
            out.write_all(&buffer)?;
        }
    }
    if !report.solutions.is_empty() {
        writeln!(out)?;
    }
    let shown = report.solutions.len();
    let better = match (report.kind, &report.weak) {
        (Kind::Defense, None) => "Lower rank is better.",
        (Kind::Defense, Some(_)) => {
            "Lower rank is better; weak: hits the members take at ×2 or ×4."
        }
        (Kind::Attack, _) => "Higher rank is better.",
    };
    match report.total {
        _ if !report.found() => writeln!(out, "Found 0 {mode} covers."),
        Some(total) => {
            let covers = if total == 1 { "cover" } else { "covers" };
            writeln!(
                out,
                "Found {total} {mode} {covers} (showing {shown}). {better}"
            )
        }
        None if shown == 1 => writeln!(
            out,
            "Showing the best {mode} cover (total not counted with --top; use --count). {better}"
        ),
        None => writeln!(
            out,
            "Showing the {shown} best {mode} covers (total not counted with --top; use --count). {better}"
        ),
    }
}

/// The header lines of a `--game` run: the game, its version and how to
/// choose another, and the Pokédex that restricts the options.
pub(crate) fn game_lines(
    game: &GameReport,
    generation: u8,
    width: usize,
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out, "{:<width$}{}", "Game:", game.name)?;
    let all = game.versions.join(", ");
    match game.version.as_deref() {
        None => {}
        Some("all") => writeln!(out, "{:<width$}all, merged ({all})", "Version:")?,
        Some(v) if game.versions.first().is_some_and(|first| first == v) => writeln!(
            out,
            "{:<width$}{v}, the first of {all} (--version NAME for another, --version all to merge)",
            "Version:"
        )?,
        Some(v) => writeln!(
            out,
            "{:<width$}{v}, of {all} (--version all to merge)",
            "Version:"
        )?,
    }
    if !game.dex.is_empty() {
        writeln!(
            out,
            "{:<width$}{}: typings of its Pokémon only (--all-pokemon for all of generation {generation})",
            "Pokédex:",
            game.dex.join(", ")
        )?;
    } else if game.all_pokemon {
        writeln!(
            out,
            "{:<width$}not applied (--all-pokemon): every typing of generation {generation}",
            "Pokédex:"
        )?;
    }
    if let Some(by) = &game.by {
        let point = match (&by.leader, by.level_cap) {
            (_, None) => "after the Elite Four".to_owned(),
            (Some(leader), Some(cap)) => {
                format!("before {} ({}), level cap {cap}", escape(leader), by.before)
            }
            (None, Some(cap)) => format!("before {}, level cap {cap}", by.before),
        };
        let starter = (by.starter.as_ref()).map_or_else(String::new, |s| format!(", starter {s}"));
        let edition = match &by.edition {
            Some(e) => format!(
                ", {}'s wild Pokémon",
                crate::data::names::edition_title(&game.name, e)
            ),
            None => String::new(),
        };
        let trade = if by.trade { ", trades" } else { "" };
        writeln!(
            out,
            "{:<width$}{point}{starter}{edition}{trade} (--by GYM, --starter NAME, --trade, --anytime)",
            "By then:"
        )?;
    } else if !game.all_pokemon {
        let why = if game.story {
            "any time (--anytime): every Pokémon of the Pokédex counts, whenever it can be had"
        } else {
            "not known: this game has no story data (data/README.md, section 10), so every Pokémon of its Pokédex counts"
        };
        writeln!(out, "{:<width$}{why}", "By then:")?;
    }
    if let Some(line) = legendaries_line(&game.legendaries_left_out) {
        writeln!(out, "{:<width$}{line}", "Legends:")?;
    }
    Ok(())
}

/// What the header says of the legendaries left out: the first few by
/// name, then how many more.
///
/// ```
/// use pokelinks::cli::output::legendaries_line;
/// assert_eq!(legendaries_line(&[]), None);
/// let names = ["Articuno", "Zapdos"].map(String::from);
/// assert_eq!(legendaries_line(&names).unwrap(),
///     "Articuno, Zapdos left out (--legendaries lets them play)");
/// ```
pub fn legendaries_line(names: &[String]) -> Option<String> {
    const SHOWN: usize = 4;
    if names.is_empty() {
        return None;
    }
    let mut said: Vec<String> = names
        .iter()
        .take(SHOWN)
        .map(|n| escape(n).into_owned())
        .collect();
    if names.len() > SHOWN {
        said.push(format!("{} more", names.len() - SHOWN));
    }
    let them = if names.len() == 1 { "it" } else { "them" };
    Some(format!(
        "{} left out (--legendaries lets {them} play)",
        said.join(", ")
    ))
}

/// One game of the listing: what `--game` accepts and what it selects.
///
/// ```
/// use pokelinks::cli::output::{GameListing, list_games};
/// let game = GameListing { id: "yellow".into(), name: "Yellow".into(), generation: 1,
///     aliases: vec!["yellow".into()], map: "data/games/yellow.json".into(),
///     dex: vec!["kanto".into()], versions: vec!["Jolteon".into(), "Flareon".into()] };
/// let mut out = Vec::new();
/// list_games(&[game], &mut out)?;
/// assert!(String::from_utf8(out)?.contains("  yellow  gen 1  Yellow\n    names: yellow  versions: Jolteon, Flareon\n    dex: kanto  map: data/games/yellow.json\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameListing {
    /// The game's id.
    pub id: String,
    /// Its names for people.
    pub name: String,
    /// Its generation.
    pub generation: u8,
    /// The other names `--game` accepts.
    pub aliases: Vec<String>,
    /// Its map, for people.
    pub map: String,
    /// Its Pokédexes' identifiers.
    pub dex: Vec<String>,
    /// Its versions; empty when it has none.
    pub versions: Vec<String>,
}

/// The games the listing names as not covered, and why.
const NOT_COVERED: &str = "\
Let's Go Pikachu/Eevee, Legends: Arceus and Legends: Z-A are not covered (no citable
source for their trainers' teams here). What can be had by each story point is known for
every game listed (in Scarlet/Violet: by the badges and Titans held, and the level cap).";

/// Writes the games `--game` knows, three lines each: id, generation and
/// name; the other names `--game` takes and the versions; the Pokédexes
/// and the map; then the games not covered.
pub fn list_games(games: &[GameListing], out: &mut impl Write) -> io::Result<()> {
    writeln!(
        out,
        "Games (--game NAME, or NAME as a word; --version NAME, --all-pokemon)"
    )?;
    let width = |field: fn(&GameListing) -> String| {
        games
            .iter()
            .map(|g| field(g).chars().count())
            .max()
            .unwrap_or(0)
    };
    let id_width = width(|g| g.id.clone());
    let versions = |g: &GameListing| {
        if g.versions.is_empty() {
            "none".to_owned()
        } else {
            g.versions.join(", ")
        }
    };
    for game in games {
        // Three short lines a game rather than one of 270 columns: what
        // `--game` takes, then what it selects.
        writeln!(
            out,
            "  {:id_width$}  gen {}  {}",
            game.id, game.generation, game.name
        )?;
        writeln!(
            out,
            "    names: {}  versions: {}",
            game.aliases.join(", "),
            versions(game)
        )?;
        writeln!(out, "    dex: {}  map: {}", game.dex.join(", "), game.map)?;
    }
    writeln!(out, "{NOT_COVERED}")
}

/// Writes the maps with their gyms: per map a line `Kanto (generation 1)`,
/// then per gym its id, town and leader in aligned columns, its attack types
/// and its defensive typings, painted when `color` is on.
///
/// ```
/// let map = pokelinks::data::Map::from_json_str(r#"{ "region": "Kanto", "generation": 1, "gyms": [
///     { "id": "G1", "town": "Pewter City", "leader": "Brock",
///       "attack": ["Normal", "Rock"], "defense": ["Ground-Rock"] } ] }"#, "kanto.json")?;
/// let mut out = Vec::new();
/// pokelinks::cli::output::list(&[map], &mut out, false)?;
/// assert_eq!(String::from_utf8(out)?, "Kanto (generation 1)\n  \
///     G1  Pewter City  Brock  attack: Normal Rock   defense: Ground-Rock\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn list(maps: &[Map], out: &mut impl Write, color: bool) -> io::Result<()> {
    for (i, map) in maps.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{} (generation {})", map.region, map.generation)?;
        // Widths are of the escaped text, which is what is printed.
        let width = |field: fn(&crate::data::Gym) -> String| {
            map.gyms
                .iter()
                .map(|g| field(g).chars().count())
                .max()
                .unwrap_or(0)
        };
        let id_width = width(|g| escape(&g.id).into_owned());
        let town_width = width(|g| g.town.to_string());
        let leader_width = width(|g| g.leader.to_string());
        for gym in &map.gyms {
            // The type lists are not padded: a final challenge's list is
            // several times longer than a gym's, and would push every
            // other gym's `defense:` far to the right.
            let attack: Vec<Typing> = gym.attack.iter().map(|&t| Typing::from(t)).collect();
            writeln!(
                out,
                "  {:id_width$}  {:town_width$}  {:leader_width$}  attack: {}   defense: {}",
                escape(&gym.id),
                gym.town,
                gym.leader,
                painted(&attack, " ", color),
                painted(&gym.defense, " ", color),
            )?;
        }
    }
    Ok(())
}

/// Writes the Pokémon of a typing (`--species`): one line each with its
/// national number, base stat total and what else a player needs to know.
///
/// ```
/// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
/// let list: Vec<_> = dex.of_typing("Ghost-Poison".parse()?).collect();
/// let mut out = Vec::new();
/// pokelinks::cli::output::species_table(1, "Ghost-Poison".parse()?, &list, &mut out, false)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.starts_with("Ghost-Poison in generation 1: 3 Pokémon\n"));
/// assert!(text.contains("#94   Gengar   425  fully evolved")); // generation 1 counts Special once
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn species_table(
    generation: u8,
    typing: Typing,
    list: &[&Species],
    out: &mut impl Write,
    color: bool,
) -> io::Result<()> {
    let painted = painted(std::slice::from_ref(&typing), " ", color);
    writeln!(
        out,
        "{painted} in generation {generation}: {} Pokémon",
        list.len()
    )?;
    let width = list
        .iter()
        .map(|s| s.name.chars().count())
        .max()
        .unwrap_or(0);
    for s in list {
        let mut notes = Vec::new();
        if s.fully_evolved {
            notes.push("fully evolved".to_owned());
        }
        if let Some(item) = &s.item {
            notes.push(format!("holding {item}"));
        }
        if let Some((from, trigger)) = &s.battle_form {
            notes.push(format!("in battle only: {from} with {trigger}"));
        }
        if let Some(flag) = &s.nonstandard {
            notes.push(format!("not in this generation's own games ({flag})"));
        }
        let num = format!("#{}", s.num);
        let line = format!(
            "  {num:<5} {:<width$}  {:>3}  {}",
            s.name,
            s.bst,
            notes.join(", ")
        );
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// Writes the Pokémon of a typing as one JSON document.
///
/// ```
/// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
/// let list: Vec<_> = dex.of_typing("Ghost-Poison".parse()?).collect();
/// let mut out = Vec::new();
/// pokelinks::cli::output::species_json(1, "Ghost-Poison".parse()?, &list, &mut out)?;
/// assert!(String::from_utf8(out)?.starts_with(r#"{"generation":1,"typing":"Ghost-Poison","species":[{"name":"Gengar","num":94"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn species_json(
    generation: u8,
    typing: Typing,
    list: &[&Species],
    out: &mut impl Write,
) -> io::Result<()> {
    #[derive(Serialize)]
    struct Entry<'s> {
        name: &'s str,
        num: u16,
        bst: u16,
        fully_evolved: bool,
        nonstandard: Option<&'s str>,
        item: Option<&'s str>,
    }
    #[derive(Serialize)]
    struct Document<'s> {
        generation: u8,
        typing: Typing,
        species: Vec<Entry<'s>>,
    }
    let document = Document {
        generation,
        typing,
        species: (list.iter())
            .map(|s| Entry {
                name: &s.name,
                num: s.num,
                bst: s.bst,
                fully_evolved: s.fully_evolved,
                nonstandard: s.nonstandard.as_deref(),
                item: s.item.as_deref(),
            })
            .collect(),
    };
    serde_json::to_writer(&mut *out, &document)?;
    writeln!(out)
}

/// The `--list --format json` document.
#[derive(Serialize)]
struct ListDocument<'m> {
    maps: Vec<ListedMap<'m>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<&'m [GameListing]>,
}

/// One map of the `--list --format json` document.
#[derive(Serialize)]
struct ListedMap<'m> {
    region: &'m str,
    generation: u8,
    gyms: Vec<ListedGym<'m>>,
}

/// One gym of the `--list --format json` document.
#[derive(Serialize)]
struct ListedGym<'m> {
    id: &'m str,
    town: &'m str,
    leader: &'m str,
    attack: Vec<Typing>,
    defense: &'m [Typing],
}

/// Writes the maps with their gyms as one JSON document on one line:
/// `{"maps":[{"region","generation","gyms":[{"id","town","leader",
/// "attack","defense"}]}]}`, then, when given, the games as the table
/// lists them: `"games":[{"id","name","generation","aliases","map","dex",
/// "versions"}]` (docs/formats.md).
///
/// ```
/// let (map, _) = pokelinks::data::load_shipped("kanto").unwrap();
/// let mut out = Vec::new();
/// pokelinks::cli::output::list_json(&[map], None, &mut out)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.starts_with(r#"{"maps":[{"region":"Kanto","generation":1,"gyms":[{"id":"G1","town":"Pewter City""#));
/// assert!(!text.contains(r#""games""#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn list_json(
    maps: &[Map],
    games: Option<&[GameListing]>,
    out: &mut impl Write,
) -> io::Result<()> {
    let maps: Vec<ListedMap<'_>> = maps
        .iter()
        .map(|map| ListedMap {
            region: map.region.raw(),
            generation: map.generation,
            gyms: (map.gyms.iter())
                .map(|g| ListedGym {
                    id: &g.id,
                    town: g.town.raw(),
                    leader: g.leader.raw(),
                    attack: g.attack.iter().map(|&t| Typing::from(t)).collect(),
                    defense: &g.defense,
                })
                .collect(),
        })
        .collect();
    serde_json::to_writer(&mut *out, &ListDocument { maps, games })?;
    writeln!(out)
}

/// Each gym's line start — `  id  town  leader  `, every column as wide as
/// its widest entry — for the verdict lines of a check on one side or both.
/// Map text is escaped (a map file is anyone's); widths are of what is
/// printed.
pub(super) fn gym_labels(gyms: &[&Gym]) -> Vec<String> {
    let width = |f: fn(&Gym) -> String| {
        let widths = gyms.iter().map(|g| f(g).chars().count());
        widths.max().unwrap_or(0)
    };
    let (id_w, town_w, leader_w) = (
        width(|g| escape(&g.id).into_owned()),
        width(|g| g.town.to_string()),
        width(|g| g.leader.to_string()),
    );
    (gyms.iter())
        .map(|g| {
            format!(
                "  {:id_w$}  {:town_w$}  {:leader_w$}  ",
                escape(&g.id),
                g.town,
                g.leader
            )
        })
        .collect()
}
