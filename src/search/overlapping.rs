//! Minimal overlapping covers.
//!
//! Choose the uncovered item `i` with the fewest options and try each option
//! `p` in its list; after `p`'s branch, hide `p`'s option for the rest of the
//! level, so each cover is found once: under the first of its options in
//! `i`'s list. The links keep what they are good at — the active items and
//! each item's `len` of usable options, for the MRV choice — and bitsets over
//! the items keep minimality: `u` is the set of uncovered items and
//! `private[d]` the items that only level `d`'s option covers. An option that
//! empties some earlier level's private set can never be part of a minimal
//! cover, so its branch is cut at once; at the last level an option completes
//! a cover when it contains `u` and empties no private set, a test of a few
//! word operations that never touches the links.

use super::{Search, Sink};

/// The bitsets of one overlapping search, `w` words per set.
pub(crate) struct Bits {
    /// Words per set.
    w: usize,
    /// Each option's non-hidden items (bit `i - 1` for item `i`).
    masks: Vec<u64>,
    /// The option of each node (0 for headers and spacers).
    opt: Vec<u32>,
    /// Items still uncovered.
    u: Vec<u64>,
    /// Per level, the items only that level's option covers.
    private: Vec<u64>,
    /// Per level, the private sets of the levels before it, as they were
    /// before its option was chosen.
    saved: Vec<u64>,
    /// How many levels are required options, exempt from minimality.
    exempt: usize,
    /// The most non-hidden items any option covers.
    widest: usize,
}

impl Bits {
    fn new<N: Copy + Ord + std::fmt::Debug>(links: &crate::links::Links<N>, max: usize) -> Bits {
        let n = links.num_items();
        let w = n.div_ceil(64).max(1);
        let visible = |i: usize| links.nodes()[i].tag != crate::links::HIDDEN;
        let mut masks = vec![0; links.num_options() * w];
        let mut opt = vec![0; links.nodes().len()];
        let mut widest = 0;
        for k in 0..links.num_options() {
            let mut q = links.spacer(k) + 1;
            let mut size = 0;
            while links.nodes()[q].top > 0 {
                let i = links.nodes()[q].top as usize;
                if visible(i) {
                    masks[k * w + (i - 1) / 64] |= 1 << ((i - 1) % 64);
                    size += 1;
                }
                opt[q] = k as u32;
                q += 1;
            }
            widest = widest.max(size);
        }
        let mut u = vec![0; w];
        for i in (1..=n).filter(|&i| visible(i)) {
            u[(i - 1) / 64] |= 1 << ((i - 1) % 64);
        }
        let levels = max.min(links.num_options()) + 1;
        Bits {
            w,
            masks,
            opt,
            u,
            private: vec![0; levels * w],
            saved: vec![0; levels * levels * w],
            exempt: 0,
            widest,
        }
    }

    /// How many items are uncovered.
    fn uncovered(&self) -> usize {
        self.u.iter().map(|x| x.count_ones() as usize).sum()
    }
}

impl<N: Copy + Ord + std::fmt::Debug, S: Sink> Search<'_, N, S> {
    /// Chooses the required options, then searches.
    pub fn overlapping_with(&mut self, required: &[usize]) {
        let mut b = Bits::new(self.links, self.max);
        b.exempt = required.len();
        for &k in required {
            let first = self.links.spacer(k) + 1;
            let d = self.x.len();
            self.choose(&mut b, k, d);
            self.x.push(first as u32);
        }
        self.overlapping(&mut b);
        while let Some(first) = self.x.pop() {
            let d = self.x.len();
            let k = b.opt[first as usize] as usize;
            self.unchoose(&mut b, k, d);
        }
    }

    /// One level of the search.
    fn overlapping(&mut self, b: &mut Bits) {
        let Some((i, len)) = self.choose_item() else {
            self.emit(0, true);
            return;
        };
        let d = self.x.len();
        if len == 0 || d == self.max || b.uncovered() > (self.max - d) * b.widest {
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
            let k = b.opt[p] as usize;
            if last {
                if completes(b, k, d) {
                    self.emit(p, true);
                }
            } else {
                if self.choose(b, k, d) {
                    self.x.push(p as u32);
                    self.overlapping(b);
                    self.x.pop();
                    self.unchoose(b, k, d);
                }
                let s = self.links.spacer(k);
                self.links.unlink_option(s);
                self.excluded.push(s as u32);
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

    /// Chooses option `k` at level `d`: its newly covered items become its
    /// private set and leave the active list, and it takes its items out of
    /// every earlier private set. Returns `false`, changing nothing, if that
    /// would empty an earlier non-exempt private set.
    #[inline]
    fn choose(&mut self, b: &mut Bits, k: usize, d: usize) -> bool {
        let w = b.w;
        let m = &b.masks[k * w..(k + 1) * w];
        for e in b.exempt..d {
            let p = &b.private[e * w..(e + 1) * w];
            if p.iter().zip(m).all(|(p, m)| p & !m == 0) {
                return false;
            }
        }
        let saved = &mut b.saved[d * b.private.len()..][..d * w];
        saved.copy_from_slice(&b.private[..d * w]);
        for e in 0..d {
            for (p, m) in b.private[e * w..(e + 1) * w].iter_mut().zip(m) {
                *p &= !m;
            }
        }
        for j in 0..w {
            let new = m[j] & b.u[j];
            b.private[d * w + j] = new;
            b.u[j] &= !new;
            let mut bits = new;
            while bits != 0 {
                self.links.remove_item(j * 64 + bits.trailing_zeros() as usize + 1);
                bits &= bits - 1;
            }
        }
        true
    }

    /// Undoes [`Self::choose`] of option `k` at level `d`, in reverse.
    #[inline]
    fn unchoose(&mut self, b: &mut Bits, k: usize, d: usize) {
        let w = b.w;
        for j in (0..w).rev() {
            let new = b.private[d * w + j] & b.masks[k * w + j];
            let mut bits = new;
            while bits != 0 {
                let top = 63 - bits.leading_zeros() as usize;
                self.links.restore_item(j * 64 + top + 1);
                bits &= !(1 << top);
            }
            b.u[j] |= new;
        }
        let saved = &b.saved[d * b.private.len()..][..d * w];
        b.private[..d * w].copy_from_slice(saved);
    }
}

/// Whether option `k`, added at the last level `d`, completes a minimal
/// cover: it contains every uncovered item and leaves each earlier
/// non-exempt level a private item.
#[inline]
fn completes(b: &Bits, k: usize, d: usize) -> bool {
    let w = b.w;
    let m = &b.masks[k * w..(k + 1) * w];
    if b.u.iter().zip(m).any(|(u, m)| u & !m != 0) {
        return false;
    }
    (b.exempt..d).all(|e| b.private[e * w..(e + 1) * w].iter().zip(m).any(|(p, m)| p & !m != 0))
}

impl<N: Copy + Ord + std::fmt::Debug, S: Sink> Search<'_, N, S> {
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
