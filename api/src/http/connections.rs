//! The server's front door, in front of poem's accept loop.
//!
//! - A new connection has `head_timeout` to send its first request head, or it is closed: a
//!   client that opens connections and trickles bytes cannot hold them.
//! - At most `max_connections` are served at once. The next ones are answered 503 with the REST
//!   error body at once and closed, so the server keeps file descriptors for the connections it
//!   serves instead of running out and answering nobody.
//! - `/healthz` is admitted past the cap (a few at a time), so a load balancer still sees a
//!   live, busy server rather than a dead one.
//!
//! Screening reads the first request head before poem sees the connection; the bytes read are
//! replayed to poem unchanged by [`GatedIo`].

use std::{
    io,
    pin::Pin,
    sync::{Arc, Mutex},
    task::{Context, Poll},
    time::{Duration, Instant},
};

use bytes::{Buf, Bytes, BytesMut};
use poem::http::uri::Scheme;
use poem::listener::Acceptor;
use poem::web::{LocalAddr, RemoteAddr};
use tokio::{
    io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf},
    sync::{mpsc, OwnedSemaphorePermit, Semaphore},
};

use crate::{config::ConnectionsConfig, error::AppError};

/// What a connection over the cap is told.
pub const BUSY_MESSAGE: &str = "The server is busy. Please try again in a moment.";

/// Health checks admitted past the cap at once.
const HEALTH_CHECKS: usize = 16;

/// Screening reads at most this much; a longer head is passed on for hyper to judge.
const MAX_SCREENED_HEAD: usize = 16 * 1024;

/// File descriptors kept back from connections for the database pool, media files, logs.
const RESERVED_FILES: usize = 512;

/// The limits a [`ConnectionGate`] applies.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// Connections served at once.
    pub max_connections: usize,
    /// New connections still sending their first request head at once; more are closed
    /// unanswered.
    pub max_screening: usize,
    pub head_timeout: Duration,
}

impl ConnectionLimits {
    /// The configured limits, lowered to fit the process's open-file limit (raised first to
    /// the most the system allows).
    pub fn fitted(config: &ConnectionsConfig) -> ConnectionLimits {
        let open_files = rlimit::increase_nofile_limit(u64::MAX).map(|n| n as usize).unwrap_or(1024);
        let max_screening = (open_files / 4).clamp(16, 4096);
        let room = open_files.saturating_sub(max_screening + HEALTH_CHECKS + RESERVED_FILES).max(16);
        if config.max_connections > room {
            tracing::warn!(
                configured = config.max_connections,
                open_files,
                serving = room,
                "MAX_CONNECTIONS lowered to fit the open-file limit"
            );
        }
        ConnectionLimits {
            max_connections: config.max_connections.min(room),
            max_screening,
            head_timeout: Duration::from_secs(config.request_head_timeout_secs.max(1)),
        }
    }
}

type Accepted<Io> = (GatedIo<Io>, LocalAddr, RemoteAddr, Scheme);

/// An [`Acceptor`] that screens and caps the connections of `inner`.
pub struct ConnectionGate<A: Acceptor> {
    inner: A,
    gates: Arc<Gates>,
    admit: mpsc::Sender<Accepted<A::Io>>,
    admitted: mpsc::Receiver<Accepted<A::Io>>,
}

struct Gates {
    serving: Arc<Semaphore>,
    health: Arc<Semaphore>,
    screening: Arc<Semaphore>,
    head_timeout: Duration,
    /// When "at the connection limit" was last logged: once per burst is enough.
    last_busy_warning: Mutex<Option<Instant>>,
}

impl<A: Acceptor> ConnectionGate<A> {
    pub fn new(inner: A, limits: ConnectionLimits) -> ConnectionGate<A> {
        let (admit, admitted) = mpsc::channel(256);
        let gates = Gates {
            serving: Arc::new(Semaphore::new(limits.max_connections)),
            health: Arc::new(Semaphore::new(HEALTH_CHECKS)),
            screening: Arc::new(Semaphore::new(limits.max_screening)),
            head_timeout: limits.head_timeout,
            last_busy_warning: Mutex::new(None),
        };
        ConnectionGate { inner, gates: Arc::new(gates), admit, admitted }
    }

    /// Reads the connection's first request head on a task of its own (the accept loop never
    /// waits on a client), then admits it or answers 503.
    fn screen(&self, mut io: A::Io, local: LocalAddr, remote: RemoteAddr, scheme: Scheme) {
        let Ok(screening) = self.gates.screening.clone().try_acquire_owned() else {
            // Thousands of connections are already silent: this one is closed unanswered.
            return;
        };
        let gates = self.gates.clone();
        let admit = self.admit.clone();
        tokio::spawn(async move {
            let head = match tokio::time::timeout(gates.head_timeout, read_head(&mut io)).await {
                Ok(Ok(head)) => head,
                // Closed before a whole head, or too slow: nothing to answer.
                Ok(Err(_)) | Err(_) => return,
            };
            drop(screening);
            match gates.admission(&head) {
                Some(permit) => {
                    let io = GatedIo { io, replay: head, _permit: permit };
                    // Fails only when the server has stopped accepting; the connection closes.
                    let _ = admit.send((io, local, remote, scheme)).await;
                }
                None => {
                    gates.warn_busy();
                    answer_busy(&mut io).await;
                }
            }
        });
    }
}

impl Gates {
    /// A place among the served connections, or among the health checks for `/healthz`.
    fn admission(&self, head: &[u8]) -> Option<OwnedSemaphorePermit> {
        let serving = || self.serving.clone().try_acquire_owned().ok();
        if is_health_check(head) {
            self.health.clone().try_acquire_owned().ok().or_else(serving)
        } else {
            serving()
        }
    }

    fn warn_busy(&self) {
        let mut last = self.last_busy_warning.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if last.is_none_or(|at| at.elapsed() > Duration::from_secs(10)) {
            *last = Some(Instant::now());
            tracing::warn!("at the connection limit: new connections are answered 503");
        }
    }
}

impl<A: Acceptor> Acceptor for ConnectionGate<A> {
    type Io = GatedIo<A::Io>;

    fn local_addr(&self) -> Vec<LocalAddr> {
        self.inner.local_addr()
    }

    async fn accept(&mut self) -> io::Result<Accepted<A::Io>> {
        loop {
            tokio::select! {
                Some(admitted) = self.admitted.recv() => return Ok(admitted),
                accepted = self.inner.accept() => match accepted {
                    Ok((io, local, remote, scheme)) => self.screen(io, local, remote, scheme),
                    Err(err) => pause_after_accept_error(err).await,
                },
            }
        }
    }
}

/// poem's loop calls `accept` again at once after an error; out of file descriptors that
/// would spin a core, so wait for connections to close first.
async fn pause_after_accept_error(err: io::Error) {
    const EMFILE: i32 = 24;
    const ENFILE: i32 = 23;
    if matches!(err.raw_os_error(), Some(EMFILE | ENFILE)) || err.kind() == io::ErrorKind::OutOfMemory {
        tracing::warn!(error = %err, "cannot accept connections: out of file descriptors");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Reads until the end of the first request head (or [`MAX_SCREENED_HEAD`] bytes).
async fn read_head<Io: AsyncRead + Unpin>(io: &mut Io) -> io::Result<Bytes> {
    let mut head = BytesMut::with_capacity(2048);
    loop {
        let scanned = head.len().saturating_sub(3);
        if io.read_buf(&mut head).await? == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        let ended = head[scanned..].windows(4).any(|w| w == b"\r\n\r\n");
        if ended || head.len() >= MAX_SCREENED_HEAD {
            return Ok(head.freeze());
        }
    }
}

fn is_health_check(head: &[u8]) -> bool {
    ["GET /healthz", "HEAD /healthz"]
        .iter()
        .any(|start| head.strip_prefix(start.as_bytes()).is_some_and(|rest| matches!(rest.first(), Some(b' ' | b'?'))))
}

/// 503 with the REST error body, then close.
async fn answer_busy<Io: AsyncWrite + Unpin>(io: &mut Io) {
    let error = AppError::Unavailable(BUSY_MESSAGE.to_owned());
    let body =
        serde_json::json!({ "status": "error", "message": error.public_message(), "code": error.code() }).to_string();
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json; charset=utf-8\r\n\
         retry-after: 5\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let write = async {
        io.write_all(response.as_bytes()).await?;
        io.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(2), write).await;
}

/// An admitted connection: replays the screened head, then reads the socket; it holds its
/// place under the cap until poem drops it.
pub struct GatedIo<Io> {
    io: Io,
    replay: Bytes,
    _permit: OwnedSemaphorePermit,
}

impl<Io: AsyncRead + Unpin> AsyncRead for GatedIo<Io> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        if self.replay.has_remaining() {
            let n = self.replay.len().min(buf.remaining());
            let chunk = self.replay.split_to(n);
            buf.put_slice(&chunk);
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<Io: AsyncWrite + Unpin> AsyncWrite for GatedIo<Io> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn health_checks_are_recognised_by_their_request_line() {
        assert!(is_health_check(b"GET /healthz HTTP/1.1\r\n\r\n"));
        assert!(is_health_check(b"HEAD /healthz?probe=1 HTTP/1.1\r\n\r\n"));
        assert!(!is_health_check(b"GET /healthzz HTTP/1.1\r\n\r\n"));
        assert!(!is_health_check(b"POST /healthz HTTP/1.1\r\n\r\n"));
        assert!(!is_health_check(b"GET /api/config HTTP/1.1\r\n\r\n"));
    }

    #[tokio::test]
    async fn a_head_is_read_to_its_end_and_replayed_with_what_followed() {
        let (mut client, mut server) = tokio::io::duplex(64);
        tokio::spawn(async move {
            for part in [&b"POST /graphql HTTP/1.1\r\nHost: x\r"[..], b"\n\r\n{\"query\":1}"] {
                client.write_all(part).await.unwrap();
            }
        });
        let head = read_head(&mut server).await.unwrap();
        assert!(head.ends_with(b"\r\n\r\n{\"query\":1}") || head.ends_with(b"\r\n\r\n"));
        let permit = Arc::new(Semaphore::new(1)).try_acquire_owned().unwrap();
        let mut gated = GatedIo { io: server, replay: head, _permit: permit };
        let mut all = Vec::new();
        gated.read_to_end(&mut all).await.unwrap();
        assert_eq!(all, b"POST /graphql HTTP/1.1\r\nHost: x\r\n\r\n{\"query\":1}");
    }
}
