//! The site-visit questionnaire as data: categories of questions, versioned and stored in the
//! database, so the question set changes without a release and every visit keeps the version
//! it was answered on. Version 1 is `api/data/site_visit_template.json` (SPEC.md §2.5 and §5).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

/// The questionnaire every install starts with.
pub const FIRST_TEMPLATE: &str = include_str!("../../../data/site_visit_template.json");

/// One version of the questionnaire.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Template {
    pub version: i32,
    pub categories: Vec<Category>,
}

/// A category of questions (house, landscape, power, water, sewer, hydrant, driveway, documents).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Category {
    pub id: String,
    pub title: String,
    #[serde(default)]
    pub description: String,
    /// The kind of category, e.g. `house`.
    #[serde(rename = "type")]
    pub kind: String,
    /// A lucide icon name.
    #[serde(default)]
    pub icon: String,
    pub questions: Vec<Question>,
}

/// What a question asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum QuestionType {
    Map,
    Text,
    Number,
    Select,
    Photos,
    Files,
}

/// What a map question draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MapType {
    /// One point.
    Single,
    /// Several points.
    Multiple,
    Line,
    Polygon,
}

/// How a select question is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SelectMode {
    /// One of the options.
    Single,
    /// Any of the options.
    Multiple,
    /// Free words (the options only suggest).
    Tags,
}

/// The colours a map answer is drawn in.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MapColors {
    pub point: String,
    pub line: String,
    pub fill: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Question {
    pub id: String,
    pub title: String,
    #[serde(default)]
    pub description: String,
    #[serde(rename = "type")]
    pub kind: QuestionType,
    /// The category's id.
    pub category: String,
    #[serde(default)]
    pub required: bool,
    #[serde(default)]
    pub help: String,
    #[serde(default)]
    pub help_images: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map_type: Option<MapType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<MapColors>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<SelectMode>,
}

impl Template {
    /// The first version, as committed.
    pub fn first() -> Template {
        serde_json::from_str(FIRST_TEMPLATE).expect("the committed site-visit template is valid")
    }

    pub fn question(&self, id: &str) -> Option<&Question> {
        self.questions().find(|q| q.id == id)
    }

    pub fn questions(&self) -> impl Iterator<Item = &Question> {
        self.categories.iter().flat_map(|c| c.questions.iter())
    }

    /// What keeps `categories` from being a questionnaire people can answer, each problem
    /// naming the category or question it is in; empty when there is none.
    pub fn problems(categories: &[Category]) -> Vec<String> {
        let mut found = Vec::new();
        if categories.is_empty() {
            found.push("The questionnaire needs at least one category.".to_owned());
        }
        let mut category_ids = HashSet::new();
        let mut question_ids = HashSet::new();
        for (index, category) in categories.iter().enumerate() {
            let at = if category.id.trim().is_empty() {
                found.push(format!("Category {} has no id.", index + 1));
                format!("Category {}", index + 1)
            } else {
                format!("Category '{}'", category.id)
            };
            if !category.id.is_empty() && !category_ids.insert(category.id.as_str()) {
                found.push(format!("{at} appears twice."));
            }
            if category.title.trim().is_empty() {
                found.push(format!("{at} has no title."));
            }
            if category.questions.is_empty() {
                found.push(format!("{at} has no questions."));
            }
            for question in &category.questions {
                found.extend(question_problems(question, category, &mut question_ids));
            }
        }
        found
    }
}

/// Whether `c` is a colour both the map and the PDF report draw: `none`, `#rgb`, `#rrggbb`
/// (with or without alpha), `rgb(r, g, b)` or `rgba(r, g, b, a)`.
fn is_colour(c: &str) -> bool {
    if c == "none" {
        return true;
    }
    if let Some(hex) = c.strip_prefix('#') {
        return matches!(hex.len(), 3 | 4 | 6 | 8) && hex.chars().all(|d| d.is_ascii_hexdigit());
    }
    let inner = c.strip_prefix("rgba(").or_else(|| c.strip_prefix("rgb(")).and_then(|rest| rest.strip_suffix(')'));
    inner.is_some_and(|list| {
        let parts: Vec<&str> = list.split(',').map(str::trim).collect();
        matches!(parts.len(), 3 | 4) && parts.iter().all(|p| p.parse::<f64>().is_ok())
    })
}

fn question_problems<'a>(question: &'a Question, category: &Category, seen: &mut HashSet<&'a str>) -> Vec<String> {
    let mut found = Vec::new();
    let at = format!("Question '{}'", question.id);
    if question.id.trim().is_empty() {
        found.push(format!("A question of category '{}' has no id.", category.id));
    } else if !seen.insert(question.id.as_str()) {
        found.push(format!("{at} appears twice."));
    }
    if question.title.trim().is_empty() {
        found.push(format!("{at} has no title."));
    }
    if question.category != category.id {
        found.push(format!("{at} names category '{}' but sits in '{}'.", question.category, category.id));
    }
    match question.kind {
        QuestionType::Select => {
            if question.mode.is_none() {
                found.push(format!("{at} is a select without a mode (single, multiple or tags)."));
            }
            if question.mode != Some(SelectMode::Tags) && question.options.is_empty() {
                found.push(format!("{at} is a select without options."));
            }
        }
        QuestionType::Map => {
            if question.map_type.is_none() {
                found.push(format!("{at} is a map question without a mapType (single, multiple, line or polygon)."));
            }
            if let Some(colors) = &question.colors {
                if ![&colors.point, &colors.line, &colors.fill].iter().all(|c| is_colour(c)) {
                    found.push(format!("{at} has a colour that is not #rrggbb, rgb(…), rgba(…) or none."));
                }
            }
        }
        _ => {}
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_template_has_no_problems() {
        assert_eq!(Template::problems(&Template::first().categories), Vec::<String>::new());
    }

    #[test]
    fn problems_name_the_question_they_are_in() {
        let mut categories = Template::first().categories;
        categories[0].questions[1].id = categories[0].questions[0].id.clone();
        categories[1].questions[0].map_type = None;
        categories[2].title = " ".into();
        let select = categories[0].questions.iter_mut().find(|q| q.kind == QuestionType::Select).unwrap();
        select.options.clear();
        assert_eq!(
            Template::problems(&categories),
            [
                "Question 'house.backyard_photo' appears twice.",
                "Question 'house.architectural_style' is a select without options.",
                "Question 'landscape.trees' is a map question without a mapType (single, multiple, line or polygon).",
                "Category 'power' has no title.",
            ]
        );
        assert_eq!(Template::problems(&[]), ["The questionnaire needs at least one category."]);
        assert!(is_colour("#2e7d32") && is_colour("rgba(46,125,50,0.3)") && is_colour("none"));
        assert!(!is_colour("green") && !is_colour("#12345") && !is_colour("rgb(1,2)"));
    }

    #[test]
    fn the_first_template_holds_spec_questions_and_options_as_written() {
        let template = Template::first();
        assert_eq!(template.version, 1);
        let ids: Vec<&str> = template.categories.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["house", "landscape", "power", "water", "sewer", "hydrant", "driveway", "documents"]);
        let options = |id: &str| template.question(id).unwrap().options.clone();
        assert_eq!(
            options("house.architectural_style"),
            ["Spanish", "Mediterranean", "Farmhouse", "Ranch", "Contemporary", "Other"]
        );
        assert_eq!(
            options("house.roof_material"),
            [
                "Asphalt Composite Shingles",
                "Standing Seam Metal",
                "Metal Shingles",
                "Wood Shingles/Shakes",
                "Clay Tile",
                "Build up Roofing",
                "Membrane"
            ]
        );
        assert_eq!(
            options("house.siding"),
            ["Stucco", "Vinyl", "Composite", "Fiber cement", "Wood", "Metal", "Membrane"]
        );
        assert_eq!(options("water.meter_size"), ["5/8\"", "3/4\"", "1\"", "1 1/2\"", "2\""]);
        assert_eq!(options("landscape.slope"), ["Flat", "Slopes to rear", "Slopes to front", "not sure"]);
        assert_eq!(options("driveway.material"), ["Concrete", "Pavers", "Gravel", "Other"]);
        // Every document is required, and every question sits in the category it names.
        for category in &template.categories {
            for question in &category.questions {
                assert_eq!(question.category, category.id);
                if category.id == "documents" && question.kind == QuestionType::Files {
                    assert!(question.required, "{}", question.id);
                }
            }
        }
        let required: Vec<&str> = template.questions().filter(|q| q.required).map(|q| q.title.as_str()).collect();
        for title in [
            "Backyard photo",
            "Trees location",
            "Electrical meter photo",
            "Electrical panel photo",
            "Sewer lateral",
            "Owner's name",
        ] {
            assert!(required.contains(&title), "{title}");
        }
    }
}
