//! The planner without a terminal: its update function (state × key →
//! state and effects), its screens drawn on ratatui's `TestBackend` and
//! compared with insta snapshots, and the property that the live links
//! always equal fresh ones with the same selection.
//!
//! Searches are run here synchronously, through the engine adapter, and
//! their answers fed back as events, so every screen is deterministic.

use std::ops::ControlFlow;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use pokelinks::data::load_shipped;
use pokelinks::plan::engine::{Live, Selection};
use pokelinks::plan::error::PlanError;
use pokelinks::plan::state::{App, Count, Covers, Effect, Event, Focus};
use pokelinks::plan::update::update;
use pokelinks::plan::view;
use pokelinks::plan::worker::Outcome;
use pokelinks::problem::Kind;
use pokelinks::profile::Profile;
use pokelinks::search::Mode;
use pokelinks::setup::{Question, Setup};
use pokelinks::typing::Typing;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

mod binary;

fn t(name: &str) -> Typing {
    name.parse().unwrap()
}

fn p(name: &str) -> Profile {
    t(name).into()
}

/// The question `pokelinks plan REGION` asks: two Pokémon per typing, the
/// planner's default.
fn planned(region: &str) -> Question {
    Question {
        pokemon: 2,
        ..Question::region(region).unwrap()
    }
}

/// The planner of `question` with these gyms (indices) selected, on an
/// 80 × 24 terminal, started (its first effects dropped).
fn app_of(question: &Question, gyms: &[usize]) -> App {
    let mut setup = Setup::new(question).unwrap();
    setup.selected = gyms.to_vec();
    let mut app = App::new(setup, 24).unwrap();
    update(&mut app, Event::Resize(80, 24));
    app.start();
    app
}

/// The planner of a shipped region with these gyms (indices) selected.
fn app(region: &str, gyms: &[usize]) -> App {
    app_of(&planned(region), gyms)
}

/// The planner of `app`, its searches run to their end.
fn settled(mut app: App) -> App {
    let effects = app.start();
    settle(&mut app, effects);
    app
}

fn key(c: char) -> Event {
    Event::Key(KeyEvent::from(KeyCode::Char(c)))
}

fn code(c: KeyCode) -> Event {
    Event::Key(KeyEvent::from(c))
}

/// Presses keys in turn; returns the effects of the last.
fn press(app: &mut App, keys: &str) -> Vec<Effect> {
    keys.chars().fold(Vec::new(), |_, c| update(app, key(c)))
}

/// Presses keys in turn, running every search they ask for.
fn press_settled(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let effects = update(app, key(c));
        settle(app, effects);
    }
}

/// Presses a key such as Enter or PgDn, running the searches it asks for.
fn code_settled(app: &mut App, c: KeyCode) {
    let effects = update(app, code(c));
    settle(app, effects);
}

/// Presses keys in turn, running the best-covers searches they ask for but
/// not the counts (Paldea's are far too long for a test).
fn press_best(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let effects = update(app, key(c));
        let best = effects
            .into_iter()
            .filter(|e| matches!(e, Effect::Best { .. }));
        settle(app, best.collect());
    }
}

/// Runs the searches the effects ask for, here and now, and feeds their
/// answers back, as the worker would.
fn settle(app: &mut App, effects: Vec<Effect>) {
    for effect in effects {
        let outcome = match effect {
            Effect::Best {
                generation,
                mut job,
                k,
            } => Outcome::Best {
                generation,
                teams: job.top(k),
            },
            Effect::Count {
                generation,
                mut job,
            } => Outcome::Counted {
                generation,
                total: job.count(|_| ControlFlow::Continue(())).unwrap(),
            },
            Effect::Team { generation, job, k } => Outcome::Teams {
                generation,
                answer: job.top(k).expect("not cancelled"),
            },
            Effect::Elsewhere {
                generation,
                question,
                this,
            } => Outcome::Elsewhere {
                generation,
                line: pokelinks::elsewhere::line(&pokelinks::elsewhere::others(
                    &question, this, false,
                )),
            },
            Effect::StopCount | Effect::Suspend | Effect::Quit(_) => continue,
        };
        // An answer may ask for more (whether the other kinds answer).
        let more = update(app, Event::Outcome(outcome));
        settle(app, more);
    }
}

/// The screen of `app` on a terminal of `width` × `height`.
fn screen(app: &App, width: u16, height: u16) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(f, app, false)).unwrap();
    terminal.backend().clone()
}

/// The snapshots of a view: `NAME_80x24`, then the same state on a
/// terminal resized to 120 × 40, `NAME_120x40`.
fn snapshots(name: &str, app: &mut App) {
    let (width, height) = app.size;
    insta::assert_snapshot!(format!("{name}_80x24"), screen(app, 80, 24));
    update(app, Event::Resize(120, 40));
    insta::assert_snapshot!(format!("{name}_120x40"), screen(app, 120, 40));
    update(app, Event::Resize(width, height));
}

fn is_search(effects: &[Effect], generation: u64) -> bool {
    matches!(effects, [Effect::Best { generation: a, .. }, Effect::Count { generation: b, .. }]
        if *a == generation && *b == generation)
}

// ---- update: state × key → state ----

#[test]
fn number_keys_and_space_toggle_gyms() {
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "1");
    assert_eq!(app.sel.gyms, [0]);
    assert!(is_search(&effects, app.generation));
    press(&mut app, "3");
    assert_eq!(app.sel.gyms, [0, 2]);
    press(&mut app, "1");
    assert_eq!(app.sel.gyms, [2]);
    // The cursor follows the number key; space toggles the gym under it.
    update(&mut app, code(KeyCode::Down));
    assert_eq!(app.cursor, 1);
    press(&mut app, " ");
    assert_eq!(app.sel.gyms, [1, 2]);
    update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.sel.gyms, [2]);
}

#[test]
fn nine_reaches_the_elite_four_and_other_keys_do_nothing() {
    let mut app = app("kanto", &[]);
    assert_eq!(app.setup.map.gyms[8].id, "E4");
    assert!(!press(&mut app, "9").is_empty());
    assert_eq!(app.sel.gyms, [8]);
    let before = app.sel.clone();
    assert!(press(&mut app, "0z!").is_empty());
    assert_eq!(app.sel, before);
}

#[test]
fn the_cursor_stays_in_the_list() {
    let mut app = app("kanto", &[]);
    update(&mut app, code(KeyCode::Up));
    assert_eq!(app.cursor, 0);
    for _ in 0..20 {
        update(&mut app, code(KeyCode::Down));
    }
    assert_eq!(app.cursor, app.setup.map.gyms.len() - 1);
}

#[test]
fn the_picker_pins_and_bans_by_filtering() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "p");
    assert!(app.picker.is_some());
    // Typing goes to the filter, not to the keys' usual meanings.
    press(&mut app, "wat");
    assert_eq!(app.sel.kind, Kind::Defense);
    assert_eq!(app.offers()[0].typing, t("Water"));
    let effects = update(&mut app, code(KeyCode::Enter));
    assert!(app.picker.is_none());
    assert_eq!(app.sel.pins, [t("Water")]);
    assert!(is_search(&effects, app.generation));

    press(&mut app, "bghost-poi");
    update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.sel.bans, [t("Ghost-Poison")]);

    // Pinning a banned option unbans it.
    press(&mut app, "pghost-poi");
    update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.sel.pins, [t("Ghost-Poison"), t("Water")]);
    assert!(app.sel.bans.is_empty());

    // Choosing a pinned option again unpins it.
    press(&mut app, "pwate");
    update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.sel.pins, [t("Ghost-Poison")]);

    // `u` clears pins and bans.
    press(&mut app, "u");
    assert!(app.sel.pins.is_empty() && app.sel.bans.is_empty());
}

#[test]
fn the_picker_moves_edits_and_cancels() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "bxyz");
    assert!(app.offers().is_empty());
    // Enter on no match closes the picker and changes nothing.
    assert!(update(&mut app, code(KeyCode::Enter)).is_empty());
    assert!(app.picker.is_none() && app.sel.bans.is_empty());

    press(&mut app, "bgrq");
    update(&mut app, code(KeyCode::Backspace));
    update(&mut app, code(KeyCode::Down));
    let picker = app.picker.clone().unwrap();
    assert_eq!((picker.filter.as_str(), picker.highlight), ("gr", 1));
    let second = app.offers()[1].typing;
    update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.sel.bans, [second]);

    // Esc closes the picker without quitting; a second Esc quits.
    press(&mut app, "p");
    assert!(update(&mut app, code(KeyCode::Esc)).is_empty());
    assert!(app.picker.is_none());
    assert!(matches!(
        update(&mut app, code(KeyCode::Esc))[..],
        [Effect::Quit(None)]
    ));
}

#[test]
fn mode_keys_switch_kind_and_mode() {
    let mut app = app("kanto", &[0]);
    press(&mut app, "pwater");
    update(&mut app, code(KeyCode::Enter));
    let effects = press(&mut app, "o");
    assert_eq!(app.sel.mode, Mode::Overlapping);
    assert!(is_search(&effects, app.generation));
    assert!(press(&mut app, "O").is_empty(), "already overlapping");
    press(&mut app, "a");
    assert_eq!((app.sel.kind, app.sel.max), (Kind::Attack, 4));
    assert!(
        app.sel.pins.is_empty(),
        "pins name the other kind's options"
    );
    assert_eq!(app.items, app.setup.map.gyms[0].defense);
    press(&mut app, "e");
    assert_eq!(app.sel.mode, Mode::Exact);
    press(&mut app, "d");
    assert_eq!((app.sel.kind, app.sel.max), (Kind::Defense, 6));
}

/// `d` and `a` keep each kind's pins, bans and size, instead of dropping
/// them (item 1 of issue 22).
#[test]
fn each_kind_keeps_its_pins_bans_and_size() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pwater");
    update(&mut app, code(KeyCode::Enter));
    press(&mut app, "bground-rock");
    update(&mut app, code(KeyCode::Enter));
    press(&mut app, "-");
    let defense = (app.sel.pins.clone(), app.sel.bans.clone(), app.sel.max);
    assert_eq!(defense, (vec![p("Water")], vec![p("Ground-Rock")], 5));
    press(&mut app, "a");
    assert!(app.sel.pins.is_empty() && app.sel.bans.is_empty());
    press(&mut app, "pfire");
    update(&mut app, code(KeyCode::Enter));
    press(&mut app, "+");
    assert_eq!((app.sel.pins.clone(), app.sel.max), (vec![p("Fire")], 5));
    press(&mut app, "d");
    assert_eq!(
        (app.sel.pins.clone(), app.sel.bans.clone(), app.sel.max),
        defense
    );
    press(&mut app, "a");
    assert_eq!((app.sel.pins.clone(), app.sel.max), (vec![p("Fire")], 5));
    // `u` clears the kind shown only.
    press(&mut app, "u");
    press(&mut app, "d");
    assert_eq!(app.sel.pins, [t("Water")]);
}

/// The size starts at 6 for defense and 4 for attack, and stops at a
/// party's size for defense (item 12).
#[test]
fn max_stays_within_bounds() {
    let mut app = app("kanto", &[0]);
    assert_eq!(app.sel.max, 6);
    assert!(press(&mut app, "+").is_empty(), "a party holds 6");
    assert_eq!(app.sel.max, 6);
    assert_eq!(app.note.as_deref(), Some("a party holds at most 6 Pokémon"));
    assert!(!press(&mut app, "-").is_empty());
    assert_eq!(app.sel.max, 5);
    for _ in 0..10 {
        press(&mut app, "-");
    }
    assert_eq!(app.sel.max, 1);
    assert!(press(&mut app, "-").is_empty());
    press(&mut app, "a");
    assert_eq!(app.sel.max, 4);
    for _ in 0..30 {
        press(&mut app, "+");
    }
    assert_eq!(app.sel.max, 24);
    assert!(press(&mut app, "+").is_empty());
    // --max is where its kind starts; over a party it is refused.
    let question = Question {
        max: Some(3),
        ..planned("kanto")
    };
    assert_eq!(app_of(&question, &[]).sel.max, 3);
    let question = Question {
        max: Some(7),
        ..planned("kanto")
    };
    // The planner's errors are typed (item 9), their messages the
    // command line's.
    let err = App::new(Setup::new(&question).unwrap(), 24).err();
    assert_eq!(err, Some(PlanError::PastParty { max: 7 }));
    let question = Question {
        max: Some(25),
        kind: Kind::Attack,
        ..planned("kanto")
    };
    let err = App::new(Setup::new(&question).unwrap(), 24).err().unwrap();
    assert_eq!(err, PlanError::PastMoves { max: 25 });
    assert_eq!(
        err.to_string(),
        "--max 25: the planner's attack covers stop at 24 attack types (6 Pokémon × 4 moves)"
    );
}

/// Text from a map file reaches the screen escaped: a hostile region,
/// town or leader cannot send control sequences to the terminal.
#[test]
fn map_text_is_escaped_on_the_screen() {
    let path = std::env::temp_dir().join(format!(
        "pokelinks-plan-hostile-{}.json",
        std::process::id()
    ));
    std::fs::write(
        &path,
        r#"{ "region": "\u001b[2JEvil\u202e", "generation": 1,
             "gyms": [{ "id": "G1", "town": "T\u009b31m", "leader": "L\u0000\u007f",
                        "attack": ["Normal"], "defense": ["Normal"] }] }"#,
    )
    .unwrap();
    let question = Question {
        map: Some(pokelinks::data::MapSource::File(path.clone())),
        pokemon: 2,
        ..Question::new()
    };
    let mut app = settled(app_of(&question, &[0]));
    std::fs::remove_file(&path).unwrap();
    let text = lines_of(&screen(&app, 80, 24)).join("\n");
    assert!(
        text.chars()
            .all(|c| c == '\n' || !pokelinks::escape::is_unsafe(c)),
        "{text:?}"
    );
    assert!(text.contains(r"\u{1b}[2JEvil"), "{text}");
    assert!(text.contains(r"L\u{0}\u{7f}"), "{text}");
    // The detail view names the gym, its leader and town, escaped too.
    press(&mut app, "i");
    let text = lines_of(&screen(&app, 80, 24)).join("\n");
    assert!(
        text.chars()
            .all(|c| c == '\n' || !pokelinks::escape::is_unsafe(c)),
        "{text:?}"
    );
    assert!(text.contains(r"G1 L\u{0}\u{7f} · T\u{9b}31m"), "{text}");
}

/// A click lands on the cover drawn there, whichever of its lines (a
/// cover takes two or more: its typings, then their Pokémon).
#[test]
fn clicks_land_on_the_cover_drawn() {
    use pokelinks::plan::state::Target;
    use ratatui::layout::Rect;
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "12");
    let area = Rect::new(0, 0, 80, 24);
    let text = lines_of(&screen(&app, 80, 24));
    for (n, team) in app.teams().iter().take(3).enumerate() {
        let row = (text.iter())
            .position(|l| pane_body(l).trim_end().ends_with(&format!("  {team}")))
            .unwrap();
        for line in [row, row + 1] {
            assert_eq!(
                view::hit(&app, area, 50, line as u16),
                Some(Target::Cover(n)),
                "{team}"
            );
        }
    }
    // The header is no cover; a gym row is its gym.
    assert_eq!(view::hit(&app, area, 50, 1), None);
    assert_eq!(view::hit(&app, area, 5, 2), Some(Target::Gym(1)));
}

#[test]
fn quitting_plain_prints_nothing() {
    for event in [
        key('q'),
        code(KeyCode::Esc),
        Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
    ] {
        let mut app = app("kanto", &[0]);
        assert!(matches!(update(&mut app, event)[..], [Effect::Quit(None)]));
    }
    // Ctrl-C quits even from the picker.
    let mut app = app("kanto", &[0]);
    press(&mut app, "p");
    let ctrl_c = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(matches!(update(&mut app, ctrl_c)[..], [Effect::Quit(None)]));
}

#[test]
fn taking_a_cover_leaves_with_it_and_its_command_line() {
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "1");
    assert!(
        press(&mut app, "x").is_empty(),
        "nothing to take while searching"
    );
    let effects2 = press(&mut app, "2");
    // The first toggle's answers are stale now.
    settle(&mut app, effects);
    assert_eq!(app.covers, Covers::Searching);
    settle(&mut app, effects2);
    update(&mut app, code(KeyCode::Tab));
    assert_eq!(app.focus, Focus::Covers);
    update(&mut app, code(KeyCode::Down));
    let second = app.highlighted().unwrap().clone();
    let Effect::Quit(Some(chosen)) = update(&mut app, code(KeyCode::Enter)).remove(0) else {
        panic!("Enter on a cover leaves with it");
    };
    assert_eq!(chosen.team, second.to_string());
    assert_eq!(chosen.command, "pokelinks kanto G1 G2 --max 6");
}

#[test]
fn clicks_toggle_gyms_and_take_covers() {
    use pokelinks::plan::state::Target;
    let mut app = app("kanto", &[]);
    let effects = update(&mut app, Event::Click(Target::Gym(1)));
    assert_eq!((app.sel.gyms.as_slice(), app.cursor), (&[1][..], 1));
    assert!(is_search(&effects, app.generation));
    // A click past the list, or on a cover not there, does nothing.
    assert!(update(&mut app, Event::Click(Target::Gym(20))).is_empty());
    assert!(update(&mut app, Event::Click(Target::Cover(0))).is_empty());
    settle(&mut app, effects);
    assert!(update(&mut app, Event::Click(Target::Cover(1))).is_empty());
    assert_eq!((app.focus, app.cover_cursor), (Focus::Covers, 1));
    let second = app.highlighted().unwrap().to_string();
    let Effect::Quit(Some(chosen)) = update(&mut app, Event::Click(Target::Cover(1))).remove(0)
    else {
        panic!("a second click on a cover takes it");
    };
    assert_eq!(chosen.team, second);
    // A click on the gym list brings the focus back there.
    update(&mut app, Event::Click(Target::Gym(1)));
    assert_eq!(app.focus, Focus::Gyms);
}

#[test]
fn answers_of_stale_generations_are_ignored() {
    let mut app = app("kanto", &[0]);
    let old = app.generation;
    press(&mut app, "2");
    let stale = Outcome::Best {
        generation: old,
        teams: Vec::new(),
    };
    update(&mut app, Event::Outcome(stale));
    assert_eq!(app.covers, Covers::Searching);
    update(
        &mut app,
        Event::Outcome(Outcome::Counted {
            generation: old,
            total: 3,
        }),
    );
    assert_eq!(app.count, Count::Counting(0));
    let now = app.generation;
    update(
        &mut app,
        Event::Outcome(Outcome::Counting {
            generation: now,
            so_far: 12,
        }),
    );
    assert_eq!(app.count, Count::Counting(12));
    update(
        &mut app,
        Event::Outcome(Outcome::Best {
            generation: now,
            teams: Vec::new(),
        }),
    );
    assert_eq!(app.covers, Covers::Ready(Vec::new()));
}

#[test]
fn the_count_can_be_abandoned_and_restarted() {
    let mut app = app("kanto", &[0]);
    let now = app.generation;
    update(
        &mut app,
        Event::Outcome(Outcome::Counting {
            generation: now,
            so_far: 40,
        }),
    );
    assert!(matches!(press(&mut app, "c")[..], [Effect::StopCount]));
    assert_eq!(app.count, Count::Abandoned(40));
    // A late answer of the abandoned count changes nothing.
    let counting = app.count_generation;
    update(
        &mut app,
        Event::Outcome(Outcome::Counted {
            generation: counting,
            total: 99,
        }),
    );
    assert_eq!(app.count, Count::Abandoned(40));
    let effects = press(&mut app, "c");
    assert!(
        matches!(effects[..], [Effect::Count { generation, .. }] if generation == app.generation)
    );
    settle(&mut app, effects);
    assert!(matches!(app.count, Count::Done(n) if n > 0));
}

/// Every cover can be reached: PgDn, PgUp, Home and End move a page or to
/// either end, and nearing the end of the covers found asks for more
/// (item 5: at 80 × 24 only 9 of Kanto's 48 first-two-gym covers fit).
#[test]
fn every_cover_is_reachable_by_paging() {
    use pokelinks::plan::state::PAGE;
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "12");
    assert!(matches!(
        effects[..],
        [Effect::Best { k: PAGE, .. }, Effect::Count { .. }]
    ));
    settle(&mut app, effects);
    assert_eq!(app.count, Count::Done(48));
    assert_eq!(app.teams().len(), 48);
    update(&mut app, code(KeyCode::Tab));
    let page = view::covers_shown(&app);
    assert_eq!(page, 9, "at 80 × 24, 9 of 48");
    code_settled(&mut app, KeyCode::PageDown);
    assert_eq!(app.cover_cursor, page);
    code_settled(&mut app, KeyCode::End);
    assert_eq!(app.cover_cursor, 47);
    assert!(screen(&app, 80, 24).to_string().contains("of 48 ─"));
    code_settled(&mut app, KeyCode::PageUp);
    assert_eq!(app.cover_cursor, 47 - page);
    code_settled(&mut app, KeyCode::Home);
    assert_eq!(app.cover_cursor, 0);
    // All 48 found at once: nothing more to ask. With more covers than
    // the first search's, the end asks for twice as many.
    let mut app = self::app("paldea", &[]);
    press_best(&mut app, "o");
    update(&mut app, code(KeyCode::Tab));
    assert_eq!(app.teams().len(), PAGE);
    // A page is what the screen shows: six-member teams take more rows.
    let shown = view::covers_shown(&app);
    assert!(shown < 9, "{shown}");
    update(&mut app, code(KeyCode::PageDown));
    assert_eq!(app.cover_cursor, shown);
    update(&mut app, code(KeyCode::Home));
    let effects = update(&mut app, code(KeyCode::End));
    assert!(matches!(effects[..], [Effect::Best { k, .. }] if k == 2 * PAGE));
    assert!(app.more, "the list stays while more are found");
    assert_eq!(app.teams().len(), PAGE);
    settle(&mut app, effects);
    assert_eq!(app.teams().len(), 2 * PAGE);
    assert_eq!(app.cover_cursor, PAGE - 1);
    let effects = update(&mut app, code(KeyCode::End));
    assert_eq!(app.cover_cursor, 2 * PAGE - 1);
    assert!(matches!(effects[..], [Effect::Best { k, .. }] if k == 4 * PAGE));
}

/// The screen scrolls to the highlighted cover, and says which are shown.
#[test]
fn the_covers_pane_scrolls_with_the_cursor() {
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "12");
    update(&mut app, code(KeyCode::Tab));
    for _ in 0..30 {
        update(&mut app, code(KeyCode::Down));
    }
    let highlighted = app.highlighted().unwrap().to_string();
    let text = screen(&app, 80, 24).to_string();
    assert!(
        text.contains(&format!(
            "› {:>2}  {highlighted}",
            app.highlighted().unwrap().rank
        )),
        "{text}"
    );
    assert!(
        text.contains("Covers ") && text.contains("–31 of 48"),
        "{text}"
    );
}

// ---- Pokémon ----

/// Each species of generation `n` whose typing is `typing`, in the order
/// the player layout uses: fully evolved first, then by base stat total.
fn expected_names(generation: u8, typing: Typing) -> Vec<String> {
    let dex = pokelinks::data::Pokedex::shipped(generation).unwrap();
    let mut of: Vec<&pokelinks::data::Species> =
        dex.all().iter().filter(|s| s.typing == typing).collect();
    of.sort_by_key(|s| (!s.fully_evolved, std::cmp::Reverse(s.bst), s.name.clone()));
    of.iter().take(2).map(|s| s.name.clone()).collect()
}

/// What a screen line holds inside the covers pane: between its last two
/// borders.
fn pane_body(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let right = chars.iter().rposition(|&c| c == '│').unwrap_or(chars.len());
    let left = chars[..right].iter().rposition(|&c| c == '│').unwrap_or(0);
    chars[left + 1..right].iter().collect()
}

/// Whether a covers pane line starts a cover: the cursor's mark, then the
/// rank.
fn starts_cover(body: &str) -> bool {
    let rank: String = body.chars().skip(1).take(3).collect();
    rank.trim().parse::<u32>().is_ok()
}

/// A cover's lines from `row` of a screen, up to the next cover: its text
/// without the mark and rank, lines joined by spaces.
fn cover_text(lines: &[&str], row: usize) -> String {
    let mut text: String = pane_body(lines[row]).chars().skip(6).collect::<String>();
    text = text.trim().to_owned();
    for l in &lines[row + 1..] {
        let b = pane_body(l);
        if starts_cover(&b) || !b.starts_with("      ") || b.trim().is_empty() {
            break;
        }
        text.push(' ');
        text.push_str(b.trim());
    }
    text
}

#[test]
fn covers_name_their_pokemon() {
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "12");
    settle(&mut app, effects);
    let Covers::Ready(teams) = &app.covers else {
        panic!("covers found");
    };
    let gengar = teams
        .iter()
        .position(|team| team.types.contains(&p("Ghost-Poison")))
        .expect("a cover with Ghost-Poison");
    assert_eq!(
        app.pokemon_of(p("Ghost-Poison")),
        expected_names(1, t("Ghost-Poison"))
    );
    assert_eq!(app.pokemon_of(p("Ghost-Poison"))[0], "Gengar");
    // The names are drawn under the cover, in its order.
    let text = screen(&app, 80, 24).to_string();
    let lines: Vec<&str> = text.lines().collect();
    let row = lines
        .iter()
        .position(|l| l.contains(&format!("  {}  ", teams[gengar])))
        .expect("the cover is drawn");
    let expected: Vec<String> = teams[gengar]
        .types
        .iter()
        .map(|&ty| expected_names(1, ty.typing).join(", "))
        .collect();
    let drawn = cover_text(&lines, row);
    assert!(drawn.ends_with(&expected.join(" · ")), "{drawn}");
    // `n` hides them: one row per cover.
    press(&mut app, "n");
    let text = screen(&app, 80, 24).to_string();
    assert!(!text.contains("Gengar"));
    // --pokemon N names N per typing; a Pokémon pinned by name is named.
    let mut app = self::app_of(
        &Question {
            pokemon: 3,
            ..planned("kanto")
        },
        &[],
    );
    assert_eq!(
        app.pokemon_of(p("Ghost-Poison")),
        ["Gengar", "Haunter", "Gastly"]
    );
    press(&mut app, "phaunter");
    update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.pokemon_of(p("Ghost-Poison")), ["Haunter"]);
}

/// At 80 × 24, six-member teams show in full, wrapped between their
/// typings, and distinct covers never look alike (item 4: `plan paldea E4
/// O` showed four rows `Dark-Fairy Dark-Ghost Dragon-Water Fire-`).
#[test]
fn six_member_teams_show_in_full_at_80_columns() {
    let mut app = app("paldea", &[]);
    press_best(&mut app, "9o");
    update(&mut app, code(KeyCode::Tab));
    for names in [true, false] {
        app.names = names;
        let text = screen(&app, 80, 24).to_string();
        let lines: Vec<&str> = text.lines().collect();
        let mut seen = Vec::new();
        for (row, line) in lines.iter().enumerate().take(22).skip(1) {
            if !starts_cover(&pane_body(line)) {
                continue;
            }
            let drawn = cover_text(&lines, row);
            let team = &app.teams()[seen.len()];
            assert!(
                drawn.starts_with(&team.to_string()),
                "{drawn:?} is not {team}"
            );
            assert!(!team.to_string().contains('…'));
            seen.push(drawn);
        }
        assert!(seen.len() >= 2, "{text}");
        let mut distinct = seen.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), seen.len(), "{text}");
        let six = app.teams()[..seen.len()]
            .iter()
            .filter(|t| t.types.len() == 6);
        assert!(six.count() >= 2, "{text}");
    }
}

#[test]
fn the_picker_offers_pokemon_for_their_typing() {
    let mut app = app("kanto", &[]);
    press(&mut app, "ppikachu");
    let offers = app.offers();
    assert_eq!(offers.len(), 1);
    assert_eq!(offers[0].to_string(), "Pikachu (Electric)");
    let effects = update(&mut app, code(KeyCode::Enter));
    assert_eq!(app.sel.pins, [t("Electric")]);
    // Generation 1's whole chart: Dragon set aside, the rest searched.
    assert!(matches!(
        effects[..],
        [Effect::Best { .. }, Effect::Count { .. }]
    ));
    // Names fold: case, accents and punctuation do not count; a later
    // word of a name matches too.
    press(&mut app, "bMR. m");
    assert_eq!(app.offers()[0].pokemon.as_deref(), Some("Mr. Mime"));
    update(&mut app, code(KeyCode::Esc));
    // Typings starting with the filter come first, then Pokémon, then
    // typings containing it elsewhere.
    press(&mut app, "bgr");
    let offers = app.offers();
    let kinds: Vec<bool> = offers.iter().map(|o| o.pokemon.is_some()).collect();
    let first_pokemon = kinds.iter().position(|&p| p).unwrap();
    assert!(
        offers[..first_pokemon].iter().all(|o| o
            .typing
            .to_string()
            .to_lowercase()
            .starts_with("gr"))
    );
    assert!(
        offers
            .iter()
            .any(|o| o.pokemon.as_deref() == Some("Growlithe"))
    );
    assert!(
        offers.last().unwrap().pokemon.is_none(),
        "Fire-Grass etc. come last"
    );
    update(&mut app, code(KeyCode::Esc));
    // Attack options are attack types: no Pokémon offered.
    press(&mut app, "a");
    press(&mut app, "ppikachu");
    assert!(app.offers().is_empty());
    assert_eq!(
        app.unoffered().as_deref(),
        Some("Pikachu: attack covers choose attack types")
    );
}

/// The planner of a game, as `pokelinks plan --game NAME` starts it.
fn game_app(name: &str, gyms: &[usize]) -> App {
    // --anytime --legendaries: the game's whole Pokédex (the story point
    // and the legendaries left out have tests of their own).
    let question = Question {
        game: pokelinks::data::game::find(name),
        anytime: true,
        legendaries: true,
        pokemon: 2,
        ..Question::new()
    };
    app_of(&question, gyms)
}

/// The defense options a game's planner must offer with no gym selected:
/// each option of a fresh, unrestricted structure that some Pokémon of
/// the game's Pokédexes has ([`pokelinks::data::game::Game::typings`]).
fn game_options(name: &str) -> Vec<Profile> {
    use pokelinks::data::game::{self, VersionChoice};
    let game = game::find(name).unwrap();
    let (map, chart, _) = game.load(&VersionChoice::First, &[]).unwrap();
    let typings = game.typings().unwrap();
    let mut fresh = Live::new(&map, &chart, [&[], &[]]);
    fresh.select(&Selection::new(Kind::Defense));
    fresh
        .visible_options(Kind::Defense)
        .into_iter()
        .filter(|o| typings.binary_search(&o.typing).is_ok())
        .collect()
}

#[test]
fn a_game_restricts_the_defense_options_to_its_pokedex() {
    // The typings of the options (bare, or with an ability of their
    // Pokémon: "Dragon-Ground (Levitate)").
    let typings = |app: &App| -> Vec<Typing> {
        let mut t: Vec<Typing> = app.options.iter().map(|o| o.typing).collect();
        t.dedup();
        t
    };
    let bare =
        |options: Vec<Profile>| -> Vec<Typing> { options.iter().map(|o| o.typing).collect() };
    // Yellow's Pokédex has all 151: every typing of generation 1 stays.
    let yellow = game_app("yellow", &[]);
    assert_eq!(yellow.options, game_options("yellow"));
    assert!(yellow.sel.left_out.is_empty());

    // Emerald's Hoenn Pokédex has no Gengar: no Ghost-Poison, and 17 more.
    let expected = bare(game_options("emerald"));
    let mut app = game_app("emerald", &[]);
    assert_eq!(typings(&app), expected);
    let mut unrestricted = Live::new(
        &app.setup.map,
        &pokelinks::data::shipped::chart(3).unwrap(),
        [&[], &[]],
    );
    unrestricted.select(&Selection::new(Kind::Defense));
    assert!(expected.len() < unrestricted.visible_options(Kind::Defense).len());
    assert!(!typings(&app).contains(&t("Ghost-Poison")));
    assert_eq!(app.sel.left_out.len(), 18);
    // `u` does not bring them back; attack covers are not restricted.
    press(&mut app, "u");
    assert_eq!(typings(&app), expected);
    press(&mut app, "a");
    assert!(app.options.contains(&p("Ghost")));
    press(&mut app, "d");
    assert_eq!(typings(&app), expected);
    // The picker offers only the game's Pokémon, and says why not others.
    press(&mut app, "pgengar");
    assert!(app.offers().is_empty());
    assert_eq!(
        app.unoffered().as_deref(),
        Some("Gengar is not in Emerald's Pokédex")
    );
    let text = screen(&app, 100, 24).to_string();
    assert!(
        text.contains("Gengar is not in Emerald's Pokédex"),
        "{text}"
    );
    update(&mut app, code(KeyCode::Esc));
    press(&mut app, "pgastly");
    assert!(app.offers().is_empty());
    update(&mut app, code(KeyCode::Esc));
    // Covers hold only the game's typings, and the command line names it.
    let effects = press(&mut app, "12");
    settle(&mut app, effects);
    let Covers::Ready(teams) = &app.covers else {
        panic!("covers found");
    };
    assert!(!teams.is_empty());
    assert!(
        teams
            .iter()
            .flat_map(|team| &team.types)
            .all(|ty| expected.contains(&ty.typing))
    );
    update(&mut app, code(KeyCode::Tab));
    let Effect::Quit(Some(chosen)) = press(&mut app, "x").remove(0) else {
        panic!("x takes the cover");
    };
    assert_eq!(
        chosen.command,
        "pokelinks --game emerald --anytime --legendaries G1 G2 --max 6"
    );
}

/// Weaknesses in the planner, as the command line's `--weak` and
/// `--safe`: `w` shows `weak N` per cover, `s` leaves out every typing weak
/// to an attack type being covered (item 9).
#[test]
fn weaknesses_and_safe_as_on_the_command_line() {
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "12");
    assert!(!screen(&app, 80, 24).to_string().contains("weak 0"));
    press(&mut app, "w");
    assert!(app.weak);
    let text = screen(&app, 80, 24).to_string();
    assert!(text.contains("Bug-Grass Ghost-Poison · weak 0"), "{text}");
    assert!(
        app.command().ends_with("--max 6 --weak"),
        "{}",
        app.command()
    );
    // --safe: the options the command line's --safe keeps.
    let before = app.options.len();
    press_settled(&mut app, "s");
    assert!(app.safe && app.options.len() < before);
    let mut cli = Setup::new(&Question {
        safe: true,
        ..planned("kanto")
    })
    .unwrap();
    cli.selected = vec![0, 1];
    let items = pokelinks::problem::items_of(&cli.chart, Kind::Defense, &cli.gyms());
    let roster = cli.roster_for(&items, &[]);
    let expected: Vec<Profile> = (app.options.iter().copied())
        .filter(|&o| roster.allows(o.typing))
        .collect();
    assert_eq!(app.options, expected);
    assert!(
        app.command().ends_with("--max 6 --safe"),
        "{}",
        app.command()
    );
    assert!(
        app.teams()
            .iter()
            .all(|team| team.types.iter().all(|&ty| roster.allows(ty.typing)))
    );
    // Attack types take no hits: a note, nothing else.
    press(&mut app, "a");
    assert!(press(&mut app, "s").is_empty());
    assert!(app.note.as_deref().unwrap().contains("defense covers only"));
}

/// The status line counts in words that agree with the numbers (item 12:
/// `1 attack types`).
#[test]
fn the_status_line_counts_in_the_singular_too() {
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "1");
    let text = screen(&app, 80, 24).to_string();
    assert!(text.contains("  ·  1 attack type to cover, "), "{text}");
}

/// The screen's lines as text, trailing spaces left out.
fn lines_of(backend: &TestBackend) -> Vec<String> {
    let buffer = backend.buffer();
    (0..buffer.area.height)
        .map(|y| {
            let line: String = (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            line.trim_end().to_owned()
        })
        .collect()
}

/// README.md's and docs/planner.md's screenshots are these screens at
/// 80 × 24, names and all: `pokelinks plan kanto G1 G2`, and the same
/// `--with Starmie`.
#[test]
fn the_docs_screenshots_are_these_screens() {
    let read = |file: &str| {
        std::fs::read_to_string(format!("{}/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap()
    };
    let shot = |question: &Question| {
        let mut app = app_of(question, &[0, 1]);
        let effects = app.start();
        settle(&mut app, effects);
        lines_of(&screen(&app, 80, 24)).join("\n")
    };
    let plain = shot(&planned("kanto"));
    assert!(
        read("README.md").contains(&plain),
        "README.md's screenshot should be:\n{plain}"
    );
    assert!(plain.contains("Parasect, Paras · Gengar, Haunter"));
    let starmie = shot(&Question {
        with: vec![pokelinks::setup::MemberName::Pokemon("Starmie".into())],
        ..planned("kanto")
    });
    assert!(
        read("docs/planner.md").contains(&starmie),
        "docs/planner.md's should be:\n{starmie}"
    );
    assert!(starmie.contains("Pinned: Starmie"));
}

// ---- screens, at 80 × 24 ----

#[test]
fn screen_startup() {
    let mut app = app("johto", &[]);
    snapshots("startup", &mut app);
}

/// A game's planner with nothing selected opens with what to do, not a
/// bare "No cover" (item 7), and says how to ask for overlapping covers
/// (item 18).
#[test]
fn screen_game_opens_with_a_hint() {
    let mut app = settled(game_app("emerald", &[]));
    let text = screen(&app, 80, 24).to_string();
    assert!(
        text.contains("No exact cover of at most 6 for the whole"),
        "{text}"
    );
    assert!(text.contains("select the gyms ahead: 1–9 or ␣"), "{text}");
    assert!(text.contains("o: overlapping covers"), "{text}");
    snapshots("game_hint", &mut app);
    // The Elite Four alone has no exact cover either: the same hint.
    let mut app = game_app("ruby", &[]);
    press_settled(&mut app, "9");
    let text = screen(&app, 80, 24).to_string();
    assert!(
        text.contains("No exact cover of at most 6.") && text.contains("o: overlapping"),
        "{text}"
    );
}

#[test]
fn screen_game() {
    let mut app = game_app("emerald", &[]);
    press_settled(&mut app, "12");
    snapshots("game", &mut app);
}

#[test]
fn screen_picker_pokemon() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pgen");
    snapshots("picker_pokemon", &mut app);
}

#[test]
fn screen_gyms_toggled() {
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "12");
    snapshots("gyms_toggled", &mut app);
}

#[test]
fn screen_picker_open() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pgr");
    snapshots("picker", &mut app);
}

/// Pins and bans show as the player named them (item 2).
#[test]
fn screen_pin_and_ban() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pstarmie");
    update(&mut app, code(KeyCode::Enter));
    press(&mut app, "bground-rock");
    let effects = update(&mut app, code(KeyCode::Enter));
    settle(&mut app, effects);
    update(&mut app, code(KeyCode::Tab));
    let text = screen(&app, 80, 24).to_string();
    assert!(text.contains("Pinned: Starmie "), "{text}");
    assert!(text.contains("Banned: Ground-Rock "), "{text}");
    snapshots("pin_and_ban", &mut app);
}

/// Generation 1's whole chart: Dragon is set aside, with why, and the best
/// covers of the rest are shown (item 8).
#[test]
fn screen_set_aside() {
    let mut app = settled(app("kanto", &[]));
    assert!(app.uncovered.is_empty());
    assert_eq!(app.sel.set_aside, [t("Dragon")]);
    assert_eq!(app.items.len(), 14);
    assert!(!app.teams().is_empty());
    let text = screen(&app, 80, 24).to_string();
    assert!(
        text.contains("Set aside: Dragon (nothing in generation 1"),
        "{text}"
    );
    assert!(text.contains("resists Dragon)"), "{text}");
    snapshots("set_aside", &mut app);
}

#[test]
fn screen_attack_mode() {
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "a12o");
    snapshots("attack_mode", &mut app);
}

#[test]
fn screen_too_small() {
    let app = app("kanto", &[0]);
    insta::assert_snapshot!("too_small", screen(&app, 50, 12));
}

#[test]
fn screen_smallest_scrolls_the_gyms() {
    // The smallest terminal drawn, on the map with the most gyms: the
    // gym list scrolls to keep the cursor in view.
    let mut app = app("alola", &[]);
    update(&mut app, Event::Resize(60, 16));
    for _ in 0..10 {
        update(&mut app, code(KeyCode::Down));
    }
    press_settled(&mut app, " ");
    insta::assert_snapshot!("smallest", screen(&app, 60, 16));
}

/// The highlighted gym shows its whole entry: leader, town and every
/// attack type, which its line in the list cuts (item 7: the Elite Four's
/// list was never visible).
#[test]
fn the_highlighted_gym_shows_in_full() {
    let mut app = app("kanto", &[]);
    for _ in 0..8 {
        update(&mut app, code(KeyCode::Down));
    }
    // At 80 × 24 every gym is listed and the details take what is left,
    // cut with a mark; at 120 × 40 they show whole.
    let small = screen(&app, 80, 24).to_string();
    for gym in &app.setup.map.gyms {
        assert!(small.contains(&format!("] {}  ", gym.id)), "{small}");
    }
    assert!(small.contains("…"), "{small}");
    let text = screen(&app, 120, 40).to_string();
    let e4 = &app.setup.map.gyms[8];
    assert!(text.contains("E4 Elite Four and Champion"), "{text}");
    assert!(text.contains(&e4.town.to_string()), "{text}");
    let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
    for t in &e4.attack {
        assert!(words.contains(&t.name()), "{} missing:\n{text}", t.name());
    }
    snapshots("elite_four", &mut app);
}

/// The game's version (the starter, …) is shown, and `v` switches to the
/// next, then to all merged, then back; the map is the version's (item 7).
#[test]
fn the_version_is_shown_and_switchable() {
    let mut app = game_app("red", &[8]);
    let versions: Vec<String> = ["Bulbasaur", "Charmander", "Squirtle", "all", "Bulbasaur"]
        .map(String::from)
        .into();
    let mut seen = Vec::new();
    let mut e4 = Vec::new();
    for _ in 0..versions.len() {
        let (shown, _) = app.versions().unwrap();
        assert!(
            screen(&app, 80, 24)
                .to_string()
                .contains(&format!("version: {shown} (v)"))
        );
        seen.push(shown);
        e4.push(app.setup.map.gyms[8].defense.clone());
        assert_eq!(app.sel.gyms, [8], "the gyms stay");
        press(&mut app, "v");
    }
    assert_eq!(seen, versions);
    assert_ne!(e4[0], e4[1], "Blue's team follows the starter");
    assert!(
        app.command().contains("--version Charmander"),
        "{}",
        app.command()
    );
    // A map without versions says so.
    let mut kanto = self::app("kanto", &[]);
    press(&mut kanto, "v");
    assert_eq!(kanto.note.as_deref(), Some("v: this map has no versions"));
}

/// `?` opens the full help; any key closes it; the foot line always says
/// how to take a cover and how to quit, whatever the width (item 6).
#[test]
fn the_keys_are_always_shown_and_help_opens() {
    let mut app = app("kanto", &[0]);
    for width in [60, 80, 100, 200] {
        let text = screen(&app, width, 24).to_string();
        let foot = text.lines().last().unwrap();
        assert!(
            foot.contains("⏎/x take") && foot.contains("q quit") && foot.contains("? keys"),
            "{width}: {foot}"
        );
    }
    assert!(press(&mut app, "?").is_empty());
    assert!(app.help);
    let text = screen(&app, 80, 24).to_string();
    for k in pokelinks::plan::keys::KEYS {
        assert!(text.contains(k.keys), "{}", k.keys);
    }
    snapshots("help", &mut app);
    assert!(
        press(&mut app, "1").is_empty(),
        "a key closes the help, and only that"
    );
    assert!(!app.help && app.sel.gyms == [0]);
    press(&mut app, "?");
    assert!(matches!(press(&mut app, "q")[..], [Effect::Quit(None)]));
}

/// "q quits" is what a too-small terminal says, and true in every state:
/// the picker took the `q` as a letter (item 6).
#[test]
fn q_quits_a_too_small_screen_whatever_is_open() {
    let mut app = app("kanto", &[0]);
    press(&mut app, "pwa");
    update(&mut app, Event::Resize(50, 12));
    assert!(screen(&app, 50, 12).to_string().contains("q quits"));
    assert!(matches!(press(&mut app, "q")[..], [Effect::Quit(None)]));
    let mut app = self::app("kanto", &[0]);
    press(&mut app, "?");
    update(&mut app, Event::Resize(50, 12));
    assert!(matches!(press(&mut app, "q")[..], [Effect::Quit(None)]));
    // Other keys do nothing there.
    let mut app = self::app("kanto", &[0]);
    update(&mut app, Event::Resize(50, 12));
    assert!(press(&mut app, "2").is_empty());
    assert_eq!(app.sel.gyms, [0]);
}

/// The picker's explanations wrap, never cut: here why `water` takes
/// Poison-Water when banning against Lt. Surge (item 12: a prefix that
/// picks a dual typing says so), on an 80-column screen (item 6).
#[test]
fn the_pickers_explanations_wrap() {
    let mut app = app("kanto", &[2]);
    press(&mut app, "bwater");
    let note = app.picker_note().unwrap();
    assert_eq!(
        note,
        "Water itself is not offered: it resists none of the attack types; ⏎ takes Rock-Water"
    );
    let text = screen(&app, 80, 24).to_string();
    assert!(
        text.contains("Water itself is not offered: it resists none of the"),
        "{text}"
    );
    assert!(text.contains("attack types; ⏎ takes Rock-Water"), "{text}");
    snapshots("picker_note", &mut app);
    // A pin offers Water itself: anything the player owns.
    update(&mut app, code(KeyCode::Esc));
    press(&mut app, "pwater");
    assert_eq!(app.offers()[0].typing, t("Water"));
    assert!(app.picker_note().is_none());
    // Why a Pokémon is not offered, in a game.
    let mut app = game_app("emerald", &[]);
    press(&mut app, "pgengar");
    assert!(
        screen(&app, 80, 24)
            .to_string()
            .contains("Gengar is not in Emerald's Pokédex")
    );
    // A misspelt name gets the command line's suggestions (item 12).
    let mut app = self::app("kanto", &[0]);
    press(&mut app, "ppikachoo");
    assert_eq!(
        app.unoffered().as_deref(),
        Some("no Pokémon 'pikachoo' in generation 1 (did you mean Pikachu?)")
    );
    let text = screen(&app, 80, 24).to_string();
    assert!(text.contains("did you mean"), "{text}");
    snapshots("picker_suggests", &mut app);
}

#[test]
fn colour_only_when_asked() {
    use ratatui::style::Color;
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "12");
    settle(&mut app, effects);
    let coloured = |color: bool| {
        let mut terminal = Terminal::new(TestBackend::new(100, 24)).unwrap();
        terminal.draw(|f| view::draw(f, &app, color)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        buffer
            .content()
            .iter()
            .any(|cell| cell.fg != Color::Reset || cell.bg != Color::Reset)
    };
    assert!(coloured(true));
    assert!(!coloured(false), "NO_COLOR: no colour at all");
}

// ---- the live links ----

/// One change the user can make.
#[derive(Clone, Debug)]
enum Change {
    Gym(usize),
    Pin(usize),
    Ban(usize),
    Kind(bool),
    Mode(bool),
    Max(bool),
    Clear,
    Names,
}

fn change() -> impl Strategy<Value = Change> {
    prop_oneof![
        4 => (0usize..10).prop_map(Change::Gym),
        2 => (0usize..60).prop_map(Change::Pin),
        2 => (0usize..60).prop_map(Change::Ban),
        1 => any::<bool>().prop_map(Change::Kind),
        1 => any::<bool>().prop_map(Change::Mode),
        1 => any::<bool>().prop_map(Change::Max),
        1 => Just(Change::Clear),
        1 => Just(Change::Names),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// After any sequence of toggles, pins and bans, made through keys, on a
    /// region or a game (whose left-out typings are hidden too), the live
    /// links equal (`==`, hide stacks included) fresh links with the same
    /// selection applied.
    #[test]
    fn live_links_equal_fresh_ones(
        region in prop::sample::select(vec!["kanto", "johto", "sinnoh", "paldea", "emerald", "sv"]),
        changes in prop::collection::vec(change(), 0..40),
    ) {
        // A game's name: its map, restricted to its Pokédex.
        let question = match pokelinks::data::game::find(region) {
            Some(game) => Question { game: Some(game), ..Question::new() },
            None => Question::region(region).unwrap(),
        };
        let setup = Setup::new(&question).unwrap();
        let (map, chart) = (setup.map.clone(), setup.chart.clone());
        let mut app = App::new(setup, 24).unwrap();
        app.start();
        for c in changes {
            match c {
                Change::Gym(g) => {
                    let digit = char::from(b'1' + (g % 9) as u8);
                    press(&mut app, &digit.to_string());
                }
                Change::Pin(n) | Change::Ban(n) => {
                    if app.options.is_empty() {
                        continue;
                    }
                    press(&mut app, if matches!(c, Change::Pin(_)) { "p" } else { "b" });
                    for _ in 0..n % app.options.len() {
                        update(&mut app, code(KeyCode::Down));
                    }
                    update(&mut app, code(KeyCode::Enter));
                }
                Change::Kind(attack) => { press(&mut app, if attack { "a" } else { "d" }); }
                Change::Mode(over) => { press(&mut app, if over { "o" } else { "e" }); }
                Change::Max(up) => { press(&mut app, if up { "+" } else { "-" }); }
                Change::Clear => { press(&mut app, "u"); }
                Change::Names => { press(&mut app, "n"); }
            }
        }
        let mut fresh = Live::new(&map, &chart, app.setup.every_profile());
        fresh.select(&app.sel);
        prop_assert_eq!(app.live(), &fresh);
    }
}

// ---- the worker ----

/// A count no longer wanted stops at its next cover: the counting thread is
/// then free, and the next count's answer arrives.
#[test]
fn a_stale_count_stops() {
    use pokelinks::plan::worker::Worker;
    use std::time::Duration;
    let (map, chart) = load_shipped("paldea").unwrap();
    let mut live = Live::new(&map, &chart, [&[], &[]]);
    // Every minimal team of at most 7 typings resisting all 18 attack
    // types: far too many to count here.
    let mut huge = Selection::new(Kind::Defense);
    huge.mode = Mode::Overlapping;
    huge.max = 7;
    live.select(&huge);
    let worker = Worker::new();
    worker.count(1, live.job(&huge));
    let started = std::iter::from_fn(|| worker.wait(Duration::from_secs(60)))
        .find(|o| matches!(o, Outcome::Counting { generation: 1, .. }));
    assert!(started.is_some(), "the count reports its progress");

    let mut small = Selection::new(Kind::Defense);
    small.gyms = vec![0];
    live.select(&small);
    worker.count(2, live.job(&small));
    let answer = std::iter::from_fn(|| worker.wait(Duration::from_secs(60)))
        .find(|o| o.generation() == 2 && matches!(o, Outcome::Counted { .. }));
    assert!(
        answer.is_some(),
        "the newer count runs once the stale one stopped"
    );
}

/// In a game, the planner plans with what can be had before the first
/// selected gym, shows that story point, and `t` fixes it to each point in
/// turn (the command line's `--by`), then follows the gyms again.
#[test]
fn the_story_point_follows_the_gyms_and_t_changes_it() {
    let question = Question {
        game: pokelinks::data::game::find("red"),
        edition: Some("red".into()),
        pokemon: 2,
        ..Question::new()
    };
    let mut app = app_of(&question, &[]);
    // The mode pane's lines, joined: the story point may wrap.
    let pane = |app: &App| {
        let text = screen(app, 80, 24).to_string();
        let left: Vec<String> = (text.lines())
            .map(|l| l.trim_matches('"').chars().take(30).collect::<String>())
            .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_owned())
            .collect();
        left.join(" ")
    };
    assert!(
        pane(&app).contains("by then: after the Elite Four (t)"),
        "{}",
        pane(&app)
    );
    press_settled(&mut app, "2");
    assert!(
        pane(&app).contains("by then: before Misty, lv 21 (t)"),
        "{}",
        pane(&app)
    );
    // Before Misty: Geodude (Mt. Moon) resists Normal; Onix is not had.
    assert!(app.options.contains(&p("Ground-Rock")));
    // Misty alone: no later point among the gyms to hold.
    press_settled(&mut app, "t");
    assert!(app.by.is_none());
    assert!(
        app.note
            .as_deref()
            .unwrap()
            .starts_with("t: no later story point")
    );
    // Brock too: the point follows the first gym, before Brock.
    press_settled(&mut app, "1");
    assert!(
        pane(&app).contains("before Brock, lv 14 (t)"),
        "{}",
        pane(&app)
    );
    assert!(!app.command().contains("--by"), "{}", app.command());
    // Before Brock nothing resists Normal: set aside, in the player's words.
    assert!(!app.options.contains(&p("Ground-Rock")));
    let shown = screen(&app, 100, 30).to_string();
    assert!(
        shown.contains("nothing you can have before Brock"),
        "{shown}"
    );
    // t holds the next selected gym's point, later than the first gym's:
    // the screen says it is held, and the command line gives it.
    press_settled(&mut app, "t");
    assert!(
        pane(&app).contains("before Misty, lv 21 fixed (t)"),
        "{}",
        pane(&app)
    );
    assert!(app.command().contains("--by G2"), "{}", app.command());
    assert!(app.options.contains(&p("Ground-Rock")));
    // Past the last selected gym's, it follows the gyms again.
    press_settled(&mut app, "t");
    assert!(
        pane(&app).contains("before Brock, lv 14 (t)"),
        "{}",
        pane(&app)
    );
    assert!(!app.command().contains("--by"), "{}", app.command());
    // No gym selected: every point of the story, from the first.
    press_settled(&mut app, "12");
    press_settled(&mut app, "t");
    assert!(
        pane(&app).contains("before Brock, lv 14 fixed (t)"),
        "{}",
        pane(&app)
    );
    for _ in 0..20 {
        press_settled(&mut app, "t");
        if app.by.is_none() {
            break;
        }
    }
    assert!(app.by.is_none(), "past the end it follows the gyms again");
    assert!(
        pane(&app).contains("by then: after the Elite Four (t)"),
        "{}",
        pane(&app)
    );
}

fn ctrl(c: char) -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL))
}

fn alt(c: char) -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::ALT))
}

/// A key held with Ctrl or Alt is not the plain letter (item 3): Ctrl-X
/// takes no cover, Ctrl-A and Alt-A switch nothing; Ctrl-Z suspends, and
/// Ctrl-C still quits. Shift still makes capitals.
#[test]
fn keys_with_ctrl_or_alt_do_their_own_thing_or_nothing() {
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "1");
    update(&mut app, code(KeyCode::Tab));
    for event in [
        ctrl('x'),
        alt('x'),
        ctrl('q'),
        alt('q'),
        ctrl('a'),
        alt('a'),
    ] {
        assert!(update(&mut app, event.clone()).is_empty(), "{event:?}");
    }
    assert_eq!(app.sel.kind, Kind::Defense);
    assert_eq!(app.focus, Focus::Covers);
    assert!(matches!(update(&mut app, ctrl('z'))[..], [Effect::Suspend]));
    let shift_a = Event::Key(KeyEvent::new(KeyCode::Char('A'), KeyModifiers::SHIFT));
    update(&mut app, shift_a);
    assert_eq!(app.sel.kind, Kind::Attack);
    assert!(matches!(
        update(&mut app, ctrl('c'))[..],
        [Effect::Quit(None)]
    ));
    // Neither the help nor a too small screen quits on Ctrl-Q.
    press(&mut app, "?");
    assert!(update(&mut app, ctrl('q')).is_empty());
    update(&mut app, Event::Resize(20, 10));
    assert!(update(&mut app, ctrl('q')).is_empty());
    assert!(matches!(
        update(&mut app, key('q'))[..],
        [Effect::Quit(None)]
    ));
}

/// In the picker, as on a shell's line: Ctrl-U clears what was typed,
/// Ctrl-W deletes the last word, and other keys held with Ctrl or Alt type
/// nothing (Ctrl-U typed `u`).
#[test]
fn the_pickers_line_clears_and_deletes_words() {
    let mut app = app("kanto", &[0]);
    press(&mut app, "pmr mime");
    let filter = |app: &App| app.picker.as_ref().unwrap().filter.clone();
    assert_eq!(filter(&app), "mr mime");
    update(&mut app, ctrl('w'));
    assert_eq!(filter(&app), "mr ");
    update(&mut app, alt('x'));
    update(&mut app, ctrl('x'));
    assert_eq!(filter(&app), "mr ");
    update(&mut app, ctrl('w'));
    assert_eq!(filter(&app), "");
    press(&mut app, "ghost");
    update(&mut app, ctrl('u'));
    assert_eq!(filter(&app), "");
    assert!(app.picker.is_some(), "the picker stays open");
    assert!(matches!(update(&mut app, ctrl('z'))[..], [Effect::Suspend]));
}

/// Types are painted in the planner as the command line paints them
/// (issue 33, item 9): each type name of the gym list and of the covers in
/// the 256-colour code `--color always` gives it.
#[test]
fn types_have_the_command_lines_colours() {
    let mut listing = Vec::new();
    pokelinks::cli::run(
        ["pokelinks", "--list", "kanto", "--color", "always"],
        &mut listing,
        pokelinks::cli::Screen::PIPE,
    )
    .unwrap();
    let listing = String::from_utf8(listing).unwrap();
    let code_of = |name: &str| -> u8 {
        let at = listing.find(&format!("m{name}\u{1b}")).expect(name);
        let start = listing[..at].rfind("38;5;").unwrap() + 5;
        listing[start..at].parse().unwrap()
    };
    let mut app = app("kanto", &[]);
    press_settled(&mut app, "12");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| view::draw(f, &app, true)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    let mut painted = 0;
    for y in 0..buffer.area.height {
        let row: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol().to_owned())
            .collect();
        for name in ["Normal", "Water", "Ghost", "Poison"] {
            let Some(at) = row.find(name) else { continue };
            let x = row[..at].chars().count() as u16;
            assert_eq!(
                buffer[(x, y)].fg,
                ratatui::style::Color::Indexed(code_of(name)),
                "{name} in {row}"
            );
            painted += 1;
        }
    }
    assert!(painted >= 4, "types are shown ({painted})");
}

/// Why nothing covers, in the planner as on the command line (issue 33,
/// item 4): before Brock in Red, Geodude is in the Pokédex but cannot be
/// had yet — the story point is the cause, not the Pokédex.
#[test]
fn nothing_covers_for_the_command_lines_reason() {
    let question = Question {
        game: pokelinks::data::game::find("red"),
        pokemon: 2,
        ..Question::new()
    };
    let app = settled(app_of(&question, &[0]));
    let text = screen(&app, 120, 40).to_string();
    assert!(
        text.contains("No cover: nothing you can have before Brock resists Normal."),
        "{text}"
    );
    assert!(!text.contains("Pokédex covers"), "{text}");
    // The command line's reason for the same item, word for word.
    let mut out = Vec::new();
    pokelinks::cli::run(
        ["pokelinks", "red", "G1", "--layout", "player"],
        &mut out,
        pokelinks::cli::Screen::PIPE,
    )
    .unwrap();
    let cli = String::from_utf8(out).unwrap();
    assert!(
        cli.contains("nothing you can have before Brock resists Normal"),
        "{cli}"
    );
    // Whether the other kinds answer, in the command line's words: attack
    // covers do (a shows them), teams do not.
    let said = "Other kinds: attack covers have an answer; teams have none either.";
    assert!(cli.lines().any(|l| l == said), "{cli}");
    assert_eq!(app.elsewhere.as_deref(), Some(said));
    assert!(text.contains(said), "{text}");
    assert!(text.contains("· a: attack covers"), "{text}");
    assert!(!text.contains("· m: teams"), "{text}");
    let mut app = app;
    press_settled(&mut app, "a");
    assert!(!app.teams().is_empty(), "attack covers answer");
    assert!(app.elsewhere.is_none());
}

// ---- the detail view (`i`) ----

/// The planner of `pokelinks plan ARGS` on an 80 × 24 terminal, its first
/// searches run (the counts too: these are small).
fn planner(args: &[&str]) -> App {
    let mut all = vec!["pokelinks", "plan"];
    all.extend(args);
    let config = pokelinks::cli::Config::parse_from(all).unwrap();
    let mut app = pokelinks::cli::plan_app(&config, 24).unwrap();
    update(&mut app, Event::Resize(80, 24));
    let effects = app.start();
    settle(&mut app, effects);
    app
}

/// The lines of the `where` command for `name` in `game` that say a way:
/// `from POINT: HOW`, trimmed.
fn where_ways(name: &str, game: &str) -> Vec<String> {
    let out = binary::ok(&["where", name, game]);
    (out.lines())
        .map(str::trim)
        .filter(|l| l.starts_with("from "))
        .map(str::to_owned)
        .collect()
}

/// `i` on a cover of a game at a story point: each Pokémon named with
/// where to catch it by then (the ways `where` prints, those from a story
/// point up to the planner's), what it evolves into by the level cap, its
/// moves and ability; the story point and level cap; each gym's leader and
/// team. Esc closes it; the take and quit keys still work.
#[test]
fn the_detail_view_of_a_cover_in_a_game() {
    let mut app = planner(&["emerald", "G1", "G2"]);
    let before = screen(&app, 80, 24).to_string();
    press(&mut app, "i");
    let detail = app.detail.clone().expect("open");
    let text = detail.text(78).join("\n");
    assert!(
        text.contains("By before Roxanne (G1) · level cap 15"),
        "{text}"
    );
    assert!(text.contains("G1 Roxanne · Rustboro City"), "{text}");
    assert!(
        text.contains("team: Geodude 12, Geodude 12, Nosepass 15"),
        "{text}"
    );
    assert!(text.contains("G2 Brawly"), "{text}");
    // Each catch line is one of `where`'s, from a point no later than
    // the planner's (before Roxanne, the first).
    let cover = app.highlighted().unwrap().clone();
    let mut catches = 0;
    for &profile in &cover.types {
        for name in app.pokemon_of(profile) {
            let ways = where_ways(name, "emerald");
            let shown: Vec<&str> = (text.lines())
                .skip_while(|l| l.trim() != name && !l.trim().starts_with(&format!("{name} ·")))
                .skip(1)
                .take_while(|l| l.starts_with("    "))
                .filter_map(|l| l.trim().strip_prefix("catch: "))
                .collect();
            assert!(!shown.is_empty(), "{name}: {text}");
            for way in shown {
                assert!(
                    ways.iter().any(|w| w == way),
                    "{name}: {way} not in {ways:?}"
                );
                assert!(way.starts_with("from before Roxanne (G1)"), "{way}");
                catches += 1;
            }
        }
    }
    assert!(catches > 0);
    assert!(text.contains("moves by then: "), "{text}");
    snapshots("detail_game", &mut app);
    // Esc closes it: the screen is as before.
    update(&mut app, code(KeyCode::Esc));
    assert!(app.detail.is_none());
    assert_eq!(screen(&app, 80, 24).to_string(), before);
    // Enter and q close it too, and x takes the cover shown.
    for close in [code(KeyCode::Enter), key('q'), key('i')] {
        press(&mut app, "i");
        assert!(matches!(update(&mut app, close)[..], []));
        assert!(app.detail.is_none());
    }
    press(&mut app, "i");
    let effects = update(&mut app, key('x'));
    assert!(
        matches!(&effects[..], [Effect::Quit(Some(c))] if c.team == cover.to_string()),
        "{effects:?}"
    );
}

/// A Pokémon that evolves by the level cap says so, as `team`'s player
/// layout does; a region map says in a line that it has no ways to catch.
#[test]
fn the_detail_view_says_evolutions_and_a_region_has_no_ways() {
    let mut app = planner(&["red", "G2", "--starter", "squirtle", "--with", "squirtle"]);
    press(&mut app, "i");
    let text = app.detail.as_ref().unwrap().text(118).join("\n");
    assert!(
        text.contains("evolves into Wartortle at level 16 (by the level cap)"),
        "{text}"
    );
    assert!(text.contains("catch: from before Brock (G1): "), "{text}");
    // docs/planner.md's excerpt is this screen's top.
    let shot = lines_of(&screen(&app, 80, 24))[..18].join("\n");
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/planner.md"));
    assert!(
        doc.unwrap().contains(&shot),
        "docs/planner.md's should be:\n{shot}"
    );
    snapshots("detail_red", &mut app);
    let mut app = planner(&["kanto", "G1", "G2"]);
    press(&mut app, "i");
    let text = app.detail.as_ref().unwrap().text(78).join("\n");
    assert!(
        text.starts_with("No ways to catch on a region map"),
        "{text}"
    );
    assert!(!text.contains("catch:"), "{text}");
    snapshots("detail_region", &mut app);
}

/// In team mode the detail shows each member's lead with the moves and
/// ability of the team's Showdown set, and the Pokémon that could take its
/// place; it scrolls when longer than the screen.
#[test]
fn the_detail_view_of_a_team_scrolls() {
    let mut app = planner(&["team", "red", "G2", "G3", "--starter", "squirtle"]);
    press(&mut app, "i");
    let team = app.highlighted_team().unwrap().clone();
    let detail = app.detail.clone().unwrap();
    assert!(detail.title.starts_with("Team 1: "), "{}", detail.title);
    let text = detail.text(78).join("\n");
    for (member, set) in team.members.iter().zip(&team.sets) {
        let lead = &member.pokemon[0];
        // Generation 1 has no abilities: the lead's line is its name.
        let head = match set.ability.as_deref() {
            Some(ability) => format!("  {lead} · ability {ability}"),
            None => format!("  {lead}"),
        };
        assert!(text.lines().any(|l| l == head), "{head}: {text}");
        assert!(
            text.contains(&format!("moves by then: {}", set.moves.join(", "))),
            "{lead}: {text}"
        );
    }
    snapshots("detail_team", &mut app);
    // Longer than the screen (60 × 16): it scrolls, and says so.
    update(&mut app, Event::Resize(60, 16));
    let lines = app.detail.as_ref().unwrap().text(58).len();
    assert!(lines > 12, "{lines}");
    let first = screen(&app, 60, 16).to_string();
    assert!(first.contains("↑↓ PgUp PgDn scroll"), "{first}");
    update(&mut app, code(KeyCode::PageDown));
    assert!(app.detail.as_ref().unwrap().scroll > 0);
    update(&mut app, code(KeyCode::End));
    let end = app.detail.as_ref().unwrap().scroll;
    update(&mut app, code(KeyCode::Down));
    assert_eq!(
        app.detail.as_ref().unwrap().scroll,
        end,
        "no further than the end"
    );
    insta::assert_snapshot!("detail_team_end_60x16", screen(&app, 60, 16));
    update(&mut app, code(KeyCode::Home));
    assert_eq!(app.detail.as_ref().unwrap().scroll, 0);
}

/// An attack cover's detail names, for each attack type, the Pokémon that
/// bring it with the move first, as the player layout of attack covers
/// names them.
#[test]
fn the_detail_view_of_an_attack_cover() {
    let mut app = planner(&["emerald", "G1", "G2", "A"]);
    press(&mut app, "i");
    let text = app.detail.as_ref().unwrap().text(118).join("\n");
    let cover = app.highlighted().unwrap().clone();
    let behind = app
        .pool
        .behind(Kind::Attack, &cover.types, app.names_per_typing);
    assert!(behind.iter().all(|(_, b)| !b.is_empty()));
    for (profile, bringers) in behind {
        assert!(
            text.contains(&format!("\n{profile}:\n")),
            "{profile}: {text}"
        );
        for b in bringers {
            let mv = b.move_name.unwrap();
            let line = (text.lines())
                .skip_while(|l| !l.trim().starts_with(&b.pokemon))
                .find(|l| l.trim().starts_with("moves by then: "))
                .unwrap();
            assert!(line.contains(&mv), "{}: {mv} in {line}", b.pokemon);
        }
    }
    snapshots("detail_attack", &mut app);
}
