//! Wrapping text to a width: the one rule every text layout follows, on the
//! command line ([`Wrap`], around its output) and in the planner
//! ([`lines`]).
//!
//! A line wider than the width breaks at the last space that fits, never
//! inside a word unless a word alone is wider than a line. The rest hangs
//! under the field that was broken — a field starts after the line's
//! indent or after two spaces or more, so `Items:    Bug Dark …` goes on
//! under `Bug`, a matrix's last column under itself — when that leaves room
//! (16 columns); else under the line's second field, the value of a
//! `Label:  value` line; a line of one field hangs two columns in. A
//! field that would show only its first few columns at a line's end starts
//! the next line instead. Widths
//! are of what a terminal shows: colour sequences take no column,
//! characters take their Unicode width.

use std::io::{self, Write};

use unicode_width::UnicodeWidthChar;

/// The width of a screen whose size is not known (the library's default).
///
/// ```
/// assert_eq!(pokelinks::wrap::PIPE_WIDTH, 80);
/// ```
pub const PIPE_WIDTH: usize = 80;

/// The width of a pipe or a file without `COLUMNS`: so wide that no line
/// breaks. Scripts read those lines (the plain layout is one line per
/// cover); only a terminal, or a width asked for, wraps.
pub const UNBOUNDED: usize = usize::MAX / 4;

/// The fewest columns a hanging line keeps for its text.
const ROOM: usize = 16;

/// The most columns of a field left at a line's end: a field that would
/// show no more than this before the break starts the next line instead.
const FIELD_END: usize = 12;

/// The columns `text` takes on a terminal: its characters' widths, colour
/// (and other CSI) sequences left out.
///
/// ```
/// assert_eq!(pokelinks::wrap::columns("\u{1b}[38;5;69mWater\u{1b}[39m ×½"), 8);
/// ```
pub fn columns(text: &str) -> usize {
    cells(text).map(|(_, _, w)| w).sum()
}

/// Each shown character of `text`: its byte offset, itself and its width;
/// CSI sequences (`ESC [ … final`) are skipped whole.
fn cells(text: &str) -> impl Iterator<Item = (usize, char, usize)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        loop {
            let (at, c) = chars.next()?;
            if c == '\u{1b}' && chars.peek().is_some_and(|&(_, n)| n == '[') {
                chars.next();
                // Parameters and intermediates, then one final byte.
                for (_, n) in chars.by_ref() {
                    if ('\u{40}'..='\u{7e}').contains(&n) {
                        break;
                    }
                }
                continue;
            }
            return Some((at, c, c.width().unwrap_or(0)));
        }
    })
}

/// The columns at which the fields of `line` start: after its indent, and
/// after each run of two spaces or more, and after a first word that ends
/// in `:`.
fn fields(line: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let (mut col, mut spaces, mut last) = (0, 0, ' ');
    for (_, c, w) in cells(line) {
        if c == ' ' {
            spaces += 1;
        } else {
            // A label (`Abilities: …`) ends its field with one space too.
            let labelled = starts.len() == 1 && spaces == 1 && last == ':';
            if starts.is_empty() || spaces >= 2 || labelled {
                starts.push(col);
            }
            spaces = 0;
            last = c;
        }
        col += w;
    }
    starts
}

/// `line` (one line, without its newline) cut into lines at most `width`
/// columns wide by the module's rule.
///
/// ```
/// use pokelinks::wrap::lines;
/// assert_eq!(lines("Items:    Bug Dark Dragon Electric", 24),
///            ["Items:    Bug Dark", "          Dragon", "          Electric"]);
/// assert_eq!(lines("short", 24), ["short"]);
/// // A word of half the width or more is copied, not read: left whole.
/// let code = "Team code: Geodude|||Sturdy|rockthrow,tackle||||||12|";
/// assert_eq!(lines(code, 24), [code]);
/// ```
pub fn lines(line: &str, width: usize) -> Vec<String> {
    let width = width.max(ROOM + 4);
    if line.len() <= width || columns(line) <= width {
        return vec![line.to_owned()];
    }
    // A team code or a path is copied whole: a line holding a word that
    // long stays one line.
    if line.split(' ').any(|word| columns(word) >= width / 2) {
        return vec![line.to_owned()];
    }
    let starts = fields(line);
    let keep = ROOM.min(width / 2);
    // Where a line goes on that broke inside the field starting at `field`
    // (a column of the output; `None` for the line's first field).
    let hang = |field: Option<usize>| match field {
        Some(f) if f + keep <= width => f,
        _ => match starts.get(1) {
            Some(&second) if second + keep <= width => second,
            _ => (starts[0] + 2).min(width - keep),
        },
    };
    let mut out = Vec::new();
    // The text left, the indent of its line, and the column at which the
    // field it continues started (`None`: the line's first field).
    let (mut rest, mut indent, mut field) = (line, 0, None);
    loop {
        let room = width - indent;
        let (mut fit, mut space, mut gap, mut run) = (None, None, None, None);
        let (mut col, mut spaces, mut seen_text) = (0, 0, false);
        // The field the text reached is in: a break leaves it open.
        let mut in_field = field;
        for (at, c, w) in cells(rest) {
            if col + w > room {
                fit = Some(at);
                break;
            }
            if c == ' ' && seen_text {
                space = Some((at, col, in_field));
                if spaces == 0 {
                    run = Some((at, col, in_field));
                }
                spaces += 1;
            } else if c != ' ' {
                if spaces >= 2 {
                    gap = run;
                    in_field = Some(indent + col);
                }
                seen_text = true;
                spaces = 0;
            }
            col += w;
        }
        let pad = " ".repeat(indent);
        let Some(fit) = fit else {
            out.push(format!("{pad}{rest}"));
            return out;
        };
        // A field that would end a line with a few columns of it
        // (`defense:` alone) goes whole to the next line instead.
        let space = match (gap, space) {
            // Not a label's value, though: `Items:` alone says nothing.
            (Some(gap), Some(space)) if gap.2.is_some() && space.1 - gap.1 <= FIELD_END => {
                Some(gap)
            }
            _ => space,
        };
        let (head, tail, open) = match space {
            Some((at, _, open)) => (&rest[..at], &rest[at..], open),
            // A word wider than a line: cut it where the line ends.
            None => (&rest[..fit], &rest[fit..], in_field),
        };
        out.push(format!("{pad}{}", head.trim_end()));
        indent = hang(open);
        field = Some(indent).filter(|_| open.is_some());
        rest = tail.trim_start();
        if rest.is_empty() {
            return out;
        }
    }
}

/// A writer that wraps every line written through it to `width` columns
/// ([`lines`]) before passing it on. Lines that fit go through as they are,
/// in one write, so a listing of short rows costs a scan for newlines.
///
/// ```
/// use std::io::Write;
/// let mut out = Vec::new();
/// let mut wrap = pokelinks::wrap::Wrap::new(&mut out, 20);
/// writeln!(wrap, "Gyms:     G1 G2 G3 G4 G5 G6 G7 G8")?;
/// wrap.flush()?;
/// drop(wrap);
/// assert_eq!(String::from_utf8(out)?, "Gyms:     G1 G2 G3\n          G4 G5 G6\n          G7 G8\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Wrap<W: Write> {
    out: W,
    width: usize,
    /// The start of a line whose end has not been written yet.
    pending: Vec<u8>,
}

impl<W: Write> Wrap<W> {
    /// Wraps what is written to `out` at `width` columns.
    pub fn new(out: W, width: usize) -> Wrap<W> {
        Wrap {
            out,
            width,
            pending: Vec::new(),
        }
    }

    /// Writes one whole line (its newline included) wrapped.
    fn line(&mut self, line: &[u8]) -> io::Result<()> {
        if line.len() <= self.width + 1 {
            return self.out.write_all(line);
        }
        // Only text is wrapped; bytes that are not UTF-8 pass as they are.
        let Ok(text) = std::str::from_utf8(line) else {
            return self.out.write_all(line);
        };
        for piece in lines(text.strip_suffix('\n').unwrap_or(text), self.width) {
            self.out.write_all(piece.as_bytes())?;
            self.out.write_all(b"\n")?;
        }
        Ok(())
    }
}

impl<W: Write> Write for Wrap<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut rest = buf;
        if !self.pending.is_empty() {
            let Some(end) = rest.iter().position(|&b| b == b'\n') else {
                self.pending.extend_from_slice(rest);
                return Ok(buf.len());
            };
            let mut line = std::mem::take(&mut self.pending);
            line.extend_from_slice(&rest[..=end]);
            self.line(&line)?;
            rest = &rest[end + 1..];
        }
        // Runs of lines that fit are written in one go.
        let mut run = 0;
        let mut at = 0;
        while let Some(len) = rest[at..].iter().position(|&b| b == b'\n') {
            let end = at + len + 1;
            if len > self.width {
                self.out.write_all(&rest[run..at])?;
                self.line(&rest[at..end])?;
                run = end;
            }
            at = end;
        }
        self.out.write_all(&rest[run..at])?;
        self.pending.extend_from_slice(&rest[at..]);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let line = std::mem::take(&mut self.pending);
            self.line(&line)?;
        }
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_fits_and_no_word_is_cut() {
        let line = "  Electric  ×2     ×0           ×1    ×½     ×½        ×1      Ground-Rock Grass Electric";
        let wrapped = lines(line, 80);
        assert!(wrapped.iter().all(|l| columns(l) <= 80), "{wrapped:?}");
        // The last column goes on under itself.
        assert_eq!(wrapped[1].trim_start(), "Grass Electric");
        let last = columns(&line[..line.find("Ground-Rock").unwrap()]);
        assert_eq!(columns(&wrapped[1]) - "Grass Electric".len(), last);
        let words: Vec<&str> = wrapped.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(words, line.split_whitespace().collect::<Vec<_>>());
    }

    #[test]
    fn a_word_of_half_the_width_or_more_keeps_its_line_whole() {
        // A team code, a path: copied, so never cut.
        let line = format!("Town:  {} and more words after it", "x".repeat(50));
        assert_eq!(lines(&line, 30), std::slice::from_ref(&line));
        // Shorter words wrap as ever.
        let short = format!("Town:  {} and more words after it", "x".repeat(14));
        assert!(lines(&short, 30).iter().all(|l| columns(l) <= 30));
    }

    #[test]
    fn colour_takes_no_columns() {
        let red = "\u{1b}[38;5;160mFighting\u{1b}[39m";
        let line = format!("Items:    {}", [red; 8].join(" "));
        let wrapped = lines(&line, 40);
        assert_eq!(wrapped.len(), 3, "{wrapped:?}");
        assert!(wrapped.iter().all(|l| columns(l) <= 40));
    }

    #[test]
    fn lines_split_across_writes_are_wrapped_whole() {
        let mut out = Vec::new();
        let mut wrap = Wrap::new(&mut out, 20);
        for piece in [
            "Gyms:     G1 G2",
            " G3 G4 G5 G6\nok\n",
            "tail G7 G8 G9 G10 G11 G12",
        ] {
            wrap.write_all(piece.as_bytes()).unwrap();
        }
        wrap.flush().unwrap();
        drop(wrap);
        let text = String::from_utf8(out).unwrap();
        assert!(text.lines().all(|l| columns(l) <= 20), "{text}");
        assert!(
            text.starts_with("Gyms:     G1 G2 G3\n          G4 G5 G6\nok\ntail"),
            "{text}"
        );
    }
}
