//! `pokelinks check` and `--safe`/`--weak` through the real binary
//! (docs/check.md): the README's three examples (their exit statuses and
//! key lines), the JSON document against the library, colour only when
//! asked, `--safe` as the `--without` of the weak typings, and bad members,
//! each one `error:` line with status 2.

mod binary;

use pokelinks::Typing;
use pokelinks::check;
use pokelinks::data::load_shipped;
use pokelinks::problem::{Kind, Problem};
use pokelinks::roster::Member;
use serde_json::Value;

/// Runs the binary (bounded, never panicking) with NO_COLOR unset: exit status, stdout, stderr.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let run = binary::run(args);
    (run.code, run.stdout, run.stderr)
}

/// Runs and expects `code` with a silent stderr; returns stdout.
fn expect(code: i32, args: &[&str]) -> String {
    let (status, out, err) = run(args);
    assert_eq!((status, err.as_str()), (Some(code), ""), "{args:?}: {out}");
    out
}

/// [`expect`] with text wrapped at 1,000 columns, for what a line says.
fn expect_wide(code: i32, args: &[&str]) -> String {
    let run = binary::run_wide(args);
    assert_eq!(
        (run.code, run.stderr.as_str()),
        (Some(code), ""),
        "{args:?}"
    );
    run.stdout
}

fn json(code: i32, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let out = expect(code, &all);
    assert_eq!(out.lines().count(), 1, "{all:?}: one document, one line");
    serde_json::from_str(&out).unwrap()
}

fn names(value: &Value) -> Vec<String> {
    let list = value.as_array().expect("a list of names");
    list.iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn readme_plan_the_next_gym() {
    let out = expect(0, &["kanto", "G3", "O", "--top", "5"]);
    assert!(out.contains("Items:    Electric Normal (2 attack types)\n"));
    assert!(out.contains("\n2  Ghost-Poison Ground\n"), "{out}");
    assert!(out.contains("Showing the 5 best overlapping covers"));
}

#[test]
fn readme_check_my_team() {
    let out = expect(
        0,
        &["check", "Water", "Ground-Rock", "kanto", "G1", "G2", "G3"],
    );
    assert!(out.contains("Check:    defense, 2 of at most 6 typings: Water Ground-Rock\n"));
    assert!(
        out.contains("  Electric  ×2     ×0           Ground-Rock\n"),
        "{out}"
    );
    assert!(
        out.contains("  G3  Vermilion City  Lt. Surge  covered\n"),
        "{out}"
    );
    assert!(out.contains("Team:     covers every attack type; weak 2"));
    assert!(out.contains("Nothing to add: every attack type is covered (4 slots free).\n"));
}

#[test]
fn readme_finish_my_team() {
    let args = [
        "check",
        "water",
        "ground-ROCK",
        "kanto",
        "G3",
        "G4",
        "--top",
        "3",
    ];
    let out = expect(1, &args);
    assert!(
        out.contains("  G4  Celadon City    Erika      not covered: Grass\n"),
        "{out}"
    );
    assert!(out.contains("Team:     does not cover Grass; weak 3"));
    assert!(out.contains("Finish: the best overlapping covers with every member"));
    assert!(
        out.contains("\n5  Ghost-Poison Ground-Rock Water  + Ghost-Poison  weak 3\n"),
        "{out}"
    );
}

#[test]
fn a_full_team_is_repaired() {
    let team = ["Fire", "Grass", "Electric", "Normal", "Poison", "Bug"];
    let mut args = vec!["check"];
    args.extend(team);
    args.extend(["kanto", "G2", "G3"]);
    let out = expect(1, &args);
    assert!(
        out.contains("Repair (the team is full): the best overlapping covers that drop 1 member")
    );
    let doc = json(1, &args);
    let completion = &doc["completion"];
    assert_eq!(completion["kind"], "repair");
    assert_eq!(completion["swaps"], 1);
    let solutions = completion["solutions"].as_array().unwrap();
    assert_eq!(solutions.len(), 5);
    for s in solutions {
        let (types, out, added) = (names(&s["types"]), names(&s["out"]), names(&s["added"]));
        assert_eq!((out.len(), added.len(), types.len()), (1, 1, 6), "{s}");
        assert!(!types.contains(&out[0]) && types.contains(&added[0]));
    }
}

#[test]
fn the_json_document_agrees_with_the_library() {
    let doc = json(1, &["check", "Water", "Ground-Rock", "kanto", "G3", "G4"]);
    let (map, chart) = load_shipped("kanto").unwrap();
    let gyms = [map.gym("G3").unwrap(), map.gym("G4").unwrap()];
    let members: Vec<Member> = ["Water", "Ground-Rock"]
        .iter()
        .map(|s| Member::typing(s.parse().unwrap()))
        .collect();
    let lib = check::Check::new(&chart, Kind::Defense, &gyms, &members).unwrap();
    assert_eq!(doc["cover"], "defense");
    assert_eq!(doc["mode"], "overlapping");
    assert_eq!(names(&doc["members"]), ["Water", "Ground-Rock"]);
    let rows = doc["rows"].as_array().unwrap();
    assert_eq!(rows.len(), lib.rows.len());
    for (row, want) in rows.iter().zip(&lib.rows) {
        assert_eq!(row["item"], want.item.to_string());
        let factors: Vec<f64> = want.cells.iter().map(|m| m.factor()).collect();
        let got: Vec<f64> = row["multipliers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        assert_eq!(got, factors);
        let by: Vec<String> = want.by.iter().map(|m| m.to_string()).collect();
        assert_eq!(names(&row["covered_by"]), by);
    }
    assert_eq!(doc["verdicts"][0]["covered"], true);
    assert_eq!(
        doc["verdicts"][1]["uncovered"],
        serde_json::json!(["Grass"])
    );
    assert_eq!(doc["covered"], false);
    assert_eq!(doc["weak"], lib.weak.unwrap());
    // The finishes are the --with search.
    assert_eq!(doc["completion"]["kind"], "finish");
    let with = json(
        0,
        &[
            "kanto",
            "G3",
            "G4",
            "O",
            "--with",
            "Water",
            "--with",
            "Ground-Rock",
            "--pokemon",
            "0",
            "--top",
            "5",
        ],
    );
    let finish: Vec<Value> = doc["completion"]["solutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| serde_json::json!({"rank": s["rank"], "types": s["types"]}))
        .collect();
    assert_eq!(&finish, with["solutions"].as_array().unwrap());
}

#[test]
fn attack_checks_and_exit_zero_when_covered() {
    let doc = json(0, &["check", "Grass", "A", "kanto", "G1"]);
    assert_eq!(doc["cover"], "attack");
    assert_eq!(doc["rows"][0]["multipliers"], serde_json::json!([4]));
    assert_eq!(doc["completion"]["kind"], "covered");
    assert!(doc.get("weak").is_none());
    // E chooses exact completions.
    let doc = json(1, &["check", "Fire", "E", "johto", "G1"]);
    assert_eq!(doc["mode"], "exact");
}

#[test]
fn colour_only_when_asked() {
    let args = ["check", "Water", "Ground-Rock", "kanto", "G3", "G4"];
    assert!(!expect(1, &args).contains('\x1b'));
    let mut coloured = args.to_vec();
    coloured.push("color");
    let out = expect(1, &coloured);
    // ×4 is weak: red; ×0 resisted: green.
    assert!(out.contains("\x1b[31m×4\x1b[39m"), "{out}");
    assert!(out.contains("\x1b[32m×0\x1b[39m"), "{out}");
}

#[test]
fn safe_is_without_the_weak_typings() {
    let (map, chart) = load_shipped("kanto").unwrap();
    let gyms = [map.gym("G2").unwrap(), map.gym("G3").unwrap()];
    let problem = Problem::for_gyms(&chart, Kind::Defense, &gyms);
    let weak: Vec<Typing> = chart
        .typings()
        .iter()
        .copied()
        .filter(|&d| {
            problem
                .items()
                .iter()
                .any(|a| chart.multiplier(a.attack_type(), d).unwrap().factor() >= 2.0)
        })
        .collect();
    let safe = json(0, &["kanto", "G2", "G3", "--safe"]);
    let weak_names: Vec<String> = weak.iter().map(Typing::to_string).collect();
    assert_eq!(names(&safe["left_out"]), weak_names);
    let mut args = vec!["kanto".to_owned(), "G2".into(), "G3".into()];
    for t in &weak_names {
        args.extend(["--without".to_owned(), t.clone()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let without = json(0, &args);
    assert_eq!(safe["total"], without["total"]);
    let solutions = safe["solutions"].as_array().unwrap();
    for (s, w) in solutions
        .iter()
        .zip(without["solutions"].as_array().unwrap())
    {
        assert_eq!((&s["rank"], &s["types"]), (&w["rank"], &w["types"]));
        assert_eq!(s["weak"], 0, "{s}");
    }
    // Default outputs stay as they were: no weak, no left_out.
    assert!(without.get("left_out").is_none());
    assert!(without["solutions"][0].get("weak").is_none());
    let table = expect(0, &["kanto", "G2", "G3", "--weak", "--top", "2"]);
    assert!(table.contains("  weak "), "{table}");
    assert!(!expect(0, &["kanto", "G2", "G3", "--top", "2"]).contains("weak"));
}

#[test]
fn bad_members_and_options() {
    binary::bad(
        &["check", "Pikachoo", "kanto"],
        "member Pikachoo: no Pokémon 'Pikachoo' in generation 1 (did you mean Pikachu?)",
    );
    binary::bad(
        &["check", "Pikachu", "A", "kanto"],
        "member Pikachu: a Pokémon attacks with moves, known in a game only",
    );
    binary::bad(
        &["check", "fire-FIRE"],
        "member 'fire-FIRE': a typing cannot have the same type twice",
    );
    binary::bad(
        &["check", "Fire-Water-Grass"],
        "member 'Fire-Water-Grass': a typing has at most two types",
    );
    binary::bad(
        &["check", "Water", "water", "kanto"],
        "member Water is given twice",
    );
    binary::bad(
        &["check", "Fire", "Water", "Grass", "--max", "2"],
        "the team names 3 members but --max is 2: no cover can hold them all",
    );
    binary::bad(
        &["check", "a", "b", "c", "d", "e", "f", "g"],
        "member a: no Pokémon 'a' in generation 9",
    );
    let seven = [
        "check", "Fire", "Water", "Grass", "Bug", "Rock", "Ice", "Dark",
    ];
    binary::bad(
        &seven,
        "the team names 7 members but --max is 6: no cover can hold them all",
    );
    binary::bad(&["check"], "'check' needs the team");
    binary::bad(
        &["check", "Steel", "kanto"],
        "member Steel: not a typing of the chart",
    );
    binary::bad(
        &["check", "Fire-Water", "A"],
        "member Fire-Water: not an attack type",
    );
    binary::bad(
        &["kanto", "check", "Fire"],
        "'check' must be the first word",
    );
    binary::bad(
        &["check", "Fire", "--with", "Water"],
        "'check' takes no --with",
    );
    binary::bad(&["check", "Fire", "--count"], "'check' takes no --count");
    binary::bad(&["check", "Fire", "--list"], "contradict");
    binary::bad(
        &["check", "Fire", "--without", "fire"],
        "member Fire is also given to --without",
    );
    binary::bad(&["check", "Fire", "G42"], "no gym G42");
    binary::bad(&["A", "--safe"], "--safe applies to defense covers only");
    binary::bad(&["A", "--weak"], "--weak applies to defense covers only");
}

#[test]
fn pokemon_names_stand_for_their_typing() {
    // Pikachu and Onix are Electric and Ground-Rock in generation 1.
    let by_name = json(1, &["check", "Pikachu", "onix", "kanto", "G1", "G2", "G3"]);
    let by_typing = json(
        1,
        &[
            "check",
            "Electric",
            "Ground-Rock",
            "kanto",
            "G1",
            "G2",
            "G3",
        ],
    );
    // The same document, but for the names of the members given as names.
    let mut by_name = by_name;
    let names = by_name.as_object_mut().unwrap().remove("names");
    assert_eq!(names, Some(serde_json::json!(["Pikachu", "Onix"])));
    assert_eq!(by_name, by_typing);
}

/// Members named as Pokémon are shown by name: the header, the columns,
/// who covers each row, and the members a repair drops; two Pokémon of one
/// typing are two members (items 2 and 3 of issue 22).
#[test]
fn members_named_as_pokemon_are_shown_by_name() {
    let out = expect_wide(1, &["check", "Starmie", "Slowbro", "kanto", "G1", "G2"]);
    assert!(
        out.contains(
            "Check:    defense, 2 of at most 6 typings: Starmie (Psychic-Water) Slowbro (Psychic-Water)\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("          Starmie  Slowbro  covered by\n"),
        "{out}"
    );
    assert!(
        out.contains("  Water   ×½       ×½       Starmie, Slowbro\n"),
        "{out}"
    );
    // A finish keeps both: two members, whose weaknesses count twice.
    let doc = json(1, &["check", "Starmie", "Slowbro", "kanto", "G4"]);
    assert_eq!(names(&doc["members"]), ["Psychic-Water", "Psychic-Water"]);
    assert_eq!(names(&doc["names"]), ["Starmie", "Slowbro"]);
    assert_eq!(doc["weak"], 2);
    let finish = &doc["completion"]["solutions"][0];
    assert_eq!(names(&finish["types"]), ["Ghost-Poison", "Psychic-Water"]);
    assert_eq!(finish["weak"], 2, "Ghost-Poison adds no weakness to Grass");
    // Members given as typings: no names, the table as before.
    assert!(
        json(1, &["check", "Water", "kanto", "G2"])
            .get("names")
            .is_none()
    );
    // A repair names the member it drops.
    let team = ["Geodude", "Onix", "Graveler", "Golem", "Rhyhorn", "Rhydon"];
    let mut args = vec!["check"];
    args.extend(team);
    args.extend(["kanto", "G2", "--top", "2"]);
    let out = expect(1, &args);
    assert!(out.contains("  − Geodude  + Bug-Grass  weak 5\n"), "{out}");
    assert!(out.contains("  − Onix  + Bug-Grass  weak 5\n"), "{out}");
}

/// A team that covers every row may still stack its weaknesses on one
/// attack type: the check counts, per attack type, the members weak to
/// it, and says so instead of a bare "Nothing to add" (item 10).
#[test]
fn stacked_weaknesses_are_counted_per_attack_type() {
    let args = [
        "check",
        "Starmie",
        "Slowbro",
        "Onix",
        "Pikachu",
        "Charmander",
        "Bulbasaur",
        "kanto",
        "G5",
        "G6",
    ];
    let out = expect_wide(0, &args);
    assert!(
        out.contains("Weak to:  Bug 3 (Starmie, Slowbro, Bulbasaur) · Psychic 1 (Bulbasaur)\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "Nothing to add: every attack type is covered, but weaknesses stack: Bug hits 3 members super-effectively.\n"
        ),
        "{out}"
    );
    // Typings too; a single weakness per attack type is listed, not stacked.
    let out = expect(
        0,
        &["check", "Water", "Ground-Rock", "kanto", "G1", "G2", "G3"],
    );
    assert!(
        out.contains("Weak to:  Electric 1 (Water) · Water 1 (Ground-Rock)\n"),
        "{out}"
    );
    assert!(out.contains("Nothing to add: every attack type is covered (4 slots free).\n"));
}

/// Repairs that take more hits than the team does come after those that
/// do not, whatever their rank: a covered item is not worth more
/// weaknesses (item 10). On Paldea's whole chart the best-ranked repairs
/// of this team raised its weak 18 to 20–23.
#[test]
fn repairs_that_add_weaknesses_come_last() {
    let team = [
        "Water",
        "Ground-Rock",
        "Fire",
        "Grass",
        "Electric",
        "Normal",
    ];
    for region in ["paldea", "johto", "sinnoh"] {
        let mut args = vec!["check"];
        args.extend(team);
        args.push(region);
        let doc = json(1, &args);
        let own = doc["weak"].as_u64().unwrap();
        let weak: Vec<u64> = (doc["completion"]["solutions"].as_array().unwrap().iter())
            .map(|s| s["weak"].as_u64().unwrap())
            .collect();
        assert!(!weak.is_empty(), "{region}");
        let worse = weak.iter().position(|&w| w > own).unwrap_or(weak.len());
        assert!(
            weak[worse..].iter().all(|&w| w > own),
            "{region}: {weak:?} (team: {own})"
        );
        if region == "paldea" {
            assert!(weak.iter().all(|&w| w <= own), "{weak:?}");
        }
    }
}

/// An item nothing can cover (generation 1: Dragon) is set aside in the
/// check's table, which then finishes the team for the rest; JSON keeps
/// the strict answer unless --partial asks (item 8).
#[test]
fn the_check_sets_aside_what_nothing_covers() {
    let out = expect(1, &["check", "Water", "Ground-Rock", "kanto", "--top", "2"]);
    assert!(
        out.contains("Set aside: Dragon (nothing in generation 1 resists Dragon)\n"),
        "{out}"
    );
    assert!(
        out.contains("Finish: the best overlapping covers with every member"),
        "{out}"
    );
    assert!(!out.contains("No cover"), "{out}");
    let strict = json(1, &["check", "Water", "Ground-Rock", "kanto"]);
    assert_eq!(strict["completion"]["kind"], "uncoverable");
    assert!(strict.get("set_aside").is_none());
    let partial = json(
        1,
        &[
            "check",
            "Water",
            "Ground-Rock",
            "kanto",
            "--partial",
            "--top",
            "2",
        ],
    );
    assert_eq!(partial["completion"]["kind"], "finish");
    assert_eq!(partial["set_aside"][0]["item"], "Dragon");
    assert_eq!(
        partial["set_aside"][0]["why"],
        "nothing in generation 1 resists Dragon"
    );
    // A team covering all but Dragon needs nothing more (exit status 1:
    // it does not cover everything asked).
    let team = [
        "check",
        "Flying-Ice",
        "Ground-Rock",
        "Ice-Water",
        "Psychic",
        "kanto",
    ];
    let out = expect_wide(1, &team);
    assert!(
        out.contains(
            "Nothing to add: every attack type but Dragon (set aside) is covered (2 slots free)"
        ),
        "{out}"
    );
}

/// A check in a game names the game and the story point in its header and
/// its document, as a check on both sides does (issue 33, item 11).
#[test]
fn a_check_in_a_game_names_the_game_and_the_story_point() {
    let args = ["check", "Water", "Onix", "red", "G1", "G2"];
    let out = expect_wide(0, &args);
    let both = binary::run_wide(&["check", "Bulbasaur", "red", "G1", "G2", "T"]);
    for label in ["Game:", "Version:", "Pokédex:", "By then:"] {
        let line = |text: &str| -> Option<String> {
            text.lines()
                .find(|l| l.starts_with(label))
                .map(str::to_owned)
        };
        assert!(line(&both.stdout).is_some(), "{label}: {}", both.stdout);
        assert_eq!(line(&out), line(&both.stdout), "{label}:\n{out}");
    }
    assert!(
        out.contains("By then:  before Brock, Pewter City (G1), level cap 14"),
        "{out}"
    );
    let doc = json(0, &args);
    assert_eq!(doc["game"]["id"], "red-blue");
    assert_eq!(doc["game"]["by"]["before"], "G1");
}

/// A member named with a move its species cannot learn in the game is one
/// line naming the member, status 2, nothing on stdout (attack and both
/// sides); egg, tutor and pre-evolution moves pass; a region map without a
/// game has no learnsets and takes the move as named.
#[test]
fn a_member_named_with_a_move_it_cannot_learn_is_refused() {
    for kind in ["A", "T"] {
        let (code, stdout, stderr) = run(&[
            "check",
            "Geodude:surf",
            "Zigzagoon:pursuit",
            "emerald",
            "G2",
            kind,
        ]);
        assert_eq!(code, Some(2), "{kind}: {stderr}");
        assert_eq!(stdout, "", "{kind}");
        assert_eq!(
            stderr, "error: member Geodude:surf: Geodude cannot learn Surf in Emerald\n",
            "{kind}"
        );
    }
    // Pursuit: Zigzagoon's egg move; Dynamic Punch: Emerald's tutor;
    // Slam: Pikachu's level-up move, which Raichu keeps.
    let (code, stdout, stderr) = run(&[
        "check",
        "Zigzagoon:pursuit",
        "Geodude:dynamic punch",
        "Raichu:slam",
        "emerald",
        "G8",
        "A",
        "--anytime",
    ]);
    assert!(matches!(code, Some(0 | 1)), "{stderr}");
    for m in [
        "Zigzagoon — Pursuit",
        "Geodude — Dynamic Punch",
        "Raichu — Slam",
    ] {
        assert!(stdout.contains(m), "{m}: {stdout}");
    }
    let (code, stdout, _) = run(&["check", "Geodude:surf", "hoenn", "G1", "A"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Geodude — Surf"), "{stdout}");
}
