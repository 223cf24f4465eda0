//! Accounts end to end over HTTP, on SQLite and PostgreSQL: sign-up, email verification, login,
//! sessions and cookies, password reset, Google sign-in, rate limits, CSRF refusals, and who may
//! call the admin operations.

use crate::common;

use api::domain::accounts::Role;
use common::{google_issuer, shared, smtp_sink::SmtpSink, Engine, TestServer};
use serde_json::{json, Value};

const SIGN_UP: &str = "mutation($email: String!, $password: String!, $name: String!) { signUp(email: $email, password: $password, name: $name) }";
const VERIFY: &str = "mutation($token: String!) { verifyUser(token: $token) }";
const CHECK: &str = "mutation CheckIfLoggedIn { checkIfLoggedIn { id email name role isVerified } }";
const PASSWORD: &str = "Sunny-porch-42";

/// An empty server of its own (rate limits and outbox are per test).
async fn server(engine: Engine) -> TestServer {
    TestServer::start(engine, false).await.expect("engine configured")
}

/// A raw GraphQL POST, returning the status, the `Set-Cookie` headers and the JSON body.
async fn post(server: &TestServer, cookie: Option<&str>, query: &str, variables: Value) -> (u16, Vec<String>, Value) {
    let mut request =
        server.client.post(server.url("/graphql")).json(&json!({ "query": query, "variables": variables }));
    if let Some(token) = cookie {
        request = request.header("cookie", format!("session={token}"));
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let cookies = response.headers().get_all("set-cookie").iter().map(|v| v.to_str().unwrap().to_owned()).collect();
    (status, cookies, response.json().await.unwrap())
}

fn error_code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("(no error)")
}

fn error_message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("(no error)")
}

/// The session token of a `session=…` Set-Cookie.
fn session_token(cookies: &[String]) -> String {
    let cookie = cookies.iter().find(|c| c.starts_with("session=")).expect("a session cookie");
    cookie["session=".len()..].split(';').next().unwrap().to_owned()
}

async fn sign_up(server: &TestServer, email: &str) -> Value {
    server.graphql(SIGN_UP, json!({ "email": email, "password": PASSWORD, "name": "Ann Lee" })).await
}

async fn log_in(server: &TestServer, email: &str, password: &str, remember: bool) -> (Vec<String>, Value) {
    let query = "mutation LogIn($email: String!, $password: String!, $rememberMe: Boolean!) { logIn(email: $email, password: $password, rememberMe: $rememberMe) { id name email role } }";
    let (_, cookies, answer) =
        post(server, None, query, json!({ "email": email, "password": password, "rememberMe": remember })).await;
    (cookies, answer)
}

/// Signs up and verifies `email`.
async fn verified_account(server: &TestServer, email: &str) {
    assert!(sign_up(server, email).await["errors"].is_null());
    let link = server.emailed_link(email, "/verify-sign-up/").await;
    let token = link.rsplit('/').next().unwrap();
    let answer = server.graphql(VERIFY, json!({ "token": token })).await;
    assert_eq!(answer["data"]["verifyUser"], true, "{answer} {link}");
}

async fn sign_up_verify_log_in_and_out(engine: Engine) {
    let server = server(engine).await;
    let answer = sign_up(&server, "Ann@Example.com").await;
    assert_eq!(answer["data"]["signUp"], "ann@example.com");

    // The email has a text and an HTML part, both with the full link to the app's route.
    let email = server.outbox_emails().await.pop().expect("a verification email");
    assert!(email.contains("Content-Type: text/plain") && email.contains("Content-Type: text/html"));
    let link = server.emailed_link("ann@example.com", "/verify-sign-up/").await;
    assert!(email.contains(&format!("{}{link}", server.state.config.public_url)));

    let (_, unverified) = log_in(&server, "ann@example.com", PASSWORD, false).await;
    assert_eq!(error_code(&unverified), "FORBIDDEN");

    let token = link.rsplit('/').next().unwrap();
    assert_eq!(server.graphql(VERIFY, json!({ "token": token })).await["data"]["verifyUser"], true);
    let again = server.graphql(VERIFY, json!({ "token": token })).await;
    assert_eq!(error_code(&again), "ALREADY_VERIFIED");

    let (cookies, answer) = log_in(&server, "ann@example.com", PASSWORD, true).await;
    assert_eq!(answer["data"]["logIn"]["email"], "ann@example.com");
    let cookie = cookies.iter().find(|c| c.starts_with("session=")).unwrap();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Max-Age=2592000"),
        "{cookie}"
    );
    assert!(!cookie.contains("Secure"), "plain http: no Secure flag");
    let token = session_token(&cookies);
    assert_eq!(token.len(), 43, "a 256-bit token");

    let (_, _, me) = post(&server, Some(&token), CHECK, json!({})).await;
    assert_eq!(me["data"]["checkIfLoggedIn"]["email"], "ann@example.com");
    assert_eq!(me["data"]["checkIfLoggedIn"]["isVerified"], true);

    let (_, cleared, out) = post(&server, Some(&token), "mutation LogOut { logOut }", json!({})).await;
    assert_eq!(out["data"]["logOut"], true);
    assert!(cleared.iter().any(|c| c.starts_with("session=;") && c.contains("Max-Age=0")));
    // The session is gone on the server: replaying the old cookie is signed out.
    let (_, _, after) = post(&server, Some(&token), CHECK, json!({})).await;
    assert!(after["data"]["checkIfLoggedIn"].is_null());
}

async fn browser_sessions_end_with_the_browser_or_after_a_day(engine: Engine) {
    let server = server(engine).await;
    verified_account(&server, "bo@example.com").await;
    let (cookies, _) = log_in(&server, "bo@example.com", PASSWORD, false).await;
    let cookie = cookies.iter().find(|c| c.starts_with("session=")).unwrap();
    assert!(!cookie.contains("Max-Age") && !cookie.contains("Expires"), "a browser-session cookie: {cookie}");
    let token = session_token(&cookies);
    // A day later the server no longer honours it, even if the browser kept it.
    server.exec_sql("UPDATE sessions SET expires_at = expires_at - 86400001").await;
    let (_, _, me) = post(&server, Some(&token), CHECK, json!({})).await;
    assert!(me["data"]["checkIfLoggedIn"].is_null());
}

async fn each_login_gets_a_new_token(engine: Engine) {
    let server = server(engine).await;
    verified_account(&server, "cy@example.com").await;
    let (first, _) = log_in(&server, "cy@example.com", PASSWORD, false).await;
    let (second, _) = log_in(&server, "cy@example.com", PASSWORD, false).await;
    assert_ne!(session_token(&first), session_token(&second));
}

async fn sign_up_rules_are_enforced_on_the_server(engine: Engine) {
    let server = server(engine).await;
    for (email, password, name, message) in [
        ("", PASSWORD, "Ann", "Please enter your email"),
        ("ann@", PASSWORD, "Ann", "Please enter a valid email"),
        ("ann@example.com", PASSWORD, " ", "Please enter your name"),
        ("ann@example.com", "Short1", "Ann", "Password must be at least 8 characters"),
        ("ann@example.com", "NoNumbersHere", "Ann", "Password must contain at least one number"),
        ("ann@example.com", "ALLUPPER123", "Ann", "Password must contain at least one lowercase letter"),
        ("ann@example.com", "alllower123", "Ann", "Password must contain at least one uppercase letter"),
    ] {
        let answer = server.graphql(SIGN_UP, json!({ "email": email, "password": password, "name": name })).await;
        assert_eq!(error_message(&answer), message);
        assert_eq!(error_code(&answer), "BAD_USER_INPUT");
    }
    assert_eq!(server.state.store.accounts().count_users().await.unwrap(), 0, "nothing stored");
    assert!(server.outbox_emails().await.is_empty());

    assert!(sign_up(&server, "dup@example.com").await["errors"].is_null());
    let duplicate = sign_up(&server, "DUP@example.com").await;
    assert_eq!(error_message(&duplicate), "Email has already been taken");
    assert_eq!(error_code(&duplicate), "CONFLICT");
    assert_eq!(server.state.store.accounts().count_users().await.unwrap(), 1);
}

async fn verification_links_expire_and_must_exist(engine: Engine) {
    let server = server(engine).await;
    let invalid = server.graphql(VERIFY, json!({ "token": "not-a-real-token" })).await;
    assert_eq!(error_code(&invalid), "INVALID_TOKEN");
    assert!(sign_up(&server, "late@example.com").await["errors"].is_null());
    let link = server.emailed_link("late@example.com", "/verify-sign-up/").await;
    server.exec_sql("UPDATE user_tokens SET expires_at = 1").await;
    let expired = server.graphql(VERIFY, json!({ "token": link.rsplit('/').next().unwrap() })).await;
    assert_eq!(error_code(&expired), "TOKEN_EXPIRED");

    // A new link works.
    let resend = server
        .graphql(
            "mutation($email: String!) { resendSignUpToken(email: $email) }",
            json!({ "email": "late@example.com" }),
        )
        .await;
    assert_eq!(resend["data"]["resendSignUpToken"], true);
    let fresh = server.emailed_link("late@example.com", "/verify-sign-up/").await;
    assert_ne!(fresh, link);
    assert_eq!(
        server.graphql(VERIFY, json!({ "token": fresh.rsplit('/').next().unwrap() })).await["data"]["verifyUser"],
        true
    );
}

async fn wrong_passwords_and_unknown_emails_get_the_same_answer(engine: Engine) {
    let server = server(engine).await;
    verified_account(&server, "dee@example.com").await;
    let (cookies, wrong) = log_in(&server, "dee@example.com", "Wrong-pass-1", false).await;
    let (_, unknown) = log_in(&server, "nobody@example.com", PASSWORD, false).await;
    assert_eq!(error_message(&wrong), "Invalid email or password.");
    assert_eq!(error_message(&unknown), "Invalid email or password.");
    assert_eq!(error_code(&wrong), "UNAUTHENTICATED");
    assert!(cookies.is_empty(), "no cookie for a failed login");
}

async fn password_reset_ends_other_sessions(engine: Engine) {
    let server = server(engine).await;
    verified_account(&server, "eve@example.com").await;
    let (cookies, _) = log_in(&server, "eve@example.com", PASSWORD, true).await;
    let old_session = session_token(&cookies);

    let forgot = "mutation($email: String!) { forgotPassword(email: $email) }";
    let unknown = server.graphql(forgot, json!({ "email": "stranger@example.com" })).await;
    assert_eq!(unknown["data"]["forgotPassword"], true, "same answer for unknown addresses");
    let before = server.outbox_emails().await.len();
    assert_eq!(server.graphql(forgot, json!({ "email": "eve@example.com" })).await["data"]["forgotPassword"], true);
    assert_eq!(server.outbox_emails().await.len(), before + 1, "only the real account got an email");
    let link = server.emailed_link("eve@example.com", "/reset-password/").await;
    let token = link.rsplit('/').next().unwrap().to_owned();

    let change = "mutation($token: String!, $password: String!) { changePasswordWithToken(newPassword: $password, token: $token) }";
    let weak = server.graphql(change, json!({ "token": token, "password": "weak" })).await;
    assert_eq!(error_message(&weak), "Password must be at least 8 characters");
    let done = server.graphql(change, json!({ "token": token, "password": "Brand-new-pass-7" })).await;
    assert_eq!(done["data"]["changePasswordWithToken"], true);
    let reused = server.graphql(change, json!({ "token": token, "password": "Another-pass-8" })).await;
    assert_eq!(error_code(&reused), "INVALID_TOKEN", "a reset link works once");

    let (_, _, me) = post(&server, Some(&old_session), CHECK, json!({})).await;
    assert!(me["data"]["checkIfLoggedIn"].is_null(), "the reset ended the old session");
    let (_, old) = log_in(&server, "eve@example.com", PASSWORD, false).await;
    assert_eq!(error_code(&old), "UNAUTHENTICATED");
    let (_, new) = log_in(&server, "eve@example.com", "Brand-new-pass-7", false).await;
    assert_eq!(new["data"]["logIn"]["email"], "eve@example.com");

    // Reset links last 30 minutes.
    assert_eq!(server.graphql(forgot, json!({ "email": "eve@example.com" })).await["data"]["forgotPassword"], true);
    let late = server.emailed_link("eve@example.com", "/reset-password/").await;
    server.exec_sql("UPDATE user_tokens SET expires_at = 1 WHERE purpose = 'reset'").await;
    let expired = server
        .graphql(change, json!({ "token": late.rsplit('/').next().unwrap(), "password": "Brand-new-pass-9" }))
        .await;
    assert_eq!(error_code(&expired), "TOKEN_EXPIRED");
}

async fn repeated_login_failures_are_rate_limited(engine: Engine) {
    let server = server(engine).await;
    verified_account(&server, "fay@example.com").await;
    for _ in 0..10 {
        let (_, answer) = log_in(&server, "fay@example.com", "Wrong-pass-1", false).await;
        assert_eq!(error_code(&answer), "UNAUTHENTICATED");
    }
    let (_, limited) = log_in(&server, "fay@example.com", PASSWORD, false).await;
    assert_eq!(error_code(&limited), "RATE_LIMITED");
    assert_eq!(error_message(&limited), "Too many attempts. Please try again in 15 minutes.");
    // Another account from the same address is not locked.
    verified_account(&server, "gus@example.com").await;
    let (_, other) = log_in(&server, "gus@example.com", PASSWORD, false).await;
    assert_eq!(other["data"]["logIn"]["email"], "gus@example.com");
}

async fn a_guesser_on_many_addresses_does_not_lock_the_owner_out_at_home(engine: Engine) {
    let server = server(engine).await;
    verified_account(&server, "hal@example.com").await;
    let accounts = &server.state.services.accounts;
    let home = "198.51.100.7";
    assert!(accounts.log_in(home, "hal@example.com", PASSWORD, false).await.is_ok(), "the owner signs in at home");
    // Sixty guesses from sixty addresses: the account-wide window (50 failures; the owner's
    // sign-in counted none) refuses the last ten without checking a password.
    let mut refused = 0;
    for i in 0..60 {
        match accounts.log_in(&format!("203.0.113.{i}"), "hal@example.com", "Wrong-pass-1", false).await {
            Err(e) if e.code() == "RATE_LIMITED" => refused += 1,
            Err(e) => assert_eq!(e.code(), "UNAUTHENTICATED"),
            Ok(_) => panic!("a wrong password signed in"),
        }
    }
    assert_eq!(refused, 10);
    let elsewhere = accounts.log_in("192.0.2.1", "hal@example.com", PASSWORD, false).await;
    assert_eq!(elsewhere.err().map(|e| e.code()), Some("RATE_LIMITED"), "a new address waits for the window");
    assert!(accounts.log_in(home, "hal@example.com", PASSWORD, false).await.is_ok(), "the owner at home does not");
}

/// Verified accounts with [`PASSWORD`], written straight to the store (signing up over HTTP is
/// limited to ten an hour from one address).
async fn accounts_with_password(server: &TestServer, emails: &[String], role: Role) {
    let hash = api::domain::accounts::passwords::hash(PASSWORD.to_owned()).await.unwrap();
    for email in emails {
        let id = api::domain::time::new_id();
        let user = api::store::users::NewUser {
            id: &id,
            name: "Office Worker",
            email,
            password_hash: Some(&hash),
            role,
            is_verified: true,
            created_at: api::domain::time::now_millis(),
        };
        server.state.store.accounts().insert_user(&user).await.unwrap();
    }
}

async fn successful_sign_ins_never_lock_an_address_out(engine: Engine) {
    let server = server(engine).await;
    let accounts = &server.state.services.accounts;
    let office = "198.51.100.20";
    // An office behind one address: 150 people sign in within one window, above the address's
    // 100 attempts, each for the first time from there.
    let staff: Vec<String> = (0..150).map(|i| format!("staff{i}@example.com")).collect();
    accounts_with_password(&server, &staff, Role::User).await;
    for batch in staff.chunks(10) {
        let sign_ins = batch.iter().map(|email| accounts.log_in(office, email, PASSWORD, false));
        for sign_in in futures_util::future::join_all(sign_ins).await {
            assert!(sign_in.is_ok(), "signs in: {:?}", sign_in.err());
        }
    }
    let admin_email = "boss@example.com".to_owned();
    accounts_with_password(&server, std::slice::from_ref(&admin_email), Role::Admin).await;
    let admin = accounts.log_in(office, &admin_email, PASSWORD, false).await;
    assert!(admin.is_ok(), "the admin signs in after 150 sign-ins from the address: {:?}", admin.err());

    // Failures still count: the eleventh for one account from the address is refused.
    for _ in 0..10 {
        let failed = accounts.log_in(office, "staff0@example.com", "Wrong-pass-1", false).await;
        assert_eq!(failed.err().map(|e| e.code()), Some("UNAUTHENTICATED"));
    }
    let limited = accounts.log_in(office, "staff0@example.com", "Wrong-pass-1", false).await;
    assert_eq!(
        limited.err().map(|e| e.to_string()).as_deref(),
        Some("Too many attempts. Please try again in 15 minutes.")
    );
}

async fn a_device_that_signed_in_before_outlasts_a_guesser_on_its_address(engine: Engine) {
    let server = server(engine).await;
    let accounts = &server.state.services.accounts;
    let campus = "198.51.100.30";
    verified_account(&server, "ida@example.com").await;
    assert!(accounts.log_in(campus, "ida@example.com", PASSWORD, false).await.is_ok());
    // Someone on the same address guesses across many accounts until the address is full.
    let emails: Vec<String> = (0..101).map(|i| format!("nobody{i}@example.com")).collect();
    let guesses = emails.iter().map(|email| accounts.log_in(campus, email, "Wrong-pass-1", false));
    let refused = futures_util::future::join_all(guesses)
        .await
        .into_iter()
        .filter(|guess| guess.as_ref().err().is_some_and(|e| e.code() == "RATE_LIMITED"))
        .count();
    assert_eq!(refused, 1, "the address's window fills with 100 failures");
    let newcomer = accounts.log_in(campus, "new@example.com", PASSWORD, false).await;
    assert_eq!(newcomer.err().map(|e| e.code()), Some("RATE_LIMITED"), "a new account there waits");
    assert!(accounts.log_in(campus, "ida@example.com", PASSWORD, false).await.is_ok(), "ida signed in here before");
}

async fn cross_site_requests_change_nothing(engine: Engine) {
    let server = server(engine).await;
    let body =
        json!({ "query": SIGN_UP, "variables": { "email": "x@example.com", "password": PASSWORD, "name": "X" } });
    let foreign = server
        .client
        .post(server.url("/graphql"))
        .header("origin", "https://evil.example")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(foreign.status(), 403);
    let form = server
        .client
        .post(server.url("/graphql"))
        .header("content-type", "text/plain")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), 415);
    assert_eq!(server.state.store.accounts().count_users().await.unwrap(), 0);
    let own = server
        .client
        .post(server.url("/graphql"))
        .header("origin", server.base.clone())
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), 200);
    assert_eq!(server.state.store.accounts().count_users().await.unwrap(), 1);
}

async fn admin_operations_refuse_visitors_and_users(engine: Engine) {
    let server = server(engine).await;
    let admin = server.sign_in_as(Role::Admin).await;
    let user = server.sign_in_as(Role::User).await;
    let users = server.graphql_as(Some(&admin), "{ users { id email role } }", json!({})).await;
    let target = users["data"]["users"].as_array().unwrap().iter().find(|u| u["role"] == "USER").unwrap().clone();
    let id = target["id"].as_str().unwrap();

    let operations = [
        ("{ users { id } }", json!({})),
        ("query($id: ID!) { user(id: $id) { id } }", json!({ "id": id })),
        (
            "mutation($id: ID!) { userUpdate(id: $id, name: \"Hacked\", email: \"hacked@example.com\", role: ADMIN, isVerified: true) { id } }",
            json!({ "id": id }),
        ),
        ("mutation($id: ID!) { userDelete(id: $id) }", json!({ "id": id })),
    ];
    for (query, variables) in &operations {
        let anonymous = server.graphql(query, variables.clone()).await;
        assert_eq!(error_code(&anonymous), "UNAUTHENTICATED", "{query}");
        let as_user = server.graphql_as(Some(&user), query, variables.clone()).await;
        assert_eq!(error_code(&as_user), "FORBIDDEN", "{query}");
    }
    let unchanged = server.state.store.accounts().get_user(id).await.unwrap().expect("not deleted");
    assert_eq!((unchanged.name.as_str(), unchanged.role), ("Test User", Role::User), "nothing changed");

    // Admins can.
    let update = "mutation($id: ID!) { userUpdate(id: $id, name: \"Renamed\", email: \"renamed@example.com\", role: USER, isVerified: false) { name email isVerified } }";
    let updated = server.graphql_as(Some(&admin), update, json!({ "id": id })).await;
    assert_eq!(updated["data"]["userUpdate"]["name"], "Renamed");
    let bad = "mutation($id: ID!) { userUpdate(id: $id, name: \"\", email: \"x@example.com\", role: USER, isVerified: true) { id } }";
    assert_eq!(
        error_message(&server.graphql_as(Some(&admin), bad, json!({ "id": id })).await),
        "Please input user name!"
    );
    let missing = server.graphql_as(Some(&admin), "query { user(id: \"nope\") { id } }", json!({})).await;
    assert!(missing["data"]["user"].is_null());
    let deleted =
        server.graphql_as(Some(&admin), "mutation($id: ID!) { userDelete(id: $id) }", json!({ "id": id })).await;
    assert_eq!(deleted["data"]["userDelete"], true);
    assert!(server.state.store.accounts().get_user(id).await.unwrap().is_none());
    let (_, _, gone) = post(&server, Some(&user), CHECK, json!({})).await;
    assert!(gone["data"]["checkIfLoggedIn"].is_null(), "a deleted user's sessions end");
}

async fn admins_cannot_lock_themselves_out(engine: Engine) {
    let server = server(engine).await;
    let admin = server.sign_in_as(Role::Admin).await;
    let (_, _, me) = post(&server, Some(&admin), CHECK, json!({})).await;
    let id = me["data"]["checkIfLoggedIn"]["id"].as_str().unwrap();
    let demote = "mutation($id: ID!) { userUpdate(id: $id, name: \"Me\", email: \"me@example.com\", role: USER, isVerified: true) { id } }";
    assert_eq!(
        error_message(&server.graphql_as(Some(&admin), demote, json!({ "id": id })).await),
        "You cannot remove your own admin role."
    );
    let delete =
        server.graphql_as(Some(&admin), "mutation($id: ID!) { userDelete(id: $id) }", json!({ "id": id })).await;
    assert_eq!(error_code(&delete), "BAD_USER_INPUT");
}

async fn google_sign_in_verifies_the_token(engine: Engine) {
    let jwks_url = google_issuer::start().await;
    let server = TestServer::start_with(engine, false, |config| {
        config.google.google_client_id = Some(google_issuer::CLIENT_ID.into());
        config.google.google_issuer = google_issuer::ISSUER.into();
        config.google.google_jwks_url = jwks_url;
    })
    .await
    .unwrap();
    let config: Value = server.client.get(server.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert_eq!(config["googleClientId"], google_issuer::CLIENT_ID);

    let query =
        "mutation($token: String!) { logInWithGoogle(code: null, idToken: $token) { email name isVerified role } }";
    let now = api::domain::time::now_millis() / 1000;
    for (claims, why) in [
        (json!({ "aud": "someone-else" }), "audience"),
        (json!({ "iss": "https://evil.example" }), "issuer"),
        (json!({ "exp": now - 600, "iat": now - 4000 }), "expiry"),
        (json!({ "email_verified": false }), "unverified email"),
    ] {
        let (_, cookies, answer) =
            post(&server, None, query, json!({ "token": google_issuer::id_token(claims) })).await;
        assert_eq!(error_message(&answer), "Google authentication failed", "{why}");
        assert!(cookies.is_empty());
    }
    let unknown_key = google_issuer::id_token_with_key(json!({}), "rotated-away");
    assert_eq!(
        error_message(&post(&server, None, query, json!({ "token": unknown_key })).await.2),
        "Google authentication failed"
    );
    let mut tampered = google_issuer::id_token(json!({}));
    tampered.insert(tampered.rfind('.').unwrap() + 1, 'A');
    assert_eq!(
        error_message(&post(&server, None, query, json!({ "token": tampered })).await.2),
        "Google authentication failed"
    );
    assert_eq!(server.state.store.accounts().count_users().await.unwrap(), 0);

    let (_, cookies, answer) = post(&server, None, query, json!({ "token": google_issuer::id_token(json!({})) })).await;
    assert_eq!(
        answer["data"]["logInWithGoogle"],
        json!({ "email": "gina@example.com", "name": "Gina Google", "isVerified": true, "role": "USER" })
    );
    let (_, _, me) = post(&server, Some(&session_token(&cookies)), CHECK, json!({})).await;
    assert_eq!(me["data"]["checkIfLoggedIn"]["email"], "gina@example.com");
    // Signing in again finds the same account.
    post(&server, None, query, json!({ "token": google_issuer::id_token(json!({})) })).await;
    assert_eq!(server.state.store.accounts().count_users().await.unwrap(), 1);
}

async fn google_sign_in_is_off_without_a_client_id(engine: Engine) {
    let server = server(engine).await;
    let config: Value = server.client.get(server.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert!(config["googleClientId"].is_null());
    let answer = server.graphql("mutation { logInWithGoogle(idToken: \"x\") { id } }", json!({})).await;
    assert_eq!(error_message(&answer), "Google sign-in is not enabled.");
}

async fn emails_go_out_over_smtp_when_configured(engine: Engine) {
    let (sink, smtp_url) = SmtpSink::start().await;
    let server = TestServer::start_with(engine, false, |config| config.mail.smtp_url = Some(smtp_url)).await.unwrap();
    assert!(sign_up(&server, "hal@example.com").await["errors"].is_null());
    server.settle_jobs().await;
    let messages = sink.messages.lock().unwrap().clone();
    assert_eq!(messages.len(), 1);
    assert!(messages[0].contains("To: hal@example.com"));
    assert!(messages[0].contains("/verify-sign-up/"));
    assert!(server.outbox_emails().await.is_empty(), "nothing written to the outbox");
}

async fn demo_accounts_can_sign_in(engine: Engine) {
    let server = shared(engine).unwrap();
    for (role, _, email, password) in api::seed::DEMO_ACCOUNTS {
        let (_, answer) = log_in(server, email, password, false).await;
        assert_eq!(answer["data"]["logIn"]["role"], role.as_str(), "{email}");
    }
}

storage_tests!(
    sign_up_verify_log_in_and_out,
    browser_sessions_end_with_the_browser_or_after_a_day,
    each_login_gets_a_new_token,
    sign_up_rules_are_enforced_on_the_server,
    verification_links_expire_and_must_exist,
    wrong_passwords_and_unknown_emails_get_the_same_answer,
    password_reset_ends_other_sessions,
    repeated_login_failures_are_rate_limited,
    a_guesser_on_many_addresses_does_not_lock_the_owner_out_at_home,
    successful_sign_ins_never_lock_an_address_out,
    a_device_that_signed_in_before_outlasts_a_guesser_on_its_address,
    cross_site_requests_change_nothing,
    admin_operations_refuse_visitors_and_users,
    admins_cannot_lock_themselves_out,
    google_sign_in_verifies_the_token,
    google_sign_in_is_off_without_a_client_id,
    emails_go_out_over_smtp_when_configured,
    demo_accounts_can_sign_in,
);
