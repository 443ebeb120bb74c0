//! The command line of SPEC §4: parsing, resolving, running.
//!
//! This module owns the two styles of arguments the binary accepts at once —
//! the original tool's bare words (`G1 A O kanto`) and clap options
//! (`--gym G1 --attack --overlapping --map kanto`) — and turns them into one
//! [`Config`], rejecting contradictions. [`run`] then loads the map and its
//! chart, selects the gyms, asks the [`Problem`] for covers and hands a
//! [`Report`] to [`crate::output`]. [`main`] adds what only a process has:
//! the terminal check, the `error:` line on stderr and the exit status.
//!
//! Nothing here writes to stdout before every input has been checked, so an
//! error leaves stdout empty.

use std::env;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, ValueEnum, ValueHint};
use clap_complete::Shell;

use crate::chart::{Chart, DataError};
use crate::map::{Map, load_map_file};
use crate::output::{self, Report};
use crate::problem::{Kind, Problem, ProblemError};
use crate::search::Mode;
use crate::shipped;
use crate::typing::Typing;

/// The map used when none is given.
const DEFAULT_REGION: &str = "Paldea";

/// How many covers a listing shows when `--limit` is not given.
const DEFAULT_LIMIT: usize = 200_000;

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
struct Args {
    /// Words of the original tool: h, plain, color, G1…Gn, E4, A, D, E, O, a map path or a region
    #[arg(value_name = "WORD", value_hint = ValueHint::AnyPath)]
    words: Vec<OsString>,

    /// Map to solve: a JSON file or a shipped region [default: paldea]
    #[arg(long, value_name = "MAP", value_hint = ValueHint::FilePath)]
    map: Option<OsString>,

    /// Type chart to use instead of the map's
    #[arg(long, value_name = "PATH", value_hint = ValueHint::FilePath)]
    types: Option<PathBuf>,

    /// Select a gym by id (G3, E4) or town, in any letter case (repeatable)
    #[arg(long, value_name = "GYM")]
    gym: Vec<String>,

    /// Attack covers: attack types that hit every typing super-effectively (as A)
    #[arg(long)]
    attack: bool,

    /// Defense covers: typings that resist every attack type (as D; the default)
    #[arg(long)]
    defense: bool,

    /// Exact covers: every item covered once (as E; the default)
    #[arg(long)]
    exact: bool,

    /// Overlapping covers: every item covered, no member removable (as O)
    #[arg(long)]
    overlapping: bool,

    /// Maximum options in a cover [default: 6 for defense, 24 for attack]
    #[arg(long, value_name = "N", value_parser = positive)]
    max: Option<usize>,

    /// Every cover must contain this typing or attack type (repeatable; counts toward --max)
    #[arg(long, value_name = "TYPING", value_parser = typing)]
    with: Vec<Typing>,

    /// Never use this typing or attack type (repeatable)
    #[arg(long, value_name = "TYPING", value_parser = typing)]
    without: Vec<Typing>,

    /// Show only the K best covers, found fast; the total is not counted
    #[arg(long, value_name = "K", value_parser = positive)]
    top: Option<usize>,

    /// Show at most N covers (the best ones); the total is still counted
    #[arg(long, value_name = "N", value_parser = positive, default_value_t = DEFAULT_LIMIT)]
    limit: usize,

    /// Print only how many covers exist
    #[arg(long, conflicts_with_all = ["top", "limit"])]
    count: bool,

    /// Output format
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Table)]
    format: Format,

    /// When to colour typings [default: auto: on a terminal, unless NO_COLOR is set]
    #[arg(long, value_enum, value_name = "WHEN")]
    color: Option<ColorWhen>,

    /// List the shipped maps and their gyms
    #[arg(long)]
    list: bool,

    /// Print a completion script for SHELL (as the words `completions SHELL`)
    #[arg(long, value_name = "SHELL", hide = true)]
    completions: Option<Shell>,

    /// Print the man page (as the word `man`)
    #[arg(long, hide = true)]
    man: bool,
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

/// The output format (`--format`).
///
/// ```
/// use clap::ValueEnum;
/// use pokelinks::cli::Format;
/// assert_eq!(Format::from_str("json", true), Ok(Format::Json));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Text for people: a header, one row per cover, a closing line.
    Table,
    /// One JSON document for scripts.
    Json,
}

/// When to colour typings (`--color`, or the words `plain` and `color`).
///
/// ```
/// use pokelinks::cli::{ColorWhen, Config};
/// assert_eq!(Config::parse_from(["pokelinks", "plain"])?.color, ColorWhen::Never);
/// assert_eq!(Config::parse_from(["pokelinks", "--color", "always"])?.color, ColorWhen::Always);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    /// Only on a terminal, and only when NO_COLOR is unset or empty.
    Auto,
    /// Always, even when piped or NO_COLOR is set.
    Always,
    /// Never.
    Never,
}

impl ColorWhen {
    /// Whether to colour; `terminal` says what `Auto` means here (stdout is
    /// a terminal and NO_COLOR is unset or empty).
    ///
    /// ```
    /// use pokelinks::cli::ColorWhen;
    /// assert!(ColorWhen::Auto.resolve(true) && !ColorWhen::Auto.resolve(false));
    /// assert!(ColorWhen::Always.resolve(false) && !ColorWhen::Never.resolve(true));
    /// ```
    pub fn resolve(self, terminal: bool) -> bool {
        match self {
            ColorWhen::Auto => terminal,
            ColorWhen::Always => true,
            ColorWhen::Never => false,
        }
    }
}

/// What the command line asks for.
///
/// ```
/// use pokelinks::cli::{Action, Config};
/// assert!(matches!(Config::parse_from(["pokelinks", "h"])?.action, Action::Help(_)));
/// assert_eq!(Config::parse_from(["pokelinks", "--list"])?.action, Action::List);
/// assert_eq!(Config::parse_from(["pokelinks"])?.action, Action::Solve);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Solve the cover problem (the default).
    Solve,
    /// `h`, `-h`, `--help`: print this usage text (`-h` has the short one).
    Help(String),
    /// `-V`, `--version`: print this text.
    Version(String),
    /// `--list`: the shipped maps and their gyms.
    List,
    /// `completions SHELL` or `--completions SHELL`: a completion script.
    Completions(Shell),
    /// `man` or `--man`: the man page.
    Man,
}

/// Which map to solve.
///
/// ```
/// use pokelinks::cli::{Config, MapChoice};
/// let config = Config::parse_from(["pokelinks", "--map", "maps/mine.json"])?;
/// assert_eq!(config.map, Some(MapChoice::File("maps/mine.json".into())));
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapChoice {
    /// A shipped map, by its region's name as the data spells it.
    Shipped(&'static str),
    /// A map file.
    File(PathBuf),
}

/// A gym the user selected, not yet looked up in the map.
///
/// ```
/// use pokelinks::cli::{Config, GymChoice};
/// let config = Config::parse_from(["pokelinks", "g3", "--gym", "pewter city"])?;
/// assert_eq!(config.gyms, [GymChoice::Id("G3".into()), GymChoice::IdOrTown("pewter city".into())]);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GymChoice {
    /// A word such as `G3` or `E4` (upper-cased): an id only.
    Id(String),
    /// A `--gym` value: an id, or else a town (any letter case).
    IdOrTown(String),
}

/// Everything the command line says, checked for contradictions but not yet
/// held against a map.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::problem::Kind;
/// use pokelinks::search::Mode;
/// let config = Config::parse_from(["pokelinks", "A", "O", "--max", "3", "--with", "fire"])?;
/// assert_eq!((config.kind, config.mode, config.max), (Kind::Attack, Mode::Overlapping, Some(3)));
/// assert_eq!(config.with[0].to_string(), "Fire");
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// What to do.
    pub action: Action,
    /// The map; `None` for the default, the shipped Paldea map.
    pub map: Option<MapChoice>,
    /// A chart that replaces the map's.
    pub types: Option<PathBuf>,
    /// The selected gyms, as given; none means the whole chart.
    pub gyms: Vec<GymChoice>,
    /// Defense or attack.
    pub kind: Kind,
    /// Exact or overlapping.
    pub mode: Mode,
    /// `--max`; `None` for the kind's default.
    pub max: Option<usize>,
    /// `--with` names.
    pub with: Vec<Typing>,
    /// `--without` names.
    pub without: Vec<Typing>,
    /// `--top K`.
    pub top: Option<usize>,
    /// `--limit N`.
    pub limit: usize,
    /// `--count`.
    pub count: bool,
    /// Table or JSON.
    pub format: Format,
    /// When to colour.
    pub color: ColorWhen,
}

/// Why the command line could not be served. Its message is one line; the
/// binary prints it after `error: `.
///
/// ```
/// use pokelinks::cli::Config;
/// let err = Config::parse_from(["pokelinks", "xyz"]).unwrap_err();
/// assert_eq!(err.to_string(), "unknown word 'xyz' (see --help)");
/// ```
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A bad word or option, or a gym the map does not have.
    #[error("{0}")]
    Usage(String),
    /// A chart or map that could not be read or is invalid.
    #[error(transparent)]
    Data(#[from] DataError),
    /// A `--with` or `--without` name the problem cannot use.
    #[error(transparent)]
    Problem(#[from] ProblemError),
    /// Writing the output failed.
    #[error("cannot write the output: {0}")]
    Io(#[from] io::Error),
}

/// How a run ended, when it did not fail.
///
/// ```
/// use pokelinks::cli::{Exit, run};
/// let mut out = Vec::new();
/// assert_eq!(run(["pokelinks", "--version"], &mut out, false)?, Exit::Success);
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exit status 0: a cover exists, or nothing was to be solved.
    Success,
    /// Exit status 1: no cover exists.
    NoCover,
}

/// One thing the command line says, from a word or an option.
enum Said {
    Help,
    Color(ColorWhen),
    Kind(Kind),
    Mode(Mode),
    Gym(GymChoice),
    Map(MapChoice),
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
        return Ok(Said::Map(MapChoice::File(word.into())));
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
        _ if is_gym_word(text) => Some(Said::Gym(GymChoice::Id(text.to_ascii_uppercase()))),
        _ => region(text).map(|r| Said::Map(MapChoice::Shipped(r))),
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
        return Ok(Said::Map(MapChoice::File(path.into())));
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
fn sayings(args: &Args, matches: &ArgMatches) -> Result<Vec<(usize, String, Said)>, Error> {
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
            Some(region) => MapChoice::Shipped(region),
            None => MapChoice::File(text.into()),
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

/// One choice that two arguments can make differently, with the argument
/// that made it, so that a contradiction can name both.
struct Choice<T> {
    made: Option<(T, String)>,
    what: &'static str,
}

impl<T: PartialEq> Choice<T> {
    fn new(what: &'static str) -> Choice<T> {
        Choice { made: None, what }
    }

    fn set(&mut self, value: T, by: impl Into<String>) -> Result<(), Error> {
        let by = by.into();
        match &self.made {
            Some((old, old_by)) if *old != value => Err(Error::Usage(format!(
                "{old_by} and {by} contradict each other ({})",
                self.what
            ))),
            Some(_) => Ok(()),
            None => {
                self.made = Some((value, by));
                Ok(())
            }
        }
    }

    fn get(self) -> Option<T> {
        self.made.map(|(value, _)| value)
    }
}

impl Config {
    /// Parses a command line, program name first, as the binary receives it.
    ///
    /// Words and options may come in any order. Errors: clap's own (an
    /// unknown option, a bad value), an unknown word, and contradictions —
    /// attack with defense, exact with overlapping, `plain` with `color` (or
    /// with a different `--color`), two maps, or two of `--list`,
    /// `completions` and `man`.
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// let err = Config::parse_from(["pokelinks", "E", "--overlapping"]).unwrap_err();
    /// assert_eq!(err.to_string(), "'E' and '--overlapping' contradict each other (exact or overlapping?)");
    /// assert!(Config::parse_from(["pokelinks", "--max", "0"]).is_err());
    /// ```
    pub fn parse_from<I, T>(args: I) -> Result<Config, Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        let parsed = command()
            .try_get_matches_from(args)
            .and_then(|matches| Ok((Args::from_arg_matches(&matches)?, matches)));
        let (args, matches) = match parsed {
            Ok(parsed) => parsed,
            Err(e) => return Self::from_clap_error(&e),
        };
        let mut kind = Choice::new("attack or defense?");
        let mut mode = Choice::new("exact or overlapping?");
        let mut color = Choice::new("colour or not?");
        let mut action = Choice::new("one request at a time");
        let mut maps = Vec::new();
        let mut gyms = Vec::new();
        let mut help = false;
        for (_, said_as, said) in sayings(&args, &matches)? {
            match said {
                Said::Help => help = true,
                Said::Color(when) => color.set(when, said_as)?,
                Said::Kind(k) => kind.set(k, said_as)?,
                Said::Mode(m) => mode.set(m, said_as)?,
                Said::Gym(gym) => gyms.push(gym),
                Said::Map(map) => maps.push((map, said_as)),
                Said::Action(a) => action.set(a, said_as)?,
            }
        }
        if let [(_, first), (_, second), ..] = maps.as_slice() {
            return Err(Error::Usage(format!(
                "two maps given, {first} and {second}: choose one"
            )));
        }
        let action = if help {
            Action::Help(command().render_long_help().to_string())
        } else {
            action.get().unwrap_or(Action::Solve)
        };
        Ok(Config {
            action,
            map: maps.pop().map(|(choice, _)| choice),
            types: args.types,
            gyms,
            kind: kind.get().unwrap_or(Kind::Defense),
            mode: mode.get().unwrap_or(Mode::Exact),
            max: args.max,
            with: args.with,
            without: args.without,
            top: args.top,
            limit: args.limit,
            count: args.count,
            format: args.format,
            color: color.get().unwrap_or(ColorWhen::Auto),
        })
    }

    /// Help and version requests arrive from clap as errors; everything
    /// else clap rejects becomes one line (its first: the usage block and
    /// tips that follow are left out, per the error contract).
    fn from_clap_error(e: &clap::Error) -> Result<Config, Error> {
        let action = match e.kind() {
            // clap has rendered the help it was asked for, short or long.
            ErrorKind::DisplayHelp => Action::Help(e.render().to_string()),
            ErrorKind::DisplayVersion => Action::Version(e.render().to_string()),
            _ => return Err(Error::Usage(one_line(&e.render().to_string()))),
        };
        Ok(Config {
            action,
            map: None,
            types: None,
            gyms: Vec::new(),
            kind: Kind::Defense,
            mode: Mode::Exact,
            max: None,
            with: Vec::new(),
            without: Vec::new(),
            top: None,
            limit: DEFAULT_LIMIT,
            count: false,
            format: Format::Table,
            color: ColorWhen::Auto,
        })
    }
}

/// Folds clap's rendered error into one line: its first line, without the
/// `error: ` the binary adds back, and the possible values or a tip if clap
/// gives one; the usage and the `--help` hint are left out.
fn one_line(rendered: &str) -> String {
    let mut lines = rendered.lines().map(str::trim);
    let first = lines.next().unwrap_or("invalid command line");
    let mut line = first.strip_prefix("error: ").unwrap_or(first).to_owned();
    for extra in lines.filter(|l| l.starts_with("[possible values") || l.starts_with("tip:")) {
        line.push_str(if extra.starts_with("tip:") { "; " } else { " " });
        line.push_str(extra);
    }
    line
}

/// The clap command, for help, completions and the man page.
///
/// ```
/// assert_eq!(pokelinks::cli::command().get_name(), "pokelinks");
/// ```
pub fn command() -> clap::Command {
    Args::command()
}

/// Loads the chosen map and its chart (the `--types` chart if given) and
/// checks them against each other.
fn load(choice: &MapChoice, types: Option<&Path>) -> Result<(Map, Chart), Error> {
    let region = match choice {
        MapChoice::File(path) => return Ok(load_map_file(path, types)?),
        MapChoice::Shipped(region) => *region,
    };
    let missing = || Error::Usage(format!("no shipped map {region}"));
    let Some(types) = types else {
        return shipped::map(region).ok_or_else(missing);
    };
    let text = shipped::map_text(region).ok_or_else(missing)?;
    let source = shipped::map_source(region).ok_or_else(missing)?;
    let map = Map::from_json_str(text, source)?;
    let chart = Chart::from_file(types)?;
    map.check_against(&chart, source, &types.display().to_string())?;
    Ok((map, chart))
}

/// `G1…G8, E4`: the gym ids of a map, for messages.
fn gym_ids(map: &Map) -> String {
    let (numbered, rest): (Vec<&str>, Vec<&str>) = map
        .gyms
        .iter()
        .map(|g| g.id.as_str())
        .partition(|id| id.starts_with('G'));
    let mut parts: Vec<String> = match numbered.as_slice() {
        // Ids are G1, G2, … with no gap (the map loader checks), so a long
        // run is shown by its ends.
        [first, _, .., last] => vec![format!("{first}…{last}")],
        short => short.iter().map(|id| (*id).to_owned()).collect(),
    };
    parts.extend(rest.iter().map(|id| (*id).to_owned()));
    parts.join(", ")
}

/// The indices of the selected gyms in map order, each once.
fn select(map: &Map, gyms: &[GymChoice]) -> Result<Vec<usize>, Error> {
    let mut selected = Vec::new();
    for choice in gyms {
        let found = match choice {
            GymChoice::Id(id) => map.gyms.iter().position(|g| g.id.eq_ignore_ascii_case(id)),
            GymChoice::IdOrTown(key) => map
                .gym(key)
                .and_then(|gym| map.gyms.iter().position(|g| g.id == gym.id)),
        };
        let Some(i) = found else {
            let what = match choice {
                GymChoice::Id(id) => format!("no gym {id}"),
                GymChoice::IdOrTown(key) => format!("no gym or town '{key}'"),
            };
            return Err(Error::Usage(format!(
                "{what} in {} (gyms: {})",
                map.region,
                gym_ids(map)
            )));
        };
        selected.push(i);
    }
    selected.sort_unstable();
    selected.dedup();
    Ok(selected)
}

/// Solves the configured problem: the covers, or the count, and what they
/// are about.
fn solve(config: &Config) -> Result<Report, Error> {
    let choice = config
        .map
        .clone()
        .unwrap_or(MapChoice::Shipped(DEFAULT_REGION));
    let (map, chart) = load(&choice, config.types.as_deref())?;
    let selected = select(&map, &config.gyms)?;
    let gyms: Vec<&crate::map::Gym> = selected.iter().filter_map(|&i| map.gyms.get(i)).collect();
    let mut problem = Problem::for_gyms(&chart, config.kind, &gyms);
    let max = config.max.unwrap_or_else(|| config.kind.default_max());
    let request = problem.request(config.mode, max, &config.with, &config.without)?;
    let (total, solutions) = if !problem.uncoverable().is_empty() {
        (Some(0), Vec::new())
    } else if config.count {
        (Some(problem.count(&request)), Vec::new())
    } else if let Some(k) = config.top {
        (None, problem.top(&request, k.min(config.limit)))
    } else {
        let (teams, total) = problem.ranked(&request, config.limit);
        (Some(total), teams)
    };
    Ok(Report {
        region: map.region.clone(),
        generation: map.generation,
        gyms: gyms.iter().map(|g| g.id.clone()).collect(),
        kind: config.kind,
        mode: config.mode,
        max,
        with: config.with.clone(),
        without: config.without.clone(),
        items: problem.items().to_vec(),
        options: problem.options(),
        uncoverable: problem.uncoverable().to_vec(),
        total,
        solutions,
    })
}

/// Runs a command line, writing the answer to `out`.
///
/// `terminal` says what `--color auto` means here: whether stdout is a
/// terminal and NO_COLOR is unset or empty ([`main`] works that out). Every
/// input is checked before anything is written, so on an error `out` is
/// untouched.
///
/// ```
/// use pokelinks::cli::{Error, Exit, run};
/// let mut out = Vec::new();
/// assert!(matches!(run(["pokelinks", "G42"], &mut out, false), Err(Error::Usage(_))));
/// assert!(out.is_empty());
/// ```
pub fn run<I, T>(args: I, out: &mut impl Write, terminal: bool) -> Result<Exit, Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let config = Config::parse_from(args)?;
    let color = config.color.resolve(terminal);
    match config.action {
        Action::Help(text) | Action::Version(text) => out.write_all(text.as_bytes())?,
        Action::Completions(shell) => {
            // clap_complete panics on a write error, so it writes to memory.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(), "pokelinks", &mut script);
            out.write_all(&script)?;
        }
        Action::Man => clap_mangen::Man::new(command()).render(out)?,
        Action::List => {
            let maps: Vec<Map> = shipped::regions()
                .filter_map(|(region, _)| shipped::map(region).map(|(map, _)| map))
                .collect();
            output::list(&maps, out, color)?;
        }
        Action::Solve => {
            let report = solve(&config)?;
            match (config.format, config.count) {
                (Format::Table, true) => writeln!(out, "{}", report.total.unwrap_or(0))?,
                (Format::Table, false) => output::table(&report, out, color)?,
                (Format::Json, _) => output::json(&report, out)?,
            }
            if !report.found() {
                return Ok(Exit::NoCover);
            }
        }
    }
    Ok(Exit::Success)
}

/// What `--color auto` means: colour on a terminal, unless NO_COLOR is set
/// (to anything but the empty string, as no-color.org asks).
fn auto_color(terminal: bool, no_color: Option<&OsStr>) -> bool {
    terminal && no_color.is_none_or(OsStr::is_empty)
}

/// The binary: runs `args` against stdout and turns the result into the
/// exit status of SPEC §4 — 0 with a cover, 1 without, 2 after an error,
/// which is printed as one `error:` line on stderr. A closed stdout (the
/// reader of a pipe went away, as with `| head`) ends the run quietly with
/// status 0.
///
/// ```
/// use std::process::ExitCode;
/// // What `pokelinks --version` does: print the version, exit with 0.
/// assert_eq!(pokelinks::cli::main(["pokelinks", "--version"]), ExitCode::SUCCESS);
/// assert_eq!(pokelinks::cli::main(["pokelinks", "--max", "0"]), ExitCode::from(2));
/// ```
pub fn main<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let stdout = io::stdout();
    let terminal = auto_color(stdout.is_terminal(), env::var_os("NO_COLOR").as_deref());
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = run(args, &mut out, terminal).and_then(|exit| {
        out.flush()?;
        Ok(exit)
    });
    match result {
        Ok(Exit::Success) => ExitCode::SUCCESS,
        Ok(Exit::NoCover) => ExitCode::from(1),
        Err(Error::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            // Nothing more can be said if stderr is gone too.
            let _ = writeln!(io::stderr(), "error: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Config, Error> {
        Config::parse_from(std::iter::once("pokelinks").chain(args.iter().copied()))
    }

    fn config(args: &[&str]) -> Config {
        parse(args).unwrap_or_else(|e| panic!("{args:?}: {e}"))
    }

    fn usage_error(args: &[&str]) -> String {
        match parse(args) {
            Err(Error::Usage(message)) => message,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn defaults() {
        let c = config(&[]);
        assert_eq!(c.action, Action::Solve);
        assert_eq!((c.map, c.types, c.gyms), (None, None, vec![]));
        assert_eq!((c.kind, c.mode, c.max), (Kind::Defense, Mode::Exact, None));
        assert_eq!((c.top, c.limit, c.count), (None, DEFAULT_LIMIT, false));
        assert_eq!((c.format, c.color), (Format::Table, ColorWhen::Auto));
    }

    #[test]
    fn words_in_any_order_equal_the_options() {
        let words = config(&["O", "G2", "kanto", "A", "e4", "plain"]);
        let options = config(&[
            "--overlapping",
            "--map",
            "KANTO",
            "--attack",
            "--color",
            "never",
            "--gym",
            "G2",
            "--gym",
            "E4",
        ]);
        for c in [&words, &options] {
            assert_eq!(c.map, Some(MapChoice::Shipped("Kanto")));
            assert_eq!(
                (c.kind, c.mode, c.color),
                (Kind::Attack, Mode::Overlapping, ColorWhen::Never)
            );
        }
        assert_eq!(
            words.gyms,
            [GymChoice::Id("G2".into()), GymChoice::Id("E4".into())]
        );
        assert_eq!(
            options.gyms,
            [
                GymChoice::IdOrTown("G2".into()),
                GymChoice::IdOrTown("E4".into())
            ]
        );
    }

    #[test]
    fn single_letters_are_case_sensitive() {
        for word in ["a", "d", "e", "o", "H", "Plain", "COLOR", "Man"] {
            assert_eq!(
                usage_error(&[word]),
                format!("unknown word '{word}' (see --help)")
            );
        }
        assert_eq!(config(&["D", "E"]).kind, Kind::Defense);
        assert_eq!(config(&["g12"]).gyms, [GymChoice::Id("G12".into())]);
    }

    #[test]
    fn paths() {
        let file = |p: &str| Some(MapChoice::File(p.into()));
        assert_eq!(config(&["maps/mine"]).map, file("maps/mine"));
        assert_eq!(config(&["mine.JSON"]).map, file("mine.JSON"));
        // An existing file, with no other sign of being a path.
        assert_eq!(config(&["Cargo.toml"]).map, file("Cargo.toml"));
        assert_eq!(config(&["--map", "G1"]).map, file("G1"));
        assert_eq!(config(&["--types", "t.json"]).types, Some("t.json".into()));
    }

    #[test]
    fn contradictions_name_both_arguments_in_order() {
        let cases: [(&[&str], &str); 9] = [
            (
                &["A", "D"],
                "'A' and 'D' contradict each other (attack or defense?)",
            ),
            (&["--defense", "A"], "'--defense' and 'A' contradict"),
            (
                &["E", "--overlapping"],
                "'E' and '--overlapping' contradict each other (exact or overlapping?)",
            ),
            (
                &["plain", "color"],
                "'plain' and 'color' contradict each other (colour or not?)",
            ),
            (
                &["--color", "always", "plain"],
                "'--color always' and 'plain' contradict",
            ),
            (
                &["kanto", "johto"],
                "two maps given, 'kanto' and 'johto': choose one",
            ),
            (
                &["--map", "x.json", "kanto"],
                "two maps given, '--map x.json' and 'kanto'",
            ),
            (&["kanto", "kanto"], "two maps given"),
            (
                &["--list", "man"],
                "'--list' and 'man' contradict each other (one request at a time)",
            ),
        ];
        for (args, want) in cases {
            let message = usage_error(args);
            assert!(message.starts_with(want), "{args:?}: {message}");
        }
        // Saying the same thing twice is no contradiction.
        assert_eq!(
            config(&["A", "--attack", "color", "--color", "always"]).kind,
            Kind::Attack
        );
    }

    #[test]
    fn requests() {
        assert!(matches!(config(&["h"]).action, Action::Help(_)));
        assert!(matches!(config(&["--help"]).action, Action::Help(_)));
        // Help wins over everything else, as with clap's own flag.
        assert!(matches!(
            config(&["kanto", "--list", "h"]).action,
            Action::Help(_)
        ));
        assert!(matches!(config(&["-V"]).action, Action::Version(_)));
        assert_eq!(
            config(&["completions", "fish"]).action,
            Action::Completions(Shell::Fish)
        );
        assert_eq!(
            config(&["--completions", "zsh"]).action,
            Action::Completions(Shell::Zsh)
        );
        assert_eq!(config(&["man"]).action, Action::Man);
        assert_eq!(config(&["--man"]).action, Action::Man);
        assert!(usage_error(&["completions"]).contains("needs a shell"));
        assert!(
            usage_error(&["completions", "tcsh"]).contains("'completions tcsh': unknown shell")
        );
    }

    #[test]
    fn clap_errors_are_one_line() {
        let cases: [(&[&str], &str); 6] = [
            (
                &["--max", "0"],
                "invalid value '0' for '--max <N>': must be at least 1",
            ),
            (
                &["--top", "x"],
                "invalid value 'x' for '--top <K>': not a whole number",
            ),
            (
                &["--with", "Sound"],
                "invalid value 'Sound' for '--with <TYPING>'",
            ),
            (
                &["--format", "xml"],
                "invalid value 'xml' for '--format <FORMAT>' [possible values: table, json]",
            ),
            (
                &["--maxx", "3"],
                "unexpected argument '--maxx' found; tip: a similar argument exists: '--max'",
            ),
            (
                &["--count", "--top", "3"],
                "the argument '--count' cannot be used with '--top <K>'",
            ),
        ];
        for (args, want) in cases {
            let message = usage_error(args);
            assert!(message.starts_with(want), "{args:?}: {message}");
            assert!(
                !message.contains('\n') && !message.starts_with("error"),
                "{message}"
            );
        }
    }

    #[test]
    fn gym_lists_for_messages() {
        let text = |ids: &[&str]| {
            let gyms: Vec<String> = ids
                .iter()
                .map(|id| format!(r#"{{"id": "{id}", "town": "T{id}", "leader": "L", "attack": [], "defense": []}}"#))
                .collect();
            format!(
                r#"{{"region": "R", "generation": 1, "gyms": [{}]}}"#,
                gyms.join(",")
            )
        };
        let map = |ids: &[&str]| Map::from_json_str(&text(ids), "m.json").unwrap();
        assert_eq!(gym_ids(&map(&["G1", "G2", "G3", "E4"])), "G1…G3, E4");
        assert_eq!(gym_ids(&map(&["G1"])), "G1");
        assert_eq!(gym_ids(&map(&["E4"])), "E4");
        let m = map(&["G1", "G2", "E4"]);
        let chosen = [
            GymChoice::Id("E4".into()),
            GymChoice::IdOrTown("tg1".into()),
            GymChoice::Id("G1".into()),
        ];
        assert_eq!(select(&m, &chosen).unwrap(), [0, 2]);
        let err = select(&m, &[GymChoice::Id("G3".into())]).unwrap_err();
        assert_eq!(err.to_string(), "no gym G3 in R (gyms: G1, G2, E4)");
    }

    #[test]
    fn colour_choice() {
        let set = Some(OsStr::new("1"));
        assert!(auto_color(true, None));
        assert!(auto_color(true, Some(OsStr::new(""))));
        assert!(!auto_color(true, set));
        assert!(!auto_color(false, None));
    }
}
