//! The team check (docs/check.md): a team the player already has, held
//! against the selected gyms.
//!
//! This module owns the matrix of multipliers with each row's cover and
//! each gym's verdict ([`Check`]), and the ways to finish or repair a team
//! ([`Check::complete`]), which are plain `--with` searches of [`Problem`].
//! Who the members are (names resolved, the Pokédex) and what a completion
//! may use (the roster's exclusions, `--without`) come from the setup, as
//! for a solve; the command line only formats what this returns.
//! `both.rs` holds a team of Pokémon against both sides at once, on the
//! team problem of [`crate::team`].

mod both;

pub use both::{Both, BothCompletion, BothRow, BothVerdict, Repaired};

use std::cmp::Ordering;

use crate::data::{Chart, Gym, Multiplier};
use crate::problem::{Kind, Problem, Team, items_of};
use crate::profile::Profile;
use crate::roster::Member;
use crate::search::Mode;
use crate::typing::Typing;
use crate::weak::weaknesses;

/// How many completions or repairs a check shows when `--top` is not given.
///
/// ```
/// assert_eq!(pokelinks::check::DEFAULT_TOP, 5);
/// ```
pub const DEFAULT_TOP: usize = 5;

pub use crate::error::CheckError;

/// Checks the team's members: at least one, none given twice (two
/// Pokémon of one typing are two members), at most `max`.
///
/// ```
/// use pokelinks::check::{CheckError, members};
/// use pokelinks::roster::Member;
/// let named = |n: &str| Member { typing: "Water".parse().unwrap(), pokemon: Some(n.into()), ability: None };
/// assert_eq!(members(vec![named("Starmie"), named("Slowbro")], 6)?.len(), 2);
/// assert!(members(vec![named("Starmie")], 0).is_err());
/// # Ok::<(), CheckError>(())
/// ```
pub fn members(members: Vec<Member>, max: usize) -> Result<Vec<Member>, CheckError> {
    if members.is_empty() {
        return Err(CheckError::Empty);
    }
    if let Some(twice) =
        (members.iter().enumerate()).find_map(|(i, m)| members[..i].contains(m).then_some(m))
    {
        return Err(CheckError::Duplicate(twice.clone()));
    }
    crate::problem::fits("the team", members.len(), "members", max)?;
    Ok(members)
}

/// The multiplier of the hit an item and an option exchange: the item's
/// attack type on the option's typing (defense), or the option's attack
/// type on the item's typing (attack).
fn multiplier(chart: &Chart, kind: Kind, item: Profile, option: Profile) -> Multiplier {
    let m = kind.multiplier(chart, item, option);
    // Items and members are checked against the chart before they meet.
    m.unwrap_or(Multiplier::Normal)
}

/// One row of the matrix: an item of the selected gyms (an attack type for
/// defense, a typing for attack) and what each member makes of it.
///
/// ```
/// use pokelinks::check::Check;
/// use pokelinks::roster::Member;
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let team = [Member::typing("Ground".parse()?)];
/// let check = Check::new(&chart, Kind::Defense, &[map.gym("G3").unwrap()], &team)?;
/// let electric = check.rows.iter().find(|r| r.item.to_string() == "Electric").unwrap();
/// assert_eq!(electric.cells[0].to_string(), "×0");
/// assert_eq!(electric.by, team);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The item.
    pub item: Profile,
    /// The multiplier for each member, in the team's order.
    pub cells: Vec<Multiplier>,
    /// The members that cover the item (defense: ×0, ×¼ or ×½; attack: ×2
    /// or ×4), in the team's order; empty when the item is not covered.
    pub by: Vec<Member>,
}

/// One selected gym and the items of it the team leaves uncovered.
///
/// ```
/// use pokelinks::check::Check;
/// use pokelinks::roster::Member;
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// // Brock's Geodude and Onix (Ground-Rock) against a Grass move.
/// let team = [Member::typing("Grass".parse()?)];
/// let check = Check::new(&chart, Kind::Attack, &[map.gym("G1").unwrap()], &team)?;
/// assert_eq!(check.verdicts[0].gym, "G1");
/// assert!(check.verdicts[0].covered());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The gym's id.
    pub gym: String,
    /// Its items that no member covers, sorted.
    pub uncovered: Vec<Profile>,
}

impl Verdict {
    /// Whether the team covers every item of the gym.
    ///
    /// ```
    /// use pokelinks::check::Verdict;
    /// assert!(Verdict { gym: "G1".into(), uncovered: vec![] }.covered());
    /// ```
    pub fn covered(&self) -> bool {
        self.uncovered.is_empty()
    }
}

/// A team held against the selected gyms (none selected: the whole chart):
/// the matrix, the verdicts, and for defense the team's weaknesses.
///
/// ```
/// use pokelinks::check::Check;
/// use pokelinks::roster::Member;
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let team: Vec<Member> = ["Water", "Ground-Rock"].iter().map(|s| Member::typing(s.parse().unwrap())).collect();
/// let gyms = [map.gym("G3").unwrap()]; // Lt. Surge: Normal and Electric moves
/// let check = Check::new(&chart, Kind::Defense, &gyms, &team)?;
/// assert_eq!(check.rows.len(), 2);
/// assert!(check.covered());
/// assert_eq!(check.weak, Some(1)); // Water takes ×2 from Electric
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// Defense or attack.
    pub kind: Kind,
    /// The team, in the order given.
    pub members: Vec<Member>,
    /// One row per item, in the problem's order (sorted).
    pub rows: Vec<Row>,
    /// One verdict per selected gym, in map order.
    pub verdicts: Vec<Verdict>,
    /// Defense: how many super-effective hits the members take from the
    /// rows' attack types ([`weaknesses`]). Attack: `None`.
    pub weak: Option<u32>,
    /// The items no typing or attack type of the chart covers: while there
    /// are any, no team covers the gyms.
    pub uncoverable: Vec<Profile>,
}

/// The search settings of a completion: those of the main search, which a
/// check shares.
///
/// ```
/// use pokelinks::check::Settings;
/// use pokelinks::search::Mode;
/// let s = Settings { mode: Mode::Overlapping, max: 6, without: vec![], options: None, top: 5 };
/// assert_eq!(s.max, 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Exact or overlapping covers (a check defaults to overlapping).
    pub mode: Mode,
    /// The most members a team may have.
    pub max: usize,
    /// Never suggest these: `--without` and what the roster leaves out
    /// ([`crate::setup::Setup::excluded`]).
    pub without: Vec<Typing>,
    /// The options a completion may add ([`crate::setup::Setup::options`]);
    /// `None`: the chart's typings (attack types), bare.
    pub options: Option<Vec<Profile>>,
    /// How many completions or repairs to give.
    pub top: usize,
}

/// A finished or repaired team.
///
/// ```
/// use pokelinks::check::Suggestion;
/// use pokelinks::problem::Team;
/// let s = Suggestion { team: Team { rank: 4, types: Default::default() }, out: vec![], added: vec![], weak: None };
/// assert_eq!(s.team.rank, 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The whole cover, as the main search shows it.
    pub team: Team,
    /// The members it drops (repairs only), in the team's order.
    pub out: Vec<Member>,
    /// What it adds to the team, sorted.
    pub added: Vec<Profile>,
    /// Defense: its weaknesses ([`weaknesses`]). Attack: `None`.
    pub weak: Option<u32>,
}

/// What the check suggests.
///
/// ```
/// use pokelinks::check::Completion;
/// assert_ne!(Completion::Covered, Completion::Finish(vec![]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Completion {
    /// The team already covers every row: nothing to add.
    Covered,
    /// No team covers the rows: nothing covers these items.
    Uncoverable(Vec<Profile>),
    /// The best covers that keep every member, filling free slots (may be
    /// empty: no such cover within `--max`).
    Finish(Vec<Suggestion>),
    /// The best covers that drop `swaps` members (1, else 2) and keep the
    /// rest, with at most `--max` members; empty when neither works.
    Repair {
        /// How many members each repair drops.
        swaps: usize,
        /// The repairs, best first.
        suggestions: Vec<Suggestion>,
    },
}

impl Check {
    /// Holds `members` against the gyms: one row per item of the problem
    /// [`Problem::for_gyms`] builds, so that the rows are the main search's
    /// items. Members must be typings (defense) or attack types (attack)
    /// of the chart.
    ///
    /// ```
    /// use pokelinks::check::{Check, CheckError};
    /// use pokelinks::roster::Member;
    /// use pokelinks::problem::Kind;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let dark = Member::typing("Dark".parse()?);
    /// assert_eq!(Check::new(&chart, Kind::Defense, &[], &[dark]).unwrap_err().to_string(),
    ///            "member Dark: not a typing of the chart");
    /// # Ok::<(), pokelinks::ParseTypingError>(())
    /// ```
    pub fn new(
        chart: &Chart,
        kind: Kind,
        gyms: &[&Gym],
        members: &[Member],
    ) -> Result<Check, CheckError> {
        for member in members {
            let t = member.typing;
            let known = match kind {
                Kind::Defense => chart.has_typing(t),
                Kind::Attack => !t.is_dual() && chart.has_attack_type(t.first()),
            };
            if !known {
                let what = match kind {
                    Kind::Defense => "a typing",
                    Kind::Attack => "an attack type",
                };
                return Err(CheckError::NotInChart {
                    member: member.clone(),
                    what,
                });
            }
        }
        let problem = Problem::for_gyms(chart, kind, gyms);
        let rows: Vec<Row> = problem
            .items()
            .iter()
            .map(|&item| {
                let cells: Vec<Multiplier> = members
                    .iter()
                    .map(|m| multiplier(chart, kind, item, m.profile()))
                    .collect();
                let by = members
                    .iter()
                    .zip(&cells)
                    .filter(|&(_, &m)| kind.value(m).is_some())
                    .map(|(member, _)| member.clone())
                    .collect();
                Row { item, cells, by }
            })
            .collect();
        let uncovered = |item: Profile| rows.iter().any(|r| r.item == item && r.by.is_empty());
        let verdicts = gyms
            .iter()
            .map(|gym| {
                let mut items = items_of(chart, kind, &[gym]);
                items.retain(|&i| uncovered(i));
                Verdict {
                    gym: gym.id.clone(),
                    uncovered: items,
                }
            })
            .collect();
        let profiles: Vec<Profile> = members.iter().map(Member::profile).collect();
        let weak = (kind == Kind::Defense).then(|| weaknesses(chart, problem.items(), &profiles));
        Ok(Check {
            kind,
            members: members.to_vec(),
            rows,
            verdicts,
            weak,
            uncoverable: problem.uncoverable().to_vec(),
        })
    }

    /// Whether every row is covered by some member.
    ///
    /// ```
    /// use pokelinks::check::Check;
    /// use pokelinks::roster::Member;
    /// use pokelinks::problem::Kind;
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// let team = [Member::typing("Normal".parse()?)];
    /// assert!(!Check::new(&chart, Kind::Defense, &[], &team)?.covered());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn covered(&self) -> bool {
        self.rows.iter().all(|r| !r.by.is_empty())
    }

    /// Defense: for each row's attack type that hits some member at ×2 or
    /// ×4, those members in the team's order; most members first, then in
    /// the rows' order. Attack: empty (attack types take no hits). The
    /// counts add up to [`Check::weak`]; a team may cover every row and
    /// still stack its weaknesses on one attack type.
    ///
    /// ```
    /// use pokelinks::check::Check;
    /// use pokelinks::roster::Member;
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let team: Vec<Member> = ["Water", "Ground-Rock"].iter().map(|s| Member::typing(s.parse().unwrap())).collect();
    /// let check = Check::new(&chart, Kind::Defense, &[map.gym("G4").unwrap()], &team)?; // Erika: Grass
    /// let (item, weak) = &check.weak_to()[0];
    /// assert_eq!((item.to_string(), weak.len()), ("Grass".to_owned(), 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn weak_to(&self) -> Vec<(Profile, Vec<Member>)> {
        if self.kind == Kind::Attack {
            return Vec::new();
        }
        let mut out: Vec<(Profile, Vec<Member>)> = (self.rows.iter())
            .map(|row| {
                let weak = (self.members.iter().zip(&row.cells))
                    .filter(|&(_, &m)| m >= Multiplier::Double)
                    .map(|(member, _)| member.clone())
                    .collect();
                (row.item, weak)
            })
            .filter(|(_, weak): &(Profile, Vec<Member>)| !weak.is_empty())
            .collect();
        out.sort_by_key(|(_, weak)| std::cmp::Reverse(weak.len()));
        out
    }

    /// The items no member covers, sorted.
    ///
    /// ```
    /// use pokelinks::check::Check;
    /// use pokelinks::roster::Member;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::{Type, data::Gym};
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let gym = Gym { id: "G1".into(), town: "T".into(), leader: "L".into(),
    ///     attack: vec![Type::Fire, Type::Water], defense: vec![], level: None, trainers: vec![],
    ///     note: None, foes: vec![] };
    /// let check = Check::new(&chart, Kind::Defense, &[&gym], &[Member::typing(Type::Fire.into())])?;
    /// // Fire takes ×½ from Fire, ×2 from Water.
    /// assert_eq!(check.uncovered(), [pokelinks::Typing::from(Type::Water)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn uncovered(&self) -> Vec<Profile> {
        let rows = self.rows.iter().filter(|r| r.by.is_empty());
        rows.map(|r| r.item).collect()
    }

    /// How to finish the team: nothing when it covers every row; else,
    /// while it has free slots, the `top` best covers that contain every
    /// member (the main search with `--with` = the members); and when it is
    /// full, or no such cover exists, the `top` best covers that drop one
    /// member and keep the others (then, if there is none, two), in the
    /// order of docs/covers.md "Ranking". `gyms` and `chart` must be the
    /// ones the check was made with.
    ///
    /// ```
    /// use pokelinks::check::{Check, Completion, Settings};
    /// use pokelinks::roster::Member;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::search::Mode;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let gyms = [map.gym("G2").unwrap()]; // Misty: Normal and Water moves
    /// let team = [Member::typing("Fire".parse()?)];
    /// let check = Check::new(&chart, Kind::Defense, &gyms, &team)?;
    /// let settings = Settings { mode: Mode::Overlapping, max: 3, without: vec![], options: None, top: 3 };
    /// let Completion::Finish(finishes) = check.complete(&chart, &gyms, &settings)? else { panic!() };
    /// assert!(finishes.iter().all(|s| s.team.types.contains(&team[0].profile())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn complete(
        &self,
        chart: &Chart,
        gyms: &[&Gym],
        settings: &Settings,
    ) -> Result<Completion, CheckError> {
        self.complete_rest(chart, gyms, settings, &[])
    }

    /// [`Check::complete`] for the rows but those `set_aside` (the items
    /// nothing covers, [`crate::partial::set_aside`]): the team needs
    /// nothing when it covers the rest, and finishes and repairs cover the
    /// rest. Weaknesses still count every row: a move set aside still hits.
    ///
    /// ```
    /// use pokelinks::check::{Check, Completion, Settings};
    /// use pokelinks::roster::Member;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::search::Mode;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let team = [Member::typing("Water".parse()?)];
    /// let check = Check::new(&chart, Kind::Defense, &[], &team)?; // nothing resists Dragon
    /// let settings = Settings { mode: Mode::Overlapping, max: 6, without: vec![], options: None, top: 1 };
    /// assert!(matches!(check.complete(&chart, &[], &settings)?, Completion::Uncoverable(_)));
    /// let dragon = ["Dragon".parse()?];
    /// let Completion::Finish(best) = check.complete_rest(&chart, &[], &settings, &dragon)? else { panic!() };
    /// assert_eq!(best.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn complete_rest(
        &self,
        chart: &Chart,
        gyms: &[&Gym],
        settings: &Settings,
        set_aside: &[Profile],
    ) -> Result<Completion, CheckError> {
        if let Some(member) = (self.members.iter()).find(|m| settings.without.contains(&m.typing)) {
            return Err(CheckError::Without(member.clone()));
        }
        let rest: Vec<Profile> = if set_aside.is_empty() {
            items_of(chart, self.kind, gyms)
        } else {
            (self.rows.iter().map(|r| r.item))
                .filter(|i| !set_aside.contains(i))
                .collect()
        };
        let mut extra = match &settings.options {
            Some(options) => options.clone(),
            None => crate::problem::bare_options(chart, self.kind),
        };
        extra.extend(self.members.iter().map(Member::profile));
        let mut problem = Problem::with_options(chart, self.kind, Some(&rest), &extra);
        let typings = distinct(&self.members);
        let left_out: Vec<Profile> = settings.without.iter().map(|&t| t.into()).collect();
        // Checked once up front, so that the searches below cannot fail.
        problem.request(
            settings.mode,
            slots(settings.max, &self.members),
            &typings,
            &left_out,
        )?;
        let rest = self.rows.iter().filter(|r| !set_aside.contains(&r.item));
        if rest.clone().all(|r| !r.by.is_empty()) {
            return Ok(Completion::Covered);
        }
        // What only left-out typings cover (the roster's and `--without`):
        // no finish or repair can cover it.
        let uncoverable = problem.uncoverable_without(&left_out);
        if !uncoverable.is_empty() {
            return Ok(Completion::Uncoverable(uncoverable));
        }
        let items: Vec<Profile> = self.rows.iter().map(|r| r.item).collect();
        let mut search = |keep: &[Member], out: &[Member]| -> Result<Vec<Suggestion>, CheckError> {
            let kept = distinct(keep);
            // The dropped members' typings are excluded too, so that a
            // repair is a different team.
            let mut without: Vec<Profile> = (out.iter().map(Member::profile))
                .filter(|t| !kept.contains(t))
                .chain(left_out.iter().copied())
                .collect();
            without.sort();
            without.dedup();
            let request =
                problem.request(settings.mode, slots(settings.max, keep), &kept, &without)?;
            let teams = problem.top(&request, settings.top);
            Ok(teams
                .into_iter()
                .map(|team| {
                    let added: Vec<Profile> = (team.types.iter().copied())
                        .filter(|t| !kept.contains(t))
                        .collect();
                    // Every member counts, two of one typing twice, as
                    // the team's own weaknesses do.
                    let members: Vec<Profile> = (keep.iter().map(Member::profile))
                        .chain(added.iter().copied())
                        .collect();
                    Suggestion {
                        added,
                        out: out.to_vec(),
                        weak: (self.kind == Kind::Defense)
                            .then(|| weaknesses(chart, &items, &members)),
                        team,
                    }
                })
                .collect())
        };
        if self.members.len() < settings.max {
            let finishes = search(&self.members, &[])?;
            if !finishes.is_empty() {
                return Ok(Completion::Finish(finishes));
            }
        }
        let most = 2.min(self.members.len());
        for swaps in 1..=most {
            let mut found = Vec::new();
            for out in subsets(self.members.len(), swaps) {
                let pick = |dropped: bool| -> Vec<Member> {
                    (self.members.iter().enumerate())
                        .filter(|(i, _)| out.contains(i) == dropped)
                        .map(|(_, m)| m.clone())
                        .collect()
                };
                found.extend(search(&pick(false), &pick(true))?);
            }
            if !found.is_empty() {
                found.sort_by(|a, b| order(self.kind, &a.team, &b.team));
                found.dedup_by(|a, b| a.team == b.team && a.out == b.out);
                // A repair that covers an item by taking more hits than the
                // team does is a poor trade: those that add no weakness come
                // first, each group in the documented order.
                found.sort_by_key(|s| s.weak.zip(self.weak).is_some_and(|(s, t)| s > t));
                found.truncate(settings.top);
                return Ok(Completion::Repair {
                    swaps,
                    suggestions: found,
                });
            }
        }
        Ok(Completion::Repair {
            swaps: most,
            suggestions: Vec::new(),
        })
    }
}

/// The members' profiles, sorted, each once: what a search pins.
fn distinct(members: &[Member]) -> Vec<Profile> {
    let mut typings: Vec<Profile> = members.iter().map(Member::profile).collect();
    typings.sort();
    typings.dedup();
    typings
}

/// The most options a cover pinning `members` may have: two members of
/// one typing are one option of the cover but fill two of the `max` slots.
fn slots(max: usize, members: &[Member]) -> usize {
    max.saturating_sub(members.len() - distinct(members).len())
}

/// The sets of `size` (1 or 2) indices below `n`, each sorted.
fn subsets(n: usize, size: usize) -> Vec<Vec<usize>> {
    match size {
        1 => (0..n).map(|i| vec![i]).collect(),
        _ => (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| vec![i, j]))
            .collect(),
    }
}

/// docs/covers.md "Ranking": better rank first, then fewer options, then
/// names. Repairs from different dropped members are merged with it; each
/// search already returns its own covers in this order.
fn order(kind: Kind, a: &Team, b: &Team) -> Ordering {
    (kind.sense().order(a.rank, b.rank))
        .then(a.types.len().cmp(&b.types.len()))
        .then_with(|| a.types.cmp(&b.types))
}
