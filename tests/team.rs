//! One team for both sides (docs/covers.md "Teams") against a brute force
//! written here, independently: every set of Pokémon is tried, kept when it
//! resists every attack type and hits every typing (exactly once, or with
//! no member spare), and ranked by attack rank minus defense rank. The
//! library merges Pokémon into options and leaves items out of its links;
//! expanded again, its teams must be exactly these, with the same ranks.
//! Then the command line: `--with` keeps its Pokémon, merged options name
//! every alternative, and a Pokémon the version cannot have is an error.

mod binary;
// The shared order of covers is a typing problem's; teams have their own.
#[allow(dead_code)]
mod common;

use std::cmp::Reverse;
use std::collections::BTreeSet;

use pokelinks::data::{Chart, Multiplier};
use pokelinks::profile::Profile;
use pokelinks::search::Mode;
use pokelinks::team::{Attack, Candidate, Lineup, Machine, Target, TeamProblem};
use proptest::prelude::*;
use serde_json::Value;

/// An attack: a type and, if a single-copy TM teaches it, which.
type AskedAttack = (usize, Option<usize>);

/// A random question on a chart: the Pokémon (a typing and attack types,
/// each an index into the chart's lists, drawn from few choices so that
/// some Pokémon cover alike), what to resist and hit, and how.
#[derive(Clone, Debug)]
struct Ask {
    /// Per Pokémon: its typing, its ability (an index of
    /// [`common::ability`]), and its attacks: a type and, if it is taught
    /// by a single-copy TM, which of three.
    pokemon: Vec<(usize, usize, Vec<AskedAttack>)>,
    /// The most moves a member plays with, and the copies of each TM.
    moves: usize,
    copies: [u8; 3],
    /// `--safe=N`: the most members an attack type to resist hits hard.
    safe: Option<usize>,
    /// The items: an attack type or typing, and an ability index each.
    resist: Vec<(usize, usize)>,
    hit: Vec<(usize, usize)>,
    exact: bool,
    max: usize,
    pinned: Vec<usize>,
    masked: Vec<usize>,
    top: usize,
}

fn ask() -> impl Strategy<Value = Ask> {
    let attack = (0usize..8, proptest::option::weighted(0.3, 0usize..3));
    // Most Pokémon and items without an ability, as in the games.
    let ability = proptest::option::weighted(0.4, 0usize..8).prop_map(|a| a.unwrap_or(8));
    let one = (
        0usize..4,
        ability.clone(),
        proptest::collection::vec(attack, 0..5),
    );
    (
        (
            proptest::collection::vec(one, 1..=8),
            1usize..=4,
            proptest::array::uniform3(1u8..=2),
            proptest::option::weighted(0.3, 0usize..3),
        ),
        proptest::collection::vec((0usize..8, ability.clone()), 0..5),
        proptest::collection::vec((0usize..16, ability), 0..6),
        any::<bool>(),
        1usize..=7,
        proptest::collection::vec(0usize..9, 0..3),
        proptest::collection::vec(0usize..12, 0..3),
        1usize..5,
    )
        .prop_map(
            |((pokemon, moves, copies, safe), resist, hit, exact, max, pinned, masked, top)| Ask {
                pokemon,
                moves,
                copies,
                safe,
                resist,
                hit,
                exact,
                max,
                pinned,
                masked,
                top,
            },
        )
}

/// A team by brute force: its rank, its weaknesses (hits at ×2 or more
/// its members take from the attack types to resist, one per member and
/// attack type) and its Pokémon's names, sorted.
type Found = (i32, u32, Vec<String>);

/// What attack `a` of `p` (with `p`'s ability) does to typing `t`: the
/// multiplier by [`common::damage`], if ×2 or more.
fn hits(chart: &Chart, p: &Candidate, a: &Attack, t: Target) -> Option<Multiplier> {
    let Target::Hit(t) = t else {
        return None;
    };
    let m = common::class(common::damage(
        chart,
        Profile::new(a.kind.into(), p.ability),
        t,
    )?);
    (m >= Multiplier::Double).then_some(m)
}

/// The multiplier attack `a` (a type and its holder's ability) deals to `p`.
fn taken(chart: &Chart, a: Profile, p: &Candidate) -> Option<Multiplier> {
    Some(common::class(common::damage(
        chart,
        a,
        Profile::new(p.typing, p.ability),
    )?))
}

/// What candidate `p` playing the attacks `moves` (indices) does to
/// `target`, by the rules of docs/covers.md: the multiplier it takes
/// (resist) or deals at best (hit), if it covers it.
fn cover(chart: &Chart, p: &Candidate, moves: &[usize], target: Target) -> Option<Multiplier> {
    match target {
        Target::Resist(a) => {
            let m = taken(chart, a, p)?;
            (m <= Multiplier::Half).then_some(m)
        }
        Target::Hit(_) => moves
            .iter()
            .filter_map(|&a| hits(chart, p, &p.attacks[a], target))
            .max(),
    }
}

/// The sets of at most `most` of `p`'s attacks a member may play with
/// (in an exact search too): those no other set beats — hitting every item
/// at least as hard, with no TM it lacks, and better somewhere or with
/// fewer TMs.
fn movesets(chart: &Chart, p: &Candidate, items: &[Target], most: usize) -> Vec<Vec<usize>> {
    let n = p.attacks.len();
    let sets: Vec<Vec<usize>> = (0u32..1 << n)
        .map(|m| (0..n).filter(|a| m >> a & 1 == 1).collect::<Vec<usize>>())
        .filter(|s| s.len() <= most)
        .collect();
    let profile = |s: &[usize]| -> (Vec<Option<Multiplier>>, BTreeSet<String>) {
        let h = items.iter().map(|&i| cover(chart, p, s, i)).collect();
        let tms = (s.iter())
            .filter_map(|&a| p.attacks[a].machine.as_ref().map(|m| m.item.clone()))
            .collect();
        (h, tms)
    };
    let beats = |a: &[usize], b: &[usize]| {
        let ((ha, ta), (hb, tb)) = (profile(a), profile(b));
        let at_least = ha.iter().zip(&hb).all(|(x, y)| x >= y);
        at_least && ta.is_subset(&tb) && (ha != hb || ta != tb)
    };
    (sets.iter())
        .filter(|s| !sets.iter().any(|o| beats(o, s)))
        .cloned()
        .collect()
}

/// Every team by brute force over the sets of candidates and their sets of
/// moves: each set of Pokémon once, with the best rank any of its ways to
/// play gives, sorted.
fn brute(
    chart: &Chart,
    pokemon: &[Candidate],
    items: &[Target],
    mode: Mode,
    max: usize,
    pinned: &[usize],
    (moves, safe): (usize, Option<usize>),
) -> Vec<Found> {
    let sets: Vec<Vec<Vec<usize>>> = (pokemon.iter())
        .map(|p| movesets(chart, p, items, moves))
        .collect();
    let mut best: std::collections::BTreeMap<Vec<String>, (i32, u32)> = Default::default();
    for set in 0u32..1 << pokemon.len() {
        let members: Vec<usize> = (0..pokemon.len()).filter(|k| set >> k & 1 == 1).collect();
        if members.len() > max || pinned.iter().any(|p| !members.contains(p)) {
            continue;
        }
        // Every way to give each member one of its sets of moves.
        let mut pick = vec![0usize; members.len()];
        loop {
            let played: Vec<&[usize]> = (members.iter().zip(&pick))
                .map(|(&k, &p)| sets[k][p].as_slice())
                .collect();
            // `--safe=N`: no attack type to resist hits more than N
            // members at ×2 or more.
            let weak = |i: &Target| match i {
                Target::Resist(a) => (members.iter())
                    .filter(|&&k| {
                        taken(chart, *a, &pokemon[k]).is_some_and(|m| m >= Multiplier::Double)
                    })
                    .count(),
                Target::Hit(_) => 0,
            };
            let safe_ok = safe.is_none_or(|n| items.iter().all(|i| weak(i) <= n));
            if !safe_ok {
            } else if let Some(rank) = judge(chart, pokemon, items, mode, pinned, &members, &played)
            {
                let mut names: Vec<String> =
                    members.iter().map(|&k| pokemon[k].name.clone()).collect();
                names.sort();
                let weaknesses = items.iter().map(weak).sum::<usize>() as u32;
                let b = best.entry(names).or_insert((i32::MIN, weaknesses));
                b.0 = b.0.max(rank);
            }
            let Some(m) = (0..members.len())
                .rev()
                .find(|&m| pick[m] + 1 < sets[members[m]].len())
            else {
                break;
            };
            pick[m] += 1;
            pick[m + 1..].fill(0);
        }
    }
    let mut out: Vec<Found> = best
        .into_iter()
        .map(|(names, (rank, weak))| (rank, weak, names))
        .collect();
    out.sort();
    out
}

/// The rank of `members` playing `played`, if they make a team: no TM
/// taught more often than it is had, every item covered (exactly once, or
/// with no member spare but the pinned).
fn judge(
    chart: &Chart,
    pokemon: &[Candidate],
    items: &[Target],
    mode: Mode,
    pinned: &[usize],
    members: &[usize],
    played: &[&[usize]],
) -> Option<i32> {
    let mut taught: std::collections::BTreeMap<&str, u8> = Default::default();
    for (&k, moves) in members.iter().zip(played) {
        for &a in *moves {
            if let Some(m) = &pokemon[k].attacks[a].machine {
                let n = taught.entry(m.item.as_str()).or_default();
                *n += 1;
                if *n > m.copies {
                    return None;
                }
            }
        }
    }
    let covers = |j: usize, i: Target| cover(chart, &pokemon[members[j]], played[j], i).is_some();
    let count = |i: Target| (0..members.len()).filter(|&j| covers(j, i)).count();
    let earns = |j: usize| match mode {
        Mode::Exact => items.iter().any(|&i| covers(j, i)),
        Mode::Overlapping => items.iter().any(|&i| covers(j, i) && count(i) == 1),
    };
    let all = match mode {
        Mode::Exact => items.iter().all(|&i| count(i) == 1),
        Mode::Overlapping => items.iter().all(|&i| count(i) >= 1),
    };
    if !all || (0..members.len()).any(|j| !pinned.contains(&members[j]) && !earns(j)) {
        return None;
    }
    let (mut attack, mut defense) = (0i32, 0i32);
    for &i in items {
        let values = (0..members.len())
            .filter_map(|j| cover(chart, &pokemon[members[j]], played[j], i))
            .filter_map(|m| common::value(i.kind(), m));
        match i {
            Target::Resist(_) => defense += values.min().unwrap() as i32,
            Target::Hit(_) => attack += values.max().unwrap() as i32,
        }
    }
    Some(attack - defense)
}

/// Every team a lineup stands for: one Pokémon per slot, each way.
fn expand(team: &Lineup, pokemon: &[Candidate]) -> Vec<Found> {
    let mut teams: Vec<Vec<String>> = vec![Vec::new()];
    for slot in &team.slots {
        teams = (teams.iter())
            .flat_map(|t| {
                // Two slots of one group are two of its Pokémon.
                (slot.pokemon.iter())
                    .filter(|&&c| !t.contains(&pokemon[c].name))
                    .map(move |&c| {
                        let mut t = t.clone();
                        t.push(pokemon[c].name.clone());
                        t
                    })
            })
            .collect();
    }
    let named: BTreeSet<Vec<String>> = (teams.into_iter())
        .map(|mut names| {
            names.sort();
            names
        })
        .collect();
    named
        .into_iter()
        .map(|names| (team.rank, team.weak, names))
        .collect()
}

/// A lineup's members as teams of equal rank, weaknesses and size are
/// ordered: each slot's lead by strength (fully evolved first, then base
/// stat total, highest first), then name, with the option its moves are
/// (for one Pokémon, the first choice first); sorted.
type Leads<'a> = Vec<(Reverse<(bool, u16)>, &'a str, Option<u32>)>;

fn leads<'a>(team: &Lineup, pokemon: &'a [Candidate]) -> Leads<'a> {
    let mut leads: Leads<'a> = (team.slots.iter())
        .map(|s| {
            let lead = &pokemon[s.pokemon[0]];
            (Reverse(lead.strength), lead.name.as_str(), s.option)
        })
        .collect();
    leads.sort();
    leads
}

/// A lineup's slots as shown: by their leads' names.
fn shown_by_name(team: &Lineup, pokemon: &[Candidate]) -> bool {
    (team.slots.windows(2)).all(|w| pokemon[w[0].pokemon[0]].name <= pokemon[w[1].pokemon[0]].name)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn teams_on_random_charts_agree_with_brute_force(text in common::chart(), ask in ask()) {
        let chart = Chart::from_json_str(&text, "random.json").unwrap();
        let types = chart.attack_types();
        let typings = chart.typings();
        // Names in an order unlike the Pokémon's, so that ties by name are
        // not ties by position.
        let names = ["Mu", "Ka", "Zo", "Be", "Xi", "Al", "Ro", "Fe", "Da"];
        let pokemon: Vec<Candidate> = (ask.pokemon.iter().enumerate())
            .map(|(k, (t, ability, attacks))| {
                let typing = typings[t % typings.len()];
                let mut attacks: Vec<Attack> = (attacks.iter())
                    .map(|&(a, tm)| Attack {
                        kind: types[a % types.len()],
                        move_name: None,
                        learned: None,
                        machine: tm.map(|m| Machine { item: format!("tm{m}"), copies: ask.copies[m] }),
                    })
                    .collect();
                attacks.dedup();
                // A TM teaches one move.
                let mut machines = BTreeSet::new();
                attacks.retain(|a| a.machine.as_ref().is_none_or(|m| machines.insert(m.item.clone())));
                Candidate {
                    name: names[k].to_owned(),
                    typing,
                    ability: common::ability(*ability),
                    how: None,
                    evolves: None,
                    choice: None,
                    attacks,
                    // Strengths in an order unlike the names' and the
                    // Pokémon's, with ties.
                    strength: (k % 3 != 0, [300, 450, 300, 520, 410, 300, 600, 350, 450][k]),
                }
            })
            .collect();
        let resist: Vec<Profile> = (ask.resist.iter())
            .map(|&(a, ability)| Profile::new(types[a % types.len()].into(), common::ability(ability)))
            .collect();
        let hit: Vec<Profile> = (ask.hit.iter())
            .map(|&(t, ability)| Profile::new(typings[t % typings.len()], common::ability(ability)))
            .collect();
        let mut pinned: Vec<usize> = ask.pinned.iter().filter(|&&p| p < pokemon.len()).copied().collect();
        pinned.sort_unstable();
        pinned.dedup();
        let mode = if ask.exact { Mode::Exact } else { Mode::Overlapping };

        let mut problem = TeamProblem::new(&chart, &resist, &hit, pokemon.clone(), &pinned);
        problem.set_moves(ask.moves);
        let targets = problem.targets().to_vec();
        let expected_targets: BTreeSet<Target> = (resist.iter().map(|&a| Target::Resist(a)))
            .chain(hit.iter().map(|&t| Target::Hit(t)))
            .collect();
        prop_assert_eq!(targets.iter().copied().collect::<BTreeSet<_>>(), expected_targets);
        for &m in &ask.masked {
            if let Some(&t) = targets.get(m) {
                prop_assert!(problem.set_masked(t, true));
            }
        }
        let items: Vec<Target> = targets.iter().copied().filter(|&t| !problem.is_masked(t)).collect();
        problem.set_safe(ask.safe);
        let expected = brute(&chart, &pokemon, &items, mode, ask.max, &pinned, (ask.moves, ask.safe));

        let request = match problem.request(mode, ask.max) {
            Ok(r) => r,
            Err(_) => {
                prop_assert!(pinned.len() > ask.max);
                return Ok(());
            }
        };
        let (teams, total) = problem.ranked(&request, usize::MAX);
        prop_assert_eq!(total, teams.len() as u64);
        prop_assert_eq!(problem.count(&request), total);
        let mut found: Vec<Found> = teams.iter().flat_map(|t| expand(t, &pokemon)).collect();
        found.sort();
        prop_assert_eq!(&found, &expected);

        // Best rank first, then fewer weaknesses, then fewer members, then
        // the stronger leads; each team's members shown by name.
        for team in &teams {
            prop_assert!(shown_by_name(team, &pokemon), "{:?}", team);
        }
        for w in teams.windows(2) {
            let key = |t: &Lineup| (Reverse(t.rank), t.weak, t.slots.len(), leads(t, &pokemon));
            prop_assert!(key(&w[0]) < key(&w[1]), "{:?} before {:?}", w[0], w[1]);
            // The order the library merges teams by is this one.
            prop_assert!(problem.order(&w[0], &w[1]).is_lt());
        }
        for team in &teams {
            prop_assert_eq!(team.rank, team.attack as i32 - team.defense as i32);
            let mut taught: std::collections::BTreeMap<String, (u8, u8)> = Default::default();
            for slot in &team.slots {
                prop_assert_eq!(slot.moves.len(), slot.pokemon.len());
                // A slot's Pokémon share its typing and cover alike with
                // the moves they play: at most the moves asked for.
                for (k, &c) in slot.pokemon.iter().enumerate() {
                    prop_assert_eq!(pokemon[c].typing, slot.typing);
                    let moves = &slot.moves[k];
                    prop_assert!(moves.len() <= ask.moves);
                    prop_assert!(moves.windows(2).all(|w| w[0] < w[1]));
                    let covers: Vec<(Target, Multiplier)> = (items.iter())
                        .filter_map(|&i| Some((i, cover(&chart, &pokemon[c], moves, i)?)))
                        .collect();
                    prop_assert_eq!(&covers, &slot.covers);
                    if k == 0 {
                        for &a in moves {
                            if let Some(m) = &pokemon[c].attacks[a].machine {
                                let e = taught.entry(m.item.clone()).or_insert((0, m.copies));
                                e.0 += 1;
                            }
                        }
                    }
                }
                // A pinned Pokémon fills a slot alone.
                if slot.pokemon.iter().any(|c| pinned.contains(c)) {
                    prop_assert_eq!(slot.pokemon.len(), 1);
                }
            }
            // No TM taught more often than it is had.
            for (item, (n, copies)) in &taught {
                prop_assert!(n <= copies, "{} taught {} times", item, n);
            }
            // Held as the player names it, a lead-only team covers all, with
            // moves at least as good.
            let members: Vec<usize> = team.slots.iter().map(|s| s.pokemon[0]).collect();
            if members.iter().collect::<BTreeSet<_>>().len() == members.len() {
                let (held, uncovered) = problem.hold(&members);
                prop_assert!(uncovered.is_empty());
                prop_assert!(held.rank >= team.rank);
            }
        }
        let top = problem.top(&request, ask.top);
        prop_assert_eq!(&top[..], &teams[..ask.top.min(teams.len())]);
    }
}

/// Runs `pokelinks ARGS --format json` and parses the document.
fn json(args: &[&str]) -> (Value, Option<i32>) {
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    let run = binary::run(&args);
    assert_eq!(run.stderr, "", "{args:?}");
    (serde_json::from_str(&run.stdout).unwrap(), run.code)
}

/// The names in each member of a team of the JSON document.
fn members(team: &Value) -> Vec<Vec<String>> {
    (team["members"].as_array().unwrap().iter())
        .map(|m| {
            (m["pokemon"].as_array().unwrap().iter())
                .map(|p| p["name"].as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

#[test]
fn a_charmander_player_s_team_for_the_elite_four_keeps_charizard() {
    let (doc, code) = json(&[
        "team",
        "red",
        "--version",
        "charmander",
        "E4",
        "--with",
        "charizard",
        "--top",
        "5",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(doc["attacks"], "moves");
    let teams = doc["solutions"].as_array().unwrap();
    assert_eq!(teams.len(), 5);
    for team in teams {
        let members = members(team);
        assert!(members.len() <= 6);
        // Charizard fills a slot alone, in every team.
        assert!(
            members.contains(&vec!["Charizard".to_owned()]),
            "{members:?}"
        );
        for m in team["members"].as_array().unwrap() {
            for p in m["pokemon"].as_array().unwrap() {
                // Where to find it, and the moves that hit, with how.
                assert!(p["how"].is_string(), "{p}");
                for mv in p["moves"].as_array().unwrap() {
                    assert!(mv["move"].is_string() && mv["learned"].is_string(), "{mv}");
                }
            }
        }
    }
    // The player layout says where Charizard comes from and what it hits.
    let out = binary::ok(&[
        "team",
        "red",
        "--version",
        "charmander",
        "E4",
        "--with",
        "charizard",
        "--top",
        "1",
        "--layout",
        "player",
    ]);
    assert!(
        out.contains("Charizard (Fire-Flying): Charmander, starter"),
        "{out}"
    );
    assert!(
        out.contains("resists") && out.contains("hits ") && out.contains(" with "),
        "{out}"
    );
}

#[test]
fn a_pokemon_the_version_cannot_have_names_the_version_that_can() {
    binary::bad(
        &[
            "team",
            "red",
            "--version",
            "squirtle",
            "E4",
            "--with",
            "charizard",
        ],
        "Charizard cannot be had in Red/Blue, playing Red with Squirtle as starter; it can with Charmander as starter (--version charmander)",
    );
    binary::bad(
        &["team", "red", "E4", "--with", "sandshrew"],
        "it can in Blue (--game blue)",
    );
    binary::bad(&["team", "red", "E4", "--with", "alakazam"], "(--trade)");
    binary::bad(
        &[
            "team",
            "red",
            "--starter",
            "charmander",
            "G1",
            "--with",
            "charizard",
        ],
        "Charizard cannot be had before Brock (G1) in Red/Blue: from before",
    );
    binary::bad(
        &["team", "red", "--with", "water"],
        "--with Water: a team's members are Pokémon",
    );
    binary::bad(
        &["team", "emerald", "--with", "gengar"],
        "Gengar is not in Emerald's Pokédex",
    );
    binary::bad(
        &["team", "A", "kanto"],
        "'team' and 'A' contradict each other",
    );
    binary::bad(
        &[
            "team", "kanto", "--with", "onix", "--with", "geodude", "--max", "1",
        ],
        "--with names 2 Pokémon but --max is 1",
    );
}

#[test]
fn merged_options_name_every_alternative() {
    // On a region map Pokémon attack with their own types, so those of one
    // typing cover alike: every Ghost-Poison Pokémon of generation 1 is one
    // member, named in full.
    let (doc, code) = json(&["team", "kanto", "G1", "G2", "--limit", "1000"]);
    assert_eq!(code, Some(0));
    assert_eq!(doc["attacks"], "same-type");
    let ghost = (doc["solutions"].as_array().unwrap().iter())
        .flat_map(members)
        .find(|m| m.contains(&"Gengar".to_owned()))
        .expect("some team holds Gengar");
    assert_eq!(ghost, ["Gengar", "Haunter", "Gastly"]);
    // Two Pokémon of one typing pinned stay two members.
    let (doc, _) = json(&[
        "team", "kanto", "G1", "--with", "onix", "--with", "geodude", "--top", "3",
    ]);
    for team in doc["solutions"].as_array().unwrap() {
        let members = members(team);
        assert!(members.contains(&vec!["Onix".to_owned()]), "{members:?}");
        assert!(members.contains(&vec!["Geodude".to_owned()]), "{members:?}");
    }
}

#[test]
fn emerald_before_norman_names_teams_and_what_no_one_can_hit_yet() {
    let (doc, code) = json(&["team", "emerald", "G5", "G6", "G7", "G8", "--top", "3"]);
    // Nothing had before Norman hits Dragon-Water super-effectively: no
    // team covers everything (exit 1), the teams shown cover the rest.
    assert_eq!(code, Some(1));
    let uncovered = &doc["uncoverable"][0];
    assert_eq!(
        (uncovered["item"].as_str(), uncovered["side"].as_str()),
        (Some("Dragon-Water"), Some("hit"))
    );
    // Milotic (Feebas is caught before Winona) waits for the Pokéblock
    // Case, given in Lilycove after her (data/README.md section 10): the
    // first hit on Dragon-Water is before Tate and Liza.
    assert!(
        uncovered["from"]
            .as_str()
            .unwrap()
            .contains("Tate and Liza"),
        "{uncovered}"
    );
    let teams = doc["solutions"].as_array().unwrap();
    assert_eq!(teams.len(), 3);
    assert!(teams.iter().all(|t| members(t).len() <= 6));
    // Plain rows: rank, then members with their alternatives.
    let out = binary::run(&["team", "emerald", "G5", "G6", "G7", "G8", "--top", "1"]).stdout;
    assert!(out.contains("Uncovered: Dragon-Water"), "{out}");
}

/// The K best teams equal the head of the whole ranked listing on the
/// team problems of whole region charts, where the first passes of the K
/// best find nothing in many nodes and the search goes on without a limit
/// (`rank/best.rs`, `deepening`); and on a gym's, where deepening ends by
/// itself.
#[test]
fn the_best_teams_of_whole_charts_are_the_head_of_the_listing() {
    use pokelinks::cli::Config;
    use pokelinks::team::Asked;
    for words in [
        &["team", "sinnoh"][..],
        &["team", "unova"],
        &["team", "kanto", "G1", "G2"],
    ] {
        let args = std::iter::once("pokelinks").chain(words.iter().copied());
        let config = Config::parse_from(args).unwrap();
        let (asked, _) = Asked::new(&config.question, "--with", &[]).unwrap();
        let mut problem = asked.problem();
        problem.mask_uncoverable();
        for mode in [Mode::Overlapping, Mode::Exact] {
            let request = problem.request(mode, 6).unwrap();
            let (listed, total) = problem.ranked(&request, 10);
            // Whole charts have no exact team; overlapping ones they have.
            assert!(total > 0 || mode == Mode::Exact, "{words:?} {mode:?}");
            assert_eq!(problem.top(&request, 10), listed, "{words:?} {mode:?}");
        }
    }
}

/// Teams of equal rank come with fewer weaknesses first, and each team's
/// JSON says how many: before Misty and Lt. Surge with Charmander, the
/// teams of the best rank take one to three hits at ×2 or ×4.
#[test]
fn teams_of_equal_rank_come_with_fewer_weaknesses_first() {
    let (doc, _) = json(&[
        "team",
        "red",
        "--version",
        "charmander",
        "G2",
        "G3",
        "--top",
        "20",
    ]);
    let solutions = doc["solutions"].as_array().unwrap();
    let keys: Vec<(i64, u64)> = (solutions.iter())
        .map(|s| (s["rank"].as_i64().unwrap(), s["weak"].as_u64().unwrap()))
        .collect();
    let ordered = |w: &[(i64, u64)]| w[0].0 > w[1].0 || (w[0].0 == w[1].0 && w[0].1 <= w[1].1);
    assert!(keys.windows(2).all(ordered), "{keys:?}");
    // Some ties of rank are broken by the weaknesses, not by the names.
    assert!(
        keys.windows(2).any(|w| w[0].0 == w[1].0 && w[0].1 < w[1].1),
        "{keys:?}"
    );
}
