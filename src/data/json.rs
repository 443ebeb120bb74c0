//! Reading data files: whole UTF-8 text, parsed in one pass.
//!
//! This module owns the machinery every format shares: files are read whole
//! and checked to be UTF-8, then parsed in one pass by serde visitors that
//! validate each name where it stands. A visitor that finds a problem records
//! it in the [`Cx`]; [`parse_json`] adds serde_json's position, so an error
//! can say the file, the line and column, and the entry it is about.

use std::cell::Cell;
use std::io::{self, Read};
use std::path::Path;

use serde::de;

use super::error::{DataError, Location};
use crate::escape::{escape, quote};

/// The most bytes a data file may have: the largest shipped file is about
/// 40 KB, so 4 MiB leaves room for any real chart or map while keeping a
/// mistaken or hostile path (`/dev/zero`, a log file) from filling memory.
///
/// ```
/// assert_eq!(pokelinks::data::MAX_FILE_BYTES, 4 * 1024 * 1024);
/// ```
pub const MAX_FILE_BYTES: u64 = 4 << 20;

/// What a path that is not a regular file is, for messages.
fn not_a_file(kind: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "is a named pipe (FIFO), not a regular file";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "is a device, not a regular file";
        }
        if kind.is_socket() {
            return "is a socket, not a regular file";
        }
    }
    if kind.is_dir() {
        "is a directory, not a file"
    } else {
        "is not a regular file"
    }
}

/// Reads a whole file as UTF-8 text; errors name the path as it shows.
///
/// Only a regular file of at most [`MAX_FILE_BYTES`] is read: its type is
/// checked before it is opened (opening a FIFO would wait for a writer
/// forever), checked again on the opened file (the path may have changed in
/// between), and the read itself stops one byte past the limit, so no file
/// can make it read without end.
///
/// The path `-` is standard input, read with the same bound and named
/// `<stdin>` in errors (write `./-` for a file of that name).
pub(crate) fn read_text(path: &Path) -> Result<String, DataError> {
    if path == Path::new(STDIN) {
        return read_stdin();
    }
    let name = source_name(path);
    let read_error = |kind: io::ErrorKind, reason: String| DataError::Read {
        path: name.clone(),
        kind,
        reason,
    };
    let io_error = |e: io::Error| {
        let reason = match e.kind() {
            io::ErrorKind::NotFound => "no such file".to_owned(),
            io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
            io::ErrorKind::IsADirectory => "is a directory, not a file".to_owned(),
            _ => format!("cannot read: {e}"),
        };
        read_error(e.kind(), reason)
    };
    let check = |meta: std::fs::Metadata| {
        let kind = meta.file_type();
        if kind.is_dir() {
            return Err(read_error(
                io::ErrorKind::IsADirectory,
                not_a_file(kind).into(),
            ));
        }
        if !kind.is_file() {
            return Err(read_error(
                io::ErrorKind::InvalidInput,
                not_a_file(kind).into(),
            ));
        }
        if meta.len() > MAX_FILE_BYTES {
            return Err(too_large(&name));
        }
        Ok(())
    };
    check(std::fs::metadata(path).map_err(io_error)?)?;
    let file = std::fs::File::open(path).map_err(io_error)?;
    check(file.metadata().map_err(io_error)?)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        // The file grew after it was checked.
        return Err(too_large(&name));
    }
    utf8(bytes, name)
}

/// The path that names standard input.
pub(crate) const STDIN: &str = "-";

/// The name errors use for a path: as it shows, or `<stdin>` for `-`.
pub(crate) fn source_name(path: &Path) -> String {
    if path == Path::new(STDIN) {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    }
}

/// Reads standard input whole, up to [`MAX_FILE_BYTES`], as UTF-8 text.
/// Whatever stands behind it (a pipe, a file, `/dev/zero`), the read stops
/// one byte past the limit.
fn read_stdin() -> Result<String, DataError> {
    let name = source_name(Path::new(STDIN));
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| DataError::Read {
            path: name.clone(),
            kind: e.kind(),
            reason: format!("cannot read: {e}"),
        })?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large(&name));
    }
    utf8(bytes, name)
}

/// The bytes read from `name` as text, or where they stop being UTF-8.
fn utf8(bytes: Vec<u8>, name: String) -> Result<String, DataError> {
    String::from_utf8(bytes).map_err(|e| {
        let good = e
            .as_bytes()
            .get(..e.utf8_error().valid_up_to())
            .unwrap_or_default();
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        DataError::NotUtf8 {
            at: Location {
                file: name.clone(),
                line: 1 + good.iter().filter(|&&b| b == b'\n').count(),
                column: 1 + good.len() - line_start,
            },
        }
    })
}

/// The error for a file over [`MAX_FILE_BYTES`].
fn too_large(name: &str) -> DataError {
    DataError::Read {
        path: name.to_owned(),
        kind: io::ErrorKind::FileTooLarge,
        reason: format!(
            "is larger than {} MiB, the limit for a data file",
            MAX_FILE_BYTES >> 20
        ),
    }
}

/// What the visitors of one parse share: the problem they found, if any,
/// and the entry being read, for messages.
///
/// A visitor that finds a problem records how to build its [`DataError`] and
/// returns a placeholder serde error; serde_json adds the position on its way
/// out, and [`parse_json`] puts the two together.
#[derive(Default)]
pub(crate) struct Cx {
    problem: Cell<Option<Problem>>,
    entry: Cell<Option<String>>,
}

type Problem = Box<dyn FnOnce(Location) -> DataError>;

impl Cx {
    /// Records a problem; returns the serde error that stops the parse.
    pub(crate) fn fail<E: de::Error>(
        &self,
        problem: impl FnOnce(Location) -> DataError + 'static,
    ) -> E {
        self.problem.set(Some(Box::new(problem)));
        E::custom("invalid data")
    }

    /// Says which entry is being read, for messages about its shape.
    pub(crate) fn enter(&self, entry: Option<String>) {
        self.entry.set(entry);
    }

    /// `read`, the reading of an entry: when it fails, the entry it failed
    /// in is `entry`, unless an entry within it said so first. The words
    /// are written only then: a parse that fails nowhere writes none (a
    /// chart has a thousand entries). A parse that says its entries this way
    /// says none with [`Cx::enter`] within them.
    pub(crate) fn within<T, E>(
        &self,
        entry: impl FnOnce() -> String,
        read: Result<T, E>,
    ) -> Result<T, E> {
        if read.is_err() {
            let inner = self.entry.take();
            self.entry.set(inner.or_else(|| Some(entry())));
        }
        read
    }
}

/// Parses `text` with `read`, turning any serde_json error into a
/// [`DataError`] about `file`.
pub(crate) fn parse_json<'t, T>(
    text: &'t str,
    file: &str,
    read: impl FnOnce(
        &Cx,
        &mut serde_json::Deserializer<serde_json::de::StrRead<'t>>,
    ) -> serde_json::Result<T>,
) -> Result<T, DataError> {
    // A byte-order mark is not JSON, but editors on Windows write one.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let cx = Cx::default();
    let mut de = serde_json::Deserializer::from_str(text);
    let result = read(&cx, &mut de).and_then(|value| {
        cx.enter(None);
        de.end().map(|()| value)
    });
    result.map_err(|e| {
        // serde_json counts the column of the last byte it consumed, which
        // is 0 when it stopped before the first byte of a line.
        let at = Location {
            file: file.to_owned(),
            line: e.line(),
            column: if e.line() == 0 { 0 } else { e.column().max(1) },
        };
        if let Some(problem) = cx.problem.take() {
            return problem(at);
        }
        let message = e.to_string();
        let suffix = format!(" at line {} column {}", e.line(), e.column());
        let message = quote_values(message.strip_suffix(&suffix).unwrap_or(&message));
        DataError::Json {
            at,
            entry: cx.entry.take(),
            message,
        }
    })
}

/// serde_json's message with every quoted value in it (serde writes the
/// string it did not expect in double quotes, escaped) quoted again by
/// [`quote`]: cut to [`crate::escape::QUOTE_CHARS`] characters, so a shape
/// error does not copy a long value of the file, and escaped for the
/// terminal.
fn quote_values(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(open) = rest.find('"') {
        out.push_str(&escape(&rest[..open]));
        let inner = &rest[open + 1..];
        // The closing quote is the first one not escaped by a backslash.
        let mut close = None;
        let mut escaped = false;
        for (i, c) in inner.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    close = Some(i);
                    break;
                }
                _ => escaped = false,
            }
        }
        let Some(close) = close else {
            out.push_str(&quote(inner));
            return out;
        };
        let value: String = unescape_debug(&inner[..close]);
        out.push_str(&quote(&value));
        rest = &inner[close + 1..];
    }
    out.push_str(&escape(rest));
    out
}

/// Undoes the simple escapes of Rust's `Debug` for strings (`\"`, `\\`,
/// `\n`, `\t`, `\r`, `\u{…}`), so that [`quote`] escapes each character
/// once; anything else is kept as written.
fn unescape_debug(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('u') => {
                let code: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let decoded = code
                    .strip_prefix('{')
                    .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                    .and_then(char::from_u32);
                match decoded {
                    Some(c) => out.push(c),
                    None => {
                        out.push_str("\\u");
                        out.push_str(&code);
                        out.push('}');
                    }
                }
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// A shipped file (trusted: checked by the crate's tests) parsed with
/// serde's derives, its errors naming it.
pub(crate) fn parse_shipped<'t, T: serde::Deserialize<'t>>(
    source: &str,
    text: &'t str,
) -> Result<T, DataError> {
    serde_json::from_str(text).map_err(|e| DataError::Json {
        at: Location {
            file: source.to_owned(),
            line: e.line(),
            column: e.column(),
        },
        entry: None,
        message: e.to_string(),
    })
}
