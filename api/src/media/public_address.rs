//! Which addresses a server-side fetch may connect to: only ones on the public internet, so a
//! url given by a user cannot make the server reach into its own network (loopback, the
//! private ranges, the cloud metadata service at 169.254.169.254 or fd00:ec2::254).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ipnet::IpNet;

/// The addresses a fetch may connect to: public ones, plus networks a deployment trusts
/// explicitly (e.g. an image host on its own network).
#[derive(Debug, Clone, Default)]
pub struct AddressPolicy {
    also_allowed: Vec<IpNet>,
}

impl AddressPolicy {
    /// Public addresses and the networks in `also_allowed`.
    pub fn new(also_allowed: Vec<IpNet>) -> AddressPolicy {
        AddressPolicy { also_allowed }
    }

    /// Whether a fetch may connect to `address`.
    pub fn allows(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.also_allowed.iter().any(|net| net.contains(&address)) || is_public(address)
    }
}

/// Whether `address` is reachable on the public internet, i.e. none of the special-purpose
/// ranges of the IANA registries.
pub fn is_public(address: IpAddr) -> bool {
    match address.to_canonical() {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local() // 169.254/16, with the metadata service
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0 // "this network"
        || (a == 100 && (64..128).contains(&b)) // carrier-grade NAT, 100.64/10
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking, 198.18/15
        || a >= 240) // reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let segments = ip.segments();
    // Addresses that carry an IPv4 address are judged by it (NAT64 64:ff9b::/96, 6to4).
    if segments[0..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        let [_, _, _, _, _, _, hi, lo] = segments;
        return is_public_v4(Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo)));
    }
    if segments[0] == 0x2002 {
        return is_public_v4(Ipv4Addr::from((u32::from(segments[1]) << 16) | u32::from(segments[2])));
    }
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || segments[0] & 0xfe00 == 0xfc00 // unique local fc00::/7, with fd00:ec2::254
        || segments[0] & 0xffc0 == 0xfe80 // link-local fe80::/10
        || segments[0] & 0xffc0 == 0xfec0 // site-local, deprecated
        || (segments[0] == 0x2001 && segments[1] == 0x0db8) // documentation
        || segments[0..6] == [0, 0, 0, 0, 0, 0] // IPv4-compatible (deprecated)
        || segments[0] == 0x0100 && segments[1..4] == [0, 0, 0]) // discard-only 100::/64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn public(address: &str) -> bool {
        is_public(address.parse().unwrap())
    }

    #[test]
    fn our_own_networks_are_not_public() {
        for address in [
            "127.0.0.1",
            "127.8.9.10",
            "10.0.0.1",
            "172.16.5.4",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "fd00:ec2::254",
            "fc00::1",
            "fe80::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "64:ff9b::a00:1",
            "2002:7f00:1::",
        ] {
            assert!(!public(address), "{address} counted as public");
        }
    }

    #[test]
    fn internet_addresses_are_public() {
        for address in ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"] {
            assert!(public(address), "{address} counted as private");
        }
    }

    #[test]
    fn a_trusted_network_is_allowed_and_nothing_else_changes() {
        let policy = AddressPolicy::new(vec!["127.0.0.2/32".parse().unwrap()]);
        assert!(policy.allows("127.0.0.2".parse().unwrap()));
        assert!(!policy.allows("127.0.0.1".parse().unwrap()));
        assert!(policy.allows("8.8.8.8".parse().unwrap()));
    }
}
