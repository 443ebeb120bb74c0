//! The planner's state and its one transition, [`update`]: state × event →
//! state and effects. Pure in the sense that matters for testing: no
//! terminal, no thread, no clock — a key changes the state (and the live
//! links it owns) and returns what the loop must do, such as starting a
//! search; a worker's answer is just another event.
//!
//! Each key bumps the generation number; a search remembers the generation
//! that asked for it, and answers of any other generation are dropped.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::engine::{self, Job, Live, Selection, Team};
use super::worker::Outcome;
use crate::data::names::{fold, starts_a_word};
use crate::problem::{Kind, items_of};
use crate::roster::{Pool, Roster, Rules};
use crate::search::Mode;
use crate::setup::Setup;
use crate::typing::Typing;

/// The most rows of covers listed, whatever the terminal's height.
pub const MAX_ROWS: usize = 50;

/// The most members a cover may be given with `+` (6 Pokémon × 4 moves).
pub const MAX_MAX: usize = 24;

/// How many Pokémon the covers pane names per typing.
pub const NAMES_PER_TYPING: usize = 2;

/// The smallest terminal the planner draws in.
pub const MIN_SIZE: (u16, u16) = (60, 16);

/// Rows of the screen that are not cover rows: the help and status lines,
/// the covers pane's borders and its header.
const CHROME_ROWS: u16 = 5;

/// How many rows of covers fit in a terminal `height` rows high (at least
/// 1, at most [`MAX_ROWS`]); the view lays the covers pane out to match,
/// and [`App::covers_fit`] says how many covers that is.
///
/// ```
/// use pokelinks::plan::state::rows_for;
/// assert_eq!(rows_for(16), 11);
/// assert_eq!(rows_for(200), 50);
/// assert_eq!(rows_for(3), 1);
/// ```
pub fn rows_for(height: u16) -> usize {
    usize::from(height.saturating_sub(CHROME_ROWS)).clamp(1, MAX_ROWS)
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

/// What the picker chooses for.
///
/// ```
/// use pokelinks::plan::state::Purpose;
/// assert_eq!(Purpose::Pin.verb(), "Pin");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Require the option in every cover.
    Pin,
    /// Keep the option out of every cover.
    Ban,
}

impl Purpose {
    /// The word the picker's prompt starts with.
    ///
    /// ```
    /// use pokelinks::plan::state::Purpose;
    /// assert_eq!(Purpose::Ban.verb(), "Ban");
    /// ```
    pub fn verb(self) -> &'static str {
        match self {
            Purpose::Pin => "Pin",
            Purpose::Ban => "Ban",
        }
    }
}

/// The filter-as-you-type picker of pins and bans; [`App::offers`] lists
/// what it offers.
///
/// ```
/// use pokelinks::plan::state::{Picker, Purpose};
/// let p = Picker { purpose: Purpose::Pin, filter: "wat".into(), highlight: 0 };
/// assert_eq!(p.purpose.verb(), "Pin");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    /// Pin or ban.
    pub purpose: Purpose,
    /// What has been typed.
    pub filter: String,
    /// The highlighted match, an index into [`App::offers`].
    pub highlight: usize,
}

/// One line of the picker: an option, or (defense only) a Pokémon that
/// stands for its typing. Choosing either pins or bans the typing: a cover
/// is made of typings, and every Pokémon of the typing fits it alike.
///
/// ```
/// use pokelinks::plan::state::Offer;
/// let pikachu = Offer { typing: "Electric".parse().unwrap(), pokemon: Some("Pikachu".into()) };
/// assert_eq!(pikachu.to_string(), "Pikachu (Electric)");
/// let water = Offer { typing: "Water".parse().unwrap(), pokemon: None };
/// assert_eq!(water.to_string(), "Water");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The option pinned or banned.
    pub typing: Typing,
    /// The Pokémon's name, when the line is a Pokémon.
    pub pokemon: Option<String>,
}

impl std::fmt::Display for Offer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.pokemon {
            Some(name) => write!(f, "{name} ({})", self.typing),
            None => write!(f, "{}", self.typing),
        }
    }
}

/// A Pokémon as the picker matches it, folded once at start.
#[derive(Clone, Debug)]
struct Named {
    /// [`fold`]ed, spaces left out, as `Pokedex::find` compares names.
    key: String,
    /// [`fold`]ed, words kept, for matching a later word (`wash`).
    folded: String,
    name: String,
    typing: Typing,
    /// Whether the game, if one is given, has it: only those are offered;
    /// the others are kept to say why they are not.
    in_game: bool,
}

/// The Pokémon of the generation as the picker matches them, by national
/// number (a base form before its evolutions and later forms), each marked
/// with whether the game, if one is given, has it.
fn named(pool: &Pool) -> Vec<Named> {
    let mut all: Vec<&crate::data::Species> = pool.species().all().iter().collect();
    all.sort_by(|a, b| (a.num, &a.name).cmp(&(b.num, &b.name)));
    all.into_iter()
        .map(|s| {
            let folded = fold(&s.name);
            Named {
                key: folded.replace(' ', ""),
                folded,
                name: s.name.clone(),
                typing: s.typing,
                in_game: pool.contains(s),
            }
        })
        .collect()
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
    /// Abandon the running count.
    StopCount,
    /// Leave, printing the chosen cover if there is one.
    Quit(Option<Chosen>),
}

/// The cover taken on leaving, as two plain lines for stdout: the team, and
/// the command line that asks the rest of the CLI for the same problem.
///
/// ```
/// use pokelinks::plan::state::Chosen;
/// let c = Chosen { team: "Water".into(), command: "pokelinks kanto G2 --max 6".into() };
/// assert_eq!(c.to_string(), "Water\npokelinks kanto G2 --max 6\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The members, space-separated.
    pub team: String,
    /// The equivalent `pokelinks` command.
    pub command: String,
}

impl std::fmt::Display for Chosen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.team)?;
        writeln!(f, "{}", self.command)
    }
}

/// The whole planner: the setup (map, chart, game, roster rules), the
/// live links, the selection, the panes' state and the latest answers.
///
/// ```
/// use pokelinks::plan::state::{App, Effect};
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap())?, 16)?;
/// // Generation 1 has no cover of its whole chart (nothing resists Dragon),
/// // so no search starts.
/// assert!(matches!(app.start()[..], [Effect::StopCount]));
/// assert_eq!(app.uncovered, ["Dragon".parse().unwrap()]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct App {
    /// What the planner was started with: the map, its chart, the game,
    /// the Pokémon and the roster's rules, resolved as for a solve.
    pub setup: Setup,
    live: Live,
    /// What is asked.
    pub sel: Selection,
    /// The gym under the cursor.
    pub cursor: usize,
    /// The focused pane.
    pub focus: Focus,
    /// The open picker, if any.
    pub picker: Option<Picker>,
    /// Bumped by every key.
    pub generation: u64,
    /// The generation of the covers wanted.
    pub best_generation: u64,
    /// The generation of the count wanted.
    pub count_generation: u64,
    /// The covers pane.
    pub covers: Covers,
    /// The highlighted cover.
    pub cover_cursor: usize,
    /// The count.
    pub count: Count,
    /// How many rows of covers fit (a cover takes two with its Pokémon).
    pub rows: usize,
    /// Whether defense covers name the Pokémon of their typings (`n`).
    pub names: bool,
    /// The generation's Pokémon as the picker matches them.
    pokemon: Vec<Named>,
    /// The options of the current problem (covering some visible item, not
    /// left out by the roster), sorted.
    pub options: Vec<Typing>,
    /// The visible items.
    pub items: Vec<Typing>,
    /// Visible items nothing covers: no cover exists while there are any.
    pub uncovered: Vec<Typing>,
}

impl App {
    /// The planner of `setup` (its gyms, kind, mode, `--max`, `--with`
    /// and `--without`), for a terminal `height` rows high. A pin or ban
    /// that is no option of the chart is an error naming it.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{MemberName, Question, Setup};
    /// let question = Question {
    ///     kind: Kind::Attack,
    ///     with: vec![MemberName::Typing("Fire-Water".parse()?)],
    ///     ..Question::region("kanto").unwrap()
    /// };
    /// let err = Setup::new(&question).unwrap_err();
    /// assert_eq!(err.to_string(), "--with Fire-Water: not an attack type of the chart");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(setup: Setup, height: u16) -> Result<App, String> {
        let mut sel = Selection::new(setup.kind);
        sel.mode = setup.mode;
        sel.max = setup.max;
        sel.gyms = setup.selected.clone();
        sel.pins = setup.with_typings();
        sel.bans = setup.without_typings();
        // Kept sorted: toggles and the picker insert by binary search.
        for list in [&mut sel.pins, &mut sel.bans] {
            list.sort();
            list.dedup();
        }
        let live = Live::new(&setup.map, &setup.chart);
        let pokemon = named(&setup.pool);
        Ok(App {
            setup,
            live,
            sel,
            cursor: 0,
            focus: Focus::Gyms,
            picker: None,
            generation: 0,
            best_generation: 0,
            count_generation: 0,
            covers: Covers::Searching,
            cover_cursor: 0,
            count: Count::Counting(0),
            rows: rows_for(height),
            names: true,
            pokemon,
            options: Vec::new(),
            items: Vec::new(),
            uncovered: Vec::new(),
        })
    }

    /// Brings the selection onto the live links and asks for the first
    /// answers; the loop calls it once, before the first event.
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Effect};
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("paldea").unwrap()).unwrap(), 16).unwrap();
    /// let effects = app.start();
    /// // 11 rows: 5 defense covers, each with a line of Pokémon.
    /// assert!(matches!(effects[..], [Effect::Best { k: 5, .. }, Effect::Count { .. }]));
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
    /// assert!(*app.live() == Live::new(&app.setup.map, &app.setup.chart));
    /// ```
    pub fn live(&self) -> &Live {
        &self.live
    }

    /// The selection changed: reapply it, refresh what the panes show, and
    /// ask for new covers and a new count — unless some item is uncovered,
    /// when the answer is known to be none.
    fn changed(&mut self) -> Vec<Effect> {
        // The story point and the roster follow the gyms (--safe) and the
        // pins, as a solve's.
        self.setup.plan_at(&self.sel.gyms);
        let gyms: Vec<&crate::data::Gym> = (self.sel.gyms.iter())
            .filter_map(|&g| self.setup.map.gyms.get(g))
            .collect();
        let items = items_of(&self.setup.chart, self.sel.kind, &gyms);
        let rules = Rules {
            kind: self.sel.kind,
            ..self.setup.rules
        };
        self.sel.left_out = Roster::new(
            &rules,
            &self.setup.chart,
            &self.setup.pool,
            &items,
            &self.sel.pins,
        )
        .excluded();
        self.live.select(&self.sel);
        self.options = (self.live.visible_options(self.sel.kind).into_iter())
            .filter(|t| self.sel.left_out.binary_search(t).is_err())
            .collect();
        self.items = self.live.visible_items(self.sel.kind);
        self.uncovered = self.live.uncovered(self.sel.kind);
        self.cover_cursor = 0;
        self.best_generation = self.generation;
        self.count_generation = self.generation;
        if !self.uncovered.is_empty() {
            self.covers = Covers::Ready(Vec::new());
            self.count = Count::Done(0);
            return vec![Effect::StopCount];
        }
        self.covers = Covers::Searching;
        self.count = Count::Counting(0);
        vec![self.best_effect(), self.count_effect()]
    }

    fn best_effect(&mut self) -> Effect {
        Effect::Best {
            generation: self.best_generation,
            job: self.live.job(&self.sel),
            k: self.covers_fit(),
        }
    }

    /// How many rows of the covers pane one cover takes: two in defense
    /// with names (its typings, then their Pokémon), else one.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
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

    /// How many covers fit in the covers pane (at least 1): how many are
    /// asked for.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let app = App::new(Setup::new(&Question { kind: Kind::Attack, ..Question::region("kanto").unwrap() }).unwrap(), 16).unwrap();
    /// assert_eq!(app.covers_fit(), 11);
    /// ```
    pub fn covers_fit(&self) -> usize {
        (self.rows / self.lines_per_cover()).max(1)
    }

    /// The first [`NAMES_PER_TYPING`] Pokémon of a typing (of the game, if
    /// one is given): fully evolved first, then by base stats, as the
    /// player layout of the CLI names them.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// assert_eq!(app.pokemon_of("Ghost-Poison".parse().unwrap()), ["Gengar", "Haunter"]);
    /// assert!(app.pokemon_of("Ghost".parse().unwrap()).is_empty());
    /// ```
    pub fn pokemon_of(&self, typing: Typing) -> Vec<&str> {
        (self.setup.pool.of_typing(typing))
            .take(NAMES_PER_TYPING)
            .map(|s| s.name.as_str())
            .collect()
    }

    /// What the open picker offers (nothing when it is closed): the
    /// options whose name starts with the filter, then (defense, once
    /// something is typed) the Pokémon whose name or one of its words
    /// starts with it and whose typing is an option, then the options whose
    /// name contains it elsewhere. Names are compared [`fold`]ed: letter
    /// case, accents and punctuation do not count.
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Picker, Purpose};
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// app.start();
    /// app.picker = Some(Picker { purpose: Purpose::Pin, filter: "PIKA".into(), highlight: 0 });
    /// let offers: Vec<String> = app.offers().iter().map(|o| o.to_string()).collect();
    /// assert_eq!(offers, ["Pikachu (Electric)"]);
    /// ```
    pub fn offers(&self) -> Vec<Offer> {
        let Some(picker) = &self.picker else {
            return Vec::new();
        };
        let filter = fold(&picker.filter);
        let option = |t: Typing| Offer {
            typing: t,
            pokemon: None,
        };
        let (mut offers, mut later) = (Vec::new(), Vec::new());
        for &t in &self.options {
            let name = fold(&t.to_string());
            if name.starts_with(&filter) {
                offers.push(option(t));
            } else if name.contains(&filter) {
                later.push(option(t));
            }
        }
        if !filter.is_empty() && self.sel.kind == Kind::Defense {
            let key = filter.replace(' ', "");
            offers.extend(
                (self.pokemon.iter())
                    .filter(|p| p.in_game)
                    .filter(|p| p.key.starts_with(&key) || starts_a_word(&p.folded, &filter))
                    .filter(|p| self.options.binary_search(&p.typing).is_ok())
                    .map(|p| Offer {
                        typing: p.typing,
                        pokemon: Some(p.name.clone()),
                    }),
            );
        }
        offers.append(&mut later);
        offers
    }

    /// Why the Pokémon typed in the open picker is not offered, when its
    /// whole name is typed and nothing is offered: not in the game's
    /// Pokédex, or its typing covers none of the items (or is that of an
    /// attack cover, which picks attack types).
    ///
    /// ```
    /// use pokelinks::plan::state::{App, Picker, Purpose};
    /// use pokelinks::problem::Kind;
    /// use pokelinks::setup::{Question, Setup};
    /// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
    /// app.sel.gyms = vec![0]; // Brock: Normal
    /// app.start();
    /// app.picker = Some(Picker { purpose: Purpose::Pin, filter: "pikachu".into(), highlight: 0 });
    /// assert!(app.offers().is_empty());
    /// assert_eq!(app.unoffered().unwrap(), "Pikachu (Electric) covers none of the attack types");
    /// ```
    pub fn unoffered(&self) -> Option<String> {
        let picker = self.picker.as_ref()?;
        let key = fold(&picker.filter).replace(' ', "");
        let p = self.pokemon.iter().find(|p| p.key == key)?;
        if !self.offers().is_empty() {
            return None;
        }
        Some(match (self.sel.kind, self.setup.pool.game()) {
            (Kind::Attack, _) => format!("{}: attack covers choose attack types", p.name),
            (Kind::Defense, Some(game)) if !p.in_game => {
                format!("{} is not in {}'s Pokédex", p.name, game.name)
            }
            (Kind::Defense, _) => {
                format!("{} ({}) covers none of the attack types", p.name, p.typing)
            }
        })
    }

    fn count_effect(&mut self) -> Effect {
        Effect::Count {
            generation: self.count_generation,
            job: self.live.job(&self.sel),
        }
    }

    /// The highlighted cover, if the list has one.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::problem::Kind;
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

    /// The command line that asks the CLI for the current problem.
    ///
    /// ```
    /// use pokelinks::plan::state::App;
    /// use pokelinks::search::Mode;
    /// use pokelinks::setup::{GymChoice, MemberName, Question, Setup};
    /// let question = Question {
    ///     gyms: vec![GymChoice::Id("G1".into()), GymChoice::Id("G2".into())],
    ///     mode: Mode::Overlapping,
    ///     with: vec![MemberName::Typing("Water".parse().unwrap())],
    ///     ..Question::region("kanto").unwrap()
    /// };
    /// let app = App::new(Setup::new(&question).unwrap(), 16).unwrap();
    /// assert_eq!(app.command(), "pokelinks kanto G1 G2 O --max 6 --with Water");
    /// ```
    pub fn command(&self) -> String {
        let mut words = vec!["pokelinks".to_owned()];
        words.extend(self.setup.map_words.iter().map(|w| shell_word(w)));
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
        words.extend(self.sel.pins.iter().map(|t| format!("--with {t}")));
        words.extend(self.sel.bans.iter().map(|t| format!("--without {t}")));
        words.join(" ")
    }
}

/// `word` quoted for a POSIX shell if it needs quoting.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./:+=,@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Applies one event to the planner and says what the loop must do.
///
/// ```
/// use crossterm::event::{KeyCode, KeyEvent};
/// use pokelinks::plan::state::{App, Effect, Event, update};
/// use pokelinks::problem::Kind;
/// use pokelinks::setup::{Question, Setup};
/// let mut app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 16).unwrap();
/// app.start();
/// update(&mut app, Event::Key(KeyEvent::from(KeyCode::Char('1'))));
/// assert_eq!(app.sel.gyms, [0]);
/// let effects = update(&mut app, Event::Key(KeyEvent::from(KeyCode::Char('q'))));
/// assert!(matches!(effects[..], [Effect::Quit(None)]));
/// ```
pub fn update(app: &mut App, event: Event) -> Vec<Effect> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            app.generation += 1;
            key_pressed(app, key)
        }
        Event::Key(_) => Vec::new(),
        Event::Click(target) => {
            app.generation += 1;
            clicked(app, target)
        }
        Event::Resize(_, height) => resized(app, height),
        Event::Outcome(outcome) => {
            answered(app, outcome);
            Vec::new()
        }
    }
}

/// A click: on a gym, focus the gyms and toggle it; on a cover, focus the
/// covers and highlight it, or take it if it already was.
fn clicked(app: &mut App, target: Target) -> Vec<Effect> {
    match target {
        Target::Gym(g) => {
            app.focus = Focus::Gyms;
            toggle(app, g)
        }
        Target::Cover(n) => {
            let len = match &app.covers {
                Covers::Ready(teams) => teams.len(),
                Covers::Searching => 0,
            };
            if n >= len {
                return Vec::new();
            }
            let again = app.focus == Focus::Covers && app.cover_cursor == n;
            app.focus = Focus::Covers;
            app.cover_cursor = n;
            if again { take(app) } else { Vec::new() }
        }
    }
}

/// A new height: more or fewer rows fit, so the covers are asked again.
fn resized(app: &mut App, height: u16) -> Vec<Effect> {
    let rows = rows_for(height);
    refit(app, rows, app.names)
}

/// Sets the rows of covers and whether names are shown; if that changes
/// how many covers fit, asks for them again.
fn refit(app: &mut App, rows: usize, names: bool) -> Vec<Effect> {
    let before = app.covers_fit();
    app.rows = rows;
    app.names = names;
    if app.covers_fit() == before || !app.uncovered.is_empty() {
        return Vec::new();
    }
    app.generation += 1;
    app.best_generation = app.generation;
    app.covers = Covers::Searching;
    app.cover_cursor = 0;
    vec![app.best_effect()]
}

/// Takes a worker's answer if it is of the wanted generation.
fn answered(app: &mut App, outcome: Outcome) {
    match outcome {
        Outcome::Best { generation, teams } if generation == app.best_generation => {
            app.cover_cursor = app.cover_cursor.min(teams.len().saturating_sub(1));
            app.covers = Covers::Ready(teams);
        }
        Outcome::Counting { generation, so_far }
            if generation == app.count_generation && matches!(app.count, Count::Counting(_)) =>
        {
            app.count = Count::Counting(so_far);
        }
        Outcome::Counted { generation, total }
            if generation == app.count_generation && matches!(app.count, Count::Counting(_)) =>
        {
            app.count = Count::Done(total);
        }
        _ => {}
    }
}

fn key_pressed(app: &mut App, key: KeyEvent) -> Vec<Effect> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(key.code, KeyCode::Char('c' | 'C')) {
        return vec![Effect::Quit(None)];
    }
    if app.picker.is_some() {
        return picker_key(app, key);
    }
    match key.code {
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => vec![Effect::Quit(None)],
        KeyCode::Char('x' | 'X') => take(app),
        KeyCode::Enter if app.focus == Focus::Covers => take(app),
        KeyCode::Enter | KeyCode::Char(' ') => toggle(app, app.cursor),
        KeyCode::Char(c @ '1'..='9') => toggle(app, usize::from(c as u8 - b'1')),
        KeyCode::Tab | KeyCode::BackTab => {
            app.focus = match app.focus {
                Focus::Gyms => Focus::Covers,
                Focus::Covers => Focus::Gyms,
            };
            Vec::new()
        }
        KeyCode::Up | KeyCode::Char('k') => {
            step(app, false);
            Vec::new()
        }
        KeyCode::Down | KeyCode::Char('j') => {
            step(app, true);
            Vec::new()
        }
        KeyCode::Char('d' | 'D') => set_kind(app, Kind::Defense),
        KeyCode::Char('a' | 'A') => set_kind(app, Kind::Attack),
        KeyCode::Char('e' | 'E') => set_mode(app, Mode::Exact),
        KeyCode::Char('o' | 'O') => set_mode(app, Mode::Overlapping),
        KeyCode::Char('+' | '=') => set_max(app, app.sel.max + 1),
        KeyCode::Char('-' | '_') => set_max(app, app.sel.max.saturating_sub(1)),
        KeyCode::Char('p' | 'P' | '/') => open_picker(app, Purpose::Pin),
        KeyCode::Char('b' | 'B') => open_picker(app, Purpose::Ban),
        KeyCode::Char('u' | 'U') => {
            if app.sel.pins.is_empty() && app.sel.bans.is_empty() {
                return Vec::new();
            }
            app.sel.pins.clear();
            app.sel.bans.clear();
            app.changed()
        }
        KeyCode::Char('c' | 'C') => count_key(app),
        KeyCode::Char('n' | 'N') => refit(app, app.rows, !app.names),
        _ => Vec::new(),
    }
}

/// Moves the cursor of the focused pane one row.
fn step(app: &mut App, down: bool) {
    let (cursor, len) = match app.focus {
        Focus::Gyms => (&mut app.cursor, app.setup.map.gyms.len()),
        Focus::Covers => {
            let len = match &app.covers {
                Covers::Ready(teams) => teams.len(),
                Covers::Searching => 0,
            };
            (&mut app.cover_cursor, len)
        }
    };
    *cursor = if down {
        (*cursor + 1).min(len.saturating_sub(1))
    } else {
        cursor.saturating_sub(1)
    };
}

/// Selects or unselects gym `g` (nothing if the map has no such gym).
fn toggle(app: &mut App, g: usize) -> Vec<Effect> {
    if g >= app.setup.map.gyms.len() {
        return Vec::new();
    }
    app.cursor = g;
    match app.sel.gyms.binary_search(&g) {
        Ok(at) => {
            app.sel.gyms.remove(at);
        }
        Err(at) => app.sel.gyms.insert(at, g),
    }
    app.changed()
}

/// Switches defense/attack: pins and bans name the other kind's options,
/// so they are cleared, and the maximum goes back to the kind's default.
fn set_kind(app: &mut App, kind: Kind) -> Vec<Effect> {
    if app.sel.kind == kind {
        return Vec::new();
    }
    app.sel.kind = kind;
    app.sel.max = engine::default_max(kind);
    app.sel.pins.clear();
    app.sel.bans.clear();
    app.changed()
}

fn set_mode(app: &mut App, mode: Mode) -> Vec<Effect> {
    if app.sel.mode == mode {
        return Vec::new();
    }
    app.sel.mode = mode;
    app.changed()
}

/// Sets the maximum within 1 ..= [`MAX_MAX`].
fn set_max(app: &mut App, max: usize) -> Vec<Effect> {
    let max = max.clamp(1, MAX_MAX);
    if app.sel.max == max {
        return Vec::new();
    }
    app.sel.max = max;
    app.changed()
}

fn open_picker(app: &mut App, purpose: Purpose) -> Vec<Effect> {
    app.picker = Some(Picker {
        purpose,
        filter: String::new(),
        highlight: 0,
    });
    Vec::new()
}

/// `c`: abandons a running count, or starts one again.
fn count_key(app: &mut App) -> Vec<Effect> {
    match app.count {
        Count::Counting(so_far) => {
            app.count = Count::Abandoned(so_far);
            vec![Effect::StopCount]
        }
        Count::Abandoned(_) => {
            app.count_generation = app.generation;
            app.count = Count::Counting(0);
            vec![app.count_effect()]
        }
        Count::Done(_) => Vec::new(),
    }
}

/// Leaves with the highlighted cover, if there is one.
fn take(app: &mut App) -> Vec<Effect> {
    match app.highlighted() {
        Some(team) => vec![Effect::Quit(Some(Chosen {
            team: team.to_string(),
            command: app.command(),
        }))],
        None => Vec::new(),
    }
}

/// A key while the picker is open: typing filters, arrows move, Enter
/// chooses (pinning a banned option unbans it and the reverse; choosing
/// one already pinned, or banned, unpins or unbans it), Esc cancels.
fn picker_key(app: &mut App, key: KeyEvent) -> Vec<Effect> {
    let matches = app.offers();
    let Some(picker) = app.picker.as_mut() else {
        return Vec::new();
    };
    match key.code {
        KeyCode::Esc => app.picker = None,
        KeyCode::Up => picker.highlight = picker.highlight.saturating_sub(1),
        KeyCode::Down => {
            picker.highlight = (picker.highlight + 1).min(matches.len().saturating_sub(1));
        }
        KeyCode::Backspace => {
            picker.filter.pop();
            picker.highlight = 0;
        }
        KeyCode::Char(c) => {
            picker.filter.push(c);
            picker.highlight = 0;
        }
        KeyCode::Enter => {
            let purpose = picker.purpose;
            let chosen = matches.get(picker.highlight).map(|o| o.typing);
            app.picker = None;
            if let Some(t) = chosen {
                choose(app, purpose, t);
                return app.changed();
            }
        }
        _ => {}
    }
    Vec::new()
}

/// Pins or bans `t`, or takes it back if it already is.
fn choose(app: &mut App, purpose: Purpose, t: Typing) {
    let sel = &mut app.sel;
    let (this, other) = match purpose {
        Purpose::Pin => (&mut sel.pins, &mut sel.bans),
        Purpose::Ban => (&mut sel.bans, &mut sel.pins),
    };
    other.retain(|&o| o != t);
    match this.binary_search(&t) {
        Ok(at) => {
            this.remove(at);
        }
        Err(at) => this.insert(at, t),
    }
}
