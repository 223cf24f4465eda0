//! Image uploads (`POST /api/upload/image`) on both databases and both storages (a local
//! directory and a local S3-compatible server), and the admin's url fetches
//! (`POST /api/download/image`, `POST /api/image/metadata`) refusing our own network.

use crate::common;

use std::{io::Write, sync::OnceLock};

use api::domain::accounts::Role;
use common::{s3, Engine, TestServer};
use image::{DynamicImage, GenericImageView, Rgb, RgbImage};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

/// Where a test server keeps its media.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Storage {
    Local,
    S3,
}

/// A server on `engine` and `storage` (with `configure` applied), or `None` when that
/// combination cannot run here.
async fn start(
    engine: Engine,
    storage: Storage,
    configure: impl FnOnce(&mut api::config::Config),
) -> Option<TestServer> {
    let bucket = match storage {
        Storage::Local => None,
        Storage::S3 => Some((s3::endpoint()?, s3::fresh_bucket(s3::endpoint()?).await)),
    };
    TestServer::start_with(engine, false, |config| {
        if let Some((endpoint, bucket)) = bucket {
            config.media.media_s3_bucket = Some(bucket);
            config.media.media_s3_endpoint = Some(endpoint.to_owned());
            config.media.media_s3_access_key_id = Some(s3::ACCESS_KEY_ID.to_owned());
            config.media.media_s3_secret_access_key = Some(s3::SECRET_ACCESS_KEY.to_owned());
        }
        configure(config);
    })
    .await
}

/// Declares each upload test for both engines and both storages. The PostgreSQL variants skip
/// without `TEST_DATABASE_URL` and the S3 ones without `moto_server`, unless `REQUIRE_POSTGRES`
/// or `REQUIRE_S3` says they must run (CI sets both).
macro_rules! media_tests {
    ($($name:ident),* $(,)?) => {
        media_tests!(@variant sqlite_local, Sqlite, Local, $($name),*);
        media_tests!(@variant sqlite_s3, Sqlite, S3, $($name),*);
        media_tests!(@variant postgres_local, Postgres, Local, $($name),*);
        media_tests!(@variant postgres_s3, Postgres, S3, $($name),*);
    };
    (@variant $module:ident, $engine:ident, $storage:ident, $($name:ident),*) => {
        mod $module {
            $(#[tokio::test(flavor = "multi_thread")]
            async fn $name() {
                let engine = $crate::common::Engine::$engine;
                let storage = super::Storage::$storage;
                if engine == $crate::common::Engine::Postgres && std::env::var("TEST_DATABASE_URL").is_err() {
                    assert!(std::env::var("REQUIRE_POSTGRES").is_err(), "REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not");
                    eprintln!("skipped: TEST_DATABASE_URL is not set");
                    return;
                }
                if storage == super::Storage::S3 && $crate::common::s3::endpoint().is_none() {
                    assert!(std::env::var("REQUIRE_S3").is_err(), "REQUIRE_S3 is set but moto_server is not installed");
                    eprintln!("skipped: moto_server is not installed");
                    return;
                }
                super::$name(engine, storage).await
            })*
        }
    };
}

media_tests!(
    a_phone_photo_is_stored_upright_without_its_location,
    png_and_webp_are_taken_and_a_thumbnail_follows,
    the_watermark_is_drawn_only_when_asked,
    refused_files_store_nothing,
    uploads_need_a_session_and_our_own_site,
    galleries_get_narrower_renditions_made_after_the_upload_or_when_first_asked,
);
storage_tests!(private_addresses_are_never_fetched, public_images_and_our_own_media_are_fetched, only_admins_download,);

// ---- fixtures ----

/// A 60×40 photo, red on the left and blue on the right, whose EXIF says "rotate 90° clockwise
/// to view" and carries a GPS position, as phones write it.
fn phone_photo() -> Vec<u8> {
    let image = RgbImage::from_fn(60, 40, |x, _| if x < 30 { Rgb([220, 20, 20]) } else { Rgb([20, 20, 220]) });
    let mut jpeg = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut jpeg, 95);
    encoder.add_app_segment(1, exif_with_orientation_and_gps(6)).unwrap();
    encoder.encode(image.as_raw(), 60, 40, jpeg_encoder::ColorType::Rgb).unwrap();
    assert!(contains(&jpeg, b"Exif\0\0") && contains(&jpeg, b"N\0"), "the fixture carries EXIF with GPS");
    jpeg
}

/// An EXIF block (little-endian TIFF) with an orientation and a GPS latitude of 30° N.
fn exif_with_orientation_and_gps(orientation: u16) -> Vec<u8> {
    let mut tiff = b"II*\0".to_vec();
    tiff.extend(8u32.to_le_bytes()); // IFD0 at 8
                                     // IFD0: two entries, then the next-IFD link.
    tiff.extend(2u16.to_le_bytes());
    tiff.extend([0x12, 0x01, 3, 0]); // Orientation, SHORT
    tiff.extend(1u32.to_le_bytes());
    tiff.extend(u32::from(orientation).to_le_bytes());
    tiff.extend([0x25, 0x88, 4, 0]); // GPS IFD pointer, LONG
    tiff.extend(1u32.to_le_bytes());
    let gps_at = 8 + 2 + 2 * 12 + 4;
    tiff.extend((gps_at as u32).to_le_bytes());
    tiff.extend(0u32.to_le_bytes());
    // GPS IFD: latitude ref "N" and latitude 30/1, 0/1, 0/1.
    tiff.extend(2u16.to_le_bytes());
    tiff.extend([0x01, 0x00, 2, 0]); // GPSLatitudeRef, ASCII
    tiff.extend(2u32.to_le_bytes());
    tiff.extend(*b"N\0\0\0");
    tiff.extend([0x02, 0x00, 5, 0]); // GPSLatitude, RATIONAL × 3
    tiff.extend(3u32.to_le_bytes());
    let rationals_at = gps_at + 2 + 2 * 12 + 4;
    tiff.extend((rationals_at as u32).to_le_bytes());
    tiff.extend(0u32.to_le_bytes());
    for (numerator, denominator) in [(30u32, 1u32), (0, 1), (0, 1)] {
        tiff.extend(numerator.to_le_bytes());
        tiff.extend(denominator.to_le_bytes());
    }
    let mut exif = b"Exif\0\0".to_vec();
    exif.extend(tiff);
    exif
}

fn solid(width: u32, height: u32, color: [u8; 3]) -> DynamicImage {
    DynamicImage::ImageRgb8(RgbImage::from_pixel(width, height, Rgb(color)))
}

fn png(image: &DynamicImage) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

fn webp(image: &DynamicImage) -> Vec<u8> {
    webp::Encoder::from_rgb(image.as_bytes(), image.width(), image.height()).encode(85.0).to_vec()
}

/// A PNG chunk with its CRC.
fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = flate2::Crc::new();
    crc.update(kind);
    crc.update(data);
    out.extend(crc.sum().to_be_bytes());
    out
}

/// A 60-odd-byte PNG whose header claims 16384×16384 pixels (a gigabyte once decoded).
fn pixel_bomb() -> Vec<u8> {
    let mut header = Vec::new();
    header.extend(16384u32.to_be_bytes());
    header.extend(16384u32.to_be_bytes());
    header.extend([8, 6, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend(chunk(b"IHDR", &header));
    png.extend(chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
    png.extend(chunk(b"IEND", b""));
    assert!(png.len() < 80);
    png
}

/// A real 8×8 PNG carrying a `zTXt` chunk that inflates to a gigabyte (about 1 MB as sent).
fn text_bomb() -> &'static [u8] {
    static BOMB: OnceLock<Vec<u8>> = OnceLock::new();
    BOMB.get_or_init(|| {
        let mut compressed = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        let zeros = vec![b'A'; 1024 * 1024];
        for _ in 0..1024 {
            compressed.write_all(&zeros).unwrap();
        }
        let mut ztxt = b"Comment\0\0".to_vec();
        ztxt.extend(compressed.finish().unwrap());
        let valid = png(&solid(8, 8, [10, 10, 10]));
        let (signature_and_header, rest) = valid.split_at(8 + 25);
        let mut bomb = signature_and_header.to_vec();
        bomb.extend(chunk(b"zTXt", &ztxt));
        bomb.extend_from_slice(rest);
        bomb
    })
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

// ---- helpers ----

async fn upload(
    server: &TestServer,
    session: Option<&str>,
    bytes: Vec<u8>,
    file_name: &str,
    watermark: bool,
) -> (StatusCode, Value) {
    let form = multipart::Form::new()
        .text("name", file_name.to_owned())
        .part("image", multipart::Part::bytes(bytes).file_name(file_name.to_owned()).mime_str("image/jpeg").unwrap())
        .text("folder", "images")
        .text("addWatermark", watermark.to_string());
    server.post_form("/api/upload/image", session, form).await
}

/// Starts a 20 MB multipart upload over a raw connection and sends a little more than the
/// server's limit, then reads its answer (a client library would fail writing the rest once the
/// server has answered and closed).
async fn body_past_the_limit(server: &TestServer, session: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = server.base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let head = format!(
        "POST /api/upload/image HTTP/1.1\r\nHost: {address}\r\nCookie: session={session}\r\n\
         Content-Type: multipart/form-data; boundary=x\r\nContent-Length: {}\r\n\r\n",
        20 * 1024 * 1024
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(&vec![b'a'; 1024 * 1024 + 200 * 1024]).await.unwrap();
    let mut answer = vec![0; 4096];
    let n = stream.read(&mut answer).await.unwrap();
    String::from_utf8_lossy(&answer[..n]).into_owned()
}

async fn fetch_media(server: &TestServer, url: &str) -> Vec<u8> {
    let response = server.client.get(server.url(url)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{url}");
    response.bytes().await.unwrap().to_vec()
}

async fn stored(server: &TestServer) -> Vec<String> {
    server.state.services.media.files().keys("images").await.unwrap()
}

/// Pixels of `image` inside the rectangle brighter than mid-grey.
fn bright_pixels(image: &DynamicImage, x0: u32, y0: u32, x1: u32, y1: u32) -> usize {
    (x0..x1).flat_map(|x| (y0..y1).map(move |y| (x, y))).filter(|&(x, y)| image.get_pixel(x, y).0[0] > 128).count()
}

// ---- uploads ----

async fn a_phone_photo_is_stored_upright_without_its_location(engine: Engine, storage: Storage) {
    let Some(server) = start(engine, storage, |_| {}).await else { return };
    let user = server.sign_in_as(Role::User).await;
    let (status, answer) = upload(&server, Some(&user), phone_photo(), "IMG_0001.jpg", false).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["status"], "success");
    let data = &answer["data"];
    assert_eq!(data["original"]["type"], "image/jpeg");
    assert_eq!(data["compressed"]["type"], "image/webp");
    assert_eq!(data["compressed"]["watermarked"], false);

    let original = fetch_media(&server, data["original"]["url"].as_str().unwrap()).await;
    assert_eq!(original.len() as u64, data["original"]["size"].as_u64().unwrap());
    let compressed = fetch_media(&server, data["compressed"]["url"].as_str().unwrap()).await;
    assert_eq!(compressed.len() as u64, data["compressed"]["size"].as_u64().unwrap());
    for file in [&original, &compressed] {
        assert!(!contains(file, b"Exif") && !contains(file, b"EXIF"), "no EXIF block is kept");
        assert!(!contains(file, b"XMP") && !contains(file, b"ICCP"), "no other metadata is kept");
    }
    for file in [&original, &compressed] {
        let upright = image::load_from_memory(file).unwrap();
        assert_eq!(upright.dimensions(), (40, 60), "the orientation is applied: the photo stands upright");
        let top = upright.get_pixel(20, 5).0;
        let bottom = upright.get_pixel(20, 55).0;
        assert!(top[0] > 150 && top[2] < 100, "the photo's left (red) is now on top: {top:?}");
        assert!(bottom[2] > 150 && bottom[0] < 100, "its right (blue) is at the bottom: {bottom:?}");
    }

    // An upload's files never change: browsers may keep them for a year, and revalidate cheaply.
    let url = server.url(data["compressed"]["url"].as_str().unwrap());
    let served = server.client.get(&url).send().await.unwrap();
    assert_eq!(served.headers()["content-type"], "image/webp");
    assert_eq!(served.headers()["cache-control"], "public, max-age=31536000, immutable");
    let tag = served.headers()["etag"].to_str().unwrap().to_owned();
    let again = server.client.get(&url).header("if-none-match", tag).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}

async fn png_and_webp_are_taken_and_a_thumbnail_follows(engine: Engine, storage: Storage) {
    let Some(server) = start(engine, storage, |_| {}).await else { return };
    let user = server.sign_in_as(Role::User).await;
    let wide = solid(3000, 1500, [40, 160, 90]);

    let (status, answer) = upload(&server, Some(&user), png(&wide), "site.png", false).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["data"]["original"]["type"], "image/png");
    let compressed = fetch_media(&server, answer["data"]["compressed"]["url"].as_str().unwrap()).await;
    assert_eq!(image::load_from_memory(&compressed).unwrap().dimensions(), (2048, 1024), "long side 2048 px");
    let original = fetch_media(&server, answer["data"]["original"]["url"].as_str().unwrap()).await;
    assert_eq!(image::load_from_memory(&original).unwrap().dimensions(), (3000, 1500), "the original keeps its size");

    server.settle_jobs().await;
    let thumbnail = fetch_media(&server, answer["data"]["thumbnail"]["url"].as_str().unwrap()).await;
    assert_eq!(image::load_from_memory(&thumbnail).unwrap().dimensions(), (480, 240), "the list thumbnail");

    let (status, answer) = upload(&server, Some(&user), webp(&solid(800, 600, [90, 90, 200])), "a.webp", false).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["data"]["original"]["type"], "image/webp");
    assert_eq!(answer["data"]["compressed"]["type"], "image/webp");
}

async fn the_watermark_is_drawn_only_when_asked(engine: Engine, storage: Storage) {
    let Some(server) = start(engine, storage, |_| {}).await else { return };
    let user = server.sign_in_as(Role::User).await;
    let dark = png(&solid(1200, 800, [15, 15, 15]));

    let (_, plain) = upload(&server, Some(&user), dark.clone(), "dark.png", false).await;
    assert_eq!(plain["data"]["compressed"]["watermarked"], false);
    let plain =
        image::load_from_memory(&fetch_media(&server, plain["data"]["compressed"]["url"].as_str().unwrap()).await)
            .unwrap();
    assert_eq!(bright_pixels(&plain, 0, 0, 1200, 800), 0, "no mark unless asked");

    let (_, marked) = upload(&server, Some(&user), dark, "dark.png", true).await;
    assert_eq!(marked["data"]["compressed"]["watermarked"], true);
    let marked_url = marked["data"]["compressed"]["url"].as_str().unwrap();
    assert!(marked_url.ends_with("/watermarked.webp"), "{marked_url}");
    let marked = image::load_from_memory(&fetch_media(&server, marked_url).await).unwrap();
    assert!(bright_pixels(&marked, 800, 650, 1200, 800) > 2000, "the mark is drawn bottom-right");
    assert_eq!(bright_pixels(&marked, 0, 0, 1200, 500), 0, "and nowhere else");
}

async fn refused_files_store_nothing(engine: Engine, storage: Storage) {
    let Some(server) = start(engine, storage, |config| config.media.upload_max_mb = 1).await else { return };
    let user = server.sign_in_as(Role::User).await;
    let mut polyglot = vec![0xFF, 0xD8, 0xFF, 0xE0];
    polyglot.extend_from_slice(b"<script>fetch('/graphql',{method:'POST'})</script>");
    let mut oversized = phone_photo();
    oversized.resize(1_100_000, 0);
    let svg = b"<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>";
    let cases: Vec<(&str, Vec<u8>, StatusCode, &str)> = vec![
        (
            "a text file renamed .jpg",
            b"Dear neighbour, this is not a photo.".to_vec(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "This file is not an image we can use. Please choose a JPEG, PNG, WebP or GIF image.",
        ),
        (
            "a polyglot",
            polyglot,
            StatusCode::UNPROCESSABLE_ENTITY,
            "This image could not be read. It may be damaged, or not an image at all.",
        ),
        (
            "a decompression bomb",
            pixel_bomb(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "This image is 16384×16384 pixels; the most we accept is 40 megapixels.",
        ),
        (
            "a text-chunk bomb",
            text_bomb().to_vec(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "This PNG carries too much embedded text. Please export it again without metadata.",
        ),
        (
            "an SVG with script",
            svg.to_vec(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "SVG files cannot be uploaded here. Floor-plan drawings are added in the plan form, which checks them.",
        ),
        (
            "a file over the size limit",
            oversized,
            StatusCode::PAYLOAD_TOO_LARGE,
            "This image is larger than 1 MB. Please choose a smaller one.",
        ),
    ];
    for (what, bytes, status, message) in cases {
        let started = std::time::Instant::now();
        let (got, answer) = upload(&server, Some(&user), bytes, "photo.jpg", true).await;
        assert_eq!(got, status, "{what}: {answer}");
        assert_eq!(answer["status"], "error", "{what}");
        assert_eq!(answer["message"], message, "{what}");
        assert_eq!(answer["code"], "BAD_USER_INPUT", "{what}");
        assert!(stored(&server).await.is_empty(), "{what}: nothing is stored");
        eprintln!("{what}: refused in {:?}", started.elapsed());
    }
    let answer = body_past_the_limit(&server, &user).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "a body past the limit is refused before it is read: {answer}");
    assert!(answer.contains("larger than the 1 MB this address accepts"), "{answer}");
    assert!(stored(&server).await.is_empty());
}

async fn uploads_need_a_session_and_our_own_site(engine: Engine, storage: Storage) {
    let Some(server) = start(engine, storage, |_| {}).await else { return };
    let photo = png(&solid(64, 64, [1, 2, 3]));
    let (status, answer) = upload(&server, None, photo.clone(), "a.png", false).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(answer["message"], "You must be signed in to do that.");

    let user = server.sign_in_as(Role::User).await;
    let form = multipart::Form::new().part("image", multipart::Part::bytes(photo).file_name("a.png"));
    let response = server
        .client
        .post(server.url("/api/upload/image"))
        .header("cookie", format!("session={user}"))
        .header("origin", "https://evil.example")
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    assert_eq!(response.json::<Value>().await.unwrap()["message"], "Requests from other sites are not allowed.");
    assert!(stored(&server).await.is_empty());
}

async fn galleries_get_narrower_renditions_made_after_the_upload_or_when_first_asked(engine: Engine, storage: Storage) {
    let Some(server) = start(engine, storage, |_| {}).await else { return };
    let user = server.sign_in_as(Role::User).await;
    let (_, answer) = upload(&server, Some(&user), png(&solid(3000, 1500, [15, 15, 15])), "dark.png", true).await;
    let shown = answer["data"]["compressed"]["url"].as_str().unwrap().to_owned();
    let rendition = |width: u32| shown.replace("/watermarked.webp", &format!("/watermarked-{width}w.webp"));

    // Asked for before the job made it (or while it does), a rendition is made from the shown,
    // watermarked variant, at the width its name says.
    let narrow = image::load_from_memory(&fetch_media(&server, &rendition(768)).await).unwrap();
    assert_eq!(narrow.dimensions(), (768, 384));
    assert!(bright_pixels(&narrow, 512, 300, 768, 384) > 200, "it carries the watermark");

    server.settle_jobs().await;
    let files = stored(&server).await;
    for width in [480, 768, 1080, 1536] {
        let key = rendition(width).trim_start_matches("/media/").to_owned();
        assert!(files.contains(&key), "{key} is made after the upload: {files:?}");
    }
    let served = server.client.get(server.url(&rendition(1536))).send().await.unwrap();
    assert_eq!(served.headers()["cache-control"], "public, max-age=31536000, immutable");

    // Only the widths the gallery uses, and only of a shown variant, exist.
    for other in [
        shown.replace("/watermarked.webp", "/watermarked-1000w.webp"),
        shown.replace("/watermarked.webp", "/original-768w.webp"),
        shown.replace("/watermarked.webp", "/thumbnail-768w.webp"),
    ] {
        let response = server.client.get(server.url(&other)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{other}");
    }
    assert_eq!(stored(&server).await.len(), files.len(), "a refused name stores nothing");
}

// ---- url fetches ----

/// A stand-in for a public image host, on 127.0.0.2 (which the test servers are told to trust
/// as if it were public): `/photo.png` is an image, `/to-loopback` redirects to 127.0.0.1.
async fn image_host() -> String {
    use poem::{get, handler, listener::TcpListener, web::Redirect, Route, Server};
    #[handler]
    fn photo() -> poem::Response {
        poem::Response::builder().content_type("image/png").body(png(&solid(10, 10, [200, 0, 0])))
    }
    #[handler]
    fn to_loopback() -> Redirect {
        Redirect::see_other("http://127.0.0.1:9/photo.png")
    }
    let listener = std::net::TcpListener::bind("127.0.0.2:0").unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    let app = Route::new().at("/photo.png", get(photo)).at("/to-loopback", get(to_loopback));
    tokio::spawn(Server::new(TcpListener::bind(address.to_string())).run(app));
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(address).await.is_ok() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    format!("http://{address}")
}

async fn trusting_the_image_host(engine: Engine) -> TestServer {
    TestServer::start_with(engine, false, |config| {
        config.media.fetch_allowed_networks = vec!["127.0.0.2/32".parse().unwrap()];
    })
    .await
    .unwrap()
}

async fn post_json(server: &TestServer, session: &str, path: &str, body: Value) -> reqwest::Response {
    server
        .client
        .post(server.url(path))
        .header("cookie", format!("session={session}"))
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn private_addresses_are_never_fetched(engine: Engine) {
    let server = trusting_the_image_host(engine).await;
    let host = image_host().await;
    let admin = server.sign_in_as(Role::Admin).await;
    let api_port = server.base.rsplit(':').next().unwrap().to_owned();
    let private = [
        "http://127.0.0.1/".to_owned(),
        format!("http://127.0.0.1:{api_port}/healthz"),
        "http://10.0.0.1/photo.jpg".to_owned(),
        "http://169.254.169.254/latest/meta-data/".to_owned(),
        "http://[fd00:ec2::254]/latest/meta-data/".to_owned(),
        format!("http://localhost:{api_port}/healthz"),
        format!("{host}/to-loopback"),
    ];
    for path in ["/api/download/image", "/api/image/metadata"] {
        for url in &private {
            let response = post_json(&server, &admin, path, json!({ "url": url })).await;
            assert_eq!(response.status(), StatusCode::FORBIDDEN, "{path} {url}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["message"], "This address points into a private network, so it cannot be fetched.");
        }
        let response = post_json(&server, &admin, path, json!({ "url": "file:///etc/passwd" })).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{path}");
        assert_eq!(response.json::<Value>().await.unwrap()["message"], "Only http and https addresses can be fetched.");
    }
}

async fn public_images_and_our_own_media_are_fetched(engine: Engine) {
    let server = trusting_the_image_host(engine).await;
    let host = image_host().await;
    let admin = server.sign_in_as(Role::Admin).await;

    let response =
        post_json(&server, &admin, "/api/download/image", json!({ "url": format!("{host}/photo.png") })).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/png");
    assert_eq!(response.headers()["content-disposition"], "attachment; filename=\"image.png\"");
    let bytes = response.bytes().await.unwrap();
    assert_eq!(image::load_from_memory(&bytes).unwrap().dimensions(), (10, 10));

    let (_, uploaded) = upload(&server, Some(&admin), png(&solid(64, 32, [5, 5, 5])), "a.png", false).await;
    let url = uploaded["data"]["original"]["url"].as_str().unwrap();
    let response = post_json(&server, &admin, "/api/image/metadata", json!({ "url": url })).await;
    assert_eq!(response.status(), StatusCode::OK);
    let metadata: Value = response.json().await.unwrap();
    assert_eq!(metadata, json!({ "size": uploaded["data"]["original"]["size"], "type": "image/png" }));
}

async fn only_admins_download(engine: Engine) {
    let server = trusting_the_image_host(engine).await;
    let host = image_host().await;
    let user = server.sign_in_as(Role::User).await;
    let response =
        post_json(&server, &user, "/api/download/image", json!({ "url": format!("{host}/photo.png") })).await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let response =
        post_json(&server, &user, "/api/image/metadata", json!({ "url": format!("{host}/photo.png") })).await;
    assert_eq!(response.status(), StatusCode::OK, "any signed-in user may read a size and type");
    let metadata: Value = response.json().await.unwrap();
    assert_eq!(metadata["type"], "image/png");
    assert!(metadata["size"].as_u64().unwrap() > 0);
}
