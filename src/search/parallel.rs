//! Sharing a search among threads, as a layer over the search loops.
//!
//! Algorithm X and the overlapping search know nothing of threads: at each
//! node they ask a [`Share`] whether this thread searches it, whether it may
//! prune there, and whether it reports the covers found there. [`Alone`]
//! answers yes to all three at compile time, so one thread pays nothing;
//! [`Split`] deals out the nodes at one level among threads. Each thread
//! dances on its own copy of the links (a few kilobytes) and feeds its own
//! sink; the caller merges the sinks. Counts add up and the K best are merged
//! in the total order of covers, so the answer is the same, in count and in
//! order, whatever the number of threads.

use super::{Query, Sink, required, run, threads};
use crate::links::Links;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// The level, below the required options, at which threads share the work:
/// deep enough for hundreds of pieces, shallow enough that walking down to
/// it costs nothing.
const SPLIT_DEPTH: usize = 2;

/// A thread's share of a search, as the search loops see it. Levels count
/// the required options.
pub(crate) trait Share {
    /// Called on entering a node at level `d`: whether this thread searches it.
    fn claim(&mut self, d: usize) -> bool;
    /// Whether a branch at level `d` may be pruned with what differs from
    /// thread to thread (the sink's [`Sink::threshold`]).
    fn prunes(&self, d: usize) -> bool;
    /// Whether this thread reports the covers it finds at level `d`.
    fn reports(&self, d: usize) -> bool;
}

/// The whole search, in one thread.
pub(crate) struct Alone;

impl Share for Alone {
    #[inline(always)]
    fn claim(&mut self, _: usize) -> bool {
        true
    }
    #[inline(always)]
    fn prunes(&self, _: usize) -> bool {
        true
    }
    #[inline(always)]
    fn reports(&self, _: usize) -> bool {
        true
    }
}

/// How one of several threads shares a search. Every thread walks the
/// levels above `depth` in the same way — pruning there only with what is
/// the same in every thread ([`Sink::fixed_threshold`]), so the walks agree
/// — and numbers the nodes it meets at `depth`; a node is searched by
/// the thread that claimed its number from the shared counter `next`.
/// Covers found above `depth` are reported by the `lead` thread alone.
struct Split<'a> {
    /// The level at which work is shared (absolute: required options count).
    depth: usize,
    /// Whether this thread reports covers found above `depth`.
    lead: bool,
    /// The next unclaimed node number.
    next: &'a AtomicUsize,
    /// The node number this thread has claimed.
    claimed: usize,
    /// How many nodes at `depth` this thread has met.
    seen: usize,
}

impl Share for Split<'_> {
    #[inline]
    fn claim(&mut self, d: usize) -> bool {
        if d != self.depth {
            return true;
        }
        let mine = self.seen == self.claimed;
        self.seen += 1;
        if mine {
            self.claimed = self.next.fetch_add(1, Ordering::Relaxed);
        }
        mine
    }
    #[inline]
    fn prunes(&self, d: usize) -> bool {
        d >= self.depth
    }
    #[inline]
    fn reports(&self, d: usize) -> bool {
        d >= self.depth || self.lead
    }
}

/// Runs `query` with one sink per thread, as `make` builds them, and returns
/// what `finish` makes of each sink, in its thread.
pub(crate) fn shared<N, S, T, F, G>(
    links: &mut Links<N>,
    query: &Query,
    make: F,
    finish: G,
) -> Vec<T>
where
    N: Copy + Ord + fmt::Debug + Send + Sync,
    S: Sink,
    T: Send,
    F: Fn() -> S + Sync,
    G: Fn(S) -> T + Sync,
{
    let fixed = required(links, query).map_or(0, |r| r.len());
    let threads = match query.threads {
        0 => threads(),
        n => n,
    };
    if threads == 1 || query.max.min(links.num_options()) < fixed + SPLIT_DEPTH + 1 {
        let mut sink = make();
        run(links, query, &mut sink, Alone);
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
                    let split = Split {
                        depth: fixed + SPLIT_DEPTH,
                        lead: t == 0,
                        next,
                        claimed: next.fetch_add(1, Ordering::Relaxed),
                        seen: 0,
                    };
                    run(&mut links, query, &mut sink, split);
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
