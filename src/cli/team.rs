//! `pokelinks team [game or map] [gyms…]`: the command line's side of the
//! team search — one team of Pokémon that resists every attack type of the
//! gyms and hits every typing there (docs/covers.md "Teams").
//!
//! The library's [`crate::team`] builds the problem and searches it; this
//! module resolves the question (the `--with` Pokémon as the setup's pins),
//! and writes the player layout, the plain rows or the JSON document of
//! docs/formats.md ("Output: team").

use std::io::{self, Write};

use serde::Serialize;

use super::args::{DEFAULT_LIMIT, DEFAULT_PLAYER_LIMIT};
use super::choices::Format;
use super::config::Config;
use super::exit::Exit;
use super::output::{GameReport, game_lines, mode_name, painted, plural};
use super::progress::Progress;
use crate::error::Error;
use crate::escape::{Text, escape};
use crate::multiplier::Multiplier;
use crate::problem::Kind;
use crate::profile::Profile;
use crate::search::Mode;
use crate::setup::Setup;
use crate::team::{Attack, Lineup, Resolved, Slot, Target, TeamProblem};
use crate::typing::Typing;

/// Runs a team search: exit 0 when a team covers every item, 1 when none
/// does (the teams shown then cover every item that something covers).
/// Every input is checked before anything is written.
pub(super) fn run(
    config: &Config,
    out: &mut impl Write,
    color: bool,
    player: bool,
    progress: bool,
) -> Result<Exit, Error> {
    let (pinned, read) = super::team_file::with_pins(config)?;
    let answer =
        search(&pinned, player, progress).map_err(|e| super::team_file::locate(e, &read))?;
    match (config.format, config.count) {
        (Format::Table, true) => writeln!(out, "{}", answer.total.unwrap_or(0))?,
        (Format::Table, false) if player => answer.player(config, out, color)?,
        (Format::Table, false) => answer.plain(out, color)?,
        (Format::Json, _) => answer.json(out)?,
        (Format::Showdown, _) => answer.showdown(out)?,
    }
    // No team, for items nothing covers: whether the covers answer.
    if config.format == Format::Table
        && !config.count
        && answer.teams.is_empty()
        && !answer.uncoverable.is_empty()
    {
        let found = crate::elsewhere::others(&pinned.question, crate::elsewhere::Other::Team, true);
        writeln!(out, "{}", crate::elsewhere::line(&found))?;
    }
    Ok(if answer.found() && answer.uncoverable.is_empty() {
        Exit::Success
    } else {
        Exit::NoCover
    })
}

/// An item nothing the player can have by then covers, and from when
/// something does (`None`: never in this game, or no story).
pub(super) struct Uncovered {
    pub(super) target: Target,
    pub(super) later: Option<(String, Vec<String>)>,
}

/// The teams an answer shows: made already (the few of `--top`), or a
/// listing made one team at a time as it is printed.
enum Teams {
    Made(Vec<Lineup>),
    Listed(crate::team::Listing),
}

impl Teams {
    fn len(&self) -> usize {
        match self {
            Teams::Made(teams) => teams.len(),
            Teams::Listed(listing) => listing.len(),
        }
    }

    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Everything a team answer shows.
struct Answer {
    region: Text,
    generation: u8,
    game: Option<GameReport>,
    gyms: Vec<String>,
    mode: Mode,
    max: usize,
    /// Whether the attacks are moves known by then, not same-type only.
    moves: bool,
    /// When each Pokémon's strongest choices of moves only were searched,
    /// how many ([`TeamProblem::strongest_choices`]).
    strongest: Option<usize>,
    /// Whether the search stopped at its budget of nodes.
    stopped: bool,
    problem: TeamProblem,
    uncoverable: Vec<Uncovered>,
    /// The `--with` Pokémon's names.
    with: Vec<String>,
    total: Option<u64>,
    teams: Teams,
    /// `--weak` or `--safe`: each team's weaknesses are shown.
    weak: bool,
    /// Whether the number shown is the default limit.
    limited: bool,
    /// Whether `--top` was asked.
    top: bool,
    /// The gyms' Pokémon whose ability or Tera type counts
    /// ([`crate::data::foes::noted`]).
    noted: Vec<String>,
    /// The story point's Pokémon: each team's Showdown sets (its leads,
    /// with the moves they play) are made from it as the team is printed.
    pool: crate::story::pool::Pool,
}

/// Resolves the question and searches.
fn search(config: &Config, player: bool, progress: bool) -> Result<Answer, Error> {
    let resolved = Resolved::of(&config.question)?;
    let hopeless = resolved.hopeless();
    let Resolved {
        setup,
        mut problem,
        request,
        uncoverable,
        with,
        moves,
    } = resolved;
    let gym_ids: Vec<String> = setup.gyms().iter().map(|g| g.id.clone()).collect();
    // Showdown's text is for a calculator: the best team, unless told.
    let limit = config
        .limit
        .unwrap_or(if config.format == Format::Showdown {
            1
        } else if player {
            DEFAULT_PLAYER_LIMIT
        } else {
            DEFAULT_LIMIT
        });
    let searching = Progress::start(
        progress && config.format == Format::Table,
        config.top.is_none().then_some("teams"),
    );
    let request = match searching.counter() {
        Some(counter) => request.progress(counter),
        None => request,
    };
    let (total, teams) = if hopeless {
        (Some(0), Teams::Made(Vec::new()))
    } else if config.count {
        (Some(problem.count(&request)), Teams::Made(Vec::new()))
    } else if let Some(k) = config.top {
        (None, Teams::Made(problem.top(&request, k)))
    } else if !problem.one_choice_each(request.mode) {
        // Counting every team means walking every choice of moves that
        // makes one: only --count does.
        (None, Teams::Made(problem.top(&request, limit)))
    } else {
        // A listing keeps the search's covers and makes each team as it
        // is printed: 200,000 teams made at once took 1.2 GB.
        let (listing, total) = problem.listing(&request, limit);
        (Some(total), Teams::Listed(listing))
    };
    drop(searching);
    let strongest = problem.strongest_choices(request.mode);
    let stopped = problem.stopped_early();
    let weak = config.question.weak || config.question.safe;
    let uncoverable = later(&setup, &uncoverable);
    Ok(Answer {
        region: setup.map.region.clone(),
        generation: setup.map.generation,
        game: GameReport::of(&setup),
        gyms: gym_ids,
        mode: setup.mode,
        max: setup.max,
        moves,
        strongest,
        stopped,
        problem,
        uncoverable,
        with,
        total,
        teams,
        weak,
        limited: config.limit.is_none(),
        top: config.top.is_some(),
        noted: crate::data::foes::noted(&setup.gyms()),
        pool: setup.pool.clone(),
    })
}

/// The uncoverable items, each with the first later story point at which
/// something covers it, and what.
pub(super) fn later(setup: &Setup, uncoverable: &[Target]) -> Vec<Uncovered> {
    let mut out = Vec::with_capacity(uncoverable.len());
    for kind in [Kind::Defense, Kind::Attack] {
        let items: Vec<Profile> = (uncoverable.iter())
            .filter(|t| t.kind() == kind)
            .map(|t| t.profile())
            .collect();
        let found = setup.later_as(kind, &items);
        for &item in &items {
            let target = match kind {
                Kind::Defense => Target::Resist(item),
                Kind::Attack => Target::Hit(item),
            };
            let later = (found.iter())
                .find(|l| l.item == item)
                .and_then(|l| Some((setup.point_name(l.from?), l.pokemon.clone())));
            out.push(Uncovered { target, later });
        }
    }
    out
}

impl Uncovered {
    /// `Dragon-Water: nothing you can have hits it super-effectively; from
    /// before Winona (G6) on: …` (`story`: the game has a story point, so
    /// that "never" is said).
    pub(super) fn line(&self, story: bool, color: bool) -> String {
        let typing = [self.target.profile()];
        let item = painted(&typing, "", color);
        let when = match &self.later {
            Some((point, pokemon)) => {
                format!("; from {point} on: {}", escape(&pokemon.join(", ")))
            }
            None if story => ", nor later in the game".to_owned(),
            None => String::new(),
        };
        format!("{item}: {}{when}", self.target.nothing_covers_it())
    }

    /// The item for JSON: which side, and from when something covers it.
    pub(super) fn json(&self) -> JsonUncovered<'_> {
        JsonUncovered {
            item: self.target.profile(),
            side: side(self.target),
            from: self.later.as_ref().map(|(point, _)| point.as_str()),
            pokemon: self.later.as_ref().map(|(_, p)| p.as_slice()),
        }
    }
}

/// `resist` or `hit`: the side of the team an item is on, as JSON says it.
pub(super) fn side(target: Target) -> &'static str {
    match target {
        Target::Resist(_) => "resist",
        Target::Hit(_) => "hit",
    }
}

impl Answer {
    /// The teams shown, best first, each made as it is reached.
    fn teams(&self) -> impl Iterator<Item = Lineup> + '_ {
        (0..self.teams.len()).map(|i| match &self.teams {
            Teams::Made(teams) => teams[i].clone(),
            Teams::Listed(listing) => self.problem.lineup_in(listing, i),
        })
    }

    /// `--weak` or `--safe`: how many hits at ×2 or ×4 `team` takes.
    fn weak(&self, team: &Lineup) -> Option<u32> {
        self.weak.then_some(team.weak)
    }

    /// Whether some team was found (for the items something covers).
    fn found(&self) -> bool {
        self.total.map_or(!self.teams.is_empty(), |total| total > 0)
    }

    /// The header's two lines of items, labels padded to `width`; `how`
    /// follows the typings (the player layout says how they are hit).
    fn item_lines(
        &self,
        out: &mut impl Write,
        color: bool,
        width: usize,
        how: &str,
    ) -> io::Result<()> {
        let resist = self.items(Kind::Defense);
        let hit = self.items(Kind::Attack);
        writeln!(
            out,
            "{:<width$}{} ({})",
            "Resist:",
            painted(&resist, " ", color),
            plural(resist.len(), "attack type")
        )?;
        writeln!(
            out,
            "{:<width$}{} ({}){how}",
            "Hit:",
            painted(&hit, " ", color),
            plural(hit.len(), "typing")
        )?;
        super::output::noted_line(&self.noted, width, out)
    }

    /// The items of one side, as typings.
    fn items(&self, kind: Kind) -> Vec<Profile> {
        (self.problem.targets().iter())
            .filter(|t| t.kind() == kind)
            .map(|t| t.profile())
            .collect()
    }

    /// The names of the Pokémon of a slot.
    fn names<'a>(&'a self, slot: &'a Slot) -> impl Iterator<Item = &'a str> {
        (slot.pokemon.iter()).map(|&c| self.problem.candidates()[c].name.as_str())
    }

    /// The player layout: the question in a player's words, then each team
    /// with every member — how to get it, what it resists, what it hits
    /// with which move — and the Pokémon that could take its place.
    fn player(&self, config: &Config, out: &mut impl Write, color: bool) -> io::Result<()> {
        let gyms = if self.gyms.is_empty() {
            "the whole chart".to_owned()
        } else {
            format!("gyms {}", self.gyms.join(" "))
        };
        writeln!(
            out,
            "{} (generation {}), {gyms}",
            self.region, self.generation
        )?;
        if let Some(game) = &self.game {
            game_lines(game, self.generation, 13, out)?;
        }
        self.item_lines(out, color, 13, ", super-effectively")?;
        let rule = match self.mode {
            Mode::Exact => "each attack type resisted and each typing hit by exactly one member",
            Mode::Overlapping => "each attack type resisted and each typing hit, no member spare",
        };
        writeln!(
            out,
            "Team:        at most {} Pokémon, {} cover ({rule})",
            self.max,
            mode_name(self.mode)
        )?;
        let attacks = if self.moves {
            "with the moves they know by then"
        } else {
            "with same-type attacks only (a region map has no moves: name a game for them)"
        };
        writeln!(
            out,
            "Candidates:  {} Pokémon {attacks}; {} (Pokémon of one typing that hit the same typings as hard count once)",
            self.problem.candidates().len(),
            plural(self.problem.num_options(), "option")
        )?;
        if let Some(n) = self.strongest {
            writeln!(out, "Moves:       {}", crate::team::strongest_words(n))?;
        }
        if self.stopped {
            writeln!(out, "Search:      {}", crate::team::stopped_words())?;
        }
        if !self.with.is_empty() {
            writeln!(out, "With:        {}", escape(&self.with.join(", ")))?;
        }
        let story = self.game.as_ref().is_some_and(|g| g.by.is_some());
        for u in &self.uncoverable {
            writeln!(out, "Uncovered:   {}", u.line(story, color))?;
        }
        writeln!(out)?;
        let n_width = self.teams.len().to_string().len();
        let more = config.question.pokemon.max(1);
        for (n, team) in self.teams().enumerate() {
            let weak = (self.weak(&team)).map_or_else(String::new, |w| format!(", weak {w}"));
            let free = self.max.saturating_sub(team.slots.len());
            writeln!(
                out,
                "{:>n_width$}. rank {} (attack {} − defense {}), {} Pokémon, {} free{weak}",
                n + 1,
                team.rank,
                team.attack,
                team.defense,
                team.slots.len(),
                plural(free, "slot")
            )?;
            let first = " ".repeat(n_width + 2);
            for slot in &team.slots {
                member(&self.problem, slot, (&first, n_width + 4), more, out, color)?;
            }
            // One line whatever its width: it is copied whole.
            writeln!(
                out,
                "{first}Team code: {}",
                crate::showdown::pack(&self.sets(&team))
            )?;
        }
        if !self.teams.is_empty() {
            writeln!(out)?;
        }
        let mode = mode_name(self.mode);
        let better = "higher rank is better: attack rank minus defense rank, then fewer weaknesses";
        let shown = self.teams.len();
        let teams = |n: u64| if n == 1 { "team" } else { "teams" };
        let rest = if self.uncoverable.is_empty() {
            ""
        } else {
            " for every item but the uncovered ones"
        };
        match self.total {
            _ if !self.found() => writeln!(out, "No {mode} team{rest}."),
            Some(total) if total > shown as u64 => {
                let more = if self.limited {
                    " More: --limit N, or pipe the output for all of them."
                } else {
                    ""
                };
                writeln!(
                    out,
                    "{total} {mode} {}{rest}; the best {shown} are shown ({better}).{more}",
                    teams(total)
                )
            }
            Some(total) => writeln!(
                out,
                "{total} {mode} {}{rest}, all shown ({better}).",
                teams(total)
            ),
            None if shown == 1 => writeln!(
                out,
                "The best {mode} team{rest} ({better}; --count counts them all)."
            ),
            None => writeln!(
                out,
                "The {shown} best {mode} teams{rest} ({better}; --count counts them all)."
            ),
        }
    }

    /// The plain layout: what was searched, then one line per team — its
    /// rank, then its members separated by `, `, each as its Pokémon
    /// separated by `/` — and a closing line.
    fn plain(&self, out: &mut impl Write, color: bool) -> io::Result<()> {
        writeln!(
            out,
            "Map:      {} (generation {})",
            self.region, self.generation
        )?;
        if let Some(game) = &self.game {
            game_lines(game, self.generation, 10, out)?;
        }
        if self.gyms.is_empty() {
            writeln!(out, "Gyms:     none selected: the whole chart")?;
        } else {
            writeln!(out, "Gyms:     {}", self.gyms.join(" "))?;
        }
        let attacks = if self.moves {
            "moves known by then"
        } else {
            "same-type attacks only"
        };
        writeln!(
            out,
            "Cover:    team, {}, at most {} Pokémon, {attacks}",
            mode_name(self.mode),
            self.max
        )?;
        self.item_lines(out, color, 10, "")?;
        writeln!(
            out,
            "Options:  {} Pokémon as {}",
            self.problem.candidates().len(),
            plural(self.problem.num_options(), "option")
        )?;
        if let Some(n) = self.strongest {
            writeln!(out, "Moves:    {}", crate::team::strongest_words(n))?;
        }
        if self.stopped {
            writeln!(out, "Search:   {}", crate::team::stopped_words())?;
        }
        if !self.with.is_empty() {
            writeln!(out, "With:     {}", escape(&self.with.join(", ")))?;
        }
        if !self.uncoverable.is_empty() {
            // Each item on its side, in the planner's words too.
            let items: Vec<String> = (self.uncoverable.iter())
                .map(|u| {
                    let item = [u.target.profile()];
                    let item = painted(&item, "", color);
                    format!("{item}: {}", u.target.nothing_covers_it())
                })
                .collect();
            writeln!(
                out,
                "Uncovered: {}; the teams cover the rest",
                items.join("; ")
            )?;
        }
        writeln!(out)?;
        // Best first: the first team's rank is the highest, the last's the
        // lowest (the widest when below zero).
        let rank_width = |t: Option<Lineup>| t.map(|t| t.rank.to_string().len());
        let last = self.teams.len().checked_sub(1);
        let width = rank_width(self.teams().next())
            .max(last.and_then(|l| rank_width(self.teams().nth(l))))
            .unwrap_or(1);
        for team in self.teams() {
            let members: Vec<String> = (team.slots.iter())
                .map(|s| {
                    let names: Vec<&str> = self.names(s).collect();
                    escape(&names.join("/")).into_owned()
                })
                .collect();
            let weak = (self.weak(&team)).map_or_else(String::new, |w| format!("  weak {w}"));
            writeln!(out, "{:>width$}  {}{weak}", team.rank, members.join(", "))?;
        }
        if !self.teams.is_empty() {
            writeln!(out)?;
        }
        let mode = mode_name(self.mode);
        let better = "Higher rank is better (attack rank minus defense rank; of equal rank, fewer weaknesses first).";
        let shown = self.teams.len();
        match self.total {
            _ if !self.found() => writeln!(out, "No {mode} team."),
            Some(total) => writeln!(
                out,
                "Found {total} {mode} {} (showing {shown}). {better}",
                if total == 1 { "team" } else { "teams" }
            ),
            None => writeln!(
                out,
                "Showing the {shown} best {mode} {} (total not counted{}; use --count). {better}",
                if shown == 1 { "team" } else { "teams" },
                if self.top {
                    " with --top"
                } else {
                    ": it walks every choice of moves"
                }
            ),
        }
    }

    /// A team as Showdown sets: its leads, with the moves they play.
    fn sets(&self, team: &Lineup) -> Vec<crate::showdown::Set> {
        crate::team::sets::team_sets(&self.pool, &self.problem, team)
    }

    /// Showdown's export text: the teams' sets, each team under a
    /// `=== [genN] Team K ===` header when there are several.
    fn showdown(&self, out: &mut impl Write) -> io::Result<()> {
        let several = self.teams.len() > 1;
        for (k, team) in self.teams().enumerate() {
            if several {
                writeln!(out, "=== [gen{}] Team {} ===\n", self.generation, k + 1)?;
            }
            write!(out, "{}", crate::showdown::export(&self.sets(&team)))?;
        }
        Ok(())
    }

    /// The JSON document of docs/formats.md ("Output: team"), on one line.
    fn json(&self, out: &mut impl Write) -> io::Result<()> {
        let document = JsonAnswer {
            region: self.region.raw(),
            generation: self.generation,
            game: self.game.as_ref(),
            gyms: &self.gyms,
            cover: "team",
            mode: mode_name(self.mode),
            max: self.max,
            attacks: if self.moves { "moves" } else { "same-type" },
            strongest_choices: self.strongest,
            stopped_early: self.stopped,
            resist: self.items(Kind::Defense),
            hit: self.items(Kind::Attack),
            candidates: self.problem.candidates().len(),
            options: self.problem.num_options(),
            with: &self.with,
            uncoverable: self.uncoverable.iter().map(Uncovered::json).collect(),
            total: self.total,
            shown: self.teams.len(),
            solutions: Solutions(self),
        };
        serde_json::to_writer(&mut *out, &document)?;
        writeln!(out)
    }
}

/// One member of a team, for the player: `first` then the lead with how
/// to get it, then, indented by `indent`, what the slot resists, what it
/// hits with which move, and up to `more` other Pokémon that could take
/// its place. A check on both sides shows its members so too.
pub(super) fn member(
    problem: &TeamProblem,
    slot: &Slot,
    (first, indent): (&str, usize),
    more: usize,
    out: &mut impl Write,
    color: bool,
) -> io::Result<()> {
    let candidates = problem.candidates();
    let lead = &candidates[slot.pokemon[0]];
    let how = lead
        .how
        .as_ref()
        .map_or_else(String::new, |h| format!(": {}", escape(h)));
    let typing = painted(std::slice::from_ref(&slot.typing), "", color);
    let ability = slot.ability.map_or_else(String::new, |a| format!(", {a}"));
    writeln!(
        out,
        "{first}{} ({typing}{ability}){how}",
        escape(&lead.name)
    )?;
    let pad = indent;
    // Resisting is ×½ and hitting ×2 unless said: only ×0, ×¼ and ×4
    // are marked.
    let marked = |m: Multiplier| match m {
        Multiplier::Half | Multiplier::Double => String::new(),
        m => format!(" {m}"),
    };
    let resists: Vec<String> = (slot.covers.iter())
        .filter(|(t, _)| t.kind() == Kind::Defense)
        .map(|&(t, m)| format!("{}{}", painted(&[t.profile()], "", color), marked(m)))
        .collect();
    if !resists.is_empty() {
        writeln!(out, "{:pad$}resists  {}", "", resists.join(", "))?;
    }
    let hits: Vec<String> = (problem.moves(slot, 0).into_iter())
        .map(|(attack, typings)| {
            let hit: Vec<String> = (typings.iter())
                .map(|&t| {
                    let m = (slot.covers.iter())
                        .find(|(target, _)| *target == Target::Hit(t))
                        .map_or(String::new(), |&(_, m)| marked(m));
                    format!("{}{m}", painted(&[t], "", color))
                })
                .collect();
            format!("{} with {}", hit.join(", "), attack_name(attack))
        })
        .collect();
    if !hits.is_empty() {
        writeln!(out, "{:pad$}hits     {}", "", hits.join("; "))?;
    }
    if let Some(evolves) = &lead.evolves {
        writeln!(
            out,
            "{:pad$}evolves  {} (by the level cap: its typing and moves may change)",
            "",
            escape(evolves)
        )?;
    }
    let others: Vec<String> = (slot.pokemon.iter().enumerate().skip(1).take(more))
        .map(|(k, &c)| {
            let other = &candidates[c];
            let moves: Vec<String> = (problem.moves(slot, k).into_iter())
                .filter_map(|(a, _)| a.move_name.as_deref().map(|m| escape(m).into_owned()))
                .collect();
            let said: Vec<String> = (other.how.iter().map(|h| escape(h).into_owned()))
                .chain((!moves.is_empty()).then(|| moves.join(", ")))
                .collect();
            if said.is_empty() {
                escape(&other.name).into_owned()
            } else {
                format!("{} ({})", escape(&other.name), said.join("; "))
            }
        })
        .collect();
    if !others.is_empty() {
        let hidden = slot.pokemon.len() - 1 - others.len();
        let rest = if hidden > 0 {
            format!(" · and {hidden} more (--pokemon N, or --format json)")
        } else {
            String::new()
        };
        writeln!(out, "{:pad$}or       {}{rest}", "", others.join(" · "))?;
    }
    Ok(())
}

/// A team as the JSON document of docs/formats.md ("Output: team") gives
/// it: its ranks, `weak` if counted, and each member with every Pokémon
/// that can fill it.
pub(super) fn json_team<'a>(
    problem: &'a TeamProblem,
    team: &Lineup,
    weak: Option<u32>,
) -> JsonTeam<'a> {
    JsonTeam {
        rank: team.rank,
        attack: team.attack,
        defense: team.defense,
        weak,
        members: (team.slots.iter())
            .map(|s| json_member(problem, s))
            .collect(),
    }
}

/// A member of a team, for JSON: its typing, what it covers on each side,
/// and its Pokémon with their moves.
pub(super) fn json_member<'a>(problem: &'a TeamProblem, slot: &Slot) -> JsonMember<'a> {
    let candidates = problem.candidates();
    JsonMember {
        typing: slot.typing,
        ability: slot.ability.map(|a| a.name()),
        resists: covered(slot, Kind::Defense),
        hits: covered(slot, Kind::Attack),
        pokemon: (slot.pokemon.iter().enumerate())
            .map(|(k, &c)| JsonPokemon {
                name: &candidates[c].name,
                how: candidates[c].how.as_deref(),
                evolves: candidates[c].evolves.as_deref(),
                moves: (problem.moves(slot, k).into_iter())
                    .map(|(a, hits)| JsonMove {
                        kind: a.kind.name(),
                        name: a.move_name.as_deref(),
                        learned: a.learned.as_deref(),
                        hits,
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// `Surf (HM03, Lilycove City)`, or on a region map `Water` (a same-type
/// attack).
fn attack_name(attack: &Attack) -> String {
    match (&attack.move_name, &attack.learned) {
        (Some(m), Some(l)) => format!("{} ({})", escape(m), escape(l)),
        (Some(m), None) => escape(m).into_owned(),
        (None, _) => format!("{} (same type)", attack.kind),
    }
}

/// The items of one side a slot covers, with the factor.
fn covered(slot: &Slot, kind: Kind) -> Vec<JsonCover> {
    (slot.covers.iter())
        .filter(|(t, _)| t.kind() == kind)
        .map(|&(t, m)| JsonCover {
            item: t.profile(),
            factor: m.factor(),
        })
        .collect()
}

/// An answer's teams in its JSON document, each made, written and dropped
/// in turn: a document of 1,000,000 teams is written as it goes, never held.
struct Solutions<'a>(&'a Answer);

impl Serialize for Solutions<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let answer = self.0;
        serializer.collect_seq(
            answer
                .teams()
                .map(|team| json_team(&answer.problem, &team, Some(team.weak))),
        )
    }
}

#[derive(Serialize)]
struct JsonAnswer<'a> {
    region: &'a str,
    generation: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'a GameReport>,
    gyms: &'a [String],
    cover: &'static str,
    mode: &'static str,
    max: usize,
    attacks: &'static str,
    /// Each Pokémon's strongest choices of moves only were searched: how
    /// many.
    #[serde(skip_serializing_if = "Option::is_none")]
    strongest_choices: Option<usize>,
    /// The search stopped at its budget of nodes: the best found.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    stopped_early: bool,
    resist: Vec<Profile>,
    hit: Vec<Profile>,
    candidates: usize,
    options: usize,
    with: &'a [String],
    uncoverable: Vec<JsonUncovered<'a>>,
    total: Option<u64>,
    shown: usize,
    solutions: Solutions<'a>,
}

#[derive(Serialize)]
pub(super) struct JsonUncovered<'a> {
    item: Profile,
    side: &'static str,
    from: Option<&'a str>,
    pokemon: Option<&'a [String]>,
}

#[derive(Serialize)]
pub(super) struct JsonTeam<'a> {
    rank: i32,
    attack: u32,
    defense: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    weak: Option<u32>,
    members: Vec<JsonMember<'a>>,
}

#[derive(Serialize)]
pub(super) struct JsonMember<'a> {
    typing: Typing,
    #[serde(skip_serializing_if = "Option::is_none")]
    ability: Option<&'static str>,
    resists: Vec<JsonCover>,
    hits: Vec<JsonCover>,
    pokemon: Vec<JsonPokemon<'a>>,
}

#[derive(Serialize)]
struct JsonCover {
    item: Profile,
    factor: f64,
}

#[derive(Serialize)]
struct JsonPokemon<'a> {
    name: &'a str,
    how: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    evolves: Option<&'a str>,
    moves: Vec<JsonMove<'a>>,
}

#[derive(Serialize)]
struct JsonMove<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(rename = "move")]
    name: Option<&'a str>,
    learned: Option<&'a str>,
    hits: Vec<Profile>,
}
