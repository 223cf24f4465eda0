//! The demo's questionnaire templates, recommendations and assistant chats, so the back
//! office's screens have something to show.

use serde_json::json;

use super::rng::SeedRng;
use super::{DAY_MILLIS, SEED_EPOCH_MILLIS};
use crate::domain::{
    assistant_chats::{AssistantChat, ChatMessage},
    recommendations::Recommendation,
    templates::Template,
};
use crate::store::Store;

/// `plan_images` lend the recommendations their pictures.
pub async fn seed_records(store: &Store, rng: &mut SeedRng, plan_images: &[String]) -> anyhow::Result<()> {
    let templates = [
        ("ADU feasibility questionnaire", "adu-feasibility", "https://form.typeform.com/to/aduFeas1"),
        ("Site visit pre-check", "site-precheck", "https://form.typeform.com/to/sitePre2"),
    ];
    for (i, (title, kind, link)) in templates.into_iter().enumerate() {
        let at = SEED_EPOCH_MILLIS + i as i64 * DAY_MILLIS;
        let template = Template {
            id: rng.uuid_v7(at),
            typeform_id: link.rsplit('/').next().unwrap_or_default().to_owned(),
            title: title.to_owned(),
            link: link.to_owned(),
            specifications: json!({ "kind": kind }),
            created_at: at,
            updated_at: at,
        };
        store.templates().insert_template(&template).await?;
    }
    let recommendations = ["Backyard cottages under 600 sq ft", "Pre-approved plans in California"];
    for (i, title) in recommendations.into_iter().enumerate() {
        let at = SEED_EPOCH_MILLIS + i as i64 * DAY_MILLIS;
        let image = plan_images.get(i).cloned().unwrap_or_default();
        let recommendation = Recommendation { id: rng.uuid_v7(at), title: title.to_owned(), image };
        store.recommendations().insert_recommendation(&recommendation, at).await?;
    }
    let at = SEED_EPOCH_MILLIS + 3 * DAY_MILLIS;
    let chat = AssistantChat {
        id: rng.uuid_v7(at),
        email: "jordan.rivera@example.com".to_owned(),
        name: "Jordan Rivera".to_owned(),
        messages: vec![
            ChatMessage {
                role: "user".to_owned(),
                text: "Which cottages fit a 40 ft wide lot with 5 ft side setbacks?".to_owned(),
                at,
            },
            ChatMessage {
                role: "assistant".to_owned(),
                text: "Plans up to 30 ft wide fit between the setbacks; here are three to try on your lot.".to_owned(),
                at: at + 4000,
            },
        ],
        plans: Vec::new(),
        created_at: at,
        updated_at: at + 4000,
    };
    store.assistant_chats().insert_assistant_chat(&chat).await?;
    Ok(())
}
