//! The product's concepts and rules, independent of HTTP, GraphQL and SQL.

pub mod accounts;
pub mod api_keys;
pub mod assistant_chats;
pub mod configurators;
pub mod contractors;
pub mod directories;
pub mod estimates;
pub mod fit_checks;
pub mod generation;
pub mod lot_files;
pub mod map_results;
pub mod map_sessions;
pub mod media;
pub mod orders;
pub mod parcels;
pub mod places;
pub mod plans;
pub mod recommendations;
pub mod rules;
pub mod site_plans;
pub mod site_visits;
pub mod specifications;
pub mod templates;
pub mod text;
pub mod time;
