//! The command line as clap and the original tool's words give it: raw
//! arguments, not yet resolved.
//!
//! This module owns the clap definition ([`command`]), the value parsers of
//! its options, and the reading of the bare words (`G1 A O kanto`) into
//! [`Said`] items, each with its position and its name for messages, so that
//! the resolution in `config.rs` can name both sides of a contradiction.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

use clap::{ArgMatches, CommandFactory, Parser, ValueEnum, ValueHint};
use clap_complete::Shell;

use super::config::{Action, ColorWhen, Format, GymChoice};
use super::error::Error;
use crate::data::{MapSource, shipped};
use crate::problem::Kind;
use crate::search::Mode;
use crate::typing::Typing;

/// How many covers a listing shows when `--limit` is not given.
pub(crate) const DEFAULT_LIMIT: usize = 200_000;

/// The words of the original tool, for `--help`; clap cannot describe
/// positional words with fixed meanings, so they are listed by hand.
const WORDS_HELP: &str = "\
Words (the original tool's, in any order, mixed freely with the options):
  h                  print this help
  plain, color       never / always colour the output
  G1 … Gn, E4        select gyms (none: the whole chart)
  A, D               attack or defense covers (default D)
  E, O               exact or overlapping covers (default E)
  PATH               a map JSON file (a path that exists, contains '/' or ends in .json)
  kanto … paldea     a shipped map, in any letter case (default paldea)
  completions SHELL  print a completion script (bash, elvish, fish, powershell, zsh)
  man                print the man page
  plan               the live terminal planner (docs/planner.md)

Exit status: 0 when a cover exists, 1 when none does, 2 on an error.

Examples:
  pokelinks G1 G2 G3 G4 kanto
  pokelinks A O johto --top 5
  pokelinks --map hoenn --gym E4 --format json";

/// The clap definition: options as clap parses them, words still raw.
#[derive(Parser, Debug)]
#[command(
    name = "pokelinks",
    version,
    about = "Plan Pokémon teams with Knuth's dancing links: typings that resist every \
             attack type at the gyms you choose, or attack types that beat every typing there.",
    after_help = WORDS_HELP
)]
pub(crate) struct Args {
    /// Words of the original tool: h, plain, color, G1…Gn, E4, A, D, E, O, a map path or a region
    #[arg(value_name = "WORD", value_hint = ValueHint::AnyPath)]
    pub(crate) words: Vec<OsString>,

    /// Map to solve: a JSON file or a shipped region [default: paldea]
    #[arg(long, value_name = "MAP", value_hint = ValueHint::FilePath)]
    pub(crate) map: Option<OsString>,

    /// Type chart to use instead of the map's
    #[arg(long, value_name = "PATH", value_hint = ValueHint::FilePath)]
    pub(crate) types: Option<PathBuf>,

    /// Select a gym by id (G3, E4) or town, in any letter case (repeatable)
    #[arg(long, value_name = "GYM")]
    pub(crate) gym: Vec<String>,

    /// Attack covers: attack types that hit every typing super-effectively (as A)
    #[arg(long)]
    pub(crate) attack: bool,

    /// Defense covers: typings that resist every attack type (as D; the default)
    #[arg(long)]
    pub(crate) defense: bool,

    /// Exact covers: every item covered once (as E; the default)
    #[arg(long)]
    pub(crate) exact: bool,

    /// Overlapping covers: every item covered, no member removable (as O)
    #[arg(long)]
    pub(crate) overlapping: bool,

    /// Maximum options in a cover [default: 6 for defense, 24 for attack]
    #[arg(long, value_name = "N", value_parser = positive)]
    pub(crate) max: Option<usize>,

    /// Every cover must contain this typing or attack type (repeatable; counts toward --max)
    #[arg(long, value_name = "TYPING", value_parser = typing)]
    pub(crate) with: Vec<Typing>,

    /// Never use this typing or attack type (repeatable)
    #[arg(long, value_name = "TYPING", value_parser = typing)]
    pub(crate) without: Vec<Typing>,

    /// Show only the K best covers, found fast; the total is not counted
    #[arg(long, value_name = "K", value_parser = positive)]
    pub(crate) top: Option<usize>,

    /// Show at most N covers (the best ones); the total is still counted
    #[arg(long, value_name = "N", value_parser = positive, default_value_t = DEFAULT_LIMIT)]
    pub(crate) limit: usize,

    /// Print only how many covers exist
    #[arg(long, conflicts_with_all = ["top", "limit"])]
    pub(crate) count: bool,

    /// Output format
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Table)]
    pub(crate) format: Format,

    /// When to colour typings [default: auto: on a terminal, unless NO_COLOR is set]
    #[arg(long, value_enum, value_name = "WHEN")]
    pub(crate) color: Option<ColorWhen>,

    /// List the shipped maps and their gyms
    #[arg(long)]
    pub(crate) list: bool,

    /// Print a completion script for SHELL (as the words `completions SHELL`)
    #[arg(long, value_name = "SHELL", hide = true)]
    pub(crate) completions: Option<Shell>,

    /// Print the man page (as the word `man`)
    #[arg(long, hide = true)]
    pub(crate) man: bool,
}

/// A count that must be at least 1 (`--max`, `--top`, `--limit`).
fn positive(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        Ok(_) => Err("must be at least 1".to_owned()),
        Err(_) => Err("not a whole number".to_owned()),
    }
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
    Mode(Mode),
    Gym(GymChoice),
    Map(MapSource),
    Action(Action),
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
        "E" => Some(Said::Mode(Mode::Exact)),
        "O" => Some(Said::Mode(Mode::Overlapping)),
        "man" => Some(Said::Action(Action::Man)),
        "plan" => Some(Said::Action(Action::Plan)),
        _ if is_gym_word(text) => Some(Said::Gym(GymChoice::Id(text.to_ascii_uppercase()))),
        _ => region(text).map(|r| Said::Map(MapSource::Shipped(r))),
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
    Err(Error::Usage(format!("unknown word '{text}' (see --help)")))
}

/// The shell a `completions` word names: the word after it.
fn read_shell(word: Option<&OsString>) -> Result<Shell, Error> {
    let word = word.ok_or_else(|| {
        Error::Usage("'completions' needs a shell: bash, elvish, fish, powershell or zsh".into())
    })?;
    word.to_str().and_then(|s| s.parse().ok()).ok_or_else(|| {
        Error::Usage(format!(
            "'completions {}': unknown shell (bash, elvish, fish, powershell, zsh)",
            word.to_string_lossy()
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
    let mut words = positions("words").zip(&args.words);
    while let Some((at, word)) = words.next() {
        if word == "completions" {
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

/// `G` and digits, or `E4`, in any letter case. `G0` and `G01` count too,
/// so that they are reported as gyms the map lacks rather than as unknown
/// words.
fn is_gym_word(text: &str) -> bool {
    let gk = match text.strip_prefix(['G', 'g']) {
        Some(digits) => !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
        None => false,
    };
    gk || text.eq_ignore_ascii_case("E4")
}

/// The shipped region named `text`, in any letter case.
fn region(text: &str) -> Option<&'static str> {
    shipped::regions()
        .map(|(region, _)| region)
        .find(|region| region.eq_ignore_ascii_case(text))
}

/// The clap command, for help, completions and the man page.
///
/// ```
/// assert_eq!(pokelinks::cli::command().get_name(), "pokelinks");
/// ```
pub fn command() -> clap::Command {
    Args::command()
}
