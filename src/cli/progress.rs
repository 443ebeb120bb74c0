//! Feedback on long searches: a spinner on stderr with the time spent, shown
//! only on a terminal and only once a search has run for a while.
//!
//! The engine offers no hook to count covers as they are found, and
//! counting them through `Problem::visit` instead of the parallel count
//! made `paldea O --count` four times slower (2.1 s → 7.7 s), so the
//! spinner shows the elapsed time only. It runs on its own thread, which
//! the search never waits for; the default Ctrl-C still ends the process at
//! once (no signal handler is installed).

use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a search runs before the spinner appears: short searches
/// print nothing extra.
const DELAY: Duration = Duration::from_secs(1);

/// How often the spinner is redrawn.
const TICK: Duration = Duration::from_millis(120);

/// A spinner that appears on stderr if the search outlives [`DELAY`], and
/// disappears without a trace when dropped.
pub(crate) struct Progress {
    running: Option<(Sender<()>, JoinHandle<()>)>,
}

impl Progress {
    /// Starts the spinner's clock, or does nothing when `show` is false
    /// (stderr is not a terminal, or the output is JSON).
    pub(crate) fn start(show: bool) -> Progress {
        if !show {
            return Progress { running: None };
        }
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            if stopped.recv_timeout(DELAY) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr())
                .with_elapsed(DELAY);
            let style = ProgressStyle::with_template("{spinner} searching… {elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner());
            bar.set_style(style);
            while stopped.recv_timeout(TICK) == Err(RecvTimeoutError::Timeout) {
                bar.tick();
            }
            bar.finish_and_clear();
        });
        Progress {
            running: Some((stop, thread)),
        }
    }
}

impl Drop for Progress {
    /// Stops the spinner and waits until it has cleared its line, so the
    /// answer never mixes with it.
    fn drop(&mut self) {
        if let Some((stop, thread)) = self.running.take() {
            let _ = stop.send(());
            let _ = thread.join();
        }
    }
}
