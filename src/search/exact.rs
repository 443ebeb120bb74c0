//! Exact covers: Algorithm X on the dancing links, as in Knuth's DLX1.
//!
//! Choose the active item `i` with the fewest options, `cover(i)`, and try
//! each option `p` in its list: cover the other items of `p`, recurse,
//! uncover them in reverse. A counter takes the last level in bulk: when one
//! item is left, every option still in its list completes a cover.

use super::{Search, Sink};

impl<N: Copy + Ord + std::fmt::Debug, S: Sink> Search<'_, N, S> {
    /// Chooses the required options, then searches.
    pub fn exact_with(&mut self, required: &[usize]) {
        let mut covered = Vec::new();
        let mut ok = true;
        'options: for &k in required {
            let first = self.links.spacer(k) + 1;
            let mut q = first;
            while self.links.top(q) > 0 {
                let i = self.links.top(q) as usize;
                if !self.hidden(i) {
                    if !self.links.is_active(i) {
                        ok = false;
                        break 'options;
                    }
                    self.links.cover(i);
                    covered.push(i);
                }
                q += 1;
            }
            self.x.push(first as u32);
        }
        if ok {
            self.exact();
        }
        while let Some(i) = covered.pop() {
            self.links.uncover(i);
        }
        self.x.clear();
    }

    /// One level of Algorithm X.
    fn exact(&mut self) {
        let Some((i, len)) = self.choose_item() else {
            self.emit(0, false);
            return;
        };
        if len == 0 || self.x.len() == self.max {
            return;
        }
        if !S::EACH && self.links.next_active(self.links.first_active()) == 0 {
            self.sink.add(len as u64);
            return;
        }
        if let Some(t) = self.sink.threshold() {
            if self.exact_bound() > t {
                return;
            }
        }
        self.links.cover(i);
        let mut p = self.links.dlink(i);
        while p != i {
            self.cover_others(p);
            self.x.push(p as u32);
            self.exact();
            self.x.pop();
            self.uncover_others(p);
            if self.stopped {
                break;
            }
            p = self.links.dlink(p);
        }
        self.links.uncover(i);
    }

    /// Covers the items of `p`'s option other than `p`'s own, skipping hidden ones.
    #[inline]
    fn cover_others(&mut self, p: usize) {
        let mut q = p + 1;
        while q != p {
            let j = self.links.top(q);
            if j <= 0 {
                q = self.links.ulink(q);
            } else {
                if !self.hidden(j as usize) {
                    self.links.cover(j as usize);
                }
                q += 1;
            }
        }
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
                if !self.hidden(j as usize) {
                    self.links.uncover(j as usize);
                }
                q -= 1;
            }
        }
    }

    /// A lower bound on the cost of any cover below this node: the cost of
    /// the chosen options, plus for each active item the cheapest node still
    /// in its list (every option left covers active items only).
    fn exact_bound(&self) -> u32 {
        let mut bound = 0;
        for &p in &self.x {
            let mut q = self.first_of(p as usize);
            while self.links.top(q) > 0 {
                if !self.hidden(self.links.top(q) as usize) {
                    bound += self.cost(q);
                }
                q += 1;
            }
        }
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
