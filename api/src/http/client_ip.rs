//! Who sent a request, for the per-address rate limits. Behind a load balancer every request
//! comes from the balancer: when the peer is one of the configured trusted proxies
//! (`TRUSTED_PROXIES`), the client is the address the proxies forwarded in `X-Forwarded-For`,
//! read from the right past our own proxies (anything left of the first untrusted address is
//! the client's to write, and is not believed). From any other peer the header is ignored, so a
//! client cannot name itself a fresh address for each attempt.

use std::net::IpAddr;

use ipnet::IpNet;
use poem::Request;

/// The client's address as text; empty when the listener has none (not TCP).
pub fn client_ip(request: &Request, trusted: &[IpNet]) -> String {
    let Some(peer) = request.remote_addr().as_socket_addr().map(|addr| addr.ip()) else {
        return String::new();
    };
    let forwarded: Vec<&str> = request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .collect();
    client_of(peer, &forwarded, trusted).to_string()
}

fn client_of(peer: IpAddr, forwarded: &[&str], trusted: &[IpNet]) -> IpAddr {
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let mut client = peer;
    for hop in forwarded.iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(ip) if is_trusted(&ip) => client = ip,
            Ok(ip) => return ip,
            // Not an address: what lies left of it cannot be told apart from a forgery.
            Err(_) => break,
        }
    }
    client
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn balancer() -> Vec<IpNet> {
        vec!["10.0.0.0/8".parse().unwrap()]
    }

    #[test]
    fn behind_a_trusted_balancer_the_forwarded_client_counts() {
        assert_eq!(client_of(ip("10.0.0.5"), &["203.0.113.7"], &balancer()), ip("203.0.113.7"));
        // A client's own header entries sit left of what the balancer appended: not believed.
        assert_eq!(client_of(ip("10.0.0.5"), &["1.2.3.4", "203.0.113.7"], &balancer()), ip("203.0.113.7"));
        // Two of our proxies in a row are walked past.
        assert_eq!(client_of(ip("10.0.0.5"), &["203.0.113.7", "10.0.0.9"], &balancer()), ip("203.0.113.7"));
    }

    #[test]
    fn from_anyone_else_the_header_is_ignored() {
        assert_eq!(client_of(ip("198.51.100.2"), &["203.0.113.7"], &balancer()), ip("198.51.100.2"));
        assert_eq!(client_of(ip("198.51.100.2"), &["203.0.113.7"], &[]), ip("198.51.100.2"));
    }

    #[test]
    fn a_missing_or_garbled_header_leaves_the_peer() {
        assert_eq!(client_of(ip("10.0.0.5"), &[], &balancer()), ip("10.0.0.5"));
        assert_eq!(client_of(ip("10.0.0.5"), &["unknown"], &balancer()), ip("10.0.0.5"));
    }
}
