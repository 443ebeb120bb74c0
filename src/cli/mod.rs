//! The command line: raw arguments, their resolution, and the run.
//!
//! As ripgrep keeps raw flags apart from resolved configuration, the layers
//! here are: `args.rs` (clap and the original tool's bare words, as given),
//! `config.rs` (one [`Config`], every default applied once, contradictions
//! rejected), `check.rs` (the team check's table and JSON), `check_both.rs` (a
//! check on both sides), `team.rs` (the team search's layouts), `run.rs` (load, select, solve, [`run`] and the process-level
//! [`main`]) and [`output`] (table, JSON and the map listing). The binary
//! only calls [`main`].

mod args;
mod check;
mod check_both;
mod choices;
mod config;
mod exit;
mod gym;
pub mod output;
mod player;
mod progress;
mod run;
mod team;
mod team_file;
mod where_;

pub use crate::error::Error;
pub use args::command;
pub use choices::{Action, ColorWhen, Format, Layout};
pub use config::Config;
pub use exit::Exit;
pub use run::{Screen, main, plan_app, run, run_with_progress};
