//! The API end to end: each module drives real servers (SQLite and PostgreSQL, a media
//! directory and S3, local stand-ins for the services we call) over HTTP.
//!
//! One test binary, not one per file: the shared helpers in `common` are compiled and linked
//! once, and every test runs in one pool instead of file after file.

#[macro_use]
mod common;

mod accounts;
mod catalogue;
mod cluster;
mod configurator;
mod contractors;
mod directories;
mod generation;
mod geocode;
mod hardening;
mod http;
mod jobs;
mod lots;
mod map_results;
mod media;
mod parcel_imports;
mod parcel_sources;
mod parcels;
mod plan_editing;
mod plan_page;
mod readme;
mod rule_sets;
mod schema;
mod security_headers;
mod site_plans;
mod site_visits;
mod templates_and_chats;
mod v1_catalogue;
mod v1_fit;
mod v1_keys;
