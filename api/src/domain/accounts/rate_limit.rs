//! Attempt limits for login, sign-up, forgot-password and resend, uploads and url fetches.
//!
//! Fixed windows per key (an IP, an account, or both): when a window is full the caller is told
//! how many minutes remain, and the window always ends. An attempt is counted before it runs (so
//! a burst of parallel guesses cannot slip past the count) and forgiven when it succeeds: only
//! failures fill a window, and an office or a carrier's NAT signing in all day is never locked
//! out. Keys that have proven themselves (an account's owner signing in from an address) are
//! remembered as trusted, so a guesser who fills an account's or an address's window does not
//! lock the owner out where they signed in before.
//!
//! On PostgreSQL the windows live in the database (`store::shared`), so several instances
//! behind a load balancer count one attempt once, wherever it lands; on SQLite there is one
//! process, which keeps them in memory.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::domain::time::now_millis;
use crate::error::{AppError, AppResult};
use crate::store::{shared::SharedState, Store};

/// How many attempts a key may make in one window.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub attempts: u32,
    pub window: Duration,
}

const FIFTEEN_MINUTES: Duration = Duration::from_secs(15 * 60);
const ONE_HOUR: Duration = Duration::from_secs(60 * 60);

/// Logins from one IP to one account: the owner mistyping a few times is fine.
pub const LOGIN_PER_ACCOUNT_AND_IP: Limit = Limit { attempts: 10, window: FIFTEEN_MINUTES };
/// Logins to one account from anywhere: a distributed guesser gets few tries per window.
pub const LOGIN_PER_ACCOUNT: Limit = Limit { attempts: 50, window: FIFTEEN_MINUTES };
/// Logins from one IP to any account: slows credential stuffing.
pub const LOGIN_PER_IP: Limit = Limit { attempts: 100, window: FIFTEEN_MINUTES };
/// Sign-ups from one IP.
pub const SIGN_UP_PER_IP: Limit = Limit { attempts: 10, window: ONE_HOUR };
/// Forgot-password or resend emails to one address.
pub const EMAIL_PER_ADDRESS: Limit = Limit { attempts: 5, window: ONE_HOUR };
/// Forgot-password or resend requests from one IP.
pub const EMAIL_PER_IP: Limit = Limit { attempts: 20, window: ONE_HOUR };
/// Parcel lookups from one address: a homeowner places a property a few times; more would have
/// us ask counties' services for every point a script can name.
pub const PARCEL_LOOKUPS_PER_IP: Limit = Limit { attempts: 300, window: FIFTEEN_MINUTES };

/// Keys kept before expired windows are swept.
const SWEEP_AT: usize = 10_000;
/// How long a successful sign-in keeps its key trusted.
pub const TRUSTED_FOR: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// The limits of one service: shared by every instance on PostgreSQL, in memory on SQLite.
#[derive(Debug)]
pub struct RateLimiter {
    shared: Option<SharedState>,
    memory: InMemory,
}

impl RateLimiter {
    pub fn new(store: &Store) -> RateLimiter {
        RateLimiter { shared: store.shared_state(), memory: InMemory::default() }
    }

    /// Counts one attempt for `key`, or refuses it with the minutes left in the window.
    pub async fn hit(&self, key: &str, limit: Limit) -> AppResult<()> {
        match self.count(key, limit).await? {
            Some(left) => Err(too_many(left)),
            None => Ok(()),
        }
    }

    /// Counts one attempt for `key`: `None` when the window had room for it, else the time left
    /// in the full window (for callers that word the refusal themselves, with `Retry-After`).
    pub async fn count(&self, key: &str, limit: Limit) -> AppResult<Option<Duration>> {
        let Some(shared) = &self.shared else {
            return Ok(self.memory.count_at(key, limit, Instant::now()));
        };
        let now = now_millis();
        let window = i64::try_from(limit.window.as_millis()).unwrap_or(i64::MAX);
        let (hits, ends) = shared.hit_window(key, now, window).await?;
        // Now and then, drop windows long over, so the table holds only live keys.
        if rand::random::<u16>().is_multiple_of(1024) {
            shared.sweep_windows(now - window).await?;
        }
        if u32::try_from(hits).unwrap_or(u32::MAX) > limit.attempts {
            return Ok(Some(Duration::from_millis(u64::try_from(ends - now).unwrap_or(0))));
        }
        Ok(None)
    }

    /// Takes back one attempt counted on `key` (it succeeded, so it was no guess).
    pub async fn forgive(&self, key: &str) -> AppResult<()> {
        self.record(|shared| async move { shared.forgive_hit(key).await }, |memory| memory.forgive(key)).await
    }

    /// Forgets `key`'s attempts (a successful login clears its failures).
    pub async fn reset(&self, key: &str) -> AppResult<()> {
        self.record(|shared| async move { shared.reset_window(key).await }, |memory| memory.reset(key)).await
    }

    /// Remembers that `key` succeeded: it stays trusted for [`TRUSTED_FOR`].
    pub async fn trust(&self, key: &str) -> AppResult<()> {
        self.record(
            |shared| async move { shared.trust(key, now_millis()).await },
            |memory| memory.trust_at(key, Instant::now()),
        )
        .await
    }

    /// Writes a change to `key`'s state where this limiter keeps it: the shared tables on
    /// PostgreSQL, this process's memory on SQLite.
    async fn record<F>(&self, shared: impl FnOnce(SharedState) -> F, memory: impl FnOnce(&InMemory)) -> AppResult<()>
    where
        F: std::future::Future<Output = sqlx::Result<()>>,
    {
        match &self.shared {
            Some(state) => Ok(shared(state.clone()).await?),
            None => {
                memory(&self.memory);
                Ok(())
            }
        }
    }

    /// Whether `key` succeeded within the last [`TRUSTED_FOR`].
    pub async fn is_trusted(&self, key: &str) -> AppResult<bool> {
        match &self.shared {
            Some(shared) => {
                let since = shared.trusted_since(key).await?;
                let trusted_for = i64::try_from(TRUSTED_FOR.as_millis()).unwrap_or(i64::MAX);
                Ok(since.is_some_and(|since| now_millis() - since < trusted_for))
            }
            None => Ok(self.memory.is_trusted_at(key, Instant::now())),
        }
    }
}

/// The refusal of a full window, with the minutes left in it.
fn too_many(left: Duration) -> AppError {
    let minutes = left.as_secs().div_ceil(60).max(1);
    let unit = if minutes == 1 { "minute" } else { "minutes" };
    AppError::RateLimited(format!("Too many attempts. Please try again in {minutes} {unit}."))
}

/// The windows and trusted keys of one process.
#[derive(Debug, Default)]
struct InMemory {
    windows: Mutex<HashMap<String, (Instant, u32)>>,
    /// Keys that succeeded, and when.
    trusted: Mutex<HashMap<String, Instant>>,
}

impl InMemory {
    #[cfg(test)]
    fn hit_at(&self, key: &str, limit: Limit, now: Instant) -> Result<(), AppError> {
        self.count_at(key, limit, now).map_or(Ok(()), |left| Err(too_many(left)))
    }

    /// Counts one attempt; the time left in the window when it was already full.
    fn count_at(&self, key: &str, limit: Limit, now: Instant) -> Option<Duration> {
        let mut windows = self.windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if windows.len() >= SWEEP_AT {
            windows.retain(|_, (started, _)| now.duration_since(*started) < ONE_HOUR);
        }
        let (started, count) = windows.entry(key.to_owned()).or_insert((now, 0));
        if now.duration_since(*started) >= limit.window {
            *started = now;
            *count = 0;
        }
        if *count >= limit.attempts {
            return Some(limit.window.saturating_sub(now.duration_since(*started)));
        }
        *count += 1;
        None
    }

    fn forgive(&self, key: &str) {
        let mut windows = self.windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, count)) = windows.get_mut(key) {
            *count = count.saturating_sub(1);
        }
    }

    fn reset(&self, key: &str) {
        self.windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).remove(key);
    }

    fn trust_at(&self, key: &str, now: Instant) {
        let mut trusted = self.trusted.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if trusted.len() >= SWEEP_AT {
            trusted.retain(|_, since| now.duration_since(*since) < TRUSTED_FOR);
        }
        trusted.insert(key.to_owned(), now);
    }

    fn is_trusted_at(&self, key: &str, now: Instant) -> bool {
        let trusted = self.trusted.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        trusted.get(key).is_some_and(|since| now.duration_since(*since) < TRUSTED_FOR)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const THREE_A_MINUTE: Limit = Limit { attempts: 3, window: Duration::from_secs(60) };

    #[test]
    fn attempts_beyond_the_limit_are_refused_with_the_wait() {
        let limiter = InMemory::default();
        let now = Instant::now();
        for _ in 0..3 {
            limiter.hit_at("k", THREE_A_MINUTE, now).unwrap();
        }
        let err = limiter.hit_at("k", THREE_A_MINUTE, now + Duration::from_secs(10)).unwrap_err();
        assert_eq!(err.to_string(), "Too many attempts. Please try again in 1 minute.");
        assert_eq!(err.code(), "RATE_LIMITED");
    }

    #[test]
    fn the_window_always_ends() {
        let limiter = InMemory::default();
        let now = Instant::now();
        for _ in 0..3 {
            limiter.hit_at("k", THREE_A_MINUTE, now).unwrap();
        }
        assert!(limiter.hit_at("k", THREE_A_MINUTE, now + Duration::from_secs(61)).is_ok());
    }

    #[test]
    fn keys_are_counted_apart_and_can_be_reset() {
        let limiter = InMemory::default();
        let now = Instant::now();
        for _ in 0..3 {
            limiter.hit_at("a", THREE_A_MINUTE, now).unwrap();
        }
        assert!(limiter.hit_at("b", THREE_A_MINUTE, now).is_ok());
        limiter.reset("a");
        assert!(limiter.hit_at("a", THREE_A_MINUTE, now).is_ok());
    }

    #[test]
    fn forgiven_attempts_leave_room_for_others() {
        let limiter = InMemory::default();
        let now = Instant::now();
        for _ in 0..10 {
            limiter.hit_at("k", THREE_A_MINUTE, now).unwrap();
            limiter.forgive("k");
        }
        for _ in 0..3 {
            limiter.hit_at("k", THREE_A_MINUTE, now).unwrap();
        }
        assert!(limiter.hit_at("k", THREE_A_MINUTE, now).is_err());
        limiter.forgive("unknown");
    }

    #[test]
    fn trust_lasts_thirty_days() {
        let limiter = InMemory::default();
        let now = Instant::now();
        assert!(!limiter.is_trusted_at("pair", now));
        limiter.trust_at("pair", now);
        assert!(limiter.is_trusted_at("pair", now + Duration::from_secs(29 * 24 * 3600)));
        assert!(!limiter.is_trusted_at("pair", now + TRUSTED_FOR));
        assert!(!limiter.is_trusted_at("other", now));
    }

    #[test]
    fn minutes_left_are_rounded_up() {
        let limiter = InMemory::default();
        let limit = Limit { attempts: 1, window: FIFTEEN_MINUTES };
        let now = Instant::now();
        limiter.hit_at("k", limit, now).unwrap();
        let err = limiter.hit_at("k", limit, now + Duration::from_secs(30)).unwrap_err();
        assert_eq!(err.to_string(), "Too many attempts. Please try again in 15 minutes.");
    }
}
