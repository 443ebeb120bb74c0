//! Feedback on long searches: a spinner on stderr with the covers found so
//! far and the time spent, shown only on a terminal and only once a search
//! has run for a while.
//!
//! The covers are counted by the search itself (`Request::progress`: each
//! worker adds its count to a shared counter every 65,536 covers), so
//! counting costs the search nothing measurable. The spinner runs on its
//! own thread, which the search never waits for; the default Ctrl-C still
//! ends the process at once (no signal handler is installed).

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a search runs before the spinner appears: short searches
/// print nothing extra.
const DELAY: Duration = Duration::from_secs(1);

/// How often the spinner is redrawn.
const TICK: Duration = Duration::from_millis(120);

/// The spinner's frames, one a redraw.
const FRAMES: [char; 8] = ['⠁', '⠂', '⠄', '⡀', '⢀', '⠠', '⠐', '⠈'];

/// Back to the start of the line and the line erased: each redraw
/// replaces the last, and the last leaves nothing behind.
const CLEAR: &str = "\r\x1b[2K";

/// Where the spinner draws: stderr, or a test's screen.
type Target = Box<dyn Write + Send>;

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
        let stderr = || Box::new(std::io::stderr()) as Target;
        Progress::start_on(show.then(stderr), count, DELAY)
    }

    /// [`Progress::start`] drawing on `target` (none: nothing) after
    /// `delay`.
    fn start_on(target: Option<Target>, count: Option<&'static str>, delay: Duration) -> Progress {
        let Some(mut target) = target else {
            return Progress {
                running: None,
                counter: None,
            };
        };
        let started = Instant::now();
        let counter = count.map(|_| Arc::new(AtomicU64::new(0)));
        let found = counter.clone().zip(count);
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            if stopped.recv_timeout(delay) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            // A line longer than the terminal would wrap, and the return
            // would then redraw below it. A terminal of no size (a bare
            // pseudo-terminal) is taken to be 80 wide.
            let width = (crossterm::terminal::size().ok())
                .filter(|&(w, _)| w > 0)
                .map_or(80, |(w, _)| usize::from(w));
            let mut frames = FRAMES.iter().cycle();
            loop {
                let found = (found.as_ref())
                    .map(|(n, what)| format!("{} {what}, ", grouped(n.load(Ordering::Relaxed))));
                let line = format!(
                    "{} searching… {}{}",
                    frames.next().unwrap_or(&' '),
                    found.unwrap_or_default(),
                    elapsed(started.elapsed())
                );
                let line: String = line.chars().take(width.saturating_sub(1)).collect();
                // A screen that cannot be written to only loses the spinner.
                let _ = write!(target, "{CLEAR}{line}").and_then(|()| target.flush());
                if stopped.recv_timeout(TICK) != Err(RecvTimeoutError::Timeout) {
                    break;
                }
            }
            let _ = write!(target, "{CLEAR}").and_then(|()| target.flush());
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

/// `7s`, `2m 05s`: the time a search has run, in whole seconds.
fn elapsed(time: Duration) -> String {
    match time.as_secs() {
        s if s < 60 => format!("{s}s"),
        s => format!("{}m {:02}s", s / 60, s % 60),
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
    use std::sync::Mutex;

    /// A terminal in memory: what the spinner writes, in order.
    #[derive(Debug, Default, Clone)]
    struct Screen(Arc<Mutex<Vec<u8>>>);

    impl Screen {
        fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
        }
    }

    impl Write for Screen {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A search that outlives the delay shows the spinner with its count,
    /// and clears it when done; one that ends first shows nothing. The
    /// delay is the test's, so the machine's speed does not matter.
    #[test]
    fn the_spinner_appears_after_its_delay_and_clears_its_line() {
        let screen = Screen::default();
        let target = Box::new(screen.clone());
        let progress = Progress::start_on(Some(target), Some("covers"), Duration::from_millis(1));
        progress
            .counter()
            .unwrap()
            .store(1_234_567, Ordering::Relaxed);
        // Long enough for a redraw after the delay, whatever the load.
        while !screen.text().contains("1,234,567 covers") {
            std::thread::sleep(TICK);
        }
        drop(progress);
        let drawn = screen.text();
        assert!(drawn.contains("searching… 1,234,567 covers, "), "{drawn:?}");
        assert!(drawn.starts_with(CLEAR), "{drawn:?}");
        assert!(drawn.ends_with(CLEAR), "{drawn:?}");

        let quiet = Screen::default();
        let target = Box::new(quiet.clone());
        drop(Progress::start_on(
            Some(target),
            Some("covers"),
            Duration::from_secs(3600),
        ));
        assert_eq!(quiet.text(), "");
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(58_324_044), "58,324,044");
    }

    #[test]
    fn elapsed_time_reads_in_seconds_then_minutes() {
        assert_eq!(elapsed(Duration::from_millis(999)), "0s");
        assert_eq!(elapsed(Duration::from_secs(59)), "59s");
        assert_eq!(elapsed(Duration::from_secs(125)), "2m 05s");
    }
}
