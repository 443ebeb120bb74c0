//! Resolving the raw arguments into one [`Config`]: defaults applied once,
//! contradictions rejected with both arguments named.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::ErrorKind;
use clap::{FromArgMatches, ValueEnum};
use clap_complete::Shell;

use super::args::{Args, DEFAULT_LIMIT, Said, command, sayings};
use super::error::Error;
use crate::data::MapSource;
use crate::problem::Kind;
use crate::search::Mode;
use crate::typing::Typing;

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
    /// Run the live terminal planner (the word `plan`).
    Plan,
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
    pub map: Option<MapSource>,
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
    /// What a command line that says nothing more than `action` asks for:
    /// the one place every default is written.
    fn defaults(action: Action) -> Config {
        Config {
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
        }
    }

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
        let defaults = Config::defaults(if help {
            Action::Help(command().render_long_help().to_string())
        } else {
            action.get().unwrap_or(Action::Solve)
        });
        Ok(Config {
            map: maps.pop().map(|(choice, _)| choice),
            types: args.types,
            gyms,
            kind: kind.get().unwrap_or(defaults.kind),
            mode: mode.get().unwrap_or(defaults.mode),
            max: args.max,
            with: args.with,
            without: args.without,
            top: args.top,
            limit: args.limit,
            count: args.count,
            format: args.format,
            color: color.get().unwrap_or(defaults.color),
            ..defaults
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
        Ok(Config::defaults(action))
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
