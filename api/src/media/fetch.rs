//! Fetching a url a user gave us, without letting it reach our own network.
//!
//! Only `http` and `https`. The host is resolved once; when any of its addresses is not
//! allowed (see [`AddressPolicy`]) the fetch is refused, and otherwise the connection goes to
//! exactly the addresses that were checked, so a DNS answer that changes between the check and
//! the connection ("rebinding") cannot slip past. Redirects are followed by hand, at most
//! [`MAX_REDIRECTS`], each checked the same way. No proxy is used: a proxy would resolve the
//! host itself. The body is capped in size and the whole fetch in time.

use std::{
    net::{IpAddr, SocketAddr},
    time::{Duration, Instant},
};

use futures_util::StreamExt;
use reqwest::{header, redirect, StatusCode, Url};
use url::Host;

use super::public_address::AddressPolicy;
use crate::error::AppError;

/// The refusal of an address inside a private network.
pub const PRIVATE_ADDRESS: &str = "This address points into a private network, so it cannot be fetched.";

/// Redirects followed before giving up.
pub const MAX_REDIRECTS: usize = 3;

/// What a fetch answered.
#[derive(Debug, Clone)]
pub struct Fetched {
    pub bytes: bytes::Bytes,
    /// The `Content-Type` without parameters, lower case; empty when there was none.
    pub content_type: String,
}

/// Fetches user-given urls under a policy.
#[derive(Debug, Clone)]
pub struct UrlFetcher {
    policy: AddressPolicy,
    max_bytes: usize,
    timeout: Duration,
    user_agent: String,
}

impl UrlFetcher {
    pub fn new(policy: AddressPolicy, max_bytes: usize, timeout: Duration, user_agent: &str) -> UrlFetcher {
        UrlFetcher { policy, max_bytes, timeout, user_agent: user_agent.to_owned() }
    }

    /// The body at `url`, after every check; refusals say why in words an admin can act on.
    pub async fn fetch(&self, url: &str) -> Result<Fetched, AppError> {
        let deadline = Instant::now() + self.timeout;
        let mut url = parse(url)?;
        for _ in 0..=MAX_REDIRECTS {
            let response = self.get_once(&url, deadline).await?;
            if response.status().is_redirection() {
                let location = response
                    .headers()
                    .get(header::LOCATION)
                    .and_then(|value| value.to_str().ok())
                    .ok_or_else(|| refused("The address redirected without saying where to."))?;
                url = parse(
                    url.join(location).map_err(|_| refused("The address redirected to an invalid url."))?.as_str(),
                )?;
                continue;
            }
            if response.status() != StatusCode::OK {
                return Err(refused(&format!("The address answered with status {}.", response.status().as_u16())));
            }
            return self.read_body(response, deadline).await;
        }
        Err(refused(&format!("The address redirected more than {MAX_REDIRECTS} times.")))
    }

    /// One request to `url`, connected only to its checked addresses.
    async fn get_once(&self, url: &Url, deadline: Instant) -> Result<reqwest::Response, AppError> {
        let host = url.host().ok_or_else(|| refused("The address has no host."))?;
        let port = url.port_or_known_default().unwrap_or(80);
        let addresses = resolve(&host, port).await?;
        if let Some(blocked) = addresses.iter().find(|address| !self.policy.allows(address.ip())) {
            tracing::warn!(%url, address = %blocked.ip(), "refused a fetch into a private network");
            return Err(AppError::NotAllowed(PRIVATE_ADDRESS.to_owned()));
        }
        let mut client = reqwest::Client::builder()
            .redirect(redirect::Policy::none())
            .no_proxy()
            .user_agent(&self.user_agent)
            .timeout(deadline.saturating_duration_since(Instant::now()));
        if let Host::Domain(name) = host {
            // The name is pinned to the addresses just checked: no second lookup.
            client = client.resolve_to_addrs(name, &addresses);
        }
        let client = client.build().map_err(|err| AppError::Internal(err.into()))?;
        client.get(url.clone()).send().await.map_err(|err| {
            if err.is_timeout() {
                refused("The address did not answer in time.")
            } else {
                refused("The address could not be reached.")
            }
        })
    }

    async fn read_body(&self, response: reqwest::Response, deadline: Instant) -> Result<Fetched, AppError> {
        let too_large = || refused(&format!("The file is larger than {} MB.", self.max_bytes / (1024 * 1024)));
        if response.content_length().is_some_and(|length| length > self.max_bytes as u64) {
            return Err(too_large());
        }
        let content_type = response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .map(|value| value.split(';').next().unwrap_or("").trim().to_ascii_lowercase())
            .unwrap_or_default();
        let mut body = Vec::new();
        let mut stream = response.bytes_stream();
        loop {
            let next = tokio::time::timeout_at(deadline.into(), stream.next())
                .await
                .map_err(|_| refused("The address did not answer in time."))?;
            match next {
                Some(Ok(chunk)) => {
                    if body.len() + chunk.len() > self.max_bytes {
                        return Err(too_large());
                    }
                    body.extend_from_slice(&chunk);
                }
                Some(Err(_)) => return Err(refused("The download broke off before it was complete.")),
                None => break,
            }
        }
        Ok(Fetched { bytes: body.into(), content_type })
    }
}

/// `url` if it is http or https with a host.
fn parse(url: &str) -> Result<Url, AppError> {
    let parsed = Url::parse(url.trim()).map_err(|_| AppError::BadInput("Please enter a valid url.".to_owned()))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(AppError::BadInput("Only http and https addresses can be fetched.".to_owned()));
    }
    if parsed.host_str().is_none_or(str::is_empty) {
        return Err(AppError::BadInput("Please enter a valid url.".to_owned()));
    }
    Ok(parsed)
}

/// Every address of `host` (an IP literal is its own address).
async fn resolve(host: &Host<&str>, port: u16) -> Result<Vec<SocketAddr>, AppError> {
    let host = match host {
        Host::Ipv4(ip) => return Ok(vec![SocketAddr::new(IpAddr::V4(*ip), port)]),
        Host::Ipv6(ip) => return Ok(vec![SocketAddr::new(IpAddr::V6(*ip), port)]),
        Host::Domain(name) => *name,
    };
    let addresses: Vec<SocketAddr> = tokio::net::lookup_host((host, port))
        .await
        .map_err(|_| refused("The address's host name could not be found."))?
        .collect();
    if addresses.is_empty() {
        return Err(refused("The address's host name could not be found."));
    }
    Ok(addresses)
}

fn refused(message: &str) -> AppError {
    AppError::Unprocessable(message.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn only_http_and_https_are_fetched() {
        let fetcher = UrlFetcher::new(AddressPolicy::default(), 1024, Duration::from_secs(1), "test");
        for url in ["file:///etc/passwd", "ftp://example.com/a.jpg", "gopher://x", "not a url"] {
            let err = fetcher.fetch(url).await.unwrap_err();
            assert!(matches!(err, AppError::BadInput(_)), "{url}: {err:?}");
        }
    }

    #[tokio::test]
    async fn private_addresses_are_refused_before_connecting() {
        let fetcher = UrlFetcher::new(AddressPolicy::default(), 1024, Duration::from_secs(1), "test");
        for url in [
            "http://127.0.0.1:9/",
            "http://10.0.0.1/",
            "http://169.254.169.254/latest/",
            "http://[::1]/",
            "http://localhost/",
        ] {
            assert!(matches!(fetcher.fetch(url).await.unwrap_err(), AppError::NotAllowed(_)), "{url}");
        }
    }
}
