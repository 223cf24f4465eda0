//! The committed API documents are what the server serves: integrators and the web client's
//! generated types read the committed copies. Run `just schema` after changing the API.

#[test]
fn committed_graphql_sdl_matches_the_server() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../web/schema.graphql")).unwrap();
    assert!(committed == api::schema_sdl(), "web/schema.graphql is stale: run `just schema`");
}

#[test]
fn committed_openapi_document_matches_the_server() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json")).unwrap();
    assert!(committed == api::openapi_json(), "api/openapi.json is stale: run `just schema`");
}
