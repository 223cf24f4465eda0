//! Site visits through GraphQL: who may read and change a visit, answers saved one at a time and
//! resumed, late offline answers, the template version a visit keeps, required answers before
//! submitting, and map answers checked against the lot.

use crate::common;

use api::domain::accounts::Role;
use api::domain::site_visits::NOT_FOUND;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const CREATE: &str = "mutation($input: SiteVisitCreateInput!) { siteVisitCreate(input: $input) { id title userId templateVersion map { address coordinates lot } } }";
const ANSWER: &str = "mutation($id: ID!, $q: String!, $value: JSON, $at: Timestamp) {
  siteVisitAnswer(id: $id, questionId: $q, value: $value, answeredAt: $at) { questionId value warnings answeredAt } }";
const GET: &str = "query($id: ID!) { getSiteVisit(id: $id) { id title templateVersion submittedAt preview
  progress { answered total missing { id title category } categories { id answered total } }
  categories { id questions { id type required result warnings } } } }";
const SUBMIT: &str = "mutation($id: ID!) { siteVisitSubmit(id: $id) { id submittedAt } }";

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

async fn start_visit(server: &TestServer, session: &str) -> String {
    let created = server
        .graphql_as(
            Some(session),
            CREATE,
            json!({ "input": { "address": "1100 Congress Ave, Austin, TX 78701", "coordinates": [-97.7404, 30.2747], "state": "TX" } }),
        )
        .await;
    created["data"]["siteVisitCreate"]["id"].as_str().unwrap_or_else(|| panic!("{created}")).to_owned()
}

async fn answer(server: &TestServer, session: &str, id: &str, question: &str, value: Value) -> Value {
    server.graphql_as(Some(session), ANSWER, json!({ "id": id, "q": question, "value": value })).await
}

fn question<'a>(visit: &'a Value, id: &str) -> &'a Value {
    visit["categories"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["questions"].as_array().unwrap())
        .find(|q| q["id"] == id)
        .unwrap()
}

async fn a_visit_is_its_owners_and_the_admins(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let owner = server.sign_in_as(Role::User).await;
    let other = server.sign_in_as(Role::User).await;
    let admin = server.sign_in_as(Role::Admin).await;
    let id = start_visit(&server, &owner).await;
    assert!(answer(&server, &owner, &id, "house.stories", json!(2)).await["errors"].is_null());

    let anonymous = server.graphql(GET, json!({ "id": id })).await;
    assert_eq!(code(&anonymous), "UNAUTHENTICATED");
    let peeking = server.graphql_as(Some(&other), GET, json!({ "id": id })).await;
    assert_eq!((code(&peeking), message(&peeking)), ("NOT_FOUND", NOT_FOUND), "never its content: {peeking}");
    assert!(peeking["data"].is_null());
    let meddling = answer(&server, &other, &id, "house.stories", json!(9)).await;
    assert_eq!(code(&meddling), "NOT_FOUND");
    let renaming = server
        .graphql_as(
            Some(&other),
            "mutation($id: ID!) { siteVisitUpdate(id: $id, title: \"Mine\") { id } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(code(&renaming), "NOT_FOUND");

    let read = server.graphql_as(Some(&admin), GET, json!({ "id": id })).await;
    assert_eq!(question(&read["data"]["getSiteVisit"], "house.stories")["result"], 2, "unchanged: {read}");
    let all = server.graphql_as(Some(&admin), "{ siteVisitAdminList { id userId map { address } } }", json!({})).await;
    assert_eq!(all["data"]["siteVisitAdminList"][0]["id"], id.as_str());
    assert_eq!(all["data"]["siteVisitAdminList"][0]["map"]["address"], "1100 Congress Ave, Austin, TX 78701");
    for (session, expected) in [(None, "UNAUTHENTICATED"), (Some(owner.as_str()), "FORBIDDEN")] {
        let refused = server.graphql_as(session, "{ siteVisitAdminList { id } }", json!({})).await;
        assert_eq!(code(&refused), expected);
    }
    let owner_id = all["data"]["siteVisitAdminList"][0]["userId"].as_str().unwrap().to_owned();
    let list = "query($u: ID!) { siteVisitUserList(userId: $u) { id title } }";
    let mine = server.graphql_as(Some(&owner), list, json!({ "u": owner_id })).await;
    assert_eq!(mine["data"]["siteVisitUserList"][0]["title"], "1100 Congress Ave, Austin, TX 78701");
    assert_eq!(code(&server.graphql_as(Some(&other), list, json!({ "u": owner_id })).await), "FORBIDDEN");
    // Admins read every visit but answer none of them.
    assert_eq!(code(&answer(&server, &admin, &id, "house.stories", json!(3)).await), "NOT_FOUND");
}

async fn answers_are_saved_one_at_a_time_and_resumed(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let id = start_visit(&server, &user).await;
    for (q, value) in [
        ("house.architectural_style", json!("Ranch")),
        ("house.siding", json!(["Stucco", "Wood"])),
        ("landscape.backyard_access", json!("  A 4 ft side gate  ")),
    ] {
        let saved = answer(&server, &user, &id, q, value).await;
        assert!(saved["errors"].is_null(), "{saved}");
    }
    let resumed = server.graphql_as(Some(&user), GET, json!({ "id": id })).await;
    let visit = &resumed["data"]["getSiteVisit"];
    assert_eq!(question(visit, "landscape.backyard_access")["result"], "A 4 ft side gate");
    assert_eq!(visit["progress"]["answered"], 3);
    assert_eq!(visit["progress"]["categories"][0], json!({ "id": "house", "answered": 2, "total": 8 }));

    // A phone that was offline sends an older answer late: the newer one stays.
    let now = api::domain::time::now_millis();
    let newer = server
        .graphql_as(
            Some(&user),
            ANSWER,
            json!({ "id": id, "q": "house.roof_material", "value": "Clay Tile", "at": now }),
        )
        .await;
    assert!(newer["errors"].is_null(), "{newer}");
    let late = server
        .graphql_as(
            Some(&user),
            ANSWER,
            json!({ "id": id, "q": "house.roof_material", "value": "Membrane", "at": now - 60_000 }),
        )
        .await;
    assert_eq!(late["data"]["siteVisitAnswer"]["value"], "Clay Tile", "the stored answer is answered: {late}");

    // Clearing an answer, and answers that do not fit their question.
    let cleared = answer(&server, &user, &id, "house.siding", Value::Null).await;
    assert!(cleared["data"]["siteVisitAnswer"]["value"].is_null());
    for (q, value, expected) in [
        ("house.architectural_style", json!("Gothic"), "Architectural style: choose one of the options."),
        ("house.stories", json!("two"), "Number of stories: the answer must be a number."),
        (
            "house.backyard_photo",
            json!([{ "original": "https://elsewhere.example/a.jpg" }]),
            "Backyard photo: each upload must be one of our stored files.",
        ),
        (
            "driveway.line",
            json!({ "type": "Point", "coordinates": [-97.74, 30.27] }),
            "Driveway: the answer must be a line.",
        ),
        ("no.such", json!("x"), "This question is not part of the visit."),
    ] {
        let refused = answer(&server, &user, &id, q, value).await;
        assert_eq!((code(&refused), message(&refused)), ("BAD_USER_INPUT", expected));
    }
    let after = server.graphql_as(Some(&user), GET, json!({ "id": id })).await;
    assert_eq!(question(&after["data"]["getSiteVisit"], "house.architectural_style")["result"], "Ranch", "kept");
}

async fn a_visit_keeps_the_template_version_it_was_answered_on(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let first = start_visit(&server, &user).await;
    assert!(answer(&server, &user, &first, "house.stories", json!(1)).await["errors"].is_null());

    // An admin publishes version 2: one category, one question. A user may not, and a
    // questionnaire with problems is refused with each named.
    const PUBLISH: &str =
        "mutation ($document: JSON!) { siteVisitTemplatePublish(document: $document) { version document } }";
    let v2 = json!({ "categories": [{ "id": "house", "title": "House", "type": "house", "icon": "home", "questions": [
        { "id": "house.color", "title": "House colour", "type": "text", "category": "house", "required": true }
    ] }] });
    let admin = server.sign_in_as(Role::Admin).await;
    let by_user = server.graphql_as(Some(&user), PUBLISH, json!({ "document": v2 })).await;
    assert_eq!(code(&by_user), "FORBIDDEN");
    let broken = json!({ "categories": [{ "id": "house", "title": "House", "type": "house", "questions": [
        { "id": "house.kind", "title": "Kind", "type": "select", "category": "house", "mode": "single" }
    ] }] });
    let refused = server.graphql_as(Some(&admin), PUBLISH, json!({ "document": broken })).await;
    assert_eq!(
        (code(&refused), message(&refused)),
        ("BAD_USER_INPUT", "The questionnaire was not published. Question 'house.kind' is a select without options.")
    );
    let not_json = server.graphql_as(Some(&admin), PUBLISH, json!({ "document": { "categories": 3 } })).await;
    assert_eq!(code(&not_json), "BAD_USER_INPUT");
    let published = server.graphql_as(Some(&admin), PUBLISH, json!({ "document": v2 })).await;
    assert_eq!(published["data"]["siteVisitTemplatePublish"]["version"], 2, "{published}");
    assert_eq!(
        published["data"]["siteVisitTemplatePublish"]["document"]["categories"][0]["questions"][0]["id"],
        "house.color"
    );
    let second = start_visit(&server, &user).await;
    let new = server.graphql_as(Some(&user), GET, json!({ "id": second })).await;
    assert_eq!(new["data"]["getSiteVisit"]["templateVersion"], 2);
    assert_eq!(new["data"]["getSiteVisit"]["progress"]["total"], 1);
    let old = server.graphql_as(Some(&user), GET, json!({ "id": first })).await;
    assert_eq!(old["data"]["getSiteVisit"]["templateVersion"], 1);
    assert_eq!(question(&old["data"]["getSiteVisit"], "house.stories")["result"], 1);
    assert_eq!(code(&answer(&server, &user, &first, "house.color", json!("blue")).await), "BAD_USER_INPUT");
    assert!(answer(&server, &user, &second, "house.color", json!("blue")).await["errors"].is_null());
    let template = server.graphql_as(Some(&user), "{ siteVisitTemplate { version } }", json!({})).await;
    assert_eq!(template["data"]["siteVisitTemplate"]["version"], 2);
}

async fn a_visit_is_submitted_only_when_every_required_answer_is_there(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let id = start_visit(&server, &user).await;
    let refused = server.graphql_as(Some(&user), SUBMIT, json!({ "id": id })).await;
    assert_eq!(code(&refused), "BAD_USER_INPUT");
    assert!(
        message(&refused).starts_with("Please answer: Backyard photo, Architectural style, Roof material, Siding, Windows, Doors, Trees location,"),
        "{refused}"
    );

    let template = server.graphql_as(Some(&user), GET, json!({ "id": id })).await;
    let required: Vec<(String, String)> = template["data"]["getSiteVisit"]["categories"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["questions"].as_array().unwrap().clone())
        .filter(|q| q["required"] == true)
        .map(|q| (q["id"].as_str().unwrap().to_owned(), q["type"].as_str().unwrap().to_owned()))
        .collect();
    for (q, kind) in &required {
        let value = match (q.as_str(), kind.as_str()) {
            ("house.siding", _) => json!(["Stucco"]),
            ("house.architectural_style", _) => json!("Ranch"),
            ("house.roof_material", _) => json!("Clay Tile"),
            ("landscape.slope", _) => json!("Flat"),
            ("water.meter_size", _) => json!("3/4\""),
            ("driveway.material", _) => json!("Gravel"),
            (_, "photos") => json!([{ "original": format!("/media/site-visits/{}.jpg", q.replace('.', "-")) }]),
            (_, "files") => json!([{ "url": "/media/site-visits/survey.pdf", "name": "survey.pdf" }]),
            (_, "map") if q == "landscape.trees" => {
                json!({ "type": "Polygon", "coordinates": [[[-97.7405, 30.2746], [-97.7404, 30.2746], [-97.7404, 30.2747], [-97.7405, 30.2746]]] })
            }
            (_, "map") => json!({ "type": "Point", "coordinates": [-97.7404, 30.2747] }),
            _ => json!("Jordan Rivera"),
        };
        let saved = answer(&server, &user, &id, q, value).await;
        assert!(saved["errors"].is_null(), "{q}: {saved}");
    }
    let submitted = server.graphql_as(Some(&user), SUBMIT, json!({ "id": id })).await;
    assert!(submitted["data"]["siteVisitSubmit"]["submittedAt"].is_i64(), "{submitted}");
    let read = server.graphql_as(Some(&user), GET, json!({ "id": id })).await;
    assert_eq!(read["data"]["getSiteVisit"]["progress"]["missing"], json!([]));
    assert_eq!(
        read["data"]["getSiteVisit"]["preview"]["original"], "/media/site-visits/house-backyard_photo.jpg",
        "the first photo by default"
    );
}

async fn map_answers_are_checked_against_the_lot(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let plan = server.graphql("{ plans(filters: { pageSize: 1 }) { items { id } } }", json!({})).await["data"]["plans"]
        ["items"][0]["id"]
        .clone();
    // The lot as the map saves it: its corners, each line's setback and kind, and the county's
    // parcel it came from.
    let lot = json!({
        "corners": [[-97.7440, 30.2710], [-97.7437, 30.2710], [-97.7437, 30.27136], [-97.7440, 30.27136]],
        "setbacksFt": [4, 4, 4, 4],
        "lineKinds": ["front", "side", "rear", "side"],
        "lineKindsChosen": [false, false, false, false],
        "parcel": { "apn": "EX-25-03", "zoning": "SF-3 (example)", "situsAddress": "Lot 3, Block 25 (example data)" },
    });
    let saved = server
        .graphql_as(
            Some(&user),
            "mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id map } }",
            json!({ "input": {
                "planId": plan, "address": "1100 Congress Ave, Austin, TX 78701",
                "map": { "center": [-97.74385, 30.27118], "lot": lot },
                "fit": { "insideLot": true, "status": "clear", "coveragePct": 20.0, "violations": [] },
            } }),
        )
        .await;
    let result_id = saved["data"]["mapResultCreate"]["id"].clone();
    // The parcel number and zoning district are kept with the saved result.
    let kept = &saved["data"]["mapResultCreate"]["map"]["lot"];
    assert_eq!(
        (kept["parcel"]["apn"].as_str(), kept["parcel"]["zoning"].as_str()),
        (Some("EX-25-03"), Some("SF-3 (example)"))
    );
    assert_eq!(kept["lineKinds"][0], "front");
    let created = server.graphql_as(Some(&user), CREATE, json!({ "input": { "mapResultId": result_id } })).await;
    let visit = &created["data"]["siteVisitCreate"];
    assert_eq!(visit["map"]["address"], "1100 Congress Ave, Austin, TX 78701", "{created}");
    assert_eq!(visit["map"]["lot"].as_array().unwrap().len(), 4);
    let id = visit["id"].as_str().unwrap();

    let outside = answer(
        &server,
        &user,
        id,
        "water.meter_location",
        json!({ "type": "Point", "coordinates": [-97.7450, 30.27118] }),
    )
    .await;
    assert_eq!(outside["data"]["siteVisitAnswer"]["warnings"], json!(["Water meter location is outside the lot."]));
    let inside = answer(
        &server,
        &user,
        id,
        "water.meter_location",
        json!({ "type": "Point", "coordinates": [-97.74385, 30.27118] }),
    )
    .await;
    assert_eq!(inside["data"]["siteVisitAnswer"]["warnings"], json!([]));
    let stranded = answer(
        &server,
        &user,
        id,
        "driveway.line",
        json!({ "type": "LineString", "coordinates": [[-97.74385, 30.27110], [-97.74385, 30.27120]] }),
    )
    .await;
    assert_eq!(stranded["data"]["siteVisitAnswer"]["warnings"], json!(["Driveway does not reach a lot line."]));
    let read = server.graphql_as(Some(&user), GET, json!({ "id": id })).await;
    assert_eq!(
        question(&read["data"]["getSiteVisit"], "driveway.line")["warnings"],
        json!(["Driveway does not reach a lot line."])
    );

    let someone_elses = server.sign_in_as(Role::User).await;
    let refused =
        server.graphql_as(Some(&someone_elses), CREATE, json!({ "input": { "mapResultId": result_id } })).await;
    assert_eq!(message(&refused), "That saved plan does not exist.");
}

/// A small PNG photo.
fn png_photo() -> Vec<u8> {
    let image = image::RgbImage::from_fn(64, 48, |x, y| image::Rgb([(x * 4) as u8, (y * 5) as u8, 120]));
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// A minimal PDF, as a scanner writes one.
const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

async fn upload_file(server: &TestServer, session: &str, bytes: Vec<u8>, name: &str) -> (u16, Value) {
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()))
        .text("folder", "site-visits");
    let (status, body) = server.post_form("/api/upload/file", Some(session), form).await;
    (status.as_u16(), body)
}

async fn documents_are_taken_for_what_they_are(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let (status, survey) = upload_file(&server, &user, PDF.to_vec(), "survey.pdf").await;
    assert_eq!(status, 200, "{survey}");
    assert_eq!((survey["name"].as_str(), survey["type"].as_str()), (Some("survey.pdf"), Some("application/pdf")));
    let stored = server.client.get(server.url(survey["url"].as_str().unwrap())).send().await.unwrap();
    // A PDF may carry script (/OpenAction): it is downloaded under its own name, never shown
    // inline on our origin.
    let headers = stored.headers().clone();
    assert_eq!(headers["content-type"], "application/pdf");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"survey.pdf\"");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(headers["content-security-policy"].to_str().unwrap().contains("sandbox"));
    assert_eq!(stored.bytes().await.unwrap().as_ref(), PDF, "kept as it was");

    let (status, refused) = upload_file(&server, &user, b"<html>not a survey</html>".to_vec(), "survey.pdf").await;
    assert_eq!((status, refused["message"].as_str()), (415, Some("survey.pdf is not a PDF or an image.")));
    let (status, refused) = upload_file(&server, &user, png_photo(), "deed.pdf").await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (415, Some("deed.pdf is not what its name says: it is an image."))
    );
    let (status, refused) = upload_file(&server, &user, PDF.to_vec(), "photo.jpg").await;
    assert_eq!((status, refused["message"].as_str()), (415, Some("photo.jpg is not what its name says: it is a PDF.")));
    let (status, photo) = upload_file(&server, &user, png_photo(), "deed-scan.png").await;
    assert_eq!(
        (status, photo["type"].as_str()),
        (200, Some("image/png")),
        "an image document is re-encoded like a photo"
    );

    let anonymous =
        reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(PDF.to_vec()).file_name("a.pdf"));
    let response = server.client.post(server.url("/api/upload/file")).multipart(anonymous).send().await.unwrap();
    assert_eq!(response.status(), 401);
}

async fn a_visit_exports_a_pdf_report_and_its_map(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let id = start_visit(&server, &user).await;
    let original = server.upload_png(&user, 64, 48, "site-visits").await;
    for (q, value) in [
        ("house.backyard_photo", json!([{ "original": original }])),
        ("house.architectural_style", json!("Ranch")),
        ("documents.owner_name", json!("Jordan Rivera")),
        ("driveway.line", json!({ "type": "LineString", "coordinates": [[-97.7405, 30.2745], [-97.7404, 30.2747]] })),
    ] {
        assert!(answer(&server, &user, &id, q, value).await["errors"].is_null());
    }

    let report = server
        .client
        .get(server.url(&format!("/api/site-visits/{id}/report.pdf")))
        .header("cookie", format!("session={user}"))
        .send()
        .await
        .unwrap();
    assert_eq!(report.status(), 200);
    assert_eq!(report.headers()["content-type"], "application/pdf");
    let pdf = report.bytes().await.unwrap();
    let text = String::from_utf8_lossy(&pdf);
    assert!(pdf.starts_with(b"%PDF-"));
    // pdf-writer leaves content streams uncompressed: the shown strings are in the file as written.
    for shown in [
        "(Architectural style *: Ranch)",
        "(Owner's name *: Jordan Rivera)",
        "(Backyard photo *: 1 photo)",
        "(Lot plan)",
    ] {
        assert!(text.contains(shown), "{shown} missing from the report");
    }
    assert!(text.contains("/Subtype /Image"), "the photo is printed");

    let geojson: Value = server
        .client
        .get(server.url(&format!("/api/site-visits/{id}/map.geojson")))
        .header("cookie", format!("session={user}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let line = geojson["features"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["properties"]["questionId"] == "driveway.line")
        .unwrap();
    assert_eq!(line["geometry"]["type"], "LineString");
    assert_eq!(line["properties"]["title"], "Driveway");

    let other = server.sign_in_as(Role::User).await;
    for path in ["report.pdf", "map.geojson"] {
        let url = server.url(&format!("/api/site-visits/{id}/{path}"));
        let peeking = server.client.get(&url).header("cookie", format!("session={other}")).send().await.unwrap();
        assert_eq!(peeking.status(), 404);
        assert_eq!(server.client.get(&url).send().await.unwrap().status(), 401);
    }
}

storage_tests!(
    documents_are_taken_for_what_they_are,
    a_visit_exports_a_pdf_report_and_its_map,
    a_visit_is_its_owners_and_the_admins,
    answers_are_saved_one_at_a_time_and_resumed,
    a_visit_keeps_the_template_version_it_was_answered_on,
    a_visit_is_submitted_only_when_every_required_answer_is_there,
    map_answers_are_checked_against_the_lot,
);
