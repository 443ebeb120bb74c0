//! The bitsets beside the links that keep minimality, and the one
//! intersection kernel the last levels are made of.
//!
//! Item `i` is bit `i - 1` of a set of items (`w` words); option `k` is bit
//! `k` of a set of options (`wo` words). `u` holds the uncovered items and
//! `private[d]` the items only level `d`'s option covers; an option that
//! would take every item out of an earlier level's private set can never be
//! part of a minimal cover (`docs/covers.md` "Covers"). Per item, `holders`
//! is the set of usable options that cover it: the options that hold every
//! item of a set are the intersection of the items' holders
//! ([`Minimal::complete`]), a few word operations per item that never touch
//! the links.

use crate::links::{Links, MASKED};
use std::fmt::Debug;

/// Which items the chosen options cover, for minimality.
pub(super) struct Minimal {
    /// Words per set of items.
    pub w: usize,
    /// Each option's unmasked items.
    pub masks: Vec<u64>,
    /// The option of each node (0 for headers and spacers).
    pub opt: Vec<u32>,
    /// Words per set of options.
    pub wo: usize,
    /// Per item, the usable options that cover it.
    pub holders: Vec<u64>,
    /// The usable options not yet tried by an earlier sibling at some level
    /// above: the last level must skip the others.
    pub alive: Vec<u64>,
    /// The options that complete a cover at the last level
    /// ([`Minimal::completing`]), and scratch for them.
    pub cand: Vec<u64>,
    inter: Vec<u64>,
    /// Items still uncovered.
    pub u: Vec<u64>,
    /// Per level, the items only that level's option covers.
    pub private: Vec<u64>,
    /// Per level, the private sets of the levels before it, as they were
    /// before its option was chosen.
    saved: Vec<u64>,
    /// How many levels are required options, exempt from minimality.
    pub exempt: usize,
    /// The most unmasked items any option covers.
    pub widest: usize,
}

impl Minimal {
    /// The sets of `links` as no option is chosen, for searches of at most
    /// `levels - 1` options of which the first `exempt` are required.
    pub fn new<N: Copy + Ord + Debug>(links: &Links<N>, levels: usize, exempt: usize) -> Minimal {
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
    pub fn uncovered(&self) -> usize {
        self.u.iter().map(|x| x.count_ones() as usize).sum()
    }

    /// Whether option `k` is alive.
    #[inline]
    pub fn is_alive(&self, k: usize) -> bool {
        self.alive[k / 64] & (1 << (k % 64)) != 0
    }

    /// Marks option `k` alive or not.
    #[inline]
    pub fn set_alive(&mut self, k: usize, alive: bool) {
        let bit = 1 << (k % 64);
        if alive {
            self.alive[k / 64] |= bit;
        } else {
            self.alive[k / 64] &= !bit;
        }
    }

    /// Chooses option `k` at level `d`: its newly covered items become its
    /// private set, and it takes its items out of every earlier private
    /// set. Returns `false`, changing nothing, if that would empty an
    /// earlier non-exempt private set.
    #[inline]
    pub fn choose(&mut self, k: usize, d: usize) -> bool {
        let w = self.w;
        let m = &self.masks[k * w..(k + 1) * w];
        for e in self.exempt..d {
            let p = &self.private[e * w..(e + 1) * w];
            if p.iter().zip(m).all(|(p, m)| p & !m == 0) {
                return false;
            }
        }
        let saved = &mut self.saved[d * self.private.len()..][..d * w];
        saved.copy_from_slice(&self.private[..d * w]);
        for e in 0..d {
            for (p, m) in self.private[e * w..(e + 1) * w].iter_mut().zip(m) {
                *p &= !m;
            }
        }
        for (j, &mj) in m.iter().enumerate() {
            let new = mj & self.u[j];
            self.private[d * w + j] = new;
            self.u[j] &= !new;
        }
        true
    }

    /// Undoes [`Minimal::choose`] of option `k` at level `d`.
    #[inline]
    pub fn unchoose(&mut self, k: usize, d: usize) {
        let w = self.w;
        for j in 0..w {
            self.u[j] |= self.private[d * w + j] & self.masks[k * w + j];
        }
        let saved = &self.saved[d * self.private.len()..][..d * w];
        self.private[..d * w].copy_from_slice(saved);
    }

    /// The kernel: `set` ∧ the holders of every item of `items`, a set of
    /// items given word by word. `set` has the words of a set of options;
    /// given an array, the compiler keeps it in registers.
    #[inline(always)]
    pub fn hold(&self, set: &mut [u64], items: impl IntoIterator<Item = u64>) {
        let wo = set.len();
        for (j, word) in items.into_iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = j * 64 + bits.trailing_zeros() as usize + 1;
                let h = &self.holders[i * wo..(i + 1) * wo];
                set.iter_mut().zip(h).for_each(|(s, h)| *s &= h);
                bits &= bits - 1;
            }
        }
    }

    /// The holders of any item of `items`, into `set`: the options that
    /// cover some of them.
    #[inline]
    pub fn reach(&self, set: &mut [u64], items: impl IntoIterator<Item = u64>) {
        let wo = set.len();
        set.fill(0);
        for (j, word) in items.into_iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = j * 64 + bits.trailing_zeros() as usize + 1;
                let h = &self.holders[i * wo..(i + 1) * wo];
                set.iter_mut().zip(h).for_each(|(s, h)| *s |= h);
                bits &= bits - 1;
            }
        }
    }

    /// Narrows `cand` to the options that hold every item of `all` and, for
    /// each set of `privates`, not every item of it: with `all` the items
    /// left uncovered and `privates` the private sets left, the options
    /// that complete a minimal cover. `inter` is scratch of `cand`'s size.
    /// Returns whether any is left.
    #[inline(always)]
    pub fn complete<P: IntoIterator<Item = u64>>(
        &self,
        cand: &mut [u64],
        inter: &mut [u64],
        all: impl IntoIterator<Item = u64>,
        privates: impl IntoIterator<Item = P>,
    ) -> bool {
        self.hold(cand, all);
        for private in privates {
            if cand.iter().all(|&c| c == 0) {
                return false;
            }
            inter.copy_from_slice(cand);
            self.hold(inter, private);
            cand.iter_mut().zip(&*inter).for_each(|(c, x)| *c &= !x);
        }
        cand.iter().any(|&c| c != 0)
    }

    /// The options that complete a minimal cover at the last level `d`, in
    /// `cand`: the alive options that hold every uncovered item and do not
    /// hold the whole private set of any earlier non-exempt level. Returns
    /// whether there is any. One, two or three words of options (every
    /// chart: at most 171 typings) are worked on in registers.
    pub fn completing(&mut self, d: usize) -> bool {
        match self.wo {
            1 => self.completing_in::<1>(d),
            2 => self.completing_in::<2>(d),
            3 => self.completing_in::<3>(d),
            _ => {
                let (mut cand, mut inter) = (
                    std::mem::take(&mut self.cand),
                    std::mem::take(&mut self.inter),
                );
                cand.copy_from_slice(&self.alive);
                let any = self.completing_into(d, &mut cand, &mut inter);
                (self.cand, self.inter) = (cand, inter);
                any
            }
        }
    }

    /// [`Minimal::completing`] for `WO` words of options.
    #[inline]
    fn completing_in<const WO: usize>(&mut self, d: usize) -> bool {
        let (mut cand, mut inter) = ([0; WO], [0; WO]);
        cand.copy_from_slice(&self.alive);
        let any = self.completing_into(d, &mut cand, &mut inter);
        self.cand.copy_from_slice(&cand);
        any
    }

    #[inline(always)]
    fn completing_into(&self, d: usize, cand: &mut [u64], inter: &mut [u64]) -> bool {
        let w = self.w;
        let privates = (self.exempt..d).map(|e| self.private[e * w..(e + 1) * w].iter().copied());
        self.complete(cand, inter, self.u.iter().copied(), privates)
    }
}
