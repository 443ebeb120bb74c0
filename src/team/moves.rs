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

use rustc_hash::FxHashMap;

use super::Machine;
use crate::data::Multiplier;

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
///
/// Every set of at most `most` classes is gone through (by size, then in
/// order), each as bitsets ([`Sets`]) made from its parent's, and each
/// distinct (hits, TMs) is kept with its first set. A set with fewer than
/// `most` classes that some class without a TM would add a hit to is
/// beaten by that larger set, so it is not kept (which drops no choice
/// and no first set of one).
pub(super) fn choices(classes: &[Class], most: usize) -> Vec<Vec<usize>> {
    let sets = Sets::new(classes);
    let most = most.min(classes.len());
    // A key: the hits' `w` words, then the TMs' `t` (four ids a word).
    let (w, t) = (sets.width, most.div_ceil(4));
    // Distinct keys, one after another, and each one's first set.
    let mut keys: Vec<u64> = Vec::new();
    let mut firsts: Vec<Vec<usize>> = Vec::new();
    let mut index: FxHashMap<Vec<u64>, usize> = FxHashMap::default();
    let mut key = vec![0u64; w + t];
    let mut set: Vec<usize> = Vec::with_capacity(most);
    // The bits of `set`'s first `d` classes, by depth.
    let mut bits = vec![0u64; w * (most + 1)];
    for size in 0..=most {
        // Sets of `size` classes in order: a walk of `set` as an odometer.
        set.clear();
        set.extend(0..size);
        for (d, &c) in set.iter().enumerate() {
            sets.or_into(&mut bits, d, c);
        }
        loop {
            let own = &bits[w * size..w * (size + 1)];
            let beaten = size < most
                && (0..classes.len()).any(|c| {
                    classes[c].machine.is_none() && !set.contains(&c) && !sets.within(c, own)
                });
            if !beaten {
                key[..w].copy_from_slice(own);
                sets.machines(&set, &mut key[w..]);
                if !index.contains_key(key.as_slice()) {
                    index.insert(key.clone(), firsts.len());
                    keys.extend_from_slice(&key);
                    firsts.push(set.clone());
                }
            }
            // The next set of this size, in order.
            let Some(d) = (0..size)
                .rev()
                .find(|&d| set[d] < classes.len() - (size - d))
            else {
                break;
            };
            set[d] += 1;
            for e in d + 1..size {
                set[e] = set[e - 1] + 1;
            }
            for (e, &c) in set.iter().enumerate().skip(d) {
                sets.or_into(&mut bits, e, c);
            }
        }
    }
    let key = |k: usize| keys[(w + t) * k..(w + t) * (k + 1)].split_at(w);
    // A choice is beaten only by one that hits in all at least as hard and
    // has no more TMs: look at those first, and keep only the unbeaten.
    let mut order: Vec<usize> = (0..firsts.len()).collect();
    order.sort_by_cached_key(|&k| {
        let (h, tms) = key(k);
        (std::cmp::Reverse(sets.weight(h)), Sets::ids(tms).count(), k)
    });
    let mut front: Vec<usize> = Vec::new();
    for k in order {
        let (h, tms) = key(k);
        let beaten = front.iter().any(|&f| {
            let (fh, ftms) = key(f);
            Sets::covers(fh, h) && Sets::ids(ftms).all(|a| Sets::ids(tms).any(|b| a == b))
        });
        if !beaten {
            front.push(k);
        }
    }
    front.sort_unstable();
    front
        .into_iter()
        .map(|k| std::mem::take(&mut firsts[k]))
        .collect()
}

/// The classes' hits as bitsets over the items, one a multiplier (of those
/// the classes hit with, lowest first): the items hit at least that hard.
/// The hits of a set of classes are then the union of theirs, word by
/// word, and one hits at least as hard as another where each of its
/// bitsets holds the other's.
struct Sets {
    /// The multipliers hit with, lowest first, each with how much it adds
    /// to a hit's weight (`m as u32`) over the one below.
    levels: Vec<u32>,
    /// Words of one bitset.
    words: usize,
    /// Words of one class's bitsets (`levels` of them).
    width: usize,
    /// By class, its bitsets, `width` words each.
    bits: Vec<u64>,
    /// By class, its TM as the first class with that TM (`u16::MAX`: none).
    machine: Vec<u16>,
}

impl Sets {
    fn new(classes: &[Class]) -> Sets {
        let mut ms: Vec<Multiplier> = (classes.iter())
            .flat_map(|c| c.hits.iter().map(|&(_, m)| m))
            .collect();
        ms.sort_unstable();
        ms.dedup();
        let items = (classes.iter())
            .flat_map(|c| c.hits.iter().map(|&(i, _)| i as usize + 1))
            .max()
            .unwrap_or(0);
        let words = items.div_ceil(64).max(1);
        let width = words * ms.len().max(1);
        let mut bits = vec![0u64; width * classes.len()];
        for (c, class) in classes.iter().enumerate() {
            for &(i, m) in &class.hits {
                let i = i as usize;
                for (l, _) in ms.iter().enumerate().filter(|&(_, &n)| n <= m) {
                    bits[c * width + l * words + i / 64] |= 1 << (i % 64);
                }
            }
        }
        let machine = (classes.iter())
            .map(|class| {
                let item = class.machine.as_ref().map(|m| &m.item);
                item.map_or(u16::MAX, |item| {
                    let first = classes
                        .iter()
                        .position(|c| c.machine.as_ref().map(|m| &m.item) == Some(item));
                    first.map_or(u16::MAX, |f| f as u16)
                })
            })
            .collect();
        let levels = (ms.iter().enumerate())
            .map(|(l, &m)| m as u32 - l.checked_sub(1).map_or(0, |k| ms[k] as u32))
            .collect();
        Sets {
            levels,
            words,
            width,
            bits,
            machine,
        }
    }

    /// Sets `bits`' row `d + 1` to its row `d` with class `c`'s hits.
    fn or_into(&self, bits: &mut [u64], d: usize, c: usize) {
        let w = self.width;
        for x in 0..w {
            bits[w * (d + 1) + x] = bits[w * d + x] | self.bits[c * w + x];
        }
    }

    /// Whether class `c` hits nothing harder than `hits` do.
    fn within(&self, c: usize, hits: &[u64]) -> bool {
        let own = &self.bits[c * self.width..(c + 1) * self.width];
        own.iter().zip(hits).all(|(a, b)| a & !b == 0)
    }

    /// Writes the TMs of `set` into `out` as their ids sorted, four 16-bit
    /// ids a word, `u16::MAX` after the last.
    fn machines(&self, set: &[usize], out: &mut [u64]) {
        let mut ids: Vec<u16> = (set.iter())
            .map(|&c| self.machine[c])
            .filter(|&m| m != u16::MAX)
            .collect();
        ids.sort_unstable();
        ids.resize(4 * out.len(), u16::MAX);
        for (word, four) in out.iter_mut().zip(ids.chunks(4)) {
            *word = four.iter().fold(0, |word, &id| word << 16 | u64::from(id));
        }
    }

    /// The TM ids of packed words ([`Sets::machines`]).
    fn ids(tms: &[u64]) -> impl Iterator<Item = u16> + Clone + '_ {
        (tms.iter())
            .flat_map(|&w| (0..4).rev().map(move |k| (w >> (16 * k)) as u16))
            .filter(|&id| id != u16::MAX)
    }

    /// Whether bitsets `a` hit every item of `b` at least as hard.
    fn covers(a: &[u64], b: &[u64]) -> bool {
        a.iter().zip(b).all(|(a, b)| b & !a == 0)
    }

    /// The sum of the multipliers (`m as u32`) of the hits of bitsets `h`.
    fn weight(&self, h: &[u64]) -> u32 {
        (self.levels.iter().enumerate())
            .map(|(l, &step)| {
                let level = &h[l * self.words..(l + 1) * self.words];
                step * level.iter().map(|w| w.count_ones()).sum::<u32>()
            })
            .sum()
    }
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
    // Each strength worked out once, not at each comparison.
    let mut order: Vec<usize> = (0..sets.len()).collect();
    order.sort_by_cached_key(|&i| (strength(&sets[i]), i));
    order.truncate(n);
    order.sort_unstable();
    let kept = order
        .iter()
        .map(|&i| std::mem::take(&mut sets[i]))
        .collect();
    *sets = kept;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The choices by the rule itself: every set of at most `most`
    /// classes, the first of each distinct (hits, TMs), those no other
    /// beats (hits every item at least as hard, no TM the other lacks),
    /// in the order of their first sets.
    fn by_the_rule(classes: &[Class], most: usize) -> Vec<Vec<usize>> {
        let n = classes.len();
        let mut all: Vec<Vec<usize>> = (0u32..1 << n)
            .map(|mask| (0..n).filter(|&c| mask >> c & 1 == 1).collect::<Vec<_>>())
            .filter(|set| set.len() <= most)
            .collect();
        all.sort_by(|a, b| a.len().cmp(&b.len()).then(a.cmp(b)));
        let key = |set: &[usize]| {
            let mut tms: Vec<&str> = (set.iter())
                .filter_map(|&c| classes[c].machine.as_ref().map(|m| m.item.as_str()))
                .collect();
            tms.sort_unstable();
            (hits(classes, set), tms)
        };
        let mut firsts: Vec<Vec<usize>> = Vec::new();
        for set in all {
            if !firsts.iter().any(|f| key(f) == key(&set)) {
                firsts.push(set);
            }
        }
        let beats = |a: &[usize], b: &[usize]| {
            let ((ah, at), (bh, bt)) = (key(a), key(b));
            let harder = (bh.iter()).all(|&(i, m)| ah.iter().any(|&(j, n)| j == i && n >= m));
            harder && at.iter().all(|t| bt.contains(t)) && (ah, at) != (bh, bt)
        };
        (firsts.iter())
            .filter(|b| !firsts.iter().any(|a| beats(a, b)))
            .cloned()
            .collect()
    }

    #[test]
    fn the_choices_are_those_of_the_rule() {
        // A fixed pseudo-random walk (xorshift) over small classes: a few
        // items, both multipliers, some by a TM (each its own: a TM
        // teaches one move, so one Pokémon's classes never share one).
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for _ in 0..300 {
            let n = 1 + next(8) as usize;
            let classes: Vec<Class> = (0..n)
                .map(|c| {
                    let items = 1 + next(70) as u32;
                    let mut hits: Vec<(u32, Multiplier)> = (0..1 + next(4))
                        .map(|_| {
                            let m = [Multiplier::Double, Multiplier::Quadruple][next(2) as usize];
                            (next(u64::from(items)) as u32, m)
                        })
                        .collect();
                    hits.sort_unstable();
                    hits.dedup_by_key(|&mut (i, _)| i);
                    let machine = (next(3) == 0).then(|| Machine {
                        item: format!("tm{c}"),
                        copies: 1,
                    });
                    Class { hits, machine }
                })
                .collect();
            let classes = super::classes(classes);
            for most in 1..=5 {
                assert_eq!(
                    choices(&classes, most),
                    by_the_rule(&classes, most),
                    "{classes:?}, at most {most}"
                );
            }
        }
    }
}
