//! The K best: the level again, for a sink that prunes, as branch and
//! bound on the options' sets.
//!
//! It differs from the plain level (`mod.rs`) in three ways, all for the
//! bound of `costs.rs` ([`Lows`]):
//!
//! - the options of the branching item `i` are tried cheapest for `i`
//!   first (then in option order), and each is dead, as in the plain level,
//!   for the siblings after it. Below an option, every option cheaper for
//!   `i` is dead, so `i`'s cost in any cover there is that option's: the
//!   bound of every cover below knows it, and once an option is too dear
//!   for `i`, all the rest are;
//! - the item branched on is the uncovered one with the fewest options a
//!   cover within the threshold can take for it, not the fewest options:
//!   for the best covers most items have few;
//! - it keeps no links: the sets say which options are dead and which
//!   items are covered, and the bound needs the sets anyway.
//!
//! Good covers come first, so the sink's threshold falls early.

use super::super::parallel::Share;
use super::super::{Search, Sink};
use super::costs::{Costs, Lows};
use super::hope::{Kinds, Near, WORDS};
use super::sets::Minimal;
use std::fmt::Debug;

impl<N: Copy + Ord + Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// One level of the search for the K best.
    pub(super) fn bounded(
        &mut self,
        cov: &mut Minimal,
        costs: &mut Costs,
        lows: &mut Lows,
        kinds: Option<&Kinds>,
        near: &mut Near,
    ) {
        let d = self.x.len();
        if !self.share.claim(d) || self.poll() {
            return;
        }
        if cov.uncovered() == 0 {
            self.leaf(cov, costs, d);
            return;
        }
        if d == self.max {
            return;
        }
        if d + 1 == self.max {
            self.last(cov, costs, kinds, d);
            return;
        }
        // Read once: other threads may lower it meanwhile.
        let threshold = self.threshold(d);
        let Some(bound) = lows.bound(cov, costs, d, self.max - d, threshold) else {
            return;
        };
        if threshold.is_some_and(|t| bound.total > t) {
            return;
        }
        let Some(i) = lows.pick(cov, d, bound, threshold) else {
            return;
        };
        let (low, lift) = (lows.low[i], lows.lift(bound, i));
        lows.branch(d, i);
        let mark = self.excluded.len();
        // Two options from the end, children are judged before they are
        // chosen (`hope.rs`), a kind once for all its options; only where
        // the sink's threshold may prune, so that threads walk alike above.
        let judge = kinds.filter(|k| k.judges && d + 2 == self.max && self.share.prunes(d));
        // What the candidates' kinds can do, worked out at the first child
        // judged: many nodes judge none.
        let mut filled = false;
        let (mut judged, mut hopeless) = ([0u64; WORDS], [0u64; WORDS]);
        let mut count = 0u32;
        'costs: for v in 0..lows.values.len() {
            // Every cover below an option of this cost gives `i` this cost.
            let value = lows.values[v];
            let dear = |t: u32| value - low.min(value) + bound.total > t + lift;
            for x in 0..cov.wo {
                let mut bits = lows.word(d, i, v, x);
                // The children that take no apart item to its low share
                // one bound: if it is past the threshold (which only
                // falls), they are passed over at once.
                let (plain, special) = lows.plain(bound, d, low, value, x);
                let skip = if self.past(d, plain, 0) {
                    bits & !special
                } else {
                    0
                };
                while bits != 0 {
                    let k = x * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if skip >> (k % 64) & 1 != 0 {
                        cov.set_alive(k, false);
                        self.excluded.push(k as u32);
                        continue;
                    }
                    if self.threshold(d).is_some_and(dear) {
                        break 'costs;
                    }
                    // The child's bound before it is chosen, with its fee.
                    let least = lows.child(bound, d, low, value, k);
                    let hope = !self.past(d, least, self.fee_of(k))
                        && judge.is_none_or(|kinds| {
                            count += 1;
                            let kind = self.kinds.map_or(0, |of| of[k]) as usize;
                            let (x, bit) = (kind / 64, 1 << (kind % 64));
                            if judged[x] & bit == 0 {
                                judged[x] |= bit;
                                if !filled {
                                    filled = true;
                                    near.start(cov, costs, lows, d, kinds.first);
                                }
                                if !self.kind_hope(cov, costs, kinds, near, kind, d) {
                                    hopeless[x] |= bit;
                                }
                            }
                            hopeless[x] & bit == 0
                                && self.option_hope(cov, costs, kinds, near, k, d)
                        });
                    if hope && self.choose(cov, costs, k, d, false) {
                        self.x.push(self.links.spacer(k) as u32 + 1);
                        self.bounded(cov, costs, lows, kinds, near);
                        self.x.pop();
                        self.unchoose(cov, k, d, false);
                    }
                    cov.set_alive(k, false);
                    self.excluded.push(k as u32);
                    // Children judged count toward the node budget.
                    if count == JUDGED_A_NODE {
                        count = 0;
                        self.poll();
                    }
                    if self.stopped {
                        break 'costs;
                    }
                }
            }
        }
        while self.excluded.len() > mark {
            let k = self.excluded.pop().unwrap_or_default() as usize;
            cov.set_alive(k, true);
        }
    }
}

/// How many children judged two options from the end count as one node
/// toward the node budget: judging one costs about that fraction of
/// entering a node.
const JUDGED_A_NODE: u32 = 16;
