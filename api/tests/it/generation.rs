//! The Creative Studio's generation tasks through GraphQL, run by the job queue: the built-in
//! upscaler, a hosted model behind a stand-in of the predictions protocol, the task's states and
//! Retry, failures with their reasons, a restart while a prediction runs, two instances sharing
//! the queue, saving a result to the plan with its label, and who may do any of it.

use crate::common;

use std::time::Duration;

use api::config::Config;
use api::domain::accounts::Role;
use common::predictions::{self, Mode};
use common::{Engine, TestServer};
use image::GenericImageView;
use serde_json::{json, Value};

const CREATE: &str = "mutation($input: GenerationTaskCreate!) { createGenerationTask(input: $input) {
  id status planId error input { model prompt image images input } } }";
const TASKS: &str = "query($plan: ID!, $status: GenerationTaskStatus) {
  getGenerationTasksByPlanId(planId: $plan, status: $status) { totalCount
    items { id status error startedAt finishedAt output { result } input { model } } } }";
const RETRY: &str =
    "mutation($task: ID!, $plan: ID!) { retryGenerationTask(taskId: $task, planId: $plan) { id status output { result } } }";
const SAVE: &str = "mutation($task: ID!, $plan: ID!) { saveResultToPlan(taskId: $task, planId: $plan) }";
const PHOTOS: &str =
    "query($id: ID!) { plan(id: $id) { photos { original isPublish isPrimary aiGenerated sourcePhoto aiModel } } }";

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

/// The settings of a server whose hosted models run on `stand_in`, polled quickly, with a job
/// lease short enough that a stopped instance's task is taken up within a second or two.
fn hosted_by(stand_in: &predictions::StandIn) -> impl FnOnce(&mut Config) + '_ {
    |config: &mut Config| {
        config.generation.generation_api_token = Some(predictions::TOKEN.to_owned());
        config.generation.generation_api_url = stand_in.api_url.clone();
        config.generation.generation_poll_ms = 20;
        config.jobs.jobs_lease_secs = 1;
        config.jobs.jobs_poll_ms = 100;
        config.jobs.jobs_retry_base_ms = 20;
    }
}

async fn first_plan(server: &TestServer) -> String {
    server.query_strings("SELECT id FROM plans ORDER BY id LIMIT 1").await.remove(0)
}

/// Uploads a `width` × `height` PNG photo as `session` and answers its url.
async fn upload_photo(server: &TestServer, session: &str, width: u32, height: u32) -> String {
    server.upload_png(session, width, height, "plans").await
}

async fn create(server: &TestServer, session: &str, plan: &str, input: Value) -> Value {
    server.graphql_as(Some(session), CREATE, json!({ "input": { "planId": plan, "input": input } })).await
}

async fn create_task(server: &TestServer, session: &str, plan: &str, input: Value) -> String {
    let created = create(server, session, plan, input).await;
    assert_eq!(created["data"]["createGenerationTask"]["status"], "CREATED", "{created}");
    created["data"]["createGenerationTask"]["id"].as_str().unwrap().to_owned()
}

async fn task(server: &TestServer, session: &str, plan: &str, id: &str) -> Value {
    let list = server.graphql_as(Some(session), TASKS, json!({ "plan": plan })).await;
    let items = list["data"]["getGenerationTasksByPlanId"]["items"].as_array().unwrap_or_else(|| panic!("{list}"));
    items.iter().find(|t| t["id"] == id).cloned().unwrap_or_else(|| panic!("task {id} not listed: {list}"))
}

/// The task once it is `status`; fails the test after 30 s.
async fn until(server: &TestServer, session: &str, plan: &str, id: &str, status: &str) -> Value {
    let mut last = Value::Null;
    for _ in 0..600 {
        last = task(server, session, plan, id).await;
        if last["status"] == status {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("task {id} never became {status}: {last}");
}

async fn image_at(server: &TestServer, url: &str) -> image::DynamicImage {
    let bytes = server.client.get(server.url(url)).send().await.unwrap().bytes().await.unwrap();
    image::load_from_memory(&bytes).unwrap()
}

async fn the_upscaler_enlarges_exactly_and_a_saved_result_is_labelled(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let plan = first_plan(&server).await;
    let photo = upload_photo(&server, &admin, 60, 40).await;

    for scale in [2, 4] {
        let input = json!({ "prompt": "", "model": "upscaler", "image": photo, "input": { "scale": scale } });
        let id = create_task(&server, &admin, &plan, input).await;
        let done = until(&server, &admin, &plan, &id, "DONE").await;
        assert!(done["error"].is_null() && done["startedAt"].is_number() && done["finishedAt"].is_number());
        let result = done["output"]["result"][0].as_str().unwrap();
        assert_eq!(image_at(&server, result).await.dimensions(), (60 * scale, 40 * scale), "{scale}×");
    }

    let done = server.graphql_as(Some(&admin), TASKS, json!({ "plan": plan, "status": "DONE" })).await;
    assert_eq!(done["data"]["getGenerationTasksByPlanId"]["totalCount"], 2, "{done}");
    let id = done["data"]["getGenerationTasksByPlanId"]["items"][0]["id"].as_str().unwrap().to_owned();
    let result = done["data"]["getGenerationTasksByPlanId"]["items"][0]["output"]["result"][0].clone();
    let before = server.graphql_as(Some(&admin), PHOTOS, json!({ "id": plan })).await["data"]["plan"]["photos"].clone();
    assert!(before.as_array().unwrap().iter().all(|p| p["aiGenerated"] == false), "uploads carry no label");

    for _ in 0..2 {
        let saved = server.graphql_as(Some(&admin), SAVE, json!({ "task": id, "plan": plan })).await;
        assert_eq!(saved["data"]["saveResultToPlan"], true, "{saved}");
    }
    let photos = server.graphql_as(Some(&admin), PHOTOS, json!({ "id": plan })).await["data"]["plan"]["photos"].clone();
    let photos = photos.as_array().unwrap();
    assert_eq!(photos.len(), before.as_array().unwrap().len() + 1, "saved once, however often it is asked");
    let added = photos.last().unwrap();
    assert_eq!(added["original"], result);
    assert_eq!(
        (&added["isPublish"], &added["isPrimary"], &added["aiGenerated"]),
        (&json!(false), &json!(false), &json!(true))
    );
    assert_eq!(
        (added["sourcePhoto"].as_str(), added["aiModel"].as_str()),
        (Some(photo.as_str()), Some("Upscale image"))
    );

    // A seeded photo is an SVG drawing: there is nothing to enlarge, and the task says so.
    let drawing = before[0]["original"].as_str().unwrap();
    let input = json!({ "model": "upscaler", "image": drawing, "input": { "scale": 2 } });
    let id = create_task(&server, &admin, &plan, input).await;
    let failed = until(&server, &admin, &plan, &id, "FAILURE").await;
    assert_eq!(
        failed["error"],
        "This photo is an SVG drawing: it stays sharp at any size, so there is nothing to upscale."
    );
    let refused = server.graphql_as(Some(&admin), SAVE, json!({ "task": id, "plan": plan })).await;
    assert_eq!((code(&refused), message(&refused)), ("CONFLICT", "This task has no result to save yet."));
}

async fn requests_are_checked_before_they_are_queued(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let plan = first_plan(&server).await;
    for (input, expected) in [
        (json!({ "model": "kontext", "prompt": "sunny" }), "Choose a source image to generate from."),
        (json!({ "model": "kitchen", "image": "/media/a.jpg" }), "Choose a style for Kitchen."),
        (
            json!({ "model": "upscaler", "image": "/media/a.jpg", "input": { "scale": 3 } }),
            "The upscaler enlarges 2× or 4×.",
        ),
        (json!({ "model": "midjourney", "image": "/media/a.jpg" }), "There is no model 'midjourney'."),
    ] {
        let refused = create(&server, &admin, &plan, input).await;
        assert_eq!((code(&refused), message(&refused)), ("BAD_USER_INPUT", expected));
    }
    let missing =
        create(&server, &admin, "no-such-plan", json!({ "model": "upscaler", "image": "/media/a.jpg" })).await;
    assert_eq!(code(&missing), "NOT_FOUND");
    assert_eq!(server.count("SELECT COUNT(*) FROM generation_tasks").await, 0, "nothing stored");
    assert_eq!(server.count("SELECT COUNT(*) FROM jobs WHERE kind = 'generation.task'").await, 0, "nothing queued");
}

async fn without_a_provider_a_model_fails_at_once_naming_the_setting(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let plan = first_plan(&server).await;
    let photo = upload_photo(&server, &admin, 32, 32).await;

    let models =
        server.graphql_as(Some(&admin), "{ generationModels { key available unavailableReason } }", json!({})).await;
    let models = models["data"]["generationModels"].as_array().unwrap().clone();
    let kontext = models.iter().find(|m| m["key"] == "kontext").unwrap();
    assert_eq!(kontext["available"], false);
    assert!(kontext["unavailableReason"].as_str().unwrap().contains("set GENERATION_API_TOKEN"), "{kontext}");
    assert_eq!(models.iter().find(|m| m["key"] == "upscaler").unwrap()["available"], true);

    let input = json!({ "model": "kontext", "prompt": "Make it a sunny day", "image": photo });
    let id = create_task(&server, &admin, &plan, input).await;
    let failed = until(&server, &admin, &plan, &id, "FAILURE").await;
    assert_eq!(
        failed["error"],
        "No model provider is configured for Flux kontext: set GENERATION_API_TOKEN to a token of the model-hosting \
         service (GENERATION_API_URL) to enable it."
    );

    // The exterior dialog's generation ends the same way.
    let queued = exteriors(&server, &admin, &plan, &photo).await;
    assert_eq!(queued.status(), 202);
    let generation = until_flux(&server, &admin, &plan, "failure").await;
    assert!(generation["data"]["error"].as_str().unwrap().contains("GENERATION_API_TOKEN"), "{generation}");
}

async fn exteriors(server: &TestServer, session: &str, plan: &str, photo: &str) -> reqwest::Response {
    let body = json!({
        "styles": ["blue_wood", "hip_roof"], "image": photo, "planId": plan,
        "settings": { "steps": 28, "control_scale": 0.6, "control_type": 2, "guidance": 3.5,
                      "control_guidance_start": 0, "control_guidance_end": 0.6 } });
    server
        .client
        .post(server.url("/api/flux/generate-images"))
        .header("cookie", format!("session={session}"))
        .header("origin", &server.base)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn until_flux(server: &TestServer, session: &str, plan: &str, status: &str) -> Value {
    let query = "query($plan: ID!) { fluxGenerationByPlanId(planId: $plan) { id status data executionTime } }";
    let mut last = Value::Null;
    for _ in 0..600 {
        last = server.graphql_as(Some(session), query, json!({ "plan": plan })).await;
        if last["data"]["fluxGenerationByPlanId"][0]["status"] == status {
            return last["data"]["fluxGenerationByPlanId"][0].clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the exterior generation never became {status}: {last}");
}

async fn a_hosted_model_runs_fails_and_times_out_with_its_reason(engine: Engine) {
    let stand_in = predictions::start(Mode::Succeed).await;
    let server = TestServer::start_with(engine, true, |config| {
        hosted_by(&stand_in)(config);
        config.generation.generation_timeout_secs = 1;
    })
    .await
    .unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let plan = first_plan(&server).await;
    let photo = upload_photo(&server, &admin, 32, 32).await;

    let input = json!({ "model": "kitchen", "style": "modern", "prompt": "evening light", "image": photo });
    let id = create_task(&server, &admin, &plan, input).await;
    let done = until(&server, &admin, &plan, &id, "DONE").await;
    assert_eq!(image_at(&server, done["output"]["result"][0].as_str().unwrap()).await.dimensions(), (40, 30));
    let sent = &stand_in.inputs()[0];
    assert_eq!(sent["prompt"], "a modern kitchen with flat-panel cabinets and quartz counters. evening light");
    assert_eq!(sent["image"], format!("{}{photo}", server.base), "the provider fetches our photo at its public url");
    assert_eq!((&sent["steps"], &sent["control_strength"]), (&json!(28), &json!(0.75)));

    stand_in.set_mode(Mode::Fail);
    let id = create_task(&server, &admin, &plan, json!({ "model": "kontext", "prompt": "x", "image": photo })).await;
    let failed = until(&server, &admin, &plan, &id, "FAILURE").await;
    assert_eq!(failed["error"], "The model failed: NSFW content detected");

    stand_in.set_mode(Mode::Hold);
    let id = create_task(&server, &admin, &plan, json!({ "model": "kontext", "prompt": "x", "image": photo })).await;
    let pending = until(&server, &admin, &plan, &id, "PENDING").await;
    let refused = server.graphql_as(Some(&admin), RETRY, json!({ "task": id, "plan": plan })).await;
    assert_eq!(
        (code(&refused), message(&refused)),
        ("CONFLICT", "This task is still running: it can be retried once it is done or has failed."),
        "{pending}"
    );
    let timed_out = until(&server, &admin, &plan, &id, "FAILURE").await;
    assert_eq!(timed_out["error"], "The model did not finish within 1 second.");

    // Retry runs the same input again, as a new prediction.
    stand_in.set_mode(Mode::Succeed);
    let created = stand_in.created();
    let retried = server.graphql_as(Some(&admin), RETRY, json!({ "task": id, "plan": plan })).await;
    assert_eq!(retried["data"]["retryGenerationTask"]["status"], "CREATED", "{retried}");
    assert!(retried["data"]["retryGenerationTask"]["output"].is_null());
    until(&server, &admin, &plan, &id, "DONE").await;
    assert_eq!(stand_in.created(), created + 1);
    assert_eq!(stand_in.inputs().last().unwrap()["input_image"], stand_in.inputs()[2]["input_image"]);

    // A provider in an outage is asked again with backoff, and the task fails with its words
    // once the attempts run out.
    stand_in.set_mode(Mode::Down);
    let id = create_task(&server, &admin, &plan, json!({ "model": "kontext", "prompt": "x", "image": photo })).await;
    let failed = until(&server, &admin, &plan, &id, "FAILURE").await;
    assert_eq!(failed["error"], "The model provider refused the prediction (503): Service temporarily unavailable");

    // The exterior dialog renders one image per style.
    stand_in.set_mode(Mode::Succeed);
    assert_eq!(exteriors(&server, &admin, &plan, &photo).await.status(), 202);
    let generation = until_flux(&server, &admin, &plan, "done").await;
    let results = generation["data"]["results"].as_array().unwrap();
    assert_eq!(
        results.iter().map(|r| r["styles"][0].clone()).collect::<Vec<_>>(),
        [json!("blue_wood"), json!("hip_roof")]
    );
    assert!(generation["executionTime"].is_number());
}

async fn a_restart_resumes_the_same_prediction(engine: Engine) {
    let stand_in = predictions::start(Mode::Hold).await;
    let mut first = TestServer::start_with(engine, true, hosted_by(&stand_in)).await.unwrap();
    let admin = first.sign_in_as(Role::Admin).await;
    let plan = first_plan(&first).await;
    let photo = upload_photo(&first, &admin, 32, 32).await;
    let id = create_task(&first, &admin, &plan, json!({ "model": "kontext", "prompt": "x", "image": photo })).await;
    for _ in 0..600 {
        if first
            .count(&format!("SELECT COUNT(*) FROM generation_tasks WHERE id = '{id}' AND prediction_id IS NOT NULL"))
            .await
            == 1
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(stand_in.created(), 1);

    // The instance stops mid-wait (a deploy); its successor on the same database takes the
    // task up once the lease ends, and polls the prediction that is already paid for.
    first.stop().await;
    stand_in.set_mode(Mode::Succeed);
    let second = first.beside(hosted_by(&stand_in)).await;
    let admin = second.sign_in_as(Role::Admin).await;
    let done = until(&second, &admin, &plan, &id, "DONE").await;
    assert_eq!(done["output"]["result"].as_array().unwrap().len(), 1);
    assert_eq!(stand_in.created(), 1, "no second prediction was paid for");
}

async fn two_instances_run_each_task_once(engine: Engine) {
    let stand_in = predictions::start(Mode::Succeed).await;
    let first = TestServer::start_with(engine, true, hosted_by(&stand_in)).await.unwrap();
    let second = first.beside(hosted_by(&stand_in)).await;
    let admin = first.sign_in_as(Role::Admin).await;
    let plan = first_plan(&first).await;
    let photo = upload_photo(&first, &admin, 32, 32).await;
    let mut ids = Vec::new();
    for n in 0..6 {
        let prompt = format!("variant {n}");
        ids.push(
            create_task(&first, &admin, &plan, json!({ "model": "kontext", "prompt": prompt, "image": photo })).await,
        );
    }
    for id in &ids {
        until(&first, &admin, &plan, id, "DONE").await;
    }
    second.settle_jobs().await;
    assert_eq!(stand_in.created(), ids.len(), "one prediction per task, whichever instance ran it");
}

async fn only_admins_generate(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let plan = first_plan(&server).await;
    let input = json!({ "input": { "planId": plan, "input": { "model": "upscaler", "image": "/media/a.jpg" } } });
    let vars = json!({ "plan": plan, "task": "t" });
    for (query, variables) in [
        (CREATE, &input),
        (TASKS, &vars),
        (RETRY, &vars),
        (SAVE, &vars),
        ("{ getAllGenerationTasks { totalCount } }", &json!({})),
        ("{ generationModels { key } }", &json!({})),
        ("query($plan: ID!) { fluxGenerationByPlanId(planId: $plan) { id } }", &vars),
    ] {
        let visitor = server.graphql(query, variables.clone()).await;
        assert_eq!(code(&visitor), "UNAUTHENTICATED", "{query}");
        let homeowner = server.graphql_as(Some(&user), query, variables.clone()).await;
        assert_eq!(code(&homeowner), "FORBIDDEN", "{query}");
    }
    assert_eq!(exteriors(&server, &user, &plan, "/media/a.jpg").await.status(), 403);
    let visitor = server
        .client
        .post(server.url("/api/flux/generate-images"))
        .header("origin", &server.base)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(visitor.status(), 401);
    assert_eq!(server.count("SELECT COUNT(*) FROM generation_tasks").await, 0);
}

storage_tests!(
    the_upscaler_enlarges_exactly_and_a_saved_result_is_labelled,
    requests_are_checked_before_they_are_queued,
    without_a_provider_a_model_fails_at_once_naming_the_setting,
    a_hosted_model_runs_fails_and_times_out_with_its_reason,
    a_restart_resumes_the_same_prediction,
    two_instances_run_each_task_once,
    only_admins_generate,
);
