//! At most so many of these options: the secondary items of a search with
//! multiplicities, as in Knuth's Algorithms C and M (TAOCP 7.2.2.1). A
//! team takes one set of moves per Pokémon and each single-copy TM once;
//! each such rule is a *limit*, a set of options of which a cover holds at
//! most `most`. Items need covering; a limit need not be reached.
//!
//! A search holds, per limit, how many of its options are chosen. When an
//! option brings a limit to its most, the limit's other options are taken
//! out of the search for the branch below — unlinked from the vertical
//! lists where the level keeps the links, marked dead in the sets either
//! way — and put back when the option is unchosen, last first.

/// Sets of options, each with the most of them a cover may hold.
///
/// ```
/// use pokelinks::links::Links;
/// use pokelinks::search::{Limits, Mode, Query};
/// use std::sync::Arc;
/// // Items 1, 2; options 0 = {1}, 1 = {2}, 2 = {1, 2}: at most one of 0 and 1.
/// let mut links = Links::new(vec![1, 2], vec![
///     (10, vec![(1, 1)]), (11, vec![(2, 1)]), (12, vec![(1, 1), (2, 1)]),
/// ]).unwrap();
/// assert_eq!(links.count(&Query::new(Mode::Overlapping, 6)), 2);
/// let limits = Arc::new(Limits::new(3, vec![(vec![0, 1], 1)]));
/// assert_eq!(links.count(&Query::new(Mode::Overlapping, 6).limits(limits)), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Per limit, its options (numbers) and the most a cover holds.
    limits: Vec<(Vec<u32>, u8)>,
    /// Per limit, its options as words of a set of options: (word, bits).
    /// A team's limits are mostly one Pokémon's choices, numbered in a
    /// row, so taking them out of a level that keeps no links is a few
    /// word operations rather than one per option.
    words: Vec<Vec<(u32, u64)>>,
    /// Per option, the limits it is in.
    of_option: Vec<Vec<u32>>,
}

impl Limits {
    /// The limits `(options, most)` on a search of `num_options` options;
    /// options out of range are ignored.
    pub fn new(num_options: usize, limits: Vec<(Vec<usize>, usize)>) -> Limits {
        let mut of_option = vec![Vec::new(); num_options];
        let limits: Vec<(Vec<u32>, u8)> = (limits.into_iter())
            .map(|(mut options, most)| {
                options.retain(|&k| k < num_options);
                options.sort_unstable();
                options.dedup();
                (
                    options.into_iter().map(|k| k as u32).collect(),
                    most.min(usize::from(u8::MAX)) as u8,
                )
            })
            .collect();
        for (l, (options, _)) in limits.iter().enumerate() {
            for &k in options {
                of_option[k as usize].push(l as u32);
            }
        }
        let words = (limits.iter())
            .map(|(options, _)| {
                let mut words: Vec<(u32, u64)> = Vec::new();
                for &k in options {
                    let (x, bit) = (k / 64, 1 << (k % 64));
                    match words.last_mut() {
                        Some((y, bits)) if *y == x => *bits |= bit,
                        _ => words.push((x, bit)),
                    }
                }
                words
            })
            .collect();
        Limits {
            limits,
            words,
            of_option,
        }
    }

    /// How many limits there are.
    pub fn len(&self) -> usize {
        self.limits.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.limits.is_empty()
    }

    /// The limits option `k` is in.
    pub fn of(&self, k: usize) -> &[u32] {
        self.of_option.get(k).map_or(&[], Vec::as_slice)
    }

    /// The options of limit `l` and the most of them a cover holds.
    pub fn limit(&self, l: usize) -> (&[u32], u8) {
        let (options, most) = &self.limits[l];
        (options, *most)
    }

    /// The options of limit `l` as words of a set of options: (word, bits),
    /// in order.
    pub fn words(&self, l: usize) -> &[(u32, u64)] {
        &self.words[l]
    }

    /// Whether the options `chosen` keep every limit.
    ///
    /// ```
    /// use pokelinks::search::Limits;
    /// let limits = Limits::new(3, vec![(vec![0, 1], 1)]);
    /// assert!(limits.kept(&[0, 2]) && !limits.kept(&[0, 1]));
    /// ```
    pub fn kept(&self, chosen: &[usize]) -> bool {
        let mut held = vec![0usize; self.limits.len()];
        for &k in chosen {
            for &l in self.of(k) {
                held[l as usize] += 1;
            }
        }
        (held.iter().zip(&self.limits)).all(|(&h, (_, most))| h <= usize::from(*most))
    }
}

/// A search's count of chosen options per limit, and the options taken out
/// because a limit is full, for putting back.
#[derive(Clone, Debug, Default)]
pub(crate) struct Held {
    /// Per limit, how many of its options are chosen.
    pub count: Vec<u8>,
    /// Options taken out, and whether they were unlinked too.
    pub out: Vec<(u32, bool)>,
    /// Words of the alive options as they were before a full limit took
    /// its options out of a level that keeps no links: (word, bits).
    pub saved: Vec<(u32, u64)>,
    /// Per chosen option, where its entries in `out` and `saved` begin.
    pub marks: Vec<(u32, u32)>,
}

impl Held {
    /// Nothing chosen yet under `limits`.
    pub fn new(limits: &Limits) -> Held {
        Held {
            count: vec![0; limits.len()],
            out: Vec::new(),
            saved: Vec::new(),
            marks: Vec::new(),
        }
    }

    /// Whether option `k` can be chosen: no limit of its is full.
    #[inline]
    pub fn allows(&self, limits: &Limits, k: usize) -> bool {
        (limits.of(k).iter()).all(|&l| self.count[l as usize] < limits.limit(l as usize).1)
    }
}
