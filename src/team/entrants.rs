//! Who may join a team at a setup's story point: the pool's Pokémon whose
//! typing the roster lets play, each with the attacks it has by then (the
//! moves it knows, in a game; its own types, on a region map), and the
//! `--with` and `--without` Pokémon. The pool and the roster decide who
//! may play; this module only reads them, and says why a `--with` Pokémon
//! cannot be in the party.

use rustc_hash::FxHashMap;

use super::{Attack, Candidate, Machine};
use crate::data::Species;
use crate::data::ability::Ability;
use crate::data::names::edition_title;
use crate::error::Error;
use crate::roster::Member;
use crate::setup::{MemberName, Setup, Why};
use crate::story::availability::Choices;

/// The candidates of a team search, and which of them every team holds.
#[derive(Clone, Debug)]
pub struct Entrants {
    /// The Pokémon that may join, in the species list's order (by typing,
    /// then fully evolved first, then by base stats).
    pub candidates: Vec<Candidate>,
    /// The `--with` Pokémon, as indices into `candidates`.
    pub pinned: Vec<usize>,
    /// Whether the attacks are moves known by then (in a game); else each
    /// Pokémon's own types only (same-type attacks, on a region map).
    pub moves: bool,
}

/// The abilities a Pokémon enters a team search with, of those it may
/// have: each that changes a matchup, and no ability only when it may have
/// one that changes none and all of its others change the type of its
/// moves (Normalize can make a hit worse; a defending or Mold Breaker kind
/// of ability only helps).
fn plans(abilities: Vec<Option<Ability>>) -> Vec<Option<Ability>> {
    let only_helps = |a: &Option<Ability>| {
        a.is_some_and(|a| !matches!(a.effect(), crate::data::ability::Effect::TypeChange { .. }))
    };
    if abilities.iter().any(only_helps) {
        abilities.into_iter().filter(Option::is_some).collect()
    } else {
        abilities
    }
}

impl Entrants {
    /// The entrants of `setup` (resolved with the `--with` Pokémon as
    /// `pins`, by [`Setup::for_pins`]), less the `without` ones: a typing
    /// leaves out every Pokémon of it, a name that Pokémon. Errors name a
    /// pin as given to `flag` (`--with`, or a check's `member`).
    ///
    /// ```
    /// use pokelinks::cli::Config;
    /// use pokelinks::setup::Setup;
    /// use pokelinks::team::Entrants;
    /// let config = Config::parse_from(["pokelinks", "team", "red", "G1", "--starter", "squirtle"])?;
    /// let (setup, pins) = Setup::for_pins(&config.question, "--with", &[])?;
    /// let entrants = Entrants::of(&setup, "--with", &pins, &[])?;
    /// let squirtle = entrants.candidates.iter().find(|c| c.name == "Squirtle").unwrap();
    /// assert!(squirtle.attacks.iter().any(|a| a.move_name.as_deref() == Some("Bubble")));
    /// assert!(!entrants.candidates.iter().any(|c| c.name == "Charmander"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(
        setup: &Setup,
        flag: &str,
        pins: &[Member],
        without: &[MemberName],
    ) -> Result<Entrants, Error> {
        let pool = &setup.pool;
        let mut pinned_names: Vec<&str> = Vec::new();
        for pin in pins {
            let Some(name) = &pin.pokemon else {
                return Err(Error::Usage(format!(
                    "{flag} {}: a team's members are Pokémon: name one ({flag} NAME)",
                    pin.typing
                )));
            };
            pinned_names.push(&refuse(setup, flag, name)?.name);
        }
        let mut left_out = Vec::new();
        for name in without {
            match name {
                MemberName::Typing(t) => {
                    left_out.extend((pool.species().of_typing(*t)).map(|s| s.name.as_str()))
                }
                MemberName::Pokemon(given) => {
                    let species = pool.find(given).map_err(|why| {
                        Error::Usage(format!(
                            "--without {}: {why}",
                            crate::escape::shorten(given)
                        ))
                    })?;
                    if pinned_names.contains(&species.name.as_str()) {
                        return Err(Error::Usage(format!(
                            "{flag} {}: also given to --without",
                            species.name
                        )));
                    }
                    left_out.push(&species.name);
                }
            }
        }
        let repertoire = pool.repertoire();
        let single = pool.single_machines();
        // Each Pokémon's moves of each attack type it plays with: the best
        // one no copy limits (bringers come same-type first, then by power);
        // else its two best single-copy TMs, the second for when a
        // teammate has the first.
        let mut moves: FxHashMap<&str, Vec<(bool, u16, Attack)>> = FxHashMap::default();
        if let Some(r) = &repertoire {
            for kind in r.types() {
                let mut by: FxHashMap<&str, Vec<&crate::story::repertoire::Bringer>> =
                    FxHashMap::default();
                for b in r.bringers(kind) {
                    by.entry(b.pokemon.as_str()).or_default().push(b);
                }
                for (pokemon, bringers) in by {
                    let limit = |b: &&crate::story::repertoire::Bringer| {
                        (b.machine).and_then(|m| {
                            Some(Machine {
                                item: m.to_owned(),
                                copies: *single.get(m)?,
                            })
                        })
                    };
                    let chosen: Vec<_> = match bringers.iter().find(|b| limit(b).is_none()) {
                        Some(free) => vec![(*free, None)],
                        None => bringers.iter().take(2).map(|b| (*b, limit(b))).collect(),
                    };
                    let known = moves.entry(pokemon).or_default();
                    for (b, machine) in chosen {
                        known.push((
                            b.same_type,
                            b.power,
                            Attack {
                                kind,
                                move_name: Some(b.move_name.clone()),
                                learned: Some(b.learned.clone()),
                                machine,
                            },
                        ));
                    }
                }
            }
        }
        let mut candidates = Vec::new();
        let mut pinned = Vec::new();
        let evolving = pool.evolving();
        for s in pool.species().all() {
            let name = s.name.as_str();
            let pin = pinned_names.contains(&name);
            let allowed = pool.contains(s) && setup.roster.allows(s.typing);
            if !pin && (!allowed || left_out.contains(&name)) {
                continue;
            }
            let attacks: Vec<Attack> = match &repertoire {
                Some(_) => {
                    let mut known = moves.remove(name).unwrap_or_default();
                    known
                        .sort_by_key(|(same, power, a)| (!same, std::cmp::Reverse(*power), a.kind));
                    known.into_iter().map(|(_, _, a)| a).collect()
                }
                None => (s.typing.types())
                    .map(|kind| Attack {
                        kind,
                        move_name: None,
                        learned: None,
                        machine: None,
                    })
                    .collect(),
            };
            // A pin is planned with the ability its member was resolved
            // with; any other Pokémon once with each ability it may have.
            let abilities = match pins.iter().find(|p| p.pokemon.as_deref() == Some(name)) {
                Some(member) => vec![member.ability],
                None => plans(pool.abilities_of(name)),
            };
            for ability in abilities {
                if pin {
                    pinned.push(candidates.len());
                }
                candidates.push(Candidate {
                    name: s.name.clone(),
                    typing: s.typing,
                    ability,
                    how: pool.how_as(s, ability),
                    evolves: evolving.get(name).cloned(),
                    choice: pool.only_through(s),
                    attacks: attacks.clone(),
                    strength: (s.fully_evolved, s.bst),
                });
            }
        }
        Ok(Entrants {
            candidates,
            pinned,
            moves: repertoire.is_some(),
        })
    }
}

/// The species a pinned Pokémon named `given` (by `flag`: `--with`, a
/// check's member, a planner pin) is, if the player can have it at the
/// setup's story point; else why not, as one usage error: no Pokémon of
/// that name, or one that comes later or with other choices. The command
/// line's `team --with`, a check on both sides and the planner's team pins
/// all ask here.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::setup::Setup;
/// let config = Config::parse_from(["pokelinks", "team", "red", "G1", "--starter", "squirtle"])?;
/// let setup = Setup::new(&config.question)?;
/// assert_eq!(pokelinks::team::refuse(&setup, "--with", "squirtle")?.name, "Squirtle");
/// assert!(pokelinks::team::refuse(&setup, "--with", "Charmander").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn refuse<'a>(setup: &'a Setup, flag: &str, given: &str) -> Result<&'a Species, Error> {
    let pool = &setup.pool;
    let species = pool
        .find(given)
        .map_err(|why| Error::Usage(format!("{flag} {}: {why}", crate::escape::shorten(given))))?;
    // A legendary the player names is theirs: only the Pokémon a plan
    // picks by itself are kept to non-legendaries.
    if !pool.can_have(species) {
        return Err(not_had(setup, &format!("{flag} {given}"), species)?);
    }
    Ok(species)
}

/// Why the player cannot have `species` (`given`: the argument that names
/// it, `--with Charizard`) at the story
/// point: it comes later, or with other choices (the version, the starter,
/// trade evolutions), or never in this game.
fn not_had(setup: &Setup, given: &str, species: &Species) -> Result<Error, Error> {
    let stage = setup
        .pool
        .stage()
        .expect("only a story point leaves a Pokédex's Pokémon out");
    let a = &stage.availability;
    let name = &species.name;
    let game = setup.question.game.map_or_else(String::new, |g| g.title());
    let now = setup.point_name(stage.checkpoint);
    if let Some(first) = a.ways(name).iter().map(|h| h.first).min() {
        let gym = &a.points()[first].before;
        return Ok(Error::Usage(format!(
            "{given}: {name} cannot be had {now} in {game}: from {} on (--by {gym})",
            setup.point_name(first)
        )));
    }
    let playing = describe(&game, a.choices());
    let unhad = setup.unhad(species)?;
    let changes: Vec<_> = (unhad.iter())
        .filter(|u| matches!(u.why, Why::Starter | Why::Version | Why::Trade | Why::Grind))
        .collect();
    // Changes that each suffice are alternatives; else all are needed.
    let join = if changes.iter().all(|u| u.alone) {
        " or "
    } else {
        ", "
    };
    let (said, flags): (Vec<String>, Vec<String>) = (changes.iter())
        .map(|u| (u.said.clone(), u.flag.clone().unwrap_or_default()))
        .unzip();
    if said.is_empty() {
        return Ok(Error::Usage(format!(
            "{given}: {name} cannot be had in {game}{playing}, nor with another \
             version, starter or --trade"
        )));
    }
    Ok(Error::Usage(format!(
        "{given}: {name} cannot be had in {game}{playing}; it can {} ({})",
        said.join(join),
        flags.join(if join == ", " { " " } else { join })
    )))
}

/// `, playing Red with Squirtle as starter`: the choices a player made in
/// `game` (its name), as a message names them.
fn describe(game: &str, choices: &Choices) -> String {
    let mut parts = Vec::new();
    if let Some(e) = &choices.edition {
        parts.push(format!("playing {}", edition_title(game, e)));
    }
    if let Some(s) = &choices.starter {
        parts.push(format!("with {s} as starter"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(", {}", parts.join(" "))
    }
}
