//! pokelinks plans Pokémon teams with Knuth's dancing links.
//!
//! The library answers two cover problems over a type chart: which typings
//! resist every attack type at chosen gyms (defense), and which attack types
//! hit every typing there super-effectively (attack). Layers, bottom up:
//! [`typing`] (the `u32` encoding), [`chart`] and [`map`] (validated data),
//! [`shipped`] (the embedded data), [`links`] and [`search`] (the generic
//! dancing-links engine), [`rank`] (ranking and order of covers),
//! [`problem`] (the Pokémon problems on top of the engine), [`partial`]
//! (items nothing covers, set aside so that the rest is answered), [`check`] (a
//! team the player has, held against the gyms, and how to finish it),
//! [`plan`] (the live terminal planner), [`escape`] (text from data files
//! made safe to print), and [`cli`] (the command line, which the binary
//! only calls).
#![forbid(unsafe_code)]

pub mod check;
pub mod cli;
pub mod data;
pub mod error;
pub mod escape;
pub mod links;
pub mod partial;
pub mod plan;

pub mod problem;
pub mod rank;
pub mod roster;
pub mod search;
pub mod setup;

pub mod typing;
pub mod weak;

pub use typing::{ParseTypingError, Type, Typing};

/// README.md's library example, compiled and run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
struct ReadmeDoctests;
