//! The table for a player at a terminal: the question in a player's words,
//! each cover with the slots it leaves free and the Pokémon behind each of
//! its typings, and how to see more.
//!
//! Pipes get `output::table` instead, one parsable line per cover; this
//! layout is chosen on a terminal or with `--layout player`.

use std::io::{self, Write};

use crate::escape::escape;

use super::output::{ByReport, Report, game_lines, mode_name, painted, plural};
use crate::problem::Kind;

/// Writes `report` for a player (on a terminal, or with `--layout player`).
///
/// ```
/// use pokelinks::cli::{Screen, run};
/// let mut out = Vec::new();
/// run(["pokelinks", "kanto", "G1", "G2", "O", "--top", "1", "--layout", "player"], &mut out, Screen::PIPE)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.contains("Resist:      Normal Water (2 attack types)"));
/// assert!(text.contains("Ghost-Poison: Gengar, Haunter, Gastly"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn table(report: &Report, out: &mut impl Write, color: bool) -> io::Result<()> {
    let mode = mode_name(report.mode);
    let gyms = if report.gyms.is_empty() {
        "the whole chart".to_owned()
    } else {
        format!("gyms {}", report.gyms.join(" "))
    };
    writeln!(
        out,
        "{} (generation {}), {gyms}",
        report.region, report.generation
    )?;
    if let Some(game) = &report.game {
        game_lines(game, report.generation, 13, out)?;
    }
    let items = painted(&report.items, " ", color);
    let noted = |out: &mut _| super::output::noted_line(&report.noted, 13, out);
    match report.kind {
        Kind::Defense => {
            writeln!(
                out,
                "Resist:      {items} ({})",
                plural(report.items.len(), "attack type")
            )?;
            noted(out)?;
            writeln!(
                out,
                "Team:        at most {} Pokémon, {mode} cover ({})",
                report.max,
                if report.mode == crate::search::Mode::Exact {
                    "each attack type resisted by exactly one member"
                } else {
                    "each attack type resisted, no member spare"
                }
            )?;
            writeln!(
                out,
                "Candidates:  {} that resist at least one of them",
                plural(report.options.len(), "typing")
            )?;
        }
        Kind::Attack => {
            writeln!(
                out,
                "Beat:        {items} ({})",
                plural(report.items.len(), "typing")
            )?;
            noted(out)?;
            writeln!(
                out,
                "Moves:       at most {} attack types, {mode} cover",
                report.max
            )?;
            writeln!(
                out,
                "Candidates:  {} super-effective on at least one of them",
                plural(report.options.len(), "attack type")
            )?;
        }
    }
    if !report.with.is_empty() {
        writeln!(out, "With:        {}", painted(&report.with, " ", color))?;
    }
    if !report.without.is_empty() {
        writeln!(out, "Without:     {}", painted(&report.without, " ", color))?;
    }
    if let Some(aside) = report.set_aside.as_deref().filter(|a| !a.is_empty()) {
        writeln!(
            out,
            "Set aside:   {}; the teams below cover the other {}",
            crate::partial::line(aside),
            plural(
                report.items.len(),
                match report.kind {
                    Kind::Defense => "attack type",
                    Kind::Attack => "typing",
                }
            )
        )?;
    }
    if let Some(left_out) = &report.left_out {
        writeln!(
            out,
            "Safe:        {} left out: weak (×2 or ×4) to some attack type",
            plural(left_out.len(), "typing")
        )?;
    }
    writeln!(out)?;
    if !report.uncoverable.is_empty() {
        if let Some(by) = report.game.as_ref().and_then(|g| g.by.as_ref()) {
            stranded(report, by, out, color)?;
        } else {
            writeln!(
                out,
                "No team: nothing covers {}.",
                painted(&report.uncoverable, ", ", color)
            )?;
        }
        if !report.elsewhere.is_empty() {
            writeln!(out, "{}", report.elsewhere)?;
        }
        return Ok(());
    }
    let number_width = report.solutions.len().to_string().len();
    let rank_width = (report.solutions.iter())
        .map(|t| t.rank.to_string().len())
        .max()
        .unwrap_or(1);
    let slot = match report.kind {
        Kind::Defense => "slot",
        Kind::Attack => "move",
    };
    for (n, team) in report.solutions.iter().enumerate() {
        let free = report.max.saturating_sub(team.types.len());
        let weak = (report.weak.as_ref())
            .and_then(|w| w.get(n))
            .map_or_else(String::new, |w| format!(", weak {w}"));
        writeln!(
            out,
            "{:>number_width$}. rank {:>rank_width$}  {}  ({} free{weak})",
            n + 1,
            team.rank,
            painted(&team.types, " ", color),
            plural(free, slot)
        )?;
        let names: Vec<String> = (team.types.iter())
            .filter_map(|&t| {
                let names = report.names(t)?;
                let painted = painted(std::slice::from_ref(&t), "", color);
                let names: Vec<String> = names.iter().map(ToString::to_string).collect();
                Some(format!("{painted}: {}", names.join(", ")))
            })
            .collect();
        if !names.is_empty() {
            let indent = number_width + 2;
            writeln!(out, "{:indent$}{}", "", names.join(" · "))?;
        }
    }
    if !report.solutions.is_empty() {
        writeln!(out)?;
    }
    let better = report.kind.sense().words();
    let shown = report.solutions.len();
    let covers = |n: u64| if n == 1 { "cover" } else { "covers" };
    match report.total {
        _ if !report.found() => match report.overlapping {
            Some(true) => writeln!(
                out,
                "No exact cover, but overlapping covers exist (members may share an attack type): add O."
            ),
            Some(false) => writeln!(
                out,
                "No exact cover, nor an overlapping one: allow more members (--max) or select fewer gyms."
            ),
            None => writeln!(out, "No {mode} cover."),
        },
        Some(total) if total > shown as u64 => {
            let more = if report.limited {
                " More: --limit N, or pipe the output for all of them."
            } else {
                ""
            };
            writeln!(
                out,
                "{total} {mode} {}; the best {shown} are shown ({better}).{more}",
                covers(total)
            )
        }
        Some(total) => writeln!(
            out,
            "{total} {mode} {}, all shown ({better}).",
            covers(total)
        ),
        None if shown == 1 => writeln!(
            out,
            "The best {mode} cover ({better}; --count counts them all)."
        ),
        None => writeln!(
            out,
            "The {shown} best {mode} covers ({better}; --count counts them all)."
        ),
    }
}

/// In a game at a story point, the items nothing the player can have then
/// covers, in the player's terms, each with the first later story point at
/// which something can and what.
fn stranded(report: &Report, by: &ByReport, out: &mut impl Write, color: bool) -> io::Result<()> {
    let when = match &by.leader {
        Some(leader) => format!("before {}", leader.split(',').next().unwrap_or(leader)),
        None => "by then".to_owned(),
    };
    let items = painted(&report.uncoverable, ", ", color);
    match report.kind {
        Kind::Defense => writeln!(out, "No team: nothing you can have {when} resists {items}.")?,
        Kind::Attack => writeln!(
            out,
            "No team: nothing you can have {when} hits {items} super-effectively."
        )?,
    }
    for later in &report.later {
        let item = painted(std::slice::from_ref(&later.item), "", color);
        match &later.point {
            Some(point) => writeln!(
                out,
                "  {item}: from {point} on, {}",
                escape(&later.pokemon.join(", "))
            )?,
            None => writeln!(out, "  {item}: nothing later in the game either")?,
        }
    }
    Ok(())
}
