//! The 18 types and the typing encoding.
//!
//! A [`Typing`] is one type or two distinct types packed into a `u32`, one bit
//! per type, bit `i` standing for the `i`-th type in alphabetical order. It is
//! `Copy`, compares in the alphabetical order of canonical names (`Bug` <
//! `Bug-Dark` < … < `Bug-Water` < `Dark`), and parses and prints without
//! touching the heap, so the search can carry typings around as plain integers.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// One of the 18 types, numbered in alphabetical order of their names.
///
/// ```
/// use pokelinks::Type;
/// assert_eq!("fire".parse::<Type>().unwrap(), Type::Fire);
/// assert_eq!(Type::Fire.to_string(), "Fire");
/// assert!(Type::Bug < Type::Water);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Type {
    Bug,
    Dark,
    Dragon,
    Electric,
    Fairy,
    Fighting,
    Fire,
    Flying,
    Ghost,
    Grass,
    Ground,
    Ice,
    Normal,
    Poison,
    Psychic,
    Rock,
    Steel,
    Water,
}

impl Type {
    /// The 256-colour terminal code near the games' own colour for the
    /// type, so that a team's make-up shows at a glance: the one colour the
    /// command line and the planner paint it in.
    pub(crate) fn colour_code(self) -> u8 {
        match self {
            Type::Bug => 142,
            Type::Dark => 95,
            Type::Dragon => 99,
            Type::Electric => 220,
            Type::Fairy => 218,
            Type::Fighting => 160,
            Type::Fire => 208,
            Type::Flying => 141,
            Type::Ghost => 60,
            Type::Grass => 113,
            Type::Ground => 179,
            Type::Ice => 116,
            Type::Normal => 144,
            Type::Poison => 133,
            Type::Psychic => 204,
            Type::Rock => 136,
            Type::Steel => 146,
            Type::Water => 69,
        }
    }

    /// Every type, in alphabetical order.
    ///
    /// ```
    /// use pokelinks::Type;
    /// assert_eq!(Type::ALL.len(), 18);
    /// assert_eq!(Type::ALL[0], Type::Bug);
    /// ```
    pub const ALL: [Type; 18] = [
        Type::Bug,
        Type::Dark,
        Type::Dragon,
        Type::Electric,
        Type::Fairy,
        Type::Fighting,
        Type::Fire,
        Type::Flying,
        Type::Ghost,
        Type::Grass,
        Type::Ground,
        Type::Ice,
        Type::Normal,
        Type::Poison,
        Type::Psychic,
        Type::Rock,
        Type::Steel,
        Type::Water,
    ];

    const NAMES: [&'static str; 18] = [
        "Bug", "Dark", "Dragon", "Electric", "Fairy", "Fighting", "Fire", "Flying", "Ghost",
        "Grass", "Ground", "Ice", "Normal", "Poison", "Psychic", "Rock", "Steel", "Water",
    ];

    /// The type's name, capitalised as in the games.
    ///
    /// ```
    /// assert_eq!(pokelinks::Type::Psychic.name(), "Psychic");
    /// ```
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The type's position in alphabetical order, `0..18`.
    ///
    /// ```
    /// assert_eq!(pokelinks::Type::Dark.index(), 1);
    /// ```
    pub fn index(self) -> usize {
        self as usize
    }

    /// The type at position `index` in alphabetical order, if any.
    ///
    /// ```
    /// use pokelinks::Type;
    /// assert_eq!(Type::from_index(17), Some(Type::Water));
    /// assert_eq!(Type::from_index(18), None);
    /// ```
    pub fn from_index(index: usize) -> Option<Type> {
        Self::ALL.get(index).copied()
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// Why a type or typing name could not be read.
///
/// ```
/// use pokelinks::{ParseTypingError, Typing};
/// assert_eq!("Fire-Fire".parse::<Typing>(), Err(ParseTypingError::Repeated));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseTypingError {
    /// A part of the name is not one of the 18 types.
    #[error("not a type (expected one of Bug, Dark, Dragon, …, Water)")]
    UnknownType,
    /// The name has more than two parts.
    #[error("a typing has at most two types")]
    TooManyTypes,
    /// The same type is named twice.
    #[error("a typing cannot have the same type twice")]
    Repeated,
}

impl FromStr for Type {
    type Err = ParseTypingError;

    /// Reads a type name in any letter case.
    ///
    /// ```
    /// use pokelinks::{ParseTypingError, Type};
    /// assert_eq!("PSYCHIC".parse::<Type>(), Ok(Type::Psychic));
    /// assert_eq!("Sound".parse::<Type>(), Err(ParseTypingError::UnknownType));
    /// ```
    fn from_str(s: &str) -> Result<Type, ParseTypingError> {
        let s = s.trim();
        // The data spells every type as its name: that is tried first,
        // the thousands of typings a species list and a chart hold read
        // without folding letters (the names are in the types' order, so
        // a binary search finds one in four or five comparisons).
        (Self::ALL.binary_search_by(|t| t.name().cmp(s)).ok())
            .map(|at| Self::ALL[at])
            .or_else(|| (Self::ALL.iter().copied()).find(|t| t.name().eq_ignore_ascii_case(s)))
            .ok_or(ParseTypingError::UnknownType)
    }
}

/// One type or two distinct types, one bit per type in a `u32`.
///
/// The order is the alphabetical order of canonical names, which is also the
/// order of option and item tables in the dancing links.
///
/// ```
/// use pokelinks::{Type, Typing};
/// let gw: Typing = "water-GROUND".parse().unwrap();
/// assert_eq!(gw, Typing::dual(Type::Ground, Type::Water).unwrap());
/// assert_eq!(gw.to_string(), "Ground-Water");
/// assert!(Typing::from(Type::Bug) < "Bug-Dark".parse().unwrap());
/// assert!("Bug-Water".parse::<Typing>().unwrap() < Typing::from(Type::Dark));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Typing(u32);

impl Typing {
    /// The typing of two types, in either order; `None` if they are the same.
    ///
    /// ```
    /// use pokelinks::{Type, Typing};
    /// assert!(Typing::dual(Type::Fire, Type::Fire).is_none());
    /// assert_eq!(Typing::dual(Type::Water, Type::Bug).unwrap().to_string(), "Bug-Water");
    /// ```
    pub fn dual(a: Type, b: Type) -> Option<Typing> {
        (a != b).then(|| Typing(1 << a.index() | 1 << b.index()))
    }

    /// The raw bits: bit `i` set for the `i`-th type of [`Type::ALL`].
    ///
    /// ```
    /// use pokelinks::{Type, Typing};
    /// assert_eq!(Typing::from(Type::Dark).bits(), 0b10);
    /// ```
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The typing whose raw bits are `bits` ([`Typing::bits`]), if they
    /// name one or two types.
    ///
    /// ```
    /// use pokelinks::{Type, Typing};
    /// assert_eq!(Typing::from_bits(0b10), Some(Typing::from(Type::Dark)));
    /// assert_eq!(Typing::from_bits(0b111), None);
    /// assert_eq!(Typing::from_bits(0), None);
    /// ```
    pub fn from_bits(bits: u32) -> Option<Typing> {
        let fits = bits >> Type::ALL.len() == 0 && matches!(bits.count_ones(), 1 | 2);
        fits.then_some(Typing(bits))
    }

    /// The first type in alphabetical order.
    ///
    /// ```
    /// let t: pokelinks::Typing = "Water-Ground".parse().unwrap();
    /// assert_eq!(t.first(), pokelinks::Type::Ground);
    /// ```
    pub fn first(self) -> Type {
        Type::ALL[self.0.trailing_zeros() as usize]
    }

    /// The second type in alphabetical order, if the typing is dual.
    ///
    /// ```
    /// let t: pokelinks::Typing = "Water-Ground".parse().unwrap();
    /// assert_eq!(t.second(), Some(pokelinks::Type::Water));
    /// ```
    pub fn second(self) -> Option<Type> {
        let rest = self.0 & (self.0 - 1);
        (rest != 0).then(|| Type::ALL[rest.trailing_zeros() as usize])
    }

    /// Whether the typing has two types.
    ///
    /// ```
    /// assert!("Bug-Steel".parse::<pokelinks::Typing>().unwrap().is_dual());
    /// ```
    pub fn is_dual(self) -> bool {
        self.second().is_some()
    }

    /// Whether `t` is one of the typing's types.
    ///
    /// ```
    /// use pokelinks::{Type, Typing};
    /// assert!("Bug-Steel".parse::<Typing>().unwrap().contains(Type::Steel));
    /// ```
    pub fn contains(self, t: Type) -> bool {
        self.0 & 1 << t.index() != 0
    }

    /// The one or two types, in alphabetical order.
    ///
    /// ```
    /// use pokelinks::{Type, Typing};
    /// let t: Typing = "Steel-Bug".parse().unwrap();
    /// assert_eq!(t.types().collect::<Vec<_>>(), [Type::Bug, Type::Steel]);
    /// ```
    pub fn types(self) -> impl Iterator<Item = Type> {
        [Some(self.first()), self.second()].into_iter().flatten()
    }

    /// The sort key: first type, then second type with "none" first;
    /// typings compare as their keys do (10 bits).
    pub(crate) fn key(self) -> u32 {
        let first = self.0.trailing_zeros();
        let rest = self.0 & (self.0 - 1);
        let second = if rest == 0 {
            0
        } else {
            rest.trailing_zeros() + 1
        };
        first << 5 | second
    }
}

impl From<Type> for Typing {
    fn from(t: Type) -> Typing {
        Typing(1 << t.index())
    }
}

impl Ord for Typing {
    fn cmp(&self, other: &Typing) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Typing {
    fn partial_cmp(&self, other: &Typing) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl FromStr for Typing {
    type Err = ParseTypingError;

    /// Reads `Type` or `Type-Type`, in either order and any letter case;
    /// `Type/Type` as players often write it is the same typing.
    ///
    /// ```
    /// use pokelinks::{ParseTypingError, Type, Typing};
    /// assert_eq!("fire".parse::<Typing>(), Ok(Typing::from(Type::Fire)));
    /// assert_eq!("water-ground".parse::<Typing>(), "Ground-Water".parse::<Typing>());
    /// assert_eq!("Fire/Flying".parse::<Typing>(), "Fire-Flying".parse::<Typing>());
    /// assert_eq!("Fire-Water-Grass".parse::<Typing>(), Err(ParseTypingError::TooManyTypes));
    /// ```
    fn from_str(s: &str) -> Result<Typing, ParseTypingError> {
        let mut parts = s.split(['-', '/']);
        let a: Type = parts.next().unwrap_or("").parse()?;
        match (parts.next(), parts.next()) {
            (None, _) => Ok(a.into()),
            (Some(b), None) => Typing::dual(a, b.parse()?).ok_or(ParseTypingError::Repeated),
            (Some(_), Some(_)) => Err(ParseTypingError::TooManyTypes),
        }
    }
}

impl fmt::Display for Typing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (first, second) = (self.first().name(), self.second().map(Type::name));
        if f.width().is_none() {
            f.write_str(first)?;
            if let Some(s) = second {
                f.write_str("-")?;
                f.write_str(s)?;
            }
            return Ok(());
        }
        // Padding needs the whole name's length; still no allocation.
        let len = first.len() + second.map_or(0, |s| s.len() + 1);
        let fill = f.width().unwrap_or(0).saturating_sub(len);
        let (before, after) = match f.align() {
            Some(fmt::Alignment::Right) => (fill, 0),
            Some(fmt::Alignment::Center) => (fill / 2, fill - fill / 2),
            _ => (0, fill),
        };
        write!(f, "{:before$}{first}", "")?;
        if let Some(s) = second {
            write!(f, "-{s}")?;
        }
        write!(f, "{:after$}", "")
    }
}

impl fmt::Debug for Typing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Typing({self})")
    }
}

impl serde::Serialize for Typing {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_typings() -> Vec<Typing> {
        let mut v: Vec<Typing> = Type::ALL.iter().map(|&t| t.into()).collect();
        for a in Type::ALL {
            for b in Type::ALL {
                if a < b {
                    v.push(Typing::dual(a, b).unwrap());
                }
            }
        }
        v
    }

    #[test]
    fn order_is_alphabetical_order_of_names_over_all_pairs() {
        let all = all_typings();
        assert_eq!(all.len(), 171);
        for &x in &all {
            for &y in &all {
                assert_eq!(x.cmp(&y), x.to_string().cmp(&y.to_string()), "{x} vs {y}");
            }
        }
    }

    #[test]
    fn parse_round_trips_in_either_order_and_case() {
        for t in all_typings() {
            let name = t.to_string();
            assert_eq!(name.parse::<Typing>(), Ok(t));
            assert_eq!(name.to_uppercase().parse::<Typing>(), Ok(t));
            let flipped: Vec<&str> = name.rsplit('-').collect();
            assert_eq!(flipped.join("-").to_lowercase().parse::<Typing>(), Ok(t));
        }
    }

    #[test]
    fn parse_rejects_bad_names() {
        use ParseTypingError::*;
        assert_eq!("".parse::<Typing>(), Err(UnknownType));
        assert_eq!("Fire-".parse::<Typing>(), Err(UnknownType));
        assert_eq!("Sound".parse::<Typing>(), Err(UnknownType));
        assert_eq!("Fire-Water-Grass".parse::<Typing>(), Err(TooManyTypes));
        assert_eq!("water-Water".parse::<Typing>(), Err(Repeated));
    }

    #[test]
    fn padding_matches_string_padding() {
        let t: Typing = "Ground-Water".parse().unwrap();
        assert_eq!(format!("[{t:>14}]"), format!("[{:>14}]", "Ground-Water"));
        assert_eq!(format!("[{t:<14}]"), format!("[{:<14}]", "Ground-Water"));
        assert_eq!(format!("[{t:^15}]"), format!("[{:^15}]", "Ground-Water"));
        assert_eq!(format!("[{t:3}]"), "[Ground-Water]");
    }
}
