//! Recommendations (public) and the assistant's chats (admins only).

use async_graphql::{Context, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::{assistant_chats, recommendations};

#[derive(Default)]
pub struct AssistantQuery;

#[Object]
impl AssistantQuery {
    /// A recommendation by id; `null` when there is none.
    async fn recommendation(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Recommendation>> {
        Ok(services(ctx).recommendations.get(&id).await?.map(Recommendation::from))
    }

    /// Every chat of the assistant, most recent first. Admins only (they hold visitors' names
    /// and emails).
    async fn assistant_chats(&self, ctx: &Context<'_>) -> Result<Vec<AssistantChat>> {
        Ok(services(ctx).assistant_chats.list(viewer(ctx)).await?.into_iter().map(AssistantChat::from).collect())
    }

    /// A chat by id; `null` when there is none. Admins only.
    async fn assistant_chat(&self, ctx: &Context<'_>, id: ID) -> Result<Option<AssistantChat>> {
        Ok(services(ctx).assistant_chats.get(viewer(ctx), &id).await?.map(AssistantChat::from))
    }
}

/// A titled picture shown to homeowners.
#[derive(Debug, Clone, SimpleObject)]
pub struct Recommendation {
    pub id: String,
    pub title: String,
    /// Image url.
    pub image: String,
}

impl From<recommendations::Recommendation> for Recommendation {
    fn from(r: recommendations::Recommendation) -> Self {
        Recommendation { id: r.id, title: r.title, image: r.image }
    }
}

/// One message of a chat.
#[derive(Debug, Clone, SimpleObject)]
pub struct ChatMessage {
    /// `user` or `assistant`.
    pub role: String,
    pub text: String,
    pub at: Timestamp,
}

/// A visitor's chat with the assistant.
#[derive(Debug, Clone, SimpleObject)]
pub struct AssistantChat {
    pub id: String,
    /// The visitor's email, as they gave it.
    pub email: String,
    /// The visitor's name, as they gave it.
    pub name: String,
    pub messages: Vec<ChatMessage>,
    /// Ids of the plans the assistant suggested.
    pub plans: Vec<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

impl From<assistant_chats::AssistantChat> for AssistantChat {
    fn from(c: assistant_chats::AssistantChat) -> Self {
        AssistantChat {
            id: c.id,
            email: c.email,
            name: c.name,
            messages: c
                .messages
                .into_iter()
                .map(|m| ChatMessage { role: m.role, text: m.text, at: Timestamp(m.at) })
                .collect(),
            plans: c.plans,
            created_at: Timestamp(c.created_at),
            updated_at: Timestamp(c.updated_at),
        }
    }
}
