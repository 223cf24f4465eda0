//! Where media bytes live: through `object_store`, a local directory by default or an
//! S3-compatible bucket when one is configured. Every instance behind a load balancer sees the
//! same bucket; a local directory suits one instance (or a shared volume).
//!
//! Keys are relative paths with forward slashes (`plans/0192.../compressed.webp`); each is
//! served at `/media/{key}`.

use std::{path::Component, path::Path as FsPath, sync::Arc};

use anyhow::Context;
use bytes::Bytes;
use object_store::{aws::AmazonS3Builder, local::LocalFileSystem, path::Path, ObjectStore, PutPayload, PutResult};

use crate::config::MediaConfig;

/// The url prefix every media key is served under.
pub const URL_PREFIX: &str = "/media/";

/// A stored object and what a cache needs to revalidate it.
#[derive(Debug, Clone)]
pub struct StoredObject {
    pub bytes: Bytes,
    /// The storage's entity tag, when it keeps one.
    pub e_tag: Option<String>,
}

/// The media storage, cheap to clone.
#[derive(Clone)]
pub struct MediaStore {
    objects: Arc<dyn ObjectStore>,
}

impl std::fmt::Debug for MediaStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MediaStore({})", self.objects)
    }
}

impl MediaStore {
    /// The storage `config` names: its S3 bucket when one is set, its directory otherwise.
    pub fn from_config(config: &MediaConfig) -> anyhow::Result<MediaStore> {
        match &config.media_s3_bucket {
            Some(bucket) if !bucket.is_empty() => {
                // What the config leaves out comes from the standard AWS_* variables (and, on
                // AWS, the instance's role).
                let mut builder =
                    AmazonS3Builder::from_env().with_bucket_name(bucket).with_region(&config.media_s3_region);
                if let (Some(key), Some(secret)) = (&config.media_s3_access_key_id, &config.media_s3_secret_access_key)
                {
                    builder = builder.with_access_key_id(key).with_secret_access_key(secret);
                }
                if let Some(endpoint) = config.media_s3_endpoint.as_deref().filter(|e| !e.is_empty()) {
                    builder = builder
                        .with_endpoint(endpoint)
                        .with_allow_http(endpoint.starts_with("http://"))
                        // S3-compatible servers other than AWS are addressed by path, not by
                        // bucket subdomain.
                        .with_virtual_hosted_style_request(false);
                }
                let s3 = builder.build().with_context(|| format!("configuring the S3 bucket {bucket}"))?;
                Ok(MediaStore { objects: Arc::new(s3) })
            }
            _ => MediaStore::local(&config.media_dir),
        }
    }

    /// Storage in the directory `root` (created when missing).
    pub fn local(root: impl AsRef<FsPath>) -> anyhow::Result<MediaStore> {
        let root = root.as_ref();
        std::fs::create_dir_all(root).with_context(|| format!("creating the media directory {}", root.display()))?;
        let local = LocalFileSystem::new_with_prefix(root)
            .with_context(|| format!("opening the media directory {}", root.display()))?
            // Writes land whole or not at all: a reader never sees half a file.
            .with_automatic_cleanup(true);
        Ok(MediaStore { objects: Arc::new(local) })
    }

    /// The public url of `key`.
    pub fn url(key: &str) -> String {
        format!("{URL_PREFIX}{key}")
    }

    /// The key behind one of our media urls (`/media/...`, or the same on `public_url`).
    pub fn key_of_url<'a>(url: &'a str, public_url: &str) -> Option<&'a str> {
        let path = url.strip_prefix(public_url.trim_end_matches('/')).unwrap_or(url);
        path.strip_prefix(URL_PREFIX).filter(|key| !key.is_empty())
    }

    /// The bytes stored at `key`; `None` when there are none.
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        Ok(self.get_object(key).await?.map(|object| object.bytes))
    }

    /// The object stored at `key` with its entity tag; `None` when there is none (a key that is
    /// not plain, with `..` or empty parts, names nothing that could be stored).
    pub async fn get_object(&self, key: &str) -> anyhow::Result<Option<StoredObject>> {
        let Ok(path) = object_path(key) else {
            return Ok(None);
        };
        match self.objects.get(&path).await {
            Ok(found) => {
                let e_tag = found.meta.e_tag.clone();
                let bytes = found.bytes().await.with_context(|| format!("reading media {key}"))?;
                Ok(Some(StoredObject { bytes, e_tag }))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(anyhow::Error::new(err).context(format!("reading media {key}"))),
        }
    }

    /// Stores `bytes` at `key` and returns its public url.
    pub async fn put(&self, key: &str, bytes: impl Into<Bytes>) -> anyhow::Result<String> {
        let path = object_path(key)?;
        let _: PutResult = self
            .objects
            .put(&path, PutPayload::from_bytes(bytes.into()))
            .await
            .with_context(|| format!("writing media {key}"))?;
        Ok(Self::url(key))
    }

    /// Every key under `prefix` (a folder, without its trailing slash), in no particular order.
    pub async fn keys(&self, prefix: &str) -> anyhow::Result<Vec<String>> {
        let prefix = object_path(prefix)?;
        let mut listing = self.objects.list(Some(&prefix));
        let mut keys = Vec::new();
        while let Some(meta) = futures_util::StreamExt::next(&mut listing).await {
            keys.push(meta.with_context(|| format!("listing media under {prefix}"))?.location.to_string());
        }
        Ok(keys)
    }

    /// Removes `key`; removing what is not there is not an error.
    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        let path = object_path(key)?;
        match self.objects.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(anyhow::Error::new(err).context(format!("removing media {key}"))),
        }
    }
}

/// `key` as a storage path, refusing anything but plain relative segments: no `..`, no
/// absolute paths, no empty segments.
fn object_path(key: &str) -> anyhow::Result<Path> {
    let plain = !key.is_empty()
        && !key.starts_with('/')
        && !key.contains('\\')
        && FsPath::new(key).components().all(|c| matches!(c, Component::Normal(_)));
    anyhow::ensure!(plain, "media key must be relative and plain: {key}");
    Path::parse(key).with_context(|| format!("media key {key}"))
}

/// Whether `key` is one of an upload's files, `{folder}/{uuid}/{variant}.{ext}`: stored once
/// under a fresh id and never changed.
pub fn is_upload_key(key: &str) -> bool {
    let mut parts = key.rsplit('/');
    let (_file, id) = (parts.next(), parts.next());
    id.is_some_and(|id| uuid::Uuid::try_parse(id).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upload_files_are_recognised_by_their_id() {
        assert!(is_upload_key("images/01936b2e-1f2a-7c3d-8e4f-0123456789ab/compressed.webp"));
        assert!(!is_upload_key("seed/plans/cottage/front.svg"));
        assert!(!is_upload_key("front.svg"));
    }

    #[tokio::test]
    async fn keys_that_climb_out_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let media = MediaStore::local(dir.path()).unwrap();
        for key in ["../escape.txt", "/etc/passwd", "a/../../b", "a//b", "", "a\\..\\b"] {
            assert!(media.put(key, b"x".to_vec()).await.is_err(), "{key} was accepted");
        }
    }

    #[tokio::test]
    async fn stored_bytes_are_read_back_and_removed() {
        let dir = tempfile::tempdir().unwrap();
        let media = MediaStore::local(dir.path()).unwrap();
        let url = media.put("images/one/original.png", b"png".to_vec()).await.unwrap();
        assert_eq!(url, "/media/images/one/original.png");
        assert_eq!(media.get("images/one/original.png").await.unwrap().unwrap(), Bytes::from_static(b"png"));
        media.delete("images/one/original.png").await.unwrap();
        assert!(media.get("images/one/original.png").await.unwrap().is_none());
        media.delete("images/one/original.png").await.unwrap();
    }

    #[test]
    fn our_urls_name_their_keys() {
        let public = "https://homeplot.example";
        assert_eq!(MediaStore::key_of_url("/media/a/b.webp", public), Some("a/b.webp"));
        assert_eq!(MediaStore::key_of_url("https://homeplot.example/media/a/b.webp", public), Some("a/b.webp"));
        assert_eq!(MediaStore::key_of_url("https://elsewhere.example/media/a/b.webp", public), None);
        assert_eq!(MediaStore::key_of_url("/media/", public), None);
    }
}
