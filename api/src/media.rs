//! Media files (uploads, generated images) in a local directory served under `/media`.

use std::path::{Component, Path, PathBuf};

use anyhow::Context;

/// The media directory and the public url prefix of its files.
#[derive(Debug, Clone)]
pub struct MediaDir {
    root: PathBuf,
}

impl MediaDir {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    /// The bytes stored at `relative` (forward slashes, no `..`); `None` when there are none.
    pub async fn get(&self, relative: &str) -> anyhow::Result<Option<Vec<u8>>> {
        let path = Path::new(relative);
        anyhow::ensure!(
            path.components().all(|c| matches!(c, Component::Normal(_))),
            "media path must be relative and plain: {relative}"
        );
        match tokio::fs::read(self.root.join(path)).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(err) => Err(anyhow::Error::new(err).context(format!("reading media {relative}"))),
        }
    }

    /// Writes `bytes` at `relative` (forward slashes, no `..`) and returns its public url.
    pub async fn put(&self, relative: &str, bytes: &[u8]) -> anyhow::Result<String> {
        let path = Path::new(relative);
        anyhow::ensure!(
            path.components().all(|c| matches!(c, Component::Normal(_))),
            "media path must be relative and plain: {relative}"
        );
        let target = self.root.join(path);
        if let Some(dir) = target.parent() {
            tokio::fs::create_dir_all(dir).await.with_context(|| format!("creating {}", dir.display()))?;
        }
        tokio::fs::write(&target, bytes).await.with_context(|| format!("writing {}", target.display()))?;
        Ok(format!("/media/{relative}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn paths_that_climb_out_are_refused() {
        let media = MediaDir::new(std::env::temp_dir().join("media-test"));
        assert!(media.put("../escape.txt", b"x").await.is_err());
        assert!(media.put("/etc/passwd", b"x").await.is_err());
    }
}
