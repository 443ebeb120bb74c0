//! `pokelinks check MEMBER…`: the command line's side of the team check.
//!
//! The library's [`crate::check`] holds the team against the gyms and finds
//! the completions; this module only resolves the member words (typings, or
//! Pokémon names standing for their typing) and writes the table or the
//! JSON document of docs/check.md.

use std::io::Write;

use owo_colors::OwoColorize;
use serde::Serialize;
use serde_json::Value;

use super::choices::Format;
use super::config::Config;
use super::exit::Exit;
use super::output::{
    GameReport, factor, game_lines, gym_labels, mode_name, nouns, painted, plural,
};
use crate::check::{self, Check, Completion, Settings, Suggestion};
use crate::data::{Gym, Map, Multiplier};
use crate::error::Error;
use crate::partial::{self, SetAside};
use crate::problem::Kind;
use crate::profile::Profile;
use crate::roster::Member;
use crate::setup::{MemberName, Setup};
use crate::typing::Typing;

/// Runs a check of the team `words`: exit 0 when it covers every row, 1
/// when it does not. Every input is checked before anything is written.
pub(super) fn run(
    config: &Config,
    words: &[String],
    out: &mut impl Write,
    color: bool,
) -> Result<Exit, Error> {
    let names = (words.iter())
        .map(|w| {
            w.parse().map_err(|why| {
                Error::Usage(format!("member '{}': {why}", crate::escape::shorten(w)))
            })
        })
        .collect::<Result<Vec<MemberName>, Error>>()?;
    let (setup, members) = Setup::for_team(&config.question, &names)?;
    let (chart, kind, max) = (&setup.chart, setup.kind, setup.max);
    let gyms = setup.gyms();
    let members = check::members(members, max)?;
    let team = Check::new(chart, kind, &gyms, &members)?;
    let settings = Settings {
        mode: setup.mode,
        max,
        without: setup.excluded(),
        options: Some(setup.options().to_vec()),
        top: config.top.unwrap_or(check::DEFAULT_TOP),
    };
    // The table sets aside what nothing covers and finishes the team for
    // the rest; JSON keeps the strict answer unless --partial asks.
    let set_aside = (config.format == Format::Table || config.partial).then(|| {
        let items: Vec<Profile> = team.rows.iter().map(|r| r.item).collect();
        partial::set_aside(
            &setup,
            &setup.pool,
            &setup.roster,
            &items,
            &setup.without_typings(),
        )
    });
    let aside: Vec<Profile> = set_aside.iter().flatten().map(|s| s.item).collect();
    let completion = team.complete_rest(chart, &gyms, &settings, &aside)?;
    let shown = Shown {
        map: &setup.map,
        game: GameReport::of(&setup),
        gyms: &gyms,
        config,
        max,
        team: &team,
        completion: &completion,
        set_aside: set_aside.as_deref(),
        hidden: (team.members.iter())
            .map(|m| (m.pokemon.as_deref()).and_then(|n| setup.pool.hidden_note(n, m.ability)))
            .collect(),
    };
    match config.format {
        Format::Table => shown.table(out, color)?,
        Format::Json => shown.json(out)?,
        Format::Showdown => {
            let sets = crate::team::sets::member_sets(&setup.pool, &members)?;
            write!(out, "{}", crate::showdown::export(&sets))?;
        }
    }
    Ok(if team.covered() {
        Exit::Success
    } else {
        Exit::NoCover
    })
}

/// Everything a check shows.
struct Shown<'a> {
    map: &'a Map,
    /// The game and story point, with `--game` (the header names them, as
    /// a check on both sides does).
    game: Option<GameReport>,
    gyms: &'a [&'a Gym],
    config: &'a Config,
    max: usize,
    team: &'a Check,
    completion: &'a Completion,
    /// The items set aside (`None`: a strict answer, with none).
    set_aside: Option<&'a [SetAside]>,
    /// Per member, how it has its hidden ability, when it is planned with one.
    hidden: Vec<Option<String>>,
}

/// A member as the check shows it: the Pokémon's name, its typing and the
/// ability it is planned with (and, when that is its hidden one, how it is
/// had: [`crate::story::pool::Pool::hidden_note`]), or the typing alone
/// when it was given as one.
fn member_text(m: &Member, hidden: Option<&str>, color: bool) -> String {
    let typing = painted(std::slice::from_ref(&m.typing), "", color);
    let ability = m.ability.map_or_else(String::new, |a| format!(", {a}"));
    let ability = match hidden {
        Some(note) => format!("{ability}, {note}"),
        None => ability,
    };
    match &m.pokemon {
        Some(name) => format!("{name} ({typing}{ability})"),
        None => typing.to_string(),
    }
}

/// Members as a list: by name where the player named a Pokémon, else by
/// typing; separated by `, ` once a name may hold a space (`Mr. Mime`).
fn member_list(members: &[Member], color: bool) -> String {
    let named = members.iter().any(|m| m.pokemon.is_some());
    let each: Vec<String> = (members.iter())
        .map(|m| match &m.pokemon {
            Some(name) => name.clone(),
            None => painted(std::slice::from_ref(&m.typing), "", color).to_string(),
        })
        .collect();
    each.join(if named { ", " } else { " " })
}

/// Whether a multiplier is good for the player (green) or bad (red):
/// defense wants resisted hits, attack super-effective ones.
fn good(kind: Kind, m: Multiplier) -> Option<bool> {
    match m {
        Multiplier::Normal => None,
        _ => Some(kind.value(m).is_some()),
    }
}

/// `text` padded to `width`, in green, red or plain.
fn cell(text: &str, width: usize, good: Option<bool>, color: bool) -> String {
    let pad = " ".repeat(width.saturating_sub(text.chars().count()));
    match (color, good) {
        (true, Some(true)) => format!("{}{pad}", text.green()),
        (true, Some(false)) => format!("{}{pad}", text.red()),
        _ => format!("{text}{pad}"),
    }
}

impl Shown<'_> {
    fn table(&self, out: &mut impl Write, color: bool) -> Result<(), Error> {
        let kind = self.team.kind;
        let (item, option) = nouns(kind);
        let members = &self.team.members;
        writeln!(
            out,
            "Map:      {} (generation {})",
            self.map.region, self.map.generation
        )?;
        if let Some(game) = &self.game {
            game_lines(game, self.map.generation, 10, out)?;
        }
        if self.gyms.is_empty() {
            writeln!(out, "Gyms:     none selected: the whole chart")?;
        } else {
            let ids: Vec<&str> = self.gyms.iter().map(|g| g.id.as_str()).collect();
            writeln!(out, "Gyms:     {}", ids.join(" "))?;
        }
        writeln!(
            out,
            "Check:    {}, {} of at most {}: {}",
            kind.name(),
            members.len(),
            plural(self.max, option),
            (members.iter().zip(&self.hidden))
                .map(|(m, h)| member_text(m, h.as_deref(), color))
                .collect::<Vec<_>>()
                .join(" ")
        )?;
        writeln!(out)?;

        // The matrix: one column per member, then who covers the row.
        let label = self
            .team
            .rows
            .iter()
            .map(|r| r.item.to_string().len())
            .max()
            .unwrap_or(0);
        let widths: Vec<usize> = (members.iter())
            .map(|m| m.to_string().chars().count())
            .collect();
        write!(out, "  {:label$}", "")?;
        for (m, w) in members.iter().zip(&widths) {
            write!(out, "  {}", cell(&m.to_string(), *w, None, false))?;
        }
        writeln!(out, "  covered by")?;
        for row in &self.team.rows {
            let name = painted(std::slice::from_ref(&row.item), "", color).to_string();
            let pad = label.saturating_sub(row.item.to_string().len());
            write!(out, "  {name}{}", " ".repeat(pad))?;
            for (m, w) in row.cells.iter().zip(&widths) {
                write!(out, "  {}", cell(&m.to_string(), *w, good(kind, *m), color))?;
            }
            if row.by.is_empty() {
                writeln!(out, "  {}", cell("not covered", 0, Some(false), color))?;
            } else {
                writeln!(out, "  {}", member_list(&row.by, color))?;
            }
        }

        if !self.gyms.is_empty() {
            writeln!(out)?;
            for (label, verdict) in gym_labels(self.gyms).iter().zip(&self.team.verdicts) {
                write!(out, "{label}")?;
                if verdict.covered() {
                    writeln!(out, "{}", cell("covered", 0, Some(true), color))?;
                } else {
                    let what = cell("not covered:", 0, Some(false), color);
                    writeln!(out, "{what} {}", painted(&verdict.uncovered, " ", color))?;
                }
            }
        }
        writeln!(out)?;
        let weak = self.team.weak.map_or_else(String::new, |w| {
            format!("; weak {w} (hits taken at ×2 or ×4)")
        });
        if self.team.covered() {
            writeln!(out, "Team:     covers every {item}{weak}")?;
        } else {
            writeln!(
                out,
                "Team:     does not cover {}{weak}",
                painted(&self.team.uncovered(), " ", color)
            )?;
        }
        let weak_to: Vec<String> = (self.team.weak_to().iter())
            .map(|(t, weak)| {
                let t = painted(std::slice::from_ref(t), "", color);
                format!("{t} {} ({})", weak.len(), member_list(weak, color))
            })
            .collect();
        if !weak_to.is_empty() {
            writeln!(out, "Weak to:  {}", weak_to.join(" · "))?;
        }
        if let Some(aside) = self.set_aside.filter(|a| !a.is_empty()) {
            writeln!(out, "Set aside: {}", partial::line(aside))?;
        }
        self.completion_table(out, color)
    }

    /// The completions or repairs, as rows of the main table.
    fn completion_table(&self, out: &mut impl Write, color: bool) -> Result<(), Error> {
        let kind = self.team.kind;
        let (item, option) = nouns(kind);
        let mode = mode_name(self.config.question.mode);
        let free = self.max - self.team.members.len();
        let (heading, suggestions) = match self.completion {
            Completion::Covered => {
                let free = match free {
                    0 => String::new(),
                    n => format!(" ({} free)", plural(n, "slot")),
                };
                let aside: Vec<Profile> = self
                    .set_aside
                    .unwrap_or_default()
                    .iter()
                    .map(|s| s.item)
                    .collect();
                let but = match aside.as_slice() {
                    [] => String::new(),
                    some => format!(" but {} (set aside)", painted(some, " ", color)),
                };
                // Covering every row says nothing of the hits the members
                // take: weaknesses stacked on one attack type are named.
                let stacked: Vec<String> = (self.team.weak_to().iter())
                    .filter(|(_, weak)| weak.len() > 1)
                    .map(|(t, weak)| {
                        let t = painted(std::slice::from_ref(t), "", color);
                        format!("{t} hits {} members", weak.len())
                    })
                    .collect();
                let stacked = match stacked.as_slice() {
                    [] => String::new(),
                    some => format!(
                        ", but weaknesses stack: {} super-effectively",
                        some.join(", ")
                    ),
                };
                writeln!(
                    out,
                    "Nothing to add: every {item}{but} is covered{free}{stacked}."
                )?;
                return Ok(());
            }
            Completion::Uncoverable(items) => {
                writeln!(
                    out,
                    "No cover: nothing covers {}.",
                    painted(items, ", ", color)
                )?;
                return Ok(());
            }
            Completion::Finish(s) => (
                format!(
                    "Finish: the best {mode} covers with every member, at most {}",
                    plural(self.max, option)
                ),
                s,
            ),
            Completion::Repair { swaps, suggestions } => {
                let at = if free == 0 {
                    "the team is full".to_owned()
                } else {
                    "no cover keeps every member".to_owned()
                };
                (
                    format!(
                        "Repair ({at}): the best {mode} covers that drop {} and keep the rest",
                        plural(*swaps, "member")
                    ),
                    suggestions,
                )
            }
        };
        writeln!(out)?;
        if suggestions.is_empty() {
            writeln!(
                out,
                "No cover keeps every member, or all but one or two, within {}.",
                plural(self.max, option)
            )?;
            return Ok(());
        }
        writeln!(out, "{heading}:")?;
        let width = suggestions
            .iter()
            .map(|s| s.team.rank.to_string().len())
            .max();
        let width = width.unwrap_or(0);
        // Each cover as a row of the main table, then what it changes
        // (`− dropped + added`), then its weaknesses.
        for s in suggestions {
            write!(
                out,
                "{:>width$}  {}",
                s.team.rank,
                painted(&s.team.types, " ", color)
            )?;
            if !s.out.is_empty() {
                write!(out, "  − {}", member_list(&s.out, color))?;
            }
            write!(out, "  + {}", painted(&s.added, " ", color))?;
            match s.weak {
                Some(weak) => writeln!(out, "  weak {weak}")?,
                None => writeln!(out)?,
            }
        }
        writeln!(out)?;
        let better = match kind {
            Kind::Defense => "Lower rank is better; weak: hits the members take at ×2 or ×4.",
            Kind::Attack => "Higher rank is better.",
        };
        writeln!(out, "{better}")?;
        Ok(())
    }

    fn json(&self, out: &mut impl Write) -> Result<(), Error> {
        #[derive(Serialize)]
        struct RowJson {
            item: Profile,
            multipliers: Vec<Value>,
            covered_by: Vec<Profile>,
        }
        #[derive(Serialize)]
        struct VerdictJson<'v> {
            gym: &'v str,
            covered: bool,
            uncovered: &'v [Profile],
        }
        #[derive(Serialize)]
        struct SuggestionJson<'s> {
            rank: u32,
            types: &'s [Profile],
            #[serde(skip_serializing_if = "Vec::is_empty")]
            out: Vec<Profile>,
            added: &'s [Profile],
            #[serde(skip_serializing_if = "Option::is_none")]
            weak: Option<u32>,
        }
        #[derive(Serialize)]
        struct CompletionJson<'c> {
            kind: &'static str,
            #[serde(skip_serializing_if = "Option::is_none")]
            swaps: Option<usize>,
            uncoverable: &'c [Profile],
            solutions: Vec<SuggestionJson<'c>>,
        }
        #[derive(Serialize)]
        struct Document<'d> {
            region: &'d str,
            generation: u8,
            #[serde(skip_serializing_if = "Option::is_none")]
            game: Option<&'d GameReport>,
            gyms: Vec<&'d str>,
            cover: &'static str,
            mode: &'static str,
            max: usize,
            members: Vec<Typing>,
            #[serde(skip_serializing_if = "Option::is_none")]
            names: Option<Vec<String>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            abilities: Option<Vec<Option<&'static str>>>,
            /// Per member, how it has its hidden ability (`hidden: in an
            /// SOS chain`), when some member is planned with one.
            #[serde(skip_serializing_if = "Option::is_none")]
            hidden: Option<&'d [Option<String>]>,
            rows: Vec<RowJson>,
            verdicts: Vec<VerdictJson<'d>>,
            covered: bool,
            uncovered: Vec<Profile>,
            #[serde(skip_serializing_if = "Option::is_none")]
            weak: Option<u32>,
            #[serde(skip_serializing_if = "Option::is_none")]
            set_aside: Option<Vec<SetAsideJson>>,
            completion: CompletionJson<'d>,
        }
        #[derive(Serialize)]
        struct SetAsideJson {
            item: Profile,
            why: String,
        }
        fn suggestion(s: &Suggestion) -> SuggestionJson<'_> {
            SuggestionJson {
                rank: s.team.rank,
                types: &s.team.types,
                out: s.out.iter().map(Member::profile).collect(),
                added: &s.added,
                weak: s.weak,
            }
        }
        let none: &[Profile] = &[];
        let completion = match self.completion {
            Completion::Covered => CompletionJson {
                kind: "covered",
                swaps: None,
                uncoverable: none,
                solutions: Vec::new(),
            },
            Completion::Uncoverable(items) => CompletionJson {
                kind: "uncoverable",
                swaps: None,
                uncoverable: items,
                solutions: Vec::new(),
            },
            Completion::Finish(s) => CompletionJson {
                kind: "finish",
                swaps: None,
                uncoverable: none,
                solutions: s.iter().map(suggestion).collect(),
            },
            Completion::Repair { swaps, suggestions } => CompletionJson {
                kind: "repair",
                swaps: Some(*swaps),
                uncoverable: none,
                solutions: suggestions.iter().map(suggestion).collect(),
            },
        };
        let team = self.team;
        let document = Document {
            region: self.map.region.raw(),
            generation: self.map.generation,
            game: self.game.as_ref(),
            gyms: self.gyms.iter().map(|g| g.id.as_str()).collect(),
            cover: team.kind.name(),
            mode: mode_name(self.config.question.mode),
            max: self.max,
            members: team.members.iter().map(|m| m.typing).collect(),
            names: (team.members.iter().any(|m| m.pokemon.is_some())).then(|| {
                (team.members.iter())
                    .map(|m| m.pokemon.clone().unwrap_or_else(|| m.typing.to_string()))
                    .collect()
            }),
            abilities: (team.members.iter().any(|m| m.ability.is_some())).then(|| {
                team.members
                    .iter()
                    .map(|m| m.ability.map(|a| a.name()))
                    .collect()
            }),
            hidden: (self.hidden.iter().any(Option::is_some)).then_some(&self.hidden[..]),
            rows: team
                .rows
                .iter()
                .map(|r| RowJson {
                    item: r.item,
                    multipliers: r.cells.iter().map(|&m| factor(m)).collect(),
                    covered_by: r.by.iter().map(Member::profile).collect(),
                })
                .collect(),
            verdicts: team
                .verdicts
                .iter()
                .map(|v| VerdictJson {
                    gym: &v.gym,
                    covered: v.covered(),
                    uncovered: &v.uncovered,
                })
                .collect(),
            covered: team.covered(),
            uncovered: team.uncovered(),
            weak: team.weak,
            set_aside: self.set_aside.filter(|_| self.config.partial).map(|aside| {
                (aside.iter())
                    .map(|s| SetAsideJson {
                        item: s.item,
                        why: s.to_string(),
                    })
                    .collect()
            }),
            completion,
        };
        serde_json::to_writer(&mut *out, &document).map_err(std::io::Error::from)?;
        writeln!(out)?;
        Ok(())
    }
}
