//! Hidden abilities where the story gives them (data/README.md "Hidden
//! abilities"): a Pokémon had by a story point through a Hidden Grotto, a
//! horde, a DexNav search or an SOS chain — or evolved from one had so — may
//! be planned with its hidden ability; any other only with `--hidden`.
//! Checked on real cases, then on every shipped game against a closure
//! worked out here from the encounter files.

mod binary;

use std::collections::HashSet;

use pokelinks::cli::Config;
use pokelinks::data::Chart;
use pokelinks::data::Multiplier;
use pokelinks::data::ability::{Ability, of_species};
use pokelinks::matchup::multiplier;
use pokelinks::problem::Kind;
use pokelinks::profile::Profile;
use pokelinks::setup::Setup;
use pokelinks::story::availability::{Availability, Way};
use pokelinks::story::pool::Pool;
use serde_json::Value;

/// The pool of `words` (`["b2w2", "--by", "G7"]`).
fn pool(words: &[&str]) -> Pool {
    let args = std::iter::once("pokelinks").chain(words.iter().copied());
    let config = Config::parse_from(args).unwrap();
    Setup::new(&config.question).unwrap().pool
}

fn names(abilities: &[Option<Ability>]) -> Vec<&'static str> {
    abilities.iter().flatten().map(|a| a.name()).collect()
}

#[test]
fn zebstrika_has_sap_sipper_from_route_3_s_grotto_on() {
    // Zebstrika is met on Route 7 before Drayden; Route 3's Hidden Grotto,
    // where it has Sap Sipper, opens after the Elite Four.
    let before = pool(&["b2w2", "--by", "G7"]);
    let after = pool(&["b2w2", "--by", "end"]);
    assert_eq!(
        names(&before.abilities_of("Zebstrika")),
        ["Lightning Rod", "Motor Drive"]
    );
    assert!(names(&after.abilities_of("Zebstrika")).contains(&"Sap Sipper"));
    // Sap Sipper makes Grass do nothing to an Electric Pokémon.
    let chart: Chart = pokelinks::data::shipped::chart(5).unwrap();
    let sipper = Profile::new("Electric".parse().unwrap(), Ability::named("Sap Sipper", 5));
    let grass = Profile::from(pokelinks::Type::Grass);
    assert_eq!(multiplier(&chart, grass, sipper), Some(Multiplier::Immune));
    assert_eq!(
        multiplier(&chart, grass, Profile::from(sipper.typing)),
        Some(Multiplier::Normal)
    );
    assert!(after.profiles(Kind::Defense).contains(&sipper));
    assert!(!before.profiles(Kind::Defense).contains(&sipper));
    // Black/White have no Hidden Grottoes: only --hidden allows it there.
    let bw = pool(&["bw", "--by", "end"]);
    assert!(!names(&bw.abilities_of("Zebstrika")).contains(&"Sap Sipper"));
    let flag = pool(&["bw", "--by", "end", "--hidden"]);
    assert!(names(&flag.abilities_of("Zebstrika")).contains(&"Sap Sipper"));
    let flag = pool(&["b2w2", "--by", "G7", "--hidden"]);
    assert!(names(&flag.abilities_of("Zebstrika")).contains(&"Sap Sipper"));
}

#[test]
fn azumarill_keeps_the_sap_sipper_of_a_grotto_marill() {
    // Floccesy Ranch's grotto Marill evolves before Roxie; a wild Azumarill
    // comes only before Skyla, without its hidden ability.
    let g2 = pool(&["b2w2", "--by", "G2"]);
    assert!(names(&g2.abilities_of("Azumarill")).contains(&"Sap Sipper"));
    let how = g2.how_as(
        g2.find("Azumarill").unwrap(),
        Ability::named("Sap Sipper", 5),
    );
    assert_eq!(
        how.as_deref(),
        Some("Marill, Floccesy Ranch (Hidden Grotto), Hidden Grotto, level 18, hidden ability")
    );
    let bw = pool(&["bw", "--by", "end"]);
    assert!(!names(&bw.abilities_of("Azumarill")).contains(&"Sap Sipper"));
}

#[test]
fn an_sos_miltank_has_sap_sipper_from_paniola_ranch_on() {
    let g2 = pool(&["sm", "--by", "G2"]);
    let g3 = pool(&["sm", "--by", "G3"]);
    assert!(g2.find("Miltank").is_ok_and(|m| !g2.contains(m)));
    assert_eq!(
        names(&g3.abilities_of("Miltank")),
        ["Sap Sipper", "Scrappy", "Thick Fat"]
    );
    // The answers say it is the hidden one, and how it comes.
    let out = binary::ok(&[
        "team", "sm", "G3", "--with", "miltank", "--top", "1", "--layout", "player",
    ]);
    assert!(out.contains("Miltank (Normal, "), "{out}");
    let doc: Value =
        serde_json::from_str(&binary::ok(&["where", "miltank", "sm", "--format", "json"])).unwrap();
    let ways = doc["ways"].as_array().unwrap();
    let sos = (ways.iter())
        .find(|w| w["how"].as_str().unwrap().contains("SOS"))
        .unwrap();
    assert_eq!(sos["hidden_ability"], "Sap Sipper");
    assert_eq!(sos["hidden_by"], "in an SOS chain");
    let walk = (ways.iter())
        .find(|w| !w["how"].as_str().unwrap().contains("SOS"))
        .unwrap();
    assert!(walk.get("hidden_ability").is_none(), "{walk}");
    let text = binary::ok_wide(&["where", "miltank", "sm"]);
    assert!(
        text.contains(
            "Paniola Ranch, SOS (wild, from level 12), hidden ability Sap Sipper (in an SOS chain)"
        ),
        "{text}"
    );
}

#[test]
fn a_check_names_the_hidden_ability_and_how_it_is_had() {
    // Sap Sipper, an immunity, is Miltank's strongest defending ability.
    // A check that does not cover exits 1: read what it says.
    let out = binary::run_wide(&["check", "Miltank", "sm", "G3"]).stdout;
    assert!(
        out.contains("Miltank (Normal, Sap Sipper, hidden: in an SOS chain)"),
        "{out}"
    );
    let doc: Value = serde_json::from_str(
        &binary::run(&["check", "Miltank", "sm", "G3", "--format", "json"]).stdout,
    )
    .unwrap();
    assert_eq!(doc["abilities"], serde_json::json!(["Sap Sipper"]));
    assert_eq!(
        doc["hidden"],
        serde_json::json!(["hidden: in an SOS chain"])
    );
    // Named by the player, it is theirs; with only the flag, it says so.
    let named = binary::run_wide(&["check", "Zebstrika:Sap Sipper", "b2w2", "G7"]).stdout;
    assert!(
        named.contains("Zebstrika (Electric, Sap Sipper, hidden)"),
        "{named}"
    );
    let zebstrika = ["check", "Zebstrika", "b2w2", "G7", "--format", "json"];
    let doc: Value = serde_json::from_str(&binary::run(&zebstrika).stdout).unwrap();
    assert!(doc.get("hidden").is_none(), "{doc}");
}

#[test]
fn a_hidden_ability_planned_without_the_flag_says_so() {
    let out = binary::ok(&["team", "usum", "G5", "--layout", "player", "--top", "20"]);
    assert!(
        out.contains("Miltank (Normal, Sap Sipper): Paniola Ranch, SOS, hidden ability"),
        "{out}"
    );
    // One only --hidden allows is marked so: Zebstrika's Sap Sipper
    // before the grotto opens.
    let g7 = pool(&["b2w2", "--by", "G7", "--hidden"]);
    let how = g7.how_as(
        g7.find("Zebstrika").unwrap(),
        Ability::named("Sap Sipper", 5),
    );
    assert_eq!(how.as_deref(), Some("Route 7, hidden ability (--hidden)"));
}

/// The methods whose Pokémon may have their hidden ability, written here
/// from data/README.md "Hidden abilities".
const METHODS: [&str; 5] = [
    "hidden-grotto",
    "horde",
    "dex-nav",
    "sos",
    "sos-from-bubbling-spot",
];

/// The rows of a game's encounter file by such a method: (species,
/// location, method).
fn rows(game: &str) -> HashSet<(String, String, String)> {
    let path = format!("{}/data/encounters/{game}.json", env!("CARGO_MANIFEST_DIR"));
    let Ok(text) = std::fs::read_to_string(&path) else {
        return HashSet::new();
    };
    let doc: Value = serde_json::from_str(&text).unwrap();
    (doc["encounters"].as_array().unwrap().iter())
        .filter(|e| METHODS.contains(&e["method"].as_str().unwrap()))
        .map(|e| {
            let s = |k: &str| e[k].as_str().unwrap().to_owned();
            (s("species"), s("location"), s("method"))
        })
        .collect()
}

/// Whether `species` is had by checkpoint `k` through a row of `rows`, or
/// evolves from a Pokémon that is.
fn had_hidden(
    a: &Availability,
    rows: &HashSet<(String, String, String)>,
    species: &str,
    k: usize,
    depth: u8,
) -> bool {
    depth < 5
        && (a.ways(species).iter().filter(|h| h.first <= k)).any(|h| match &h.way {
            Way::Wild {
                location, method, ..
            } => rows.contains(&(species.to_owned(), location.to_string(), method.to_string())),
            Way::Evolved { from, .. } => had_hidden(a, rows, from, k, depth + 1),
            Way::Received { .. } => false,
        })
}

#[test]
fn every_hidden_ability_planned_comes_from_a_way_that_gives_it() {
    let mut seen_some = 0;
    for game in pokelinks::data::game::games() {
        if !pokelinks::data::story::Story::known(&game.id) || game.generation < 5 {
            continue;
        }
        let rows = rows(&game.id);
        let end = pool(&[&game.id, "--by", "end"]);
        let flagged = pool(&[&game.id, "--by", "end", "--hidden"]);
        let (_, points) = end.place().unwrap();
        let last = points.len() - 1;
        for k in [0, last / 2, last] {
            let (pool, flagged) = (end.at_checkpoint(k), flagged.at_checkpoint(k));
            let a = &pool.stage().unwrap().availability;
            for s in pool.species().all().iter().filter(|s| pool.contains(s)) {
                let regular = of_species(game.generation, &s.name, false);
                let planned = pool.abilities_of(&s.name);
                let flag = flagged.abilities_of(&s.name);
                let has = had_hidden(a, &rows, &s.name, k, 0);
                for h in of_species(game.generation, &s.name, true) {
                    if regular.contains(&h) {
                        continue;
                    }
                    assert_eq!(
                        planned.contains(&h),
                        has,
                        "{} at {k}: {} with {h:?}",
                        game.id,
                        s.name
                    );
                    assert!(flag.contains(&h), "{} at {k}: {} --hidden", game.id, s.name);
                    seen_some += usize::from(has);
                }
                // Nothing else is planned than its slots allow.
                assert!(planned.iter().all(|a| flag.contains(a)), "{}", s.name);
            }
        }
    }
    // The shipped games have such Pokémon: the check is not vacuous.
    assert!(seen_some > 50, "{seen_some}");
}
