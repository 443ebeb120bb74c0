//! Minimal overlapping covers: the level.
//!
//! Choose the uncovered item `i` with the fewest options and try each option
//! `p` in its list; after `p`'s branch, unlink `p`'s option from the
//! vertical lists for the rest of the level, so each cover is found once:
//! under the first of its options in `i`'s list. The links keep what they
//! are good at — the active items and each item's `len` of usable options,
//! for the MRV choice — and bitsets over the items keep minimality
//! (`sets.rs`): an option that empties some earlier level's private set can
//! never be part of a minimal cover, so its branch is cut at once.
//!
//! Beside this file, the speed-ups: `sets.rs`, the sets and the one
//! intersection kernel; `last.rs`, the last level, where the options that
//! complete a cover are one intersection of per-item sets of options, and
//! the level before it, which with one word of items works those out for
//! each of its options without choosing it; `costs.rs`, what the chosen
//! options cost and the bounds that prune for the K best; `hope.rs`, for
//! the best cover of each kind, what a kind can do at best and the
//! children two options from the end that are skipped by it.

pub mod bounded;
mod costs;
mod hope;
mod last;
mod sets;

use super::parallel::Share;
use super::{Search, Sink};
use costs::{Costs, Lows, weighed};
use hope::{Kinds, Near};
use sets::Minimal;
use std::fmt::Debug;

impl<N: Copy + Ord + Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// Chooses the required options, then searches.
    pub fn overlapping_with(&mut self, required: &[usize]) {
        let levels = self.max + 1;
        let mut cov = Minimal::new(self.links, levels, required.len());
        let mut costs = Costs::new(self.links, levels);
        let kinds = (self.kinds.filter(|_| S::PRUNES))
            .and_then(|k| Kinds::new(self.links, &costs, k, self.fees));
        for &k in required {
            let first = self.links.spacer(k) + 1;
            let d = self.x.len();
            self.choose(&mut cov, &mut costs, k, d, true);
            self.x.push(first as u32);
        }
        if S::PRUNES {
            let mut lows = Lows::new(self.links, &cov, levels);
            let mut near = Near::new(kinds.as_ref());
            self.bounded(&mut cov, &mut costs, &mut lows, kinds.as_ref(), &mut near);
        } else {
            self.overlapping(&mut cov, &mut costs);
        }
        while let Some(first) = self.x.pop() {
            let d = self.x.len();
            let k = cov.opt[first as usize] as usize;
            self.unchoose(&mut cov, k, d, true);
        }
    }

    /// One level of the search, for a sink that never prunes
    /// (`bounded.rs` is the level for one that does).
    fn overlapping(&mut self, cov: &mut Minimal, costs: &mut Costs) {
        let d = self.x.len();
        if !self.share.claim(d) || self.poll() {
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
            self.last(cov, costs, None, d);
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
            if next_to_last
                && cov.w == 1
                && cov.wo <= 3
                && (!S::EACH || costs.base.is_some())
                && self.limits.is_none()
            {
                // The last level needs no state of its own: it is searched
                // from this level's sets, changing nothing.
                self.pairs(cov, costs, p, d);
            } else if self.choose(cov, costs, k, d, !next_to_last) {
                self.x.push(p as u32);
                if !next_to_last {
                    self.overlapping(cov, costs);
                } else if self.share.claim(d + 1) {
                    if cov.uncovered() == 0 {
                        self.leaf(cov, costs, d + 1);
                    } else {
                        self.last(cov, costs, None, d + 1);
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

    /// Chooses option `k` at level `d` ([`Minimal::choose`]) and, if
    /// `listed`, takes the items it newly covers out of the active list;
    /// brings the costs along. Returns `false`, changing nothing, if `k`
    /// would empty an earlier private set.
    #[inline]
    fn choose(
        &mut self,
        cov: &mut Minimal,
        costs: &mut Costs,
        k: usize,
        d: usize,
        listed: bool,
    ) -> bool {
        if !cov.choose(k, d) {
            return false;
        }
        let w = cov.w;
        for j in 0..w {
            let mut bits = if listed { cov.private[d * w + j] } else { 0 };
            while bits != 0 {
                self.links
                    .remove_item(j * 64 + bits.trailing_zeros() as usize + 1);
                bits &= bits - 1;
            }
        }
        // Costs on planes where they fit, else on rows.
        costs.choose(self.links, k, d, S::EACH, S::EACH && costs.base.is_none());
        if self.limits.is_some() {
            self.hold(cov, k, listed);
        }
        self.fee += self.fee_of(k);
        true
    }

    /// Counts option `k` in its limits; the other options of each limit it
    /// fills are taken out: dead in the sets and, if `listed`, unlinked.
    /// Where the level keeps no links, a limit's options go out a word at
    /// a time, and the words as they were are kept for putting back.
    fn hold(&mut self, cov: &mut Minimal, k: usize, listed: bool) {
        let Some(limits) = self.limits else {
            return;
        };
        let held = &mut self.held;
        held.marks
            .push((held.out.len() as u32, held.saved.len() as u32));
        for &l in limits.of(k) {
            let l = l as usize;
            held.count[l] += 1;
            let (options, most) = limits.limit(l);
            if held.count[l] < most {
                continue;
            }
            if !listed {
                for &(x, bits) in limits.words(l) {
                    let x = x as usize;
                    let keep = if x == k / 64 { 1 << (k % 64) } else { 0 };
                    held.saved.push((x as u32, cov.alive[x]));
                    cov.alive[x] &= !bits | keep;
                }
                continue;
            }
            for &c in options {
                let c = c as usize;
                if c != k && cov.is_alive(c) {
                    cov.set_alive(c, false);
                    self.links.unlink_option(self.links.spacer(c));
                    held.out.push((c as u32, true));
                }
            }
        }
    }

    /// Undoes [`Self::hold`] of option `k`, last first.
    fn release(&mut self, cov: &mut Minimal, k: usize) {
        let Some(limits) = self.limits else {
            return;
        };
        let (out, saved) = self.held.marks.pop().unwrap_or_default();
        while self.held.saved.len() > saved as usize {
            let (x, bits) = self.held.saved.pop().unwrap_or_default();
            cov.alive[x as usize] = bits;
        }
        while self.held.out.len() > out as usize {
            let (c, unlinked) = self.held.out.pop().unwrap_or_default();
            cov.set_alive(c as usize, true);
            if unlinked {
                self.links.relink_option(self.links.spacer(c as usize));
            }
        }
        for &l in limits.of(k) {
            self.held.count[l as usize] -= 1;
        }
    }

    /// Undoes [`Self::choose`] of option `k` at level `d`, in reverse.
    #[inline]
    fn unchoose(&mut self, cov: &mut Minimal, k: usize, d: usize, listed: bool) {
        self.fee -= self.fee_of(k);
        if self.limits.is_some() {
            self.release(cov, k);
        }
        let w = cov.w;
        for j in (0..w).rev() {
            let mut bits = if listed { cov.private[d * w + j] } else { 0 };
            while bits != 0 {
                let top = 63 - bits.leading_zeros() as usize;
                self.links.restore_item(j * 64 + top + 1);
                bits &= !(1 << top);
            }
        }
        cov.unchoose(k, d);
    }

    /// Reports the cover made of the `d` options chosen.
    fn leaf(&mut self, cov: &Minimal, costs: &Costs, d: usize) {
        let cost = match costs.base {
            Some(base) if S::EACH => {
                let at = &costs.at[d * 2 * cov.w..(d + 1) * 2 * cov.w];
                let (hi, lo) = at.split_at(cov.w);
                base * costs.items + hi.iter().zip(lo).map(|(&h, &l)| weighed(h, l)).sum::<u32>()
            }
            _ => costs.sum[d],
        };
        let cost = self.keyed(cost, 0);
        if self.found(d, cost, d) {
            self.options
                .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
            self.deliver(cost);
        }
    }
}
