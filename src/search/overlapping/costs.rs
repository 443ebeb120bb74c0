//! What the chosen options cost, and the lower bounds on what a branch can
//! cost, for the K best.
//!
//! A cover's cost adds up, over the items, the cheapest cost any of its
//! options gives the item (`docs/covers.md` "Ranking"). Per level the search
//! keeps each item's cheapest cost so far, in a row of integers; and when
//! the costs are at most four consecutive values, as the charts' are, on two
//! bit planes of 2-bit indices, so that pricing a cover is a handful of word
//! operations instead of a walk through its options' nodes. A sink that
//! never prunes is spared the rows.

use super::super::parallel::Share;
use super::super::{Search, Sink};
use super::sets::Minimal;
use crate::links::Links;
use std::fmt::Debug;

/// No option has covered the item yet.
pub(super) const NONE: u32 = u32::MAX;

/// What the chosen options cost, and the lower bounds on what a branch can
/// cost: per-level cost rows, the items' floors and the bounds' scratch.
/// Its item sets have the words of [`Minimal`]'s.
pub(super) struct Costs {
    /// Words per set of items, as [`Minimal`]'s.
    pub w: usize,
    /// Items per row of `cost`.
    pub n: usize,
    /// Per level `d`, each item's cheapest cost among the first `d` chosen
    /// options (`NONE` if none covers it), kept only when the sink wants costs.
    pub cost: Vec<u32>,
    /// Per level, the sum of the row's costs over covered items.
    pub sum: Vec<u32>,
    /// Each item's floor: the lowest cost any usable option gives it.
    pub floor: Vec<u32>,
    /// Each option's unmasked items for which it has the lowest cost of
    /// all options (the item's floor).
    pub floors: Vec<u64>,
    /// Each option's unmasked items for which its cost is at most one
    /// above the item's floor.
    pub nears: Vec<u64>,
    /// The sum of the unmasked items' floors.
    pub floor_sum: u32,
    /// Scratch for bounds: a per-option stamp so each candidate option is
    /// looked at once, and the largest numbers of items a candidate can
    /// bring to their floor.
    pub stamp: Vec<u32>,
    pub epoch: u32,
    pub gains: Vec<u32>,
    /// Per level where a bound was taken: the items that need bringing down
    /// to their floor, those the candidates can bring there, those two or
    /// more above it, and those the candidates can bring within one of it.
    pub sets: Vec<u64>,
    /// Per level, how many options may still come, and the sums of the
    /// candidates' largest gains, best first (`prefix[j]`: the best `j`),
    /// `gains.len() + 1` sums a level.
    pub slots: Vec<usize>,
    pub prefix: Vec<u32>,
    /// Scratch for a child's bound.
    pub need: Vec<u64>,
    pub far: Vec<u64>,
    /// When the costs of unmasked items in usable options are at most four
    /// consecutive values, the lowest (else `None`): each cost is then that
    /// plus a 2-bit index, and the last level prices a cover on bit planes
    /// of indices with a handful of word operations instead of a walk.
    pub base: Option<u32>,
    /// How many unmasked items there are: every cover covers them all.
    pub items: u32,
    /// Per option, the high then the low bit plane of the index it gives
    /// each item (`11` where it gives none, or the item is masked), `2 * w`
    /// words an option.
    pub planes: Vec<u64>,
    /// Per level `d`, the planes of each item's lowest index among the first
    /// `d` chosen options (`11` while uncovered; `00` for masked items).
    pub at: Vec<u64>,
}

impl Costs {
    pub fn new<N: Copy + Ord + Debug>(links: &Links<N>, levels: usize) -> Costs {
        let n = links.num_items();
        let w = n.div_ceil(64).max(1);
        let unmasked = |i: usize| !links.is_item_masked(i);
        let usable: Vec<usize> = (0..links.num_options())
            .filter(|&k| !links.is_option_masked(k))
            .collect();
        let mut floor = vec![NONE; n + 1];
        for &k in &usable {
            for (i, cost) in links.option_items(k) {
                floor[i] = floor[i].min(u32::from(cost));
            }
        }
        let mut floors = vec![0; links.num_options() * w];
        let mut nears = vec![0; links.num_options() * w];
        for &k in &usable {
            for (i, cost) in links.option_items(k) {
                let (bit, word) = (1 << ((i - 1) % 64), k * w + (i - 1) / 64);
                let cost = u32::from(cost);
                if unmasked(i) && cost == floor[i] {
                    floors[word] |= bit;
                }
                if unmasked(i) && cost <= floor[i] + 1 {
                    nears[word] |= bit;
                }
            }
        }
        let floor_sum = (1..=n)
            .filter(|&i| unmasked(i) && floor[i] != NONE)
            .map(|i| floor[i])
            .sum();
        let mut values: Vec<u32> = (usable.iter())
            .flat_map(|&k| links.option_items(k))
            .filter(|&(i, _)| unmasked(i))
            .map(|(_, cost)| u32::from(cost))
            .collect();
        values.sort_unstable();
        values.dedup();
        let base = match (values.first(), values.last()) {
            (Some(&lo), Some(&hi)) if hi - lo < 4 && hi - lo + 1 == values.len() as u32 => Some(lo),
            _ => None,
        };
        let mut planes = vec![!0; links.num_options() * 2 * w];
        let mut at = vec![0; (levels + 1) * 2 * w];
        if let Some(lo) = base {
            for &k in &usable {
                for (i, cost) in links.option_items(k).filter(|&(i, _)| unmasked(i)) {
                    let (bit, word) = (1 << ((i - 1) % 64), (i - 1) / 64);
                    let index = u32::from(cost) - lo;
                    for (plane, set) in [(0, index & 2 != 0), (1, index & 1 != 0)] {
                        if !set {
                            planes[(2 * k + plane) * w + word] &= !bit;
                        }
                    }
                }
            }
            for i in (1..=n).filter(|&i| unmasked(i)) {
                at[(i - 1) / 64] |= 1 << ((i - 1) % 64);
                at[w + (i - 1) / 64] |= 1 << ((i - 1) % 64);
            }
        }
        let items = (1..=n).filter(|&i| unmasked(i)).count() as u32;
        Costs {
            w,
            n: n + 1,
            cost: vec![NONE; (levels + 1) * (n + 1)],
            sum: vec![0; levels + 1],
            floor,
            floors,
            nears,
            floor_sum,
            stamp: vec![0; links.num_options()],
            epoch: 0,
            gains: vec![0; levels],
            sets: vec![0; levels * 4 * w],
            slots: vec![0; levels],
            prefix: vec![0; levels * (levels + 1)],
            need: vec![0; w],
            far: vec![0; w],
            base,
            items,
            planes,
            at,
        }
    }

    /// Brings the costs of level `d + 1` from those of level `d` and option
    /// `k`: its planes when `planes`, its row and sum when `rows`.
    #[inline]
    pub fn choose<N: Copy + Ord + Debug>(
        &mut self,
        links: &Links<N>,
        k: usize,
        d: usize,
        planes: bool,
        rows: bool,
    ) {
        let w = self.w;
        if planes && self.base.is_some() {
            let (now, next) = self.at[d * 2 * w..(d + 2) * 2 * w].split_at_mut(2 * w);
            let mk = &self.planes[k * 2 * w..(k + 1) * 2 * w];
            for j in 0..w {
                let (hi, lo) = lowest(now[j], now[w + j], mk[j], mk[w + j]);
                (next[j], next[w + j]) = (hi, lo);
            }
        }
        if rows {
            let (row, next) = self.cost[d * self.n..(d + 2) * self.n].split_at_mut(self.n);
            next.copy_from_slice(row);
            self.sum[d + 1] = self.sum[d];
            let nodes = links.nodes();
            let mut q = links.spacer(k) + 1;
            while nodes[q].top > 0 {
                let i = nodes[q].top as usize;
                let c = u32::from(nodes[q].cost);
                if !links.is_item_masked(i) && c < next[i] {
                    self.sum[d + 1] =
                        self.sum[d + 1] + c - if next[i] == NONE { 0 } else { next[i] };
                    next[i] = c;
                }
                q += 1;
            }
        }
    }

    /// The cost of the cover made of the options chosen at levels `< d` and
    /// option `k`, from the rows.
    #[inline]
    pub fn cost_with<N: Copy + Ord + Debug>(&self, links: &Links<N>, k: usize, d: usize) -> u32 {
        let row = &self.cost[d * self.n..(d + 1) * self.n];
        let nodes = links.nodes();
        let mut sum = self.sum[d];
        let mut q = links.spacer(k) + 1;
        while nodes[q].top > 0 {
            let i = nodes[q].top as usize;
            let c = u32::from(nodes[q].cost);
            if !links.is_item_masked(i) && c < row[i] {
                sum = sum + c - if row[i] == NONE { 0 } else { row[i] };
            }
            q += 1;
        }
        sum
    }
}

impl<N: Copy + Ord + Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// A lower bound on the cost of any cover below level `d`, from the
    /// items' floors. Every item ends at its floor or above, and an item
    /// that is not at its floor yet — uncovered, or covered dearer — ends at
    /// least one above it unless a later option brings it there. Every option
    /// added from here on covers an uncovered item (it needs a private one),
    /// so it is a *candidate*, in some uncovered item's list; the `max - d`
    /// options to come bring down at most the items in their floor sets, and
    /// at most as many as the largest such sets among the candidates hold,
    /// one of them among the options of the item `i` to be covered next.
    /// An item two or more above its floor that no candidate brings within
    /// one of it counts one more.
    /// Made of word operations only, so it is cheap enough for every node.
    pub(super) fn overlapping_bound(
        &mut self,
        cov: &Minimal,
        costs: &mut Costs,
        d: usize,
        i: usize,
    ) -> u32 {
        let (w, row) = (cov.w, d * costs.n);
        let uncovered = cov.uncovered();
        let sets = &mut costs.sets[d * 4 * w..(d + 1) * 4 * w];
        sets.fill(0);
        let (need, rest) = sets.split_at_mut(w);
        let (reach, rest) = rest.split_at_mut(w);
        let (far, near) = rest.split_at_mut(w);
        for i in (1..costs.n).filter(|&i| !self.masked(i)) {
            let (bit, word) = (1 << ((i - 1) % 64), (i - 1) / 64);
            if costs.cost[row + i] > costs.floor[i] {
                need[word] |= bit;
            }
            if costs.cost[row + i] > costs.floor[i] + 1 {
                far[word] |= bit;
            }
        }
        costs.epoch = costs.epoch.wrapping_add(1);
        if costs.epoch == 0 {
            costs.stamp.fill(0);
            costs.epoch = 1;
        }
        // No more options can come than there are, nor than uncovered
        // items: each needs a private one.
        let stride = costs.gains.len() + 1;
        let slots = (self.max - d).min(stride - 1).min(uncovered);
        let gains = &mut costs.gains[..slots];
        gains.fill(0);
        // The MRV item `i` is covered by one of its own options, so one of
        // the options to come gains at most what the best of those gains.
        let mut own = 0;
        let mut a = i;
        while a != 0 {
            let mut p = self.links.dlink(a);
            while p != a {
                let k = cov.opt[p] as usize;
                if costs.stamp[k] != costs.epoch {
                    costs.stamp[k] = costs.epoch;
                    let mut gain = 0;
                    for j in 0..w {
                        let f = costs.floors[k * w + j] & need[j];
                        reach[j] |= f;
                        near[j] |= costs.nears[k * w + j];
                        gain += f.count_ones();
                    }
                    if a == i {
                        own = own.max(gain);
                    }
                    if let Some(min) = gains.iter_mut().min() {
                        *min = (*min).max(gain);
                    }
                }
                p = self.links.dlink(p);
            }
            a = if a == i {
                self.links.first_active()
            } else {
                self.links.next_active(a)
            };
            if a == i {
                a = self.links.next_active(a);
            }
        }
        // The children's bounds start from these gains, best first.
        gains.sort_unstable_by(|x, y| y.cmp(x));
        let prefix = &mut costs.prefix[d * stride..][..slots + 1];
        for j in 0..slots {
            prefix[j + 1] = prefix[j] + gains[j];
        }
        costs.slots[d] = slots;
        let smallest = gains.last().copied().unwrap_or(0);
        let top = prefix[slots].min(prefix[slots] - smallest + own);
        costs.floor_sum + unfixed(need, reach, far, near, top)
    }

    /// A lower bound, like [`Self::overlapping_bound`] but cheaper, on the
    /// cost below level `d + 1` if option `k` is chosen at level `d`, from
    /// what the bound at level `d` found: `k` brings some items to their
    /// floor, and the options after it are among level `d`'s candidates,
    /// one fewer of them, gaining no more than they could there.
    pub(super) fn child_bound(&self, cov: &Minimal, costs: &mut Costs, d: usize, k: usize) -> u32 {
        let w = cov.w;
        let base = d * 4 * w;
        let mut left = 0;
        for j in 0..w {
            let rest = cov.u[j] & !cov.masks[k * w + j];
            left += rest.count_ones() as usize;
            costs.need[j] = costs.sets[base + j] & !costs.floors[k * w + j];
            costs.far[j] = costs.sets[base + 2 * w + j] & !costs.nears[k * w + j];
        }
        let slots = (self.max - d - 1).min(left).min(costs.slots[d]);
        let top = costs.prefix[d * (costs.gains.len() + 1) + slots];
        let (reach, near) = (
            &costs.sets[base + w..base + 2 * w],
            &costs.sets[base + 3 * w..base + 4 * w],
        );
        costs.floor_sum + unfixed(&costs.need, reach, &costs.far, near, top)
    }
}

/// The lower of two 2-bit indices in each bit position, given as high and
/// low bit planes.
#[inline(always)]
pub(super) fn lowest(a1: u64, a0: u64, b1: u64, b0: u64) -> (u64, u64) {
    let lo = (a0 & b0) | (a0 & !a1 & b1) | (b0 & !b1 & a1);
    (a1 & b1, lo)
}

/// Twice the bits of `hi` plus the bits of `lo`, in one pass of the
/// bit-counting ladder (the build targets plain x86-64, without a popcount
/// instruction): 2-bit fields count up to 2 each, nibbles then hold at most
/// 2 × 4 + 4, bytes 24, and the sum of all bytes at most 192.
#[inline(always)]
pub(super) fn weighed(hi: u64, lo: u64) -> u32 {
    const M1: u64 = 0x5555_5555_5555_5555;
    const M2: u64 = 0x3333_3333_3333_3333;
    const M4: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let h = hi - ((hi >> 1) & M1);
    let l = lo - ((lo >> 1) & M1);
    let h = (h & M2) + ((h >> 2) & M2);
    let l = (l & M2) + ((l >> 2) & M2);
    let n = 2 * h + l;
    let n = (n & M4) + ((n >> 4) & M4);
    (n.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The cost of the complete cover made of the options chosen at levels
/// `< d` and option `k`, on the index planes: every unmasked item costs
/// `base` plus the lowest index any of the options gives it.
#[inline]
pub(super) fn priced(costs: &Costs, base: u32, w: usize, k: usize, d: usize) -> u32 {
    let now = &costs.at[d * 2 * w..(d + 1) * 2 * w];
    let mk = &costs.planes[k * 2 * w..(k + 1) * 2 * w];
    let mut sum = base * costs.items;
    for j in 0..w {
        let (hi, lo) = lowest(now[j], now[w + j], mk[j], mk[w + j]);
        sum += weighed(hi, lo);
    }
    sum
}

/// How many items at least stay above their floor: those that need bringing
/// down (`need`) but no candidate can bring to their floor (outside `reach`),
/// those the candidates could bring beyond what their `top` gains allow, and
/// once more each item two or more above its floor (`far`) that no candidate
/// brings within one of it (outside `near`).
fn unfixed(need: &[u64], reach: &[u64], far: &[u64], near: &[u64], top: u32) -> u32 {
    let (mut outside, mut inside, mut stuck) = (0, 0, 0);
    for j in 0..need.len() {
        outside += (need[j] & !reach[j]).count_ones();
        inside += (need[j] & reach[j]).count_ones();
        stuck += (far[j] & !near[j]).count_ones();
    }
    outside + inside.saturating_sub(top) + stuck
}
