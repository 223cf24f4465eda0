//! The README's worked example of the integrators' API runs as written: its shell block (the one
//! after the `readme-example: integrators` marker) against a test server, with curl and jq, as
//! an integrator would paste it.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const README: &str = include_str!("../../../README.md");
const MARKER: &str = "<!-- readme-example: integrators -->";

/// The fenced `sh` block after the marker.
fn example() -> &'static str {
    let after = &README[README.find(MARKER).expect("the README marks its example")..];
    let start = after.find("```sh\n").expect("a shell block follows the marker") + "```sh\n".len();
    let end = after[start..].find("\n```").expect("the block ends");
    &after[start..start + end]
}

#[tokio::test(flavor = "multi_thread")]
async fn the_readmes_integrator_example_runs_as_written() {
    let server = TestServer::start(Engine::Sqlite, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let created = server
        .graphql_as(Some(&admin), "mutation { createApiKey(input: { name: \"README\" }) { secret } }", json!({}))
        .await;
    let key = created["data"]["createApiKey"]["secret"].as_str().unwrap().to_owned();
    let base = server.base.clone();
    let output = tokio::task::spawn_blocking(move || {
        std::process::Command::new("bash")
            .args(["-euo", "pipefail", "-c", example()])
            .env("HOMEPLOT_URL", base)
            .env("HOMEPLOT_API_KEY", key)
            .output()
            .expect("bash runs")
    })
    .await
    .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "the example failed: {stderr}\n{stdout}");
    // Three plans listed, then the fit check's answer as jq shapes it.
    let (listed, answer) = stdout.split_at(stdout.find('{').expect("the fit check answers JSON"));
    assert_eq!(listed.lines().count(), 3, "{stdout}");
    let answer: Value = serde_json::from_str(answer).unwrap_or_else(|e| panic!("{e}: {answer}"));
    assert_eq!(answer["fits"], true, "{answer}");
    assert_eq!(answer["edges"].as_array().unwrap().len(), 4);
    assert!(answer["edges"].as_array().unwrap().iter().all(|e| e["setbackFt"] == 5.0), "{answer}");
}
