//! The detail view (`i` on the highlighted cover or team): for each of its
//! Pokémon where to catch it by the story point, what it evolves into by
//! the level cap, its moves by then and its ability; the story point and
//! level cap; and each selected gym's leader and team.
//!
//! A component as the picker is: it owns its state (what it shows and how
//! far it is scrolled), its keys and its drawing. What it shows is made
//! once when it opens, from the planner's state then
//! ([`super::detail_of`]), so that a frame only wraps and draws it.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};

use super::keys::chord;
use super::style::{Theme, pane};
use super::text::wrap;

/// One line of the view before wrapping: its indent and its words, wrapped
/// between them (a continuation indented two more).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Row {
    pub(super) indent: usize,
    pub(super) parts: Vec<String>,
    /// A heading: drawn in the title's style.
    pub(super) head: bool,
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
    /// A view titled `title` of `rows`, a blank line before each heading
    /// but a first (the members and gyms stand apart), not scrolled.
    pub(super) fn new(title: String, rows: Vec<Row>) -> Detail {
        let mut spaced: Vec<Row> = Vec::with_capacity(rows.len() * 2);
        for r in rows {
            if r.head && !spaced.is_empty() {
                spaced.push(row(0, Vec::new()));
            }
            spaced.push(r);
        }
        Detail {
            title,
            rows: spaced,
            scroll: 0,
        }
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

/// A row of `parts` at `indent`, not a heading.
pub(super) fn row(indent: usize, parts: Vec<String>) -> Row {
    Row {
        indent,
        parts,
        head: false,
    }
}
