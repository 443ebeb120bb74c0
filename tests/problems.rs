//! The problem layer — the Pokémon problems, defense and attack, exact and
//! overlapping — against enumerations written here, independently of the
//! engine, ranked by the values of `docs/covers.md` "Ranking" and sorted by
//! its order. Two brute forces: on the shipped charts, subsets of typings
//! (defense) or attack types (attack) are enumerated with bitsets built
//! straight from the chart's multipliers; on random small charts, property
//! tests check every subset of options, with `--with`, `--without`, item
//! subsets and masked items and options. Every search — the ranked listing,
//! the K best, the count and the stream — is compared with them.

// The multiplier classes serve the team brute forces, not this one.
#[allow(dead_code)]
mod common;

use pokelinks::data::Chart;
use pokelinks::problem::{Kind, Problem, Team};
use pokelinks::profile::{Profile, bare};
use pokelinks::search::Mode;
use pokelinks::{Type, Typing};
use proptest::prelude::*;
use std::ops::ControlFlow;

/// A set of up to 192 items.
type Set = [u64; 3];

fn union(a: Set, b: Set) -> Set {
    [a[0] | b[0], a[1] | b[1], a[2] | b[2]]
}

fn meets(a: Set, b: Set) -> bool {
    a[0] & b[0] != 0 || a[1] & b[1] != 0 || a[2] & b[2] != 0
}

fn with(mut a: Set, j: usize) -> Set {
    a[j / 64] |= 1 << (j % 64);
    a
}

/// An option: its name, its items and the value it gives each item.
type Opt = (Typing, Set, Vec<u32>);

/// The options that cover some item.
fn table(chart: &Chart, kind: Kind, items: &[Typing]) -> Vec<Opt> {
    let options: Vec<Typing> = match kind {
        Kind::Defense => chart.typings().to_vec(),
        Kind::Attack => chart
            .attack_types()
            .iter()
            .map(|&t| Typing::from(t))
            .collect(),
    };
    let value = |m| common::value(kind, m).unwrap_or(0);
    let mut out = Vec::new();
    for o in options {
        let values: Vec<u32> = items
            .iter()
            .map(|&i| match kind {
                Kind::Defense => value(chart.multiplier(i.first(), o).unwrap()),
                Kind::Attack => value(chart.multiplier(o.first(), i).unwrap()),
            })
            .collect();
        let mask = values
            .iter()
            .enumerate()
            .filter(|(_, v)| **v > 0)
            .fold([0; 3], |m, (j, _)| with(m, j));
        if mask != [0; 3] {
            out.push((o, mask, values));
        }
    }
    out
}

/// Every cover of at most `max` options, by depth-first enumeration of
/// option subsets in index order, sorted by the order of `docs/covers.md`
/// "Ranking".
fn enumerate(options: &[Opt], n: usize, kind: Kind, mode: Mode, max: usize) -> Vec<Team> {
    let full = (0..n).fold([0; 3], with);
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    struct Walk<'a> {
        options: &'a [Opt],
        full: Set,
        mode: Mode,
        max: usize,
    }
    fn walk(
        w: &Walk,
        from: usize,
        covered: Set,
        chosen: &mut Vec<usize>,
        found: &mut Vec<Vec<usize>>,
    ) {
        if covered == w.full {
            found.push(chosen.clone());
            if w.mode == Mode::Exact {
                return;
            }
        }
        if chosen.len() == w.max {
            return;
        }
        for k in from..w.options.len() {
            if w.mode == Mode::Exact && meets(w.options[k].1, covered) {
                continue;
            }
            chosen.push(k);
            walk(w, k + 1, union(covered, w.options[k].1), chosen, found);
            chosen.pop();
        }
    }
    walk(
        &Walk {
            options,
            full,
            mode,
            max,
        },
        0,
        [0; 3],
        &mut chosen,
        &mut found,
    );
    let minimal = |set: &Vec<usize>| {
        set.iter().all(|&k| {
            let others = set
                .iter()
                .filter(|&&o| o != k)
                .fold([0; 3], |m, &o| union(m, options[o].1));
            others != full
        })
    };
    let mut teams: Vec<Team> = found
        .into_iter()
        .filter(|set| mode == Mode::Exact || minimal(set))
        .map(|set| {
            let rank = (0..n)
                .map(|j| {
                    let values = set.iter().map(|&k| options[k].2[j]).filter(|&v| v > 0);
                    match (mode, kind) {
                        (Mode::Exact, _) => values.sum(),
                        (_, Kind::Defense) => values.min().unwrap_or(0),
                        (_, Kind::Attack) => values.max().unwrap_or(0),
                    }
                })
                .sum();
            Team {
                rank,
                types: set.iter().map(|&k| options[k].0.into()).collect(),
            }
        })
        .collect();
    common::sort(kind, &mut teams);
    teams
}

/// The engine's full listing against the enumeration; returns how many
/// covers there are.
fn check(chart: &Chart, kind: Kind, mode: Mode, max: usize, items: Option<Vec<Typing>>) -> usize {
    let all_items: Vec<Typing> = match kind {
        Kind::Defense => chart
            .attack_types()
            .iter()
            .map(|&t| Typing::from(t))
            .collect(),
        Kind::Attack => chart.typings().to_vec(),
    };
    let items = items.unwrap_or(all_items);
    let options = table(chart, kind, &items);
    let expected = enumerate(&options, items.len(), kind, mode, max);
    let mut problem = Problem::new(chart, kind, Some(&bare(&items)));
    let request = problem.request(mode, max, &[], &[]).unwrap();
    let (teams, total) = problem.ranked(&request, usize::MAX);
    assert_eq!(total, expected.len() as u64, "{kind:?} {mode:?} max {max}");
    assert_eq!(teams, expected, "{kind:?} {mode:?} max {max}");
    let top = problem.top(&request, 25);
    assert_eq!(
        top[..],
        expected[..expected.len().min(25)],
        "top 25, {kind:?} {mode:?} max {max}"
    );
    assert_eq!(problem.count(&request), expected.len() as u64);
    assert_eq!(
        streamed(&mut problem, kind, &request),
        expected,
        "visit, {kind:?} {mode:?} max {max}"
    );
    expected.len()
}

/// Every team `visit` streams, in the order of the listings.
fn streamed(problem: &mut Problem, kind: Kind, request: &pokelinks::problem::Request) -> Vec<Team> {
    let mut teams = Vec::new();
    problem.visit(request, |team| {
        teams.push(team);
        ControlFlow::Continue(())
    });
    common::sort(kind, &mut teams);
    teams
}

#[test]
fn generation_9_whole_chart_exact_defense_covers_agree_with_enumeration() {
    let covers = check(
        &pokelinks::data::shipped::chart(9).unwrap(),
        Kind::Defense,
        Mode::Exact,
        6,
        None,
    );
    assert_eq!(covers, 11);
}

#[test]
fn exact_attack_covers_of_every_generation_agree_with_enumeration() {
    for generation in 1..=9 {
        let chart = pokelinks::data::shipped::chart(generation).unwrap();
        check(&chart, Kind::Attack, Mode::Exact, 24, None);
    }
}

#[test]
fn every_gym_of_every_shipped_map_agrees_with_enumeration() {
    let mut found = 0;
    for (region, _) in pokelinks::data::shipped::regions() {
        let (map, chart) = pokelinks::data::load_shipped(region).unwrap();
        for gym in &map.gyms {
            let attack: Vec<Typing> = gym.attack.iter().map(|&t| Typing::from(t)).collect();
            found += check(&chart, Kind::Defense, Mode::Exact, 6, Some(attack.clone()));
            found += check(&chart, Kind::Defense, Mode::Overlapping, 2, Some(attack));
            found += check(
                &chart,
                Kind::Attack,
                Mode::Exact,
                24,
                Some(gym.defense.clone()),
            );
            found += check(
                &chart,
                Kind::Attack,
                Mode::Overlapping,
                3,
                Some(gym.defense.clone()),
            );
        }
    }
    assert!(found > 0);
}

#[test]
fn overlapping_defense_covers_agree_with_enumeration() {
    // Nothing resists Dragon in generation 1: every other attack type.
    let gen1 = pokelinks::data::shipped::chart(1).unwrap();
    let no_dragon = gen1
        .attack_types()
        .iter()
        .filter(|&&t| t != Type::Dragon)
        .map(|&t| Typing::from(t))
        .collect();
    assert!(check(&gen1, Kind::Defense, Mode::Overlapping, 4, Some(no_dragon)) > 0);
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    let some: Vec<Typing> = [
        Type::Fire,
        Type::Water,
        Type::Grass,
        Type::Dragon,
        Type::Fairy,
        Type::Ground,
    ]
    .into_iter()
    .map(Typing::from)
    .collect();
    assert!(check(&chart, Kind::Defense, Mode::Overlapping, 3, Some(some)) > 0);
}

#[test]
fn overlapping_attack_covers_agree_with_enumeration() {
    let chart = pokelinks::data::shipped::chart(4).unwrap();
    let some: Vec<Typing> = chart.typings().iter().copied().step_by(9).collect();
    assert!(check(&chart, Kind::Attack, Mode::Overlapping, 5, Some(some)) > 0);
}

#[test]
fn the_best_ten_of_generation_9_teams_are_the_first_ten_of_all() {
    // Max 4: 190 584 minimal teams, streamed and sorted here.
    let chart = pokelinks::data::shipped::chart(9).unwrap();
    let mut problem = Problem::new(&chart, Kind::Defense, None);
    let request = problem.request(Mode::Overlapping, 4, &[], &[]).unwrap();
    let mut all = Vec::new();
    problem.visit(&request, |team| {
        all.push(team);
        ControlFlow::Continue(())
    });
    common::sort(Kind::Defense, &mut all);
    assert_eq!(all.len(), 190_584);
    assert_eq!(problem.top(&request, 10), all[..10]);
    let (ranked, total) = problem.ranked(&request, 1000);
    assert_eq!(total, 190_584);
    assert_eq!(ranked, all[..1000]);
}

#[test]
fn a_team_takes_at_most_64_bytes() {
    // `paldea O` holds its 200,000 best teams at once: 64 bytes each, no
    // allocation of their own (their own allocations were 12.8 MB of heap).
    assert!(std::mem::size_of::<Team>() <= 64);
}

#[test]
fn a_huge_maximum_is_the_number_of_options() {
    let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    let gyms: Vec<_> = map.gyms[..2].iter().collect();
    let mut problem = Problem::for_gyms(&chart, Kind::Attack, &gyms);
    for max in [6148914691236517206, usize::MAX] {
        let request = problem.request(Mode::Overlapping, max, &[], &[]).unwrap();
        assert_eq!(problem.count(&request), 5, "max {max}");
    }
}

// Random small charts.

/// What to ask of a chart, as indices to be taken modulo the sizes there.
#[derive(Clone, Debug)]
struct Ask {
    attack: bool,
    exact: bool,
    max: usize,
    items: Vec<usize>,
    with: Vec<usize>,
    without: Vec<usize>,
    mask_items: Vec<usize>,
    mask_options: Vec<usize>,
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
            |(attack, exact, max, items, with, without, mask_items, mask_options)| Ask {
                attack,
                exact,
                max,
                items,
                with,
                without,
                mask_items,
                mask_options,
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

/// Every cover by brute force, in the order of `docs/covers.md` "Ranking":
/// `value` is what an option gives an item (item, option), if it covers it.
#[allow(clippy::too_many_arguments)]
fn brute(
    kind: Kind,
    mode: Mode,
    max: usize,
    items: &[Profile],
    options: &[Profile],
    with: &[Profile],
    without: &[Profile],
    value: &dyn Fn(Profile, Profile) -> Option<u32>,
) -> Vec<Team> {
    let covers = |o: Profile, i: Profile| value(i, o).is_some();
    // Options that cover no item take no part, unless required.
    let usable: Vec<Profile> = options
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
        let set: Vec<Profile> = (0..usable.len())
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| usable[k])
            .collect();
        if set.len() > max || with.iter().any(|w| !set.contains(w)) {
            continue;
        }
        let count = |i: Profile| set.iter().filter(|&&o| covers(o, i)).count();
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
                let values = set.iter().filter_map(|&o| value(i, o));
                match (mode, kind) {
                    (Mode::Exact, _) => values.sum(),
                    (_, Kind::Defense) => values.min().unwrap_or(0),
                    (_, Kind::Attack) => values.max().unwrap_or(0),
                }
            })
            .sum();
        out.push(Team {
            rank,
            types: set.into(),
        });
    }
    common::sort(kind, &mut out);
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn problems_on_random_charts_agree_with_brute_force(text in common::chart(), ask in ask()) {
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
        let masked_items = pick(&items, &ask.mask_items);
        let masked_options: Vec<Typing> =
            pick(&all_options, &ask.mask_options).into_iter().filter(|t| !with.contains(t)).collect();

        let mut problem = Problem::new(&chart, kind, Some(&bare(&items)));
        let request = problem.request(mode, ask.max, &bare(&with), &bare(&without)).unwrap();
        problem.links().mask_items(&bare(&masked_items));
        problem.links().mask_options(&bare(&masked_options));
        let before = problem.links().clone();

        let visible: Vec<Typing> = items.iter().copied().filter(|i| !masked_items.contains(i)).collect();
        let options: Vec<Typing> = all_options.iter().copied().filter(|o| !masked_options.contains(o)).collect();
        let typings = |i: Profile, o: Profile| value(&chart, kind, i.typing, o.typing);
        let expected = brute(kind, mode, ask.max, &bare(&visible), &bare(&options), &bare(&with), &bare(&without), &typings);

        let (teams, total) = problem.ranked(&request, usize::MAX);
        prop_assert_eq!(&teams, &expected);
        prop_assert_eq!(total, expected.len() as u64);
        prop_assert_eq!(problem.count(&request), expected.len() as u64);
        for k in [1, 3] {
            let top = problem.top(&request, k);
            prop_assert_eq!(&top[..], &expected[..k.min(expected.len())]);
        }
        prop_assert_eq!(streamed(&mut problem, kind, &request), expected);
        prop_assert!(*problem.links() == before, "a search changed the links");
        problem.links().reset();
        prop_assert!(problem.links().masked_items_empty() && problem.links().masked_options_empty());
    }
}

/// What option `o` gives item `i` by [`common::damage`], if it covers it.
fn profile_value(chart: &Chart, kind: Kind, i: Profile, o: Profile) -> Option<u32> {
    match kind {
        Kind::Defense => match common::damage(chart, i, o)? {
            0.0 => Some(1),
            d if d <= 0.25 => Some(2),
            d if d <= 0.5 => Some(3),
            _ => None,
        },
        Kind::Attack => match common::damage(chart, o, i)? {
            d if d >= 4.0 => Some(6),
            d if d >= 2.0 => Some(5),
            _ => None,
        },
    }
}

/// Random profiles: each a name of `names` with one of
/// [`common::ABILITIES`] or none.
fn profiles(names: &[Typing], at: &[(usize, usize)]) -> Vec<Profile> {
    if names.is_empty() {
        return Vec::new();
    }
    let mut v: Vec<Profile> = (at.iter())
        .map(|&(n, a)| Profile::new(names[n % names.len()], common::ability(a)))
        .collect();
    v.sort();
    v.dedup();
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn problems_with_random_ability_profiles_agree_with_brute_force(
        text in common::chart(),
        attack in any::<bool>(),
        exact in any::<bool>(),
        max in 1usize..5,
        items in proptest::collection::vec((0usize..64, 0usize..64), 1..8),
        options in proptest::collection::vec((0usize..64, 0usize..64), 0..12),
    ) {
        let chart = Chart::from_json_str(&text, "random.json").unwrap();
        let kind = if attack { Kind::Attack } else { Kind::Defense };
        let mode = if exact { Mode::Exact } else { Mode::Overlapping };
        let types: Vec<Typing> = chart.attack_types().iter().map(|&t| t.into()).collect();
        let (item_names, option_names) = match kind {
            Kind::Defense => (types.clone(), chart.typings().to_vec()),
            Kind::Attack => (chart.typings().to_vec(), types.clone()),
        };
        let items = profiles(&item_names, &items);
        let options = profiles(&option_names, &options);

        let mut problem = Problem::with_options(&chart, kind, Some(&items), &options);
        prop_assert_eq!(problem.items(), &items[..]);
        let request = problem.request(mode, max, &[], &[]).unwrap();
        let value = |i: Profile, o: Profile| profile_value(&chart, kind, i, o);
        let expected = brute(kind, mode, max, &items, &options, &[], &[], &value);
        let (teams, total) = problem.ranked(&request, usize::MAX);
        prop_assert_eq!(&teams, &expected);
        prop_assert_eq!(total, expected.len() as u64);
        prop_assert_eq!(&problem.top(&request, 3)[..], &expected[..3.min(expected.len())]);
    }
}
