//! `Link` preloads of the code of the screen a page opens on.
//!
//! Every screen of the web app is its own chunk, loaded on demand (web/src/app/lazyScreens.ts).
//! The page names only the entry; the app asks for the screen's chunk once the entry has arrived
//! and run, a round trip later. On a phone that trip lay on the plan page's largest paint. The
//! server knows from the page's path which screen it opens on and from the build's manifest
//! (`dist/.vite/manifest.json`, Vite's `build.manifest`) which files that screen is, so the page's
//! response tells the browser to fetch them beside the entry.

use std::{
    collections::{HashMap, HashSet},
    path::Path,
};

use serde::Deserialize;

/// The module a page opens on, by its path, as the web app's routes (web/src/app/routes.tsx)
/// render it: a module is named as the build's manifest names it, by its source path.
const SCREENS: [(Page, &str); 3] = [
    (Page::Prefix("/plan/"), "src/features/plan-page/PlanPage.tsx"),
    (Page::Prefix("/admin/plan/view/"), "src/features/plan-page/PlanPage.tsx"),
    // The map screen's own chunk is one of the workspace's imports.
    (Page::Exact("/"), "src/features/map/MapWorkspace.tsx"),
];

#[derive(Clone, Copy)]
enum Page {
    Exact(&'static str),
    Prefix(&'static str),
}

impl Page {
    fn matches(self, path: &str) -> bool {
        match self {
            Page::Exact(page) => path == page,
            Page::Prefix(prefix) => path.starts_with(prefix),
        }
    }
}

/// The `Link` values of each screen of [`SCREENS`] this build has.
#[derive(Default)]
pub struct ScreenPreloads {
    links: Vec<(Page, Vec<String>)>,
}

/// One chunk of Vite's manifest, as far as this reads it.
#[derive(Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
}

type Manifest = HashMap<String, Chunk>;

impl ScreenPreloads {
    /// Reads the web build's manifest in `dist`. A build without one (an older build, the tests'
    /// stand-in) preloads nothing, and the app loads its screens as it always could.
    pub fn read(dist: &Path) -> Self {
        let path = dist.join(".vite/manifest.json");
        let manifest: Manifest = match std::fs::read(&path).map(|bytes| serde_json::from_slice(&bytes)) {
            Ok(Ok(manifest)) => manifest,
            Ok(Err(err)) => {
                tracing::warn!(error = %err, path = %path.display(), "the web build's manifest is unreadable");
                return Self::default();
            }
            Err(_) => return Self::default(),
        };
        Self::from_manifest(&manifest)
    }

    fn from_manifest(manifest: &Manifest) -> Self {
        let entry = entry_files(manifest);
        let mut links = Vec::new();
        for (page, module) in SCREENS {
            match screen_links(manifest, module, &entry) {
                Some(values) => links.push((page, values)),
                None => tracing::warn!(module, "a first screen's module is not in the web build's manifest"),
            }
        }
        Self { links }
    }

    /// The `Link` values for the page at `path`: none for a page that opens on no listed screen.
    pub fn for_path(&self, path: &str) -> &[String] {
        self.links.iter().find(|(page, _)| page.matches(path)).map(|(_, links)| links.as_slice()).unwrap_or(&[])
    }
}

/// The files the page itself loads: the entry and what it imports (`index.html` names them).
fn entry_files(manifest: &Manifest) -> HashSet<&str> {
    let mut files = HashSet::new();
    for chunk in manifest.values().filter(|chunk| chunk.is_entry) {
        collect(manifest, chunk, &mut files);
    }
    files
}

/// `module`'s chunk, the chunks it imports (statically: what runs before the screen can), and
/// their styles, less what the page loads already, as `Link` values. `crossorigin` as Vite's
/// loader fetches them, so the browser takes the preloaded response.
fn screen_links(manifest: &Manifest, module: &str, entry: &HashSet<&str>) -> Option<Vec<String>> {
    let mut files = HashSet::new();
    collect(manifest, manifest.get(module)?, &mut files);
    let mut files: Vec<&str> = files.difference(entry).copied().collect();
    // The screen's own chunk first, then its imports; styles after the code. Stable order.
    files.sort_by_key(|file| (file.ends_with(".css"), !file.contains(module_stem(module)), *file));
    Some(
        files
            .into_iter()
            .map(|file| match file.ends_with(".css") {
                true => format!("</{file}>; rel=preload; as=style; crossorigin"),
                false => format!("</{file}>; rel=modulepreload; crossorigin"),
            })
            .collect(),
    )
}

fn module_stem(module: &str) -> &str {
    let name = module.rsplit('/').next().unwrap_or(module);
    name.split('.').next().unwrap_or(name)
}

/// Adds `chunk`'s file, its styles and those of its static imports, transitively, to `files`.
fn collect<'a>(manifest: &'a Manifest, chunk: &'a Chunk, files: &mut HashSet<&'a str>) {
    if !files.insert(&chunk.file) {
        return;
    }
    files.extend(chunk.css.iter().map(String::as_str));
    for import in &chunk.imports {
        if let Some(imported) = manifest.get(import) {
            collect(manifest, imported, files);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of a manifest Vite writes (web/vite.config.ts, `build.manifest`).
    fn manifest() -> Manifest {
        serde_json::from_value(serde_json::json!({
            "index.html": { "file": "assets/index-1.js", "src": "index.html", "isEntry": true, "imports": ["_web-2.js"] },
            "_web-2.js": { "file": "assets/web-2.js", "imports": ["_runtime-3.js"], "css": ["assets/web-2.css"] },
            "_runtime-3.js": { "file": "assets/runtime-3.js" },
            "_useQuery-4.js": { "file": "assets/useQuery-4.js", "imports": ["_runtime-3.js"] },
            "src/features/plan-page/PlanPage.tsx": {
                "file": "assets/PlanPage-5.js", "isDynamicEntry": true,
                "imports": ["_runtime-3.js", "_useQuery-4.js", "_web-2.js"],
                "dynamicImports": ["src/features/plan-page/sections/PlanPageLowerSections.tsx"],
                "css": ["assets/PlanPage-5.css"]
            },
            "src/features/plan-page/sections/PlanPageLowerSections.tsx": { "file": "assets/Lower-6.js", "isDynamicEntry": true }
        }))
        .unwrap()
    }

    #[test]
    fn a_plan_page_preloads_its_screen_and_what_it_imports_but_not_the_entry() {
        let preloads = ScreenPreloads::from_manifest(&manifest());
        let expected = [
            "</assets/PlanPage-5.js>; rel=modulepreload; crossorigin",
            "</assets/useQuery-4.js>; rel=modulepreload; crossorigin",
            "</assets/PlanPage-5.css>; rel=preload; as=style; crossorigin",
        ];
        assert_eq!(preloads.for_path("/plan/0195a1b2"), expected);
        assert_eq!(preloads.for_path("/admin/plan/view/0195a1b2"), expected);
        // The map's module is not in this build, and other pages open on no listed screen.
        assert!(preloads.for_path("/").is_empty());
        assert!(preloads.for_path("/login").is_empty());
    }

    #[test]
    fn every_listed_module_is_a_module_of_the_web_app() {
        let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web");
        for (_, module) in SCREENS {
            assert!(web.join(module).is_file(), "{module} is not in web/: rename it here too");
        }
    }
}
