//! The damage factor of an attack type on a typing, ×0 to ×4: what a type
//! chart holds for each pair, and what covers are made of.

use std::fmt;

/// The damage factor of an attack type on a typing.
///
/// The order is the order of the factors, from ×0 to ×4.
///
/// ```
/// use pokelinks::data::Multiplier;
/// assert!(Multiplier::Immune < Multiplier::Half);
/// assert_eq!(Multiplier::Quarter.factor(), 0.25);
/// assert_eq!(Multiplier::Quarter.to_string(), "×¼");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Multiplier {
    /// ×0: the attack does nothing.
    Immune,
    /// ×¼: doubly resisted.
    Quarter,
    /// ×½: resisted.
    Half,
    /// ×1: neutral, the multiplier of every attack type a typing does not list.
    Normal,
    /// ×2: super effective.
    Double,
    /// ×4: doubly super effective.
    Quadruple,
}

impl Multiplier {
    /// Every multiplier, from ×0 to ×4.
    ///
    /// ```
    /// use pokelinks::data::Multiplier;
    /// assert_eq!(Multiplier::ALL.len(), 6);
    /// assert!(Multiplier::ALL.windows(2).all(|w| w[0] < w[1]));
    /// ```
    pub const ALL: [Multiplier; 6] = [
        Multiplier::Immune,
        Multiplier::Quarter,
        Multiplier::Half,
        Multiplier::Normal,
        Multiplier::Double,
        Multiplier::Quadruple,
    ];

    /// The damage factor as a number: 0, 0.25, 0.5, 1, 2 or 4.
    ///
    /// Every factor is a power of two (or zero), so products of factors are
    /// exact in `f64`.
    ///
    /// ```
    /// use pokelinks::data::Multiplier;
    /// assert_eq!(Multiplier::Half.factor() * Multiplier::Half.factor(), Multiplier::Quarter.factor());
    /// ```
    pub fn factor(self) -> f64 {
        match self {
            Multiplier::Immune => 0.0,
            Multiplier::Quarter => 0.25,
            Multiplier::Half => 0.5,
            Multiplier::Normal => 1.0,
            Multiplier::Double => 2.0,
            Multiplier::Quadruple => 4.0,
        }
    }

    /// The name of the chart list that holds attack types with this
    /// multiplier: `immune`, `quarter`, `half`, `normal`, `double` or
    /// `quadruple`.
    ///
    /// ```
    /// assert_eq!(pokelinks::data::Multiplier::Double.list_name(), "double");
    /// ```
    pub fn list_name(self) -> &'static str {
        match self {
            Multiplier::Immune => "immune",
            Multiplier::Quarter => "quarter",
            Multiplier::Half => "half",
            Multiplier::Normal => "normal",
            Multiplier::Double => "double",
            Multiplier::Quadruple => "quadruple",
        }
    }

    /// The multiplier of a chart list, by its name in any letter case.
    ///
    /// ```
    /// use pokelinks::data::Multiplier;
    /// assert_eq!(Multiplier::from_list_name("Half"), Some(Multiplier::Half));
    /// assert_eq!(Multiplier::from_list_name("triple"), None);
    /// ```
    pub fn from_list_name(name: &str) -> Option<Multiplier> {
        Multiplier::ALL
            .into_iter()
            .find(|m| m.list_name().eq_ignore_ascii_case(name))
    }

    fn symbol(self) -> &'static str {
        match self {
            Multiplier::Immune => "×0",
            Multiplier::Quarter => "×¼",
            Multiplier::Half => "×½",
            Multiplier::Normal => "×1",
            Multiplier::Double => "×2",
            Multiplier::Quadruple => "×4",
        }
    }
}

impl fmt::Display for Multiplier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.symbol())
    }
}
