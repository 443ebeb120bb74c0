//! What the tests that check problems against brute force share: docs/covers.md's
//! values and its order of covers, the damage of a hit with abilities,
//! written here apart from the library, and the random charts and abilities
//! they are tried on.

use pokelinks::Typing;
use pokelinks::data::ability::Ability;
use pokelinks::data::{Chart, Multiplier};
use pokelinks::problem::{Kind, Team};
use pokelinks::profile::Profile;
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

/// The abilities the random profiles carry (any of them on either side:
/// an attacker's Levitate, a defender's Scrappy change nothing).
pub const ABILITIES: [&str; 8] = [
    "Levitate",
    "Thick Fat",
    "Filter",
    "Wonder Guard",
    "Scrappy",
    "Mold Breaker",
    "Tinted Lens",
    "Pixilate",
];

/// The damage factor of `attack`'s hit on `defense`, written from the
/// abilities' descriptions (data/README.md "Abilities and Tera") apart
/// from `src/matchup.rs`: floats, not eighths; `None` where the chart
/// lacks a typing it needs.
pub fn damage(chart: &Chart, attack: Profile, defense: Profile) -> Option<f64> {
    use pokelinks::Type;
    let name = |p: Profile| p.ability.map(|a| a.name());
    let (by, of) = (name(attack), name(defense));
    let mut t = attack.typing.first();
    if by == Some("Pixilate") && t == Type::Normal {
        t = Type::Fairy;
    }
    let factor = |t: Type, d: Typing| chart.multiplier(t, d).map(|m| m.factor());
    let mut effectiveness = factor(t, defense.typing)?;
    let scrappy = by == Some("Scrappy") && matches!(t, Type::Normal | Type::Fighting);
    if scrappy && defense.typing.contains(Type::Ghost) {
        effectiveness = match defense.typing.types().find(|&o| o != Type::Ghost) {
            Some(other) => factor(t, other.into())?,
            None => 1.0,
        };
    }
    let of = if by == Some("Mold Breaker") { None } else { of };
    let mut damage = effectiveness;
    match of {
        Some("Levitate") if t == Type::Ground => return Some(0.0),
        Some("Wonder Guard") if effectiveness < 2.0 => return Some(0.0),
        Some("Filter") if effectiveness > 1.0 => damage *= 0.75,
        Some("Thick Fat") if matches!(t, Type::Fire | Type::Ice) => damage *= 0.5,
        _ => {}
    }
    if by == Some("Tinted Lens") && effectiveness > 0.0 && effectiveness < 1.0 {
        damage *= 2.0;
    }
    Some(damage)
}

/// The ability of index `a` among [`ABILITIES`] and none (one more index).
pub fn ability(a: usize) -> Option<Ability> {
    let name = ABILITIES.get(a % (ABILITIES.len() + 1))?;
    Some(Ability::named(name, 9).unwrap())
}

/// The multiplier a damage factor counts as (data/README.md "Abilities and
/// Tera"):
/// ×0; up to ×¼ (a halved ×¼ too) as ×¼; up to ×½; below ×2 (Filter's
/// ×1.5 too) neutral; below ×4 (Filter's ×3) as ×2; else ×4.
pub fn class(d: f64) -> Multiplier {
    match d {
        0.0 => Multiplier::Immune,
        d if d <= 0.25 => Multiplier::Quarter,
        d if d <= 0.5 => Multiplier::Half,
        d if d < 2.0 => Multiplier::Normal,
        d if d < 4.0 => Multiplier::Double,
        _ => Multiplier::Quadruple,
    }
}
