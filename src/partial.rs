//! Items no team can cover, set aside so that the rest still gets an
//! answer: in generation 1 nothing resists Dragon, and a player still
//! needs the best team for everything else.
//!
//! An item is set aside when no option covers it once what the roster
//! leaves out and `--without` are taken away: exactly the items that make a
//! strict answer "No cover". This module says which they are and why, in a
//! sentence a player can act on; solve, check and plan each answer for the
//! [`rest`] (the player layout, the check's table and the planner by
//! default, plain and JSON output with `--partial`).

use std::fmt;

use crate::problem::Kind;
use crate::profile::Profile;
use crate::roster::{Pool, Reason, Roster};
use crate::setup::Setup;
use crate::typing::Typing;

/// An item set aside, and why no option covers it.
///
/// ```
/// use pokelinks::partial::{SetAside, Why};
/// use pokelinks::problem::Kind;
/// let dragon = SetAside { item: pokelinks::Type::Dragon.into(), kind: Kind::Defense, why: Why::Chart { generation: 1 } };
/// assert_eq!(dragon.to_string(), "nothing in generation 1 resists Dragon");
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// The item: an attack type (defense) or a typing (attack).
    pub item: Profile,
    /// Defense or attack: what covering it means.
    pub kind: Kind,
    /// Why nothing covers it.
    pub why: Why,
}

/// Why no option covers an item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// No typing (or attack type) of the chart covers it at all.
    Chart {
        /// The chart's generation.
        generation: u8,
    },
    /// Some do, but every one of them is left out.
    LeftOut {
        /// The roster's reasons for leaving them out, sorted, each once.
        reasons: Vec<Reason>,
        /// Whether `--without` (or a ban) left out some of them.
        without: bool,
        /// The game whose Pokédex left some out, for [`Reason::NotInPokedex`].
        game: Option<String>,
        /// The generation, for [`Reason::Unobtainable`].
        generation: u8,
        /// In a game at a story point, the point (`before Brock`), for
        /// [`Reason::NotYetAvailable`] and [`Reason::CannotLearn`].
        when: Option<String>,
    },
}

impl fmt::Display for SetAside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let item = self.item;
        let (resist, options) = match self.kind {
            Kind::Defense => (format!("resists {item}"), "typing that resists"),
            Kind::Attack => (
                format!("hits {item} super-effectively"),
                "attack type super-effective on",
            ),
        };
        match &self.why {
            Why::Chart { generation } => write!(f, "nothing in generation {generation} {resist}"),
            Why::LeftOut {
                reasons,
                without: false,
                game: Some(game),
                ..
            } if reasons == &[Reason::NotInPokedex] => {
                write!(f, "no Pokémon of {game}'s Pokédex {resist}")
            }
            Why::LeftOut {
                reasons,
                without: false,
                when: Some(when),
                ..
            } if reasons
                .iter()
                .all(|r| matches!(r, Reason::NotYetAvailable | Reason::CannotLearn)) =>
            {
                write!(f, "nothing you can have {when} {resist}")
            }
            Why::LeftOut {
                reasons,
                without,
                game,
                generation,
                ..
            } => {
                let mut why: Vec<String> = (reasons.iter())
                    .map(|r| match r {
                        Reason::NotInPokedex => match game {
                            Some(game) => format!("not in {game}'s Pokédex"),
                            None => "not in the Pokédex".to_owned(),
                        },
                        Reason::Unobtainable => {
                            format!("not in generation {generation}'s own games (--obtainable)")
                        }
                        Reason::Weak => "weak to an attack type being covered (--safe)".to_owned(),
                        Reason::NotYetAvailable => "none can be had by then".to_owned(),
                        Reason::Legendary => {
                            "only a legendary has it by then (--legendaries)".to_owned()
                        }
                        Reason::CannotLearn => {
                            "no Pokémon to be had knows such a move by then".to_owned()
                        }
                    })
                    .collect();
                if *without {
                    why.push("given to --without".to_owned());
                }
                write!(f, "every {options} {item} is left out: {}", why.join(", "))
            }
        }
    }
}

/// The `items` no option of `setup`'s chart covers once `roster` and
/// `without` have left theirs out, each with why, in the items' order. None
/// when every item would be set aside: there is no rest to answer for.
///
/// ```
/// use pokelinks::partial::{rest, set_aside};
/// use pokelinks::setup::{Question, Setup};
/// let setup = Setup::new(&Question::region("kanto").unwrap())?;
/// let items = pokelinks::problem::items_of(&setup.chart, setup.kind, &[]);
/// let aside = set_aside(&setup, &setup.pool, &setup.roster, &items, &[]);
/// assert_eq!(aside.len(), 1);
/// assert_eq!(aside[0].to_string(), "nothing in generation 1 resists Dragon");
/// assert_eq!(rest(&items, &aside).len(), items.len() - 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn set_aside(
    setup: &Setup,
    pool: &Pool,
    roster: &Roster,
    items: &[Profile],
    without: &[Typing],
) -> Vec<SetAside> {
    let aside = uncoverable(setup, pool, roster, items, without);
    if aside.len() == items.len() {
        return Vec::new();
    }
    aside
}

/// Every one of `items` that no option covers once `roster` and `without`
/// have left theirs out, each with why, in the items' order — all of them
/// when nothing is covered (then [`set_aside`] sets none aside): the one
/// place that says why nothing covers an item, for every view.
///
/// ```
/// use pokelinks::partial::uncoverable;
/// use pokelinks::setup::{Question, Setup};
/// let setup = Setup::new(&Question { game: pokelinks::data::game::find("red"),
///     gyms: vec![pokelinks::setup::GymChoice::Id("G1".into())], ..Question::new() })?;
/// let items = pokelinks::problem::items_of(&setup.chart, setup.kind, &setup.gyms());
/// let why = uncoverable(&setup, &setup.pool, &setup.roster, &items, &[]);
/// assert_eq!(why[0].to_string(), "nothing you can have before Brock resists Normal");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn uncoverable(
    setup: &Setup,
    pool: &Pool,
    roster: &Roster,
    items: &[Profile],
    without: &[Typing],
) -> Vec<SetAside> {
    let (chart, kind) = (&setup.chart, roster.kind());
    let options: Vec<Typing> = match kind {
        Kind::Defense => chart.typings().to_vec(),
        Kind::Attack => (chart.attack_types().iter()).map(|&t| t.into()).collect(),
    };
    let generation = setup.map.generation;
    (items.iter())
        .filter_map(|&item| {
            let coverers: Vec<Typing> = (options.iter().copied())
                .filter(|&o| kind.covers(chart, item, o))
                .collect();
            let why = if coverers.is_empty() {
                Why::Chart { generation }
            } else {
                let mut reasons = Vec::new();
                let mut banned = false;
                for &o in &coverers {
                    match roster.reason(o) {
                        Some(reason) => reasons.push(reason),
                        None if without.contains(&o) => banned = true,
                        // One that may be used: the item is coverable.
                        None => return None,
                    }
                }
                reasons.sort_unstable();
                reasons.dedup();
                Why::LeftOut {
                    reasons,
                    without: banned,
                    game: pool.game().map(|g| g.name.to_owned()),
                    generation,
                    when: setup.story_point_of(pool),
                }
            };
            Some(SetAside { item, kind, why })
        })
        .collect()
}

/// `items` without those set aside, in order: what the answer covers.
pub fn rest(items: &[Profile], set_aside: &[SetAside]) -> Vec<Profile> {
    (items.iter().copied())
        .filter(|&i| !set_aside.iter().any(|s| s.item == i))
        .collect()
}

/// The set-aside items, each with why, as one line of text: `Dragon
/// (nothing in generation 1 resists Dragon)`, joined by `; `.
///
/// ```
/// use pokelinks::partial::{SetAside, Why, line};
/// use pokelinks::problem::Kind;
/// let dragon = SetAside { item: pokelinks::Type::Dragon.into(), kind: Kind::Defense, why: Why::Chart { generation: 1 } };
/// assert_eq!(line(&[dragon]), "Dragon (nothing in generation 1 resists Dragon)");
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
pub fn line(set_aside: &[SetAside]) -> String {
    let each: Vec<String> = (set_aside.iter())
        .map(|s| format!("{} ({s})", s.item))
        .collect();
    each.join("; ")
}
