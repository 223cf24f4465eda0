//! Deterministic randomness for the demo seed: the same catalogue, ids included, every time.

/// SplitMix64: tiny, fast, and good enough to vary demo data.
pub struct SeedRng(u64);

/// 2025-01-01T00:00:00Z, the seed's fixed clock: created-at times count up from here.
pub const SEED_EPOCH_MILLIS: i64 = 1_735_689_600_000;

impl SeedRng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A UUIDv7 whose time is `millis` and whose random bits come from this generator.
    pub fn uuid_v7(&mut self, millis: i64) -> String {
        let mut random = [0u8; 10];
        random[..8].copy_from_slice(&self.next_u64().to_le_bytes());
        random[8..].copy_from_slice(&self.next_u64().to_le_bytes()[..2]);
        uuid::Builder::from_unix_timestamp_millis(millis as u64, &random).into_uuid().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_ids() {
        let (mut a, mut b) = (SeedRng::new(7), SeedRng::new(7));
        assert_eq!(a.uuid_v7(SEED_EPOCH_MILLIS), b.uuid_v7(SEED_EPOCH_MILLIS));
        let id = a.uuid_v7(SEED_EPOCH_MILLIS);
        assert_eq!(uuid::Uuid::parse_str(&id).unwrap().get_version_num(), 7);
    }
}
