//! `POST /api/order-site-plan`: order an 'as is' site plan of the property for a plan.

use poem::{web::cookie::CookieJar, web::Data};
use poem_openapi::{payload::Json, Object, OpenApi, Tags};

use super::{text::Text, ApiResult};
use crate::{domain::orders, state::AppState};

#[derive(Tags)]
enum Tag {
    /// Orders from the plan page.
    Orders,
}

/// Who orders.
#[derive(Debug, Object)]
pub struct OrderUser {
    /// Contact email.
    #[oai(validator(min_length = 1, max_length = 254, pattern = "^[^\\u0000]*$"))]
    email: Text,
    /// Contact name.
    #[oai(validator(min_length = 1, max_length = 100, pattern = "^[^\\u0000]*$"))]
    name: Text,
}

/// What is ordered for.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct OrderPlan {
    /// Plan id.
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    id: Text,
    /// The caller's saved placement of the plan, if any.
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    map_id: Option<Text>,
    /// The plan image shown when ordering.
    #[oai(validator(max_length = 2048, pattern = "^[^\\u0000]*$"))]
    image: Option<Text>,
    /// The plan title shown when ordering.
    #[oai(validator(max_length = 300, pattern = "^[^\\u0000]*$"))]
    title: Text,
    /// The plan's contractor.
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    contractor_id: Option<Text>,
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
    /// True when the same order (plan and placement) was placed before and is not delivered
    /// yet: nothing new was stored or sent, this is the first order.
    already_placed: bool,
    /// What the site plan costs, in dollars: the as-built site plan line of the plan's
    /// estimate when the order was placed.
    price: f64,
    /// `received`, `in_progress` or `delivered`.
    status: String,
}

pub struct OrdersApi;

#[OpenApi(tag = "Tag::Orders")]
impl OrdersApi {
    /// Order an 'as is' site plan
    ///
    /// Orders a surveyed drawing of the caller's property as it is today, for a plan (and the
    /// caller's saved placement of it). Needs the session cookie ('Please log in.' otherwise).
    /// The order is stored and emailed to operations, who follow up with the customer. Sending
    /// the same order again (same plan and placement, not delivered yet) places nothing new and
    /// answers the first order with `alreadyPlaced`.
    #[oai(path = "/order-site-plan", method = "post")]
    async fn order_site_plan(
        &self,
        Data(state): Data<&AppState>,
        cookies: &CookieJar,
        body: Json<OrderSitePlan>,
    ) -> ApiResult<Json<OrderPlaced>> {
        let viewer = state.viewer(cookies).await;
        let OrderSitePlan { user: contact, plan } = body.0;
        let order = orders::OrderRequest {
            name: contact.name.into(),
            email: contact.email.into(),
            plan_id: plan.id.into(),
            map_id: plan.map_id.map(String::from),
            image: plan.image.map(String::from).unwrap_or_default(),
            title: plan.title.into(),
            contractor_id: plan.contractor_id.map(String::from),
        };
        let placed = state.services.orders.place(&viewer, order).await?;
        Ok(Json(OrderPlaced {
            order_id: placed.order.id,
            already_placed: placed.already_placed,
            price: placed.order.price,
            status: placed.order.status.as_str().to_owned(),
        }))
    }
}
