//! What an answer may be, per question type. An answer arrives as JSON from a phone that may
//! have been offline for a while; it is checked against the question it answers before it is
//! stored, and anything malformed is refused with a message naming the question.

use serde_json::Value;

use super::template::{MapType, Question, QuestionType, SelectMode};
use crate::error::{AppError, AppResult};
use crate::media::store::URL_PREFIX;

/// Longest text answer, characters.
const MAX_TEXT: usize = 5000;
/// Most photos or files one question keeps.
const MAX_ITEMS: usize = 20;
/// Most tags one question keeps, and the longest tag.
const MAX_TAGS: usize = 30;
const MAX_TAG: usize = 60;
/// Most points one drawing may have.
const MAX_POINTS: usize = 500;

/// `value` checked as an answer to `question`, trimmed where text; `Value::Null` clears it.
pub fn checked(question: &Question, value: Value) -> AppResult<Value> {
    if value.is_null() {
        return Ok(Value::Null);
    }
    let bad = |why: &str| Err(AppError::BadInput(format!("{}: {why}", question.title)));
    match question.kind {
        QuestionType::Text => match value.as_str().map(str::trim) {
            Some(text) if text.chars().count() <= MAX_TEXT => Ok(Value::from(text)),
            Some(_) => bad("the answer may be at most 5000 characters."),
            None => bad("the answer must be text."),
        },
        QuestionType::Number => match value.as_f64() {
            Some(n) if n.is_finite() => Ok(value),
            _ => bad("the answer must be a number."),
        },
        QuestionType::Select => select(question, value).map_or_else(bad, Ok),
        QuestionType::Photos | QuestionType::Files => {
            let Some(items) = value.as_array() else {
                return bad("the answer must be a list of uploads.");
            };
            if items.len() > MAX_ITEMS {
                return bad("at most 20 uploads per question.");
            }
            for item in items {
                let url = item.get("url").or_else(|| item.get("original")).and_then(Value::as_str).unwrap_or("");
                if !url.starts_with(URL_PREFIX) || url.contains("..") {
                    return bad("each upload must be one of our stored files.");
                }
            }
            Ok(value)
        }
        QuestionType::Map => {
            let map_type = question.map_type.unwrap_or(MapType::Single);
            geometry(map_type, &value).map_or_else(bad, |()| Ok(value))
        }
    }
}

/// Whether `value` counts as answered (a required question with it is satisfied).
pub fn is_answered(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::String(text) => !text.trim().is_empty(),
        Value::Array(items) => !items.is_empty(),
        _ => true,
    }
}

fn select(question: &Question, value: Value) -> Result<Value, &'static str> {
    let offered = |choice: &str| question.options.iter().any(|o| o == choice);
    match question.mode.unwrap_or(SelectMode::Single) {
        SelectMode::Single => match value.as_str() {
            Some(choice) if offered(choice) => Ok(value),
            Some(_) => Err("choose one of the options."),
            None => Err("the answer must be one option."),
        },
        SelectMode::Multiple => {
            let choices = strings(&value).ok_or("the answer must be a list of options.")?;
            if choices.iter().all(|c| offered(c)) {
                Ok(value)
            } else {
                Err("choose among the options.")
            }
        }
        SelectMode::Tags => {
            let tags = strings(&value).ok_or("the answer must be a list of words.")?;
            let tags: Vec<String> = tags.iter().map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()).collect();
            if tags.len() > MAX_TAGS || tags.iter().any(|t| t.chars().count() > MAX_TAG) {
                return Err("at most 30 tags of at most 60 characters.");
            }
            Ok(Value::from(tags))
        }
    }
}

fn strings(value: &Value) -> Option<Vec<&str>> {
    value.as_array()?.iter().map(Value::as_str).collect()
}

/// A GeoJSON geometry of the type `map_type` draws, with plausible longitude/latitude pairs.
fn geometry(map_type: MapType, value: &Value) -> Result<(), &'static str> {
    let (expected, message) = match map_type {
        MapType::Single => ("Point", "the answer must be one point."),
        MapType::Multiple => ("MultiPoint", "the answer must be a set of points."),
        MapType::Line => ("LineString", "the answer must be a line."),
        MapType::Polygon => ("Polygon", "the answer must be an outline."),
    };
    if value.get("type").and_then(Value::as_str) != Some(expected) {
        return Err(message);
    }
    let coordinates = value.get("coordinates").ok_or(message)?;
    let points: Vec<(f64, f64)> = match map_type {
        MapType::Single => vec![position(coordinates).ok_or(message)?],
        MapType::Multiple | MapType::Line => positions(coordinates).ok_or(message)?,
        MapType::Polygon => {
            let rings = coordinates.as_array().ok_or(message)?;
            let outer = rings.first().and_then(positions).ok_or(message)?;
            if rings.len() != 1 {
                return Err("the outline must be one ring without holes.");
            }
            outer
        }
    };
    let least = match map_type {
        MapType::Single | MapType::Multiple => 1,
        MapType::Line => 2,
        MapType::Polygon => 4,
    };
    if points.len() < least || points.len() > MAX_POINTS {
        return Err(message);
    }
    if map_type == MapType::Polygon && points.first() != points.last() {
        return Err("the outline must close on its first point.");
    }
    Ok(())
}

fn positions(value: &Value) -> Option<Vec<(f64, f64)>> {
    value.as_array()?.iter().map(position).collect()
}

fn position(value: &Value) -> Option<(f64, f64)> {
    let pair = value.as_array()?;
    let (lng, lat) = (pair.first()?.as_f64()?, pair.get(1)?.as_f64()?);
    ((-180.0..=180.0).contains(&lng) && (-90.0..=90.0).contains(&lat)).then_some((lng, lat))
}

/// The points of a map answer already `checked`, outer ring first for an outline.
pub fn map_points(value: &Value) -> Vec<(f64, f64)> {
    let coordinates = value.get("coordinates");
    match value.get("type").and_then(Value::as_str) {
        Some("Point") => coordinates.and_then(position).into_iter().collect(),
        Some("MultiPoint") | Some("LineString") => coordinates.and_then(positions).unwrap_or_default(),
        Some("Polygon") => coordinates
            .and_then(Value::as_array)
            .and_then(|rings| rings.first())
            .and_then(positions)
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::domain::site_visits::template::Template;

    fn question(id: &str) -> Question {
        Template::first().question(id).unwrap().clone()
    }

    #[test]
    fn selects_take_only_their_options_and_tags_are_free_words() {
        let style = question("house.architectural_style");
        assert!(checked(&style, json!("Ranch")).is_ok());
        let refused = checked(&style, json!("Gothic")).unwrap_err().to_string();
        assert_eq!(refused, "Architectural style: choose one of the options.");
        let siding = question("house.siding");
        assert!(checked(&siding, json!(["Stucco", "Wood"])).is_ok());
        assert!(checked(&siding, json!(["Stucco", "Brick"])).is_err());
        let features = question("landscape.features");
        assert_eq!(checked(&features, json!([" Pool ", "", "Shed"])).unwrap(), json!(["Pool", "Shed"]));
    }

    #[test]
    fn map_answers_are_geojson_of_the_questions_shape() {
        let meter = question("water.meter_location");
        assert!(checked(&meter, json!({ "type": "Point", "coordinates": [-97.74, 30.27] })).is_ok());
        assert!(checked(&meter, json!({ "type": "Point", "coordinates": [-197.0, 30.27] })).is_err());
        let driveway = question("driveway.line");
        assert!(checked(&driveway, json!({ "type": "Point", "coordinates": [-97.74, 30.27] })).is_err());
        assert!(checked(&driveway, json!({ "type": "LineString", "coordinates": [[-97.74, 30.27], [-97.75, 30.27]] }))
            .is_ok());
        let trees = question("landscape.trees");
        let open = json!({ "type": "Polygon", "coordinates": [[[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.5, 1.0]]] });
        assert_eq!(
            checked(&trees, open).unwrap_err().to_string(),
            "Trees location: the outline must close on its first point."
        );
    }

    #[test]
    fn uploads_must_be_our_own_files() {
        let photo = question("house.backyard_photo");
        assert!(checked(&photo, json!([{ "original": "/media/site-visits/a.jpg" }])).is_ok());
        assert!(checked(&photo, json!([{ "original": "https://elsewhere.example/a.jpg" }])).is_err());
        assert!(checked(&photo, json!([{ "original": "/media/../secret" }])).is_err());
    }

    #[test]
    fn empty_answers_do_not_count() {
        assert!(!is_answered(&json!("  ")));
        assert!(!is_answered(&json!([])));
        assert!(is_answered(&json!(0)));
    }
}
