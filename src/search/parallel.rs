//! Sharing a search among threads, and the iterative deepening that makes
//! the K best fast.
//!
//! Each thread dances on its own copy of the links (a few kilobytes) and
//! feeds its own sink; the sinks are merged at the end. Counts add up and
//! the K best are merged in the total order of covers, so the answer is the
//! same, in count and in order, whatever the number of threads.

use super::{Best, Counter, Query, Ranked, Sink, Split, Tally, required, run};
use crate::links::{Links, Sense};
use crate::rank::{self, TopK};
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// The level, below the required options, at which threads share the work:
/// deep enough for hundreds of pieces, shallow enough that walking down to
/// it costs nothing.
const SPLIT_DEPTH: usize = 2;

/// How many threads to use: one per core.
fn threads() -> usize {
    thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(16)
}

/// Runs `query` with one sink per thread, as `make` builds them, and returns
/// what `finish` makes of each sink, in its thread.
fn shared<N, S, T, F, G>(links: &mut Links<N>, query: &Query, make: F, finish: G) -> Vec<T>
where
    N: Copy + Ord + fmt::Debug + Send + Sync,
    S: Sink,
    T: Send,
    F: Fn() -> S + Sync,
    G: Fn(S) -> T + Sync,
{
    let fixed = required(links, query).map_or(0, |r| r.len());
    let threads = if query.threads == 0 {
        threads()
    } else {
        query.threads
    };
    if threads == 1 || query.max < fixed + SPLIT_DEPTH + 1 {
        let mut sink = make();
        run(links, query, &mut sink, None);
        return vec![finish(sink)];
    }
    let next = AtomicUsize::new(0);
    let template: &Links<N> = links;
    thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (next, make, finish) = (&next, &make, &finish);
                scope.spawn(move || {
                    let mut links = template.clone();
                    let mut sink = make();
                    let claimed = next.fetch_add(1, Ordering::Relaxed);
                    let split = Split {
                        depth: SPLIT_DEPTH,
                        lead: t == 0,
                        next,
                        claimed,
                        seen: 0,
                    };
                    run(&mut links, query, &mut sink, Some(split));
                    finish(sink)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a search thread does not panic"))
            .collect()
    })
}

/// How many covers `query` has.
pub(crate) fn count<N: Copy + Ord + fmt::Debug + Send + Sync>(
    links: &mut Links<N>,
    query: &Query,
) -> u64 {
    shared(links, query, Counter::default, |c| c.0).iter().sum()
}

/// The `k` best covers and, unless `prune`, the total count.
///
/// Without `prune` every cover must be counted anyway, so a first search
/// counts them by cost, keeping them too while each thread has seen at most
/// `k`: if none saw more, they are all there is. Otherwise the counts give the
/// total and the cost of the `k`-th best, and a second search keeps the best
/// covers within that cost, pruning every branch that cannot reach it. Far
/// fewer covers then go through the heap than if it had to rank them all.
///
/// With `prune`, the search is repeated with a rising cost limit — the sum
/// of the items' floors plus a budget of 0, 1, 2, 3, 4, 6, 9, … — until `k`
/// covers lie within the limit: each pass keeps only covers within it and
/// prunes every branch whose bound exceeds it, so the best covers are found
/// without wading through millions of worse ones. The budget grows by half
/// so that the last pass, the dearest, overshoots little.
pub(crate) fn ranked<N: Copy + Ord + fmt::Debug + Send + Sync>(
    links: &mut Links<N>,
    query: &Query,
    k: usize,
    prune: bool,
) -> Ranked {
    let sense = links.sense();
    let items = links.num_items() - links.num_hidden_items();
    // One search keeping the best `k` within `limit`, `expect` of them
    // foreseen; each thread sorts its own covers, then they are merged.
    let pass = |links: &mut Links<N>, limit: Option<u32>, expect: usize| {
        let make = || Best {
            top: TopK::with_capacity(k, expect),
            limit,
            sense,
            items,
        };
        let sorted = shared(links, query, make, |sink| rank::keyed(sink.top.into_vec()));
        rank::merge(sorted, k)
    };
    if !prune {
        let make = || Tally {
            counts: Vec::new(),
            kept: Some(Vec::new()),
            k,
            sense,
            items,
        };
        let mut counts: Vec<u64> = Vec::new();
        let mut all_kept = Some(Vec::new());
        let finish = |t: Tally| {
            let kept = t.kept.map(|mut kept| {
                rank::sort_keyed(&mut kept);
                kept
            });
            (t.counts, kept)
        };
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
        let covers = match (cutoff, all_kept) {
            _ if k == 0 || total == 0 => Vec::new(),
            // No thread saw more than `k`: between them they kept them all.
            (_, Some(kept)) => rank::merge(kept, k),
            (Some(c), None) => pass(links, Some(c as u32), total.min(k as u64) as usize),
            (None, None) => pass(links, None, total.min(k as u64) as usize),
        };
        return Ranked { total, covers };
    }
    if k == 0 {
        return Ranked {
            covers: Vec::new(),
            total: 0,
        };
    }
    let (floor, ceiling) = cost_range(links, sense);
    let mut budget = 1u32;
    loop {
        let limit = floor.saturating_add(budget);
        let covers = pass(links, Some(limit), 0);
        if covers.len() == k || limit >= ceiling {
            return Ranked { total: 0, covers };
        }
        budget += (budget / 2).max(1);
    }
}

/// Bounds on the cost of any cover: the sums over visible items of the
/// cheapest and of the dearest cost any visible option gives them.
fn cost_range<N: Copy + Ord + fmt::Debug>(links: &Links<N>, sense: Sense) -> (u32, u32) {
    let n = links.num_items();
    let mut low = vec![u32::MAX; n + 1];
    let mut high = vec![0u32; n + 1];
    for k in (0..links.num_options()).filter(|&k| !links.is_option_hidden(k)) {
        for (i, value) in links.option_items(k) {
            low[i] = low[i].min(sense.cost(value));
            high[i] = high[i].max(sense.cost(value));
        }
    }
    let visible = (1..=n).filter(|&i| !links.is_item_hidden(i));
    visible.fold((0, 0), |(lo, hi): (u32, u32), i| {
        (
            lo.saturating_add(if low[i] == u32::MAX { 0 } else { low[i] }),
            hi.saturating_add(high[i]),
        )
    })
}
