//! Who is calling: users, roles and the viewer of a request.

pub mod emails;
pub mod links;
pub mod passwords;
pub mod rate_limit;
pub mod service;
pub mod tokens;
pub mod validation;

use serde::{Deserialize, Serialize};

use crate::error::{AppError, AppResult};

/// A user's role. Admins run the back office.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// A homeowner: the map, saved plans and site visits.
    User,
    /// Runs the back office: catalogue, contractors, users, directories.
    Admin,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "USER",
            Role::Admin => "ADMIN",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "USER" => Some(Role::User),
            "ADMIN" => Some(Role::Admin),
            _ => None,
        }
    }
}

/// A signed-up person.
#[derive(Debug, Clone)]
pub struct User {
    /// User id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Sign-in email address.
    pub email: String,
    /// What the user may do.
    pub role: Role,
    /// Sign-up time, epoch milliseconds.
    pub created_at: i64,
    /// Whether the email address was confirmed.
    pub is_verified: bool,
}

/// The caller of one request: anonymous or a signed-in user.
#[derive(Debug, Clone, Default)]
pub struct Viewer {
    pub user: Option<User>,
}

impl Viewer {
    pub fn anonymous() -> Self {
        Self { user: None }
    }

    /// True when the viewer has one of `roles`; an empty list allows everyone, signed in or not.
    pub fn has_role(&self, roles: &[Role]) -> bool {
        roles.is_empty() || self.user.as_ref().is_some_and(|u| roles.contains(&u.role))
    }

    pub fn is_admin(&self) -> bool {
        self.has_role(&[Role::Admin])
    }

    /// The signed-in user when they have one of `roles` (an empty list allows any signed-in
    /// user): `Unauthenticated` for visitors, `Forbidden` for other roles. Every service checks
    /// its scopes with this, whatever the UI shows.
    pub fn require(&self, roles: &[Role]) -> AppResult<&User> {
        let user = self.user.as_ref().ok_or(AppError::Unauthenticated)?;
        if roles.is_empty() || roles.contains(&user.role) {
            Ok(user)
        } else {
            Err(AppError::Forbidden)
        }
    }

    /// The viewer of a signed-in user (jobs and the CLI act as one).
    pub fn of(user: &User) -> Viewer {
        Viewer { user: Some(user.clone()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn viewer(role: Role) -> Viewer {
        Viewer {
            user: Some(User {
                id: "u".into(),
                name: "Ann".into(),
                email: "ann@example.com".into(),
                role,
                created_at: 0,
                is_verified: true,
            }),
        }
    }

    #[test]
    fn an_empty_role_list_allows_everyone() {
        assert!(Viewer::anonymous().has_role(&[]));
        assert!(viewer(Role::User).has_role(&[]));
    }

    #[test]
    fn only_listed_roles_pass() {
        assert!(!Viewer::anonymous().has_role(&[Role::Admin]));
        assert!(!viewer(Role::User).has_role(&[Role::Admin]));
        assert!(viewer(Role::Admin).has_role(&[Role::Admin]));
        assert!(viewer(Role::User).has_role(&[Role::User, Role::Admin]));
    }
}
