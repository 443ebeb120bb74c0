//! `pokelinks check POKÉMON… T`: the command line's side of a check on both
//! sides (docs/check.md "Both sides").
//!
//! The team question is resolved as `pokelinks team` resolves it, with the
//! members as its `--with` Pokémon ([`Asked`]); the library's
//! [`crate::check::Both`] holds the team and completes it. This module
//! reads the member words (Pokémon, with their moves if named) and writes
//! the table or the JSON document of docs/check.md.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::Value;

use super::choices::Format;
use super::config::Config;
use super::exit::Exit;
use super::output::{GameReport, factor, game_lines, gym_labels, mode_name, painted, plural};
use super::team::{JsonMember, JsonTeam, JsonUncovered, Uncovered, json_member, json_team, later};
use crate::check::{self, Both, BothCompletion, CheckError};
use crate::error::Error;
use crate::escape::{escape, shorten};
use crate::multiplier::Multiplier;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::setup::{MemberName, ability_and_moves, named_moves};
use crate::team::{Asked, Attack, Lineup, TeamProblem};

/// Runs a check of the team `words` on both sides: exit 0 when it covers
/// every item, 1 when it does not. Every input is checked before anything
/// is written.
pub(super) fn run(
    config: &Config,
    words: &[String],
    out: &mut impl Write,
    color: bool,
) -> Result<Exit, Error> {
    let shown = resolve(config, words)?;
    match config.format {
        Format::Table => shown.table(config, out, color)?,
        Format::Json => shown.json(config, out)?,
        Format::Showdown => write!(out, "{}", crate::showdown::export(&shown.sets()))?,
    }
    Ok(if shown.both.covered() {
        Exit::Success
    } else {
        Exit::NoCover
    })
}

/// A member word: the Pokémon, and the moves named after it, if any
/// (`Charmander:ember,scratch`). A typing is refused: a member of a team
/// must both resist and hit, and a typing has no moves.
fn member_word(word: &str) -> Result<(MemberName, Option<&str>), Error> {
    let (name, moves) = crate::setup::name_and_moves(word);
    match name.parse::<MemberName>() {
        Ok(MemberName::Typing(t)) => Err(Error::Usage(format!(
            "member {t}: T holds Pokémon, not typings (a team member needs both a typing and moves): name a {t} Pokémon"
        ))),
        Ok(pokemon) => Ok((pokemon, moves)),
        Err(why) => Err(Error::Usage(format!("member '{}': {why}", shorten(word)))),
    }
}

/// Everything a check on both sides shows.
struct Shown {
    asked: Asked,
    problem: TeamProblem,
    both: Both,
    completion: BothCompletion,
    /// The items nothing the player can have covers, with from when.
    uncoverable: Vec<Uncovered>,
    /// Whether those are set aside (the table, or `--partial`).
    set_aside: bool,
    game: Option<GameReport>,
    gyms: Vec<String>,
    /// Whether some member's moves were named (`Name:move,move`).
    named: bool,
    /// The members, as indices into the candidates, each with whether its
    /// moves were named.
    members: Vec<(usize, bool)>,
}

impl Shown {
    /// The members as Showdown sets: the moves named, else those each
    /// knows by then ([`super::sets`]).
    fn sets(&self) -> Vec<crate::showdown::Set> {
        let pool = &self.asked.setup.pool;
        (self.members.iter())
            .map(|&(c, named)| {
                let candidate = &self.asked.entrants.candidates[c];
                let moves = if named {
                    (candidate.attacks.iter())
                        .filter_map(|a| a.move_name.clone())
                        .collect()
                } else {
                    crate::team::sets::known_moves(pool, &candidate.name)
                };
                crate::team::sets::player_set(pool, &candidate.name, candidate.ability, &moves)
            })
            .collect()
    }
}

/// Resolves the team as the team search's pins, holds it and completes it.
fn resolve(config: &Config, words: &[String]) -> Result<Shown, Error> {
    if words.is_empty() {
        return Err(Error::Usage(
            "'check … T' needs the team: at least one Pokémon, such as 'check Blaziken Swampert emerald T'".into(),
        ));
    }
    let said = (words.iter().map(|w| member_word(w))).collect::<Result<Vec<_>, Error>>()?;
    let names: Vec<MemberName> = said.iter().map(|(n, _)| n.clone()).collect();
    let (mut asked, members) = Asked::new(&config.question, "member", &names)?;
    let members = check::members(members, asked.setup.max)?;
    let without = &config.question.without;
    if let Some(m) = (members.iter()).find(|m| without.contains(&MemberName::Typing(m.typing))) {
        return Err(CheckError::Without(m.clone()).into());
    }
    let candidates = &asked.entrants.candidates;
    let index: Vec<usize> = (members.iter())
        .map(|m| {
            let name = m.pokemon.as_deref();
            (candidates
                .iter()
                .position(|c| Some(c.name.as_str()) == name))
            .expect("every member is pinned, so a candidate")
        })
        .collect();
    // After the colon: its ability (`Excadrill:Mold Breaker`), its moves,
    // or both.
    let mut moves_named = vec![false; index.len()];
    for (((&c, (_, after)), word), named) in
        (index.iter().zip(&said).zip(words)).zip(&mut moves_named)
    {
        let Some(after) = after else {
            continue;
        };
        let species = asked.entrants.candidates[c].name.clone();
        let (ability, moves) = ability_and_moves(&asked.setup.pool, &species, after)
            .map_err(|why| Error::Usage(format!("member {}: {why}", shorten(word))))?;
        if let Some(ability) = ability {
            asked.entrants.candidates[c].ability = ability;
        }
        if !moves.is_empty() || ability.is_none() {
            let learner = asked.setup.pool.game().map(|g| (g, species.as_str()));
            let attacks = attacks(asked.setup.map.generation, &moves.join(","), word, learner)?;
            asked.entrants.candidates[c].attacks = attacks;
            *named = true;
        }
    }
    let mut problem = asked.problem();
    let request = problem.request(asked.setup.mode, asked.setup.max)?;
    let gyms = asked.setup.gyms();
    let gym_ids = gyms.iter().map(|g| g.id.clone()).collect();
    let both = Both::new(&mut problem, &index, &gyms, &asked.resist);
    let uncoverable = problem.uncoverable().to_vec();
    // The table sets aside what nothing covers and finishes the team for
    // the rest; JSON keeps the strict answer unless --partial asks.
    let set_aside = config.format == Format::Table || config.partial;
    if set_aside {
        problem.mask_uncoverable();
    }
    let top = config.top.unwrap_or(check::DEFAULT_TOP);
    let completion = both.complete(&mut problem, &request, top)?;
    let uncoverable = later(&asked.setup, &uncoverable);
    Ok(Shown {
        game: GameReport::of(&asked.setup),
        asked,
        problem,
        both,
        completion,
        uncoverable,
        set_aside,
        gyms: gym_ids,
        named: moves_named.iter().any(|&n| n),
        members: (index.iter().zip(&moves_named))
            .map(|(&c, &named)| (c, named))
            .collect(),
    })
}

/// The attacks of the moves `said` names after a member `word`.
fn attacks(
    generation: u8,
    said: &str,
    word: &str,
    learner: Option<(&crate::data::game::Game, &str)>,
) -> Result<Vec<Attack>, Error> {
    let fail = |why: String| Error::Usage(format!("member {}: {why}", shorten(word)));
    let moves = named_moves(generation, said, learner)?.map_err(fail)?;
    if moves.is_empty() {
        return Err(fail("name its moves after a colon: Name:move,move".into()));
    }
    if moves.len() > crate::team::MOVES {
        return Err(fail(format!(
            "{} moves named: a Pokémon knows at most {}",
            moves.len(),
            crate::team::MOVES
        )));
    }
    Ok((moves.into_iter())
        .map(|(name, kind)| Attack {
            kind,
            move_name: Some(name),
            learned: None,
            machine: None,
        })
        .collect())
}

/// A completion as the table lists it: the team, the members it drops
/// (positions in the team), its weaknesses.
type Suggested<'a> = (&'a Lineup, &'a [usize], u32);

/// `×½`, or `–` for a member with no attack.
fn cell(m: Option<Multiplier>) -> String {
    m.map_or_else(|| "–".to_owned(), |m| m.to_string())
}

impl Shown {
    /// The members' names, in the team's order.
    fn names(&self) -> Vec<&str> {
        let candidates = self.problem.candidates();
        (self.both.members.iter())
            .map(|&c| candidates[c].name.as_str())
            .collect()
    }

    /// The items of one side no member covers.
    fn uncovered(&self, kind: Kind) -> Vec<Profile> {
        (self.both.uncovered.iter())
            .filter(|t| t.kind() == kind)
            .map(|t| t.profile())
            .collect()
    }

    fn table(&self, config: &Config, out: &mut impl Write, color: bool) -> io::Result<()> {
        let setup = &self.asked.setup;
        writeln!(
            out,
            "Map:      {} (generation {})",
            setup.map.region, setup.map.generation
        )?;
        if let Some(game) = &self.game {
            game_lines(game, setup.map.generation, 10, out)?;
        }
        if self.gyms.is_empty() {
            writeln!(out, "Gyms:     none selected: the whole chart")?;
        } else {
            writeln!(out, "Gyms:     {}", self.gyms.join(" "))?;
        }
        let attacks = match (self.asked.entrants.moves, self.named) {
            (true, false) => "moves known by then",
            (true, true) => "moves known by then, or those named",
            (false, false) => "same-type attacks (no moves on a map)",
            (false, true) => "the moves named, else same-type attacks",
        };
        writeln!(
            out,
            "Check:    both sides, {} of at most {} Pokémon, {attacks}",
            self.both.members.len(),
            setup.max
        )?;
        writeln!(out)?;
        self.matrix(out, color)?;
        writeln!(out)?;
        let first = |k: usize| format!("  {} ", k + 1);
        let more = config.question.pokemon.max(1);
        for (k, slot) in self.both.held.slots.iter().enumerate() {
            super::team::member(&self.problem, slot, (&first(k), 6), more, out, color)?;
        }
        self.verdicts(out, color)?;
        self.summary(out, color)?;
        self.completion_table(config, out, color)
    }

    /// The matrix: the attack types to resist, then the typings to hit,
    /// one column per member (numbered), then who covers the row.
    fn matrix(&self, out: &mut impl Write, color: bool) -> io::Result<()> {
        let names = self.names();
        let label = (self.both.rows.iter())
            .map(|r| r.target.to_string().len())
            .max()
            .unwrap_or(0)
            .max("Resist".len());
        for (kind, heading) in [(Kind::Defense, "Resist"), (Kind::Attack, "Hit")] {
            let rows: Vec<_> = (self.both.rows.iter())
                .filter(|r| r.target.kind() == kind)
                .collect();
            if rows.is_empty() {
                continue;
            }
            write!(out, "{heading:label$}  ")?;
            for k in 0..names.len() {
                write!(out, "  {:<2}", k + 1)?;
            }
            writeln!(out, "  covered by")?;
            for row in rows {
                let pad = label.saturating_sub(row.target.to_string().len());
                let item = painted(&[row.target.profile()], "", color).to_string();
                write!(out, "  {item}{}", " ".repeat(pad))?;
                for &m in &row.cells {
                    write!(out, "  {:<2}", cell(m))?;
                }
                let by: Vec<&str> = row.by.iter().map(|&k| names[k]).collect();
                match by.as_slice() {
                    [] => writeln!(out, "  not covered")?,
                    by => writeln!(out, "  {}", escape(&by.join(", ")))?,
                }
            }
        }
        Ok(())
    }

    /// One line per selected gym: covered, or what of it is not.
    fn verdicts(&self, out: &mut impl Write, color: bool) -> io::Result<()> {
        let gyms = self.asked.setup.gyms();
        if gyms.is_empty() {
            return Ok(());
        }
        writeln!(out)?;
        for (label, verdict) in gym_labels(&gyms).iter().zip(&self.both.verdicts) {
            write!(out, "{label}")?;
            if verdict.covered() {
                writeln!(out, "covered")?;
            } else {
                writeln!(
                    out,
                    "not covered: {}",
                    sides(&verdict.resist, &verdict.hit, color)
                )?;
            }
        }
        Ok(())
    }

    /// The team's verdict, rank and weaknesses, and what is set aside.
    fn summary(&self, out: &mut impl Write, color: bool) -> io::Result<()> {
        writeln!(out)?;
        let held = &self.both.held;
        let covered = if self.both.covered() {
            "covers every item on both sides".to_owned()
        } else {
            let (resist, hit) = (self.uncovered(Kind::Defense), self.uncovered(Kind::Attack));
            format!("does not cover: {}", sides(&resist, &hit, color))
        };
        writeln!(
            out,
            "Team:     {covered}\nWeak:     {} (hits taken at ×2 or ×4)",
            self.both.weak
        )?;
        writeln!(
            out,
            "Rank:     {} (attack {} − defense {} over what it covers, as 'team' ranks)",
            held.rank, held.attack, held.defense
        )?;
        if self.set_aside {
            let story = self.game.as_ref().is_some_and(|g| g.by.is_some());
            for u in &self.uncoverable {
                writeln!(out, "Set aside: {}", u.line(story, color))?;
            }
        }
        Ok(())
    }

    /// The completions or repairs, one team per line: its rank, what it
    /// drops and adds (each added member as its Pokémon, `/` between),
    /// and its weaknesses.
    fn completion_table(
        &self,
        config: &Config,
        out: &mut impl Write,
        color: bool,
    ) -> io::Result<()> {
        let max = self.asked.setup.max;
        let mode = mode_name(self.asked.setup.mode);
        let free = max - self.both.members.len();
        let (heading, teams): (String, Vec<Suggested>) = match &self.completion {
            BothCompletion::Covered => {
                let free = match free {
                    0 => String::new(),
                    n => format!(" ({} free)", plural(n, "slot")),
                };
                let but = if self.uncoverable.is_empty() {
                    ""
                } else {
                    " but those set aside"
                };
                return writeln!(
                    out,
                    "Nothing to add: every item{but} is covered on both sides{free}."
                );
            }
            BothCompletion::Uncoverable(items) => {
                let items: Vec<Profile> = items.iter().map(|t| t.profile()).collect();
                return writeln!(
                    out,
                    "No team: nothing you can have covers {}.",
                    painted(&items, ", ", color)
                );
            }
            BothCompletion::Finish(teams) => (
                format!(
                    "Finish: the best {mode} teams holding every member, at most {max} Pokémon"
                ),
                teams.iter().map(|(t, w)| (t, &[][..], *w)).collect(),
            ),
            BothCompletion::Repair { swaps, repairs } => {
                let at = if free == 0 {
                    "the team is full"
                } else {
                    "no team keeps every member"
                };
                (
                    format!(
                        "Repair ({at}): the best {mode} teams that drop {} and keep the rest",
                        plural(*swaps, "member")
                    ),
                    repairs
                        .iter()
                        .map(|r| (&r.team, r.out.as_slice(), r.weak))
                        .collect(),
                )
            }
        };
        writeln!(out)?;
        if teams.is_empty() {
            return writeln!(
                out,
                "No team keeps every member, or all but one or two, within {max} Pokémon."
            );
        }
        writeln!(out, "{heading}:")?;
        self.suggested(&teams, config.question.pokemon.max(1), out)?;
        writeln!(out)?;
        writeln!(
            out,
            "Higher rank is better (attack − defense), then fewer weaknesses; weak: hits taken at ×2 or ×4."
        )
    }

    /// One line per team: its rank, `− dropped` (a repair's), `+ added`
    /// (each added member as up to `more` of its Pokémon), its weaknesses.
    fn suggested(&self, teams: &[Suggested], more: usize, out: &mut impl Write) -> io::Result<()> {
        let width = (teams.iter().map(|(t, _, _)| t.rank.to_string().len()))
            .max()
            .unwrap_or(0);
        let names = self.names();
        for (team, dropped, weak) in teams {
            write!(out, "{:>width$}", team.rank)?;
            if !dropped.is_empty() {
                let dropped: Vec<&str> = dropped.iter().map(|&k| names[k]).collect();
                write!(out, "  − {}", escape(&dropped.join(", ")))?;
            }
            let added: Vec<String> = (team.slots.iter())
                .filter(|s| !self.both.members.contains(&s.pokemon[0]))
                .map(|s| self.alternatives(&s.pokemon, more))
                .collect();
            writeln!(out, "  + {}  weak {weak}", added.join(", "))?;
        }
        Ok(())
    }

    /// `Manectric/Electrike/…`: the first `more` Pokémon of a slot.
    fn alternatives(&self, pokemon: &[usize], more: usize) -> String {
        let candidates = self.problem.candidates();
        let mut names: Vec<&str> = (pokemon.iter().take(more))
            .map(|&c| candidates[c].name.as_str())
            .collect();
        if pokemon.len() > more {
            names.push("…");
        }
        escape(&names.join("/")).into_owned()
    }
}

/// `resist Ice; hit Dragon-Water`: the items of each side left, by side.
fn sides(resist: &[Profile], hit: &[Profile], color: bool) -> String {
    let mut parts = Vec::new();
    if !resist.is_empty() {
        parts.push(format!("resist {}", painted(resist, " ", color)));
    }
    if !hit.is_empty() {
        parts.push(format!("hit {}", painted(hit, " ", color)));
    }
    parts.join("; ")
}

#[derive(Serialize)]
struct JsonRow<'a> {
    item: Profile,
    multipliers: Vec<Value>,
    covered_by: Vec<&'a str>,
}

#[derive(Serialize)]
struct JsonVerdict<'a> {
    gym: &'a str,
    covered: bool,
    resist: &'a [Profile],
    hit: &'a [Profile],
}

#[derive(Serialize)]
struct JsonSides {
    resist: Vec<Profile>,
    hit: Vec<Profile>,
}

#[derive(Serialize)]
struct JsonSuggestion<'a> {
    #[serde(flatten)]
    team: JsonTeam<'a>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    out: Vec<&'a str>,
    added: Vec<&'a str>,
}

#[derive(Serialize)]
struct JsonCompletion<'a> {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    swaps: Option<usize>,
    uncoverable: Vec<JsonUncovered<'a>>,
    solutions: Vec<JsonSuggestion<'a>>,
}

#[derive(Serialize)]
struct JsonCheck<'a> {
    region: &'a str,
    generation: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'a GameReport>,
    gyms: &'a [String],
    cover: &'static str,
    mode: &'static str,
    max: usize,
    attacks: &'static str,
    members: Vec<JsonMember<'a>>,
    resist: Vec<JsonRow<'a>>,
    hit: Vec<JsonRow<'a>>,
    verdicts: Vec<JsonVerdict<'a>>,
    covered: bool,
    uncovered: JsonSides,
    rank: i32,
    attack: u32,
    defense: u32,
    weak: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    set_aside: Option<Vec<JsonUncovered<'a>>>,
    completion: JsonCompletion<'a>,
}

impl Shown {
    /// The JSON document of docs/check.md ("Both sides"), on one line.
    fn json(&self, config: &Config, out: &mut impl Write) -> io::Result<()> {
        let setup = &self.asked.setup;
        let names = self.names();
        let rows = |kind: Kind| -> Vec<JsonRow<'_>> {
            (self.both.rows.iter())
                .filter(|r| r.target.kind() == kind)
                .map(|r| JsonRow {
                    item: r.target.profile(),
                    multipliers: (r.cells.iter())
                        .map(|m| m.map_or(Value::Null, factor))
                        .collect(),
                    covered_by: r.by.iter().map(|&k| names[k]).collect(),
                })
                .collect()
        };
        let held = &self.both.held;
        let document = JsonCheck {
            region: setup.map.region.raw(),
            generation: setup.map.generation,
            game: self.game.as_ref(),
            gyms: &self.gyms,
            cover: "team",
            mode: mode_name(setup.mode),
            max: setup.max,
            attacks: if self.asked.entrants.moves {
                "moves"
            } else {
                "same-type"
            },
            members: (held.slots.iter())
                .map(|s| json_member(&self.problem, s))
                .collect(),
            resist: rows(Kind::Defense),
            hit: rows(Kind::Attack),
            verdicts: (self.both.verdicts.iter())
                .map(|v| JsonVerdict {
                    gym: &v.gym,
                    covered: v.covered(),
                    resist: &v.resist,
                    hit: &v.hit,
                })
                .collect(),
            covered: self.both.covered(),
            uncovered: JsonSides {
                resist: self.uncovered(Kind::Defense),
                hit: self.uncovered(Kind::Attack),
            },
            rank: held.rank,
            attack: held.attack,
            defense: held.defense,
            weak: self.both.weak,
            set_aside: (config.partial)
                .then(|| self.uncoverable.iter().map(Uncovered::json).collect()),
            completion: self.json_completion(),
        };
        serde_json::to_writer(&mut *out, &document)?;
        writeln!(out)
    }

    fn json_completion(&self) -> JsonCompletion<'_> {
        let names = self.names();
        let candidates = self.problem.candidates();
        let suggestion = |team: &Lineup, dropped: &[usize], weak: u32| JsonSuggestion {
            team: json_team(&self.problem, team, Some(weak)),
            out: dropped.iter().map(|&k| names[k]).collect(),
            added: (team.slots.iter())
                .filter(|s| !self.both.members.contains(&s.pokemon[0]))
                .map(|s| candidates[s.pokemon[0]].name.as_str())
                .collect(),
        };
        let (kind, swaps, solutions) = match &self.completion {
            BothCompletion::Covered => ("covered", None, Vec::new()),
            BothCompletion::Uncoverable(_) => ("uncoverable", None, Vec::new()),
            BothCompletion::Finish(teams) => (
                "finish",
                None,
                teams.iter().map(|(t, w)| suggestion(t, &[], *w)).collect(),
            ),
            BothCompletion::Repair { swaps, repairs } => (
                "repair",
                Some(*swaps),
                (repairs.iter())
                    .map(|r| suggestion(&r.team, &r.out, r.weak))
                    .collect(),
            ),
        };
        let uncoverable = match &self.completion {
            BothCompletion::Uncoverable(_) => {
                self.uncoverable.iter().map(Uncovered::json).collect()
            }
            _ => Vec::new(),
        };
        JsonCompletion {
            kind,
            swaps,
            uncoverable,
            solutions,
        }
    }
}
