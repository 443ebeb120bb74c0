//! What the tests that check problems against brute force share: docs/covers.md's
//! values and its order of covers, written here apart from the library, and
//! the random charts they are tried on.

use pokelinks::Typing;
use pokelinks::data::Multiplier;
use pokelinks::problem::{Kind, Team};
use proptest::prelude::*;
use std::collections::BTreeMap;

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

/// A random chart as JSON: 4–8 types, 5–16 typings, random multipliers.
pub fn chart() -> impl Strategy<Value = String> {
    let types = proptest::sample::subsequence(pokelinks::Type::ALL.to_vec(), 4..=8);
    types.prop_flat_map(|types| {
        let n = types.len();
        let typing = (0..n, proptest::option::of(0..n)).prop_map(move |(a, b)| (a, b));
        let typings = proptest::collection::vec(typing, 5..=16);
        let rows = proptest::collection::vec(proptest::collection::vec(0usize..6, n), 16);
        (Just(types), typings, rows).prop_map(|(types, typings, rows)| {
            let mut chart: BTreeMap<String, BTreeMap<&str, Vec<String>>> = BTreeMap::new();
            for (t, &(a, b)) in typings.iter().enumerate() {
                let typing = match b {
                    Some(b) if b != a => format!("{}-{}", types[a], types[b]),
                    _ => types[a].to_string(),
                };
                let name: Typing = typing.parse().unwrap();
                let mut lists: BTreeMap<&str, Vec<String>> = BTreeMap::new();
                for (attack, &m) in types.iter().zip(&rows[t]) {
                    let list = ["immune", "quarter", "half", "normal", "double", "quadruple"][m];
                    lists.entry(list).or_default().push(attack.to_string());
                }
                chart.insert(name.to_string(), lists);
            }
            serde_json::to_string(&chart).unwrap()
        })
    })
}
