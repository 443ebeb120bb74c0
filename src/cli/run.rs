//! Running a resolved [`Config`]: load the map and its chart, select the
//! gyms, ask the problem for covers, and hand the report to the output.
//!
//! Nothing is written before every input has been checked, so an error
//! leaves the output empty.

use std::env;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use super::args::command;
use super::config::{Action, Config, Format, GymChoice};
use super::error::{Error, Exit};
use super::output::{self, Report};
use crate::data::{Gym, Map, MapSource, load, shipped};
use crate::problem::Problem;

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

/// Runs the live planner (`plan`) on the configured map, gyms and mode;
/// prints the cover taken, if any, once the terminal is restored. The
/// planner draws on the terminal even when stdout is redirected, so
/// `--color auto` asks only NO_COLOR.
fn plan(config: &Config, out: &mut impl Write) -> Result<(), Error> {
    let color = config
        .color
        .resolve(auto_color(true, env::var_os("NO_COLOR").as_deref()));
    let default = MapSource::Shipped(DEFAULT_REGION);
    let source = config.map.as_ref().unwrap_or(&default);
    let (map, chart) = load(source, config.types.as_deref())?;
    let gyms = select(&map, &config.gyms)?;
    let mut words = vec![match source {
        MapSource::Shipped(region) => region.to_lowercase(),
        MapSource::File(path) => path.display().to_string(),
    }];
    if let Some(types) = &config.types {
        words.extend(["--types".to_owned(), types.display().to_string()]);
    }
    let mut selection = crate::plan::engine::Selection::new(config.kind);
    selection.mode = config.mode;
    selection.max = config.max.unwrap_or(selection.max);
    selection.gyms = gyms;
    selection.pins = config.with.clone();
    selection.bans = config.without.clone();
    let app =
        crate::plan::state::App::new(map, &chart, words, selection, 24).map_err(Error::Usage)?;
    // A terminal that cannot be had or kept is not an output error.
    let chosen = crate::plan::run(app, color).map_err(|e| Error::Usage(format!("plan: {e}")))?;
    if let Some(chosen) = chosen {
        write!(out, "{chosen}")?;
    }
    Ok(())
}

/// Solves the configured problem: the covers, or the count, and what they
/// are about.
fn solve(config: &Config) -> Result<Report, Error> {
    let default = MapSource::Shipped(DEFAULT_REGION);
    let (map, chart) = load(
        config.map.as_ref().unwrap_or(&default),
        config.types.as_deref(),
    )?;
    let selected = select(&map, &config.gyms)?;
    let gyms: Vec<&Gym> = selected.iter().filter_map(|&i| map.gyms.get(i)).collect();
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
                .filter_map(|(region, _)| crate::data::load_shipped(region).map(|(map, _)| map))
                .collect();
            output::list(&maps, out, color)?;
        }
        Action::Plan => plan(&config, out)?,
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
