//! Site-plan orders.

use sqlx::FromRow;

use super::jobs::{with_job, NewJob};
use super::with_pool;
use crate::domain::orders::{Order, OrderStatus};

super::area_store!(
    /// Site-plan orders (`site_plan_orders`). Held by `domain`'s Orders service alone.
    OrderStore
);

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
    pub address: &'a str,
    pub price_cents: i64,
    pub created_at: i64,
}

#[derive(FromRow)]
struct OrderRow {
    id: String,
    user_id: String,
    name: String,
    email: String,
    plan_id: Option<String>,
    map_result_id: Option<String>,
    plan_title: String,
    plan_image: String,
    address: String,
    price_cents: i64,
    status: String,
    created_at: i64,
    updated_at: i64,
}

impl From<OrderRow> for Order {
    fn from(row: OrderRow) -> Order {
        Order {
            id: row.id,
            user_id: row.user_id,
            name: row.name,
            email: row.email,
            plan_id: row.plan_id,
            map_result_id: row.map_result_id,
            plan_title: row.plan_title,
            plan_image: row.plan_image,
            address: row.address,
            price: row.price_cents as f64 / 100.0,
            status: OrderStatus::parse(&row.status),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

const ORDER_COLUMNS: &str = "id, user_id, name, email, plan_id, map_result_id, plan_title, plan_image, address, \
                             price_cents, status, created_at, updated_at";

impl OrderStore {
    /// Stores an order with the job that announces it to operations, in one transaction, and
    /// answers the stored row. A second open order of the same plan and placement by the same
    /// user is a unique-constraint error (see [`super::is_unique_violation`]).
    pub async fn insert_order(&self, order: &NewOrder<'_>, email_job: &NewJob) -> sqlx::Result<Order> {
        let sql = format!(
            "INSERT INTO site_plan_orders (id, user_id, name, email, plan_id, map_result_id, plan_title, plan_image, \
             contractor_id, address, price_cents, status, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'received', $12, $12) RETURNING {ORDER_COLUMNS}"
        );
        let stored: OrderRow;
        with_job!(self, email_job, tx => {
            stored = sqlx::query_as(&sql)
                .bind(order.id)
                .bind(order.user_id)
                .bind(order.name)
                .bind(order.email)
                .bind(order.plan_id)
                .bind(order.map_result_id)
                .bind(order.plan_title)
                .bind(order.plan_image)
                .bind(order.contractor_id)
                .bind(order.address)
                .bind(order.price_cents)
                .bind(order.created_at)
                .fetch_one(&mut *tx)
                .await?
        });
        Ok(stored.into())
    }

    /// The user's order of this plan and placement that is not delivered yet, if any.
    pub async fn open_order(
        &self,
        user_id: &str,
        plan_id: &str,
        map_result_id: Option<&str>,
    ) -> sqlx::Result<Option<Order>> {
        let sql = format!(
            "SELECT {ORDER_COLUMNS} FROM site_plan_orders WHERE user_id = $1 AND plan_id = $2 \
             AND COALESCE(map_result_id, '') = $3 AND status <> 'delivered'"
        );
        let map = map_result_id.unwrap_or("");
        let row: Option<OrderRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).bind(plan_id).bind(map).fetch_optional(pool).await?);
        Ok(row.map(Order::from))
    }

    pub async fn get_order(&self, id: &str) -> sqlx::Result<Option<Order>> {
        let sql = format!("SELECT {ORDER_COLUMNS} FROM site_plan_orders WHERE id = $1");
        let row: Option<OrderRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(Order::from))
    }

    /// One page of orders, newest first, with how many there are: a user's, or (with `None`)
    /// everyone's; only those in `status` when given.
    pub async fn orders_page(
        &self,
        user_id: Option<&str>,
        status: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> sqlx::Result<(Vec<Order>, i64)> {
        let filter = "($1 IS NULL OR user_id = $1) AND ($2 IS NULL OR status = $2)";
        let sql = format!(
            "SELECT {ORDER_COLUMNS} FROM site_plan_orders WHERE {filter} \
             ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4"
        );
        let count = format!("SELECT COUNT(*) FROM site_plan_orders WHERE {filter}");
        with_pool!(self, pool => {
            let rows: Vec<OrderRow> = sqlx::query_as(&sql).bind(user_id).bind(status).bind(limit).bind(offset).fetch_all(pool).await?;
            let total = sqlx::query_scalar(&count).bind(user_id).bind(status).fetch_one(pool).await?;
            Ok((rows.into_iter().map(Order::from).collect(), total))
        })
    }

    /// Moves order `id` from `from` to `to`, with the job that tells the customer, in one
    /// transaction; `false` (and nothing written) when it is no longer in `from`.
    pub async fn advance_order(
        &self,
        id: &str,
        from: &str,
        to: &str,
        now: i64,
        email_job: &NewJob,
    ) -> sqlx::Result<bool> {
        with_job!(self, email_job, tx => {
            let moved = sqlx::query("UPDATE site_plan_orders SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4")
                .bind(to)
                .bind(now)
                .bind(id)
                .bind(from)
                .execute(&mut *tx)
                .await?
                .rows_affected()
                == 1;
            if !moved {
                // Nothing to tell: roll back rather than queue the email.
                return Ok(false);
            }
        });
        Ok(true)
    }

    /// How many orders a user placed (for tests and the back office).
    pub async fn count_orders_of(&self, user_id: &str) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM site_plan_orders WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(pool)
            .await)
    }
}
