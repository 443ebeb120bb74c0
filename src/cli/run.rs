//! Running a resolved [`Config`]: load the map and its chart, select the
//! gyms, ask the problem for covers, and hand the report to the output.
//!
//! Nothing is written before every input has been checked, so an error
//! leaves the output empty.

use std::env;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use super::args::{DEFAULT_LIMIT, DEFAULT_PLAYER_LIMIT, closest_region, command};
use super::config::{Action, Config, Format, GymChoice, Layout, Member};
use super::error::{Error, Exit};
use super::output::{self, GameListing, GameReport, Report};
use super::player;
use super::progress::Progress;
use crate::check;
use crate::data::game::{self, Game, GameMap};
use crate::data::{
    Chart, ChartSource, DataError, Gym, GymLookupError, Loaded, Map, MapSource, Pokedex, read,
    shipped,
};
use crate::escape::escape;
use crate::problem::{Kind, Problem};
use crate::typing::Typing;

/// The map used when none is given.
const DEFAULT_REGION: &str = "Paldea";

/// `G1…G8, E4, K1…K8`: the gym ids of a map, for messages.
fn gym_ids(map: &Map) -> String {
    let ids: Vec<&str> = map.gyms.iter().map(|g| g.id.as_str()).collect();
    // Ids are G1, G2, … then E4 then K1, K2, … with no gap (the map loader
    // checks), so a long run is shown by its ends.
    let run = |prefix: char| -> Vec<String> {
        let run: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| id.starts_with(prefix))
            .collect();
        match run.as_slice() {
            [first, _, .., last] => vec![format!("{first}…{last}")],
            short => short.iter().map(|id| (*id).to_owned()).collect(),
        }
    };
    let mut parts = run('G');
    parts.extend(
        ids.iter()
            .filter(|id| **id == "E4")
            .map(|id| (*id).to_owned()),
    );
    parts.extend(run('K'));
    parts.join(", ")
}

/// The map and chart of a `--game` run, in the chosen version (with the
/// `--types` chart instead of the game's, if given), and what the header
/// says about the game.
fn load_game(game: &Game, config: &Config) -> Result<(Map, Chart, GameReport), Error> {
    let (map, mut chart, version) = game.load(&config.version)?;
    if let Some(types) = &config.types {
        chart = Chart::from_file(types)?;
        map.check_against(&chart, &game.title(), &types.display().to_string())?;
    }
    let versions: Vec<String> = map.versions.iter().map(|v| v.name.clone()).collect();
    let version = match config.version {
        game::VersionChoice::All if !versions.is_empty() => Some("all".to_owned()),
        _ => version,
    };
    let report = GameReport {
        id: game.id.to_owned(),
        name: game.title(),
        version,
        versions,
        dex: Vec::new(),
        all_pokemon: config.all_pokemon,
    };
    Ok((map, chart, report))
}

/// The chart's typings that no Pokémon of the game's Pokédexes has: the
/// options a `--game` defense run leaves out. Also names the Pokédexes in
/// the report.
fn outside_dex(game: &Game, chart: &Chart, report: &mut GameReport) -> Result<Vec<Typing>, Error> {
    let dexes = game.dexes()?;
    let allowed = game.typings()?;
    report.dex = dexes.into_iter().map(|d| d.name).collect();
    Ok(chart
        .typings()
        .iter()
        .copied()
        .filter(|t| allowed.binary_search(t).is_err())
        .collect())
}

/// `G3 Vermilion City (Lt. Surge)`: a gym as a message names it.
fn gym_names(gyms: &[&Gym]) -> String {
    let named: Vec<String> = gyms
        .iter()
        .map(|g| format!("{} {} ({})", g.id, g.town, g.leader))
        .collect();
    named.join(", ")
}

/// The indices of the selected gyms in map order, each once. A word such as
/// `G3` is an id; a `--gym` value is matched by [`Map::find_gym`] (id,
/// town or leader, folded, or a unique prefix).
fn select(map: &Map, gyms: &[GymChoice]) -> Result<Vec<usize>, Error> {
    let mut selected = Vec::new();
    for choice in gyms {
        let found = match choice {
            GymChoice::Id(id) => map
                .gyms
                .iter()
                .position(|g| g.id.eq_ignore_ascii_case(id))
                .ok_or_else(|| format!("no gym {id} in {} (gyms: {})", map.region, gym_ids(map))),
            GymChoice::IdOrTown(key) => match map.find_gym(key) {
                Ok(gym) => Ok(map.gyms.iter().position(|g| g.id == gym.id).unwrap_or(0)),
                Err(GymLookupError::NotFound) => {
                    let all: Vec<&Gym> = map.gyms.iter().collect();
                    Err(format!(
                        "no gym, town or leader '{key}' in {} (accepted: {})",
                        map.region,
                        gym_names(&all)
                    ))
                }
                Err(GymLookupError::Ambiguous(candidates)) => Err(format!(
                    "'{key}' matches more than one gym in {}: {}",
                    map.region,
                    gym_names(&candidates)
                )),
            },
        };
        selected.push(found.map_err(Error::Usage)?);
    }
    selected.sort_unstable();
    selected.dedup();
    Ok(selected)
}

/// The typing a `--with` or `--without` value stands for: a Pokémon is
/// looked up in the generation's species (defense only: attack covers pick
/// attack types, not typings).
pub(super) fn resolve(
    flag: &str,
    members: &[Member],
    kind: Kind,
    dex: &mut Option<Pokedex>,
    generation: u8,
) -> Result<Vec<Typing>, Error> {
    let mut typings = Vec::with_capacity(members.len());
    for member in members {
        let typing = match member {
            Member::Typing(t) => *t,
            Member::Name(name) if kind == Kind::Attack => {
                return Err(Error::Usage(format!(
                    "{flag} {name}: attack covers choose attack types, not Pokémon"
                )));
            }
            Member::Name(name) => {
                let dex = dex.get_or_insert_with(|| species_of(generation));
                dex.find(name)
                    .map_err(|e| Error::Usage(format!("{flag} {name}: {e}")))?
                    .typing
            }
        };
        if !typings.contains(&typing) {
            typings.push(typing);
        }
    }
    Ok(typings)
}

/// The typings `--with` and `--without` stand for, in that order (see
/// [`resolve`]); `dex` keeps the species if a name needed them.
fn constraints(
    config: &Config,
    generation: u8,
    dex: &mut Option<Pokedex>,
) -> Result<(Vec<Typing>, Vec<Typing>), Error> {
    let with = resolve("--with", &config.with, config.kind, dex, generation)?;
    let without = resolve("--without", &config.without, config.kind, dex, generation)?;
    Ok((with, without))
}

/// The Pokémon of a map's generation; maps are checked to be of 1 to 9.
pub(super) fn species_of(generation: u8) -> Pokedex {
    shipped::species(generation).expect("a map's generation is 1 to 9 (the map loader checks)")
}

/// The items of `problem` that no option covers, or none but the
/// `without` ones: with any, no cover exists, and the output names them
/// rather than answering "0 covers" with nothing to explain it.
fn uncoverable(chart: &Chart, problem: &Problem, without: &[Typing]) -> Vec<Typing> {
    let kind = problem.kind();
    let options: Vec<Typing> = match kind {
        Kind::Defense => chart.typings().to_vec(),
        Kind::Attack => chart.attack_types().iter().map(|&t| t.into()).collect(),
    };
    let covers = |item: Typing, option: Typing| {
        let multiplier = match kind {
            Kind::Defense => chart.multiplier(item.first(), option),
            Kind::Attack => chart.multiplier(option.first(), item),
        };
        multiplier.and_then(|m| kind.value(m)).is_some()
    };
    problem
        .items()
        .iter()
        .copied()
        .filter(|&item| {
            !options
                .iter()
                .any(|&o| !without.contains(&o) && covers(item, o))
        })
        .collect()
}

/// The configured map and chart (of the `--game` if one is chosen, with
/// what the report says of it), checked against each other, and the
/// indices of the selected gyms.
pub(super) fn load_selected(
    config: &Config,
) -> Result<(Map, Chart, Vec<usize>, Option<GameReport>), Error> {
    if let Some(game) = config.game {
        let (map, chart, report) = load_game(game, config)?;
        let selected = select(&map, &config.gyms)?;
        return Ok((map, chart, selected, Some(report)));
    }
    let loaded = read_map(config)?;
    let selected = select(&loaded.map, &config.gyms)?;
    // A map's own chart must fit the whole map; a --types chart only the
    // gyms being solved (none selected: the whole chart, no gym).
    let checked: Vec<&Gym> = if loaded.overridden {
        selected.iter().map(|&i| &loaded.map.gyms[i]).collect()
    } else {
        loaded.map.gyms.iter().collect()
    };
    loaded.check(&checked)?;
    Ok((loaded.map, loaded.chart, selected, None))
}

/// Reads the configured map (Paldea when none is given) and chart, not yet
/// checked against each other. A map path that does not exist but is
/// close to a region's name gets a suggestion.
fn read_map(config: &Config) -> Result<Loaded, Error> {
    let default = MapSource::Shipped(DEFAULT_REGION);
    let source = config.map.as_ref().unwrap_or(&default);
    let types = config.types.as_deref().map(ChartSource::named);
    read(source, types.as_ref()).map_err(|e| {
        let missing =
            matches!(&e, DataError::Read { kind, .. } if *kind == io::ErrorKind::NotFound);
        let suggestion = match source {
            MapSource::File(path) if missing && e.file() == path.display().to_string() => {
                path.to_str().and_then(closest_region)
            }
            _ => None,
        };
        match suggestion {
            Some(region) => Error::Usage(format!("{e} (did you mean {}?)", region.to_lowercase())),
            None => Error::Data(e),
        }
    })
}

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
/// configured map (or `--game`, whose Pokédex then restricts the defense
/// options as in a solve, unless `--all-pokemon`), gyms, mode, pins and
/// bans, and the words that name the map again in the command line printed
/// on leaving.
fn plan_app(config: &Config, height: u16) -> Result<crate::plan::state::App, Error> {
    let default = MapSource::Shipped(DEFAULT_REGION);
    let source = config.map.as_ref().unwrap_or(&default);
    let (map, chart, gyms, _) = load_selected(config)?;
    let (pins, bans) = constraints(config, map.generation, &mut None)?;
    let mut words = match config.game {
        Some(game) => {
            let mut words = vec!["--game".to_owned(), game.id.to_owned()];
            match &config.version {
                game::VersionChoice::First => {}
                game::VersionChoice::Named(v) => words.extend(["--version".to_owned(), v.clone()]),
                game::VersionChoice::All => words.extend(["--version".into(), "all".into()]),
            }
            if config.all_pokemon {
                words.push("--all-pokemon".to_owned());
            }
            words
        }
        None => vec![match source {
            MapSource::Shipped(region) => region.to_lowercase(),
            MapSource::File(path) => path.display().to_string(),
        }],
    };
    if let Some(types) = &config.types {
        words.extend(["--types".to_owned(), types.display().to_string()]);
    }
    let mut selection = crate::plan::engine::Selection::new(config.kind);
    selection.mode = config.mode;
    selection.max = config.max.unwrap_or(selection.max);
    selection.gyms = gyms;
    selection.pins = pins;
    selection.bans = bans;
    let app = crate::plan::state::App::new(map, &chart, words, selection, height)
        .map_err(Error::Usage)?;
    match config.game {
        Some(game) if !config.all_pokemon => app.in_game(game).map_err(Error::Usage),
        _ => Ok(app),
    }
}

/// Solves the configured problem: the covers, or the count, and what they
/// are about.
fn solve(config: &Config, player: bool, progress: bool) -> Result<Report, Error> {
    let (map, chart, selected, mut game) = load_selected(config)?;
    let gyms: Vec<&Gym> = selected.iter().filter_map(|&i| map.gyms.get(i)).collect();
    let mut dex = None;
    let (with, mut without) = constraints(config, map.generation, &mut dex)?;
    let mut problem = Problem::for_gyms(&chart, config.kind, &gyms);
    // --obtainable leaves out, as if by --without, the typings no Pokémon of
    // the generation's own games holds.
    let unobtainable: Vec<Typing> = if config.obtainable && config.kind == Kind::Defense {
        let dex = dex.get_or_insert_with(|| species_of(map.generation));
        let obtainable = dex.obtainable_typings();
        (problem.options().into_iter())
            .filter(|t| obtainable.binary_search(t).is_err() && !with.contains(t))
            .collect()
    } else {
        Vec::new()
    };
    let user_without = without.clone();
    let max = config.max.unwrap_or_else(|| config.kind.default_max());
    // A game's Pokédex restricts a defense run's options to its typings;
    // attack options are attack types, which no Pokédex restricts.
    let outside = match (config.game, &mut game) {
        (Some(g), Some(report)) if config.kind == Kind::Defense && !config.all_pokemon => {
            outside_dex(g, &chart, report)?
        }
        _ => Vec::new(),
    };
    if let Some(t) = with.iter().find(|t| outside.contains(t)) {
        let dex = game.as_ref().map_or_else(String::new, |g| g.dex.join(", "));
        return Err(Error::Usage(format!(
            "--with {t}: no Pokémon of the Pokédex ({dex}) has this typing \
             (--all-pokemon allows every typing of generation {})",
            map.generation
        )));
    }
    // --safe is --without for every typing weak to an item; a --with
    // typing stays, being the player's own choice (docs/check.md).
    let weak_out = config
        .safe
        .then(|| check::safe_without(&chart, problem.items(), &with, &[]));
    // What --obtainable, a Pokédex or --safe leaves out, as if by --without.
    let mut left_out: Vec<Typing> = (unobtainable.iter().chain(&outside))
        .chain(weak_out.iter().flatten())
        .copied()
        .collect();
    left_out.sort_unstable();
    left_out.dedup();
    without.extend(
        left_out
            .iter()
            .copied()
            .filter(|t| !user_without.contains(t)),
    );
    let request = problem.request(config.mode, max, &with, &without)?;
    if with.len() > max {
        let (_, option) = output::nouns(config.kind);
        return Err(Error::Usage(format!(
            "--with names {} {option}s but --max is {max}: no cover can hold them all",
            with.len()
        )));
    }
    let uncoverable = uncoverable(&chart, &problem, &without);
    let limit = config.limit.unwrap_or(if player {
        DEFAULT_PLAYER_LIMIT
    } else {
        DEFAULT_LIMIT
    });
    // The spinner counts the covers found as it goes, except for --top,
    // whose passes look at covers again and prune most unseen.
    let searching = Progress::start(progress, config.top.is_none());
    let request = match searching.counter() {
        Some(counter) => request.progress(counter),
        None => request,
    };
    let (total, solutions) = if !uncoverable.is_empty() {
        (Some(0), Vec::new())
    } else if config.count {
        (Some(problem.count(&request)), Vec::new())
    } else if let Some(k) = config.top {
        (None, problem.top(&request, k))
    } else {
        let (teams, total) = problem.ranked(&request, limit);
        (Some(total), teams)
    };
    drop(searching);
    // Names are looked up only where they are shown: the player layout and
    // JSON; a plain listing never reads the species.
    let named = config.pokemon > 0 && (player || config.format == Format::Json);
    let pokemon = if named && config.kind == Kind::Defense {
        // With a game, the Pokémon named are the game's own, where it has
        // any of that typing (--all-pokemon can pick typings it has not).
        let members = match (config.game, config.all_pokemon) {
            (Some(g), false) => Some(g.members()?),
            _ => None,
        };
        let dex = dex.get_or_insert_with(|| species_of(map.generation));
        let mut shown: Vec<Typing> = solutions
            .iter()
            .flat_map(|t| t.types.iter().copied())
            .collect();
        shown.sort_unstable();
        shown.dedup();
        (shown.into_iter())
            .map(|t| {
                let in_game =
                    |s: &&crate::data::Species| members.as_ref().is_none_or(|m| m.contains(s));
                let names = (dex.of_typing(t).filter(in_game))
                    .take(config.pokemon)
                    .map(|s| s.name.clone());
                (t, names.collect())
            })
            .collect()
    } else {
        Vec::new()
    };
    let options = (problem.options().into_iter())
        .filter(|t| left_out.binary_search(t).is_err())
        .collect();
    let weak = (config.weak || config.safe).then(|| {
        let items = problem.items();
        let weak = |team: &crate::problem::Team| check::weaknesses(&chart, items, &team.types);
        solutions.iter().map(weak).collect()
    });
    Ok(Report {
        weak,
        left_out: weak_out,
        region: map.region.clone(),
        generation: map.generation,
        game,
        gyms: gyms.iter().map(|g| g.id.clone()).collect(),
        kind: config.kind,
        mode: config.mode,
        max,
        with,
        without: user_without,
        items: problem.items().to_vec(),
        options,
        uncoverable,
        total,
        solutions,
        pokemon,
        limited: config.limit.is_none(),
    })
}

/// Lists the Pokémon of a typing in the chosen map's generation.
fn species_list(
    config: &Config,
    typing: Typing,
    out: &mut impl Write,
    color: bool,
) -> Result<Exit, Error> {
    let (map, _, _, _) = load_selected(config)?;
    let dex = species_of(map.generation);
    let list: Vec<&crate::data::Species> = dex.of_typing(typing).collect();
    match config.format {
        Format::Json => output::species_json(map.generation, typing, &list, out)?,
        Format::Table => output::species_table(map.generation, typing, &list, out, color)?,
    }
    Ok(if list.is_empty() {
        Exit::NoCover
    } else {
        Exit::Success
    })
}

/// What the listing says about each game.
fn game_listing() -> Result<Vec<GameListing>, Error> {
    game::games()
        .iter()
        .map(|g| {
            let (map, _, _) = g.load(&game::VersionChoice::First)?;
            let map_name = match g.map {
                GameMap::File(name) => format!("data/games/{name}.json"),
                GameMap::Region(region) => format!("{region} region map"),
            };
            Ok(GameListing {
                id: g.id.to_owned(),
                name: g.name.to_owned(),
                generation: g.generation,
                aliases: g.aliases.iter().map(|&a| a.to_owned()).collect(),
                map: map_name,
                dex: g.dexes()?.into_iter().map(|d| d.identifier).collect(),
                versions: map.versions.into_iter().map(|v| v.name).collect(),
            })
        })
        .collect()
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
            // A map given with --list is listed alone, checked as a solve
            // would check it; else every shipped map.
            let maps: Vec<Map> = match &config.map {
                Some(_) => {
                    let loaded = read_map(&config)?;
                    if !loaded.overridden {
                        loaded.check(&loaded.map.gyms.iter().collect::<Vec<_>>())?;
                    }
                    vec![loaded.map]
                }
                None => shipped::regions()
                    .filter_map(|(region, _)| crate::data::load_shipped(region).map(|(m, _)| m))
                    .collect(),
            };
            match config.format {
                Format::Table => output::list(&maps, out, color)?,
                Format::Json => output::list_json(&maps, out)?,
            }
            if config.map.is_none() && config.format == Format::Table {
                writeln!(out)?;
                output::list_games(&game_listing()?, out)?;
            }
        }
        Action::Solve if config.species.is_some() => {
            let typing = config.species.expect("checked by the guard");
            return species_list(&config, typing, out, color);
        }
        Action::Check(ref words) => return super::check::run(&config, words, out, color),
        Action::Plan => plan(&config, out)?,
        Action::Solve => {
            let report = solve(
                &config,
                player && config.format == Format::Table,
                progress && config.format == Format::Table,
            )?;
            match (config.format, config.count) {
                (Format::Table, true) => writeln!(out, "{}", report.total.unwrap_or(0))?,
                (Format::Table, false) if player => player::table(&report, out, color)?,
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

/// Where the output goes, as far as the answer's look is concerned.
///
/// ```
/// use pokelinks::cli::Screen;
/// use std::ffi::OsStr;
/// assert_eq!(Screen::new(true, Some(OsStr::new(""))), Screen { terminal: true, no_color: false });
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
}

impl Screen {
    /// A pipe or a file: plain rows, no colour unless asked for.
    pub const PIPE: Screen = Screen {
        terminal: false,
        no_color: false,
    };

    /// The screen of a process whose stdout is (or is not) a terminal, with
    /// NO_COLOR as given.
    pub fn new(terminal: bool, no_color: Option<&OsStr>) -> Screen {
        Screen {
            terminal,
            no_color: no_color.is_some_and(|v| !v.is_empty()),
        }
    }
}

/// Whether stdout was closed when the program started (`>&-`). The
/// standard library then opens `/dev/null` read-write in its place, so the
/// answer would be lost with status 0; a shell's `> /dev/null` opens it
/// write-only, which tells the two apart. Linux shows both facts under
/// `/proc` without unsafe code; elsewhere the check says no.
fn stdout_closed() -> bool {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        let same_file = |a: &std::fs::Metadata, b: &std::fs::Metadata| {
            (a.dev(), a.ino(), a.rdev()) == (b.dev(), b.ino(), b.rdev())
        };
        let null = std::fs::metadata("/dev/null");
        let out = std::fs::metadata("/proc/self/fd/1");
        let (Ok(null), Ok(out)) = (null, out) else {
            return false;
        };
        if !same_file(&null, &out) {
            return false;
        }
        let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
        let flags = info
            .lines()
            .find_map(|l| l.strip_prefix("flags:"))
            .and_then(|f| u32::from_str_radix(f.trim(), 8).ok());
        // O_ACCMODE is 3 and O_RDWR 2 on Linux.
        flags.is_some_and(|f| f & 3 == 2)
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

/// The binary: runs `args` against stdout and turns the result into the
/// exit status of docs/formats.md — 0 with a cover, 1 without, 2 after an error,
/// which is printed as one `error:` line on stderr. A closed stdout (the
/// reader of a pipe went away, as with `| head`) ends the run quietly with
/// status 0; a stdout closed from the start (`>&-`) is an error, status 2.
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
    if stdout_closed() {
        let _ = writeln!(
            io::stderr(),
            "error: cannot write the output: standard output is closed"
        );
        return ExitCode::from(2);
    }
    let screen = Screen::new(stdout.is_terminal(), env::var_os("NO_COLOR").as_deref());
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
        let config = Config::parse_from(["pokelinks", "plan", "yellow", "G1"]).unwrap();
        let mut app = plan_app(&config, 24).unwrap();
        app.start();
        assert_eq!(app.command(), "pokelinks --game yellow G1 --max 6");
        let allowed = game::find("yellow").unwrap().typings().unwrap();
        assert!(!app.options.is_empty());
        assert!(app.options.iter().all(|t| allowed.contains(t)));
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
        assert!(app.sel.outside.is_empty());
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
            err.starts_with("--with Ghost-Poison: no Pokémon of Emerald's Pokédex"),
            "{err}"
        );
        let config =
            Config::parse_from(["pokelinks", "plan", "emerald", "A", "--with", "Ghost"]).unwrap();
        assert!(plan_app(&config, 24).is_ok());
    }

    fn t(name: &str) -> Typing {
        name.parse().unwrap()
    }

    #[test]
    fn items_only_left_out_typings_resist_are_stranded() {
        let chart = shipped::chart(1).unwrap();
        // In generation 1 every typing with Electric, Grass, Dragon or
        // Ground resists Electric (or is immune), and nothing else does.
        let resists = |typing: &Typing| {
            typing.types().any(|x| {
                matches!(
                    x,
                    crate::Type::Electric
                        | crate::Type::Grass
                        | crate::Type::Dragon
                        | crate::Type::Ground
                )
            })
        };
        let outside: Vec<Typing> = chart.typings().iter().copied().filter(resists).collect();
        let items = [t("Electric"), t("Normal")];
        let problem = Problem::new(&chart, Kind::Defense, Some(&items));
        assert_eq!(uncoverable(&chart, &problem, &outside), [t("Electric")]);
        // Keep one resisting typing and Electric is coverable again.
        let all_but_one: Vec<Typing> = outside
            .iter()
            .copied()
            .filter(|&x| x != t("Ground"))
            .collect();
        assert!(uncoverable(&chart, &problem, &all_but_one).is_empty());
        assert!(uncoverable(&chart, &problem, &[]).is_empty());
    }
}
