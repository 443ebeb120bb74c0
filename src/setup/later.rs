//! When what nothing covers at the story point becomes coverable: the
//! first later checkpoint at which the player can have something that
//! covers it, and what. Each later checkpoint is another pool made from
//! the setup's ([`crate::roster::Pool::at_checkpoint`]); the setup is only
//! read.

use crate::problem::Kind;
use crate::profile::Profile;
use crate::roster::{Roster, Rules};
use crate::typing::{Type, Typing};

use super::Setup;

/// An item nothing the player can have at the story point covers, and
/// when that changes ([`Setup::later`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Later {
    /// The item.
    pub item: Profile,
    /// The first later checkpoint at which something covers it.
    pub from: Option<usize>,
    /// What covers it then, each with how it is had then.
    pub pokemon: Vec<String>,
}

impl Setup {
    /// For each of `items` that nothing the player can have by the story
    /// point covers: the first later checkpoint at which something does,
    /// and the Pokémon that do then, each with how it is had then (none
    /// found: `None`). Without a story point, nothing.
    pub fn later(&self, items: &[Profile]) -> Vec<Later> {
        self.later_as(self.kind, items)
    }

    /// [`Setup::later`] for items of `kind`, whatever the setup's own: a
    /// team's attack types to resist and typings to hit.
    pub fn later_as(&self, kind: Kind, items: &[Profile]) -> Vec<Later> {
        let Some(stage) = self.pool.stage() else {
            return Vec::new();
        };
        let (now, points) = (stage.checkpoint, stage.availability.points().len());
        let pins = self.with_typings();
        let mut out: Vec<Later> = (items.iter())
            .map(|&item| Later {
                item,
                from: None,
                pokemon: Vec::new(),
            })
            .collect();
        let rules = Rules { kind, ..self.rules };
        // For attack, only the moves of the types that hit an item are
        // worked out: the others are never asked for below. The same types
        // at every checkpoint, so that what the level-up moves give of
        // them is worked out once ([`crate::story::data::GameData::counted`]).
        // Bare types: the roster's candidates below are typings.
        let hitting: Vec<Type> = match kind {
            Kind::Attack => super::hitting(&self.chart, items, &[]),
            Kind::Defense => Vec::new(),
        };
        // An item that no typing (attack type) of the chart covers is
        // covered at no checkpoint, whatever can be had then.
        let universe: Vec<Typing> = match kind {
            Kind::Defense => self.chart.typings().to_vec(),
            Kind::Attack => hitting.iter().map(|&t| Typing::from(t)).collect(),
        };
        let never: Vec<bool> = (items.iter())
            .map(|&i| !universe.iter().any(|&t| kind.covers(&self.chart, i, t)))
            .collect();
        for k in now + 1..points {
            // Each checkpoint works out what can be had then (and, for
            // attack, every move known): none once every item that can
            // be is placed.
            if (out.iter().zip(&never)).all(|(l, &never)| l.from.is_some() || never) {
                break;
            }
            let pool = self.pool.at_checkpoint(k);
            let pool = match kind {
                Kind::Attack => pool.attacking_with(hitting.clone()),
                Kind::Defense => pool,
            };
            let roster = Roster::new(&rules, &self.chart, &pool, items, &pins);
            for later in out.iter_mut().filter(|l| l.from.is_none()) {
                let item = later.item;
                let covering: Vec<Profile> = (roster.candidates().iter().copied())
                    .filter(|&t| kind.covers(&self.chart, item, t))
                    .map(Profile::from)
                    .collect();
                let covering: Vec<String> = (pool.behind(kind, &covering, 1).into_iter())
                    .flat_map(|(_, behind)| behind)
                    .map(|b| b.to_string())
                    .collect();
                if !covering.is_empty() {
                    later.from = Some(k);
                    later.pokemon = covering;
                }
            }
        }
        out
    }

    /// In a game with a story, the other choices — another starter, the
    /// other version of the pair, trade evolutions — with which `species`
    /// can be had at some point of it, the chosen version of the pair
    /// first: what names the version that has a Pokémon the chosen one
    /// lacks. Without a story, none.
    pub fn choices_with(
        &self,
        species: &str,
    ) -> Result<Vec<crate::story::availability::Choices>, crate::error::Error> {
        let (Some(stage), Some(data)) = (self.pool.stage(), self.pool.data()) else {
            return Ok(Vec::new());
        };
        let caps = super::point::caps(&self.map);
        Ok(data.choices_with(&caps, *stage.availability.choices(), species)?)
    }
}
