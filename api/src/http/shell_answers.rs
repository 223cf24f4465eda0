//! The answers the web app's first screen waits for, carried in the page that starts it.
//!
//! The app asks who is signed in before it shows any screen, and the plan page asks for its plan
//! before it paints: each a round trip that could start only once the app's script had arrived
//! and run. On a phone that chain was most of the plan page's largest paint (DESIGN.md §9). The
//! server already knows both when it serves the page, so it runs those operations itself, as the
//! request's session, and writes their answers into the page as a JSON data block (not a script:
//! the Content-Security-Policy has nothing to allow). The app takes an answer in place of sending
//! the operation when it is for the very document and variables it would send
//! (web/src/lib/graphql/shellAnswers.ts); anything else it asks for as before.

use async_graphql::{Request, Variables};
use serde::Serialize;
use serde_json::{json, Value};

use crate::{domain::accounts::Viewer, graphql::RequestMeta, state::AppState};

/// Where `index.html` wants the answers (web/index.html); a page without it gets none.
pub const MARKER: &str = "<!--shell-answers-->";

/// The login check every screen waits for.
const LOGIN_CHECK: &str = include_str!("shell_answers/check_if_logged_in.graphql");
/// The plan page's plan (`/plan/:id`).
const PLAN_VIEW: &str = include_str!("shell_answers/plan_view.graphql");

/// One operation's answer, as the page carries it.
#[derive(Serialize)]
struct Answer {
    /// Names the document that was run ([`digest`]), so the app takes the answer only for the
    /// same text: a web build and a server from different commits then just ask again.
    digest: String,
    variables: Value,
    data: Value,
}

/// Runs the first screen's operations for the page at `path` as `viewer` and answers the data
/// block that replaces [`MARKER`]. An operation that fails is left out: the app asks for it
/// itself and shows the error as it always has.
pub async fn data_block(state: &AppState, viewer: &Viewer, meta: RequestMeta, path: &str) -> String {
    let mut operations = vec![(LOGIN_CHECK, json!({}))];
    if let Some(id) = plan_page(path) {
        operations.push((PLAN_VIEW, json!({ "id": id })));
    }
    let mut answers = Vec::with_capacity(operations.len());
    for (document, variables) in operations {
        let request = Request::new(document)
            .variables(Variables::from_json(variables.clone()))
            .data(viewer.clone())
            .data(meta.clone());
        let response = state.schema.execute(request).await;
        if !response.is_ok() {
            continue;
        }
        match serde_json::to_value(&response.data) {
            Ok(data) => answers.push(Answer { digest: digest(document), variables, data }),
            Err(err) => tracing::warn!(error = %err, "a first-screen answer could not be written"),
        }
    }
    let json = serde_json::to_string(&json!({ "answers": answers })).unwrap_or_else(|_| "{}".into());
    // Inside <script>, only `</script` or `<!--` could end or bend the block: JSON may write `<` as
    // an escape, so no `<` appears in it at all.
    format!(r#"<script type="application/json" id="shell-answers">{}</script>"#, json.replace('<', "\\u003c"))
}

/// The plan id of a plan page's path (`/plan/:id`, `/plan/:id/:mapId`, the back office's
/// `/admin/plan/view/:id`: web/src/app/routes.tsx), when it is one that could name a plan.
pub fn plan_page(path: &str) -> Option<&str> {
    let (id, rest) = match path.strip_prefix("/plan/") {
        Some(rest) => rest.split_once('/').unwrap_or((rest, "")),
        None => (path.strip_prefix("/admin/plan/view/")?, ""),
    };
    if rest.contains('/') {
        return None;
    }
    let plain = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    (!id.is_empty() && id.len() <= 64 && id.chars().all(plain)).then_some(id)
}

/// FNV-1a (32-bit, hex) of the document's text with comments dropped and each run of white space
/// read as one space: the same function as `digest` in web/src/lib/graphql/shellAnswers.ts. Not
/// a security measure (the answers are the server's own); it tells documents apart.
fn digest(document: &str) -> String {
    let text = document.lines().map(|line| line.split('#').next().unwrap_or("")).collect::<Vec<_>>().join(" ");
    let normal = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let hash = normal.bytes().fold(0x811c_9dc5_u32, |hash, byte| (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193));
    format!("{hash:08x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_reads_documents_as_the_web_app_does() {
        // The web test computes the same figures (shellAnswers.test.ts).
        assert_eq!(digest(""), "811c9dc5");
        assert_eq!(digest("a"), "e40c292c");
        assert_eq!(digest("# a comment\n  query  Q {\n  x\n}\n"), digest("query Q { x }"));
        assert_ne!(digest("query Q { x }"), digest("query Q { y }"));
    }

    #[test]
    fn only_a_plausible_plan_id_is_looked_up() {
        assert_eq!(plan_page("/plan/0195a1b2-c3d4"), Some("0195a1b2-c3d4"));
        assert_eq!(plan_page("/plan/"), None);
        assert_eq!(plan_page("/plan/a/map-7"), Some("a"));
        assert_eq!(plan_page("/admin/plan/view/a"), Some("a"));
        assert_eq!(plan_page("/admin/plan/view/a/b"), None);
        assert_eq!(plan_page("/plan/a/b/c"), None);
        assert_eq!(plan_page("/plans"), None);
        assert_eq!(plan_page(&format!("/plan/{}", "a".repeat(65))), None);
    }
}
