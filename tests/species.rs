//! The shipped species lists against their charts and against known facts
//! of each generation.

use pokelinks::Typing;
use pokelinks::data::{NameError, Pokedex, shipped};
use std::collections::BTreeSet;

fn typing(s: &str) -> Typing {
    s.parse().unwrap()
}

#[test]
fn every_species_typing_is_in_its_chart_and_every_chart_typing_is_held() {
    for generation in 1..=9 {
        let dex = Pokedex::shipped(generation).unwrap();
        let chart = shipped::chart(generation).unwrap();
        assert_eq!(dex.generation(), generation);
        let held: BTreeSet<Typing> = dex.all().iter().map(|s| s.typing).collect();
        for s in dex.all() {
            assert!(chart.has_typing(s.typing), "gen {generation}: {}", s.name);
        }
        let chart_typings: BTreeSet<Typing> = chart.typings().iter().copied().collect();
        assert_eq!(held, chart_typings, "gen {generation}");
        // A battle form is listed only for a typing no party form holds,
        // or, when the generation's games have it, none of theirs holds.
        for s in dex.all().iter().filter(|s| s.battle_form.is_some()) {
            let party = |o: &&pokelinks::data::Species| {
                o.battle_form.is_none() && (s.nonstandard.is_some() || o.nonstandard.is_none())
            };
            let party = dex.of_typing(s.typing).filter(party).count();
            assert_eq!(party, 0, "gen {generation}: {}", s.name);
        }
    }
}

#[test]
fn typings_change_with_the_generation() {
    let of = |generation: u8, name: &str| {
        let dex = Pokedex::shipped(generation).unwrap();
        dex.find(name).map(|s| s.typing.to_string())
    };
    assert_eq!(of(1, "Magnemite").unwrap(), "Electric");
    assert_eq!(of(2, "Magnemite").unwrap(), "Electric-Steel");
    assert_eq!(of(5, "Clefairy").unwrap(), "Normal");
    assert_eq!(of(6, "Clefairy").unwrap(), "Fairy");
    assert_eq!(of(4, "Togekiss").unwrap(), "Flying-Normal");
    assert_eq!(of(6, "Togekiss").unwrap(), "Fairy-Flying");
    for form in ["Rotom-Wash", "Rotom-Heat", "Rotom-Mow"] {
        assert_eq!(of(4, form).unwrap(), "Electric-Ghost");
    }
    assert_eq!(of(5, "Rotom-Wash").unwrap(), "Electric-Water");
    assert_eq!(of(5, "Rotom-Heat").unwrap(), "Electric-Fire");
}

#[test]
fn regional_forms_only_from_their_generation() {
    let has = |generation: u8, name: &str| Pokedex::shipped(generation).unwrap().find(name).is_ok();
    assert!(!has(6, "Meowth-Alola") && has(7, "Meowth-Alola"));
    assert!(!has(7, "Ponyta-Galar") && has(8, "Ponyta-Galar"));
    assert!(!has(8, "Wooper-Paldea") && has(9, "Wooper-Paldea"));
    let err = Pokedex::shipped(6)
        .unwrap()
        .find("meowth alola")
        .unwrap_err();
    assert!(matches!(err, NameError::Later { first: 7, .. }), "{err}");
}

#[test]
fn names_are_matched_as_people_type_them() {
    let dex = Pokedex::shipped(4).unwrap();
    for (typed, name) in [
        ("mr mime", "Mr. Mime"),
        ("MR. MIME", "Mr. Mime"),
        ("Farfetch'd", "Farfetch’d"),
        ("farfetchd", "Farfetch’d"),
        ("rotom-wash", "Rotom-Wash"),
        ("nidoran-f", "Nidoran-F"),
        ("  Pikachu ", "Pikachu"),
    ] {
        assert_eq!(dex.find(typed).unwrap().name, name, "{typed}");
    }
    let err = dex.find("Garchompp").unwrap_err().to_string();
    assert!(err.contains("did you mean Garchomp"), "{err}");
    let err = dex.find("zzzzzz").unwrap_err().to_string();
    assert_eq!(err, "no Pokémon 'zzzzzz' in generation 4");
}

#[test]
fn each_typing_lists_fully_evolved_first_then_by_stats() {
    for generation in [1, 4, 9] {
        let dex = Pokedex::shipped(generation).unwrap();
        for &t in shipped::chart(generation).unwrap().typings() {
            let list: Vec<_> = dex.of_typing(t).collect();
            assert!(!list.is_empty());
            for w in list.windows(2) {
                let key =
                    |s: &pokelinks::data::Species| (!s.fully_evolved, std::cmp::Reverse(s.bst));
                assert!(key(w[0]) <= key(w[1]), "{} before {}", w[0].name, w[1].name);
            }
        }
    }
    let ghosts: Vec<String> = Pokedex::shipped(1)
        .unwrap()
        .of_typing(typing("Ghost-Poison"))
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(ghosts, ["Gengar", "Haunter", "Gastly"]);
}

#[test]
fn obtainable_typings_per_generation() {
    // Only generations 8 and 9 flag species their own games lack (see
    // data/README.md, "The species"): 155 → 144 and 162 → 150.
    for generation in 1..=9u8 {
        let dex = Pokedex::shipped(generation).unwrap();
        let all = shipped::chart(generation).unwrap().typings().len();
        let obtainable = dex.obtainable_typings().len();
        let counted: BTreeSet<Typing> = dex
            .all()
            .iter()
            .filter(|s| s.nonstandard.is_none())
            .map(|s| s.typing)
            .collect();
        assert_eq!(obtainable, counted.len());
        match generation {
            8 => assert_eq!((all, obtainable), (155, 144)),
            // 151: Meloetta-Pirouette, the battle form of a Pokémon Scarlet/Violet
            // have, holds Fighting-Normal (Stufful and Bewear are Past).
            9 => assert_eq!((all, obtainable), (162, 151)),
            _ => assert_eq!(obtainable, all, "gen {generation}"),
        }
    }
}

#[test]
fn the_shipped_species_lists_are_compiled_in_the_pokedex_s_order() {
    // build.rs writes each species list in the order a Pokédex keeps its
    // forms, so that a run finds it sorted and does not sort it: the
    // compiled file's forms are the Pokédex's, one for one.
    for generation in 1..=9 {
        let path = format!("species/gen-{generation}.json");
        let file: pokelinks::data::schema::CompiledSpecies = shipped::decode(&path).unwrap();
        let dex = Pokedex::shipped(generation).unwrap();
        let compiled: Vec<(&str, u16, u16, u32)> = (file.species.iter())
            .map(|s| (s.name, s.num, s.bst, s.typing))
            .collect();
        let kept: Vec<(&str, u16, u16, u32)> = (dex.all().iter())
            .map(|s| (s.name.as_str(), s.num, s.bst, s.typing.bits()))
            .collect();
        assert_eq!(compiled, kept, "generation {generation}");
    }
}

#[test]
fn the_compiled_species_lists_are_the_json_read_as_text() {
    // build.rs writes typings as bits and names composed: a Pokédex read
    // from them is the one read from the reviewed JSON, form for form.
    for generation in 1..=9 {
        let at = format!(
            "{}/data/species/gen-{generation}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&at).unwrap();
        let read = Pokedex::from_json_str(&text, &at).unwrap();
        let shipped = Pokedex::shipped(generation).unwrap();
        assert_eq!(read.all(), shipped.all(), "generation {generation}");
    }
}
