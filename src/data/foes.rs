//! A gym's Pokémon as matchups see them ([`Foe`]): species, typing,
//! ability, Tera type and the types of their attacks, read from the
//! shipped trainers file of the game (`data/abilities/trainers/<game>.json`,
//! data/README.md "Abilities and Tera"). Generations 1 and 2 have no
//! abilities and no file: their gyms have no foes, and match up by their
//! typing lists alone.

use super::ability::Ability;
use super::schema::Trainers;
use super::{DataError, shipped};
use crate::typing::{Type, Typing};

/// One of a gym's Pokémon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Foe {
    /// Its trainer, as the file names it.
    pub trainer: &'static str,
    /// Its species.
    pub species: &'static str,
    /// Its ability, whatever it does.
    pub ability_name: &'static str,
    /// Its ability, if that changes a matchup in the game's generation.
    pub ability: Option<Ability>,
    /// Its typing.
    pub typing: Typing,
    /// The type it Terastallizes into (Scarlet/Violet), if it does.
    pub tera: Option<Type>,
    /// The types of its attacking moves.
    pub attacks: Vec<Type>,
}

impl Foe {
    /// Whether its ability or Tera type changes its matchups.
    pub fn noted(&self) -> bool {
        self.ability.is_some() || self.tera.is_some()
    }

    /// The Pokémon as an answer names what was taken into account:
    /// `Solrock (Levitate)`, `Mismagius (Tera Electric, Levitate)`; the
    /// species name as the file writes it (escape it before printing).
    ///
    /// ```
    /// let iono = pokelinks::data::foes::of_gym("scarlet-violet", 9, "G3", None)?;
    /// let labels: Vec<String> = iono.iter().filter(|f| f.noted()).map(|f| f.label()).collect();
    /// assert_eq!(labels, ["Mismagius (Tera Electric, Levitate)"]);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn label(&self) -> String {
        let mut parts = Vec::new();
        if let Some(t) = self.tera {
            parts.push(format!("Tera {t}"));
        }
        if let Some(a) = self.ability {
            parts.push(a.name().to_owned());
        }
        format!("{} ({})", self.species, parts.join(", "))
    }
}

/// The labels of the gyms' Pokémon whose ability or Tera type changes
/// their matchups ([`Foe::label`]), in battle order, each once: what the
/// answers say they took into account.
pub fn noted(gyms: &[&super::Gym]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for label in gyms
        .iter()
        .flat_map(|g| &g.foes)
        .filter(|f| f.noted())
        .map(Foe::label)
    {
        if !out.contains(&label) {
            out.push(label);
        }
    }
    out
}

/// The Pokémon of gym `gym` of `game` in `version` of its game file (`None`:
/// every version's, as a merged game counts them), in battle order; empty
/// when the game has no trainers file.
///
/// ```
/// let whitney = pokelinks::data::foes::of_gym("heartgold-soulsilver", 4, "G3", None)?;
/// let miltank = whitney.iter().find(|f| f.species == "Miltank").unwrap();
/// assert_eq!(miltank.ability.unwrap().name(), "Scrappy");
/// assert!(pokelinks::data::foes::of_gym("red-blue", 1, "G1", None)?.is_empty());
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn of_gym(
    game: &str,
    generation: u8,
    gym: &str,
    version: Option<&str>,
) -> Result<Vec<Foe>, DataError> {
    let path = format!("abilities/trainers/{game}.json");
    if !shipped::has(&path) {
        return Ok(Vec::new());
    }
    // Made once a process: a question tries the other kinds of answer
    // with the same game (`crate::elsewhere`), loading its gyms again.
    let key = format!("{path} as the foes of {gym} in {version:?}, generation {generation}");
    let made = shipped::cached(&key, || read(&path, generation, gym, version))?;
    Ok(made.clone())
}

/// [`of_gym`] of the trainers file at `path`, read anew.
fn read(
    path: &str,
    generation: u8,
    gym: &str,
    version: Option<&str>,
) -> Result<Vec<Foe>, DataError> {
    let Some(trainers) = shipped::decoded::<Trainers<'static>>(path) else {
        return Ok(Vec::new());
    };
    let bad = |what: String| DataError::Read {
        path: format!("<shipped>/{path}"),
        kind: std::io::ErrorKind::InvalidData,
        reason: what,
    };
    let mut foes = Vec::new();
    let fought = |versions: &Option<Vec<&str>>| match (versions, version) {
        (None, _) | (_, None) => true,
        (Some(list), Some(v)) => list.contains(&v),
    };
    for battle in (trainers?.battles.iter()).filter(|b| b.gym == gym && fought(&b.version)) {
        for foe in &battle.party {
            let typing = foe.types.join("-").parse::<Typing>();
            let typing = typing.map_err(|e| bad(format!("{}: {e}", foe.species)))?;
            let types = |names: &[&str]| -> Result<Vec<Type>, DataError> {
                (names.iter())
                    .map(|n| {
                        n.parse()
                            .map_err(|e| bad(format!("{}: {n}: {e}", foe.species)))
                    })
                    .collect()
            };
            foes.push(Foe {
                trainer: battle.trainer,
                species: foe.species,
                ability_name: foe.ability,
                ability: Ability::spelt(foe.ability, generation),
                typing,
                tera: match (foe.terastallizes, foe.tera_type) {
                    (true, Some(t)) => Some(types(&[t])?[0]),
                    _ => None,
                },
                attacks: types(&foe.attacks)?,
            });
        }
    }
    Ok(foes)
}
