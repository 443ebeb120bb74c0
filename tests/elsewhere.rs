//! The other kinds' line (`crate::elsewhere`): no team is searched for
//! when the kind asked leaves an item nothing covers, since no team
//! covers it either. Checked here on every shipped game's gyms against a
//! team resolved for real.

use pokelinks::data::game;
use pokelinks::elsewhere::{Found, Other, others};
use pokelinks::problem::Kind;
use pokelinks::search::Mode;
use pokelinks::setup::{GymChoice, Question, Setup};
use pokelinks::team::Resolved;

fn question(id: &str, kind: Kind, gym: &str) -> Question {
    Question {
        game: game::find(id),
        kind,
        gyms: vec![GymChoice::Id(gym.into())],
        ..Question::new()
    }
}

#[test]
fn an_item_a_kind_of_cover_leaves_uncovered_no_team_covers() {
    let mut uncovered = 0;
    for g in game::games() {
        let whole = Setup::new(&question(&g.id, Kind::Defense, "E4")).unwrap();
        let gyms: Vec<String> = (whole.map.gyms.iter()).map(|gym| gym.id.clone()).collect();
        for gym in &gyms {
            for kind in [Kind::Defense, Kind::Attack] {
                let asked = question(&g.id, kind, gym);
                let setup = Setup::new(&asked).unwrap();
                let problem = setup.problem(None);
                if setup.uncoverable(problem.items()).is_empty() {
                    continue;
                }
                uncovered += 1;
                // The team the line would otherwise search for.
                let team = Question {
                    kind: Kind::Defense,
                    mode: Mode::Overlapping,
                    ..asked.clone()
                };
                let resolved = Resolved::of(&team).unwrap();
                assert!(
                    !resolved.uncoverable.is_empty(),
                    "{} {gym} {kind:?}: a team may cover every item",
                    g.id
                );
                let this = match kind {
                    Kind::Defense => Other::Defense,
                    Kind::Attack => Other::Attack,
                };
                let found = others(&asked, this, true);
                assert!(found.contains(&(Other::Team, Found::No)), "{found:?}");
            }
        }
    }
    // Not a vacuous walk: early gyms of many games leave items uncovered.
    assert!(uncovered >= 10, "{uncovered}");
}
