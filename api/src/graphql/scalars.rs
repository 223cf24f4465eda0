//! Custom scalars.

use async_graphql::{InputValueError, InputValueResult, Scalar, ScalarType, Value};

/// Epoch milliseconds, published as the `Timestamp` scalar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timestamp(pub i64);

/// A point in time: milliseconds since 1970-01-01T00:00:00Z, as a JSON number (for example
/// `1763900000000`). Beyond GraphQL's 32-bit `Int`, hence its own scalar; JavaScript's
/// `new Date(value)` reads it as it is.
#[Scalar(specified_by_url = "https://en.wikipedia.org/wiki/Unix_time")]
impl ScalarType for Timestamp {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::Number(n) => n.as_i64().map(Timestamp).ok_or_else(|| InputValueError::expected_type(value)),
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn to_value(&self) -> Value {
        Value::Number(self.0.into())
    }
}
