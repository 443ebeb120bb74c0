//! Minimal overlapping covers.
//!
//! Choose the uncovered item `i` with the fewest options and try each option
//! `p` in its list; after `p`'s branch, hide `p`'s option for the rest of the
//! level, so each cover is found once: under the first of its options in
//! `i`'s list. Minimality is kept as we go: each item's header tag counts the
//! chosen options covering it, the level whose option covered it first is its
//! `owner`, and `private[d]` counts the items only level `d` covers. An
//! option that leaves some earlier choice with no private item can never be
//! part of a minimal cover, so its branch is cut at once. All of that costs
//! O(option size) per choice.

use super::{Search, Sink};
use crate::links::HIDDEN;

/// The private count of a required option: it is never redundant by choice.
const EXEMPT: u32 = u32::MAX / 2;

impl<N: Copy + Ord + std::fmt::Debug, S: Sink> Search<'_, N, S> {
    /// Chooses the required options, then searches.
    pub fn overlapping_with(&mut self, required: &[usize]) {
        for &k in required {
            let first = self.links.spacer(k) + 1;
            let d = self.x.len();
            self.private[d] = EXEMPT;
            self.choose(first, d);
            self.x.push(first as u32);
        }
        self.overlapping();
        while let Some(first) = self.x.pop() {
            let d = self.x.len();
            self.unchoose(first as usize, d);
        }
    }

    /// One level of the search.
    fn overlapping(&mut self) {
        let Some((i, len)) = self.choose_item() else {
            self.emit(0, true);
            return;
        };
        let d = self.x.len();
        if len == 0 || d == self.max {
            return;
        }
        if let Some(t) = self.sink.threshold() {
            if self.overlapping_bound() > t {
                return;
            }
        }
        let last = d + 1 == self.max;
        let mark = self.excluded.len();
        let mut p = self.links.dlink(i);
        while p != i {
            let first = self.first_of(p);
            if last {
                if self.completes(first) {
                    self.emit(p, true);
                }
            } else {
                self.private[d] = 0;
                if self.choose(first, d) {
                    self.x.push(p as u32);
                    self.overlapping();
                    self.x.pop();
                }
                self.unchoose(first, d);
                self.links.unlink_option(first - 1);
                self.excluded.push(first as u32 - 1);
            }
            if self.stopped {
                break;
            }
            p = self.links.dlink(p);
        }
        while self.excluded.len() > mark {
            let s = self.excluded.pop().unwrap_or_default();
            self.links.relink_option(s as usize);
        }
    }

    /// Covers the items of the option starting at node `first` once more, on
    /// behalf of level `d`; returns `false` if that leaves an earlier choice
    /// with no private item.
    #[inline]
    fn choose(&mut self, first: usize, d: usize) -> bool {
        let mut ok = true;
        let mut q = first;
        while self.links.top(q) > 0 {
            let i = self.links.top(q) as usize;
            let tag = self.links.nodes()[i].tag;
            if tag != HIDDEN {
                if tag == 0 {
                    self.links.remove_item(i);
                    self.uncovered -= 1;
                    self.owner[i] = d as u32;
                    self.private[d] += 1;
                } else if tag == 1 {
                    let o = self.owner[i] as usize;
                    self.private[o] -= 1;
                    ok &= self.private[o] != 0;
                }
                self.links.node_mut(i).tag = tag + 1;
            }
            q += 1;
        }
        ok
    }

    /// Undoes [`Self::choose`], last node first.
    #[inline]
    fn unchoose(&mut self, first: usize, _d: usize) {
        let mut q = first;
        while self.links.top(q) > 0 {
            q += 1;
        }
        while q > first {
            q -= 1;
            let i = self.links.top(q) as usize;
            let tag = self.links.nodes()[i].tag;
            if tag != HIDDEN {
                let tag = tag - 1;
                self.links.node_mut(i).tag = tag;
                if tag == 0 {
                    self.links.restore_item(i);
                    self.uncovered += 1;
                } else if tag == 1 {
                    self.private[self.owner[i] as usize] += 1;
                }
            }
        }
    }

    /// Whether the option starting at `first` covers every uncovered item and
    /// leaves each earlier choice a private item: the last level's test,
    /// made without changing the links.
    #[inline]
    fn completes(&mut self, first: usize) -> bool {
        let mut new = 0;
        let mut q = first;
        while self.links.top(q) > 0 {
            new += usize::from(self.links.nodes()[self.links.top(q) as usize].tag == 0);
            q += 1;
        }
        if new != self.uncovered {
            return false;
        }
        q = first;
        while self.links.top(q) > 0 {
            let i = self.links.top(q) as usize;
            if self.links.nodes()[i].tag == 1 {
                self.hits[self.owner[i] as usize] += 1;
            }
            q += 1;
        }
        let mut ok = true;
        q = first;
        while self.links.top(q) > 0 {
            let i = self.links.top(q) as usize;
            if self.links.nodes()[i].tag == 1 {
                let o = self.owner[i] as usize;
                if self.hits[o] != 0 {
                    ok &= self.hits[o] != self.private[o];
                    self.hits[o] = 0;
                }
            }
            q += 1;
        }
        ok
    }

    /// A lower bound on the cost of any cover below this node. Every option
    /// added from here on covers an uncovered item (it needs a private one),
    /// so it is in some uncovered item's list; each item ends up with the
    /// cheaper of its cost so far and the cheapest such option's cost for it.
    fn overlapping_bound(&mut self) -> u32 {
        for k in 0..self.x.len() {
            let mut q = self.first_of(self.x[k] as usize);
            while self.links.top(q) > 0 {
                let i = self.links.top(q) as usize;
                self.best[i] = self.best[i].min(self.cost(q));
                q += 1;
            }
        }
        let mut a = self.links.first_active();
        while a != 0 {
            let mut p = self.links.dlink(a);
            while p != a {
                let mut q = self.first_of(p);
                while self.links.top(q) > 0 {
                    let i = self.links.top(q) as usize;
                    self.reach[i] = self.reach[i].min(self.cost(q));
                    q += 1;
                }
                p = self.links.dlink(p);
            }
            a = self.links.next_active(a);
        }
        let mut bound = 0u32;
        for i in 1..self.best.len() {
            if !self.hidden(i) {
                bound = bound.saturating_add(self.best[i].min(self.reach[i]));
            }
            self.best[i] = u32::MAX;
            self.reach[i] = u32::MAX;
        }
        bound
    }
}
