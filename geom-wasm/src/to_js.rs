//! Rust values to plain JavaScript values through serde, for the fit report that crosses to the
//! worker on every pointer move (see `report.rs`). It makes the shapes a report is built of —
//! numbers, booleans, strings, unit enum variants (as their names), sequences (as arrays),
//! structs (as objects), and numbers marked by [`float64_array_of`] (as one `Float64Array`) — and
//! refuses the rest. serde-wasm-bindgen makes every shape, but it links js-sys, and the two take
//! more than the wasm module's size budget leaves.

use std::cell::RefCell;
use std::fmt;

use serde::ser::{self, Impossible, Serialize};
use wasm_bindgen::prelude::*;

/// The newtype name that turns a sequence of numbers into one `Float64Array`.
const FLOAT64_ARRAY: &str = "Float64Array";

#[wasm_bindgen]
extern "C" {
    /// An object being filled in.
    type Target;
    /// `Object()`: a new empty object.
    #[wasm_bindgen(js_name = Object)]
    fn new_object() -> Target;
    #[wasm_bindgen(method, indexing_setter)]
    fn set_value(this: &Target, key: &JsValue, value: &JsValue);
    #[wasm_bindgen(method, indexing_setter)]
    fn set_number(this: &Target, key: &JsValue, value: f64);
    #[wasm_bindgen(js_namespace = Array, js_name = from)]
    fn array_of_numbers(numbers: &[f64]) -> JsValue;
    #[wasm_bindgen(js_namespace = Float64Array, js_name = from)]
    fn float64_array(numbers: &[f64]) -> JsValue;
}

/// `value` as a plain JavaScript value.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Unsupported> {
    Ok(value.serialize(ToJs)?.into_value())
}

/// For `#[serde(serialize_with)]`: the numbers become one `Float64Array` here (a plain sequence
/// for any other serializer).
pub fn float64_array_of<S: ser::Serializer>(numbers: &[f64], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_newtype_struct(FLOAT64_ARRAY, numbers)
}

/// A serialised value. Numbers stay Rust numbers until they are stored, so they cross to
/// JavaScript inside the call that stores them (a sequence of them in one call) instead of each
/// being boxed by a call of its own: those crossings are most of what a report costs.
enum Js {
    Number(f64),
    Numbers(Vec<f64>),
    Value(JsValue),
}

impl Js {
    /// As one JavaScript value (a sequence of numbers as a plain array).
    fn into_value(self) -> JsValue {
        match self {
            Js::Number(n) => JsValue::from_f64(n),
            Js::Numbers(numbers) => array_of_numbers(&numbers),
            Js::Value(value) => value,
        }
    }
}

thread_local! {
    /// The JavaScript strings of the field and variant names met so far, by address and length:
    /// every check sends the same few, and decoding them anew each time would cost more than
    /// looking them up.
    static NAMES: RefCell<Vec<((usize, usize), JsValue)>> = const { RefCell::new(Vec::new()) };
}

/// The JavaScript string of `name`.
fn name(name: &'static str) -> JsValue {
    NAMES.with_borrow_mut(|names| {
        let id = (name.as_ptr() as usize, name.len());
        if let Some((_, js)) = names.iter().find(|(known, _)| *known == id) {
            return js.clone();
        }
        let js = JsValue::from_str(name);
        names.push((id, js.clone()));
        js
    })
}

/// A value of a shape [`to_js`] does not make.
#[derive(Debug)]
pub struct Unsupported;

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a value of a shape the geometry worker does not pass to JavaScript")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

/// The serializer behind [`to_js`].
struct ToJs;

type Refused = Impossible<Js, Unsupported>;

/// `Serializer` methods that widen their value to `f64` and serialise that.
macro_rules! numbers_as_f64 {
    ($($method:ident: $ty:ty),* $(,)?) => {
        $(fn $method(self, v: $ty) -> Result<Js, Unsupported> {
            self.serialize_f64(v.into())
        })*
    };
}

/// Refusals of the enum variants that carry fields (nothing the report holds has them).
macro_rules! refuse_variants_with_fields {
    ($($method:ident),* $(,)?) => {
        $(fn $method(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Refused, Unsupported> {
            Err(Unsupported)
        })*
    };
}

impl ser::Serializer for ToJs {
    type Ok = Js;
    type Error = Unsupported;
    type SerializeSeq = Seq;
    type SerializeTuple = Refused;
    type SerializeTupleStruct = Refused;
    type SerializeTupleVariant = Refused;
    type SerializeMap = Refused;
    type SerializeStruct = Object;
    type SerializeStructVariant = Refused;

    fn serialize_bool(self, v: bool) -> Result<Js, Unsupported> {
        Ok(Js::Value(JsValue::from_bool(v)))
    }

    // Every one of these is a JavaScript number exactly.
    numbers_as_f64!(
        serialize_i8: i8,
        serialize_i16: i16,
        serialize_i32: i32,
        serialize_u8: u8,
        serialize_u16: u16,
        serialize_u32: u32,
        serialize_f32: f32,
    );

    /// Refused: not every `i64` is a JavaScript number.
    fn serialize_i64(self, _: i64) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    /// Refused: not every `u64` is a JavaScript number.
    fn serialize_u64(self, _: u64) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_f64(self, v: f64) -> Result<Js, Unsupported> {
        Ok(Js::Number(v))
    }

    fn serialize_char(self, _: char) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_str(self, v: &str) -> Result<Js, Unsupported> {
        Ok(Js::Value(JsValue::from_str(v)))
    }

    fn serialize_bytes(self, _: &[u8]) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_none(self) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_unit(self) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_unit_struct(self, _: &'static str) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<Js, Unsupported> {
        Ok(Js::Value(name(variant)))
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        newtype: &'static str,
        value: &T,
    ) -> Result<Js, Unsupported> {
        Ok(match value.serialize(self)? {
            Js::Numbers(numbers) if newtype == FLOAT64_ARRAY => Js::Value(float64_array(&numbers)),
            inner => inner,
        })
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<Js, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_seq(self, len: Option<usize>) -> Result<Seq, Unsupported> {
        Ok(Seq::Numbers(Vec::with_capacity(len.unwrap_or(0))))
    }

    fn serialize_tuple(self, _: usize) -> Result<Refused, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Refused, Unsupported> {
        Err(Unsupported)
    }

    refuse_variants_with_fields!(serialize_tuple_variant, serialize_struct_variant);

    fn serialize_map(self, _: Option<usize>) -> Result<Refused, Unsupported> {
        Err(Unsupported)
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Object, Unsupported> {
        Ok(Object(new_object()))
    }
}

/// A sequence's elements: numbers while every element so far is one (see [`Js`]).
enum Seq {
    Numbers(Vec<f64>),
    Values(Vec<JsValue>),
}

impl Seq {
    fn push(&mut self, element: Js) {
        match (&mut *self, element) {
            (Seq::Numbers(numbers), Js::Number(n)) => numbers.push(n),
            (Seq::Numbers(numbers), element) => {
                let mut values = Vec::with_capacity(numbers.capacity());
                values.extend(numbers.iter().map(|&n| JsValue::from_f64(n)));
                values.push(element.into_value());
                *self = Seq::Values(values);
            }
            (Seq::Values(values), element) => values.push(element.into_value()),
        }
    }
}

impl ser::SerializeSeq for Seq {
    type Ok = Js;
    type Error = Unsupported;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
        self.push(value.serialize(ToJs)?);
        Ok(())
    }

    fn end(self) -> Result<Js, Unsupported> {
        Ok(match self {
            Seq::Numbers(numbers) => Js::Numbers(numbers),
            Seq::Values(values) => Js::Value(JsValue::from(values)),
        })
    }
}

/// A struct as the object it is being written into.
struct Object(Target);

impl Object {
    fn set(&self, key: &'static str, value: Js) {
        let key = name(key);
        match value {
            Js::Number(n) => self.0.set_number(&key, n),
            value => self.0.set_value(&key, &value.into_value()),
        }
    }
}

impl ser::SerializeStruct for Object {
    type Ok = Js;
    type Error = Unsupported;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Unsupported> {
        self.set(key, value.serialize(ToJs)?);
        Ok(())
    }

    fn end(self) -> Result<Js, Unsupported> {
        Ok(Js::Value(self.0.into()))
    }
}
