//! A cover as the search reports it: its cost and its option numbers.
//! What a cost means and how covers are ordered is the ranking layer's
//! business (`src/rank/`); the search only finds covers.

/// One cover: its cost and its options, as option numbers in increasing order.
/// The ranking layer orders covers ([`crate::rank`]: best first, `a < b`
/// when `a` ranks ahead of `b`) and turns costs into ranks.
///
/// ```
/// use pokelinks::search::Cover;
/// let c = Cover::new(9, vec![7, 2]);
/// assert_eq!((c.cost, &c.options[..]), (9, &[2, 7][..]));
/// assert!(Cover::new(4, vec![2, 4, 6]) < c); // cheaper ranks ahead
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cover {
    /// The sum of the costs its options give the items, each item counted
    /// once at its cheapest: lower is better
    /// ([`crate::rank::Sense::rank`] makes it a rank).
    pub cost: u32,
    /// The options, by number in the option table, in increasing order.
    pub options: Vec<u32>,
}

impl Cover {
    /// A cover of cost `cost`; `options` need not be sorted.
    ///
    /// ```
    /// use pokelinks::search::Cover;
    /// let c = Cover::new(9, vec![7, 2]);
    /// assert_eq!((c.cost, c.options), (9, vec![2, 7]));
    /// ```
    pub fn new(cost: u32, mut options: Vec<u32>) -> Cover {
        options.sort_unstable();
        Cover { cost, options }
    }
}
