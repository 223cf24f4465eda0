//! Runtime configuration: one struct, read from flags or environment variables.
//!
//! Every variable and its default is listed in the README's configuration table and in
//! `.env.example`; keep the three in step.

use std::{net::SocketAddr, path::PathBuf};

use clap::{Args, ValueEnum};

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines, for a terminal.
    Text,
    /// One JSON object per line, for log shippers.
    Json,
}

/// Settings of the `serve` command.
#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Address and port to listen on.
    #[arg(long, env = "APP_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// `sqlite://path` (created when missing) or `postgres://user:pass@host/db`.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/app.db")]
    pub database_url: String,

    /// The built web app (`web/dist`), served with history fallback.
    #[arg(long, env = "WEB_DIST", default_value = "web/dist")]
    pub web_dist: PathBuf,

    /// Seed the demo catalogue when the database has no plans.
    #[arg(long, env = "SEED_DEMO", default_value_t = true, action = clap::ArgAction::Set)]
    pub seed_demo: bool,

    /// Serve the GraphiQL explorer on `GET /graphql`.
    #[arg(long, env = "GRAPHIQL", default_value_t = false, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    pub graphiql: bool,

    /// Allow GraphQL schema introspection (integrators' tools need it).
    #[arg(long, env = "GRAPHQL_INTROSPECTION", default_value_t = true, action = clap::ArgAction::Set)]
    pub introspection: bool,

    /// Log line format.
    #[arg(long, env = "LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    /// The address users reach the app at; links in emails point here, and an `https://` url
    /// makes session cookies `Secure`.
    #[arg(long, env = "PUBLIC_URL", default_value = "http://127.0.0.1:8080")]
    pub public_url: String,

    /// Load balancers and proxies in front of the API, as networks (`10.0.0.0/8`, `127.0.0.1/32`),
    /// comma-separated: from them, the client's address is read from `X-Forwarded-For` for the
    /// per-address rate limits. Empty by default: the header is ignored and the peer counts.
    #[arg(long, env = "TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<ipnet::IpNet>,

    /// Base url of the 3D configurator service (its protocol: `configurator.rs`); without it
    /// the plan page's 3D view is hidden and the back office's finders and products say so.
    #[arg(long, env = "CONFIGURATOR_URL")]
    pub configurator_url: Option<String>,

    /// Geocoder speaking Nominatim's `/search` protocol.
    #[arg(long, env = "GEOCODER_URL", default_value = "https://nominatim.openstreetmap.org")]
    pub geocoder_url: String,

    /// Contact email passed to the geocoder, as OpenStreetMap's usage policy asks of apps.
    #[arg(long, env = "GEOCODER_EMAIL")]
    pub geocoder_email: Option<String>,

    /// Least time between two geocoder requests, milliseconds (Nominatim allows one a second).
    #[arg(long, env = "GEOCODER_MIN_INTERVAL_MS", default_value_t = 1000)]
    pub geocoder_min_interval_ms: u64,

    /// Longest wait for one answer of a county's or city's parcel service, milliseconds; a
    /// slower source leaves the homeowner with the drawn lot.
    #[arg(long, env = "PARCEL_SOURCE_TIMEOUT_MS", default_value_t = 4000)]
    pub parcel_source_timeout_ms: u64,

    /// Requests a minute one address may make to `/api/v1`'s reads without an API key (keys
    /// have their own rates, set in the back office).
    #[arg(long, env = "API_ANONYMOUS_PER_MINUTE", default_value_t = 60)]
    pub api_anonymous_per_minute: u32,

    /// Where site-plan orders are emailed.
    #[arg(long, env = "OPERATIONS_EMAIL", default_value = "operations@homeplot.local")]
    pub operations_email: String,

    #[command(flatten)]
    pub media: MediaConfig,

    #[command(flatten)]
    pub mail: MailConfig,

    #[command(flatten)]
    pub jobs: JobsConfig,

    #[command(flatten)]
    pub generation: GenerationConfig,

    #[command(flatten)]
    pub connections: ConnectionsConfig,

    #[command(flatten)]
    pub google: GoogleConfig,

    #[command(flatten)]
    pub client: ClientConfig,
}

/// Where media live and what uploads and url fetches may be.
#[derive(Debug, Clone, Args)]
pub struct MediaConfig {
    /// Directory of uploaded and generated media, served under `/media` (when no S3 bucket is
    /// set).
    #[arg(long, env = "MEDIA_DIR", default_value = "data/media")]
    pub media_dir: PathBuf,

    /// S3 bucket for media instead of the directory.
    #[arg(long, env = "MEDIA_S3_BUCKET")]
    pub media_s3_bucket: Option<String>,

    /// Access key of the S3 bucket (else the instance's role or AWS's usual sources).
    #[arg(long, env = "AWS_ACCESS_KEY_ID", hide_env_values = true)]
    pub media_s3_access_key_id: Option<String>,

    /// Secret of the S3 access key.
    #[arg(long, env = "AWS_SECRET_ACCESS_KEY", hide_env_values = true)]
    pub media_s3_secret_access_key: Option<String>,

    /// Endpoint of an S3-compatible service (MinIO, R2, ...); AWS itself needs none.
    #[arg(long, env = "MEDIA_S3_ENDPOINT")]
    pub media_s3_endpoint: Option<String>,

    /// Region of the S3 bucket.
    #[arg(long, env = "MEDIA_S3_REGION", default_value = "us-east-1")]
    pub media_s3_region: String,

    /// Largest image upload, in megabytes.
    #[arg(long, env = "UPLOAD_MAX_MB", default_value_t = 20)]
    pub upload_max_mb: usize,

    /// Most pixels of an uploaded image, in megapixels.
    #[arg(long, env = "UPLOAD_MAX_MEGAPIXELS", default_value_t = 40)]
    pub upload_max_megapixels: u64,

    /// PNG drawn bottom-right on watermarked photos (the Homeplot mark when unset).
    #[arg(long, env = "WATERMARK_PATH")]
    pub watermark_path: Option<PathBuf>,

    /// Networks (CIDR, comma-separated) that image downloads may reach besides the public
    /// internet, e.g. an image host inside the deployment's own network. Empty by default:
    /// private, loopback and link-local addresses are refused.
    #[arg(long, env = "FETCH_ALLOWED_NETWORKS", value_delimiter = ',')]
    pub fetch_allowed_networks: Vec<ipnet::IpNet>,
}

/// Outgoing email.
#[derive(Debug, Clone, Args)]
pub struct MailConfig {
    /// SMTP server, e.g. `smtps://user:pass@smtp.example.com` or `smtp://localhost:2525`.
    /// Without it, emails are written to `OUTBOX_DIR` and their links logged.
    #[arg(long, env = "SMTP_URL")]
    pub smtp_url: Option<String>,

    /// Where emails go when no SMTP server is configured (one `.eml` file each).
    #[arg(long, env = "OUTBOX_DIR", default_value = "data/outbox")]
    pub outbox_dir: PathBuf,

    /// Sender of every email.
    #[arg(long, env = "MAIL_FROM", default_value = "Homeplot <no-reply@homeplot.local>")]
    pub mail_from: String,
}

/// The Creative Studio's models. The upscaler runs here; the AI models run on a model-hosting
/// service speaking Replicate's predictions protocol (`predictions.rs`), enabled by its token.
#[derive(Debug, Clone, Args)]
pub struct GenerationConfig {
    /// Token of the model-hosting service; without it only the built-in upscaler runs, and a
    /// task for another model fails at once saying so.
    #[arg(long, env = "GENERATION_API_TOKEN")]
    pub generation_api_token: Option<String>,

    /// Base url of the model-hosting service's predictions api.
    #[arg(long, env = "GENERATION_API_URL", default_value = "https://api.replicate.com/v1")]
    pub generation_api_url: String,

    /// Which hosted model runs each studio model: `key=owner/name` (or `owner/name:version`)
    /// pairs separated by commas; `exterior-flux` runs the plan form's exterior dialog.
    #[arg(long, env = "GENERATION_MODELS", default_value = DEFAULT_GENERATION_MODELS)]
    pub generation_models: String,

    /// Seconds a task may take, waiting on its model included, before it fails.
    #[arg(long, env = "GENERATION_TIMEOUT_SECS", default_value_t = 600)]
    pub generation_timeout_secs: u64,

    /// Milliseconds between two looks at a running prediction.
    #[arg(long, env = "GENERATION_POLL_MS", default_value_t = 2000)]
    pub generation_poll_ms: u64,
}

/// Public models whose inputs match the studio's settings (SPEC.md §9): Flux Kontext and Nano
/// Banana edit an image from a prompt; the rooms and the exterior run a depth-controlled Flux
/// with the room presets; the exterior dialog a ControlNet-union Flux (control type 2 depth, 0
/// canny).
pub const DEFAULT_GENERATION_MODELS: &str = "nano-banana=google/nano-banana,\
kontext=black-forest-labs/flux-kontext-pro,exterior=xlabs-ai/flux-dev-controlnet,\
kitchen=xlabs-ai/flux-dev-controlnet,bedroom=xlabs-ai/flux-dev-controlnet,\
living-room=xlabs-ai/flux-dev-controlnet,exterior-flux=black-forest-labs/flux-depth-dev";

/// The background job worker every instance runs (emails today).
#[derive(Debug, Clone, Args)]
pub struct JobsConfig {
    /// Jobs one instance runs at once.
    #[arg(long, env = "JOBS_CONCURRENCY", default_value_t = 4)]
    pub jobs_concurrency: usize,

    /// Seconds a claimed job stays leased without renewal; a job whose instance died is
    /// claimed again after this (the worker renews every third of it).
    #[arg(long, env = "JOBS_LEASE_SECS", default_value_t = 10)]
    pub jobs_lease_secs: u64,

    /// Longest wait between two looks at the queue, milliseconds (new jobs wake workers at once).
    #[arg(long, env = "JOBS_POLL_MS", default_value_t = 1000)]
    pub jobs_poll_ms: u64,

    /// Delay before a failed job's first retry, milliseconds; it doubles with each retry, up to
    /// 15 minutes.
    #[arg(long, env = "JOBS_RETRY_BASE_MS", default_value_t = 1000)]
    pub jobs_retry_base_ms: u64,
}

/// How many connections one instance serves, and how long it waits for a request.
#[derive(Debug, Clone, Args)]
pub struct ConnectionsConfig {
    /// Connections served at once; further ones are answered 503 at once (`/healthz` is still
    /// answered). Lowered at start to fit the process's open-file limit.
    #[arg(long, env = "MAX_CONNECTIONS", default_value_t = 10_000)]
    pub max_connections: usize,

    /// Seconds a new connection has to send its first request head before it is closed.
    #[arg(long, env = "REQUEST_HEAD_TIMEOUT_SECS", default_value_t = 10)]
    pub request_head_timeout_secs: u64,
}

/// Sign-in with Google (off until a client id is set).
#[derive(Debug, Clone, Args)]
pub struct GoogleConfig {
    /// OAuth client id; ID tokens must be issued for it.
    #[arg(long, env = "GOOGLE_CLIENT_ID")]
    pub google_client_id: Option<String>,

    /// Issuer ID tokens must name.
    #[arg(long, env = "GOOGLE_ISSUER", default_value = "https://accounts.google.com")]
    pub google_issuer: String,

    /// Where the issuer publishes its signing keys (JWKS).
    #[arg(long, env = "GOOGLE_JWKS_URL", default_value = "https://www.googleapis.com/oauth2/v3/certs")]
    pub google_jwks_url: String,
}

/// Settings the web app reads at start from `GET /api/config`.
#[derive(Debug, Clone, Args)]
pub struct ClientConfig {
    /// Terms of service page linked from the footer.
    #[arg(long, env = "TERMS_URL", default_value = "/terms.html")]
    pub terms_url: String,

    /// Privacy policy page linked from the footer.
    #[arg(long, env = "PRIVACY_URL", default_value = "/privacy.html")]
    pub privacy_url: String,

    /// XYZ raster template of the aerial basemap (USGS National Map imagery, public domain).
    #[arg(
        long,
        env = "AERIAL_TILES_URL",
        default_value = "https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}"
    )]
    pub aerial_tiles_url: String,

    /// Attribution shown on the aerial basemap.
    #[arg(long, env = "AERIAL_ATTRIBUTION", default_value = "Imagery: USGS The National Map")]
    pub aerial_attribution: String,

    /// MapLibre style URL of the street basemap (no key needed).
    #[arg(long, env = "STREET_STYLE_URL", default_value = "https://tiles.openfreemap.org/styles/liberty")]
    pub street_style_url: String,

    /// Page embedded on the plan page to book a 30-minute call (hidden when unset).
    #[arg(long, env = "CALL_BOOKING_URL")]
    pub call_booking_url: Option<String>,

    /// External financing estimator (the button is hidden when unset).
    #[arg(long, env = "FINANCING_URL")]
    pub financing_url: Option<String>,

    /// App store page of the augmented-reality viewer (hidden when unset).
    #[arg(long, env = "AR_APP_URL")]
    pub ar_app_url: Option<String>,

    /// The 3D configurator's page; the plan's configurator id is appended ('Configure').
    #[arg(long, env = "CONFIGURATOR_APP_URL")]
    pub configurator_app_url: Option<String>,
}
