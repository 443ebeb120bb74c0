//! pokelinks plans Pokémon teams with Knuth's dancing links.
//!
//! The library answers two cover problems over a type chart: which typings
//! resist every attack type at chosen gyms (defense), and which attack types
//! hit every typing there super-effectively (attack) — in a game, with the
//! Pokémon a player can have before the gym ahead and the moves they know by
//! then. Layers, bottom up:
//!
//! - [`typing`] and [`multiplier`]: types, typings (a `u32` each) and damage
//!   factors;
//! - [`data`]: every file read, checked (charts, maps, games, Pokédexes,
//!   species, stories, encounters, evolutions, learnsets, moves), and the
//!   data shipped in the binary;
//! - [`links`], [`search`] and [`rank`]: the generic dancing-links engine
//!   and the order of covers;
//! - [`story`]: where the player stands in a game's story — the story
//!   point as a value, the game's data read once, what can be had at each
//!   point and which attack types those Pokémon bring;
//! - [`roster`]: who may play — the candidates of a question and why every
//!   other one is left out; [`weak`]: weaknesses;
//! - [`elsewhere`]: whether the other kinds of answer have one when the
//!   one asked for leaves items uncovered;
//! - [`problem`], [`partial`] and [`check`]: the cover problems over the
//!   engine, the items nothing covers set aside so that the rest is
//!   answered, and a team the player has held against the gyms;
//! - [`team`]: one team for both sides — Pokémon that resist every attack
//!   type and hit every typing, with the moves they know by then;
//! - [`setup`]: a question resolved once into what every front end uses;
//! - [`showdown`]: Pokémon Showdown's team text (export and packed),
//!   written and read;
//! - [`plan`] (the live terminal planner) and [`cli`] (the command line,
//!   which the binary only calls), with [`error`] and [`escape`] (text from
//!   data files made safe to print) and [`wrap`] (text wrapped to a
//!   terminal's width).
#![forbid(unsafe_code)]

pub mod check;
pub mod cli;
pub mod data;
pub mod elsewhere;
pub mod error;
pub mod escape;
pub mod links;
pub mod matchup;
pub mod multiplier;
pub mod partial;
pub mod plan;

pub mod problem;
pub mod profile;
pub mod rank;
pub mod roster;
pub mod search;
pub mod setup;
pub mod showdown;
pub mod story;
pub mod team;

pub mod typing;
pub mod weak;
pub mod wrap;

pub use typing::{ParseTypingError, Type, Typing};

/// README.md's library example, compiled and run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
struct ReadmeDoctests;
