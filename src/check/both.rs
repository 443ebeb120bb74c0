//! The team check on both sides (docs/check.md "Both sides"): a team of
//! Pokémon held against the attack types and the typings of the selected
//! gyms at once — the question `pokelinks team` answers.
//!
//! The team problem ([`TeamProblem`]) says what each member covers, ranks
//! the team ([`TeamProblem::hold`]) and finds its completions: a finish is
//! the team search with the members pinned, a repair the same search with
//! one member (else two) dropped. Nothing here searches or ranks on its
//! own; this module only lays out the matrix and merges repairs.

use crate::data::{Gym, Multiplier};
use crate::problem::{Kind, ProblemError, items_of};
use crate::profile::Profile;
use crate::team::{Lineup, Request, Slot, Target, TeamProblem};
use crate::typing::Typing;
use crate::weak::weaknesses;

use super::subsets;

/// One row of the matrix: an item (an attack type to resist or a typing to
/// hit) and what each member makes of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BothRow {
    /// The item.
    pub target: Target,
    /// For each member, in the team's order: the multiplier it takes
    /// (resist) or the best its attacks deal (hit; `None`: no attack).
    pub cells: Vec<Option<Multiplier>>,
    /// The members that cover it (positions in the team), in order.
    pub by: Vec<usize>,
}

/// One selected gym and what of it the team leaves uncovered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BothVerdict {
    /// The gym's id.
    pub gym: String,
    /// Its attack types no member resists, sorted.
    pub resist: Vec<Profile>,
    /// Its typings no member hits super-effectively, sorted.
    pub hit: Vec<Profile>,
}

impl BothVerdict {
    /// Whether the team covers every item of the gym on both sides.
    pub fn covered(&self) -> bool {
        self.resist.is_empty() && self.hit.is_empty()
    }
}

/// A team of Pokémon held against the gyms on both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Both {
    /// The members: indices into the problem's candidates, as given.
    pub members: Vec<usize>,
    /// The team as the team search ranks it, one slot per member in the
    /// team's order: its rank counts the items it covers.
    pub held: Lineup,
    /// One row per unmasked item of the problem, resist items first.
    pub rows: Vec<BothRow>,
    /// One verdict per selected gym, in map order.
    pub verdicts: Vec<BothVerdict>,
    /// The unmasked items no member covers, sorted.
    pub uncovered: Vec<Target>,
    /// Hits the members take at ×2 or ×4 from the attack types to resist.
    pub weak: u32,
}

/// A repaired team: a team of the search with some members dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repaired {
    /// The team, its Pokémon as indices into the check's problem.
    pub team: Lineup,
    /// The members it drops: positions in the team.
    pub out: Vec<usize>,
    /// Its weaknesses, as [`Both::weak`] counts them.
    pub weak: u32,
}

/// What a check on both sides suggests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BothCompletion {
    /// The team covers every unmasked item: nothing to add.
    Covered,
    /// No team covers the items: nothing the player can have covers these.
    Uncoverable(Vec<Target>),
    /// The best teams of the team search with every member pinned, each
    /// with its weaknesses; empty: none within `--max`.
    Finish(Vec<(Lineup, u32)>),
    /// The best teams that drop `swaps` members (1, else 2) and keep the
    /// rest, those that take no more hits than the team first.
    Repair {
        /// How many members each repair drops.
        swaps: usize,
        /// The repairs, best first.
        repairs: Vec<Repaired>,
    },
}

impl Both {
    /// Holds `members` (indices into `problem`'s candidates, each pinned)
    /// against `gyms` on both sides: the rows are the problem's unmasked
    /// items, `resist` the attack types the weaknesses count.
    pub fn new(
        problem: &mut TeamProblem,
        members: &[usize],
        gyms: &[&Gym],
        resist: &[Profile],
    ) -> Both {
        let (held, uncovered) = problem.hold(members);
        let rows = (problem.targets().iter())
            .filter(|&&t| !problem.is_masked(t))
            .map(|&target| BothRow {
                target,
                cells: (held.slots.iter())
                    .map(|slot| problem.exchange(slot, 0, target))
                    .collect(),
                by: (held.slots.iter().enumerate())
                    .filter(|(_, s)| s.covers.iter().any(|&(t, _)| t == target))
                    .map(|(k, _)| k)
                    .collect(),
            })
            .collect();
        let left = |t: Target| uncovered.contains(&t);
        let verdicts = (gyms.iter())
            .map(|gym| {
                let chart = problem.chart();
                let mut resist = items_of(chart, Kind::Defense, &[gym]);
                resist.retain(|&a| left(Target::Resist(a)));
                let mut hit = items_of(chart, Kind::Attack, &[gym]);
                hit.retain(|&t| left(Target::Hit(t)));
                BothVerdict {
                    gym: gym.id.clone(),
                    resist,
                    hit,
                }
            })
            .collect();
        let profiles: Vec<Profile> = held.slots.iter().map(Slot::profile).collect();
        let weak = weaknesses(problem.chart(), resist, &profiles);
        Both {
            members: members.to_vec(),
            held,
            rows,
            verdicts,
            uncovered,
            weak,
        }
    }

    /// Whether the team covers every row.
    pub fn covered(&self) -> bool {
        self.uncovered.is_empty()
    }

    /// How to finish the team, on `problem` (the check's, its uncoverable
    /// items masked if they are set aside): nothing when it covers every
    /// unmasked item; while it has free slots, the `top` best teams of the
    /// team search holding every member; when it is full, or no such team
    /// exists, the `top` best that drop one member and keep the others
    /// (then, if none, two), the dropped members' typings left out so that
    /// a repair is another team, as a check of one side repairs.
    pub fn complete(
        &self,
        problem: &mut TeamProblem,
        request: &Request,
        top: usize,
    ) -> Result<BothCompletion, ProblemError> {
        let unmasked = |t: &&Target| !problem.is_masked(**t);
        if self.uncovered.iter().filter(unmasked).count() == 0 {
            return Ok(BothCompletion::Covered);
        }
        let uncoverable: Vec<Target> = problem
            .uncoverable()
            .iter()
            .filter(unmasked)
            .copied()
            .collect();
        if !uncoverable.is_empty() {
            return Ok(BothCompletion::Uncoverable(uncoverable));
        }
        let chart = problem.chart().clone();
        let resist: Vec<Profile> = (problem.targets().iter())
            .filter(|t| matches!(t, Target::Resist(_)))
            .map(|t| t.profile())
            .collect();
        let weak = |team: &Lineup| {
            let profiles: Vec<Profile> = team.slots.iter().map(Slot::profile).collect();
            weaknesses(&chart, &resist, &profiles)
        };
        if self.members.len() < request.max {
            let teams = problem.top(request, top);
            if !teams.is_empty() {
                let teams = teams.into_iter().map(|t| {
                    let w = weak(&t);
                    (t, w)
                });
                return Ok(BothCompletion::Finish(teams.collect()));
            }
        }
        let most = 2.min(self.members.len());
        for swaps in 1..=most {
            let mut repairs = Vec::new();
            for out in subsets(self.members.len(), swaps) {
                for team in self.repairs(problem, request, &out, top)? {
                    let weak = weak(&team);
                    repairs.push(Repaired {
                        team,
                        out: out.clone(),
                        weak,
                    });
                }
            }
            if !repairs.is_empty() {
                repairs.sort_by(|a, b| problem.order(&a.team, &b.team));
                // A repair that takes more hits than the team is a poor
                // trade: those come last, each group in the team order.
                repairs.sort_by_key(|r| r.weak > self.weak);
                repairs.truncate(top);
                return Ok(BothCompletion::Repair { swaps, repairs });
            }
        }
        Ok(BothCompletion::Repair {
            swaps: most,
            repairs: Vec::new(),
        })
    }

    /// The `top` best teams of the team search holding every member but
    /// those at positions `out`, without the Pokémon of their typings (but
    /// a kept member's): the same problem's candidates, fewer of them, the
    /// same masks; the teams' Pokémon as indices into `problem`.
    fn repairs(
        &self,
        problem: &TeamProblem,
        request: &Request,
        out: &[usize],
        top: usize,
    ) -> Result<Vec<Lineup>, ProblemError> {
        let candidates = problem.candidates();
        let kept: Vec<usize> = (self.members.iter().enumerate())
            .filter(|(k, _)| !out.contains(k))
            .map(|(_, &c)| c)
            .collect();
        let kept_typings: Vec<Typing> = kept.iter().map(|&c| candidates[c].typing).collect();
        let dropped: Vec<Typing> = (out.iter())
            .map(|&k| candidates[self.members[k]].typing)
            .filter(|t| !kept_typings.contains(t))
            .collect();
        // Old indices of the candidates left, in order.
        let left: Vec<usize> = (0..candidates.len())
            .filter(|&c| kept.contains(&c) || !dropped.contains(&candidates[c].typing))
            .filter(|&c| !out.iter().any(|&k| self.members[k] == c))
            .collect();
        let pinned: Vec<usize> = (left.iter().enumerate())
            .filter(|(_, c)| kept.contains(c))
            .map(|(i, _)| i)
            .collect();
        let mut sub = problem.narrowed(&left, &pinned);
        let request = sub.request(request.mode, request.max)?;
        let mut teams = sub.top(&request, top);
        for slot in teams.iter_mut().flat_map(|t| t.slots.iter_mut()) {
            for c in &mut slot.pokemon {
                *c = left[*c];
            }
        }
        Ok(teams)
    }
}
