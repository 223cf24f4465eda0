//! Orders of an 'as is' site plan: stored, then emailed to operations.

use crate::domain::accounts::{validation, Viewer};
use crate::domain::{map_results, plans, time};
use crate::error::{AppError, AppResult};
use crate::jobs;
use crate::mail::Email;
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

/// Site-plan orders: stored, then emailed to operations through the job queue.
pub struct Orders {
    store: Store,
    /// Where orders are emailed.
    operations_email: String,
    /// Links in the email point here.
    public_url: String,
}

impl Orders {
    pub fn new(store: Store, operations_email: &str, public_url: &str) -> Orders {
        Orders {
            store,
            operations_email: operations_email.to_owned(),
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Checks and stores the signed-in viewer's order, with the email that tells operations;
    /// returns the order id. A mail outage delays the email, never the order.
    pub async fn place(&self, viewer: &Viewer, request: OrderRequest) -> AppResult<String> {
        let user = viewer.require(&[]).map_err(|_| AppError::SignInRequired("Please log in.".into()))?;
        let name = request.name.trim();
        if name.is_empty() {
            return Err(AppError::BadInput("Please enter your name.".into()));
        }
        let email = validation::email(&request.email)?;
        let plan = self.store.get_plan(&request.plan_id).await?.filter(|p| plans::is_visible_to(p, viewer));
        let Some(plan) = plan else {
            return Err(AppError::BadInput("The plan of this order does not exist.".into()));
        };
        let map_id = request.map_id.filter(|id| !id.is_empty());
        if let Some(map_id) = &map_id {
            let readable =
                self.store.get_map_result(map_id).await?.is_some_and(|row| map_results::readable_by(&row, viewer));
            if !readable {
                return Err(AppError::BadInput("The saved placement of this order does not exist.".into()));
            }
        }
        let id = time::new_id();
        let title = if request.title.trim().is_empty() { plan.title.clone() } else { request.title.trim().to_owned() };
        let link = match &map_id {
            Some(map_id) => format!("{}/plan/{}/{map_id}", self.public_url, plan.id),
            None => format!("{}/plan/{}", self.public_url, plan.id),
        };
        let announcement = announcement(&self.operations_email, &id, name, &email, &title, link);
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
            created_at: time::now_millis(),
        };
        self.store.insert_order(&order, &jobs::email::job(&announcement)).await?;
        Ok(id)
    }
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
