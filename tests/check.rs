//! The team check (docs/check.md) against computations written here from
//! the chart's multipliers: the matrix, the covered rows and the verdicts on
//! the shipped charts of generations 1, 4 and 9 and on random small charts;
//! finishes against the `--with` search they are defined as; repairs against
//! a brute force over every swap of one (or two) members; and `--safe`
//! against a filter of the chart's typings.

// The damage with abilities serves the brute forces of problems, teams
// and checks on both sides, not this one.
#[allow(dead_code)]
mod common;

use pokelinks::check::{self, Check, CheckError, Completion, Settings, Suggestion};
use pokelinks::data::{Chart, Gym, Multiplier, load_shipped};
use pokelinks::problem::{Kind, Problem, Team, items_of};
use pokelinks::profile::bare;
use pokelinks::roster::{Member, Pool, Reason, Roster, Rules};
use pokelinks::search::Mode;
use pokelinks::weak::{weak_typings, weaknesses};
use pokelinks::{Type, Typing};
use proptest::prelude::*;

fn t(name: &str) -> Typing {
    name.parse().unwrap()
}

fn team(names: &[&str]) -> Vec<Member> {
    names.iter().map(|n| Member::typing(t(n))).collect()
}

/// The multiplier between an item and a member, straight from the chart.
fn hit(chart: &Chart, kind: Kind, item: Typing, member: Typing) -> Multiplier {
    match kind {
        Kind::Defense => chart.multiplier(item.first(), member).unwrap(),
        Kind::Attack => chart.multiplier(member.first(), item).unwrap(),
    }
}

fn covers(kind: Kind, m: Multiplier) -> bool {
    match kind {
        Kind::Defense => m <= Multiplier::Half,
        Kind::Attack => m >= Multiplier::Double,
    }
}

/// The items of the gyms as docs/covers.md defines them: the chart's attack
/// types (defense) or typings (attack) that some selected gym lists, all of
/// them when no gym is selected, sorted.
fn items(chart: &Chart, kind: Kind, gyms: &[&Gym]) -> Vec<Typing> {
    let all: Vec<Typing> = match kind {
        Kind::Defense => chart.attack_types().iter().map(|&a| a.into()).collect(),
        Kind::Attack => chart.typings().to_vec(),
    };
    let listed = |i: &Typing| match kind {
        Kind::Defense => gyms.iter().any(|g| g.attack.contains(&i.first())),
        Kind::Attack => gyms.iter().any(|g| g.defense.contains(i)),
    };
    let mut items: Vec<Typing> = all
        .into_iter()
        .filter(|i| gyms.is_empty() || listed(i))
        .collect();
    items.sort();
    items
}

/// Checks `check` cell by cell against the chart.
fn assert_matrix(chart: &Chart, kind: Kind, gyms: &[&Gym], members: &[Member], check: &Check) {
    let rows = items(chart, kind, gyms);
    assert_eq!(check.rows.len(), rows.len(), "{members:?}");
    for (row, &item) in check.rows.iter().zip(&rows) {
        assert_eq!(row.item, item);
        let cells: Vec<Multiplier> = members
            .iter()
            .map(|m| hit(chart, kind, item, m.typing))
            .collect();
        assert_eq!(row.cells, cells, "{item} against {members:?}");
        let by: Vec<Member> = members
            .iter()
            .filter(|m| covers(kind, hit(chart, kind, item, m.typing)))
            .cloned()
            .collect();
        assert_eq!(row.by, by, "{item} against {members:?}");
    }
    let uncovered: Vec<Typing> = rows
        .iter()
        .copied()
        .filter(|&i| {
            !members
                .iter()
                .any(|m| covers(kind, hit(chart, kind, i, m.typing)))
        })
        .collect();
    assert_eq!(check.uncovered(), uncovered);
    assert_eq!(check.covered(), uncovered.is_empty());
    assert_eq!(check.verdicts.len(), gyms.len());
    for (verdict, gym) in check.verdicts.iter().zip(gyms) {
        assert_eq!(verdict.gym, gym.id);
        let own = items(chart, kind, &[gym]);
        let expected: Vec<Typing> = own.into_iter().filter(|i| uncovered.contains(i)).collect();
        assert_eq!(verdict.uncovered, expected, "{}", gym.id);
    }
    let weak = || {
        let pairs = members
            .iter()
            .flat_map(|m| rows.iter().map(move |&i| (i, m.typing)));
        pairs
            .filter(|&(i, m)| chart.multiplier(i.first(), m).unwrap() >= Multiplier::Double)
            .count() as u32
    };
    assert_eq!(check.weak, (kind == Kind::Defense).then(weak));
}

#[test]
fn the_matrix_on_shipped_charts_agrees_with_the_chart() {
    let teams: [&[&str]; 4] = [
        &["Water", "Ground-Rock"],
        &[
            "Fire",
            "Grass",
            "Normal",
            "Poison-Ghost",
            "Electric",
            "Psychic",
        ],
        &["Dragon"],
        &["Bug-Flying", "Rock-Water", "Ice-Psychic"],
    ];
    let attacks: [&[&str]; 3] = [
        &["Water", "Grass"],
        &["Fire", "Ice", "Electric", "Ground", "Fighting", "Psychic"],
        &["Normal"],
    ];
    for region in ["kanto", "sinnoh", "paldea"] {
        let (map, chart) = load_shipped(region).unwrap();
        let all: Vec<&Gym> = map.gyms.iter().collect();
        let selections: Vec<Vec<&Gym>> = vec![
            vec![],
            vec![all[0]],
            vec![all[1], all[2], all[3]],
            all.clone(),
        ];
        for gyms in &selections {
            for names in teams {
                let members = team(names);
                let check = Check::new(&chart, Kind::Defense, gyms, &members).unwrap();
                assert_matrix(&chart, Kind::Defense, gyms, &members, &check);
            }
            for names in attacks {
                let members = team(names);
                let check = Check::new(&chart, Kind::Attack, gyms, &members).unwrap();
                assert_matrix(&chart, Kind::Attack, gyms, &members, &check);
            }
        }
    }
}

#[test]
fn members_the_chart_lacks_are_refused() {
    let (_, chart) = load_shipped("kanto").unwrap();
    let err = Check::new(&chart, Kind::Defense, &[], &team(&["Steel"])).unwrap_err();
    assert_eq!(err.to_string(), "member Steel: not a typing of the chart");
    let err = Check::new(&chart, Kind::Attack, &[], &team(&["Fire-Water"])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "member Fire-Water: not an attack type of the chart"
    );
    let water = team(&["Water"]).remove(0);
    assert_eq!(
        check::members(vec![water.clone(), water.clone()], 6),
        Err(CheckError::Duplicate(water))
    );
    assert_eq!(
        check::members(team(&["Water", "Fire", "Grass"]), 2),
        Err(CheckError::Problem(
            pokelinks::problem::ProblemError::TooMany {
                flag: "the team",
                given: 3,
                what: "members",
                max: 2
            }
        ))
    );
    assert_eq!(check::members(vec![], 2), Err(CheckError::Empty));
}

#[test]
fn two_pokemon_of_one_typing_are_two_members() {
    // Starmie and Slowbro are both Psychic-Water: a team may hold both, and
    // they fill two of its slots.
    let (map, chart) = load_shipped("kanto").unwrap();
    let gyms = [map.gym("G4").unwrap()]; // Erika: Grass and Poison moves, among others
    let named = |name: &str| Member {
        typing: t("Psychic-Water"),
        pokemon: Some(name.into()),
        ability: None,
    };
    let members = check::members(vec![named("Starmie"), named("Slowbro")], 3).unwrap();
    let check = Check::new(&chart, Kind::Defense, &gyms, &members).unwrap();
    assert!(check.rows.iter().all(|r| r.cells.len() == 2));
    let settings = Settings {
        mode: Mode::Overlapping,
        max: 3,
        without: vec![],
        options: None,
        top: 50,
    };
    match check.complete(&chart, &gyms, &settings).unwrap() {
        Completion::Finish(finishes) => {
            // One slot is left: each finish adds one typing.
            assert!(!finishes.is_empty());
            assert!(finishes.iter().all(|s| s.added.len() == 1));
        }
        Completion::Covered => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn safe_leaves_out_exactly_the_weak_typings() {
    let rules = Rules {
        kind: Kind::Defense,
        obtainable: false,
        safe: true,
    };
    for region in ["kanto", "johto", "sinnoh", "paldea"] {
        let (map, chart) = load_shipped(region).unwrap();
        let pool = Pool::new(map.generation, None).unwrap();
        for gym in &map.gyms {
            let problem = Problem::for_gyms(&chart, Kind::Defense, &[gym]);
            let attack: Vec<Type> = gym.attack.clone();
            let expected: Vec<Typing> = chart
                .typings()
                .iter()
                .copied()
                .filter(|&d| {
                    attack.iter().any(|&a| {
                        matches!(
                            chart.multiplier(a, d),
                            Some(Multiplier::Double | Multiplier::Quadruple)
                        )
                    })
                })
                .collect();
            let left_out = weak_typings(&chart, problem.items());
            assert_eq!(left_out, expected, "{region} {}", gym.id);
            // The roster's --safe rule: the same, less the player's pins.
            let items = items_of(&chart, Kind::Defense, &[gym]);
            assert_eq!(items, problem.items());
            let pin = chart.typings()[0];
            let roster = Roster::new(&rules, &chart, &pool, &items, &[pin]);
            let weak: Vec<Typing> = expected.iter().copied().filter(|&t| t != pin).collect();
            assert_eq!(
                roster.left_out_for(Reason::Weak),
                weak,
                "{region} {}",
                gym.id
            );
            // The candidates --safe keeps: none is weak, but the pin.
            for &o in roster.candidates() {
                assert!(o == pin || weaknesses(&chart, problem.items(), &[o.into()]) == 0);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Random small charts.

/// What to check on a random chart, as indices taken modulo the sizes.
#[derive(Clone, Debug)]
struct Ask {
    attack: bool,
    exact: bool,
    safe: bool,
    max: usize,
    full: bool,
    members: Vec<usize>,
    gyms: Vec<(Vec<usize>, Vec<usize>)>,
}

fn ask() -> impl Strategy<Value = Ask> {
    let list = || proptest::collection::vec(0usize..64, 1..5);
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        1usize..5,
        any::<bool>(),
        proptest::collection::vec(0usize..64, 1..5),
        proptest::collection::vec((list(), list()), 0..3),
    )
        .prop_map(|(attack, exact, safe, max, full, members, gyms)| Ask {
            attack,
            exact,
            safe,
            max,
            full,
            members,
            gyms,
        })
}

/// The distinct names at the positions `at`, in order of first pick.
fn pick(names: &[Typing], at: &[usize]) -> Vec<Typing> {
    let mut v = Vec::new();
    for &i in at {
        let name = names[i % names.len()];
        if !v.contains(&name) {
            v.push(name);
        }
    }
    v
}

/// The covers `keep ∪ X` of `items`, X drawn from `options` outside `team`
/// and `without`, each option of X covering some item, at most `max` in all,
/// per docs/covers.md (exact: every item covered once; overlapping: at least
/// once, and no option of X removable), ranked and sorted.
#[allow(clippy::too_many_arguments)]
fn brute(
    chart: &Chart,
    kind: Kind,
    mode: Mode,
    max: usize,
    items: &[Typing],
    options: &[Typing],
    team: &[Typing],
    keep: &[Typing],
    without: &[Typing],
) -> Vec<Team> {
    let value = |i: Typing, o: Typing| common::value(kind, hit(chart, kind, i, o));
    let free: Vec<Typing> = options
        .iter()
        .copied()
        .filter(|o| !team.contains(o) && !without.contains(o))
        .filter(|&o| items.iter().any(|&i| value(i, o).is_some()))
        .collect();
    let mut out = Vec::new();
    for mask in 0u32..1 << free.len() {
        let added: Vec<Typing> = (0..free.len())
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| free[k])
            .collect();
        let set: Vec<Typing> = keep.iter().chain(&added).copied().collect();
        if set.len() > max {
            continue;
        }
        let count = |i: Typing| set.iter().filter(|&&o| value(i, o).is_some()).count();
        let ok = match mode {
            Mode::Exact => items.iter().all(|&i| count(i) == 1),
            Mode::Overlapping => {
                items.iter().all(|&i| count(i) >= 1)
                    && added.iter().all(|&o| {
                        items
                            .iter()
                            .any(|&i| value(i, o).is_some() && count(i) == 1)
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
                match kind {
                    Kind::Defense => values.min().unwrap_or(0),
                    Kind::Attack => values.max().unwrap_or(0),
                }
            })
            .sum();
        let mut types = set;
        types.sort();
        out.push(Team {
            rank,
            types: bare(&types).into(),
        });
    }
    common::sort(kind, &mut out);
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn checks_on_random_charts_agree_with_brute_force(text in common::chart(), ask in ask()) {
        let chart = Chart::from_json_str(&text, "random.json").unwrap();
        let kind = if ask.attack { Kind::Attack } else { Kind::Defense };
        let mode = if ask.exact { Mode::Exact } else { Mode::Overlapping };
        let attack: Vec<Typing> = chart.attack_types().iter().map(|&a| a.into()).collect();
        let options = match kind {
            Kind::Defense => chart.typings().to_vec(),
            Kind::Attack => attack.clone(),
        };
        let gyms: Vec<Gym> = ask.gyms.iter().enumerate().map(|(n, (a, d))| Gym {
            id: format!("G{}", n + 1),
            town: format!("Town {n}").into(),
            leader: format!("Leader {n}").into(),
            attack: pick(&attack, a).into_iter().map(|t| t.first()).collect(),
            defense: pick(chart.typings(), d),
            level: None,
            trainers: Vec::new(),
            note: None,
            foes: Vec::new(),
        }).collect();
        let gyms: Vec<&Gym> = gyms.iter().collect();
        // A full team when asked (as many members as --max), else one short.
        let mut typings = pick(&options, &ask.members);
        let size = if ask.full { ask.max } else { ask.max.saturating_sub(1).max(1) };
        typings.truncate(size);
        let max = ask.max.max(typings.len());
        let members: Vec<Member> = typings.iter().map(|&t| Member::typing(t)).collect();

        let check = Check::new(&chart, kind, &gyms, &members).unwrap();
        assert_matrix(&chart, kind, &gyms, &members, &check);

        let items = items(&chart, kind, &gyms);
        let safe = if ask.safe && kind == Kind::Defense {
            weak_typings(&chart, &bare(&items))
        } else {
            Vec::new()
        };
        // What the roster's --safe rule excludes: the weak typings but the members.
        let without: Vec<Typing> = safe.iter().copied().filter(|t| !typings.contains(t)).collect();
        let settings = Settings { mode, max, without, options: None, top: 4 };
        let completion = check.complete(&chart, &gyms, &settings).unwrap();
        let weak = |team: &Team| (kind == Kind::Defense).then(|| weaknesses(&chart, &bare(&items), &team.types));
        let suggestions = |teams: Vec<Team>, keep: &[Typing]| -> Vec<Suggestion> {
            teams.into_iter().map(|team| {
                let out: Vec<Member> = typings.iter().copied()
                    .filter(|&t| !team.types.contains(&t.into()))
                    .map(Member::typing)
                    .collect();
                Suggestion {
                    added: team.types.iter().copied().filter(|t| !keep.contains(&t.typing)).collect(),
                    out,
                    weak: weak(&team),
                    team,
                }
            }).collect()
        };
        // What no option but a left-out one (--safe; never a member) covers.
        let uncoverable: Vec<Typing> = items.iter().copied()
            .filter(|&i| {
                !options.iter().filter(|o| !settings.without.contains(o))
                    .any(|&o| covers(kind, hit(&chart, kind, i, o)))
            })
            .collect();

        let expected = if check.covered() {
            Completion::Covered
        } else if !uncoverable.is_empty() {
            Completion::Uncoverable(bare(&uncoverable))
        } else {
            let finish = if typings.len() < max {
                brute(&chart, kind, mode, max, &items, &options, &typings, &typings, &safe)
            } else {
                Vec::new()
            };
            if !finish.is_empty() {
                // The finishes are the `--with` search itself.
                let mut problem = Problem::for_gyms(&chart, kind, &gyms);
                let without: Vec<Typing> = safe.iter().copied().filter(|t| !typings.contains(t)).collect();
                let request = problem.request(mode, max, &bare(&typings), &bare(&without)).unwrap();
                let with_search = problem.top(&request, 4);
                prop_assert_eq!(&with_search[..], &finish[..finish.len().min(4)]);
                Completion::Finish(suggestions(with_search, &typings))
            } else {
                let mut repair = (0, Vec::new());
                for swaps in 1..=typings.len().min(2) {
                    let mut found = Vec::new();
                    for (a, &x) in typings.iter().enumerate() {
                        for (b, &y) in typings.iter().enumerate() {
                            let out: Vec<Typing> = if swaps == 1 { vec![x] } else { vec![x, y] };
                            if (swaps == 1 && b > 0) || (swaps == 2 && b <= a) {
                                continue;
                            }
                            let keep: Vec<Typing> = typings.iter().copied().filter(|t| !out.contains(t)).collect();
                            let without: Vec<Typing> = safe.iter().chain(&out).copied().filter(|t| !keep.contains(t)).collect();
                            let mut teams = brute(&chart, kind, mode, max, &items, &options, &typings, &keep, &without);
                            // The check asks each dropped set for its 4 best.
                            teams.truncate(4);
                            found.extend(suggestions(teams, &keep));
                        }
                    }
                    repair = (swaps, found);
                    if !repair.1.is_empty() {
                        break;
                    }
                }
                let (swaps, mut found) = repair;
                // Merged in docs/covers.md's order; the teams are distinct,
                // each lacking exactly the members it drops.
                let mut teams: Vec<Team> = found.iter().map(|s| s.team.clone()).collect();
                common::sort(kind, &mut teams);
                found.sort_by_key(|s| teams.iter().position(|t| *t == s.team));
                // Repairs that take more hits than the team come last.
                found.sort_by_key(|s| s.weak.zip(check.weak).is_some_and(|(s, t)| s > t));
                found.truncate(4);
                Completion::Repair { swaps, suggestions: found }
            }
        };
        prop_assert_eq!(completion, expected);
    }
}

#[test]
fn finishing_a_shipped_team_is_the_with_search() {
    let (map, chart) = load_shipped("kanto").unwrap();
    let gyms: Vec<&Gym> = ["G3", "G4", "G5"]
        .iter()
        .map(|id| map.gym(id).unwrap())
        .collect();
    let typings = [t("Water"), t("Ground-Rock")];
    let members: Vec<Member> = typings.iter().map(|&t| Member::typing(t)).collect();
    let check = Check::new(&chart, Kind::Defense, &gyms, &members).unwrap();
    assert!(!check.covered());
    for mode in [Mode::Exact, Mode::Overlapping] {
        let settings = Settings {
            mode,
            max: 6,
            without: vec![],
            options: None,
            top: 5,
        };
        let Completion::Finish(finishes) = check.complete(&chart, &gyms, &settings).unwrap() else {
            panic!("a team of 2 out of 6 can be finished");
        };
        let mut problem = Problem::for_gyms(&chart, Kind::Defense, &gyms);
        let request = problem.request(mode, 6, &bare(&typings), &[]).unwrap();
        let teams: Vec<Team> = finishes.iter().map(|s| s.team.clone()).collect();
        assert_eq!(teams, problem.top(&request, 5));
    }
}
