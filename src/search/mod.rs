//! Searching the links: the query, the sinks that receive covers, and the
//! entry points that run a query into a sink. `cover.rs` holds what a
//! search reports, a [`Cover`]; the ranking layer orders covers, and the
//! search imports nothing from it.
//!
//! The two algorithms live beside this file: `exact.rs` is Algorithm X as in
//! DLX1, `overlapping.rs` enumerates minimal covers (`docs/covers.md`
//! "Covers"). Both report every cover exactly once to a *sink* — a counter,
//! a streaming visitor, or the ranking layer's tallies and heaps — and leave
//! the links exactly as they found them. `parallel.rs` is a layer over
//! both: it shares a search among threads through the `Share` interface
//! the search loops call, which costs nothing when one thread searches.
//! Costs are the links' own; what they mean is the ranking layer's business.

mod cover;
mod exact;
mod limits;
mod overlapping;
mod parallel;

pub use cover::Cover;
pub use limits::Limits;

pub(crate) use parallel::shared;

use crate::links::{Links, MASKED};
use limits::Held;
use parallel::{Alone, Share};
use std::fmt;
use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};

/// How many covers a search finds between two additions to its progress
/// counter: rare enough to cost nothing, often enough for a spinner.
const PROGRESS_EVERY: u64 = 1 << 16;

/// How many nodes a search enters between two looks at its cancel flag:
/// a few microseconds of work on the slowest nodes, and one decrement a
/// node otherwise.
const POLL_EVERY: u32 = 1 << 12;

/// How many threads a search uses unless told otherwise: one per core, at
/// most 16 (beyond that the shared work runs out before the cores do). The
/// whole crate uses this one policy. Asked once per process: the standard
/// library reads the cgroup files on every call, which costs more than a
/// small search (a team check runs dozens).
///
/// ```
/// let n = pokelinks::search::threads();
/// assert!((1..=16).contains(&n));
/// ```
pub fn threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(16)
    })
}

/// Exact or overlapping (minimal) covers.
///
/// ```
/// use pokelinks::links::Links;
/// use pokelinks::search::{Mode, Query};
/// // Items 1, 2; options 10 = {1}, 11 = {1, 2}, 12 = {2}.
/// let mut links = Links::new(vec![1, 2], vec![
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
#[derive(Clone, Debug)]
pub struct Query {
    /// Exact or overlapping.
    pub mode: Mode,
    /// The most options a cover may have, required ones included; any
    /// number, as a search takes at most the number of options.
    pub max: usize,
    /// Options (by number) that every cover contains. They count toward
    /// `max`, and in an overlapping cover they may be redundant.
    pub required: Vec<usize>,
    /// Options (by number) that no cover contains.
    pub excluded: Vec<usize>,
    /// How many threads may share the search; 0 for [`threads`]. The
    /// answer is the same whatever the number.
    pub threads: usize,
    /// A counter the search adds the covers it finds to as it goes, every
    /// few tens of thousands, for a progress display; it ends at least the
    /// number found (a pruned search counts only the covers it looks at).
    pub progress: Option<Arc<AtomicU64>>,
    /// A flag that stops the search, in every thread, within a few
    /// thousand nodes of being set; what it has found by then is returned,
    /// which answers nothing and is for the caller to drop.
    pub cancel: Option<Arc<AtomicBool>>,
    /// A counter the search adds the nodes it enters to, 4,096 at
    /// a time per thread: how much of the tree a search walked, to choose
    /// the next (`rank/best.rs`, the K best).
    pub nodes: Option<Arc<AtomicU64>>,
    /// Sets of options of which a cover holds at most so many ([`Limits`]).
    pub limits: Option<Arc<Limits>>,
    /// Nodes the search may still enter, in all its threads and passes,
    /// 4,096 at a time: at none left it stops as a cancelled one does
    /// ([`Query::budget`]).
    pub budget: Option<Arc<AtomicI64>>,
    /// Per option (by number), a *fee*: covers of one cost come in the
    /// order of the sum of their options' fees, lowest first
    /// ([`Query::fees`]).
    pub fees: Option<Arc<[u8]>>,
    /// Per option (by number), its kind, when the sink keeps only the
    /// best cover of each kind ([`crate::links::Links::top_k_kinds`]): the
    /// last level then prices a kind before its options.
    pub(crate) kinds: Option<Arc<[u32]>>,
}

/// With fees ([`Query::fees`]), the cost a sink sees is the cover's cost
/// times `1 << FEE_BITS` plus its options' fees, which stay below that.
pub const FEE_BITS: u32 = 8;

/// Whether `fees` order anything: all-zero fees are none ([`Query::fees`]).
fn charged(fees: &[u8]) -> bool {
    fees.iter().any(|&f| f > 0)
}

/// A cost a sink saw in a query given `fees` ([`Query::fees`]), as the
/// cover's cost and the sum of its options' fees.
///
/// ```
/// use pokelinks::search::{FEE_BITS, unkeyed};
/// assert_eq!(unkeyed(5 << FEE_BITS | 3, &[1, 2]), (5, 3));
/// assert_eq!(unkeyed(5, &[0, 0]), (5, 0));
/// ```
pub fn unkeyed(cost: u32, fees: &[u8]) -> (u32, u32) {
    if charged(fees) {
        (cost >> FEE_BITS, cost & ((1 << FEE_BITS) - 1))
    } else {
        (cost, 0)
    }
}

/// Queries are equal when they ask the same; progress and node counters
/// and cancel flags compare by identity.
impl PartialEq for Query {
    fn eq(&self, other: &Query) -> bool {
        fn same<T>(a: &Option<Arc<T>>, b: &Option<Arc<T>>) -> bool {
            match (a, b) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            }
        }
        self.mode == other.mode
            && self.max == other.max
            && self.required == other.required
            && self.excluded == other.excluded
            && self.threads == other.threads
            && same(&self.progress, &other.progress)
            && same(&self.cancel, &other.cancel)
            && same(&self.nodes, &other.nodes)
            && self.limits == other.limits
            && same(&self.budget, &other.budget)
            && self.fees == other.fees
            && self.kinds == other.kinds
    }
}

impl Eq for Query {}

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
            progress: None,
            cancel: None,
            nodes: None,
            limits: None,
            budget: None,
            fees: None,
            kinds: None,
        }
    }

    /// The same query, its covers of one cost ordered by the fees of their
    /// options (`fees[k]` for option number `k`), lowest sum first, before
    /// the order of [`Cover`]s takes over: the cost every sink sees, and
    /// every cover's [`Cover::cost`], is then `cost << FEE_BITS` plus the
    /// fees (the caller keeps a cover's fees below `1 << FEE_BITS`;
    /// [`unkeyed`] splits them again). The search
    /// prunes by the cost alone, so ties of cost are walked as before; the
    /// fees only decide among them. All-zero fees are none.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{FEE_BITS, Mode, Query};
    /// use std::sync::Arc;
    /// // Item 1: options 10 and 11 cover it alike; 11's fee is lower.
    /// let mut links = Links::new(vec![1], vec![(10, vec![(1, 1)]), (11, vec![(1, 1)])]).unwrap();
    /// let q = Query::new(Mode::Exact, 1).fees(Arc::from(vec![3, 1]));
    /// let best = links.best(&q).unwrap();
    /// assert_eq!((best.cost >> FEE_BITS, best.cost & 0xFF, &best.options[..]), (1, 1, &[1][..]));
    /// ```
    pub fn fees(mut self, fees: Arc<[u8]>) -> Query {
        self.fees = charged(&fees).then_some(fees);
        self
    }

    /// The same query, its covers keeping `limits`.
    pub fn limits(mut self, limits: Arc<Limits>) -> Query {
        self.limits = (!limits.is_empty()).then_some(limits);
        self
    }

    /// The same query, adding the covers it finds to `counter` as it goes
    /// (from every thread), so that another thread can show progress.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// use std::sync::{Arc, atomic::{AtomicU64, Ordering}};
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(1, 1), (2, 1)]), (12, vec![(2, 1)]),
    /// ]).unwrap();
    /// let found = Arc::new(AtomicU64::new(0));
    /// let q = Query::new(Mode::Overlapping, 2).progress(found.clone());
    /// assert_eq!(links.count(&q), 2);
    /// assert_eq!(found.load(Ordering::Relaxed), 2);
    /// ```
    pub fn progress(mut self, counter: Arc<AtomicU64>) -> Query {
        self.progress = Some(counter);
        self
    }

    /// The same query, stopped within a few thousand nodes once `flag` is
    /// set (by any thread); a cancelled search returns what it found so
    /// far, which answers nothing.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// use std::sync::{Arc, atomic::AtomicBool};
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(1, 1), (2, 1)]), (12, vec![(2, 1)]),
    /// ]).unwrap();
    /// let stop = Arc::new(AtomicBool::new(false));
    /// let q = Query::new(Mode::Overlapping, 2).cancel(stop.clone());
    /// assert_eq!(links.count(&q), 2); // never set: the whole answer
    /// stop.store(true, std::sync::atomic::Ordering::Relaxed);
    /// assert!(links.count(&q) <= 2); // set: stops at once, the count means nothing
    /// ```
    pub fn cancel(mut self, flag: Arc<AtomicBool>) -> Query {
        self.cancel = Some(flag);
        self
    }

    /// The same query, adding the nodes it enters to `counter`, a few
    /// thousand at a time per thread (a search of fewer may add none).
    ///
    /// ```
    /// use pokelinks::problem::{Kind, Problem};
    /// use pokelinks::search::{Mode, Query};
    /// use std::sync::{Arc, atomic::{AtomicU64, Ordering}};
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// let mut problem = Problem::new(&chart, Kind::Defense, None);
    /// let entered = Arc::new(AtomicU64::new(0));
    /// let q = Query::new(Mode::Overlapping, 5).threads(1).nodes(entered.clone());
    /// problem.links().count(&q);
    /// assert!(entered.load(Ordering::Relaxed) > 0);
    /// ```
    pub fn nodes(mut self, counter: Arc<AtomicU64>) -> Query {
        self.nodes = Some(counter);
        self
    }

    /// Whether the query's cancel flag is set.
    ///
    /// ```
    /// use pokelinks::search::{Mode, Query};
    /// use std::sync::{Arc, atomic::AtomicBool};
    /// let q = Query::new(Mode::Exact, 6);
    /// assert!(!q.cancelled());
    /// assert!(q.cancel(Arc::new(AtomicBool::new(true))).cancelled());
    /// ```
    pub fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
            || self.spent()
    }

    /// The same query, entering at most about `nodes` nodes in all its
    /// threads and passes (`budget` counts them down): a bound on its time
    /// where the tree may be too big to walk. What it has found when the
    /// budget is spent is returned, the best found, not proven the best;
    /// [`Query::spent`] then says so.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// use std::sync::{Arc, atomic::AtomicI64};
    /// let mut links = Links::new(vec![1], vec![(10, vec![(1, 1)])]).unwrap();
    /// let q = Query::new(Mode::Exact, 1).budget(Arc::new(AtomicI64::new(1 << 20)));
    /// assert_eq!(links.count(&q), 1);
    /// assert!(!q.spent());
    /// ```
    pub fn budget(mut self, nodes: Arc<AtomicI64>) -> Query {
        self.budget = Some(nodes);
        self
    }

    /// Whether the query's node budget is spent: the search stopped early.
    pub fn spent(&self) -> bool {
        (self.budget.as_ref()).is_some_and(|b| b.load(Ordering::Relaxed) <= 0)
    }

    /// The same query with these options required.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1], vec![(10, vec![(1, 1)]), (11, vec![(1, 2)])]).unwrap();
    /// assert_eq!(links.count(&Query::new(Mode::Exact, 1).require(vec![1])), 1);
    /// ```
    pub fn require(mut self, options: Vec<usize>) -> Query {
        self.required = options;
        self
    }

    /// The same query run by at most `threads` threads (0: [`threads`]).
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
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1], vec![(10, vec![(1, 1)]), (11, vec![(1, 2)])]).unwrap();
    /// assert_eq!(links.count(&Query::new(Mode::Exact, 1).exclude(vec![0])), 1);
    /// ```
    pub fn exclude(mut self, options: Vec<usize>) -> Query {
        self.excluded = options;
        self
    }
}

/// Where covers go. The flag lets the compiler drop work a sink does not
/// need: a counter never computes costs nor builds a cover's option list.
/// Methods a sink is never called on have defaults.
pub(crate) trait Sink {
    /// Whether the sink looks at each cover's cost and options. Without it,
    /// costs are not computed (0 is passed) and whole sets of covers that
    /// differ in their last option are reported at once through [`Sink::add`].
    const EACH: bool;
    /// Whether the sink may have a [`Sink::threshold`]: the search then
    /// keeps what its bounds need, which a sink that never prunes is spared.
    const PRUNES: bool = false;
    /// Is told of one cover, its cost and its number of options; returns
    /// whether it wants the options too, through [`Sink::receive`].
    fn see(&mut self, cost: u32, len: usize) -> bool;
    /// Whether a cover of this cost and number of options could be wanted,
    /// changing nothing: a search may ask it of a lower bound on the cost
    /// of covers to come, and skip them if not. By default, yes.
    fn might_take(&self, _cost: u32, _len: usize) -> bool {
        true
    }
    /// Is told of `n` covers at once, whose costs it does not need: any
    /// covers for a sink without `EACH`, covers dearer than
    /// [`Sink::counted_above`] for one with it. By default, as `n` calls of
    /// [`Sink::see`].
    fn add(&mut self, n: u64) {
        for _ in 0..n {
            self.see(0, 0);
        }
    }
    /// Receives the options (numbers, any order) of a cover it wanted and
    /// its cost; returns `false` to stop the search.
    fn receive(&mut self, _options: &[u32], _cost: u32) -> bool {
        true
    }
    /// The cost above which no cover is wanted, if any: a branch whose lower
    /// bound exceeds it is pruned.
    fn threshold(&self) -> Option<u32> {
        None
    }
    /// A cost above which no cover is wanted that stays the same for the
    /// whole search and in every thread: the search may prune with it even
    /// where the threads must walk alike ([`parallel`]).
    fn fixed_threshold(&self) -> Option<u32> {
        None
    }
    /// The cost above which a cover need only be counted, not seen: the
    /// search then reports such covers in bulk through [`Sink::add`]
    /// (sinks with `EACH` whose `add` only counts).
    fn counted_above(&self) -> u32 {
        u32::MAX
    }
}

/// Counts covers.
#[derive(Default)]
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    const EACH: bool = false;
    fn see(&mut self, _: u32, _: usize) -> bool {
        self.0 += 1;
        false
    }
}

/// Streams covers to a closure.
struct Visit<'f, F>(&'f mut F);

impl<F: FnMut(&Cover) -> ControlFlow<()>> Sink for Visit<'_, F> {
    const EACH: bool = true;
    fn see(&mut self, _: u32, _: usize) -> bool {
        true
    }
    fn receive(&mut self, options: &[u32], cost: u32) -> bool {
        (self.0)(&Cover::new(cost, options.to_vec())).is_continue()
    }
}

/// The state of one search: the links being danced on, the sink, the
/// thread's share of the work, and the stack of chosen nodes (`x` in
/// Knuth's notation).
pub(crate) struct Search<'a, N, S, P> {
    pub links: &'a mut Links<N>,
    pub sink: &'a mut S,
    /// This thread's share of the work ([`Alone`] when it does it all).
    pub share: P,
    /// The most options a cover may have (at most the number of options).
    pub max: usize,
    /// The chosen nodes, one per option, required ones first.
    pub x: Vec<u32>,
    /// Scratch for the option numbers of a cover handed to the sink.
    pub options: Vec<u32>,
    /// Set when the sink asked to stop.
    pub stopped: bool,
    /// Options excluded by earlier siblings, for the overlapping searches:
    /// their spacers in the plain level, their numbers in the bounded one.
    pub excluded: Vec<u32>,
    /// Covers found and not yet added to the query's progress counter.
    pub pending: u64,
    pub progress: Option<&'a AtomicU64>,
    /// Nodes to enter before the next look at `cancel`.
    pub countdown: u32,
    pub cancel: Option<&'a AtomicBool>,
    /// The query's node counter, fed at each look at `cancel`.
    pub nodes: Option<&'a AtomicU64>,
    /// The query's node budget, counted down at each look at `cancel`.
    pub budget: Option<&'a AtomicI64>,
    /// The query's limits, and how far each is held.
    pub limits: Option<&'a Limits>,
    pub held: Held,
    /// The query's fees, and the sum of the chosen options'.
    pub fees: Option<&'a [u8]>,
    pub fee: u32,
    /// The options' kinds, when the sink keeps one cover per kind, and
    /// scratch for the last level's options of hopeful kinds
    /// (`overlapping/last.rs`).
    pub kinds: Option<&'a [u32]>,
    pub hope: Vec<u64>,
}

impl<'a, N: Copy + Ord + fmt::Debug, S: Sink, P: Share> Search<'a, N, S, P> {
    pub fn new(links: &'a mut Links<N>, sink: &'a mut S, share: P, max: usize) -> Self {
        let cap = max.min(64);
        Search {
            links,
            sink,
            share,
            max,
            x: Vec::with_capacity(cap),
            options: Vec::with_capacity(cap),
            stopped: false,
            excluded: Vec::new(),
            pending: 0,
            progress: None,
            countdown: POLL_EVERY,
            cancel: None,
            nodes: None,
            budget: None,
            limits: None,
            held: Held::default(),
            fees: None,
            fee: 0,
            kinds: None,
            hope: Vec::new(),
        }
    }

    /// Option `k`'s fee (0 without fees).
    #[inline]
    pub fn fee_of(&self, k: usize) -> u32 {
        self.fees.map_or(0, |f| u32::from(f[k]))
    }

    /// The cost a sink sees of a cover costing `cost`, of the options
    /// chosen and others whose fees add up to `extra` ([`Query::fees`]).
    #[inline]
    pub fn keyed(&self, cost: u32, extra: u32) -> u32 {
        match self.fees {
            Some(_) => (cost << FEE_BITS) + self.fee + extra,
            None => cost,
        }
    }

    /// Called on entering a node: every [`POLL_EVERY`] nodes, looks whether
    /// the search was cancelled. Returns whether the search must stop.
    #[inline]
    pub fn poll(&mut self) -> bool {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = POLL_EVERY;
            if let Some(nodes) = self.nodes {
                nodes.fetch_add(u64::from(POLL_EVERY), Ordering::Relaxed);
            }
            if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
                self.stopped = true;
            }
            let step = i64::from(POLL_EVERY);
            if self
                .budget
                .is_some_and(|b| b.fetch_sub(step, Ordering::Relaxed) <= step)
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// Notes `n` covers found, and adds them to the progress counter now
    /// and then.
    #[inline]
    fn tick(&mut self, n: u64) {
        self.pending += n;
        if self.pending >= PROGRESS_EVERY {
            self.flush();
        }
    }

    /// Adds the covers found so far to the progress counter.
    fn flush(&mut self) {
        if let Some(p) = self.progress {
            p.fetch_add(self.pending, Ordering::Relaxed);
        }
        self.pending = 0;
    }

    /// Whether item `i` is masked.
    #[inline]
    pub fn masked(&self, i: usize) -> bool {
        self.links.nodes()[i].tag == MASKED
    }

    /// The cost of node `q`.
    #[inline]
    pub fn cost(&self, q: usize) -> u32 {
        u32::from(self.links.nodes()[q].cost)
    }

    /// The cost above which a branch at level `d` may be pruned, if any:
    /// where threads must walk alike, only the sink's fixed threshold.
    #[inline]
    pub fn threshold(&self, d: usize) -> Option<u32> {
        let t = self.keyed_threshold(d);
        // A bound is on costs, without fees: every cover below costs at
        // least the bound and pays at least the fees chosen, so a branch
        // whose bound is above this cannot reach the threshold.
        match self.fees {
            Some(_) => t.map(|t| t.saturating_sub(self.fee) >> FEE_BITS),
            None => t,
        }
    }

    /// The sink's threshold at level `d` as it sees costs, fees included
    /// ([`Search::keyed`]): where threads must walk alike, only its fixed
    /// one.
    #[inline]
    pub fn keyed_threshold(&self, d: usize) -> Option<u32> {
        if self.share.prunes(d) {
            self.sink.threshold()
        } else {
            self.sink.fixed_threshold()
        }
    }

    /// Whether every cover below level `d` is past the sink's threshold
    /// when it costs at least `cost` and pays at least `extra` in fees
    /// beside those of the options chosen.
    #[inline]
    pub fn past(&self, d: usize, cost: u32, extra: u32) -> bool {
        self.keyed_threshold(d).is_some_and(|t| match self.fees {
            Some(_) => (u64::from(cost) << FEE_BITS) + u64::from(self.fee + extra) > u64::from(t),
            None => cost > t,
        })
    }

    /// Tells the sink of a cover found at level `d` of `len` options and
    /// cost `cost`; returns `true` when the sink wants its options: the
    /// caller then fills `options` and calls [`Search::deliver`].
    #[inline]
    pub fn found(&mut self, d: usize, cost: u32, len: usize) -> bool {
        if !self.share.reports(d) {
            return false;
        }
        self.tick(1);
        if !self.sink.see(cost, len) {
            return false;
        }
        self.options.clear();
        true
    }

    /// Tells the sink of `n` covers found at level `d` at once, that it
    /// wants counted only.
    #[inline]
    pub fn add(&mut self, d: usize, n: u64) {
        if self.share.reports(d) {
            self.tick(n);
            self.sink.add(n);
        }
    }

    /// Hands the cover in `options` to the sink.
    pub fn deliver(&mut self, cost: u32) {
        if !self.sink.receive(&self.options, cost) {
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
/// contain them all (too many, masked, excluded or not options at all).
pub(crate) fn required<N: Copy + Ord + fmt::Debug>(
    links: &Links<N>,
    query: &Query,
) -> Option<Vec<usize>> {
    let mut required = query.required.clone();
    required.sort_unstable();
    required.dedup();
    let n = links.num_options();
    let bad = |&k: &usize| k >= n || links.is_option_masked(k) || query.excluded.contains(&k);
    let kept = (query.limits.as_ref()).is_none_or(|limits| limits.kept(&required));
    (required.len() <= query.max && !required.iter().any(bad) && kept).then_some(required)
}

/// Runs `query` on `links` into `sink`, with this thread's `share` of the
/// work; the links are restored afterwards.
pub(crate) fn run<N, S, P>(links: &mut Links<N>, query: &Query, sink: &mut S, share: P)
where
    N: Copy + Ord + fmt::Debug,
    S: Sink,
    P: Share,
{
    let Some(required) = required(links, query) else {
        return;
    };
    let masked_before = links.num_masked_options();
    for &k in &query.excluded {
        if k < links.num_options() {
            links.mask_option_at(k);
        }
    }
    // An option of a limit of at most none is out from the start.
    if let Some(limits) = query.limits.as_deref() {
        let held = Held::new(limits);
        for k in 0..links.num_options() {
            if !held.allows(limits, k) && !links.is_option_masked(k) {
                links.mask_option_at(k);
            }
        }
    }
    {
        // A cover never has more options than there are, and a smaller
        // `max` keeps the search's per-level arrays and arithmetic small.
        let max = query.max.min(links.num_options());
        let mut search = Search::new(links, sink, share, max);
        search.progress = query.progress.as_deref();
        search.cancel = query.cancel.as_deref();
        search.nodes = query.nodes.as_deref();
        search.budget = query.budget.as_deref();
        if let Some(limits) = query.limits.as_deref() {
            search.limits = Some(limits);
            search.held = Held::new(limits);
        }
        search.fees = query.fees.as_deref();
        search.kinds = query.kinds.as_deref();
        match query.mode {
            Mode::Exact => search.exact_with(&required),
            Mode::Overlapping => search.overlapping_with(&required),
        }
        search.flush();
    }
    while links.num_masked_options() > masked_before {
        links.unmask_option();
    }
}

/// The searches that need no ranking, for any names of items and options.
impl<N: Copy + Ord + fmt::Debug + Send + Sync> Links<N> {
    /// How many covers `query` has.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// // Items 1, 2, 3; options 10 = {1, 2}, 11 = {3}, 12 = {2, 3}, 13 = {1}.
    /// let mut links = Links::new(vec![1, 2, 3], vec![
    ///     (10, vec![(1, 1), (2, 1)]), (11, vec![(3, 1)]),
    ///     (12, vec![(2, 1), (3, 1)]), (13, vec![(1, 1)]),
    /// ]).unwrap();
    /// assert_eq!(links.count(&Query::new(Mode::Exact, 6)), 2); // {10, 11}, {12, 13}
    /// assert_eq!(links.count(&Query::new(Mode::Overlapping, 6)), 3); // and {10, 12}
    /// ```
    pub fn count(&mut self, query: &Query) -> u64 {
        shared(self, query, Counter::default, |c| c.0).iter().sum()
    }

    /// Streams every cover of `query`, in search order, to `f`, without
    /// storing them; `f` returns `ControlFlow::Break(())` to stop early.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// use std::ops::ControlFlow;
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(2, 2)]), (12, vec![(1, 3), (2, 3)]),
    /// ]).unwrap();
    /// let mut costs = Vec::new();
    /// links.visit(&Query::new(Mode::Exact, 6), |c| { costs.push(c.cost); ControlFlow::Continue(()) });
    /// costs.sort();
    /// assert_eq!(costs, [3, 6]);
    /// ```
    pub fn visit(&mut self, query: &Query, mut f: impl FnMut(&Cover) -> ControlFlow<()>) {
        run(self, query, &mut Visit(&mut f), Alone);
    }
}
