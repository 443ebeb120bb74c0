//! `--game` (docs/games.md), driven through the real binary: every name and
//! alias; the gyms of each game in story order; the games' differences
//! (Yellow against Red/Blue, the Champion's versions, their union); and the
//! Pokédex restriction, checked against typings computed here from the
//! JSON files themselves (data/dex/, data/species/), independently of the
//! crate's form rule.

mod files;

mod binary;

use std::collections::{BTreeMap, BTreeSet};

use files::data;
use pokelinks::data::game::{self, VersionChoice};
use serde_json::Value;

/// Runs the binary (bounded, never panicking); returns (exit status, stdout, stderr).
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let run = binary::run(args);
    (run.code, run.stdout, run.stderr)
}

/// [`run`] with text wrapped at 1,000 columns, for what a line says.
fn run_wide(args: &[&str]) -> (Option<i32>, String, String) {
    let run = binary::run_wide(args);
    (run.code, run.stdout, run.stderr)
}

/// Runs with `--format json` and expects a cover (or none: status 1).
fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let (code, stdout, stderr) = run(&all);
    assert!(matches!(code, Some(0 | 1)), "{args:?}: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}"))
}

/// Runs and expects an error: status 2, nothing on stdout, one line.
fn error(args: &[&str]) -> String {
    let (code, stdout, stderr) = run(args);
    assert_eq!((code, stdout.as_str()), (Some(2), ""), "{args:?}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

fn strings(v: &Value) -> BTreeSet<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|s| s.as_str().expect("a string").to_owned())
        .collect()
}

/// Every game: its id, generation, and the names that must select it.
const GAMES: [(&str, u8, &[&str]); 19] = [
    ("red-blue", 1, &["red", "blue", "rb", "RED", "Red-Blue"]),
    ("yellow", 1, &["yellow", "Yellow"]),
    ("gold-silver", 2, &["gold", "silver", "gs", "GS"]),
    ("crystal", 2, &["crystal"]),
    ("ruby-sapphire", 3, &["ruby", "sapphire", "rs"]),
    ("emerald", 3, &["emerald"]),
    (
        "firered-leafgreen",
        3,
        &["firered", "fr", "leafgreen", "lg", "frlg", "FireRed"],
    ),
    ("diamond-pearl", 4, &["diamond", "pearl", "dp"]),
    ("platinum", 4, &["platinum", "pt"]),
    (
        "heartgold-soulsilver",
        4,
        &["heartgold", "hg", "soulsilver", "ss", "hgss", "HGSS"],
    ),
    ("black-white", 5, &["black", "white", "bw"]),
    ("black-2-white-2", 5, &["black2", "white 2", "b2w2", "B2W2"]),
    ("x-y", 6, &["x", "y", "xy", "X"]),
    (
        "omega-ruby-alpha-sapphire",
        6,
        &["oras", "omega ruby", "alphasapphire"],
    ),
    ("sun-moon", 7, &["sun", "moon", "sm"]),
    (
        "ultra-sun-ultra-moon",
        7,
        &["usum", "ultra sun", "ultramoon"],
    ),
    ("sword-shield", 8, &["sword", "shield", "swsh"]),
    (
        "brilliant-diamond-shining-pearl",
        8,
        &["bdsp", "brilliant diamond", "shiningpearl"],
    ),
    ("scarlet-violet", 9, &["scarlet", "violet", "sv"]),
];

#[test]
fn every_name_selects_its_game_as_option_and_as_word() {
    for (id, generation, names) in GAMES {
        for name in names {
            let by_option = json(&["--game", name, "G1", "--top", "1"]);
            assert_eq!(by_option["game"]["id"], id, "--game {name}");
            assert_eq!(by_option["generation"], generation, "--game {name}");
            let by_word = json(&[name, "G1", "--top", "1"]);
            assert_eq!(by_word, by_option, "word {name}");
        }
    }
    assert!(error(&["--game", "kanto"]).contains("unknown game"));
    // Not covered: no citable source for their trainers' teams.
    assert!(error(&["--game", "letsgo"]).contains("unknown game"));
    assert!(error(&["--game", "red", "johto"]).contains("two maps given"));
    assert!(error(&["red", "--game", "gold"]).contains("contradict"));
    // The same game twice is no contradiction; Red and Blue are two
    // versions, whose wild Pokémon differ.
    assert_eq!(
        json(&["red", "--game", "Red", "G1"])["game"]["id"],
        "red-blue"
    );
    assert!(error(&["red", "--game", "blue"]).contains("contradict"));
}

#[test]
fn regions_are_unchanged_and_have_no_game() {
    for region in ["kanto", "johto", "paldea"] {
        let report = json(&[region, "G1"]);
        assert!(report.get("game").is_none(), "{region}");
        let (_, table, _) = run(&[region, "G1", "--color", "never"]);
        assert!(!table.contains("Game:") && !table.contains("Pokédex:"));
    }
    assert!(error(&["--version", "charmander"]).contains("needs --game"));
    assert!(error(&["kanto", "--merged"]).contains("needs --game"));
    assert!(error(&["kanto", "--all-pokemon"]).contains("needs --game"));
}

/// The leaders of G1 … G8, then (Johto games) of K1 … K8.
const KANTO: [&str; 8] = [
    "Brock",
    "Misty",
    "Lt. Surge",
    "Erika",
    "Koga",
    "Sabrina",
    "Blaine",
    "Giovanni",
];
const JOHTO: [&str; 8] = [
    "Falkner", "Bugsy", "Whitney", "Morty", "Chuck", "Jasmine", "Pryce", "Clair",
];
const KANTO_AFTER: [&str; 8] = [
    "Brock",
    "Misty",
    "Lt. Surge",
    "Erika",
    "Janine",
    "Sabrina",
    "Blaine",
    "Blue",
];

#[test]
fn gyms_in_story_order() {
    let hoenn = |last| {
        [
            "Roxanne",
            "Brawly",
            "Wattson",
            "Flannery",
            "Norman",
            "Winona",
            "Tate and Liza",
            last,
        ]
    };
    let dp = [
        "Roark",
        "Gardenia",
        "Maylene",
        "Crasher Wake",
        "Fantina",
        "Byron",
        "Candice",
        "Volkner",
    ];
    let platinum = [
        "Roark",
        "Gardenia",
        "Fantina",
        "Maylene",
        "Crasher Wake",
        "Byron",
        "Candice",
        "Volkner",
    ];
    let johto: Vec<&str> = JOHTO.iter().chain(&KANTO_AFTER).copied().collect();
    let expected: [(&str, Vec<&str>); 10] = [
        ("red", KANTO.to_vec()),
        ("yellow", KANTO.to_vec()),
        ("frlg", KANTO.to_vec()),
        ("gold", johto.clone()),
        ("crystal", johto.clone()),
        ("hgss", johto),
        ("ruby", hoenn("Wallace").to_vec()),
        ("emerald", hoenn("Juan").to_vec()),
        ("dp", dp.to_vec()),
        ("platinum", platinum.to_vec()),
    ];
    for (name, leaders) in expected {
        let (map, _, _) = game::find(name)
            .unwrap()
            .load(&VersionChoice::First, &[])
            .unwrap();
        let gyms: Vec<(&str, &str)> = (map.gyms.iter())
            .filter(|g| g.id != "E4")
            .map(|g| (g.id.as_str(), g.leader.raw()))
            .collect();
        let ids: Vec<String> = (1..=8)
            .map(|k| format!("G{k}"))
            .chain((1..=leaders.len() - 8).map(|k| format!("K{k}")))
            .collect();
        let want: Vec<(&str, &str)> = ids.iter().map(String::as_str).zip(leaders).collect();
        assert_eq!(gyms, want, "{name}");
        // E4 comes right after G8.
        assert_eq!(map.gyms[8].id, "E4", "{name}");
    }
    // The Kanto gyms of HeartGold/SoulSilver are selectable as words.
    let k8 = json(&["hgss", "K8", "k1", "A", "--top", "1"]);
    assert_eq!(strings(&k8["gyms"]), ["K1", "K8"].map(String::from).into());
    let message = error(&["hgss", "K9"]);
    assert!(message.contains("gyms: G1…G8, E4, K1…K8"), "{message}");
}

#[test]
fn yellow_and_red_blue_differ_as_the_games_do() {
    // Lt. Surge has only Raichu in Yellow (Voltorb, Pikachu, Raichu in
    // Red/Blue): both Electric, so G3's typings are the same: exactly Electric.
    for game in ["yellow", "red"] {
        let surge = json(&["--game", game, "G3", "A"]);
        assert_eq!(strings(&surge["items"]), ["Electric".to_owned()].into());
    }
    let parties = |file: &str| -> Vec<String> {
        let extract = data(&format!("games/extract/{file}.json"));
        let battles = extract["battles"].as_array().unwrap();
        let surge = battles.iter().find(|b| b["gym"] == "G3").unwrap();
        let party = surge["party"].as_array().unwrap();
        party
            .iter()
            .map(|p| p["species"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(parties("yellow").len(), 1);
    assert_eq!(parties("red-blue").len(), 3);
    // Sabrina: Abra, Kadabra, Alakazam in Yellow (only Psychic); Red/Blue's
    // Venomoth adds Bug-Poison.
    let sabrina = |game| strings(&json(&["--game", game, "G6", "A"])["items"]);
    assert_eq!(sabrina("yellow"), ["Psychic".to_owned()].into());
    assert!(sabrina("red").contains("Bug-Poison"));
    // Koga: Venonat and Venomoth in Yellow.
    let koga = |game| strings(&json(&["--game", game, "G5", "A"])["items"]);
    assert_eq!(koga("yellow"), ["Bug-Poison".to_owned()].into());
    assert_eq!(koga("red"), ["Poison".to_owned()].into());
}

#[test]
fn red_blue_versions_differ_and_all_is_their_union() {
    let versions = ["Bulbasaur", "Charmander", "Squirtle"];
    for kind in ["D", "A"] {
        let items = |version: &str| {
            strings(
                &json(&[
                    "--game",
                    "red",
                    "E4",
                    kind,
                    "--version",
                    version,
                    "--top",
                    "1",
                ])["items"],
            )
        };
        let each: Vec<BTreeSet<String>> = versions.iter().map(|v| items(v)).collect();
        assert!(each.windows(2).any(|w| w[0] != w[1]), "{kind}: {each:?}");
        let union: BTreeSet<String> = each.iter().flatten().cloned().collect();
        assert_eq!(items("all"), union, "{kind}");
        assert_eq!(items("ALL"), union, "{kind}");
        // --merged is --version all; no version is the first.
        let merged = json(&["--game", "red", "E4", kind, "--merged", "--top", "1"]);
        assert_eq!(strings(&merged["items"]), union);
        assert_eq!(merged["game"]["version"], "all");
        let first = json(&["--game", "red", "E4", kind, "--top", "1"]);
        assert_eq!(strings(&first["items"]), each[0]);
        assert_eq!(first["game"]["version"], "Bulbasaur");
    }
    // Grass attacks come only from the Squirtle version's Venusaur.
    let squirtle = json(&["red", "E4", "--version", "squirtle", "--top", "1"]);
    assert!(strings(&squirtle["items"]).contains("Grass"));
    assert_eq!(squirtle["game"]["version"], "Squirtle");
    // The versions are named in the table and the header says how to choose.
    let (_, table, _) = run_wide(&["red", "E4", "--top", "1"]);
    assert!(
        table.contains("Version:  Bulbasaur, the first of Bulbasaur, Charmander, Squirtle (--version NAME for another, --version all to merge)"),
        "{table}"
    );
    let message = error(&["red", "--version", "pikachu"]);
    assert!(
        message.contains(
            "Red/Blue has no version of that name (versions: Bulbasaur, Charmander, Squirtle, all)"
        ),
        "{message}"
    );
    assert!(error(&["gold", "--version", "x"]).contains("Gold/Silver has no versions"));
    assert!(error(&["red", "--version", "squirtle", "--merged"]).contains("contradict"));
    // Yellow's versions are the rival's Eevee evolutions.
    let vaporeon = json(&["yellow", "E4", "A", "--version", "vaporeon", "--top", "1"]);
    assert!(strings(&vaporeon["items"]).contains("Water"));
}

#[test]
fn levels_are_read_and_versions_keep_the_highest() {
    let levels = |name: &str, choice: &VersionChoice| -> Vec<(String, Option<u8>)> {
        let (map, _, _) = game::find(name).unwrap().load(choice, &[]).unwrap();
        map.gyms.iter().map(|g| (g.id.clone(), g.level)).collect()
    };
    // Brock's Onix is level 14, Giovanni's Rhydon 50; every game file gives
    // every gym a level.
    let red = levels("red", &VersionChoice::First);
    assert_eq!(red[0], ("G1".to_owned(), Some(14)));
    assert_eq!(red[7], ("G8".to_owned(), Some(50)));
    for name in [
        "red", "yellow", "gold", "crystal", "ruby", "emerald", "frlg", "dp", "platinum", "hgss",
    ] {
        for choice in [VersionChoice::First, VersionChoice::All] {
            assert!(
                levels(name, &choice).iter().all(|(_, l)| l.is_some()),
                "{name}"
            );
        }
    }
    // The version chosen gives its own level; merged, the highest.
    let file = data("games/red-blue.json");
    let per_version: Vec<u64> = file["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["gyms"]["E4"]["level"].as_u64().unwrap())
        .collect();
    let merged = levels("red", &VersionChoice::All);
    let highest = per_version
        .iter()
        .copied()
        .max()
        .map(|l| u8::try_from(l).unwrap());
    assert_eq!(merged[8], ("E4".to_owned(), highest));
    let squirtle = levels("red", &VersionChoice::Named("Squirtle".into()));
    assert_eq!(u64::from(squirtle[8].1.unwrap()), per_version[2]);
    // Region maps carry no level.
    let (kanto, _) = pokelinks::data::load_shipped("kanto").unwrap();
    assert!(kanto.gyms.iter().all(|g| g.level.is_none()));
}

#[test]
fn fixed_damage_moves_are_not_attack_types() {
    // Red/Blue's Elite Four: Dragon Rage (Lance's Dragonair and Gyarados,
    // Blue's Gyarados), Night Shade (Agatha's Gengar and Haunter) and
    // Fissure (Bruno's Machamp) were their only Dragon, Ghost and Ground
    // moves; by the attack rule (data/README.md, "The attack rule") none of them is an
    // attack type, and the Elite Four has defense covers.
    let e4 = json(&["red", "E4", "--version", "all", "--top", "1"]);
    for t in ["Dragon", "Ghost", "Ground"] {
        assert!(!strings(&e4["items"]).contains(t), "{t}");
    }
    assert!(!e4["solutions"].as_array().unwrap().is_empty(), "{e4}");
    // Jasmine's Magnemite's Sonic Boom was Gold/Silver's G6's only Normal move.
    let jasmine = json(&["gold", "G6", "--top", "1"]);
    assert_eq!(
        strings(&jasmine["items"]),
        ["Electric", "Rock", "Steel"].map(String::from).into()
    );
}

/// The typings of a game's Pokédexes, computed from the files: every
/// species entry of the generation's list whose national number a dex of
/// the version group lists, unless its name carries another region's
/// suffix or the list marks it nonstandard.
fn dex_typings(version_group: &str, generation: u8, own: Option<&str>) -> BTreeSet<String> {
    let groups = data("dex/versions.json");
    let mut listed = BTreeSet::new();
    for dex in groups[version_group].as_array().unwrap() {
        let dex = data(&format!("dex/{}.json", dex.as_str().unwrap()));
        for entry in dex["species"].as_array().unwrap() {
            listed.insert(entry["national"].as_u64().unwrap());
        }
    }
    let species = data(&format!("species/gen-{generation}.json"));
    let mut typings = BTreeSet::new();
    for s in species["species"].as_array().unwrap() {
        let name = s["name"].as_str().unwrap();
        let form_region = ["Alola", "Galar", "Hisui", "Paldea"]
            .into_iter()
            .find(|r| name.split('-').skip(1).any(|part| part == *r));
        if listed.contains(&s["num"].as_u64().unwrap())
            && (form_region.is_none() || form_region == own)
            && s["nonstandard"].is_null()
        {
            typings.insert(s["typing"].as_str().unwrap().to_owned());
        }
    }
    typings
}

#[test]
fn options_are_the_typings_of_the_pokedex() {
    let own = BTreeMap::from([
        ("sun-moon", "Alola"),
        ("ultra-sun-ultra-moon", "Alola"),
        ("sword-shield", "Galar"),
        ("scarlet-violet", "Paldea"),
    ]);
    let mut restricted = 0;
    for (id, generation, names) in GAMES {
        let allowed = dex_typings(id, generation, own.get(id).copied());
        // --anytime: the whole Pokédex, whatever the story point
        // (--legendaries: theirs too).
        let report = json(&[
            "--game",
            names[0],
            "--top",
            "1",
            "--anytime",
            "--legendaries",
        ]);
        // An option is a typing, bare or with an ability of its Pokémon
        // ("Ghost-Poison (Levitate)"): the options' typings are the dex's.
        let options: BTreeSet<String> = (strings(&report["options"]).iter())
            .map(|o| o.split(" (").next().unwrap().to_owned())
            .collect();
        assert!(
            options.is_subset(&allowed),
            "{id}: {:?}",
            options.difference(&allowed)
        );
        // --all-pokemon gives back the generation's options: those of the
        // same chart's whole-chart problem, the dex ignored.
        let wide = json(&["--game", names[0], "--top", "1", "--all-pokemon"]);
        let wide_options = strings(&wide["options"]);
        let (_, chart, _) = game::find(id)
            .unwrap()
            .load(&VersionChoice::First, &[])
            .unwrap();
        let chart_typings: BTreeSet<String> =
            chart.typings().iter().map(|t| t.to_string()).collect();
        assert_eq!(wide_options, chart_typings, "{id}");
        assert_eq!(wide["game"]["dex"], serde_json::json!([]), "{id}");
        // The restriction removes exactly the typings outside the dex.
        let kept: BTreeSet<String> = wide_options.intersection(&allowed).cloned().collect();
        assert_eq!(options, kept, "{id}");
        if options != wide_options {
            restricted += 1;
        }
        // Every cover found uses allowed typings only.
        for team in report["solutions"].as_array().unwrap() {
            let typings: BTreeSet<String> = (strings(&team["types"]).iter())
                .map(|t| t.split(" (").next().unwrap().to_owned())
                .collect();
            assert!(typings.is_subset(&allowed), "{id}: {team}");
        }
    }
    // Generations 1 and 2 have every species in their dex; the others do not.
    assert_eq!(restricted, GAMES.len() - 4);
}

#[test]
fn the_restriction_shows_in_the_header_and_in_with() {
    // Scarlet/Violet keeps Paldea's own forms (Paldean Wooper is
    // Ground-Poison) but not Hisui's (Hisuian Zoroark, the only
    // Ghost-Normal Pokémon).
    let sv = strings(&json(&["sv", "--top", "1"])["options"]);
    // (Clodsire and Paldean Wooper may have Water Absorb: the option is
    // Ground-Poison with it.)
    let typing = |o: &String| o.split(" (").next().unwrap().to_owned();
    let sv: BTreeSet<String> = sv.iter().map(typing).collect();
    assert!(sv.contains("Ground-Poison") && !sv.contains("Ghost-Normal"));
    let (_, table, _) = run_wide(&["hgss", "G1", "--color", "never", "--top", "1"]);
    let header = |text: &str, key: &str| -> String {
        text.lines()
            .find(|l| l.starts_with(key))
            .unwrap_or_else(|| panic!("no {key} in {text}"))
            .to_owned()
    };
    assert_eq!(
        header(&table, "Pokédex:"),
        "Pokédex:  Updated Johto: typings of its Pokémon only (--all-pokemon for all of generation 4)"
    );
    let count = |text: &str| -> usize {
        let line = header(text, "Options:");
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    let dex = json(&["hgss", "G1", "--top", "1"]);
    assert_eq!(count(&table), dex["options"].as_array().unwrap().len());
    let (_, wide, _) = run(&[
        "hgss",
        "G1",
        "--color",
        "never",
        "--top",
        "1",
        "--all-pokemon",
    ]);
    assert!(count(&wide) > count(&table));
    assert!(header(&wide, "Pokédex:").contains("not applied (--all-pokemon)"));
    // A --with typing outside the dex is an error naming it; with
    // --all-pokemon it is allowed.
    let message = error(&["hgss", "G1", "--with", "ghost-electric"]);
    assert!(
        message.contains("--with Electric-Ghost: no Pokémon of the Pokédex (Updated Johto)"),
        "{message}"
    );
    assert!(matches!(
        run(&["hgss", "G1", "--with", "ghost-electric", "--all-pokemon"]).0,
        Some(0 | 1)
    ));
    // Attack covers choose attack types: no Pokédex applies.
    let (_, attack, _) = run(&["hgss", "G1", "A", "--color", "never"]);
    assert!(!attack.contains("Pokédex:"));
}

#[test]
fn dex_sizes() {
    for (game_name, dex, size) in [
        ("red", "kanto", 151),
        ("gold", "original-johto", 251),
        ("ruby", "hoenn", 202),
        ("diamond", "original-sinnoh", 151),
        ("platinum", "extended-sinnoh", 210),
        ("hgss", "updated-johto", 256),
        ("sv", "paldea", 400),
    ] {
        let dexes = game::find(game_name).unwrap().dexes().unwrap();
        assert_eq!(dexes[0].identifier, dex, "{game_name}");
        assert_eq!(dexes[0].national.len(), size, "{dex}");
        let independent = data(&format!("dex/{dex}.json"))["species"]
            .as_array()
            .unwrap()
            .len();
        assert_eq!(independent, size, "{dex}");
    }
    // The DLC dexes count for Sword/Shield and Scarlet/Violet.
    let names = |g: &str| -> Vec<String> {
        game::find(g)
            .unwrap()
            .dexes()
            .unwrap()
            .into_iter()
            .map(|d| d.identifier)
            .collect()
    };
    assert_eq!(names("swsh"), ["galar", "isle-of-armor", "crown-tundra"]);
    assert_eq!(names("sv"), ["paldea", "kitakami", "blueberry"]);
}

#[test]
fn list_names_every_game() {
    let (code, list, _) = run_wide(&["--list"]);
    assert_eq!(code, Some(0));
    let games = list.split("\n\n").last().unwrap();
    assert!(games.starts_with("Games (--game NAME"));
    for (id, generation, names) in GAMES {
        // Three lines a game: id, generation and name; the names `--game`
        // takes; the Pokédexes and the map.
        let at = games
            .find(&format!("\n  {id} "))
            .unwrap_or_else(|| panic!("{id} not listed"));
        let lines: Vec<&str> = games[at + 1..].lines().take(3).collect();
        assert!(
            lines[0].contains(&format!("gen {generation} ")),
            "{lines:?}"
        );
        assert!(lines[1].starts_with("    names: "), "{lines:?}");
        assert!(lines[1].contains(names[0]), "{lines:?}");
        assert!(lines[2].starts_with("    dex: "), "{lines:?}");
    }
    assert!(games.contains("versions: Bulbasaur, Charmander, Squirtle"));
    assert!(games.contains("dex: galar, isle-of-armor, crown-tundra"));
    assert!(
        games.contains("Let's Go Pikachu/Eevee, Legends: Arceus and Legends: Z-A are not covered")
    );
}

/// A mistyped game gets a "did you mean", as a mistyped region or Pokémon
/// does (item 4): as a word, after `team`, and with `--game`.
#[test]
fn mistyped_games_are_suggested() {
    let err = binary::bad(&["emrald", "G1"], "'emrald'");
    assert!(err.contains("did you mean emerald?"), "{err}");
    let err = binary::bad(&["team", "redd"], "'redd'");
    assert!(err.contains("did you mean red?"), "{err}");
    let err = binary::bad(&["--game", "fireredd"], "'fireredd'");
    assert!(err.contains("did you mean firered?"), "{err}");
    let err = binary::bad(&["kantoo"], "'kantoo'");
    assert!(err.contains("did you mean kanto?"), "{err}");
    // Nothing near: no suggestion.
    let err = binary::bad(&["zzzzzz"], "'zzzzzz'");
    assert!(!err.contains("did you mean"), "{err}");
}

/// `--list --game GAME` lists that game's gyms, of the version asked for,
/// and its line of the games' list; not every region (item 4).
#[test]
fn list_with_a_game_lists_its_gyms() {
    let (code, list, stderr) = run(&["--list", "--game", "emerald"]);
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
    assert!(list.starts_with("Hoenn (generation 3)\n"), "{list}");
    assert!(list.contains("  G5  Petalburg City    Norman"), "{list}");
    assert!(
        !list.contains("Kanto") && !list.contains("Paldea"),
        "{list}"
    );
    assert!(list.contains("\n  emerald  gen 3  Emerald\n"), "{list}");
    assert!(!list.contains("red-blue"), "{list}");
    let json = json(&["--list", "emerald"]);
    assert_eq!(json["maps"].as_array().unwrap().len(), 1);
    assert_eq!(json["maps"][0]["region"], "Hoenn");
    assert_eq!(json["games"][0]["id"], "emerald");
    assert_eq!(json["games"].as_array().unwrap().len(), 1);
    // The version asked for: Striaton's three brothers, the one facing
    // the first version's starter or all three merged.
    let (code, first, _) = run_wide(&["--list", "--game", "black"]);
    assert_eq!(code, Some(0));
    assert!(first.contains("attack: Dark Fire   defense"), "{first}");
    let (code, all, _) = run_wide(&["--list", "--game", "black", "--version", "all"]);
    assert_eq!(code, Some(0));
    assert!(
        all.contains("attack: Dark Fire Grass Water   defense"),
        "{all}"
    );
}

/// docs/games.md's example of a story point with nothing to cover is true
/// (item 10): its lines end the player layout's answer, with exit status 1;
/// and `red G2 --by G1` sets Normal aside, as the page says.
#[test]
fn the_docs_example_of_nothing_by_then_is_true() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/games.md")).unwrap();
    let start = doc.find("$ pokelinks red G1\n…\n").expect("the example");
    let block = &doc[start..];
    let block = &block[..block.find("```").unwrap()];
    let shown: Vec<&str> = block.lines().skip(2).collect();
    let (code, out, _) = run(&["red", "G1", "--layout", "player"]);
    assert_eq!(code, Some(1));
    let tail: Vec<&str> = out.lines().rev().take(shown.len()).collect();
    assert_eq!(tail.into_iter().rev().collect::<Vec<_>>(), shown);
    let (code, out, _) = run(&["red", "G2", "--by", "G1", "--layout", "player"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("Set aside:   Normal"), "{out}");
    assert!(out.contains("Grass-Poison: Bulbasaur (starter)"), "{out}");
}
