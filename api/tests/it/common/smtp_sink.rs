//! A minimal SMTP server for tests: speaks enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT)
//! for a real client to deliver to it, and keeps each message.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

/// Messages received, raw.
#[derive(Clone, Default)]
pub struct SmtpSink {
    pub messages: Arc<Mutex<Vec<String>>>,
}

impl SmtpSink {
    /// Listens on a free port; returns the sink and its `smtp://` url.
    pub async fn start() -> (SmtpSink, String) {
        Self::start_on("127.0.0.1:0").await
    }

    /// Listens on `addr` (e.g. the port of a server that was down until now).
    pub async fn start_on(addr: &str) -> (SmtpSink, String) {
        let listener = TcpListener::bind(addr).await.unwrap();
        let url = format!("smtp://{}", listener.local_addr().unwrap());
        let sink = SmtpSink::default();
        let messages = sink.messages.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let messages = messages.clone();
                tokio::spawn(async move {
                    let (read, mut write) = stream.into_split();
                    let mut lines = BufReader::new(read).lines();
                    write.write_all(b"220 sink ESMTP\r\n").await.ok();
                    let mut data: Option<String> = None;
                    while let Ok(Some(line)) = lines.next_line().await {
                        if let Some(body) = data.as_mut() {
                            if line == "." {
                                messages.lock().unwrap().push(data.take().unwrap());
                                write.write_all(b"250 queued\r\n").await.ok();
                            } else {
                                body.push_str(line.strip_prefix('.').unwrap_or(&line));
                                body.push('\n');
                            }
                            continue;
                        }
                        let verb = line.get(..4).unwrap_or("").to_ascii_uppercase();
                        let reply: &[u8] = match verb.as_str() {
                            "EHLO" => b"250-sink\r\n250 8BITMIME\r\n",
                            "HELO" | "MAIL" | "RCPT" | "RSET" | "NOOP" => b"250 ok\r\n",
                            "DATA" => {
                                data = Some(String::new());
                                b"354 end with .\r\n"
                            }
                            "QUIT" => {
                                write.write_all(b"221 bye\r\n").await.ok();
                                break;
                            }
                            _ => b"502 not implemented\r\n",
                        };
                        write.write_all(reply).await.ok();
                    }
                });
            }
        });
        (sink, url)
    }
}
