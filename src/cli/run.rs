//! Running a resolved [`Config`]: load the map and its chart, select the
//! gyms, ask the problem for covers, and hand the report to the output.
//!
//! Nothing is written before every input has been checked, so an error
//! leaves the output empty.

use std::env;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use super::args::closest_region;
use super::args::command;
use super::config::{Action, Config, Format, GymChoice};
use super::error::{Error, Exit};
use super::output::{self, Report};
use super::progress::Progress;
use crate::data::Chart;
use crate::data::{
    ChartSource, DataError, Gym, GymLookupError, Loaded, Map, MapSource, read, shipped,
};
use crate::escape::escape;
use crate::problem::{Kind, Problem};
use crate::typing::Typing;

/// The map used when none is given.
const DEFAULT_REGION: &str = "Paldea";

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

/// Solves the configured problem: the covers, or the count, and what they
/// are about.
fn solve(config: &Config, progress: bool) -> Result<Report, Error> {
    let loaded = read_map(config)?;
    let (map, chart) = (&loaded.map, &loaded.chart);
    let selected = select(map, &config.gyms)?;
    let gyms: Vec<&Gym> = selected.iter().filter_map(|&i| map.gyms.get(i)).collect();
    // A map's own chart must fit the whole map; a --types chart only the
    // gyms being solved (none selected: the whole chart, no gym).
    if loaded.overridden {
        loaded.check(&gyms)?;
    } else {
        loaded.check(&map.gyms.iter().collect::<Vec<_>>())?;
    }
    let chart = chart.clone();
    let mut problem = Problem::for_gyms(&chart, config.kind, &gyms);
    let max = config.max.unwrap_or_else(|| config.kind.default_max());
    let request = problem.request(config.mode, max, &config.with, &config.without)?;
    if config.with.len() > max {
        let (_, option) = output::nouns(config.kind);
        return Err(Error::Usage(format!(
            "--with names {} {option}s but --max is {max}: no cover can hold them all",
            config.with.len()
        )));
    }
    let uncoverable = uncoverable(&chart, &problem, &config.without);
    let searching = Progress::start(progress);
    let (total, solutions) = if !uncoverable.is_empty() {
        (Some(0), Vec::new())
    } else if config.count {
        (Some(problem.count(&request)), Vec::new())
    } else if let Some(k) = config.top {
        (None, problem.top(&request, k))
    } else {
        let (teams, total) = problem.ranked(&request, config.limit);
        (Some(total), teams)
    };
    drop(searching);
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
        uncoverable,
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
    run_with_progress(args, out, terminal, false)
}

/// [`run`], with a spinner on stderr during a search that runs over a
/// second when `progress` is true and the output is a table ([`main`]
/// asks for it when stderr is a terminal).
///
/// ```
/// use pokelinks::cli::{Exit, run_with_progress};
/// let mut out = Vec::new();
/// assert_eq!(run_with_progress(["pokelinks", "kanto", "G1"], &mut out, false, true)?, Exit::Success);
/// assert!(String::from_utf8(out)?.starts_with("Map:      Kanto"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run_with_progress<I, T>(
    args: I,
    out: &mut impl Write,
    terminal: bool,
    progress: bool,
) -> Result<Exit, Error>
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
        }
        Action::Solve => {
            let report = solve(&config, progress && config.format == Format::Table)?;
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
///
/// ```
/// use pokelinks::cli::auto_color;
/// use std::ffi::OsStr;
/// assert!(auto_color(true, None) && auto_color(true, Some(OsStr::new(""))));
/// assert!(!auto_color(true, Some(OsStr::new("1"))) && !auto_color(false, None));
/// ```
pub fn auto_color(terminal: bool, no_color: Option<&OsStr>) -> bool {
    terminal && no_color.is_none_or(OsStr::is_empty)
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
    let terminal = auto_color(stdout.is_terminal(), env::var_os("NO_COLOR").as_deref());
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let progress = io::stderr().is_terminal();
    let result = run_with_progress(args, &mut out, terminal, progress).and_then(|exit| {
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
