//! The planner's styles and pane frames, coloured or not: what every
//! component draws with, below the state it draws (so a component's own
//! drawing needs neither the planner's state nor the whole screen's).

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;
use ratatui::widgets::Block;

use super::text::cut;

/// The styles of the screen, coloured or not.
pub(super) struct Theme {
    pub(super) color: bool,
}

impl Theme {
    pub(super) fn fg(&self, c: Color) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }
    pub(super) fn title(&self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }
    pub(super) fn on(&self) -> Style {
        self.fg(Color::Green).add_modifier(Modifier::BOLD)
    }
    pub(super) fn off(&self) -> Style {
        self.fg(Color::Red)
    }
    pub(super) fn warn(&self) -> Style {
        self.fg(Color::Yellow)
    }
    pub(super) fn dim(&self) -> Style {
        self.fg(Color::DarkGray)
    }
    pub(super) fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// `text` in spans, each type name in it (`Fire`, both halves of
    /// `Bug-Steel`) in its type's colour, as the command line paints it.
    pub(super) fn typed<'a>(&self, text: &str, style: Style) -> Vec<Span<'a>> {
        if !self.color {
            return vec![Span::styled(text.to_owned(), style)];
        }
        let mut spans = Vec::new();
        let mut plain = String::new();
        // Words are split at what cannot be in a type's name, so that
        // `Fire,` and `(Fire)` are painted too.
        let mut word = String::new();
        let flush_word = |word: &mut String, plain: &mut String, spans: &mut Vec<Span<'a>>| {
            if let Ok(t) = word.parse::<crate::typing::Type>()
                && word.chars().next().is_some_and(char::is_uppercase)
            {
                if !plain.is_empty() {
                    spans.push(Span::styled(std::mem::take(plain), style));
                }
                let code = t.colour_code();
                spans.push(Span::styled(
                    std::mem::take(word),
                    style.fg(Color::Indexed(code)),
                ));
            } else {
                plain.push_str(word);
                word.clear();
            }
        };
        for c in text.chars() {
            if c.is_alphabetic() {
                word.push(c);
            } else {
                flush_word(&mut word, &mut plain, &mut spans);
                plain.push(c);
            }
        }
        flush_word(&mut word, &mut plain, &mut spans);
        if !plain.is_empty() {
            spans.push(Span::styled(plain, style));
        }
        spans
    }
}

/// A pane's frame, its title in the title style, cut to fit; the focused
/// one is bold.
pub(super) fn pane<'a>(title: &str, width: u16, focused: bool, theme: &Theme) -> Block<'a> {
    let title = cut(title, usize::from(width.saturating_sub(2)));
    let block = Block::bordered().title(Span::styled(title, theme.title()));
    if focused {
        block.border_style(Style::new().add_modifier(Modifier::BOLD))
    } else {
        block
    }
}
