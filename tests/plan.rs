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
use pokelinks::plan::state::{App, Count, Covers, Effect, Event, Focus, update};
use pokelinks::plan::view;
use pokelinks::plan::worker::Outcome;
use pokelinks::problem::Kind;
use pokelinks::search::Mode;
use pokelinks::setup::{Question, Setup};
use pokelinks::typing::Typing;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn t(name: &str) -> Typing {
    name.parse().unwrap()
}

/// The planner of a shipped region with these gyms (indices) selected, for
/// a terminal 24 rows high, started (its first effects dropped).
fn app(region: &str, gyms: &[usize]) -> App {
    let mut setup = Setup::new(&Question::region(region).unwrap()).unwrap();
    setup.selected = gyms.to_vec();
    let mut app = App::new(setup, 24).unwrap();
    app.start();
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
            Effect::StopCount | Effect::Quit(_) => continue,
        };
        update(app, Event::Outcome(outcome));
    }
}

/// The screen of `app` on a terminal of `width` × `height`.
fn screen(app: &App, width: u16, height: u16) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(f, app, false)).unwrap();
    terminal.backend().clone()
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
    assert_eq!((app.sel.kind, app.sel.max), (Kind::Attack, 24));
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

#[test]
fn max_stays_within_bounds() {
    let mut app = app("kanto", &[0]);
    assert!(!press(&mut app, "+").is_empty());
    assert_eq!(app.sel.max, 7);
    for _ in 0..10 {
        press(&mut app, "-");
    }
    assert_eq!(app.sel.max, 1);
    assert!(press(&mut app, "-").is_empty());
    for _ in 0..30 {
        press(&mut app, "+");
    }
    assert_eq!(app.sel.max, 24);
    assert!(press(&mut app, "+").is_empty());
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

#[test]
fn a_resize_asks_for_as_many_covers_as_fit() {
    let mut app = app("kanto", &[0]);
    assert!(update(&mut app, Event::Resize(80, 24)).is_empty());
    // 35 rows: 17 defense covers, each with its line of Pokémon.
    let effects = update(&mut app, Event::Resize(80, 40));
    assert!(matches!(effects[..], [Effect::Best { k: 17, .. }]));
    // One row fewer fits as many covers.
    assert!(update(&mut app, Event::Resize(80, 39)).is_empty());
    // Without names, a cover takes one row.
    let effects = press(&mut app, "n");
    assert!(!app.names);
    assert!(matches!(effects[..], [Effect::Best { k: 34, .. }]));
    press(&mut app, "n");
    // Attack covers never have names.
    let effects = press(&mut app, "a");
    assert!(matches!(
        effects[..],
        [Effect::Best { k: 34, .. }, Effect::Count { .. }]
    ));
    assert!(press(&mut app, "n").is_empty());
}

// ---- Pokémon ----

/// Each species of generation `n` whose typing is `typing`, in the order
/// the player layout uses: fully evolved first, then by base stat total.
fn expected_names(generation: u8, typing: Typing) -> Vec<String> {
    let dex = pokelinks::data::shipped::species(generation).unwrap();
    let mut of: Vec<&pokelinks::data::Species> =
        dex.all().iter().filter(|s| s.typing == typing).collect();
    of.sort_by_key(|s| (!s.fully_evolved, std::cmp::Reverse(s.bst), s.name.clone()));
    of.iter().take(2).map(|s| s.name.clone()).collect()
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
        .position(|team| team.types.contains(&t("Ghost-Poison")))
        .expect("a cover with Ghost-Poison");
    assert_eq!(
        app.pokemon_of(t("Ghost-Poison")),
        expected_names(1, t("Ghost-Poison"))
    );
    assert_eq!(app.pokemon_of(t("Ghost-Poison"))[0], "Gengar");
    // The names are drawn on the line under the cover, in its order.
    let text = screen(&app, 100, 24).to_string();
    let lines: Vec<&str> = text.lines().collect();
    let row = lines
        .iter()
        .position(|l| l.contains(&format!("  {}  ", teams[gengar])))
        .expect("the cover is drawn");
    let expected: Vec<String> = teams[gengar]
        .types
        .iter()
        .map(|&ty| expected_names(1, ty).join(", "))
        .collect();
    assert!(
        lines[row + 1].contains(&expected.join(" · ")),
        "{}",
        lines[row + 1]
    );
    // `n` hides them: one row per cover.
    press(&mut app, "n");
    let text = screen(&app, 100, 24).to_string();
    assert!(!text.contains("Gengar"));
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
    // Generation 1's whole chart has no cover (Dragon): no search.
    assert!(matches!(effects[..], [Effect::StopCount]));
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
    // --anytime: the game's whole Pokédex (the story point has tests of
    // its own).
    let question = Question {
        game: pokelinks::data::game::find(name),
        anytime: true,
        ..Question::new()
    };
    let mut setup = Setup::new(&question).unwrap();
    setup.selected = gyms.to_vec();
    let mut app = App::new(setup, 24).unwrap();
    app.start();
    app
}

/// The defense options a game's planner must offer with no gym selected:
/// each option of a fresh, unrestricted structure that some Pokémon of
/// the game's Pokédexes has ([`pokelinks::data::game::Game::typings`]).
fn game_options(name: &str) -> Vec<Typing> {
    use pokelinks::data::game::{self, VersionChoice};
    let game = game::find(name).unwrap();
    let (map, chart, _) = game.load(&VersionChoice::First, &[]).unwrap();
    let typings = game.typings().unwrap();
    let mut fresh = Live::new(&map, &chart);
    fresh.select(&Selection::new(Kind::Defense));
    fresh
        .visible_options(Kind::Defense)
        .into_iter()
        .filter(|o| typings.binary_search(o).is_ok())
        .collect()
}

#[test]
fn a_game_restricts_the_defense_options_to_its_pokedex() {
    // Yellow's Pokédex has all 151: every typing of generation 1 stays.
    let yellow = game_app("yellow", &[]);
    assert_eq!(yellow.options, game_options("yellow"));
    assert!(yellow.sel.left_out.is_empty());

    // Emerald's Hoenn Pokédex has no Gengar: no Ghost-Poison, and 17 more.
    let expected = game_options("emerald");
    let mut app = game_app("emerald", &[]);
    assert_eq!(app.options, expected);
    let mut unrestricted = Live::new(&app.setup.map, &pokelinks::data::shipped::chart(3).unwrap());
    unrestricted.select(&Selection::new(Kind::Defense));
    assert!(expected.len() < unrestricted.visible_options(Kind::Defense).len());
    assert!(!app.options.contains(&t("Ghost-Poison")));
    assert_eq!(app.sel.left_out.len(), 18);
    // `u` does not bring them back; attack covers are not restricted.
    press(&mut app, "u");
    assert_eq!(app.options, expected);
    press(&mut app, "a");
    assert!(app.options.contains(&t("Ghost")));
    press(&mut app, "d");
    assert_eq!(app.options, expected);
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
            .all(|ty| expected.contains(ty))
    );
    update(&mut app, code(KeyCode::Tab));
    let Effect::Quit(Some(chosen)) = press(&mut app, "x").remove(0) else {
        panic!("x takes the cover");
    };
    assert_eq!(
        chosen.command,
        "pokelinks --game emerald --anytime G1 G2 --max 6"
    );
}

// ---- screens ----

#[test]
fn screen_startup() {
    let app = app("johto", &[]);
    insta::assert_snapshot!("startup", screen(&app, 100, 24));
}

#[test]
fn screen_game() {
    let mut app = game_app("emerald", &[]);
    let effects = press(&mut app, "12");
    settle(&mut app, effects);
    insta::assert_snapshot!("game", screen(&app, 100, 24));
}

#[test]
fn screen_picker_pokemon() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pgen");
    insta::assert_snapshot!("picker_pokemon", screen(&app, 100, 24));
}

#[test]
fn screen_gyms_toggled() {
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "12");
    settle(&mut app, effects);
    insta::assert_snapshot!("gyms_toggled", screen(&app, 100, 24));
}

#[test]
fn screen_picker_open() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pgr");
    insta::assert_snapshot!("picker", screen(&app, 100, 24));
}

#[test]
fn screen_pin_and_ban() {
    let mut app = app("kanto", &[0, 1]);
    press(&mut app, "pwater");
    update(&mut app, code(KeyCode::Enter));
    press(&mut app, "bground");
    let effects = update(&mut app, code(KeyCode::Enter));
    settle(&mut app, effects);
    update(&mut app, code(KeyCode::Tab));
    insta::assert_snapshot!("pin_and_ban", screen(&app, 100, 24));
}

#[test]
fn screen_no_cover() {
    // Generation 1: nothing resists Dragon, so the whole chart has no cover.
    let app = app("kanto", &[]);
    assert_eq!(app.uncovered, [t("Dragon")]);
    insta::assert_snapshot!("no_cover", screen(&app, 100, 24));
}

#[test]
fn screen_attack_mode() {
    let mut app = app("kanto", &[]);
    let effects = press(&mut app, "a12o");
    settle(&mut app, effects);
    insta::assert_snapshot!("attack_mode", screen(&app, 100, 24));
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
    let effects = press(&mut app, " ");
    settle(&mut app, effects);
    insta::assert_snapshot!("smallest", screen(&app, 60, 16));
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
        let mut fresh = Live::new(&map, &chart);
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
    let mut live = Live::new(&map, &chart);
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
