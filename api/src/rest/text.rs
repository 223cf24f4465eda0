//! [`Text`]: a JSON string, and only a string.
//!
//! poem-openapi reads a `String` from a JSON number or boolean as well (`false` becomes
//! `"false"`), which the document does not allow and which stores nonsense (a generation whose
//! source image is called "false"). The fields of JSON request bodies are `Text` instead, so a
//! value of the wrong type is refused like any other malformed body (400).

use std::{borrow::Cow, ops::Deref};

use poem_openapi::{
    registry::MetaSchemaRef,
    types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type},
};
use serde_json::Value;

/// A string read only from a JSON string.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text(pub String);

impl Type for Text {
    const IS_REQUIRED: bool = true;

    // Validators (length, pattern) see the inner string.
    type RawValueType = String;
    type RawElementValueType = String;

    fn name() -> Cow<'static, str> {
        String::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        String::schema_ref()
    }

    fn as_raw_value(&self) -> Option<&String> {
        Some(&self.0)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a String> + 'a> {
        Box::new(std::iter::once(&self.0))
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl ParseFromJSON for Text {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value.unwrap_or_default() {
            Value::String(text) => Ok(Text(text)),
            other => Err(ParseError::expected_type(other)),
        }
    }
}

impl ToJSON for Text {
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.0.clone()))
    }
}

impl Deref for Text {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl From<Text> for String {
    fn from(text: Text) -> String {
        text.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_strings_are_text() {
        assert_eq!(Text::parse_from_json(Some(Value::String("a".into()))).unwrap(), Text("a".into()));
        assert!(Text::parse_from_json(Some(Value::Bool(false))).is_err());
        assert!(Text::parse_from_json(Some(serde_json::json!(12))).is_err());
        assert!(Text::parse_from_json(None).is_err());
        assert!(<Option<Text>>::parse_from_json(None).unwrap().is_none());
    }
}
