//! Timestamps and ids as the spec stores them.

use std::time::{SystemTime, UNIX_EPOCH};

/// Now, in epoch milliseconds (the spec's "epoch-like number").
pub fn now_millis() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

/// A new time-ordered id (UUIDv7), so ids sort by creation and index well.
pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}
