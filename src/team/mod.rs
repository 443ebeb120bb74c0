//! One team for both sides: at most six Pokémon that resist every attack
//! type of the gyms ahead and, with their attacks, hit every typing there
//! super-effectively — one cover problem on the generic engine
//! (docs/covers.md "Teams").
//!
//! The items are of two kinds ([`Target`]): attack types to resist and
//! typings to hit. The options are Pokémon ([`Candidate`]s). Pokémon of one
//! typing whose attacks hit the same typings as hard cover the same items
//! exactly as well, so they are merged into one option for the search and
//! expanded again in the answer: a [`Lineup`] is a list of [`Slot`]s, each
//! naming every Pokémon that can fill it. A team's rank is its attack rank
//! minus its defense rank (docs/covers.md "Ranking a team"); the engine's
//! costs are the values shifted so that each item's best costs 0, which
//! orders covers exactly as that rank does.
//!
//! `entrants.rs` builds the candidates of a resolved [`crate::setup::Setup`]:
//! who may play is the pool's and the roster's to say, not this module's;
//! `asked.rs` resolves a question into that setup, its entrants and items,
//! for the team search and for a check on both sides alike; `resolved.rs`
//! turns it into the search every front end that lists teams (the command
//! line's `team`, the planner's team mode) runs; `sets.rs` writes the
//! player's Pokémon as Showdown sets, for every front end's export.

mod asked;
mod entrants;
mod moves;
mod resolved;
pub mod sets;

pub use crate::story::repertoire::MOVES;
pub use asked::Asked;
pub use entrants::{Entrants, refuse};
pub use resolved::Resolved;

use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64};
use std::sync::{Arc, OnceLock};

use rustc_hash::FxHashMap;

use crate::data::Chart;
use crate::data::ability::Ability;
use crate::links::Links;
use crate::matchup;
use crate::multiplier::Multiplier;
use crate::problem::{Kind, ProblemError};
use crate::profile::Profile;
use crate::rank::Cover;
use crate::search::{Limits, Mode, Query};
use crate::typing::{Type, Typing};

/// An item of the team problem: an attack type the team must resist, or a
/// typing it must hit super-effectively. Resist items sort first.
///
/// ```
/// use pokelinks::team::Target;
/// use pokelinks::Type;
/// let fire = Target::Resist(Type::Fire.into());
/// let onix = Target::Hit(pokelinks::Typing::into("Rock-Ground".parse()?));
/// assert!(fire < onix);
/// assert_eq!((fire.to_string(), onix.to_string()), ("Fire".to_owned(), "Ground-Rock".to_owned()));
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Target {
    /// An attack type (with its holder's ability) to take at ×0, ×¼ or ×½.
    Resist(Profile),
    /// A typing (with its ability) to hit at ×2 or ×4.
    Hit(Profile),
}

impl Target {
    /// The side of the team this item is on: defense (resist) or attack (hit).
    pub fn kind(self) -> Kind {
        match self {
            Target::Resist(_) => Kind::Defense,
            Target::Hit(_) => Kind::Attack,
        }
    }

    /// The attack type or typing, with its ability.
    pub fn profile(self) -> Profile {
        match self {
            Target::Resist(t) | Target::Hit(t) => t,
        }
    }

    /// Why no team covers this item, as every view says it, its side
    /// named: `Psychic: nothing you can have resists it`.
    ///
    /// ```
    /// use pokelinks::team::Target;
    /// let psychic = "Psychic".parse::<pokelinks::Typing>()?.into();
    /// assert_eq!(Target::Resist(psychic).nothing_covers(), "Psychic: nothing you can have resists it");
    /// assert_eq!(Target::Hit(psychic).nothing_covers(), "Psychic: nothing you can have hits it super-effectively");
    /// # Ok::<(), pokelinks::ParseTypingError>(())
    /// ```
    pub fn nothing_covers(self) -> String {
        format!("{self}: {}", self.nothing_covers_it())
    }

    /// [`Target::nothing_covers`] without the item's name, for a layout
    /// that paints it.
    pub fn nothing_covers_it(self) -> &'static str {
        match self {
            Target::Resist(_) => "nothing you can have resists it",
            Target::Hit(_) => "nothing you can have hits it super-effectively",
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.profile(), f)
    }
}

/// A TM a game of generations 1–4 has only so many of by then (gym
/// rewards, item balls, gifts; never sold): at most that many members of a
/// team can be taught its move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Machine {
    /// The item, as the story files name it (`tm28`).
    pub item: String,
    /// How many the player can have by then.
    pub copies: u8,
}

/// One attack type a Pokémon can use, and the move that brings it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    /// The attack type.
    pub kind: Type,
    /// The move, in a game; `None` for a same-type attack on a region map.
    pub move_name: Option<String>,
    /// How it learns the move by then (`level 8`, `TM28, Cerulean City`).
    pub learned: Option<String>,
    /// The single-copy TM it is taught by, if it is.
    pub machine: Option<Machine>,
}

/// A Pokémon that may join a team: its typing (what it resists), how it is
/// had, and the attack types it can use (what it hits with).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The name, as the species list spells it.
    pub name: String,
    /// Its typing.
    pub typing: Typing,
    /// The ability it is planned with, if that changes its matchups.
    pub ability: Option<Ability>,
    /// How it is had at the story point, in a game with a story.
    pub how: Option<String>,
    /// What it still evolves into by the level cap, and when (`into
    /// Beedrill at level 10`): a team sees it evolve.
    pub evolves: Option<String>,
    /// The story's choice of gifts it can only be had through (one of
    /// the Odd Egg's babies, of Mt. Moon's fossils): a team holds at most
    /// one Pokémon of each.
    pub choice: Option<&'static str>,
    /// Its attacks, best first: where two hit a typing as hard, the first
    /// names the move.
    pub attacks: Vec<Attack>,
    /// Whether it evolves no further, and its base stat total: of teams
    /// of equal rank, the one with the stronger members comes first
    /// ([`TeamProblem::order`]).
    pub strength: (bool, u16),
}

impl Candidate {
    /// What it is hit as: its typing with its ability.
    pub fn profile(&self) -> Profile {
        Profile::new(self.typing, self.ability)
    }

    /// What `attack` hits as: its type with the candidate's ability, where
    /// that changes the hit (Scrappy on Normal moves, Mold Breaker).
    pub fn attack(&self, attack: &Attack) -> Profile {
        let by = self
            .ability
            .filter(|a| !a.defends() && a.acts_on(attack.kind));
        Profile::new(attack.kind.into(), by)
    }
}

/// One slot of a team: the Pokémon that can fill it (each covers the same
/// items exactly as well), and those items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The Pokémon, as indices into [`TeamProblem::candidates`]: the lead
    /// (fully evolved first, then by base stats) first.
    pub pokemon: Vec<usize>,
    /// Its typing.
    pub typing: Typing,
    /// The ability its Pokémon are planned with, if that changes matchups.
    pub ability: Option<Ability>,
    /// The unmasked items it covers, sorted, each with the multiplier it
    /// takes (resist) or deals at best with its moves (hit).
    pub covers: Vec<(Target, Multiplier)>,
    /// Per Pokémon of `pokemon`, the attacks it plays with (indices into
    /// its [`Candidate::attacks`], in order): at most the request's moves.
    pub moves: Vec<Vec<usize>>,
    /// Its group of the search: groups are numbered by their leads'
    /// strength (fully evolved first, then base stat total), then names.
    pub group: usize,
    /// The option of the search it is — its Pokémon and their choice of
    /// moves, numbered in the order of the groups, then the fewest moves —
    /// with `group`, the last tie-break of the order of teams.
    pub option: Option<u32>,
}

impl Slot {
    /// What its Pokémon are hit as: the typing with the ability.
    pub fn profile(&self) -> Profile {
        Profile::new(self.typing, self.ability)
    }
}

/// A team: its ranks and its slots, ordered by their leads' names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lineup {
    /// The attack rank minus the defense rank: higher is better.
    pub rank: i32,
    /// The attack rank: over the hit items, the best value a member gives
    /// (×2 → 5, ×4 → 6).
    pub attack: u32,
    /// The defense rank: over the resist items, the best value a member
    /// gives (×0 → 1, ×¼ → 2, ×½ → 3).
    pub defense: u32,
    /// The hits at ×2 or ×4 its members take from the unmasked attack
    /// types to resist, one per member and attack type
    /// ([`crate::weak::weaknesses`]): of equal rank, fewer come first.
    pub weak: u32,
    /// The members.
    pub slots: Vec<Slot>,
}

/// A search of the team problem: exact or overlapping, the most members
/// (pinned ones included), and a progress counter.
#[derive(Clone, Debug)]
pub struct Request {
    /// Exact or overlapping.
    pub mode: Mode,
    /// The most members, pinned ones included.
    pub max: usize,
    progress: Option<Arc<AtomicU64>>,
    cancel: Option<Arc<AtomicBool>>,
}

impl Request {
    /// The same request, its searches stopping within a few thousand
    /// nodes once `flag` is set ([`Query::cancel`]): a planner's stale
    /// search. A cancelled search's answer is partial; see
    /// [`Request::cancelled`].
    pub fn cancel_on(mut self, flag: Arc<AtomicBool>) -> Request {
        self.cancel = Some(flag);
        self
    }

    /// Whether the request's cancel flag is set.
    pub fn cancelled(&self) -> bool {
        (self.cancel.as_ref()).is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// The same request, adding the covers its searches find to `counter`
    /// as they go ([`Query::progress`]), for a progress display.
    pub fn progress(mut self, counter: Arc<AtomicU64>) -> Request {
        self.progress = Some(counter);
        self
    }
}

/// Pokémon that cover the same items exactly as well, with every choice of
/// moves: one slot of a team, taken at most once per Pokémon in it.
#[derive(Clone, Debug)]
struct Group {
    /// Indices into the candidates, in their order.
    members: Vec<usize>,
    typing: Typing,
    ability: Option<Ability>,
    /// The resist items (by number) it takes at ×½ or less, with the
    /// multiplier.
    resists: Vec<(u32, Multiplier)>,
}

/// An option of the search: a group and a choice of its moves (classes of
/// `Engine::classes[group]`), with what it covers.
#[derive(Clone, Debug)]
struct Choice {
    group: usize,
    classes: Vec<usize>,
    /// Item numbers and multipliers, by item: unmasked items only.
    covers: Vec<(u32, Multiplier)>,
}

/// The links one search runs on, for one mode, one set of masked items and
/// one number of moves: the options (every group's choices of moves), the
/// unmasked items less those a search need not see (see
/// [`TeamProblem::engine`]), the cost those add to every team, and the
/// limits (each Pokémon once, each single-copy TM as often as it is had).
#[derive(Clone, Debug)]
struct Engine {
    mode: Mode,
    links: Links<u32>,
    /// The cost of the items left out of the links: the same in every team.
    constant: u32,
    /// Per group, its classes of attacks, from its lead.
    classes: Vec<Vec<moves::Class>>,
    /// Per candidate, its attacks' hits under these masks, worked out when
    /// a lineup first names it: the K best name each Pokémon in team after
    /// team ([`TeamProblem::attacks_of`]).
    hits: Vec<OnceLock<Vec<moves::Class>>>,
    /// Every choice, numbered as the links name options: by group, then
    /// fewest moves.
    choices: Vec<Choice>,
    /// Per group, its choices (numbers).
    of_group: Vec<Vec<usize>>,
    limits: Arc<Limits>,
    /// The group of each option of the links, by position: covers of one
    /// group multiset are one team.
    kinds: Arc<[u32]>,
    /// Per group, the hits at ×2 or ×4 a member takes from the unmasked
    /// attack types to resist.
    weak: Vec<u32>,
    /// Each option's group's weaknesses, by position: the engine's fees
    /// ([`crate::search::Query::fees`]), so that of equal cost the teams
    /// with fewer come first.
    fees: Arc<[u8]>,
    /// When a question has more choices of moves than a search can walk
    /// (`moves::OPTIONS`), the number of each Pokémon's strongest choices
    /// kept.
    strongest: Option<usize>,
    /// Whether some group has several choices in the links: then one team
    /// of Pokémon can be found with several choices of moves, and the
    /// listings keep its best.
    several: bool,
}

/// The team problem over a chart: the items, the candidates merged into
/// groups, and the pinned ones. Each search runs on links built for it
/// from the unmasked items and the number of moves.
///
/// ```
/// use pokelinks::team::{Attack, Candidate, TeamProblem};
/// use pokelinks::search::Mode;
/// use pokelinks::Type;
/// let chart = pokelinks::data::shipped::chart(1).unwrap();
/// let same_type = |name: &str, typing: &str| {
///     let typing: pokelinks::Typing = typing.parse().unwrap();
///     let attacks = typing.types().map(|kind| Attack { kind, move_name: None, learned: None, machine: None }).collect();
///     Candidate { name: name.into(), typing, ability: None, how: None, evolves: None,
///         choice: None, attacks, strength: (true, 400) }
/// };
/// let pokemon = vec![same_type("Onix", "Rock-Ground"), same_type("Geodude", "Rock-Ground"),
///     same_type("Starmie", "Water-Psychic"), same_type("Gengar", "Ghost-Poison"),
///     same_type("Butterfree", "Bug-Flying")];
/// // Brock: resist Normal, hit Rock-Ground.
/// let rock: pokelinks::Typing = "Rock-Ground".parse()?;
/// let mut team = TeamProblem::new(&chart, &[Type::Normal.into()], &[rock.into()], pokemon, &[]);
/// assert_eq!(team.num_options(), 3); // Onix and Geodude are one option; Butterfree covers nothing
/// let request = team.request(Mode::Overlapping, 6)?;
/// let (teams, total) = team.ranked(&request, 10);
/// assert_eq!(total, 2);
/// let names = |t: usize| -> Vec<Vec<&str>> { teams[t].slots.iter()
///     .map(|s| s.pokemon.iter().map(|&c| team.candidates()[c].name.as_str()).collect()).collect() };
/// // Gengar takes Normal at ×0, Starmie hits Onix at ×4: rank 6 − 1.
/// assert_eq!(names(0), [vec!["Gengar"], vec!["Starmie"]]);
/// assert_eq!((teams[0].attack, teams[0].defense, teams[0].rank), (6, 1, 5));
/// // Onix alone resists Normal at ×½ and hits Onix at ×2: rank 5 − 3.
/// assert_eq!(names(1), [vec!["Onix", "Geodude"]]);
/// assert_eq!(teams[1].rank, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct TeamProblem {
    /// The chart the covers were computed on, for naming the moves.
    chart: Chart,
    targets: Vec<Target>,
    /// What each of the candidates' attacks hits of the targets.
    hits: HitTable,
    /// Whether each target is masked: no team need cover it.
    masked: Vec<bool>,
    candidates: Vec<Candidate>,
    /// Numbered by their leads' names.
    groups: Vec<Group>,
    /// The groups of the pinned candidates, each one candidate, sorted.
    pinned: Vec<usize>,
    uncoverable: Vec<Target>,
    /// The most moves a member plays with.
    moves: usize,
    /// `--safe=N`: the most members an attack type to resist may hit
    /// super-effectively.
    safe: Option<usize>,
    /// The links of the last search, while its mode, masks and moves hold.
    engine: Option<Engine>,
    /// Whether the last [`Self::top`] stopped at its node budget.
    spent: bool,
}

/// What every answer says when each Pokémon's `n` strongest choices of
/// moves only were searched ([`TeamProblem::strongest_choices`]).
pub fn strongest_words(n: usize) -> String {
    format!(
        "each Pokémon's {} of moves searched, not all: too many to search them all (docs/covers.md \"Moves\"); name gyms or use --moves for every choice",
        if n == 1 {
            "1 strongest choice".to_owned()
        } else {
            format!("{n} strongest choices")
        }
    )
}

/// What every answer says when the search stopped at its budget of nodes
/// ([`TeamProblem::stopped_early`]).
pub fn stopped_words() -> String {
    format!(
        "stopped after {} nodes: the best teams found, not proven the best (docs/covers.md \"Moves\"); name gyms or use --moves for a smaller search",
        moves::NODES
    )
}

impl TeamProblem {
    /// The problem of resisting `resist` and hitting `hit` (those of the
    /// chart's; others are ignored) with `candidates`, every team holding
    /// the `pinned` ones (indices into `candidates`), each member with at
    /// most [`MOVES`] moves. A pinned candidate is a group of its own, so
    /// that the answer names it and no other.
    pub fn new(
        chart: &Chart,
        resist: &[Profile],
        hit: &[Profile],
        candidates: Vec<Candidate>,
        pinned: &[usize],
    ) -> TeamProblem {
        let mut targets: Vec<Target> = (resist.iter())
            .filter(|p| !p.typing.is_dual() && chart.has_attack_type(p.attack_type()))
            .map(|&t| Target::Resist(t))
            .chain(
                (hit.iter())
                    .filter(|p| chart.has_typing(p.typing))
                    .map(|&t| Target::Hit(t)),
            )
            .collect();
        targets.sort_unstable();
        targets.dedup();
        let mut groups: Vec<Group> = Vec::new();
        type Key = (Profile, Vec<(u32, Multiplier)>, Vec<moves::Class>);
        let mut index: FxHashMap<Key, usize> = FxHashMap::default();
        let mut covered = vec![false; targets.len()];
        let hits = hit_table(chart, &candidates, &targets);
        for (c, candidate) in candidates.iter().enumerate() {
            let resists: Vec<(u32, Multiplier)> = (targets.iter().enumerate())
                .filter(|(_, t)| matches!(t, Target::Resist(_)))
                .filter_map(|(i, &t)| Some((i as u32, covering(chart, candidate, t)?)))
                .collect();
            // Pokémon whose every attack hits every item alike, limited
            // alike, have the same choices under any masks.
            let mut attacks = attack_hits(&hits, candidate, &vec![false; targets.len()]);
            for (i, _) in resists.iter().chain(attacks.iter().flat_map(|a| &a.hits)) {
                covered[*i as usize] = true;
            }
            attacks.retain(|a| !a.hits.is_empty());
            attacks.sort_by(|a, b| (&a.hits, &a.machine).cmp(&(&b.hits, &b.machine)));
            attacks.dedup();
            let new = Group {
                members: Vec::new(),
                typing: candidate.typing,
                ability: candidate.ability,
                resists: resists.clone(),
            };
            let g = if pinned.contains(&c) {
                groups.push(new);
                groups.len() - 1
            } else {
                *index
                    .entry((candidate.profile(), resists, attacks))
                    .or_insert_with(|| {
                        groups.push(new);
                        groups.len() - 1
                    })
            };
            groups[g].members.push(c);
        }
        // Group numbers follow the leads' strength, then their names, so
        // that the engine's last tie-break puts the stronger members first
        // (docs/covers.md "Ranking a team").
        groups.sort_by(|a, b| {
            let lead = |g: &Group| {
                let c = &candidates[g.members[0]];
                (Reverse(c.strength), &c.name)
            };
            lead(a).cmp(&lead(b)).then(a.members.cmp(&b.members))
        });
        let mut pinned: Vec<usize> = (groups.iter().enumerate())
            .filter(|(_, g)| g.members.iter().any(|c| pinned.contains(c)))
            .map(|(g, _)| g)
            .collect();
        pinned.sort_unstable();
        let uncoverable = (targets.iter().zip(&covered))
            .filter(|(_, covered)| !**covered)
            .map(|(&t, _)| t)
            .collect();
        TeamProblem {
            chart: chart.clone(),
            masked: vec![false; targets.len()],
            targets,
            hits,
            candidates,
            groups,
            pinned,
            uncoverable,
            moves: MOVES,
            safe: None,
            engine: None,
            spent: false,
        }
    }

    /// The chart the problem is on.
    pub fn chart(&self) -> &Chart {
        &self.chart
    }

    /// Plans for members of at most `moves` moves (at least one).
    pub fn set_moves(&mut self, moves: usize) {
        let moves = moves.max(1);
        if moves != self.moves {
            self.moves = moves;
            self.engine = None;
        }
    }

    /// Bounds the members weak to each attack type to resist: at most
    /// `most` of them take it at ×2 or ×4 (`--safe=N`); `None`: any.
    pub fn set_safe(&mut self, most: Option<usize>) {
        if most != self.safe {
            self.safe = most;
            self.engine = None;
        }
    }

    /// The same problem (items, masks, moves) with only the candidates
    /// `kept` (indices into [`Self::candidates`], in order), every team
    /// holding `pinned` (indices into `kept`): a search with some Pokémon
    /// left out.
    pub fn narrowed(&self, kept: &[usize], pinned: &[usize]) -> TeamProblem {
        let resist: Vec<Profile> = (self.targets.iter())
            .filter_map(|t| match t {
                Target::Resist(a) => Some(*a),
                Target::Hit(_) => None,
            })
            .collect();
        let hit: Vec<Profile> = (self.targets.iter())
            .filter_map(|t| match t {
                Target::Hit(h) => Some(*h),
                Target::Resist(_) => None,
            })
            .collect();
        let candidates = kept.iter().map(|&c| self.candidates[c].clone()).collect();
        let mut narrowed = TeamProblem::new(&self.chart, &resist, &hit, candidates, pinned);
        narrowed.masked = self.masked.clone();
        narrowed.moves = self.moves;
        narrowed.safe = self.safe;
        narrowed
    }

    /// The items, sorted: resist items first.
    pub fn targets(&self) -> &[Target] {
        &self.targets
    }

    /// The candidates, as given.
    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates
    }

    /// How many groups the search chooses from: the merged candidates that
    /// cover some unmasked item.
    pub fn num_options(&self) -> usize {
        let useful = |g: &&Group| {
            let lead = &self.candidates[g.members[0]];
            g.resists.iter().any(|&(i, _)| !self.masked[i as usize])
                || (attack_hits(&self.hits, lead, &self.masked).iter()).any(|a| !a.hits.is_empty())
        };
        self.groups.iter().filter(useful).count()
    }

    /// The items no candidate covers: while they are not masked, no team
    /// exists.
    pub fn uncoverable(&self) -> &[Target] {
        &self.uncoverable
    }

    /// Masks the [`Self::uncoverable`] items: searches then find the best
    /// teams for every other item.
    pub fn mask_uncoverable(&mut self) {
        for t in self.uncoverable.clone() {
            self.set_masked(t, true);
        }
    }

    /// Masks `target` (no team need cover it, and it counts in no rank) or
    /// unmasks it, as a planner does when gyms are toggled. Returns
    /// whether it is an item of the problem.
    pub fn set_masked(&mut self, target: Target, masked: bool) -> bool {
        let Ok(i) = self.targets.binary_search(&target) else {
            return false;
        };
        if self.masked[i] != masked {
            self.masked[i] = masked;
            self.engine = None;
        }
        true
    }

    /// Whether `target` is masked.
    pub fn is_masked(&self, target: Target) -> bool {
        (self.targets.binary_search(&target)).is_ok_and(|i| self.masked[i])
    }

    /// Prepares a search of teams of at most `max` members, every one
    /// holding the pinned candidates.
    pub fn request(&self, mode: Mode, max: usize) -> Result<Request, ProblemError> {
        crate::problem::fits("--with", self.pinned.len(), "Pokémon", max)?;
        Ok(Request {
            mode,
            max,
            progress: None,
            cancel: None,
        })
    }

    /// Whether every Pokémon has one choice of moves in a search in
    /// `mode`: then a team is found once, and counting every team costs
    /// what the engine's count costs; else each team is found once per
    /// choice of its members' moves that makes it, and a count walks them
    /// all.
    pub fn one_choice_each(&mut self, mode: Mode) -> bool {
        !self.engine(mode).several
    }

    /// When the search in `mode` keeps only each Pokémon's strongest
    /// choices of moves (too many to search them all: docs/covers.md
    /// "Moves"), how many it keeps.
    pub fn strongest_choices(&mut self, mode: Mode) -> Option<usize> {
        self.engine(mode).strongest
    }

    /// Whether the last [`Self::top`] stopped at its budget of nodes
    /// (`moves::NODES`: a search of many choices of moves can walk for
    /// minutes): its teams are then the best it found, not proven the best
    /// (docs/covers.md "Moves").
    pub fn stopped_early(&self) -> bool {
        self.spent
    }

    /// How many teams there are: sets of Pokémon, whatever their moves.
    pub fn count(&mut self, request: &Request) -> u64 {
        let query = self.query(request);
        let engine = self.engine(request.mode);
        if !engine.several {
            return engine.links.count(&query);
        }
        let mut teams: HashSet<Vec<u32>> = HashSet::new();
        let names = option_names(&engine.links);
        let choices = &engine.choices;
        engine.links.visit(&query, |c| {
            let options: Vec<u32> = c.options.iter().map(|&k| names[k as usize]).collect();
            teams.insert(team_key(&options, choices));
            ControlFlow::Continue(())
        });
        teams.len() as u64
    }

    /// The `limit` best teams, best first, and how many there are in all.
    pub fn ranked(&mut self, request: &Request, limit: usize) -> (Vec<Lineup>, u64) {
        let (listing, total) = self.listing(request, limit);
        let teams = (0..listing.len()).map(|i| self.lineup_in(&listing, i));
        (teams.collect(), total)
    }

    /// [`Self::ranked`] without making the teams: the `limit` best as
    /// the search's covers, a few dozen bytes each where a team takes
    /// kilobytes, made one at a time by [`Self::lineup_in`] as they are
    /// shown — so that a listing of 200,000 teams is not held whole.
    pub fn listing(&mut self, request: &Request, limit: usize) -> (Listing, u64) {
        let query = self.query(request);
        let engine = self.engine(request.mode);
        if !engine.several {
            let ranked = engine.links.all(&query, limit);
            let covers = ranked
                .covers
                .iter()
                .map(|c| named(&engine.links, c))
                .collect();
            return (Listing { covers }, ranked.total);
        }
        // A team of Pokémon once, with its best moves: the cheapest of its
        // covers, the first in the engine's order among equals.
        let mut best: HashMap<Vec<u32>, Cover> = HashMap::new();
        let names = option_names(&engine.links);
        let choices = &engine.choices;
        engine.links.visit(&query, |c| {
            let mut options: Vec<u32> = c.options.iter().map(|&k| names[k as usize]).collect();
            options.sort_unstable();
            let cover = Cover::new(c.cost, options);
            let key = team_key(&cover.options, choices);
            match best.get_mut(&key) {
                Some(b) if before(&cover, b) => *b = cover,
                Some(_) => {}
                None => {
                    best.insert(key, cover);
                }
            }
            ControlFlow::Continue(())
        });
        let total = best.len() as u64;
        // Sorted by the order of teams, each made only for its key.
        let mut keyed: Vec<(OrderKey, Cover)> = (best.into_values())
            .map(|c| (self.order_key(&self.lineup_of(&c)), c))
            .collect();
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        keyed.truncate(limit);
        let covers = keyed.into_iter().map(|(_, c)| c).collect();
        (Listing { covers }, total)
    }

    /// Team `i` of `listing`, made.
    pub fn lineup_in(&self, listing: &Listing, i: usize) -> Lineup {
        self.lineup_of(&listing.covers[i])
    }

    /// What [`Self::order`] compares, as a value.
    fn order_key(&self, t: &Lineup) -> OrderKey {
        (Reverse(t.rank), t.weak, t.slots.len(), members_key(t))
    }

    /// The `k` best teams, best first, found with pruning (no total).
    pub fn top(&mut self, request: &Request, k: usize) -> Vec<Lineup> {
        let budget = Arc::new(AtomicI64::new(moves::NODES));
        let query = self.query(request).budget(budget);
        let engine = self.engine(request.mode);
        if !engine.several {
            let covers = engine.links.top_k(&query, k);
            self.spent = query.spent();
            return covers.iter().map(|c| self.lineup(c)).collect();
        }
        // One search keeps each team's best cover, pruned by the `k`-th
        // best team: a team's best cover is its best moves.
        let engine = self.engine.as_mut().expect("built above");
        let covers = engine.links.top_k_kinds(&query, k, &engine.kinds);
        let covers: Vec<Cover> = covers.iter().map(|c| named(&engine.links, c)).collect();
        self.spent = query.spent();
        covers.iter().map(|c| self.lineup_of(c)).collect()
    }

    /// A team the player names (indices into [`Self::candidates`], one slot
    /// each), held against the unmasked items with the moves that rank it
    /// best (each member at most the moves, each single-copy TM as often
    /// as it is had): its slots and ranks, and the items no member covers
    /// (their values count nowhere).
    pub fn hold(&mut self, members: &[usize]) -> (Lineup, Vec<Target>) {
        self.engine(Mode::Overlapping);
        let this = &*self;
        this.hold_built(members)
    }

    /// [`Self::hold`] on links built for an overlapping search.
    fn hold_built(&self, members: &[usize]) -> (Lineup, Vec<Target>) {
        let groups: Vec<usize> = (members.iter())
            .map(|&c| {
                (self.groups.iter())
                    .position(|g| g.members.contains(&c))
                    .expect("a member is a candidate")
            })
            .collect();
        let engine = self.engine.as_ref().expect("built");
        let options: Vec<&[usize]> = groups.iter().map(|&g| &engine.of_group[g][..]).collect();
        let limits = engine.limits.clone();
        let position = |choice: usize| engine.links.find_option(&(choice as u32));
        // Every way to give the members their moves, while there are few;
        // else each member in turn its best given those before.
        let ways: usize = (options.iter())
            .map(|o| o.len().max(1))
            .try_fold(1usize, |a, n| a.checked_mul(n))
            .unwrap_or(usize::MAX);
        let mut best: Option<(Lineup, Vec<Target>)> = None;
        let mut pick = vec![0usize; members.len()];
        let keeps = |pick: &[usize]| {
            let positions: Vec<usize> = (pick.iter().zip(&options))
                .filter_map(|(&p, o)| o.get(p).and_then(|&c| position(c)))
                .collect();
            limits.kept(&positions)
        };
        let judge_pick = |pick: &[usize]| {
            let slots = (members.iter().zip(&groups).zip(pick.iter().zip(&options)))
                .map(|((&c, &g), (&p, o))| (vec![c], g, o.get(p).copied()))
                .collect();
            self.judge(slots)
        };
        let better = |a: &(Lineup, Vec<Target>), b: &Option<(Lineup, Vec<Target>)>| {
            b.as_ref().is_none_or(|b| {
                (a.1.len(), std::cmp::Reverse(a.0.rank)) < (b.1.len(), std::cmp::Reverse(b.0.rank))
            })
        };
        if ways <= 20_000 {
            loop {
                if keeps(&pick) {
                    let held = judge_pick(&pick);
                    if better(&held, &best) {
                        best = Some(held);
                    }
                }
                // The next way, the last member's choice fastest.
                let Some(m) = (0..members.len())
                    .rev()
                    .find(|&m| pick[m] + 1 < options[m].len())
                else {
                    break;
                };
                pick[m] += 1;
                pick[m + 1..].fill(0);
            }
        } else {
            for m in 0..members.len() {
                let mut chosen = 0;
                let mut at: Option<(Lineup, Vec<Target>)> = None;
                for p in 0..options[m].len() {
                    pick[m] = p;
                    if !keeps(&pick[..=m]) {
                        continue;
                    }
                    let held = judge_pick(&pick);
                    if better(&held, &at) {
                        (chosen, at) = (p, Some(held));
                    }
                }
                pick[m] = chosen;
            }
            best = Some(judge_pick(&pick));
        }
        best.unwrap_or_else(|| judge_pick(&pick))
    }

    /// What the Pokémon at `k` of `slot` makes of `target`, covering it or
    /// not: the multiplier it takes (resist), or the best its moves deal
    /// (hit; `None` when it has no attack of the chart's). A check's matrix.
    pub fn exchange(&self, slot: &Slot, k: usize, target: Target) -> Option<Multiplier> {
        let candidate = &self.candidates[slot.pokemon[k]];
        match target {
            Target::Resist(_) => exchanged(&self.chart, candidate, target),
            Target::Hit(typing) => (slot.moves[k].iter())
                .filter_map(|&a| {
                    matchup::multiplier(
                        &self.chart,
                        candidate.attack(&candidate.attacks[a]),
                        typing,
                    )
                })
                .max(),
        }
    }

    /// The order of teams (docs/covers.md "Ranking a team"): higher rank
    /// first, then fewer weaknesses, then fewer members, then the stronger
    /// members: their groups in order (leads fully evolved first, then by
    /// base stat total, then names; for one Pokémon, the choice of moves
    /// found first) — the order every search returns its teams in, for
    /// merging the teams of several searches of this problem's candidates.
    pub fn order(&self, a: &Lineup, b: &Lineup) -> std::cmp::Ordering {
        (b.rank.cmp(&a.rank))
            .then(a.weak.cmp(&b.weak))
            .then(a.slots.len().cmp(&b.slots.len()))
            .then_with(|| members_key(a).cmp(&members_key(b)))
    }

    /// The moves the Pokémon at `k` of `slot` plays with, each with the
    /// unmasked hit items it hits best of them, in the Pokémon's order of
    /// attacks; a move that hits nothing best is not named.
    pub fn moves(&self, slot: &Slot, k: usize) -> Vec<(&Attack, Vec<Profile>)> {
        let candidate = &self.candidates[slot.pokemon[k]];
        let mut out: Vec<(usize, Vec<Profile>)> = Vec::new();
        for (i, &target) in self.targets.iter().enumerate() {
            let Target::Hit(typing) = target else {
                continue;
            };
            if self.masked[i] {
                continue;
            }
            let Some(best) = covering_hit(&self.chart, candidate, &slot.moves[k], typing) else {
                continue;
            };
            match out.iter_mut().find(|(a, _)| *a == best) {
                Some((_, hit)) => hit.push(typing),
                None => out.push((best, vec![typing])),
            }
        }
        out.sort_by_key(|(a, _)| *a);
        (out.into_iter())
            .map(|(a, hit)| (&candidate.attacks[a], hit))
            .collect()
    }

    /// The engine's query for `request`, on the links of its mode: its
    /// limits, and no more options than the links hold.
    fn query(&mut self, request: &Request) -> Query {
        let engine = self.engine(request.mode);
        let most = request.max.min(engine.links.num_options());
        let mut query = Query::new(request.mode, most)
            .limits(engine.limits.clone())
            .fees(engine.fees.clone());
        query.cancel = request.cancel.clone();
        match &request.progress {
            Some(counter) => query.progress(counter.clone()),
            None => query,
        }
    }

    /// The links for a search in `mode` over the unmasked items, built
    /// unless the last search's still hold.
    ///
    /// Not every item need be in them. An item X that every option covering
    /// some other item Y covers too is covered by every cover (whoever
    /// covers Y covers X), and it changes no member's minimality (a member
    /// alone in covering X is alone in covering Y): the minimal covers are
    /// the same without it. If, besides, every option covering X gives it
    /// the same value, X adds the same to every team's rank, and the links
    /// leave it out. Exact covers need X's options to be exactly Y's, so
    /// that Y covered once means X covered once. On a region map this
    /// leaves out most typings to hit, which share their weaknesses.
    fn engine(&mut self, mode: Mode) -> &mut Engine {
        if self.engine.as_ref().is_some_and(|e| e.mode == mode) {
            return self.engine.as_mut().expect("checked");
        }
        let classes: Vec<Vec<moves::Class>> = (self.groups.iter())
            .map(|group| {
                let lead = &self.candidates[group.members[0]];
                moves::classes(attack_hits(&self.hits, lead, &self.masked))
            })
            .collect();
        let mut sets: Vec<Vec<Vec<usize>>> = (classes.iter())
            .map(|cls| moves::choices(cls, self.moves))
            .collect();
        let sizes: Vec<usize> = sets.iter().map(Vec::len).collect();
        let strongest = moves::cap(&sizes, moves::OPTIONS);
        if let Some(n) = strongest {
            for (set, cls) in sets.iter_mut().zip(&classes) {
                moves::keep_strongest(cls, set, n);
            }
        }
        let mut choices: Vec<Choice> = Vec::new();
        let mut of_group = Vec::with_capacity(self.groups.len());
        for (g, (group, sets)) in self.groups.iter().zip(sets).enumerate() {
            let resists: Vec<(u32, Multiplier)> = (group.resists.iter())
                .filter(|&&(i, _)| !self.masked[i as usize])
                .copied()
                .collect();
            let mut mine = Vec::new();
            for set in sets {
                let mut covers = resists.clone();
                covers.extend(moves::hits(&classes[g], &set));
                covers.sort_unstable();
                mine.push(choices.len());
                choices.push(Choice {
                    group: g,
                    classes: set,
                    covers,
                });
            }
            of_group.push(mine);
        }
        let n = self.targets.len();
        let words = choices.len().div_ceil(64);
        let mut holders = vec![vec![0u64; words]; n];
        let mut values: Vec<Option<Multiplier>> = vec![None; n];
        let mut constant: Vec<bool> = vec![true; n];
        for (o, choice) in choices.iter().enumerate() {
            for &(i, m) in &choice.covers {
                let i = i as usize;
                holders[i][o / 64] |= 1 << (o % 64);
                constant[i] &= values[i].is_none_or(|v| v == m);
                values[i] = Some(m);
            }
        }
        let count = |h: &[u64]| h.iter().map(|w| w.count_ones()).sum::<u32>();
        let mut order: Vec<usize> = (0..n).filter(|&i| !self.masked[i]).collect();
        order.sort_by_key(|&i| (count(&holders[i]), i));
        let implies = |y: usize, x: usize| match mode {
            Mode::Overlapping => (holders[y].iter().zip(&holders[x])).all(|(y, x)| y & !x == 0),
            Mode::Exact => holders[y] == holders[x],
        };
        let (mut kept, mut dropped_cost) = (Vec::new(), 0u32);
        for i in order {
            let implied = kept.iter().any(|&y| implies(y, i));
            match values[i] {
                Some(m) if constant[i] && implied => {
                    dropped_cost += u32::from(cost(self.targets[i], m));
                }
                _ => kept.push(i),
            }
        }
        kept.sort_unstable();
        // A pinned Pokémon is an item of its own, covered by each choice of
        // its moves and by nothing else: every team holds it, and it is
        // never spare.
        let pin = |g: usize| (self.pinned.binary_search(&g)).ok().map(|p| (n + p) as u32);
        let options = (choices.iter().enumerate())
            .filter_map(|(o, choice)| {
                let mut covers: Vec<(u32, u8)> = (choice.covers.iter())
                    .filter(|&&(i, _)| kept.binary_search(&(i as usize)).is_ok())
                    .map(|&(i, m)| (i, cost(self.targets[i as usize], m)))
                    .collect();
                covers.extend(pin(choice.group).map(|i| (i, 0)));
                (!covers.is_empty()).then_some((o as u32, covers))
            })
            .collect();
        let items = (kept.iter().map(|&i| i as u32))
            .chain((0..self.pinned.len()).map(|p| (n + p) as u32))
            .collect();
        let links = Links::new(items, options).expect("items and options are numbered once each");
        // Each Pokémon of a group once; each single-copy TM as often as
        // it is had.
        let position = |o: usize| links.find_option(&(o as u32));
        let mut limits = Vec::new();
        let mut several = false;
        for (g, mine) in of_group.iter().enumerate() {
            let positions: Vec<usize> = mine.iter().filter_map(|&o| position(o)).collect();
            several |= positions.len() > 1;
            if positions.len() > self.groups[g].members.len() {
                limits.push((positions, self.groups[g].members.len()));
            }
        }
        let mut machines: BTreeMap<&Machine, Vec<usize>> = BTreeMap::new();
        for (o, choice) in choices.iter().enumerate() {
            let Some(k) = position(o) else {
                continue;
            };
            for &c in &choice.classes {
                if let Some(m) = &classes[choice.group][c].machine {
                    machines.entry(m).or_default().push(k);
                }
            }
        }
        for (m, positions) in machines {
            limits.push((positions, usize::from(m.copies)));
        }
        // One Pokémon of each choice of gifts: the options whose every
        // Pokémon is had only through it (a group that mixes in others
        // may play one of those).
        let mut chosen: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (o, choice) in choices.iter().enumerate() {
            let members = &self.groups[choice.group].members;
            let mut of = members.iter().map(|&c| self.candidates[c].choice);
            if let Some(Some(g)) = of.next()
                && of.all(|other| other == Some(g))
                && let Some(k) = position(o)
            {
                chosen.entry(g).or_default().push(k);
            }
        }
        for (_, positions) in chosen {
            if positions.len() > 1 {
                limits.push((positions, 1));
            }
        }
        // `--safe=N`: per attack type to resist, the members it hits hard.
        if let Some(most) = self.safe {
            for (i, &target) in self.targets.iter().enumerate() {
                let Target::Resist(attack) = target else {
                    continue;
                };
                if self.masked[i] {
                    continue;
                }
                let weak: Vec<usize> = (choices.iter().enumerate())
                    .filter(|(_, c)| {
                        let g = &self.groups[c.group];
                        matchup::multiplier(&self.chart, attack, Profile::new(g.typing, g.ability))
                            .is_some_and(|m| m >= Multiplier::Double)
                    })
                    .filter_map(|(o, _)| position(o))
                    .collect();
                limits.push((weak, most));
            }
        }
        let limits = Arc::new(Limits::new(links.num_options(), limits));
        let kinds = (0..links.num_options())
            .map(|k| choices[links.option_name(k) as usize].group as u32)
            .collect();
        let resisted: Vec<Profile> = (self.targets.iter().enumerate())
            .filter(|&(i, _)| !self.masked[i])
            .filter_map(|(_, t)| match *t {
                Target::Resist(a) => Some(a),
                Target::Hit(_) => None,
            })
            .collect();
        let weak: Vec<u32> = (self.groups.iter())
            .map(|g| {
                let member = Profile::new(g.typing, g.ability);
                crate::weak::weaknesses(&self.chart, &resisted, &[member])
            })
            .collect();
        let fees = (0..links.num_options())
            .map(|k| weak[choices[links.option_name(k) as usize].group] as u8)
            .collect();
        self.engine.insert(Engine {
            mode,
            links,
            constant: dropped_cost,
            classes,
            hits: vec![OnceLock::new(); self.candidates.len()],
            choices,
            of_group,
            limits,
            kinds,
            weak,
            fees,
            several,
            strongest,
        })
    }

    /// The team of the cover `c` as the engine reports it (options by
    /// position).
    fn lineup(&self, c: &Cover) -> Lineup {
        let engine = self.engine.as_ref().expect("a search built the links");
        self.lineup_of(&named(&engine.links, c))
    }

    /// The team of the cover `c` whose options are choices (by number).
    fn lineup_of(&self, c: &Cover) -> Lineup {
        let engine = self.engine.as_ref().expect("a search built the links");
        let mut slots: Vec<(usize, Option<usize>)> = (c.options.iter())
            .map(|&o| (engine.choices[o as usize].group, Some(o as usize)))
            .collect();
        // Shown by their leads' names, whatever order ranks them.
        slots.sort_unstable_by_key(|&(g, o)| {
            (&self.candidates[self.groups[g].members[0]].name, g, o)
        });
        let slots = (slots.into_iter())
            .map(|(g, o)| (self.groups[g].members.clone(), g, o))
            .collect();
        let (lineup, _) = self.judge(slots);
        let (cost, weak) = crate::search::unkeyed(c.cost, &engine.fees);
        debug_assert_eq!(lineup.rank, self.rank_of_cost(cost + engine.constant));
        debug_assert_eq!(lineup.weak, weak);
        lineup
    }

    /// The rank of a team whose items cost `cost` in all: every unmasked
    /// item adds its best value, and its cost is that value shifted to 0 at
    /// the best.
    fn rank_of_cost(&self, cost: u32) -> i32 {
        let (mut resist, mut hit) = (0i32, 0i32);
        for (i, t) in self.targets.iter().enumerate() {
            match t {
                _ if self.masked[i] => {}
                Target::Resist(_) => resist += 1,
                Target::Hit(_) => hit += 1,
            }
        }
        i32::from(BEST_ATTACK) * hit - i32::from(BEST_DEFENSE) * resist - cost as i32
    }

    /// The lineup of `slots` (Pokémon, their group, and the choice of
    /// moves they play with, if any), and the unmasked items none covers.
    fn judge(&self, slots: Vec<(Vec<usize>, usize, Option<usize>)>) -> (Lineup, Vec<Target>) {
        let engine = self.engine.as_ref().expect("a search built the links");
        let mut best: Vec<Option<Multiplier>> = vec![None; self.targets.len()];
        let mut out = Vec::with_capacity(slots.len());
        let mut weak = 0;
        for (pokemon, g, o) in slots {
            weak += engine.weak[g];
            let group = &self.groups[g];
            let covers: &[(u32, Multiplier)] = match o {
                Some(o) => &engine.choices[o].covers,
                None => &group.resists,
            };
            let mut shown = Vec::with_capacity(covers.len());
            for &(i, m) in covers {
                let i = i as usize;
                if self.masked[i] {
                    continue;
                }
                let target = self.targets[i];
                shown.push((target, m));
                best[i] = Some(match (best[i], target) {
                    (None, _) => m,
                    (Some(b), Target::Resist(_)) => b.min(m),
                    (Some(b), Target::Hit(_)) => b.max(m),
                });
            }
            let chosen: &[usize] = o.map_or(&[], |o| &engine.choices[o].classes);
            let moves = (pokemon.iter())
                .map(|&c| self.attacks_of(c, &engine.classes[g], chosen))
                .collect();
            out.push(Slot {
                pokemon,
                typing: group.typing,
                ability: group.ability,
                covers: shown,
                moves,
                group: g,
                option: o.map(|o| o as u32),
            });
        }
        let (mut attack, mut defense, mut uncovered) = (0, 0, Vec::new());
        for (i, &target) in self.targets.iter().enumerate() {
            if self.masked[i] {
                continue;
            }
            let value = best[i].and_then(|m| target.kind().value(m));
            match (value, target) {
                (None, _) => uncovered.push(target),
                (Some(v), Target::Resist(_)) => defense += u32::from(v),
                (Some(v), Target::Hit(_)) => attack += u32::from(v),
            }
        }
        let lineup = Lineup {
            rank: attack as i32 - defense as i32,
            attack,
            defense,
            weak,
            slots: out,
        };
        (lineup, uncovered)
    }

    /// The attacks candidate `c` plays with the `chosen` classes (of its
    /// group's `classes`): its first attack of each, and while it has room,
    /// its next attacks that change nothing it covers and use up no TM (a
    /// member knows four moves whether or not they cover), in its order.
    fn attacks_of(&self, c: usize, classes: &[moves::Class], chosen: &[usize]) -> Vec<usize> {
        let engine = self.engine.as_ref().expect("a search built the links");
        let attacks = engine.hits[c]
            .get_or_init(|| attack_hits(&self.hits, &self.candidates[c], &self.masked));
        let mut out: Vec<usize> = (chosen.iter())
            .filter_map(|&k| attacks.iter().position(|a| *a == classes[k]))
            .collect();
        let hits = moves::hits(classes, chosen);
        let adds_nothing = |class: &moves::Class| {
            (class.hits.iter()).all(|&(i, m)| hits.iter().any(|&(j, n)| j == i && n >= m))
        };
        for (a, class) in attacks.iter().enumerate() {
            if out.len() >= self.moves {
                break;
            }
            if class.machine.is_none() && adds_nothing(class) && !out.contains(&a) {
                out.push(a);
            }
        }
        out.sort_unstable();
        out
    }
}

/// Each attack of `candidate`: the unmasked hit items it hits at ×2 or
/// more, and its single-copy TM.
fn attack_hits(table: &HitTable, candidate: &Candidate, masked: &[bool]) -> Vec<moves::Class> {
    (candidate.attacks.iter())
        .map(|attack| moves::Class {
            hits: (table.get(&candidate.attack(attack)).into_iter().flatten())
                .filter(|&&(i, _)| !masked[i as usize])
                .copied()
                .collect(),
            machine: attack.machine.clone(),
        })
        .collect()
}

/// The hit items (masked or not) each attack hits at ×2 or more, by the
/// attack as it matches up (its type, with its user's ability where that
/// acts on it), in the items' order: hundreds of candidates' attacks are a
/// few dozen of these, each matched up once.
type HitTable = FxHashMap<Profile, Vec<(u32, Multiplier)>>;

fn hit_table(chart: &Chart, candidates: &[Candidate], targets: &[Target]) -> HitTable {
    let mut table = HitTable::default();
    for candidate in candidates {
        for attack in &candidate.attacks {
            let profile = candidate.attack(attack);
            table.entry(profile).or_insert_with(|| {
                (targets.iter().enumerate())
                    .filter_map(|(i, &t)| {
                        let Target::Hit(typing) = t else {
                            return None;
                        };
                        let m = matchup::multiplier(chart, profile, typing)?;
                        (m >= Multiplier::Double).then_some((i as u32, m))
                    })
                    .collect()
            });
        }
    }
    table
}

/// The cover `c` with its options named (choice numbers), sorted.
fn named(links: &Links<u32>, c: &Cover) -> Cover {
    let mut options: Vec<u32> = (c.options.iter())
        .map(|&k| links.option_name(k as usize))
        .collect();
    options.sort_unstable();
    Cover::new(c.cost, options)
}

/// The order of teams as a value: rank (higher first), fewer weaknesses,
/// fewer members, then the members' groups and options ([`members_key`]).
type OrderKey = (Reverse<i32>, u32, usize, Vec<(usize, Option<u32>)>);

/// A team's members as the order of teams compares them: each slot's group
/// (numbered by the leads' strength, then names) and option, sorted, as the
/// engine compares a cover's options.
fn members_key(t: &Lineup) -> Vec<(usize, Option<u32>)> {
    let mut key: Vec<(usize, Option<u32>)> = t.slots.iter().map(|s| (s.group, s.option)).collect();
    key.sort_unstable();
    key
}

/// Ranked teams not yet made ([`TeamProblem::listing`]): each the search's
/// cover, its options by choice number.
#[derive(Clone, Debug, Default)]
pub struct Listing {
    covers: Vec<Cover>,
}

impl Listing {
    /// How many teams it holds.
    pub fn len(&self) -> usize {
        self.covers.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.covers.is_empty()
    }
}

/// The name (choice number) of each option of `links`, by position.
fn option_names(links: &Links<u32>) -> Vec<u32> {
    (0..links.num_options())
        .map(|k| links.option_name(k))
        .collect()
}

/// The Pokémon of a team whatever their moves: its groups, sorted.
fn team_key(options: &[u32], choices: &[Choice]) -> Vec<u32> {
    let mut key: Vec<u32> = (options.iter())
        .map(|&o| choices[o as usize].group as u32)
        .collect();
    key.sort_unstable();
    key
}

/// Whether cover `a` comes before `b` in the engine's order: cheaper,
/// then fewer options, then the options compared in order.
fn before(a: &Cover, b: &Cover) -> bool {
    (a.cost, a.options.len(), &a.options) < (b.cost, b.options.len(), &b.options)
}

/// The best value on each side: ×0 taken, ×4 dealt (docs/covers.md "The
/// two problems").
const BEST_DEFENSE: u8 = 1;
const BEST_ATTACK: u8 = 6;

/// The engine's cost of covering `target` at multiplier `m`: its value
/// shifted so that the best is 0 and lower is better on both sides. Each
/// item's shift is the same for every team, so the sum of costs orders
/// teams as the attack rank minus the defense rank does, and the costs
/// stay within 0 to 2, which the overlapping search prices on bit planes.
fn cost(target: Target, m: Multiplier) -> u8 {
    let value = target
        .kind()
        .value(m)
        .expect("a cover's multiplier has a value");
    match target {
        Target::Resist(_) => value - BEST_DEFENSE,
        Target::Hit(_) => BEST_ATTACK - value,
    }
}

/// The multiplier `candidate` takes from (resist) or deals at best (hit)
/// `target`, if it covers it.
fn covering(chart: &Chart, candidate: &Candidate, target: Target) -> Option<Multiplier> {
    exchanged(chart, candidate, target).filter(|&m| target.kind().value(m).is_some())
}

/// The multiplier `candidate` takes from `target` (resist), or the best
/// its attacks deal to it (hit; `None` without attacks), covering or not.
fn exchanged(chart: &Chart, candidate: &Candidate, target: Target) -> Option<Multiplier> {
    match target {
        Target::Resist(a) => matchup::multiplier(chart, a, candidate.profile()),
        Target::Hit(typing) => (candidate.attacks.iter())
            .filter_map(|a| matchup::multiplier(chart, candidate.attack(a), typing))
            .max(),
    }
}

/// The first of `candidate`'s attacks among `moves` that hits `typing`
/// hardest, at ×2 or more, if any does.
fn covering_hit(
    chart: &Chart,
    candidate: &Candidate,
    moves: &[usize],
    typing: Profile,
) -> Option<usize> {
    let mut best: Option<(usize, Multiplier)> = None;
    for &a in moves {
        let attack = &candidate.attacks[a];
        let Some(m) = matchup::multiplier(chart, candidate.attack(attack), typing) else {
            continue;
        };
        if m >= Multiplier::Double && best.is_none_or(|(_, b)| m > b) {
            best = Some((a, m));
        }
    }
    best.map(|(a, _)| a)
}
