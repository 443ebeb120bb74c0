//! Whether a Pokémon can learn a move in a game: the one rule that the
//! Showdown import and the members named with moves on the command line
//! (`check Name:move,move … A`, `check … T`) are checked by
//! (data/README.md "Moves a Pokémon can learn at all").
//!
//! A move is learnable in a game when the game's own learnsets
//! (`data/learnsets/<game>.json`, generations 1 to 4: level-up or a
//! machine) teach it to the species or to one of its earlier forms (the
//! game's evolutions), or when the generation's list of every move known
//! by an in-game means (`data/learnsets/any-gen-N.json`, pre-evolutions
//! already in it) has it for the species. Showdown's lists are per
//! generation, not per game: a Platinum tutor move passes in Diamond.
//! Where no list describes the species in that game (Brilliant
//! Diamond/Shining Pearl, whose learnsets the package does not ship), the
//! move is not refused.

use crate::data::DataError;
use crate::data::evolutions;
use crate::data::game::Game;
use crate::data::learnsets::{AnyLearnsets, Learnsets};
use crate::escape::escape;

/// Why `species` cannot know the move called `name` (as the move files
/// spell it) in `game` — `Geodude cannot learn Surf in Emerald` — or
/// `None` when it can, or when no list describes it there.
///
/// ```
/// use pokelinks::data::game;
/// use pokelinks::story::learnable::refusal;
/// let emerald = game::find("emerald").unwrap();
/// assert_eq!(refusal(emerald, "Geodude", "Surf")?.unwrap(), "Geodude cannot learn Surf in Emerald");
/// assert!(refusal(emerald, "Geodude", "Rock Tomb")?.is_none()); // TM39
/// assert!(refusal(emerald, "Marill", "Present")?.is_none()); // an egg move
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn refusal(game: &Game, species: &str, name: &str) -> Result<Option<String>, DataError> {
    Ok(match learns(game, species, name)? {
        Some(false) => Some(format!(
            "{} cannot learn {} in {}",
            escape(species),
            escape(name),
            escape(&game.name)
        )),
        _ => None,
    })
}

/// Whether `species` can know the move `name` in `game`; `None` when no
/// list describes the species there.
pub fn learns(game: &Game, species: &str, name: &str) -> Result<Option<bool>, DataError> {
    let mut described = false;
    if let Some(own) = Learnsets::of_game(&game.id).transpose()? {
        for form in line_of(game, species)? {
            match own.learns(form, name) {
                Some(true) => return Ok(Some(true)),
                Some(false) => described = true,
                None => {}
            }
        }
    }
    let any = AnyLearnsets::of(game.generation)?;
    if any.games.contains(&game.id.as_str()) {
        match any.learns(species, name) {
            Some(true) => return Ok(Some(true)),
            Some(false) => described = true,
            None => {}
        }
    }
    Ok(described.then_some(false))
}

/// `species` and every form it evolves from in `game`, nearest first.
fn line_of<'s>(game: &Game, species: &'s str) -> Result<Vec<&'s str>, DataError> {
    let rows = evolutions::of_group(&game.id)?;
    let mut line = vec![species];
    let mut at = 0;
    while at < line.len() {
        let to = line[at];
        for row in rows.iter().filter(|r| r.to == to) {
            if !line.contains(&row.from) {
                line.push(row.from);
            }
        }
        at += 1;
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::game;

    #[test]
    fn the_line_holds_every_earlier_form_of_the_game() {
        let emerald = game::find("emerald").unwrap();
        assert_eq!(
            line_of(emerald, "Raichu").unwrap(),
            ["Raichu", "Pikachu", "Pichu"]
        );
        let red = game::find("red-blue").unwrap();
        assert_eq!(line_of(red, "Raichu").unwrap(), ["Raichu", "Pikachu"]);
        assert_eq!(line_of(red, "Mew").unwrap(), ["Mew"]);
    }

    #[test]
    fn a_game_no_list_describes_refuses_nothing() {
        // Brilliant Diamond/Shining Pearl: no file of its own, and not a
        // game generation 8's list describes.
        let bdsp = game::find("brilliant-diamond-shining-pearl").unwrap();
        assert_eq!(learns(bdsp, "Geodude", "Surf").unwrap(), None);
        let sword = game::find("sword-shield").unwrap();
        assert_eq!(learns(sword, "Rolycoly", "Surf").unwrap(), Some(false));
        assert_eq!(learns(sword, "Rolycoly", "Rock Slide").unwrap(), Some(true));
    }
}
