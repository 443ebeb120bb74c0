//! Who may play: the one place that decides which typings (defense) or
//! attack types (attack) a team may use, why every other one is left out,
//! and which Pokémon stand behind each candidate.
//!
//! Solve, check and plan all ask a [`Roster`] and never decide this again.
//! A roster is built from [`Rules`] (resolved once from the question: the
//! kind, the game and its Pokédex, `--obtainable`, `--safe`) for the items
//! being covered and the members the player already has (pins: `--with`, a
//! check's team), which every rule lets through. Availability by story
//! point and learnsets join here as further [`Reason`]s.
//!
//! The Pokémon behind a typing come from a [`Pool`] (the story room's):
//! the generation's species, narrowed to the game's Pokédex when a game is
//! chosen and to what can be had by the story point.

use std::fmt;

use crate::data::Chart;
use crate::data::ability::Ability;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::typing::Typing;
use crate::weak::weak_typings;

pub use crate::story::pool::{Behind, Pool, Stage};

/// Why a typing or attack type is not a candidate.
///
/// ```
/// use pokelinks::roster::Reason;
/// assert_eq!(Reason::NotInPokedex.to_string(), "no Pokémon of the game's Pokédex has it");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reason {
    /// No Pokémon of the chosen game's Pokédex has this typing.
    NotInPokedex,
    /// `--obtainable`: no Pokémon of the generation's own games has it.
    Unobtainable,
    /// `--safe`: it takes ×2 or ×4 from some attack type being covered.
    Weak,
    /// The game's Pokédex has it, but nothing of it can be had by the
    /// story point planned at.
    NotYetAvailable,
    /// An attack type no Pokémon the player can have knows a move of by
    /// then.
    CannotLearn,
    /// Only legendary or mythical Pokémon have it by then, and the plan
    /// leaves them out (no `--legendaries`).
    Legendary,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::NotInPokedex => "no Pokémon of the game's Pokédex has it",
            Reason::Unobtainable => "no Pokémon of the generation's own games has it",
            Reason::Weak => "weak (×2 or ×4) to an attack type being covered",
            Reason::NotYetAvailable => "nothing of it can be had by then",
            Reason::CannotLearn => "no Pokémon that can be had knows a move of it by then",
            Reason::Legendary => "only a legendary has it by then (--legendaries)",
        })
    }
}

/// A member of a team: a typing (or attack type), and the Pokémon the
/// player named for it, if they named one.
///
/// ```
/// use pokelinks::roster::Member;
/// let m = Member::typing("Water".parse()?);
/// assert_eq!((m.to_string(), m.pokemon), ("Water".to_owned(), None));
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Member {
    /// What the member covers with: its typing, or its attack type.
    pub typing: Typing,
    /// The Pokémon's name as the species list spells it, when one was named.
    pub pokemon: Option<String>,
    /// The Pokémon's ability that changes its matchups, when it has one
    /// and abilities count.
    pub ability: Option<Ability>,
}

impl Member {
    /// A member given as a typing.
    pub fn typing(typing: Typing) -> Member {
        Member {
            typing,
            pokemon: None,
            ability: None,
        }
    }

    /// What it matches up as: its typing with its ability.
    pub fn profile(&self) -> Profile {
        Profile::new(self.typing, self.ability)
    }
}

/// The member as the player named it: the Pokémon's name, else its typing.
impl fmt::Display for Member {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.pokemon, self.ability) {
            (Some(name), Some(a)) => write!(f, "{name} ({a})"),
            (Some(name), None) => f.write_str(name),
            (None, _) => fmt::Display::fmt(&self.profile(), f),
        }
    }
}

/// The rules a roster is built by, resolved once from the question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Defense (typings) or attack (attack types).
    pub kind: Kind,
    /// `--obtainable`: only typings the generation's own games have.
    pub obtainable: bool,
    /// `--safe`: no typing weak to an item being covered.
    pub safe: bool,
}

/// The candidates of one question, and every typing left out with its
/// reason.
///
/// ```
/// use pokelinks::data::{game, shipped};
/// use pokelinks::problem::Kind;
/// use pokelinks::roster::{Pool, Reason, Roster, Rules};
/// let chart = shipped::chart(3).unwrap();
/// let pool = Pool::new(3, Some(game::find("emerald").unwrap()))?;
/// let rules = Rules { kind: Kind::Defense, obtainable: false, safe: false };
/// let roster = Roster::new(&rules, &chart, &pool, &[], &[]);
/// let gengar = "Ghost-Poison".parse().unwrap();
/// assert_eq!(roster.reason(gengar), Some(Reason::NotInPokedex));
/// assert!(roster.allows("Water".parse().unwrap()));
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roster {
    kind: Kind,
    candidates: Vec<Typing>,
    left_out: Vec<(Typing, Reason)>,
}

impl Roster {
    /// The roster of `rules` over `chart` for `items` (the attack types or
    /// typings being covered), `pool` giving the Pokémon; the `pins` (the
    /// player's own members) pass every rule but the Pokédex.
    pub fn new(
        rules: &Rules,
        chart: &Chart,
        pool: &Pool,
        items: &[Profile],
        pins: &[Typing],
    ) -> Roster {
        let universe: Vec<Typing> = match rules.kind {
            Kind::Defense => chart.typings().to_vec(),
            Kind::Attack => (chart.attack_types().iter()).map(|&t| t.into()).collect(),
        };
        if rules.kind == Kind::Attack {
            let learnable: Option<Vec<Typing>> = pool
                .repertoire()
                .map(|r| r.types().into_iter().map(Typing::from).collect());
            let (candidates, left_out) = universe.into_iter().partition::<Vec<Typing>, _>(|t| {
                pins.contains(t) || learnable.as_ref().is_none_or(|l| l.contains(t))
            });
            return Roster {
                kind: rules.kind,
                candidates,
                left_out: left_out
                    .into_iter()
                    .map(|t| (t, Reason::CannotLearn))
                    .collect(),
            };
        }
        let (in_pool, had, common) = match pool.typings() {
            Some([in_pool, had, common]) => {
                (Some(in_pool), pool.stage().map(|_| had), Some(common))
            }
            None => (None, None, None),
        };
        let obtainable = rules
            .obtainable
            .then(|| pool.species().obtainable_typings());
        let weak = if rules.safe {
            weak_typings(chart, items)
        } else {
            Vec::new()
        };
        let outside = |list: &Option<Vec<Typing>>, t: &Typing| {
            list.as_ref().is_some_and(|l| l.binary_search(t).is_err())
        };
        let mut candidates = Vec::with_capacity(universe.len());
        let mut left_out = Vec::new();
        for t in universe {
            let reason = if outside(&in_pool, &t) {
                Some(Reason::NotInPokedex)
            } else if pins.contains(&t) {
                None
            } else if outside(&had, &t) {
                Some(Reason::NotYetAvailable)
            } else if outside(&common, &t) {
                Some(Reason::Legendary)
            } else if outside(&obtainable, &t) {
                Some(Reason::Unobtainable)
            } else if weak.binary_search(&t).is_ok() {
                Some(Reason::Weak)
            } else {
                None
            };
            match reason {
                Some(reason) => left_out.push((t, reason)),
                None => candidates.push(t),
            }
        }
        Roster {
            kind: rules.kind,
            candidates,
            left_out,
        }
    }

    /// Defense or attack.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The typings (or attack types) a team may use, sorted.
    pub fn candidates(&self) -> &[Typing] {
        &self.candidates
    }

    /// Every typing left out, with its reason, sorted by typing.
    pub fn left_out(&self) -> &[(Typing, Reason)] {
        &self.left_out
    }

    /// The typings left out for `reason`, sorted.
    pub fn left_out_for(&self, reason: Reason) -> Vec<Typing> {
        (self.left_out.iter())
            .filter(|(_, r)| *r == reason)
            .map(|&(t, _)| t)
            .collect()
    }

    /// The typings left out for any reason, sorted: what a search excludes.
    pub fn excluded(&self) -> Vec<Typing> {
        self.left_out.iter().map(|&(t, _)| t).collect()
    }

    /// Whether a team may use `typing`.
    pub fn allows(&self, typing: Typing) -> bool {
        self.candidates.binary_search(&typing).is_ok()
    }

    /// Why `typing` is left out, if it is.
    pub fn reason(&self, typing: Typing) -> Option<Reason> {
        (self.left_out.binary_search_by(|(t, _)| t.cmp(&typing)).ok()).map(|i| self.left_out[i].1)
    }
}
