//! The machines of generations 5–9: each game's TM table is PokeAPI's
//! (`data/learnsets/pokeapi/machines-gen59.csv`), every machine a species
//! is taught is a move the generation's list lets it learn (tests/moves.rs
//! checks that a TM reaches a member only from the checkpoint its story
//! hands it out).

mod files;

use std::collections::BTreeMap;

use pokelinks::data::game;
use pokelinks::data::learnsets::{AnyLearnsets, Learnsets};

/// A move's name as letters and digits, lower case: PokeAPI's `hone-claws`
/// and the learnsets' `Hone Claws` alike.
fn key(name: &str) -> String {
    (name.chars())
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The extract's rows: game → machine → move identifier.
fn extract() -> BTreeMap<String, BTreeMap<String, String>> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/learnsets/pokeapi/machines-gen59.csv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut out: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let old = (out.entry(f[0].into()).or_default()).insert(f[2].into(), f[3].into());
        assert!(old.is_none(), "{line}: machine listed twice");
    }
    out
}

#[test]
fn each_game_of_generations_5_to_9_has_pokeapi_s_machine_table() {
    let rows = extract();
    let mut games = 0;
    for g in game::games().iter().filter(|g| g.generation >= 5) {
        let Some(own) = Learnsets::of_game(&g.id) else {
            // Brilliant Diamond/Shining Pearl: PokeAPI lacks most of its TMs.
            assert!(!rows.contains_key(g.id.as_str()), "{}", g.id);
            continue;
        };
        let own = own.unwrap();
        let want = &rows[g.id.as_str()];
        let have: BTreeMap<String, String> = (own.machines.iter())
            .map(|&(m, id)| (m.to_string(), key(own.name(id))))
            .collect();
        let want: BTreeMap<String, String> =
            (want.iter()).map(|(m, id)| (m.clone(), key(id))).collect();
        assert_eq!(have, want, "{}", g.id);
        games += 1;
    }
    assert_eq!(games, 8);
    // The tables differ where the games do: X/Y's TM94 is Rock Smash,
    // Omega Ruby/Alpha Sapphire's Secret Power; Sword/Shield has TRs.
    let xy = Learnsets::of_game("x-y").unwrap().unwrap();
    let oras = Learnsets::of_game("omega-ruby-alpha-sapphire")
        .unwrap()
        .unwrap();
    assert_eq!(xy.machine("tm94"), Some("Rock Smash"));
    assert_eq!(oras.machine("tm94"), Some("Secret Power"));
    let swsh = Learnsets::of_game("sword-shield").unwrap().unwrap();
    assert_eq!(swsh.machine("tr00"), Some("Swords Dance"));
}

#[test]
fn every_machine_a_species_is_taught_is_a_move_it_can_learn() {
    for g in game::games().iter().filter(|g| g.generation >= 5) {
        let Some(own) = Learnsets::of_game(&g.id) else {
            continue;
        };
        let own = own.unwrap();
        let any = AnyLearnsets::of(g.generation).unwrap();
        let mut pairs = 0;
        for (species, set) in &own.species {
            for &k in &set.machines {
                let (m, id) = own.machines[usize::from(k)];
                let name = own.name(id);
                assert_ne!(
                    any.learns(species, name),
                    Some(false),
                    "{}: {species} {m} {name}",
                    g.id
                );
                pairs += 1;
            }
        }
        // Not an empty file: thousands of pairs in every game.
        assert!(pairs > 20_000, "{}: {pairs}", g.id);
    }
    // A fact of the games: Snivy learns Leaf Storm by level only, Energy
    // Ball (TM53) by machine; Lillipup Retaliate (TM67).
    let bw = Learnsets::of_game("black-white").unwrap().unwrap();
    let items = |species: &str| -> Vec<&str> {
        (bw.species[species].machines.iter())
            .map(|&k| bw.machines[usize::from(k)].0)
            .collect()
    };
    assert!(items("Snivy").contains(&"tm53"));
    assert!(!items("Snivy").contains(&"tm67"));
    assert!(items("Lillipup").contains(&"tm67"));
}
