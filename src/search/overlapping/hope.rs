//! For a sink that keeps one cover per kind (a team's Pokémon, each with
//! its choices of moves): what a kind can do at best, and, two options
//! from the end, whether a child can still lead to a cover the sink might
//! take, so that a hopeless one is skipped without being chosen.
//!
//! Two options from the end, after option `k`, one option must cover
//! every item `k` leaves uncovered. It is of a kind some option of which
//! covers each of them, and it costs at least what that kind's best planes
//! give: a few word operations a kind, against choosing `k`, working out
//! the options that complete a cover and pricing each. Most children of
//! that level lead nowhere (a whole game's teams: 95-99% of them). A kind
//! is judged first for all its options at once, with every item any of
//! them covers and its best planes standing for each option's; the
//! options of a kind that may do are then judged one by one.
//!
//! Both options to come are candidates of the node (`costs.rs`, [`Lows`]:
//! alive, covering an uncovered item, emptying no earlier private set), so
//! a kind's best and items are taken over its candidates there ([`Near`]),
//! once a node: kinds with none are never priced, and the rest are priced
//! on what they can still bring, not on all they have.
//!
//! [`Lows`]: super::costs::Lows

use super::costs::{Costs, Lows, lowest, weighed};
use super::sets::Minimal;
use crate::links::Links;
use std::fmt::Debug;

use super::super::parallel::Share;
use super::super::{Search, Sink};

/// The most words of items or of kinds the judging works on in registers
/// (every chart: at most 189 items; a game: at most 384 kinds, X/Y has
/// 263); beyond, no child is skipped.
pub(super) const WORDS: usize = 6;

/// What the options of each kind can do at best.
pub(super) struct Kinds {
    /// Words per set of items, as [`Minimal`]'s.
    w: usize,
    /// Words per set of kinds.
    kw: usize,
    /// How many kinds there are.
    n: usize,
    /// Per kind, the planes of the lowest index any of its usable options
    /// gives each item (as [`Costs::planes`]), `2 * w` words a kind.
    best: Vec<u64>,
    /// Per item, the kinds some usable option of which covers it, `kw`
    /// words an item.
    holders: Vec<u64>,
    /// Per kind, its first option and one past its last.
    span: Vec<(u32, u32)>,
    /// Per kind, its usable options as words of a set of options (word,
    /// bits), those of kind `kind` at `words[at[kind]..at[kind + 1]]`.
    words: Vec<(u32, u64)>,
    at: Vec<u32>,
    /// Per kind, the least fee of its usable options ([`Query::fees`]; a
    /// team's members: one fee a Pokémon), which every cover holding one
    /// of them pays.
    ///
    /// [`Query::fees`]: super::super::Query::fees
    pub fee: Vec<u32>,
    /// Whether the last level prices a kind before its options
    /// ([`Search::hopeful`](super::super::Search)).
    pub first: bool,
    /// Whether the sets fit [`WORDS`], so that children are judged.
    pub judges: bool,
    /// Every kind, `kw` words.
    every: [u64; WORDS],
}

impl Kinds {
    /// The kinds of `links`' options (`kinds[k]` for option `k`), with their
    /// fees if any, when the costs are on planes.
    pub fn new<N: Copy + Ord + Debug>(
        links: &Links<N>,
        costs: &Costs,
        kinds: &[u32],
        fees: Option<&[u8]>,
    ) -> Option<Kinds> {
        costs.base?;
        let w = costs.w;
        let n = kinds.iter().map(|&k| k as usize + 1).max().unwrap_or(0);
        let kw = n.div_ceil(64);
        let mut out = Kinds {
            w,
            kw,
            n,
            best: vec![!0; n * 2 * w],
            holders: vec![0; (links.num_items() + 1) * kw],
            span: vec![(u32::MAX, 0); n],
            words: Vec::new(),
            at: vec![0; n + 1],
            fee: vec![u32::MAX; n],
            // Pricing a kind first at the last level pays where kinds have
            // several options each (Red's or Emerald's whole game: 15 and
            // more choices of moves a Pokémon, 0.88-0.91x the CPU), not
            // where most have one (Scarlet's: 1.07x).
            first: links.num_options() >= KIND_OPTIONS * n,
            judges: w <= WORDS && kw <= WORDS,
            every: [0; WORDS],
        };
        for kind in 0..n.min(64 * WORDS) {
            out.every[kind / 64] |= 1 << (kind % 64);
        }
        for k in (0..links.num_options()).filter(|&k| !links.is_option_masked(k)) {
            let of = kinds[k] as usize;
            let mine = &costs.planes[k * 2 * w..(k + 1) * 2 * w];
            let best = &mut out.best[of * 2 * w..(of + 1) * 2 * w];
            for j in 0..w {
                (best[j], best[w + j]) = lowest(best[j], best[w + j], mine[j], mine[w + j]);
            }
            let span = &mut out.span[of];
            *span = (span.0.min(k as u32), span.1.max(k as u32 + 1));
            let fee = fees.map_or(0, |f| u32::from(f[k]));
            out.fee[of] = out.fee[of].min(fee);
            for (i, _) in links.option_items(k) {
                out.holders[i * kw + of / 64] |= 1 << (of % 64);
            }
        }
        let mut of_kind = vec![Vec::new(); n];
        for k in (0..links.num_options()).filter(|&k| !links.is_option_masked(k)) {
            of_kind[kinds[k] as usize].push(k);
        }
        for (kind, options) in of_kind.iter().enumerate() {
            let start = out.words.len();
            for &k in options {
                let (x, bit) = ((k / 64) as u32, 1 << (k % 64));
                match out.words[start..].last_mut() {
                    Some((y, bits)) if *y == x => *bits |= bit,
                    _ => out.words.push((x, bit)),
                }
            }
            out.at[kind + 1] = out.words.len() as u32;
        }
        // A kind without usable options is never priced with its fee.
        (out.fee.iter_mut())
            .filter(|f| **f == u32::MAX)
            .for_each(|f| *f = 0);
        Some(out)
    }

    /// The planes of kind `kind`'s best.
    #[inline]
    pub fn best(&self, kind: usize) -> &[u64] {
        &self.best[kind * 2 * self.w..(kind + 1) * 2 * self.w]
    }

    /// The kinds of `among` some option of which covers every item of
    /// `left`: all of them when `left` is empty.
    #[inline]
    fn covering(&self, left: &[u64; WORDS], among: [u64; WORDS]) -> [u64; WORDS] {
        let mut kinds = among;
        for (j, &word) in left.iter().enumerate().take(self.w) {
            let mut bits = word;
            while bits != 0 {
                let i = j * 64 + bits.trailing_zeros() as usize + 1;
                bits &= bits - 1;
                let h = &self.holders[i * self.kw..(i + 1) * self.kw];
                (0..self.kw).for_each(|x| kinds[x] &= h[x]);
            }
        }
        kinds
    }
}

/// The most kinds a kind judged two options from the end is priced
/// against one by one, on their bests over all their options, before the
/// node's candidates are worked out kind by kind ([`Search::might_pair`],
/// [`Near::fill`]): past that many, the check tends to pass and costs more
/// than the fill it might save (Crystal's K8).
const FEW: u32 = 48;

/// The fewest options a kind has on average for the last level to price
/// kinds first.
const KIND_OPTIONS: usize = 4;

/// The items a cover will have once an option is chosen: those it leaves
/// uncovered, and the planes of each item's lowest index.
struct After {
    left: [u64; WORDS],
    planes: [u64; 2 * WORDS],
    w: usize,
}

impl After {
    /// After the options chosen at levels `< d` and one whose items are
    /// `mask` and planes `planes`.
    #[inline]
    fn new(cov: &Minimal, costs: &Costs, d: usize, mask: &[u64], planes: &[u64]) -> After {
        let w = cov.w;
        let now = &costs.at[d * 2 * w..(d + 1) * 2 * w];
        let mut after = After {
            left: [0; WORDS],
            planes: [0; 2 * WORDS],
            w,
        };
        for j in 0..w {
            after.left[j] = cov.u[j] & !mask[j];
            (after.planes[j], after.planes[w + j]) =
                lowest(now[j], now[w + j], planes[j], planes[w + j]);
        }
        after
    }

    /// Whether nothing is left uncovered.
    #[inline]
    fn complete(&self) -> bool {
        self.left[..self.w].iter().all(|&x| x == 0)
    }

    /// The cost of a complete cover of what is chosen and one more option
    /// of planes `planes` (or of nothing more, given these planes).
    #[inline(always)]
    fn price(&self, base: u32, items: u32, planes: &[u64]) -> u32 {
        let w = self.w;
        let mut sum = base * items;
        for j in 0..w {
            let (hi, lo) = lowest(self.planes[j], self.planes[w + j], planes[j], planes[w + j]);
            sum += weighed(hi, lo);
        }
        sum
    }
}

/// What the candidates of one node two options from the end can do, kind
/// by kind: the options to come are among them. Worked out in two steps,
/// each when first needed: the candidates and the best any of them gives
/// ([`Near::start`]), which rejects most kinds judged; then each kind's
/// best and saving ([`Near::fill`]).
pub(super) struct Near {
    /// The candidates alive at the start, `wo` words.
    cand: Vec<u64>,
    /// Whether the kinds' bests and savings are worked out.
    ready: bool,
    /// The kinds with a candidate, `kw` words.
    kinds: [u64; WORDS],
    /// Per kind of `kinds`, the planes of the lowest index its candidates
    /// give each item, `2 * w` words a kind.
    best: Vec<u64>,
    /// Per kind judged at the node ([`Search::kind_hope`]), the kinds
    /// whose best could complete a cover with its best: those its options
    /// can go with are among them. `kw` words a kind.
    partners: Vec<u64>,
    kw: usize,
    /// The planes of the lowest index each item has among what is chosen
    /// and the candidates.
    all: [u64; 2 * WORDS],
    /// The kinds of `kinds`, each with how much its best alone takes off
    /// the cost of what is chosen (its *saving*), the greatest first; and
    /// scratch for their counting sort on the saving.
    order: Vec<(u32, u32)>,
    saved: Vec<(u32, u32)>,
    counts: Vec<u32>,
}

impl Near {
    /// Room for the kinds of `kinds`, if any.
    pub fn new(kinds: Option<&Kinds>) -> Near {
        let (n, w, kw) = kinds.map_or((0, 0, 0), |k| (k.n, k.w, k.kw));
        Near {
            kinds: [0; WORDS],
            cand: Vec::new(),
            ready: false,
            best: vec![0; n * 2 * w],
            partners: vec![0; n * kw],
            kw,
            all: [0; 2 * WORDS],
            order: Vec::with_capacity(n),
            saved: Vec::with_capacity(n),
            // A saving is at most 3 an item.
            counts: vec![0; 3 * 64 * w + 2],
        }
    }

    /// The candidates of the node at level `d` bounded last by `lows`, still
    /// alive, and, where kinds have several options (`first`), the best any
    /// of them gives, which the bound worked out ([`Lows::ends`]: the
    /// lower of each item's cost so far and its low, the same in any price
    /// with what is chosen); else the cheapest there is, which rejects
    /// only what nothing could save: with about one candidate a kind (Ultra
    /// Sun/Ultra Moon's whole game, 183 of 144 kinds a node), working it
    /// out cost more than it saved.
    pub fn start(&mut self, cov: &Minimal, costs: &Costs, lows: &Lows, d: usize, first: bool) {
        let w = cov.w;
        self.cand.clear();
        (self.cand).extend(lows.cand(d).iter().zip(&cov.alive).map(|(&c, &a)| c & a));
        self.ready = false;
        self.all = [if first { !0 } else { 0 }; 2 * WORDS];
        if first {
            lows.ends(costs, d, &mut self.all[..2 * w]);
        }
    }

    /// The best planes and the items of kind `kind`'s candidates alive.
    fn own(
        &self,
        kinds: &Kinds,
        cov: &Minimal,
        costs: &Costs,
        kind: usize,
    ) -> ([u64; 2 * WORDS], [u64; WORDS]) {
        let w = cov.w;
        let (mut best, mut mask) = ([!0; 2 * WORDS], [0; WORDS]);
        let (lo, hi) = kinds.span[kind];
        let (lo, hi) = (lo as usize, hi as usize);
        for x in lo / 64..hi.div_ceil(64) {
            let mut bits = self.cand[x] & cov.alive[x] & within(x, lo, hi);
            while bits != 0 {
                let c = x * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let planes = &costs.planes[c * 2 * w..(c + 1) * 2 * w];
                for j in 0..w {
                    (best[j], best[w + j]) = lowest(best[j], best[w + j], planes[j], planes[w + j]);
                    mask[j] |= cov.masks[c * w + j];
                }
            }
        }
        (best, mask)
    }

    /// The kinds of the candidates still alive, their best planes, and
    /// their savings at level `d`.
    fn fill(&mut self, kinds: &Kinds, cov: &Minimal, costs: &Costs, d: usize) {
        // One, two or three words of items (every chart) with the width
        // known to the compiler.
        match cov.w {
            1 => self.fill_in(kinds, cov, costs, d, 1),
            2 => self.fill_in(kinds, cov, costs, d, 2),
            3 => self.fill_in(kinds, cov, costs, d, 3),
            w => self.fill_in(kinds, cov, costs, d, w),
        }
        self.ready = true;
    }

    /// [`Near::fill`] for `w` words of items.
    #[inline(always)]
    fn fill_in(&mut self, kinds: &Kinds, cov: &Minimal, costs: &Costs, d: usize, w: usize) {
        self.kinds = [0; WORDS];
        let now = &costs.at[d * 2 * w..(d + 1) * 2 * w];
        let chosen: u32 = (0..w).map(|j| weighed(now[j], now[w + j])).sum();
        self.saved.clear();
        // Kind by kind, on the words of its options: a kind whose every
        // usable option is a candidate (most, two options from the end of
        // a team: its typing alone covers an item left) has its best over
        // them all, worked out once; only the others are walked.
        for kind in 0..kinds.n {
            let words = &kinds.words[kinds.at[kind] as usize..kinds.at[kind + 1] as usize];
            let (mut all, mut any) = (true, 0);
            for &(x, bits) in words {
                let x = x as usize;
                let c = self.cand[x] & cov.alive[x] & bits;
                all &= c == bits;
                any |= c;
            }
            if any == 0 {
                continue;
            }
            self.kinds[kind / 64] |= 1 << (kind % 64);
            let best = &mut self.best[kind * 2 * w..][..2 * w];
            if all {
                best.copy_from_slice(kinds.best(kind));
            } else {
                let mut acc = [!0u64; 2 * WORDS];
                for &(x, bits) in words {
                    let x = x as usize;
                    let mut bits = self.cand[x] & cov.alive[x] & bits;
                    while bits != 0 {
                        let c = x * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let planes = &costs.planes[c * 2 * w..][..2 * w];
                        for j in 0..w {
                            (acc[j], acc[w + j]) =
                                lowest(acc[j], acc[w + j], planes[j], planes[w + j]);
                        }
                    }
                }
                best.copy_from_slice(&acc[..2 * w]);
            }
            let mut with = 0;
            for j in 0..w {
                let (h, l) = lowest(now[j], now[w + j], best[j], best[w + j]);
                with += weighed(h, l);
            }
            self.saved.push((chosen - with, kind as u32));
        }
        // Greatest saving first, by a counting sort: a few hundred kinds, a
        // saving under 200 (a comparison sort was 15% of Ultra Sun's).
        let most = self
            .saved
            .iter()
            .map(|&(s, _)| s as usize)
            .max()
            .unwrap_or(0);
        let counts = &mut self.counts[..most + 2];
        counts.fill(0);
        self.saved
            .iter()
            .for_each(|&(s, _)| counts[most - s as usize + 1] += 1);
        (1..counts.len()).for_each(|n| counts[n] += counts[n - 1]);
        self.order.resize(self.saved.len(), (0, 0));
        for &entry in &self.saved {
            let at = &mut counts[most - entry.0 as usize];
            self.order[*at as usize] = entry;
            *at += 1;
        }
    }

    /// The partners of kind `kind`, as [`Search::kind_hope`] left them.
    #[inline]
    fn partners(&self, kind: usize) -> [u64; WORDS] {
        let mut set = [0; WORDS];
        set[..self.kw].copy_from_slice(&self.partners[kind * self.kw..(kind + 1) * self.kw]);
        set
    }

    /// The planes of kind `kind`'s best among the candidates.
    #[inline]
    fn best(&self, kind: usize, w: usize) -> &[u64] {
        &self.best[kind * 2 * w..(kind + 1) * 2 * w]
    }
}

impl<N: Copy + Ord + Debug, S: Sink, P: Share> Search<'_, N, S, P> {
    /// Whether some option of `kind`, chosen at level `d` two options from
    /// the end, could lead to a cover the sink might take: with the items
    /// any of its candidates covers and their best planes (`near`) standing
    /// for each option's, a cover of it alone, or of it and one more
    /// candidate of some kind that covers every item it leaves. The kinds
    /// that could are kept as its partners: an option of it leaves at least
    /// its items and costs at least its best, so it can only go with them.
    /// Every cover of an option of it pays at least its least fee, and the
    /// partner's.
    pub(super) fn kind_hope(
        &self,
        cov: &Minimal,
        costs: &Costs,
        kinds: &Kinds,
        near: &mut Near,
        kind: usize,
        d: usize,
    ) -> bool {
        let Some(base) = costs.base else { return true };
        let (w, kw) = (cov.w, kinds.kw);
        let (best, mask) = near.own(kinds, cov, costs, kind);
        let after = After::new(cov, costs, d, &mask[..w], &best[..2 * w]);
        let fee = kinds.fee[kind];
        let alone = after.price(base, costs.items, &after.planes[..2 * w]);
        let complete = self.sink.might_take(self.keyed(alone, fee), d + 1);
        let any = after.price(base, costs.items, &near.all[..2 * w]);
        let might_pair = self.sink.might_take(self.keyed(any, fee), d + 2);
        let mut partners = [0; WORDS];
        if might_pair && !kinds.first {
            // Kinds of an option or two (Ultra Sun's whole game): working
            // out each one's best among the candidates would cost more than
            // it saves; their best overall stands.
            partners = kinds.covering(&after.left, kinds.every);
            for (x, word) in partners.iter_mut().enumerate().take(kw) {
                let mut bits = *word;
                while bits != 0 {
                    let other = x * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let cost = after.price(base, costs.items, kinds.best(other));
                    let fee = fee + kinds.fee[other];
                    if !self.sink.might_take(self.keyed(cost, fee), d + 2) {
                        *word &= !(1 << (other % 64));
                    }
                }
            }
        } else if might_pair && (near.ready || self.might_pair(costs, kinds, &after, fee, d)) {
            if !near.ready {
                near.fill(kinds, cov, costs, d);
            }
            let covering = kinds.covering(&after.left, near.kinds);
            // What two options take off the cost of what is chosen is at
            // most the sum of what each takes off alone: past the kinds
            // whose saving is too small for that, none can do.
            for &(saving, other) in &near.order {
                let least = alone.saturating_sub(saving);
                if !self.sink.might_take(self.keyed(least, fee), d + 2) {
                    break;
                }
                let (x, bit) = (other as usize / 64, 1 << (other % 64));
                if covering[x] & bit == 0 {
                    continue;
                }
                let cost = after.price(base, costs.items, near.best(other as usize, w));
                let fee = fee + kinds.fee[other as usize];
                if self.sink.might_take(self.keyed(cost, fee), d + 2) {
                    partners[x] |= bit;
                }
            }
        }
        near.partners[kind * kw..(kind + 1) * kw].copy_from_slice(&partners[..kw]);
        complete || partners.iter().any(|&p| p != 0)
    }

    /// Whether some kind that covers every item of `after.left` could,
    /// on its best over all its options ([`Kinds::best`]) and with its
    /// least fee, complete a cover of `after` the sink might take. Every
    /// partner [`Search::kind_hope`] finds on the candidates' bests passes
    /// this (a kind's best among its candidates is no better), so where
    /// none does, the node's candidates need not be worked out kind by
    /// kind ([`Near::fill`]) for this kind.
    fn might_pair(&self, costs: &Costs, kinds: &Kinds, after: &After, fee: u32, d: usize) -> bool {
        let Some(base) = costs.base else { return true };
        let covering = kinds.covering(&after.left, kinds.every);
        // Past a few kinds, the candidates' bests are worth working out.
        let many: u32 = covering.iter().map(|w| w.count_ones()).sum();
        if many > FEW {
            return true;
        }
        for (x, &word) in covering.iter().enumerate().take(kinds.kw) {
            let mut bits = word;
            while bits != 0 {
                let other = x * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let cost = after.price(base, costs.items, kinds.best(other));
                if self
                    .sink
                    .might_take(self.keyed(cost, fee + kinds.fee[other]), d + 2)
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether option `k`, chosen at level `d` two options from the end,
    /// could lead to a cover the sink might take: alone, if it completes
    /// one; else with an alive option covering every item it leaves, of a
    /// partner of its kind ([`Search::kind_hope`], judged before) that
    /// [`Kinds::covering`] leaves and whose best among the candidates
    /// (`near`) could.
    pub(super) fn option_hope(
        &self,
        cov: &Minimal,
        costs: &Costs,
        kinds: &Kinds,
        near: &Near,
        k: usize,
        d: usize,
    ) -> bool {
        let Some(base) = costs.base else { return true };
        let (w, items) = (cov.w, costs.items);
        let planes = &costs.planes[k * 2 * w..(k + 1) * 2 * w];
        let after = After::new(cov, costs, d, &cov.masks[k * w..(k + 1) * w], planes);
        let fee = self.fee_of(k);
        if after.complete() {
            // A cover of `d + 1` options: the level below delivers it.
            return self.sink.might_take(
                self.keyed(after.price(base, items, &after.planes[..2 * w]), fee),
                d + 1,
            );
        }
        let partners = near.partners(self.kinds.map_or(0, |of| of[k]) as usize);
        let covering = kinds.covering(&after.left, partners);
        for (x, &word) in covering.iter().enumerate().take(kinds.kw) {
            let mut bits = word;
            while bits != 0 {
                let kind = x * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let best = match near.ready {
                    true => near.best(kind, w),
                    false => kinds.best(kind),
                };
                let best = after.price(base, items, best);
                if !(self.sink).might_take(self.keyed(best, fee + kinds.fee[kind]), d + 2) {
                    continue;
                }
                // The kind might: might one of its alive options that
                // covers every item left?
                let (lo, hi) = kinds.span[kind];
                let (lo, hi) = (lo as usize, hi as usize);
                for x in lo / 64..hi.div_ceil(64) {
                    let mut options = cov.alive[x] & within(x, lo, hi);
                    for (j, &word) in after.left.iter().enumerate().take(w) {
                        let mut bits = word;
                        while bits != 0 && options != 0 {
                            let i = j * 64 + bits.trailing_zeros() as usize + 1;
                            bits &= bits - 1;
                            options &= cov.holders[i * cov.wo + x];
                        }
                    }
                    while options != 0 {
                        let c = x * 64 + options.trailing_zeros() as usize;
                        options &= options - 1;
                        let cost =
                            after.price(base, items, &costs.planes[c * 2 * w..(c + 1) * 2 * w]);
                        if self
                            .sink
                            .might_take(self.keyed(cost, fee + self.fee_of(c)), d + 2)
                        {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }
}

/// The bits of word `x` of a set of options that lie in `lo..hi`.
#[inline]
fn within(x: usize, lo: usize, hi: usize) -> u64 {
    let from = if x == lo / 64 { !0 << (lo % 64) } else { !0 };
    let to = if x == (hi - 1) / 64 {
        !0 >> (63 - (hi - 1) % 64)
    } else {
        !0
    };
    from & to
}
