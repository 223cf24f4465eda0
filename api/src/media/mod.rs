//! Media: uploaded and generated images and the files they come from.
//!
//! - [`store`]: where the bytes live (a local directory or S3-compatible storage), and their
//!   public `/media/...` urls.
//! - [`image_type`]: what a file is, decided from its bytes alone.
//! - [`pipeline`]: an upload decoded under limits, turned upright, stripped of metadata and
//!   re-encoded as the sizes the app shows.
//! - [`renditions`]: narrower copies of the image an upload shows, for a `srcset`.
//! - [`watermark`]: the mark drawn on the watermarked variant.
//! - [`upscale`]: the generation studio's built-in 2×/4× upscaler.
//! - [`fetch`] and [`public_address`]: fetching a url for an admin without reaching into our
//!   own network.

pub mod fetch;
pub mod image_type;
pub mod pipeline;
pub mod public_address;
pub mod renditions;
pub mod store;
pub mod upscale;
pub mod watermark;

pub use store::MediaStore;
