//! Criterion benchmarks for one team for both sides (docs/covers.md
//! "Teams"): the 10 best teams for a game's story point and for a whole
//! generation, and the count of every minimal team before an Elite Four.
//!
//! Each workload is timed twice: the search alone (the problem built from
//! candidates already read, then searched), and the whole question (the
//! game or map read, the story point's Pokémon and moves worked out, then
//! the search), which is what a command pays before printing. Run with
//! `cargo bench --bench team`; the figures are in README.md.

use criterion::{Criterion, criterion_group, criterion_main};
use pokelinks::cli::Config;
use pokelinks::team::{Asked, TeamProblem};
use std::hint::black_box;

/// Resolves `pokelinks team WORDS…` as the command line does.
fn resolve(words: &[&str]) -> Asked {
    let args = ["pokelinks", "team"].iter().chain(words);
    let config = Config::parse_from(args).expect("a valid command line");
    let (asked, _) = Asked::new(&config.question, "--with", &config.question.with)
        .expect("the game or map is shipped, and the pins can be had");
    asked
}

/// The problem of a resolved question, its uncoverable items set aside as
/// the command line sets them aside.
fn problem(q: &Asked) -> TeamProblem {
    let mut p = q.problem();
    p.mask_uncoverable();
    p
}

fn top_10(c: &mut Criterion) {
    let mut group = c.benchmark_group("team top 10");
    group.sample_size(10);
    for (name, words) in [
        (
            "emerald before Norman, G5-G8",
            &["emerald", "G5", "G6", "G7", "G8"][..],
        ),
        (
            "red E4, Charmander, with Charizard",
            &[
                "red",
                "--version",
                "charmander",
                "E4",
                "--with",
                "charizard",
            ],
        ),
        ("paldea whole chart, 1207 Pokémon", &["paldea"]),
        ("paldea E4, 1207 Pokémon", &["paldea", "E4"]),
    ] {
        let q = resolve(words);
        group.bench_function(format!("{name}: search"), |b| {
            b.iter(|| {
                let mut p = problem(&q);
                let request = p.request(q.setup.mode, q.setup.max).expect("fits");
                black_box(p.top(&request, 10))
            })
        });
        group.bench_function(format!("{name}: whole question"), |b| {
            b.iter(|| {
                let q = resolve(words);
                let mut p = problem(&q);
                let request = p.request(q.setup.mode, q.setup.max).expect("fits");
                black_box(p.top(&request, 10))
            })
        });
    }
    group.finish();
}

fn count(c: &mut Criterion) {
    let mut group = c.benchmark_group("team count");
    group.sample_size(10);
    let q = resolve(&["emerald", "E4"]);
    group.bench_function("emerald before the Elite Four, every minimal team", |b| {
        b.iter(|| {
            let mut p = problem(&q);
            let request = p.request(q.setup.mode, q.setup.max).expect("fits");
            black_box(p.count(&request))
        })
    });
    group.finish();
}

criterion_group!(benches, top_10, count);
criterion_main!(benches);
