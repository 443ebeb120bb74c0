//! What the detail view (`i`) shows, made from the planner's state when it
//! opens ([`super::detail`] holds the open view, its keys and drawing): for
//! each Pokémon of the highlighted cover or team where to catch it by the
//! story point (the ways `pokelinks where` prints, [`Setup::whereabouts`]),
//! what it evolves into by the level cap, its moves by then and its ability
//! (as the Showdown set of `x` has them, [`crate::team::sets`]); the story
//! point and level cap; each selected gym's leader and team, as the gym
//! detail shows them. What comes from data is escaped as it is made.

use super::detail::{Detail, Row, row};
use super::state::App;
use super::team::TeamRow;
use super::view::leader_battles;
use crate::escape::escape;
use crate::problem::{Kind, Team};
use crate::setup::Setup;
use crate::team::sets::{known_moves, player_set};

/// The detail of the highlighted cover (or team, in team mode), if
/// the list has one.
///
/// ```
/// use pokelinks::plan::detail_of::detail;
/// use pokelinks::plan::state::{App, Covers};
/// use pokelinks::problem::Team;
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
/// app.start();
/// assert!(detail(&app).is_none()); // still searching
/// app.covers = Covers::Ready(vec![Team { rank: 4, types: vec!["Ghost-Poison".parse().unwrap()].into() }]);
/// let text = detail(&app).unwrap().text(80).join("\n");
/// assert!(text.contains("Gengar"), "{text}");
/// assert!(text.contains("No ways to catch on a region map"), "{text}");
/// ```
pub fn detail(app: &App) -> Option<Detail> {
    let mut rows = story_rows(app);
    let title = if app.teaming {
        let team = app.highlighted_team()?;
        rows.extend(team_rows(app, team));
        format!("Team {}: {team}", app.cover_cursor + 1)
    } else {
        let cover = app.highlighted()?;
        rows.extend(cover_rows(app, cover));
        format!("Cover {}: {cover}", app.cover_cursor + 1)
    };
    rows.extend(gym_rows(app));
    Some(Detail::new(title, rows))
}

fn words(text: &str) -> Vec<String> {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The story point and its level cap, in a game; a line saying there are
/// no ways to catch on a region map or in a game without story data.
fn story_rows(app: &App) -> Vec<Row> {
    let Some(choice) = &app.setup.game else {
        return vec![row(
            0,
            words(
                "No ways to catch on a region map: it has no story (pokelinks where reads a game's).",
            ),
        )];
    };
    match app.point() {
        Some((k, _)) => vec![row(
            0,
            words(&format!(
                "By {} · level cap {}",
                app.setup.point_name(k),
                app.pool.level_cap()
            )),
        )],
        None => vec![row(
            0,
            words(&format!(
                "No ways to catch: {} has no story data here (data/README.md, section 10).",
                escape(&choice.game.name)
            )),
        )],
    }
}

/// The lines of one Pokémon: its name, typing and ability, where to catch
/// it by then, what it evolves into, and its moves.
fn pokemon_rows(app: &App, name: &str, set: &crate::showdown::Set) -> Vec<Row> {
    let mut head = escape(name).into_owned();
    if let Some(ability) = &set.ability {
        head.push_str(&format!(" · ability {}", escape(ability)));
    }
    let mut rows = vec![row(2, words(&head))];
    if app.setup.game.is_some() {
        if let Some(place) = app.point()
            && let Some(found) = app.setup.whereabouts(name, Some(place.0))
        {
            if found.ways.is_empty() {
                rows.push(row(4, words("catch: not had by then")));
            }
            for way in &found.ways {
                rows.push(row(
                    4,
                    words(&format!("catch: from {}: {}", way.from, escape(&way.how))),
                ));
            }
        }
        if let Some(evolves) = app.pool.evolving().get(name) {
            rows.push(row(
                4,
                words(&format!("evolves {} (by the level cap)", escape(evolves))),
            ));
        }
        let moves: Vec<String> = set.moves.iter().map(|m| escape(m).into_owned()).collect();
        rows.push(row(
            4,
            words(&format!(
                "moves by then: {}",
                if moves.is_empty() {
                    "none that attack".to_owned()
                } else {
                    moves.join(", ")
                }
            )),
        ));
    }
    rows
}

/// A cover's members: each typing (defense) with the Pokémon named for it,
/// or each attack type with who brings it (in a game), and each Pokémon's
/// lines.
fn cover_rows(app: &App, cover: &Team) -> Vec<Row> {
    let mut rows = Vec::new();
    for &profile in &cover.types {
        rows.push(Row {
            indent: 0,
            parts: vec![format!("{profile}:")],
            head: true,
        });
        let named: Vec<(String, Vec<String>)> = match app.sel.kind {
            Kind::Defense => (app.pokemon_of(profile).into_iter())
                .map(|name| (name.to_owned(), known_moves(&app.pool, name)))
                .collect(),
            Kind::Attack => (app
                .pool
                .behind(Kind::Attack, &[profile], app.names_per_typing))
            .into_iter()
            .flat_map(|(_, behind)| behind)
            .map(|b| {
                // The move that brings the type first, then the others it
                // knows by then.
                let known: Vec<String> = (known_moves(&app.pool, &b.pokemon).into_iter())
                    .filter(|m| b.move_name.as_ref() != Some(m))
                    .collect();
                let mut moves: Vec<String> = b.move_name.into_iter().collect();
                moves.extend(known);
                (b.pokemon, moves)
            })
            .collect(),
        };
        if named.is_empty() {
            rows.push(row(2, words("— (no Pokémon named)")));
        }
        for (name, moves) in named {
            let set = player_set(&app.pool, &name, profile.ability, &moves);
            rows.extend(pokemon_rows(app, &name, &set));
        }
    }
    rows
}

/// A team's members: each lead with its set's ability and moves, and the
/// Pokémon that could take its place.
fn team_rows(app: &App, team: &TeamRow) -> Vec<Row> {
    let mut rows = Vec::new();
    for (n, member) in team.members.iter().enumerate() {
        let Some(lead) = member.pokemon.first() else {
            continue;
        };
        rows.push(Row {
            indent: 0,
            parts: vec![format!("{}:", member.profile)],
            head: true,
        });
        let set =
            (team.sets.get(n).cloned()).unwrap_or_else(|| player_set(&app.pool, lead, None, &[]));
        rows.extend(pokemon_rows(app, lead, &set));
        if member.pokemon.len() > 1 {
            let others: Vec<String> = (member.pokemon[1..].iter())
                .map(|p| escape(p).into_owned())
                .collect();
            rows.push(row(4, words(&format!("or: {}", others.join(", ")))));
        }
    }
    rows
}

/// Each selected gym's leader, town and team, as the gym detail shows them.
fn gym_rows(app: &App) -> Vec<Row> {
    let setup: &Setup = &app.setup;
    let mut rows = Vec::new();
    for gym in (app.sel.gyms.iter()).filter_map(|&g| setup.map.gyms.get(g)) {
        rows.push(Row {
            indent: 0,
            parts: words(&format!(
                "{} {} · {}",
                escape(&gym.id),
                gym.leader,
                gym.town
            )),
            head: true,
        });
        for parts in leader_battles(app, gym) {
            rows.push(row(2, parts));
        }
    }
    rows
}
