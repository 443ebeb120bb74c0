//! Ranking: the sense of a problem's values, the total order of covers
//! (the search's [`Cover`], ordered here), the bounded heap that keeps the K best, and (in `best.rs`) the
//! strategies that find the K best with the search primitives.
//!
//! The engine knows only costs, lower always better; [`Sense`] turns a
//! problem's values into costs and a cover's cost back into its rank
//! (`docs/covers.md` "Ranking"). One order then serves every problem: cost,
//! then fewer options, then the options' numbers compared element by
//! element. Option numbers follow the sorted option table, so the last key is
//! the order of names.

mod best;
mod kinds;

/// The covers the search finds, ordered here: [`crate::search::Cover`].
pub use crate::search::Cover;
pub use best::Ranked;
pub use kinds::TopKinds;

use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// Whether a lower or a higher value is better, and the conversions between
/// a problem's values, the engine's costs and the ranks users see.
///
/// ```
/// use pokelinks::rank::Sense;
/// assert_eq!(Sense::Lower.cost(3), 3);
/// assert!(Sense::Higher.cost(6) < Sense::Higher.cost(5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sense {
    /// Lower is better (defense: immune 1, quarter 2, half 3).
    Lower,
    /// Higher is better (attack: double 5, quadruple 6).
    Higher,
}

impl Sense {
    /// The value as a cost, lower always better: the engine minimises costs
    /// whatever the sense, and a rank is recovered from its cost exactly.
    ///
    /// ```
    /// use pokelinks::rank::Sense;
    /// assert_eq!(Sense::Lower.cost(1), 1); // immune
    /// assert_eq!(Sense::Higher.cost(6), 249); // quadruple
    /// assert!(Sense::Higher.cost(6) < Sense::Higher.cost(5)); // ×4 beats ×2
    /// ```
    pub fn cost(self, value: u8) -> u8 {
        match self {
            Sense::Lower => value,
            Sense::Higher => 255 - value,
        }
    }

    /// The rank of a cover of `items` items whose costs add up to `cost`:
    /// every item adds one value, so the costs of the higher sense add up to
    /// `255 × items` minus the rank.
    ///
    /// ```
    /// use pokelinks::rank::Sense;
    /// let cost = u32::from(Sense::Higher.cost(5)) + u32::from(Sense::Higher.cost(6));
    /// assert_eq!(Sense::Higher.rank(2, cost), 11);
    /// assert_eq!(Sense::Lower.rank(2, 4), 4);
    /// ```
    pub fn rank(self, items: usize, cost: u32) -> u32 {
        match self {
            Sense::Lower => cost,
            Sense::Higher => 255 * items as u32 - cost,
        }
    }

    /// The one order of ranks: `Less` when rank `a` is better than `b`.
    /// Every front end that sorts ranks it has computed (a check's repairs,
    /// the planner) sorts by this.
    ///
    /// ```
    /// use pokelinks::rank::Sense;
    /// assert!(Sense::Lower.order(3, 5).is_lt() && Sense::Higher.order(3, 5).is_gt());
    /// ```
    pub fn order(self, a: u32, b: u32) -> std::cmp::Ordering {
        match self {
            Sense::Lower => a.cmp(&b),
            Sense::Higher => b.cmp(&a),
        }
    }

    /// How answers say which ranks are better.
    ///
    /// ```
    /// assert_eq!(pokelinks::rank::Sense::Lower.words(), "lower rank is better");
    /// ```
    pub fn words(self) -> &'static str {
        match self {
            Sense::Lower => "lower rank is better",
            Sense::Higher => "higher rank is better",
        }
    }
}

/// Covers compare best first, in the total order of `docs/covers.md`
/// "Ranking": `a < b` when `a` ranks ahead of `b`.
///
/// ```
/// use pokelinks::search::Cover;
/// let a = Cover::new(5, vec![0, 3]);
/// let b = Cover::new(5, vec![1, 2]);
/// let c = Cover::new(4, vec![2, 4, 6]);
/// assert!(c < a && a < b);
/// ```
impl Ord for Cover {
    fn cmp(&self, other: &Cover) -> Ordering {
        compare(self.cost, &self.options, other.cost, &other.options)
    }
}

impl PartialOrd for Cover {
    fn partial_cmp(&self, other: &Cover) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Whether a heap of `k` whose worst kept cover is `worst` (once full)
/// could take a cover of this cost and number of options: the cheap test
/// of [`TopK`] and [`TopKinds`] before an option list is built.
fn admits(k: usize, worst: Option<&Cover>, cost: u32, len: usize) -> bool {
    match worst {
        _ if k == 0 => false,
        Some(w) => cost < w.cost || (cost == w.cost && len <= w.options.len()),
        None => true,
    }
}

/// The total order on (cost, sorted options) pairs.
fn compare(cost_a: u32, a: &[u32], cost_b: u32, b: &[u32]) -> Ordering {
    cost_a
        .cmp(&cost_b)
        .then(a.len().cmp(&b.len()))
        .then_with(|| a.cmp(b))
}

/// What keeps the best covers a search offers: [`TopK`], or [`TopKinds`]
/// (the best of each kind).
pub(crate) trait Heap {
    /// Whether a cover of this cost and number of options could enter: the
    /// cheap test made before its option list is built.
    fn might_take(&self, cost: u32, len: usize) -> bool;
    /// Offers a cover; `options` in any order.
    fn offer(&mut self, cost: u32, options: &[u32]);
    /// The cost a cover must not exceed to have a chance of entering, once
    /// the heap is full.
    fn threshold(&self) -> Option<u32>;
    /// The covers kept, in no particular order.
    fn into_vec(self) -> Vec<Cover>;
}

impl Heap for TopK {
    fn might_take(&self, cost: u32, len: usize) -> bool {
        TopK::might_take(self, cost, len)
    }
    fn offer(&mut self, cost: u32, options: &[u32]) {
        TopK::offer(self, cost, options);
    }
    fn threshold(&self) -> Option<u32> {
        TopK::threshold(self)
    }
    fn into_vec(self) -> Vec<Cover> {
        TopK::into_vec(self)
    }
}

/// The K best covers seen so far, in a max-heap whose top is the worst kept.
///
/// ```
/// use pokelinks::rank::TopK;
/// let mut top = TopK::new(2);
/// for (cost, opts) in [(5, vec![1]), (3, vec![2]), (4, vec![0]), (3, vec![0, 1])] {
///     top.offer(cost, &opts);
/// }
/// let best: Vec<u32> = top.into_sorted().iter().map(|c| c.cost).collect();
/// assert_eq!(best, [3, 3]);
/// ```
#[derive(Clone, Debug)]
pub struct TopK {
    k: usize,
    /// The covers while fewer than `k` have come: no order is needed yet.
    filling: Vec<Cover>,
    /// The `k` covers kept once that many have come, worst on top.
    full: BinaryHeap<Cover>,
    /// Scratch for sorting an offered cover's options without allocating.
    scratch: Vec<u32>,
}

impl TopK {
    /// An empty heap that keeps at most `k` covers.
    ///
    /// ```
    /// let top = pokelinks::rank::TopK::new(3);
    /// assert!(top.is_empty() && top.threshold().is_none());
    /// ```
    pub fn new(k: usize) -> TopK {
        TopK::with_capacity(k, 0)
    }

    /// An empty heap that keeps at most `k` covers, with room for `expect`
    /// (at most `k`) before it grows.
    ///
    /// ```
    /// let top = pokelinks::rank::TopK::with_capacity(200_000, 1_000);
    /// assert_eq!(top.len(), 0);
    /// ```
    pub fn with_capacity(k: usize, expect: usize) -> TopK {
        TopK {
            k,
            filling: Vec::with_capacity(expect.min(k)),
            full: BinaryHeap::new(),
            scratch: Vec::new(),
        }
    }

    /// The worst cover kept, once `k` are kept.
    fn full_worst(&self) -> Option<&Cover> {
        self.full.peek()
    }

    /// The cost a cover must not exceed to have a chance of entering, or
    /// `None` while fewer than `k` are kept. A branch whose lower bound on
    /// cost is above it can be pruned.
    ///
    /// ```
    /// let mut top = pokelinks::rank::TopK::new(1);
    /// top.offer(4, &[0]);
    /// assert_eq!(top.threshold(), Some(4));
    /// ```
    pub fn threshold(&self) -> Option<u32> {
        self.full_worst().map(|w| w.cost)
    }

    /// Whether a cover of this cost and number of options could enter: the
    /// cheap test made before its option list is built.
    ///
    /// ```
    /// let mut top = pokelinks::rank::TopK::new(1);
    /// top.offer(4, &[0, 1]);
    /// assert!(top.might_take(3, 5) && top.might_take(4, 2) && !top.might_take(4, 3));
    /// ```
    pub fn might_take(&self, cost: u32, len: usize) -> bool {
        admits(self.k, self.full_worst(), cost, len)
    }

    /// Offers a cover; `options` in any order. Allocates only when the cover
    /// is kept.
    ///
    /// ```
    /// let mut top = pokelinks::rank::TopK::new(1);
    /// top.offer(4, &[3, 1]);
    /// top.offer(4, &[2, 0]); // same cost and size, smaller names
    /// assert_eq!(top.into_sorted()[0].options, [0, 2]);
    /// ```
    pub fn offer(&mut self, cost: u32, options: &[u32]) {
        if !self.might_take(cost, options.len()) {
            return;
        }
        self.scratch.clear();
        self.scratch.extend_from_slice(options);
        self.scratch.sort_unstable();
        if let Some(w) = self.full_worst()
            && compare(cost, &self.scratch, w.cost, &w.options) != Ordering::Less
        {
            return;
        }
        let cover = Cover {
            cost,
            options: self.scratch.clone(),
        };
        self.keep(cover);
    }

    /// Keeps `cover`, which is better than the worst kept if `k` are kept.
    fn keep(&mut self, cover: Cover) {
        if self.full.is_empty() {
            self.filling.push(cover);
            if self.filling.len() == self.k {
                self.full = BinaryHeap::from(std::mem::take(&mut self.filling));
            }
        } else {
            self.full.pop();
            self.full.push(cover);
        }
    }

    /// How many covers are kept.
    ///
    /// ```
    /// let mut top = pokelinks::rank::TopK::new(2);
    /// for cost in [5, 4, 3] {
    ///     top.offer(cost, &[cost]);
    /// }
    /// assert_eq!(top.len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.filling.len() + self.full.len()
    }

    /// Whether no cover is kept.
    ///
    /// ```
    /// assert!(pokelinks::rank::TopK::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The covers kept, best first.
    ///
    /// ```
    /// let mut top = pokelinks::rank::TopK::new(5);
    /// for cost in [5, 3, 4] {
    ///     top.offer(cost, &[cost]);
    /// }
    /// let costs: Vec<u32> = top.into_sorted().iter().map(|c| c.cost).collect();
    /// assert_eq!(costs, [3, 4, 5]);
    /// ```
    pub fn into_sorted(self) -> Vec<Cover> {
        sort(self.into_vec())
    }

    /// The covers kept, in no order.
    ///
    /// ```
    /// let mut top = pokelinks::rank::TopK::new(5);
    /// top.offer(2, &[1]);
    /// assert_eq!(top.into_vec().len(), 1);
    /// ```
    pub fn into_vec(self) -> Vec<Cover> {
        let mut covers = self.full.into_vec();
        covers.extend(self.filling);
        covers
    }
}

/// Sorts covers best first. Each is sorted with its key — cost, size and
/// first options packed in one number — beside it, so that most comparisons
/// need not follow the option lists to the heap.
///
/// ```
/// use pokelinks::rank::{Cover, sort};
/// let covers = vec![Cover::new(3, vec![4, 5]), Cover::new(3, vec![4]), Cover::new(2, vec![9])];
/// let order: Vec<Vec<u32>> = sort(covers).into_iter().map(|c| c.options).collect();
/// assert_eq!(order, [vec![9], vec![4], vec![4, 5]]);
/// ```
pub fn sort(covers: Vec<Cover>) -> Vec<Cover> {
    keyed(covers).into_iter().map(|(_, c)| c).collect()
}

/// Covers sorted best first, each with its key beside it, ready for
/// [`merge`].
pub(crate) fn keyed(covers: Vec<Cover>) -> Vec<(u128, Cover)> {
    let mut keyed: Vec<(u128, Cover)> = covers.into_iter().map(with_key).collect();
    sort_keyed(&mut keyed);
    keyed
}

/// A cover with its sort key beside it.
pub(crate) fn with_key(c: Cover) -> (u128, Cover) {
    (key(&c), c)
}

/// Sorts covers held with their keys, best first.
pub(crate) fn sort_keyed(keyed: &mut [(u128, Cover)]) {
    keyed.sort_unstable_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
}

/// The first `k` covers of lists sorted by [`keyed`], merged.
pub(crate) fn merge(lists: Vec<Vec<(u128, Cover)>>, k: usize) -> Vec<Cover> {
    let total = lists.iter().map(Vec::len).sum::<usize>();
    let mut out = Vec::with_capacity(k.min(total));
    let mut heads: Vec<_> = lists.into_iter().map(Vec::into_iter).collect();
    while out.len() < k {
        let mut best: Option<(usize, &(u128, Cover))> = None;
        for (j, head) in heads.iter().enumerate() {
            let Some(x) = head.as_slice().first() else {
                continue;
            };
            if best.is_none_or(|(_, y)| x.0.cmp(&y.0).then_with(|| x.1.cmp(&y.1)) == Ordering::Less)
            {
                best = Some((j, x));
            }
        }
        let best = best.map(|(j, _)| j);
        match best.and_then(|b| heads[b].next()) {
            Some((_, c)) => out.push(c),
            None => break,
        }
    }
    out
}

/// A cover's sort key: its cost (32 bits), its size (capped at 8 bits) and
/// its first seven option numbers (each capped at 12 bits), packed so that
/// comparing two keys agrees with comparing the covers whenever the keys
/// differ. Teams of six and problems of a few hundred options fit whole.
fn key(c: &Cover) -> u128 {
    let mut key = u128::from(c.cost) << 8 | c.options.len().min(0xFF) as u128;
    for j in 0..7 {
        let o = c.options.get(j).map_or(0, |&o| o.min(0xFFF));
        key = key << 12 | u128::from(o);
    }
    key
}
