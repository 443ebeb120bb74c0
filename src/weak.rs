//! Weaknesses: the hits at ×2 or ×4 a team takes from the attack types
//! being covered. The team check counts them, `--weak` shows them per
//! cover, and the roster's `--safe` rule leaves out every typing that has
//! one.

use crate::data::{Chart, Multiplier};
use crate::profile::Profile;
use crate::typing::Typing;

/// How many times the typings of `team` take a super-effective hit (×2 or
/// ×4) from the attack types `items`: one per member and attack type.
/// Typings the chart lacks take none.
///
/// ```
/// use pokelinks::weak::weaknesses;
/// use pokelinks::profile::Profile;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let t = |s: &str| Profile::from(s.parse::<pokelinks::Typing>().unwrap());
/// // Water is hit hard by Electric and Grass; Ground-Rock by Grass (×4), Water and Ice.
/// assert_eq!(weaknesses(&chart, &[t("Electric"), t("Grass")], &[t("Water"), t("Ground-Rock")]), 3);
/// ```
pub fn weaknesses(chart: &Chart, items: &[Profile], team: &[Profile]) -> u32 {
    let weak = |&(a, t): &(Profile, Profile)| {
        crate::matchup::multiplier(chart, a, t).is_some_and(|m| m >= Multiplier::Double)
    };
    let pairs = team
        .iter()
        .flat_map(|&t| items.iter().map(move |&a| (a, t)));
    pairs.filter(weak).count() as u32
}

/// The chart's typings that take ×2 or ×4 from at least one of the attack
/// types `items`: what `--safe` leaves out of a defense search, sorted.
///
/// ```
/// use pokelinks::weak::weak_typings;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let left_out = weak_typings(&chart, &[pokelinks::Type::Electric.into()]);
/// assert!(left_out.contains(&"Water".parse().unwrap()));
/// assert!(!left_out.contains(&"Ground".parse().unwrap()));
/// ```
pub fn weak_typings(chart: &Chart, items: &[Profile]) -> Vec<Typing> {
    chart
        .typings()
        .iter()
        .copied()
        .filter(|&t| weaknesses(chart, items, &[t.into()]) > 0)
        .collect()
}
