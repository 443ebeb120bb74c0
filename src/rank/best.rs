//! The K best covers: the strategies behind [`Links::all`] (one pass that
//! counts by cost and keeps the covers that can still be among the best, on
//! packed keys; or, when covers do not fit a key, count by cost and then cut
//! off) and [`Links::top_k`] (pruned iterative deepening), built on the
//! search primitives — a query run into a sink, shared among threads — and
//! on this module's order and heap.

use super::kinds::first_of_each;
use super::{Cover, Heap, TopK, TopKinds, keyed, merge, sort_keyed, with_key};
use crate::links::Links;
use crate::search::{FEE_BITS, Query, Sink, shared};
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU32, AtomicU64, Ordering};

/// The K best covers of a search and the total number of covers.
///
/// ```
/// use pokelinks::links::Links;
/// use pokelinks::search::{Mode, Query};
/// let mut links = Links::new(vec![1], vec![(10, vec![(1, 3)]), (11, vec![(1, 1)])]).unwrap();
/// let ranked = links.all(&Query::new(Mode::Exact, 1), 1);
/// assert_eq!((ranked.total, ranked.covers.len(), ranked.covers[0].cost), (2, 1, 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    /// The best covers, best first.
    pub covers: Vec<Cover>,
    /// How many covers exist in all.
    pub total: u64,
}

/// Counts covers by cost, and keeps every cover it sees, with its sort key,
/// as long as they are at most `k`; past that it drops them and only counts.
struct Tally {
    counts: Vec<u64>,
    kept: Option<Vec<(u128, Cover)>>,
    k: usize,
}

impl Sink for Tally {
    const EACH: bool = true;
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
    fn receive(&mut self, options: &[u32], cost: u32) -> bool {
        if let Some(kept) = &mut self.kept {
            kept.push(with_key(Cover::new(cost, options.to_vec())));
        }
        true
    }
}

/// How a cover packs into one `u128` whose order is the order of covers:
/// its cost (32 bits), its number of options (8 bits), then its options in
/// increasing order, `bits` bits each, from the top. Equal
/// lengths make the zero padding compare equal, so comparing keys is
/// comparing (cost, length, options element by element) exactly.
#[derive(Clone, Copy)]
struct Pack {
    bits: u32,
}

/// Bits below the cost and the length: the options' room.
const ROOM: u32 = 88;

impl Pack {
    /// The packing for covers of at most `len` options numbered below
    /// `options`, if they fit.
    fn new(options: usize, len: usize) -> Option<Pack> {
        let bits = (usize::BITS - options.saturating_sub(1).leading_zeros()).max(1);
        (len <= (ROOM / bits) as usize).then_some(Pack { bits })
    }

    /// The key of a cover of cost `cost` and no options yet: every cover of
    /// that cost and `len` options has a key at least this.
    #[inline]
    fn head(cost: u32, len: usize) -> u128 {
        u128::from(cost) << 96 | (len as u128) << ROOM
    }

    /// The key of a cover; `sorted` in increasing order.
    #[inline]
    fn key(self, cost: u32, sorted: &[u32]) -> u128 {
        let mut key = Pack::head(cost, sorted.len());
        for (j, &o) in sorted.iter().enumerate() {
            key |= u128::from(o) << (ROOM - (j as u32 + 1) * self.bits);
        }
        key
    }

    /// The cost of the cover a key was made from; its options replace
    /// what `options` held.
    fn unpack(self, key: u128, options: &mut Vec<u32>) -> u32 {
        let len = (key >> ROOM) as usize & 0xFF;
        let mask = (1u128 << self.bits) - 1;
        options.clear();
        options
            .extend((0..len).map(|j| ((key >> (ROOM - (j as u32 + 1) * self.bits)) & mask) as u32));
        (key >> 96) as u32
    }
}

/// Counts covers by cost and keeps, as packed keys, those that can still be
/// among the `k` best: none costing more than `cut`, the cost of the `k`-th
/// best of those counted so far, which only falls as the tally grows (so a
/// cover dearer than the cut needs only adding to the total: the search
/// counts those in bulk, without their costs by cost); and
/// once more than `k` are kept, none that does not beat the `k`-th best
/// kept (`bar`). Kept keys are thinned to the `k` best whenever they reach
/// `cap`, so a thread never holds more than `cap` keys, whatever the total.
struct Keep {
    k: usize,
    pack: Pack,
    counts: Vec<u64>,
    total: u64,
    /// The cost of the `k`-th cheapest cover counted (`u32::MAX` while
    /// fewer than `k` are counted), and how many cost less.
    cut: u32,
    below: u64,
    keys: Vec<u128>,
    bar: u128,
    cap: usize,
    /// Scratch for sorting a cover's options.
    sorted: Vec<u32>,
}

impl Keep {
    fn new(k: usize, pack: Pack) -> Keep {
        Keep {
            k,
            pack,
            counts: Vec::new(),
            total: 0,
            cut: u32::MAX,
            below: 0,
            keys: Vec::new(),
            bar: u128::MAX,
            cap: k.saturating_add(k / 4).saturating_add(1024),
            sorted: Vec::new(),
        }
    }

    /// Drops the keys past the cut, and all but the `k` best.
    fn thin(&mut self) {
        let cut = self.cut;
        self.keys.retain(|&key| (key >> 96) as u32 <= cut);
        if self.keys.len() > self.k {
            self.keys.select_nth_unstable(self.k - 1);
            self.keys.truncate(self.k);
            self.bar = self.keys.iter().copied().max().unwrap_or(u128::MAX);
        }
    }

    /// How many covers were counted and the `k` best keys, sorted.
    fn finish(mut self) -> (u64, Vec<u128>) {
        self.thin();
        self.keys.sort_unstable();
        (self.total, self.keys)
    }
}

impl Sink for Keep {
    const EACH: bool = true;
    #[inline]
    fn see(&mut self, cost: u32, len: usize) -> bool {
        let c = cost as usize;
        if c >= self.counts.len() {
            self.counts.resize(c + 1, 0);
        }
        self.counts[c] += 1;
        self.total += 1;
        if self.cut == u32::MAX {
            if self.total == self.k as u64 {
                let mut seen = 0;
                let at = self.counts.iter().position(|&n| {
                    seen += n;
                    seen >= self.k as u64
                });
                self.cut = at.map_or(u32::MAX, |c| c as u32);
                self.below = seen - self.counts[self.cut as usize];
            }
        } else if cost < self.cut {
            self.below += 1;
            while self.below >= self.k as u64 {
                self.cut -= 1;
                self.below -= self.counts[self.cut as usize];
            }
        }
        self.k > 0 && cost <= self.cut && Pack::head(cost, len) < self.bar
    }
    #[inline]
    fn add(&mut self, n: u64) {
        self.total += n;
    }
    fn counted_above(&self) -> u32 {
        self.cut
    }
    #[inline]
    fn receive(&mut self, options: &[u32], cost: u32) -> bool {
        self.sorted.clear();
        self.sorted.extend_from_slice(options);
        self.sorted.sort_unstable();
        let key = self.pack.key(cost, &self.sorted);
        if key < self.bar {
            self.keys.push(key);
            if self.keys.len() >= self.cap {
                self.thin();
            }
        }
        true
    }
}

/// The `k` best covers, each made by `make` from its cost and options
/// straight from its key, and the total count, in one search.
fn one_pass<N, T>(
    links: &mut Links<N>,
    query: &Query,
    k: usize,
    pack: Pack,
    mut make: impl FnMut(u32, &[u32]) -> T,
) -> (Vec<T>, u64)
where
    N: Copy + Ord + fmt::Debug + Send + Sync,
{
    let (mut total, mut keys) = (0, Vec::new());
    for (n, kept) in shared(links, query, || Keep::new(k, pack), Keep::finish) {
        total += n;
        keys.extend(kept);
    }
    if keys.len() > k {
        keys.select_nth_unstable(k);
        keys.truncate(k);
        // The threads' keys were up to twice the `k` kept; what is made of
        // the kept ones is allocated beside them (`paldea O`: 3.2 MB back).
        keys.shrink_to_fit();
    }
    keys.sort_unstable();
    let mut options = Vec::new();
    let made = (keys.iter())
        .map(|&key| {
            let cost = pack.unpack(key, &mut options);
            make(cost, &options)
        })
        .collect();
    (made, total)
}

/// Keeps the K best covers that cost at most `limit`; with a limit it also
/// prunes every branch that cannot reach them. The threads of a search
/// share a cut: the lowest cost of the K-th cover any of them keeps. The
/// K best of all cost no more than it, so every thread prunes with it.
struct Best<'c, H> {
    top: H,
    limit: Option<u32>,
    cut: &'c AtomicU32,
}

impl<H: Heap> Sink for Best<'_, H> {
    const EACH: bool = true;
    const PRUNES: bool = true;
    fn see(&mut self, cost: u32, len: usize) -> bool {
        Sink::might_take(self, cost, len)
    }
    fn might_take(&self, cost: u32, len: usize) -> bool {
        self.limit.is_none_or(|limit| cost <= limit)
            && cost <= self.cut.load(Ordering::Relaxed)
            && self.top.might_take(cost, len)
    }
    fn receive(&mut self, options: &[u32], cost: u32) -> bool {
        self.top.offer(cost, options);
        if let Some(t) = self.top.threshold() {
            self.cut.fetch_min(t, Ordering::Relaxed);
        }
        true
    }
    fn threshold(&self) -> Option<u32> {
        // Without a limit, the cut prunes once K covers are kept (a pass
        // after one cut short: Diamond/Pearl's Elite Four walked its
        // budget out without a bound).
        let cut = self.cut.load(Ordering::Relaxed);
        match self.limit {
            Some(limit) => Some(limit.min(cut)),
            None => (cut != u32::MAX).then_some(cut),
        }
    }
    fn fixed_threshold(&self) -> Option<u32> {
        self.limit
    }
}

/// One search keeping the best `k` within `limit`, `expect` of them
/// foreseen; each thread sorts its own covers, then they are merged.
fn pass<N: Copy + Ord + fmt::Debug + Send + Sync>(
    links: &mut Links<N>,
    query: &Query,
    k: usize,
    limit: Option<u32>,
    expect: usize,
) -> Vec<Cover> {
    let sorted = pass_with(links, query, limit, || TopK::with_capacity(k, expect));
    merge(sorted, k)
}

/// One search keeping in the heaps `make` makes the best covers within
/// `limit`; each thread's, sorted.
fn pass_with<N, H, F>(
    links: &mut Links<N>,
    query: &Query,
    limit: Option<u32>,
    make: F,
) -> Vec<Vec<(u128, Cover)>>
where
    N: Copy + Ord + fmt::Debug + Send + Sync,
    H: Heap,
    F: Fn() -> H + Sync,
{
    let cut = AtomicU32::new(u32::MAX);
    let make = || Best {
        top: make(),
        limit,
        cut: &cut,
    };
    shared(links, query, make, |sink| keyed(sink.top.into_vec()))
}

/// The `k` best covers and the total count.
///
/// Every cover must be counted anyway, so a first search counts them by
/// cost, keeping them too while each thread has seen at most `k`: if none saw
/// more, they are all there is. Otherwise the counts give the total and the
/// cost of the `k`-th best, and a second search keeps the best covers within
/// that cost, pruning every branch that cannot reach it. Far fewer covers
/// then go through the heap than if it had to rank them all.
fn count_then_cut<N: Copy + Ord + fmt::Debug + Send + Sync>(
    links: &mut Links<N>,
    query: &Query,
    k: usize,
) -> Ranked {
    let make = || Tally {
        counts: Vec::new(),
        kept: Some(Vec::new()),
        k,
    };
    let finish = |t: Tally| {
        let kept = t.kept.map(|mut kept| {
            sort_keyed(&mut kept);
            kept
        });
        (t.counts, kept)
    };
    let mut counts: Vec<u64> = Vec::new();
    let mut all_kept = Some(Vec::new());
    for (h, kept) in shared(links, query, make, finish) {
        counts.resize(counts.len().max(h.len()), 0);
        counts.iter_mut().zip(h).for_each(|(c, n)| *c += n);
        all_kept = all_kept.zip(kept).map(|(mut all, kept): (Vec<_>, _)| {
            all.push(kept);
            all
        });
    }
    let total: u64 = counts.iter().sum();
    let mut seen = 0;
    let cutoff = counts.iter().position(|&n| {
        seen += n;
        seen >= k as u64
    });
    let expect = total.min(k as u64) as usize;
    let covers = match (cutoff, all_kept) {
        _ if k == 0 || total == 0 || query.cancelled() => Vec::new(),
        // No thread saw more than `k`: between them they kept them all.
        (_, Some(kept)) => merge(kept, k),
        (Some(c), None) => pass(links, query, k, Some(c as u32), expect),
        (None, None) => pass(links, query, k, None, expect),
    };
    Ranked { total, covers }
}

/// The `k` best covers, without the total.
///
/// The search is repeated with a rising cost limit — the sum of the items'
/// floors plus a budget of 1, 2, 3, 4, 6, 9, … — until `k` covers lie
/// within the limit: each pass keeps only covers within it and prunes every
/// branch whose bound exceeds it, so the best covers are found without
/// wading through millions of worse ones. The budget grows by half so that
/// the last pass, the dearest, overshoots little.
///
/// A pass that finds nothing yet enters [`WIDE`] nodes or more shows that
/// the bound is weak below the best covers: each further pass would walk
/// about as much of the tree as one without a limit (the team problem of
/// generation 9's whole chart: limits 23, 24 and 26 find nothing in 24
/// thousand, 164 thousand and 900 thousand nodes, the pass that finds the
/// 10 best 1.2 million; one without a limit 1.2 million). The search then
/// goes on without a limit, pruning by the cost of the `k`-th cover kept.
/// Passes that find nothing in few nodes (most maps' whole charts) are
/// cheap, and deepening goes on.
fn deepening<N: Copy + Ord + fmt::Debug + Send + Sync>(
    links: &mut Links<N>,
    query: &Query,
    k: usize,
    kinds: Option<&Arc<[u32]>>,
) -> Vec<Cover> {
    if k == 0 {
        return Vec::new();
    }
    // Limits are on costs; with fees ([`Query::fees`]) a cover of cost `c`
    // is seen as `c << FEE_BITS` plus its fees, so a limit on `c` takes
    // every fee.
    let (floor, ceiling) = cost_range(links);
    let seen = |c: u32| match query.fees {
        Some(_) => c.saturating_mul(1 << FEE_BITS) | ((1 << FEE_BITS) - 1),
        None => c,
    };
    let ceiling = seen(ceiling);
    let entered = Arc::new(AtomicU64::new(0));
    let mut counted = query.clone().nodes(Arc::clone(&entered));
    counted.kinds = kinds.cloned();
    let (mut budget, mut wide) = (1u32, false);
    loop {
        let limit = (!wide).then(|| seen(floor.saturating_add(budget)));
        entered.store(0, Ordering::Relaxed);
        // Under a node budget, a pass with a limit spends at most `PASS`
        // of it: one cut short goes on without a limit, which finds covers
        // from its first leaves.
        let share = (query.budget.as_ref().zip(limit)).map(|(all, _)| {
            let start = all.load(Ordering::Relaxed).min(PASS);
            (all, start, Arc::new(AtomicI64::new(start)))
        });
        let this = match &share {
            Some((_, _, left)) => counted.clone().budget(Arc::clone(left)),
            None => counted.clone(),
        };
        let covers = match kinds {
            None => pass(links, &this, k, limit, 0),
            Some(kinds) => {
                let heap = || TopKinds::new(k, Arc::clone(kinds));
                let sorted = pass_with(links, &this, limit, heap);
                first_of_each(merge(sorted, usize::MAX), kinds, k)
            }
        };
        if let Some((all, start, left)) = share {
            let left = left.load(Ordering::Relaxed);
            all.fetch_sub(start - left.max(0), Ordering::Relaxed);
            if left <= 0 && !query.cancelled() {
                wide = true;
                continue;
            }
        }
        if covers.len() == k || limit.is_none_or(|l| l >= ceiling) || query.cancelled() {
            return covers;
        }
        wide = covers.is_empty() && entered.load(Ordering::Relaxed) >= WIDE;
        budget += (budget / 2).max(1);
    }
}

/// How many nodes a pass of [`deepening`] may enter and find nothing
/// before the search goes on without a limit.
const WIDE: u64 = 1 << 14;

/// Under a node budget ([`Query::budget`]), the most nodes a pass of
/// [`deepening`] with a cost limit may enter.
const PASS: i64 = 1 << 21;

/// Bounds on the cost of any cover: the sums over unmasked items of the
/// cheapest and of the dearest cost any unmasked option gives them.
fn cost_range<N: Copy + Ord + fmt::Debug>(links: &Links<N>) -> (u32, u32) {
    let n = links.num_items();
    let mut low = vec![u32::MAX; n + 1];
    let mut high = vec![0u32; n + 1];
    for k in (0..links.num_options()).filter(|&k| !links.is_option_masked(k)) {
        for (i, cost) in links.option_items(k) {
            low[i] = low[i].min(u32::from(cost));
            high[i] = high[i].max(u32::from(cost));
        }
    }
    let unmasked = (1..=n).filter(|&i| !links.is_item_masked(i));
    unmasked.fold((0, 0), |(lo, hi): (u32, u32), i| {
        (
            lo.saturating_add(if low[i] == u32::MAX { 0 } else { low[i] }),
            hi.saturating_add(high[i]),
        )
    })
}

/// The ranked searches, for any names of items and options.
impl<N: Copy + Ord + fmt::Debug + Send + Sync> Links<N> {
    /// The `limit` best covers of `query`, best first, and how many exist.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(2, 2)]), (12, vec![(1, 3), (2, 3)]),
    /// ]).unwrap();
    /// let ranked = links.all(&Query::new(Mode::Exact, 6), 1);
    /// assert_eq!(ranked.total, 2);
    /// assert_eq!(ranked.covers[0].cost, 3);
    /// ```
    pub fn all(&mut self, query: &Query, limit: usize) -> Ranked {
        let (covers, total) = self.all_with(query, limit, |cost, options| Cover {
            cost,
            options: options.to_vec(),
        });
        Ranked { covers, total }
    }

    /// The same as [`Links::all`], each cover made by `make` from its cost
    /// and its options (in increasing order), and the total: where covers
    /// pack into keys, a cover's options are never a list of their own.
    /// `paldea O` keeps 200,000 covers, and lists of their options beside
    /// what is made of them were a quarter of its heap.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(2, 2)]), (12, vec![(1, 3), (2, 3)]),
    /// ]).unwrap();
    /// let q = Query::new(Mode::Exact, 6);
    /// let (sizes, total) = links.all_with(&q, 2, |cost, options| (cost, options.len()));
    /// assert_eq!((sizes, total), (vec![(3, 2), (6, 1)], 2)); // {10, 11}, then {12}
    /// ```
    pub fn all_with<T>(
        &mut self,
        query: &Query,
        limit: usize,
        mut make: impl FnMut(u32, &[u32]) -> T,
    ) -> (Vec<T>, u64) {
        let len = query.max.min(self.num_options());
        match Pack::new(self.num_options(), len) {
            Some(pack) => one_pass(self, query, limit, pack, make),
            None => {
                let ranked = count_then_cut(self, query, limit);
                let made = (ranked.covers.iter()).map(|c| make(c.cost, &c.options));
                (made.collect(), ranked.total)
            }
        }
    }

    /// The same as [`Links::all`], always in two searches: the first counts
    /// covers by cost, the second keeps the best within the cost of the
    /// `limit`-th. [`Links::all`] takes this way only when covers are too
    /// long, or options too many, for one pass on packed keys; it is here so
    /// that the two ways can be compared.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(2, 2)]), (12, vec![(1, 3), (2, 3)]),
    /// ]).unwrap();
    /// let q = Query::new(Mode::Overlapping, 6);
    /// assert_eq!(links.all_in_two_passes(&q, 1), links.all(&q, 1));
    /// ```
    pub fn all_in_two_passes(&mut self, query: &Query, limit: usize) -> Ranked {
        count_then_cut(self, query, limit)
    }

    /// The `k` best covers of `query`, best first. Branches that cannot
    /// reach the `k` best are pruned, so the total is not counted.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1, 2], vec![
    ///     (10, vec![(1, 2)]), (11, vec![(2, 1)]), (12, vec![(1, 2), (2, 2)]),
    /// ]).unwrap();
    /// let best = links.top_k(&Query::new(Mode::Exact, 6), 1);
    /// assert_eq!((best[0].cost, &best[0].options[..]), (3, &[0, 1][..])); // {10, 11}
    /// ```
    pub fn top_k(&mut self, query: &Query, k: usize) -> Vec<Cover> {
        deepening(self, query, k, None)
    }

    /// The `k` best covers of `query` of distinct kinds, best first: of
    /// the covers whose options have the same kinds (`kinds[o]` for option
    /// `o`, by position), only the best ([`TopKinds`]). One search, pruned
    /// by the `k`-th best kind, however many covers each kind has.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// use std::sync::Arc;
    /// // Item 1; options 10 and 11 are one kind, 12 another.
    /// let mut links = Links::new(vec![1], vec![
    ///     (10, vec![(1, 1)]), (11, vec![(1, 2)]), (12, vec![(1, 3)]),
    /// ]).unwrap();
    /// let best = links.top_k_kinds(&Query::new(Mode::Exact, 1), 2, &Arc::from(vec![0, 0, 1]));
    /// let costs: Vec<u32> = best.iter().map(|c| c.cost).collect();
    /// assert_eq!(costs, [1, 3]);
    /// ```
    pub fn top_k_kinds(&mut self, query: &Query, k: usize, kinds: &Arc<[u32]>) -> Vec<Cover> {
        deepening(self, query, k, Some(kinds))
    }

    /// The best cover of `query`, if any.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// use pokelinks::search::{Mode, Query};
    /// let mut links = Links::new(vec![1], vec![(10, vec![(1, 3)]), (11, vec![(1, 1)])]).unwrap();
    /// assert_eq!(links.best(&Query::new(Mode::Exact, 1)).unwrap().options, [1]);
    /// ```
    pub fn best(&mut self, query: &Query) -> Option<Cover> {
        self.top_k(query, 1).into_iter().next()
    }
}
