//! Feedback on long searches: a spinner on stderr with the covers found so
//! far and the time spent, shown only on a terminal and only once a search
//! has run for a while.
//!
//! The covers are counted by the search itself (`Request::progress`: each
//! worker adds its count to a shared counter every 65,536 covers), so
//! counting costs the search nothing measurable. The spinner runs on its
//! own thread, which the search never waits for; the default Ctrl-C still
//! ends the process at once (no signal handler is installed).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
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
    counter: Option<Arc<AtomicU64>>,
}

impl Progress {
    /// Starts the spinner's clock, or does nothing when `show` is false
    /// (stderr is not a terminal, or the output is JSON). With `count`, the
    /// spinner shows how many were found, named so (`covers`, `teams`):
    /// hand [`Progress::counter`] to the search.
    pub(crate) fn start(show: bool, count: Option<&'static str>) -> Progress {
        Progress::start_on(show.then(ProgressDrawTarget::stderr), count, DELAY)
    }

    /// [`Progress::start`] drawing on `target` (none: nothing) after
    /// `delay`.
    fn start_on(
        target: Option<ProgressDrawTarget>,
        count: Option<&'static str>,
        delay: Duration,
    ) -> Progress {
        let Some(target) = target else {
            return Progress {
                running: None,
                counter: None,
            };
        };
        let counter = count.map(|_| Arc::new(AtomicU64::new(0)));
        let found = counter.clone().zip(count);
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            if stopped.recv_timeout(delay) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let bar = ProgressBar::with_draw_target(None, target).with_elapsed(delay);
            let style = ProgressStyle::with_template("{spinner} searching… {msg}{elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner());
            bar.set_style(style);
            while stopped.recv_timeout(TICK) == Err(RecvTimeoutError::Timeout) {
                if let Some((found, what)) = &found {
                    let n = found.load(Ordering::Relaxed);
                    bar.set_message(format!("{} {what}, ", grouped(n)));
                }
                bar.tick();
            }
            bar.finish_and_clear();
        });
        Progress {
            running: Some((stop, thread)),
            counter,
        }
    }

    /// The counter the search should add its covers to, if the spinner
    /// shows them.
    pub(crate) fn counter(&self) -> Option<Arc<AtomicU64>> {
        self.counter.clone()
    }
}

/// `12,345,678`: a count with its thousands grouped, as people read it.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;
    use indicatif::TermLike;
    use std::sync::Mutex;

    /// A terminal in memory: what the spinner writes, in order.
    #[derive(Debug, Default, Clone)]
    struct Screen(Arc<Mutex<String>>);

    impl Screen {
        fn push(&self, text: &str) {
            self.0.lock().unwrap().push_str(text);
        }
    }

    impl TermLike for Screen {
        fn width(&self) -> u16 {
            80
        }
        fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn write_line(&self, line: &str) -> std::io::Result<()> {
            self.push(line);
            self.push("\n");
            Ok(())
        }
        fn write_str(&self, text: &str) -> std::io::Result<()> {
            self.push(text);
            Ok(())
        }
        fn clear_line(&self) -> std::io::Result<()> {
            self.push("<clear>");
            Ok(())
        }
        fn flush(&self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A search that outlives the delay shows the spinner with its count,
    /// and clears it when done; one that ends first shows nothing. The
    /// delay is the test's, so the machine's speed does not matter.
    #[test]
    fn the_spinner_appears_after_its_delay_and_clears_its_line() {
        let screen = Screen::default();
        let target = ProgressDrawTarget::term_like(Box::new(screen.clone()));
        let progress = Progress::start_on(Some(target), Some("covers"), Duration::from_millis(1));
        progress
            .counter()
            .unwrap()
            .store(1_234_567, Ordering::Relaxed);
        // Long enough for a redraw after the delay, whatever the load.
        while !screen.0.lock().unwrap().contains("1,234,567 covers") {
            std::thread::sleep(TICK);
        }
        drop(progress);
        let drawn = screen.0.lock().unwrap().clone();
        assert!(drawn.contains("searching… 1,234,567 covers, "), "{drawn:?}");
        assert!(drawn.ends_with("<clear>"), "{drawn:?}");

        let quiet = Screen::default();
        let target = ProgressDrawTarget::term_like(Box::new(quiet.clone()));
        drop(Progress::start_on(
            Some(target),
            Some("covers"),
            Duration::from_secs(3600),
        ));
        assert_eq!(*quiet.0.lock().unwrap(), "");
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(58_324_044), "58,324,044");
    }
}
