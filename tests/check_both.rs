//! A check on both sides (docs/check.md "Both sides") against computations
//! written here from the chart, on random small charts: the matrix, who
//! covers each row, the gyms' verdicts, the rank (attack rank minus defense
//! rank over the items covered) and the weaknesses; then the completions
//! against a brute force over every set of Pokémon — a finish is every
//! team holding the members, a repair every team holding all members but
//! one (else two), without the dropped ones' typings.

#[allow(dead_code)]
mod common;

use std::collections::BTreeSet;

use pokelinks::check::{Both, BothCompletion};
use pokelinks::data::{Chart, Gym, Multiplier};
use pokelinks::problem::Kind;
use pokelinks::profile::{Profile, bare};
use pokelinks::search::Mode;
use pokelinks::team::{Attack, Candidate, Lineup, Target, TeamProblem};
use pokelinks::{Type, Typing};
use proptest::prelude::*;

/// A random check: the Pokémon (a typing and attack types, indices into
/// the chart's lists), two gyms (attack types, typings), the members, how
/// completions are searched, and whether what nothing covers is set aside.
#[derive(Clone, Debug)]
struct Ask {
    pokemon: Vec<(usize, Vec<usize>)>,
    gyms: [(Vec<usize>, Vec<usize>); 2],
    members: Vec<usize>,
    exact: bool,
    max: usize,
    set_aside: bool,
}

fn ask() -> impl Strategy<Value = Ask> {
    let one = (0usize..4, proptest::collection::vec(0usize..8, 0..3));
    let gym = (
        proptest::collection::vec(0usize..8, 0..3),
        proptest::collection::vec(0usize..16, 0..3),
    );
    (
        proptest::collection::vec(one, 1..=8),
        [gym.clone(), gym],
        proptest::collection::vec(0usize..8, 1..=4),
        any::<bool>(),
        0usize..3,
        any::<bool>(),
    )
        .prop_map(|(pokemon, gyms, members, exact, extra, set_aside)| {
            let mut kept: Vec<usize> = Vec::new();
            for m in members.into_iter().filter(|&m| m < pokemon.len()) {
                if !kept.contains(&m) {
                    kept.push(m);
                }
            }
            if kept.is_empty() {
                kept.push(0);
            }
            let max = kept.len() + extra;
            Ask {
                pokemon,
                gyms,
                members: kept,
                exact,
                max,
                set_aside,
            }
        })
}

/// What candidate `p` makes of `target`, straight from the chart: the
/// multiplier it takes (resist), or the best of its attacks (hit).
fn cell(chart: &Chart, p: &Candidate, target: Target) -> Option<Multiplier> {
    match target {
        Target::Resist(a) => chart.multiplier(a.attack_type(), p.typing),
        Target::Hit(t) => (p.attacks.iter())
            .filter_map(|a| chart.multiplier(a.kind, t.typing))
            .max(),
    }
}

/// The value of `p` on `target` if it covers it (docs/covers.md).
fn value(chart: &Chart, p: &Candidate, target: Target) -> Option<u32> {
    common::value(target.kind(), cell(chart, p, target)?)
}

/// The attack rank minus the defense rank of `team` over `items`, counting
/// only the items some member covers.
fn rank(chart: &Chart, team: &[&Candidate], items: &[Target]) -> i32 {
    let mut rank = 0i32;
    for &i in items {
        let values = team.iter().filter_map(|p| value(chart, p, i));
        match i {
            Target::Resist(_) => rank -= values.min().unwrap_or(0) as i32,
            Target::Hit(_) => rank += values.max().unwrap_or(0) as i32,
        }
    }
    rank
}

/// A team by brute force: its rank, its Pokémon's names sorted, and the
/// names of the members it drops, sorted.
type Found = (i32, Vec<String>, Vec<String>);

/// Every team of `pokemon` (those `allowed`) holding `pinned`, covering
/// `items` in `mode` with at most `max` members, a member not pinned
/// earning its place.
fn teams(
    chart: &Chart,
    pokemon: &[Candidate],
    allowed: &dyn Fn(usize) -> bool,
    items: &[Target],
    (mode, max): (Mode, usize),
    pinned: &[usize],
) -> Vec<(i32, Vec<String>)> {
    let mut out = Vec::new();
    for set in 0u32..1 << pokemon.len() {
        let members: Vec<usize> = (0..pokemon.len()).filter(|k| set >> k & 1 == 1).collect();
        if members.len() > max
            || pinned.iter().any(|p| !members.contains(p))
            || members.iter().any(|&k| !pinned.contains(&k) && !allowed(k))
        {
            continue;
        }
        let covers = |k: usize, i: Target| value(chart, &pokemon[k], i).is_some();
        let count = |i: Target| members.iter().filter(|&&k| covers(k, i)).count();
        let earns = |k: usize| match mode {
            Mode::Exact => items.iter().any(|&i| covers(k, i)),
            Mode::Overlapping => items.iter().any(|&i| covers(k, i) && count(i) == 1),
        };
        let all = match mode {
            Mode::Exact => items.iter().all(|&i| count(i) == 1),
            Mode::Overlapping => items.iter().all(|&i| count(i) >= 1),
        };
        if !all || members.iter().any(|&k| !pinned.contains(&k) && !earns(k)) {
            continue;
        }
        let team: Vec<&Candidate> = members.iter().map(|&k| &pokemon[k]).collect();
        let mut names: Vec<String> = team.iter().map(|p| p.name.clone()).collect();
        names.sort();
        out.push((rank(chart, &team, items), names));
    }
    out
}

/// Every team a lineup stands for (one Pokémon per slot, each way), with
/// the members it drops.
fn expand(team: &Lineup, pokemon: &[Candidate], out: &[String]) -> Vec<Found> {
    let mut teams: Vec<Vec<String>> = vec![Vec::new()];
    for slot in &team.slots {
        teams = (teams.iter())
            .flat_map(|t| {
                slot.pokemon.iter().map(move |&c| {
                    let mut t = t.clone();
                    t.push(pokemon[c].name.clone());
                    t
                })
            })
            .collect();
    }
    let mut out = out.to_vec();
    out.sort();
    (teams.into_iter())
        .map(|mut names| {
            names.sort();
            (team.rank, names, out.clone())
        })
        .collect()
}

fn gym(id: &str, attack: Vec<Type>, defense: Vec<Typing>) -> Gym {
    Gym {
        id: id.into(),
        town: "Town".into(),
        leader: "Leader".into(),
        attack,
        defense,
        level: None,
        trainers: vec![],
        note: None,
        foes: vec![],
    }
}

/// The random question's Pokémon, named in an order unlike theirs.
fn pokemon(chart: &Chart, ask: &Ask) -> Vec<Candidate> {
    let (types, typings) = (chart.attack_types(), chart.typings());
    let names = ["Mu", "Ka", "Zo", "Be", "Xi", "Al", "Ro", "Fe"];
    (ask.pokemon.iter().enumerate())
        .map(|(k, (t, attacks))| {
            let mut kinds: Vec<Type> = attacks.iter().map(|&a| types[a % types.len()]).collect();
            kinds.dedup();
            Candidate {
                name: names[k].to_owned(),
                typing: typings[t % typings.len()],
                ability: None,
                how: None,
                evolves: None,
                choice: None,
                attacks: (kinds.into_iter())
                    .map(|kind| Attack {
                        kind,
                        move_name: None,
                        learned: None,
                        machine: None,
                    })
                    .collect(),
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn a_check_on_both_sides_agrees_with_brute_force(text in common::chart(), ask in ask()) {
        let chart = Chart::from_json_str(&text, "random.json").unwrap();
        let (types, typings) = (chart.attack_types(), chart.typings());
        let pokemon = pokemon(&chart, &ask);
        let gyms: Vec<Gym> = (ask.gyms.iter().enumerate())
            .map(|(g, (a, d))| gym(
                &format!("G{}", g + 1),
                a.iter().map(|&a| types[a % types.len()]).collect(),
                d.iter().map(|&t| typings[t % typings.len()]).collect(),
            ))
            .collect();
        let gym_refs: Vec<&Gym> = gyms.iter().collect();
        let resist: Vec<Type> = gyms.iter().flat_map(|g| g.attack.clone()).collect();
        let hit: Vec<Typing> = gyms.iter().flat_map(|g| g.defense.clone()).collect();
        let items: BTreeSet<Target> = (resist.iter().map(|&a| Target::Resist(a.into())))
            .chain(hit.iter().map(|&t| Target::Hit(t.into())))
            .collect();
        let items: Vec<Target> = items.into_iter().collect();
        let resist_typings: Vec<Profile> = (items.iter())
            .filter(|t| t.kind() == Kind::Defense)
            .map(|t| t.profile())
            .collect();
        let members = &ask.members;
        let (resist, hit) = (bare(&resist.iter().map(|&a| a.into()).collect::<Vec<Typing>>()), bare(&hit));
        let mut problem = TeamProblem::new(&chart, &resist, &hit, pokemon.clone(), members);
        let both = Both::new(&mut problem, members, &gym_refs, &resist_typings);

        // The matrix, who covers each row, what is left.
        prop_assert_eq!(both.rows.iter().map(|r| r.target).collect::<Vec<_>>(), items.clone());
        let team: Vec<&Candidate> = members.iter().map(|&m| &pokemon[m]).collect();
        for row in &both.rows {
            let cells: Vec<Option<Multiplier>> = team.iter().map(|p| cell(&chart, p, row.target)).collect();
            prop_assert_eq!(&row.cells, &cells);
            let by: Vec<usize> = (0..team.len())
                .filter(|&k| value(&chart, team[k], row.target).is_some())
                .collect();
            prop_assert_eq!(&row.by, &by);
        }
        let uncovered: Vec<Target> = (items.iter().copied())
            .filter(|&i| team.iter().all(|p| value(&chart, p, i).is_none()))
            .collect();
        prop_assert_eq!(&both.uncovered, &uncovered);
        prop_assert_eq!(both.covered(), uncovered.is_empty());
        for (g, verdict) in gyms.iter().zip(&both.verdicts) {
            let left = |t: Target| uncovered.contains(&t);
            prop_assert!(g.attack.iter().all(|&a| left(Target::Resist(a.into())) == verdict.resist.contains(&a.into())));
            prop_assert!(g.defense.iter().all(|&t| left(Target::Hit(t.into())) == verdict.hit.contains(&t.into())));
            prop_assert!(verdict.resist.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(verdict.hit.windows(2).all(|w| w[0] < w[1]));
        }
        prop_assert_eq!(both.held.rank, rank(&chart, &team, &items));
        prop_assert_eq!(both.held.rank, both.held.attack as i32 - both.held.defense as i32);
        let weak = |team: &[Typing]| -> u32 {
            (team.iter())
                .map(|&t| (resist_typings.iter())
                    .filter(|a| chart.multiplier(a.attack_type(), t).unwrap() >= Multiplier::Double)
                    .count() as u32)
                .sum()
        };
        let team_weak = weak(&team.iter().map(|p| p.typing).collect::<Vec<_>>());
        prop_assert_eq!(both.weak, team_weak);

        // The completions, all of them (a large top).
        let uncoverable: Vec<Target> = (items.iter().copied())
            .filter(|&i| pokemon.iter().all(|p| value(&chart, p, i).is_none()))
            .collect();
        if ask.set_aside {
            problem.mask_uncoverable();
        }
        let rest: Vec<Target> = (items.iter().copied())
            .filter(|i| !(ask.set_aside && uncoverable.contains(i)))
            .collect();
        let mode = if ask.exact { Mode::Exact } else { Mode::Overlapping };
        let request = problem.request(mode, ask.max).unwrap();
        let completion = both.complete(&mut problem, &request, 100_000).unwrap();
        let expected = expected(&chart, &pokemon, &rest, (mode, ask.max), members);
        match (&completion, expected) {
            (BothCompletion::Covered, Expected::Covered) => {}
            (BothCompletion::Uncoverable(found), Expected::Uncoverable) => {
                let left: Vec<Target> = rest.iter().copied().filter(|i| uncoverable.contains(i)).collect();
                prop_assert_eq!(found, &left);
            }
            (BothCompletion::Finish(found), Expected::Teams(0, teams)) => {
                let mut got: Vec<Found> = found.iter().flat_map(|(t, _)| expand(t, &pokemon, &[])).collect();
                got.sort();
                prop_assert_eq!(got, teams);
                for (t, w) in found {
                    prop_assert_eq!(*w, weak(&t.slots.iter().map(|s| s.typing).collect::<Vec<_>>()));
                }
                for w in found.windows(2) {
                    prop_assert!(problem.order(&w[0].0, &w[1].0).is_lt());
                }
            }
            (BothCompletion::Repair { swaps, repairs }, Expected::Teams(n, teams)) if n > 0 => {
                prop_assert_eq!(*swaps, n);
                let mut got: Vec<Found> = Vec::new();
                for r in repairs {
                    let out: Vec<String> = r.out.iter().map(|&k| team[k].name.clone()).collect();
                    got.extend(expand(&r.team, &pokemon, &out));
                    prop_assert_eq!(r.weak, weak(&r.team.slots.iter().map(|s| s.typing).collect::<Vec<_>>()));
                }
                got.sort();
                prop_assert_eq!(got, teams);
                // No more hits than the team's first, each part in the team order.
                for w in repairs.windows(2) {
                    let worse = |r: &pokelinks::check::Repaired| r.weak > team_weak;
                    prop_assert!(worse(&w[0]) <= worse(&w[1]));
                    if worse(&w[0]) == worse(&w[1]) {
                        prop_assert!(!problem.order(&w[0].team, &w[1].team).is_gt());
                    }
                }
            }
            (BothCompletion::Repair { repairs, .. }, Expected::None) => prop_assert!(repairs.is_empty()),
            (found, expected) => prop_assert!(false, "{:?} but expected {:?}", found, expected),
        }
    }
}

/// What the completion should be: nothing, no team, or the teams (by
/// brute force) with the number of members they drop.
#[derive(Debug)]
enum Expected {
    Covered,
    Uncoverable,
    Teams(usize, Vec<Found>),
    None,
}

fn expected(
    chart: &Chart,
    pokemon: &[Candidate],
    items: &[Target],
    (mode, max): (Mode, usize),
    members: &[usize],
) -> Expected {
    let covered =
        |i: &Target, who: &[usize]| who.iter().any(|&k| value(chart, &pokemon[k], *i).is_some());
    if items.iter().all(|i| covered(i, members)) {
        return Expected::Covered;
    }
    let everyone: Vec<usize> = (0..pokemon.len()).collect();
    if items.iter().any(|i| !covered(i, &everyone)) {
        return Expected::Uncoverable;
    }
    let found = |teams: Vec<(i32, Vec<String>)>, out: &[String]| -> Vec<Found> {
        let mut out = out.to_vec();
        out.sort();
        (teams.into_iter())
            .map(|(r, n)| (r, n, out.clone()))
            .collect()
    };
    if members.len() < max {
        let all = |_: usize| true;
        let finish = teams(chart, pokemon, &all, items, (mode, max), members);
        if !finish.is_empty() {
            let mut finish = found(finish, &[]);
            finish.sort();
            return Expected::Teams(0, finish);
        }
    }
    for swaps in 1..=members.len().min(2) {
        let mut all = Vec::new();
        for out in subsets(members.len(), swaps) {
            let kept: Vec<usize> = (0..members.len())
                .filter(|k| !out.contains(k))
                .map(|k| members[k])
                .collect();
            let dropped: Vec<usize> = out.iter().map(|&k| members[k]).collect();
            let kept_typings: Vec<Typing> = kept.iter().map(|&k| pokemon[k].typing).collect();
            let allowed = |k: usize| {
                !dropped.contains(&k)
                    && (kept_typings.contains(&pokemon[k].typing)
                        || !dropped
                            .iter()
                            .any(|&d| pokemon[d].typing == pokemon[k].typing))
            };
            let names: Vec<String> = dropped.iter().map(|&k| pokemon[k].name.clone()).collect();
            all.extend(found(
                teams(chart, pokemon, &allowed, items, (mode, max), &kept),
                &names,
            ));
        }
        if !all.is_empty() {
            all.sort();
            return Expected::Teams(swaps, all);
        }
    }
    Expected::None
}

/// The sets of `size` positions below `n`.
fn subsets(n: usize, size: usize) -> Vec<Vec<usize>> {
    match size {
        1 => (0..n).map(|i| vec![i]).collect(),
        _ => (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| vec![i, j]))
            .collect(),
    }
}
