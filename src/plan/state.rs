//! The planner's state: the [`App`], what happens to it ([`Event`]) and
//! what the loop must do then ([`Effect`]); `update.rs` is the transition.
//! A change of the choices is brought onto the live links and turned into
//! searches here (`App::changed`).
//!
//! What may be used and why not is the roster's ([`crate::roster`]), and
//! what nothing covers is set aside by [`crate::partial`], as for a solve:
//! this module only keeps the player's choices — per kind, the pins and
//! bans (as [`Member`]s: a Pokémon keeps its name) and the team's size.

use crossterm::event::KeyEvent;

use super::engine::{Job, Live, Selection};
use super::error::PlanError;
use super::picker::{self, Context, Named, Step};
pub use super::picker::{Offer, Picker, Purpose};
use super::team::{TeamChoices, TeamJob, TeamList, TeamRow};
use super::text::shell_word;
use super::worker::Outcome;
use crate::partial::{self, SetAside};
use crate::problem::Team;
use crate::problem::{Kind, items_of};
use crate::profile::Profile;
use crate::roster::{Member, Pool, Reason, Roster, Rules};
use crate::search::Mode;
use crate::setup::Setup;
use crate::typing::Typing;

/// The most members of a defense cover: a party.
pub use crate::problem::PARTY;

/// The size an attack cover starts at: one Pokémon's four moves.
pub const ATTACK_START: usize = 4;

/// How many covers are asked for at first, and by how many more each time
/// the cursor nears the end of those found: enough to page through, few
/// enough to find at once (the 100 best of Paldea's whole chart take a few
/// milliseconds).
pub const PAGE: usize = 100;

/// The most covers ever asked for: paging stops there.
pub const MAX_WANTED: usize = 12_800;

/// The smallest terminal the planner draws in.
pub const MIN_SIZE: (u16, u16) = (60, 16);

/// Rows of the screen that are not cover rows: the help and status lines,
/// the covers pane's borders and its header.
const CHROME_ROWS: u16 = 5;

/// How many rows of covers fit in a terminal `height` rows high (at least
/// 1): what a page is when the covers are paged through.
///
/// ```
/// use pokelinks::plan::state::rows_for;
/// assert_eq!(rows_for(16), 11);
/// assert_eq!(rows_for(3), 1);
/// ```
pub fn rows_for(height: u16) -> usize {
    usize::from(height.saturating_sub(CHROME_ROWS)).max(1)
}

/// Which pane the arrows move in.
///
/// ```
/// use pokelinks::plan::state::Focus;
/// assert_ne!(Focus::Gyms, Focus::Covers);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The gym list.
    Gyms,
    /// The list of covers.
    Covers,
}

/// The covers pane's content.
///
/// ```
/// use pokelinks::plan::state::Covers;
/// assert!(matches!(Covers::Searching, Covers::Searching));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Covers {
    /// A search is under way.
    Searching,
    /// The best covers, best first (empty: none exists).
    Ready(Vec<Team>),
}

/// The count's progress.
///
/// ```
/// use pokelinks::plan::state::Count;
/// assert_ne!(Count::Done(3), Count::Counting(3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Counting; covers seen so far.
    Counting(u64),
    /// Counted: the total.
    Done(u64),
    /// Abandoned after this many.
    Abandoned(u64),
}

/// What a mouse click lands on.
///
/// ```
/// use pokelinks::plan::state::Target;
/// assert_ne!(Target::Gym(0), Target::Cover(0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A gym's row, by index in the map.
    Gym(usize),
    /// A cover's row, by rank order.
    Cover(usize),
}

/// Something that happens to the planner: a key, a click, a new terminal
/// size, or a worker's answer.
///
/// ```
/// use crossterm::event::{KeyCode, KeyEvent};
/// use pokelinks::plan::state::Event;
/// let e = Event::Key(KeyEvent::from(KeyCode::Char('q')));
/// assert!(matches!(e, Event::Key(_)));
/// ```
#[derive(Clone, Debug)]
pub enum Event {
    /// A key press.
    Key(KeyEvent),
    /// A left click: a gym's row toggles the gym, a cover's row highlights
    /// the cover (clicking it again takes it).
    Click(Target),
    /// The terminal's new size: columns, rows.
    Resize(u16, u16),
    /// A worker's answer.
    Outcome(Outcome),
}

/// What the loop must do after an update.
///
/// ```
/// use pokelinks::plan::state::Effect;
/// assert!(matches!(Effect::StopCount, Effect::StopCount));
/// ```
#[derive(Debug)]
pub enum Effect {
    /// Find the `k` best covers of `job` for `generation`.
    Best {
        /// The asking generation.
        generation: u64,
        /// The search.
        job: Job,
        /// How many covers.
        k: usize,
    },
    /// Count the covers of `job` for `generation` (a running count of an
    /// older generation stops).
    Count {
        /// The asking generation.
        generation: u64,
        /// The search.
        job: Job,
    },
    /// Find the `k` best teams of `job` for `generation` (team mode).
    Team {
        /// The asking generation.
        generation: u64,
        /// The search.
        job: TeamJob,
        /// How many teams.
        k: usize,
    },
    /// Find whether the kinds other than `this` have an answer for
    /// `question` (the planner's gyms and story point), for `generation`.
    Elsewhere {
        /// The asking generation.
        generation: u64,
        /// The planner's question.
        question: crate::setup::Question,
        /// The kind shown.
        this: crate::elsewhere::Other,
    },
    /// Abandon the running count.
    StopCount,
    /// Suspend to the shell (Ctrl-Z): restore the terminal, stop, and
    /// redraw on being continued.
    Suspend,
    /// Leave, printing the chosen cover if there is one.
    Quit(Option<Chosen>),
}

/// The cover taken on leaving, as plain lines for stdout: the team, the
/// command line that asks the rest of the CLI for the same problem, and
/// for a team of Pokémon its Showdown export text after a blank line, as
/// `team --format showdown` writes it.
///
/// ```
/// use pokelinks::plan::state::Chosen;
/// let c = Chosen { team: "Water".into(), command: "pokelinks kanto G2 --max 6".into(), showdown: String::new() };
/// assert_eq!(c.to_string(), "Water\npokelinks kanto G2 --max 6\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The members, space-separated.
    pub team: String,
    /// The equivalent `pokelinks` command.
    pub command: String,
    /// A team of Pokémon's Showdown export text; empty for a cover of
    /// typings.
    pub showdown: String,
}

impl std::fmt::Display for Chosen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.team)?;
        writeln!(f, "{}", self.command)?;
        if !self.showdown.is_empty() {
            write!(f, "\n{}", self.showdown)?;
        }
        Ok(())
    }
}

/// The player's choices for one kind (defense or attack), kept while the
/// other kind is shown: pins and bans name that kind's options.
///
/// ```
/// use pokelinks::plan::state::Side;
/// let side = Side { pins: vec![], bans: vec![], max: 6 };
/// assert_eq!(side.max, 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// Pinned members, each typing once, sorted by typing.
    pub pins: Vec<Member>,
    /// Banned members, each typing once, sorted by typing.
    pub bans: Vec<Member>,
    /// The most members of a cover.
    pub max: usize,
}

/// The Pokémon pinned by name among `pins`, in their order.
pub(super) fn named_pins(pins: &[Member]) -> Vec<String> {
    pins.iter().filter_map(|m| m.pokemon.clone()).collect()
}

/// The index of a kind in per-kind arrays.
fn slot(kind: Kind) -> usize {
    match kind {
        Kind::Defense => 0,
        Kind::Attack => 1,
    }
}

/// The whole planner: the setup (map, chart, game, roster rules), the
/// live links, the selection, the panes' state and the latest answers.
///
/// ```
/// use pokelinks::plan::state::{App, Effect};
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap())?, 16)?;
/// // Generation 1: nothing resists Dragon; it is set aside and the rest
/// // is searched.
/// assert!(matches!(app.start()[..], [Effect::Best { .. }, Effect::Count { .. }]));
/// assert_eq!(app.set_aside[0].to_string(), "nothing in generation 1 resists Dragon");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct App {
    /// What the planner was started with: the map, its chart, the game,
    /// the Pokémon and the roster's rules, resolved as for a solve.
    pub setup: Setup,
    live: Live,
    /// What is asked of the engine: derived from the choices below on
    /// every change.
    pub sel: Selection,
    /// Per kind, defense first: the pins, bans and size.
    pub sides: [Side; 2],
    /// `--safe` (the `s` key): the roster leaves out weak typings.
    pub safe: bool,
    /// `--weak` (the `w` key): each defense cover shows its weaknesses.
    pub weak: bool,
    /// The gym under the cursor.
    pub cursor: usize,
    /// The focused pane.
    pub focus: Focus,
    /// The open picker, if any.
    pub picker: Option<Picker>,
    /// Whether the full help (`?`) is open.
    pub help: bool,
    /// The open detail view (`i`), if any.
    pub detail: Option<super::detail::Detail>,
    /// A line for the status bar after a key that did nothing, saying why.
    pub note: Option<String>,
    /// Bumped by every key.
    pub generation: u64,
    /// The generation of the covers wanted.
    pub best_generation: u64,
    /// The generation of the count wanted.
    pub count_generation: u64,
    /// The covers pane.
    pub covers: Covers,
    /// How many covers were asked for; more are asked as the cursor nears
    /// their end.
    pub wanted: usize,
    /// Whether more covers are being found while the list is shown.
    pub more: bool,
    /// The highlighted cover.
    pub cover_cursor: usize,
    /// The count.
    pub count: Count,
    /// The terminal's size: columns, rows.
    pub size: (u16, u16),
    /// Whether defense covers name the Pokémon of their typings (`n`).
    pub names: bool,
    /// How many Pokémon are named per typing (`--pokemon`).
    pub names_per_typing: usize,
    /// The generation's Pokémon as the picker matches them.
    pub(super) pokemon: Vec<Named>,
    /// The planner's own story point: a checkpoint it holds (`t`), or
    /// `None` to follow the gyms (before the first selected one).
    pub by: Option<usize>,
    /// The Pokémon that can be had at the planner's story point.
    pub pool: Pool,
    /// Who may play now, and why the others may not.
    roster: Roster,
    /// The options of the current problem (covering some visible item, not
    /// left out by the roster), sorted.
    pub options: Vec<Profile>,
    /// The visible items: those of the selected gyms but the set-aside.
    pub items: Vec<Profile>,
    /// Items of the selected gyms that nothing covers, set aside, with why.
    pub set_aside: Vec<SetAside>,
    /// Visible items nothing covers: no cover exists while there are any
    /// (only when every item would be set aside).
    pub uncovered: Vec<Profile>,
    /// Why nothing covers each of [`Self::uncovered`]
    /// ([`partial::uncoverable`], the command line's words).
    pub uncovered_why: Vec<SetAside>,
    /// When no cover (or team) exists for items nothing covers, whether
    /// the other kinds have an answer ([`crate::elsewhere::line`]): `None` while it is
    /// found, or when nothing is uncovered.
    pub elsewhere: Option<String>,
    /// The generation of the answer [`Self::elsewhere`] waits for.
    pub elsewhere_generation: u64,
    /// Team mode (`m`, or `plan team`): the covers pane lists teams of
    /// Pokémon for both sides, as `pokelinks team` ranks them.
    pub teaming: bool,
    /// The choices of team mode.
    pub team: TeamChoices,
    /// Team mode's list.
    pub team_list: TeamList,
    /// The Pokémon that can be had at the story point, sorted (team
    /// mode's picker offers them).
    pub(super) available: Vec<String>,
}

impl App {
    /// The planner of `setup` (its gyms, kind, mode, `--max`, `--with`,
    /// `--without`, `--safe`, `--weak` and `--pokemon`), for a terminal 80
    /// columns wide and `height` rows high (the loop gives the real size).
    /// A `--max` over the kind's most ([`Kind::default_max`]) is refused (a party, in defense): the
    /// planner's covers stop there.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::setup::{Question, Setup};
    /// let question = Question { max: Some(8), ..Question::region("kanto").unwrap() };
    /// let err = App::new(Setup::new(&question).unwrap(), 24).unwrap_err();
    /// assert_eq!(err, pokelinks::plan::error::PlanError::PastParty { max: 8 });
    /// ```
    pub fn new(setup: Setup, height: u16) -> Result<App, PlanError> {
        let question = &setup.question;
        if setup.max > setup.kind.default_max() {
            let max = setup.max;
            return Err(match setup.kind {
                Kind::Defense => PlanError::PastParty { max },
                Kind::Attack => PlanError::PastMoves { max },
            });
        }
        // The same rule, and words, as a solve's (the planner took more).
        setup.kind.with_fits(setup.with.len(), setup.max)?;
        let start = |kind: Kind| match question.max {
            Some(max) if kind == setup.kind => max,
            _ if kind == Kind::Attack => ATTACK_START,
            _ => PARTY,
        };
        let sorted = |members: &[Member]| {
            let mut members = members.to_vec();
            members.sort_by_key(|m| m.typing);
            members
        };
        let mut sides = [Kind::Defense, Kind::Attack].map(|kind| Side {
            pins: Vec::new(),
            bans: Vec::new(),
            max: start(kind),
        });
        sides[slot(setup.kind)].pins = sorted(&setup.with);
        sides[slot(setup.kind)].bans = sorted(&setup.without);
        let team_pins = match setup.kind {
            Kind::Defense => named_pins(&sides[slot(Kind::Defense)].pins),
            Kind::Attack => Vec::new(),
        };
        let mut sel = Selection::new(setup.kind);
        sel.mode = setup.mode;
        sel.gyms = setup.selected.clone();
        let live = Live::new(&setup.map, &setup.chart, setup.every_profile());
        let pokemon = picker::named(&setup.pool);
        let roster = setup.roster.clone();
        let pool = setup.pool.clone();
        // `--by` holds the point it names; else the point follows the gyms.
        let by = (setup.question.by.as_ref()).and(setup.pool.point().map(|p| p.checkpoint));
        // On the first gym asked for, so that it shows.
        let cursor = setup.selected.first().copied().unwrap_or(0);
        Ok(App {
            safe: question.safe,
            weak: question.weak || question.safe,
            names: question.pokemon > 0,
            // `--pokemon 0` starts with names hidden; `n` shows two.
            names_per_typing: match question.pokemon {
                0 => 2,
                n => n,
            },
            setup,
            by,
            pool,
            live,
            sel,
            sides,
            cursor,
            focus: Focus::Gyms,
            picker: None,
            help: false,
            detail: None,
            note: None,
            generation: 0,
            best_generation: 0,
            count_generation: 0,
            covers: Covers::Searching,
            wanted: PAGE,
            more: false,
            cover_cursor: 0,
            count: Count::Counting(0),
            size: (80, height),
            pokemon,
            roster,
            options: Vec::new(),
            items: Vec::new(),
            set_aside: Vec::new(),
            uncovered: Vec::new(),
            uncovered_why: Vec::new(),
            elsewhere: None,
            elsewhere_generation: 0,
            teaming: false,
            // Pins follow the player: a Pokémon pinned with `--with` in
            // defense is pinned in team mode too.
            team: TeamChoices {
                pins: team_pins,
                ..TeamChoices::new()
            },
            team_list: TeamList::Searching,
            available: Vec::new(),
        })
    }

    /// Brings the selection onto the live links and asks for the first
    /// answers; the loop calls it once, before the first event.
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Effect, PAGE};
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("paldea").unwrap()).unwrap(), 16).unwrap();
    /// let effects = app.start();
    /// assert!(matches!(effects[..], [Effect::Best { k: PAGE, .. }, Effect::Count { .. }]));
    /// ```
    pub fn start(&mut self) -> Vec<Effect> {
        self.changed()
    }

    /// The live structure, for checking it against a fresh one.
    ///
    /// ```
    /// use pokelinks::plan::engine::Live;
    /// use pokelinks::plan::state::App;
    /// use pokelinks::setup::{Question, Setup};
    /// let app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// assert!(*app.live() == Live::new(&app.setup.map, &app.setup.chart, app.setup.every_profile()));
    /// ```
    pub fn live(&self) -> &Live {
        &self.live
    }

    /// Replaces the setup (another version of the game): the live links
    /// are built anew for its map, and the selection brought onto them.
    pub(super) fn set_setup(&mut self, setup: Setup) -> Vec<Effect> {
        self.live = Live::new(&setup.map, &setup.chart, setup.every_profile());
        self.setup = setup;
        self.changed()
    }

    /// Pins follow the player (docs/planner.md, "Pins follow the
    /// player"): a Pokémon pinned in team mode is pinned in defense covers
    /// as its typing, named, and a Pokémon pinned by name in defense covers
    /// is pinned in team mode. A typing pinned without a Pokémon, and attack
    /// covers' attack types, name no Pokémon and stay their kind's own.
    /// Called once a side's pins changed: `from_team` says which, `before`
    /// the Pokémon it pinned before; what it took back is taken back on the
    /// other side, what it added is added there (unbanned first, and in
    /// defense in the place of another Pokémon of its typing, as `--with`
    /// keeps one member per typing).
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::roster::Member;
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
    /// app.team.pins = vec!["Starmie".into()];
    /// app.share_pins(true, &[]);
    /// assert_eq!(app.sides[0].pins[0].pokemon.as_deref(), Some("Starmie"));
    /// app.sides[0].pins.clear();
    /// app.share_pins(false, &["Starmie".to_owned()]);
    /// assert!(app.team.pins.is_empty());
    /// ```
    pub fn share_pins(&mut self, from_team: bool, before: &[String]) {
        let defense = slot(Kind::Defense);
        let now: Vec<String> = if from_team {
            self.team.pins.clone()
        } else {
            named_pins(&self.sides[defense].pins)
        };
        let removed = before.iter().filter(|n| !now.contains(n));
        let added: Vec<&String> = now.iter().filter(|n| !before.contains(n)).collect();
        if from_team {
            let side = &mut self.sides[defense];
            for name in removed {
                side.pins.retain(|m| m.pokemon.as_ref() != Some(name));
            }
            for name in added {
                let Ok(species) = self.setup.pool.species().find(name) else {
                    continue;
                };
                let member = Member {
                    typing: species.typing,
                    pokemon: Some(species.name.clone()),
                    ability: None,
                };
                side.bans.retain(|b| b.typing != member.typing);
                match side.pins.binary_search_by_key(&member.typing, |m| m.typing) {
                    Ok(at) => side.pins[at] = member,
                    Err(at) => side.pins.insert(at, member),
                }
            }
        } else {
            for name in removed {
                self.team.pins.retain(|n| n != name);
            }
            for name in added {
                self.team.bans.retain(|n| n != name);
                if !self.team.pins.contains(name) {
                    self.team.pins.push(name.clone());
                }
            }
        }
    }

    /// The choices of the kind shown.
    pub fn side(&self) -> &Side {
        &self.sides[slot(self.sel.kind)]
    }

    pub(super) fn side_mut(&mut self) -> &mut Side {
        &mut self.sides[slot(self.sel.kind)]
    }

    /// The planner's story point, if the game's story is known: its index
    /// and the points.
    pub fn point(&self) -> Option<(usize, &[crate::story::availability::Point])> {
        self.pool.place()
    }

    /// The question `pokelinks team` is asked for team mode's choices at
    /// the planner's gyms and story point.
    pub(super) fn team_question(&self) -> crate::setup::Question {
        let by = (self.by.and_then(|k| Some(self.point()?.1.get(k)?.before)))
            .map(|id| crate::setup::GymChoice::Id(id.to_owned()));
        let mut question = self.team.question(&self.setup, &self.sel.gyms, self.safe);
        question.by = by;
        question
    }

    /// Why the roster leaves `t` out now, if it does.
    pub fn reason(&self, t: Typing) -> Option<Reason> {
        self.roster.reason(t)
    }

    /// The picker's view of the planner.
    fn context(&self) -> Context<'_> {
        let chosen: Vec<Typing> = (self.sel.pins.iter().chain(&self.sel.bans))
            .map(|p| p.typing)
            .collect();
        let mut names = self.team.pins.clone();
        names.extend(self.team.bans.iter().cloned());
        Context {
            kind: self.sel.kind,
            setup: &self.setup,
            roster: &self.roster,
            options: self.options.iter().map(|p| p.typing).collect(),
            chosen,
            pokemon: &self.pokemon,
            team: self.teaming,
            available: &self.available,
            names,
        }
    }

    /// What the open picker offers (nothing when it is closed): the
    /// typings whose name starts with the filter, then (defense, once
    /// something is typed) the Pokémon whose name or one of its words
    /// starts with it, or which it names with the form first, then the
    /// typings whose name contains it elsewhere. A pin offers every typing
    /// and Pokémon of the game, whatever it covers; a ban, the options.
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Picker, Purpose};
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// app.sel.gyms = vec![0]; // Brock: Normal moves, which Bulbasaur does not resist
    /// app.start();
    /// app.picker = Some(Picker { purpose: Purpose::Pin, filter: "BULBA".into(), highlight: 0 });
    /// let offers: Vec<String> = app.offers().iter().map(|o| o.to_string()).collect();
    /// assert_eq!(offers, ["Bulbasaur (Grass-Poison)"]);
    /// ```
    pub fn offers(&self) -> Vec<Offer> {
        (self.picker.as_ref()).map_or_else(Vec::new, |p| p.offers(&self.context()))
    }

    /// Why nothing is offered for what is typed in the open picker: the
    /// Pokémon typed is not in the game's Pokédex, or covers none of the
    /// items (a ban), or attack covers pick attack types; else, as the
    /// command line says it, that no Pokémon has that name, with the
    /// closest names. `None` while something is offered.
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Picker, Purpose};
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// app.start();
    /// app.picker = Some(Picker { purpose: Purpose::Pin, filter: "pikachoo".into(), highlight: 0 });
    /// assert!(app.offers().is_empty());
    /// assert_eq!(app.unoffered().unwrap(), "no Pokémon 'pikachoo' in generation 1 (did you mean Pikachu?)");
    /// ```
    pub fn unoffered(&self) -> Option<String> {
        self.picker.as_ref()?.unoffered(&self.context())
    }

    /// When what is typed names a typing exactly but the picker would take
    /// another (`water` takes Rock-Water, Water resisting nothing of Lt.
    /// Surge's to ban), a note saying so and why.
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Picker, Purpose};
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// app.sel.gyms = vec![2]; // Lt. Surge: Electric and Normal, which Water does not resist
    /// app.start();
    /// app.picker = Some(Picker { purpose: Purpose::Ban, filter: "water".into(), highlight: 0 });
    /// assert_eq!(app.offers()[0].to_string(), "Rock-Water");
    /// assert_eq!(app.picker_note().unwrap(),
    ///     "Water itself is not offered: it resists none of the attack types; ⏎ takes Rock-Water");
    /// ```
    pub fn picker_note(&self) -> Option<String> {
        self.picker.as_ref()?.note(&self.context())
    }

    /// A key for the open picker: what it leads to.
    pub(super) fn picker_key(&mut self, key: KeyEvent) -> Step {
        let offers = self.offers();
        match &mut self.picker {
            Some(picker) => picker.key(key, &offers),
            None => Step::Close,
        }
    }

    /// Whether the terminal is smaller than [`MIN_SIZE`]: a message is
    /// drawn instead of the panes, and only quitting works.
    pub fn too_small(&self) -> bool {
        self.size.0 < MIN_SIZE.0 || self.size.1 < MIN_SIZE.1
    }

    /// How many rows of covers fit: a page.
    pub fn rows(&self) -> usize {
        rows_for(self.size.1)
    }

    /// The selection changed: reapply it, refresh what the panes show, and
    /// ask for new covers and a new count — unless some item is uncovered,
    /// when the answer is known to be none. Items nothing covers are set
    /// aside first, as the player layout of a solve does.
    pub(super) fn changed(&mut self) -> Vec<Effect> {
        if self.teaming {
            return self.team_changed();
        }
        let side = self.side().clone();
        let typings = |members: &[Member]| -> Vec<Profile> {
            let mut typings: Vec<Profile> = members.iter().map(Member::profile).collect();
            typings.sort();
            typings.dedup();
            typings
        };
        self.sel.pins = typings(&side.pins);
        self.sel.bans = typings(&side.bans);
        self.sel.max = side.max;
        // The story point and the roster follow the gyms (--safe) and the
        // pins, as a solve's.
        self.pool = self.setup.pool_at(self.by, &self.sel.gyms);
        let gyms: Vec<&crate::data::Gym> = (self.sel.gyms.iter())
            .filter_map(|&g| self.setup.map.gyms.get(g))
            .collect();
        let items = items_of(&self.setup.chart, self.sel.kind, &gyms);
        let rules = Rules {
            kind: self.sel.kind,
            safe: self.safe && self.sel.kind == Kind::Defense,
            ..self.setup.rules
        };
        self.roster = Roster::new(
            &rules,
            &self.setup.chart,
            &self.pool,
            &items,
            &self.sel.pins.iter().map(|p| p.typing).collect::<Vec<_>>(),
        );
        // Left out: the roster's typings, and the profiles with abilities
        // no Pokémon of the pool brings now.
        let now = self.pool.profiles(self.sel.kind);
        self.sel.left_out = self.roster.excluded();
        let later = self.setup.every_profile()[slot(self.sel.kind)].iter();
        self.sel.hidden = later.filter(|p| !now.contains(p)).copied().collect();
        let replaced = self.pool.replaced(self.sel.kind);
        self.sel
            .hidden
            .extend(replaced.into_iter().map(Profile::from));
        self.sel.hidden.sort_unstable();
        self.sel.set_aside = Vec::new();
        self.live.select(&self.sel);
        let visible = self.live.visible_items(self.sel.kind);
        self.set_aside = partial::set_aside(
            &self.setup,
            &self.pool,
            &self.roster,
            &visible,
            &self.sel.bans.iter().map(|p| p.typing).collect::<Vec<_>>(),
        );
        if !self.set_aside.is_empty() {
            self.sel.set_aside = self.set_aside.iter().map(|s| s.item).collect();
            self.live.select(&self.sel);
        }
        self.options = (self.live.visible_options(self.sel.kind).into_iter())
            .filter(|t| self.sel.left_out.binary_search(&t.typing).is_err())
            .filter(|t| !self.sel.hidden.contains(t))
            .collect();
        self.items = self.live.visible_items(self.sel.kind);
        self.uncovered = self.live.uncovered(self.sel.kind);
        self.uncovered_why = partial::uncoverable(
            &self.setup,
            &self.pool,
            &self.roster,
            &self.uncovered,
            &self.sel.bans.iter().map(|p| p.typing).collect::<Vec<_>>(),
        );
        self.cover_cursor = 0;
        self.wanted = PAGE;
        self.more = false;
        self.best_generation = self.generation;
        self.count_generation = self.generation;
        self.elsewhere = None;
        // Nothing covers some item (and so no cover exists): do the other
        // kinds answer?
        let elsewhere = (!self.uncovered.is_empty()).then(|| self.elsewhere_effect());
        if !self.uncovered.is_empty() {
            self.covers = Covers::Ready(Vec::new());
            self.count = Count::Done(0);
            return [Effect::StopCount].into_iter().chain(elsewhere).collect();
        }
        self.covers = Covers::Searching;
        self.count = Count::Counting(0);
        [self.best_effect(), self.count_effect()]
            .into_iter()
            .chain(elsewhere)
            .collect()
    }

    /// The selection changed in team mode: the story point follows the
    /// gyms, and the best teams are asked for (the worker resolves the
    /// question as `pokelinks team` does). Teams are not counted.
    fn team_changed(&mut self) -> Vec<Effect> {
        self.pool = self.setup.pool_at(self.by, &self.sel.gyms);
        let pool = &self.pool;
        self.available = (pool.species().all().iter())
            .filter(|s| pool.contains(s))
            .map(|s| s.name.clone())
            .collect();
        self.available.sort_unstable();
        self.cover_cursor = 0;
        self.wanted = PAGE;
        self.more = false;
        self.best_generation = self.generation;
        self.count_generation = self.generation;
        self.count = Count::Counting(0);
        self.team_list = TeamList::Searching;
        self.elsewhere = None;
        vec![Effect::StopCount, self.best_effect()]
    }

    /// Asks whether the kinds other than the one shown have an answer at
    /// the planner's gyms and story point.
    pub(super) fn elsewhere_effect(&mut self) -> Effect {
        use crate::elsewhere::Other;
        self.elsewhere_generation = self.generation;
        Effect::Elsewhere {
            generation: self.generation,
            question: self.team_question(),
            this: match (self.teaming, self.sel.kind) {
                (true, _) => Other::Team,
                (false, Kind::Defense) => Other::Defense,
                (false, Kind::Attack) => Other::Attack,
            },
        }
    }

    /// The team search of the current choices.
    pub fn team_job(&self) -> TeamJob {
        TeamJob::new(self.team_question())
    }

    pub(super) fn best_effect(&mut self) -> Effect {
        if self.teaming {
            return Effect::Team {
                generation: self.best_generation,
                job: self.team_job(),
                k: self.wanted,
            };
        }
        Effect::Best {
            generation: self.best_generation,
            job: self.live.job(&self.sel),
            k: self.wanted,
        }
    }

    pub(super) fn count_effect(&mut self) -> Effect {
        Effect::Count {
            generation: self.count_generation,
            job: self.live.job(&self.sel),
        }
    }

    /// How many rows of the covers pane a cover takes at least: two in
    /// defense with names (its typings, then their Pokémon), else one.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::setup::{Question, Setup};
    /// let question = Question { pokemon: 2, ..Question::region("kanto").unwrap() };
    /// let mut app = App::new(Setup::new(&question).unwrap(), 16).unwrap();
    /// assert_eq!(app.lines_per_cover(), 2);
    /// app.names = false;
    /// assert_eq!(app.lines_per_cover(), 1);
    /// ```
    pub fn lines_per_cover(&self) -> usize {
        if self.names && self.sel.kind == Kind::Defense {
            2
        } else {
            1
        }
    }

    /// How many covers a page holds at most (at least 1): how far PgUp and
    /// PgDn move. Long teams wrap, so a page may show fewer.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let app = App::new(Setup::new(&Question { kind: Kind::Attack, ..Question::region("kanto").unwrap() }).unwrap(), 16).unwrap();
    /// assert_eq!(app.covers_fit(), 11);
    /// ```
    pub fn covers_fit(&self) -> usize {
        (self.rows() / self.lines_per_cover()).max(1)
    }

    /// The Pokémon named for a typing in a cover: the one the player
    /// pinned for it, if they named one; else the first
    /// [`App::names_per_typing`] of the typing (of the game, if one is
    /// given), fully evolved first, then by base stats, as the player
    /// layout of the CLI names them.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::setup::{Question, Setup};
    /// let question = Question { pokemon: 3, ..Question::region("kanto").unwrap() };
    /// let app = App::new(Setup::new(&question).unwrap(), 16).unwrap();
    /// assert_eq!(app.pokemon_of("Ghost-Poison".parse().unwrap()), ["Gengar", "Haunter", "Gastly"]);
    /// assert!(app.pokemon_of("Ghost".parse().unwrap()).is_empty());
    /// // In a game: only the Pokémon that can have the profile's ability.
    /// ```
    pub fn pokemon_of(&self, profile: Profile) -> Vec<&str> {
        let pinned = (self.side().pins.iter())
            .find(|m| m.profile() == profile)
            .and_then(|m| m.pokemon.as_deref());
        if let Some(name) = pinned {
            return vec![name];
        }
        (self.pool.of_profile(profile))
            .take(self.names_per_typing)
            .map(|s| s.name.as_str())
            .collect()
    }

    /// The highlighted cover, if the list has one.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::setup::{Question, Setup};
    /// let app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// assert!(app.highlighted().is_none()); // still searching
    /// ```
    pub fn highlighted(&self) -> Option<&Team> {
        match &self.covers {
            Covers::Ready(teams) => teams.get(self.cover_cursor),
            Covers::Searching => None,
        }
    }

    /// The highlighted team, in team mode, if the list has one.
    pub fn highlighted_team(&self) -> Option<&TeamRow> {
        self.found_teams().get(self.cover_cursor)
    }

    /// The teams found (team mode), none while searching.
    pub fn found_teams(&self) -> &[TeamRow] {
        match &self.team_list {
            TeamList::Ready(answer) => &answer.teams,
            _ => &[],
        }
    }

    /// How many entries the covers pane lists: teams in team mode, else
    /// covers.
    pub fn listed(&self) -> usize {
        if self.teaming {
            self.found_teams().len()
        } else {
            self.teams().len()
        }
    }

    /// The covers found, none while searching.
    pub fn teams(&self) -> &[Team] {
        match &self.covers {
            Covers::Ready(teams) => teams,
            Covers::Searching => &[],
        }
    }

    /// The version of the game shown, as `--version` names it (`all` when
    /// merged), and every version; `None` for a map, or a game without
    /// versions.
    pub fn versions(&self) -> Option<(String, &[String])> {
        let game = self.setup.game.as_ref()?;
        if game.versions.len() < 2 {
            return None;
        }
        let shown = game
            .version
            .clone()
            .unwrap_or_else(|| game.versions[0].clone());
        Some((shown, &game.versions))
    }

    /// The command line that asks the CLI for the current problem: the
    /// map or game, the gyms, the kind, mode and size, the pins and bans as
    /// the player named them, and the flags that change the answer.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::search::Mode;
    /// use pokelinks::setup::{GymChoice, MemberName, Question, Setup};
    /// let question = Question {
    ///     gyms: vec![GymChoice::Id("G1".into()), GymChoice::Id("G2".into())],
    ///     mode: Mode::Overlapping,
    ///     with: vec![MemberName::Pokemon("Mr. Mime".into()), MemberName::Typing("Water".parse().unwrap())],
    ///     ..Question::region("kanto").unwrap()
    /// };
    /// let mut app = App::new(Setup::new(&question).unwrap(), 16).unwrap();
    /// app.start();
    /// assert_eq!(app.command(), "pokelinks kanto G1 G2 O --max 6 --with 'Mr. Mime' --with Water");
    /// ```
    pub fn command(&self) -> String {
        let mut words = vec!["pokelinks".to_owned()];
        words.extend(
            self.setup
                .map_words_by(self.by)
                .iter()
                .map(|w| shell_word(w)),
        );
        words.extend(
            self.sel
                .gyms
                .iter()
                .filter_map(|&g| self.setup.map.gyms.get(g))
                .map(|g| g.id.clone()),
        );
        if self.sel.kind == Kind::Attack {
            words.push("A".into());
        }
        if self.sel.mode == Mode::Overlapping {
            words.push("O".into());
        }
        words.push(format!("--max {}", self.sel.max));
        let side = self.side();
        words.extend(
            side.pins
                .iter()
                .map(|m| format!("--with {}", shell_word(&m.to_string()))),
        );
        words.extend(
            side.bans
                .iter()
                .map(|m| format!("--without {}", shell_word(&m.to_string()))),
        );
        if self.sel.kind == Kind::Defense {
            if self.safe {
                words.push("--safe".into());
            } else if self.weak {
                words.push("--weak".into());
            }
            if self.setup.rules.obtainable {
                words.push("--obtainable".into());
            }
        }
        if !self.set_aside.is_empty() {
            words.push("--partial".into());
        }
        words.join(" ")
    }
}
