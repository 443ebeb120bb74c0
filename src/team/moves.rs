//! The moves a member plays with: at most four (`--moves N`) of the attacks
//! it can use, chosen with the rest of the team (docs/covers.md "Moves").
//!
//! A member's attacks that hit the same typings as hard and are limited
//! alike (free, or the same single-copy TM) are one *class*: which of them
//! it knows changes nothing in the search. A *choice* is a set of at most
//! four classes; each choice is an option of the team problem. Of the
//! choices, a search takes only the best: a choice that hits every typing
//! at least as hard as another, with no single-copy TM the other lacks, is
//! as good in every team, so the other is left out (of equal ones, the
//! fewest moves, then the first, stays). An exact search too: a member
//! does not hold back a move to keep a typing hit exactly once.

use rustc_hash::FxHashSet;

use super::Machine;
use crate::data::Multiplier;

/// What a class or a choice hits: item numbers and the best multiplier.
type Hits = Vec<(u32, Multiplier)>;

/// Attacks of one member that hit alike: the unmasked hit items (by number)
/// each hits at ×2 or more with the multiplier, and the single-copy TM, if
/// it is one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Class {
    pub hits: Vec<(u32, Multiplier)>,
    pub machine: Option<Machine>,
}

/// The classes of attacks given as each attack's hits and TM, in the
/// order of their first attacks; attacks that hit nothing are left out.
pub(super) fn classes(attacks: Vec<Class>) -> Vec<Class> {
    let mut out = Vec::new();
    for class in attacks {
        if !class.hits.is_empty() && !out.contains(&class) {
            out.push(class);
        }
    }
    out
}

/// The best hit of `chosen` classes on each item they hit, by item.
pub(super) fn hits(classes: &[Class], chosen: &[usize]) -> Vec<(u32, Multiplier)> {
    let mut best: Vec<(u32, Multiplier)> = (chosen.iter())
        .flat_map(|&c| classes[c].hits.iter().copied())
        .collect();
    // By item, the hardest first: the first of each item stays.
    best.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    best.dedup_by_key(|&mut (i, _)| i);
    best
}

/// The choices of at most `most` of `classes` a search needs,
/// each as class indices in order: the fewest moves first among equals
/// (`tests/team.rs` holds the rule against a brute force).
pub(super) fn choices(classes: &[Class], most: usize) -> Vec<Vec<usize>> {
    let mut sets: Vec<Vec<usize>> = vec![Vec::new()];
    let mut all = vec![Vec::new()];
    for _ in 0..most.min(classes.len()) {
        let mut next = Vec::new();
        for set in &sets {
            let from = set.last().map_or(0, |&c| c + 1);
            for c in from..classes.len() {
                let mut s = set.clone();
                s.push(c);
                next.push(s);
            }
        }
        all.extend(next.iter().cloned());
        sets = next;
    }
    // Equal hits and TMs: the first (fewest moves, then lowest classes).
    let mut seen: FxHashSet<(Hits, Vec<&str>)> = FxHashSet::default();
    let mut distinct: Vec<(Vec<usize>, Hits, Vec<&str>)> = Vec::new();
    for set in all {
        let h = hits(classes, &set);
        let mut tms: Vec<&str> = (set.iter())
            .filter_map(|&c| classes[c].machine.as_ref().map(|m| m.item.as_str()))
            .collect();
        tms.sort_unstable();
        if seen.insert((h.clone(), tms.clone())) {
            distinct.push((set, h, tms));
        }
    }
    // A choice is beaten only by one that hits in all at least as hard and
    // has no more TMs: look at those first, and keep only the unbeaten.
    let weight = |h: &[(u32, Multiplier)]| -> u32 { h.iter().map(|&(_, m)| m as u32).sum() };
    let mut order: Vec<usize> = (0..distinct.len()).collect();
    order.sort_by_key(|&d| {
        let (_, h, tms) = &distinct[d];
        (std::cmp::Reverse(weight(h)), tms.len(), d)
    });
    let mut front: Vec<usize> = Vec::new();
    for d in order {
        let (_, h, tms) = &distinct[d];
        let beaten = front.iter().any(|&f| {
            let (_, fh, ftms) = &distinct[f];
            at_least(fh, h) && ftms.iter().all(|t| tms.contains(t))
        });
        if !beaten {
            front.push(d);
        }
    }
    front.sort_unstable();
    front
        .into_iter()
        .map(|d| std::mem::take(&mut distinct[d].0))
        .collect()
}

/// Whether hits `a` hit every item of `b` at least as hard; both by item.
fn at_least(a: &[(u32, Multiplier)], b: &[(u32, Multiplier)]) -> bool {
    let mut a = a.iter();
    (b.iter()).all(|&(i, m)| {
        a.by_ref()
            .find(|&&(j, _)| j >= i)
            .is_some_and(|&(j, n)| j == i && n >= m)
    })
}

/// The most options a team search walks in reasonable time: past it, each
/// Pokémon keeps only its strongest choices of moves ([`cap`]). Measured
/// (README, "One team for both sides"): a whole game of generations 2–4
/// has 5,500–10,000 choices, and a search of them runs for minutes.
pub(super) const OPTIONS: usize = 1_200;

/// The most nodes a team search enters ([`super::TeamProblem::top`]):
/// about 1–3 s here. Each Pokémon's strongest choices make the search
/// smaller, not always small: its time varies much with the choices kept
/// (README, "One team for both sides"), so this bounds it.
pub(super) const NODES: i64 = 1 << 22;

/// The most choices each Pokémon keeps so that all of them (`sizes`, per
/// Pokémon) come to at most `options`, if they do not already: at least
/// one each.
pub(super) fn cap(sizes: &[usize], options: usize) -> Option<usize> {
    let total = |n: usize| sizes.iter().map(|&s| s.min(n)).sum::<usize>();
    let most = sizes.iter().copied().max().unwrap_or(0);
    if total(most) <= options {
        return None;
    }
    Some((1..most).rev().find(|&n| total(n) <= options).unwrap_or(1))
}

/// Keeps the `n` strongest of `sets` (choices of `classes`), in their
/// order: the most value dealt over the items they hit (×2 → 5, ×4 → 6,
/// as the attack rank counts), then the fewest single-copy TMs, then the
/// fewest moves, then the first.
pub(super) fn keep_strongest(classes: &[Class], sets: &mut Vec<Vec<usize>>, n: usize) {
    if sets.len() <= n {
        return;
    }
    let strength = |set: &[usize]| {
        let value: u32 = (hits(classes, set).iter())
            .filter_map(|&(_, m)| crate::problem::Kind::Attack.value(m))
            .map(u32::from)
            .sum();
        let machines = set
            .iter()
            .filter(|&&c| classes[c].machine.is_some())
            .count();
        (std::cmp::Reverse(value), machines, set.len())
    };
    let mut order: Vec<usize> = (0..sets.len()).collect();
    order.sort_by_key(|&i| (strength(&sets[i]), i));
    order.truncate(n);
    order.sort_unstable();
    let kept = order
        .iter()
        .map(|&i| std::mem::take(&mut sets[i]))
        .collect();
    *sets = kept;
}
