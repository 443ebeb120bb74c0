//! The last level, and the level before it when the items fit one word:
//! the options that complete a cover are found by intersecting per-item
//! sets of options ([`Minimal::complete`]), never by walking a list, and
//! one loop hands them to the sink.
//!
//! At the last level an option completes a minimal cover when it holds
//! every uncovered item and no earlier level's whole private set. A sink
//! that wants no costs adds up how many do; the others get each, priced on
//! the bit planes or the rows of `costs.rs`, except those dearer than the
//! sink's cut-off, which are counted at once.

use super::super::parallel::Share;
use super::super::{Search, Sink};
use super::costs::{Costs, lowest, priced, priced_on, weighed};
use super::hope::Kinds;
use super::sets::Minimal;
use crate::links::Links;
use std::fmt::Debug;

impl<N: Copy + Ord + Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// The last level, `d`: the options that complete a cover
    /// ([`Minimal::completing`]). It reads only the sets and the costs, so
    /// the level before need not have updated the links.
    pub(super) fn last(
        &mut self,
        cov: &mut Minimal,
        costs: &Costs,
        kinds: Option<&Kinds>,
        d: usize,
    ) {
        if !cov.completing(d) {
            return;
        }
        let cov = &*cov;
        let mut hope = std::mem::take(&mut self.hope);
        let first = kinds.filter(|k| S::EACH && k.first);
        let cand = if let Some(kinds) = first {
            if !self.hopeful(cov, costs, kinds, &mut hope, d) {
                self.hope = hope;
                return;
            }
            &hope[..]
        } else {
            &cov.cand[..]
        };
        match costs.base {
            // One word of items: the common case, without loops.
            Some(base) if S::EACH && cov.w == 1 => {
                let (hi, lo) = (costs.at[2 * d], costs.at[2 * d + 1]);
                self.deliver_each(cov, cand, None, |_, c| {
                    let (h, l) = lowest(hi, lo, costs.planes[2 * c], costs.planes[2 * c + 1]);
                    base * costs.items + weighed(h, l)
                });
            }
            // Two or three words (the whole charts of later generations),
            // with the width known to the compiler.
            Some(base) if S::EACH && cov.w == 2 => {
                self.deliver_each(cov, cand, None, |_, c| priced(costs, base, 2, c, d));
            }
            Some(base) if S::EACH && cov.w == 3 => {
                self.deliver_each(cov, cand, None, |_, c| priced(costs, base, 3, c, d));
            }
            Some(base) if S::EACH => {
                let w = cov.w;
                self.deliver_each(cov, cand, None, |_, c| priced(costs, base, w, c, d));
            }
            _ => self.deliver_each(cov, cand, None, |links, c| {
                if S::EACH {
                    costs.cost_with(links, c, d)
                } else {
                    0
                }
            }),
        }
        self.hope = hope;
    }

    /// For a sink that keeps one cover per kind (`kinds`): the
    /// options completing a cover at the last level `d` (`cov.cand`), into
    /// `hope`, less those of every kind whose best planes
    /// ([`Kinds::best`]) and least fee already price the cover above what
    /// the sink could take. No option of such a kind could enter, and a whole kind
    /// is priced once rather than each of its options (a team's Pokémon,
    /// each with its choices of moves). Returns whether any is left.
    fn hopeful(
        &self,
        cov: &Minimal,
        costs: &Costs,
        kinds: &Kinds,
        hope: &mut Vec<u64>,
        d: usize,
    ) -> bool {
        let (Some(of), Some(base)) = (self.kinds, costs.base) else {
            return true;
        };
        let w = cov.w;
        hope.clear();
        hope.extend_from_slice(&cov.cand);
        let mut last: Option<(u32, bool)> = None;
        for (j, word) in hope.iter_mut().enumerate() {
            let mut bits = *word;
            while bits != 0 {
                let c = j * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let kind = of[c];
                let dead = match last {
                    Some((k, dead)) if k == kind => dead,
                    _ => {
                        let cost = priced_on(costs, base, w, kinds.best(kind as usize), d);
                        let fee = kinds.fee[kind as usize];
                        let dead = !self.sink.might_take(self.keyed(cost, fee), d + 1);
                        last = Some((kind, dead));
                        dead
                    }
                };
                if dead {
                    *word &= !(1 << (c % 64));
                }
            }
        }
        hope.iter().any(|&h| h != 0)
    }

    /// Hands the sink the covers made of the options chosen so far, then
    /// `also` if given, then one option of `cand`, each priced by `price`
    /// (given the links and the option). Covers dearer than the sink's
    /// cut-off are only counted, at once; a sink without costs only counts.
    #[inline(always)]
    fn deliver_each(
        &mut self,
        cov: &Minimal,
        cand: &[u64],
        also: Option<u32>,
        price: impl Fn(&Links<N>, usize) -> u32,
    ) {
        // The level the covers are found at, which decides which thread
        // reports them.
        let d = self.x.len() + usize::from(also.is_some());
        if !S::EACH {
            let n = cand.iter().map(|c| u64::from(c.count_ones())).sum();
            self.add(d, n);
            return;
        }
        let (cutoff, mut dear) = (self.sink.counted_above(), 0);
        let also_fee = also.map_or(0, |a| self.fee_of(a as usize));
        for (j, &word) in cand.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let c = j * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let cost = self.keyed(price(self.links, c), also_fee + self.fee_of(c));
                if cost > cutoff {
                    dear += 1;
                } else if self.found(d, cost, d + 1) {
                    self.options
                        .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
                    self.options.extend(also);
                    self.options.push(c as u32);
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

    /// With one word of items, for a sink that never prunes: the covers
    /// made of the options chosen at levels `< d`, node `p`'s option `k` at
    /// level `d` and one more, as choosing `k` then [`Self::last`] would
    /// find them, but on the sets as `k` would leave them, without writing
    /// them and undoing it. Costs, if wanted, come from the planes.
    pub(super) fn pairs(&mut self, cov: &Minimal, costs: &Costs, p: usize, d: usize) {
        match cov.wo {
            1 => self.pairs_in::<1>(cov, costs, p, d),
            2 => self.pairs_in::<2>(cov, costs, p, d),
            _ => self.pairs_in::<3>(cov, costs, p, d),
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
            let cost = self.keyed(base * items + weighed(hi, lo), self.fee_of(k));
            if self.found(d + 1, cost, d + 1) {
                self.options
                    .extend(self.x.iter().map(|&p| cov.opt[p as usize]));
                self.options.push(k as u32);
                self.deliver(cost);
            }
            return;
        }
        // Each completing option holds every item `k` leaves uncovered, and
        // not the whole of any private set as `k` leaves it, nor of `k`'s own.
        let (mut cand, mut inter) = ([0; WO], [0; WO]);
        cand.copy_from_slice(&cov.alive[..WO]);
        let privates = (cov.exempt..d).map(|e| [cov.private[e] & !m]);
        if !cov.complete(&mut cand, &mut inter, [left], privates.chain([[mine]])) {
            return;
        }
        self.deliver_each(cov, &cand, Some(k as u32), |_, c| {
            let (h, l) = lowest(hi, lo, costs.planes[2 * c], costs.planes[2 * c + 1]);
            base * items + weighed(h, l)
        });
    }
}
