//! Whether the other kinds of answer have one, when the kind asked for
//! leaves items nothing covers: Emerald's first two gyms have no defense
//! cover (nothing the player has by then resists Normal or Rock), yet
//! attack covers and teams answer them. The command line's "No cover" line
//! and the planner's hint say it in the same words ([`line()`]).
//!
//! Each other kind is asked for real, with the same map or game, version,
//! gyms and story point, and its own defaults (no pins or bans, at most a
//! party or 24 attack types, overlapping): does an answer exist with no
//! item left uncovered? Each search is bounded by [`BUDGET`]; past it, the
//! answer is "not known".

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::problem::Kind;
use crate::search::Mode;
use crate::setup::{Question, Setup};

/// How long each other kind may search: a player waits for the line.
pub const BUDGET: Duration = Duration::from_secs(2);

/// A kind of answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Other {
    /// Defense covers (typings).
    Defense,
    /// Attack covers (attack types).
    Attack,
    /// Teams of Pokémon for both sides.
    Team,
}

impl Other {
    /// The kind in a plural noun: `defense covers`, `attack covers`, `teams`.
    pub fn noun(self) -> &'static str {
        match self {
            Other::Defense => "defense covers",
            Other::Attack => "attack covers",
            Other::Team => "teams",
        }
    }
}

/// Whether a kind has an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// One covers every item.
    Yes,
    /// None does.
    No,
    /// The search ran past [`BUDGET`].
    Unknown,
}

/// The kinds other than `this`, each with whether it has an answer for
/// `question`'s map, gyms and story point.
///
/// ```
/// use pokelinks::cli::Config;
/// use pokelinks::elsewhere::{Found, Other, others};
/// let config = Config::parse_from(["pokelinks", "--game", "emerald", "G1", "G2"])?;
/// let found = others(&config.question, Other::Defense, true);
/// // Teams must resist Normal and Rock too: none does.
/// assert_eq!(found, [(Other::Attack, Found::Yes), (Other::Team, Found::No)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Asked when the kind `this` leaves an item nothing covers. Then no team
/// covers it either, and none is searched for, unless an option of `this`
/// was taken away, which a team's own defaults give back: a team is made
/// of what the kinds of cover choose from (the same Pokémon, typings,
/// abilities and moves; fewer, by its own rules) to cover the items of
/// both. `whole`: whether `this` was asked with every option `question`
/// allows (the command line; its `--without` and `--safe` are read here);
/// the planner, whose bans `question` does not carry, says no.
pub fn others(question: &Question, this: Other, whole: bool) -> Vec<(Other, Found)> {
    let narrowed = !whole || !question.without.is_empty() || question.safe;
    [Other::Defense, Other::Attack, Other::Team]
        .into_iter()
        .filter(|&o| o != this)
        .map(|o| match o {
            Other::Team if !narrowed => (o, Found::No),
            _ => (o, found(question, o)),
        })
        .collect()
}

/// `found` in one line, the same in every view: `Attack covers have an
/// answer; teams have none either.` Empty when there is nothing to say.
///
/// ```
/// use pokelinks::elsewhere::{Found, Other, line};
/// assert_eq!(line(&[(Other::Attack, Found::Yes), (Other::Team, Found::No)]),
///     "Other kinds: attack covers have an answer; teams have none either.");
/// ```
pub fn line(found: &[(Other, Found)]) -> String {
    if found.is_empty() {
        return String::new();
    }
    let each: Vec<String> = (found.iter())
        .map(|&(o, f)| {
            let said = match f {
                Found::Yes => "have an answer",
                Found::No => "have none either",
                Found::Unknown => "not known (the search ran past 2 s)",
            };
            format!("{} {said}", o.noun())
        })
        .collect();
    format!("Other kinds: {}.", each.join("; "))
}

/// Whether `kind` has an answer for `question`'s map, gyms and story
/// point, with its own defaults.
fn found(question: &Question, kind: Other) -> Found {
    let question = Question {
        kind: match kind {
            Other::Attack => Kind::Attack,
            Other::Defense | Other::Team => Kind::Defense,
        },
        mode: Mode::Overlapping,
        max: None,
        with: Vec::new(),
        without: Vec::new(),
        safe: false,
        ..question.clone()
    };
    let stop = Arc::new(AtomicBool::new(false));
    let timer = Arc::clone(&stop);
    // A timer of its own: the search stops at its next check once set.
    std::thread::spawn(move || {
        std::thread::sleep(BUDGET);
        timer.store(true, Ordering::Relaxed);
    });
    let answered = match kind {
        Other::Team => team(&question, &stop),
        Other::Defense | Other::Attack => covers(&question, &stop),
    };
    match answered {
        _ if stop.load(Ordering::Relaxed) => Found::Unknown,
        true => Found::Yes,
        false => Found::No,
    }
}

/// Whether a cover of every item exists.
fn covers(question: &Question, stop: &Arc<AtomicBool>) -> bool {
    let Ok(setup) = Setup::new(question) else {
        return false;
    };
    let mut problem = setup.problem(None);
    if !setup.uncoverable(problem.items()).is_empty() {
        return false;
    }
    let excluded = crate::profile::bare(&setup.excluded());
    let Ok(request) = problem.request(Mode::Overlapping, setup.max, &[], &excluded) else {
        return false;
    };
    // The first cover found answers: which is best does not matter here.
    let mut any = false;
    problem.visit(&request.cancel(Arc::clone(stop)), |_| {
        any = true;
        std::ops::ControlFlow::Break(())
    });
    any
}

/// Whether a team covering every item on both sides exists.
fn team(question: &Question, stop: &Arc<AtomicBool>) -> bool {
    let Ok(mut resolved) = crate::team::Resolved::of(question) else {
        return false;
    };
    if !resolved.uncoverable.is_empty() {
        return false;
    }
    let request = resolved.request.clone().cancel_on(Arc::clone(stop));
    !resolved.problem.top(&request, 1).is_empty()
}
