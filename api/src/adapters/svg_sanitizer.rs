//! SVG sanitising for SVG we did not draw (the 3D configurator's, later uploads): parsed as XML
//! and re-written from an allowlist, so no script, `foreignObject`, event handler, stylesheet
//! or external reference survives, whatever tricks the input plays with the markup.

use std::fmt::Write;

/// Elements kept (with their allowed children); anything else is dropped with its subtree.
const ELEMENTS: &[&str] = &[
    "svg",
    "g",
    "defs",
    "symbol",
    "use",
    "title",
    "desc",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "linearGradient",
    "radialGradient",
    "stop",
    "clipPath",
    "mask",
    "pattern",
    "marker",
];

/// Attributes kept, besides `href`/`xlink:href`, which must point inside the document.
const ATTRIBUTES: &[&str] = &[
    "id",
    "class",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "width",
    "height",
    "d",
    "points",
    "transform",
    "viewBox",
    "preserveAspectRatio",
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-dasharray",
    "stroke-dashoffset",
    "stroke-miterlimit",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "letter-spacing",
    "offset",
    "stop-color",
    "stop-opacity",
    "gradientUnits",
    "gradientTransform",
    "spreadMethod",
    "clip-path",
    "clip-rule",
    "mask",
    "patternUnits",
    "patternTransform",
    "markerWidth",
    "markerHeight",
    "refX",
    "refY",
    "orient",
    "markerUnits",
    "marker-start",
    "marker-mid",
    "marker-end",
    "visibility",
    "display",
    "dx",
    "dy",
    "rotate",
    "textLength",
    "version",
];

/// Why an SVG was refused.
#[derive(Debug, thiserror::Error)]
pub enum SvgError {
    #[error("not well-formed XML: {0}")]
    Xml(#[from] roxmltree::Error),
    #[error("the document is not an SVG")]
    NotSvg,
}

/// A clean copy of `input`.
pub fn sanitize(input: &str) -> Result<String, SvgError> {
    let doc = roxmltree::Document::parse_with_options(
        input,
        roxmltree::ParsingOptions { allow_dtd: false, ..Default::default() },
    )?;
    let root = doc.root_element();
    if root.tag_name().name() != "svg" {
        return Err(SvgError::NotSvg);
    }
    let mut out = String::new();
    write_element(&mut out, root, true);
    Ok(out)
}

fn write_element(out: &mut String, node: roxmltree::Node, is_root: bool) {
    let name = node.tag_name().name();
    if !ELEMENTS.contains(&name) {
        return;
    }
    out.push('<');
    out.push_str(name);
    if is_root {
        out.push_str(r#" xmlns="http://www.w3.org/2000/svg""#);
    }
    for attr in node.attributes() {
        let (attr_name, value) = (attr.name(), attr.value());
        let keep = if attr_name == "href" {
            value.starts_with('#')
        } else {
            ATTRIBUTES.contains(&attr_name) && !references_outside(value)
        };
        if keep {
            let _ = write!(out, r#" {}="{}""#, if attr_name == "href" { "href" } else { attr_name }, escape(value));
        }
    }
    out.push('>');
    for child in node.children() {
        if child.is_element() {
            write_element(out, child, false);
        } else if child.is_text() {
            out.push_str(&escape(child.text().unwrap_or_default()));
        }
    }
    let _ = write!(out, "</{name}>");
}

/// `url(...)` values may only point at elements of the same document.
fn references_outside(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    lower.contains("javascript:")
        || lower
            .match_indices("url(")
            .any(|(i, _)| !lower[i + 4..].trim_start().trim_start_matches(['\'', '"']).starts_with('#'))
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing_is_kept() {
        let clean = sanitize(r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="5">Kitchen &amp; dining</text></svg>"##).unwrap();
        assert!(clean.contains(r##"<rect width="10" height="10" fill="url(#g)">"##));
        assert!(clean.contains("Kitchen &amp; dining"));
        assert!(clean.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">"#));
    }

    #[test]
    fn scripts_handlers_and_outside_references_are_removed() {
        let evil = r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
            <script>alert(2)</script>
            <foreignObject><iframe src="https://evil.example"/></foreignObject>
            <style>@import url(https://evil.example/x.css);</style>
            <image href="https://evil.example/track.png"/>
            <a href="javascript:alert(3)"><rect width="1" height="1"/></a>
            <use xlink:href="https://evil.example/sprite.svg#icon"/>
            <use href="#local"/>
            <rect fill="url(https://evil.example/p.svg#x)" stroke="red" onclick="alert(4)" width="2" height="2"/>
        </svg>"##;
        let clean = sanitize(evil).unwrap();
        for bad in
            ["onload", "script", "alert", "foreignObject", "iframe", "style", "image", "evil.example", "javascript"]
        {
            assert!(!clean.contains(bad), "{bad} survived: {clean}");
        }
        assert!(clean.contains(r##"<use href="#local">"##));
        assert!(clean.contains(r#"stroke="red""#));
    }

    #[test]
    fn non_svg_and_dtd_entities_are_refused() {
        assert!(matches!(sanitize("<html><body/></html>"), Err(SvgError::NotSvg)));
        let billion_laughs = r#"<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>"#;
        assert!(sanitize(billion_laughs).is_err());
        assert!(sanitize("not xml").is_err());
    }
}
