//! Resolving the raw arguments into one [`Config`]: defaults applied once,
//! contradictions rejected with both arguments named.

use std::ffi::OsString;

use clap::FromArgMatches;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::parser::ValueSource;

use super::args::{Args, DEFAULT_POKEMON, PLAN_POKEMON, Said, command, sayings, unknown_word};
use super::choices::{Action, ColorWhen, Format, Layout};
use crate::data::GymLookupError;
use crate::data::game::VersionChoice;
use crate::error::Error;
use crate::problem::{Kind, PARTY};
use crate::search::Mode;
use crate::setup::{GymChoice, Question};
use crate::typing::Typing;

/// Everything the command line says, checked for contradictions but not yet
/// held against a map.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::problem::Kind;
/// use pokelinks::search::Mode;
/// use pokelinks::setup::MemberName;
/// let config = Config::parse_from(["pokelinks", "A", "O", "--max", "3", "--with", "fire"])?;
/// let q = &config.question;
/// assert_eq!((q.kind, q.mode, q.max), (Kind::Attack, Mode::Overlapping, Some(3)));
/// assert_eq!(q.with, [MemberName::Typing("Fire".parse()?)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// What to do.
    pub action: Action,
    /// What is asked of the data: map or game, gyms, kind, mode, members
    /// and the roster's flags, resolved against the data by
    /// [`crate::setup::Setup`].
    pub question: Question,
    /// `T` / `--both`: a check holds a team of Pokémon against both sides
    /// at once, resisting and hitting (docs/check.md "Both sides").
    pub both: bool,
    /// `--team FILE|CODE` (a check's team, or the planner's pins) or
    /// `--with-team FILE|CODE` (a team search's pins), read from
    /// Showdown's text (`src/cli/team_file.rs`).
    pub team_file: Option<std::ffi::OsString>,
    /// `--top K`.
    pub top: Option<usize>,
    /// `--limit N`; `None` for the layout's default.
    pub limit: Option<usize>,
    /// `--species TYPING`: list that typing's Pokémon instead of solving.
    pub species: Option<Typing>,
    /// `--layout`; `None` for player on a terminal, plain elsewhere.
    pub layout: Option<Layout>,
    /// `--count`.
    pub count: bool,
    /// `--partial`: set aside the items nothing covers and answer for the
    /// rest, in plain and JSON output too (the player layout and a
    /// check's table always do).
    pub partial: bool,
    /// Table or JSON.
    pub format: Format,
    /// When to colour.
    pub color: ColorWhen,
    /// `plan team`: the planner starts in team mode, the rest of the
    /// command line read as `team` reads it (docs/planner.md, "Teams").
    pub plan_team: bool,
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
    /// What a command line that says nothing more than `action` asks for:
    /// the one place every default is written.
    fn defaults(action: Action) -> Config {
        Config {
            action,
            question: Question::new(),
            both: false,
            team_file: None,
            top: None,
            limit: None,
            species: None,
            layout: None,
            count: false,
            partial: false,
            format: Format::Table,
            color: ColorWhen::Auto,
            plan_team: false,
        }
    }

    /// Parses a command line, program name first, as the binary receives it.
    ///
    /// Words and options may come in any order. Errors: clap's own (an
    /// unknown option, a bad value), an unknown word, and contradictions —
    /// attack with defense, exact with overlapping, `plain` with `color` (or
    /// with a different `--color`), two maps (a game's counts), two games,
    /// two versions, or two of `--list`, `completions` and `man`; and a
    /// game's option (`--version NAME`, `--merged`, `--all-pokemon`)
    /// without a game.
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// use pokelinks::data::game::VersionChoice;
    /// let err = Config::parse_from(["pokelinks", "E", "--overlapping"]).unwrap_err();
    /// assert_eq!(err.to_string(), "'E' and '--overlapping' contradict each other (exact or overlapping?)");
    /// assert!(Config::parse_from(["pokelinks", "--max", "0"]).is_err());
    /// let red = Config::parse_from(["pokelinks", "RED", "--version", "squirtle"])?;
    /// assert_eq!(red.question.game.map(|g| g.id.as_str()), Some("red-blue"));
    /// assert_eq!(red.question.version, VersionChoice::Named("squirtle".into()));
    /// assert!(Config::parse_from(["pokelinks", "kanto", "--merged"]).is_err());
    /// # Ok::<(), pokelinks::cli::Error>(())
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
        // `None` is `T`: both sides at once.
        let mut kind: Choice<Option<Kind>> = Choice::new("attack, defense or both?");
        let mut mode = Choice::new("exact or overlapping?");
        let mut color = Choice::new("colour or not?");
        let mut action = Choice::new("one request at a time");
        let mut maps = Vec::new();
        let mut game = Choice::new("which game?");
        let mut gyms = Vec::new();
        let mut help = false;
        let mut members = Vec::new();
        let mut towns = Vec::new();
        let mut team_word = None;
        for (_, said_as, said) in sayings(&args, &matches)? {
            match said {
                Said::Help => help = true,
                Said::Color(when) => color.set(when, said_as)?,
                Said::Kind(k) => kind.set(Some(k), said_as)?,
                Said::Team => kind.set(None, said_as)?,
                Said::Mode(m) => mode.set(m, said_as)?,
                Said::Gym(gym) => gyms.push(gym),
                Said::Map(map) => maps.push((map, said_as)),
                Said::Game(g, e) => game.set((g, e), said_as)?,
                // `team` after or before `plan` is the planner's team mode.
                Said::Action(Action::Team) => team_word = Some(said_as),
                Said::Action(a) => action.set(a, said_as)?,
                Said::Member(word) => members.push(word),
                Said::Town(word) => towns.push(word),
            }
        }
        // The same map twice is one map, as `A A` is one kind.
        if let Some((first, second)) = maps.iter().find_map(|(m, by)| {
            maps.iter()
                .find(|(n, _)| n != m)
                .map(|(_, other)| (by, other))
        }) {
            return Err(Error::Usage(format!(
                "two maps given, {first} and {second}: choose one"
            )));
        }
        // A game brings its own map: a map besides it is a second one.
        if let (Some((_, by_game)), [(_, by_map), ..]) = (&game.made, maps.as_slice()) {
            return Err(Error::Usage(format!(
                "two maps given, {by_game} (a game's) and {by_map}: choose one"
            )));
        }
        // `plan --team FILE` plans a team around its Pokémon.
        let plan_team = (team_word.is_some() || args.team.is_some())
            && matches!(action.made, Some((Action::Plan, _)));
        if let (Some(word), false) = (team_word, plan_team) {
            action.set(Action::Team, word)?;
        }
        let (game, edition) = game.get().unzip();
        // `--version` alone prints the program's; with anything else it
        // would drop the whole request (or a game's version was meant).
        let anything_else = (command().get_arguments())
            .map(|arg| arg.get_id().as_str())
            .filter(|&id| id != "version")
            .any(|id| matches.value_source(id) == Some(ValueSource::CommandLine));
        if args.version == Some(None) && anything_else {
            return Err(Error::Usage(
                "'--version' without a value prints the program's version and goes alone; a game's version is '--version NAME' (--game red --version squirtle)".into(),
            ));
        }
        let version = Self::version(&args, game.is_some())?;
        if args.all_pokemon && game.is_none() {
            return Err(Error::Usage(
                "'--all-pokemon' needs --game: a region map has no Pokédex".into(),
            ));
        }
        let game_only = [
            ("--starter", args.starter.is_some()),
            ("--by", args.by.is_some()),
            ("--anytime", args.anytime),
            ("--trade", args.trade),
            ("--all-moves", args.all_moves),
            ("--legendaries", args.legendaries),
            ("--no-grind", args.no_grind),
            ("--abilities", args.abilities.is_some()),
            ("--hidden", args.hidden),
        ];
        if let Some((flag, _)) = game_only.iter().find(|(_, given)| *given && game.is_none()) {
            return Err(Error::Usage(format!(
                "'{flag}' needs --game: a region map has no story to plan along"
            )));
        }
        let defaults = Config::defaults(if help {
            Action::Help(command().render_long_help().to_string())
        } else if args.version == Some(None) {
            Action::Version(command().render_version())
        } else {
            match action.get() {
                Some(Action::Check(_)) => Action::Check(members),
                Some(Action::Where(_)) => Action::Where(members.join(" ")),
                other => other.unwrap_or(Action::Solve),
            }
        });
        let team = defaults.action == Action::Team || plan_team;
        if let (true, Some((Some(_), by))) = (plan_team, &kind.made) {
            return Err(Error::Usage(format!(
                "'team' and {by} contradict each other ('team' covers both sides, attack and defense)"
            )));
        }
        let checking = matches!(defaults.action, Action::Check(_));
        let both = Self::both(&defaults.action, &kind.made)?;
        if args.safe.is_some_and(|n| n != 1) && !(team || both || defaults.action == Action::Plan) {
            return Err(Error::Usage(
                "'--safe=N' bounds the members of a team: 'team', 'check … T' and the planner; a cover of typings takes '--safe'".into(),
            ));
        }
        if args.moves.is_some() && !(team || both || defaults.action == Action::Plan) {
            return Err(Error::Usage(
                "'--moves' applies to teams of Pokémon: 'team', 'check … T' and the planner".into(),
            ));
        }
        if team || both {
            Self::refuse_in_team(if both { "'check … T'" } else { "'team'" }, &args)?;
        }
        let kind = kind.get().flatten().unwrap_or(defaults.question.kind);
        Self::refuse(checking, kind, &args)?;
        if args.team.is_some() && !checking && !plan_team {
            return Err(Error::Usage(
                "'--team FILE' reads a check's team (check --team FILE [gyms] [game]) or the planner's pins (plan --team FILE); a team search takes --with-team FILE".into(),
            ));
        }
        if args.with_team.is_some() && defaults.action != Action::Team {
            return Err(Error::Usage(
                "'--with-team FILE' pins a team search's Pokémon: team --with-team FILE [gyms] [game]".into(),
            ));
        }
        if let (Some(_), Action::Check(words)) = (&args.team, &defaults.action)
            && let Some(word) = words.first()
        {
            return Err(Error::Usage(format!(
                "member '{}' and '--team': name the team once, by words or by --team",
                crate::escape::shorten(word)
            )));
        }
        if args.format == Format::Showdown && !Self::writes_sets(&defaults.action) {
            return Err(Error::Usage(
                "'--format showdown' writes Pokémon: with 'gym', 'team' or 'check' (other answers are a table or JSON)".into(),
            ));
        }
        if defaults.action == Action::Plan {
            Self::refuse_in_plan(&args)?;
        }
        // A team is a set of members, so a check finishes it, and a team
        // search builds it, with overlapping covers unless E asks for
        // exact ones (docs/check.md, docs/covers.md "Teams").
        let default_mode = if checking || team {
            Mode::Overlapping
        } else {
            defaults.question.mode
        };
        let mut config = Config {
            question: Question {
                map: maps.pop().map(|(choice, _)| choice),
                game,
                version,
                all_pokemon: args.all_pokemon,
                types: args.types,
                gyms,
                kind,
                mode: mode.get().unwrap_or(default_mode),
                max: args.max,
                with: once_each(args.with),
                without: once_each(args.without),
                obtainable: args.obtainable,
                safe: args.safe.is_some(),
                safe_most: args.safe.map_or(1, usize::from),
                weak: args.weak,
                pokemon: args.pokemon.unwrap_or(match defaults.action {
                    Action::Plan => PLAN_POKEMON,
                    _ => DEFAULT_POKEMON,
                }),
                edition: edition.flatten(),
                starter: args.starter,
                by: args.by.map(GymChoice::IdOrTown),
                anytime: args.anytime,
                trade: args.trade,
                all_moves: args.all_moves,
                legendaries: args.legendaries,
                no_grind: args.no_grind,
                abilities: args.abilities.as_deref() != Some("off"),
                hidden: args.hidden,
                tera: Vec::new(),
                moves: args.moves.map_or(crate::team::MOVES, usize::from),
            },
            both,
            team_file: args.team.or(args.with_team),
            top: args.top,
            limit: args.limit,
            species: args.species,
            layout: args.layout,
            count: args.count,
            partial: args.partial,
            format: args.format,
            color: color.get().unwrap_or(defaults.color),
            plan_team,
            ..defaults
        };
        let towns = Self::towns(&config.question, &towns)?;
        config.question.gyms.extend(towns);
        Ok(config)
    }

    /// The gyms that `words` name by a town or leader of the question's
    /// map, as `--gym` names them ([`crate::data::Map::find_gym`], which
    /// also says, when the map is read, which of two gyms a word could
    /// mean); a word the map has no gym for is an unknown word.
    fn towns(question: &Question, words: &[String]) -> Result<Vec<GymChoice>, Error> {
        if words.is_empty() {
            return Ok(Vec::new());
        }
        // Every version of a game has the same towns.
        let map = match question.game {
            Some(game) => game.load(&VersionChoice::First, &[])?.0,
            None => crate::setup::read_map(question)?.map,
        };
        (words.iter())
            .map(|word| match map.find_gym(word) {
                Err(GymLookupError::NotFound) => Err(unknown_word(word)),
                _ => Ok(GymChoice::IdOrTown(word.clone())),
            })
            .collect()
    }

    /// Whether the action's answer is Pokémon, which Showdown's text can
    /// write.
    fn writes_sets(action: &Action) -> bool {
        matches!(action, Action::Gym | Action::Team | Action::Check(_))
    }

    /// Whether `T` (both sides) was said, where it means something: in a
    /// check, or with `team` (which covers both sides anyway); `team`
    /// with `A` or `D` is a contradiction.
    fn both(action: &Action, said: &Option<(Option<Kind>, String)>) -> Result<bool, Error> {
        match (action, said) {
            (Action::Team, Some((Some(_), by))) => Err(Error::Usage(format!(
                "'team' and {by} contradict each other ('team' covers both sides, attack and defense)"
            ))),
            (Action::Check(_), Some((None, _))) => Ok(true),
            (Action::Team | Action::Help(_) | Action::Version(_), _) => Ok(false),
            (_, Some((None, by))) => Err(Error::Usage(format!(
                "{by} holds a team on both sides in a check (check MEMBER… T); the team search is the word 'team'"
            ))),
            _ => Ok(false),
        }
    }

    /// The version of the game that `--version NAME` and `--merged` choose.
    fn version(args: &Args, game: bool) -> Result<VersionChoice, Error> {
        let named = args.version.as_ref().and_then(Option::as_deref);
        let choice = match (named, args.merged) {
            (Some(name), true) if !name.trim().eq_ignore_ascii_case("all") => {
                return Err(Error::Usage(format!(
                    "'--version {name}' and '--merged' contradict each other (which version?)"
                )));
            }
            (_, true) => VersionChoice::All,
            (Some(name), false) if name.trim().eq_ignore_ascii_case("all") => VersionChoice::All,
            (Some(name), false) => VersionChoice::Named(name.to_owned()),
            (None, false) => VersionChoice::First,
        };
        if !game && choice != VersionChoice::First {
            let said =
                named.map_or_else(|| "'--merged'".to_owned(), |n| format!("'--version {n}'"));
            return Err(Error::Usage(format!(
                "{said} needs --game: only a game has versions"
            )));
        }
        Ok(choice)
    }

    /// Rejects options that mean nothing here: `--safe` and `--weak` on
    /// attack covers (attack types take no hits), and `--with` or `--count`
    /// in a check (the members are its `--with`; it counts nothing).
    fn refuse(checking: bool, kind: Kind, args: &Args) -> Result<(), Error> {
        let flag = [("--safe", args.safe.is_some()), ("--weak", args.weak)]
            .into_iter()
            .find(|&(_, given)| given);
        if let (Kind::Attack, Some((flag, _))) = (kind, flag) {
            return Err(Error::Usage(format!(
                "{flag} applies to defense covers only (attack types take no hits)"
            )));
        }
        if checking && !args.with.is_empty() {
            return Err(Error::Usage(
                "'check' takes no --with: its members are what every completion contains".into(),
            ));
        }
        if checking && args.count {
            return Err(Error::Usage("'check' takes no --count".into()));
        }
        Ok(())
    }

    /// Rejects what a team of Pokémon (`what`: `team`, `check … T`) cannot
    /// honour: more members than a [`PARTY`], the one rule the planner
    /// keeps too, and `--species`, which lists a typing's Pokémon where a
    /// team's answer lists teams.
    fn refuse_in_team(what: &str, args: &Args) -> Result<(), Error> {
        if let Some(max) = args.max.filter(|&max| max > PARTY) {
            return Err(Error::Usage(format!(
                "--max {max}: a team is a party, at most {PARTY} Pokémon"
            )));
        }
        if args.species.is_some() {
            return Err(Error::Usage(format!(
                "{what} takes no --species: it answers with teams (--species TYPING lists a typing's Pokémon without {what})"
            )));
        }
        Ok(())
    }

    /// Rejects what the planner cannot honour: it shows every cover on
    /// the terminal, a page at a time, so options about what a listing
    /// prints (`--top`, `--limit`, `--count`, `--format`, `--layout`,
    /// `--species`) would be silently ignored. Everything else it honours
    /// (docs/planner.md, "Options").
    fn refuse_in_plan(args: &Args) -> Result<(), Error> {
        let given = [
            ("--top", args.top.is_some()),
            ("--limit", args.limit.is_some()),
            ("--count", args.count),
            ("--format json", args.format == Format::Json),
            ("--layout", args.layout.is_some()),
            ("--species", args.species.is_some()),
        ];
        match given.into_iter().find(|&(_, given)| given) {
            Some((flag, _)) => Err(Error::Usage(format!(
                "'plan' takes no {flag}: the planner shows every cover on the terminal, a page at a time (x prints the one taken)"
            ))),
            None => Ok(()),
        }
    }

    /// Help and version requests arrive from clap as errors; everything
    /// else clap rejects becomes one line (its first: the usage block and
    /// tips that follow are left out, per the error contract).
    fn from_clap_error(e: &clap::Error) -> Result<Config, Error> {
        let action = match e.kind() {
            // clap has rendered the help it was asked for, short or long.
            ErrorKind::DisplayHelp => Action::Help(e.render().to_string()),
            _ => {
                // clap quotes the value refused whole, and the reason may
                // again: cut to the length every message quotes.
                let mut line = one_line(&e.render().to_string());
                if let Some(ContextValue::String(value)) = e.get(ContextKind::InvalidValue) {
                    line = line.replace(value.as_str(), &crate::escape::shorten(value));
                }
                return Err(Error::Usage(line));
            }
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

/// The names in their first-given order, each once: `--with Water --with
/// water` asks for Water once (docs/limits.md).
fn once_each<T: PartialEq>(names: Vec<T>) -> Vec<T> {
    let mut seen = Vec::with_capacity(names.len());
    for name in names {
        if !seen.contains(&name) {
            seen.push(name);
        }
    }
    seen
}
