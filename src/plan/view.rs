//! Drawing the planner from its state alone, with ratatui widgets: the gym
//! list, the mode, the pins and bans, the best covers, the count, the key
//! help, and the picker over them when it is open. Nothing here changes the
//! state, so a screen is a function of the state and the terminal's size,
//! which the snapshot tests rely on.
//!
//! Colour is a parameter: with it off (`NO_COLOR`), only bold and reversed
//! text mark what is selected or highlighted.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, List, ListItem, Paragraph};

use super::engine;
use super::state::{App, Count, Covers, Focus, MIN_SIZE, Purpose, Target};
use crate::problem::Kind;
use crate::search::Mode;
use crate::typing::Typing;

/// The key help, at the foot of the screen.
const HELP: &str = "␣/1-9 gym  ↑↓/Tab move  d/a e/o +/- mode  p/b pin/ban  u clear  n names  c count  x take  q quit";

/// The key help while the picker is open.
const PICKER_HELP: &str = "type to filter  ↑↓ move  Enter choose  Esc cancel";

/// The styles of the screen, coloured or not.
struct Theme {
    color: bool,
}

impl Theme {
    fn fg(&self, c: Color) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }
    fn title(&self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }
    fn on(&self) -> Style {
        self.fg(Color::Green).add_modifier(Modifier::BOLD)
    }
    fn off(&self) -> Style {
        self.fg(Color::Red)
    }
    fn dim(&self) -> Style {
        if self.color {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new()
        }
    }
    fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}

/// Where each pane goes on a screen of `area`.
struct Panes {
    main: Rect,
    gyms: Rect,
    mode: Rect,
    constraints: Rect,
    covers: Rect,
    status: Rect,
    help: Rect,
}

/// The layout, shared by drawing and by [`hit`].
fn panes(area: Rect) -> Panes {
    let [main, status, help] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    // The covers' lines are the longest: the gyms get two fifths.
    let left_width = (area.width * 2 / 5).clamp(24, 56);
    let [left, covers] =
        Layout::horizontal([Constraint::Length(left_width), Constraint::Min(0)]).areas(main);
    let [gyms, mode, constraints] = Layout::vertical([
        Constraint::Min(3),
        Constraint::Length(3),
        Constraint::Length(4),
    ])
    .areas(left);
    Panes {
        main,
        gyms,
        mode,
        constraints,
        covers,
        status,
        help,
    }
}

/// The first gym shown in a gym pane of `area`: the list scrolls so that
/// the cursor stays in view (Alola has 12 gyms; a small terminal shows 5).
fn first_gym(app: &App, area: Rect) -> usize {
    let room = usize::from(area.height.saturating_sub(2)).max(1);
    (app.cursor + 1).saturating_sub(room)
}

/// What a mouse click at `column`, `row` of a screen of `area` lands on: a
/// gym's row or a cover's, if either.
///
/// ```
/// use pokelinks::plan::state::{App, Target};
/// use pokelinks::plan::view::hit;
/// use pokelinks::problem::Kind;
/// use ratatui::layout::Rect;
/// use pokelinks::setup::{Question, Setup};
/// let app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
/// let screen = Rect::new(0, 0, 100, 24);
/// assert_eq!(hit(&app, screen, 5, 3), Some(Target::Gym(2))); // below the border, the third row
/// assert_eq!(hit(&app, screen, 70, 2), Some(Target::Cover(0))); // below the header
/// assert_eq!(hit(&app, screen, 70, 3), Some(Target::Cover(0))); // its Pokémon
/// assert_eq!(hit(&app, screen, 70, 4), Some(Target::Cover(1)));
/// assert_eq!(hit(&app, screen, 5, 23), None); // the help line
/// ```
pub fn hit(app: &App, area: Rect, column: u16, row: u16) -> Option<Target> {
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 || app.picker.is_some() {
        return None;
    }
    let panes = panes(area);
    let inside = |r: Rect, top: u16| {
        (column > r.x && column + 1 < r.right() && row > r.y + top && row + 1 < r.bottom())
            .then(|| usize::from(row - r.y - 1 - top))
    };
    if let Some(n) = inside(panes.gyms, 0) {
        let g = first_gym(app, panes.gyms) + n;
        return (g < app.setup.map.gyms.len()).then_some(Target::Gym(g));
    }
    // The covers pane's first row is its header; a cover may take two rows.
    inside(panes.covers, 1).map(|n| Target::Cover(n / app.lines_per_cover()))
}

/// Draws the whole screen: the panes, or a centred message when the
/// terminal is smaller than [`MIN_SIZE`].
///
/// ```
/// use pokelinks::plan::state::App;
/// use pokelinks::problem::Kind;
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
    let Panes {
        main,
        gyms,
        mode,
        constraints,
        covers,
        status,
        help,
    } = panes(area);
    draw_gyms(frame, gyms, app, &theme);
    draw_mode(frame, mode, app, &theme);
    draw_constraints(frame, constraints, app, &theme);
    draw_covers(frame, covers, app, &theme);
    draw_status(frame, status, app, &theme);
    let keys = if app.picker.is_some() {
        PICKER_HELP
    } else {
        HELP
    };
    frame.render_widget(Paragraph::new(keys).style(theme.dim()), help);
    if app.picker.is_some() {
        draw_picker(frame, main, app, &theme);
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

/// The names of a list of typings, space-separated.
fn names(list: &[Typing]) -> String {
    let names: Vec<String> = list.iter().map(ToString::to_string).collect();
    names.join(" ")
}

/// A pane's frame, its title in the title style; the focused one is bold.
fn pane<'a>(title: String, focused: bool, theme: &Theme) -> Block<'a> {
    let block = Block::bordered().title(Span::styled(title, theme.title()));
    if focused {
        block.border_style(Style::new().add_modifier(Modifier::BOLD))
    } else {
        block
    }
}

fn draw_gyms(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let what = match app.sel.kind {
        Kind::Defense => "attack types",
        Kind::Attack => "typings",
    };
    let title = format!(
        " {} (gen {}) · gyms: {} ",
        app.setup.map.region, app.setup.map.generation, what
    );
    let first = first_gym(app, area);
    let items: Vec<ListItem> = app
        .setup
        .map
        .gyms
        .iter()
        .enumerate()
        .skip(first)
        .map(|(g, gym)| {
            let on = app.sel.gyms.contains(&g);
            let types = match app.sel.kind {
                Kind::Defense => gym
                    .attack
                    .iter()
                    .map(|t| t.name())
                    .collect::<Vec<_>>()
                    .join(" "),
                Kind::Attack => names(&gym.defense),
            };
            let mark = if on { "[x]" } else { "[ ]" };
            let here = g == app.cursor && app.focus == Focus::Gyms && app.picker.is_none();
            let line = Line::from(vec![
                Span::raw(marker(here)),
                Span::styled(
                    format!("{mark} {:<3} ", gym.id),
                    if on { theme.on() } else { Style::new() },
                ),
                // Least useful last, where a narrow pane cuts it off.
                Span::raw(format!("{} · ", gym.leader)),
                Span::styled(types, theme.dim()),
                Span::raw(format!(" · {}", gym.town)),
            ]);
            let item = ListItem::new(line);
            if here {
                item.style(theme.cursor())
            } else {
                item
            }
        })
        .collect();
    let focused = app.focus == Focus::Gyms;
    frame.render_widget(List::new(items).block(pane(title, focused, theme)), area);
}

fn draw_mode(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let mode = match app.sel.mode {
        Mode::Exact => "exact",
        Mode::Overlapping => "overlapping",
    };
    let line = Line::from(vec![
        Span::styled(engine::kind_name(app.sel.kind), theme.on()),
        Span::raw(" · "),
        Span::styled(mode, theme.on()),
        Span::raw(" · at most "),
        Span::styled(app.sel.max.to_string(), theme.on()),
    ]);
    let block = pane(" Mode (d/a e/o +/-) ".into(), false, theme);
    frame.render_widget(Paragraph::new(line).block(block), area);
}

fn draw_constraints(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let list = |label: &'static str, list: &[Typing], style: Style| {
        let shown = if list.is_empty() {
            "—".to_owned()
        } else {
            names(list)
        };
        Line::from(vec![Span::raw(label), Span::styled(shown, style)])
    };
    let lines = vec![
        list("Pinned: ", &app.sel.pins, theme.on()),
        list("Banned: ", &app.sel.bans, theme.off()),
    ];
    let block = pane(" Pins and bans (p b u) ".into(), false, theme);
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

fn draw_covers(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let better = if engine::lower_is_better(app.sel.kind) {
        "lower rank is better"
    } else {
        "higher rank is better"
    };
    let focused = app.focus == Focus::Covers;
    let mut lines = vec![Line::from(Span::styled(
        format!("rank  team ({better})"),
        theme.dim(),
    ))];
    let title = match &app.covers {
        Covers::Searching => {
            lines.push(Line::from("searching…"));
            " Best covers ".to_owned()
        }
        Covers::Ready(teams) if teams.is_empty() => {
            lines.push(Line::from(no_cover(app)));
            " Best covers ".to_owned()
        }
        Covers::Ready(teams) => {
            for (n, team) in teams.iter().enumerate() {
                let here = focused && n == app.cover_cursor;
                let mut rows = vec![Line::from(format!(
                    "{}{:>3}  {team}",
                    marker(here),
                    team.rank
                ))];
                if app.lines_per_cover() == 2 {
                    rows.push(Line::from(Span::styled(
                        format!("      {}", pokemon(app, team)),
                        theme.dim(),
                    )));
                }
                lines.extend(rows.into_iter().map(|line| {
                    if here {
                        line.style(theme.cursor())
                    } else {
                        line
                    }
                }));
            }
            format!(
                " Best {} covers (Tab, then ⏎ or x, takes one) ",
                teams.len()
            )
        }
    };
    let block = pane(title, focused, theme);
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// The Pokémon behind a cover's typings, in the cover's order: a few per
/// typing (commas), typing after typing (`·`), `—` for a typing no Pokémon
/// has.
fn pokemon(app: &App, team: &engine::Team) -> String {
    let groups: Vec<String> = (team.types.iter())
        .map(|&t| match app.pokemon_of(t).as_slice() {
            [] => "—".to_owned(),
            some => some.join(", "),
        })
        .collect();
    groups.join(" · ")
}

/// `Yellow's Pokédex`, when a game restricts the defense options.
fn dex_note(app: &App) -> Option<String> {
    let game = app
        .setup
        .pool
        .game()
        .filter(|_| app.sel.kind == Kind::Defense)?;
    Some(format!("{}'s Pokédex", game.name))
}

/// Why there is no cover.
fn no_cover(app: &App) -> String {
    if app.uncovered.is_empty() {
        format!("No cover of at most {}.", app.sel.max)
    } else if let Some(dex) = dex_note(app) {
        format!(
            "No cover: nothing in {dex} covers {}.",
            names(&app.uncovered)
        )
    } else {
        format!("No cover: nothing covers {}.", names(&app.uncovered))
    }
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

fn draw_status(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let what = match app.sel.kind {
        Kind::Defense => "attack types",
        Kind::Attack => "typings",
    };
    let count = match app.count {
        Count::Counting(n) => format!("counting… {} (c stops)", grouped(n)),
        Count::Done(n) => format!("{} covers in all", grouped(n)),
        Count::Abandoned(n) => format!("count stopped at {} (c counts)", grouped(n)),
    };
    let line = Line::from(vec![
        Span::styled(count, theme.title()),
        Span::raw(format!(
            "  ·  {} {what} to cover, {} options{}",
            app.items.len(),
            app.options.len(),
            dex_note(app).map_or_else(String::new, |dex| format!(" of {dex}"))
        )),
    ]);
    frame.render_widget(Paragraph::new(line), area);
}

fn draw_picker(frame: &mut Frame, area: Rect, app: &App, theme: &Theme) {
    let Some(picker) = &app.picker else {
        return;
    };
    let width = area.width.saturating_sub(8).min(44);
    let height = area.height.saturating_sub(2).min(14);
    let popup = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    let matches = app.offers();
    let title = match picker.purpose {
        Purpose::Pin => " Pin: every cover has it ",
        Purpose::Ban => " Ban: no cover has it ",
    };
    let mut lines = vec![Line::from(vec![
        Span::raw(format!("{}: ", picker.purpose.verb())),
        Span::styled(format!("{}▏", picker.filter), theme.title()),
    ])];
    // Scroll so that the highlighted match stays in view.
    let room = usize::from(height.saturating_sub(3));
    let first = picker.highlight.saturating_sub(room.saturating_sub(1));
    if matches.is_empty() {
        let why = app.unoffered();
        lines.push(Line::from(
            why.unwrap_or_else(|| "no option matches".into()),
        ));
    }
    for (n, offer) in matches.iter().enumerate().skip(first).take(room) {
        let t = &offer.typing;
        let state = if app.sel.pins.contains(t) {
            Span::styled(" (pinned)", theme.on())
        } else if app.sel.bans.contains(t) {
            Span::styled(" (banned)", theme.off())
        } else {
            Span::raw("")
        };
        let here = n == picker.highlight;
        let line = Line::from(vec![Span::raw(format!("{} {offer}", marker(here))), state]);
        lines.push(if here {
            line.style(theme.cursor())
        } else {
            line
        });
    }
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(pane(title.into(), true, theme)),
        popup,
    );
}
