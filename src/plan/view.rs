//! Drawing the planner from its state alone, with ratatui widgets: the gym
//! list with the highlighted gym's details, the mode with the pins and
//! bans, the covers (scrolled to the highlighted one), the count, the key
//! line, and the picker or the full help over them when open. Nothing here
//! changes the state, so a screen is a function of the state and the
//! terminal's size, which the snapshot tests rely on.
//!
//! Nothing is cut mid-word without a mark ([`super::text`]): a team wraps
//! between its typings, its Pokémon between their names, a gym's line ends
//! in `…` and its whole entry shows below the list.
//!
//! Text from the map (region, towns, leaders) is escaped
//! ([`crate::escape::escape`]): a map file is anyone's.
//!
//! Colour is a parameter: with it off (`NO_COLOR`), only bold and reversed
//! text mark what is selected or highlighted.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

use super::engine;
use super::keys::{self, KEYS};
use super::state::{App, Count, Covers, Focus, MIN_SIZE, PARTY, Purpose, Target};
use super::style::{Theme, pane};
use super::team::{TeamList, TeamRow};
use super::text::{cut, fit, wrap, wrap_text};
use crate::escape::escape;
use crate::problem::Kind;
use crate::problem::Team;
use crate::search::Mode;
use crate::weak::weaknesses;

/// Where each pane goes on a screen of `area`.
struct Panes {
    main: Rect,
    gyms: Rect,
    mode: Rect,
    covers: Rect,
    status: Rect,
    help: Rect,
}

/// The inner width of a bordered pane `area`.
fn inner(area: Rect) -> usize {
    usize::from(area.width.saturating_sub(2))
}

/// The layout, shared by drawing and by [`hit`].
fn panes(app: &App, area: Rect) -> Panes {
    let [main, status, help] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    // The covers' lines are the longest: the left column gets three
    // eighths, 30 columns of 80.
    let left_width = (area.width * 3 / 8).clamp(24, 44);
    let [left, covers] =
        Layout::horizontal([Constraint::Length(left_width), Constraint::Min(0)]).areas(main);
    let mode_rows = mode_lines(
        app,
        usize::from(left_width.saturating_sub(2)),
        &Theme { color: false },
    )
    .len();
    let [gyms, mode] =
        Layout::vertical([Constraint::Min(5), Constraint::Length(mode_rows as u16 + 2)])
            .areas(left);
    Panes {
        main,
        gyms,
        mode,
        covers,
        status,
        help,
    }
}

/// The lines of the highlighted gym's details, at most `room` (the last
/// one marked `…` when cut): its id and leader, its town, all its
/// attack types (typings, for attack), which its line in the list may
/// cut, and in a game the leader's team (each battle's Pokémon and
/// levels, `gym GAME GYM` in full).
fn gym_detail(app: &App, width: usize, room: usize) -> Vec<String> {
    let Some(gym) = app.setup.map.gyms.get(app.cursor) else {
        return Vec::new();
    };
    let mut lines = wrap_text(&format!("{} {}", escape(&gym.id), gym.leader), width);
    lines.extend(wrap_text(&gym.town.to_string(), width));
    // A team resists the attack types and hits the typings: both.
    let sides: &[Kind] = match (app.teaming, app.sel.kind) {
        (true, _) => &[Kind::Defense, Kind::Attack],
        (false, Kind::Defense) => &[Kind::Defense],
        (false, Kind::Attack) => &[Kind::Attack],
    };
    let mut with_abilities = false;
    for &kind in sides {
        let mut parts = vec![match kind {
            Kind::Defense => "attack:".to_owned(),
            Kind::Attack => "typings:".to_owned(),
        }];
        let items = crate::problem::items_of(&app.setup.chart, kind, &[gym]);
        with_abilities |= items.iter().any(|i| !i.is_bare());
        parts.extend(items.iter().map(ToString::to_string));
        lines.extend(wrap(&parts, " ", width));
    }
    // The Pokémon whose abilities the items shown count, when some do.
    let noted = crate::data::foes::noted(&[gym]);
    if with_abilities && !noted.is_empty() {
        let mut parts = vec!["abilities:".to_owned()];
        parts.extend(noted.iter().map(|n| escape(n).into_owned()));
        lines.extend(wrap(&parts, " ", width));
    }
    lines.extend(leader_team(app, gym, width));
    if lines.len() > room {
        lines.truncate(room);
        if let Some(last) = lines.last_mut() {
            *last = format!(
                "{}…",
                cut(last, width.saturating_sub(1)).trim_end_matches('…')
            );
        }
    }
    lines
}

/// The battles of `gym` in the game's version (every version's, merged),
/// a line each wrapped to `width`: `team: Geodude 12, Nosepass 15`, named
/// by trainer when the gym has several.
fn leader_team(app: &App, gym: &crate::data::Gym, width: usize) -> Vec<String> {
    (leader_battles(app, gym).iter())
        .flat_map(|parts| wrap(parts, " ", width))
        .collect()
}

/// The battles of `gym` in the game's version, each as the words of its
/// line (`team:`, `Geodude 12,`, `Nosepass 15`), escaped: the gym detail's
/// and the detail view's. None outside a game.
pub(super) fn leader_battles(app: &App, gym: &crate::data::Gym) -> Vec<Vec<String>> {
    let Some(choice) = &app.setup.game else {
        return Vec::new();
    };
    let version = choice.version.as_deref().filter(|v| *v != "all");
    let Ok(battles) = crate::data::parties::of_gym(&choice.game.id, &gym.id, version) else {
        return Vec::new();
    };
    let several = battles.len() > 1;
    let mut lines = Vec::new();
    for battle in &battles {
        let head = if several {
            format!("{}:", battle.trainer)
        } else {
            "team:".to_owned()
        };
        let mut parts = vec![escape(&head).into_owned()];
        let last = battle.pokemon.len().saturating_sub(1);
        parts.extend(battle.pokemon.iter().enumerate().map(|(i, p)| {
            let comma = if i < last { "," } else { "" };
            format!("{} {}{comma}", escape(p.species), p.level)
        }));
        lines.push(parts);
    }
    lines
}

/// How the gym pane `area` is split: the first gym listed, the rows of the
/// list, and the details below it.
fn gym_rows(app: &App, area: Rect) -> (usize, usize, Vec<String>) {
    let height = usize::from(area.height.saturating_sub(2));
    let gyms = app.setup.map.gyms.len();
    // The list shows every gym it has room for; the details, below a
    // rule, take what is left, if two rows are.
    let keep = gyms.min(height);
    let left = height.saturating_sub(keep + 1);
    let detail = if left >= 2 {
        gym_detail(app, inner(area), left)
    } else {
        Vec::new()
    };
    let rule = usize::from(!detail.is_empty());
    let rows = height.saturating_sub(detail.len() + rule).max(1);
    let first = (app.cursor + 1).saturating_sub(rows);
    (first, rows, detail)
}

/// The lines a cover takes in a covers pane `width` wide: its rank and
/// typings (wrapped between typings, with its weaknesses when shown), then
/// (defense, names on) the Pokémon of each typing, wrapped between them.
/// The first line starts with the cursor's mark.
fn cover_lines(app: &App, team: &Team, here: bool, width: usize) -> Vec<(String, bool)> {
    let text = width.saturating_sub(6).max(8);
    let mut parts: Vec<String> = team.types.iter().map(ToString::to_string).collect();
    if app.weak && app.sel.kind == Kind::Defense {
        let all: Vec<_> = app
            .items
            .iter()
            .chain(app.set_aside.iter().map(|s| &s.item))
            .copied()
            .collect();
        parts.push(format!(
            "· weak {}",
            weaknesses(&app.setup.chart, &all, &team.types)
        ));
    }
    let mut lines: Vec<(String, bool)> = wrap(&parts, " ", text)
        .into_iter()
        .enumerate()
        .map(|(i, line)| match i {
            0 => (format!("{}{:>3}  {line}", marker(here), team.rank), false),
            _ => (format!("      {line}"), false),
        })
        .collect();
    if app.lines_per_cover() == 2 {
        let groups: Vec<String> = (team.types.iter())
            .map(|&t| match app.pokemon_of(t).as_slice() {
                [] => "—".to_owned(),
                some => some.join(", "),
            })
            .collect();
        lines.extend(
            wrap(&groups, " · ", text)
                .into_iter()
                .map(|l| (format!("      {l}"), true)),
        );
    }
    lines
}

/// The lines a team takes (team mode): its rank and members, wrapped
/// between members, each its lead and, names on, up to
/// [`App::names_per_typing`] Pokémon that could take its place (`+N` for
/// the others), as the command line's layouts merge them; then its
/// weaknesses, when shown.
fn team_lines(app: &App, team: &TeamRow, here: bool, width: usize) -> Vec<(String, bool)> {
    let text = width.saturating_sub(6).max(8);
    let shown = if app.names { app.names_per_typing } else { 0 };
    let mut parts: Vec<String> = (team.members.iter())
        .map(|m| {
            let mut names: Vec<&str> = m
                .pokemon
                .iter()
                .take(1 + shown)
                .map(String::as_str)
                .collect();
            let hidden = m.pokemon.len() - names.len();
            let more = format!("+{hidden}");
            if hidden > 0 {
                names.push(&more);
            }
            escape(&names.join("/")).into_owned()
        })
        .collect();
    let last = parts.len().saturating_sub(1);
    for part in &mut parts[..last] {
        part.push(',');
    }
    if app.weak {
        parts.push(format!("· weak {}", team.weak));
    }
    (wrap(&parts, " ", text).into_iter().enumerate())
        .map(|(i, line)| match i {
            0 => (format!("{}{:>3}  {line}", marker(here), team.rank), false),
            _ => (format!("      {line}"), false),
        })
        .collect()
}

/// The lines of the `n`-th entry of the covers pane: a team in team mode,
/// else a cover.
fn entry_lines(app: &App, n: usize, here: bool, width: usize) -> Vec<(String, bool)> {
    if app.teaming {
        team_lines(app, &app.found_teams()[n], here, width)
    } else {
        cover_lines(app, &app.teams()[n], here, width)
    }
}

/// The covers shown in a covers pane `width` wide with `room` rows: the
/// first one, so that the highlighted cover is in view (at the bottom once
/// the list has scrolled), and how many fit from there.
fn cover_window(app: &App, width: usize, room: usize) -> (usize, usize) {
    let listed = app.listed();
    let height = |n: usize| entry_lines(app, n, false, width).len();
    let cursor = app.cover_cursor.min(listed.saturating_sub(1));
    let mut first = cursor;
    let mut used = if listed == 0 { 0 } else { height(cursor) };
    while first > 0 && used + height(first - 1) <= room {
        first -= 1;
        used += height(first);
    }
    let mut last = cursor + 1;
    while last < listed && used + height(last) <= room {
        used += height(last);
        last += 1;
    }
    (
        first,
        last.min(listed)
            .saturating_sub(first)
            .max(usize::from(listed > 0)),
    )
}

/// The lines above the teams (team mode): the column header, on a region
/// map that attacks are same-type only, and the items nothing covers.
fn teams_header(app: &App, width: usize) -> Vec<(String, bool)> {
    let weak = if app.weak { ", weak" } else { "" };
    let mut lines = vec![(
        cut(
            &format!("rank  team{weak} (higher is better: attack − defense)"),
            width,
        ),
        false,
    )];
    let TeamList::Ready(answer) = &app.team_list else {
        return lines;
    };
    let mut notes = Vec::new();
    if !answer.moves {
        notes.push(
            "Same-type attacks only (a region map has no moves: name a game for them)".to_owned(),
        );
    }
    if let Some(n) = answer.strongest {
        notes.push(format!("Moves: {}", crate::team::strongest_words(n)));
    }
    if answer.stopped {
        notes.push(format!("Search: {}", crate::team::stopped_words()));
    }
    if !answer.uncoverable.is_empty() {
        // Each item on its side, in the command line's words: Psychic to
        // resist and Psychic to hit are two items.
        let items: Vec<String> = (answer.uncoverable.iter())
            .map(|t| t.nothing_covers())
            .collect();
        notes.push(format!(
            "Uncovered: {}; the teams cover the rest",
            items.join("; ")
        ));
    }
    for note in notes {
        lines.extend(wrap_text(&note, width).into_iter().map(|l| (l, true)));
    }
    lines
}

/// The lines above the covers: the column header and what is set aside.
fn covers_header(app: &App, width: usize) -> Vec<(String, bool)> {
    if app.teaming {
        return teams_header(app, width);
    }
    let better = app.sel.kind.sense().words();
    let weak = if app.weak && app.sel.kind == Kind::Defense {
        ", weak"
    } else {
        ""
    };
    let mut lines = vec![(cut(&format!("rank  team{weak} ({better})"), width), false)];
    for aside in &app.set_aside {
        let line = format!("Set aside: {} ({aside})", aside.item);
        lines.extend(wrap_text(&line, width).into_iter().map(|l| (l, true)));
    }
    lines
}

/// How many covers the covers pane shows around the highlighted one on the
/// terminal of `app.size`: a page, for PgUp and PgDn (long teams wrap, so
/// it varies with the covers and the width).
///
/// ```
/// use pokelinks::plan::state::App;
/// use pokelinks::plan::view::covers_shown;
/// use pokelinks::setup::{Question, Setup};
/// let app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
/// assert_eq!(covers_shown(&app), 0); // none found yet
/// ```
pub fn covers_shown(app: &App) -> usize {
    let area = Rect::new(0, 0, app.size.0, app.size.1);
    let covers = panes(app, area).covers;
    let width = inner(covers);
    let room = usize::from(covers.height.saturating_sub(2))
        .saturating_sub(covers_header(app, width).len());
    if app.listed() == 0 {
        return 0;
    }
    cover_window(app, width, room).1
}

/// What a mouse click at `column`, `row` of a screen of `area` lands on: a
/// gym's row or a cover's, if either.
///
/// ```
/// use pokelinks::plan::state::{App, Target};
/// use pokelinks::plan::view::hit;
/// use ratatui::layout::Rect;
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
/// app.sel.gyms = vec![0];
/// app.start();
/// let screen = Rect::new(0, 0, 100, 24);
/// assert_eq!(hit(&app, screen, 5, 3), Some(Target::Gym(2))); // below the border, the third row
/// assert_eq!(hit(&app, screen, 5, 23), None); // the key line
/// ```
pub fn hit(app: &App, area: Rect, column: u16, row: u16) -> Option<Target> {
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 || app.picker.is_some() || app.help {
        return None;
    }
    let panes = panes(app, area);
    let inside = |r: Rect| {
        (column > r.x && column + 1 < r.right() && row > r.y && row + 1 < r.bottom())
            .then(|| usize::from(row - r.y - 1))
    };
    if let Some(n) = inside(panes.gyms) {
        let (first, rows, _) = gym_rows(app, panes.gyms);
        let g = first + n;
        return (n < rows && g < app.setup.map.gyms.len()).then_some(Target::Gym(g));
    }
    let n = inside(panes.covers)?;
    let width = inner(panes.covers);
    let header = covers_header(app, width).len();
    let room = usize::from(panes.covers.height.saturating_sub(2)).saturating_sub(header);
    let (first, shown) = cover_window(app, width, room);
    let mut top = header;
    for c in first..first + shown {
        let h = entry_lines(app, c, false, width).len();
        if (top..top + h).contains(&n) {
            return Some(Target::Cover(c));
        }
        top += h;
    }
    None
}

/// Draws the whole screen: the panes, or a centred message when the
/// terminal is smaller than [`MIN_SIZE`].
///
/// ```
/// use pokelinks::plan::state::App;
/// use ratatui::{Terminal, backend::TestBackend};
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 20).unwrap();
/// app.start();
/// let mut terminal = Terminal::new(TestBackend::new(80, 20)).unwrap();
/// terminal.draw(|f| pokelinks::plan::view::draw(f, &app, false)).unwrap();
/// assert!(terminal.backend().to_string().contains("Brock"));
/// ```
pub fn draw(frame: &mut Frame, app: &App, color: bool) {
    let theme = Theme { color };
    let area = frame.area();
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        too_small(frame, area);
        return;
    }
    let panes = panes(app, area);
    draw_gyms(frame, panes.gyms, app, &theme);
    draw_mode(frame, panes.mode, app, &theme);
    draw_covers(frame, panes.covers, app, &theme);
    draw_status(frame, panes.status, app, &theme);
    let width = usize::from(area.width);
    let foot = if app.detail.is_some() {
        keys::DETAIL.to_owned()
    } else if app.picker.is_some() {
        keys::PICKER.to_owned()
    } else if app.help {
        "any key closes the help  q quit".to_owned()
    } else {
        keys::foot(width, app.versions().is_some())
    };
    frame.render_widget(
        Paragraph::new(cut(&foot, width)).style(theme.dim()),
        panes.help,
    );
    if let Some(detail) = &app.detail {
        detail.draw(frame, panes.main, &theme);
    } else if app.picker.is_some() {
        draw_picker(frame, panes.main, app, &theme);
    } else if app.help {
        draw_help(frame, panes.main, &theme);
    }
}

/// The message shown instead of a layout that would not fit.
fn too_small(frame: &mut Frame, area: Rect) {
    let lines = vec![
        Line::from("Terminal too small"),
        Line::from(format!(
            "{}×{}: need at least {}×{}",
            area.width, area.height, MIN_SIZE.0, MIN_SIZE.1
        )),
        Line::from("q quits"),
    ];
    let height = (lines.len() as u16).min(area.height);
    let [_, middle, _] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(height),
        Constraint::Fill(1),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(lines).centered(), middle);
}

/// The mark of the row under the cursor, visible without colour or
/// attributes (and so in the text of a snapshot).
fn marker(here: bool) -> &'static str {
    if here { "›" } else { " " }
}

fn draw_gyms(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let place = match &app.setup.game {
        Some(game) => game.game.name.clone(),
        None => format!(
            "{} (gen {})",
            app.setup.map.region, app.setup.map.generation
        ),
    };
    let width = inner(area);
    let (first, rows, detail) = gym_rows(app, area);
    let mut lines: Vec<Line> = (app.setup.map.gyms.iter().enumerate())
        .skip(first)
        .take(rows)
        .map(|(g, gym)| {
            let on = app.sel.gyms.contains(&g);
            let shown = if app.teaming {
                Kind::Defense
            } else {
                app.sel.kind
            };
            let types = match shown {
                Kind::Defense => (gym.attack.iter().map(|t| t.name()))
                    .collect::<Vec<_>>()
                    .join(" "),
                Kind::Attack => (gym.defense.iter().map(ToString::to_string))
                    .collect::<Vec<_>>()
                    .join(" "),
            };
            let mark = if on { "[x]" } else { "[ ]" };
            let here = g == app.cursor && app.focus == Focus::Gyms && app.picker.is_none();
            let head = format!("{mark} {:<3} ", escape(&gym.id));
            let rest = cut(
                &format!("{} · {types}", gym.leader),
                width.saturating_sub(1 + head.chars().count()),
            );
            let mut spans = vec![
                Span::raw(marker(here)),
                Span::styled(head, if on { theme.on() } else { Style::new() }),
            ];
            spans.extend(theme.typed(&rest, Style::new()));
            let line = Line::from(spans);
            if here {
                line.style(theme.cursor())
            } else {
                line
            }
        })
        .collect();
    if !detail.is_empty() {
        lines.resize(rows, Line::default());
        lines.push(Line::styled("─".repeat(width), theme.dim()));
        lines.extend((detail.iter()).map(|l| Line::from(theme.typed(l, Style::new()))));
    }
    let block = pane(
        &format!(" {place} · gyms "),
        area.width,
        app.focus == Focus::Gyms,
        theme,
    );
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// The mode pane's lines at `width`: kind, mode and size; `--safe` and
/// weaknesses (defense); the game's version; the pins and bans by name.
fn mode_lines<'a>(app: &App, width: usize, theme: &Theme) -> Vec<Line<'a>> {
    let (kind, mode, max) = if app.teaming {
        ("team", app.team.mode, app.team.max)
    } else {
        (engine::kind_name(app.sel.kind), app.sel.mode, app.sel.max)
    };
    let mode = match mode {
        Mode::Exact => "exact",
        Mode::Overlapping => "overlapping",
    };
    let parts = [kind.to_owned(), mode.to_owned(), format!("at most {max}")];
    let mut lines: Vec<Line> = (wrap(&parts, " · ", width).into_iter())
        .map(|l| Line::styled(l, theme.on()))
        .collect();
    if app.sel.kind == Kind::Defense || app.teaming {
        let flag = |on: bool| if on { "on" } else { "off" };
        lines.push(Line::from(cut(
            &format!("safe {} · weak {}", flag(app.safe), flag(app.weak)),
            width,
        )));
    }
    if let Some((shown, _)) = app.versions() {
        lines.push(Line::from(cut(&format!("version: {shown} (v)"), width)));
    }
    if let Some((k, points)) = app.point() {
        let point = &points[k];
        let when = match (app.setup.map.gym(point.before), point.cap) {
            (Some(gym), Some(cap)) => format!("before {}, lv {cap}", gym.leader),
            _ => "after the Elite Four".to_owned(),
        };
        let follows = if app.by.is_none() { "" } else { " fixed" };
        let text = format!("by then: {when}{follows} (t)");
        let words: Vec<String> = text.split(' ').map(str::to_owned).collect();
        lines.extend(wrap(&words, " ", width).into_iter().map(Line::from));
    }
    let members = |label: &str, list: &[String], style: Style| {
        let mut parts = vec![label.to_owned()];
        if list.is_empty() {
            parts.push("—".to_owned());
        }
        let names: Vec<String> = list.iter().map(|n| escape(n).into_owned()).collect();
        let count = names.len();
        parts.extend(
            names.into_iter().enumerate().map(
                |(i, n)| {
                    if i + 1 < count { format!("{n},") } else { n }
                },
            ),
        );
        wrap(&parts, " ", width)
            .into_iter()
            .map(|l| Line::styled(l, style))
            .collect::<Vec<_>>()
    };
    let (pins, bans): (Vec<String>, Vec<String>) = if app.teaming {
        (app.team.pins.clone(), app.team.bans.clone())
    } else {
        let side = app.side();
        let names = |list: &[crate::roster::Member]| list.iter().map(ToString::to_string).collect();
        (names(&side.pins), names(&side.bans))
    };
    lines.extend(members("Pinned:", &pins, theme.on()));
    lines.extend(members("Banned:", &bans, theme.off()));
    lines
}

fn draw_mode(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let lines = mode_lines(app, inner(area), theme);
    let block = pane(" Mode and pins ", area.width, false, theme);
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

fn draw_covers(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let focused = app.focus == Focus::Covers;
    let width = inner(area);
    let header = covers_header(app, width);
    let mut lines: Vec<Line> = (header.iter())
        .map(|(l, warn)| Line::styled(l.clone(), if *warn { theme.warn() } else { theme.dim() }))
        .collect();
    let room = usize::from(area.height.saturating_sub(2)).saturating_sub(header.len());
    let (noun, searching, none) = if app.teaming {
        let none = match &app.team_list {
            TeamList::Failed(why) => Some(vec![why.to_string()]),
            TeamList::Ready(answer) if answer.teams.is_empty() => Some(no_team(app)),
            _ => None,
        };
        ("Teams", app.team_list == TeamList::Searching, none)
    } else {
        let none = match &app.covers {
            Covers::Ready(teams) if teams.is_empty() => Some(no_cover(app)),
            _ => None,
        };
        ("Covers", app.covers == Covers::Searching, none)
    };
    let title = if searching {
        lines.push(Line::from("searching…"));
        format!(" {noun} ")
    } else if let Some(why) = none {
        for line in why {
            lines.extend(wrap_text(&line, width).into_iter().map(Line::from));
        }
        format!(" No {} ", noun.trim_end_matches('s').to_lowercase())
    } else {
        let (first, shown) = cover_window(app, width, room);
        for n in first..first + shown {
            let here = focused && n == app.cover_cursor;
            for (text, dim) in entry_lines(app, n, here, width) {
                // The names under a cover stay dim; its typings are painted.
                let line = if dim {
                    Line::styled(text, theme.dim())
                } else {
                    Line::from(theme.typed(&text, Style::new()))
                };
                lines.push(if here {
                    line.style(theme.cursor())
                } else {
                    line
                });
            }
        }
        let found = app.listed();
        let of = match app.count {
            Count::Done(total) if !app.teaming => grouped(total),
            _ if found < app.wanted => grouped(found as u64),
            _ => format!("{}+", grouped(found as u64)),
        };
        let more = if app.more { ", finding more" } else { "" };
        format!(" {noun} {}–{} of {of}{more} ", first + 1, first + shown)
    };
    let block = pane(&title, area.width, focused, theme);
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// `Yellow's Pokédex`, when a game restricts the defense options.
fn dex_note(app: &App) -> Option<String> {
    let game = (app.setup.pool.game()).filter(|_| app.sel.kind == Kind::Defense)?;
    Some(format!("{}'s Pokédex", game.name))
}

/// Why there is no cover, and what to try: each a line.
fn no_cover(app: &App) -> Vec<String> {
    let names = |list: &[crate::profile::Profile]| {
        list.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    if !app.uncovered.is_empty() {
        // Why, in the command line's words; an item the roster does not
        // explain (none should be) is named all the same.
        let mut lines: Vec<String> = (app.uncovered_why.iter())
            .map(|why| format!("No cover: {why}."))
            .collect();
        if lines.is_empty() {
            lines.push(format!(
                "No cover: nothing covers {}.",
                names(&app.uncovered)
            ));
        }
        lines.extend(elsewhere_hint(app));
        return lines;
    }
    let mode = match app.sel.mode {
        Mode::Exact => "exact",
        Mode::Overlapping => "overlapping",
    };
    let scope = if app.sel.gyms.is_empty() {
        " for the whole chart"
    } else {
        ""
    };
    let mut lines = vec![format!(
        "No {mode} cover of at most {}{scope}.",
        app.sel.max
    )];
    if app.sel.gyms.is_empty() {
        lines.push("· select the gyms ahead: 1–9 or ␣".to_owned());
    }
    if app.sel.mode == Mode::Exact {
        lines.push("· o: overlapping covers, whose members may share an item".to_owned());
    }
    if app.sel.max < app.sel.kind.default_max() {
        lines.push("· +: more members".to_owned());
    }
    let side = app.side();
    if !side.pins.is_empty() || !side.bans.is_empty() {
        lines.push("· u: clear the pins and bans".to_owned());
    }
    lines
}

/// Whether the other kinds answer, in the command line's words, then the
/// key of each that does; while it is found, says so.
fn elsewhere_hint(app: &App) -> Vec<String> {
    let Some(line) = &app.elsewhere else {
        return vec!["Other kinds: finding whether they answer…".to_owned()];
    };
    let keys = [
        ("defense covers have an answer", "· d: defense covers"),
        ("attack covers have an answer", "· a: attack covers"),
        ("teams have an answer", "· m: teams"),
    ];
    let mut lines = vec![line.clone()];
    lines.extend(
        (keys.iter())
            .filter(|(said, _)| line.contains(said))
            .map(|(_, key)| (*key).to_owned()),
    );
    lines
}

/// Why there is no team, and what to try: each a line.
fn no_team(app: &App) -> Vec<String> {
    let mode = match app.team.mode {
        Mode::Exact => "exact",
        Mode::Overlapping => "overlapping",
    };
    let mut lines = vec![format!("No {mode} team of at most {}.", app.team.max)];
    let uncovered = matches!(&app.team_list, TeamList::Ready(a) if !a.uncoverable.is_empty());
    if uncovered {
        lines.extend(elsewhere_hint(app));
    }
    if app.team.mode == Mode::Exact {
        lines.push("· o: overlapping teams, whose members may share an item".to_owned());
    }
    if app.team.max < PARTY {
        lines.push("· +: more members".to_owned());
    }
    if !app.team.pins.is_empty() || !app.team.bans.is_empty() {
        lines.push("· u: clear the pins and bans".to_owned());
    }
    lines
}

/// `12345678` as `12,345,678`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `1 typing`, `2 typings`.
fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn draw_status(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let width = usize::from(area.width);
    if let Some(note) = &app.note {
        frame.render_widget(Paragraph::new(cut(note, width)).style(theme.warn()), area);
        return;
    }
    if app.teaming {
        frame.render_widget(Paragraph::new(fit(&team_status(app), width)), area);
        return;
    }
    let what = match app.sel.kind {
        Kind::Defense => "attack type",
        Kind::Attack => "typing",
    };
    let count = match app.count {
        Count::Counting(n) => format!("counting… {} (c stops)", grouped(n)),
        Count::Done(1) => "1 cover in all".to_owned(),
        Count::Done(n) => format!("{} covers in all", grouped(n)),
        Count::Abandoned(n) => format!("count stopped at {} (c counts)", grouped(n)),
    };
    let rest = format!(
        "  ·  {} to cover, {}{}",
        plural(app.items.len(), what),
        plural(app.options.len(), "option"),
        dex_note(app).map_or_else(String::new, |dex| format!(" of {dex}"))
    );
    let rest = fit(&rest, width.saturating_sub(count.chars().count()));
    let line = Line::from(vec![Span::styled(count, theme.title()), Span::raw(rest)]);
    frame.render_widget(Paragraph::new(line), area);
}

/// Team mode's status line: how many teams are shown and what was
/// searched.
fn team_status(app: &App) -> String {
    match &app.team_list {
        TeamList::Searching => "searching the best teams…".to_owned(),
        TeamList::Failed(_) => "no team search: see why above".to_owned(),
        TeamList::Ready(answer) => format!(
            "{} · resist {}, hit {} · {} Pokémon as {}",
            plural(answer.teams.len(), "best team"),
            plural(answer.resist.len(), "attack type"),
            plural(answer.hit.len(), "typing"),
            answer.candidates,
            plural(answer.options, "option")
        ),
    }
}

/// A box centred in `area`, at most `width` × `height`.
fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let (width, height) = (width.min(area.width), height.min(area.height));
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

fn draw_picker(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let Some(picker) = &app.picker else {
        return;
    };
    let popup = centred(
        area,
        area.width.saturating_sub(8).min(56),
        area.height.saturating_sub(2).min(16),
    );
    let width = inner(popup);
    let matches = app.offers();
    let title = match (picker.purpose, app.teaming) {
        (Purpose::Pin, false) => " Pin: every cover has it ",
        (Purpose::Ban, false) => " Ban: no cover has it ",
        (Purpose::Pin, true) => " Pin: every team has it ",
        (Purpose::Ban, true) => " Ban: no team has it ",
    };
    let mut lines = vec![Line::from(vec![
        Span::raw(format!("{}: ", picker.purpose.verb())),
        Span::styled(
            format!("{}▏", cut(&picker.filter, width.saturating_sub(8))),
            theme.title(),
        ),
    ])];
    let explain = match (app.picker_note(), matches.is_empty()) {
        (Some(note), _) => Some(note),
        (None, true) => Some(app.unoffered().unwrap_or_else(|| "nothing matches".into())),
        (None, false) => None,
    };
    for line in explain.iter().flat_map(|e| wrap_text(e, width)) {
        lines.push(Line::styled(line, theme.warn()));
    }
    // Scroll so that the highlighted match stays in view.
    let room = usize::from(popup.height.saturating_sub(2)).saturating_sub(lines.len());
    let first = picker.highlight.saturating_sub(room.saturating_sub(1));
    for (n, offer) in matches.iter().enumerate().skip(first).take(room) {
        let (pinned, banned) = chosen(app, offer);
        let state = if pinned {
            " (pinned)"
        } else if banned {
            " (banned)"
        } else {
            ""
        };
        let here = n == picker.highlight;
        let text = cut(
            &format!("{} {offer}", marker(here)),
            width.saturating_sub(state.len()),
        );
        let state = Span::styled(
            state,
            if state == " (banned)" {
                theme.off()
            } else {
                theme.on()
            },
        );
        let line = Line::from(vec![Span::raw(text), state]);
        lines.push(if here {
            line.style(theme.cursor())
        } else {
            line
        });
    }
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(pane(title, popup.width, true, theme)),
        popup,
    );
}

/// Whether an offer is pinned, and whether banned: in team mode by the
/// Pokémon's name, else by typing.
fn chosen(app: &App, offer: &crate::plan::state::Offer) -> (bool, bool) {
    if app.teaming {
        let name = offer.pokemon.as_deref().unwrap_or_default();
        return (
            app.team.pins.iter().any(|n| n == name),
            app.team.bans.iter().any(|n| n == name),
        );
    }
    let side = app.side();
    (
        side.pins.iter().any(|m| m.typing == offer.typing),
        side.bans.iter().any(|m| m.typing == offer.typing),
    )
}

/// The full help: every key and what it does, over the panes.
fn draw_help(frame: &mut Frame, area: Rect, theme: &Theme) {
    let popup = centred(area, area.width.saturating_sub(4).min(84), area.height);
    let width = inner(popup);
    let column = KEYS
        .iter()
        .map(|k| k.keys.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let mut lines = Vec::new();
    for k in KEYS {
        for (i, text) in wrap_text(k.long, width.saturating_sub(column))
            .into_iter()
            .enumerate()
        {
            let keys = if i == 0 { k.keys } else { "" };
            let pad = column - keys.chars().count();
            lines.push(Line::from(vec![
                Span::styled(keys.to_owned(), theme.title()),
                Span::raw(format!("{}{text}", " ".repeat(pad))),
            ]));
        }
    }
    let room = usize::from(popup.height.saturating_sub(2));
    if lines.len() > room {
        lines.truncate(room.saturating_sub(1));
        lines.push(Line::from("… (a taller terminal shows every key)"));
    }
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(pane(
            " Keys (any key closes this) ",
            popup.width,
            true,
            theme,
        )),
        popup,
    );
}
