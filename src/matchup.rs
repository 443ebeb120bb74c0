//! The one rule of effectiveness with abilities: the multiplier of an
//! attacker's hit on a defender, both [`Profile`]s, from the chart and
//! what their abilities change (data/README.md "Abilities and Tera",
//! `docs/covers.md` "Profiles"). Every front end reaches it through
//! [`crate::problem::Kind::multiplier`]; two bare typings get the chart's
//! own multiplier.

use crate::data::ability::Effect;
use crate::data::{Chart, Multiplier};
use crate::profile::Profile;
use crate::typing::{Type, Typing};

/// A damage factor in eighths: ×⅛ is 1, ×1 is 8, ×4 is 32.
type Eighths = u16;

fn eighths(m: Multiplier) -> Eighths {
    match m {
        Multiplier::Immune => 0,
        Multiplier::Quarter => 2,
        Multiplier::Half => 4,
        Multiplier::Normal => 8,
        Multiplier::Double => 16,
        Multiplier::Quadruple => 32,
    }
}

/// The class of a damage factor: ×0; ×⅛ and ×¼ resist as ×¼; ×½; ×¾ up to
/// ×1.5 are no more than neutral (Filter's ×1.5 is not a ×2 hit); ×2 and
/// ×3; ×4.
fn class(e: Eighths) -> Multiplier {
    match e {
        0 => Multiplier::Immune,
        1..=2 => Multiplier::Quarter,
        3..=4 => Multiplier::Half,
        5..=15 => Multiplier::Normal,
        16..=31 => Multiplier::Double,
        _ => Multiplier::Quadruple,
    }
}

/// The multiplier of `attack`'s hit (its attack type, and its holder's
/// ability) on `defense` (a typing and its ability); `None` when the chart
/// lacks the attack type or the typing.
///
/// In order: the attacker's type change (Pixilate: Normal becomes Fairy);
/// the chart's type effectiveness, with Ghost's immunity ignored for a
/// Scrappy attacker's Normal and Fighting moves; the defender's ability
/// (unless the attacker's Mold Breaker ignores it): an immunity, Wonder
/// Guard (only a super-effective hit lands), Filter (¾ of a super-effective
/// hit), a halving; and the attacker's Tinted Lens (a resisted hit doubled).
///
/// ```
/// use pokelinks::data::ability::Ability;
/// use pokelinks::data::{Multiplier, shipped};
/// use pokelinks::matchup::multiplier;
/// use pokelinks::profile::Profile;
/// let chart = shipped::chart(3).unwrap();
/// let ground = Profile::from(pokelinks::Type::Ground);
/// let solrock = Profile::new("Psychic-Rock".parse()?, Ability::named("Levitate", 3));
/// assert_eq!(multiplier(&chart, ground, solrock), Some(Multiplier::Immune));
/// assert_eq!(multiplier(&chart, ground, Profile::from(solrock.typing)), Some(Multiplier::Double));
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
pub fn multiplier(chart: &Chart, attack: Profile, defense: Profile) -> Option<Multiplier> {
    let mut t = attack.attack_type();
    let (mut scrappy, mut ignores, mut tinted) = (None, false, false);
    match attack.ability.map(|a| a.effect()) {
        Some(Effect::TypeChange { from, to }) if from.is_none_or(|f| f == t) => t = to,
        Some(Effect::Scrappy(types)) => scrappy = Some(types),
        Some(Effect::IgnoreAbility) => ignores = true,
        Some(Effect::TintedLens) => tinted = true,
        _ => {}
    }
    let typing = defense.typing;
    let mut e = eighths(chart.multiplier(t, typing)?);
    if scrappy.is_some_and(|s| s.contains(t)) && typing.contains(Type::Ghost) {
        e = match typing.types().find(|&o| o != Type::Ghost) {
            Some(other) => eighths(chart.multiplier(t, Typing::from(other))?),
            None => 8,
        };
    }
    let effectiveness = e;
    let defends = defense.ability.filter(|a| !(ignores && a.breakable()));
    match defends.map(|a| a.effect()) {
        Some(Effect::Immune(types)) if types.contains(t) => return Some(Multiplier::Immune),
        Some(Effect::WonderGuard) if effectiveness < 16 => return Some(Multiplier::Immune),
        Some(Effect::Filter) if effectiveness > 8 => e = e * 3 / 4,
        Some(Effect::Halve(types)) if types.contains(t) => e /= 2,
        _ => {}
    }
    if tinted && (1..8).contains(&effectiveness) {
        e *= 2;
    }
    Some(class(e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::ability::Ability;
    use crate::data::shipped;

    fn p(typing: &str, ability: Option<&str>, generation: u8) -> Profile {
        let a = ability.map(|a| Ability::named(a, generation).expect("an ability of the table"));
        Profile::new(typing.parse().unwrap(), a)
    }

    #[test]
    fn bare_profiles_match_the_chart() {
        for generation in [1, 2, 6, 9] {
            let chart = shipped::chart(generation).unwrap();
            for &a in chart.attack_types() {
                for &d in chart.typings() {
                    let m = multiplier(&chart, a.into(), d.into());
                    assert_eq!(m, chart.multiplier(a, d), "{a} on {d}");
                }
            }
        }
    }

    #[test]
    fn each_effect() {
        let chart = shipped::chart(9).unwrap();
        let hit = |a: Profile, d: Profile| multiplier(&chart, a, d).unwrap();
        use Multiplier::*;
        // Water Absorb, Levitate; a Mold Breaker Earthquake lands.
        assert_eq!(
            hit(
                p("Water", None, 9),
                p("Ground-Poison", Some("Water Absorb"), 9)
            ),
            Immune
        );
        assert_eq!(
            hit(
                p("Ground", None, 9),
                p("Psychic-Steel", Some("Levitate"), 9)
            ),
            Immune
        );
        let breaker = p("Ground", Some("Mold Breaker"), 9);
        assert_eq!(
            hit(breaker, p("Psychic-Steel", Some("Levitate"), 9)),
            Double
        );
        // Scrappy: Normal and Fighting hit Ghost as they hit its other type.
        assert_eq!(
            hit(p("Normal", Some("Scrappy"), 9), p("Ghost", None, 9)),
            Normal
        );
        assert_eq!(
            hit(p("Fighting", Some("Scrappy"), 9), p("Ghost-Ice", None, 9)),
            Double
        );
        assert_eq!(hit(p("Normal", None, 9), p("Ghost", None, 9)), Immune);
        // Pixilate turns Normal into Fairy: ×2 on Dragon.
        assert_eq!(
            hit(p("Normal", Some("Pixilate"), 9), p("Dragon", None, 9)),
            Double
        );
        // Thick Fat: ×4 Fire is ×2, ×1 Ice ×½; Filter: ×2 is ×1.5 (no longer a ×2 hit), ×4 ×3.
        assert_eq!(
            hit(p("Fire", None, 9), p("Bug-Steel", Some("Thick Fat"), 9)),
            Double
        );
        assert_eq!(
            hit(p("Ice", None, 9), p("Normal", Some("Thick Fat"), 9)),
            Half
        );
        assert_eq!(
            hit(p("Fire", None, 9), p("Grass", Some("Filter"), 9)),
            Normal
        );
        assert_eq!(
            hit(p("Fire", None, 9), p("Bug-Grass", Some("Filter"), 9)),
            Double
        );
        // Wonder Guard: only a super-effective hit.
        assert_eq!(
            hit(
                p("Normal", None, 9),
                p("Bug-Ghost", Some("Wonder Guard"), 9)
            ),
            Immune
        );
        assert_eq!(
            hit(p("Fire", None, 9), p("Bug-Ghost", Some("Wonder Guard"), 9)),
            Double
        );
        // Tinted Lens: resisted hits double.
        assert_eq!(
            hit(p("Bug", Some("Tinted Lens"), 9), p("Fire", None, 9)),
            Normal
        );
        assert_eq!(
            hit(p("Bug", Some("Tinted Lens"), 9), p("Fire-Flying", None, 9)),
            Half
        );
    }
}
