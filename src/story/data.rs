//! A game's data, read once per process: its story, wild encounters,
//! evolutions, learnsets, moves, Pokédexes and species, from one registry
//! ([`GameData::of`]) and shared ([`Arc`]), with what is made of them for a
//! set of [`Choices`] (the [`Availability`]) kept beside them. A planner's
//! keystroke, a `later` scan over checkpoints or a team search that
//! resolves its question again reads no file and works nothing out twice.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::data::evolutions::{self, Evolution};
use crate::data::game::{Game, Members};
use crate::data::learnsets::{Learnsets, Moves};
use crate::data::story::Story;
use crate::data::{DataError, Pokedex};

use super::availability::{Availability, Choices};
use super::repertoire::{Counted, Repertoire};
use crate::typing::Type;

/// Gym id → the highest level in its team: the level caps a game's
/// availability is worked out with.
pub type Caps = BTreeMap<String, u8>;

/// One game's data.
#[derive(Debug)]
pub struct GameData {
    /// The game.
    pub game: &'static Game,
    /// Its story, if it is known.
    pub story: Option<&'static Story>,
    /// Its generation's species list.
    pub species: &'static Pokedex,
    /// Which of them its Pokédexes hold.
    pub members: Members,
    /// The evolution rows that hold in the game ([`GameData::evolutions`]),
    /// decoded when first read: a run whose availability is compiled and
    /// that learns no moves reads none.
    evolutions: OnceLock<Vec<&'static Evolution>>,
    /// The availabilities made so far, by choices and caps.
    made: Mutex<Vec<(Choices, Caps, Arc<Availability>)>>,
    /// What the level-up moves give, by the attack types asked for
    /// ([`GameData::counted`]).
    counted: Mutex<Vec<CountedFor>>,
    /// The repertoires worked out last ([`GameData::repertoire`]).
    repertoires: Mutex<Vec<(RepertoireKey, Arc<Repertoire>)>>,
}

/// What a pool's repertoire depends on ([`crate::story::pool::Pool::repertoire`]):
/// two pools of a game that agree on it know the same moves.
#[derive(Clone, Debug)]
pub struct RepertoireKey {
    /// The availability of the story point (compared by identity: a game
    /// makes one for each choices and caps), and its checkpoint.
    pub stage: Option<(Arc<Availability>, usize)>,
    /// The level cap without a story.
    pub cap: Option<u8>,
    /// `--anytime`, `--all-moves`, `--legendaries`.
    pub flags: (bool, bool, bool),
    /// The attack types worked out (`None`: every one).
    pub attack_types: Option<Vec<Type>>,
}

impl PartialEq for RepertoireKey {
    fn eq(&self, other: &Self) -> bool {
        let stage = match (&self.stage, &other.stage) {
            (None, None) => true,
            (Some((a, k)), Some((b, l))) => Arc::ptr_eq(a, b) && k == l,
            _ => false,
        };
        stage
            && self.cap == other.cap
            && self.flags == other.flags
            && self.attack_types == other.attack_types
    }
}

/// How many repertoires a game keeps: a question's kinds of answer share
/// one (`crate::elsewhere`), a planner's keys a few; each is tens of
/// kilobytes, and a planner moving over every checkpoint would keep them
/// all.
const REPERTOIRES: usize = 8;

/// The attack types asked for (`None`: every one), and what the level-up
/// moves give of them.
type CountedFor = (Option<Vec<Type>>, Arc<Counted>);

/// The games read so far in this process.
static GAMES: Mutex<Vec<Arc<GameData>>> = Mutex::new(Vec::new());

impl GameData {
    /// The data of `game`, read the first time it is asked for in the
    /// process and shared after.
    ///
    /// ```
    /// use pokelinks::story::data::GameData;
    /// let red = pokelinks::data::game::find("red").unwrap();
    /// let a = GameData::of(red)?;
    /// let b = GameData::of(red)?;
    /// assert!(std::sync::Arc::ptr_eq(&a, &b));
    /// assert!(a.story.is_some() && a.species.generation() == 1);
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &'static Game) -> Result<Arc<GameData>, DataError> {
        let found = |games: &[Arc<GameData>]| {
            (games.iter())
                .find(|d| std::ptr::eq(d.game, game))
                .map(Arc::clone)
        };
        if let Some(d) = found(&GAMES.lock().unwrap_or_else(|p| p.into_inner())) {
            return Ok(d);
        }
        let species = Pokedex::shipped(game.generation).ok_or_else(|| {
            crate::data::shipped::missing(format!("<shipped>/species/gen-{}.json", game.generation))
        })?;
        let data = Arc::new(GameData {
            game,
            story: Story::of(&game.id).transpose()?,
            species,
            members: game.members()?,
            evolutions: OnceLock::new(),
            made: Mutex::new(Vec::new()),
            counted: Mutex::new(Vec::new()),
            repertoires: Mutex::new(Vec::new()),
        });
        let mut games = GAMES.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(d) = found(&games) {
            return Ok(d);
        }
        games.push(Arc::clone(&data));
        Ok(data)
    }

    /// What can be had at each checkpoint of the game's story for
    /// `choices`, with the gyms' level caps `caps`; `None` without a story.
    /// Made once for each choices and caps.
    pub fn availability(
        &self,
        caps: &Caps,
        choices: Choices,
    ) -> Option<Result<Arc<Availability>, DataError>> {
        let story = self.story?;
        let mut made = self.made.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, _, a)) = (made.iter()).find(|(c, k, _)| *c == choices && k == caps) {
            return Some(Ok(Arc::clone(a)));
        }
        let rows = || self.evolutions();
        let made_now =
            Availability::with_rows(story, self.species, rows, caps, &choices).map(Arc::new);
        if let Ok(a) = &made_now {
            made.push((choices, caps.clone(), Arc::clone(a)));
        }
        Some(made_now)
    }

    /// The evolution rows that hold in the game.
    pub fn evolutions(&self) -> Result<&[&'static Evolution], DataError> {
        if let Some(rows) = self.evolutions.get() {
            return Ok(rows);
        }
        let rows = evolutions::of_group(&self.game.id)?.iter().collect();
        Ok(self.evolutions.get_or_init(|| rows))
    }

    /// What each species' level-up moves give of the attacks of the types
    /// `only` (`None`: every type) under [`GameData::learning`]: worked out
    /// as repertoires ask, once for each `only`, and shared by every story
    /// point's.
    pub fn counted(&self, only: Option<&[Type]>) -> Arc<Counted> {
        let mut counted = self.counted.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, c)) = counted.iter().find(|(o, _)| o.as_deref() == only) {
            return Arc::clone(c);
        }
        let made = Arc::new(Counted::default());
        counted.push((only.map(<[Type]>::to_vec), Arc::clone(&made)));
        made
    }

    /// The repertoire of pools that agree on `key`, made by `make` the
    /// first time it is asked for and kept while it is among the last
    /// eight made (`REPERTOIRES`).
    pub fn repertoire(
        &self,
        key: RepertoireKey,
        make: impl FnOnce() -> Option<Repertoire>,
    ) -> Option<Arc<Repertoire>> {
        let found = |made: &[(RepertoireKey, Arc<Repertoire>)]| {
            (made.iter().find(|(k, _)| *k == key)).map(|(_, r)| Arc::clone(r))
        };
        if let Some(r) = found(&self.repertoires.lock().unwrap_or_else(|p| p.into_inner())) {
            return Some(r);
        }
        // Made without the lock: a planner's worker may ask meanwhile.
        let made = Arc::new(make()?);
        let mut all = self.repertoires.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(r) = found(&all) {
            return Some(r);
        }
        if all.len() == REPERTOIRES {
            all.remove(0);
        }
        all.push((key, Arc::clone(&made)));
        Some(made)
    }

    /// The game's learnsets (its own, else its generation's) and its
    /// generation's moves.
    pub fn learning(&self) -> Result<(&'static Learnsets, &'static Moves), DataError> {
        let generation = self.game.generation;
        Ok((
            Learnsets::of(&self.game.id, generation)?,
            Moves::of(generation)?,
        ))
    }

    /// The other choices — another starter, the other version of the
    /// pair, trade evolutions, evolutions that need grinding — with which `species` can be had at some
    /// point of the story, the chosen version of the pair first (`now`'s
    /// own choices are not among them). Without a story, none.
    pub fn choices_with(
        &self,
        caps: &Caps,
        now: Choices,
        species: &str,
    ) -> Result<Vec<Choices>, DataError> {
        let Some(story) = self.story else {
            return Ok(Vec::new());
        };
        // The chosen ones first, then the others, each once.
        let once = |first: Option<&'static str>, all: Vec<&'static str>| {
            let mut out = vec![first];
            for x in all.into_iter().map(Some) {
                if !out.contains(&x) {
                    out.push(x);
                }
            }
            out
        };
        let pair: Vec<&'static str> = if self.game.editions.len() > 1 {
            self.game.editions.iter().map(String::as_str).collect()
        } else {
            Vec::new()
        };
        let editions = once(now.edition, pair);
        let starters = once(now.starter, story.starters());
        let mut found = Vec::new();
        for &edition in &editions {
            for &starter in &starters {
                for (trade, no_grind) in [
                    (now.trade, now.no_grind),
                    (true, now.no_grind),
                    (now.trade, false),
                    (true, false),
                ] {
                    let choices = Choices {
                        edition,
                        starter,
                        trade,
                        no_grind,
                    };
                    if choices == now || found.contains(&choices) {
                        continue;
                    }
                    let a = self
                        .availability(caps, choices)
                        .expect("the game has a story")?;
                    if !a.ways(species).is_empty() {
                        found.push(choices);
                    }
                }
            }
        }
        Ok(found)
    }
}
