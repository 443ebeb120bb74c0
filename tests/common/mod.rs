//! What the tests that check problems against brute force share: docs/covers.md's
//! values and its order of covers, written here apart from the library.

use pokelinks::data::Multiplier;
use pokelinks::problem::{Kind, Team};

/// The value an option gives an item at multiplier `m` (docs/covers.md, "The two problems"), if it
/// covers it.
pub fn value(kind: Kind, m: Multiplier) -> Option<u32> {
    match (kind, m) {
        (Kind::Defense, Multiplier::Immune) => Some(1),
        (Kind::Defense, Multiplier::Quarter) => Some(2),
        (Kind::Defense, Multiplier::Half) => Some(3),
        (Kind::Attack, Multiplier::Double) => Some(5),
        (Kind::Attack, Multiplier::Quadruple) => Some(6),
        _ => None,
    }
}

/// Sorts teams in docs/covers.md's order: best rank first (lower for defense,
/// higher for attack), then fewer members, then names.
pub fn sort(kind: Kind, teams: &mut [Team]) {
    teams.sort_by(|a, b| {
        let by_rank = if kind == Kind::Defense {
            a.rank.cmp(&b.rank)
        } else {
            b.rank.cmp(&a.rank)
        };
        by_rank
            .then(a.types.len().cmp(&b.types.len()))
            .then_with(|| a.types.cmp(&b.types))
    });
}
