//! Property tests on random small charts: the Pokémon problems — defense and
//! attack, exact and overlapping, with `--with`, `--without`, item subsets
//! and hidden items and options — against a brute force written here that
//! checks every subset of options straight from the chart's multipliers.

mod common;

use pokelinks::Typing;
use pokelinks::chart::Chart;
use pokelinks::problem::{Kind, Problem, Team};
use pokelinks::search::Mode;
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::ops::ControlFlow;

/// A random chart as JSON: 4–8 types, 5–16 typings, random multipliers.
fn chart() -> impl Strategy<Value = String> {
    let types = proptest::sample::subsequence(pokelinks::Type::ALL.to_vec(), 4..=8);
    types.prop_flat_map(|types| {
        let n = types.len();
        let typing = (0..n, proptest::option::of(0..n)).prop_map(move |(a, b)| (a, b));
        let typings = proptest::collection::vec(typing, 5..=16);
        let rows = proptest::collection::vec(proptest::collection::vec(0usize..6, n), 16);
        (Just(types), typings, rows).prop_map(|(types, typings, rows)| {
            let mut chart: BTreeMap<String, BTreeMap<&str, Vec<String>>> = BTreeMap::new();
            for (t, &(a, b)) in typings.iter().enumerate() {
                let typing = match b {
                    Some(b) if b != a => format!("{}-{}", types[a], types[b]),
                    _ => types[a].to_string(),
                };
                let name: Typing = typing.parse().unwrap();
                let mut lists: BTreeMap<&str, Vec<String>> = BTreeMap::new();
                for (attack, &m) in types.iter().zip(&rows[t]) {
                    let list = ["immune", "quarter", "half", "normal", "double", "quadruple"][m];
                    lists.entry(list).or_default().push(attack.to_string());
                }
                chart.insert(name.to_string(), lists);
            }
            serde_json::to_string(&chart).unwrap()
        })
    })
}

/// What to ask of a chart, as indices to be taken modulo the sizes there.
#[derive(Clone, Debug)]
struct Ask {
    attack: bool,
    exact: bool,
    max: usize,
    items: Vec<usize>,
    with: Vec<usize>,
    without: Vec<usize>,
    hide_items: Vec<usize>,
    hide_options: Vec<usize>,
}

fn ask() -> impl Strategy<Value = Ask> {
    let few = || proptest::collection::vec(0usize..64, 0..3);
    (
        any::<bool>(),
        any::<bool>(),
        // Mostly small, sometimes anything up to `usize::MAX`.
        prop_oneof![3 => 1usize..8, 1 => any::<usize>()],
        proptest::collection::vec(0usize..64, 0..10),
        few(),
        few(),
        few(),
        few(),
    )
        .prop_map(
            |(attack, exact, max, items, with, without, hide_items, hide_options)| Ask {
                attack,
                exact,
                max,
                items,
                with,
                without,
                hide_items,
                hide_options,
            },
        )
}

fn pick(names: &[Typing], at: &[usize]) -> Vec<Typing> {
    if names.is_empty() {
        return Vec::new();
    }
    let mut v: Vec<Typing> = at.iter().map(|&i| names[i % names.len()]).collect();
    v.sort();
    v.dedup();
    v
}

/// The value option `o` gives item `i`, if it covers it.
fn value(chart: &Chart, kind: Kind, item: Typing, option: Typing) -> Option<u32> {
    let m = match kind {
        Kind::Defense => chart.multiplier(item.first(), option)?,
        Kind::Attack => chart.multiplier(option.first(), item)?,
    };
    common::value(kind, m)
}

/// Every cover by brute force, in the SPEC's order.
#[allow(clippy::too_many_arguments)]
fn brute(
    chart: &Chart,
    kind: Kind,
    mode: Mode,
    max: usize,
    items: &[Typing],
    options: &[Typing],
    with: &[Typing],
    without: &[Typing],
) -> Vec<Team> {
    let covers = |o: Typing, i: Typing| value(chart, kind, i, o).is_some();
    // Options that cover no item take no part, unless required.
    let usable: Vec<Typing> = options
        .iter()
        .copied()
        .filter(|&o| {
            !without.contains(&o) && (with.contains(&o) || items.iter().any(|&i| covers(o, i)))
        })
        .collect();
    if with.iter().any(|w| !usable.contains(w)) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for mask in 0u32..1 << usable.len() {
        let set: Vec<Typing> = (0..usable.len())
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| usable[k])
            .collect();
        if set.len() > max || with.iter().any(|w| !set.contains(w)) {
            continue;
        }
        let count = |i: Typing| set.iter().filter(|&&o| covers(o, i)).count();
        let ok = match mode {
            Mode::Exact => items.iter().all(|&i| count(i) == 1),
            Mode::Overlapping => {
                items.iter().all(|&i| count(i) >= 1)
                    && set.iter().all(|&o| {
                        with.contains(&o) || items.iter().any(|&i| covers(o, i) && count(i) == 1)
                    })
            }
        };
        if !ok {
            continue;
        }
        let rank = items
            .iter()
            .map(|&i| {
                let values = set.iter().filter_map(|&o| value(chart, kind, i, o));
                match (mode, kind) {
                    (Mode::Exact, _) => values.sum(),
                    (_, Kind::Defense) => values.min().unwrap_or(0),
                    (_, Kind::Attack) => values.max().unwrap_or(0),
                }
            })
            .sum();
        out.push(Team { rank, types: set });
    }
    common::sort(kind, &mut out);
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn problems_on_random_charts_agree_with_brute_force(text in chart(), ask in ask()) {
        let chart = Chart::from_json_str(&text, "random.json").unwrap();
        let kind = if ask.attack { Kind::Attack } else { Kind::Defense };
        let mode = if ask.exact { Mode::Exact } else { Mode::Overlapping };
        let (all_items, all_options): (Vec<Typing>, Vec<Typing>) = {
            let attack: Vec<Typing> = chart.attack_types().iter().map(|&t| Typing::from(t)).collect();
            match kind {
                Kind::Defense => (attack, chart.typings().to_vec()),
                Kind::Attack => (chart.typings().to_vec(), attack),
            }
        };
        let items = if ask.items.is_empty() { all_items.clone() } else { pick(&all_items, &ask.items) };
        let with = pick(&all_options, &ask.with);
        let without: Vec<Typing> = pick(&all_options, &ask.without).into_iter().filter(|t| !with.contains(t)).collect();
        let hidden_items = pick(&items, &ask.hide_items);
        let hidden_options: Vec<Typing> =
            pick(&all_options, &ask.hide_options).into_iter().filter(|t| !with.contains(t)).collect();

        let mut problem = Problem::new(&chart, kind, Some(&items));
        let request = problem.request(mode, ask.max, &with, &without).unwrap();
        problem.links().mask_items(&hidden_items);
        problem.links().mask_options(&hidden_options);
        let before = problem.links().clone();

        let visible: Vec<Typing> = items.iter().copied().filter(|i| !hidden_items.contains(i)).collect();
        let options: Vec<Typing> = all_options.iter().copied().filter(|o| !hidden_options.contains(o)).collect();
        let expected = brute(&chart, kind, mode, ask.max, &visible, &options, &with, &without);

        let (teams, total) = problem.ranked(&request, usize::MAX);
        prop_assert_eq!(&teams, &expected);
        prop_assert_eq!(total, expected.len() as u64);
        prop_assert_eq!(problem.count(&request), expected.len() as u64);
        for k in [1, 3] {
            let top = problem.top(&request, k);
            prop_assert_eq!(&top[..], &expected[..k.min(expected.len())]);
        }
        let mut streamed = Vec::new();
        problem.visit(&request, |t| {
            streamed.push(t);
            ControlFlow::Continue(())
        });
        prop_assert_eq!(streamed.len(), expected.len());
        prop_assert!(*problem.links() == before, "a search changed the links");
        problem.links().reset();
        prop_assert!(problem.links().masked_items_empty() && problem.links().masked_options_empty());
    }
}
