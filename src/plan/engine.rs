//! The planner's only door into the engine: every call into
//! [`crate::problem`], [`crate::links`] and [`crate::search`] made by the
//! planner is in this file, so that a change of the engine's API is met
//! here alone.
//!
//! It owns the *live* structure: one [`Problem`] per kind over the whole
//! chart, built once per map ([`Live::new`]) and then only hidden and
//! restored, never rebuilt. A [`Selection`] (gyms, pins, bans, mode, max)
//! is brought onto it by [`Live::select`]:
//!
//! - the items of the unselected gyms are hidden (none selected: nothing
//!   is, the whole chart), with the item hide stack;
//! - bans are hidden options, with the option hide stack, and so are the
//!   options the roster leaves out ([`Selection::left_out`]: not in the
//!   game's Pokédex, `--obtainable`, `--safe`), which no key takes back;
//! - pins are the required options of the query, not a change of the links.
//!
//! The links' hide stacks are part of their equality, and so is the order
//! in which nodes left their lists, so the hidden names are always kept in
//! one canonical order: items, then options, each sorted by name. A new
//! selection pops each stack down to the longest prefix it shares with the
//! new canonical list and pushes the rest. The live links are therefore
//! always equal (`==`) to fresh ones with the same selection applied from
//! empty stacks; the planner's property test checks exactly that.
//!
//! A search runs on a [`Job`]: a clone of the live links (a few KB) and the
//! query, which a worker thread owns while the live structure moves on.

use std::ops::ControlFlow;

use crate::data::{Chart, Map};
use crate::links::Links;
use crate::problem::{Kind, Problem, Team, bare_options, items_of};
use crate::profile::Profile;
use crate::search::{Mode, Query};
use crate::typing::Typing;

/// What the planner asks for: the engine-independent description of one
/// search.
///
/// ```
/// use pokelinks::plan::engine::Selection;
/// use pokelinks::problem::Kind;
/// let sel = Selection::new(Kind::Defense);
/// assert_eq!((sel.max, sel.gyms.len()), (6, 0));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    /// Defense or attack.
    pub kind: Kind,
    /// Exact or overlapping covers.
    pub mode: Mode,
    /// The most members in a cover, pins included.
    pub max: usize,
    /// The selected gyms, as indices into the map's gym list; none selected
    /// means the whole chart.
    pub gyms: Vec<usize>,
    /// Options every cover contains.
    pub pins: Vec<Profile>,
    /// Options no cover contains.
    pub bans: Vec<Profile>,
    /// What the roster leaves out ([`crate::roster::Roster::excluded`]),
    /// sorted: hidden as bans are, but not the user's to take back, and
    /// never offered.
    pub left_out: Vec<Typing>,
    /// Options hidden as they are, for the story point: profiles with an
    /// ability no Pokémon brings yet, bare typings whose every Pokémon
    /// has a defending ability ([`crate::story::pool::Pool::replaced`]).
    pub hidden: Vec<Profile>,
    /// Items of the selected gyms that nothing covers, set aside
    /// ([`crate::partial`]): hidden as unselected gyms' items are.
    pub set_aside: Vec<Profile>,
}

impl Selection {
    /// The default selection of a kind: exact covers, its default maximum,
    /// nothing selected, pinned or banned.
    ///
    /// ```
    /// use pokelinks::plan::engine::Selection;
    /// use pokelinks::problem::Kind;
    /// assert_eq!(Selection::new(Kind::Attack).max, 24);
    /// ```
    pub fn new(kind: Kind) -> Selection {
        Selection {
            kind,
            mode: Mode::Exact,
            max: default_max(kind),
            gyms: Vec::new(),
            pins: Vec::new(),
            bans: Vec::new(),
            left_out: Vec::new(),
            hidden: Vec::new(),
            set_aside: Vec::new(),
        }
    }
}

/// The default maximum number of members of a cover of `kind`.
///
/// ```
/// use pokelinks::problem::Kind;
/// assert_eq!(pokelinks::plan::engine::default_max(Kind::Defense), 6);
/// ```
pub fn default_max(kind: Kind) -> usize {
    kind.default_max()
}

/// `"defense"` or `"attack"`.
///
/// ```
/// use pokelinks::problem::Kind;
/// assert_eq!(pokelinks::plan::engine::kind_name(Kind::Attack), "attack");
/// ```
pub fn kind_name(kind: Kind) -> &'static str {
    kind.name()
}

/// The live structure of one map: both problems over the whole chart, and
/// each gym's items for each kind.
///
/// ```
/// use pokelinks::plan::engine::{Live, Selection};
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let mut live = Live::new(&map, &chart, [&[], &[]]);
/// let mut sel = Selection::new(Kind::Defense);
/// sel.gyms = vec![0]; // Brock
/// live.select(&sel);
/// let brock: Vec<pokelinks::profile::Profile> = map.gyms[0].attack.iter().map(|&t| t.into()).collect();
/// assert_eq!(live.visible_items(Kind::Defense), brock);
/// let fresh = { let mut l = Live::new(&map, &chart, [&[], &[]]); l.select(&sel); l };
/// assert!(live == fresh);
/// ```
///
/// Equality is the links' own (hide stacks included), kind by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    /// The links of each kind, defense first.
    links: [Links<Profile>; 2],
    /// Per gym: its defense items (attack types) and attack items (typings).
    gym_items: Vec<[Vec<Profile>; 2]>,
}

/// The index of a kind in per-kind arrays.
fn slot(kind: Kind) -> usize {
    match kind {
        Kind::Defense => 0,
        Kind::Attack => 1,
    }
}

impl Live {
    /// Builds both problems over the whole chart, once.
    ///
    /// ```
    /// use pokelinks::plan::engine::Live;
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("paldea").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// assert_eq!(live.visible_items(Kind::Defense).len(), 18);
    /// ```
    pub fn new(map: &Map, chart: &Chart, extra: [&[Profile]; 2]) -> Live {
        let gym_items: Vec<[Vec<Profile>; 2]> = (map.gyms.iter())
            .map(|g| [Kind::Defense, Kind::Attack].map(|kind| items_of(chart, kind, &[g])))
            .collect();
        // The problem's links are all the planner needs of it: the whole
        // chart, and every gym's profiles with abilities.
        let build = |kind| {
            let mut items = items_of(chart, kind, &[]);
            items.extend(gym_items.iter().flat_map(|g| g[slot(kind)].iter().copied()));
            let mut options = bare_options(chart, kind);
            options.extend(extra[slot(kind)]);
            Problem::with_options(chart, kind, Some(&items), &options)
                .links()
                .clone()
        };
        Live {
            links: [build(Kind::Defense), build(Kind::Attack)],
            gym_items,
        }
    }

    fn links(&mut self, kind: Kind) -> &mut Links<Profile> {
        &mut self.links[slot(kind)]
    }

    /// Brings the selection onto the live links of its kind, and leaves the
    /// other kind's links with nothing hidden. Pins change nothing here:
    /// they go into the query of [`Live::job`].
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Defense);
    /// sel.bans = vec!["Ghost".parse().unwrap()];
    /// live.select(&sel);
    /// assert!(!live.visible_options(Kind::Defense).is_empty());
    /// live.select(&Selection::new(Kind::Defense));
    /// assert!(live == Live::new(&map, &chart, [&[], &[]]));
    /// ```
    pub fn select(&mut self, sel: &Selection) {
        let other = match sel.kind {
            Kind::Defense => Kind::Attack,
            Kind::Attack => Kind::Defense,
        };
        let (items, options) = self.canonical(sel);
        restack(self.links(sel.kind), &items, &options);
        restack(self.links(other), &[], &[]);
    }

    /// The canonical hidden lists of a selection: the items of no selected
    /// gym and those set aside, and the banned and left-out options present
    /// in the links, each sorted.
    fn canonical(&mut self, sel: &Selection) -> (Vec<Profile>, Vec<Profile>) {
        let wanted: Vec<Profile> = sel
            .gyms
            .iter()
            .filter_map(|&g| self.gym_items.get(g))
            .flat_map(|items| items[slot(sel.kind)].iter().copied())
            .collect();
        let links = self.links(sel.kind);
        // No gym selected: the whole chart, its typings bare.
        let mut items: Vec<Profile> = if wanted.is_empty() {
            (links.item_table().names.iter())
                .filter(|name| !name.is_bare())
                .copied()
                .collect()
        } else {
            links
                .item_table()
                .names
                .iter()
                .filter(|name| !wanted.contains(name))
                .copied()
                .collect()
        };
        for name in &sel.set_aside {
            if links.has_item(name) && !items.contains(name) {
                items.push(*name);
            }
        }
        items.sort();
        let left_out = |o: &Profile| sel.left_out.contains(&o.typing) || sel.hidden.contains(o);
        let mut options: Vec<Profile> = (0..links.num_options())
            .map(|k| links.option_name(k))
            .filter(|o| sel.bans.contains(o) || left_out(o))
            .collect();
        options.sort();
        options.dedup();
        (items, options)
    }

    /// The items a cover must cover now, sorted.
    ///
    /// ```
    /// use pokelinks::plan::engine::Live;
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// assert_eq!(live.visible_items(Kind::Defense).len(), 15);
    /// ```
    pub fn visible_items(&mut self, kind: Kind) -> Vec<Profile> {
        let links = self.links(kind);
        links
            .active_items()
            .into_iter()
            .map(|i| links.item_name(i))
            .collect()
    }

    /// The visible items that no option covers now (gyms and bans as
    /// selected): while there is one, no cover exists.
    ///
    /// ```
    /// use pokelinks::plan::engine::Live;
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// // Generation 1: nothing resists Dragon.
    /// assert_eq!(live.uncovered(Kind::Defense), ["Dragon".parse::<pokelinks::Typing>().unwrap()]);
    /// ```
    pub fn uncovered(&mut self, kind: Kind) -> Vec<Profile> {
        let links = self.links(kind);
        links
            .active_items()
            .into_iter()
            .filter(|&i| links.len(i) == 0)
            .map(|i| links.item_name(i))
            .collect()
    }

    /// The options that cover some visible item, banned or not, sorted
    /// (left-out ones too: [`crate::plan::state::App`] drops those before
    /// the picker offers the rest).
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Attack);
    /// sel.gyms = vec![0]; // Brock's Rock-Ground
    /// live.select(&sel);
    /// let names: Vec<String> = live.visible_options(Kind::Attack).iter().map(|t| t.to_string()).collect();
    /// assert_eq!(names, ["Fighting", "Grass", "Ground", "Ice", "Water"]);
    /// ```
    pub fn visible_options(&mut self, kind: Kind) -> Vec<Profile> {
        let links = self.links(kind);
        (0..links.num_options())
            .filter(|&k| links.option_items(k).any(|(i, _)| !links.is_item_masked(i)))
            .map(|k| links.option_name(k))
            .collect()
    }

    /// Every option of a kind's links, hidden or not, in the links' order:
    /// for defense, every typing of the chart.
    ///
    /// ```
    /// use pokelinks::plan::engine::Live;
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// assert_eq!(live.all_options(Kind::Defense).len(), chart.typings().len());
    /// ```
    pub fn all_options(&mut self, kind: Kind) -> Vec<Profile> {
        let links = self.links(kind);
        (0..links.num_options())
            .map(|k| links.option_name(k))
            .collect()
    }

    /// A search of the selection (which must have been brought on with
    /// [`Live::select`]) on a copy of the live links, for a worker thread.
    /// Pins that are not options of the chart are ignored: the planner only
    /// pins what [`Live::visible_options`] offers.
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Defense);
    /// sel.gyms = vec![0, 1];
    /// live.select(&sel);
    /// let best = live.job(&sel).top(4);
    /// assert_eq!(best[0].rank, 4);
    /// ```
    pub fn job(&mut self, sel: &Selection) -> Job {
        let links = self.links(sel.kind).clone();
        let required = sel
            .pins
            .iter()
            .filter_map(|name| links.find_option(name))
            .collect();
        let query = Query::new(sel.mode, sel.max).require(required).threads(1);
        Job {
            links,
            query,
            sense: sel.kind.sense(),
        }
    }
}

/// Pops each hide stack of `links` down to its longest common prefix with
/// the wanted list, then hides the rest of the list in order.
fn restack(links: &mut Links<Profile>, items: &[Profile], options: &[Profile]) {
    let keep = common_prefix(&links.masked_items(), items);
    while links.num_masked_items() > keep {
        links.unmask_item();
    }
    for name in &items[keep..] {
        links.mask_item(name);
    }
    let keep = common_prefix(&links.masked_options(), options);
    while links.num_masked_options() > keep {
        links.unmask_option();
    }
    for name in &options[keep..] {
        links.mask_option(name);
    }
}

/// How many leading names two lists share.
fn common_prefix(a: &[Profile], b: &[Profile]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// One search: its own copy of the links and the query.
///
/// ```
/// use pokelinks::plan::engine::{Live, Selection};
/// use pokelinks::problem::Kind;
/// use std::ops::ControlFlow;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let mut live = Live::new(&map, &chart, [&[], &[]]);
/// let mut sel = Selection::new(Kind::Attack);
/// sel.gyms = vec![0];
/// sel.max = 1;
/// live.select(&sel);
/// assert_eq!(live.job(&sel).count(|_| ControlFlow::Continue(())), Some(5));
/// assert_eq!(live.job(&sel).count(|_| ControlFlow::Break(())), None);
/// ```
#[derive(Clone, Debug)]
pub struct Job {
    links: Links<Profile>,
    query: Query,
    /// Turns the engine's costs into the ranks shown.
    sense: crate::rank::Sense,
}

impl Job {
    /// Stops the job's search within a few thousand nodes once `flag` is
    /// set ([`Query::cancel`]); a cancelled search answers nothing.
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// use std::sync::{Arc, atomic::AtomicBool};
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let sel = Selection::new(Kind::Defense);
    /// live.select(&sel);
    /// let mut job = live.job(&sel);
    /// let stop = Arc::new(AtomicBool::new(false));
    /// job.cancel_on(stop.clone());
    /// stop.store(true, std::sync::atomic::Ordering::Relaxed);
    /// let _ = job.top(4); // stops at its first look at the flag
    /// assert!(job.cancelled());
    /// ```
    pub fn cancel_on(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.query.cancel = Some(flag);
    }

    /// Whether the job's search was cancelled ([`Job::cancel_on`]).
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let sel = Selection::new(Kind::Defense);
    /// live.select(&sel);
    /// assert!(!live.job(&sel).cancelled());
    /// ```
    pub fn cancelled(&self) -> bool {
        self.query.cancelled()
    }

    /// The `k` best covers, best first, found with pruning.
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Attack);
    /// sel.gyms = vec![0];
    /// live.select(&sel);
    /// assert_eq!(live.job(&sel).top(1)[0].types, ["Grass".parse::<pokelinks::Typing>().unwrap()]);
    /// ```
    pub fn top(&mut self, k: usize) -> Vec<Team> {
        let covers = self.links.top_k(&self.query, k);
        let items = self.links.num_items() - self.links.num_masked_items();
        covers
            .into_iter()
            .map(|c| Team {
                rank: self.sense.rank(items, c.cost),
                types: c
                    .options
                    .iter()
                    .map(|&o| self.links.option_name(o as usize))
                    .collect(),
            })
            .collect()
    }

    /// Counts the covers one by one, calling `poll` with the running count
    /// after each; `poll` breaks to abandon the count (then `None`). Slower
    /// than the engine's bulk count, but it can be stopped.
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::problem::Kind;
    /// use std::ops::ControlFlow;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Defense);
    /// sel.gyms = vec![0, 1];
    /// live.select(&sel);
    /// let total = live.job(&sel).count(|_| ControlFlow::Continue(())).unwrap();
    /// assert!(total > 4);
    /// ```
    pub fn count(&mut self, mut poll: impl FnMut(u64) -> ControlFlow<()>) -> Option<u64> {
        let mut n = 0;
        let mut stopped = false;
        self.links.visit(&self.query, |_| {
            n += 1;
            let flow = poll(n);
            stopped = flow.is_break();
            flow
        });
        (!stopped).then_some(n)
    }
}
