//! Criterion benchmarks for the workloads of the performance issue, with
//! the links built once outside the timed loop, as a library user would.
//!
//! W1: count generation 9's minimal defense teams (max 4 to 7). W2: the
//! 10 best of them, and the 15 best of at most 7 and 8 members, defense and
//! attack. W3: the best 200 000 with the total, in the one pass
//! `Links::all` takes and in the two passes it falls back on. W4 (a sample):
//! gym-sized problems on shipped maps. W6: Langford pairs of order 12
//! through the generic engine. Run with `cargo bench`; whole-process times
//! against the C yardsticks are in README.md.

use criterion::{Criterion, criterion_group, criterion_main};
use pokelinks::links::Links;
use pokelinks::problem::{Kind, Problem};
use pokelinks::search::{Mode, Query};
use std::hint::black_box;

fn paldea(kind: Kind, gyms: &[&str]) -> Problem {
    let (map, chart) = pokelinks::data::load_shipped("paldea").expect("Paldea is shipped");
    let selected: Vec<_> = map
        .gyms
        .iter()
        .filter(|g| gyms.contains(&g.id.as_str()))
        .collect();
    Problem::for_gyms(&chart, kind, &selected)
}

fn whole_chart(c: &mut Criterion) {
    let mut group = c.benchmark_group("gen9-defense-overlapping");
    group.sample_size(10);
    let mut problem = paldea(Kind::Defense, &[]);
    for max in [4, 5, 6, 7] {
        let request = problem
            .request(Mode::Overlapping, max, &[], &[])
            .expect("no names to check");
        group.bench_function(format!("W1 count max {max}"), |b| {
            b.iter(|| black_box(problem.count(&request)))
        });
    }
    let request = problem
        .request(Mode::Overlapping, 6, &[], &[])
        .expect("no names to check");
    group.bench_function("W2 top 10", |b| {
        b.iter(|| black_box(problem.top(&request, 10)))
    });
    for max in [7, 8] {
        let request = problem
            .request(Mode::Overlapping, max, &[], &[])
            .expect("no names to check");
        group.bench_function(format!("W2 top 15, max {max}"), |b| {
            b.iter(|| black_box(problem.top(&request, 15)))
        });
    }
    let mut attack = paldea(Kind::Attack, &[]);
    for max in [8, 24] {
        let request = attack
            .request(Mode::Overlapping, max, &[], &[])
            .expect("no names to check");
        group.bench_function(format!("W2 attack top 15, max {max}"), |b| {
            b.iter(|| black_box(attack.top(&request, 15)))
        });
    }
    group.bench_function("W3 best 200000 and total", |b| {
        b.iter(|| black_box(problem.ranked(&request, 200_000)))
    });
    let query = Query::new(Mode::Overlapping, 6);
    group.bench_function("W3 engine only, one pass", |b| {
        b.iter(|| black_box(problem.links().all(&query, 200_000).total))
    });
    group.bench_function("W3 engine only, two passes", |b| {
        b.iter(|| black_box(problem.links().all_in_two_passes(&query, 200_000).total))
    });
    group.finish();
}

fn gyms(c: &mut Criterion) {
    let mut group = c.benchmark_group("W4 sample");
    for (name, kind, mode, gyms) in [
        (
            "paldea G1-G4 defense exact",
            Kind::Defense,
            Mode::Exact,
            &["G1", "G2", "G3", "G4"][..],
        ),
        (
            "paldea G1-G4 defense overlapping top 10",
            Kind::Defense,
            Mode::Overlapping,
            &["G1", "G2", "G3", "G4"],
        ),
        (
            "paldea E4 attack overlapping",
            Kind::Attack,
            Mode::Overlapping,
            &["E4"],
        ),
        ("paldea whole attack exact", Kind::Attack, Mode::Exact, &[]),
    ] {
        let mut problem = paldea(kind, gyms);
        let request = problem
            .request(mode, kind.default_max(), &[], &[])
            .expect("no names to check");
        if kind == Kind::Defense && mode == Mode::Overlapping {
            group.bench_function(name, |b| b.iter(|| black_box(problem.top(&request, 10))));
        } else {
            group.bench_function(name, |b| {
                b.iter(|| black_box(problem.ranked(&request, 200_000)))
            });
        }
    }
    group.finish();
}

/// Langford pairs of order `n`: value `i` in slots `j` and `j + i + 1`.
fn langford(n: usize) -> Links<usize> {
    let mut options = Vec::new();
    for i in 1..=n {
        for j in 0..2 * n - i - 1 {
            options.push((
                options.len(),
                vec![(i - 1, 1), (n + j, 1), (n + j + i + 1, 1)],
            ));
        }
    }
    Links::new((0..3 * n).collect(), options).expect("a well-formed problem")
}

fn generic(c: &mut Criterion) {
    let mut links = langford(12);
    let query = Query::new(Mode::Exact, usize::MAX);
    let mut group = c.benchmark_group("generic");
    group.sample_size(10);
    group.bench_function("W6 Langford 12", |b| {
        b.iter(|| black_box(links.count(&query)))
    });
    group.finish();
}

criterion_group!(benches, whole_chart, gyms, generic);
criterion_main!(benches);
