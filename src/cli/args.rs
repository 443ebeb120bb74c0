//! The command line as clap and the original tool's words give it: raw
//! arguments, not yet resolved.
//!
//! This module owns the clap definition ([`command`]), the value parsers of
//! its options, and the reading of the bare words (`G1 A O kanto`) into
//! [`Said`] items, each with its position and its name for messages, so that
//! the resolution in `config.rs` can name both sides of a contradiction.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::str::FromStr;

use clap::{ArgMatches, CommandFactory, Parser, ValueEnum, ValueHint};
use clap_complete::Shell;

use super::choices::{Action, ColorWhen, Format, Layout};
use crate::data::game::{self, Game};
use crate::data::{MapSource, shipped};
use crate::error::Error;
use crate::problem::Kind;
use crate::search::Mode;
use crate::setup::{GymChoice, MemberName};
use crate::typing::Typing;

/// How many covers a plain listing shows when `--limit` is not given.
pub(crate) const DEFAULT_LIMIT: usize = 200_000;

/// How many covers the player layout shows when `--limit` is not given.
pub(crate) const DEFAULT_PLAYER_LIMIT: usize = 20;

/// How many Pokémon the answers name per typing.
pub(crate) const DEFAULT_POKEMON: usize = 3;

/// How many the planner names per typing: its covers share a pane, and
/// every cover names its Pokémon.
pub(crate) const PLAN_POKEMON: usize = 2;

/// The most covers `--limit` and `--top` may ask to be shown. The covers
/// shown are kept in memory until they are sorted and printed, about 230
/// bytes each at the peak (measured: `paldea O --limit 1000000` peaks at
/// 234 MB), so this bounds a run's memory; `--count` counts any number
/// without keeping them.
pub(crate) const MAX_SHOWN: usize = 1_000_000;

/// The words of the original tool, for `--help`; clap cannot describe
/// positional words with fixed meanings, so they are listed by hand.
const WORDS_HELP: &str = "\
Words (the original tool's, in any order, mixed freely with the options):
  h                  print this help
  plain, color       never / always colour the output
  G1 … Gn, E4, K1 …  select gyms (none: the whole chart)
  A, D               attack or defense covers (default D)
  T                  with check: both sides at once, the team's question (its
                     members are Pokémon: each resists and hits; docs/check.md)
  E, O               exact or overlapping covers (default E)
  PATH               a map JSON file (a path that exists, contains '/' or ends in .json)
  kanto … paldea     a shipped map, in any letter case (default paldea)
  red … violet       a game, as --game (see --list)
  TOWN               a town or leader of the map's gyms, as --gym takes it:
                     paldea Cortondo Artazon (two letters or more; the words
                     above come first)
  completions SHELL  print a completion script (bash, elvish, fish, powershell, zsh)
  man                print the man page
  check MEMBER…      check a team (first word): MEMBERs are typings such as
                     Water or ground-rock, or Pokémon; see docs/check.md
  where NAME GAME    where and from which story point a Pokémon can be had in
                     a game with story data (first word; docs/games.md)
  plan               the live terminal planner (docs/planner.md)
  gym GAME [GYM…]    the leaders' teams as the game has them: species, level,
                     ability, item, Tera type, moves (--format json, showdown)
  team               one team for both sides: at most 6 Pokémon that resist
                     every attack type and hit every typing of the gyms, with
                     their moves by then (docs/covers.md, Teams)

Exit status: 0 when a cover exists (a check: when the team covers
everything), 1 when none does (the team does not), 2 on an error.

Examples:
  pokelinks G1 G2 G3 G4 kanto
  pokelinks A O johto --top 5
  pokelinks --map hoenn --gym E4 --format json
  pokelinks --game red --version charmander E4
  pokelinks team emerald G5 G6 G7 G8

  pokelinks check Water Ground-Rock kanto G1 G2 G3
  pokelinks check Blaziken Swampert Gardevoir emerald G5 G6 G7 G8 T";

/// The clap definition: options as clap parses them, words still raw.
#[derive(Parser, Debug)]
#[command(
    name = "pokelinks",
    version,
    about = "Plan Pokémon teams with Knuth's dancing links: typings that resist every \
             attack type at the gyms you choose, or attack types that beat every typing there.",
    after_help = WORDS_HELP,
    // `--version` is ours: without a value it prints the version, with one
    // it picks a version of the `--game`.
    disable_version_flag = true
)]
pub(crate) struct Args {
    /// Words of the original tool: h, plain, color, G1…Gn, E4, A, D, E, O, a map path or a region (or a game), a gym's town; or check MEMBER…, where NAME GAME
    #[arg(value_name = "WORD", value_hint = ValueHint::AnyPath)]
    pub(crate) words: Vec<OsString>,

    /// Map to solve: a JSON file (- for standard input) or a shipped region [default: paldea]
    #[arg(long, value_name = "MAP", value_hint = ValueHint::FilePath)]
    pub(crate) map: Option<OsString>,

    /// A game: its own gyms, version and Pokédex (red, gold, emerald, hgss, …; see --list)
    #[arg(long, value_name = "NAME", value_parser = game)]
    pub(crate) game: Option<&'static Game>,

    /// Print the version; with NAME, the version of the --game to use (all: merged)
    #[arg(short = 'V', long = "version", value_name = "NAME", num_args = 0..=1)]
    pub(crate) version: Option<Option<String>>,

    /// With a game: the starter chosen (a team never holds two); picks the versions named after it
    #[arg(long, value_name = "NAME")]
    pub(crate) starter: Option<String>,

    /// With a game: plan with what can be had before this gym (id, town or leader; or end) instead of before the first selected one
    #[arg(long, value_name = "GYM", conflicts_with = "anytime")]
    pub(crate) by: Option<String>,

    /// With a game: every Pokémon of its Pokédex, whenever it can be had
    #[arg(long)]
    pub(crate) anytime: bool,

    /// With a game: trade evolutions count (Alakazam, Gengar, …)
    #[arg(long)]
    pub(crate) trade: bool,

    /// With a game: attack also with moves that work only now and then (Dream Eater, Focus Punch, Fake Out, …)
    #[arg(long)]
    pub(crate) all_moves: bool,

    /// With a game: legendary and mythical Pokémon may play too (Zapdos, Kyogre, …)
    #[arg(long)]
    pub(crate) legendaries: bool,

    /// With a game: evolutions that wait for friendship, beauty, affection or a held item do not count
    #[arg(long)]
    pub(crate) no_grind: bool,

    /// With a game: `off` matches up typings alone, without the abilities of the gym's Pokémon or yours (and Tera types)
    #[arg(long, value_name = "on|off", value_parser = ["on", "off"])]
    pub(crate) abilities: Option<String>,

    /// With a game: your Pokémon may have every hidden ability (without it, only those the story gives by then: a Hidden Grotto, a horde, a DexNav search, an SOS chain)
    #[arg(long)]
    pub(crate) hidden: bool,

    /// Merge the versions of the --game (as --version all)
    #[arg(long)]
    pub(crate) merged: bool,

    /// With --game, allow every typing of the generation, not only its Pokédex's
    #[arg(long)]
    pub(crate) all_pokemon: bool,

    /// Type chart to use instead of the map's: a file, or gen-1 … gen-9, or a region (its generation's)
    #[arg(long, value_name = "PATH", value_hint = ValueHint::FilePath)]
    pub(crate) types: Option<PathBuf>,

    /// Select a gym by id (G3, E4, K1), town or leader, in any case and accents, or a unique prefix (repeatable)
    #[arg(long, value_name = "GYM")]
    pub(crate) gym: Vec<String>,

    /// Attack covers: attack types that hit every typing super-effectively (as A)
    #[arg(long)]
    pub(crate) attack: bool,

    /// Defense covers: typings that resist every attack type (as D; the default)
    #[arg(long)]
    pub(crate) defense: bool,

    /// With check: hold a team of Pokémon against both sides at once, resisting and hitting (as T)
    #[arg(long)]
    pub(crate) both: bool,

    /// With check: the team, from a file of Showdown's export text (- for standard input) or a team code (Showdown's packed text); with plan: its Pokémon pinned, in team mode
    #[arg(long, value_name = "FILE|CODE", value_hint = ValueHint::FilePath)]
    pub(crate) team: Option<OsString>,

    /// With team: every team holds these Pokémon, read as --team reads them (as --with NAME for each)
    #[arg(long, value_name = "FILE|CODE", value_hint = ValueHint::FilePath, conflicts_with = "team")]
    pub(crate) with_team: Option<OsString>,

    /// Exact covers: every item covered once (as E; the default)
    #[arg(long)]
    pub(crate) exact: bool,

    /// Overlapping covers: every item covered, no member removable (as O)
    #[arg(long)]
    pub(crate) overlapping: bool,

    /// Maximum options in a cover [default: 6 for defense, 24 for attack]
    #[arg(long, value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub(crate) max: Option<usize>,

    /// Every cover must contain this typing, Pokémon (its typing) or attack type (repeatable; counts toward --max)
    #[arg(long, value_name = "TYPING", value_parser = MemberName::from_str)]
    pub(crate) with: Vec<MemberName>,

    /// Never use this typing, Pokémon (its typing) or attack type (repeatable)
    #[arg(long, value_name = "TYPING", value_parser = MemberName::from_str)]
    pub(crate) without: Vec<MemberName>,

    /// Pokémon named per typing in answers: fully evolved first, then by base stats (0: none) [default: 3; the planner: 2]
    #[arg(long, value_name = "N")]
    pub(crate) pokemon: Option<usize>,

    /// Only typings some Pokémon of the generation's own games holds (drops Past and Future forms)
    #[arg(long)]
    pub(crate) obtainable: bool,

    /// List the Pokémon of a typing in the map's generation
    #[arg(long, value_name = "TYPING", value_parser = typing)]
    pub(crate) species: Option<Typing>,

    /// Table layout: player (names, free slots, best 20) or plain (one line per cover)
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub(crate) layout: Option<Layout>,

    /// Show only the K best covers (K ≤ 1000000), found fast; the total is not counted (from K = 65536 on, the whole listing is walked, and counted)
    #[arg(long, value_name = "K", value_parser = shown, allow_negative_numbers = true,
          conflicts_with = "limit")]
    pub(crate) top: Option<usize>,

    /// Show at most N covers (the best ones; N ≤ 1000000); the total is still counted [default: 20 in the player layout, else 200000]
    #[arg(long, value_name = "N", value_parser = shown, allow_negative_numbers = true)]
    pub(crate) limit: Option<usize>,

    /// Print only how many covers exist
    #[arg(long, conflicts_with_all = ["top", "limit"])]
    pub(crate) count: bool,

    /// Output format
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Table)]
    pub(crate) format: Format,

    /// When to colour typings [default: auto: on a terminal, unless NO_COLOR is set]
    #[arg(long, value_enum, value_name = "WHEN")]
    pub(crate) color: Option<ColorWhen>,

    /// List the shipped maps and games and their gyms (or only the map or game given)
    #[arg(long)]
    pub(crate) list: bool,

    /// Defense: leave out every typing weak (×2, ×4) to a selected attack type; show weaknesses. Teams (--safe=N): no attack type hits more than N members super-effectively [N: 1]
    #[arg(long, value_name = "N", num_args = 0..=1, require_equals = true,
          default_missing_value = "1", value_parser = clap::value_parser!(u8).range(1..=6))]
    pub(crate) safe: Option<u8>,

    /// Teams: the most moves each member plays with, 1 to 4 [default: 4]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=4))]
    pub(crate) moves: Option<u8>,

    /// Defense: show each cover's weaknesses (member × attack type hits at ×2 or ×4)
    #[arg(long)]
    pub(crate) weak: bool,

    /// Set aside what nothing can cover and answer for the rest (the player layout and a check's table always do)
    #[arg(long)]
    pub(crate) partial: bool,

    /// Print a completion script for SHELL (as the words `completions SHELL`)
    #[arg(long, value_name = "SHELL", hide = true, ignore_case = true)]
    pub(crate) completions: Option<Shell>,

    /// Print the man page (as the word `man`)
    #[arg(long, hide = true)]
    pub(crate) man: bool,
}

/// A count that must be at least 1 (`--max`, `--top`, `--limit`). Negative
/// numbers reach here too (clap would otherwise take `-1` for an option and
/// suggest `-- -1`, which does not work), and a number too large for the
/// machine is called that, not "not a whole number".
fn positive(s: &str) -> Result<usize, String> {
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let unsigned = s.strip_prefix('+').unwrap_or(s);
    if !digits(unsigned) {
        return Err(match s.strip_prefix('-') {
            Some(rest) if digits(rest) => "must be a whole number ≥ 1".to_owned(),
            _ => "not a whole number".to_owned(),
        });
    }
    match unsigned.parse::<usize>() {
        Ok(0) => Err("must be a whole number ≥ 1".to_owned()),
        Ok(n) => Ok(n),
        Err(_) => Err("too large".to_owned()),
    }
}

/// A number of covers to show (`--top`, `--limit`): at least 1, at most
/// [`MAX_SHOWN`].
fn shown(s: &str) -> Result<usize, String> {
    match positive(s)? {
        n if n > MAX_SHOWN => Err(format!(
            "too large: at most {MAX_SHOWN} covers can be shown (they are kept in memory; \
             --count counts any number)"
        )),
        n => Ok(n),
    }
}

/// A game's id or alias, in any letter case.
fn game(s: &str) -> Result<&'static Game, String> {
    game::find(s).ok_or_else(|| {
        if let Some(name) = closest_name(s, false) {
            return format!("unknown game (did you mean {name}? see --list)");
        }
        let names: Vec<&str> = game::games()
            .iter()
            .map(|g| g.aliases[0].as_str())
            .collect();
        format!("unknown game (one of {}, …; see --list)", names.join(", "))
    })
}

/// The game (or, with `regions`, the game or shipped region) whose name
/// `text` is closest to, as a word spells it: the "did you mean" of a
/// mistyped `emrald` or `--game redd`, by the one rule of
/// [`crate::data::names::closest`].
fn closest_name(text: &str, regions: bool) -> Option<String> {
    let regions = (shipped::regions())
        .filter(|_| regions)
        .map(|(region, _)| region.to_lowercase());
    let games = (game::games().iter())
        .flat_map(|g| std::iter::once(g.id.clone()).chain(g.aliases.iter().cloned()));
    let names: Vec<String> = regions.chain(games).collect();
    crate::data::names::closest(text, names.iter().map(|n| (n.as_str(), n.as_str())))
        .map(str::to_owned)
}

/// A typing or attack type name, in any order and letter case.
fn typing(s: &str) -> Result<Typing, String> {
    s.parse().map_err(|e| format!("{e}"))
}

/// One thing the command line says, from a word or an option.
pub(crate) enum Said {
    Help,
    Color(ColorWhen),
    Kind(Kind),
    /// `T`: both kinds at once, a team of Pokémon (a check's side).
    Team,
    Mode(Mode),
    Gym(GymChoice),
    Map(MapSource),
    /// A game, and the version of the pair the word named, if it named one.
    Game(&'static Game, Option<String>),
    Action(Action),
    /// A word after `check` that is no other word: a member, resolved
    /// later against the chart.
    Member(String),
    /// A word of two letters or more that is no other word nor a path: a
    /// town (or leader) of one of the map's gyms, the original C++
    /// project's `Cortondo`, once the map is known ([`unknown_word`] if
    /// it is none).
    Town(String),
}

/// Recognises a word other than `completions`. The single letters and
/// `plain`, `color`, `man` are matched exactly, as the original did; gym ids
/// and regions in any letter case. A word that is none of these is a map
/// path if it looks like one; words come first, so that `G1` is a gym even
/// if a file of that name exists.
fn read_word(word: &OsStr) -> Result<Said, Error> {
    let Some(text) = word.to_str() else {
        // Not UTF-8: only a path can be that.
        return Ok(Said::Map(MapSource::File(word.into())));
    };
    let recognised = match text {
        "h" => Some(Said::Help),
        "plain" => Some(Said::Color(ColorWhen::Never)),
        "color" => Some(Said::Color(ColorWhen::Always)),
        "A" => Some(Said::Kind(Kind::Attack)),
        "D" => Some(Said::Kind(Kind::Defense)),
        "T" => Some(Said::Team),
        "E" => Some(Said::Mode(Mode::Exact)),
        "O" => Some(Said::Mode(Mode::Overlapping)),
        "man" => Some(Said::Action(Action::Man)),
        "plan" => Some(Said::Action(Action::Plan)),
        "team" => Some(Said::Action(Action::Team)),
        "gym" => Some(Said::Action(Action::Gym)),
        _ if is_gym_word(text) => Some(Said::Gym(GymChoice::Id(text.to_ascii_uppercase()))),
        _ => region(text)
            .map(|r| Said::Map(MapSource::Shipped(r)))
            .or_else(|| game::find(text).map(|g| Said::Game(g, g.edition(text)))),
    };
    if let Some(said) = recognised {
        return Ok(said);
    }
    let path = Path::new(text);
    let looks_like_path = text.contains('/')
        || text.contains(std::path::MAIN_SEPARATOR)
        || text.to_ascii_lowercase().ends_with(".json")
        || path.exists();
    if looks_like_path {
        return Ok(Said::Map(MapSource::File(path.into())));
    }
    // A single letter is a mistyped word of the original's (`a` for `A`),
    // never a town's prefix.
    if text.chars().nth(1).is_some() {
        return Ok(Said::Town(text.to_owned()));
    }
    Err(unknown_word(text))
}

/// The error of a word that is nothing the command line knows, with the
/// game or region it may be a misspelling of.
pub(crate) fn unknown_word(text: &str) -> Error {
    let text = crate::escape::shorten(text);
    Error::Usage(match closest_name(&text, true) {
        Some(name) => format!("unknown word '{text}' (did you mean {name}? see --help)"),
        None => format!("unknown word '{text}' (see --help)"),
    })
}

/// Recognises a word after `check`: the words of [`read_word`] first (gyms,
/// regions, `A`, `O`, …), then a map path if the word has a `/` or ends in
/// `.json`, and anything else is a member. A file that merely exists does
/// not make a path here, so that a member never turns into a map because of
/// the current folder.
fn read_check_word(word: &OsStr) -> Result<Said, Error> {
    let Some(text) = word.to_str() else {
        return Ok(Said::Map(MapSource::File(word.into())));
    };
    // `Fire/Flying` is a typing as players write it, not a path.
    let path_like = text.parse::<Typing>().is_err()
        && (text.contains('/')
            || text.contains(std::path::MAIN_SEPARATOR)
            || text.to_ascii_lowercase().ends_with(".json"));
    match read_word(word) {
        Ok(Said::Map(MapSource::File(_)) | Said::Town(_)) | Err(_) if !path_like => {
            Ok(Said::Member(text.to_owned()))
        }
        other => other,
    }
}

/// The shell a `completions` word names: the word after it.
fn read_shell(word: Option<&OsString>) -> Result<Shell, Error> {
    let word = word.ok_or_else(|| {
        Error::Usage("'completions' needs a shell: bash, elvish, fish, powershell or zsh".into())
    })?;
    // Shells are named in any letter case, as regions are.
    (word.to_str())
        .and_then(|s| s.to_ascii_lowercase().parse().ok())
        .ok_or_else(|| {
            Error::Usage(format!(
                "'completions {}': unknown shell (bash, elvish, fish, powershell, zsh)",
                crate::escape::shorten(&word.to_string_lossy())
            ))
        })
}

/// What the words and the options say, each with its position on the
/// command line and its name for messages, in command-line order.
pub(crate) fn sayings(
    args: &Args,
    matches: &ArgMatches,
) -> Result<Vec<(usize, String, Said)>, Error> {
    let mut said = Vec::new();
    let positions = |id| matches.indices_of(id).into_iter().flatten();
    let mut words = positions("words").zip(&args.words).peekable();
    // `check` and `where` switch the words after them into names (a team's
    // members, a Pokémon's): see read_check_word.
    let leading = words.peek().and_then(|(_, w)| match w.to_str() {
        Some("check") => Some(Action::Check(Vec::new())),
        Some("where") => Some(Action::Where(String::new())),
        _ => None,
    });
    let checking = leading.is_some();
    if let (Some(action), Some((at, word))) = (leading, words.next_if(|_| checking)) {
        said.push((
            at,
            format!("'{}'", word.to_string_lossy()),
            Said::Action(action),
        ));
    }
    while let Some((at, word)) = words.next() {
        if word == "check" || word == "where" {
            return Err(Error::Usage(format!(
                "'{}' must be the first word (check MEMBER… [gyms] [map or game]; where NAME [game])",
                word.to_string_lossy()
            )));
        } else if checking {
            said.push((
                at,
                format!("'{}'", word.to_string_lossy()),
                read_check_word(word)?,
            ));
        } else if word == "completions" {
            let shell = read_shell(words.next().map(|(_, w)| w))?;
            let said_as = format!("'completions {shell}'");
            said.push((at, said_as, Said::Action(Action::Completions(shell))));
        } else {
            said.push((
                at,
                format!("'{}'", word.to_string_lossy()),
                read_word(word)?,
            ));
        }
    }
    let flags = [
        ("attack", Said::Kind(Kind::Attack)),
        ("defense", Said::Kind(Kind::Defense)),
        ("both", Said::Team),
        ("exact", Said::Mode(Mode::Exact)),
        ("overlapping", Said::Mode(Mode::Overlapping)),
        ("list", Said::Action(Action::List)),
        ("man", Said::Action(Action::Man)),
    ];
    for (id, what) in flags {
        if let Some(at) = matches.index_of(id).filter(|_| matches.get_flag(id)) {
            said.push((at, format!("'--{id}'"), what));
        }
    }
    let mut valued = |id: &str, value: String, what: Said| {
        if let Some(at) = matches.index_of(id) {
            said.push((at, format!("'--{id} {value}'"), what));
        }
    };
    if let Some(when) = args.color {
        let name = when
            .to_possible_value()
            .map_or_else(String::new, |v| v.get_name().to_owned());
        valued("color", name, Said::Color(when));
    }
    if let Some(shell) = args.completions {
        valued(
            "completions",
            shell.to_string(),
            Said::Action(Action::Completions(shell)),
        );
    }
    if let Some(game) = args.game {
        let text = matches.get_raw("game").into_iter().flatten().next();
        let text = text.map_or_else(String::new, |t| t.to_string_lossy().into_owned());
        let edition = game.edition(&text);
        valued("game", text, Said::Game(game, edition));
    }
    if let Some(text) = &args.map {
        let choice = match text.to_str().and_then(region) {
            Some(region) => MapSource::Shipped(region),
            None => MapSource::File(text.into()),
        };
        valued(
            "map",
            text.to_string_lossy().into_owned(),
            Said::Map(choice),
        );
    }
    for (at, gym) in positions("gym").zip(&args.gym) {
        said.push((
            at,
            format!("'--gym {gym}'"),
            Said::Gym(GymChoice::IdOrTown(gym.clone())),
        ));
    }
    said.sort_by_key(|(at, _, _)| *at);
    Ok(said)
}

/// `G` or `K` and digits, or `E4`, in any letter case. `G0` and `G01`
/// count too, so that they are reported as gyms the map lacks rather than
/// as unknown words.
fn is_gym_word(text: &str) -> bool {
    let gk = match text.strip_prefix(['G', 'g', 'K', 'k']) {
        Some(digits) => !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
        None => false,
    };
    gk || text.eq_ignore_ascii_case("E4")
}

/// The shipped region named `text`, matched as every name is.
fn region(text: &str) -> Option<&'static str> {
    shipped::region(text)
}

/// The clap command, for help, completions and the man page.
///
/// ```
/// assert_eq!(pokelinks::cli::command().get_name(), "pokelinks");
/// ```
pub fn command() -> clap::Command {
    Args::command()
}
