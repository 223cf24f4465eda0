//! The assistant's chats with visitors: who asked (name and email, as they gave them), what
//! was said, and which plans were suggested. Personal data: admins only.

use serde::{Deserialize, Serialize};

use crate::domain::accounts::{Role, Viewer};
use crate::error::AppResult;
use crate::store::{assistant_chats::AssistantChatStore, Store};

/// One message of a chat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatMessage {
    /// `user` or `assistant`.
    pub role: String,
    pub text: String,
    /// Epoch milliseconds.
    pub at: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AssistantChat {
    pub id: String,
    pub email: String,
    pub name: String,
    pub messages: Vec<ChatMessage>,
    /// Ids of the plans the assistant suggested.
    pub plans: Vec<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

pub struct AssistantChats {
    store: AssistantChatStore,
}

impl AssistantChats {
    pub fn new(store: &Store) -> AssistantChats {
        AssistantChats { store: store.assistant_chats() }
    }

    /// Every chat, most recent first. Admins only.
    pub async fn list(&self, viewer: &Viewer) -> AppResult<Vec<AssistantChat>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.list_assistant_chats().await?)
    }

    /// A chat by id. Admins only.
    pub async fn get(&self, viewer: &Viewer, id: &str) -> AppResult<Option<AssistantChat>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.get_assistant_chat(id).await?)
    }
}
