//! Sign-up, verification, login, logout and password reset.

use async_graphql::{Context, Object};

use super::users::User;
use super::{request, services, Result};
use crate::domain::accounts::service::{Accounts, SessionGrant};
use crate::http::session_cookie;

#[derive(Default)]
pub struct AccountMutation;

/// Puts the new session's cookie on the response and answers with its user.
fn start_session(ctx: &Context<'_>, grant: SessionGrant) -> User {
    ctx.append_http_header(
        "Set-Cookie",
        session_cookie::set(&grant.token, grant.persistent, request(ctx).secure_cookies),
    );
    grant.user.into()
}

fn accounts<'a>(ctx: &Context<'a>) -> &'a Accounts {
    &services(ctx).accounts
}

#[Object]
impl AccountMutation {
    /// Creates an account and emails a confirmation link to it; answers with the email.
    /// A taken email fails with `CONFLICT` 'Email has already been taken'.
    async fn sign_up(&self, ctx: &Context<'_>, email: String, password: String, name: String) -> Result<String> {
        Ok(accounts(ctx).sign_up(&request(ctx).ip, &name, &email, &password).await?)
    }

    /// Emails a new confirmation link to an unconfirmed account. Always `true`: the answer does
    /// not tell whether the address has an account.
    async fn resend_sign_up_token(&self, ctx: &Context<'_>, email: String) -> Result<bool> {
        Ok(accounts(ctx).resend_sign_up_token(&request(ctx).ip, &email).await?)
    }

    /// Confirms an email address with the token of its link. Fails with `TOKEN_EXPIRED`,
    /// `INVALID_TOKEN` or `ALREADY_VERIFIED`.
    async fn verify_user(&self, ctx: &Context<'_>, token: String) -> Result<bool> {
        accounts(ctx).verify(&token).await?;
        Ok(true)
    }

    /// Signs in with email and password and sets the session cookie; with `rememberMe` the
    /// session lasts 30 days from its last use, otherwise until the browser closes (24 h at most).
    /// Sent by the client as the operation `LogIn`.
    async fn log_in(
        &self,
        ctx: &Context<'_>,
        email: String,
        password: String,
        #[graphql(default = false)] remember_me: bool,
    ) -> Result<User> {
        let grant = accounts(ctx).log_in(&request(ctx).ip, &email, &password, remember_me).await?;
        Ok(start_session(ctx, grant))
    }

    /// Signs in with a Google ID token (the credential of Google Identity Services), creating
    /// the account or linking it by verified email. `code` is accepted for older clients and unused.
    async fn log_in_with_google(&self, ctx: &Context<'_>, code: Option<String>, id_token: String) -> Result<User> {
        let _ = code;
        let grant = accounts(ctx).log_in_with_google(&request(ctx).ip, &id_token).await?;
        Ok(start_session(ctx, grant))
    }

    /// Emails a password-reset link (valid 30 minutes, once). Always `true`.
    async fn forgot_password(&self, ctx: &Context<'_>, email: String) -> Result<bool> {
        Ok(accounts(ctx).forgot_password(&request(ctx).ip, &email).await?)
    }

    /// Sets a new password with a reset link's token and signs the account out everywhere.
    async fn change_password_with_token(&self, ctx: &Context<'_>, new_password: String, token: String) -> Result<bool> {
        accounts(ctx).change_password_with_token(&token, &new_password).await?;
        Ok(true)
    }

    /// Ends this session on the server and removes its cookie.
    async fn log_out(&self, ctx: &Context<'_>) -> Result<bool> {
        let request = request(ctx);
        accounts(ctx).log_out(request.session_token.as_deref()).await?;
        ctx.append_http_header("Set-Cookie", session_cookie::clear(request.secure_cookies));
        Ok(true)
    }
}
