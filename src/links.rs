//! The dancing links: one flat array of nodes, a sorted item table and a
//! sorted option table, with the stacks of masked items and options.
//!
//! The layout is Knuth's DLX1 (TAOCP 7.2.2.1, vol. 4B): node `i` for
//! `1 ≤ i ≤ N` is the header of item `i`, whose `top` field holds `len`, the
//! number of options in its vertical list; after the headers come the
//! options, each preceded and followed by a spacer node whose `top` is `≤ 0`.
//! A spacer's `ulink` is the first node of the option before it and its
//! `dlink` the last node of the option after it, so a loop can walk round an
//! option with plain index arithmetic. Item `0` of the item table is the root
//! of the doubly linked list of active items (`llink`/`rlink`).
//!
//! Each node also carries the `cost` its option gives its item — lower is
//! always better; the ranking layer turns values into costs and costs into
//! ranks (`docs/covers.md` "Ranking") — and a `tag`: on an item header the
//! tag marks a masked item, on a spacer a masked option.
//!
//! Two kinds of removal, two names. Knuth's `hide(p)` and `unhide(p)` are
//! the steps inside `cover(i)` and `uncover(i)` of Algorithm X and keep his
//! meaning here. *Masking* takes an item or an option out of the problem
//! itself, between searches: a masked item need not be covered and every
//! search skips it; a masked option leaves every vertical list. Masks are
//! undone (`unmask`) in stack order.

use std::fmt;

/// One node of the flat array: an item header, an option's node or a spacer.
///
/// ```
/// use pokelinks::links::Node;
/// assert_eq!(std::mem::size_of::<Node>(), 16);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// Header: `len`. Option node: its item. Spacer: minus the number of the
    /// option before it (so `≤ 0`).
    pub top: i32,
    /// The node above in the vertical list (spacer: first node of the previous option).
    pub ulink: u32,
    /// The node below in the vertical list (spacer: last node of the next option).
    pub dlink: u32,
    /// The cost this option gives this item, lower better (0 on headers
    /// and spacers).
    pub cost: u8,
    /// Header: [`MASKED`] when the item is masked, else 0. Spacer: non-zero
    /// when the option after it is masked.
    pub tag: u16,
}

/// The tag of a masked item's header.
///
/// ```
/// use pokelinks::links::{Links, MASKED};
/// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
/// links.mask_item(&2);
/// assert_eq!(links.nodes()[2].tag, MASKED); // node 2 is item 2's header
/// assert_eq!(links.nodes()[1].tag, 0);
/// ```
pub const MASKED: u16 = u16::MAX;

/// The item table: names sorted, and the doubly linked list of active items.
/// Index 0 of `llink`/`rlink` is the list's root; item `i` (`1 ≤ i ≤ N`) is
/// called `names[i - 1]`.
///
/// ```
/// use pokelinks::links::Links;
/// let links = Links::new(vec![3, 1, 2], vec![(10, vec![(1, 1)])]).unwrap();
/// let table = links.item_table();
/// assert_eq!(table.names, [1, 2, 3]);
/// assert_eq!(table.rlink, [1, 2, 3, 0]); // root → 1 → 2 → 3 → root
/// assert_eq!(table.llink, [3, 0, 1, 2]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ItemTable<N> {
    /// The items' names, sorted.
    pub names: Vec<N>,
    /// The active item to the left of each item.
    pub llink: Vec<u32>,
    /// The active item to the right of each item.
    pub rlink: Vec<u32>,
}

/// One entry of the option table: the option's name and its spacer node.
///
/// ```
/// use pokelinks::links::{Links, Opt};
/// let links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
/// // Nodes 0 to 3 are the root and the item headers; spacer 4 comes next.
/// assert_eq!(links.option_table()[0], Opt { name: 10, spacer: 4 });
/// assert_eq!(links.option_table()[1], Opt { name: 11, spacer: 7 }); // after 10's two nodes
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opt<N> {
    /// The option's name.
    pub name: N,
    /// The spacer node before the option's first node.
    pub spacer: u32,
}

/// Why links could not be built.
///
/// ```
/// use pokelinks::links::{BuildError, Links};
/// let err = Links::new(vec![1, 1], vec![]).unwrap_err();
/// assert!(matches!(err, BuildError::DuplicateItem(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// An item name was given twice (the name, formatted).
    #[error("item {0} is given twice")]
    DuplicateItem(String),
    /// An option name was given twice.
    #[error("option {0} is given twice")]
    DuplicateOption(String),
    /// An option names an item that is not in the item list.
    #[error("option {option} names {item}, which is not an item")]
    UnknownItem {
        /// The option.
        option: String,
        /// The item it named.
        item: String,
    },
    /// An option names one item twice.
    #[error("option {option} names item {item} twice")]
    RepeatedItem {
        /// The option.
        option: String,
        /// The item it named twice.
        item: String,
    },
    /// More items or nodes than the 32-bit links can address.
    #[error("the problem is too large for the links")]
    TooLarge,
}

/// The dancing links of one cover problem, generic over the names of items
/// and options.
///
/// ```
/// use pokelinks::links::Links;
/// // Items a, b, c; options x = {a, b}, y = {c}, z = {b, c}.
/// let links = Links::new(
///     vec!['a', 'b', 'c'],
///     vec![('x', vec![('a', 1), ('b', 1)]), ('y', vec![('c', 2)]), ('z', vec![('b', 1), ('c', 1)])],
/// )
/// .unwrap();
/// assert_eq!(links.num_items(), 3);
/// assert_eq!(links.len(2), 2); // item b is in options x and z
/// assert!(links.has_option(&'y'));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Links<N> {
    nodes: Vec<Node>,
    items: ItemTable<N>,
    options: Vec<Opt<N>>,
    masked_items: Vec<u32>,
    masked_options: Vec<u32>,
}

impl<N: Copy + Ord + fmt::Debug> Links<N> {
    /// Builds the links from item names and options, each option a name and
    /// the items it covers with the cost it gives each (lower is better).
    /// Items and options are sorted by name; options that cover no item take
    /// no part.
    ///
    /// ```
    /// use pokelinks::links::{BuildError, Links};
    /// let links = Links::new(
    ///     vec![3, 1, 2],
    ///     vec![(12, vec![]), (11, vec![(3, 2)]), (10, vec![(2, 3), (1, 1)])],
    /// )
    /// .unwrap();
    /// assert_eq!(links.num_options(), 2); // 12 covers nothing
    /// assert_eq!(links.option_name(0), 10);
    /// assert_eq!(links.option_items(0).collect::<Vec<_>>(), [(1, 1), (2, 3)]);
    ///
    /// let err = Links::new(vec![1], vec![(10, vec![(4, 1)])]).unwrap_err();
    /// assert_eq!(err.to_string(), "option 10 names 4, which is not an item");
    /// let err = Links::new(vec![1], vec![(10, vec![(1, 1), (1, 2)])]).unwrap_err();
    /// assert!(matches!(err, BuildError::RepeatedItem { .. }));
    /// ```
    pub fn new(items: Vec<N>, options: Vec<(N, Vec<(N, u8)>)>) -> Result<Self, BuildError> {
        let mut names = items;
        names.sort();
        if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
            return Err(BuildError::DuplicateItem(format!("{:?}", w[0])));
        }
        let mut options = options;
        options.sort_by_key(|o| o.0);
        if let Some(w) = options.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(BuildError::DuplicateOption(format!("{:?}", w[0].0)));
        }
        let n = names.len();
        let total = 1 + n + options.len() + 1 + options.iter().map(|o| o.1.len()).sum::<usize>();
        if total >= i32::MAX as usize {
            return Err(BuildError::TooLarge);
        }

        let items = ItemTable {
            llink: (0..=n)
                .map(|i| if i == 0 { n } else { i - 1 } as u32)
                .collect(),
            rlink: (0..=n)
                .map(|i| if i == n { 0 } else { i + 1 } as u32)
                .collect(),
            names: names.clone(),
        };

        let mut nodes = Vec::with_capacity(total);
        for i in 0..=n {
            nodes.push(Node {
                ulink: i as u32,
                dlink: i as u32,
                ..Node::default()
            });
        }
        let mut table = Vec::with_capacity(options.len());
        let mut last_spacer = nodes.len();
        nodes.push(Node::default());
        for (name, covers) in options {
            let mut covers: Vec<(usize, u8)> = covers
                .into_iter()
                .map(|(item, cost)| match names.binary_search(&item) {
                    Ok(k) => Ok((k + 1, cost)),
                    Err(_) => Err(BuildError::UnknownItem {
                        option: format!("{name:?}"),
                        item: format!("{item:?}"),
                    }),
                })
                .collect::<Result<_, _>>()?;
            covers.sort();
            if let Some(w) = covers.windows(2).find(|w| w[0].0 == w[1].0) {
                return Err(BuildError::RepeatedItem {
                    option: format!("{name:?}"),
                    item: format!("{:?}", names[w[0].0 - 1]),
                });
            }
            if covers.is_empty() {
                continue;
            }
            let first = nodes.len() as u32;
            for &(i, cost) in &covers {
                let q = nodes.len() as u32;
                let up = nodes[i].ulink;
                nodes.push(Node {
                    top: i as i32,
                    ulink: up,
                    dlink: i as u32,
                    cost,
                    tag: 0,
                });
                nodes[up as usize].dlink = q;
                nodes[i].ulink = q;
                nodes[i].top += 1;
            }
            table.push(Opt {
                name,
                spacer: last_spacer as u32,
            });
            nodes[last_spacer].dlink = nodes.len() as u32 - 1;
            last_spacer = nodes.len();
            nodes.push(Node {
                top: -(table.len() as i32),
                ulink: first,
                dlink: 0,
                cost: 0,
                tag: 0,
            });
        }
        Ok(Links {
            nodes,
            items,
            options: table,
            masked_items: Vec::new(),
            masked_options: Vec::new(),
        })
    }

    /// The number of items, masked or not.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.num_items(), 3);
    /// links.mask_item(&2);
    /// assert_eq!(links.num_items(), 3);
    /// ```
    pub fn num_items(&self) -> usize {
        self.items.names.len()
    }

    /// The number of options, masked or not.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.num_options(), 2);
    /// links.mask_option(&11);
    /// assert_eq!(links.num_options(), 2);
    /// ```
    pub fn num_options(&self) -> usize {
        self.options.len()
    }

    /// The flat node array, for inspection and for tests that compare states.
    ///
    /// ```
    /// use pokelinks::links::{Links, Node};
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// // The root, 3 headers, then spacer, 10's two nodes, spacer, 11's node, spacer.
    /// assert_eq!(links.nodes().len(), 10);
    /// assert_eq!(links.nodes()[6], Node { top: 2, ulink: 2, dlink: 2, cost: 3, tag: 0 });
    /// let before = links.nodes().to_vec();
    /// links.mask_option(&10);
    /// assert_ne!(links.nodes(), before);
    /// links.unmask_option();
    /// assert_eq!(links.nodes(), before);
    /// ```
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The item table.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_item(&2);
    /// assert_eq!(links.item_table().names, [1, 2, 3]); // masked items keep their names
    /// assert_eq!(links.item_table().rlink[1], 3); // but leave the active list
    /// ```
    pub fn item_table(&self) -> &ItemTable<N> {
        &self.items
    }

    /// The option table, sorted by name.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![1], vec![(11, vec![(1, 2)]), (10, vec![(1, 1)])]).unwrap();
    /// let names: Vec<_> = links.option_table().iter().map(|o| o.name).collect();
    /// assert_eq!(names, [10, 11]);
    /// ```
    pub fn option_table(&self) -> &[Opt<N>] {
        &self.options
    }

    /// The name of item `i` (`1 ≤ i ≤ num_items`).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![6, 4, 5], vec![(10, vec![(4, 1)])]).unwrap();
    /// assert_eq!(links.item_name(1), 4);
    /// assert_eq!(links.item_name(3), 6);
    /// ```
    pub fn item_name(&self, i: usize) -> N {
        self.items.names[i - 1]
    }

    /// The name of option `k` (`0 ≤ k < num_options`).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.option_name(0), 10);
    /// assert_eq!(links.option_name(1), 11);
    /// ```
    pub fn option_name(&self, k: usize) -> N {
        self.options[k].name
    }

    /// `len`: how many unmasked options contain item `i`.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2], vec![(10, vec![(1, 1)]), (11, vec![(1, 3), (2, 2)])]).unwrap();
    /// assert_eq!((links.len(1), links.len(2)), (2, 1));
    /// links.mask_option(&11);
    /// assert_eq!((links.len(1), links.len(2)), (1, 0));
    /// ```
    pub fn len(&self, i: usize) -> usize {
        self.nodes[i].top as usize
    }

    /// Whether the links have no items at all.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let none: Links<u8> = Links::new(vec![], vec![]).unwrap();
    /// assert!(none.is_empty());
    /// let mut links = Links::new(vec![1], vec![(10, vec![(1, 1)])]).unwrap();
    /// links.mask_item(&1);
    /// assert!(!links.is_empty()); // a masked item still counts
    /// ```
    pub fn is_empty(&self) -> bool {
        self.num_items() == 0
    }

    /// The items and costs of option `k`, as item numbers `1..=N`.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![1, 2], vec![(9, vec![(2, 3), (1, 4)])]).unwrap();
    /// assert_eq!(links.option_items(0).collect::<Vec<_>>(), [(1, 4), (2, 3)]);
    /// ```
    pub fn option_items(&self, k: usize) -> impl Iterator<Item = (usize, u8)> + '_ {
        let first = self.options[k].spacer as usize + 1;
        self.nodes[first..]
            .iter()
            .take_while(|n| n.top > 0)
            .map(|n| (n.top as usize, n.cost))
    }

    /// The item number of `name`, in O(log n).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![6, 4, 5], vec![(10, vec![(4, 1)])]).unwrap();
    /// assert_eq!(links.find_item(&5), Some(2));
    /// assert_eq!(links.find_item(&10), None); // an option, not an item
    /// ```
    pub fn find_item(&self, name: &N) -> Option<usize> {
        self.items.names.binary_search(name).ok().map(|k| k + 1)
    }

    /// The option number of `name`, in O(log n).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![1], vec![(10, vec![]), (11, vec![(1, 1)])]).unwrap();
    /// assert_eq!(links.find_option(&11), Some(0)); // 10 covers nothing, so it has no number
    /// assert_eq!(links.find_option(&10), None);
    /// ```
    pub fn find_option(&self, name: &N) -> Option<usize> {
        self.options.binary_search_by(|o| o.name.cmp(name)).ok()
    }

    /// Whether `name` is an item of these links (masked or not), in O(log n).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![1, 2], vec![(7, vec![(1, 1)])]).unwrap();
    /// assert!(links.has_item(&2) && !links.has_item(&3));
    /// ```
    pub fn has_item(&self, name: &N) -> bool {
        self.find_item(name).is_some()
    }

    /// Whether `name` is an option of these links (masked or not), in O(log n).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let links = Links::new(vec![1], vec![(7, vec![(1, 1)]), (8, vec![])]).unwrap();
    /// assert!(links.has_option(&7));
    /// assert!(!links.has_option(&8)); // it covers nothing, so it takes no part
    /// ```
    pub fn has_option(&self, name: &N) -> bool {
        self.find_option(name).is_some()
    }

    /// Whether item `i` is masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_item(&3);
    /// assert!(links.is_item_masked(3));
    /// assert!(!links.is_item_masked(1));
    /// ```
    pub fn is_item_masked(&self, i: usize) -> bool {
        self.nodes[i].tag == MASKED
    }

    /// Whether option `k` is masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_option(&11);
    /// assert!(links.is_option_masked(1));
    /// assert!(!links.is_option_masked(0));
    /// ```
    pub fn is_option_masked(&self, k: usize) -> bool {
        self.nodes[self.options[k].spacer as usize].tag != 0
    }

    /// The active (unmasked) items, in order.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.active_items(), [1, 2, 3]);
    /// links.mask_item(&2);
    /// assert_eq!(links.active_items(), [1, 3]);
    /// ```
    pub fn active_items(&self) -> Vec<usize> {
        let mut out = Vec::new();
        let mut i = self.items.rlink[0] as usize;
        while i != 0 {
            out.push(i);
            i = self.items.rlink[i] as usize;
        }
        out
    }

    /// Masks the item called `name`: searches then need not cover it, and it
    /// adds nothing to a rank. Returns `false` if it is absent or already masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2], vec![(7, vec![(1, 1)])]).unwrap();
    /// assert!(links.mask_item(&2));
    /// assert!(!links.mask_item(&2));
    /// assert_eq!(links.peek_masked_item(), Some(2));
    /// assert_eq!(links.unmask_item(), Some(2));
    /// assert_eq!(links.unmask_item(), None);
    /// ```
    pub fn mask_item(&mut self, name: &N) -> bool {
        self.find_item(name).is_some_and(|i| self.mask_item_at(i))
    }

    /// Masks item `i` unless it is masked already; returns whether it did.
    fn mask_item_at(&mut self, i: usize) -> bool {
        if self.is_item_masked(i) {
            return false;
        }
        self.remove_item(i);
        self.nodes[i].tag = MASKED;
        self.masked_items.push(i as u32);
        true
    }

    /// Masks each item named; returns the names that could not be masked
    /// (absent, already masked, or named twice).
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(7, vec![(1, 1)])]).unwrap();
    /// assert_eq!(links.mask_items(&[3, 4, 1, 3]), [4, 3]);
    /// assert_eq!(links.num_masked_items(), 2);
    /// ```
    pub fn mask_items(&mut self, names: &[N]) -> Vec<N> {
        names
            .iter()
            .filter(|n| !self.mask_item(n))
            .copied()
            .collect()
    }

    /// Masks every unmasked item whose name is not in `keep`.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(7, vec![(1, 1)])]).unwrap();
    /// links.mask_items_except(&[2]);
    /// assert_eq!(links.masked_items(), [1, 3]);
    /// ```
    pub fn mask_items_except(&mut self, keep: &[N]) {
        let mut keep = keep.to_vec();
        keep.sort();
        for i in self.active_items() {
            if keep.binary_search(&self.items.names[i - 1]).is_err() {
                self.mask_item_at(i);
            }
        }
    }

    /// How many items are masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_items(&[1, 3]);
    /// assert_eq!(links.num_masked_items(), 2);
    /// ```
    pub fn num_masked_items(&self) -> usize {
        self.masked_items.len()
    }

    /// Whether no item is masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert!(links.masked_items_empty());
    /// links.mask_item(&1);
    /// assert!(!links.masked_items_empty());
    /// ```
    pub fn masked_items_empty(&self) -> bool {
        self.masked_items.is_empty()
    }

    /// The item masked last, if any.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.peek_masked_item(), None);
    /// links.mask_items(&[3, 1]);
    /// assert_eq!(links.peek_masked_item(), Some(1));
    /// assert_eq!(links.num_masked_items(), 2); // peeking restores nothing
    /// ```
    pub fn peek_masked_item(&self) -> Option<N> {
        self.masked_items
            .last()
            .map(|&i| self.items.names[i as usize - 1])
    }

    /// The masked items, first masked first.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_items(&[3, 1]);
    /// assert_eq!(links.masked_items(), [3, 1]);
    /// ```
    pub fn masked_items(&self) -> Vec<N> {
        self.masked_items
            .iter()
            .map(|&i| self.items.names[i as usize - 1])
            .collect()
    }

    /// Restores the item masked last and returns its name; `None` if none is.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_items(&[3, 1]);
    /// assert_eq!(links.unmask_item(), Some(1));
    /// assert_eq!(links.active_items(), [1, 2]);
    /// assert_eq!(links.unmask_item(), Some(3));
    /// assert_eq!(links.unmask_item(), None);
    /// ```
    pub fn unmask_item(&mut self) -> Option<N> {
        let i = self.masked_items.pop()? as usize;
        self.restore_item(i);
        self.nodes[i].tag = 0;
        Some(self.items.names[i - 1])
    }

    /// Restores every masked item.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_items(&[3, 1]);
    /// links.mask_option(&10);
    /// links.unmask_items();
    /// assert_eq!(links.active_items(), [1, 2, 3]);
    /// assert_eq!(links.masked_options(), [10]); // options are left masked
    /// ```
    pub fn unmask_items(&mut self) {
        while self.unmask_item().is_some() {}
    }

    /// Masks the option called `name`: no search uses it. Returns `false` if
    /// it is absent or already masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1], vec![(7, vec![(1, 1)]), (8, vec![(1, 2)])]).unwrap();
    /// assert!(links.mask_option(&8));
    /// assert_eq!(links.len(1), 1);
    /// assert_eq!(links.unmask_option(), Some(8));
    /// assert_eq!(links.len(1), 2);
    /// ```
    pub fn mask_option(&mut self, name: &N) -> bool {
        self.find_option(name)
            .is_some_and(|k| self.mask_option_at(k))
    }

    /// Masks option `k` unless it is masked already; returns whether it did.
    pub(crate) fn mask_option_at(&mut self, k: usize) -> bool {
        if self.is_option_masked(k) {
            return false;
        }
        let s = self.options[k].spacer as usize;
        self.unlink_option(s);
        self.nodes[s].tag = 1;
        self.masked_options.push(k as u32);
        true
    }

    /// Masks each option named; returns the names that could not be masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.mask_options(&[11, 12, 11]), [12, 11]); // 12 is absent, 11 named twice
    /// assert_eq!(links.len(3), 0);
    /// ```
    pub fn mask_options(&mut self, names: &[N]) -> Vec<N> {
        names
            .iter()
            .filter(|n| !self.mask_option(n))
            .copied()
            .collect()
    }

    /// Masks every unmasked option whose name is not in `keep`.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1], vec![(7, vec![(1, 1)]), (8, vec![(1, 2)])]).unwrap();
    /// links.mask_options_except(&[8]);
    /// assert_eq!(links.masked_options(), [7]);
    /// ```
    pub fn mask_options_except(&mut self, keep: &[N]) {
        let mut keep = keep.to_vec();
        keep.sort();
        for k in 0..self.options.len() {
            if keep.binary_search(&self.options[k].name).is_err() {
                self.mask_option_at(k);
            }
        }
    }

    /// How many options are masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_options(&[10, 11]);
    /// assert_eq!(links.num_masked_options(), 2);
    /// ```
    pub fn num_masked_options(&self) -> usize {
        self.masked_options.len()
    }

    /// Whether no option is masked.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert!(links.masked_options_empty());
    /// links.mask_option(&10);
    /// assert!(!links.masked_options_empty());
    /// ```
    pub fn masked_options_empty(&self) -> bool {
        self.masked_options.is_empty()
    }

    /// The option masked last, if any.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// assert_eq!(links.peek_masked_option(), None);
    /// links.mask_options(&[11, 10]);
    /// assert_eq!(links.peek_masked_option(), Some(10));
    /// assert_eq!(links.num_masked_options(), 2); // peeking restores nothing
    /// ```
    pub fn peek_masked_option(&self) -> Option<N> {
        self.masked_options
            .last()
            .map(|&k| self.options[k as usize].name)
    }

    /// The masked options, first masked first.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_options(&[11, 10]);
    /// assert_eq!(links.masked_options(), [11, 10]);
    /// ```
    pub fn masked_options(&self) -> Vec<N> {
        self.masked_options
            .iter()
            .map(|&k| self.options[k as usize].name)
            .collect()
    }

    /// Restores the option masked last and returns its name; `None` if none is.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_options(&[11, 10]);
    /// assert_eq!(links.unmask_option(), Some(10));
    /// assert_eq!((links.len(1), links.len(3)), (1, 0));
    /// assert_eq!(links.unmask_option(), Some(11));
    /// assert_eq!(links.unmask_option(), None);
    /// ```
    pub fn unmask_option(&mut self) -> Option<N> {
        let k = self.masked_options.pop()? as usize;
        let s = self.options[k].spacer as usize;
        self.relink_option(s);
        self.nodes[s].tag = 0;
        Some(self.options[k].name)
    }

    /// Restores every masked option.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2, 3], vec![(10, vec![(1, 1), (2, 3)]), (11, vec![(3, 2)])]).unwrap();
    /// links.mask_options(&[11, 10]);
    /// links.mask_item(&2);
    /// links.unmask_options();
    /// assert!(links.masked_options_empty());
    /// assert_eq!(links.masked_items(), [2]); // items are left masked
    /// ```
    pub fn unmask_options(&mut self) {
        while self.unmask_option().is_some() {}
    }

    /// Restores every masked option and item.
    ///
    /// ```
    /// use pokelinks::links::Links;
    /// let mut links = Links::new(vec![1, 2], vec![(7, vec![(1, 1)])]).unwrap();
    /// let before = links.clone();
    /// links.mask_item(&1);
    /// links.mask_option(&7);
    /// links.reset();
    /// assert!(links == before);
    /// ```
    pub fn reset(&mut self) {
        self.unmask_options();
        self.unmask_items();
    }
}

/// The primitives of Algorithm X, on node and item numbers. They are the
/// engine's hot loop, so they take plain indices and do no checks.
impl<N: Copy + Ord + fmt::Debug> Links<N> {
    /// Takes every node of the option after spacer `s` out of its vertical list.
    pub(crate) fn unlink_option(&mut self, s: usize) {
        let mut q = s + 1;
        while self.nodes[q].top > 0 {
            let Node {
                top,
                ulink: u,
                dlink: d,
                ..
            } = self.nodes[q];
            self.nodes[u as usize].dlink = d;
            self.nodes[d as usize].ulink = u;
            self.nodes[top as usize].top -= 1;
            q += 1;
        }
    }

    /// Undoes [`Self::unlink_option`], last node first.
    pub(crate) fn relink_option(&mut self, s: usize) {
        let mut q = self.nodes[s].dlink as usize;
        while q > s {
            let Node {
                top,
                ulink: u,
                dlink: d,
                ..
            } = self.nodes[q];
            self.nodes[u as usize].dlink = q as u32;
            self.nodes[d as usize].ulink = q as u32;
            self.nodes[top as usize].top += 1;
            q -= 1;
        }
    }

    /// `hide(p)`: takes the other nodes of node `p`'s option out of their lists.
    #[inline]
    pub(crate) fn hide(&mut self, p: usize) {
        let mut q = p + 1;
        while q != p {
            let Node {
                top: x,
                ulink: u,
                dlink: d,
                ..
            } = self.nodes[q];
            if x <= 0 {
                q = u as usize;
            } else {
                self.nodes[u as usize].dlink = d;
                self.nodes[d as usize].ulink = u;
                self.nodes[x as usize].top -= 1;
                q += 1;
            }
        }
    }

    /// `unhide(p)`: undoes [`Self::hide`], in reverse.
    #[inline]
    pub(crate) fn unhide(&mut self, p: usize) {
        let mut q = p - 1;
        while q != p {
            let Node {
                top: x,
                ulink: u,
                dlink: d,
                ..
            } = self.nodes[q];
            if x <= 0 {
                q = d as usize;
            } else {
                self.nodes[u as usize].dlink = q as u32;
                self.nodes[d as usize].ulink = q as u32;
                self.nodes[x as usize].top += 1;
                q -= 1;
            }
        }
    }

    /// `cover(i)`: removes item `i` from the active list and hides (Knuth's
    /// `hide(p)`) every option in its vertical list.
    #[inline]
    pub(crate) fn cover(&mut self, i: usize) {
        let mut p = self.nodes[i].dlink as usize;
        while p != i {
            self.hide(p);
            p = self.nodes[p].dlink as usize;
        }
        self.remove_item(i);
    }

    /// `uncover(i)`: undoes [`Self::cover`].
    #[inline]
    pub(crate) fn uncover(&mut self, i: usize) {
        self.restore_item(i);
        let mut p = self.nodes[i].ulink as usize;
        while p != i {
            self.unhide(p);
            p = self.nodes[p].ulink as usize;
        }
    }

    /// Takes item `i` out of the active list.
    #[inline]
    pub(crate) fn remove_item(&mut self, i: usize) {
        let (l, r) = (self.items.llink[i], self.items.rlink[i]);
        self.items.rlink[l as usize] = r;
        self.items.llink[r as usize] = l;
    }

    /// Puts item `i` back into the active list (undoing [`Self::remove_item`]).
    #[inline]
    pub(crate) fn restore_item(&mut self, i: usize) {
        let (l, r) = (self.items.llink[i], self.items.rlink[i]);
        self.items.rlink[l as usize] = i as u32;
        self.items.llink[r as usize] = i as u32;
    }

    /// Whether item `i` is in the active list.
    #[inline]
    pub(crate) fn is_active(&self, i: usize) -> bool {
        self.items.rlink[self.items.llink[i] as usize] as usize == i
    }

    /// The first active item, or 0 when none is left.
    #[inline]
    pub(crate) fn first_active(&self) -> usize {
        self.items.rlink[0] as usize
    }

    /// The active item after `i`, or 0.
    #[inline]
    pub(crate) fn next_active(&self, i: usize) -> usize {
        self.items.rlink[i] as usize
    }

    /// The node below `p`.
    #[inline]
    pub(crate) fn dlink(&self, p: usize) -> usize {
        self.nodes[p].dlink as usize
    }

    /// The node above `p`.
    #[inline]
    pub(crate) fn ulink(&self, p: usize) -> usize {
        self.nodes[p].ulink as usize
    }

    /// The `top` field of node `p`: its item, or `len` for a header.
    #[inline]
    pub(crate) fn top(&self, p: usize) -> i32 {
        self.nodes[p].top
    }

    /// The number of the option that node `p` belongs to.
    pub(crate) fn option_of(&self, p: usize) -> usize {
        let mut q = p;
        while self.nodes[q].top > 0 {
            q += 1;
        }
        (-self.nodes[q].top) as usize - 1
    }

    /// The spacer before option `k`.
    pub(crate) fn spacer(&self, k: usize) -> usize {
        self.options[k].spacer as usize
    }
}

impl<N: fmt::Debug> fmt::Debug for Links<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Links")
            .field("items", &self.items.names.len())
            .field("options", &self.options.len())
            .field("nodes", &self.nodes.len())
            .field("masked_items", &self.masked_items)
            .field("masked_options", &self.masked_options)
            .finish()
    }
}
