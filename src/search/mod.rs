//! Searching the links: the query, the public entry points, and the sinks
//! that receive covers.
//!
//! The two algorithms live beside this file: [`exact`] is Algorithm X as in
//! DLX1, [`overlapping`] enumerates minimal covers. Both report every cover
//! exactly once to a *sink* — a counter, a streaming visitor, or a bounded
//! heap of the K best — and leave the links exactly as they found them.

mod exact;
mod overlapping;
mod parallel;

use crate::links::{HIDDEN, Links};
use crate::rank::{Cover, TopK};
use std::fmt;
use std::ops::ControlFlow;

/// Exact or overlapping (minimal) covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Every item covered by exactly one option.
    Exact,
    /// Every item covered at least once, and no option removable.
    Overlapping,
}

/// What to search for.
///
/// ```
/// use pokelinks::search::{Mode, Query};
/// let q = Query::new(Mode::Overlapping, 6).require(vec![3]).exclude(vec![5]);
/// assert_eq!(q.max, 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    /// Exact or overlapping.
    pub mode: Mode,
    /// The most options a cover may have, required ones included.
    pub max: usize,
    /// Options (by number) that every cover contains. They count toward
    /// `max`, and in an overlapping cover they may be redundant.
    pub required: Vec<usize>,
    /// Options (by number) that no cover contains.
    pub excluded: Vec<usize>,
}

impl Query {
    /// A query with no required or excluded options.
    pub fn new(mode: Mode, max: usize) -> Query {
        Query { mode, max, required: Vec::new(), excluded: Vec::new() }
    }

    /// The same query with these options required.
    pub fn require(mut self, options: Vec<usize>) -> Query {
        self.required = options;
        self
    }

    /// The same query with these options excluded.
    pub fn exclude(mut self, options: Vec<usize>) -> Query {
        self.excluded = options;
        self
    }
}

/// The K best covers of a search and the total number of covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    /// The best covers, best first.
    pub covers: Vec<Cover>,
    /// How many covers exist in all.
    pub total: u64,
}

/// Where covers go. The flags let the compiler drop work a sink does not
/// need: a counter never computes ranks nor visits the last level one by one.
pub(crate) trait Sink {
    /// Whether the sink needs each cover's options and cost.
    const EACH: bool;
    /// Receives one cover (option numbers in choice order) and its cost;
    /// returns `false` to stop the search.
    fn cover(&mut self, options: &[u32], cost: u32) -> bool;
    /// Receives `n` covers at once (only when `EACH` is false).
    fn add(&mut self, n: u64);
    /// The cost above which no cover is wanted, if any: branches whose lower
    /// bound exceeds it are pruned.
    fn threshold(&self) -> Option<u32>;
}

/// Counts covers.
#[derive(Default)]
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    const EACH: bool = false;
    fn cover(&mut self, _: &[u32], _: u32) -> bool {
        self.0 += 1;
        true
    }
    fn add(&mut self, n: u64) {
        self.0 += n;
    }
    fn threshold(&self) -> Option<u32> {
        None
    }
}

/// Keeps the K best covers, and counts all of them unless it prunes.
pub(crate) struct Best {
    pub top: TopK,
    pub total: u64,
    pub prune: bool,
    pub sense: crate::links::Sense,
    pub items: usize,
}

impl Sink for Best {
    const EACH: bool = true;
    fn cover(&mut self, options: &[u32], cost: u32) -> bool {
        self.total += 1;
        self.top.offer(self.sense, self.items, cost, options);
        true
    }
    fn add(&mut self, n: u64) {
        self.total += n;
    }
    fn threshold(&self) -> Option<u32> {
        if self.prune { self.top.threshold() } else { None }
    }
}

/// Streams covers to a closure.
struct Visit<'f, F> {
    f: &'f mut F,
    sense: crate::links::Sense,
    items: usize,
}

impl<F: FnMut(&Cover) -> ControlFlow<()>> Sink for Visit<'_, F> {
    const EACH: bool = true;
    fn cover(&mut self, options: &[u32], cost: u32) -> bool {
        let cover = Cover::new(self.sense, self.items, cost, options.to_vec());
        (self.f)(&cover).is_continue()
    }
    fn add(&mut self, _: u64) {}
    fn threshold(&self) -> Option<u32> {
        None
    }
}

/// The state of one search: the links being danced on, the sink, and the
/// stack of chosen nodes (`x` in Knuth's notation).
pub(crate) struct Search<'a, N, S> {
    pub links: &'a mut Links<N>,
    pub sink: &'a mut S,
    /// The most options a cover may have.
    pub max: usize,
    /// The chosen nodes, one per option, required ones first.
    pub x: Vec<u32>,
    /// Scratch for option numbers handed to the sink.
    pub names: Vec<u32>,
    /// Set when the sink asked to stop.
    pub stopped: bool,
    /// Scratch costs per item, for ranks and bounds.
    pub best: Vec<u32>,
    /// Scratch costs per item, for bounds.
    pub reach: Vec<u32>,
    /// Spacers of options excluded by earlier siblings, for the overlapping search.
    pub excluded: Vec<u32>,
}

impl<'a, N: Copy + Ord + fmt::Debug, S: Sink> Search<'a, N, S> {
    pub fn new(links: &'a mut Links<N>, sink: &'a mut S, max: usize) -> Self {
        let n = links.num_items() + 1;
        Search {
            links,
            sink,
            max,
            x: Vec::with_capacity(max.min(64)),
            names: Vec::with_capacity(max.min(64)),
            stopped: false,
            best: vec![u32::MAX; n],
            reach: vec![u32::MAX; n],
            excluded: Vec::new(),
        }
    }

    /// Whether item `i` is hidden.
    #[inline]
    pub fn hidden(&self, i: usize) -> bool {
        self.links.nodes()[i].tag == HIDDEN
    }

    /// The cost of node `q`.
    #[inline]
    pub fn cost(&self, q: usize) -> u32 {
        self.links.sense().cost(self.links.nodes()[q].value)
    }

    /// The first node of the option that node `p` belongs to.
    #[inline]
    pub fn first_of(&self, p: usize) -> usize {
        let mut q = p;
        while self.links.top(q - 1) > 0 {
            q -= 1;
        }
        q
    }

    /// Hands the chosen options (plus `extra`, a node, if not 0) to the sink,
    /// with the cost of the cover as [`Search::leaf_cost`] computes it.
    pub fn emit(&mut self, extra: usize, overlapping: bool) {
        if !S::EACH {
            self.sink.add(1);
            return;
        }
        let cost = self.leaf_cost(extra, overlapping);
        self.names.clear();
        for k in 0..self.x.len() {
            let o = self.links.option_of(self.x[k] as usize) as u32;
            self.names.push(o);
        }
        if extra != 0 {
            self.names.push(self.links.option_of(extra) as u32);
        }
        if !self.sink.cover(&self.names, cost) {
            self.stopped = true;
        }
    }

    /// The cost of the chosen options (plus node `extra`'s option): the sum of
    /// their node costs for an exact cover, and the sum over items of the
    /// cheapest cost any of them gives for an overlapping one.
    fn leaf_cost(&mut self, extra: usize, overlapping: bool) -> u32 {
        let mut total = 0;
        let count = self.x.len() + usize::from(extra != 0);
        for k in 0..count {
            let p = if k < self.x.len() { self.x[k] as usize } else { extra };
            let mut q = self.first_of(p);
            while self.links.top(q) > 0 {
                let i = self.links.top(q) as usize;
                if !self.hidden(i) {
                    let c = self.cost(q);
                    if !overlapping {
                        total += c;
                    } else if c < self.best[i] {
                        self.best[i] = c;
                    }
                }
                q += 1;
            }
        }
        if overlapping {
            for i in 1..self.best.len() {
                if self.best[i] != u32::MAX {
                    total += self.best[i];
                    self.best[i] = u32::MAX;
                }
            }
        }
        total
    }

    /// The active item with the fewest options (Knuth's MRV heuristic), the
    /// first such in item order, and its `len`; `None` if no item is active.
    #[inline]
    pub fn choose_item(&self) -> Option<(usize, usize)> {
        let mut i = self.links.first_active();
        if i == 0 {
            return None;
        }
        let mut best = (i, self.links.len(i));
        i = self.links.next_active(i);
        while i != 0 && best.1 > 0 {
            let len = self.links.len(i);
            if len < best.1 {
                best = (i, len);
            }
            i = self.links.next_active(i);
        }
        Some(best)
    }
}

/// Runs `query` on `links` into `sink`; the links are restored afterwards.
pub(crate) fn run<N, S>(links: &mut Links<N>, query: &Query, sink: &mut S)
where
    N: Copy + Ord + fmt::Debug,
    S: Sink,
{
    let mut required = query.required.clone();
    required.sort_unstable();
    required.dedup();
    let n_opts = links.num_options();
    if required.len() > query.max
        || required.iter().any(|&k| k >= n_opts || links.is_option_hidden(k) || query.excluded.contains(&k))
    {
        return;
    }
    let hidden_before = links.num_hidden_options();
    for &k in &query.excluded {
        if k < n_opts {
            let name = links.option_name(k);
            links.hide_option(&name);
        }
    }
    {
        let mut search = Search::new(links, sink, query.max);
        match query.mode {
            Mode::Exact => search.exact_with(&required),
            Mode::Overlapping => search.overlapping_with(&required),
        }
    }
    while links.num_hidden_options() > hidden_before {
        links.pop_hidden_option();
    }
}

/// The searches, for any names of items and options.
impl<N: Copy + Ord + fmt::Debug + Send + Sync> Links<N> {
    /// How many covers `query` has.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// // Items 1, 2, 3; options 10 = {1, 2}, 11 = {3}, 12 = {2, 3}, 13 = {1}.
    /// let mut links = Links::new(Sense::Lower, vec![1, 2, 3], vec![
    ///     (10, vec![(1, 1), (2, 1)]), (11, vec![(3, 1)]),
    ///     (12, vec![(2, 1), (3, 1)]), (13, vec![(1, 1)]),
    /// ]).unwrap();
    /// assert_eq!(links.count(&Query::new(Mode::Exact, 6)), 2); // {10, 11}, {12, 13}
    /// assert_eq!(links.count(&Query::new(Mode::Overlapping, 6)), 3); // and {10, 12}
    /// ```
    pub fn count(&mut self, query: &Query) -> u64 {
        parallel::count(self, query)
    }

    /// Streams every cover of `query`, in search order, to `f`, without
    /// storing them; `f` returns `ControlFlow::Break(())` to stop early.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// use std::ops::ControlFlow;
    /// let mut links = Links::new(Sense::Lower, vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(2, 2)]), (12, vec![(1, 3), (2, 3)]),
    /// ]).unwrap();
    /// let mut ranks = Vec::new();
    /// links.visit(&Query::new(Mode::Exact, 6), |c| { ranks.push(c.rank); ControlFlow::Continue(()) });
    /// ranks.sort();
    /// assert_eq!(ranks, [3, 6]);
    /// ```
    pub fn visit(&mut self, query: &Query, mut f: impl FnMut(&Cover) -> ControlFlow<()>) {
        let items = self.num_items() - self.num_hidden_items();
        let mut sink = Visit { f: &mut f, sense: self.sense(), items };
        run(self, query, &mut sink);
    }

    /// The `limit` best covers of `query`, best first, and how many exist.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(Sense::Lower, vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(2, 2)]), (12, vec![(1, 3), (2, 3)]),
    /// ]).unwrap();
    /// let ranked = links.all(&Query::new(Mode::Exact, 6), 1);
    /// assert_eq!(ranked.total, 2);
    /// assert_eq!(ranked.covers[0].rank, 3);
    /// ```
    pub fn all(&mut self, query: &Query, limit: usize) -> Ranked {
        parallel::ranked(self, query, limit, false)
    }

    /// The `k` best covers of `query`, best first. Branches that cannot
    /// reach the `k` best are pruned, so the total is not counted.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(Sense::Higher, vec![1, 2], vec![
    ///     (10, vec![(1, 5)]), (11, vec![(2, 6)]), (12, vec![(1, 5), (2, 5)]),
    /// ]).unwrap();
    /// let best = links.top_k(&Query::new(Mode::Exact, 6), 1);
    /// assert_eq!(best[0].rank, 11); // {10, 11}: higher is better here
    /// ```
    pub fn top_k(&mut self, query: &Query, k: usize) -> Vec<Cover> {
        parallel::ranked(self, query, k, true).covers
    }

    /// The best cover of `query`, if any.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(Sense::Lower, vec![1], vec![(10, vec![(1, 3)]), (11, vec![(1, 1)])]).unwrap();
    /// assert_eq!(links.best(&Query::new(Mode::Exact, 1)).unwrap().options, [1]);
    /// ```
    pub fn best(&mut self, query: &Query) -> Option<Cover> {
        self.top_k(query, 1).into_iter().next()
    }
}
