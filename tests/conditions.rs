//! What the games refuse and what their evolution conditions wait for
//! (data/README.md section 10, "Evolution conditions" and "Pokémon that
//! refuse an evolution"): Yellow's starter Pikachu refuses evolution
//! stones; beauty waits for the Pokéblock Case (Ruby/Sapphire, Emerald) or
//! the Poffin Case (Platinum) and is never met where the game gives
//! neither (FireRed/LeafGreen, HeartGold/SoulSilver); friendship is met
//! from where the story's source says (the first step, in generations
//! 2–4); and the answers name the condition.

mod files;

mod binary;

use files::{caps, data};
use pokelinks::data::game;
use pokelinks::data::story::Story;
use pokelinks::story::availability::{Availability, Choices, Way, conditions};
use serde_json::Value;

fn availability(id: &str, choices: Choices) -> Availability {
    let g = game::find(id).unwrap();
    let data = pokelinks::story::data::GameData::of(g).unwrap();
    let (story, species) = (data.story.unwrap(), data.species);
    let rows = data.evolutions().unwrap();
    Availability::new(story, species, rows, &caps(&g.id), &choices).unwrap()
}

fn choices(edition: Option<&'static str>, trade: bool) -> Choices {
    Choices {
        edition,
        starter: None,
        trade,
        no_grind: false,
    }
}

/// The first checkpoint a species is had at, if ever.
fn first(a: &Availability, species: &str) -> Option<usize> {
    a.ways(species).first().map(|h| h.first)
}

#[test]
fn yellow_s_starter_pikachu_refuses_the_thunder_stone_and_no_other_pikachu_is_had() {
    // pokeyellow engine/items/item_effects.asm ItemUseEvoStone: the starter
    // Pikachu says RefusingText; the story file marks it.
    let story = data("story/yellow.json");
    let pikachu: Vec<&Value> = (story["checkpoints"].as_array().unwrap().iter())
        .flat_map(|c| c["received"].as_array().unwrap())
        .filter(|r| r["species"] == "Pikachu")
        .collect();
    assert_eq!(pikachu.len(), 1);
    assert_eq!(pikachu[0]["how"], "starter");
    assert_eq!(pikachu[0]["refuses"], serde_json::json!(["use-item"]));
    assert!((pikachu[0]["source"].as_str().unwrap()).contains("engine/items/item_effects.asm:"));
    for trade in [false, true] {
        let a = availability("yellow", choices(None, trade));
        // Pikachu is had from the start, the Thunder Stone before Erika…
        assert_eq!(first(&a, "Pikachu"), Some(0));
        let g4 = a.checkpoint("G4").unwrap();
        assert!(a.items_at(g4).contains_key("thunder-stone"));
        // … and still no Raichu, at any point.
        assert!(a.ways("Raichu").is_empty(), "{:?}", a.ways("Raichu"));
    }
    // Red's Pikachu takes the stone: the refusal is Yellow's starter's.
    let red = availability("red", choices(Some("red"), false));
    let raichu = red.ways("Raichu").first().expect("Raichu in Red");
    assert!(
        matches!(&raichu.way, Way::Evolved { by, .. } if by == "Thunder Stone"),
        "{raichu:?}"
    );
    // `where` exits 1 for a Pokémon that cannot be had.
    let run = binary::run(&["where", "raichu", "yellow"]);
    assert_eq!(run.code, Some(1), "{run:?}");
    let out = run.stdout;
    // The reason is the refusal, not "no way in the data".
    assert!(out.contains("cannot be had: refuses stones: "), "{out}");
    assert!(!out.contains("  from ") && !out.contains("no way"), "{out}");
    assert!(binary::ok(&["where", "raichu", "red"]).contains("Thunder Stone"));
}

#[test]
fn milotic_waits_for_the_pokeblock_case() {
    // Emerald: the Pokéblock Case at the Lilycove Contest Lobby (after
    // Winona); Ruby/Sapphire: at the Slateport Contest Lobby (pokeruby
    // data/maps/SlateportCity_ContestLobby/scripts.inc), before Wattson.
    for (id, case_at, milotic_at) in [
        ("emerald", "G7", "G7"),
        ("ruby", "G3", "G6"),
        ("sapphire", "G3", "G6"),
    ] {
        let g = game::find(id).unwrap();
        let story = Story::of(&g.id).unwrap().unwrap();
        let case = story.condition("beauty").flatten();
        assert_eq!(case, story.checkpoint(case_at), "{id}");
        let a = availability(id, choices(Some(id).filter(|_| id != "emerald"), false));
        let feebas = first(&a, "Feebas").expect("Feebas");
        let milotic = first(&a, "Milotic").expect("Milotic");
        assert_eq!(milotic, case.unwrap().max(feebas), "{id}");
        assert_eq!(Some(milotic), a.checkpoint(milotic_at), "{id}");
        // Milotic is had from Feebas by beauty, and the answer says so.
        let way = &a.ways("Milotic")[0].way;
        assert!(
            matches!(way, Way::Evolved { from: "Feebas", by, .. } if by == "beauty"),
            "{id}: {way:?}"
        );
    }
    // Emerald's Feebas is had before Winona, Milotic only from after her.
    let a = availability("emerald", choices(None, false));
    assert!(first(&a, "Feebas").unwrap() < a.checkpoint("G7").unwrap());
    let out = binary::ok(&["where", "milotic", "emerald"]);
    assert!(
        out.contains("from before Tate and Liza (G7)") && out.contains("beauty"),
        "{out}"
    );
    assert!(!out.contains("Winona (G6)"), "{out}");
}

#[test]
fn platinum_s_beauty_waits_for_the_poffin_case() {
    let story = Story::of("platinum").unwrap().unwrap();
    // The Hearthome City Fan Club's chairman (pokeplatinum
    // res/field/scripts/scripts_hearthome_city_pokemon_fan_club.s).
    assert_eq!(story.condition("beauty").flatten(), story.checkpoint("G3"));
    let a = availability("platinum", choices(None, false));
    if let Some(milotic) = first(&a, "Milotic") {
        assert!(milotic >= story.checkpoint("G3").unwrap());
        assert!(milotic >= first(&a, "Feebas").unwrap());
    }
}

#[test]
fn beauty_is_never_met_where_the_game_gives_no_case() {
    for id in ["firered-leafgreen", "heartgold-soulsilver"] {
        let story = Story::of(id).unwrap().unwrap();
        assert_eq!(story.condition("beauty"), Some(None), "{id}");
    }
}

#[test]
fn friendship_is_met_from_the_checkpoint_the_source_gives() {
    // Generations 2–4 (the decompilations' step counters): from the first
    // checkpoint; every later game says nothing yet (data/README.md
    // section 10's gaps) and keeps meeting it always.
    for id in [
        "gold-silver",
        "crystal",
        "ruby-sapphire",
        "emerald",
        "firered-leafgreen",
        "platinum",
        "heartgold-soulsilver",
    ] {
        let story = Story::of(id).unwrap().unwrap();
        assert_eq!(story.condition("friendship"), Some(Some(0)), "{id}");
    }
    // Every evolution by a condition is had no earlier than the story meets
    // it, and says the condition.
    for g in game::games() {
        let Some(Ok(story)) = Story::of(&g.id) else {
            continue;
        };
        let data = pokelinks::story::data::GameData::of(g).unwrap();
        let a = Availability::new(
            story,
            data.species,
            data.evolutions().unwrap(),
            &caps(&g.id),
            &choices(None, true),
        )
        .unwrap();
        for row in data.evolutions().unwrap() {
            for c in conditions(row) {
                let from = story.condition(c);
                for h in a.ways(row.to) {
                    let Way::Evolved { from: base, by, .. } = &h.way else {
                        continue;
                    };
                    if *base != row.from || !by.contains(c) {
                        continue;
                    }
                    match from {
                        None => {}
                        Some(None) => panic!("{}: {} by {c}, never met", g.id, row.to),
                        Some(Some(at)) => assert!(h.first >= at, "{}: {}", g.id, row.to),
                    }
                }
            }
        }
    }
    let out = binary::ok(&["where", "crobat", "crystal"]);
    assert!(out.contains("friendship"), "{out}");
    let out = binary::ok(&["where", "espeon", "crystal"]);
    assert!(out.contains("friendship, by day"), "{out}");
}

#[test]
fn firered_has_no_clock_so_eevee_never_becomes_espeon_or_umbreon() {
    // pokefirered src/pokemon.c: EVO_FRIENDSHIP_DAY and EVO_FRIENDSHIP_NIGHT
    // test nothing ("FR/LG removed the time of day evolutions due to
    // having no RTC").
    let story = Story::of("firered-leafgreen").unwrap().unwrap();
    assert_eq!(story.condition("time-of-day"), Some(None));
    for id in ["firered", "leafgreen"] {
        let a = availability(id, choices(Some(id), true));
        assert!(first(&a, "Eevee").is_some(), "{id}");
        for to in ["Espeon", "Umbreon"] {
            assert!(a.ways(to).is_empty(), "{id}: {to} {:?}", a.ways(to));
        }
        // Its stone evolutions are had.
        assert!(first(&a, "Jolteon").is_some(), "{id}");
    }
    // Crystal has a clock: Espeon by day, Umbreon at night.
    let a = availability("crystal", choices(None, false));
    assert!(first(&a, "Espeon").is_some() && first(&a, "Umbreon").is_some());
}
