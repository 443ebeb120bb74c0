//! Exact covers: Algorithm X on the dancing links, as in Knuth's DLX1
//! (TAOCP 7.2.2.1), recursive, with its steps X1–X8 labelled where they
//! occur so the code reads beside the book.
//!
//! Choose the active item `i` with the fewest options, `cover(i)`, and try
//! each option `p` in its list: cover the other items of `p`, recurse,
//! uncover them in reverse. Three additions: masked items are skipped, a
//! counter takes the last level in bulk (when one item is left, every option
//! still in its list completes a cover), and a sink that wants only cheap
//! covers has branches pruned by a lower bound on their cost.

use super::parallel::Share;
use super::{Search, Sink};

impl<N: Copy + Ord + std::fmt::Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// X1 [Initialize]: the links are built; choose the required options
    /// (level by level, as X5 would), then search from the level after them.
    pub fn exact_with(&mut self, required: &[usize]) {
        let mut covered = Vec::new();
        let mut ok = true;
        let mut cost = 0;
        'options: for &k in required {
            let first = self.links.spacer(k) + 1;
            let mut q = first;
            while self.links.top(q) > 0 {
                let i = self.links.top(q) as usize;
                if !self.masked(i) {
                    if !self.links.is_active(i) {
                        ok = false;
                        break 'options;
                    }
                    self.links.cover(i);
                    covered.push(i);
                    cost += self.cost(q);
                }
                q += 1;
            }
            self.x.push(first as u32);
            self.fee += self.fee_of(k);
            ok &= self.count_in(k);
        }
        if ok {
            self.exact(cost);
        }
        while let Some(i) = covered.pop() {
            self.links.uncover(i);
        }
        self.x.clear();
        self.fee = 0;
    }

    /// Levels `l = x.len()` and below; `cost` is the cost of the options
    /// chosen so far.
    fn exact(&mut self, cost: u32) {
        // X2 [Enter level l]: unless another thread searches this node, or
        // the search was cancelled.
        let d = self.x.len();
        if !self.share.claim(d) || self.poll() {
            return;
        }
        // X3 [Choose i]; none is left when every item is covered: visit the
        // solution x_0 … x_{l-1} and go to X8.
        let Some((i, len)) = self.choose_item() else {
            let keyed = self.keyed(cost, 0);
            if self.found(d, keyed, d) {
                for k in 0..d {
                    let o = self.links.option_of(self.x[k] as usize) as u32;
                    self.options.push(o);
                }
                self.deliver(keyed);
            }
            return;
        };
        if len == 0 || d == self.max {
            return;
        }
        if !S::EACH
            && self.links.next_active(self.links.first_active()) == 0
            && self.limits.is_none()
        {
            self.add(d, len as u64);
            return;
        }
        if let Some(t) = self.threshold(d)
            && self.exact_bound(cost) > t
        {
            return;
        }
        // X4 [Cover i], and x_l ← DLINK(i).
        self.links.cover(i);
        let mut p = self.links.dlink(i);
        // X5 [Try x_l]: until x_l = i, cover the other items of its option
        // and go to X2 at level l + 1.
        while p != i {
            // An option whose limit is full is passed over, as if a
            // secondary item of it were covered.
            let k = self.links.option_of(p);
            if !self.count_in(k) {
                p = self.links.dlink(p);
                continue;
            }
            let c = self.cover_others(p);
            self.x.push(p as u32);
            self.fee += self.fee_of(k);
            self.exact(cost + c);
            self.fee -= self.fee_of(k);
            self.x.pop();
            // X6 [Try again]: uncover them in reverse, x_l ← DLINK(x_l).
            self.uncover_others(p);
            self.count_out(k);
            if self.stopped {
                break;
            }
            p = self.links.dlink(p);
        }
        // X7 [Backtrack].
        self.links.uncover(i);
        // X8 [Leave level l]: return to level l − 1's X6.
    }

    /// Counts option `k` in its limits, if none is full; returns whether
    /// it was.
    #[inline]
    fn count_in(&mut self, k: usize) -> bool {
        let Some(limits) = self.limits else {
            return true;
        };
        if !self.held.allows(limits, k) {
            return false;
        }
        for &l in limits.of(k) {
            self.held.count[l as usize] += 1;
        }
        true
    }

    /// Undoes [`Self::count_in`].
    #[inline]
    fn count_out(&mut self, k: usize) {
        if let Some(limits) = self.limits {
            for &l in limits.of(k) {
                self.held.count[l as usize] -= 1;
            }
        }
    }

    /// Covers the items of `p`'s option other than `p`'s own, skipping masked
    /// ones, and returns the option's cost (when the sink needs costs).
    #[inline]
    fn cover_others(&mut self, p: usize) -> u32 {
        let mut cost = if S::EACH { self.cost(p) } else { 0 };
        let mut q = p + 1;
        while q != p {
            let j = self.links.top(q);
            if j <= 0 {
                q = self.links.ulink(q);
            } else {
                if !self.masked(j as usize) {
                    self.links.cover(j as usize);
                    if S::EACH {
                        cost += self.cost(q);
                    }
                }
                q += 1;
            }
        }
        cost
    }

    /// Undoes [`Self::cover_others`], in reverse.
    #[inline]
    fn uncover_others(&mut self, p: usize) {
        let mut q = p - 1;
        while q != p {
            let j = self.links.top(q);
            if j <= 0 {
                q = self.links.dlink(q);
            } else {
                if !self.masked(j as usize) {
                    self.links.uncover(j as usize);
                }
                q -= 1;
            }
        }
    }

    /// A lower bound on the cost of any cover below this node: the cost so
    /// far, plus for each active item the cheapest node still in its list
    /// (every option left covers active items only, each exactly once).
    fn exact_bound(&self, cost: u32) -> u32 {
        let mut bound = cost;
        let mut i = self.links.first_active();
        while i != 0 {
            let mut cheapest = u32::MAX;
            let mut p = self.links.dlink(i);
            while p != i {
                cheapest = cheapest.min(self.cost(p));
                p = self.links.dlink(p);
            }
            bound = bound.saturating_add(cheapest);
            i = self.links.next_active(i);
        }
        bound
    }
}
