//! `/healthz`: for load balancers and the run command's readiness wait.

use poem::{handler, http::StatusCode, web::Data, web::Json, IntoResponse, Response};
use serde_json::json;

use crate::state::AppState;

/// 200 with the storage engine when the database answers, 503 otherwise.
#[handler]
pub async fn healthz(Data(state): Data<&AppState>) -> Response {
    match state.store.ping().await {
        Ok(()) => Json(json!({ "status": "ok", "database": state.store.engine() })).into_response(),
        Err(err) => {
            tracing::error!(error = %err, "health check: database unreachable");
            (StatusCode::SERVICE_UNAVAILABLE, Json(json!({ "status": "unavailable" }))).into_response()
        }
    }
}
