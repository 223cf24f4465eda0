//! Orders of an 'as is' site plan: stored, then emailed to operations.

use crate::domain::accounts::{validation, User, Viewer};
use crate::domain::{map_results, plans, time};
use crate::error::{AppError, AppResult};
use crate::mail::{Email, Mailer};
use crate::store::{orders::NewOrder, Store};

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

/// Checks, stores and announces an order; returns its id.
pub async fn place(
    store: &Store,
    mailer: &Mailer,
    operations: &str,
    public_url: &str,
    user: &User,
    request: OrderRequest,
) -> AppResult<String> {
    let name = request.name.trim();
    if name.is_empty() {
        return Err(AppError::BadInput("Please enter your name.".into()));
    }
    let email = validation::email(&request.email)?;
    let viewer = Viewer { user: Some(user.clone()) };
    let plan = store.get_plan(&request.plan_id).await?.filter(|p| plans::is_visible_to(p, &viewer));
    let Some(plan) = plan else {
        return Err(AppError::BadInput("The plan of this order does not exist.".into()));
    };
    let map_id = request.map_id.filter(|id| !id.is_empty());
    if let Some(map_id) = &map_id {
        let readable = store.get_map_result(map_id).await?.is_some_and(|row| map_results::readable_by(&row, &viewer));
        if !readable {
            return Err(AppError::BadInput("The saved placement of this order does not exist.".into()));
        }
    }
    let id = time::new_id();
    let title = if request.title.trim().is_empty() { plan.title.clone() } else { request.title.trim().to_owned() };
    store
        .insert_order(&NewOrder {
            id: &id,
            user_id: &user.id,
            name,
            email: &email,
            plan_id: &plan.id,
            map_result_id: map_id.as_deref(),
            plan_title: &title,
            plan_image: &request.image,
            contractor_id: request.contractor_id.as_deref().or(plan.contractor_id.as_deref()),
            created_at: time::now_millis(),
        })
        .await?;

    let link = match &map_id {
        Some(map_id) => format!("{public_url}/plan/{}/{map_id}", plan.id),
        None => format!("{public_url}/plan/{}", plan.id),
    };
    let text = format!(
        "New 'as is' site plan order {id}\n\nCustomer: {name} <{email}>\nPlan: {title}\nPlan page: {link}\n\n\
         Please contact the customer to schedule the survey.\n"
    );
    let html = format!("<p>New 'as is' site plan order {id}</p><p>Customer: {} &lt;{email}&gt;<br>Plan: {}<br><a href=\"{link}\">Plan page</a></p>", escape(name), escape(&title));
    let announcement =
        Email { to: operations.to_owned(), subject: format!("Site plan order: {title}"), text, html, link };
    // The order is stored either way; a mail outage must not make the customer order twice.
    if let Err(err) = mailer.send(announcement).await {
        tracing::error!(order = %id, error = %format!("{err:#}"), "could not email the site plan order to operations");
    }
    Ok(id)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
