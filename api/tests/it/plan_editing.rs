//! The plan form's mutations: an admin's new plan is in the catalogue at once; SPEC.md's
//! messages; the area cascade (states → counties → cities) and the pre-approved reset on the
//! server; admins only.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const CREATE: &str = "mutation($input: PlanInput!) { planCreate(input: $input) { id title planCost fixPrice preApproved
  meta { width length totalArea } planSVG photos { original name isPrimary isPublish }
  available { states counties cities } preApprovedArea { states counties cities } } }";
const UPDATE: &str =
    "mutation($id: ID!, $input: PlanInput!) { planUpdate(id: $id, input: $input) { id meta { width } } }";
const AREAS: &str = "query($slug: String, $search: String) { directory(slug: $slug) { values(search: $search, limit: 5) { items { id name parentId } } } }";

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

async fn first_value(server: &TestServer, slug: &str, search: &str) -> Value {
    server.graphql(AREAS, json!({ "slug": slug, "search": search })).await["data"]["directory"]["values"]["items"][0]
        .clone()
}

async fn a_contractor(server: &TestServer) -> Value {
    server.graphql("{ contractors { id } }", json!({})).await["data"]["contractors"][0]["id"].clone()
}

fn cottage(contractor: &Value) -> Value {
    json!({
        "contractorId": contractor,
        "title": "  Juniper Backyard Cottage ",
        "description": "A one-bedroom ADU.",
        "url": "https://builder.example/juniper",
        "image": "/media/plans/01936b2e-1f2a-7c3d-8e4f-0123456789ab/watermarked.webp",
        "meta": { "type": "HOUSE", "totalArea": 480, "width": 20, "length": 24, "bedroomCount": 1, "bathroomCount": 1,
                  "bedroom": [{ "area": 120 }] },
        "photos": [
            { "original": "/media/plans/a/original.jpg", "name": " uploads/Back porch.JPG ", "isPrimary": true },
            { "original": "/media/plans/b/original.jpg", "isPublish": false },
        ],
        "planSVG": "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 24'><script>alert(1)</script><rect width='20' height='24' onclick='x()'/></svg>",
        "planCost": 1200.5,
    })
}

async fn an_admins_plan_is_in_the_catalogue_at_once(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let contractor = a_contractor(&server).await;
    let california = first_value(&server, "us-states", "California").await;
    let texas = first_value(&server, "us-states", "Texas").await;
    let county = server
        .graphql(
            "query($p: ID) { directory(slug: \"us-counties\") { values(parentId: $p, limit: 1) { items { id } } } }",
            json!({ "p": california["id"] }),
        )
        .await["data"]["directory"]["values"]["items"][0]["id"]
        .clone();
    let texan_county = server
        .graphql(
            "query($p: ID) { directory(slug: \"us-counties\") { values(parentId: $p, limit: 1) { items { id } } } }",
            json!({ "p": texas["id"] }),
        )
        .await["data"]["directory"]["values"]["items"][0]["id"]
        .clone();

    // Cities sit under their county: Long Beach under Los Angeles County, which is chosen; San
    // Francisco under a county that is not.
    let los_angeles_county = first_value(&server, "us-counties", "Los Angeles").await;
    let long_beach = first_value(&server, "us-cities", "Long Beach").await;
    let san_francisco = first_value(&server, "us-cities", "San Francisco").await;
    assert_eq!(long_beach["parentId"], los_angeles_county["id"], "{long_beach}");
    assert_ne!(san_francisco["parentId"], los_angeles_county["id"], "{san_francisco}");

    let mut input = cottage(&contractor);
    input["available"] = json!({
        "states": [california["id"]],
        "counties": [county, los_angeles_county["id"], texan_county],
        "cities": [long_beach["id"], san_francisco["id"]],
    });
    input["preApproved"] = json!(false);
    input["preApprovedArea"] = json!({ "states": [texas["id"]] });
    let created = server.graphql_as(Some(&admin), CREATE, json!({ "input": input })).await;
    let plan = &created["data"]["planCreate"];
    assert_eq!(plan["title"], "Juniper Backyard Cottage", "{created}");
    assert_eq!(plan["planCost"], 1200.5);
    assert_eq!(plan["fixPrice"], 0.0, "numbers default to 0");
    let mut counties = vec![county.as_str().unwrap(), los_angeles_county["id"].as_str().unwrap()];
    counties.sort();
    assert_eq!(plan["available"]["counties"], json!(counties), "a county is kept only under a chosen state");
    assert_eq!(plan["available"]["cities"], json!([long_beach["id"]]), "a city only under a chosen county");
    assert_eq!(
        plan["preApprovedArea"],
        json!({ "states": [], "counties": [], "cities": [] }),
        "not pre-approved: emptied"
    );
    let svg = plan["planSVG"].as_str().unwrap();
    assert!(svg.contains("<rect") && !svg.contains("script") && !svg.contains("onclick"), "sanitised: {svg}");
    assert_eq!(plan["photos"][1]["isPublish"], false);
    assert_eq!(plan["photos"][0]["name"], "Back porch.JPG", "a photo keeps its file's name, not its url's");
    assert_eq!(plan["photos"][1]["name"], "", "none given");

    let id = plan["id"].as_str().unwrap().to_owned();
    let catalogue =
        server.graphql("{ plans(filters: { pageSize: 100 }) { items { id title meta { width } } } }", json!({})).await;
    let listed =
        catalogue["data"]["plans"]["items"].as_array().unwrap().iter().find(|p| p["id"] == id.as_str()).cloned();
    assert_eq!(listed.unwrap()["meta"]["width"], 20.0, "a visitor finds it in the catalogue");

    let mut wider = cottage(&contractor);
    wider["meta"]["width"] = json!(26);
    let updated = server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "input": wider })).await;
    assert_eq!(updated["data"]["planUpdate"]["meta"]["width"], 26.0, "{updated}");
    let page = server.graphql(&format!("{{ planView(id: \"{id}\") {{ meta {{ width }} }} }}"), json!({})).await;
    assert_eq!(page["data"]["planView"]["meta"]["width"], 26.0, "the plan page follows the new width");

    let missing = server.graphql_as(Some(&admin), UPDATE, json!({ "id": "nope", "input": cottage(&contractor) })).await;
    assert_eq!((code(&missing), message(&missing)), ("NOT_FOUND", "Plan not found"));

    // A directory seeded before cities had counties files a city under its state: saving a plan
    // there keeps the city while its state is chosen instead of dropping it.
    let (sf, ca) = (san_francisco["id"].as_str().unwrap(), california["id"].as_str().unwrap());
    server.exec_sql(&format!("UPDATE directory_values SET parent_id = '{ca}' WHERE id = '{sf}'")).await;
    let mut legacy = cottage(&contractor);
    legacy["available"] = json!({ "states": [ca], "cities": [sf] });
    let saved = server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "input": legacy })).await;
    assert!(saved["errors"].is_null(), "{saved}");
    let areas = server.graphql(&format!("{{ planView(id: \"{id}\") {{ available {{ cities }} }} }}"), json!({})).await;
    assert_eq!(areas["data"]["planView"]["available"]["cities"], json!([sf]), "{areas}");
}

async fn the_plan_forms_messages(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let contractor = a_contractor(&server).await;
    let before = server.count("SELECT COUNT(*) FROM plans").await;
    let with = |field: &str, value: Value| {
        let mut input = cottage(&contractor);
        input[field] = value;
        input
    };
    let mut narrow = cottage(&contractor);
    narrow["meta"]["width"] = json!(0);
    let mut towering = cottage(&contractor);
    towering["meta"]["height"] = json!(250);
    for (input, expected) in [
        (with("contractorId", json!("")), "Please select contractor"),
        (with("contractorId", json!("no-such-contractor")), "Please select contractor"),
        (with("title", json!(" ")), "Please enter title"),
        (with("url", json!("")), "Please enter link on view"),
        (with("image", json!("")), "Please upload main image"),
        (with("available", json!({ "states": ["not-a-state"] })), "An area is not a US state, county or city we know."),
        (narrow, "Width and length must be more than 0 and at most 1000 feet."),
        (towering, "Height must be more than 0 and at most 200 feet."),
    ] {
        let answer = server.graphql_as(Some(&admin), CREATE, json!({ "input": input })).await;
        assert_eq!((code(&answer), message(&answer)), ("BAD_USER_INPUT", expected));
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM plans").await, before, "nothing is stored");
}

async fn only_admins_edit_plans(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let contractor = a_contractor(&server).await;
    let plan = server.graphql("{ plans(filters: { pageSize: 1 }) { items { id title } } }", json!({})).await["data"]
        ["plans"]["items"][0]
        .clone();
    let before = server.count("SELECT COUNT(*) FROM plans").await;
    for (session, expected) in [(None, "UNAUTHENTICATED"), (Some(user.as_str()), "FORBIDDEN")] {
        let created = server.graphql_as(session, CREATE, json!({ "input": cottage(&contractor) })).await;
        assert_eq!(code(&created), expected);
        let updated =
            server.graphql_as(session, UPDATE, json!({ "id": plan["id"], "input": cottage(&contractor) })).await;
        assert_eq!(code(&updated), expected);
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM plans").await, before);
    let still = server.graphql(&format!("{{ planView(id: {}) {{ title }} }}", plan["id"]), json!({})).await;
    assert_eq!(still["data"]["planView"]["title"], plan["title"], "nothing changed");
}

storage_tests!(an_admins_plan_is_in_the_catalogue_at_once, the_plan_forms_messages, only_admins_edit_plans);
