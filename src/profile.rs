//! A typing with what changes its matchups ([`Profile`]): the names of the
//! items and options of every cover problem. On a region map, and with
//! `--abilities off`, every profile is a bare typing (or attack type), so
//! the covers are the typings' own; in a game, a gym's Pokémon and the
//! player's carry the abilities that change how they are hit or how they
//! hit (`docs/covers.md` "Profiles").

use std::fmt;
use std::str::FromStr;

use crate::data::ability::Ability;
use crate::typing::{ParseTypingError, Type, Typing};

/// A typing (or, as an attacker, a one-type attack type) and the ability
/// that changes its matchups, if any. Ordered by typing, the bare typing
/// first: the order of the items and options of the links.
///
/// ```
/// use pokelinks::data::ability::Ability;
/// use pokelinks::profile::Profile;
/// let rock = "Psychic-Rock".parse().unwrap();
/// let solrock = Profile::new(rock, Ability::named("Levitate", 3));
/// assert_eq!(solrock.to_string(), "Psychic-Rock (Levitate)");
/// assert_eq!(Profile::from(rock).to_string(), "Psychic-Rock");
/// assert!(Profile::from(rock) < solrock);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Profile {
    /// The typing (an attacker's: its attack type).
    pub typing: Typing,
    /// What changes its matchups.
    pub ability: Option<Ability>,
}

impl Profile {
    /// `typing` with `ability`.
    pub fn new(typing: Typing, ability: Option<Ability>) -> Profile {
        Profile { typing, ability }
    }

    /// The attack type of an attacker's profile: its typing's first type.
    pub fn attack_type(self) -> Type {
        self.typing.first()
    }

    /// Whether it is a bare typing.
    pub fn is_bare(self) -> bool {
        self.ability.is_none()
    }
}

/// What is wrong with a written profile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseProfileError {
    /// The typing part is no typing.
    #[error("{0}")]
    Typing(#[from] ParseTypingError),
    /// The bracketed part names no ability that changes a matchup.
    #[error("no ability that changes a matchup is called '{0}'")]
    Ability(String),
}

/// Reads a profile as [`Profile`]'s `Display` writes it: a typing, then
/// optionally an ability in brackets (`Psychic-Rock (Levitate)`), the
/// ability as the latest generation has it.
///
/// ```
/// use pokelinks::profile::Profile;
/// let solrock: Profile = "psychic-rock (levitate)".parse()?;
/// assert_eq!(solrock.to_string(), "Psychic-Rock (Levitate)");
/// assert!("Water".parse::<Profile>()?.is_bare());
/// assert!("Water (Rock Head)".parse::<Profile>().is_err());
/// # Ok::<(), pokelinks::profile::ParseProfileError>(())
/// ```
impl FromStr for Profile {
    type Err = ParseProfileError;

    fn from_str(s: &str) -> Result<Profile, ParseProfileError> {
        let s = s.trim();
        let Some((typing, rest)) = s.split_once('(') else {
            return Ok(Profile::from(s.parse::<Typing>()?));
        };
        let name = rest.trim_end().strip_suffix(')').unwrap_or(rest).trim();
        let ability = Ability::named(name, crate::data::ability::LATEST)
            .ok_or_else(|| ParseProfileError::Ability(crate::escape::shorten(name).into_owned()))?;
        Ok(Profile::new(typing.trim().parse()?, Some(ability)))
    }
}

/// `typings` as bare profiles, in order.
///
/// ```
/// let bare = pokelinks::profile::bare(&["Water".parse().unwrap()]);
/// assert!(bare[0].is_bare());
/// ```
pub fn bare(typings: &[Typing]) -> Vec<Profile> {
    typings.iter().map(|&t| t.into()).collect()
}

impl From<Typing> for Profile {
    fn from(typing: Typing) -> Profile {
        Profile {
            typing,
            ability: None,
        }
    }
}

/// A profile is its typing when it is bare: `Water` is the bare Water.
impl PartialEq<Typing> for Profile {
    fn eq(&self, other: &Typing) -> bool {
        self.is_bare() && self.typing == *other
    }
}

impl PartialEq<Profile> for Typing {
    fn eq(&self, other: &Profile) -> bool {
        other == self
    }
}

impl From<Type> for Profile {
    fn from(t: Type) -> Profile {
        Profile::from(Typing::from(t))
    }
}

/// A bare typing is written as the typing (padding as it pads); one with
/// an ability adds it in brackets.
impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ability {
            None => fmt::Display::fmt(&self.typing, f),
            Some(a) if f.width().is_none() => write!(f, "{} ({a})", self.typing),
            Some(a) => f.pad(&format!("{} ({a})", self.typing)),
        }
    }
}

impl fmt::Debug for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Profile({self})")
    }
}

impl serde::Serialize for Profile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
