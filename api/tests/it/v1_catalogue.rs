//! The integrators' read API (`/api/v1`): the catalogue answers what GraphQL's `plans` answers
//! for the same filters, hidden plans and unpublished photos never appear, answers carry ETags
//! that turn a repeated request into a 304, and contractors, places and estimates read as the
//! plan page shows them. On SQLite and PostgreSQL.

use crate::common;

use api::domain::accounts::Role;
use common::{shared, Engine, TestServer};
use reqwest::{header, StatusCode};
use serde_json::{json, Value};

const PLANS: &str =
    "query($filters: PlanFilters) { plans(filters: $filters) { totalCount items { id meta { outerArea totalArea } } } }";
const CREATE: &str = "mutation($input: PlanInput!) { planCreate(input: $input) { id } }";
const UPDATE: &str = "mutation($id: ID!, $input: PlanInput!) { planUpdate(id: $id, input: $input) { id } }";

/// A v1 answer: its status, headers and body (JSON when it is JSON, else its text as a string).
struct Answer {
    status: StatusCode,
    headers: header::HeaderMap,
    text: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|_| panic!("not JSON ({}): {}", self.status, self.text))
    }

    fn header(&self, name: header::HeaderName) -> &str {
        self.headers.get(&name).and_then(|v| v.to_str().ok()).unwrap_or_else(|| panic!("no {name} header"))
    }

    /// Asserts a refusal's status, code and message.
    fn assert_refused(&self, status: StatusCode, code: &str, message: &str) {
        assert_eq!(self.status, status, "{}", self.text);
        let body = self.json();
        assert_eq!((body["code"].as_str(), body["message"].as_str()), (Some(code), Some(message)), "{body}");
    }
}

async fn get_with(server: &TestServer, path: &str, if_none_match: Option<&str>) -> Answer {
    let mut request = server.client.get(server.url(&format!("/api/v1{path}")));
    if let Some(tag) = if_none_match {
        request = request.header(header::IF_NONE_MATCH, tag);
    }
    let response = request.send().await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    Answer { status, headers, text: response.text().await.unwrap() }
}

async fn get(server: &TestServer, path: &str) -> Answer {
    get_with(server, path, None).await
}

/// A v1 read that must succeed, as JSON.
async fn read(server: &TestServer, path: &str) -> Value {
    let answer = get(server, path).await;
    assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.text);
    answer.json()
}

fn ids(items: &Value) -> Vec<String> {
    items.as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_owned()).collect()
}

/// GraphQL's `plans` for `filters` as a visitor: the total and the page's ids.
async fn graphql_plans(server: &TestServer, filters: Value) -> (i64, Vec<String>) {
    let answer = server.graphql(PLANS, json!({ "filters": filters })).await;
    assert!(answer["errors"].is_null(), "{answer}");
    (answer["data"]["plans"]["totalCount"].as_i64().unwrap(), ids(&answer["data"]["plans"]["items"]))
}

/// v1's `plans` for `query`: the total and the page's ids.
async fn v1_plans(server: &TestServer, query: &str) -> (i64, Vec<String>) {
    let page = read(server, &format!("/plans?{query}")).await;
    (page["totalCount"].as_i64().unwrap(), ids(&page["items"]))
}

/// The id of a place of the places directory, by level and exact name.
async fn place(server: &TestServer, level: &str, name: &str) -> String {
    let page = read(server, &format!("/places/{level}?search={}", name.replace(' ', "%20"))).await;
    let found = page["items"].as_array().unwrap().iter().find(|p| p["name"] == name);
    found.unwrap_or_else(|| panic!("no {name} in {page}"))["id"].as_str().unwrap().to_owned()
}

async fn seeded_plan_id(server: &TestServer, title: &str) -> String {
    let answer = server.graphql("{ plans(filters: { pageSize: 100 }) { items { id title } } }", json!({})).await;
    let plans = answer["data"]["plans"]["items"].as_array().unwrap();
    plans.iter().find(|p| p["title"] == title).unwrap()["id"].as_str().unwrap().to_owned()
}

async fn filters_and_paging_agree_with_graphql(engine: Engine) {
    let server = shared(engine).unwrap();
    let california = place(server, "states", "California").await;
    let contractors = server.graphql("{ contractors { id } }", json!({})).await;
    let contractor = contractors["data"]["contractors"][0]["id"].as_str().unwrap().to_owned();
    let cases = [
        (json!({}), String::new()),
        (json!({ "meta": { "type": "SHED" }, "pageSize": 100 }), "type=shed&pageSize=100".to_owned()),
        (
            json!({ "meta": { "type": "HOUSE", "bedroomCount": [0, 2] }, "pageSize": 50 }),
            "type=house&bedroomCount=0&bedroomCount=2&pageSize=50".to_owned(),
        ),
        (
            json!({ "meta": { "bathroomCount": [2] }, "page": 2, "pageSize": 5 }),
            "bathroomCount=2&page=2&pageSize=5".to_owned(),
        ),
        (
            json!({ "meta": { "areaBands": [{ "min": 0, "max": 200 }, { "min": 1200 }] }, "pageSize": 100 }),
            "areaBands=0-200&areaBands=1200-&pageSize=100".to_owned(),
        ),
        (
            json!({ "meta": { "maxWidth": 20, "minLength": 20, "maxLength": 30.5 }, "pageSize": 100 }),
            "maxWidth=20&minLength=20&maxLength=30.5&pageSize=100".to_owned(),
        ),
        (json!({ "preApproved": true, "pageSize": 100 }), "preApproved=true&pageSize=100".to_owned()),
        (json!({ "state": california, "pageSize": 100 }), format!("state={california}&pageSize=100")),
        (json!({ "contractorId": contractor, "pageSize": 100 }), format!("contractorId={contractor}&pageSize=100")),
    ];
    for (filters, query) in cases {
        let expected = graphql_plans(server, filters.clone()).await;
        assert!(!expected.1.is_empty(), "{filters} matches plans");
        assert_eq!(v1_plans(server, &query).await, expected, "{query} as {filters}");
    }

    // Pages of any size walk the same list GraphQL answers, without overlap or gap.
    let (total, everything) = graphql_plans(server, json!({ "pageSize": 100 })).await;
    assert!((40..100).contains(&total), "{total}");
    let mut walked = Vec::new();
    for page in 1..=(total + 6) / 7 {
        let (count, page) = v1_plans(server, &format!("page={page}&pageSize=7")).await;
        assert_eq!(count, total);
        walked.extend(page);
    }
    assert_eq!(walked, everything);
    let past_the_end = read(server, "/plans?page=9223372036854775807&pageSize=100").await;
    assert_eq!(
        (past_the_end["totalCount"].as_i64(), past_the_end["items"].as_array().map(Vec::len)),
        (Some(total), Some(0))
    );

    // A sort orders the same plans; `newest` is the catalogue's (and GraphQL's) own order.
    assert_eq!(v1_plans(server, "sort=newest&pageSize=100").await.1, everything);
    let largest = read(server, "/plans?sort=largest&pageSize=100").await;
    let areas: Vec<f64> =
        largest["items"].as_array().unwrap().iter().map(|p| p["meta"]["listedArea"].as_f64().unwrap()).collect();
    assert!(areas.windows(2).all(|w| w[0] >= w[1]), "largest first: {areas:?}");
    assert!(areas.first() > areas.last());
    let mut sorted = ids(&largest["items"]);
    sorted.sort();
    let mut expected = everything.clone();
    expected.sort();
    assert_eq!(sorted, expected, "the same plans, in another order");
    let narrowest = read(server, "/plans?type=house&sort=narrowest&pageSize=100").await;
    let widths: Vec<f64> =
        narrowest["items"].as_array().unwrap().iter().map(|p| p["meta"]["width"].as_f64().unwrap()).collect();
    assert!(widths.windows(2).all(|w| w[0] <= w[1]), "narrowest first: {widths:?}");
    let houses = graphql_plans(server, json!({ "meta": { "type": "HOUSE" }, "pageSize": 100 })).await;
    assert_eq!(narrowest["totalCount"].as_i64(), Some(houses.0));
    let bedrooms = read(server, "/plans?sort=most_bedrooms&pageSize=3").await;
    assert!(bedrooms["items"][0]["meta"]["bedroomCount"].as_i64().unwrap() >= 4);

    // Bad values are refused with GraphQL's words (NaN and a malformed band cannot be sent to it).
    let long_id = format!("state={}", "s".repeat(65));
    let refusals = [
        (
            "minWidth=-5",
            Some(json!({ "meta": { "minWidth": -5 } })),
            "Width and length bounds must be numbers of at least 0.",
        ),
        ("maxLength=NaN", None, "Width and length bounds must be numbers of at least 0."),
        (
            "areaBands=300-200",
            Some(json!({ "meta": { "areaBands": [{ "min": 300, "max": 200 }] } })),
            "Each square-foot band needs 0 ≤ min < max.",
        ),
        ("areaBands=big", None, "Each square-foot band is written min-max or min- (e.g. 200-300, 1200-)."),
        (
            "bedroomCount=0&bedroomCount=1&bedroomCount=2&bedroomCount=3&bedroomCount=4&bedroomCount=5",
            Some(json!({ "meta": { "bedroomCount": [0, 1, 2, 3, 4, 5] } })),
            "At most 5 bedroom counts.",
        ),
        (long_id.as_str(), Some(json!({ "state": "s".repeat(65) })), "Ids are at most 64 characters."),
    ];
    for (query, filters, message) in refusals {
        get(server, &format!("/plans?{query}")).await.assert_refused(
            StatusCode::BAD_REQUEST,
            "BAD_USER_INPUT",
            message,
        );
        if let Some(filters) = filters {
            let graphql = server.graphql(PLANS, json!({ "filters": filters })).await;
            assert_eq!(graphql["errors"][0]["message"], message, "GraphQL says the same of {query}");
        }
    }
    // Paging out of range is refused by the document's own bounds (from 1, at most 100).
    for query in ["pageSize=1000", "page=0"] {
        let refused = get(server, &format!("/plans?{query}")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text);
        assert!(refused.text.contains("The request is not valid"), "{}", refused.text);
    }
    let unknown_sort = get(server, "/plans?sort=cheapest").await;
    assert_eq!(unknown_sort.status, StatusCode::BAD_REQUEST, "{}", unknown_sort.text);
    assert_eq!(unknown_sort.json()["code"], "BAD_USER_INPUT");
}

/// A plan an admin adds: one published photo and one unpublished, both uploads.
fn plan_input(contractor: &str, title: &str, published: &str, unpublished: &str) -> Value {
    json!({
        "contractorId": contractor,
        "title": title,
        "description": "A one-bedroom ADU with a loft.",
        "url": "https://builder.example/loft",
        "image": format!("/media/plans/{published}/watermarked.webp"),
        "meta": { "type": "HOUSE", "totalArea": 450, "width": 18, "length": 25, "bedroomCount": 1, "bathroomCount": 1 },
        "photos": [
            { "original": format!("/media/plans/{unpublished}/original.jpg"), "isPublish": false, "isPrimary": true,
              "compressed": { "url": format!("/media/plans/{unpublished}/compressed.webp"), "type": "image/webp" } },
            { "original": format!("/media/plans/{published}/original.jpg"), "type": "image/jpeg",
              "compressed": { "url": format!("/media/plans/{published}/watermarked.webp"), "type": "image/webp", "watermarked": true } },
        ],
        "planSVG": "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 216 300'><rect width='216' height='300'/></svg>",
    })
}

/// Every plan v1 lists, as the text of its pages.
async fn every_page(server: &TestServer, query: &str) -> String {
    let mut text = String::new();
    for page in 1.. {
        let answer = get(server, &format!("/plans?{query}&page={page}&pageSize=100")).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        let empty = answer.json()["items"].as_array().unwrap().is_empty();
        text.push_str(&answer.text);
        if empty {
            return text;
        }
    }
    unreachable!()
}

async fn hidden_plans_and_unpublished_photos_never_appear(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let contractor = server.graphql("{ contractors { id } }", json!({})).await["data"]["contractors"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let (published, unpublished) = (uuid::Uuid::now_v7().to_string(), uuid::Uuid::now_v7().to_string());
    let input = plan_input(&contractor, "Loft Cottage", &published, &unpublished);
    let created = server.graphql_as(Some(&admin), CREATE, json!({ "input": input })).await;
    let id = created["data"]["planCreate"]["id"].as_str().unwrap_or_else(|| panic!("{created}")).to_owned();

    // Shown: only the published photo, by its watermarked variant, with its thumbnail and copies.
    let plan = read(&server, &format!("/plans/{id}")).await;
    let photos = plan["photos"].as_array().unwrap();
    assert_eq!(photos.len(), 1, "{plan}");
    assert_eq!(photos[0]["url"], format!("/media/plans/{published}/watermarked.webp"));
    assert_eq!(photos[0]["type"], "image/webp");
    assert_eq!(photos[0]["thumbnail"], format!("/media/plans/{published}/thumbnail.webp"));
    assert_eq!(
        photos[0]["renditions"][1],
        json!({ "url": format!("/media/plans/{published}/watermarked-768w.webp"), "width": 768 })
    );
    assert_eq!(plan["image"], photos[0]["url"], "the unpublished cover does not open the gallery");
    assert_eq!(plan["floorPlan"], format!("/api/v1/plans/{id}/floor-plan.svg"));
    let thumbnails = read(&server, &format!("/plans/{id}/thumbnails")).await;
    assert_eq!(thumbnails["items"], plan["photos"]);
    let listed = every_page(&server, "type=house").await;
    assert!(listed.contains(&id) && listed.contains(&published));
    for answer in [plan.to_string(), thumbnails.to_string(), listed] {
        assert!(!answer.contains(&unpublished), "an unpublished photo leaked: {answer}");
        assert!(!answer.contains("original.jpg"), "originals are never shown: {answer}");
    }
    // The drawing is served, as it is stored (sanitised on save).
    let drawing = get(&server, &format!("/plans/{id}/floor-plan.svg")).await;
    assert_eq!(drawing.status, StatusCode::OK);
    assert_eq!(drawing.header(header::CONTENT_TYPE), "image/svg+xml");
    assert!(drawing.text.starts_with("<svg") && drawing.text.contains("<rect"), "{}", drawing.text);

    // Hidden by an admin: gone from every list, sort and read, as an unknown plan is.
    let mut hidden = plan_input(&contractor, "Loft Cottage", &published, &unpublished);
    hidden["isHidden"] = json!(true);
    let updated = server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "input": hidden })).await;
    assert!(updated["errors"].is_null(), "{updated}");
    for path in ["", "/estimate", "/floor-plan.svg", "/thumbnails"] {
        for plan in [id.as_str(), "no-such-plan"] {
            get(&server, &format!("/plans/{plan}{path}")).await.assert_refused(
                StatusCode::NOT_FOUND,
                "NOT_FOUND",
                "Plan not found",
            );
        }
    }
    for query in
        ["sort=newest", "sort=largest", "type=house&sort=fewest_bedrooms", &format!("contractorId={contractor}")]
    {
        let listed = every_page(&server, query).await;
        assert!(!listed.contains(&id) && !listed.contains(&published), "a hidden plan leaked in {query}");
    }
    let (total, _) = v1_plans(&server, "").await;
    assert_eq!(total, graphql_plans(&server, json!({})).await.0, "the count leaves hidden plans out");

    // The seeded hidden plans, which an admin lists, are not found either.
    let as_admin =
        server.graphql_as(Some(&admin), PLANS, json!({ "filters": { "isHidden": true, "pageSize": 100 } })).await;
    let seeded_hidden = ids(&as_admin["data"]["plans"]["items"]);
    assert!(seeded_hidden.len() >= 3, "{as_admin}");
    let everything = every_page(&server, "sort=oldest").await;
    for hidden in &seeded_hidden {
        assert!(!everything.contains(hidden.as_str()));
        assert_eq!(get(&server, &format!("/plans/{hidden}")).await.status, StatusCode::NOT_FOUND);
    }
}

/// The seed's unpublished photos (every fourth plan's living room) are in GraphQL's answer to an
/// admin's edit form, never in v1's catalogue.
async fn the_seeds_unpublished_photos_are_not_listed(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer = server
        .graphql("{ plans(filters: { pageSize: 100 }) { items { id photos { original isPublish } } } }", json!({}))
        .await;
    let plans = answer["data"]["plans"]["items"].as_array().unwrap();
    let unpublished: Vec<&str> = plans
        .iter()
        .flat_map(|p| p["photos"].as_array().unwrap())
        .filter(|photo| photo["isPublish"] == false)
        .map(|photo| photo["original"].as_str().unwrap())
        .collect();
    assert!(!unpublished.is_empty(), "the seed has unpublished photos");
    let listed = every_page(server, "sort=newest").await;
    assert!(unpublished.iter().all(|url| !listed.contains(url)), "an unpublished photo is listed");
    let shown = listed.matches("\"url\":\"/media/seed/").count();
    assert!(shown > 40, "published photos are listed ({shown})");
}

async fn the_etag_round_trip_answers_304(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let contractor = server.graphql("{ contractors { id } }", json!({})).await["data"]["contractors"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let input = plan_input(&contractor, "Tagged Cottage", &uuid::Uuid::now_v7().to_string(), "x");
    let created = server.graphql_as(Some(&admin), CREATE, json!({ "input": input.clone() })).await;
    let id = created["data"]["planCreate"]["id"].as_str().unwrap().to_owned();
    let paths = [
        format!("/plans/{id}"),
        "/plans?type=house&sort=smallest".to_owned(),
        format!("/plans/{id}/floor-plan.svg"),
        format!("/plans/{id}/estimate?state=TX"),
        format!("/plans/{id}/thumbnails"),
    ];
    let mut tags = Vec::new();
    for path in &paths {
        let first = get(&server, path).await;
        assert_eq!(first.status, StatusCode::OK, "{path}: {}", first.text);
        let tag = first.header(header::ETAG).to_owned();
        assert!(tag.starts_with("W/\"") && tag.ends_with('"'), "a weak tag: {tag}");
        let policy = if path.ends_with(".svg") { "public, max-age=300" } else { "public, max-age=60" };
        assert_eq!(first.header(header::CACHE_CONTROL), policy, "{path}");

        let again = get_with(&server, path, Some(&tag)).await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{path}: {}", again.text);
        assert_eq!((again.header(header::ETAG), again.text.as_str()), (tag.as_str(), ""), "{path}");
        assert_eq!(again.header(header::CACHE_CONTROL), policy);
        // One of several tags, or any (`*`), names it too; another tag does not.
        let listed = get_with(&server, path, Some(&format!("W/\"stale\", {tag}"))).await;
        assert_eq!(listed.status, StatusCode::NOT_MODIFIED, "{path}");
        assert_eq!(get_with(&server, path, Some("*")).await.status, StatusCode::NOT_MODIFIED, "{path}");
        let other = get_with(&server, path, Some("W/\"stale\"")).await;
        assert_eq!((other.status, other.header(header::ETAG)), (StatusCode::OK, tag.as_str()), "{path}");
        tags.push(tag);
    }

    // An admin's edit (a new title, size and drawing, a photo published) changes the answers:
    // the old tags get the new answer with a new tag.
    let mut changed = input;
    changed["title"] = json!("Tagged Cottage, Revised");
    changed["meta"]["width"] = json!(19);
    changed["meta"]["totalArea"] = json!(480);
    changed["photos"][0]["isPublish"] = json!(true);
    changed["planSVG"] =
        json!("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 228 300'><rect width='228' height='300'/></svg>");
    let updated = server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "input": changed })).await;
    assert!(updated["errors"].is_null(), "{updated}");
    for (path, tag) in paths.iter().zip(&tags) {
        let after = get_with(&server, path, Some(tag)).await;
        assert_eq!(after.status, StatusCode::OK, "{path} changed: {}", after.text);
        assert_ne!(after.header(header::ETAG), tag.as_str(), "{path}");
    }
    assert_eq!(read(&server, &format!("/plans/{id}")).await["title"], "Tagged Cottage, Revised");
    // An error is not tagged.
    let missing = get(&server, "/plans/no-such-plan").await;
    assert!(missing.headers.get(header::ETAG).is_none());
}

async fn contractors_show_their_public_fields_only(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer = server.graphql("{ contractors { id name email phone ceo webSite } }", json!({})).await;
    let contractors = answer["data"]["contractors"].as_array().unwrap();
    let list = get(server, "/contractors").await;
    assert_eq!(list.status, StatusCode::OK);
    assert_eq!(list.header(header::CACHE_CONTROL), "public, max-age=60");
    let items = list.json()["items"].as_array().unwrap().clone();
    assert_eq!(
        items.iter().map(|c| c["id"].clone()).collect::<Vec<_>>(),
        contractors.iter().map(|c| c["id"].clone()).collect::<Vec<_>>()
    );
    for (item, contractor) in items.iter().zip(contractors) {
        assert_eq!((&item["name"], &item["webSite"]), (&contractor["name"], &contractor["webSite"]));
        for private in ["email", "phone", "ceo", "specifications"] {
            assert!(item.get(private).is_none(), "{private} is not published: {item}");
        }
        let email = contractor["email"].as_str().unwrap();
        assert!(!email.is_empty() && !list.text.contains(email), "an email leaked");
        let one = read(server, &format!("/contractors/{}", item["id"].as_str().unwrap())).await;
        assert_eq!(&one, item);
    }
    get(server, "/contractors/no-such-contractor").await.assert_refused(
        StatusCode::NOT_FOUND,
        "NOT_FOUND",
        "Contractor not found",
    );
}

async fn the_places_directory(engine: Engine) {
    let server = shared(engine).unwrap();
    let states = read(server, "/places/states").await;
    assert_eq!(states["totalCount"], 51, "the states and DC");
    assert_eq!(states["items"].as_array().unwrap().len(), 51);
    let california = states["items"].as_array().unwrap().iter().find(|s| s["name"] == "California").unwrap().clone();
    assert_eq!(
        (&california["code"], &california["parentId"], &california["childCount"]),
        (&json!("CA"), &Value::Null, &json!(58))
    );
    let state_id = california["id"].as_str().unwrap();

    let counties = read(server, &format!("/places/counties?state={state_id}&pageSize=50")).await;
    assert_eq!(counties["totalCount"], 58);
    assert_eq!(counties["items"].as_array().unwrap().len(), 50);
    assert!(counties["items"].as_array().unwrap().iter().all(|c| c["parentId"] == state_id));
    let rest = read(server, &format!("/places/counties?state={state_id}&pageSize=50&page=2")).await;
    assert_eq!(rest["items"].as_array().unwrap().len(), 8);
    let los_angeles = place(server, "counties", "Los Angeles County").await;
    let cities = read(server, &format!("/places/cities?county={los_angeles}&search=long")).await;
    let long_beach = cities["items"].as_array().unwrap().iter().find(|c| c["name"] == "Long Beach").unwrap();
    assert_eq!((&long_beach["parentId"], &long_beach["code"]), (&json!(los_angeles), &json!("CA")));

    // The ids are the catalogue's: a state's plans are GraphQL's plans there.
    let expected = graphql_plans(server, json!({ "state": state_id, "county": los_angeles, "pageSize": 100 })).await;
    assert_eq!(v1_plans(server, &format!("state={state_id}&county={los_angeles}&pageSize=100")).await, expected);

    for path in ["/places/states?pageSize=501", "/places/cities?page=0"] {
        let refused = get(server, path).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text);
        assert!(refused.text.contains("The request is not valid"), "{}", refused.text);
    }
    let far = read(server, "/places/cities?page=9223372036854775807").await;
    assert_eq!(far["items"], json!([]));
}

async fn estimates_with_and_without_a_state(engine: Engine) {
    let server = shared(engine).unwrap();
    let id = seeded_plan_id(server, "The Wren").await;
    let summary = server
        .graphql(
            "query($id: ID!) { getSummary(id: $id) { data { price { min max labor { min max } } labor { total } } } }",
            json!({ "id": id }),
        )
        .await;
    let national = read(server, &format!("/plans/{id}/estimate")).await;
    assert_eq!(
        (&national["planId"], &national["stateCode"], &national["costIndex"]),
        (&json!(id), &Value::Null, &json!(1.0))
    );
    assert_eq!(national["price"], summary["data"]["getSummary"]["data"]["price"], "the plan page's figures");
    let mut sum = 0.0;
    for list in ["preconstruction", "products", "materials", "labor"] {
        let items = national[list]["items"].as_array().unwrap();
        let total: f64 = items.iter().map(|i| i["price"].as_f64().unwrap()).sum();
        assert_eq!(national[list]["total"].as_f64(), Some(total), "{list} adds up");
        sum += total;
    }
    assert!(national["price"]["min"].as_f64().unwrap() < sum && sum < national["price"]["max"].as_f64().unwrap());

    let california = read(server, &format!("/plans/{id}/estimate?state=ca")).await;
    assert_eq!((&california["stateCode"], &california["costIndex"]), (&json!("CA"), &json!(1.25)));
    assert!(california["labor"]["total"].as_f64() > national["labor"]["total"].as_f64());
    assert_eq!(california["products"]["total"], national["products"]["total"], "products ship at national prices");

    get(server, &format!("/plans/{id}/estimate?state=ZZ")).await.assert_refused(
        StatusCode::BAD_REQUEST,
        "BAD_USER_INPUT",
        "The state must be a US state's two-letter postal code, e.g. CA.",
    );

    // The plan itself reads as GraphQL's plan page reads it.
    let plan = read(server, &format!("/plans/{id}")).await;
    let view = server
        .graphql(
            "query($id: ID!) { planView(id: $id) { title planSVG meta { width length bedroomCount } } }",
            json!({ "id": id }),
        )
        .await;
    let view = &view["data"]["planView"];
    assert_eq!(
        (&plan["title"], &plan["meta"]["width"], &plan["meta"]["bedroomCount"]),
        (&view["title"], &view["meta"]["width"], &view["meta"]["bedroomCount"])
    );
    let drawing = get(server, plan["floorPlan"].as_str().unwrap().strip_prefix("/api/v1").unwrap()).await;
    assert_eq!(drawing.text, view["planSVG"].as_str().unwrap());
}

storage_tests!(
    filters_and_paging_agree_with_graphql,
    hidden_plans_and_unpublished_photos_never_appear,
    the_seeds_unpublished_photos_are_not_listed,
    the_etag_round_trip_answers_304,
    contractors_show_their_public_fields_only,
    the_places_directory,
    estimates_with_and_without_a_state,
);
