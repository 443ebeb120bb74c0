//! Where the player stands in a game's story, the concept every answer in
//! a game reads: the [`StoryPoint`] (a plain value: the checkpoint and the
//! choices that change what can be had), the game's data read once
//! ([`data::GameData`]), what can be had by each point
//! ([`availability`]), the pool of Pokémon at a point ([`pool::Pool`]) and
//! the moves they know by then ([`repertoire`]), and which moves a
//! Pokémon can learn in the game at all ([`learnable`]).
//!
//! The room imports nothing above it: `--by`, `--starter` and the version
//! are resolved by [`crate::setup`], which hands plain values down.

pub mod availability;
pub mod data;
pub mod haves;
pub mod learnable;
pub mod pool;
pub mod repertoire;
pub mod wild;

use availability::{Availability, Choices};

/// A point of a game's story: the checkpoint planned at (before a gym in
/// story order, or after the Elite Four) and the player's choices (the
/// version of the pair, the starter, trade evolutions). A value: read by
/// everyone, changed by no one; another point is another value.
///
/// ```
/// use pokelinks::story::StoryPoint;
/// use pokelinks::story::availability::Choices;
/// let point = StoryPoint { checkpoint: 0, choices: Choices::default() };
/// let copy = point; // a value: copied, never changed in place
/// assert_eq!(copy, point);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StoryPoint {
    /// The checkpoint's index in the story.
    pub checkpoint: usize,
    /// The choices that change what can be had.
    pub choices: Choices,
}

impl StoryPoint {
    /// The point before the first of `gyms` (their ids) in story order,
    /// after the Elite Four when none has one.
    pub fn before<'g>(
        availability: &Availability,
        choices: Choices,
        gyms: impl IntoIterator<Item = &'g str>,
    ) -> StoryPoint {
        let end = availability.points().len().saturating_sub(1);
        let checkpoint = (gyms.into_iter())
            .filter_map(|id| availability.checkpoint(id))
            .min()
            .unwrap_or(end);
        StoryPoint {
            checkpoint,
            choices,
        }
    }
}
