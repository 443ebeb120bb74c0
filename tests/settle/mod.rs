//! The planner's searches run here and now, as its worker would run them:
//! shared by the test binaries that drive the planner without a terminal.

use pokelinks::plan::state::{App, Effect, Event};
use pokelinks::plan::update::update;
use pokelinks::plan::worker::Outcome;

/// Runs the best-covers and team searches the effects ask for (not the
/// counts) and feeds their answers back.
pub fn settle(app: &mut App, effects: Vec<Effect>) {
    for effect in effects {
        let outcome = match effect {
            Effect::Best {
                generation,
                mut job,
                k,
            } => Outcome::Best {
                generation,
                teams: job.top(k),
            },
            Effect::Team { generation, job, k } => Outcome::Teams {
                generation,
                answer: job.top(k).expect("not cancelled"),
            },
            Effect::Elsewhere {
                generation,
                question,
                this,
            } => Outcome::Elsewhere {
                generation,
                line: pokelinks::elsewhere::line(&pokelinks::elsewhere::others(
                    &question, this, false,
                )),
            },
            _ => continue,
        };
        // An answer may ask for more (whether the other kinds answer).
        let more = update(app, Event::Outcome(outcome));
        settle(app, more);
    }
}
