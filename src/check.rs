//! The team check (docs/check.md): a team the player already has, held
//! against the selected gyms.
//!
//! This module owns the members of a team and how words become members
//! ([`Member`], [`resolve`], with the resolver passed in so that a Pokémon
//! name resolver can join the typing one), the matrix of multipliers with
//! each row's cover and each gym's verdict ([`Check`]), the weakness count
//! and the `--safe` exclusions ([`weaknesses`], [`weak_typings`]), and the
//! ways to finish or repair a team ([`Check::complete`]), which are plain
//! `--with` searches of [`Problem`]. The command line only formats what it
//! returns.

use std::cmp::Ordering;
use std::fmt;

use crate::data::{Chart, Gym, Multiplier};
use crate::problem::{Kind, Problem, ProblemError, Team};
use crate::search::Mode;
use crate::typing::{ParseTypingError, Typing};

/// How many completions or repairs a check shows when `--top` is not given.
///
/// ```
/// assert_eq!(pokelinks::check::DEFAULT_TOP, 5);
/// ```
pub const DEFAULT_TOP: usize = 5;

/// One member of a team: for now a typing (defense) or an attack type
/// (attack), named as the user wrote it in any case and order.
///
/// It is an enum so that a member named by its Pokémon can be added
/// without changing the check: everything here asks a member only for its
/// [`typing`](Member::typing) and its [`Display`](fmt::Display) name.
///
/// ```
/// use pokelinks::check::Member;
/// let m = Member::Typing("rock-ground".parse()?);
/// assert_eq!((m.to_string(), m.typing().to_string()), ("Ground-Rock".into(), "Ground-Rock".into()));
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Member {
    /// A member given by its typing (or, for attack, its attack type).
    Typing(Typing),
}

impl Member {
    /// The typing the chart is read with.
    ///
    /// ```
    /// use pokelinks::check::Member;
    /// let water = "Water".parse()?;
    /// assert_eq!(Member::Typing(water).typing(), water);
    /// # Ok::<(), pokelinks::ParseTypingError>(())
    /// ```
    pub fn typing(self) -> Typing {
        match self {
            Member::Typing(t) => t,
        }
    }
}

impl fmt::Display for Member {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Member::Typing(t) => fmt::Display::fmt(t, f),
        }
    }
}

/// The resolver of the typings-only check: a word is a member when it
/// names a typing, in any letter case and either order; otherwise the
/// error says why it is not one.
///
/// A resolver is any `Fn(&str) -> Result<Member, String>`; a Pokémon-name
/// resolver would try the names first and fall back on this one.
///
/// ```
/// use pokelinks::check::{Member, typing_member};
/// assert_eq!(typing_member("water-GROUND"), Ok(Member::Typing("Ground-Water".parse()?)));
/// assert_eq!(typing_member("Fire-fire").unwrap_err(), "a typing cannot have the same type twice");
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
pub fn typing_member(word: &str) -> Result<Member, String> {
    word.parse()
        .map(Member::Typing)
        .map_err(|e: ParseTypingError| e.to_string())
}

/// Why a team cannot be checked. Each message is one line naming the
/// member or argument at fault.
///
/// ```
/// use pokelinks::check::{CheckError, resolve, typing_member};
/// let err = resolve(&["Water", "Pikachu"], 6, typing_member).unwrap_err();
/// assert_eq!(err.to_string(),
///            "member 'Pikachu': not a type (expected one of Bug, Dark, Dragon, …, Water)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// No member was named.
    #[error("'check' needs the team: at least one typing, such as 'check Water Ground-Rock'")]
    Empty,
    /// A word the resolver does not know, and why.
    #[error("member '{word}': {why}")]
    Unknown {
        /// The word as given.
        word: String,
        /// The resolver's reason.
        why: String,
    },
    /// The same member named twice (in any spelling).
    #[error("member {0} is given twice")]
    Duplicate(Member),
    /// More members than `--max`.
    #[error("{given} members given, but the team has at most {max} (--max)")]
    TooMany {
        /// How many were given.
        given: usize,
        /// The maximum.
        max: usize,
    },
    /// A member the chart does not have (a typing absent from an older
    /// chart, or a dual typing as an attack member).
    #[error("member {member}: not {what} of the chart")]
    NotInChart {
        /// The member.
        member: Member,
        /// "a typing" or "an attack type".
        what: &'static str,
    },
    /// A member also given to `--without`.
    #[error("member {0} is also given to --without")]
    Without(Member),
    /// A `--without` name the problem cannot use.
    #[error(transparent)]
    Problem(#[from] ProblemError),
}

/// Reads the member words with `resolver`: every word must resolve, no
/// member may be named twice, and there may be at most `max` of them.
///
/// ```
/// use pokelinks::check::{CheckError, resolve, typing_member};
/// let team = resolve(&["water", "GROUND-rock"], 6, typing_member)?;
/// assert_eq!(team.len(), 2);
/// assert!(matches!(resolve(&["Water", "water"], 6, typing_member), Err(CheckError::Duplicate(_))));
/// assert_eq!(resolve(&["Fire", "Water"], 1, typing_member),
///            Err(CheckError::TooMany { given: 2, max: 1 }));
/// # Ok::<(), CheckError>(())
/// ```
pub fn resolve<S: AsRef<str>>(
    words: &[S],
    max: usize,
    resolver: impl Fn(&str) -> Result<Member, String>,
) -> Result<Vec<Member>, CheckError> {
    if words.is_empty() {
        return Err(CheckError::Empty);
    }
    let mut members: Vec<Member> = Vec::with_capacity(words.len());
    for word in words {
        let word = word.as_ref();
        let member = resolver(word).map_err(|why| CheckError::Unknown {
            word: word.to_owned(),
            why,
        })?;
        if members.contains(&member) {
            return Err(CheckError::Duplicate(member));
        }
        members.push(member);
    }
    if members.len() > max {
        return Err(CheckError::TooMany {
            given: members.len(),
            max,
        });
    }
    Ok(members)
}

/// The multiplier of the hit an item and an option exchange: the item's
/// attack type on the option's typing (defense), or the option's attack
/// type on the item's typing (attack).
fn multiplier(chart: &Chart, kind: Kind, item: Typing, option: Typing) -> Multiplier {
    let m = match kind {
        Kind::Defense => chart.multiplier(item.first(), option),
        Kind::Attack => chart.multiplier(option.first(), item),
    };
    // Items and members are checked against the chart before they meet.
    m.unwrap_or(Multiplier::Normal)
}

/// How many times the typings of `team` take a super-effective hit (×2 or
/// ×4) from the attack types `items`: one per member and attack type.
/// Typings the chart lacks take none.
///
/// ```
/// use pokelinks::check::weaknesses;
/// use pokelinks::Typing;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let t = |s: &str| s.parse::<Typing>().unwrap();
/// // Water is hit hard by Electric and Grass; Ground-Rock by Grass (×4), Water and Ice.
/// assert_eq!(weaknesses(&chart, &[t("Electric"), t("Grass")], &[t("Water"), t("Ground-Rock")]), 3);
/// ```
pub fn weaknesses(chart: &Chart, items: &[Typing], team: &[Typing]) -> u32 {
    let weak = |&(a, t): &(Typing, Typing)| {
        chart
            .multiplier(a.first(), t)
            .is_some_and(|m| m >= Multiplier::Double)
    };
    let pairs = team
        .iter()
        .flat_map(|&t| items.iter().map(move |&a| (a, t)));
    pairs.filter(weak).count() as u32
}

/// The chart's typings that take ×2 or ×4 from at least one of the attack
/// types `items`: what `--safe` leaves out of a defense search, sorted.
///
/// ```
/// use pokelinks::check::weak_typings;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let left_out = weak_typings(&chart, &["Electric".parse().unwrap()]);
/// assert!(left_out.contains(&"Water".parse().unwrap()));
/// assert!(!left_out.contains(&"Ground".parse().unwrap()));
/// ```
pub fn weak_typings(chart: &Chart, items: &[Typing]) -> Vec<Typing> {
    chart
        .typings()
        .iter()
        .copied()
        .filter(|&t| weaknesses(chart, items, &[t]) > 0)
        .collect()
}

/// The `--without` list of a `--safe` search: `without` and every typing
/// weak to one of the attack types `items` ([`weak_typings`]), except the
/// typings of `with`, which stay as the player's own choice; sorted.
///
/// ```
/// use pokelinks::check::safe_without;
/// use pokelinks::Typing;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let t = |s: &str| s.parse::<Typing>().unwrap();
/// let out = safe_without(&chart, &[t("Electric")], &[t("Water")], &[t("Ground")]);
/// assert!(out.contains(&t("Ground")) && out.contains(&t("Flying-Water")));
/// assert!(!out.contains(&t("Water"))); // weak, but required
/// ```
pub fn safe_without(
    chart: &Chart,
    items: &[Typing],
    with: &[Typing],
    without: &[Typing],
) -> Vec<Typing> {
    let mut out = weak_typings(chart, items);
    out.extend_from_slice(without);
    out.retain(|t| !with.contains(t));
    out.sort();
    out.dedup();
    out
}

/// One row of the matrix: an item of the selected gyms (an attack type for
/// defense, a typing for attack) and what each member makes of it.
///
/// ```
/// use pokelinks::check::{Check, Member};
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let team = [Member::Typing("Ground".parse()?)];
/// let check = Check::new(&chart, Kind::Defense, &[map.gym("G3").unwrap()], &team)?;
/// let electric = check.rows.iter().find(|r| r.item.to_string() == "Electric").unwrap();
/// assert_eq!(electric.cells[0].to_string(), "×0");
/// assert_eq!(electric.by, team);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The item.
    pub item: Typing,
    /// The multiplier for each member, in the team's order.
    pub cells: Vec<Multiplier>,
    /// The members that cover the item (defense: ×0, ×¼ or ×½; attack: ×2
    /// or ×4), in the team's order; empty when the item is not covered.
    pub by: Vec<Member>,
}

/// One selected gym and the items of it the team leaves uncovered.
///
/// ```
/// use pokelinks::check::{Check, Member};
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// // Brock's Geodude and Onix (Ground-Rock) against a Grass move.
/// let team = [Member::Typing("Grass".parse()?)];
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
    pub uncovered: Vec<Typing>,
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
/// use pokelinks::check::{Check, Member};
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let team: Vec<Member> = ["Water", "Ground-Rock"].iter().map(|s| Member::Typing(s.parse().unwrap())).collect();
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
    pub uncoverable: Vec<Typing>,
}

/// The search settings of a completion: those of the main search, which a
/// check shares.
///
/// ```
/// use pokelinks::check::Settings;
/// use pokelinks::search::Mode;
/// let s = Settings { mode: Mode::Overlapping, max: 6, without: vec![], safe: false, top: 5 };
/// assert_eq!(s.max, 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Exact or overlapping covers (a check defaults to overlapping).
    pub mode: Mode,
    /// The most members a team may have.
    pub max: usize,
    /// Never suggest these (`--without`).
    pub without: Vec<Typing>,
    /// Never suggest a typing weak to a row's attack type (`--safe`).
    pub safe: bool,
    /// How many completions or repairs to give.
    pub top: usize,
}

/// A finished or repaired team.
///
/// ```
/// use pokelinks::check::Suggestion;
/// use pokelinks::problem::Team;
/// let s = Suggestion { team: Team { rank: 4, types: vec![] }, out: vec![], added: vec![], weak: None };
/// assert_eq!(s.team.rank, 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The whole cover, as the main search shows it.
    pub team: Team,
    /// The members it drops (repairs only), sorted.
    pub out: Vec<Typing>,
    /// What it adds to the team, sorted.
    pub added: Vec<Typing>,
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
    Uncoverable(Vec<Typing>),
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
    /// use pokelinks::check::{Check, CheckError, Member};
    /// use pokelinks::problem::Kind;
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let dark = Member::Typing("Dark".parse()?);
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
        for &member in members {
            let t = member.typing();
            let known = match kind {
                Kind::Defense => chart.has_typing(t),
                Kind::Attack => !t.is_dual() && chart.has_attack_type(t.first()),
            };
            if !known {
                let what = match kind {
                    Kind::Defense => "a typing",
                    Kind::Attack => "an attack type",
                };
                return Err(CheckError::NotInChart { member, what });
            }
        }
        let problem = Problem::for_gyms(chart, kind, gyms);
        let rows: Vec<Row> = problem
            .items()
            .iter()
            .map(|&item| {
                let cells: Vec<Multiplier> = members
                    .iter()
                    .map(|m| multiplier(chart, kind, item, m.typing()))
                    .collect();
                let by = members
                    .iter()
                    .zip(&cells)
                    .filter(|&(_, &m)| kind.value(m).is_some())
                    .map(|(&member, _)| member)
                    .collect();
                Row { item, cells, by }
            })
            .collect();
        let uncovered = |item: Typing| rows.iter().any(|r| r.item == item && r.by.is_empty());
        let verdicts = gyms
            .iter()
            .map(|gym| {
                let mut items: Vec<Typing> = match kind {
                    Kind::Defense => gym.attack.iter().map(|&t| Typing::from(t)).collect(),
                    Kind::Attack => gym.defense.clone(),
                };
                items.retain(|&i| uncovered(i));
                items.sort();
                Verdict {
                    gym: gym.id.clone(),
                    uncovered: items,
                }
            })
            .collect();
        let typings: Vec<Typing> = members.iter().map(|m| m.typing()).collect();
        let weak = (kind == Kind::Defense).then(|| weaknesses(chart, problem.items(), &typings));
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
    /// use pokelinks::check::{Check, Member};
    /// use pokelinks::problem::Kind;
    /// let chart = pokelinks::data::shipped::chart(9).unwrap();
    /// let team = [Member::Typing("Normal".parse()?)];
    /// assert!(!Check::new(&chart, Kind::Defense, &[], &team)?.covered());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn covered(&self) -> bool {
        self.rows.iter().all(|r| !r.by.is_empty())
    }

    /// The items no member covers, sorted.
    ///
    /// ```
    /// use pokelinks::check::{Check, Member};
    /// use pokelinks::problem::Kind;
    /// use pokelinks::{Type, data::Gym};
    /// let chart = pokelinks::data::shipped::chart(1).unwrap();
    /// let gym = Gym { id: "G1".into(), town: "T".into(), leader: "L".into(),
    ///     attack: vec![Type::Fire, Type::Water], defense: vec![], level: None, note: None };
    /// let check = Check::new(&chart, Kind::Defense, &[&gym], &[Member::Typing(Type::Fire.into())])?;
    /// // Fire takes ×½ from Fire, ×2 from Water.
    /// assert_eq!(check.uncovered(), [Type::Water.into()]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn uncovered(&self) -> Vec<Typing> {
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
    /// use pokelinks::check::{Check, Completion, Member, Settings};
    /// use pokelinks::problem::Kind;
    /// use pokelinks::search::Mode;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let gyms = [map.gym("G2").unwrap()]; // Misty: Normal and Water moves
    /// let team = [Member::Typing("Fire".parse()?)];
    /// let check = Check::new(&chart, Kind::Defense, &gyms, &team)?;
    /// let settings = Settings { mode: Mode::Overlapping, max: 3, without: vec![], safe: false, top: 3 };
    /// let Completion::Finish(finishes) = check.complete(&chart, &gyms, &settings)? else { panic!() };
    /// assert!(finishes.iter().all(|s| s.team.types.contains(&team[0].typing())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn complete(
        &self,
        chart: &Chart,
        gyms: &[&Gym],
        settings: &Settings,
    ) -> Result<Completion, CheckError> {
        let typings: Vec<Typing> = self.members.iter().map(|m| m.typing()).collect();
        if let Some(&member) = self
            .members
            .iter()
            .find(|m| settings.without.contains(&m.typing()))
        {
            return Err(CheckError::Without(member));
        }
        let mut problem = Problem::for_gyms(chart, self.kind, gyms);
        // Checked once up front, so that the searches below cannot fail.
        problem.request(settings.mode, settings.max, &typings, &settings.without)?;
        if self.covered() {
            return Ok(Completion::Covered);
        }
        if !problem.uncoverable().is_empty() {
            return Ok(Completion::Uncoverable(problem.uncoverable().to_vec()));
        }
        let safe = settings.safe && self.kind == Kind::Defense;
        let items = problem.items().to_vec();
        let mut search = |keep: &[Typing], out: &[Typing]| -> Result<Vec<Suggestion>, CheckError> {
            // The dropped members are excluded too, so that a repair is
            // a different team.
            let mut without = [&settings.without[..], out].concat();
            if safe {
                without = safe_without(chart, &items, keep, &without);
            }
            without.sort();
            without.dedup();
            let request = problem.request(settings.mode, settings.max, keep, &without)?;
            let teams = problem.top(&request, settings.top);
            Ok(teams
                .into_iter()
                .map(|team| Suggestion {
                    added: team
                        .types
                        .iter()
                        .copied()
                        .filter(|t| !keep.contains(t))
                        .collect(),
                    out: out.to_vec(),
                    weak: (self.kind == Kind::Defense)
                        .then(|| weaknesses(chart, &items, &team.types)),
                    team,
                })
                .collect())
        };
        if typings.len() < settings.max {
            let finishes = search(&typings, &[])?;
            if !finishes.is_empty() {
                return Ok(Completion::Finish(finishes));
            }
        }
        for swaps in 1..=2.min(typings.len()) {
            let mut found = Vec::new();
            for out in subsets(&typings, swaps) {
                let keep: Vec<Typing> = typings
                    .iter()
                    .copied()
                    .filter(|t| !out.contains(t))
                    .collect();
                found.extend(search(&keep, &out)?);
            }
            if !found.is_empty() {
                found.sort_by(|a, b| order(self.kind, &a.team, &b.team));
                found.truncate(settings.top);
                return Ok(Completion::Repair {
                    swaps,
                    suggestions: found,
                });
            }
        }
        Ok(Completion::Repair {
            swaps: 2.min(typings.len()),
            suggestions: Vec::new(),
        })
    }
}

/// The subsets of `of` with `size` elements (1 or 2), each sorted.
fn subsets(of: &[Typing], size: usize) -> Vec<Vec<Typing>> {
    let mut sorted = of.to_vec();
    sorted.sort();
    let mut out = Vec::new();
    for (i, &a) in sorted.iter().enumerate() {
        if size == 1 {
            out.push(vec![a]);
            continue;
        }
        out.extend(sorted[i + 1..].iter().map(|&b| vec![a, b]));
    }
    out
}

/// docs/covers.md "Ranking": better rank first, then fewer options, then
/// names. Repairs from different dropped members are merged with it; each
/// search already returns its own covers in this order.
fn order(kind: Kind, a: &Team, b: &Team) -> Ordering {
    let by_rank = match kind {
        Kind::Defense => a.rank.cmp(&b.rank),
        Kind::Attack => b.rank.cmp(&a.rank),
    };
    by_rank
        .then(a.types.len().cmp(&b.types.len()))
        .then_with(|| a.types.cmp(&b.types))
}
