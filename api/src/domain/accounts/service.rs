//! Account flows: sign-up, verification, login (password or Google), sessions, password reset,
//! and admins' changes to users. The GraphQL resolvers call these and only shape answers.

use super::links::{self, LinkPurpose};
use super::{emails, passwords, rate_limit, tokens, validation, Role, User, Viewer};
use crate::adapters::google_identity::GoogleVerifier;
use crate::adapters::mail::Email;
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult, TokenProblem};
use crate::jobs;
use crate::store::{
    is_unique_violation,
    jobs::JobQueue,
    sessions::NewSession,
    user_tokens::{NewUserToken, TokenPurpose},
    users::{AccountStore, NewUser, UserChanges},
    Store,
};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
/// A remembered session lives this long after its last use.
pub const REMEMBERED_SESSION_MILLIS: i64 = 30 * DAY;
/// A browser session (no remember-me) ends this long after login at the latest.
pub const BROWSER_SESSION_MILLIS: i64 = DAY;
/// A remembered session's expiry is pushed forward at most this often (one write a day).
const SLIDE_EVERY_MILLIS: i64 = DAY;

/// A new session for the HTTP layer to put in a cookie.
pub struct SessionGrant {
    pub token: String,
    /// Remember-me: a cookie that outlives the browser.
    pub persistent: bool,
    pub user: User,
}

/// What the HTTP layer learns from a request's session cookie.
pub struct SessionCheck {
    pub viewer: Viewer,
    /// A remembered session was extended: re-send the cookie with a fresh lifetime.
    pub extended: bool,
}

pub struct Accounts {
    store: AccountStore,
    jobs: JobQueue,
    google: Option<GoogleVerifier>,
    limiter: rate_limit::RateLimiter,
    public_url: String,
}

impl Accounts {
    pub fn new(store: &Store, google: Option<GoogleVerifier>, public_url: &str) -> Accounts {
        Accounts {
            limiter: rate_limit::RateLimiter::new(store),
            store: store.accounts(),
            jobs: store.jobs(),
            google,
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// The Google client id, when Google sign-in is on.
    pub fn google_client_id(&self) -> Option<&str> {
        self.google.as_ref().map(GoogleVerifier::client_id)
    }

    /// Creates an unverified account and emails its confirmation link; returns the email.
    pub async fn sign_up(&self, ip: &str, name: &str, email: &str, password: &str) -> AppResult<String> {
        self.limiter.hit(&format!("sign-up:ip:{ip}"), rate_limit::SIGN_UP_PER_IP).await?;
        let name = validation::name(name)?;
        let email = validation::email(email)?;
        let hash = hash_new_password(password).await?;
        let (id, token, now) = (new_id(), tokens::new_token(), now_millis());
        let user = NewUser::account(&id, &name, &email, &hash, Role::User, false, now);
        let link = NewUserToken {
            id: &new_id(),
            user_id: &id,
            purpose: TokenPurpose::Verify,
            token_hash: &tokens::token_hash(&token),
            expires_at: now + emails::VERIFY_HOURS * HOUR,
            created_at: now,
        };
        let welcome = emails::verification(&email, &name, &format!("{}/verify-sign-up/{token}", self.public_url));
        // The account, its link and the email that carries it are stored together or not at all.
        taken_is_conflict(self.store.insert_user_with_token(&user, &link, &jobs::email::job(&welcome)).await)?;
        Ok(email)
    }

    /// Sends a new confirmation link. Answers the same whether or not the address has an
    /// unverified account, so it cannot be used to find out who signed up.
    pub async fn resend_sign_up_token(&self, ip: &str, email: &str) -> AppResult<bool> {
        self.queue_link(ip, email, LinkPurpose::Verify).await
    }

    /// Queues the look-up behind an emailed link: the request does the same work whether or not
    /// the address has an account (so its timing tells nothing), and the job worker finds out
    /// whether to send (see [`Accounts::send_link_to`]).
    async fn queue_link(&self, ip: &str, email: &str, purpose: LinkPurpose) -> AppResult<bool> {
        let email = validation::email(email)?;
        self.limiter.hit(&format!("email:ip:{ip}"), rate_limit::EMAIL_PER_IP).await?;
        self.limiter.hit(&format!("email:to:{email}"), rate_limit::EMAIL_PER_ADDRESS).await?;
        self.jobs.enqueue_job(&links::job(&email, purpose)).await?;
        Ok(true)
    }

    /// Run by the job worker: emails `email` the link of `purpose` when it has an account that
    /// needs one (a reset link for any account, a confirmation link for an unconfirmed one).
    pub async fn send_link_to(&self, email: &str, purpose: LinkPurpose) -> AppResult<()> {
        let Some(found) = self.store.credentials_by_email(email).await? else {
            return Ok(());
        };
        match purpose {
            LinkPurpose::Verify if !found.user.is_verified => {
                self.send_verification(&found.user.id, &found.user.name, email).await
            }
            LinkPurpose::Verify => Ok(()),
            LinkPurpose::Reset => {
                self.send_link(&found.user.id, TokenPurpose::Reset, emails::RESET_MINUTES * MINUTE, |token| {
                    emails::password_reset(
                        email,
                        &found.user.name,
                        &format!("{}/reset-password/{token}", self.public_url),
                    )
                })
                .await
            }
        }
    }

    async fn send_verification(&self, user_id: &str, name: &str, email: &str) -> AppResult<()> {
        self.send_link(user_id, TokenPurpose::Verify, emails::VERIFY_HOURS * HOUR, |token| {
            emails::verification(email, name, &format!("{}/verify-sign-up/{token}", self.public_url))
        })
        .await
    }

    /// Issues a single-use token and queues the email that carries its link, in one transaction.
    async fn send_link(
        &self,
        user_id: &str,
        purpose: TokenPurpose,
        lifetime: i64,
        email: impl FnOnce(&str) -> Email,
    ) -> AppResult<()> {
        let token = tokens::new_token();
        let now = now_millis();
        let row = NewUserToken {
            id: &new_id(),
            user_id,
            purpose,
            token_hash: &tokens::token_hash(&token),
            expires_at: now + lifetime,
            created_at: now,
        };
        self.store.insert_user_token(&row, &jobs::email::job(&email(&token))).await?;
        Ok(())
    }

    /// Confirms the email address of the link's account.
    pub async fn verify(&self, token: &str) -> AppResult<()> {
        let stored = self.store.user_token(TokenPurpose::Verify, &tokens::token_hash(token)).await?;
        let Some(stored) = stored else {
            return Err(AppError::Token(TokenProblem::Invalid));
        };
        let user = self.store.get_user(&stored.user_id).await?.ok_or(AppError::Token(TokenProblem::Invalid))?;
        if user.is_verified {
            return Err(AppError::Token(TokenProblem::AlreadyVerified));
        }
        let now = now_millis();
        if stored.expires_at <= now {
            return Err(AppError::Token(TokenProblem::Expired));
        }
        if stored.used_at.is_some() || !self.store.use_user_token(&stored.id, now).await? {
            return Err(AppError::Token(TokenProblem::Invalid));
        }
        self.store.set_verified(&user.id, now).await?;
        Ok(())
    }

    /// Checks the password and opens a session. Failures say the same for an unknown email and a
    /// wrong password, and take as long.
    pub async fn log_in(&self, ip: &str, email: &str, password: &str, remember: bool) -> AppResult<SessionGrant> {
        let email = validation::email(email)?;
        validation::login_password(password)?;
        let pair_key = format!("login:pair:{ip}:{email}");
        // The address-wide cap slows credential stuffing and the account-wide cap a guesser
        // spread over many addresses. An address this account's owner has signed in from keeps
        // only its own cap, so neither guesser can lock the owner out where they signed in before.
        let shared_keys = [
            (format!("login:ip:{ip}"), rate_limit::LOGIN_PER_IP),
            (format!("login:account:{email}"), rate_limit::LOGIN_PER_ACCOUNT),
        ];
        let trusted = self.limiter.is_trusted(&pair_key).await?;
        if !trusted {
            for (key, limit) in &shared_keys {
                self.limiter.hit(key, *limit).await?;
            }
        }
        self.limiter.hit(&pair_key, rate_limit::LOGIN_PER_ACCOUNT_AND_IP).await?;
        let found = self.store.credentials_by_email(&email).await?;
        let stored_hash = found.as_ref().and_then(|f| f.password_hash.clone());
        let matches = passwords::verify(password.to_owned(), stored_hash).await?;
        let Some(found) = found.filter(|_| matches) else {
            return Err(AppError::LoginFailed("Invalid email or password.".into()));
        };
        // The right password was no guess: only failures count toward the limits.
        if !trusted {
            for (key, _) in &shared_keys {
                self.limiter.forgive(key).await?;
            }
        }
        self.limiter.reset(&pair_key).await?;
        if !found.user.is_verified {
            return Err(AppError::NotAllowed(
                "Please confirm your email address before logging in. Check your inbox, or request a new confirmation email."
                    .into(),
            ));
        }
        self.limiter.trust(&pair_key).await?;
        self.open_session(found.user, remember).await
    }

    /// Signs in with a Google ID token, creating the account or linking it by verified email.
    pub async fn log_in_with_google(&self, ip: &str, id_token: &str) -> AppResult<SessionGrant> {
        let google = self.google.as_ref().ok_or_else(|| AppError::BadInput("Google sign-in is not enabled.".into()))?;
        self.limiter.hit(&format!("login:ip:{ip}"), rate_limit::LOGIN_PER_IP).await?;
        let identity = google.verify(id_token).await.map_err(|err| {
            tracing::warn!(error = %format!("{err:#}"), "Google ID token refused");
            AppError::LoginFailed("Google authentication failed".into())
        })?;
        // A token Google signed is no guess: only failures count toward the address's limit.
        self.limiter.forgive(&format!("login:ip:{ip}")).await?;
        let now = now_millis();
        if let Some(user) = self.store.user_by_google_sub(&identity.sub).await? {
            return self.open_session(user, true).await;
        }
        if !identity.email_verified {
            return Err(AppError::LoginFailed("Google authentication failed".into()));
        }
        let email = validation::email(&identity.email)?;
        let user = match self.store.credentials_by_email(&email).await? {
            Some(existing) => existing.user,
            None => {
                let id = new_id();
                let name =
                    identity.name.as_deref().filter(|n| !n.trim().is_empty()).unwrap_or(&email).trim().to_owned();
                let new_user = NewUser {
                    id: &id,
                    name: &name,
                    email: &email,
                    password_hash: None,
                    role: Role::User,
                    is_verified: true,
                    created_at: now,
                };
                self.store.insert_user(&new_user).await?;
                self.store
                    .get_user(&id)
                    .await?
                    .ok_or_else(|| AppError::Internal(anyhow::anyhow!("new user vanished")))?
            }
        };
        self.store.link_google(&user.id, &identity.sub, now).await?;
        let user = User { is_verified: true, ..user };
        self.open_session(user, true).await
    }

    async fn open_session(&self, user: User, persistent: bool) -> AppResult<SessionGrant> {
        let token = tokens::new_token();
        let now = now_millis();
        let lifetime = if persistent { REMEMBERED_SESSION_MILLIS } else { BROWSER_SESSION_MILLIS };
        let session = NewSession {
            id: &new_id(),
            user_id: &user.id,
            token_hash: &tokens::token_hash(&token),
            persistent,
            expires_at: now + lifetime,
            created_at: now,
        };
        self.store.insert_session(&session).await?;
        Ok(SessionGrant { token, persistent, user })
    }

    /// Who a session cookie belongs to; slides a remembered session's expiry forward.
    pub async fn check_session(&self, token: Option<&str>) -> AppResult<SessionCheck> {
        let Some(token) = token.filter(|t| !t.is_empty()) else {
            return Ok(SessionCheck { viewer: Viewer::anonymous(), extended: false });
        };
        let now = now_millis();
        let Some(session) = self.store.session_by_token(&tokens::token_hash(token), now).await? else {
            return Ok(SessionCheck { viewer: Viewer::anonymous(), extended: false });
        };
        let extended = session.persistent && now - session.last_seen_at >= SLIDE_EVERY_MILLIS;
        if extended {
            self.store.extend_session(&session.session_id, now + REMEMBERED_SESSION_MILLIS, now).await?;
        }
        Ok(SessionCheck { viewer: Viewer { user: Some(session.user) }, extended })
    }

    /// Ends the session of `token` on the server.
    pub async fn log_out(&self, token: Option<&str>) -> AppResult<()> {
        if let Some(token) = token {
            self.store.delete_session_by_token(&tokens::token_hash(token)).await?;
        }
        Ok(())
    }

    /// Emails a password-reset link; answers the same whether or not the email has an account.
    pub async fn forgot_password(&self, ip: &str, email: &str) -> AppResult<bool> {
        self.queue_link(ip, email, LinkPurpose::Reset).await
    }

    /// Sets a new password with a reset link's token, and ends every session of the account.
    pub async fn change_password_with_token(&self, token: &str, new_password: &str) -> AppResult<()> {
        validation::new_password(new_password)?;
        let stored = self.store.user_token(TokenPurpose::Reset, &tokens::token_hash(token)).await?;
        let Some(stored) = stored.filter(|t| t.used_at.is_none()) else {
            return Err(AppError::Token(TokenProblem::Invalid));
        };
        let now = now_millis();
        if stored.expires_at <= now {
            return Err(AppError::Token(TokenProblem::Expired));
        }
        let hash = passwords::hash(new_password.to_owned()).await?;
        if !self.store.use_user_token(&stored.id, now).await? {
            return Err(AppError::Token(TokenProblem::Invalid));
        }
        self.store.set_password_hash(&stored.user_id, &hash, now).await?;
        // Whoever else is signed in (perhaps the reason for the reset) is signed out.
        self.store.delete_sessions_of(&stored.user_id).await?;
        // Following the emailed link proved the address.
        self.store.set_verified(&stored.user_id, now).await?;
        Ok(())
    }

    /// Every user, newest first. Admins only.
    pub async fn list_users(&self, viewer: &Viewer) -> AppResult<Vec<User>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.list_users().await?)
    }

    /// A user by id. Admins only.
    pub async fn user(&self, viewer: &Viewer, id: &str) -> AppResult<Option<User>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.get_user(id).await?)
    }

    /// An admin's change to a user. Admins cannot take their own admin role away, so the
    /// back office always keeps at least the admin making changes.
    pub async fn update_user(
        &self,
        viewer: &Viewer,
        id: &str,
        name: &str,
        email: &str,
        role: Role,
        is_verified: bool,
    ) -> AppResult<User> {
        let actor = viewer.require(&[Role::Admin])?;
        let name = validation::name(name).map_err(|_| AppError::BadInput("Please input user name!".into()))?;
        let email = validation::email(email).map_err(|_| AppError::BadInput("Please enter a valid email!".into()))?;
        if actor.id == id && role != Role::Admin {
            return Err(AppError::BadInput("You cannot remove your own admin role.".into()));
        }
        let changes = UserChanges { name: &name, email: &email, role, is_verified };
        match self.store.update_user(id, &changes, now_millis()).await {
            Ok(true) => {}
            Ok(false) => return Err(AppError::NotFound("User not found".into())),
            Err(err) if is_unique_violation(&err) => {
                return Err(AppError::Conflict("Email has already been taken".into()))
            }
            Err(err) => return Err(err.into()),
        }
        self.store.get_user(id).await?.ok_or_else(|| AppError::NotFound("User not found".into()))
    }

    /// Deletes a user (not oneself) with their sessions. Admins only.
    pub async fn delete_user(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        let actor = viewer.require(&[Role::Admin])?;
        if actor.id == id {
            return Err(AppError::BadInput("You cannot delete your own account here.".into()));
        }
        if !self.store.delete_user(id).await? {
            return Err(AppError::NotFound("User not found".into()));
        }
        Ok(())
    }

    /// Creates a verified admin, or promotes the existing account of `email` (the CLI).
    pub async fn create_or_promote_admin(&self, name: &str, email: &str, password: Option<&str>) -> AppResult<User> {
        let email = validation::email(email)?;
        let now = now_millis();
        if let Some(found) = self.store.credentials_by_email(&email).await? {
            self.store.promote_to_admin(&found.user.id, now).await?;
            if let Some(password) = password {
                validation::new_password(password)?;
                let hash = passwords::hash(password.to_owned()).await?;
                self.store.set_password_hash(&found.user.id, &hash, now).await?;
            }
            return self
                .store
                .get_user(&found.user.id)
                .await?
                .ok_or_else(|| AppError::NotFound("User not found".into()));
        }
        let password =
            password.ok_or_else(|| AppError::BadInput("A new admin needs a password (--password).".into()))?;
        let name = validation::name(name)?;
        let hash = hash_new_password(password).await?;
        let id = new_id();
        let admin = NewUser::account(&id, &name, &email, &hash, Role::Admin, true, now);
        taken_is_conflict(self.store.insert_user(&admin).await)?;
        self.store.get_user(&id).await?.ok_or_else(|| AppError::NotFound("User not found".into()))
    }
}

/// Checks a new password against the password rules and hashes it.
async fn hash_new_password(password: &str) -> AppResult<String> {
    validation::new_password(password)?;
    passwords::hash(password.to_owned()).await
}

/// A new account's insert, where an email already taken is the caller's `Conflict`.
fn taken_is_conflict(inserted: sqlx::Result<()>) -> AppResult<()> {
    match inserted {
        Ok(()) => Ok(()),
        Err(err) if is_unique_violation(&err) => Err(AppError::Conflict("Email has already been taken".into())),
        Err(err) => Err(err.into()),
    }
}
