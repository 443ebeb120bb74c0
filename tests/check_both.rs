//! A check on both sides (docs/check.md "Both sides") against computations
//! written here from the chart and the abilities' descriptions
//! ([`common::damage`]), on random small charts with random abilities on
//! both sides (the gyms' Pokémon's and the members'): the matrix, who
//! covers each row, the gyms' verdicts, the rank (attack rank minus defense
//! rank over the items covered) and the weaknesses; then the completions
//! against a brute force over every set of Pokémon — a finish is every
//! team holding the members, a repair every team holding all members but
//! one (else two), without the dropped ones' typings.

#[allow(dead_code)]
mod common;

use std::collections::BTreeSet;

use pokelinks::check::{Both, BothCompletion};
use pokelinks::data::foes::Foe;
use pokelinks::data::{Chart, Gym, Multiplier};
use pokelinks::problem::Kind;
use pokelinks::profile::Profile;
use pokelinks::search::Mode;
use pokelinks::team::{Attack, Candidate, Lineup, Target, TeamProblem};
use pokelinks::{Type, Typing};
use proptest::prelude::*;

/// A random check: the Pokémon (a typing, an ability of
/// [`common::ability`] and attack types, indices), two gyms (their
/// Pokémon: a typing, an ability, attack types), the members, how
/// completions are searched, and whether what nothing covers is set aside.
#[derive(Clone, Debug)]
struct Ask {
    pokemon: Vec<(usize, usize, Vec<usize>)>,
    gyms: [Vec<(usize, usize, Vec<usize>)>; 2],
    members: Vec<usize>,
    exact: bool,
    max: usize,
    set_aside: bool,
}

fn ask() -> impl Strategy<Value = Ask> {
    // Most Pokémon without an ability, as in the games.
    let ability = proptest::option::weighted(0.4, 0usize..8).prop_map(|a| a.unwrap_or(8));
    let one = (
        0usize..4,
        ability.clone(),
        proptest::collection::vec(0usize..8, 0..3),
    );
    let foe = (
        0usize..16,
        ability,
        proptest::collection::vec(0usize..8, 0..3),
    );
    let gym = proptest::collection::vec(foe, 0..3);
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

/// What candidate `p` makes of `target`, by [`common::damage`]: the
/// multiplier it takes (resist), or the best of its attacks, with its
/// ability (hit).
fn cell(chart: &Chart, p: &Candidate, target: Target) -> Option<Multiplier> {
    match target {
        Target::Resist(a) => taken(chart, a, p.profile()),
        Target::Hit(t) => (p.attacks.iter())
            .filter_map(|a| taken(chart, Profile::new(a.kind.into(), p.ability), t))
            .max(),
    }
}

/// The multiplier `attack` deals to `defense`.
fn taken(chart: &Chart, attack: Profile, defense: Profile) -> Option<Multiplier> {
    Some(common::class(common::damage(chart, attack, defense)?))
}

/// Whether `ability` changes how its holder hits with type `t`
/// (data/README.md "Abilities and Tera").
fn attacking(ability: &str, t: Type) -> bool {
    match ability {
        "Scrappy" => matches!(t, Type::Normal | Type::Fighting),
        "Pixilate" => t == Type::Normal,
        "Mold Breaker" | "Tinted Lens" => true,
        _ => false,
    }
}

/// The abilities of [`common::ABILITIES`] that change how their holder is
/// hit.
fn defending(ability: &str) -> bool {
    matches!(
        ability,
        "Levitate" | "Thick Fat" | "Filter" | "Wonder Guard"
    )
}

/// A gym's items as its Pokémon make them: each attack type with the
/// attacker's ability where it changes that hit (resist), each typing with
/// a defending ability (hit).
fn gym_items(gym: &Gym) -> (Vec<Profile>, Vec<Profile>) {
    let (mut resist, mut hit) = (Vec::new(), Vec::new());
    for foe in &gym.foes {
        let name = foe.ability.map(|a| a.name());
        for &t in &foe.attacks {
            let by = foe
                .ability
                .filter(|_| name.is_some_and(|n| attacking(n, t)));
            resist.push(Profile::new(t.into(), by));
        }
        let holds = foe.ability.filter(|_| name.is_some_and(defending));
        hit.push(Profile::new(foe.typing, holds));
    }
    (resist, hit)
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

/// A gym of `foes`: a typing, an ability, attack types each.
fn gym(id: &str, foes: Vec<(Typing, Option<pokelinks::data::ability::Ability>, Vec<Type>)>) -> Gym {
    let mut attack: Vec<Type> = foes.iter().flat_map(|f| f.2.clone()).collect();
    attack.sort_unstable();
    attack.dedup();
    let mut defense: Vec<Typing> = foes.iter().map(|f| f.0).collect();
    defense.sort_unstable();
    defense.dedup();
    Gym {
        id: id.into(),
        town: "Town".into(),
        leader: "Leader".into(),
        attack,
        defense,
        level: None,
        trainers: vec![],
        note: None,
        foes: (foes.into_iter())
            .map(|(typing, ability, attacks)| Foe {
                trainer: "Leader",
                species: "Foe",
                ability_name: ability.map_or("None", |a| a.name()),
                ability,
                typing,
                tera: None,
                attacks,
            })
            .collect(),
    }
}

/// The random question's Pokémon, named in an order unlike theirs.
fn pokemon(chart: &Chart, ask: &Ask) -> Vec<Candidate> {
    let (types, typings) = (chart.attack_types(), chart.typings());
    let names = ["Mu", "Ka", "Zo", "Be", "Xi", "Al", "Ro", "Fe"];
    (ask.pokemon.iter().enumerate())
        .map(|(k, (t, ability, attacks))| {
            let mut kinds: Vec<Type> = attacks.iter().map(|&a| types[a % types.len()]).collect();
            kinds.dedup();
            Candidate {
                name: names[k].to_owned(),
                typing: typings[t % typings.len()],
                ability: common::ability(*ability),
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
                // Strengths in an order unlike the names' and the Pokémon's.
                strength: (k % 3 != 0, [300, 450, 300, 520, 410, 300, 600, 350][k]),
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
            .map(|(g, foes)| gym(
                &format!("G{}", g + 1),
                (foes.iter())
                    .map(|(t, a, attacks)| (
                        typings[t % typings.len()],
                        common::ability(*a),
                        attacks.iter().map(|&a| types[a % types.len()]).collect(),
                    ))
                    .collect(),
            ))
            .collect();
        let gym_refs: Vec<&Gym> = gyms.iter().collect();
        let resist: Vec<Profile> = gyms.iter().flat_map(|g| gym_items(g).0).collect();
        let hit: Vec<Profile> = gyms.iter().flat_map(|g| gym_items(g).1).collect();
        let items: BTreeSet<Target> = (resist.iter().map(|&a| Target::Resist(a)))
            .chain(hit.iter().map(|&t| Target::Hit(t)))
            .collect();
        let items: Vec<Target> = items.into_iter().collect();
        let resist_typings: Vec<Profile> = (items.iter())
            .filter(|t| t.kind() == Kind::Defense)
            .map(|t| t.profile())
            .collect();
        let members = &ask.members;
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
            let (resist, hit) = gym_items(g);
            prop_assert!(resist.iter().all(|&a| left(Target::Resist(a)) == verdict.resist.contains(&a)));
            prop_assert!(hit.iter().all(|&t| left(Target::Hit(t)) == verdict.hit.contains(&t)));
            prop_assert!(verdict.resist.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(verdict.hit.windows(2).all(|w| w[0] < w[1]));
        }
        prop_assert_eq!(both.held.rank, rank(&chart, &team, &items));
        prop_assert_eq!(both.held.rank, both.held.attack as i32 - both.held.defense as i32);
        let weak = |team: &[Profile]| -> u32 {
            (team.iter())
                .map(|&t| (resist_typings.iter())
                    .filter(|&&a| taken(&chart, a, t).is_some_and(|m| m >= Multiplier::Double))
                    .count() as u32)
                .sum()
        };
        let team_weak = weak(&team.iter().map(|p| p.profile()).collect::<Vec<_>>());
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
                    prop_assert_eq!(*w, weak(&t.slots.iter().map(|s| s.profile()).collect::<Vec<_>>()));
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
                    prop_assert_eq!(r.weak, weak(&r.team.slots.iter().map(|s| s.profile()).collect::<Vec<_>>()));
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
