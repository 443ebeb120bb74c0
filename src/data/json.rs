//! Reading data files: whole UTF-8 text, parsed in one pass.
//!
//! This module owns the machinery every format shares: files are read whole
//! and checked to be UTF-8, then parsed in one pass by serde visitors that
//! validate each name where it stands. A visitor that finds a problem records
//! it in the [`Cx`]; [`parse_json`] adds serde_json's position, so an error
//! can say the file, the line and column, and the entry it is about.

use std::cell::Cell;
use std::io;
use std::path::Path;

use serde::de;

use super::error::{DataError, Location};

/// Reads a whole file as UTF-8 text; errors name the path as it shows.
pub(crate) fn read_text(path: &Path) -> Result<String, DataError> {
    let name = path.display().to_string();
    let read_error = |kind: io::ErrorKind, reason: String| DataError::Read {
        path: name.clone(),
        kind,
        reason,
    };
    if path.is_dir() {
        return Err(read_error(
            io::ErrorKind::IsADirectory,
            "is a directory, not a file".into(),
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| {
        let reason = match e.kind() {
            io::ErrorKind::NotFound => "no such file".to_owned(),
            io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
            io::ErrorKind::IsADirectory => "is a directory, not a file".to_owned(),
            _ => format!("cannot read: {e}"),
        };
        read_error(e.kind(), reason)
    })?;
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
        let message = message.strip_suffix(&suffix).unwrap_or(&message).to_owned();
        DataError::Json {
            at,
            entry: cx.entry.take(),
            message,
        }
    })
}
