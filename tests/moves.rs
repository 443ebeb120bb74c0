//! Attacking with moves (data/README.md "The attack rule", "Learnsets"):
//! the moves and learnsets files against invariants and the games' facts,
//! the attack rule in the game files, and which attack types the Pokémon a
//! player can have bring, with which move, at a story point.

mod files;

mod binary;

use std::collections::BTreeSet;

use files::data;
use pokelinks::data::Pokedex;
use pokelinks::data::game;
use pokelinks::data::learnsets::{Learnsets, Moves};
use pokelinks::problem::Kind;
use pokelinks::roster::Reason;
use pokelinks::setup::{GymChoice, Question, Setup};
use pokelinks::typing::Type;
use serde_json::Value;

#[test]
fn move_types_follow_their_generation() {
    let kind = |generation: u8, name: &str| {
        let moves = Moves::of(generation).unwrap();
        moves.get(name).unwrap().kind
    };
    assert_eq!(kind(1, "Bite"), "Normal");
    assert_eq!(kind(2, "Bite"), "Dark");
    assert_eq!(kind(1, "Gust"), "Normal");
    assert_eq!(kind(2, "Gust"), "Flying");
    assert_eq!(kind(1, "Karate Chop"), "Normal");
    assert_eq!(kind(2, "Karate Chop"), "Fighting");
    assert_eq!(kind(5, "Charm"), "Normal");
    assert_eq!(kind(6, "Charm"), "Fairy");
}

#[test]
fn fixed_damage_and_one_hit_moves_are_no_attacks() {
    for generation in 1..=9u8 {
        let moves = Moves::of(generation).unwrap();
        for name in [
            "Dragon Rage",
            "Sonic Boom",
            "Seismic Toss",
            "Night Shade",
            "Super Fang",
            "Psywave",
            "Counter",
            "Bide",
            "Fissure",
            "Guillotine",
            "Horn Drill",
        ] {
            if let Some(m) = moves.get(name) {
                assert!(!m.attack, "generation {generation}: {name}");
            }
        }
        assert!(moves.get("Tackle").unwrap().attack);
    }
}

#[test]
fn red_s_elite_four_no_longer_asks_to_resist_dragon_rage() {
    // Lance's Dragon Rage, Agatha's Night Shade and the Fissure of
    // data/trainers/special_moves.asm were the only Dragon, Ghost and
    // Ground moves there (data/README.md, "The attack rule"): none scales.
    let red = data("games/red-blue.json");
    let e4 = (red["gyms"].as_array().unwrap().iter())
        .find(|g| g["id"] == "E4")
        .unwrap();
    let attack: BTreeSet<&str> = (e4["attack"].as_array().unwrap().iter())
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(
        !attack.contains("Dragon") && !attack.contains("Ghost"),
        "{attack:?}"
    );
    // And so a defense cover exists.
    let out = binary::ok(&["red", "E4", "--top", "1", "--layout", "plain"]);
    assert!(
        out.lines()
            .any(|l| l.starts_with(|c: char| c.is_ascii_digit())),
        "{out}"
    );
}

#[test]
fn every_learnset_names_species_and_moves_of_its_generation() {
    for g in game::games() {
        let learnsets = Learnsets::of(&g.id, g.generation).unwrap();
        let moves = Moves::of(g.generation).unwrap();
        let species = Pokedex::shipped(g.generation).unwrap();
        for (name, set) in &learnsets.species {
            assert!(species.find(name).is_ok(), "{}: {name}", g.id);
            for &(_, m) in &set.levelup {
                let m = learnsets.name(m);
                // Generation 8 files hold Brilliant Diamond/Shining Pearl
                // moves Sword/Shield dropped: those are not in gen-8's list.
                if g.generation != 8 {
                    assert!(moves.get(m).is_some(), "{}: {name} {m}", g.id);
                }
            }
            for &machine in &set.machines {
                assert!(
                    usize::from(machine) < learnsets.machines.len(),
                    "{}: {name} {machine}",
                    g.id
                );
            }
        }
        for &(item, m) in &learnsets.machines {
            let m = learnsets.name(m);
            assert!(moves.get(m).is_some(), "{}: machine {item} {m}", g.id);
        }
    }
}

#[test]
fn every_generation_s_moves_are_found_by_name() {
    // `Moves::get` searches the compiled list (sorted by build.rs).
    for generation in 1..=9 {
        let moves = Moves::of(generation).unwrap();
        let json = data(&format!("moves/gen-{generation}.json"));
        let listed = json["moves"].as_array().unwrap();
        assert_eq!(moves.moves.len(), listed.len(), "gen {generation}");
        for m in listed {
            let name = m["name"].as_str().unwrap();
            assert_eq!(
                moves.get(name).map(|m| m.name),
                Some(name),
                "gen {generation}"
            );
        }
    }
}

#[test]
fn compiled_learnsets_name_what_the_json_names() {
    // The binary form numbers moves and machines (build.rs); read back by
    // name, every species' entry is its JSON entry, in the JSON's order.
    let mut files = 0;
    for g in game::games() {
        let path = format!("learnsets/{}.json", g.id);
        let Some(own) = Learnsets::of_game(&g.id) else {
            continue;
        };
        let (own, json) = (own.unwrap(), data(&path));
        let species = json["species"].as_object().unwrap();
        assert_eq!(own.species.len(), species.len(), "{path}");
        for (name, set) in species {
            let compiled = &own.species[name.as_str()];
            let levelup: Vec<(u64, &str)> = (compiled.levelup.iter())
                .map(|&(level, m)| (u64::from(level), own.name(m)))
                .collect();
            let want: Vec<(u64, &str)> = (set["levelup"].as_array().unwrap().iter())
                .map(|e| (e[0].as_u64().unwrap(), e[1].as_str().unwrap()))
                .collect();
            assert_eq!(levelup, want, "{path}: {name}");
            let machines: Vec<&str> = (compiled.machines.iter())
                .map(|&k| own.machines[usize::from(k)].0)
                .collect();
            let want: Vec<&str> = (set.get("machines").and_then(Value::as_array))
                .map_or_else(Vec::new, |m| {
                    m.iter().map(|m| m.as_str().unwrap()).collect()
                });
            assert_eq!(machines, want, "{path}: {name}");
        }
        let table = json.get("machines").and_then(Value::as_object);
        assert_eq!(own.machines.len(), table.map_or(0, |t| t.len()), "{path}");
        for (item, m) in table.into_iter().flatten() {
            assert_eq!(own.machine(item), m.as_str(), "{path}: {item}");
        }
        files += 1;
    }
    assert!(files >= 18, "{files}");
}

fn setup(name: &str, starter: &str, gym: &str) -> Setup {
    let question = Question {
        game: game::find(name),
        edition: game::find(name).unwrap().edition(name),
        starter: Some(starter.into()),
        kind: Kind::Attack,
        gyms: vec![GymChoice::Id(gym.into())],
        ..Question::new()
    };
    Setup::new(&question).unwrap()
}

#[test]
fn before_brock_a_squirtle_player_attacks_with_bubble_alone() {
    let s = setup("red", "Squirtle", "G1");
    let repertoire = s.pool.repertoire().unwrap();
    let water = repertoire.bringers(Type::Water);
    assert!(
        water
            .iter()
            .any(|b| b.pokemon == "Squirtle" && b.move_name == "Bubble" && b.learned == "level 8"),
        "{water:?}"
    );
    // Nothing brings Fighting, Ground or Ice before Brock.
    for kind in [Type::Fighting, Type::Ground, Type::Ice, Type::Grass] {
        assert!(
            repertoire.bringers(kind).is_empty(),
            "{kind}: {:?}",
            repertoire.bringers(kind)
        );
        assert_eq!(s.roster.reason(kind.into()), Some(Reason::CannotLearn));
    }
    // A Charmander player has nothing that hits Onix super-effectively.
    let charmander = setup("red", "Charmander", "G1");
    let onix = "Ground-Rock".parse().unwrap();
    assert_eq!(charmander.uncoverable(&[onix]), [onix]);
    assert!(s.uncoverable(&[onix]).is_empty());
    let out = binary::run(&[
        "red",
        "G1",
        "A",
        "--starter",
        "charmander",
        "--layout",
        "player",
    ]);
    assert_eq!(out.code, Some(1));
    assert!(
        out.stdout
            .contains("nothing you can have before Brock hits Ground-Rock super-effectively"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_repertoire_of_some_attack_types_brings_them_as_the_whole_one_does() {
    // What a later story point is asked (`Setup::later_as`): only the
    // types that hit the items not yet covered are worked out.
    for (game, starter, gym) in [
        ("scarlet", "Sprigatito", "G3"),
        ("heartgold", "Totodile", "K3"),
    ] {
        let s = setup(game, starter, gym);
        let whole = s.pool.repertoire().unwrap();
        let some = [Type::Fire, Type::Ground, Type::Ice];
        let pool = s.pool.clone().attacking_with(some.to_vec());
        let only = pool.repertoire().unwrap();
        let expected: Vec<Type> = (whole.types().into_iter())
            .filter(|t| some.contains(t))
            .collect();
        assert_eq!(only.types(), expected, "{game}");
        assert!(!expected.is_empty(), "{game}");
        for kind in Type::ALL {
            let want = if some.contains(&kind) {
                whole.bringers(kind)
            } else {
                &[]
            };
            assert_eq!(only.bringers(kind), want, "{game}: {kind}");
        }
    }
}

#[test]
fn evolving_teaches_no_level_1_moves_and_tms_come_from_where_they_are() {
    // Before Misty: Gyarados (from the Magikarp salesman's Magikarp) knows
    // no Hydro Pump, its own level-1 move in generation 1.
    let s = setup("red", "Bulbasaur", "G2");
    let repertoire = s.pool.repertoire().unwrap();
    let water = repertoire.bringers(Type::Water);
    assert!(
        !water
            .iter()
            .any(|b| b.pokemon == "Gyarados" && b.move_name == "Hydro Pump"),
        "{water:?}"
    );
    // TM28 (Dig) is had in Cerulean City, before Misty.
    let ground = repertoire.bringers(Type::Ground);
    assert!(
        ground
            .iter()
            .any(|b| b.move_name == "Dig" && b.learned.starts_with("TM28, Cerulean City")),
        "{ground:?}"
    );
    // Attack covers pick attack types, not Pokémon.
    binary::bad(
        &["red", "A", "--with", "pikachu"],
        "attack covers choose attack types",
    );
    // The command line names who brings each attack type.
    let out = binary::ok(&["red", "G2", "A", "--layout", "player", "--top", "3"]);
    assert!(out.contains(" — "), "{out}");
}

#[test]
fn emerald_before_wattson_hits_electric_with_ground_moves() {
    let s = setup("emerald", "Mudkip", "G3");
    let repertoire = s.pool.repertoire().unwrap();
    let ground = repertoire.bringers(Type::Ground);
    assert!(!ground.is_empty());
    // Same-type moves come first.
    assert!(ground[0].same_type, "{ground:?}");
    assert!(s.roster.allows(Type::Ground.into()));
}

/// `check` in attack mode holds a team's moves against the gyms' typings:
/// a Pokémon attacks with the moves it knows by the story point (the best
/// of each type), or with those named after it (`Name:move,move`).
#[test]
fn a_check_holds_the_team_s_moves() {
    let out = binary::run(&["check", "Squirtle", "A", "red", "G1", "--format", "json"]);
    assert_eq!(out.code, Some(0), "{out:?}");
    let doc: Value = serde_json::from_str(&out.stdout).unwrap();
    let names: Vec<&str> = (doc["names"].as_array().unwrap().iter())
        .map(|n| n.as_str().unwrap())
        .collect();
    assert!(names.contains(&"Squirtle — Bubble"), "{names:?}");
    // Onix takes ×4 from Bubble, whoever else the team holds.
    let row = &doc["rows"][0];
    assert_eq!(row["item"], "Ground-Rock");
    assert_eq!(row["covered_by"], serde_json::json!(["Water"]));
    // Moves named by the player count as given, learnt by then or not
    // (as long as the species can learn them in the game).
    // Ember leaves Geodude and Onix: the check fails, status 1.
    let named = binary::run(&["check", "Charmander:ember,scratch", "A", "red", "G1"]);
    assert_eq!(named.code, Some(1), "{named:?}");
    assert!(named.stdout.contains("Charmander — Ember"), "{named:?}");
    assert!(named.stdout.contains("not covered"), "{named:?}");
    binary::bad(
        &["check", "Squirtle:tail whip", "A", "red", "G1"],
        "Tail Whip does not count as an attack",
    );
    binary::bad(
        &["check", "Squirtle:bubbel", "A", "red", "G1"],
        "did you mean Bubble?",
    );
}

/// Whether, before `gym` of `name` with `starter`, someone brings
/// `move_name` (of type `t`) by TM `tm`, and whether anyone brings it at
/// all.
fn by_tm(name: &str, starter: &str, gym: &str, t: Type, move_name: &str, tm: &str) -> (bool, bool) {
    let s = setup(name, starter, gym);
    let bringers = s.pool.repertoire().unwrap().bringers(t);
    let named = || bringers.iter().filter(|b| b.move_name == move_name);
    (
        named().any(|b| b.learned.starts_with(tm)),
        named().next().is_some(),
    )
}

#[test]
fn a_black_white_member_knows_retaliate_once_lenora_gives_tm67() {
    // Lenora (G2) gives TM67: before Burgh a Lillipup can know Retaliate
    // by it; before Lenora no one knows it, by TM or otherwise.
    assert!(by_tm("black", "Snivy", "G3", Type::Normal, "Retaliate", "TM67").0);
    assert_eq!(
        by_tm("black", "Snivy", "G2", Type::Normal, "Retaliate", "TM67"),
        (false, false)
    );
}

#[test]
fn an_x_y_member_knows_thunderbolt_once_clemont_gives_tm24() {
    // Clemont (G5) gives TM24: before Valerie a Pikachu can know
    // Thunderbolt by it, before Clemont no one by TM24.
    assert!(by_tm("x", "Froakie", "G6", Type::Electric, "Thunderbolt", "TM24").0);
    assert!(!by_tm("x", "Froakie", "G5", Type::Electric, "Thunderbolt", "TM24").0);
}

#[test]
fn a_black_2_white_2_member_knows_venoshock_once_roxie_gives_tm09() {
    // Roxie (G2) gives TM09 (gym-tms.json, the tracker's list): before
    // Burgh someone can know Venoshock by it, before Roxie no one by TM09.
    assert!(by_tm("black2", "Snivy", "G3", Type::Poison, "Venoshock", "TM09").0);
    assert!(!by_tm("black2", "Snivy", "G2", Type::Poison, "Venoshock", "TM09").0);
}

#[test]
fn a_sword_shield_member_knows_magical_leaf_once_milo_gives_tm10() {
    // Milo (G1) gives TM10 (gym-tms.json): before Nessa someone can know
    // Magical Leaf by it, before Milo no one by TM10.
    let by_tm10 = |gym| by_tm("sword", "Grookey", gym, Type::Grass, "Magical Leaf", "TM10").0;
    assert!(by_tm10("G2"));
    assert!(!by_tm10("G1"));
}

/// Where the bringers of `move_name` (of type `t`) before `gym` of `name`
/// got TM `tm`: the learned texts of those who learn it by that TM
/// (`TM42, Stow-on-Side, gym reward`).
fn tm_sources(name: &str, gym: &str, t: Type, move_name: &str, tm: &str) -> BTreeSet<String> {
    let s = setup(name, "Grookey", gym);
    let bringers = s.pool.repertoire().unwrap().bringers(t);
    (bringers.iter())
        .filter(|b| b.move_name == move_name && b.learned.starts_with(&format!("{tm},")))
        .map(|b| b.learned.clone())
        .collect()
}

#[test]
fn sword_and_shield_each_give_their_own_gym_s_tm_and_the_other_version_s_elsewhere() {
    // Bea (Sword) gives TM42 Revenge, Allister (Shield) TM77 Hex
    // (gym-tms.json: the row pairs each leader with a TM); a woman of
    // Ballonlea, reached before Opal, gives the other version's
    // (items-gen68.json, gamerguides). Without the items' versions each TM
    // would be Stow-on-Side's in both.
    let only = |texts: BTreeSet<String>, place: &str| {
        !texts.is_empty() && texts.iter().all(|t| t.contains(place))
    };
    let revenge = |v, gym| tm_sources(v, gym, Type::Fighting, "Revenge", "TM42");
    let hex = |v, gym| tm_sources(v, gym, Type::Ghost, "Hex", "TM77");
    assert!(only(revenge("sword", "G5"), "Stow-on-Side, gym reward"));
    assert!(only(hex("sword", "G5"), "Ballonlea, gift"));
    assert!(only(hex("shield", "G5"), "Stow-on-Side, gym reward"));
    assert!(only(revenge("shield", "G5"), "Ballonlea, gift"));
    // Before the gym, neither TM is had in either version.
    for v in ["sword", "shield"] {
        assert!(
            revenge(v, "G4").is_empty() && hex(v, "G4").is_empty(),
            "{v}"
        );
    }
    // A man of Circhester gives the other version's sixth-gym TM before
    // that gym: Icy Wind by TM27 before Gordie in Sword, and in Shield
    // only after Melony (her reward; the man gives Rock Tomb by TM48).
    let icy_wind = |v, gym| tm_sources(v, gym, Type::Ice, "Icy Wind", "TM27");
    let rock_tomb = |v, gym| tm_sources(v, gym, Type::Rock, "Rock Tomb", "TM48");
    assert!(only(icy_wind("sword", "G6"), "Circhester, gift"));
    assert!(only(rock_tomb("shield", "G6"), "Circhester, gift"));
    assert!(icy_wind("shield", "G6").is_empty());
    assert!(only(icy_wind("shield", "G7"), "Circhester, gym reward"));
}

#[test]
fn a_gym_town_without_a_pokeapi_area_gives_its_leader_s_tm() {
    // Nimbasa City and Santalune City have no PokeAPI area: the story's
    // town location (data/pipeline/towns.py) holds Elesa's TM72 and
    // Viola's TM83 (gym-tms.json), had from the checkpoint after the gym.
    assert!(
        by_tm(
            "black",
            "Snivy",
            "G5",
            Type::Electric,
            "Volt Switch",
            "TM72"
        )
        .0
    );
    assert!(
        !by_tm(
            "black",
            "Snivy",
            "G4",
            Type::Electric,
            "Volt Switch",
            "TM72"
        )
        .0
    );
    assert!(by_tm("x", "Froakie", "G2", Type::Bug, "Infestation", "TM83").0);
    assert!(!by_tm("x", "Froakie", "G1", Type::Bug, "Infestation", "TM83").0);
}

#[test]
fn one_answer_works_out_only_the_attack_types_that_hit_and_answers_alike() {
    // `Setup::answering` (the command line's covers) leaves out the moves
    // of the types that hit no item; its problem, what nothing covers and
    // who brings each type that hits are those of the whole repertoire.
    let mut narrowed = 0;
    for g in game::games() {
        for gym in ["G1", "G2", "G3"] {
            let question = Question {
                game: game::find(&g.id),
                kind: Kind::Attack,
                gyms: vec![GymChoice::Id(gym.into())],
                ..Question::new()
            };
            let (whole, one) = (
                Setup::new(&question).unwrap(),
                Setup::answering(&question).unwrap(),
            );
            let (p, q) = (whole.problem(None), one.problem(None));
            let at = format!("{} {gym}", g.id);
            assert_eq!(p.items(), q.items(), "{at}");
            assert_eq!(p.options(), q.options(), "{at}");
            assert_eq!(
                whole.uncoverable(p.items()),
                one.uncoverable(q.items()),
                "{at}"
            );
            let (all, hit) = (
                whole.pool.repertoire().unwrap(),
                one.pool.repertoire().unwrap(),
            );
            let abilities = whole.pool.attacking_abilities();
            let hitting = pokelinks::setup::hitting(&whole.chart, p.items(), &abilities);
            for t in all.types() {
                match hitting.contains(&t) {
                    true => assert_eq!(all.bringers(t), hit.bringers(t), "{at} {t}"),
                    false => assert!(hit.bringers(t).is_empty(), "{at} {t}"),
                }
            }
            narrowed += usize::from(hit.types().len() < all.types().len());
        }
    }
    // Not vacuous: most gyms are hit by a few types only.
    assert!(narrowed > 30, "{narrowed}");
}
