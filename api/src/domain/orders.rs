//! Orders of an 'as is' site plan: stored, then emailed to operations.

use crate::adapters::mail::Email;
use crate::domain::accounts::{validation, Role, Viewer};
use crate::domain::map_results::{MapResult, MapResults};
use crate::domain::plans::service::Plans;
use crate::domain::{estimates, plans, time};
use crate::error::{AppError, AppResult};
use crate::jobs;
use crate::store::orders::{NewOrder, OrderStore};
use crate::store::{is_unique_violation, Store};
use std::sync::Arc;

/// Largest page of orders a caller may ask for.
const MAX_PAGE_SIZE: i64 = 100;

/// Where an order stands: received → in progress → delivered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderStatus {
    Received,
    InProgress,
    Delivered,
}

impl OrderStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Received => "received",
            OrderStatus::InProgress => "in_progress",
            OrderStatus::Delivered => "delivered",
        }
    }

    /// As the homeowner reads it.
    pub fn label(self) -> &'static str {
        match self {
            OrderStatus::Received => "Received",
            OrderStatus::InProgress => "In progress",
            OrderStatus::Delivered => "Delivered",
        }
    }

    pub(crate) fn parse(stored: &str) -> OrderStatus {
        match stored {
            "in_progress" => OrderStatus::InProgress,
            "delivered" => OrderStatus::Delivered,
            _ => OrderStatus::Received,
        }
    }

    /// The status an admin advances it to; `None` once delivered.
    pub fn next(self) -> Option<OrderStatus> {
        match self {
            OrderStatus::Received => Some(OrderStatus::InProgress),
            OrderStatus::InProgress => Some(OrderStatus::Delivered),
            OrderStatus::Delivered => None,
        }
    }
}

/// A site-plan order as its customer and admins see it.
#[derive(Debug, Clone)]
pub struct Order {
    pub id: String,
    pub user_id: String,
    /// The customer's name and email as they gave them when ordering.
    pub name: String,
    pub email: String,
    pub plan_id: Option<String>,
    pub map_result_id: Option<String>,
    pub plan_title: String,
    pub plan_image: String,
    /// The property's address, from the saved placement; empty without one.
    pub address: String,
    /// Dollars: the estimate's as-built site plan line when ordered.
    pub price: f64,
    pub status: OrderStatus,
    pub created_at: i64,
    pub updated_at: i64,
}

/// One page of orders and how many there are in all.
#[derive(Debug, Clone)]
pub struct OrderList {
    pub items: Vec<Order>,
    pub total_count: i64,
}

/// The answer to an order: the stored order, and whether it was placed before (a repeat).
#[derive(Debug, Clone)]
pub struct Placed {
    pub order: Order,
    pub already_placed: bool,
}

/// What the plan page sends.
pub struct OrderRequest {
    pub name: String,
    pub email: String,
    pub plan_id: String,
    pub map_id: Option<String>,
    pub image: String,
    pub title: String,
    pub contractor_id: Option<String>,
}

/// Site-plan orders: stored, then emailed to operations through the job queue.
pub struct Orders {
    store: OrderStore,
    /// Asked which plan the viewer orders for, and at which of their placements.
    plans: Arc<Plans>,
    map_results: Arc<MapResults>,
    /// Where orders are emailed.
    operations_email: String,
    /// Links in the email point here.
    public_url: String,
}

impl Orders {
    pub fn new(
        store: &Store,
        plans: Arc<Plans>,
        map_results: Arc<MapResults>,
        operations_email: &str,
        public_url: &str,
    ) -> Orders {
        Orders {
            store: store.orders(),
            plans,
            map_results,
            operations_email: operations_email.to_owned(),
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Checks and stores the signed-in viewer's order, with the email that tells operations.
    /// A repeat of an order that is not delivered yet (same plan and placement) stores nothing
    /// and sends nothing: it answers the first order, marked as already placed. A mail outage
    /// delays the email, never the order.
    pub async fn place(&self, viewer: &Viewer, request: OrderRequest) -> AppResult<Placed> {
        let user = viewer.require(&[]).map_err(|_| AppError::SignInRequired("Please log in.".into()))?;
        let name = request.name.trim();
        if name.is_empty() {
            return Err(AppError::BadInput("Please enter your name.".into()));
        }
        let email = validation::email(&request.email)?;
        let Some(plan) = self.plans.visible(viewer, &request.plan_id).await? else {
            return Err(AppError::BadInput("The plan of this order does not exist.".into()));
        };
        let map_id = request.map_id.filter(|id| !id.is_empty());
        let placement = match &map_id {
            Some(map_id) => {
                let Some(placement) = self.map_results.get(viewer, map_id).await? else {
                    return Err(AppError::BadInput("The saved placement of this order does not exist.".into()));
                };
                Some(placement)
            }
            None => None,
        };
        if let Some(first) = self.store.open_order(&user.id, &plan.id, map_id.as_deref()).await? {
            return Ok(Placed { order: first, already_placed: true });
        }
        let state = placement.as_ref().and_then(MapResult::state);
        let price = site_plan_price(&plan, state.as_deref());
        let address = placement.map(|placement| placement.address).unwrap_or_default();
        let id = time::new_id();
        let title = if request.title.trim().is_empty() { plan.title.clone() } else { request.title.trim().to_owned() };
        let link = match &map_id {
            Some(map_id) => format!("{}/plan/{}/{map_id}", self.public_url, plan.id),
            None => format!("{}/plan/{}", self.public_url, plan.id),
        };
        let announcement = announcement(&self.operations_email, &id, name, &email, &title, link);
        let now = time::now_millis();
        let order = NewOrder {
            id: &id,
            user_id: &user.id,
            name,
            email: &email,
            plan_id: &plan.id,
            map_result_id: map_id.as_deref(),
            plan_title: &title,
            plan_image: &request.image,
            contractor_id: request.contractor_id.as_deref().or(plan.contractor_id.as_deref()),
            address: &address,
            price_cents: (price * 100.0).round() as i64,
            created_at: now,
        };
        // With a placement, operations get its site plan attached (drawn when the email goes).
        let job = match &map_id {
            Some(map_id) => jobs::site_plan_email::job(&announcement, map_id),
            None => jobs::email::job(&announcement),
        };
        match self.store.insert_order(&order, &job).await {
            Ok(stored) => Ok(Placed { order: stored, already_placed: false }),
            // A second tap raced the first past the check above: answer the first.
            Err(err) if is_unique_violation(&err) => {
                let first = self.store.open_order(&user.id, &plan.id, map_id.as_deref()).await?;
                let first = first.ok_or_else(|| AppError::Internal(err.into()))?;
                Ok(Placed { order: first, already_placed: true })
            }
            Err(err) => Err(err.into()),
        }
    }

    /// The signed-in viewer's orders, newest first.
    pub async fn mine(&self, viewer: &Viewer, page: i64, page_size: i64) -> AppResult<OrderList> {
        let user = viewer.require(&[])?;
        self.page(Some(&user.id), None, page, page_size).await
    }

    /// Every customer's orders, newest first, optionally in one status. Admins only.
    pub async fn all(
        &self,
        viewer: &Viewer,
        status: Option<OrderStatus>,
        page: i64,
        page_size: i64,
    ) -> AppResult<OrderList> {
        viewer.require(&[Role::Admin])?;
        self.page(None, status, page, page_size).await
    }

    async fn page(
        &self,
        user_id: Option<&str>,
        status: Option<OrderStatus>,
        page: i64,
        page_size: i64,
    ) -> AppResult<OrderList> {
        if page < 1 || !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            return Err(AppError::BadInput("Page must be 1 or more and page size between 1 and 100.".into()));
        }
        let status = status.map(OrderStatus::as_str);
        let (items, total_count) = self.store.orders_page(user_id, status, page_size, (page - 1) * page_size).await?;
        Ok(OrderList { items, total_count })
    }

    /// Moves an order to its next status and tells the customer by email. Admins only.
    pub async fn advance(&self, viewer: &Viewer, id: &str) -> AppResult<Order> {
        viewer.require(&[Role::Admin])?;
        let order = self.store.get_order(id).await?.ok_or_else(|| AppError::NotFound("No such order.".into()))?;
        let Some(next) = order.status.next() else {
            return Err(AppError::Conflict("This order is already delivered.".into()));
        };
        let now = time::now_millis();
        let email = progress_email(&order, next, &self.public_url);
        let moved =
            self.store.advance_order(id, order.status.as_str(), next.as_str(), now, &jobs::email::job(&email)).await?;
        if !moved {
            return Err(AppError::Conflict("This order was changed meanwhile. Reload to see its status.".into()));
        }
        Ok(Order { status: next, updated_at: now, ..order })
    }
}

/// The price of the as-built site plan: its line in the plan's estimate (for the property's
/// state when known), the same figure the confirmation shows.
fn site_plan_price(plan: &plans::Plan, state: Option<&str>) -> f64 {
    estimates::summarize(plan, state)
        .preconstruction
        .data
        .iter()
        .find(|item| item.title == estimates::SITE_PLAN_LINE)
        .map(|item| item.price)
        .unwrap_or_default()
}

/// The email that tells the customer their order moved on.
fn progress_email(order: &Order, status: OrderStatus, public_url: &str) -> Email {
    let news = match status {
        OrderStatus::Received => "has been received",
        OrderStatus::InProgress => "is in progress: we are scheduling the survey of your property",
        OrderStatus::Delivered => "is delivered",
    };
    let link = format!("{public_url}/user/profile");
    let text = format!(
        "Hello {},\n\nYour 'as is' site plan order for {} {news}.\nSee your orders: {link}\n",
        order.name, order.plan_title
    );
    let html = format!(
        "<p>Hello {},</p><p>Your 'as is' site plan order for {} {news}.</p><p><a href=\"{link}\">See your orders</a></p>",
        escape(&order.name),
        escape(&order.plan_title)
    );
    Email { to: order.email.clone(), subject: format!("Your site plan order: {}", status.label()), text, html, link }
}

/// The email that tells operations about order `id`.
fn announcement(to: &str, id: &str, name: &str, email: &str, title: &str, link: String) -> Email {
    let text = format!(
        "New 'as is' site plan order {id}\n\nCustomer: {name} <{email}>\nPlan: {title}\nPlan page: {link}\n\n\
         Please contact the customer to schedule the survey.\n"
    );
    let html = format!(
        "<p>New 'as is' site plan order {id}</p><p>Customer: {} &lt;{email}&gt;<br>Plan: {}<br><a href=\"{link}\">Plan page</a></p>",
        escape(name),
        escape(title)
    );
    Email { to: to.to_owned(), subject: format!("Site plan order: {title}"), text, html, link }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
