//! Structured logs: text for a terminal, JSON lines for a log shipper. `RUST_LOG` filters.
//!
//! No line is longer than [`MAX_LINE`]: a value past [`MAX_VALUE`] characters is cut (a slow
//! statement with thousands of parameters once wrote megabytes per line), and a JSON line
//! stays valid JSON.

use std::io::{self, Write};

use serde_json::Value;
use tracing_subscriber::{fmt, fmt::MakeWriter, EnvFilter};

use crate::config::LogFormat;

/// The longest log line written whole, in bytes.
pub const MAX_LINE: usize = 8 * 1024;

/// The longest field value kept whole in a shortened JSON line, in characters.
pub const MAX_VALUE: usize = 2000;

pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    let builder = fmt().with_env_filter(filter).with_writer(BoundedLines::new(format, io::stderr));
    // A second init (tests start several servers in one process) is harmless: keep the first.
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}

/// Makes writers that shorten overlong lines before passing them to `W`. The fmt layer writes
/// each event with one `write_all`, so each `write` is one whole line.
#[derive(Clone, Copy)]
pub struct BoundedLines<M> {
    format: LogFormat,
    make: M,
}

impl<M> BoundedLines<M> {
    pub fn new(format: LogFormat, make: M) -> BoundedLines<M> {
        BoundedLines { format, make }
    }
}

impl<'a, M: MakeWriter<'a>> MakeWriter<'a> for BoundedLines<M> {
    type Writer = BoundedLine<M::Writer>;

    fn make_writer(&'a self) -> Self::Writer {
        BoundedLine { format: self.format, inner: self.make.make_writer() }
    }
}

pub struct BoundedLine<W> {
    format: LogFormat,
    inner: W,
}

impl<W: Write> Write for BoundedLine<W> {
    fn write(&mut self, line: &[u8]) -> io::Result<usize> {
        if line.len() <= MAX_LINE {
            self.inner.write_all(line)?;
        } else {
            self.inner.write_all(&shorten(line, self.format))?;
        }
        Ok(line.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// `line` within bounds: a JSON line with its long string values cut, any other line cut at
/// [`MAX_LINE`] bytes.
fn shorten(line: &[u8], format: LogFormat) -> Vec<u8> {
    if let (LogFormat::Json, Ok(mut value)) = (format, serde_json::from_slice::<Value>(line)) {
        cut_strings(&mut value);
        let mut shortened = value.to_string().into_bytes();
        if shortened.len() <= MAX_LINE {
            shortened.push(b'\n');
            return shortened;
        }
    }
    let text = String::from_utf8_lossy(line);
    let mut shortened = cut(text.trim_end(), MAX_LINE - 64);
    shortened.push('\n');
    shortened.into_bytes()
}

fn cut_strings(value: &mut Value) {
    match value {
        Value::String(text) if text.len() > MAX_VALUE => *text = cut(text, MAX_VALUE),
        Value::Array(items) => items.iter_mut().for_each(cut_strings),
        Value::Object(fields) => fields.values_mut().for_each(cut_strings),
        _ => {}
    }
}

/// The first `keep` bytes of `text` (at a character boundary) and how much was left out.
fn cut(text: &str, keep: usize) -> String {
    let end = (0..=keep.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
    format!("{} … ({} more bytes)", &text[..end], text.len() - end)
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    /// Captures what a subscriber writes through [`BoundedLines`].
    fn capture(format: LogFormat, emit: impl FnOnce()) -> String {
        let written = Arc::new(Mutex::new(Vec::<u8>::new()));
        let sink = written.clone();
        let make = move || Sink(sink.clone());
        let builder = fmt().with_writer(BoundedLines::new(format, make));
        match format {
            LogFormat::Text => tracing::subscriber::with_default(builder.finish(), emit),
            LogFormat::Json => tracing::subscriber::with_default(builder.json().flatten_event(true).finish(), emit),
        }
        let written = written.lock().unwrap().clone();
        String::from_utf8(written).unwrap()
    }

    struct Sink(Arc<Mutex<Vec<u8>>>);

    impl Write for Sink {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// What sqlx logs for a slow statement with 40,000 parameters.
    fn slow_statement() {
        let params = (1..=40_000).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
        let sql = format!("SELECT * FROM plans WHERE id IN ({params})");
        tracing::warn!(target: "sqlx::query", summary = "SELECT * FROM plans …", db.statement = sql, "slow statement");
    }

    #[test]
    fn a_slow_statement_with_40000_parameters_is_logged_cut_in_text() {
        let line = capture(LogFormat::Text, slow_statement);
        assert!(line.len() <= MAX_LINE, "{} bytes", line.len());
        assert!(line.contains("slow statement") || line.contains("SELECT * FROM plans WHERE id IN ($1, $2"));
        assert!(line.contains("more bytes)"), "{line}");
    }

    #[test]
    fn a_slow_statement_with_40000_parameters_is_logged_cut_and_valid_in_json() {
        let line = capture(LogFormat::Json, slow_statement);
        assert!(line.len() <= MAX_LINE, "{} bytes", line.len());
        let event: Value = serde_json::from_str(&line).expect("still one JSON object");
        assert_eq!(event["message"], "slow statement");
        let statement = event["db.statement"].as_str().unwrap();
        assert!(statement.starts_with("SELECT * FROM plans WHERE id IN ($1, $2"));
        assert!(statement.ends_with("more bytes)"));
    }

    #[test]
    fn short_lines_pass_unchanged() {
        let line = capture(LogFormat::Json, || tracing::info!(plan = "cottage-a", "saved"));
        let event: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(event["plan"], "cottage-a");
        assert!(line.ends_with('\n'));
    }
}
