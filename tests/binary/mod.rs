//! Running the real binary, shared by the tests that drive it: each run is
//! bounded by a timeout (a hang fails instead of blocking), starts without
//! NO_COLOR and with COLUMNS=80 (text wraps as on an 80-column terminal;
//! [`run_unsized`] leaves COLUMNS out), and may never panic.

// Each test binary compiles this module and uses part of it.
#![allow(dead_code)]

use std::time::Duration;

use assert_cmd::cargo::cargo_bin_cmd;

/// What one run left behind.
#[derive(Debug)]
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the binary with these extra environment variables.
pub fn run_with(args: &[&str], env: &[(&str, &str)]) -> Run {
    run_env(args, &[&[("COLUMNS", "80")], env].concat())
}

/// Runs the binary piped with no COLUMNS: no width is known.
pub fn run_unsized(args: &[&str]) -> Run {
    run_env(args, &[])
}

fn run_env(args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut cmd = cargo_bin_cmd!("pokelinks");
    cmd.env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .args(args)
        .timeout(Duration::from_secs(60));
    for (key, value) in env {
        cmd.env(key, value);
    }
    let output = cmd.output().expect("the binary runs");
    let run = Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(!run.stderr.contains("panicked"), "{args:?}: {}", run.stderr);
    run
}

/// Runs the binary.
pub fn run(args: &[&str]) -> Run {
    run_with(args, &[])
}

/// Runs the binary with text wrapped at 1,000 columns (`COLUMNS`), for the
/// tests about what a line says rather than how wide it is.
pub fn run_wide(args: &[&str]) -> Run {
    run_with(args, &[("COLUMNS", "1000")])
}

/// Runs and expects exit status 0 and a silent stderr; returns stdout.
pub fn ok(args: &[&str]) -> String {
    let run = run(args);
    assert_eq!((run.code, run.stderr.as_str()), (Some(0), ""), "{args:?}");
    run.stdout
}

/// [`ok`] with text wrapped at 1,000 columns ([`run_wide`]).
pub fn ok_wide(args: &[&str]) -> String {
    let run = run_wide(args);
    assert_eq!((run.code, run.stderr.as_str()), (Some(0), ""), "{args:?}");
    run.stdout
}

/// Runs and expects an error: status 2, nothing on stdout, one stderr line
/// `error: …` that contains `names`; returns that line.
pub fn bad(args: &[&str], names: &str) -> String {
    let run = run(args);
    assert_eq!(run.code, Some(2), "{args:?}: {run:?}");
    assert_eq!(run.stdout, "", "{args:?}");
    assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
    assert!(
        run.stderr.starts_with("error: "),
        "{args:?}: {}",
        run.stderr
    );
    assert!(
        run.stderr.contains(names),
        "{args:?}: {} lacks {names:?}",
        run.stderr
    );
    run.stderr
}
