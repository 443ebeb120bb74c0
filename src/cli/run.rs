//! Running a resolved [`Config`]: resolve its question into a [`Setup`],
//! ask the problem for covers, and hand the report to the output.
//!
//! Nothing is written before every input has been checked, so an error
//! leaves the output empty.

use std::env;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use super::args::{DEFAULT_LIMIT, DEFAULT_PLAYER_LIMIT, command};
use super::choices::{Action, Format, Layout};
use super::config::Config;
use super::exit::Exit;
use super::output::{self, GameListing, GameReport, Later, Report};
use super::player;
use super::progress::Progress;
use crate::data::game::{self, Game};
use crate::data::{Map, shipped};
use crate::error::Error;
use crate::escape::escape;
use crate::profile::{self, Profile};
use crate::roster::Member;
use crate::roster::Reason;
use crate::search::Mode;
use crate::setup::{MemberName, Setup};
use crate::typing::Typing;
use crate::weak::weaknesses;
use crate::wrap::{PIPE_WIDTH, UNBOUNDED, Wrap};

/// Runs the live planner (`plan`) on the configured map, gyms and mode;
/// prints the cover taken, if any, once the terminal is restored. The
/// planner draws on the terminal even when stdout is redirected, so
/// `--color auto` asks only NO_COLOR.
pub(super) fn plan(config: &Config, out: &mut impl Write) -> Result<(), Error> {
    let screen = Screen::new(true, env::var_os("NO_COLOR").as_deref());
    let color = config.color.resolve(!screen.no_color);
    let app = plan_app(config, 24)?;
    // A terminal that cannot be had or kept is not an output error.
    let chosen = crate::plan::run(app, color).map_err(|e| Error::Usage(format!("plan: {e}")))?;
    if let Some(chosen) = chosen {
        write!(out, "{chosen}")?;
    }
    Ok(())
}

/// The planner's starting state for a terminal `height` rows high: the
/// configured setup, as a solve would resolve it (`plan team`: as a team
/// search would, in team mode).
///
/// ```
/// use pokelinks::cli::{Config, plan_app};
/// let config = Config::parse_from(["pokelinks", "plan", "team", "kanto", "G1", "E"])?;
/// let app = plan_app(&config, 24)?;
/// assert!(app.teaming);
/// let err = plan_app(&Config::parse_from(["pokelinks", "plan", "team", "kanto", "--with", "water"])?, 24).unwrap_err();
/// assert_eq!(err.to_string(), "--with Water: a team's members are Pokémon: name one (--with NAME)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn plan_app(config: &Config, height: u16) -> Result<crate::plan::state::App, Error> {
    if config.plan_team {
        let (pinned, read) = super::team_file::with_pins(config)?;
        return plan_team_app(&pinned, height).map_err(|e| super::team_file::locate(e, &read));
    }
    let setup = Setup::new(&config.question)?;
    // The planner's own refusals are usage errors of the command line.
    crate::plan::state::App::new(setup, height).map_err(|e| Error::Usage(e.to_string()))
}

/// `plan team …`: the planner in team mode, its pins, bans, size and mode
/// those of the command line read as `team` reads it — resolved once here,
/// by the team search's own path, so that a bad one is refused as
/// `pokelinks team` refuses it, before the screen opens. The covers of the
/// other kinds start with none of them, exact.
fn plan_team_app(config: &Config, height: u16) -> Result<crate::plan::state::App, Error> {
    let question = &config.question;
    let resolved = crate::team::Resolved::of(question)?;
    let bans = (question.without.iter())
        .map(|name| match name {
            MemberName::Typing(t) => t.to_string(),
            MemberName::Pokemon(given) => {
                (resolved.setup.pool.find(given)).map_or_else(|_| given.clone(), |s| s.name.clone())
            }
        })
        .collect();
    let setup = Setup::new(&crate::setup::Question {
        with: Vec::new(),
        without: Vec::new(),
        mode: crate::search::Mode::Exact,
        ..question.clone()
    })?;
    let mut app =
        crate::plan::state::App::new(setup, height).map_err(|e| Error::Usage(e.to_string()))?;
    app.teaming = true;
    app.team = crate::plan::team::TeamChoices {
        pins: resolved.with,
        bans,
        max: resolved.setup.max,
        mode: question.mode,
    };
    // Pins follow the player: the team's are defense covers' too.
    app.share_pins(true, &[]);
    Ok(app)
}

/// Solves the configured problem: the covers, or the count, and what they
/// are about.
fn solve(config: &Config, player: bool, progress: bool) -> Result<Report, Error> {
    let setup = Setup::answering(&config.question)?;
    let question = &config.question;
    let gyms = setup.gyms();
    let mut problem = setup.problem(None);
    let (with, excluded) = (setup.with_profiles(), profile::bare(&setup.excluded()));
    let max = setup.max;
    let mut request = problem.request(setup.mode, max, &with, &excluded)?;
    setup.kind.with_fits(with.len(), max)?;
    let mut uncoverable = setup.uncoverable(problem.items());
    // The player layout (and --partial) sets aside what nothing covers and
    // answers for the rest; plain and JSON output keep the strict answer.
    let all_items = problem.items().to_vec();
    let partial = (player || config.partial).then(|| {
        let without = setup.without_typings();
        crate::partial::set_aside(&setup, &setup.pool, &setup.roster, &all_items, &without)
    });
    if let Some(aside) = partial.as_deref().filter(|a| !a.is_empty()) {
        let rest = crate::partial::rest(&all_items, aside);
        problem = setup.problem(Some(&rest));
        request = problem.request(setup.mode, max, &with, &excluded)?;
        uncoverable.clear();
    }
    let limit = config.limit.unwrap_or(if player {
        DEFAULT_PLAYER_LIMIT
    } else {
        DEFAULT_LIMIT
    });
    // `--top K` by the bound while it pays; past it, the listing's walk.
    let bounded = config.top.filter(|&k| k < TOP_BY_LISTING);
    // The spinner counts the covers found as it goes, except for the
    // bound, whose passes look at covers again and prune most unseen.
    let searching = Progress::start(progress, bounded.is_none().then_some("covers"));
    let request = match searching.counter() {
        Some(counter) => request.progress(counter),
        None => request,
    };
    let (total, solutions) = if !uncoverable.is_empty() {
        (Some(0), Vec::new())
    } else if config.count {
        (Some(problem.count(&request)), Vec::new())
    } else if let Some(k) = bounded {
        (None, problem.top(&request, k))
    } else {
        let (teams, total) = problem.ranked(&request, config.top.unwrap_or(limit));
        (Some(total), teams)
    };
    drop(searching);
    // An exact search that found nothing says whether an overlapping one
    // would (the Elite Four of most games has no exact cover).
    let none = total == Some(0) || (total.is_none() && solutions.is_empty());
    let overlapping =
        (player && none && setup.mode == Mode::Exact && uncoverable.is_empty()).then(|| {
            let request = problem.request(Mode::Overlapping, max, &with, &excluded);
            request.is_ok_and(|r| !problem.top(&r, 1).is_empty())
        });
    // Names are looked up only where they are shown: the player layout and
    // JSON; a plain listing never reads the species.
    let named = question.pokemon > 0 && (player || config.format == Format::Json);
    let pokemon = if named {
        let mut shown: Vec<Profile> = (solutions.iter())
            .flat_map(|t| t.types.iter().copied())
            .collect();
        shown.sort_unstable();
        shown.dedup();
        let behind = setup.pool.behind(setup.kind, &shown, question.pokemon);
        // Attack covers outside a game name nobody: no names at all.
        if behind.iter().all(|(_, b)| b.is_empty()) {
            Vec::new()
        } else {
            behind
        }
    } else {
        Vec::new()
    };
    let options = (problem.options().into_iter())
        .filter(|t| setup.roster.allows(t.typing))
        .collect();
    // Weaknesses count every selected attack type, set aside or not: a
    // Dragon move still hits.
    let weak = (question.weak || question.safe).then(|| {
        let weak = |team: &crate::problem::Team| weaknesses(&setup.chart, &all_items, &team.types);
        solutions.iter().map(weak).collect()
    });
    let gym_ids = gyms.iter().map(|g| g.id.clone()).collect();
    let later = (setup.later(&uncoverable).into_iter())
        .map(|l| Later {
            item: l.item,
            point: l.from.map(|k| setup.point_name(k)),
            pokemon: l.pokemon,
        })
        .collect();
    // Why nothing covers: whether the other kinds have an answer (not in
    // JSON, whose document is the strict answer, nor with --count).
    let elsewhere = if !uncoverable.is_empty() && config.format == Format::Table && !config.count {
        let this = match setup.kind {
            crate::problem::Kind::Defense => crate::elsewhere::Other::Defense,
            crate::problem::Kind::Attack => crate::elsewhere::Other::Attack,
        };
        crate::elsewhere::line(&crate::elsewhere::others(question, this, true))
    } else {
        String::new()
    };
    Ok(Report {
        elsewhere,
        later,
        weak,
        left_out: question
            .safe
            .then(|| setup.roster.left_out_for(Reason::Weak)),
        region: setup.map.region.clone(),
        generation: setup.map.generation,
        game: GameReport::of(&setup),
        gyms: gym_ids,
        kind: setup.kind,
        mode: setup.mode,
        max,
        with,
        without: setup.without.iter().map(Member::profile).collect(),
        items: problem.items().to_vec(),
        options,
        uncoverable,
        total,
        solutions,
        pokemon,
        limited: config.limit.is_none(),
        set_aside: partial,
        overlapping,
        noted: crate::data::foes::noted(&gyms),
    })
}

/// Lists the Pokémon of a typing in the chosen map's generation.
fn species_list(
    config: &Config,
    typing: Typing,
    out: &mut impl Write,
    color: bool,
) -> Result<Exit, Error> {
    let setup = Setup::new(&config.question)?;
    let generation = setup.map.generation;
    let list: Vec<&crate::data::Species> = setup.pool.species().of_typing(typing).collect();
    match config.format {
        Format::Json => output::species_json(generation, typing, &list, out)?,
        _ => output::species_table(generation, typing, &list, out, color)?,
    }
    Ok(if list.is_empty() {
        Exit::NoCover
    } else {
        Exit::Success
    })
}

/// What the listing says about each game.
fn game_listing(games: &[Game]) -> Result<Vec<GameListing>, Error> {
    games
        .iter()
        .map(|g| {
            let (map, _, _) = g.load(&game::VersionChoice::First, &[])?;
            let map_name = format!("data/games/{}.json", g.id);
            Ok(GameListing {
                id: g.id.to_owned(),
                name: g.name.to_owned(),
                generation: g.generation,
                aliases: g.aliases.clone(),
                map: map_name,
                dex: g.dexes()?.into_iter().map(|d| d.identifier).collect(),
                versions: map
                    .versions
                    .iter()
                    .map(|v| v.name.raw().to_owned())
                    .collect(),
            })
        })
        .collect()
}

/// `check --team FILE|CODE`: the team read from Showdown's text, checked
/// as its member words would be ([`super::team_file`]), a refusal named
/// by its set and line.
fn check_file(
    config: &Config,
    source: &OsStr,
    out: &mut impl Write,
    color: bool,
) -> Result<Exit, Error> {
    let kind = (!config.both).then_some(config.question.kind);
    let read = super::team_file::words(source, &config.question, kind)?;
    let words: Vec<String> = read.iter().map(|r| r.word.clone()).collect();
    let mut config = config.clone();
    config.question.tera = read.iter().filter_map(|r| r.tera.clone()).collect();
    let checked = if config.both {
        super::check_both::run(&config, &words, out, color)
    } else {
        super::check::run(&config, &words, out, color)
    };
    checked.map_err(|e| super::team_file::locate(e, &read))
}

/// Runs a command line, writing the answer to `out`.
///
/// `screen` says where the output goes ([`main`] works that out): it picks
/// what `--color auto` and the default layout mean. Every input is checked
/// before anything is written, so on an error `out` is untouched.
///
/// ```
/// use pokelinks::cli::{Error, Exit, Screen, run};
/// let mut out = Vec::new();
/// assert!(matches!(run(["pokelinks", "G42"], &mut out, Screen::PIPE), Err(Error::Usage(_))));
/// assert!(out.is_empty());
/// ```
pub fn run<I, T>(args: I, out: &mut impl Write, screen: Screen) -> Result<Exit, Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    run_with_progress(args, out, screen, false)
}

/// [`run`], with a spinner on stderr during a search that runs over a
/// second when `progress` is true and the output is a table ([`main`]
/// asks for it when stderr is a terminal).
///
/// ```
/// use pokelinks::cli::{Exit, Screen, run_with_progress};
/// let mut out = Vec::new();
/// assert_eq!(run_with_progress(["pokelinks", "kanto", "G1"], &mut out, Screen::PIPE, true)?, Exit::Success);
/// assert!(String::from_utf8(out)?.starts_with("Map:      Kanto"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run_with_progress<I, T>(
    args: I,
    out: &mut impl Write,
    screen: Screen,
    progress: bool,
) -> Result<Exit, Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let config = Config::parse_from(args)?;
    let color = config.color.resolve(screen.terminal && !screen.no_color);
    let player = config.layout.unwrap_or(if screen.terminal {
        Layout::Player
    } else {
        Layout::Plain
    }) == Layout::Player;
    // Text for people wraps to the screen's width; documents, scripts and
    // the planner's command line (read back by a shell) are left whole.
    let text = config.format == Format::Table
        && !matches!(
            config.action,
            Action::Completions(_) | Action::Man | Action::Plan
        );
    if !text {
        return answer(&config, out, color, player, progress);
    }
    let mut wrapped = Wrap::new(&mut *out, screen.width);
    let exit = answer(&config, &mut wrapped, color, player, progress)?;
    wrapped.flush()?;
    Ok(exit)
}

/// Runs `config`'s action, writing its answer to `out`.
fn answer(
    config: &Config,
    out: &mut impl Write,
    color: bool,
    player: bool,
    progress: bool,
) -> Result<Exit, Error> {
    match config.action {
        Action::Help(ref text) | Action::Version(ref text) => out.write_all(text.as_bytes())?,
        Action::Completions(shell) => {
            // clap_complete panics on a write error, so it writes to memory.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(), "pokelinks", &mut script);
            out.write_all(&script)?;
        }
        Action::Man => clap_mangen::Man::new(command()).render(out)?,
        Action::List => {
            // A map given with --list is listed alone, checked as a solve
            // would check it; a game, its own gyms (of the version asked
            // for) and its line; else every shipped map, then every game.
            let question = &config.question;
            let (maps, games): (Vec<Map>, _) = match (&question.map, question.game) {
                (Some(_), _) => {
                    let loaded = crate::setup::read_map(question)?;
                    if !loaded.overridden {
                        loaded.check(&loaded.map.gyms.iter().collect::<Vec<_>>())?;
                    }
                    (vec![loaded.map], None)
                }
                (None, Some(game)) => {
                    let (map, _, _) = game.load(&question.version, &[])?;
                    (vec![map], Some(game_listing(std::slice::from_ref(game))?))
                }
                (None, None) => (
                    shipped::regions()
                        .filter_map(|(region, _)| crate::data::load_shipped(region).map(|(m, _)| m))
                        .collect(),
                    Some(game_listing(game::games())?),
                ),
            };
            // Config refuses `--format showdown` here: tables or JSON.
            match config.format {
                Format::Json => output::list_json(&maps, games.as_deref(), out)?,
                _ => output::list(&maps, out, color)?,
            }
            if let (Some(games), Format::Table) = (&games, config.format) {
                writeln!(out)?;
                output::list_games(games, out)?;
            }
        }
        Action::Solve if config.species.is_some() => {
            let typing = config.species.expect("checked by the guard");
            return species_list(config, typing, out, color);
        }
        Action::Check(ref words) => {
            return match &config.team_file {
                Some(source) => check_file(config, source, out, color),
                None if config.both => super::check_both::run(config, words, out, color),
                None => super::check::run(config, words, out, color),
            };
        }
        Action::Where(ref name) => return super::where_::run(config, name, out),
        Action::Gym => return super::gym::run(config, out),
        Action::Plan => plan(config, out)?,
        Action::Team => {
            return super::team::run(config, out, color, player, progress);
        }
        Action::Solve => {
            let report = solve(
                config,
                player && config.format == Format::Table,
                progress && config.format == Format::Table,
            )?;
            match (config.format, config.count) {
                (Format::Table, true) => writeln!(out, "{}", report.total.unwrap_or(0))?,
                (Format::Table, false) if player => player::table(&report, out, color)?,
                (Format::Table, false) => output::table(&report, out, color)?,
                (Format::Json | Format::Showdown, _) => output::json(&report, out)?,
            }
            if !report.found() {
                return Ok(Exit::NoCover);
            }
        }
    }
    Ok(Exit::Success)
}

/// The `--top K` from which the K best are found by walking every cover
/// (the listing's path, which counts them too) rather than by the bound:
/// measured on Paldea's whole chart overlapping (58,324,044 covers,
/// release build), the bound took 0.27 s and 47 MB for 50,000 against the
/// walk's 0.50 s and 43 MB, but 0.91 s and 83 MB for 100,000 against
/// 0.67 s and 75 MB, and 1.54 s against 0.99 s for 200,000: the bound
/// prunes less the more covers it keeps.
const TOP_BY_LISTING: usize = 65_536;

/// Where the output goes, as far as the answer's look is concerned.
///
/// ```
/// use pokelinks::cli::Screen;
/// use std::ffi::OsStr;
/// assert_eq!(Screen::new(true, Some(OsStr::new(""))), Screen { terminal: true, no_color: false, width: 80 });
/// assert!(Screen::new(true, Some(OsStr::new("1"))).no_color);
/// assert!(!Screen::PIPE.terminal);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    /// Whether stdout is a terminal: colour (unless `no_color`) and the
    /// player layout by default.
    pub terminal: bool,
    /// Whether NO_COLOR is set to something other than the empty string (as
    /// no-color.org asks): no colour unless asked for.
    pub no_color: bool,
    /// The columns text is wrapped to ([`crate::wrap`]): `COLUMNS`, else
    /// the terminal's, else [`PIPE_WIDTH`].
    pub width: usize,
}

impl Screen {
    /// A pipe or a file: plain rows, no colour unless asked for.
    pub const PIPE: Screen = Screen {
        terminal: false,
        no_color: false,
        width: PIPE_WIDTH,
    };

    /// The screen of a process whose stdout is (or is not) a terminal, with
    /// NO_COLOR as given, [`PIPE_WIDTH`] columns wide.
    pub fn new(terminal: bool, no_color: Option<&OsStr>) -> Screen {
        Screen {
            terminal,
            no_color: no_color.is_some_and(|v| !v.is_empty()),
            width: PIPE_WIDTH,
        }
    }
}

/// The width text is wrapped to: `COLUMNS` when it holds a width (POSIX's
/// variable for the user's preferred width), else the terminal's when
/// stdout is one and says its size, else none ([`UNBOUNDED`]: a pipe's
/// lines stay whole).
fn width(terminal: bool, columns: Option<&str>) -> usize {
    if let Some(n) = columns.and_then(|c| c.trim().parse::<usize>().ok())
        && n > 0
    {
        return n;
    }
    match terminal.then(crossterm::terminal::size) {
        Some(Ok((columns, _))) if columns > 0 => usize::from(columns),
        Some(_) => PIPE_WIDTH,
        None => UNBOUNDED,
    }
}

/// The binary: runs `args` against stdout and turns the result into the
/// exit status of docs/formats.md — 0 with a cover, 1 without, 2 after an error,
/// which is printed as one `error:` line on stderr. A closed stdout (the
/// reader of a pipe went away, as with `| head`) ends the run quietly with
/// status 0. A stdout on `/dev/null` is written to, however it was opened
/// (docs/limits.md, "Standard output").
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
    let mut screen = Screen::new(stdout.is_terminal(), env::var_os("NO_COLOR").as_deref());
    screen.width = width(screen.terminal, env::var("COLUMNS").ok().as_deref());
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let progress = io::stderr().is_terminal();
    let result = run_with_progress(args, &mut out, screen, progress).and_then(|exit| {
        out.flush()?;
        Ok(exit)
    });
    match result {
        Ok(Exit::Success) => ExitCode::SUCCESS,
        Ok(Exit::NoCover) => ExitCode::from(1),
        Err(Error::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            // Nothing more can be said if stderr is gone too.
            // Messages quote map data and arguments: escaped, so neither
            // can send control sequences to the terminal.
            let _ = writeln!(io::stderr(), "error: {}", escape(&e.to_string()));
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `plan yellow G1` is `plan --game yellow G1`: the game's map, its
    /// Pokédex's typings only, and `--game` in the command line.
    #[test]
    fn plan_with_a_game_restricts_and_names_it() {
        let config = Config::parse_from(["pokelinks", "plan", "yellow", "G2"]).unwrap();
        let mut app = plan_app(&config, 24).unwrap();
        app.start();
        assert_eq!(app.command(), "pokelinks --game yellow G2 --max 6");
        let allowed = game::find("yellow").unwrap().typings().unwrap();
        assert!(!app.options.is_empty());
        assert!(app.options.iter().all(|t| allowed.contains(&t.typing)));
        let config = Config::parse_from([
            "pokelinks",
            "plan",
            "--game",
            "yellow",
            "--version",
            "all",
            "--all-pokemon",
        ])
        .unwrap();
        let app = plan_app(&config, 24).unwrap();
        assert!(app.sel.left_out.is_empty());
        assert_eq!(
            app.command(),
            "pokelinks --game yellow --version all --all-pokemon --max 6"
        );
        // A pin of a typing outside the Pokédex is refused, as in a solve;
        // in attack, Pokédexes restrict nothing.
        let config =
            Config::parse_from(["pokelinks", "plan", "emerald", "--with", "gengar"]).unwrap();
        let err = plan_app(&config, 24).unwrap_err().to_string();
        assert!(
            err.starts_with("--with gengar: Gengar is not in Emerald's Pokédex"),
            "{err}"
        );
        let config =
            Config::parse_from(["pokelinks", "plan", "emerald", "--with", "ghost-poison"]).unwrap();
        let err = plan_app(&config, 24).unwrap_err().to_string();
        assert!(
            err.starts_with("--with Ghost-Poison: no Pokémon of the Pokédex (Original Hoenn)"),
            "{err}"
        );
        let config =
            Config::parse_from(["pokelinks", "plan", "emerald", "A", "--with", "Ghost"]).unwrap();
        assert!(plan_app(&config, 24).is_ok());
    }

    /// The planner honours the command line's flags (item 11 of issue 22):
    /// `--safe`, `--weak`, `--pokemon`, `--max`, the mode and kind, the
    /// game and its version.
    #[test]
    fn plan_honours_the_command_lines_flags() {
        let planned = |args: &[&str]| {
            let mut all = vec!["pokelinks", "plan"];
            all.extend(args);
            let mut app = plan_app(&Config::parse_from(all).unwrap(), 24).unwrap();
            app.start();
            app
        };
        let app = planned(&["kanto", "G1", "O", "--safe", "--pokemon", "1", "--max", "4"]);
        assert!(app.safe && app.weak);
        assert_eq!((app.sel.max, app.sel.mode), (4, Mode::Overlapping));
        assert_eq!(app.names_per_typing, 1);
        assert_eq!(app.command(), "pokelinks kanto G1 O --max 4 --safe");
        let app = planned(&["kanto", "--weak"]);
        assert!(app.weak && !app.safe);
        // Two names per typing unless told; none with --pokemon 0.
        assert_eq!(
            (
                planned(&["kanto"]).names_per_typing,
                planned(&["kanto"]).names
            ),
            (2, true)
        );
        assert!(!planned(&["kanto", "--pokemon", "0"]).names);
        // Attack starts at 4 members unless --max says otherwise.
        assert_eq!(planned(&["kanto", "A"]).sel.max, 4);
        assert_eq!(planned(&["kanto", "A", "--max", "9"]).sel.max, 9);
        let app = planned(&["red", "--version", "squirtle"]);
        assert_eq!(app.versions().unwrap().0, "Squirtle");
        assert_eq!(
            app.command(),
            "pokelinks --game red --version squirtle --max 6 --partial"
        );
        // A pin given on the command line keeps its name, and can be
        // taken back in the picker (item 1).
        let mut app = planned(&["red", "G1", "--with", "Bulbasaur"]);
        assert_eq!(app.side().pins[0].to_string(), "Bulbasaur");
        assert!(
            app.command().ends_with("--with Bulbasaur"),
            "{}",
            app.command()
        );
        app.picker = Some(crate::plan::state::Picker {
            purpose: crate::plan::state::Purpose::Pin,
            filter: "bulbasaur".into(),
            highlight: 0,
        });
        assert_eq!(app.offers()[0].to_string(), "Bulbasaur (Grass-Poison)");
        let enter = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Enter);
        crate::plan::update::update(&mut app, crate::plan::state::Event::Key(enter));
        assert!(app.side().pins.is_empty() && app.sel.pins.is_empty());
    }
}
