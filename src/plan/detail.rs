//! The detail view (`i` on the highlighted cover or team): for each of its
//! Pokémon where to catch it by the story point (the ways `pokelinks
//! where` prints, [`Setup::whereabouts`]), what it evolves into by the
//! level cap, its moves by then and its ability (as the Showdown set of
//! `x` has them, [`crate::team::sets`]); the story point and level cap; and
//! each selected gym's leader and team, as the gym detail shows them.
//!
//! A component as the picker is: it owns its state (what it shows, made
//! once when opened, and how far it is scrolled), its keys and its
//! drawing. What it shows is made when it opens, from the planner's
//! state then, so that a frame only wraps and draws it; what comes from
//! data is escaped as it is made.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};

use super::keys::chord;
use super::state::App;
use super::team::TeamRow;
use super::text::wrap;
use super::view::{Theme, leader_battles, pane};
use crate::escape::escape;
use crate::problem::{Kind, Team};
use crate::setup::Setup;
use crate::team::sets::{known_moves, player_set};

/// One line of the view before wrapping: its indent and its words, wrapped
/// between them (a continuation indented two more).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    indent: usize,
    parts: Vec<String>,
    /// A heading: drawn in the title's style.
    head: bool,
}

/// What the detail view leads to after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// It stays open.
    Stay,
    /// It closes.
    Close,
    /// It closes and the planner leaves with the cover shown (`x`).
    Take,
}

/// The open detail view: its title, its lines and how far it is
/// scrolled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail {
    /// The pane's title: which cover or team.
    pub title: String,
    rows: Vec<Row>,
    /// The first wrapped line shown.
    pub scroll: usize,
}

impl Detail {
    /// The detail of the highlighted cover (or team, in team mode), if
    /// the list has one.
    ///
    /// ```
    /// use pokelinks::plan::detail::Detail;
    /// use pokelinks::plan::state::{App, Covers};
    /// use pokelinks::problem::Team;
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
    /// app.start();
    /// assert!(Detail::of(&app).is_none()); // still searching
    /// app.covers = Covers::Ready(vec![Team { rank: 4, types: vec!["Ghost-Poison".parse().unwrap()] }]);
    /// let text = Detail::of(&app).unwrap().text(80).join("\n");
    /// assert!(text.contains("Gengar"), "{text}");
    /// assert!(text.contains("No ways to catch on a region map"), "{text}");
    /// ```
    pub fn of(app: &App) -> Option<Detail> {
        let mut rows = story_rows(app);
        let title = if app.teaming {
            let team = app.highlighted_team()?;
            rows.extend(team_rows(app, team));
            format!("Team {}: {team}", app.cover_cursor + 1)
        } else {
            let cover = app.highlighted()?;
            rows.extend(cover_rows(app, cover));
            format!("Cover {}: {cover}", app.cover_cursor + 1)
        };
        rows.extend(gym_rows(app));
        // A blank line before each heading but a first: the members and
        // gyms stand apart.
        let mut spaced: Vec<Row> = Vec::with_capacity(rows.len() * 2);
        for r in rows {
            if r.head && !spaced.is_empty() {
                spaced.push(row(0, Vec::new()));
            }
            spaced.push(r);
        }
        Some(Detail {
            title,
            rows: spaced,
            scroll: 0,
        })
    }

    /// The lines at `width` columns, wrapped between words.
    pub fn text(&self, width: usize) -> Vec<String> {
        let mut lines = Vec::new();
        for row in &self.rows {
            let room = width.saturating_sub(row.indent + 2).max(1);
            for (i, line) in wrap(&row.parts, " ", room).into_iter().enumerate() {
                let pad = row.indent + if i == 0 { 0 } else { 2 };
                lines.push(format!("{}{line}", " ".repeat(pad)));
            }
        }
        lines
    }

    /// Which wrapped lines are headings, at `width` columns.
    fn heads(&self, width: usize) -> Vec<bool> {
        let mut heads = Vec::new();
        for row in &self.rows {
            let room = width.saturating_sub(row.indent + 2).max(1);
            let n = wrap(&row.parts, " ", room).len();
            heads.extend(std::iter::repeat_n(row.head, n));
        }
        heads
    }

    /// A key: Esc, Enter, `q` or `i` close the view, `x` takes the cover;
    /// the arrows (`j` `k`), PgUp, PgDn, Home and End scroll it on a screen
    /// of `size` (columns, rows).
    pub fn key(&mut self, key: KeyEvent, size: (u16, u16)) -> Step {
        if chord(key) {
            return Step::Stay;
        }
        let (width, room) = frame_of(size);
        let len = self.text(width).len();
        let room = shown(len, room);
        let last = len.saturating_sub(room);
        let page = room.max(1);
        self.scroll = match key.code {
            KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q' | 'Q' | 'i' | 'I') => {
                return Step::Close;
            }
            KeyCode::Char('x' | 'X') => return Step::Take,
            KeyCode::Up | KeyCode::Char('k') => self.scroll.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.scroll + 1,
            KeyCode::PageUp => self.scroll.saturating_sub(page),
            KeyCode::PageDown | KeyCode::Char(' ') => self.scroll + page,
            KeyCode::Home => 0,
            KeyCode::End => last,
            _ => self.scroll,
        }
        .min(last);
        Step::Stay
    }

    /// Draws the view over `area` (the panes), scrolled, with a last line
    /// saying how to scroll when it does not fit.
    pub(super) fn draw(&self, frame: &mut Frame, area: Rect, theme: &Theme) {
        let width = usize::from(area.width.saturating_sub(2));
        let room = usize::from(area.height.saturating_sub(2));
        let text = self.text(width);
        let heads = self.heads(width);
        let fits = text.len() <= room;
        let shown = shown(text.len(), room);
        let first = self.scroll.min(text.len().saturating_sub(shown));
        let mut lines: Vec<Line> = (text.iter().zip(&heads))
            .skip(first)
            .take(shown)
            .map(|(line, &head)| {
                let style = if head {
                    theme.title()
                } else {
                    ratatui::style::Style::new()
                };
                Line::from(theme.typed(line, style))
            })
            .collect();
        if !fits {
            let end = (first + shown).min(text.len());
            lines.push(Line::styled(
                format!(
                    "lines {}–{end} of {} · ↑↓ PgUp PgDn scroll",
                    first + 1,
                    text.len()
                ),
                theme.dim(),
            ));
        }
        let title = format!(" {} ", self.title);
        frame.render_widget(Clear, area);
        frame.render_widget(
            Paragraph::new(lines).block(pane(&title, area.width, true, theme)),
            area,
        );
    }
}

/// The width and rows of the text inside the view on a screen of `size`:
/// the panes less their borders (the status and key lines stay below).
fn frame_of(size: (u16, u16)) -> (usize, usize) {
    (
        usize::from(size.0.saturating_sub(2)),
        usize::from(size.1.saturating_sub(4)),
    )
}

/// How many of `len` lines show in `room` rows: all of them, or one row
/// fewer than the room when the last row says how to scroll.
fn shown(len: usize, room: usize) -> usize {
    if len <= room {
        room
    } else {
        room.saturating_sub(1).max(1)
    }
}

fn row(indent: usize, parts: Vec<String>) -> Row {
    Row {
        indent,
        parts,
        head: false,
    }
}

fn words(text: &str) -> Vec<String> {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The story point and its level cap, in a game; a line saying there are
/// no ways to catch on a region map or in a game without story data.
fn story_rows(app: &App) -> Vec<Row> {
    let Some(choice) = &app.setup.game else {
        return vec![row(
            0,
            words(
                "No ways to catch on a region map: it has no story (pokelinks where reads a game's).",
            ),
        )];
    };
    match app.point() {
        Some((k, _)) => vec![row(
            0,
            words(&format!(
                "By {} · level cap {}",
                app.setup.point_name(k),
                app.pool.level_cap()
            )),
        )],
        None => vec![row(
            0,
            words(&format!(
                "No ways to catch: {} has no story data here (data/README.md, section 10).",
                escape(&choice.game.name)
            )),
        )],
    }
}

/// The lines of one Pokémon: its name, typing and ability, where to catch
/// it by then, what it evolves into, and its moves.
fn pokemon_rows(app: &App, name: &str, set: &crate::showdown::Set) -> Vec<Row> {
    let mut head = escape(name).into_owned();
    if let Some(ability) = &set.ability {
        head.push_str(&format!(" · ability {}", escape(ability)));
    }
    let mut rows = vec![row(2, words(&head))];
    if app.setup.game.is_some() {
        if let Some(place) = app.point()
            && let Some(found) = app.setup.whereabouts(name, Some(place.0))
        {
            if found.ways.is_empty() {
                rows.push(row(4, words("catch: not had by then")));
            }
            for way in &found.ways {
                rows.push(row(
                    4,
                    words(&format!("catch: from {}: {}", way.from, escape(&way.how))),
                ));
            }
        }
        if let Some(evolves) = app.pool.evolving().get(name) {
            rows.push(row(
                4,
                words(&format!("evolves {} (by the level cap)", escape(evolves))),
            ));
        }
        let moves: Vec<String> = set.moves.iter().map(|m| escape(m).into_owned()).collect();
        rows.push(row(
            4,
            words(&format!(
                "moves by then: {}",
                if moves.is_empty() {
                    "none that attack".to_owned()
                } else {
                    moves.join(", ")
                }
            )),
        ));
    }
    rows
}

/// A cover's members: each typing (defense) with the Pokémon named for it,
/// or each attack type with who brings it (in a game), and each Pokémon's
/// lines.
fn cover_rows(app: &App, cover: &Team) -> Vec<Row> {
    let mut rows = Vec::new();
    for &profile in &cover.types {
        rows.push(Row {
            indent: 0,
            parts: vec![format!("{profile}:")],
            head: true,
        });
        let named: Vec<(String, Vec<String>)> = match app.sel.kind {
            Kind::Defense => (app.pokemon_of(profile).into_iter())
                .map(|name| (name.to_owned(), known_moves(&app.pool, name)))
                .collect(),
            Kind::Attack => (app
                .pool
                .behind(Kind::Attack, &[profile], app.names_per_typing))
            .into_iter()
            .flat_map(|(_, behind)| behind)
            .map(|b| {
                // The move that brings the type first, then the others it
                // knows by then.
                let known: Vec<String> = (known_moves(&app.pool, &b.pokemon).into_iter())
                    .filter(|m| b.move_name.as_ref() != Some(m))
                    .collect();
                let mut moves: Vec<String> = b.move_name.into_iter().collect();
                moves.extend(known);
                (b.pokemon, moves)
            })
            .collect(),
        };
        if named.is_empty() {
            rows.push(row(2, words("— (no Pokémon named)")));
        }
        for (name, moves) in named {
            let set = player_set(&app.pool, &name, profile.ability, &moves);
            rows.extend(pokemon_rows(app, &name, &set));
        }
    }
    rows
}

/// A team's members: each lead with its set's ability and moves, and the
/// Pokémon that could take its place.
fn team_rows(app: &App, team: &TeamRow) -> Vec<Row> {
    let mut rows = Vec::new();
    for (n, member) in team.members.iter().enumerate() {
        let Some(lead) = member.pokemon.first() else {
            continue;
        };
        rows.push(Row {
            indent: 0,
            parts: vec![format!("{}:", member.profile)],
            head: true,
        });
        let set =
            (team.sets.get(n).cloned()).unwrap_or_else(|| player_set(&app.pool, lead, None, &[]));
        rows.extend(pokemon_rows(app, lead, &set));
        if member.pokemon.len() > 1 {
            let others: Vec<String> = (member.pokemon[1..].iter())
                .map(|p| escape(p).into_owned())
                .collect();
            rows.push(row(4, words(&format!("or: {}", others.join(", ")))));
        }
    }
    rows
}

/// Each selected gym's leader, town and team, as the gym detail shows them.
fn gym_rows(app: &App) -> Vec<Row> {
    let setup: &Setup = &app.setup;
    let mut rows = Vec::new();
    for gym in (app.sel.gyms.iter()).filter_map(|&g| setup.map.gyms.get(g)) {
        rows.push(Row {
            indent: 0,
            parts: words(&format!(
                "{} {} · {}",
                escape(&gym.id),
                gym.leader,
                gym.town
            )),
            head: true,
        });
        for parts in leader_battles(app, gym) {
            rows.push(row(2, parts));
        }
    }
    rows
}
