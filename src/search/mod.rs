//! Searching the links: the query, the public entry points, and the sinks
//! that receive covers.
//!
//! The two algorithms live beside this file: `exact.rs` is Algorithm X as in
//! DLX1, `overlapping.rs` enumerates minimal covers. Both report every cover
//! exactly once to a *sink* — a counter, a tally by cost, a streaming
//! visitor, or a bounded heap of the K best — and leave the links exactly as
//! they found them. `parallel.rs` shares a search among threads.

mod exact;
mod overlapping;
mod parallel;

use crate::links::{HIDDEN, Links, Sense};
use crate::rank::{Cover, TopK};
use std::fmt;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Exact or overlapping (minimal) covers.
///
/// ```
/// use pokelinks::links::{Links, Sense};
/// use pokelinks::search::{Mode, Query};
/// // Items 1, 2; options 10 = {1}, 11 = {1, 2}, 12 = {2}.
/// let mut links = Links::new(Sense::Lower, vec![1, 2], vec![
///     (10, vec![(1, 1)]), (11, vec![(1, 1), (2, 1)]), (12, vec![(2, 1)]),
/// ]).unwrap();
/// assert_eq!(links.count(&Query::new(Mode::Exact, 2)), 2); // {11}, {10, 12}
/// assert_eq!(links.count(&Query::new(Mode::Overlapping, 2)), 2); // the same: {10, 11} is not minimal
/// ```
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
    /// How many threads may share the search; 0 for one per core. The
    /// answer is the same whatever the number.
    pub threads: usize,
}

impl Query {
    /// A query with no required or excluded options.
    ///
    /// ```
    /// use pokelinks::search::{Mode, Query};
    /// let q = Query::new(Mode::Exact, 6);
    /// assert!(q.required.is_empty() && q.excluded.is_empty());
    /// ```
    pub fn new(mode: Mode, max: usize) -> Query {
        Query {
            mode,
            max,
            required: Vec::new(),
            excluded: Vec::new(),
            threads: 0,
        }
    }

    /// The same query with these options required.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(Sense::Lower, vec![1], vec![(10, vec![(1, 1)]), (11, vec![(1, 2)])]).unwrap();
    /// let covers = links.all(&Query::new(Mode::Exact, 1).require(vec![1]), 10).covers;
    /// assert_eq!(covers.len(), 1);
    /// assert_eq!(covers[0].options, [1]);
    /// ```
    pub fn require(mut self, options: Vec<usize>) -> Query {
        self.required = options;
        self
    }

    /// The same query run by at most `threads` threads (0: one per core).
    ///
    /// ```
    /// use pokelinks::search::{Mode, Query};
    /// assert_eq!(Query::new(Mode::Exact, 6).threads(1).threads, 1);
    /// ```
    pub fn threads(mut self, threads: usize) -> Query {
        self.threads = threads;
        self
    }

    /// The same query with these options excluded.
    ///
    /// ```
    /// use pokelinks::links::{Links, Sense};
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(Sense::Lower, vec![1], vec![(10, vec![(1, 1)]), (11, vec![(1, 2)])]).unwrap();
    /// assert_eq!(links.count(&Query::new(Mode::Exact, 1).exclude(vec![0])), 1);
    /// ```
    pub fn exclude(mut self, options: Vec<usize>) -> Query {
        self.excluded = options;
        self
    }
}

/// The K best covers of a search and the total number of covers.
///
/// ```
/// use pokelinks::links::{Links, Sense};
/// use pokelinks::search::{Mode, Query};
/// let mut links = Links::new(Sense::Lower, vec![1], vec![(10, vec![(1, 3)]), (11, vec![(1, 1)])]).unwrap();
/// let ranked = links.all(&Query::new(Mode::Exact, 1), 1);
/// assert_eq!((ranked.total, ranked.covers.len(), ranked.covers[0].rank), (2, 1, 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    /// The best covers, best first.
    pub covers: Vec<Cover>,
    /// How many covers exist in all.
    pub total: u64,
}

/// Where covers go. The flag lets the compiler drop work a sink does not
/// need: a counter never computes costs nor builds a cover's option list.
pub(crate) trait Sink {
    /// Whether the sink looks at each cover's cost.
    const EACH: bool;
    /// Counts `n` covers at once (sinks without `EACH` only).
    fn add(&mut self, n: u64);
    /// Is told of one cover's cost and number of options (sinks with `EACH`
    /// only); returns whether it wants the options too, through [`Sink::cover`].
    fn see(&mut self, cost: u32, len: usize) -> bool;
    /// Receives a cover it wanted (option numbers, any order) and its cost;
    /// returns `false` to stop the search.
    fn cover(&mut self, options: &[u32], cost: u32) -> bool;
    /// The cost above which no cover is wanted, if any: a branch whose lower
    /// bound exceeds it is pruned.
    fn threshold(&self) -> Option<u32>;
}

/// Counts covers.
#[derive(Default)]
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    const EACH: bool = false;
    fn add(&mut self, n: u64) {
        self.0 += n;
    }
    fn see(&mut self, _: u32, _: usize) -> bool {
        self.0 += 1;
        false
    }
    fn cover(&mut self, _: &[u32], _: u32) -> bool {
        true
    }
    fn threshold(&self) -> Option<u32> {
        None
    }
}

/// Counts covers by cost, and keeps every cover it sees, with its sort key,
/// as long as they are at most `k`; past that it drops them and only counts.
pub(crate) struct Tally {
    pub counts: Vec<u64>,
    pub kept: Option<Vec<(u128, Cover)>>,
    pub k: usize,
    pub sense: Sense,
    pub items: usize,
}

impl Sink for Tally {
    const EACH: bool = true;
    fn add(&mut self, _: u64) {}
    fn see(&mut self, cost: u32, _: usize) -> bool {
        let c = cost as usize;
        if c >= self.counts.len() {
            self.counts.resize(c + 1, 0);
        }
        self.counts[c] += 1;
        if self.kept.as_ref().is_some_and(|kept| kept.len() >= self.k) {
            self.kept = None;
        }
        self.kept.is_some()
    }
    fn cover(&mut self, options: &[u32], cost: u32) -> bool {
        if let Some(kept) = &mut self.kept {
            kept.push(crate::rank::with_key(Cover::new(
                self.sense,
                self.items,
                cost,
                options.to_vec(),
            )));
        }
        true
    }
    fn threshold(&self) -> Option<u32> {
        None
    }
}

/// Keeps the K best covers that cost at most `limit`; with a limit it also
/// prunes every branch that cannot reach them.
pub(crate) struct Best {
    pub top: TopK,
    pub limit: Option<u32>,
    pub sense: Sense,
    pub items: usize,
}

impl Sink for Best {
    const EACH: bool = true;
    fn add(&mut self, _: u64) {}
    fn see(&mut self, cost: u32, len: usize) -> bool {
        self.limit.is_none_or(|limit| cost <= limit) && self.top.might_take(cost, len)
    }
    fn cover(&mut self, options: &[u32], cost: u32) -> bool {
        self.top.offer(self.sense, self.items, cost, options);
        true
    }
    fn threshold(&self) -> Option<u32> {
        let limit = self.limit?;
        Some(self.top.threshold().map_or(limit, |t| t.min(limit)))
    }
}

/// Streams covers to a closure.
struct Visit<'f, F> {
    f: &'f mut F,
    sense: Sense,
    items: usize,
}

impl<F: FnMut(&Cover) -> ControlFlow<()>> Sink for Visit<'_, F> {
    const EACH: bool = true;
    fn add(&mut self, _: u64) {}
    fn see(&mut self, _: u32, _: usize) -> bool {
        true
    }
    fn cover(&mut self, options: &[u32], cost: u32) -> bool {
        let cover = Cover::new(self.sense, self.items, cost, options.to_vec());
        (self.f)(&cover).is_continue()
    }
    fn threshold(&self) -> Option<u32> {
        None
    }
}

/// How one of several threads shares a search. Every thread walks the
/// levels above `depth` in the same way — no pruning there, so the walks
/// agree — and numbers the nodes it meets at `depth`; a node is searched by
/// the thread that claimed its number from the shared counter `next`.
/// Covers found above `depth` are reported by the `lead` thread alone.
pub(crate) struct Split<'a> {
    /// The level at which work is shared (absolute: required options count).
    pub depth: usize,
    /// Whether this thread reports covers found above `depth`.
    pub lead: bool,
    /// The next unclaimed node number.
    pub next: &'a AtomicUsize,
    /// The node number this thread has claimed.
    pub claimed: usize,
    /// How many nodes at `depth` this thread has met.
    pub seen: usize,
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
    /// Spacers of options excluded by earlier siblings, for the overlapping search.
    pub excluded: Vec<u32>,
    /// How the work is shared with other threads, if it is.
    pub split: Option<Split<'a>>,
}

impl<'a, N: Copy + Ord + fmt::Debug, S: Sink> Search<'a, N, S> {
    pub fn new(
        links: &'a mut Links<N>,
        sink: &'a mut S,
        max: usize,
        split: Option<Split<'a>>,
    ) -> Self {
        let cap = max.min(64);
        Search {
            links,
            sink,
            max,
            x: Vec::with_capacity(cap),
            names: Vec::with_capacity(cap),
            stopped: false,
            excluded: Vec::new(),
            split,
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

    /// Called on entering a node at level `d`: whether this thread searches
    /// it. Only nodes at the split level are shared out.
    #[inline]
    pub fn claim(&mut self, d: usize) -> bool {
        match &mut self.split {
            Some(s) if d == s.depth => {
                let mine = s.seen == s.claimed;
                s.seen += 1;
                if mine {
                    s.claimed = s.next.fetch_add(1, Ordering::Relaxed);
                }
                mine
            }
            _ => true,
        }
    }

    /// The cost above which a branch at level `d` may be pruned, if any.
    /// Above the split level nothing is pruned, so all threads walk alike.
    #[inline]
    pub fn threshold(&self, d: usize) -> Option<u32> {
        match &self.split {
            Some(s) if d < s.depth => None,
            _ => self.sink.threshold(),
        }
    }

    /// Counts a cover found at level `d` of `len` options and cost `cost`,
    /// or returns `true` when the sink wants to see it: the caller then fills
    /// `names` and calls [`Search::deliver`].
    #[inline]
    pub fn take(&mut self, d: usize, cost: u32, len: usize) -> bool {
        if self.split.as_ref().is_some_and(|s| d < s.depth && !s.lead) {
            return false;
        }
        if !S::EACH {
            self.sink.add(1);
            return false;
        }
        self.names.clear();
        self.sink.see(cost, len)
    }

    /// Counts `n` covers found at level `d` in bulk.
    #[inline]
    pub fn add(&mut self, d: usize, n: u64) {
        if !self.split.as_ref().is_some_and(|s| d < s.depth && !s.lead) {
            self.sink.add(n);
        }
    }

    /// Hands the cover in `names` to the sink.
    pub fn deliver(&mut self, cost: u32) {
        if !self.sink.cover(&self.names, cost) {
            self.stopped = true;
        }
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

/// The required options of `query`, sorted, or `None` when no cover can
/// contain them all (too many, hidden, excluded or not options at all).
pub(crate) fn required<N: Copy + Ord + fmt::Debug>(
    links: &Links<N>,
    query: &Query,
) -> Option<Vec<usize>> {
    let mut required = query.required.clone();
    required.sort_unstable();
    required.dedup();
    let n = links.num_options();
    let bad = |&k: &usize| k >= n || links.is_option_hidden(k) || query.excluded.contains(&k);
    (required.len() <= query.max && !required.iter().any(bad)).then_some(required)
}

/// Runs `query` on `links` into `sink`, sharing the work as `split` says;
/// the links are restored afterwards.
pub(crate) fn run<'a, N, S>(
    links: &'a mut Links<N>,
    query: &Query,
    sink: &'a mut S,
    split: Option<Split<'a>>,
) where
    N: Copy + Ord + fmt::Debug,
    S: Sink,
{
    let Some(required) = required(links, query) else {
        return;
    };
    let hidden_before = links.num_hidden_options();
    for &k in &query.excluded {
        if k < links.num_options() {
            let name = links.option_name(k);
            links.hide_option(&name);
        }
    }
    {
        // A cover never has more options than there are, and a smaller
        // `max` keeps the search's per-level arrays and arithmetic small.
        let max = query.max.min(links.num_options());
        let mut search = Search::new(links, sink, max, split);
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
        let mut sink = Visit {
            f: &mut f,
            sense: self.sense(),
            items,
        };
        run(self, query, &mut sink, None);
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
