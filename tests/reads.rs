//! A game's data is read once per process: after the planner has started
//! (cover and team mode), its keystrokes — each one resolving its question
//! again, rebuilding the roster at another story point and searching —
//! decode no shipped file. Its own test binary, so that no other test reads
//! files while this one counts.

use crossterm::event::{KeyCode, KeyEvent};
use pokelinks::cli::{Config, plan_app};
use pokelinks::data::shipped;
use pokelinks::plan::state::{App, Event};
use pokelinks::plan::update::update;
use settle::settle;

mod settle;

fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let effects = update(app, Event::Key(KeyEvent::from(KeyCode::Char(c))));
        settle(app, effects);
    }
}

#[test]
fn a_planner_keystroke_reads_no_file() {
    let config = Config::parse_from(["pokelinks", "plan", "sword", "G1", "G2"]).unwrap();
    let mut app = plan_app(&config, 24).unwrap();
    update(&mut app, Event::Resize(80, 24));
    let effects = app.start();
    settle(&mut app, effects);
    // Team mode once, then back: every file either mode needs is read.
    press(&mut app, "mm");
    let read = shipped::reads();
    assert!(read > 0, "the planner read the game's files");
    // Gyms on and off (the story point moves), attack, team mode, the
    // story point held and moved (t), in both modes.
    press(&mut app, "3142at");
    press(&mut app, "m35tt");
    assert_ne!(app.point().map(|p| p.0), None, "Sword/Shield has a story");
    assert_eq!(shipped::reads(), read, "a keystroke decoded a file");
}
