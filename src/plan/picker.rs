//! The picker of pins and bans: what it offers for what is typed, why a
//! name is not offered, and its keys. It owns its state ([`Picker`]) and
//! answers from the planner's state; [`super::state`] applies a choice.
//!
//! A pin is anything the player owns: every typing and Pokémon of the
//! game (or generation), whatever it covers, is offered. A ban keeps an
//! option out of the covers, so only options (typings that cover some
//! item) are offered. Names are compared [`fold`]ed (letter case, accents
//! and punctuation do not count), Pokémon also with their form first
//! (`Wash Rotom`), as the command line reads them.

use crossterm::event::{KeyCode, KeyEvent};

use crate::data::names::{fold, respellings, starts_a_word};
use crate::problem::Kind;
use crate::roster::{Member, Pool, Reason};
use crate::typing::Typing;

use super::state::App;

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

/// One line of the picker: a typing (or attack type), or (defense only) a
/// Pokémon, which stands for its typing in the covers and is shown by its
/// name in the pins and the command line.
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

impl Offer {
    /// The member choosing this offer pins or bans.
    pub fn member(&self) -> Member {
        Member {
            typing: self.typing,
            pokemon: self.pokemon.clone(),
        }
    }
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
pub(super) struct Named {
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
pub(super) fn named(pool: &Pool) -> Vec<Named> {
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

impl App {
    /// The typings (attack types) the open picker may offer: for a pin,
    /// every one a Pokémon of the pool has (attack: every attack type);
    /// for a ban, the options; and always those already pinned or banned,
    /// so that each can be taken back.
    fn offerable(&self, purpose: Purpose) -> Vec<Typing> {
        let mut all: Vec<Typing> = match (purpose, self.sel.kind) {
            (Purpose::Pin, Kind::Defense) => (self.setup.chart.typings().iter().copied())
                .filter(|&t| self.reason(t) != Some(Reason::NotInPokedex))
                .collect(),
            (Purpose::Pin, Kind::Attack) => (self.setup.chart.attack_types().iter())
                .map(|&t| t.into())
                .collect(),
            (Purpose::Ban, _) => self.options.clone(),
        };
        all.extend(self.sel.pins.iter().chain(&self.sel.bans));
        all.sort_unstable();
        all.dedup();
        all
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
        let Some(picker) = &self.picker else {
            return Vec::new();
        };
        let filter = fold(&picker.filter);
        let typing = |t: Typing| Offer {
            typing: t,
            pokemon: None,
        };
        let offerable = self.offerable(picker.purpose);
        let (mut offers, mut later) = (Vec::new(), Vec::new());
        for &t in &offerable {
            let name = fold(&t.to_string());
            if name.starts_with(&filter) {
                offers.push(typing(t));
            } else if name.contains(&filter) {
                later.push(typing(t));
            }
        }
        if !filter.is_empty() && self.sel.kind == Kind::Defense {
            let key = filter.replace(' ', "");
            let respelled: Vec<String> = (respellings(&picker.filter).iter())
                .map(|r| r.replace(' ', ""))
                .collect();
            offers.extend(
                (self.pokemon.iter())
                    .filter(|p| p.in_game)
                    .filter(|p| {
                        p.key.starts_with(&key)
                            || starts_a_word(&p.folded, &filter)
                            || respelled.contains(&p.key)
                    })
                    .filter(|p| offerable.binary_search(&p.typing).is_ok())
                    .map(|p| Offer {
                        typing: p.typing,
                        pokemon: Some(p.name.clone()),
                    }),
            );
        }
        offers.append(&mut later);
        offers
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
        let picker = self.picker.as_ref()?;
        if !self.offers().is_empty() || picker.filter.trim().is_empty() {
            return None;
        }
        let key = fold(&picker.filter).replace(' ', "");
        let Some(p) = self.pokemon.iter().find(|p| p.key == key) else {
            return Some(match self.sel.kind {
                Kind::Defense => match self.setup.pool.find(&picker.filter) {
                    Err(why) => why,
                    Ok(found) => format!("{} is not offered here", found.name),
                },
                Kind::Attack => "no attack type matches".to_owned(),
            });
        };
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
        let picker = self.picker.as_ref()?;
        let typed: Typing = picker.filter.trim().parse().ok()?;
        let offers = self.offers();
        let offer = offers.get(picker.highlight)?;
        if offer.typing == typed || offers.iter().any(|o| o.typing == typed) {
            return None;
        }
        let why = match (self.reason(typed), self.sel.kind) {
            (Some(reason), _) => reason.to_string(),
            _ if !self.is_option_of_chart(typed) => format!(
                "it is no {} of generation {}",
                match self.sel.kind {
                    Kind::Defense => "typing",
                    Kind::Attack => "attack type",
                },
                self.setup.map.generation
            ),
            (None, Kind::Defense) => "it resists none of the attack types".to_owned(),
            (None, Kind::Attack) => "it hits none of the typings super-effectively".to_owned(),
        };
        Some(format!(
            "{typed} itself is not offered: {why}; ⏎ takes {offer}"
        ))
    }

    /// Whether `t` is an option of the chart in the current kind.
    fn is_option_of_chart(&self, t: Typing) -> bool {
        match self.sel.kind {
            Kind::Defense => self.setup.chart.has_typing(t),
            Kind::Attack => !t.is_dual() && self.setup.chart.has_attack_type(t.first()),
        }
    }
}

/// A key while the picker is open: typing filters, arrows move, Enter
/// chooses, Esc cancels. Returns the member chosen and for what, if Enter
/// chose one; the planner then pins or bans it.
pub(super) fn key(app: &mut App, key: KeyEvent) -> Option<(Purpose, Member)> {
    let matches = app.offers();
    let picker = app.picker.as_mut()?;
    match key.code {
        KeyCode::Esc => app.picker = None,
        KeyCode::Up => picker.highlight = picker.highlight.saturating_sub(1),
        KeyCode::Down => {
            picker.highlight = (picker.highlight + 1).min(matches.len().saturating_sub(1));
        }
        KeyCode::PageUp | KeyCode::Home => picker.highlight = 0,
        KeyCode::PageDown | KeyCode::End => picker.highlight = matches.len().saturating_sub(1),
        KeyCode::Backspace => {
            picker.filter.pop();
            picker.highlight = 0;
        }
        KeyCode::Char(c) => {
            picker.filter.push(c);
            picker.highlight = 0;
        }
        KeyCode::Enter => {
            let (purpose, at) = (picker.purpose, picker.highlight);
            app.picker = None;
            return matches.get(at).map(|o| (purpose, o.member()));
        }
        _ => {}
    }
    None
}
