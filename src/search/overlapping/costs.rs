//! What the chosen options cost, and the lower bound on what a branch can
//! cost, for the K best.
//!
//! A cover's cost adds up, over the items, the cheapest cost any of its
//! options gives the item (`docs/covers.md` "Ranking"). Per level the search
//! keeps each item's cheapest cost so far, in a row of integers; and when
//! the costs are at most four consecutive values, as the charts' are, on two
//! bit planes of 2-bit indices, so that pricing a cover is a handful of word
//! operations instead of a walk through its options' nodes; the rows are
//! then not kept at all.
//!
//! The bound ([`Lows`]): every item ends at the cheapest cost of the options
//! chosen so far or of those that may still come, whichever is lower; the
//! options that may come are a set of options, so each item's cheapest one
//! is a few word operations away. `bounded.rs` searches with it.

use super::sets::Minimal;
use crate::links::Links;
use std::fmt::Debug;

/// No option has covered the item yet.
pub(super) const NONE: u32 = u32::MAX;

/// What the chosen options cost: per-level cost rows, and the bit planes.
/// Its item sets have the words of [`Minimal`]'s.
pub(super) struct Costs {
    /// Words per set of items, as [`Minimal`]'s.
    pub w: usize,
    /// Items per row of `cost`.
    pub n: usize,
    /// Per level `d`, each item's cheapest cost among the first `d` chosen
    /// options (`NONE` if none covers it), kept only when the sink wants
    /// costs and the planes cannot hold them.
    pub cost: Vec<u32>,
    /// Per level, the sum of the row's costs over covered items.
    pub sum: Vec<u32>,
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

    /// Item `i`'s cheapest cost among the options chosen at levels `< d`,
    /// `NONE` if none covers it; `i` is bit `b` of word `j`. From the planes
    /// if there are, else from the rows.
    #[inline(always)]
    pub fn now(&self, cov: &Minimal, d: usize, i: usize, j: usize, b: usize) -> u32 {
        match self.base {
            _ if cov.u[j] >> b & 1 != 0 => NONE,
            Some(base) => {
                let at = &self.at[d * 2 * self.w..];
                base + ((at[j] >> b & 1) << 1 | at[self.w + j] >> b & 1) as u32
            }
            None => self.cost[d * self.n + i],
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
#[inline(always)]
pub(super) fn priced(costs: &Costs, base: u32, w: usize, k: usize, d: usize) -> u32 {
    priced_on(costs, base, w, &costs.planes[k * 2 * w..(k + 1) * 2 * w], d)
}

/// [`priced`] for an option's planes `mk`, `2 * w` words.
#[inline(always)]
pub(super) fn priced_on(costs: &Costs, base: u32, w: usize, mk: &[u64], d: usize) -> u32 {
    let now = &costs.at[d * 2 * w..(d + 1) * 2 * w];
    let mut sum = base * costs.items;
    for j in 0..w {
        let (hi, lo) = lowest(now[j], now[w + j], mk[j], mk[w + j]);
        sum += weighed(hi, lo);
    }
    sum
}

/// The most costs [`Lows`] tells apart; dearer ones count as the dearest
/// of them, which only weakens the bound.
const BUCKETS: usize = 8;

/// For the K best: per item and cost, the usable options giving the item
/// that cost, and per level the *candidates*, the options that may still
/// join a cover. An option that joins needs an item only it covers, so it
/// covers an uncovered item; it is alive (no earlier sibling); and it does
/// not hold a whole earlier private set. Each item's *low* is the cheapest
/// cost a candidate gives it.
pub(super) struct Lows {
    /// The costs usable options give unmasked items, lowest first, at most
    /// [`BUCKETS`]: the last stands for itself and every dearer one.
    pub values: Vec<u32>,
    /// Per item `i` and cost `values[v]`, the options giving `i` that cost,
    /// `wo` words at `(i * values.len() + v) * wo`.
    by_cost: Vec<u64>,
    /// The unmasked items, `w` words.
    items: Vec<u64>,
    /// Per level `d`, its candidates, `wo` words at `d * wo`.
    cand: Vec<u64>,
    /// Per item of `lowered`, its low at the node bounded last; the
    /// others' are not worked out.
    pub low: Vec<u32>,
    /// The items whose low is below their cost so far at the node bounded
    /// last (every uncovered one, if the bound was made), `w` words.
    lowered: Vec<u64>,
    /// Per item, the least cost usable options give the items after it:
    /// what they add to a bound at least.
    rest: Vec<u32>,
    /// Per item, what missing its low costs it, at the node bounded last:
    /// set for the items *apart* there (see [`Lows::bound`]), 0 for the
    /// other uncovered ones (those [`Lows::lift`] is asked of).
    miss: Vec<u32>,
    /// Scratch: the items above their low (how many candidates take each
    /// there, the item, the cost of missing; first the index of the low
    /// and the cost so far), the misses counted, and the candidates the
    /// apart items take.
    above: Vec<(u32, u32, u32)>,
    /// Scratch of the counting sort of `above`: per count of candidates,
    /// where its items start; and `above` sorted.
    counts: Vec<u32>,
    sorted: Vec<(u32, u32, u32)>,
    /// Per level `d`, the items apart at the node bounded there (`n + 1`
    /// entries at `d * (n + 1)`: what missing its low costs the item, the
    /// item, the index of its low in `values`), cheapest miss first; and
    /// how many.
    apart: Vec<(u32, u32, u32)>,
    parted: Vec<u32>,
    /// Per level, the candidates at the low of some item apart there,
    /// `wo` words at `d * wo`.
    taken: Vec<u64>,
    /// Per level `d`, after [`Lows::branch`]: the sums of the cheapest
    /// misses of the apart items other than the item branched on (the
    /// first `m` at `d * (n + 1) + m`), which those items are then at the
    /// start of `apart`'s slot, and how many.
    prefix: Vec<u32>,
    inter: Vec<u64>,
    wo: usize,
    w: usize,
}

/// A node's lower bound.
#[derive(Clone, Copy, Debug)]
pub(super) struct Bound {
    /// No cover below the node costs less.
    pub total: u32,
    /// The part of `total` that is the items' ends, without misses.
    sum: u32,
    /// How many options at most are to come.
    r: usize,
    /// Whether `total` counts misses of apart items: then a child's bound
    /// may be less ([`Lows::lift`]).
    misses: bool,
}

/// What missing its low costs an item that cannot miss it: more than any
/// bound can hold, and still far from overflowing.
const NEVER: u32 = 1 << 20;

impl Lows {
    pub fn new<N: Copy + Ord + Debug>(links: &Links<N>, cov: &Minimal, levels: usize) -> Lows {
        let n = links.num_items();
        let (w, wo) = (cov.w, cov.wo);
        let usable: Vec<usize> = (0..links.num_options())
            .filter(|&k| !links.is_option_masked(k))
            .collect();
        let mut values: Vec<u32> = (usable.iter())
            .flat_map(|&k| links.option_items(k))
            .filter(|&(i, _)| !links.is_item_masked(i))
            .map(|(_, cost)| u32::from(cost))
            .collect();
        values.sort_unstable();
        values.dedup();
        values.truncate(BUCKETS);
        let l = values.len();
        let mut by_cost = vec![0; (n + 1) * l * wo];
        for &k in &usable {
            for (i, cost) in links
                .option_items(k)
                .filter(|&(i, _)| !links.is_item_masked(i))
            {
                // The last cost at most this one: a bucket's costs are at
                // least its own.
                let v = values.partition_point(|&x| x <= u32::from(cost)) - 1;
                by_cost[(i * l + v) * wo + k / 64] |= 1 << (k % 64);
            }
        }
        let mut items = vec![0; w];
        let mut rest = vec![0; n + 1];
        let mut after = 0;
        for i in (1..=n).rev().filter(|&i| !links.is_item_masked(i)) {
            items[(i - 1) / 64] |= 1 << ((i - 1) % 64);
            rest[i] = after;
            let any = |v: usize| {
                by_cost[(i * l + v) * wo..(i * l + v + 1) * wo]
                    .iter()
                    .any(|&x| x != 0)
            };
            after += (0..l).find(|&v| any(v)).map_or(0, |v| values[v]);
        }
        Lows {
            values,
            by_cost,
            items,
            cand: vec![0; levels * wo],
            low: vec![NONE; n + 1],
            lowered: vec![0; w],
            rest,
            miss: vec![0; n + 1],
            above: Vec::with_capacity(n),
            counts: vec![0; wo * 64 + 2],
            sorted: Vec::with_capacity(n),
            apart: vec![(0, 0, 0); levels * (n + 1)],
            parted: vec![0; levels],
            taken: vec![0; levels * wo],
            prefix: vec![0; levels * (n + 1)],
            inter: vec![0; wo],
            wo,
            w,
        }
    }

    /// The options giving item `i` the `v`-th cost.
    #[inline]
    fn at(&self, i: usize, v: usize) -> &[u64] {
        let at = (i * self.values.len() + v) * self.wo;
        &self.by_cost[at..at + self.wo]
    }

    /// Into `ends`, `2 * w` words, the planes (as [`Costs::at`]) of the
    /// lowest index each item has among the options chosen at levels `< d`
    /// and the candidates, at the node bounded last, level `d`: its cost so
    /// far, or its low where that is below. Costs on planes only.
    pub fn ends(&self, costs: &Costs, d: usize, ends: &mut [u64]) {
        let (w, base) = (self.w, costs.base.unwrap_or(0));
        ends.copy_from_slice(&costs.at[d * 2 * w..(d + 1) * 2 * w]);
        for (j, &word) in self.lowered.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let b = bits.trailing_zeros();
                bits &= bits - 1;
                let index = self.low[j * 64 + b as usize + 1] - base;
                let bit = 1u64 << b;
                ends[j] = ends[j] & !bit | u64::from(index >> 1) << b;
                ends[w + j] = ends[w + j] & !bit | u64::from(index & 1) << b;
            }
        }
    }

    /// The candidates of level `d`, as [`Lows::bound`] left them.
    #[inline]
    pub fn cand(&self, d: usize) -> &[u64] {
        &self.cand[d * self.wo..(d + 1) * self.wo]
    }

    /// The lower bound at level `d`, with `r` options at most to come, or
    /// `None` when an uncovered item has no candidate left, or once the
    /// bound is sure to exceed `over`: then the rest is not worked out.
    ///
    /// Every item ends at the lower of its cost so far and its low: their
    /// sum is a bound. An item above its low needs a candidate at its low
    /// to get there, or it *misses* it and ends at the lower of its cost so
    /// far and the next cost a candidate gives it. Items whose candidates at
    /// their low are all different ("apart", chosen greedily, those with the
    /// fewest such candidates first) need as many different options, and
    /// only `r` may come: beyond `r`, as many of them miss, at least the
    /// cheapest misses.
    pub fn bound(
        &mut self,
        cov: &Minimal,
        costs: &Costs,
        d: usize,
        r: usize,
        over: Option<u32>,
    ) -> Option<Bound> {
        // One, two or three words of options (every chart) with the width
        // known to the compiler.
        match self.wo {
            1 => self.bound_in(cov, costs, d, r, over, 1),
            2 => self.bound_in(cov, costs, d, r, over, 2),
            3 => self.bound_in(cov, costs, d, r, over, 3),
            wo => self.bound_in(cov, costs, d, r, over, wo),
        }
    }

    /// [`Lows::bound`] for `wo` words of options.
    #[inline(always)]
    fn bound_in(
        &mut self,
        cov: &Minimal,
        costs: &Costs,
        d: usize,
        r: usize,
        over: Option<u32>,
        wo: usize,
    ) -> Option<Bound> {
        let cand = &mut self.cand[d * wo..(d + 1) * wo];
        cov.reach(cand, cov.u.iter().copied());
        (0..wo).for_each(|x| cand[x] &= cov.alive[x]);
        let inter = &mut self.inter[..wo];
        for e in cov.exempt..d {
            let private = &cov.private[e * cov.w..(e + 1) * cov.w];
            inter.copy_from_slice(cand);
            cov.hold(inter, private.iter().copied());
            (0..wo).for_each(|x| cand[x] &= !inter[x]);
        }
        let cand = &self.cand[d * wo..(d + 1) * wo];
        let taken = &mut self.taken[d * wo..(d + 1) * wo];
        taken.fill(0);
        self.above.clear();
        let l = self.values.len();
        let mut sum = 0u32;
        self.lowered.fill(0);
        // Where the cheapest cost is 0 (a team's: each item's best), a
        // covered item at 0 adds nothing, has no low below it, and the
        // items after it count it as 0 (`rest`): it is not looked at.
        let zero = costs.base == Some(0);
        let at = &costs.at[d * 2 * self.w..];
        for j in 0..self.w {
            let settled = if zero {
                !cov.u[j] & !at[j] & !at[self.w + j]
            } else {
                0
            };
            let mut bits = self.items[j] & !settled;
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                let i = j * 64 + b + 1;
                bits &= bits - 1;
                let at = |v: usize| &self.by_cost[(i * l + v) * wo..(i * l + v + 1) * wo];
                self.miss[i] = 0;
                let now = costs.now(cov, d, i, j, b);
                // Only a low below its cost so far lowers a covered item:
                // the costs from it up are not looked at (most items, deep
                // in the tree, are at their cheapest already).
                let values = &self.values;
                let v = (0..l)
                    .take_while(|&v| values[v] < now)
                    .find(|&v| meet(at(v), cand));
                let low = v.map_or(NONE, |v| values[v]);
                if now <= low {
                    if now == NONE {
                        return None;
                    }
                    sum += now;
                } else {
                    self.low[i] = low;
                    self.lowered[j] |= 1 << b;
                    sum += low;
                }
                // Every item left costs at least its floor.
                if over.is_some_and(|t| sum + self.rest[i] > t) {
                    return None;
                }
                if let Some(v) = v {
                    self.above.push((v as u32, i as u32, now));
                }
            }
        }
        // Misses are counted only beyond `r` apart items, and a child's
        // beyond `r - 1` ([`Lows::child`]): with fewer items above their
        // low than that, none is.
        self.parted[d] = 0;
        if self.above.len() < r {
            return Some(Bound {
                total: sum,
                sum,
                r,
                misses: false,
            });
        }
        // Each item above its low: how many candidates give it the low,
        // and what missing it costs.
        for entry in &mut self.above {
            let (v, i, now) = (entry.0 as usize, entry.1 as usize, entry.2);
            let at = |v: usize| &self.by_cost[(i * l + v) * wo..(i * l + v + 1) * wo];
            let next = (v + 1..l).find(|&v| meet(at(v), cand));
            let miss = match next.map_or(now, |next| now.min(self.values[next])) {
                NONE => NEVER,
                cost => cost - self.values[v],
            };
            let reach = at(v);
            let n = (0..wo).map(|x| (reach[x] & cand[x]).count_ones()).sum();
            *entry = (n, i as u32, miss);
        }
        // Apart: an item whose candidates at its low are none of those the
        // apart items before it take.
        // Fewest candidates first, by a counting sort on that number: the
        // items came in increasing order, and stay so within a count. With
        // few items and many options (a whole game's teams: hundreds of
        // counts for a dozen items), by insertion, as stable.
        let most = self
            .above
            .iter()
            .map(|&(n, _, _)| n as usize)
            .max()
            .unwrap_or(0);
        if self.above.len() * self.above.len() <= 4 * most {
            self.sorted.clear();
            for &entry in &self.above {
                let at = self.sorted.partition_point(|e| e.0 <= entry.0);
                self.sorted.insert(at, entry);
            }
        } else {
            let counts = &mut self.counts[..most + 2];
            counts.fill(0);
            self.above
                .iter()
                .for_each(|&(n, _, _)| counts[n as usize + 1] += 1);
            (1..counts.len()).for_each(|n| counts[n] += counts[n - 1]);
            self.sorted.resize(self.above.len(), (0, 0, 0));
            for &entry in &self.above {
                let at = &mut counts[entry.0 as usize];
                self.sorted[*at as usize] = entry;
                *at += 1;
            }
        }
        let slot = d * self.miss.len();
        let mut parted = 0;
        for &(_, i, miss) in &self.sorted {
            let i = i as usize;
            let v = self.values.partition_point(|&x| x < self.low[i]);
            let reach = &self.by_cost[(i * l + v) * wo..(i * l + v + 1) * wo];
            if !(0..wo).any(|x| reach[x] & cand[x] & taken[x] != 0) {
                (0..wo).for_each(|x| taken[x] |= reach[x] & cand[x]);
                self.miss[i] = miss;
                self.apart[slot + parted] = (miss, i as u32, v as u32);
                parted += 1;
            }
        }
        self.parted[d] = parted as u32;
        let apart = &mut self.apart[slot..slot + parted];
        apart.sort_unstable();
        let beyond = parted.saturating_sub(r);
        let total = (apart[..beyond].iter()).fold(sum, |t, &(m, _, _)| t.saturating_add(m));
        Some(Bound {
            total,
            sum,
            r,
            misses: beyond > 0,
        })
    }

    /// How much lower than `bound.total` plus item `i`'s excess over its
    /// low the bound of a child of the node that covers `i` can be: what
    /// missing costs `i`, if `i` is apart and misses are counted, else 0.
    /// A child's option may bring both `i` and another apart item down
    /// (then `i` pays its excess rather than its miss), or at its low, only
    /// `i`; so the child is sure of one miss fewer among the others, and
    /// the cheapest misses counted lose at most one, no dearer than `i`'s
    /// or, if `i`'s is not counted, than any counted.
    #[inline]
    pub fn lift(&self, bound: Bound, i: usize) -> u32 {
        if bound.misses { self.miss[i] } else { 0 }
    }

    /// A lower bound on every cover below the child of the node at level
    /// `d` (of bound `bound`) that chooses option `k`, a candidate there,
    /// for the item `i` it was prepared for ([`Lows::branch`]), of low
    /// `low` there, at cost `value`, before it is chosen. `i` then costs
    /// `value`. Of the items apart at the node
    /// ([`Lows::bound`]), `k` takes at most one to its low; the others'
    /// candidates at their low are still all different, and one option
    /// fewer is to come: beyond that many, as many of them miss, at least
    /// the cheapest misses. (Where `k` gives such an item another cost, it
    /// is no cheaper than the item's miss: the item's next cost is the
    /// cheapest any other candidate gives it.) The node's bound counts one
    /// miss fewer: a level whose bound prunes little (two options from the
    /// end, most children of Diamond/Pearl's whole game) is then not
    /// entered at all.
    #[inline(always)]
    pub fn child(&self, bound: Bound, d: usize, low: u32, value: u32, k: usize) -> u32 {
        let total = (bound.sum + value).saturating_sub(low.min(value));
        let slot = d * self.miss.len();
        let apart = &self.apart[slot..slot + self.parted[d] as usize];
        // Misses if `k` takes none of them to its low.
        let m = apart.len().saturating_sub(bound.r - 1);
        if m == 0 {
            return total;
        }
        let prefix = &self.prefix[slot..];
        let (x, bit) = (k / 64, 1u64 << (k % 64));
        if self.taken[d * self.wo + x] & bit == 0 {
            return total.saturating_add(prefix[m]);
        }
        let l = self.values.len();
        let serves = |&(_, j, v): &(u32, u32, u32)| {
            self.by_cost[(j as usize * l + v as usize) * self.wo + x] & bit != 0
        };
        // One fewer misses, not the one `k` serves.
        total.saturating_add(match apart.iter().position(serves) {
            Some(p) if p < m - 1 => prefix[m] - apart[p].0,
            Some(_) => prefix[m - 1],
            None => prefix[m],
        })
    }

    /// [`Lows::child`] for every child in word `x` of the options that
    /// takes no apart item to its low: their bound, and the options of the
    /// word that may (whose bound may be less).
    #[inline]
    pub fn plain(&self, bound: Bound, d: usize, low: u32, value: u32, x: usize) -> (u32, u64) {
        let total = (bound.sum + value).saturating_sub(low.min(value));
        let slot = d * self.miss.len();
        let m = (self.parted[d] as usize).saturating_sub(bound.r - 1);
        if m == 0 {
            return (total, 0);
        }
        let taken = self.taken[d * self.wo + x];
        (total.saturating_add(self.prefix[slot + m]), taken)
    }

    /// Prepares level `d`, bounded last, for [`Lows::child`] of its children
    /// for item `i`: the apart items but `i`, and the sums of their
    /// cheapest misses.
    pub fn branch(&mut self, d: usize, i: usize) {
        let slot = d * self.miss.len();
        let n = self.parted[d] as usize;
        let apart = &mut self.apart[slot..slot + n];
        let mut kept = 0;
        for a in 0..n {
            if apart[a].1 as usize != i {
                apart[kept] = apart[a];
                kept += 1;
            }
        }
        self.parted[d] = kept as u32;
        let prefix = &mut self.prefix[slot..slot + kept + 1];
        prefix[0] = 0;
        for a in 0..kept {
            prefix[a + 1] = prefix[a].saturating_add(apart[a].0);
        }
    }

    /// The uncovered item to branch on at level `d`, after
    /// [`Lows::bound`]: the one with the fewest candidates that a cover
    /// within `threshold` (at least the bound) can take for it (all of them
    /// without one), the first such; `None` if some item has none.
    pub fn pick(
        &self,
        cov: &Minimal,
        d: usize,
        bound: Bound,
        threshold: Option<u32>,
    ) -> Option<usize> {
        let cand = self.cand(d);
        let mut best = (u32::MAX, 0);
        for (j, &word) in cov.u.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = j * 64 + bits.trailing_zeros() as usize + 1;
                bits &= bits - 1;
                let most = threshold.map_or(u32::MAX, |t| {
                    let slack = (t + self.lift(bound, i)).saturating_sub(bound.total);
                    slack.saturating_add(self.low[i])
                });
                let mut n = 0;
                for v in (0..self.values.len()).take_while(|&v| self.values[v] <= most) {
                    let at = self.at(i, v);
                    n += (0..self.wo)
                        .map(|x| (at[x] & cand[x]).count_ones())
                        .sum::<u32>();
                    if n >= best.0 {
                        break;
                    }
                }
                if n < best.0 {
                    if n == 0 {
                        return None;
                    }
                    best = (n, i);
                }
            }
        }
        Some(best.1)
    }

    /// The candidates of level `d` giving item `i` the `v`-th cost, word `x`.
    #[inline]
    pub fn word(&self, d: usize, i: usize, v: usize, x: usize) -> u64 {
        self.at(i, v)[x] & self.cand(d)[x]
    }
}

/// Whether two sets meet.
#[inline(always)]
fn meet(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(a, b)| a & b != 0)
}
