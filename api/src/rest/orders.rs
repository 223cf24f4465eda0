//! `POST /api/order-site-plan`: order an 'as is' site plan of the property for a plan.

use poem::{web::cookie::CookieJar, web::Data, Request};
use poem_openapi::{payload::Json, ApiResponse, Object, OpenApi, Tags};

use super::Message;
use crate::{domain::orders, http::origin, state::AppState};

#[derive(Tags)]
enum Tag {
    /// Orders from the plan page.
    Orders,
}

/// Who orders.
#[derive(Debug, Object)]
pub struct OrderUser {
    /// Contact email.
    email: String,
    /// Contact name.
    name: String,
}

/// What is ordered for.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct OrderPlan {
    /// Plan id.
    id: String,
    /// The caller's saved placement of the plan, if any.
    map_id: Option<String>,
    /// The plan image shown when ordering.
    image: Option<String>,
    /// The plan title shown when ordering.
    title: String,
    /// The plan's contractor.
    contractor_id: Option<String>,
}

/// An order of an 'as is' site plan.
#[derive(Debug, Object)]
pub struct OrderSitePlan {
    user: OrderUser,
    plan: OrderPlan,
}

/// The stored order.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct OrderPlaced {
    /// Order id, for support.
    order_id: String,
}

#[derive(ApiResponse)]
#[oai(bad_request_handler = "bad_request")]
enum OrderResponse {
    /// The order is stored and operations were told.
    #[oai(status = 200)]
    Placed(Json<OrderPlaced>),
    /// The body is not a valid order; nothing was stored.
    #[oai(status = 400)]
    BadRequest(Json<Message>),
    /// Not signed in: 'Please log in.'
    #[oai(status = 401)]
    Unauthorized(Json<Message>),
    /// Sent from another site.
    #[oai(status = 403)]
    Forbidden(Json<Message>),
    /// The order could not be stored.
    #[oai(status = 500)]
    Internal(Json<Message>),
}

fn bad_request(err: poem::Error) -> OrderResponse {
    OrderResponse::BadRequest(Message::json(format!("The order is not valid: {err}")))
}

pub struct OrdersApi;

#[OpenApi(tag = "Tag::Orders")]
impl OrdersApi {
    /// Order an 'as is' site plan
    ///
    /// Orders a surveyed drawing of the caller's property as it is today, for a plan (and the
    /// caller's saved placement of it). Needs the session cookie. The order is stored and
    /// emailed to operations, who follow up with the customer.
    #[oai(path = "/order-site-plan", method = "post")]
    async fn order_site_plan(
        &self,
        request: &Request,
        Data(state): Data<&AppState>,
        cookies: &CookieJar,
        body: Json<OrderSitePlan>,
    ) -> OrderResponse {
        if origin::is_foreign(request, &state.config.public_url) {
            return OrderResponse::Forbidden(Message::json("Requests from other sites are not allowed."));
        }
        let Some(user) = state.session_from_cookies(cookies).await.viewer.user else {
            return OrderResponse::Unauthorized(Message::json("Please log in."));
        };
        let OrderSitePlan { user: contact, plan } = body.0;
        let order = orders::OrderRequest {
            name: contact.name,
            email: contact.email,
            plan_id: plan.id,
            map_id: plan.map_id,
            image: plan.image.unwrap_or_default(),
            title: plan.title,
            contractor_id: plan.contractor_id,
        };
        let config = &state.config;
        match orders::place(
            &state.store,
            &state.mailer,
            &config.operations_email,
            config.public_url.trim_end_matches('/'),
            &user,
            order,
        )
        .await
        {
            Ok(order_id) => OrderResponse::Placed(Json(OrderPlaced { order_id })),
            Err(err) if err.status().is_client_error() => {
                OrderResponse::BadRequest(Message::json(err.public_message()))
            }
            Err(err) => OrderResponse::Internal(Message::json(err.public_message())),
        }
    }
}
