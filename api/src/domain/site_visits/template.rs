//! The site-visit questionnaire as data: categories of questions, versioned and stored in the
//! database, so the question set changes without a release and every visit keeps the version
//! it was answered on. Version 1 is `api/data/site_visit_template.json` (SPEC.md §2.5 and §5).

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
}

#[cfg(test)]
mod tests {
    use super::*;

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
