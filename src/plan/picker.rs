//! The picker of pins and bans: what it offers for what is typed, why a
//! name is not offered, and its keys. It owns its state ([`Picker`]) and
//! answers from what the planner lends it ([`Context`]), so that it
//! depends on nothing of the planner's; the planner applies a choice.
//!
//! A pin is anything the player owns: every typing and Pokémon of the
//! game (or generation), whatever it covers, is offered. A ban keeps an
//! option out of the covers, so only options (typings that cover some
//! item) are offered. Names are compared [`fold`]ed (letter case, accents
//! and punctuation do not count), Pokémon also with their form first
//! (`Wash Rotom`), as the command line reads them.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::keys::chord;

use crate::data::names::{fold, respellings, starts_a_word};
use crate::problem::Kind;
use crate::roster::{Member, Pool, Reason, Roster};
use crate::setup::Setup;
use crate::typing::Typing;

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

/// The filter-as-you-type picker of pins and bans; `App::offers` lists
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
    /// The highlighted match, an index into `App::offers`.
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
            ability: None,
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

/// What the picker answers from: the planner's state, lent.
pub(super) struct Context<'a> {
    /// Defense or attack.
    pub kind: Kind,
    /// The map, chart and pool.
    pub setup: &'a Setup,
    /// Who may play now, and why not.
    pub roster: &'a Roster,
    /// The typings of the options of the current problem, sorted.
    pub options: Vec<Typing>,
    /// The pinned and banned typings, each always offered (to take back).
    pub chosen: Vec<Typing>,
    /// The generation's Pokémon, folded.
    pub pokemon: &'a [Named],
    /// Team mode: the picker offers Pokémon only, those that can be had
    /// now and those already pinned or banned.
    pub team: bool,
    /// Team mode: the Pokémon that can be had now, sorted.
    pub available: &'a [String],
    /// Team mode: the Pokémon pinned or banned.
    pub names: Vec<String>,
}

/// What a key in the open picker leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// The picker stays open.
    Stay,
    /// The picker closes with no choice.
    Close,
    /// The picker closes: pin or ban this member.
    Choose(Purpose, Member),
    /// Enter with nothing offered for what was typed: the picker closes,
    /// and the planner may say why.
    Refused(String),
}

impl Picker {
    /// The typings (attack types) the open picker may offer: for a pin,
    /// every one a Pokémon of the pool has (attack: every attack type);
    /// for a ban, the options; and always those already pinned or banned,
    /// so that each can be taken back.
    fn offerable(&self, cx: &Context) -> Vec<Typing> {
        let mut all: Vec<Typing> = match (self.purpose, cx.kind) {
            (Purpose::Pin, Kind::Defense) => (cx.setup.chart.typings().iter().copied())
                .filter(|&t| cx.roster.reason(t) != Some(Reason::NotInPokedex))
                .collect(),
            (Purpose::Pin, Kind::Attack) => (cx.setup.chart.attack_types().iter())
                .map(|&t| t.into())
                .collect(),
            (Purpose::Ban, _) => cx.options.clone(),
        };
        all.extend(&cx.chosen);
        all.sort_unstable();
        all.dedup();
        all
    }

    /// What the picker offers (state.rs: `App::offers`).
    pub(super) fn offers(&self, cx: &Context) -> Vec<Offer> {
        if cx.team {
            return self.team_offers(cx);
        }
        let filter = fold(&self.filter);
        let typing = |t: Typing| Offer {
            typing: t,
            pokemon: None,
        };
        let offerable = self.offerable(cx);
        let (mut offers, mut later) = (Vec::new(), Vec::new());
        for &t in &offerable {
            let name = fold(&t.to_string());
            if name.starts_with(&filter) {
                offers.push(typing(t));
            } else if name.contains(&filter) {
                later.push(typing(t));
            }
        }
        if !filter.is_empty() && cx.kind == Kind::Defense {
            let key = filter.replace(' ', "");
            let respelled: Vec<String> = (respellings(&self.filter).iter())
                .map(|r| r.replace(' ', ""))
                .collect();
            offers.extend(
                (cx.pokemon.iter())
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

    /// Team mode's offers: the Pokémon that can be had now (or are
    /// already chosen) whose name or a word of it starts with the filter,
    /// or which it names with the form first; all of them for no filter.
    fn team_offers(&self, cx: &Context) -> Vec<Offer> {
        let filter = fold(&self.filter);
        let key = filter.replace(' ', "");
        let respelled: Vec<String> = (respellings(&self.filter).iter())
            .map(|r| r.replace(' ', ""))
            .collect();
        (cx.pokemon.iter())
            .filter(|p| cx.available.binary_search(&p.name).is_ok() || cx.names.contains(&p.name))
            .filter(|p| {
                p.key.starts_with(&key)
                    || starts_a_word(&p.folded, &filter)
                    || respelled.contains(&p.key)
            })
            .map(|p| Offer {
                typing: p.typing,
                pokemon: Some(p.name.clone()),
            })
            .collect()
    }

    /// Why nothing is offered (state.rs: `App::unoffered`).
    pub(super) fn unoffered(&self, cx: &Context) -> Option<String> {
        if !self.offers(cx).is_empty() || self.filter.trim().is_empty() {
            return None;
        }
        let key = fold(&self.filter).replace(' ', "");
        if cx.team {
            return Some(match cx.pokemon.iter().find(|p| p.key == key) {
                Some(p) => format!("{} cannot be had now (⏎ says why)", p.name),
                None => match cx.setup.pool.find(&self.filter) {
                    Err(why) => why,
                    Ok(found) => format!("{} cannot be had now (⏎ says why)", found.name),
                },
            });
        }
        let Some(p) = cx.pokemon.iter().find(|p| p.key == key) else {
            return Some(match cx.kind {
                Kind::Defense => match cx.setup.pool.find(&self.filter) {
                    Err(why) => why,
                    Ok(found) => format!("{} is not offered here", found.name),
                },
                Kind::Attack => "no attack type matches".to_owned(),
            });
        };
        Some(match (cx.kind, cx.setup.pool.game()) {
            (Kind::Attack, _) => format!("{}: attack covers choose attack types", p.name),
            (Kind::Defense, Some(game)) if !p.in_game => {
                format!("{} is not in {}'s Pokédex", p.name, game.name)
            }
            (Kind::Defense, _) => {
                format!("{} ({}) covers none of the attack types", p.name, p.typing)
            }
        })
    }

    /// Why a typing typed exactly is not what Enter takes (state.rs:
    /// `App::picker_note`).
    pub(super) fn note(&self, cx: &Context) -> Option<String> {
        if cx.team {
            return None;
        }
        let typed: Typing = self.filter.trim().parse().ok()?;
        let offers = self.offers(cx);
        let offer = offers.get(self.highlight)?;
        if offer.typing == typed || offers.iter().any(|o| o.typing == typed) {
            return None;
        }
        let why = match (cx.roster.reason(typed), cx.kind) {
            (Some(reason), _) => reason.to_string(),
            _ if !is_option_of_chart(cx, typed) => format!(
                "it is no {} of generation {}",
                match cx.kind {
                    Kind::Defense => "typing",
                    Kind::Attack => "attack type",
                },
                cx.setup.map.generation
            ),
            (None, Kind::Defense) => "it resists none of the attack types".to_owned(),
            (None, Kind::Attack) => "it hits none of the typings super-effectively".to_owned(),
        };
        Some(format!(
            "{typed} itself is not offered: {why}; ⏎ takes {offer}"
        ))
    }

    /// A key while the picker is open: typing filters, arrows move, Enter
    /// chooses (among `offers`, what [`Picker::offers`] gave), Esc cancels;
    /// as on a shell's line, Ctrl-U clears it and Ctrl-W deletes a word.
    /// Other keys held with Ctrl or Alt type nothing.
    pub(super) fn key(&mut self, key: KeyEvent, offers: &[Offer]) -> Step {
        if chord(key) {
            let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
            match key.code {
                KeyCode::Char('u' | 'U') if ctrl => self.filter.clear(),
                KeyCode::Char('w' | 'W') if ctrl => {
                    let kept = self
                        .filter
                        .trim_end()
                        .trim_end_matches(|c: char| !c.is_whitespace());
                    self.filter.truncate(kept.len());
                }
                _ => return Step::Stay,
            }
            self.highlight = 0;
            return Step::Stay;
        }
        match key.code {
            KeyCode::Esc => return Step::Close,
            KeyCode::Up => self.highlight = self.highlight.saturating_sub(1),
            KeyCode::Down => {
                self.highlight = (self.highlight + 1).min(offers.len().saturating_sub(1));
            }
            KeyCode::PageUp | KeyCode::Home => self.highlight = 0,
            KeyCode::PageDown | KeyCode::End => self.highlight = offers.len().saturating_sub(1),
            KeyCode::Backspace => {
                self.filter.pop();
                self.highlight = 0;
            }
            KeyCode::Char(c) => {
                self.filter.push(c);
                self.highlight = 0;
            }
            KeyCode::Enter => {
                return match offers.get(self.highlight) {
                    Some(o) => Step::Choose(self.purpose, o.member()),
                    None if self.filter.trim().is_empty() => Step::Close,
                    None => Step::Refused(self.filter.trim().to_owned()),
                };
            }
            _ => {}
        }
        Step::Stay
    }
}

/// Whether `t` is an option of the chart in the current kind.
fn is_option_of_chart(cx: &Context, t: Typing) -> bool {
    match cx.kind {
        Kind::Defense => cx.setup.chart.has_typing(t),
        Kind::Attack => !t.is_dual() && cx.setup.chart.has_attack_type(t.first()),
    }
}
