//! The searches off the UI thread: two worker threads, one finding the best
//! covers (or, in team mode, the best teams: [`Search`]) and one counting
//! them, each fed through a one-slot mailbox where a
//! newer job replaces an older one not yet started, and both answering over
//! one channel that the UI polls without blocking.
//!
//! Every answer carries the generation of the keystroke that asked for it;
//! the UI drops answers of older generations. Every job also carries a
//! cancel flag ([`Job::cancel_on`]), which a newer job of its kind sets, so
//! a stale search stops within a few thousand nodes, whether it is running
//! or still waiting, and answers nothing: the newest key's answer comes as
//! soon as it would on an idle planner. The count streams covers through a
//! closure that also checks, at each cover, whether its generation is still
//! the one wanted (a newer change, or the user abandoning it). A team
//! search resolves its question first (a few milliseconds, not
//! cancellable), then searches with the flag.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::engine::Job;
use super::error::PlanError;
use super::team::{TeamAnswer, TeamJob};
use crate::elsewhere::Other;
use crate::problem::Team;
use crate::setup::Question;

/// How often a running count reports its figure.
const PROGRESS_EVERY: Duration = Duration::from_millis(200);

/// What a worker thread says.
///
/// ```
/// use pokelinks::plan::worker::Outcome;
/// let o = Outcome::Counted { generation: 3, total: 12 };
/// assert_eq!(o.generation(), 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The best covers of a generation, best first.
    Best {
        /// The keystroke's generation.
        generation: u64,
        /// The covers.
        teams: Vec<Team>,
    },
    /// The best teams of a generation (team mode), or why there are none.
    Teams {
        /// The keystroke's generation.
        generation: u64,
        /// The teams, or the command line's error.
        answer: Result<TeamAnswer, PlanError>,
    },
    /// A count under way: covers seen so far.
    Counting {
        /// The keystroke's generation.
        generation: u64,
        /// Covers counted so far.
        so_far: u64,
    },
    /// A finished count.
    Counted {
        /// The keystroke's generation.
        generation: u64,
        /// The number of covers.
        total: u64,
    },
    /// Whether the other kinds have an answer ([`crate::elsewhere::line`]).
    Elsewhere {
        /// The keystroke's generation.
        generation: u64,
        /// The line.
        line: String,
    },
}

impl Outcome {
    /// The generation the outcome answers.
    ///
    /// ```
    /// use pokelinks::plan::worker::Outcome;
    /// assert_eq!(Outcome::Best { generation: 7, teams: vec![] }.generation(), 7);
    /// ```
    pub fn generation(&self) -> u64 {
        match self {
            Outcome::Best { generation, .. }
            | Outcome::Teams { generation, .. }
            | Outcome::Counting { generation, .. }
            | Outcome::Counted { generation, .. }
            | Outcome::Elsewhere { generation, .. } => *generation,
        }
    }
}

/// What the best-covers thread searches: covers of the live links, or
/// teams (the planner's team mode).
#[derive(Debug)]
pub enum Search {
    /// The best covers of a job.
    Covers(Job),
    /// The best teams of a team search.
    Team(TeamJob),
}

impl From<Job> for Search {
    fn from(job: Job) -> Search {
        Search::Covers(job)
    }
}

impl From<TeamJob> for Search {
    fn from(job: TeamJob) -> Search {
        Search::Team(job)
    }
}

impl Search {
    fn cancel_on(&mut self, flag: Arc<AtomicBool>) {
        match self {
            Search::Covers(job) => job.cancel_on(flag),
            Search::Team(job) => job.cancel_on(flag),
        }
    }

    /// The `k` best, as the answer for `generation`; `None` when
    /// cancelled.
    fn run(&mut self, generation: u64, k: usize) -> Option<Outcome> {
        match self {
            Search::Covers(job) => {
                let teams = job.top(k);
                (!job.cancelled()).then_some(Outcome::Best { generation, teams })
            }
            Search::Team(job) => {
                let answer = job.top(k)?;
                Some(Outcome::Teams { generation, answer })
            }
        }
    }
}

/// A one-slot mailbox: `put` replaces any job not yet taken; `take` waits
/// for one, or returns `None` once the mailbox is closed.
struct Mailbox<T> {
    slot: Mutex<(Option<T>, bool)>,
    ready: Condvar,
}

impl<T> Mailbox<T> {
    fn new() -> Mailbox<T> {
        Mailbox {
            slot: Mutex::new((None, false)),
            ready: Condvar::new(),
        }
    }

    fn put(&self, job: T) {
        self.slot.lock().unwrap_or_else(PoisonError::into_inner).0 = Some(job);
        self.ready.notify_one();
    }

    fn close(&self) {
        self.slot.lock().unwrap_or_else(PoisonError::into_inner).1 = true;
        self.ready.notify_one();
    }

    fn take(&self) -> Option<T> {
        let mut slot = self.slot.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if slot.1 {
                return None;
            }
            if let Some(job) = slot.0.take() {
                return Some(job);
            }
            slot = self
                .ready
                .wait(slot)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// The cancel flag of the newest job of one kind. Renewing it for a newer
/// job sets the older one's.
struct Latest(Mutex<Arc<AtomicBool>>);

impl Latest {
    fn new() -> Latest {
        Latest(Mutex::new(Arc::new(AtomicBool::new(false))))
    }

    /// A fresh flag for a new job; the previous job's is set.
    fn renew(&self) -> Arc<AtomicBool> {
        let fresh = Arc::new(AtomicBool::new(false));
        let mut newest = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let old = std::mem::replace(&mut *newest, Arc::clone(&fresh));
        old.store(true, Ordering::Relaxed);
        fresh
    }

    /// Sets the newest job's flag.
    fn cancel(&self) {
        let newest = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        newest.store(true, Ordering::Relaxed);
    }
}

/// The two worker threads and the channel they answer on. Dropping it
/// closes the mailboxes and cancels the searches under way; the threads
/// end on their own, soon after.
///
/// ```
/// use pokelinks::plan::engine::{Live, Selection};
/// use pokelinks::plan::worker::{Outcome, Worker};
/// use pokelinks::problem::Kind;
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// let mut live = Live::new(&map, &chart, [&[], &[]]);
/// let mut sel = Selection::new(Kind::Attack);
/// sel.gyms = vec![0];
/// live.select(&sel);
/// let worker = Worker::new();
/// worker.best(1, live.job(&sel), 2);
/// let answer = worker.wait(std::time::Duration::from_secs(10)).unwrap();
/// assert!(matches!(answer, Outcome::Best { generation: 1, ref teams } if teams.len() == 2));
/// ```
pub struct Worker {
    best: Arc<Mailbox<(u64, Search, usize)>>,
    count: Arc<Mailbox<(u64, Job)>>,
    /// The cancel flags of the newest best-covers job and count.
    newest_best: Latest,
    newest_count: Latest,
    /// The generation whose count is wanted; 0 for none.
    wanted: Arc<AtomicU64>,
    /// Whether the other kinds answer: a question, the kind shown.
    elsewhere: Arc<Mailbox<(u64, Question, Other)>>,
    answers: Receiver<Outcome>,
}

impl Default for Worker {
    fn default() -> Worker {
        Worker::new()
    }
}

impl Worker {
    /// Starts the two threads.
    ///
    /// ```
    /// let worker = pokelinks::plan::worker::Worker::new();
    /// assert!(worker.try_recv().is_none());
    /// ```
    pub fn new() -> Worker {
        let (tx, answers) = channel();
        let best = Arc::new(Mailbox::new());
        let count = Arc::new(Mailbox::new());
        let wanted = Arc::new(AtomicU64::new(0));
        spawn_best(Arc::clone(&best), tx.clone());
        let elsewhere = Arc::new(Mailbox::new());
        spawn_elsewhere(Arc::clone(&elsewhere), tx.clone());
        spawn_count(Arc::clone(&count), Arc::clone(&wanted), tx);
        Worker {
            elsewhere,
            best,
            count,
            newest_best: Latest::new(),
            newest_count: Latest::new(),
            wanted,
            answers,
        }
    }

    /// Asks for the `k` best covers of `job`, for `generation`; a job of
    /// an older generation not yet started is dropped, and one under way is
    /// cancelled: it stops within a few thousand nodes and answers nothing.
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::plan::worker::{Outcome, Worker};
    /// use pokelinks::problem::Kind;
    /// use std::time::Duration;
    /// let (map, chart) = pokelinks::data::load_shipped("johto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Defense);
    /// sel.gyms = vec![0];
    /// live.select(&sel);
    /// let worker = Worker::new();
    /// worker.best(1, live.job(&sel), 3);
    /// worker.best(2, live.job(&sel), 1);
    /// // Generation 1 may have started before 2 came; its answer, if any, comes first.
    /// let last = std::iter::from_fn(|| worker.wait(Duration::from_secs(10)))
    ///     .find(|o| o.generation() == 2)
    ///     .unwrap();
    /// assert!(matches!(last, Outcome::Best { ref teams, .. } if teams.len() == 1));
    /// ```
    pub fn best(&self, generation: u64, job: impl Into<Search>, k: usize) {
        let mut job = job.into();
        job.cancel_on(self.newest_best.renew());
        self.best.put((generation, job, k));
    }

    /// Asks for the count of `job`, for `generation`; a count of an older
    /// generation stops at its next cover, or within a few thousand nodes.
    ///
    /// ```
    /// use pokelinks::plan::engine::{Live, Selection};
    /// use pokelinks::plan::worker::{Outcome, Worker};
    /// use pokelinks::problem::Kind;
    /// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
    /// let mut live = Live::new(&map, &chart, [&[], &[]]);
    /// let mut sel = Selection::new(Kind::Attack);
    /// sel.gyms = vec![0];
    /// sel.max = 1;
    /// live.select(&sel);
    /// let worker = Worker::new();
    /// worker.count(4, live.job(&sel));
    /// let total = loop {
    ///     match worker.wait(std::time::Duration::from_secs(10)).unwrap() {
    ///         Outcome::Counted { total, .. } => break total,
    ///         _ => continue,
    ///     }
    /// };
    /// assert_eq!(total, 5);
    /// ```
    pub fn count(&self, generation: u64, mut job: Job) {
        job.cancel_on(self.newest_count.renew());
        self.wanted.store(generation, Ordering::Relaxed);
        self.count.put((generation, job));
    }

    /// Asks whether the kinds other than `this` have an answer for
    /// `question` (each search bounded, [`crate::elsewhere::BUDGET`]); a
    /// question not yet started is replaced by a newer one.
    pub fn elsewhere(&self, generation: u64, question: Question, this: Other) {
        self.elsewhere.put((generation, question, this));
    }

    /// Abandons the count under way, if any.
    ///
    /// ```
    /// let worker = pokelinks::plan::worker::Worker::new();
    /// worker.stop_count(); // nothing under way: nothing happens
    /// ```
    pub fn stop_count(&self) {
        self.wanted.store(0, Ordering::Relaxed);
        self.newest_count.cancel();
    }

    /// An answer, if one has arrived; never blocks.
    ///
    /// ```
    /// assert!(pokelinks::plan::worker::Worker::new().try_recv().is_none());
    /// ```
    pub fn try_recv(&self) -> Option<Outcome> {
        self.answers.try_recv().ok()
    }

    /// Waits at most `timeout` for an answer (for tests and benchmarks; the
    /// UI uses [`Worker::try_recv`]).
    ///
    /// ```
    /// use std::time::Duration;
    /// let worker = pokelinks::plan::worker::Worker::new();
    /// assert!(worker.wait(Duration::from_millis(1)).is_none());
    /// ```
    pub fn wait(&self, timeout: Duration) -> Option<Outcome> {
        self.answers.recv_timeout(timeout).ok()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop_count();
        self.newest_best.cancel();
        self.best.close();
        self.count.close();
    }
}

/// The best-covers thread: one search at a time, the newest job first; a
/// cancelled one answers nothing.
/// The thread that finds whether the other kinds answer, a question at a
/// time, the newest first.
fn spawn_elsewhere(mailbox: Arc<Mailbox<(u64, Question, Other)>>, tx: Sender<Outcome>) {
    thread::spawn(move || {
        while let Some((generation, question, this)) = mailbox.take() {
            let line = crate::elsewhere::line(&crate::elsewhere::others(&question, this, false));
            if tx.send(Outcome::Elsewhere { generation, line }).is_err() {
                return;
            }
        }
    });
}

fn spawn_best(mailbox: Arc<Mailbox<(u64, Search, usize)>>, tx: Sender<Outcome>) {
    thread::spawn(move || {
        while let Some((generation, mut job, k)) = mailbox.take() {
            let Some(outcome) = job.run(generation, k) else {
                continue;
            };
            if tx.send(outcome).is_err() {
                return;
            }
        }
    });
}

/// The counting thread: streams covers, reports the figure every
/// [`PROGRESS_EVERY`], and stops when its generation is no longer wanted.
fn spawn_count(mailbox: Arc<Mailbox<(u64, Job)>>, wanted: Arc<AtomicU64>, tx: Sender<Outcome>) {
    thread::spawn(move || {
        while let Some((generation, mut job)) = mailbox.take() {
            let mut last = Instant::now();
            let total = job.count(|so_far| {
                if wanted.load(Ordering::Relaxed) != generation {
                    return ControlFlow::Break(());
                }
                // Reading the clock costs more than a cover; look every 4096.
                if so_far.is_multiple_of(4096) && last.elapsed() >= PROGRESS_EVERY {
                    last = Instant::now();
                    let _ = tx.send(Outcome::Counting { generation, so_far });
                }
                ControlFlow::Continue(())
            });
            if let Some(total) = total
                && !job.cancelled()
                && wanted.load(Ordering::Relaxed) == generation
                && tx.send(Outcome::Counted { generation, total }).is_err()
            {
                return;
            }
        }
    });
}
