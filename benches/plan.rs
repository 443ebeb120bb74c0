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
//! and a worst sample within 16 ms (one frame).

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{KeyCode, KeyEvent};
use pokelinks::data::shipped;
use pokelinks::plan::state::{App, Effect, Event, update};
use pokelinks::setup::{Question, Setup};
use std::hint::black_box;

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
        group.bench_function(format!("toggle G1, a page of the best: {region}"), |b| {
            b.iter(|| black_box(keystroke(&mut app)))
        });
    }
    group.finish();
}

criterion_group!(benches, toggle_a_gym);
criterion_main!(benches);
