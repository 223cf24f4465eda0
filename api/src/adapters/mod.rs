//! Adapters to the systems outside: each speaks one remote protocol (or one format from outside)
//! and knows nothing of our domain's rules. The domain's services hold them; the tests run each
//! against a small local server of ours that speaks the same protocol.
//!
//! - [`geocoder`]: address search, the Nominatim protocol.
//! - [`parcel_service`]: parcels at a point, ArcGIS REST `query` and OGC API – Features.
//! - [`configurator`]: the 3D configurator service (finder, photos, products, drawings).
//! - [`predictions`]: the model-hosting service's predictions API (the Creative Studio).
//! - [`google_identity`]: Google Identity Services' ID tokens.
//! - [`mail`]: SMTP (or an outbox folder of `.eml` files).
//! - [`svg_sanitizer`]: SVG from outside (uploads, the configurator), made safe to serve.

pub mod configurator;
pub mod geocoder;
pub mod google_identity;
pub mod mail;
pub mod parcel_service;
pub mod predictions;
pub mod svg_sanitizer;
