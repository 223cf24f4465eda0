//! `POST /api/order-site-plan`: order an 'as is' site plan of the property for a plan.

use poem::{web::cookie::CookieJar, web::Data};
use poem_openapi::{payload::Json, Object, OpenApi, Tags};

use super::ApiResult;
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

pub struct OrdersApi;

#[OpenApi(tag = "Tag::Orders")]
impl OrdersApi {
    /// Order an 'as is' site plan
    ///
    /// Orders a surveyed drawing of the caller's property as it is today, for a plan (and the
    /// caller's saved placement of it). Needs the session cookie ('Please log in.' otherwise).
    /// The order is stored and emailed to operations, who follow up with the customer.
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
            name: contact.name,
            email: contact.email,
            plan_id: plan.id,
            map_id: plan.map_id,
            image: plan.image.unwrap_or_default(),
            title: plan.title,
            contractor_id: plan.contractor_id,
        };
        let order_id = state.services.orders.place(&viewer, order).await?;
        Ok(Json(OrderPlaced { order_id }))
    }
}
