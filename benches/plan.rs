//! Criterion benchmark of one planner keystroke: toggling a gym, then the
//! search the worker would run for it — the state update (which brings the
//! selection onto the live links and copies them into a job) and the best
//! covers of that job, as many as the planner first asks for (a page to
//! scroll through, `state::PAGE`) — on every shipped map. The gym is G1, toggled
//! on and off in turn, so the samples mix "G1 alone" with "the whole
//! chart", the planner's heaviest default problem.
//!
//! The species the covers pane names are loaded when the planner starts,
//! outside the timed loop; a keystroke looks none up.
//!
//! Run with `cargo bench --bench plan`; the target is a median within 5 ms
//! and a worst keystroke within 16 ms (one frame), which it prints for each
//! map, of 400 timed one at a time.
//!
//! Then a key while a stale search runs: the worker is searching the whole
//! chart when the next job comes, and the time is from that job to its
//! answer. On a chart made flat (every resistance ×½, so every cover costs
//! the same and the bound of the K best prunes nothing) the stale search
//! would run for minutes; on Paldea's the `+` then `-` of `--max 8`. Each
//! beside the same job on an idle worker: a cancelled search costs the new
//! answer a millisecond or so.
//!
//! Then a team-mode keystroke: Emerald's and Sword/Shield's G1 toggled, the
//! question resolved and the page of best teams found, as the worker does
//! it.

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{KeyCode, KeyEvent};
use pokelinks::data::{Chart, shipped};
use pokelinks::plan::engine::{Live, Selection};
use pokelinks::plan::state::{App, Effect, Event};
use pokelinks::plan::update::update;
use pokelinks::plan::worker::{Outcome, Worker};
use pokelinks::problem::Kind;
use pokelinks::search::Mode;
use pokelinks::setup::{Question, Setup};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A terminal height: the planner's searches do not depend on it.
const HEIGHT: u16 = 25;

/// One keystroke: the update and the best-covers search it asks for.
fn keystroke(app: &mut App) -> usize {
    let effects = update(app, Event::Key(KeyEvent::from(KeyCode::Char('1'))));
    effects
        .into_iter()
        .map(|effect| match effect {
            Effect::Best { mut job, k, .. } => job.top(k).len(),
            _ => 0,
        })
        .sum()
}

fn toggle_a_gym(c: &mut Criterion) {
    let mut group = c.benchmark_group("plan-keystroke");
    for (region, _) in shipped::regions() {
        let question = Question::region(region).expect("shipped");
        let setup = Setup::new(&question).expect("a shipped map resolves");
        let mut app = App::new(setup, HEIGHT).expect("no pins or bans to check");
        app.start();
        // The worst keystroke of a few hundred, each timed alone: a frame
        // is 16 ms.
        let worst = (0..400)
            .map(|_| {
                let start = std::time::Instant::now();
                black_box(keystroke(&mut app));
                start.elapsed()
            })
            .max()
            .unwrap_or_default();
        eprintln!("{region}: worst of 400 keystrokes {worst:?}");
        group.bench_function(format!("toggle G1, a page of the best: {region}"), |b| {
            b.iter(|| black_box(keystroke(&mut app)))
        });
    }
    group.finish();
}

/// Generation 9's chart with every resistance made ×½.
fn flat_chart() -> Chart {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/types/gen-9.json");
    let text = std::fs::read_to_string(path).expect("the shipped chart");
    let mut chart: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    for entry in chart.as_object_mut().expect("an object").values_mut() {
        let entry = entry.as_object_mut().expect("an object");
        let mut resisted: Vec<serde_json::Value> = ["immune", "quarter", "half"]
            .iter()
            .filter_map(|list| entry.remove(*list))
            .flat_map(|list| list.as_array().expect("a list").clone())
            .collect();
        resisted.sort_by_key(|t| t.as_str().expect("a name").to_owned());
        if !resisted.is_empty() {
            entry.insert("half".into(), resisted.into());
        }
    }
    Chart::from_json_str(&chart.to_string(), "flat").expect("a valid chart")
}

/// The time from asking `worker` for the 10 best of `fresh` to its answer,
/// with the worker searching `stale` (if any) since 20 ms before.
fn answer(
    worker: &Worker,
    live: &mut Live,
    stale: Option<&Selection>,
    fresh: &Selection,
) -> Duration {
    static GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let next = || GENERATION.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
    if let Some(stale) = stale {
        live.select(stale);
        worker.best(next(), live.job(stale), 10);
        std::thread::sleep(Duration::from_millis(20));
    }
    live.select(fresh);
    let job = live.job(fresh);
    let generation = next();
    let asked = Instant::now();
    worker.best(generation, job, 10);
    loop {
        match worker.wait(Duration::from_secs(600)) {
            Some(Outcome::Best { generation: g, .. }) if g == generation => return asked.elapsed(),
            Some(_) => continue,
            None => panic!("no answer"),
        }
    }
}

fn stale_key(c: &mut Criterion) {
    let mut group = c.benchmark_group("plan-stale-key");
    group.sample_size(20);
    let (map, paldea) = pokelinks::data::load_shipped("paldea").expect("shipped");
    let selection = |max, gyms: &[usize]| {
        let mut sel = Selection::new(Kind::Defense);
        (sel.mode, sel.max, sel.gyms) = (Mode::Overlapping, max, gyms.to_vec());
        sel
    };
    let (whole, g1) = (selection(8, &[]), selection(8, &[0]));
    for (name, chart) in [("flat chart", flat_chart()), ("Paldea", paldea.clone())] {
        let mut live = Live::new(&map, &chart, [&[], &[]]);
        let worker = Worker::new();
        group.bench_function(format!("{name}: G1, max 8, idle"), |b| {
            b.iter_custom(|n| (0..n).map(|_| answer(&worker, &mut live, None, &g1)).sum())
        });
        group.bench_function(format!("{name}: G1, max 8, whole chart stale"), |b| {
            b.iter_custom(|n| {
                (0..n)
                    .map(|_| answer(&worker, &mut live, Some(&whole), &g1))
                    .sum()
            })
        });
    }
    let mut live = Live::new(&map, &paldea, [&[], &[]]);
    let worker = Worker::new();
    let nine = selection(9, &[]);
    group.bench_function("Paldea: whole chart, max 8, idle", |b| {
        b.iter_custom(|n| {
            (0..n)
                .map(|_| answer(&worker, &mut live, None, &whole))
                .sum()
        })
    });
    group.bench_function("Paldea: whole chart, max 8, max 9 stale (+ then -)", |b| {
        b.iter_custom(|n| {
            (0..n)
                .map(|_| answer(&worker, &mut live, Some(&nine), &whole))
                .sum()
        })
    });
    group.finish();
}

/// One keystroke in team mode: toggling G1 of a game (moves by the story
/// point) and the page of best teams it asks for — the worker's whole job,
/// the question resolved as `pokelinks team` resolves it, then searched.
/// Emerald, and Sword/Shield, the largest game the planner is asked about
/// (its target: a key answered within 150 ms, issue 30 item 6).
fn team_keystroke(c: &mut Criterion) {
    let mut group = c.benchmark_group("plan-team-keystroke");
    group.sample_size(20);
    for game in ["emerald", "sword"] {
        let config = pokelinks::cli::Config::parse_from(["pokelinks", "plan", "team", game])
            .expect("a command line");
        let mut app = pokelinks::cli::plan_app(&config, HEIGHT).expect("a planner");
        app.start();
        // A sample's iterations alternate G1 with the whole game, whose
        // costs differ many times over: each timed alone as well.
        let alone: Vec<Duration> = (0..4)
            .map(|_| {
                let start = Instant::now();
                black_box(team_key(&mut app));
                start.elapsed()
            })
            .collect();
        eprintln!("{game}: keystrokes alone (G1 on, off, on, off) {alone:?}");
        group.bench_function(
            format!("toggle G1, a page of the best teams: {game}"),
            |b| b.iter(|| black_box(team_key(&mut app))),
        );
    }
    group.finish();
}

/// One team-mode keystroke, `1`, and the teams of the page it asks for.
fn team_key(app: &mut App) -> usize {
    let effects = update(app, Event::Key(KeyEvent::from(KeyCode::Char('1'))));
    (effects.into_iter())
        .map(|effect| match effect {
            Effect::Team { job, k, .. } => job.top(k).map_or(0, |a| a.map_or(0, |a| a.teams.len())),
            _ => 0,
        })
        .sum()
}

criterion_group!(benches, toggle_a_gym, stale_key, team_keystroke);
criterion_main!(benches);
