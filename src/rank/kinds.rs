//! The K best covers of distinct kinds: where several covers stand for one
//! answer (a team of Pokémon found once per choice of their moves), each
//! option has a *kind* (its Pokémon), a cover's kind is the sorted kinds of
//! its options, and only the best cover of each kind is kept. The heap's
//! threshold is the cost of the `k`-th best kind, so a search pruning by
//! it finds the `k` best kinds in one pass, however many covers each has.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use super::{Cover, Heap, admits, compare};

/// The best cover of each kind seen so far, at most `k` kinds.
///
/// ```
/// use pokelinks::rank::TopKinds;
/// use std::sync::Arc;
/// // Options 0 and 1 are one kind, 2 another, 3 a third.
/// let mut top = TopKinds::new(2, Arc::from(vec![7, 7, 8, 9]));
/// top.offer(4, &[0]);
/// top.offer(3, &[1]); // kind 7 again, better: replaces {0}
/// top.offer(5, &[2]);
/// top.offer(6, &[3]); // a third kind, worse than both kept
/// let kept: Vec<(u32, Vec<u32>)> = top.into_sorted().into_iter().map(|c| (c.cost, c.options)).collect();
/// assert_eq!(kept, [(3, vec![1]), (5, vec![2])]);
/// ```
#[derive(Clone, Debug)]
pub struct TopKinds {
    k: usize,
    /// The kind of each option, by number.
    kinds: Arc<[u32]>,
    /// The best cover of each kind kept.
    best: HashMap<Vec<u32>, Cover>,
    /// The same covers, in order: the worst last.
    order: BTreeSet<Cover>,
    scratch: Vec<u32>,
}

impl TopKinds {
    /// An empty heap of at most `k` kinds, option `o` being of kind
    /// `kinds[o]` (every option of the search has one).
    pub fn new(k: usize, kinds: Arc<[u32]>) -> TopKinds {
        TopKinds {
            k,
            kinds,
            best: HashMap::new(),
            order: BTreeSet::new(),
            scratch: Vec::new(),
        }
    }

    /// The covers kept, best first.
    pub fn into_sorted(self) -> Vec<Cover> {
        self.order.into_iter().collect()
    }

    /// The worst cover kept, once `k` kinds are kept.
    fn worst(&self) -> Option<&Cover> {
        (self.order.len() >= self.k)
            .then(|| self.order.last())
            .flatten()
    }

    /// Whether a cover of this cost and number of options could enter.
    pub fn might_take(&self, cost: u32, len: usize) -> bool {
        admits(self.k, self.worst(), cost, len)
    }

    /// Offers a cover; `options` in any order. Kept if it is the best of
    /// its kind so far and among the `k` best kinds.
    pub fn offer(&mut self, cost: u32, options: &[u32]) {
        if !self.might_take(cost, options.len()) {
            return;
        }
        self.scratch.clear();
        self.scratch.extend_from_slice(options);
        self.scratch.sort_unstable();
        if let Some(w) = self.worst()
            && compare(cost, &self.scratch, w.cost, &w.options).is_ge()
        {
            return;
        }
        let kind = kind_of(&self.kinds, &self.scratch);
        let cover = Cover {
            cost,
            options: self.scratch.clone(),
        };
        match self.best.get_mut(&kind) {
            Some(kept) if cover < *kept => {
                self.order.remove(kept);
                self.order.insert(cover.clone());
                *kept = cover;
            }
            Some(_) => {}
            None => {
                self.order.insert(cover.clone());
                self.best.insert(kind, cover);
                if self.order.len() > self.k
                    && let Some(out) = self.order.pop_last()
                {
                    self.best.remove(&kind_of(&self.kinds, &out.options));
                }
            }
        }
    }

    /// The cost a cover must not exceed to enter, once `k` kinds are kept.
    pub fn threshold(&self) -> Option<u32> {
        self.worst().map(|w| w.cost)
    }
}

impl Heap for TopKinds {
    fn might_take(&self, cost: u32, len: usize) -> bool {
        TopKinds::might_take(self, cost, len)
    }
    fn offer(&mut self, cost: u32, options: &[u32]) {
        TopKinds::offer(self, cost, options);
    }
    fn threshold(&self) -> Option<u32> {
        TopKinds::threshold(self)
    }
    fn into_vec(self) -> Vec<Cover> {
        self.into_sorted()
    }
}

/// The first `k` covers of distinct kinds of `sorted` (best first): the
/// merged lists of several threads' heaps.
pub(crate) fn first_of_each(sorted: Vec<Cover>, kinds: &[u32], k: usize) -> Vec<Cover> {
    let mut seen = std::collections::HashSet::new();
    (sorted.into_iter())
        .filter(|c| seen.insert(kind_of(kinds, &c.options)))
        .take(k)
        .collect()
}

/// The kind of a cover of `options`: their kinds, sorted.
fn kind_of(kinds: &[u32], options: &[u32]) -> Vec<u32> {
    let mut kind: Vec<u32> = (options.iter()).map(|&o| kinds[o as usize]).collect();
    kind.sort_unstable();
    kind
}
