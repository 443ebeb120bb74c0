//! The members a player names (`--with`, `--without`, a check's team):
//! typings, attack types, Pokémon and their moves, resolved against the
//! pool of the story point, each refusal one line naming the member.

use crate::data::Chart;
use crate::data::game::Game;
use crate::data::learnsets::Moves;
use crate::data::names::NameIndex;
use crate::error::Error;
use crate::problem::{Kind, ProblemError};
use crate::roster::{Member, Pool};
use crate::typing::{Type, Typing};

use super::MemberName;

/// Every `--with` and `--without` member must be an option of the chart
/// (a typing for defense, an attack type for attack), and none both.
pub(super) fn check_options(
    chart: &Chart,
    kind: Kind,
    with: &[Member],
    without: &[Member],
) -> Result<(), ProblemError> {
    let (what, known): (_, &dyn Fn(Typing) -> bool) = match kind {
        Kind::Defense => ("a typing", &|t| chart.has_typing(t)),
        Kind::Attack => ("an attack type", &|t: Typing| {
            !t.is_dual() && chart.has_attack_type(t.first())
        }),
    };
    for (flag, members) in [("--with", with), ("--without", without)] {
        if let Some(m) = members.iter().find(|m| !known(m.typing)) {
            return Err(ProblemError::NotAnOption {
                flag,
                name: m.typing.into(),
                what,
            });
        }
    }
    match with
        .iter()
        .find(|m| without.iter().any(|o| o.typing == m.typing))
    {
        Some(m) => Err(ProblemError::Contradiction(m.profile())),
        None => Ok(()),
    }
}

/// What member resolution needs before the setup exists.
pub(super) struct Partial {
    pub(super) kind: Kind,
    pub(super) pool: Pool,
}

impl Partial {
    /// Resolves `names` given to `flag`; with `once`, a typing named twice
    /// (`--with Pikachu --with Electric`) is kept once.
    pub(super) fn resolve_all(
        &self,
        flag: &str,
        names: &[MemberName],
        once: bool,
    ) -> Result<Vec<Member>, Error> {
        let mut members: Vec<Member> = Vec::with_capacity(names.len());
        for name in names {
            let member = self.resolve(flag, name)?;
            if !once || !members.iter().any(|m| m.typing == member.typing) {
                members.push(member);
            }
        }
        Ok(members)
    }

    /// A check's team: each name a member, as for `--with`; but in attack,
    /// a Pokémon stands for the moves it attacks with — those named after
    /// it (`Squirtle:bubble,tackle`), else those it knows by the story
    /// point (the best of each attack type) — each a member of its move's
    /// type, named `Squirtle — Bubble`.
    pub(super) fn resolve_team(&self, names: &[MemberName]) -> Result<Vec<Member>, Error> {
        let mut members = Vec::with_capacity(names.len());
        for name in names {
            match name {
                MemberName::Pokemon(name) if self.kind == Kind::Attack => {
                    members.extend(self.attacks_of(name)?);
                }
                name => members.push(self.resolve("member", name)?),
            }
        }
        Ok(members)
    }

    /// The attacking members of a Pokémon named in an attack check.
    fn attacks_of(&self, said: &str) -> Result<Vec<Member>, Error> {
        let shown = crate::escape::shorten(said);
        let fail = |why: String| Error::Usage(format!("member {shown}: {why}"));
        let (name, moves) = name_and_moves(said);
        let species = self.pool.find(name).map_err(fail)?;
        let (chosen, move_words) =
            ability_and_moves(&self.pool, &species.name, moves.unwrap_or_default())
                .map_err(fail)?;
        let ability = |kind: Type| match chosen {
            Some(a) => a.filter(|a| !a.defends() && a.acts_on(kind)),
            None => (self.pool).planned_ability(&species.name, Kind::Attack, Some(kind)),
        };
        let named = |move_name: &str, kind: Type| Member {
            typing: kind.into(),
            pokemon: Some(format!("{} — {move_name}", species.name)),
            ability: ability(kind),
        };
        let moves = (!move_words.is_empty()).then(|| move_words.join(","));
        let Some(moves) = moves else {
            let repertoire = self.pool.repertoire_of(Some(&species.name)).ok_or_else(|| {
                fail("a Pokémon attacks with moves, known in a game only (or name them: Name:move,move)".into())
            })?;
            let members: Vec<Member> = (repertoire.types().into_iter())
                .filter_map(|t| {
                    repertoire
                        .bringers(t)
                        .first()
                        .map(|b| named(&b.move_name, t))
                })
                .collect();
            if members.is_empty() {
                return Err(fail(format!(
                    "{} knows no attacking move by then",
                    species.name
                )));
            }
            return Ok(members);
        };
        let learner = self.pool.game().map(|g| (g, species.name.as_str()));
        let generation = self.pool.species().generation();
        let members: Vec<Member> = (named_moves(generation, &moves, learner)?)
            .map_err(fail)?
            .iter()
            .map(|(name, kind)| named(name, *kind))
            .collect();
        if members.is_empty() {
            return Err(fail("name its moves after a colon: Name:move,move".into()));
        }
        Ok(members)
    }

    /// The member a name stands for: a typing as it is, a Pokémon (defense
    /// only: attack covers pick attack types) as its typing in the map's
    /// generation, if the pool holds it.
    fn resolve(&self, flag: &str, name: &MemberName) -> Result<Member, Error> {
        match name {
            MemberName::Typing(t) => Ok(Member::typing(*t)),
            MemberName::Pokemon(name) if self.kind == Kind::Attack => Err(Error::Usage(format!(
                "{flag} {}: attack covers choose attack types, not Pokémon",
                crate::escape::shorten(name)
            ))),
            MemberName::Pokemon(word) => {
                let fail = |why: String| {
                    Error::Usage(format!("{flag} {}: {why}", crate::escape::shorten(word)))
                };
                let (name, said) = name_and_moves(word);
                let found = self.pool.find(name).map_err(fail)?;
                let ability = match said.map(str::trim) {
                    None => self.pool.planned_ability(&found.name, Kind::Defense, None),
                    Some(said) => match self.pool.named_ability(&found.name, said) {
                        Ok(a) => a.filter(|a| a.defends()),
                        Err(Some(why)) => return Err(fail(why)),
                        Err(None) => return Err(fail(
                            "moves are named in an attack check or on both sides (check … A, check … T); \
                             a defense check's members resist by their typing (and ability: Name:Ability)"
                                .into(),
                        )),
                    },
                };
                Ok(Member {
                    typing: found.typing,
                    pokemon: Some(found.name.clone()),
                    ability,
                })
            }
        }
    }
}

/// A member word as a check reads it: the Pokémon's name, and the moves
/// named after its last colon (`Squirtle:bubble,tackle`), if any. A word
/// that is a Pokémon's name whole (`Type: Null`) is matched whole first,
/// its colon part of the name; the last generation's list holds every
/// species, whatever the map's.
///
/// ```
/// use pokelinks::setup::name_and_moves;
/// assert_eq!(name_and_moves("Squirtle:surf,tackle"), ("Squirtle", Some("surf,tackle")));
/// assert_eq!(name_and_moves("Type: Null"), ("Type: Null", None));
/// assert_eq!(name_and_moves("Type: Null:tackle"), ("Type: Null", Some("tackle")));
/// assert_eq!(name_and_moves(" Gengar "), ("Gengar", None));
/// ```
pub fn name_and_moves(word: &str) -> (&str, Option<&str>) {
    let Some((name, moves)) = word.rsplit_once(':') else {
        return (word.trim(), None);
    };
    let latest = crate::data::Pokedex::shipped(9);
    if latest.is_some_and(|dex| dex.find(word).is_ok()) {
        return (word.trim(), None);
    }
    (name.trim(), Some(moves))
}

/// The names after a Pokémon's colon (`Excadrill:Mold Breaker,dig`) split
/// into the ability among them, if one is (as [`Pool::named_ability`]
/// matches it: `Some(None)` when it changes no matchup), and the rest,
/// which are moves; `Err` names an ability the Pokémon cannot have.
///
/// ```
/// use pokelinks::data::game;
/// use pokelinks::setup::ability_and_moves;
/// use pokelinks::story::pool::Pool;
/// let pool = Pool::new(5, Some(game::find("black2").unwrap()))?.with_abilities(false);
/// let (ability, moves) = ability_and_moves(&pool, "Excadrill", "Mold Breaker, dig").unwrap();
/// assert_eq!((ability.flatten().unwrap().name(), moves), ("Mold Breaker", vec!["dig"]));
/// assert!(ability_and_moves(&pool, "Excadrill", "Levitate").is_err());
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn ability_and_moves<'w>(
    pool: &Pool,
    species: &str,
    said: &'w str,
) -> Result<(Option<Option<crate::data::ability::Ability>>, Vec<&'w str>), String> {
    let mut ability = None;
    let mut moves = Vec::new();
    for word in said.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        match pool.named_ability(species, word) {
            Ok(a) => ability = Some(a),
            Err(Some(why)) => return Err(why),
            Err(None) => moves.push(word),
        }
    }
    Ok((ability, moves))
}

/// The moves `said` names, separated by commas (`ember, scratch`), each
/// with its type, as a player who names a Pokémon's moves means them
/// (`Name:move,move`, docs/check.md): any letter case, a near miss
/// refused with `did you mean …?`, a move the Pokémon cannot learn in the
/// game refused ([`crate::story::learnable`]; `learner`: the game and the
/// species, in a game), a move that is no attack refused by name. The
/// outer error is the data's, the inner one the player's.
///
/// ```
/// use pokelinks::data::game;
/// use pokelinks::setup::named_moves;
/// let moves = named_moves(1, "ember, SCRATCH", None)?.unwrap();
/// assert_eq!(moves[0], ("Ember".to_owned(), pokelinks::Type::Fire));
/// assert!(named_moves(1, "growl", None)?.unwrap_err().contains("does not count as an attack"));
/// let emerald = game::find("emerald").unwrap();
/// let refused = named_moves(3, "surf", Some((emerald, "Geodude")))?.unwrap_err();
/// assert_eq!(refused, "Geodude cannot learn Surf in Emerald");
/// # Ok::<(), pokelinks::error::Error>(())
/// ```
pub fn named_moves(
    generation: u8,
    said: &str,
    learner: Option<(&Game, &str)>,
) -> Result<Result<Vec<(String, Type)>, String>, Error> {
    let table = Moves::of(generation)?;
    let index = NameIndex::new(table.moves.iter().map(|m| (m.name, m)));
    let mut out = Vec::new();
    for word in said.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        let Some(found) = index.exact(word) else {
            let close: Vec<&str> = (index.closest_names(word).into_iter())
                .map(|(n, _)| n)
                .collect();
            let hint = if close.is_empty() {
                String::new()
            } else {
                format!(" (did you mean {}?)", close.join(", "))
            };
            return Ok(Err(format!(
                "no move '{}' in generation {generation}{hint}",
                crate::escape::shorten(word)
            )));
        };
        if let Some((game, species)) = learner
            && let Some(why) = crate::story::learnable::refusal(game, species, found.name)?
        {
            return Ok(Err(why));
        }
        if !found.attack || found.variable {
            return Ok(Err(format!(
                "{} does not count as an attack (status, fixed damage, counter, one-hit KO or a type that varies)",
                found.name
            )));
        }
        match found.kind.parse() {
            Ok(kind) => out.push((found.name.to_owned(), kind)),
            Err(_) => return Ok(Err(format!("{}: no type", found.name))),
        }
    }
    Ok(Ok(out))
}
