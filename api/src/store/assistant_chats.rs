//! Assistant chat rows.

use sqlx::{types::Json, FromRow};

use super::{execute, with_pool};
use crate::domain::assistant_chats::{AssistantChat, ChatMessage};

super::area_store!(
    /// The assistant's chats (`assistant_chats`). Held by `domain`'s AssistantChats service alone.
    AssistantChatStore
);

const COLUMNS: &str = "id, email, name, messages, plans, created_at, updated_at";

#[derive(FromRow)]
struct ChatRow {
    id: String,
    email: String,
    name: String,
    messages: Json<Vec<ChatMessage>>,
    plans: Json<Vec<String>>,
    created_at: i64,
    updated_at: i64,
}

impl From<ChatRow> for AssistantChat {
    fn from(r: ChatRow) -> Self {
        AssistantChat {
            id: r.id,
            email: r.email,
            name: r.name,
            messages: r.messages.0,
            plans: r.plans.0,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

impl AssistantChatStore {
    /// Every chat, most recent first.
    pub async fn list_assistant_chats(&self) -> sqlx::Result<Vec<AssistantChat>> {
        let sql = format!("SELECT {COLUMNS} FROM assistant_chats ORDER BY updated_at DESC, id DESC");
        let rows: Vec<ChatRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().map(AssistantChat::from).collect())
    }

    pub async fn get_assistant_chat(&self, id: &str) -> sqlx::Result<Option<AssistantChat>> {
        let sql = format!("SELECT {COLUMNS} FROM assistant_chats WHERE id = $1");
        let row: Option<ChatRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(AssistantChat::from))
    }

    pub async fn insert_assistant_chat(&self, c: &AssistantChat) -> sqlx::Result<()> {
        execute!(
            self,
            "INSERT INTO assistant_chats (id, email, name, messages, plans, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &c.id,
            &c.email,
            &c.name,
            Json(&c.messages),
            Json(&c.plans),
            c.created_at,
            c.updated_at
        )
        .map(|_| ())
    }
}
