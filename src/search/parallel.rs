//! Running searches: one thread for now.

use super::{Best, Counter, Query, Ranked, run};
use crate::links::Links;
use crate::rank::TopK;
use std::fmt;

/// How many covers `query` has.
pub(crate) fn count<N: Copy + Ord + fmt::Debug>(links: &mut Links<N>, query: &Query) -> u64 {
    let mut sink = Counter(0);
    run(links, query, &mut sink);
    sink.0
}

/// The `k` best covers, and the total unless `prune` lets the search skip
/// branches that cannot reach the `k` best.
pub(crate) fn ranked<N: Copy + Ord + fmt::Debug>(links: &mut Links<N>, query: &Query, k: usize, prune: bool) -> Ranked {
    let items = links.num_items() - links.num_hidden_items();
    let mut sink = Best { top: TopK::new(k), total: 0, prune, sense: links.sense(), items };
    run(links, query, &mut sink);
    Ranked { covers: sink.top.into_sorted(), total: sink.total }
}
