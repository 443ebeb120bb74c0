//! Where a Pokémon can be had in a game and from which story point, every
//! way, and what it evolves into there: the words `pokelinks where` prints
//! and the planner's detail view shows, made in one place.

use serde::Serialize;

use super::Setup;
use crate::story::availability::Way;

/// One way to have a Pokémon: from which story point, and how.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WayFrom {
    /// The story point, as answers name it (`before Misty (G2)`).
    pub from: String,
    /// How, in a player's words (`Route 4 (wild, from level 6)`).
    pub how: String,
    /// The hidden ability this way gives (a Hidden Grotto, a horde, a
    /// DexNav search, an SOS chain, or an evolution from one), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hidden_ability: Option<&'static str>,
    /// How it gives it: `in an SOS chain`, `Marill in a Hidden Grotto`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hidden_by: Option<String>,
}

/// What a Pokémon evolves into in the game, how, and from when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EvolvesInto {
    /// The evolved form.
    pub into: String,
    /// What it takes (`level 16`, `Moon Stone`).
    pub by: String,
    /// The first story point it can be had so.
    pub from: String,
}

/// Every way to have one Pokémon, and what it evolves into.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Whereabouts {
    /// The ways, earliest first.
    pub ways: Vec<WayFrom>,
    /// The evolutions.
    pub evolves: Vec<EvolvesInto>,
}

impl Setup {
    /// Where `species` (as the species list names it) can be had by
    /// checkpoint `by` of the game's story (`None`: by its end, every way),
    /// each way from its own story point, and what it evolves into by then;
    /// `None` without a story (a region map, a game without story data).
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// use pokelinks::setup::Setup;
    /// let config = Config::parse_from(["pokelinks", "--game", "red", "G1"])?;
    /// let setup = Setup::new(&config.question)?;
    /// let geodude = setup.whereabouts("Geodude", None).unwrap();
    /// assert!(geodude.ways.iter().any(|w| w.how.contains("Mt. Moon")));
    /// assert!(geodude.evolves.iter().any(|e| e.into == "Graveler"));
    /// // Before Brock, Geodude cannot be had yet.
    /// assert!(setup.whereabouts("Geodude", Some(0)).unwrap().ways.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn whereabouts(&self, species: &str, by: Option<usize>) -> Option<Whereabouts> {
        let a = &self.pool.stage()?.availability;
        let end = by.unwrap_or_else(|| a.points().len().saturating_sub(1));
        // The hidden slot's ability, whatever it does: the ways name it.
        let hidden = (crate::data::ability::slots_of(self.pool.generation(), species).into_iter())
            .find(|&(slot, _)| slot == "H")
            .map(|(_, name)| name);
        let ways = (a.ways(species).iter())
            .filter(|have| have.first <= end)
            .map(|have| {
                let how = a.how(have, have.first);
                let how = match &have.way {
                    Way::Wild { min, .. } => format!("{how} (wild, from level {min})"),
                    _ => how,
                };
                let by = hidden.and_then(|_| a.gives_hidden(have, have.first));
                WayFrom {
                    from: self.point_name(have.first),
                    how,
                    hidden_ability: by.as_ref().and(hidden),
                    hidden_by: by,
                }
            })
            .collect();
        let mut evolves = Vec::new();
        for other in a.species_at(end) {
            for have in a.ways(other).iter().filter(|h| h.first <= end) {
                if let Way::Evolved { from, by, .. } = &have.way
                    && *from == species
                {
                    evolves.push(EvolvesInto {
                        into: other.to_string(),
                        by: by.to_string(),
                        from: self.point_name(have.first),
                    });
                }
            }
        }
        Some(Whereabouts { ways, evolves })
    }
}
