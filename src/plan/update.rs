//! The planner's one transition, [`update`]: state × event → state and
//! effects. Pure in the sense that matters for testing: no terminal, no
//! thread, no clock — a key changes the [`App`] (and the live links it
//! owns) and returns what the loop must do, such as starting a search; a
//! worker's answer is just another event.
//!
//! Each key bumps the generation number; a search remembers the generation
//! that asked for it, and answers of any other generation are dropped.
//!
//! It stands above the state, the picker and the view: PgUp and PgDn move
//! by the covers the view shows.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::detail::Step as DetailStep;
use super::keys::chord;
use super::picker::Step;
use super::state::{
    App, Chosen, Count, Covers, Effect, Event, Focus, MAX_WANTED, PARTY, Picker, Purpose, Target,
    named_pins,
};
use super::team::TeamList;
use super::worker::Outcome;
use crate::data::game::VersionChoice;
use crate::problem::Kind;
use crate::roster::Member;
use crate::search::Mode;
use crate::setup::Setup;

/// Applies one event to the planner and says what the loop must do.
///
/// ```
/// use crossterm::event::{KeyCode, KeyEvent};
/// use pokelinks::plan::state::{App, Effect, Event};
/// use pokelinks::plan::update::update;
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
/// app.start();
/// update(&mut app, Event::Key(KeyEvent::from(KeyCode::Char('1'))));
/// assert_eq!(app.sel.gyms, [0]);
/// let effects = update(&mut app, Event::Key(KeyEvent::from(KeyCode::Char('q'))));
/// assert!(matches!(effects[..], [Effect::Quit(None)]));
/// ```
pub fn update(app: &mut App, event: Event) -> Vec<Effect> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            app.generation += 1;
            app.note = None;
            key_pressed(app, key)
        }
        Event::Key(_) => Vec::new(),
        Event::Click(target) => {
            app.generation += 1;
            app.note = None;
            clicked(app, target)
        }
        Event::Resize(width, height) => {
            app.size = (width, height);
            Vec::new()
        }
        Event::Outcome(outcome) => answered(app, outcome),
    }
}

/// A click: on a gym, focus the gyms and toggle it; on a cover, focus the
/// covers and highlight it, or take it if it already was.
fn clicked(app: &mut App, target: Target) -> Vec<Effect> {
    if app.too_small() || app.picker.is_some() || app.help || app.detail.is_some() {
        return Vec::new();
    }
    match target {
        Target::Gym(g) => {
            app.focus = Focus::Gyms;
            toggle(app, g)
        }
        Target::Cover(n) => {
            if n >= app.listed() {
                return Vec::new();
            }
            let again = app.focus == Focus::Covers && app.cover_cursor == n;
            app.focus = Focus::Covers;
            app.cover_cursor = n;
            if again { take(app) } else { more(app) }
        }
    }
}

/// Takes a worker's answer if it is of the wanted generation; no team for
/// items nothing covers asks whether the other kinds answer.
fn answered(app: &mut App, outcome: Outcome) -> Vec<Effect> {
    match outcome {
        Outcome::Best { generation, teams } if generation == app.best_generation => {
            app.cover_cursor = app.cover_cursor.min(teams.len().saturating_sub(1));
            app.covers = Covers::Ready(teams);
            app.more = false;
        }
        Outcome::Teams { generation, answer } if generation == app.best_generation => {
            let found = answer.as_ref().map_or(0, |a| a.teams.len());
            app.cover_cursor = app.cover_cursor.min(found.saturating_sub(1));
            // No team, for items nothing covers: do the other kinds answer?
            let uncovered =
                (answer.as_ref()).is_ok_and(|a| !a.uncoverable.is_empty() && a.teams.is_empty());
            app.team_list = match answer {
                Ok(answer) => TeamList::Ready(answer),
                Err(why) => TeamList::Failed(why),
            };
            app.more = false;
            if uncovered && app.elsewhere.is_none() {
                return vec![app.elsewhere_effect()];
            }
        }
        Outcome::Elsewhere { generation, line } if generation == app.elsewhere_generation => {
            app.elsewhere = Some(line);
        }
        Outcome::Counting { generation, so_far }
            if generation == app.count_generation && matches!(app.count, Count::Counting(_)) =>
        {
            app.count = Count::Counting(so_far);
        }
        Outcome::Counted { generation, total }
            if generation == app.count_generation && matches!(app.count, Count::Counting(_)) =>
        {
            app.count = Count::Done(total);
        }
        _ => {}
    }
    Vec::new()
}

fn key_pressed(app: &mut App, key: KeyEvent) -> Vec<Effect> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl {
        match key.code {
            KeyCode::Char('c' | 'C') => return vec![Effect::Quit(None)],
            KeyCode::Char('z' | 'Z') => return vec![Effect::Suspend],
            _ => {}
        }
    }
    // "q quits" is what a too-small screen says, whatever is open.
    if app.too_small() {
        return match key.code {
            KeyCode::Char('q' | 'Q') | KeyCode::Esc if !chord(key) => vec![Effect::Quit(None)],
            _ => Vec::new(),
        };
    }
    if app.help {
        app.help = false;
        return match key.code {
            KeyCode::Char('q' | 'Q') if !chord(key) => vec![Effect::Quit(None)],
            _ => Vec::new(),
        };
    }
    if app.picker.is_some() {
        return picker_key(app, key);
    }
    if let Some(detail) = &mut app.detail {
        return match detail.key(key, app.size) {
            DetailStep::Stay => Vec::new(),
            DetailStep::Close => {
                app.detail = None;
                Vec::new()
            }
            DetailStep::Take => {
                app.detail = None;
                take(app)
            }
        };
    }
    // Ctrl-X or Alt-A is not `x` or `a`: a key held with a modifier other
    // than Shift has its own meaning, above, or none.
    if chord(key) {
        return Vec::new();
    }
    match key.code {
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => vec![Effect::Quit(None)],
        KeyCode::Char('?') => {
            app.help = true;
            Vec::new()
        }
        KeyCode::Char('x' | 'X') => take(app),
        KeyCode::Char('i' | 'I') => open_detail(app),
        KeyCode::Enter if app.focus == Focus::Covers => take(app),
        KeyCode::Enter | KeyCode::Char(' ') => toggle(app, app.cursor),
        KeyCode::Char(c @ '1'..='9') => toggle(app, usize::from(c as u8 - b'1')),
        KeyCode::Tab | KeyCode::BackTab => {
            app.focus = match app.focus {
                Focus::Gyms => Focus::Covers,
                Focus::Covers => Focus::Gyms,
            };
            Vec::new()
        }
        KeyCode::Up | KeyCode::Char('k') => step(app, -1),
        KeyCode::Down | KeyCode::Char('j') => step(app, 1),
        KeyCode::PageUp => step(app, -page(app)),
        KeyCode::PageDown => step(app, page(app)),
        KeyCode::Home => step(app, isize::MIN / 2),
        KeyCode::End => step(app, isize::MAX / 2),
        KeyCode::Char('d' | 'D') => set_kind(app, Kind::Defense),
        KeyCode::Char('a' | 'A') => set_kind(app, Kind::Attack),
        KeyCode::Char('m' | 'M') => set_team(app),
        KeyCode::Char('e' | 'E') => set_mode(app, Mode::Exact),
        KeyCode::Char('o' | 'O') => set_mode(app, Mode::Overlapping),
        KeyCode::Char('+' | '=') => set_max(app, size(app) + 1),
        KeyCode::Char('-' | '_') => set_max(app, size(app).saturating_sub(1)),
        KeyCode::Char('p' | 'P' | '/') => open_picker(app, Purpose::Pin),
        KeyCode::Char('b' | 'B') => open_picker(app, Purpose::Ban),
        KeyCode::Char('u' | 'U') => clear(app),
        KeyCode::Char('s' | 'S') => defense_only(app, "s: --safe", |app| {
            app.safe = !app.safe;
            app.weak |= app.safe;
            app.changed()
        }),
        KeyCode::Char('w' | 'W') => defense_only(app, "w: weaknesses", |app| {
            app.weak = !app.weak;
            Vec::new()
        }),
        KeyCode::Char('v' | 'V') => next_version(app),
        KeyCode::Char('t' | 'T') => next_point(app),
        KeyCode::Char('c' | 'C') => count_key(app),
        KeyCode::Char('n' | 'N') => {
            app.names = !app.names;
            Vec::new()
        }
        _ => Vec::new(),
    }
}

/// A key while the picker is open: a choice pins or bans, and a name not
/// offered says why in team mode.
fn picker_key(app: &mut App, key: KeyEvent) -> Vec<Effect> {
    match app.picker_key(key) {
        Step::Choose(purpose, member) => {
            app.picker = None;
            choose(app, purpose, member);
            app.changed()
        }
        Step::Close => {
            app.picker = None;
            Vec::new()
        }
        Step::Refused(typed) => {
            app.picker = None;
            if app.teaming {
                // The command line's own words: who the name is not,
                // or from when (and with which choices) it can be had,
                // named as the species list spells it, as `--with` is.
                let pool = &app.pool;
                let name = pool.find(&typed).map_or(typed, |s| s.name.clone());
                // Refused as `pokelinks team` at the planner's point would.
                app.note = match Setup::new(&app.team_question()) {
                    Ok(setup) => crate::team::refuse(&setup, "--with", &name).err(),
                    Err(e) => Some(e),
                }
                .map(|e| e.to_string());
            }
            Vec::new()
        }
        Step::Stay => Vec::new(),
    }
}

/// Runs `f` on defense covers and teams (which resist too); on attack
/// covers leaves a note instead: attack types take no hits.
fn defense_only(app: &mut App, what: &str, f: impl FnOnce(&mut App) -> Vec<Effect>) -> Vec<Effect> {
    if app.sel.kind == Kind::Attack && !app.teaming {
        app.note = Some(format!(
            "{what} applies to defense covers only (attack types take no hits)"
        ));
        return Vec::new();
    }
    f(app)
}

/// How far PgUp and PgDn move in the focused pane: the covers on screen
/// (as drawn, long teams wrapped), or half the gym list's height.
fn page(app: &App) -> isize {
    let rows = match app.focus {
        Focus::Gyms => app.rows() / 2,
        Focus::Covers => super::view::covers_shown(app),
    };
    rows.max(1) as isize
}

/// Moves the cursor of the focused pane by `by` rows, within the list.
fn step(app: &mut App, by: isize) -> Vec<Effect> {
    let (cursor, len) = match app.focus {
        Focus::Gyms => (&mut app.cursor, app.setup.map.gyms.len()),
        Focus::Covers => {
            let len = app.listed();
            (&mut app.cover_cursor, len)
        }
    };
    let last = len.saturating_sub(1) as isize;
    *cursor = (*cursor as isize + by).clamp(0, last.max(0)) as usize;
    match app.focus {
        Focus::Covers => more(app),
        Focus::Gyms => Vec::new(),
    }
}

/// Asks for more covers when the cursor is within a page of the end of
/// those found and the search may have more: every cover can be reached.
fn more(app: &mut App) -> Vec<Effect> {
    let found = app.listed();
    let near_end = app.cover_cursor + app.covers_fit() >= found;
    let counted = match app.count {
        Count::Done(total) => total as usize <= found,
        _ => false,
    };
    if !near_end || app.more || found < app.wanted || counted || app.wanted >= MAX_WANTED {
        return Vec::new();
    }
    app.wanted = (app.wanted * 2).min(MAX_WANTED);
    app.more = true;
    app.best_generation = app.generation;
    vec![app.best_effect()]
}

/// Selects or unselects gym `g` (nothing if the map has no such gym).
fn toggle(app: &mut App, g: usize) -> Vec<Effect> {
    if g >= app.setup.map.gyms.len() {
        return Vec::new();
    }
    app.cursor = g;
    match app.sel.gyms.binary_search(&g) {
        Ok(at) => {
            app.sel.gyms.remove(at);
        }
        Err(at) => app.sel.gyms.insert(at, g),
    }
    app.changed()
}

/// Switches to defense or attack covers (from team mode too): each kind
/// keeps its own pins, bans and size, the Pokémon pinned shared with team
/// mode ([`App::share_pins`]).
fn set_kind(app: &mut App, kind: Kind) -> Vec<Effect> {
    if app.sel.kind == kind && !app.teaming {
        return Vec::new();
    }
    app.teaming = false;
    app.sel.kind = kind;
    app.changed()
}

/// Switches to team mode: the best teams of Pokémon for both sides, with
/// team mode's own pins, bans, size and mode (its pins those of defense
/// covers, [`App::share_pins`]).
fn set_team(app: &mut App) -> Vec<Effect> {
    if app.teaming {
        return Vec::new();
    }
    app.teaming = true;
    app.changed()
}

/// Exact or overlapping: of the covers, or of the teams in team mode.
fn set_mode(app: &mut App, mode: Mode) -> Vec<Effect> {
    let now = if app.teaming {
        &mut app.team.mode
    } else {
        &mut app.sel.mode
    };
    if *now == mode {
        return Vec::new();
    }
    *now = mode;
    app.changed()
}

/// The most members of what is shown: a team's, or the kind's covers'.
fn size(app: &App) -> usize {
    if app.teaming {
        app.team.max
    } else {
        app.sel.max
    }
}

/// Sets the maximum within 1 ..= [`Kind::default_max`] of the kind: a party for
/// defense and for teams.
fn set_max(app: &mut App, max: usize) -> Vec<Effect> {
    let party = app.teaming || app.sel.kind == Kind::Defense;
    let max = max.clamp(
        1,
        if party {
            PARTY
        } else {
            app.sel.kind.default_max()
        },
    );
    if size(app) == max {
        if max == PARTY && party {
            app.note = Some(format!("a party holds at most {PARTY} Pokémon"));
        }
        return Vec::new();
    }
    if app.teaming {
        app.team.max = max;
    } else {
        app.side_mut().max = max;
    }
    app.changed()
}

/// `i`: the detail view of the highlighted cover or team; a note when
/// there is none yet.
fn open_detail(app: &mut App) -> Vec<Effect> {
    app.detail = super::detail_of::detail(app);
    if app.detail.is_none() {
        app.note = Some("i: no cover is highlighted yet".to_owned());
    }
    Vec::new()
}

fn open_picker(app: &mut App, purpose: Purpose) -> Vec<Effect> {
    app.picker = Some(Picker {
        purpose,
        filter: String::new(),
        highlight: 0,
    });
    Vec::new()
}

/// `v`: the next version of the game, then all merged, then the first
/// again. The map is the version's, so the live links are built anew; the
/// gyms, pins and bans stay.
fn next_version(app: &mut App) -> Vec<Effect> {
    let Some((shown, versions)) = app.versions() else {
        app.note = Some("v: this map has no versions".to_owned());
        return Vec::new();
    };
    let at = versions.iter().position(|v| v.eq_ignore_ascii_case(&shown));
    let next = match at {
        Some(i) if i + 1 < versions.len() => VersionChoice::Named(versions[i + 1].clone()),
        Some(_) => VersionChoice::All,
        None => VersionChoice::First,
    };
    let mut question = app.setup.question.clone();
    question.version = next;
    match Setup::new(&question) {
        // The gyms stay the planner's own (`sel.gyms`).
        Ok(setup) => app.set_setup(setup),
        Err(e) => {
            app.note = Some(format!("v: {e}"));
            Vec::new()
        }
    }
}

/// `t`: the story point planned at, in a game whose story is known: from
/// the point that holds now to the next of the selected gyms' (before each
/// of them, in story order; every point of the story when none is
/// selected), held whatever the gyms; past the last, back to following the
/// gyms (before the first selected one). So a plan over several gyms can
/// be set to a later point than its first gym's.
fn next_point(app: &mut App) -> Vec<Effect> {
    let Some((now, points)) = app.point() else {
        app.note = Some("t: this map has no story to plan along".to_owned());
        return Vec::new();
    };
    let selected: Vec<&str> = (app.sel.gyms.iter())
        .filter_map(|&g| app.setup.map.gyms.get(g))
        .map(|g| g.id.as_str())
        .collect();
    let of_gyms: Vec<usize> = (0..points.len())
        .filter(|&k| selected.is_empty() || selected.contains(&points[k].before))
        .collect();
    let first = of_gyms.first().copied();
    app.by = match (app.by, of_gyms.into_iter().find(|&k| k > now)) {
        (_, Some(k)) => Some(k),
        // Past the last held point: following the gyms again.
        (Some(_), None) => None,
        // Following the gyms' last point (the story's end, with none
        // selected): from the first again.
        (None, None) if first.is_some_and(|k| k != now) => first,
        (None, None) => {
            app.note = Some(
                "t: no later story point among the selected gyms (select the gyms ahead)"
                    .to_owned(),
            );
            return Vec::new();
        }
    };
    app.changed()
}

/// `u`: clears the pins and bans of the kind shown (or of team mode).
fn clear(app: &mut App) -> Vec<Effect> {
    let (pins, bans) = if app.teaming {
        (app.team.pins.is_empty(), app.team.bans.is_empty())
    } else {
        (app.side().pins.is_empty(), app.side().bans.is_empty())
    };
    if pins && bans {
        return Vec::new();
    }
    if app.teaming {
        let before = std::mem::take(&mut app.team.pins);
        app.team.bans.clear();
        app.share_pins(true, &before);
    } else {
        let before = named_pins(&app.side().pins);
        let side = app.side_mut();
        side.pins.clear();
        side.bans.clear();
        if app.sel.kind == Kind::Defense {
            app.share_pins(false, &before);
        }
    }
    app.changed()
}

/// `c`: abandons a running count, or starts one again.
fn count_key(app: &mut App) -> Vec<Effect> {
    if app.teaming {
        app.note = Some(
            "c: team mode shows the best teams and counts none (pokelinks team … --count counts them)"
                .to_owned(),
        );
        return Vec::new();
    }
    match app.count {
        Count::Counting(so_far) => {
            app.count = Count::Abandoned(so_far);
            vec![Effect::StopCount]
        }
        Count::Abandoned(_) => {
            app.count_generation = app.generation;
            app.count = Count::Counting(0);
            vec![app.count_effect()]
        }
        Count::Done(_) => Vec::new(),
    }
}

/// Leaves with the highlighted cover (or team), if there is one.
fn take(app: &mut App) -> Vec<Effect> {
    if app.teaming {
        return match app.highlighted_team() {
            Some(team) => vec![Effect::Quit(Some(Chosen {
                team: team.to_string(),
                command: app
                    .team
                    .command(&app.setup, app.by, &app.sel.gyms, app.safe, app.weak),
                showdown: crate::showdown::export(&team.sets),
            }))],
            None => Vec::new(),
        };
    }
    match app.highlighted() {
        Some(team) => vec![Effect::Quit(Some(Chosen {
            team: team.to_string(),
            command: app.command(),
            showdown: String::new(),
        }))],
        None => Vec::new(),
    }
}

/// Pins or bans `member`, or takes it back: choosing what is already
/// pinned (banned) unpins (unbans) it; another Pokémon of a pinned typing
/// takes its place, as `--with` keeps one member per typing; pinning a
/// banned typing unbans it, and the reverse.
fn choose(app: &mut App, purpose: Purpose, member: Member) {
    if app.teaming {
        let before = app.team.pins.clone();
        choose_pokemon(app, purpose, member.pokemon.unwrap_or_default());
        app.share_pins(true, &before);
        return;
    }
    let before = named_pins(&app.side().pins);
    choose_member(app, purpose, member);
    if app.sel.kind == Kind::Defense {
        app.share_pins(false, &before);
    }
}

/// Pins or bans a member of the covers shown, or takes it back (see
/// [`choose`]).
fn choose_member(app: &mut App, purpose: Purpose, member: Member) {
    let side = app.side_mut();
    let (this, other) = match purpose {
        Purpose::Pin => (&mut side.pins, &mut side.bans),
        Purpose::Ban => (&mut side.bans, &mut side.pins),
    };
    other.retain(|o| o.typing != member.typing);
    match this.binary_search_by_key(&member.typing, |m| m.typing) {
        Ok(at) if this[at] == member => {
            this.remove(at);
        }
        Ok(at) => this[at] = member,
        Err(at) => this.insert(at, member),
    }
}

/// Team mode's pin or ban: a Pokémon, taken back when chosen again; a
/// team may hold several of one typing, so no other leaves. Pinning a
/// banned Pokémon unbans it, and the reverse.
fn choose_pokemon(app: &mut App, purpose: Purpose, name: String) {
    let team = &mut app.team;
    let (this, other) = match purpose {
        Purpose::Pin => (&mut team.pins, &mut team.bans),
        Purpose::Ban => (&mut team.bans, &mut team.pins),
    };
    other.retain(|o| *o != name);
    match this.iter().position(|o| *o == name) {
        Some(at) => {
            this.remove(at);
        }
        None => this.push(name),
    }
}
