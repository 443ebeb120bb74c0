//! `pokelinks plan`: the live terminal planner.
//!
//! Built as gitui and bottom are: each part owns one concern, and the
//! solver never runs on the UI thread.
//!
//! - [`engine`]: the only file that calls the engine; it owns the *live*
//!   links, built once per map, on which gym toggles, pins and bans are
//!   hides and restores in one canonical order (so the live links always
//!   equal fresh ones with the same selection), and it copies them into a
//!   [`engine::Job`] for each search;
//! - [`state`]: the [`state::App`], the events and the effects;
//! - [`error`]: what can go wrong, typed ([`error::PlanError`]);
//! - [`mod@update`]: its pure [`update::update`]: state × event → state and
//!   effects;
//! - [`detail`]: the detail view of the highlighted cover or team, its
//!   state, keys and drawing;
//! - `picker.rs`: the picker of pins and bans, which answers from what the
//!   state lends it;
//! - [`view`]: drawing from the state alone, and where a click lands;
//! - [`worker`]: the search and count threads, their mailboxes and the
//!   answer channel, with generations to drop stale answers;
//! - this file: the terminal — setup, a guard that restores it on every
//!   way out, panics included, and a watch that ends the process when the
//!   terminal hangs up — and the loop, which polls keys with a
//!   timeout, drains the worker's answers and redraws.
//!
//! The screen is drawn on the controlling terminal (`/dev/tty` on Unix),
//! not on stdout, as fzf does: stdout is left for the cover taken, so that
//! `pokelinks plan kanto > team.txt` or `$(pokelinks plan …)` work. This
//! also keeps the screen clear of the lock the CLI holds on stdout.

pub mod detail;
pub mod detail_of;
pub mod engine;
pub mod error;
pub mod keys;
mod picker;
pub mod state;
mod style;
pub mod team;
pub mod text;
pub mod update;
pub mod view;
pub mod worker;

use std::io::{self, Write};
use std::sync::Once;
use std::thread;
use std::time::Duration;

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event as TermEvent, KeyCode, KeyEvent,
    MouseButton, MouseEventKind,
};
use crossterm::terminal::{self, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use self::state::{App, Chosen, Effect, Event};
use self::update::update;
use self::worker::Worker;

/// How long the loop waits for a key before looking for answers: short
/// enough that a count's figure moves smoothly, long enough to idle.
const TICK: Duration = Duration::from_millis(50);

/// The name of the thread that runs the loop, so that the panic hook can
/// tell a panic there (unwinding restores and ends the loop) from one in a
/// worker (the loop would go on drawing on a restored terminal).
const UI_THREAD: &str = "main";

/// The terminal to draw on: the controlling terminal, whatever stdout is.
#[cfg(unix)]
fn screen() -> io::Result<Box<dyn Write>> {
    let tty = std::fs::File::options()
        .read(true)
        .write(true)
        .open("/dev/tty")
        .map_err(|e| io::Error::new(e.kind(), format!("no terminal to draw on (/dev/tty: {e})")))?;
    Ok(Box::new(tty))
}

/// The terminal to draw on: the console, through stdout.
#[cfg(not(unix))]
fn screen() -> io::Result<Box<dyn Write>> {
    Ok(Box::new(io::stdout()))
}

/// Restores the terminal: cursor shown, alternate screen left (last, so
/// that it is the final thing written), raw mode off. Safe to call twice.
fn restore() {
    if let Ok(mut out) = screen() {
        let _ = execute!(out, DisableMouseCapture, cursor::Show, LeaveAlternateScreen);
        let _ = out.flush();
    }
    let _ = terminal::disable_raw_mode();
}

/// Puts the terminal in raw mode on the alternate screen while it lives;
/// restores it when dropped, whether the loop ended, failed or unwound.
struct Guard;

impl Guard {
    fn new() -> io::Result<Guard> {
        install_panic_hook();
        enter()?;
        Ok(Guard)
    }
}

/// Puts the terminal as the planner draws on it: raw mode, the alternate
/// screen, the mouse captured, the cursor hidden.
fn enter() -> io::Result<()> {
    let mut out = screen()?;
    terminal::enable_raw_mode()?;
    execute!(out, EnterAlternateScreen, EnableMouseCapture, cursor::Hide)
}

/// Ctrl-Z, which raw mode makes a plain key: the terminal is restored and
/// the process stopped as the shell's own Ctrl-Z would; once continued
/// (`fg`), the terminal is set up again and the next frame drawn whole,
/// as the shell may have written anything over it.
fn suspend(terminal: &mut Terminal<CrosstermBackend<Box<dyn Write>>>) -> io::Result<()> {
    restore();
    // An orphaned process group is not stopped by SIGTSTP (no shell could
    // continue it): then the planner carries on at once.
    #[cfg(unix)]
    signal_hook::low_level::raise(signal_hook::consts::SIGTSTP)?;
    enter()?;
    execute!(screen()?, terminal::Clear(terminal::ClearType::All))?;
    // Both buffers blank, as the screen now is: the next frame is drawn
    // whole. (`Terminal::clear` would ask the terminal where its cursor
    // is, an answer the planner's own key reader would have to read.)
    terminal.swap_buffers();
    Ok(())
}

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}

/// Makes a panic restore the terminal before its message is printed, so
/// that the message is readable and the shell usable. A panic in a worker
/// ends the process with the status of a panic: the loop cannot go on
/// without its searches, nor draw on a restored terminal.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
            if thread::current().name() != Some(UI_THREAD) {
                std::process::exit(101);
            }
        }));
    });
}

/// The signals that end the planner as `q` does, the terminal restored
/// first: a `kill` from another shell (TERM), a hang-up (HUP), and the
/// interrupt and quit keys, which raw mode turns into plain keys, sent
/// from elsewhere (INT, QUIT).
#[cfg(unix)]
const SIGNALS: [i32; 4] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGQUIT,
];

/// The signal that asked the planner to end, if one did: set by the
/// signal handler, read by the loop at each tick.
#[derive(Clone, Default)]
struct Stop {
    #[cfg(unix)]
    signal: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

impl Stop {
    /// Catches [`SIGNALS`]: the first sets the flag the loop reads; a
    /// second one, should the loop be stuck, ends the process at once.
    fn catch() -> io::Result<Stop> {
        let stop = Stop::default();
        #[cfg(unix)]
        {
            use std::sync::Arc;
            use std::sync::atomic::AtomicBool;
            let again = Arc::new(AtomicBool::new(false));
            for signal in SIGNALS {
                let status = 128 + signal;
                signal_hook::flag::register_conditional_shutdown(
                    signal,
                    status,
                    Arc::clone(&again),
                )?;
                signal_hook::flag::register(signal, Arc::clone(&again))?;
                signal_hook::flag::register_usize(
                    signal,
                    Arc::clone(&stop.signal),
                    signal as usize,
                )?;
            }
        }
        Ok(stop)
    }

    /// The signal caught, if any.
    fn caught(&self) -> Option<i32> {
        #[cfg(unix)]
        {
            let signal = self.signal.load(std::sync::atomic::Ordering::SeqCst);
            if signal != 0 {
                return i32::try_from(signal).ok();
            }
        }
        None
    }
}

/// Ends the process when the terminal goes away (its pty closed, `tmux
/// kill-server`, a dropped line), whether or not a SIGHUP comes: crossterm
/// reads end of file and EIO as "nothing yet" and would spin on them for
/// ever, so a thread of its own polls the terminal for a hang-up. There is
/// nothing left to restore nor anyone to tell: the process ends as a
/// hang-up ends it. The thread returns once `planning` is cleared.
#[cfg(unix)]
fn watch_hangup(planning: std::sync::Arc<std::sync::atomic::AtomicBool>) -> io::Result<()> {
    use rustix::event::{PollFd, PollFlags, Timespec, poll};
    use std::sync::atomic::Ordering;
    let tty = std::fs::File::open("/dev/tty")?;
    // Besides the wake-up a hang-up gives, each timeout asks the terminal
    // again, so that no kernel path that wakes only readers goes unseen.
    let again = Timespec {
        tv_sec: 0,
        tv_nsec: 100_000_000,
    };
    thread::Builder::new()
        .name("hangup".to_owned())
        .spawn(move || {
            loop {
                // No event asked for: poll(2) reports a hang-up or an
                // error whatever is asked, and keys stay crossterm's.
                let mut fds = [PollFd::new(&tty, PollFlags::empty())];
                let gone = match poll(&mut fds, Some(&again)) {
                    Ok(_) => (fds[0].revents())
                        .intersects(PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL),
                    Err(e) => e != rustix::io::Errno::INTR,
                };
                if !planning.load(Ordering::SeqCst) {
                    return;
                }
                if gone {
                    let hup = signal_hook::consts::SIGHUP;
                    let _ = signal_hook::low_level::emulate_default_handler(hup);
                    std::process::exit(128 + hup);
                }
            }
        })?;
    Ok(())
}

/// Runs the planner on the terminal until the user leaves; returns the
/// cover taken, if one was. `color` says whether to colour the screen.
///
/// The terminal is restored on return, on an error and on a panic; and on
/// TERM, INT, HUP and QUIT, after which the process ends by that signal as
/// it would have. A terminal that goes away ends the process as a hang-up
/// does, with nothing restored.
///
/// ```no_run
/// use pokelinks::plan::{run, state::App};
/// use pokelinks::problem::Kind;
/// use pokelinks::setup::{Question, Setup};
/// let app = App::new(Setup::new(&Question::region("kanto").unwrap()).unwrap(), 24).unwrap();
/// if let Some(chosen) = run(app, true).unwrap() {
///     print!("{chosen}");
/// }
/// ```
pub fn run(mut app: App, color: bool) -> io::Result<Option<Chosen>> {
    let stop = Stop::catch()?;
    let guard = Guard::new()?;
    #[cfg(unix)]
    let planning = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    #[cfg(unix)]
    watch_hangup(std::sync::Arc::clone(&planning))?;
    let mut terminal = Terminal::new(CrosstermBackend::new(screen()?))?;
    // The layout and the paging follow the terminal's size from the start.
    let size = terminal.size()?;
    update(&mut app, Event::Resize(size.width, size.height));
    let worker = Worker::new();
    let chosen = run_loop(&mut terminal, &mut app, &worker, color, &stop);
    // The terminal's own drop may write (it shows the cursor), so it goes
    // before the guard, whose leaving the alternate screen comes last.
    drop(terminal);
    drop(guard);
    #[cfg(unix)]
    planning.store(false, std::sync::atomic::Ordering::SeqCst);
    #[cfg(unix)]
    if let Some(signal) = stop.caught() {
        // Restored: now end as the signal would have ended the process.
        let _ = signal_hook::low_level::emulate_default_handler(signal);
        std::process::exit(128 + signal);
    }
    chosen
}

fn run_loop(
    terminal: &mut Terminal<CrosstermBackend<Box<dyn Write>>>,
    app: &mut App,
    worker: &Worker,
    color: bool,
    stop: &Stop,
) -> io::Result<Option<Chosen>> {
    let effects = app.start();
    if let Some(done) = perform(worker, terminal, effects)? {
        return Ok(done);
    }
    loop {
        if stop.caught().is_some() {
            return Ok(None);
        }
        while let Some(outcome) = worker.try_recv() {
            let effects = update(app, Event::Outcome(outcome));
            if let Some(done) = perform(worker, terminal, effects)? {
                return Ok(done);
            }
        }
        terminal.draw(|frame| view::draw(frame, app, color))?;
        if !event::poll(TICK)? {
            continue;
        }
        let event = match event::read()? {
            TermEvent::Key(key) => Event::Key(key),
            TermEvent::Resize(w, h) => Event::Resize(w, h),
            TermEvent::Mouse(mouse) => {
                let screen = terminal.get_frame().area();
                match mouse.kind {
                    MouseEventKind::Down(MouseButton::Left) => {
                        match view::hit(app, screen, mouse.column, mouse.row) {
                            Some(target) => Event::Click(target),
                            None => continue,
                        }
                    }
                    // The wheel moves as the arrows do.
                    MouseEventKind::ScrollDown => Event::Key(KeyEvent::from(KeyCode::Down)),
                    MouseEventKind::ScrollUp => Event::Key(KeyEvent::from(KeyCode::Up)),
                    _ => continue,
                }
            }
            _ => continue,
        };
        if let Some(done) = perform(worker, terminal, update(app, event))? {
            return Ok(done);
        }
    }
}

/// Hands effects to the worker, or suspends; `Some` when one of them is
/// leaving.
fn perform(
    worker: &Worker,
    terminal: &mut Terminal<CrosstermBackend<Box<dyn Write>>>,
    effects: Vec<Effect>,
) -> io::Result<Option<Option<Chosen>>> {
    for effect in effects {
        match effect {
            Effect::Best { generation, job, k } => worker.best(generation, job, k),
            Effect::Team { generation, job, k } => worker.best(generation, job, k),
            Effect::Count { generation, job } => worker.count(generation, job),
            Effect::Elsewhere {
                generation,
                question,
                this,
            } => worker.elsewhere(generation, question, this),
            Effect::StopCount => worker.stop_count(),
            Effect::Suspend => suspend(terminal)?,
            Effect::Quit(chosen) => return Ok(Some(chosen)),
        }
    }
    Ok(None)
}
