//! Site-plan orders: the homeowner's own, and (admins) everyone's, which admins advance.

use async_graphql::{Context, Enum, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::orders as domain;

#[derive(Default)]
pub struct OrderQuery;

#[Object]
impl OrderQuery {
    /// The signed-in user's site-plan orders, newest first, with their status.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn my_site_plan_orders(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<SitePlanOrderList> {
        Ok(services(ctx).orders.mine(viewer(ctx), page, page_size).await?.into())
    }

    /// Every customer's site-plan orders, newest first; only those in `status` when given.
    /// Admins only.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn site_plan_orders(
        &self,
        ctx: &Context<'_>,
        status: Option<SitePlanOrderStatus>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 20)] page_size: i64,
    ) -> Result<SitePlanOrderList> {
        let status = status.map(domain::OrderStatus::from);
        Ok(services(ctx).orders.all(viewer(ctx), status, page, page_size).await?.into())
    }
}

#[derive(Default)]
pub struct OrderMutation;

#[Object]
impl OrderMutation {
    /// Moves an order to its next status (received → in progress → delivered) and emails the
    /// customer. Admins only; `CONFLICT` once delivered.
    async fn site_plan_order_advance(&self, ctx: &Context<'_>, id: ID) -> Result<SitePlanOrder> {
        Ok(services(ctx).orders.advance(viewer(ctx), &id).await?.into())
    }
}

/// Where a site-plan order stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SitePlanOrderStatus {
    /// Stored and sent to operations.
    Received,
    /// Operations are scheduling or drawing the survey.
    InProgress,
    /// The site plan was delivered to the customer.
    Delivered,
}

impl From<SitePlanOrderStatus> for domain::OrderStatus {
    fn from(status: SitePlanOrderStatus) -> Self {
        match status {
            SitePlanOrderStatus::Received => domain::OrderStatus::Received,
            SitePlanOrderStatus::InProgress => domain::OrderStatus::InProgress,
            SitePlanOrderStatus::Delivered => domain::OrderStatus::Delivered,
        }
    }
}

impl From<domain::OrderStatus> for SitePlanOrderStatus {
    fn from(status: domain::OrderStatus) -> Self {
        match status {
            domain::OrderStatus::Received => SitePlanOrderStatus::Received,
            domain::OrderStatus::InProgress => SitePlanOrderStatus::InProgress,
            domain::OrderStatus::Delivered => SitePlanOrderStatus::Delivered,
        }
    }
}

/// An order of an 'as is' site plan.
#[derive(Debug, Clone, SimpleObject)]
pub struct SitePlanOrder {
    pub id: ID,
    /// The customer's account.
    pub user_id: ID,
    /// The customer's name and email as given when ordering.
    pub customer_name: String,
    pub customer_email: String,
    pub plan_id: Option<String>,
    /// The saved placement the order is for, if any.
    pub map_result_id: Option<String>,
    pub plan_title: String,
    pub plan_image: String,
    /// The property's address, from the saved placement; empty without one.
    pub address: String,
    /// Dollars: the as-built site plan line of the plan's estimate when ordered.
    pub price: f64,
    pub status: SitePlanOrderStatus,
    pub created_at: Timestamp,
    /// When the status last changed.
    pub updated_at: Timestamp,
}

impl From<domain::Order> for SitePlanOrder {
    fn from(o: domain::Order) -> Self {
        SitePlanOrder {
            id: ID(o.id),
            user_id: ID(o.user_id),
            customer_name: o.name,
            customer_email: o.email,
            plan_id: o.plan_id,
            map_result_id: o.map_result_id,
            plan_title: o.plan_title,
            plan_image: o.plan_image,
            address: o.address,
            price: o.price,
            status: o.status.into(),
            created_at: Timestamp(o.created_at),
            updated_at: Timestamp(o.updated_at),
        }
    }
}

/// One page of orders and how many there are in all.
#[derive(Debug, Clone, SimpleObject)]
pub struct SitePlanOrderList {
    pub items: Vec<SitePlanOrder>,
    pub total_count: i64,
}

impl From<domain::OrderList> for SitePlanOrderList {
    fn from(list: domain::OrderList) -> Self {
        SitePlanOrderList {
            items: list.items.into_iter().map(SitePlanOrder::from).collect(),
            total_count: list.total_count,
        }
    }
}
