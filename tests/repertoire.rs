//! The moves a Pokémon can know by a story point (data/README.md "How a team
//! attacks"), against a brute force written here: for every game with a
//! story, at sampled story points, sampled Pokémon — those had by evolving
//! first — are walked along every way to have them (each chain from the
//! form met, by the availability's ways, each evolution checked against
//! the rows of data/evolutions.json), their moves worked out path by path
//! from the learnset, move, story and rule files read as JSON here, and the
//! attacks compared with the program's repertoire; with `--anytime`, along
//! the evolution rows from each first form. And the facts the issue names:
//! Hitmonlee's Jump Kick, Mareep's Thunder, the relearner, the moves that
//! cannot be leaned on and `--all-moves`.

mod files;

mod binary;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use files::data;
use pokelinks::data::game;
use pokelinks::data::learnsets::{Learnsets, Moves};
use pokelinks::problem::Kind;
use pokelinks::setup::{GymChoice, Question, Setup};
use pokelinks::story::availability::{Availability, Way};
use pokelinks::story::repertoire::{Form, Learner, Learning, Origin, known};
use serde_json::Value;

fn exists(path: &str) -> bool {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(path)
        .exists()
}

/// The raw files of one game, as the brute force reads them.
struct Raw {
    /// species → [(level, move)], file order.
    levelup: BTreeMap<String, Vec<(u8, String)>>,
    /// species → TM/HM item ids.
    machines: BTreeMap<String, Vec<String>>,
    /// item id → move.
    teaches: BTreeMap<String, String>,
    /// move → (type, attack, variable).
    moves: BTreeMap<String, (String, bool, bool)>,
    /// move → the species for which it can be leaned on anyway.
    unreliable: BTreeMap<String, Vec<String>>,
    /// The checkpoints' ids and the items each adds.
    checkpoints: Vec<(String, Vec<String>)>,
    /// The relearner's checkpoint id.
    relearner: Option<String>,
    trade_at_given_level: bool,
    /// The evolution rows that hold in the game.
    rows: Vec<Value>,
}

impl Raw {
    fn of(id: &str, generation: u8) -> Raw {
        let file = if exists(&format!("learnsets/{id}.json")) {
            data(&format!("learnsets/{id}.json"))
        } else {
            data(&format!("learnsets/gen-{generation}.json"))
        };
        let mut levelup = BTreeMap::new();
        let mut machines = BTreeMap::new();
        for (name, set) in file["species"].as_object().unwrap() {
            let moves = (set["levelup"].as_array().unwrap().iter())
                .map(|e| {
                    let level = e[0].as_u64().unwrap() as u8;
                    (level, e[1].as_str().unwrap().to_owned())
                })
                .collect();
            levelup.insert(name.clone(), moves);
            let taught = (set["machines"].as_array().into_iter().flatten())
                .map(|m| m.as_str().unwrap().to_owned())
                .collect();
            machines.insert(name.clone(), taught);
        }
        let teaches = (file["machines"].as_object().into_iter().flatten())
            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
            .collect();
        let moves = (data(&format!("moves/gen-{generation}.json"))["moves"].as_array())
            .unwrap()
            .iter()
            .map(|m| {
                let name = m["name"].as_str().unwrap().to_owned();
                let kind = m["type"].as_str().unwrap().to_owned();
                let attack = m["attack"].as_bool().unwrap();
                (name, (kind, attack, m["variable"].as_bool().unwrap()))
            })
            .collect();
        let unreliable = (data("moves/unreliable.json")["moves"]
            .as_array()
            .unwrap()
            .iter())
        .map(|m| {
            let except = (m["except"].as_array().into_iter().flatten())
                .map(|s| s.as_str().unwrap().to_owned())
                .collect();
            (m["name"].as_str().unwrap().to_owned(), except)
        })
        .collect();
        let story = data(&format!("story/{id}.json"));
        let checkpoints = (story["checkpoints"].as_array().unwrap().iter())
            .map(|c| {
                let items = (c["items"].as_array().unwrap().iter())
                    .map(|i| i["item"].as_str().unwrap().to_owned())
                    .collect();
                (c["before"].as_str().unwrap().to_owned(), items)
            })
            .collect();
        let learning = data("moves/learning.json");
        let rules = (learning["games"].as_array().unwrap().iter())
            .find(|g| g["game"] == id)
            .unwrap_or_else(|| panic!("learning.json has no {id}"));
        let relearner = rules["relearner"]["from"].as_str().map(str::to_owned);
        let evolutions = data("evolutions.json");
        let groups: Vec<&str> = (evolutions["version_groups"].as_array().unwrap().iter())
            .map(|g| g.as_str().unwrap())
            .collect();
        let at = |g: &Value| groups.iter().position(|x| Some(*x) == g.as_str());
        let here = groups.iter().position(|g| *g == id).unwrap();
        let rows = (evolutions["evolutions"].as_array().unwrap().iter())
            .filter(|r| {
                at(&r["since"]).is_some_and(|s| s <= here)
                    && (r["until"].is_null() || at(&r["until"]).is_some_and(|u| here <= u))
            })
            .cloned()
            .collect();
        Raw {
            levelup,
            machines,
            teaches,
            moves,
            unreliable,
            checkpoints,
            relearner,
            trade_at_given_level: rules["trade_at_given_level"].as_bool().unwrap(),
            rows,
        }
    }

    /// The evolution rows from `from` to `to`, each as (minimum level,
    /// whether on levelling up); Shedinja's with Nincada's level-up level.
    fn steps(&self, from: &str, to: &str) -> Vec<(Option<u8>, bool)> {
        (self.rows.iter())
            .filter(|r| r["from"] == from && r["to"] == to)
            .map(|r| {
                let trigger = r["trigger"].as_str().unwrap();
                let level = match trigger {
                    "shed" => (self.rows.iter())
                        .find(|n| n["from"] == from && n["trigger"] == "level-up")
                        .and_then(|n| n["min_level"].as_u64()),
                    _ => r["min_level"].as_u64(),
                };
                (
                    level.map(|l| l as u8),
                    matches!(trigger, "level-up" | "shed"),
                )
            })
            .collect()
    }
}

/// One way to have a Pokémon: the level the first form is met at, the
/// forms from it to the Pokémon, and each evolution's (minimum level, on
/// levelling up).
#[derive(Clone, Debug)]
struct Path {
    met: u8,
    forms: Vec<String>,
    steps: Vec<(Option<u8>, bool)>,
}

impl Path {
    /// The lowest levels each form can be had at along this path, for each
    /// choice of the levels it evolves at: at an evolution's minimum level
    /// (or a level above the form before, on levelling up), or, without
    /// one, at any level up to the cap. Empty when no choice reaches the
    /// last form by the cap (the form met may be above it).
    fn floors(&self, cap: u8) -> Vec<Vec<u8>> {
        let mut out = vec![vec![self.met]];
        for &(level, levels_up) in &self.steps {
            let mut next = Vec::new();
            for seq in &out {
                let lowest = level
                    .unwrap_or(0)
                    .max(seq.last().unwrap() + u8::from(levels_up));
                let highest = if level.is_some() { lowest } else { cap };
                for e in lowest..=highest.min(cap) {
                    let mut longer = seq.clone();
                    longer.push(e);
                    next.push(longer);
                }
            }
            out = next;
        }
        out
    }
}

/// Every path to `name` at checkpoint `k` of `a`.
fn paths(a: &Availability, raw: &Raw, name: &str, k: usize, cap: u8, seen: &[&str]) -> Vec<Path> {
    let mut seen = seen.to_vec();
    seen.push(name);
    let mut out = Vec::new();
    for have in a.ways(name).iter().filter(|h| h.first <= k) {
        match &have.way {
            Way::Wild { min, .. } => out.push(Path {
                met: *min,
                forms: vec![name.into()],
                steps: vec![],
            }),
            Way::Received { level: Some(l), .. } => out.push(Path {
                met: *l,
                forms: vec![name.into()],
                steps: vec![],
            }),
            Way::Received {
                gives: Some(g),
                level: None,
                ..
            } if raw.trade_at_given_level => {
                if seen.contains(g) {
                    continue;
                }
                let floors: Vec<u8> = (paths(a, raw, g, k, cap, &seen).iter())
                    .flat_map(|p| p.floors(cap))
                    .map(|f| *f.last().unwrap())
                    .collect();
                let within = floors.iter().filter(|&&f| f <= cap).min();
                if let Some(&met) = within.or(floors.iter().min()) {
                    out.push(Path {
                        met,
                        forms: vec![name.into()],
                        steps: vec![],
                    });
                }
            }
            Way::Received { .. } => out.push(Path {
                met: 1,
                forms: vec![name.into()],
                steps: vec![],
            }),
            Way::Evolved {
                from,
                level,
                levels_up,
                ..
            } => {
                // The way is one of the game's rows for the pair.
                assert!(
                    raw.steps(from, name).contains(&(*level, *levels_up)),
                    "{from} → {name}: {level:?} {levels_up} not among {:?}",
                    raw.steps(from, name)
                );
                if seen.contains(from) {
                    continue;
                }
                for mut p in paths(a, raw, from, k, cap, &seen) {
                    p.forms.push(name.into());
                    p.steps.push((*level, *levels_up));
                    out.push(p);
                }
            }
        }
    }
    out
}

/// Every path to `name` along the evolution rows, a first form met at
/// level 1 (`--anytime`, and a game without a story point).
fn row_paths(raw: &Raw, name: &str, seen: &[&str]) -> Vec<Path> {
    let mut seen = seen.to_vec();
    seen.push(name);
    let froms: BTreeSet<String> = (raw.rows.iter())
        .filter(|r| r["to"] == name)
        .map(|r| r["from"].as_str().unwrap().to_owned())
        .collect();
    if froms.is_empty() {
        return vec![Path {
            met: 1,
            forms: vec![name.into()],
            steps: vec![],
        }];
    }
    let mut out = Vec::new();
    for from in froms.iter().filter(|f| !seen.contains(&f.as_str())) {
        for step in raw.steps(from, name) {
            for mut p in row_paths(raw, from, &seen) {
                p.forms.push(name.into());
                p.steps.push(step);
                out.push(p);
            }
        }
    }
    out
}

/// The moves a Pokémon met at `met` is met with: those kept in every order
/// the moves of one level may come in (all orders tried, when there are
/// few; else, for each move, the order worst for it, that move first).
fn met_with(set: &[(u8, String)], met: u8) -> BTreeSet<&str> {
    let mut groups: BTreeMap<u8, Vec<&str>> = BTreeMap::new();
    for (level, m) in set.iter().filter(|(l, _)| (1..=met).contains(l)) {
        groups.entry(*level).or_default().push(m);
    }
    let keeps = |order: &[&str], x: &str| {
        let mut slots: Vec<&str> = Vec::new();
        for m in order {
            if slots.contains(m) {
                continue;
            }
            if slots.len() == 4 {
                slots.remove(0);
            }
            slots.push(m);
        }
        slots.contains(&x)
    };
    let count: usize = (groups.values())
        .map(|g| (1..=g.len()).product::<usize>())
        .product();
    let candidates: BTreeSet<&str> = groups.values().flatten().copied().collect();
    if count <= 5040 {
        let mut orders: Vec<Vec<&str>> = vec![Vec::new()];
        for g in groups.values() {
            let mut next = Vec::new();
            for order in &orders {
                for perm in permutations(g) {
                    let mut o = order.clone();
                    o.extend(perm);
                    next.push(o);
                }
            }
            orders = next;
        }
        (candidates.into_iter())
            .filter(|x| orders.iter().all(|o| keeps(o, x)))
            .collect()
    } else {
        (candidates.into_iter())
            .filter(|&x| {
                let worst: Vec<&str> = (groups.values())
                    .flat_map(|g| {
                        let mut g = g.clone();
                        g.sort_by_key(|m| *m != x);
                        g
                    })
                    .collect();
                keeps(&worst, x)
            })
            .collect()
    }
}

fn permutations<'a>(items: &[&'a str]) -> Vec<Vec<&'a str>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, first);
            out.push(p);
        }
    }
    out
}

/// The moves a path teaches, by the rule, for every choice of the levels
/// its forms evolve at: each form's level-up moves while it is that form,
/// from the lowest level it is had at to the level it evolves at (the last
/// form's, to the cap); the first form's, the ones it is met with and those
/// above; an evolved form's level-0 moves and its moves from its lowest
/// level (not level 1); with the relearner, each form's own from level 1
/// while it is that form.
fn path_moves(raw: &Raw, p: &Path, cap: u8, relearner: bool) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let last = p.forms.len() - 1;
    // What the first form is met knowing does not depend on the levels the
    // forms evolve at: worked out once, not once for every choice of them.
    let met = (raw.levelup.get(&p.forms[0])).map_or_else(BTreeSet::new, |set| met_with(set, p.met));
    for floors in p.floors(cap) {
        for (i, form) in p.forms.iter().enumerate() {
            let Some(set) = raw.levelup.get(form) else {
                continue;
            };
            let f = floors[i];
            let upto = if i == last { cap } else { floors[i + 1] };
            for (level, m) in set {
                let level = *level;
                let learnt = if i == 0 {
                    met.contains(m.as_str()) || (level > p.met && level <= upto)
                } else {
                    level == 0 || (level >= f.max(2) && level <= upto)
                };
                let relearnt = relearner && level >= 1 && level <= upto;
                if learnt || relearnt {
                    out.insert(m.clone());
                }
            }
        }
    }
    out
}

/// The attacks (type, move) the brute force gives `name`.
fn expected(
    raw: &Raw,
    name: &str,
    paths: &[Path],
    cap: u8,
    items: Option<&BTreeSet<String>>,
    relearner: bool,
    all_moves: bool,
) -> BTreeSet<(String, String)> {
    let mut moves = BTreeSet::new();
    for p in paths {
        moves.extend(path_moves(raw, p, cap, relearner));
    }
    let mut forms: BTreeSet<&str> = BTreeSet::from([name]);
    forms.extend(
        paths
            .iter()
            .flat_map(|p| p.forms.iter().map(String::as_str)),
    );
    for form in forms {
        for machine in raw.machines.get(form).into_iter().flatten() {
            if items.is_none_or(|had| had.contains(machine))
                && let Some(m) = raw.teaches.get(machine)
            {
                moves.insert(m.clone());
            }
        }
    }
    (moves.into_iter())
        .filter_map(|m| {
            let (kind, attack, variable) = raw.moves.get(&m)?;
            let leaned =
                (raw.unreliable.get(&m)).is_none_or(|except| except.iter().any(|e| e == name));
            (*attack && !variable && (leaned || all_moves)).then(|| (kind.clone(), m))
        })
        .collect()
}

/// The attacks (type, move) the program gives `name`.
fn program(setup: &Setup, name: &str) -> BTreeSet<(String, String)> {
    let r = setup.pool.repertoire_of(Some(name)).unwrap();
    (r.types().into_iter())
        .flat_map(|t| {
            r.bringers(t)
                .iter()
                .map(move |b| (t.to_string(), b.move_name.clone()))
        })
        .collect()
}

fn setup(id: &str, by: Option<&str>, anytime: bool, all_moves: bool) -> Setup {
    let g = game::find(id).unwrap();
    let question = Question {
        game: Some(g),
        kind: Kind::Attack,
        gyms: vec![GymChoice::Id("E4".into())],
        by: by.map(|b| GymChoice::Id(b.into())),
        anytime,
        all_moves,
        ..Question::new()
    };
    Setup::new(&question).unwrap_or_else(|e| panic!("{id} {by:?}: {e:?}"))
}

/// Spread picks: `n` of `items`, evenly.
fn spread<T: Clone>(items: &[T], n: usize) -> Vec<T> {
    if items.len() <= n {
        return items.to_vec();
    }
    (0..n).map(|i| items[i * items.len() / n].clone()).collect()
}

#[test]
fn every_game_s_repertoire_is_the_brute_force_over_its_evolution_chains() {
    let mut compared = 0;
    for g in game::games() {
        let raw = Raw::of(&g.id, g.generation);
        let last = raw.checkpoints.len() - 1;
        let relearner_at = (raw.relearner.as_ref())
            .map(|r| raw.checkpoints.iter().position(|(b, _)| b == r).unwrap());
        // The first point, one in the middle, the relearner's, the end.
        let mut points = vec![0, last / 2, last];
        points.extend(relearner_at);
        points.sort_unstable();
        points.dedup();
        for k in points {
            let before = raw.checkpoints[k].0.clone();
            // Alternate --all-moves, so both are compared in every game.
            let all_moves = k % 2 == 1;
            let s = setup(&g.id, Some(&before), false, all_moves);
            let stage = s.pool.stage().unwrap();
            assert_eq!(stage.checkpoint, k, "{} {before}", g.id);
            let a = &stage.availability;
            let cap = a.cap_at(k);
            let items: BTreeSet<String> = (raw.checkpoints[..=k].iter())
                .flat_map(|(_, items)| items.iter().cloned())
                .collect();
            let relearner = relearner_at.is_some_and(|r| r <= k);
            let had: Vec<String> = (s.pool.species().all().iter())
                .filter(|sp| s.pool.contains(sp))
                .map(|sp| sp.name.clone())
                .collect();
            let (evolved, other): (Vec<String>, Vec<String>) = had.iter().cloned().partition(|n| {
                a.ways(n)
                    .iter()
                    .any(|h| h.first <= k && matches!(h.way, Way::Evolved { .. }))
            });
            let mut sample = spread(&evolved, 8);
            sample.extend(spread(&other, 3));
            for name in sample {
                let ps = paths(a, &raw, &name, k, cap, &[]);
                let want = expected(&raw, &name, &ps, cap, Some(&items), relearner, all_moves);
                let got = program(&s, &name);
                assert_eq!(
                    got, want,
                    "{} before {before} (cap {cap}): {name} along {ps:?}",
                    g.id
                );
                compared += 1;
            }
        }
        // --anytime: along the evolution rows, at level 100, every TM.
        let s = setup(&g.id, None, true, false);
        let names: Vec<String> = (s.pool.species().all().iter())
            .filter(|sp| s.pool.contains(sp) && raw.levelup.contains_key(&sp.name))
            .map(|sp| sp.name.clone())
            .collect();
        let with_chain: Vec<String> = (names.iter())
            .filter(|n| raw.rows.iter().any(|r| r["to"] == n.as_str()))
            .cloned()
            .collect();
        for name in spread(&with_chain, 4) {
            let ps = row_paths(&raw, &name, &[]);
            let want = expected(&raw, &name, &ps, 100, None, raw.relearner.is_some(), false);
            assert_eq!(
                program(&s, &name),
                want,
                "{} --anytime: {name} along {ps:?}",
                g.id
            );
            compared += 1;
        }
    }
    assert!(compared > 500, "{compared}");
}

/// A Learning over a game's files at level cap `cap`.
fn learning(
    id: &str,
    generation: u8,
    cap: u8,
    relearner: Option<&'static str>,
) -> Learning<'static> {
    Learning {
        learnsets: Learnsets::of(id, generation).unwrap(),
        moves: Moves::of(generation).unwrap(),
        cap,
        machines: Some(Box::leak(Box::default())),
        relearner,
        unreliable: None,
    }
}

fn met(name: &str, level: u8) -> Form {
    Form {
        name: name.into(),
        origins: vec![Origin::Met(level)],
    }
}

fn evolved(from: Form, level: Option<u8>) -> Origin {
    Origin::Evolved {
        from,
        level,
        levels_up: true,
    }
}

#[test]
fn hitmonlee_is_had_from_level_20_and_knows_no_jump_kick_then() {
    // pokelinks crystal G3 A named "Hitmonlee — Jump Kick (level 16)".
    let s = setup("crystal", Some("G3"), false, false);
    let r = s.pool.repertoire_of(Some("Hitmonlee")).unwrap();
    let all: Vec<_> = r
        .types()
        .into_iter()
        .flat_map(|t| r.bringers(t).to_vec())
        .collect();
    assert!(!all.iter().any(|b| b.move_name == "Jump Kick"), "{all:?}");
    // At a cap of 20, Tyrogue's Hitmonlee knows its level-20 moves, none
    // of its own below.
    let hitmonlee = Learner {
        name: "Hitmonlee",
        types: vec![],
        origins: vec![evolved(met("Tyrogue", 10), Some(20))],
    };
    let moves = known(&hitmonlee, &learning("crystal", 2, 25, None));
    assert!(!moves.contains_key("Jump Kick") && !moves.contains_key("Rolling Kick"));
    assert_eq!(moves["Focus Energy"], "level 21");
    assert_eq!(moves["Tackle"], "from the start as Tyrogue");
    let out = binary::ok(&["crystal", "G3", "A", "--layout", "player"]);
    assert!(!out.contains("Jump Kick"), "{out}");
}

#[test]
fn an_earlier_form_s_moves_count_only_up_to_the_level_it_evolves_at() {
    // Mareep's Thunder comes at 37 (Crystal): a Flaaffy, had from Mareep
    // at 15, never learns it as Mareep; Mareep itself does.
    let l = learning("crystal", 2, 50, None);
    let flaaffy = Learner {
        name: "Flaaffy",
        types: vec![],
        origins: vec![evolved(met("Mareep", 5), Some(15))],
    };
    let moves = known(&flaaffy, &l);
    assert_eq!(moves["Thunder Shock"], "level 9 as Mareep");
    // Its own Thunder, at 45: not "level 37 as Mareep".
    assert_eq!(moves["Thunder"], "level 45");
    let mareep = Learner {
        name: "Mareep",
        types: vec![],
        origins: vec![Origin::Met(5)],
    };
    assert_eq!(known(&mareep, &l)["Thunder"], "level 37");
    // A stone has no level: Pikachu's moves count up to the cap, and
    // Raichu's own from Pikachu's lowest level (Thunder Stone).
    let raichu = Learner {
        name: "Raichu",
        types: vec![],
        origins: vec![Origin::Evolved {
            from: met("Pikachu", 5),
            level: None,
            levels_up: false,
        }],
    };
    let red = learning("red-blue", 1, 50, None);
    assert_eq!(known(&raichu, &red)["Thunder"], "level 43 as Pikachu");
    // A Pokémon met above an evolution's level evolves a level later.
    let late = Learner {
        name: "Flaaffy",
        types: vec![],
        origins: vec![evolved(met("Mareep", 20), Some(15))],
    };
    let moves = known(&late, &l);
    // Met at 20 it knows Thunder Wave (16); Flaaffy is had from 21, past
    // its own Thunder Wave (18); Mareep's Cotton Spore (23) is never learnt.
    assert_eq!(moves["Thunder Wave"], "level 16 as Mareep", "{moves:?}");
    assert_eq!(moves["Cotton Spore"], "level 27", "{moves:?}");
}

#[test]
fn a_pokemon_met_late_knows_only_its_last_four_moves_from_before() {
    // Crystal Geodude: Tackle 1, Defense Curl 6, Rock Throw 11, Magnitude
    // 16, Self-Destruct 21, Harden 26. Met at 26: the last four.
    let l = learning("crystal", 2, 30, None);
    let geodude = Learner {
        name: "Geodude",
        types: vec![],
        origins: vec![Origin::Met(26)],
    };
    let moves = known(&geodude, &l);
    let names: Vec<&str> = moves.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        ["Harden", "Magnitude", "Rock Throw", "Self-Destruct"]
    );
    // The relearner reteaches the rest.
    let l = learning("crystal", 2, 30, Some("Somewhere"));
    assert_eq!(known(&geodude, &l)["Tackle"], "relearnt, Somewhere");
}

#[test]
fn the_relearner_counts_from_its_checkpoint_and_teaches_the_current_form_s_moves() {
    // Emerald: Fallarbor Town's Move Relearner is reached before Flannery
    // (G4); a Heart Scale is hidden on Route 104 from the start.
    let relearnt = |gym: &str| {
        let s = setup("emerald", Some(gym), false, false);
        let r = s.pool.repertoire().unwrap().clone();
        (r.types().into_iter())
            .flat_map(|t| r.bringers(t).to_vec())
            .filter(|b| b.learned.starts_with("relearnt"))
            .collect::<Vec<_>>()
    };
    assert!(relearnt("G3").is_empty());
    let after = relearnt("G4");
    assert!(!after.is_empty());
    assert!(
        after.iter().all(|b| b.learned.ends_with("Fallarbor Town")),
        "{after:?}"
    );
    // Crystal has none.
    let s = setup("crystal", Some("end"), false, false);
    let r = s.pool.repertoire().unwrap();
    assert!(
        (r.types().into_iter())
            .flat_map(|t| r.bringers(t))
            .all(|b| !b.learned.contains("relearnt"))
    );
}

#[test]
fn moves_that_cannot_be_leaned_on_count_only_with_all_moves() {
    let list = data("moves/unreliable.json");
    let names: BTreeSet<&str> = (list["moves"].as_array().unwrap().iter())
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    for name in [
        "Dream Eater",
        "Future Sight",
        "Doom Desire",
        "Focus Punch",
        "Snore",
        "Belch",
        "Last Resort",
        "Synchronoise",
        "Steel Roller",
        "Fake Out",
        "First Impression",
        "Sucker Punch",
    ] {
        assert!(names.contains(name), "{name}");
    }
    // Every entry names its reason and the line of Showdown's data.
    for m in list["moves"].as_array().unwrap() {
        assert!(!m["why"].as_str().unwrap().is_empty());
        assert_eq!(m["source"]["file"], "data/moves.ts");
        assert!(m["source"]["line"].as_u64().unwrap() > 0);
    }
    // Two-turn and recharge moves still count, said so.
    let s = setup("red-blue", Some("end"), false, false);
    let r = s.pool.repertoire().unwrap();
    let all: Vec<_> = (r.types().into_iter())
        .flat_map(|t| r.bringers(t).to_vec())
        .collect();
    let beam = all.iter().find(|b| b.move_name == "Solar Beam").unwrap();
    assert_eq!(beam.note, Some("two turns"));
    assert!(beam.learned.ends_with("; two turns"), "{}", beam.learned);
    let hyper = all.iter().find(|b| b.move_name == "Hyper Beam").unwrap();
    assert_eq!(hyper.note, Some("recharges"));
    // Dream Eater (TM42 in Red/Blue) only with --all-moves.
    assert!(!all.iter().any(|b| b.move_name == "Dream Eater"));
    let s = setup("red-blue", Some("end"), false, true);
    let r = s.pool.repertoire().unwrap();
    assert!(
        (r.types().into_iter())
            .flat_map(|t| r.bringers(t))
            .any(|b| b.move_name == "Dream Eater")
    );
}

/// `--all-moves` through the real binary: Gastly's Sucker Punch (it fails
/// unless the target is about to attack) is named before Morty only with
/// it; it needs a game; the repeatable command says it.
#[test]
fn all_moves_through_the_binary() {
    let args = ["hgss", "G4", "A", "--layout", "player", "--top", "1"];
    let without = binary::ok(&args);
    assert!(!without.contains("Sucker Punch"), "{without}");
    let mut with = args.to_vec();
    with.push("--all-moves");
    let out = binary::ok(&with);
    assert!(out.contains("Gastly — Sucker Punch (level 22)"), "{out}");
    binary::bad(&["johto", "A", "--all-moves"], "'--all-moves' needs --game");
    // A two-turn move says so.
    let red = binary::ok(&["red", "G3", "A", "--layout", "player", "--pokemon", "9"]);
    assert!(red.contains("Diglett — Dig (level 19; two turns)"), "{red}");
}
