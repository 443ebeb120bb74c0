//! The planner's team mode without a terminal: keys in, state out, its
//! searches run here synchronously and fed back as the worker would; the
//! teams it lists against `pokelinks team` run on the same command line
//! (the real binary, JSON output): the same teams, ranks and order.

use crossterm::event::{KeyCode, KeyEvent};
use pokelinks::cli::{Config, plan_app};
use pokelinks::plan::state::{App, Chosen, Effect, Event};
use pokelinks::plan::update::update;
use pokelinks::plan::view;
use pokelinks::plan::worker::{Outcome, Worker};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use serde_json::Value;
use settle::settle;

mod binary;
mod settle;

/// The planner of `pokelinks plan ARGS` on an 80 × 24 terminal, started
/// and settled.
fn planner(args: &[&str]) -> App {
    let mut all = vec!["pokelinks", "plan"];
    all.extend(args);
    let mut app = plan_app(&Config::parse_from(all).unwrap(), 24).unwrap();
    update(&mut app, Event::Resize(80, 24));
    let effects = app.start();
    settle(&mut app, effects);
    app
}

fn press(app: &mut App, keys: &str) -> Vec<Effect> {
    let mut last = Vec::new();
    for c in keys.chars() {
        last = update(app, Event::Key(KeyEvent::from(KeyCode::Char(c))));
        settle(app, last.iter().filter_map(copy_search).collect());
    }
    last
}

fn enter(app: &mut App) -> Vec<Effect> {
    let effects = update(app, Event::Key(KeyEvent::from(KeyCode::Enter)));
    settle(app, effects.iter().filter_map(copy_search).collect());
    effects
}

/// A copy of a search effect, so that a test can both run it and look at it.
fn copy_search(effect: &Effect) -> Option<Effect> {
    match effect {
        Effect::Team { generation, job, k } => Some(Effect::Team {
            generation: *generation,
            job: job.clone(),
            k: *k,
        }),
        Effect::Best { generation, job, k } => Some(Effect::Best {
            generation: *generation,
            job: job.clone(),
            k: *k,
        }),
        _ => None,
    }
}

/// The teams the planner lists: rank and members (each its Pokémon, lead
/// first).
fn listed(app: &App) -> Vec<(i64, Vec<Vec<String>>)> {
    (app.found_teams().iter())
        .map(|t| {
            let members = t.members.iter().map(|m| m.pokemon.clone()).collect();
            (i64::from(t.rank), members)
        })
        .collect()
}

/// The teams `pokelinks ARGS --format json` lists, as [`listed`] does.
fn cli_teams(command: &str, extra: &[&str]) -> Vec<(i64, Vec<Vec<String>>)> {
    let words: Vec<&str> = command.split(' ').skip(1).collect();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pokelinks"))
        .args(&words)
        .args(extra)
        .args(["--format", "json"])
        .output()
        .expect("the binary runs");
    let answer: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    (answer["solutions"].as_array().unwrap().iter())
        .map(|t| {
            let members = (t["members"].as_array().unwrap().iter())
                .map(|m| {
                    (m["pokemon"].as_array().unwrap().iter())
                        .map(|p| p["name"].as_str().unwrap().to_owned())
                        .collect()
                })
                .collect();
            (t["rank"].as_i64().unwrap(), members)
        })
        .collect()
}

/// What `x` prints.
fn taken(app: &mut App) -> Chosen {
    match &press(app, "x")[..] {
        [Effect::Quit(Some(chosen))] => chosen.clone(),
        other => panic!("x took nothing: {other:?}"),
    }
}

/// The planner's teams are the command line's: `x`'s command line, run,
/// lists the same teams in the same order with the same ranks.
fn same_as_the_command_line(app: &mut App) -> Chosen {
    let mine = listed(app);
    assert!(!mine.is_empty());
    let chosen = taken(app);
    let theirs = cli_teams(&chosen.command, &["--limit", &mine.len().to_string()]);
    assert_eq!(mine, theirs, "{}", chosen.command);
    chosen
}

fn screen(app: &App) -> String {
    screen_at(app, 80, 24)
}

/// The screen of `app` on a terminal of `width` × `height`.
fn screen_at(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(f, app, false)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn m_switches_to_team_mode_and_d_back() {
    let mut app = planner(&["kanto", "G1", "G2"]);
    assert!(!app.teaming);
    let effects = press(&mut app, "m");
    assert!(app.teaming);
    assert!(matches!(
        effects[..],
        [Effect::StopCount, Effect::Team { .. }]
    ));
    assert!(!app.found_teams().is_empty());
    // Team mode keeps its own size and mode: a party, overlapping.
    press(&mut app, "-e");
    assert_eq!((app.team.max, app.sel.max), (5, 6));
    let effects = press(&mut app, "d");
    assert!(!app.teaming);
    assert!(matches!(
        effects[..],
        [Effect::Best { .. }, Effect::Count { .. }]
    ));
    press(&mut app, "m");
    assert_eq!(app.team.max, 5);
    assert_eq!(app.team.mode, pokelinks::search::Mode::Exact);
}

#[test]
fn the_teams_are_the_command_lines_on_a_region_map() {
    let mut app = planner(&["team", "kanto", "G1", "G2"]);
    let text = screen(&app);
    assert!(text.contains("Same-type attacks only"), "{text}");
    let chosen = same_as_the_command_line(&mut app);
    assert_eq!(chosen.command, "pokelinks team kanto G1 G2 --max 6");
}

#[test]
fn the_teams_are_the_command_lines_in_a_game_with_a_pin() {
    let mut app = planner(&["team", "red", "G2", "G3", "--starter", "squirtle"]);
    press(&mut app, "p");
    for c in "squirt".chars() {
        update(&mut app, Event::Key(KeyEvent::from(KeyCode::Char(c))));
    }
    assert_eq!(app.offers()[0].pokemon.as_deref(), Some("Squirtle"));
    enter(&mut app);
    assert_eq!(app.team.pins, ["Squirtle"]);
    assert!(
        (app.found_teams().iter()).all(|t| t.members.iter().any(|m| m.pokemon == ["Squirtle"]))
    );
    let chosen = same_as_the_command_line(&mut app);
    assert_eq!(
        chosen.command,
        "pokelinks team --game red --starter squirtle G2 G3 --max 6 --with Squirtle"
    );
}

/// `x` prints the chosen team's Showdown text, the command line's own:
/// its command with `--format showdown` writes the same sets.
#[test]
fn x_prints_the_teams_showdown_text() {
    let mut app = planner(&["team", "red", "G2", "G3", "--starter", "squirtle"]);
    let chosen = taken(&mut app);
    let words: Vec<&str> = chosen.command.split(' ').skip(1).collect();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pokelinks"))
        .args(&words)
        .args(["--format", "showdown"])
        .output()
        .expect("the binary runs");
    let cli = String::from_utf8(out.stdout).unwrap();
    assert!(cli.contains("\nLevel: "), "{cli}");
    assert_eq!(chosen.showdown, cli);
    assert!(chosen.to_string().ends_with(&format!("\n\n{cli}")));
}

/// A Pokémon the game cannot have at the story point is not offered, the
/// picker says so, and Enter says why in the command line's words.
#[test]
fn a_pokemon_the_game_cannot_have_is_refused_with_a_note() {
    let mut app = planner(&["team", "red", "G1", "--starter", "squirtle"]);
    press(&mut app, "pcharmander");
    assert!(app.offers().is_empty());
    assert_eq!(
        app.unoffered().as_deref(),
        Some("Charmander cannot be had now (⏎ says why)")
    );
    let effects = enter(&mut app);
    assert!(effects.is_empty());
    assert!(app.team.pins.is_empty());
    let note = app.note.clone().unwrap();
    assert!(note.contains("Charmander cannot be had"), "{note}");
    // The command line refuses it in the same words.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pokelinks"))
        .args([
            "team",
            "red",
            "G1",
            "--starter",
            "squirtle",
            "--with",
            "charmander",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        format!("error: {note}")
    );
}

/// The story point follows the first selected gym in team mode too: what
/// the picker offers grows, and the search asks for the gyms selected.
#[test]
fn the_story_point_follows_the_gyms_in_team_mode() {
    let mut app = planner(&["team", "red", "G1", "--starter", "squirtle"]);
    let before_brock = app.point().unwrap().0;
    press(&mut app, "p");
    let offered = app.offers().len();
    update(&mut app, Event::Key(KeyEvent::from(KeyCode::Esc)));
    // Lt. Surge on, then Brock off: planned before Lt. Surge. (In this
    // order no key leaves the gyms empty, which would search the whole
    // game: seconds in a debug build.)
    let effects = press(&mut app, "31");
    assert!(app.point().unwrap().0 > before_brock);
    let Some(Effect::Team { job, .. }) = effects.iter().find(|e| matches!(e, Effect::Team { .. }))
    else {
        panic!("no team search: {effects:?}");
    };
    let gyms = &job.question().gyms;
    assert_eq!(gyms, &[pokelinks::setup::GymChoice::Id("G3".into())]);
    press(&mut app, "p");
    assert!(app.offers().len() > offered);
}

/// A newer key cancels a stale team search: the worker answers the newest.
#[test]
fn a_newer_key_cancels_a_stale_team_search() {
    let mut app = planner(&["team", "kanto"]);
    let worker = Worker::new();
    // The whole chart, then Brock alone.
    let stale = app.team_job();
    press(&mut app, "1");
    let fresh = app.team_job();
    worker.best(1, stale, 12_800);
    worker.best(2, fresh, 3);
    let answer = std::iter::from_fn(|| worker.wait(std::time::Duration::from_secs(60)))
        .find(|o| o.generation() == 2)
        .expect("the newest answer comes");
    assert!(matches!(answer, Outcome::Teams { answer: Ok(ref a), .. } if a.teams.len() == 3));
}

#[test]
fn screen_team_mode() {
    let mut app = planner(&["red", "G2", "G3", "--starter", "squirtle"]);
    press(&mut app, "mpsquirtle");
    enter(&mut app);
    insta::assert_snapshot!("team_80x24", screen(&app));
    update(&mut app, Event::Resize(120, 40));
    insta::assert_snapshot!("team_120x40", screen_at(&app, 120, 40));
}

/// `plan team` reads the rest of the command line as `team` does, and
/// refuses what the planner refuses.
#[test]
fn plan_team_reads_the_command_line_as_team_does() {
    let config = |args: &[&str]| {
        let mut all = vec!["pokelinks"];
        all.extend(args);
        Config::parse_from(all)
    };
    let team = config(&["plan", "team", "kanto"]).unwrap();
    assert!(team.plan_team);
    assert_eq!(team.question.mode, pokelinks::search::Mode::Overlapping);
    // Either order.
    assert!(config(&["team", "plan", "kanto"]).unwrap().plan_team);
    assert!(!config(&["team", "kanto"]).unwrap().plan_team);
    let err = config(&["plan", "team", "A"]).unwrap_err().to_string();
    assert!(err.contains("contradict each other"), "{err}");
    let err = config(&["plan", "team", "--top", "3"])
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("'plan' takes no --top"), "{err}");
    // A team is a party, the command line's rule and the planner's.
    let err = config(&["plan", "team", "kanto", "--max", "7"])
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("a team is a party, at most 6 Pokémon"),
        "{err}"
    );
    // Exact when asked, kept in team mode; the covers start exact.
    let app = plan_app(&config(&["plan", "team", "kanto", "E"]).unwrap(), 24).unwrap();
    assert_eq!(app.team.mode, pokelinks::search::Mode::Exact);
    assert_eq!(app.sel.mode, pokelinks::search::Mode::Exact);
    let app = plan_app(&config(&["plan", "team", "kanto"]).unwrap(), 24).unwrap();
    assert_eq!(app.sel.mode, pokelinks::search::Mode::Exact);
}

/// docs/planner.md's team-mode screenshot is this screen at 80 × 24.
#[test]
fn the_docs_team_screenshot_is_this_screen() {
    let mut app = planner(&["red", "G2", "G3", "--starter", "squirtle"]);
    press(&mut app, "mpsquirtle");
    enter(&mut app);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| view::draw(f, &app, false)).unwrap();
    let buffer = terminal.backend().buffer();
    let shot: Vec<String> = (0..buffer.area.height)
        .map(|y| {
            let line: String = (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            line.trim_end().to_owned()
        })
        .collect();
    let shot = shot.join("\n");
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/planner.md")).unwrap();
    assert!(doc.contains(&shot), "docs/planner.md's should be:\n{shot}");
    // And what x prints there, as the doc shows it.
    let chosen = taken(&mut app);
    assert!(
        doc.contains(&format!("{}\n{}\n", chosen.team, chosen.command)),
        "{chosen}"
    );
}

/// A ban and `--safe` in team mode: still the command line's teams.
#[test]
fn the_teams_are_the_command_lines_with_a_ban_and_safe() {
    let mut app = planner(&["emerald", "G3", "G4"]);
    press(&mut app, "m");
    let lead = app.found_teams()[0].members[0].pokemon[0].clone();
    press(&mut app, "b");
    for c in lead.chars() {
        update(&mut app, Event::Key(KeyEvent::from(KeyCode::Char(c))));
    }
    enter(&mut app);
    assert_eq!(app.team.bans, std::slice::from_ref(&lead));
    press(&mut app, "s");
    assert!(
        (app.found_teams().iter()).all(|t| t.members.iter().all(|m| !m.pokemon.contains(&lead)))
    );
    let chosen = same_as_the_command_line(&mut app);
    assert!(
        chosen
            .command
            .ends_with(&format!("--without {lead} --safe")),
        "{}",
        chosen.command
    );
}

/// A team search its question cannot serve answers a typed error (item 9)
/// that says what `pokelinks team` would.
#[test]
fn a_team_search_that_cannot_be_asked_says_why_typed() {
    use pokelinks::plan::error::PlanError;
    use pokelinks::plan::team::TeamJob;
    let config = Config::parse_from(["pokelinks", "team", "kanto", "--with", "water"]).unwrap();
    let answer = TeamJob::new(config.question).top(3);
    assert_eq!(
        answer.map(|a| a.err()),
        Some(Some(PlanError::Team(
            "--with Water: a team's members are Pokémon: name one (--with NAME)".into()
        )))
    );
}

#[test]
fn too_many_choices_of_moves_are_said_and_searched_as_the_command_line_does() {
    // Gold's Elite Four: over 1,500 choices of moves, so each Pokémon keeps
    // its strongest; the planner says so and lists the command line's teams.
    // At most 3 members: the same choices of moves, 96 teams to list, not
    // 13,948 (a whole listing takes minutes in a debug build).
    let mut app = planner(&["team", "gold", "E4", "--max", "3"]);
    assert!(app.teaming);
    let shown = screen(&app);
    assert!(shown.contains("strongest"), "{shown}");
    let chosen = same_as_the_command_line(&mut app);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pokelinks"))
        .args(chosen.command.split(' ').skip(1))
        .args(["--format", "json"])
        .output()
        .unwrap();
    let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(answer["strongest_choices"].as_u64().is_some());
}

/// An item on both sides is named on each (issue 33, item 4): before
/// Brock, nothing a Red player has resists Psychic nor hits it, and the
/// planner says both as `pokelinks team` does, not "Psychic Psychic".
#[test]
fn uncovered_items_are_named_on_their_side_as_the_command_line_names_them() {
    let mut app = planner(&["red", "G6", "--by", "G1"]);
    press(&mut app, "m");
    let text = screen_at(&app, 120, 40);
    // The pane's lines, borders off, read as one text.
    let words: Vec<&str> = (text.lines())
        .flat_map(|l| l.split(['│', '"']).nth(4).unwrap_or("").split_whitespace())
        .collect();
    let said = words.join(" ");
    let cli = binary::run_wide(&["team", "red", "G6", "--by", "G1", "--top", "1"]);
    let line = (cli.stdout.lines())
        .find(|l| l.starts_with("Uncovered: "))
        .expect("the command line names them");
    assert!(
        line.contains("Psychic: nothing you can have resists it"),
        "{line}"
    );
    assert!(
        line.contains("Psychic: nothing you can have hits it super-effectively"),
        "{line}"
    );
    assert!(said.contains(line), "{line}\nnot in\n{text}");
}

/// Pins follow the player (item 10): a Pokémon pinned in team mode is
/// pinned, as its typing and by name, in defense covers — every cover has
/// it, and the command line says `--with Squirtle` — and taken back there,
/// it leaves team mode too; a Pokémon pinned in defense is pinned in team
/// mode; a bare typing and attack types stay their kind's own.
#[test]
fn pins_follow_the_player_between_team_mode_and_covers() {
    let mut app = planner(&["team", "red", "G2", "G3", "--starter", "squirtle"]);
    press(&mut app, "psquirtle");
    enter(&mut app);
    assert_eq!(app.team.pins, ["Squirtle"]);
    assert!(
        listed(&app)
            .iter()
            .all(|(_, m)| m.iter().any(|p| p[0] == "Squirtle"))
    );
    press(&mut app, "d");
    let pins = &app.side().pins;
    assert_eq!(pins.len(), 1);
    assert_eq!(pins[0].pokemon.as_deref(), Some("Squirtle"));
    assert_eq!(pins[0].typing.to_string(), "Water");
    assert!(!app.teams().is_empty());
    for cover in app.teams() {
        assert!(
            cover.types.iter().any(|p| p.to_string() == "Water"),
            "{cover}"
        );
    }
    assert!(
        screen(&app).contains("Pinned: Squirtle"),
        "{}",
        screen(&app)
    );
    assert!(
        app.command().contains("--with Squirtle"),
        "{}",
        app.command()
    );
    // Taken back in defense (chosen again), it leaves team mode.
    press(&mut app, "psquirtle");
    enter(&mut app);
    assert!(app.side().pins.is_empty());
    press(&mut app, "m");
    assert!(app.team.pins.is_empty());
    // Pinned in defense by name: pinned in team mode; a bare typing is not.
    press(&mut app, "d");
    press(&mut app, "pgeodude");
    enter(&mut app);
    press(&mut app, "pgrass-poison");
    enter(&mut app);
    assert_eq!(app.side().pins.len(), 2);
    press(&mut app, "m");
    assert_eq!(app.team.pins, ["Geodude"]);
    assert!(
        listed(&app)
            .iter()
            .all(|(_, m)| m.iter().any(|p| p[0] == "Geodude"))
    );
    // u in team mode clears it from defense too; the bare typing stays.
    press(&mut app, "u");
    press(&mut app, "d");
    let left: Vec<String> = app.side().pins.iter().map(|m| m.to_string()).collect();
    assert_eq!(left, ["Grass-Poison"]);
    // Attack covers pin attack types, which team mode does not take.
    press(&mut app, "apwater");
    enter(&mut app);
    assert_eq!(app.side().pins.len(), 1);
    press(&mut app, "m");
    assert!(app.team.pins.is_empty());
}

/// `plan --with NAME` pins the Pokémon in team mode too, and `plan team
/// --with NAME` in defense covers.
#[test]
fn pins_from_the_command_line_follow_the_player() {
    let mut app = planner(&["red", "G2", "--starter", "squirtle", "--with", "squirtle"]);
    assert_eq!(app.team.pins, ["Squirtle"]);
    press(&mut app, "m");
    assert!(
        listed(&app)
            .iter()
            .all(|(_, m)| m.iter().any(|p| p[0] == "Squirtle"))
    );
    let mut app = planner(&[
        "team",
        "red",
        "G2",
        "--starter",
        "squirtle",
        "--with",
        "squirtle",
    ]);
    press(&mut app, "d");
    assert_eq!(app.side().pins[0].pokemon.as_deref(), Some("Squirtle"));
}
