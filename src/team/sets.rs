//! The player's Pokémon as Showdown sets, for `team`, `check` and the
//! planner's `x`: species, ability, the story point's level cap and at
//! most four moves, and in Scarlet/Violet its Tera type (the one a
//! `--team` text gave it, else Showdown's default, the species' first
//! type: [`Pool::tera_of`]). One rule for all three, so that what the
//! player exports is what the calculator reads.

use crate::data::ability::{self, Ability};
use crate::error::Error;
use crate::roster::Member;
use crate::showdown::{MAX_MOVES, Set};
use crate::story::pool::Pool;

/// The set of `species` in `pool`: with `ability` when the plan counts one
/// (else the species' first ability slot, as Showdown's teambuilder picks
/// it; none before generation 3), at the pool's level cap, with its Tera
/// type where the game has Tera, with `moves` (the first four).
pub fn player_set(pool: &Pool, species: &str, ability: Option<Ability>, moves: &[String]) -> Set {
    let generation = pool.species().generation();
    let ability = match ability {
        Some(a) => Some(a.name().to_owned()),
        None => {
            (ability::slots_of(generation, species).first()).map(|(_, name)| (*name).to_owned())
        }
    };
    Set {
        species: species.to_owned(),
        ability,
        level: Some(pool.level_cap()),
        tera: pool.tera_of(species),
        moves: moves.iter().take(MAX_MOVES).cloned().collect(),
        ..Set::default()
    }
}

/// The moves `species` attacks with at the pool's story point: the
/// strongest of each attack type it knows by then, at most four (none
/// outside a game).
pub fn known_moves(pool: &Pool, species: &str) -> Vec<String> {
    let Some(repertoire) = pool.repertoire_of(Some(species)) else {
        return Vec::new();
    };
    (repertoire.types().into_iter())
        .filter_map(|t| repertoire.bringers(t).first().map(|b| b.move_name.clone()))
        .take(MAX_MOVES)
        .collect()
}

/// The sets of a check's members, each Pokémon once in the order named:
/// its ability as the check plans it, its moves as named (an attack
/// check's members `Squirtle — Bubble`), else those it knows by then. A
/// typing has no set: it is refused, naming it.
pub fn member_sets(pool: &Pool, members: &[Member]) -> Result<Vec<Set>, Error> {
    let mut named: Vec<(&str, Option<Ability>, Vec<String>)> = Vec::new();
    for m in members {
        let Some(pokemon) = &m.pokemon else {
            return Err(Error::Usage(format!(
                "--format showdown writes Pokémon: member {} is a typing (name a Pokémon)",
                m.typing
            )));
        };
        let (species, move_name) = match pokemon.split_once(" — ") {
            Some((s, mv)) => (s, Some(mv)),
            None => (pokemon.as_str(), None),
        };
        let at = match named.iter().position(|(s, _, _)| *s == species) {
            Some(at) => at,
            None => {
                named.push((species, m.ability, Vec::new()));
                named.len() - 1
            }
        };
        if let Some(mv) = move_name {
            named[at].2.push(mv.to_owned());
        }
    }
    Ok((named.into_iter())
        .map(|(species, ability, moves)| {
            let moves = if moves.is_empty() {
                known_moves(pool, species)
            } else {
                moves
            };
            player_set(pool, species, ability, &moves)
        })
        .collect())
}

/// A team as Showdown sets: each slot's lead, with the ability it is
/// planned with and the moves it plays.
pub fn team_sets(pool: &Pool, problem: &super::TeamProblem, team: &super::Lineup) -> Vec<Set> {
    (team.slots.iter())
        .map(|slot| {
            let lead = &problem.candidates()[slot.pokemon[0]];
            let moves: Vec<String> = (slot.moves[0].iter())
                .filter_map(|&a| lead.attacks[a].move_name.clone())
                .collect();
            player_set(pool, &lead.name, slot.ability, &moves)
        })
        .collect()
}
