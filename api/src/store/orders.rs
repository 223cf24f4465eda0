//! Site-plan orders.

use super::jobs::{with_job, NewJob};
use super::{with_pool, Store};

/// An order to store.
pub struct NewOrder<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub name: &'a str,
    pub email: &'a str,
    pub plan_id: &'a str,
    pub map_result_id: Option<&'a str>,
    pub plan_title: &'a str,
    pub plan_image: &'a str,
    pub contractor_id: Option<&'a str>,
    pub created_at: i64,
}

impl Store {
    /// Stores an order with the job that announces it to operations, in one transaction.
    pub async fn insert_order(&self, order: &NewOrder<'_>, email_job: &NewJob) -> sqlx::Result<()> {
        with_job!(self, email_job, tx => {
            sqlx::query(
                "INSERT INTO site_plan_orders (id, user_id, name, email, plan_id, map_result_id, plan_title, plan_image, \
                 contractor_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(order.id)
            .bind(order.user_id)
            .bind(order.name)
            .bind(order.email)
            .bind(order.plan_id)
            .bind(order.map_result_id)
            .bind(order.plan_title)
            .bind(order.plan_image)
            .bind(order.contractor_id)
            .bind(order.created_at)
            .execute(&mut *tx)
            .await?
        });
        Ok(())
    }

    /// How many orders a user placed (for tests and the back office).
    pub async fn count_orders_of(&self, user_id: &str) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM site_plan_orders WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(pool)
            .await)
    }
}
