//! The Creative Studio's models (SPEC.md §9): what each is called, the settings it starts from,
//! its styles and its preset prompts. The studio reads this list from the API, so the choices
//! on screen and the checks on the server are the same list.

use serde_json::{json, Value};

/// The built-in upscaler's key (the upscale variant of `createGenerationTask`).
pub const UPSCALER: &str = "upscaler";
/// The model the studio starts with.
pub const DEFAULT_MODEL: &str = "kontext";

/// A style: its key, its label, and what it adds to the prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    pub key: &'static str,
    pub label: &'static str,
    pub prompt: &'static str,
}

/// How a hosted model takes its source image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageInput {
    /// One url under this input name.
    One(&'static str),
    /// Every chosen url, as a list under this input name.
    Many(&'static str),
}

/// Who runs a model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Runner {
    /// This machine (the upscaler).
    BuiltIn,
    /// A hosted model, through the predictions provider.
    Hosted(ImageInput),
}

/// A model of the studio.
#[derive(Debug, Clone)]
pub struct Model {
    pub key: &'static str,
    pub label: &'static str,
    pub runner: Runner,
    /// Styles to choose from; empty when the model has none (then none is asked for).
    pub styles: &'static [Style],
    /// Preset prompts for the presets dialog.
    pub prompts: &'static [&'static str],
    /// The settings it starts from (sent to the model with the user's changes on top).
    pub settings: Value,
}

impl Model {
    pub fn style(&self, key: &str) -> Option<&'static Style> {
        self.styles.iter().find(|style| style.key == key)
    }
}

const fn style(key: &'static str, label: &'static str, prompt: &'static str) -> Style {
    Style { key, label, prompt }
}

/// Kitchen styles: eight, `None` first (the room kept in its own style).
pub const KITCHEN_STYLES: &[Style] = &[
    style("none", "None", ""),
    style("modern", "Modern", "a modern kitchen with flat-panel cabinets and quartz counters"),
    style("scandinavian", "Scandinavian", "a Scandinavian kitchen with light oak and white walls"),
    style("farmhouse", "Farmhouse", "a farmhouse kitchen with shaker cabinets and a farmhouse sink"),
    style("industrial", "Industrial", "an industrial kitchen with exposed brick and black steel"),
    style("traditional", "Traditional", "a traditional kitchen with raised-panel cabinets and warm wood"),
    style("coastal", "Coastal", "a coastal kitchen with white cabinets and soft blue accents"),
    style("minimalist", "Minimalist", "a minimalist kitchen with handleless cabinets and no clutter"),
];

/// Bedroom styles: six.
pub const BEDROOM_STYLES: &[Style] = &[
    style("modern", "Modern", "a modern bedroom with clean lines and neutral bedding"),
    style("scandinavian", "Scandinavian", "a Scandinavian bedroom with light wood and linen"),
    style("bohemian", "Bohemian", "a bohemian bedroom with layered textiles and plants"),
    style("coastal", "Coastal", "a coastal bedroom with white walls and natural textures"),
    style("traditional", "Traditional", "a traditional bedroom with an upholstered headboard and wood furniture"),
    style("minimalist", "Minimalist", "a minimalist bedroom with a low bed and bare surfaces"),
];

/// Living-room styles: four.
pub const LIVING_ROOM_STYLES: &[Style] = &[
    style("modern", "Modern", "a modern living room with a low sofa and a neutral palette"),
    style("scandinavian", "Scandinavian", "a Scandinavian living room with light wood and soft wool"),
    style("mid-century", "Mid-century", "a mid-century modern living room with walnut furniture"),
    style("traditional", "Traditional", "a traditional living room with a rolled-arm sofa and rugs"),
];

/// Exterior styles: eight finishes, the siding colours of the exterior dialog among them.
pub const EXTERIOR_STYLES: &[Style] = &[
    style("blue_wood", "Blue wood", "blue painted wood siding"),
    style("white_painted", "White painted", "white painted siding"),
    style("white_wood", "White wood", "white wood siding"),
    style("green_wood", "Green wood", "green painted wood siding"),
    style("combined_white_wood", "White and wood", "white siding combined with natural wood accents"),
    style("yellow_wood", "Yellow wood", "yellow painted wood siding"),
    style("dark_modern", "Dark modern", "charcoal siding with black window frames"),
    style("stone_and_wood", "Stone and wood", "a stone base with natural wood siding above"),
];

const ROOM_PROMPTS: &[&str] = &[
    "Photorealistic interior, natural daylight, wide angle, same layout and windows",
    "Bright and airy, soft shadows, magazine-quality interior photograph",
    "Evening light with warm lamps, cosy and inviting",
];

const EXTERIOR_PROMPTS: &[&str] = &[
    "Photorealistic exterior of the house, sunny day, green lawn, same shape and windows",
    "Golden-hour exterior photograph, warm light, landscaped front yard",
    "Overcast day, soft light, architectural photograph from the street",
];

const EDIT_PROMPTS: &[&str] = &[
    "Make it a sunny day with a blue sky",
    "Add a landscaped garden with a stone path",
    "Turn this into a photorealistic evening photograph with warm interior lights",
    "Remove the people and cars",
];

/// The settings every room preset shares (SPEC.md §9), with the room's image-to-image strength
/// and LoRA.
fn room_preset(image_to_image_strength: f64, lora: &str) -> Value {
    json!({
        "steps": 28,
        "output_quality": 100,
        "guidance_scale": 3.5,
        "control_type": "depth",
        "lora_strength": 1,
        "lora_name": lora,
        "depth_preprocessor": "DepthAnything",
        "negative_prompt": "low quality, ugly, distorted, artefacts",
        "control_strength": 0.75,
        "image_to_image_strength": image_to_image_strength,
    })
}

/// Every model, in the order the studio lists them.
pub fn catalogue() -> Vec<Model> {
    let room = |key, label, styles, lora, strength| Model {
        key,
        label,
        runner: Runner::Hosted(ImageInput::One("image")),
        styles,
        prompts: ROOM_PROMPTS,
        settings: room_preset(strength, lora),
    };
    vec![
        Model {
            key: "nano-banana",
            label: "Nano Banana",
            runner: Runner::Hosted(ImageInput::Many("image_input")),
            styles: &[],
            prompts: EDIT_PROMPTS,
            settings: json!({ "output_format": "jpg" }),
        },
        Model {
            key: DEFAULT_MODEL,
            label: "Flux kontext",
            runner: Runner::Hosted(ImageInput::One("input_image")),
            styles: &[],
            prompts: EDIT_PROMPTS,
            settings: json!({ "aspect_ratio": "match_input_image", "output_format": "jpg", "safety_tolerance": 2 }),
        },
        Model {
            key: UPSCALER,
            label: "Upscale image",
            runner: Runner::BuiltIn,
            styles: &[],
            prompts: &[],
            settings: json!({ "scale": 2 }),
        },
        Model {
            key: "exterior",
            label: "Exterior",
            runner: Runner::Hosted(ImageInput::One("image")),
            styles: EXTERIOR_STYLES,
            prompts: EXTERIOR_PROMPTS,
            settings: room_preset(0.0, "exterior"),
        },
        room("kitchen", "Kitchen", KITCHEN_STYLES, "kitchen", 0.01),
        room("bedroom", "Bedroom", BEDROOM_STYLES, "bedroom", 0.01),
        room("living-room", "Living room", LIVING_ROOM_STYLES, "living-room", 0.01),
    ]
}

/// The model called `key`.
pub fn model(key: &str) -> Option<Model> {
    catalogue().into_iter().find(|model| model.key == key)
}

/// The prompt a hosted model is sent: the style's words, then the user's.
pub fn full_prompt(style: Option<&Style>, prompt: &str) -> String {
    match style.map(|style| style.prompt).filter(|words| !words.is_empty()) {
        Some(words) if prompt.trim().is_empty() => words.to_owned(),
        Some(words) => format!("{words}. {}", prompt.trim()),
        None => prompt.trim().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_studio_offers_the_spec_models_with_kontext_first_chosen() {
        let labels: Vec<&str> = catalogue().iter().map(|m| m.label).collect();
        assert_eq!(
            labels,
            ["Nano Banana", "Flux kontext", "Upscale image", "Exterior", "Kitchen", "Bedroom", "Living room"]
        );
        assert_eq!(model(DEFAULT_MODEL).unwrap().label, "Flux kontext");
    }

    #[test]
    fn style_counts_follow_the_spec() {
        let count = |key| model(key).unwrap().styles.len();
        assert_eq!((count("kitchen"), count("bedroom"), count("living-room"), count("exterior")), (8, 6, 4, 8));
        assert_eq!(KITCHEN_STYLES[0].label, "None");
    }

    #[test]
    fn room_presets_share_the_spec_settings() {
        let kitchen = model("kitchen").unwrap().settings;
        assert_eq!(kitchen["steps"], 28);
        assert_eq!(kitchen["output_quality"], 100);
        assert_eq!(kitchen["guidance_scale"], 3.5);
        assert_eq!(kitchen["depth_preprocessor"], "DepthAnything");
        assert_eq!(kitchen["negative_prompt"], "low quality, ugly, distorted, artefacts");
        assert_eq!(kitchen["control_strength"], 0.75);
        assert_eq!(kitchen["image_to_image_strength"], 0.01);
        assert_eq!(model("exterior").unwrap().settings["image_to_image_strength"], 0.0);
    }

    #[test]
    fn a_style_leads_the_prompt() {
        let modern = model("kitchen").unwrap().style("modern").copied();
        assert_eq!(
            full_prompt(modern.as_ref(), " evening light "),
            "a modern kitchen with flat-panel cabinets and quartz counters. evening light"
        );
        assert_eq!(full_prompt(KITCHEN_STYLES.first(), "as it is"), "as it is");
        assert_eq!(full_prompt(None, "sunny"), "sunny");
    }
}
