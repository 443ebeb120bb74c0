//! Minimal overlapping covers.
//!
//! Choose the uncovered item `i` with the fewest options and try each option
//! `p` in its list; after `p`'s branch, unlink `p`'s option from the vertical
//! lists for the rest of the level, so each cover is found once: under the first of its options in
//! `i`'s list. The links keep what they are good at — the active items and
//! each item's `len` of usable options, for the MRV choice — and bitsets over
//! the items ([`Minimal`]) keep minimality: `u` is the set of uncovered items and
//! `private[d]` the items that only level `d`'s option covers. An option that
//! empties some earlier level's private set can never be part of a minimal
//! cover, so its branch is cut at once; at the last level an option completes
//! a cover when it contains `u` and empties no private set: the options that
//! do are one intersection of per-item option sets, a few word operations
//! that never touch the links (and with one word of items, the level
//! before works out those sets for each of its options without choosing
//! it: [`Search::pairs`]). What the chosen options
//! cost, and the lower bounds that prune for the K best, are kept apart in
//! [`Costs`].

use super::parallel::Share;
use super::{Search, Sink};
use crate::links::{Links, MASKED};
use std::fmt::Debug;

/// No option has covered the item yet.
const NONE: u32 = u32::MAX;

/// Which items the chosen options cover, for minimality: bitsets beside the
/// links. Item `i` is bit `i - 1` of a set of `w` words.
struct Minimal {
    /// Words per set.
    w: usize,
    /// Each option's unmasked items.
    masks: Vec<u64>,
    /// The option of each node (0 for headers and spacers).
    opt: Vec<u32>,
    /// Words per set of options.
    wo: usize,
    /// Per item, the usable options that cover it, as a set of options:
    /// the last level intersects these instead of walking a list.
    holders: Vec<u64>,
    /// The options still in the vertical lists, less those tried at the
    /// next-to-last level, which the last must skip.
    alive: Vec<u64>,
    /// Scratch sets of options for the last level.
    cand: Vec<u64>,
    inter: Vec<u64>,
    /// Items still uncovered.
    u: Vec<u64>,
    /// Per level, the items only that level's option covers.
    private: Vec<u64>,
    /// Per level, the private sets of the levels before it, as they were
    /// before its option was chosen.
    saved: Vec<u64>,
    /// How many levels are required options, exempt from minimality.
    exempt: usize,
    /// The most unmasked items any option covers.
    widest: usize,
}

impl Minimal {
    fn new<N: Copy + Ord + Debug>(links: &Links<N>, levels: usize, exempt: usize) -> Minimal {
        let n = links.num_items();
        let w = n.div_ceil(64).max(1);
        let nodes = links.nodes();
        let mut masks = vec![0; links.num_options() * w];
        let mut opt = vec![0; nodes.len()];
        let mut widest = 0;
        for k in 0..links.num_options() {
            let mut q = links.spacer(k) + 1;
            let mut size = 0;
            while nodes[q].top > 0 {
                let i = nodes[q].top as usize;
                if nodes[i].tag != MASKED {
                    masks[k * w + (i - 1) / 64] |= 1 << ((i - 1) % 64);
                    size += 1;
                }
                opt[q] = k as u32;
                q += 1;
            }
            widest = widest.max(size);
        }
        let mut u = vec![0; w];
        for i in (1..=n).filter(|&i| nodes[i].tag != MASKED) {
            u[(i - 1) / 64] |= 1 << ((i - 1) % 64);
        }
        let wo = links.num_options().div_ceil(64).max(1);
        let mut holders = vec![0; (n + 1) * wo];
        let mut alive = vec![0; wo];
        for k in (0..links.num_options()).filter(|&k| !links.is_option_masked(k)) {
            alive[k / 64] |= 1 << (k % 64);
            for (i, _) in links.option_items(k) {
                holders[i * wo + k / 64] |= 1 << (k % 64);
            }
        }
        Minimal {
            w,
            masks,
            opt,
            wo,
            holders,
            alive,
            cand: vec![0; wo],
            inter: vec![0; wo],
            u,
            private: vec![0; levels * w],
            saved: vec![0; levels * levels * w],
            exempt,
            widest,
        }
    }

    /// How many items are uncovered.
    fn uncovered(&self) -> usize {
        self.u.iter().map(|x| x.count_ones() as usize).sum()
    }

    /// Marks option `k` alive or not.
    #[inline]
    fn set_alive(&mut self, k: usize, alive: bool) {
        let bit = 1 << (k % 64);
        if alive {
            self.alive[k / 64] |= bit;
        } else {
            self.alive[k / 64] &= !bit;
        }
    }

    /// The options that complete a minimal cover at the last level `d`, in
    /// `cand`: the alive options that hold every uncovered item and do not
    /// hold the whole private set of any earlier non-exempt level. Returns
    /// whether there is any.
    fn completing(&mut self, d: usize) -> bool {
        match self.wo {
            1 => self.completing_in::<1>(d),
            2 => self.completing_in::<2>(d),
            3 => self.completing_in::<3>(d),
            4 => self.completing_in::<4>(d),
            _ => self.completing_any(d),
        }
    }

    /// [`Self::completing`] for `WO` words of options, in registers.
    #[inline]
    fn completing_in<const WO: usize>(&mut self, d: usize) -> bool {
        let w = self.w;
        let holders = &self.holders;
        let and = |set: &mut [u64; WO], i: usize| {
            let h = &holders[i * WO..(i + 1) * WO];
            (0..WO).for_each(|x| set[x] &= h[x]);
        };
        let mut cand = [0; WO];
        cand.copy_from_slice(&self.alive[..WO]);
        for (j, &word) in self.u.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                and(&mut cand, j * 64 + bits.trailing_zeros() as usize + 1);
                bits &= bits - 1;
            }
        }
        for e in self.exempt..d {
            if cand == [0; WO] {
                return false;
            }
            let mut inter = cand;
            for j in 0..w {
                let mut bits = self.private[e * w + j];
                while bits != 0 {
                    and(&mut inter, j * 64 + bits.trailing_zeros() as usize + 1);
                    bits &= bits - 1;
                }
            }
            (0..WO).for_each(|x| cand[x] &= !inter[x]);
        }
        self.cand.copy_from_slice(&cand);
        cand != [0; WO]
    }

    /// [`Self::completing`] for any number of words of options.
    fn completing_any(&mut self, d: usize) -> bool {
        let (w, wo) = (self.w, self.wo);
        self.cand.copy_from_slice(&self.alive);
        for (j, &word) in self.u.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = j * 64 + bits.trailing_zeros() as usize + 1;
                let h = &self.holders[i * wo..(i + 1) * wo];
                self.cand.iter_mut().zip(h).for_each(|(c, h)| *c &= h);
                bits &= bits - 1;
            }
        }
        for e in self.exempt..d {
            if self.cand.iter().all(|&c| c == 0) {
                return false;
            }
            self.inter.copy_from_slice(&self.cand);
            for j in 0..w {
                let mut bits = self.private[e * w + j];
                while bits != 0 {
                    let i = j * 64 + bits.trailing_zeros() as usize + 1;
                    let h = &self.holders[i * wo..(i + 1) * wo];
                    self.inter.iter_mut().zip(h).for_each(|(c, h)| *c &= h);
                    bits &= bits - 1;
                }
            }
            self.cand
                .iter_mut()
                .zip(&self.inter)
                .for_each(|(c, x)| *c &= !x);
        }
        self.cand.iter().any(|&c| c != 0)
    }
}

/// What the chosen options cost, and the lower bounds on what a branch can
/// cost: per-level cost rows, the items' floors and the bounds' scratch.
/// Its item sets have the words of [`Minimal`]'s.
struct Costs {
    /// Items per row of `cost`.
    n: usize,
    /// Per level `d`, each item's cheapest cost among the first `d` chosen
    /// options (`NONE` if none covers it), kept only when the sink wants costs.
    cost: Vec<u32>,
    /// Per level, the sum of the row's costs over covered items.
    sum: Vec<u32>,
    /// Each item's floor: the lowest cost any usable option gives it.
    floor: Vec<u32>,
    /// Each option's unmasked items for which it has the lowest cost of
    /// all options (the item's floor).
    floors: Vec<u64>,
    /// Each option's unmasked items for which its cost is at most one
    /// above the item's floor.
    nears: Vec<u64>,
    /// The sum of the unmasked items' floors.
    floor_sum: u32,
    /// Scratch for bounds: a per-option stamp so each candidate option is
    /// looked at once, and the largest numbers of items a candidate can
    /// bring to their floor.
    stamp: Vec<u32>,
    epoch: u32,
    gains: Vec<u32>,
    /// Per level where a bound was taken: the items that need bringing down
    /// to their floor, those the candidates can bring there, those two or
    /// more above it, and those the candidates can bring within one of it.
    sets: Vec<u64>,
    /// Per level, how many options may still come, and the sums of the
    /// candidates' largest gains, best first (`prefix[j]`: the best `j`),
    /// `gains.len() + 1` sums a level.
    slots: Vec<usize>,
    prefix: Vec<u32>,
    /// Scratch for a child's bound.
    need: Vec<u64>,
    far: Vec<u64>,
    /// When the costs of unmasked items in usable options are at most four
    /// consecutive values, the lowest (else `None`): each cost is then that
    /// plus a 2-bit index, and the last level prices a cover on bit planes
    /// of indices with a handful of word operations instead of a walk.
    base: Option<u32>,
    /// How many unmasked items there are: every cover covers them all.
    items: u32,
    /// Per option, the high then the low bit plane of the index it gives
    /// each item (`11` where it gives none, or the item is masked), `2 * w`
    /// words an option.
    planes: Vec<u64>,
    /// Per level `d`, the planes of each item's lowest index among the first
    /// `d` chosen options (`11` while uncovered; `00` for masked items).
    at: Vec<u64>,
}

impl Costs {
    fn new<N: Copy + Ord + Debug>(links: &Links<N>, levels: usize) -> Costs {
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
}

impl<N: Copy + Ord + Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// Chooses the required options, then searches.
    pub fn overlapping_with(&mut self, required: &[usize]) {
        let levels = self.max + 1;
        let mut cov = Minimal::new(self.links, levels, required.len());
        let mut costs = Costs::new(self.links, levels);
        for &k in required {
            let first = self.links.spacer(k) + 1;
            let d = self.x.len();
            self.choose(&mut cov, &mut costs, k, d, true);
            self.x.push(first as u32);
        }
        self.overlapping(&mut cov, &mut costs);
        while let Some(first) = self.x.pop() {
            let d = self.x.len();
            let k = cov.opt[first as usize] as usize;
            self.unchoose(&mut cov, k, d, true);
        }
    }

    /// One level of the search.
    fn overlapping(&mut self, cov: &mut Minimal, costs: &mut Costs) {
        let d = self.x.len();
        if !self.share.claim(d) {
            return;
        }
        let Some((i, len)) = self.choose_item() else {
            self.leaf(cov, costs, d);
            return;
        };
        if len == 0 || d == self.max || cov.uncovered() > (self.max - d).saturating_mul(cov.widest)
        {
            return;
        }
        if d + 1 == self.max {
            self.last(cov, costs, d);
            return;
        }
        let bounded = self.threshold(d).is_some();
        if let Some(t) = self.threshold(d)
            && self.overlapping_bound(cov, costs, d, i) > t
        {
            return;
        }
        // Two options to go: the last level only reads the bitsets, so this
        // one keeps the links as they are and marks tried options dead
        // instead of unlinking them.
        let next_to_last = d + 2 == self.max;
        let mark = self.excluded.len();
        let mut p = self.links.dlink(i);
        while p != i {
            let k = cov.opt[p] as usize;
            let hopeless = bounded
                && self
                    .sink
                    .threshold()
                    .is_some_and(|t| self.child_bound(cov, costs, d, k) > t);
            if next_to_last
                && cov.w == 1
                && cov.wo <= 4
                && (!S::EACH || (costs.base.is_some() && !S::PRUNES))
            {
                // The last level needs no state of its own: it is searched
                // from this level's sets, changing nothing.
                self.pairs(cov, costs, p, d);
            } else if !hopeless && self.choose(cov, costs, k, d, !next_to_last) {
                self.x.push(p as u32);
                if !next_to_last {
                    self.overlapping(cov, costs);
                } else if self.share.claim(d + 1) {
                    if cov.uncovered() == 0 {
                        self.leaf(cov, costs, d + 1);
                    } else {
                        self.last(cov, costs, d + 1);
                    }
                }
                self.x.pop();
                self.unchoose(cov, k, d, !next_to_last);
            }
            cov.set_alive(k, false);
            if !next_to_last {
                let s = self.links.spacer(k);
                self.links.unlink_option(s);
                self.excluded.push(s as u32);
            }
            if self.stopped {
                break;
            }
            p = self.links.dlink(p);
        }
        if next_to_last {
            let mut p = self.links.dlink(i);
            while p != i {
                cov.set_alive(cov.opt[p] as usize, true);
                p = self.links.dlink(p);
            }
        }
        while self.excluded.len() > mark {
            let s = self.excluded.pop().unwrap_or_default() as usize;
            self.links.relink_option(s);
            cov.set_alive(cov.opt[s + 1] as usize, true);
        }
    }

    /// With one word of items, for a sink that never prunes: the covers
    /// made of the options chosen at levels `< d`, node `p`'s option `k` at
    /// level `d` and one more, as [`Self::choose`] then [`Self::last`] would
    /// find them, but on the sets as `k` would leave them, without writing
    /// them and undoing it. Costs, if wanted, come from the planes.
    fn pairs(&mut self, cov: &Minimal, costs: &Costs, p: usize, d: usize) {
        match cov.wo {
            1 => self.pairs_in::<1>(cov, costs, p, d),
            2 => self.pairs_in::<2>(cov, costs, p, d),
            3 => self.pairs_in::<3>(cov, costs, p, d),
            _ => self.pairs_in::<4>(cov, costs, p, d),
        }
    }

    /// [`Self::pairs`] for `WO` words of options.
    #[inline]
    fn pairs_in<const WO: usize>(&mut self, cov: &Minimal, costs: &Costs, p: usize, d: usize) {
        let k = cov.opt[p] as usize;
        let m = cov.masks[k];
        if (cov.exempt..d).any(|e| cov.private[e] & !m == 0) {
            return;
        }
        if !self.share.claim(d + 1) {
            return;
        }
        // The planes with `k` chosen, and the cost they give a cover.
        let (base, items) = (costs.base.unwrap_or(0), costs.items);
        let (hi, lo) = if S::EACH {
            let (now, mk) = (&costs.at[2 * d..2 * d + 2], &costs.planes[2 * k..2 * k + 2]);
            lowest(now[0], now[1], mk[0], mk[1])
        } else {
            (0, 0)
        };
        let (left, mine) = (cov.u[0] & !m, cov.u[0] & m);
        if left == 0 {
            if !S::EACH {
                self.add(d + 1, 1);
                return;
            }
            let cost = base * items + weighed(hi, lo);
            if self.found(d + 1, cost, d + 1) {
                self.options
                    .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
                self.options.push(k as u32);
                self.deliver(cost);
            }
            return;
        }
        // All the sets of items whose holders are intersected: the one
        // each completing option must hold all of, then those it must not.
        let holders = &cov.holders;
        let all = |items: u64, mut set: [u64; WO]| {
            let mut bits = items;
            while bits != 0 {
                let h = &holders[(bits.trailing_zeros() as usize + 1) * WO..][..WO];
                (0..WO).for_each(|x| set[x] &= h[x]);
                bits &= bits - 1;
            }
            set
        };
        let mut alive = [0; WO];
        alive.copy_from_slice(&cov.alive[..WO]);
        let mut cand = all(left, alive);
        let privates = (cov.exempt..d).map(|e| cov.private[e] & !m);
        for private in privates.chain([mine]) {
            if cand == [0; WO] {
                return;
            }
            let inter = all(private, cand);
            (0..WO).for_each(|x| cand[x] &= !inter[x]);
        }
        if !S::EACH {
            let n = cand.iter().map(|c| u64::from(c.count_ones())).sum();
            self.add(d + 1, n);
            return;
        }
        let (cutoff, mut dear) = (self.sink.counted_above(), 0);
        for (j, &word) in cand.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let c = j * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let mc = &costs.planes[2 * c..2 * c + 2];
                let (h, l) = lowest(hi, lo, mc[0], mc[1]);
                let cost = base * items + weighed(h, l);
                if cost > cutoff {
                    dear += 1;
                } else if self.found(d + 1, cost, d + 2) {
                    self.options
                        .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
                    self.options.extend([k as u32, c as u32]);
                    self.deliver(cost);
                    if self.stopped {
                        return;
                    }
                }
            }
        }
        if dear > 0 {
            self.add(d + 1, dear);
        }
    }

    /// Reports the cover made of the `d` options chosen.
    fn leaf(&mut self, cov: &Minimal, costs: &Costs, d: usize) {
        let cost = match costs.base {
            Some(base) if S::EACH && !S::PRUNES => {
                let at = &costs.at[d * 2 * cov.w..(d + 1) * 2 * cov.w];
                let (hi, lo) = at.split_at(cov.w);
                base * costs.items + hi.iter().zip(lo).map(|(&h, &l)| weighed(h, l)).sum::<u32>()
            }
            _ => costs.sum[d],
        };
        if self.found(d, cost, d) {
            self.options
                .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
            self.deliver(cost);
        }
    }

    /// The last level, `d`: the options that complete a cover, found with
    /// a few word operations per uncovered or private item
    /// ([`Minimal::completing`]), without walking a list. A sink that wants
    /// no costs just counts them; it reads only the bitsets, so the level
    /// before need not have updated the links.
    fn last(&mut self, cov: &mut Minimal, costs: &Costs, d: usize) {
        if !cov.completing(d) {
            return;
        }
        if !S::EACH {
            let n = cov.cand.iter().map(|c| u64::from(c.count_ones())).sum();
            self.add(d, n);
            return;
        }
        // Covers dearer than the sink's cut-off are only counted, at once.
        let (cutoff, mut dear) = (self.sink.counted_above(), 0);
        for j in 0..cov.wo {
            let mut bits = cov.cand[j];
            while bits != 0 {
                let k = j * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let cost = match costs.base {
                    // One word of items: the common case, without loops.
                    Some(base) if cov.w == 1 => {
                        let (now, mk) =
                            (&costs.at[2 * d..2 * d + 2], &costs.planes[2 * k..2 * k + 2]);
                        let (hi, lo) = lowest(now[0], now[1], mk[0], mk[1]);
                        base * costs.items + weighed(hi, lo)
                    }
                    Some(base) => priced(costs, base, cov.w, k, d),
                    None => self.cost_with(costs, k, d),
                };
                if cost > cutoff {
                    dear += 1;
                } else if self.found(d, cost, d + 1) {
                    self.options
                        .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
                    self.options.push(k as u32);
                    self.deliver(cost);
                    if self.stopped {
                        return;
                    }
                }
            }
        }
        if dear > 0 {
            self.add(d, dear);
        }
    }

    /// Chooses option `k` at level `d`: its newly covered items become its
    /// private set and, if `listed`, leave the active list; it takes its
    /// items out of every earlier private set. Returns `false`, changing
    /// nothing, if that would empty an earlier non-exempt private set.
    #[inline]
    fn choose(
        &mut self,
        cov: &mut Minimal,
        costs: &mut Costs,
        k: usize,
        d: usize,
        listed: bool,
    ) -> bool {
        let w = cov.w;
        let m = &cov.masks[k * w..(k + 1) * w];
        for e in cov.exempt..d {
            let p = &cov.private[e * w..(e + 1) * w];
            if p.iter().zip(m).all(|(p, m)| p & !m == 0) {
                return false;
            }
        }
        let saved = &mut cov.saved[d * cov.private.len()..][..d * w];
        saved.copy_from_slice(&cov.private[..d * w]);
        for e in 0..d {
            for (p, m) in cov.private[e * w..(e + 1) * w].iter_mut().zip(m) {
                *p &= !m;
            }
        }
        for (j, &mj) in m.iter().enumerate() {
            let new = mj & cov.u[j];
            cov.private[d * w + j] = new;
            cov.u[j] &= !new;
            let mut bits = if listed { new } else { 0 };
            while bits != 0 {
                self.links
                    .remove_item(j * 64 + bits.trailing_zeros() as usize + 1);
                bits &= bits - 1;
            }
        }
        if S::EACH && costs.base.is_some() {
            let (now, next) = costs.at[d * 2 * w..(d + 2) * 2 * w].split_at_mut(2 * w);
            let mk = &costs.planes[k * 2 * w..(k + 1) * 2 * w];
            for j in 0..w {
                let (hi, lo) = lowest(now[j], now[w + j], mk[j], mk[w + j]);
                (next[j], next[w + j]) = (hi, lo);
            }
        }
        // The rows serve the bounds and, without planes, the costs.
        if S::EACH && (S::PRUNES || costs.base.is_none()) {
            let (row, next) = costs.cost[d * costs.n..(d + 2) * costs.n].split_at_mut(costs.n);
            next.copy_from_slice(row);
            costs.sum[d + 1] = costs.sum[d];
            let mut q = self.links.spacer(k) + 1;
            while self.links.top(q) > 0 {
                let i = self.links.top(q) as usize;
                let c = self.cost(q);
                if !self.masked(i) && c < next[i] {
                    costs.sum[d + 1] =
                        costs.sum[d + 1] + c - if next[i] == NONE { 0 } else { next[i] };
                    next[i] = c;
                }
                q += 1;
            }
        }
        true
    }

    /// Undoes [`Self::choose`] of option `k` at level `d`, in reverse.
    #[inline]
    fn unchoose(&mut self, cov: &mut Minimal, k: usize, d: usize, listed: bool) {
        let w = cov.w;
        for j in (0..w).rev() {
            let new = cov.private[d * w + j] & cov.masks[k * w + j];
            let mut bits = if listed { new } else { 0 };
            while bits != 0 {
                let top = 63 - bits.leading_zeros() as usize;
                self.links.restore_item(j * 64 + top + 1);
                bits &= !(1 << top);
            }
            cov.u[j] |= new;
        }
        let saved = &cov.saved[d * cov.private.len()..][..d * w];
        cov.private[..d * w].copy_from_slice(saved);
    }

    /// The cost of the cover made of the options chosen at levels `< d` and
    /// option `k`.
    #[inline]
    fn cost_with(&self, costs: &Costs, k: usize, d: usize) -> u32 {
        let row = &costs.cost[d * costs.n..(d + 1) * costs.n];
        let mut sum = costs.sum[d];
        let mut q = self.links.spacer(k) + 1;
        while self.links.top(q) > 0 {
            let i = self.links.top(q) as usize;
            let c = self.cost(q);
            if !self.masked(i) && c < row[i] {
                sum = sum + c - if row[i] == NONE { 0 } else { row[i] };
            }
            q += 1;
        }
        sum
    }

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
    fn overlapping_bound(&mut self, cov: &Minimal, costs: &mut Costs, d: usize, i: usize) -> u32 {
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
    fn child_bound(&self, cov: &Minimal, costs: &mut Costs, d: usize, k: usize) -> u32 {
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
fn lowest(a1: u64, a0: u64, b1: u64, b0: u64) -> (u64, u64) {
    let lo = (a0 & b0) | (a0 & !a1 & b1) | (b0 & !b1 & a1);
    (a1 & b1, lo)
}

/// Twice the bits of `hi` plus the bits of `lo`, in one pass of the
/// bit-counting ladder (the build targets plain x86-64, without a popcount
/// instruction): 2-bit fields count up to 2 each, nibbles then hold at most
/// 2 × 4 + 4, bytes 24, and the sum of all bytes at most 192.
#[inline(always)]
fn weighed(hi: u64, lo: u64) -> u32 {
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
fn priced(costs: &Costs, base: u32, w: usize, k: usize, d: usize) -> u32 {
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
