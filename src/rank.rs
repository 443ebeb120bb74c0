//! Covers, their rank and their total order, and the bounded heap that keeps
//! the K best.
//!
//! The search works with costs, lower always better ([`Sense::cost`]), so one
//! order serves both problems: cost, then fewer options, then the options'
//! numbers compared element by element. Option numbers follow the sorted
//! option table, so the last key is the order of canonical names (SPEC §2).

use crate::links::Sense;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// One cover: its rank and its options, as option numbers in increasing order.
///
/// Covers compare best first: `a < b` when `a` ranks ahead of `b`.
///
/// ```
/// use pokelinks::links::Sense;
/// use pokelinks::rank::Cover;
/// let a = Cover::new(Sense::Lower, 1, 5, vec![0, 3]);
/// let b = Cover::new(Sense::Lower, 1, 5, vec![1, 2]);
/// let c = Cover::new(Sense::Lower, 1, 4, vec![2, 4, 6]);
/// assert!(c < a && a < b);
/// assert_eq!(c.rank, 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cover {
    /// The rank of SPEC §2.
    pub rank: u32,
    /// The options, by number in the option table, in increasing order.
    pub options: Vec<u32>,
    cost: u32,
}

impl Cover {
    /// A cover of `items` items whose options' costs add up to `cost`
    /// ([`Sense::cost`]); `options` need not be sorted.
    pub fn new(sense: Sense, items: usize, cost: u32, mut options: Vec<u32>) -> Cover {
        options.sort_unstable();
        Cover {
            rank: sense.rank(items, cost),
            options,
            cost,
        }
    }

    /// The cost the order starts from: lower is better whatever the sense.
    pub fn cost(&self) -> u32 {
        self.cost
    }
}

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

/// The total order on (cost, sorted options) pairs.
fn compare(cost_a: u32, a: &[u32], cost_b: u32, b: &[u32]) -> Ordering {
    cost_a
        .cmp(&cost_b)
        .then(a.len().cmp(&b.len()))
        .then_with(|| a.cmp(b))
}

/// The K best covers seen so far, in a max-heap whose top is the worst kept.
///
/// ```
/// use pokelinks::links::Sense;
/// use pokelinks::rank::TopK;
/// let mut top = TopK::new(2);
/// for (cost, opts) in [(5, vec![1]), (3, vec![2]), (4, vec![0]), (3, vec![0, 1])] {
///     top.offer(Sense::Lower, 1, cost, &opts);
/// }
/// let best: Vec<u32> = top.into_sorted().iter().map(|c| c.rank).collect();
/// assert_eq!(best, [3, 3]);
/// ```
#[derive(Clone, Debug)]
pub struct TopK {
    k: usize,
    heap: BinaryHeap<Cover>,
}

impl TopK {
    /// An empty heap that keeps at most `k` covers.
    pub fn new(k: usize) -> TopK {
        TopK {
            k,
            heap: BinaryHeap::new(),
        }
    }

    /// The cost a cover must not exceed to have a chance of entering, or
    /// `None` while the heap is not full. A branch whose lower bound on cost
    /// is above it can be pruned.
    pub fn threshold(&self) -> Option<u32> {
        if self.heap.len() < self.k {
            None
        } else {
            Some(self.heap.peek().map_or(0, |c| c.cost))
        }
    }

    /// Whether a cover of this cost and number of options could enter: the
    /// cheap test made before its option list is built.
    pub fn might_take(&self, cost: u32, len: usize) -> bool {
        match self.heap.peek() {
            _ if self.k == 0 => false,
            Some(w) if self.heap.len() == self.k => {
                cost < w.cost || (cost == w.cost && len <= w.options.len())
            }
            _ => true,
        }
    }

    /// The worst cover kept, if any.
    pub fn worst(&self) -> Option<&Cover> {
        self.heap.peek()
    }

    /// Offers a cover; `options` in any order. Allocates only when the cover
    /// enters the heap.
    pub fn offer(&mut self, sense: Sense, items: usize, cost: u32, options: &[u32]) {
        if self.k == 0 {
            return;
        }
        if self.heap.len() == self.k {
            let worst = self
                .heap
                .peek()
                .expect("a full heap of k > 0 covers has a top");
            if cost > worst.cost || (cost == worst.cost && options.len() > worst.options.len()) {
                return;
            }
            let mut sorted = options.to_vec();
            sorted.sort_unstable();
            if compare(cost, &sorted, worst.cost, &worst.options) != Ordering::Less {
                return;
            }
            self.heap.pop();
            self.heap.push(Cover {
                rank: sense.rank(items, cost),
                options: sorted,
                cost,
            });
        } else {
            self.heap
                .push(Cover::new(sense, items, cost, options.to_vec()));
        }
    }

    /// Merges another heap's covers into this one.
    pub fn merge(&mut self, other: TopK) {
        for c in other.heap {
            if self.heap.len() < self.k {
                self.heap.push(c);
            } else if self.heap.peek().is_some_and(|w| c < *w) {
                self.heap.pop();
                self.heap.push(c);
            }
        }
    }

    /// How many covers are kept.
    pub fn len(&self) -> usize {
        self.heap.len()
    }

    /// Whether no cover is kept.
    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }

    /// The covers kept, best first.
    pub fn into_sorted(self) -> Vec<Cover> {
        self.heap.into_sorted_vec()
    }
}
