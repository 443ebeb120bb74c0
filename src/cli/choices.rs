//! The choices a command line makes among fixed alternatives — what to do,
//! the output format, the layout, when to colour — shared by the raw
//! arguments (`args.rs`) and the resolved [`super::Config`].

use clap::ValueEnum;
use clap_complete::Shell;

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
    /// Showdown's export text, for damage calculators and team builders
    /// (`gym`, `team`, `check`).
    Showdown,
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
/// let check = Config::parse_from(["pokelinks", "check", "water", "G1", "ground-rock"])?;
/// assert_eq!(check.action, Action::Check(vec!["water".into(), "ground-rock".into()]));
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
    /// `where NAME`: where and from when a Pokémon can be had in the game
    /// (the name's words joined by spaces).
    Where(String),
    /// `check MEMBER…`: check this team (the member words as given, to be
    /// resolved against the chart; docs/check.md).
    Check(Vec<String>),
    /// `team`: the best teams of Pokémon for both sides at once, resisting
    /// and hitting (docs/covers.md "Teams").
    Team,
    /// `gym GAME [GYM…]`: the leaders' teams as the game has them.
    Gym,
}

/// How a table is laid out (`--layout`).
///
/// ```
/// use pokelinks::cli::{Config, Layout};
/// assert_eq!(Config::parse_from(["pokelinks", "--layout", "plain"])?.layout, Some(Layout::Plain));
/// assert_eq!(Config::parse_from(["pokelinks"])?.layout, None); // player on a terminal, else plain
/// # Ok::<(), pokelinks::cli::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Layout {
    /// For a player: the question in a player's words, the Pokémon behind
    /// each typing, free slots, the best 20.
    Player,
    /// One line per cover, for pipes and scripts.
    Plain,
}
