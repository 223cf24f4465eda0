//! A visit as a PDF report: every answer under its category, the photos, and a to-scale
//! drawing of the lot with every map answer. Built with pdf-writer and the PDF standard
//! Helvetica font (no font file to embed; text is WinAnsi, so a character outside it prints
//! as '?').

use std::collections::HashMap;

use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str};
use serde_json::Value;

use super::answers::map_points;
use super::template::{MapType, QuestionType, Template};
use super::{Answer, SiteVisit};

/// US Letter, in points.
const PAGE: (f32, f32) = (612.0, 792.0);
const MARGIN: f32 = 54.0;
const BODY: f32 = 10.5;
const LEADING: f32 = 14.0;
/// Width of a photo on the page, points.
const PHOTO_WIDTH: f32 = 160.0;

/// A photo ready for the page: JPEG bytes and their size in pixels.
pub struct ReportImage {
    pub jpeg: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// The report of `visit`; `images` holds the photos (by url) that could be read.
pub fn build(
    visit: &SiteVisit,
    template: &Template,
    answers: &[Answer],
    images: &HashMap<String, ReportImage>,
) -> Vec<u8> {
    let by_question: HashMap<&str, &Answer> = answers.iter().map(|a| (a.question_id.as_str(), a)).collect();
    let mut doc = Document::new();
    doc.heading(&visit.title, 18.0);
    doc.line(&format!(
        "Address: {}",
        if visit.place.address.is_empty() { "Address is empty" } else { &visit.place.address }
    ));
    doc.line(match visit.submitted_at {
        Some(_) => "Status: submitted",
        None => "Status: draft (not submitted yet)",
    });
    doc.gap();
    for category in &template.categories {
        doc.heading(&category.title, 14.0);
        for question in &category.questions {
            let answer = by_question.get(question.id.as_str()).filter(|a| !a.value.is_null());
            let required = if question.required { " *" } else { "" };
            let Some(answer) = answer else {
                doc.paragraph(&format!("{}{required}: not answered", question.title));
                continue;
            };
            match question.kind {
                QuestionType::Photos => {
                    let urls: Vec<&str> = photo_urls(&answer.value);
                    doc.paragraph(&format!("{}{required}: {}", question.title, count(urls.len(), "photo")));
                    for url in urls {
                        match images.get(url) {
                            Some(image) => doc.image(image),
                            None => doc.paragraph(&format!("  (photo not available: {url})")),
                        }
                    }
                }
                QuestionType::Files => {
                    let names: Vec<String> = answer
                        .value
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|f| f.get("name").and_then(Value::as_str).unwrap_or("document").to_owned())
                        .collect();
                    doc.paragraph(&format!("{}{required}: {}", question.title, names.join(", ")));
                }
                QuestionType::Map => {
                    let points = count(map_points(&answer.value).len(), "point");
                    doc.paragraph(&format!("{}{required}: drawn on the lot plan, {points}", question.title));
                }
                _ => doc.paragraph(&format!("{}{required}: {}", question.title, text_of(&answer.value))),
            }
            for warning in &answer.warnings {
                doc.paragraph(&format!("  Warning: {warning}"));
            }
        }
        doc.gap();
    }
    let drawings: Vec<Drawing> = template
        .questions()
        .filter(|q| q.kind == QuestionType::Map)
        .filter_map(|q| {
            let answer = by_question.get(q.id.as_str())?;
            let colour = q.colors.as_ref().map(|c| hex(&c.line)).unwrap_or((0.2, 0.2, 0.2));
            Some(Drawing {
                title: q.title.clone(),
                kind: q.map_type.unwrap_or(MapType::Single),
                points: map_points(&answer.value),
                colour,
            })
        })
        .collect();
    doc.lot_plan(&visit.place.lot, &drawings);
    doc.finish()
}

/// A map answer to draw.
struct Drawing {
    title: String,
    kind: MapType,
    points: Vec<(f64, f64)>,
    colour: (f32, f32, f32),
}

/// '1 photo', '3 photos'.
fn count(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

fn photo_urls(value: &Value) -> Vec<&str> {
    value.as_array().into_iter().flatten().filter_map(|p| p.get("original").and_then(Value::as_str)).collect()
}

fn text_of(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Array(items) => items.iter().map(text_of).collect::<Vec<_>>().join(", "),
        other => other.to_string(),
    }
}

/// `#rrggbb` as PDF colour components; grey for anything else.
fn hex(colour: &str) -> (f32, f32, f32) {
    let channel =
        |i: usize| colour.get(i..i + 2).and_then(|h| u8::from_str_radix(h, 16).ok()).map(|c| c as f32 / 255.0);
    match (colour.strip_prefix('#').map(|_| ()), channel(1), channel(3), channel(5)) {
        (Some(()), Some(r), Some(g), Some(b)) => (r, g, b),
        _ => (0.3, 0.3, 0.3),
    }
}

/// `text` in WinAnsi bytes, escaped by pdf-writer's `Str`.
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars().map(|c| if (' '..='~').contains(&c) { c as u8 } else { b'?' }).collect()
}

/// Pages being written: a cursor that moves down and starts a new page when it runs out.
struct Document {
    pdf: Pdf,
    next_ref: i32,
    pages: Vec<Ref>,
    /// The page being written: its content and the images it shows.
    content: Content,
    images: Vec<(Name<'static>, Ref)>,
    y: f32,
}

const CATALOG: Ref = Ref::new(1);
const PAGE_TREE: Ref = Ref::new(2);
const FONT: Ref = Ref::new(3);
const BOLD: Ref = Ref::new(4);
const IMAGE_NAMES: [&[u8]; 24] = [
    b"I0", b"I1", b"I2", b"I3", b"I4", b"I5", b"I6", b"I7", b"I8", b"I9", b"I10", b"I11", b"I12", b"I13", b"I14",
    b"I15", b"I16", b"I17", b"I18", b"I19", b"I20", b"I21", b"I22", b"I23",
];

impl Document {
    fn new() -> Document {
        let mut pdf = Pdf::new();
        pdf.type1_font(FONT).base_font(Name(b"Helvetica")).encoding_predefined(Name(b"WinAnsiEncoding"));
        pdf.type1_font(BOLD).base_font(Name(b"Helvetica-Bold")).encoding_predefined(Name(b"WinAnsiEncoding"));
        Document {
            pdf,
            next_ref: 5,
            pages: Vec::new(),
            content: Content::new(),
            images: Vec::new(),
            y: PAGE.1 - MARGIN,
        }
    }

    fn alloc(&mut self) -> Ref {
        let id = Ref::new(self.next_ref);
        self.next_ref += 1;
        id
    }

    /// Makes room for `height` points, starting a new page when the current one is full.
    fn room(&mut self, height: f32) {
        if self.y - height < MARGIN || self.images.len() == IMAGE_NAMES.len() {
            self.end_page();
        }
    }

    fn end_page(&mut self) {
        let content = std::mem::replace(&mut self.content, Content::new());
        let (page_id, content_id) = (self.alloc(), self.alloc());
        self.pdf.stream(content_id, &content.finish());
        let mut page = self.pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1)).parent(PAGE_TREE).contents(content_id);
        let mut resources = page.resources();
        resources.fonts().pair(Name(b"F1"), FONT).pair(Name(b"F2"), BOLD);
        let mut objects = resources.x_objects();
        for (name, id) in self.images.drain(..) {
            objects.pair(name, id);
        }
        objects.finish();
        resources.finish();
        page.finish();
        self.pages.push(page_id);
        self.y = PAGE.1 - MARGIN;
    }

    fn text(&mut self, text: &str, font: &[u8], size: f32) {
        self.content
            .begin_text()
            .set_font(Name(font), size)
            .next_line(MARGIN, self.y)
            .show(Str(&win_ansi(text)))
            .end_text();
    }

    fn heading(&mut self, text: &str, size: f32) {
        self.room(size + 8.0);
        self.y -= size;
        self.text(text, b"F2", size);
        self.y -= 8.0;
    }

    fn line(&mut self, text: &str) {
        self.room(LEADING);
        self.y -= LEADING;
        self.text(text, b"F1", BODY);
    }

    /// `text` wrapped to the page width (Helvetica averages about half an em a character).
    fn paragraph(&mut self, text: &str) {
        let per_line = ((PAGE.0 - 2.0 * MARGIN) / (BODY * 0.5)) as usize;
        let mut current = String::new();
        for word in text.split_whitespace() {
            if !current.is_empty() && current.len() + 1 + word.len() > per_line {
                self.line(&std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        }
        self.line(&current);
    }

    fn gap(&mut self) {
        self.y -= LEADING / 2.0;
    }

    fn image(&mut self, image: &ReportImage) {
        let height = PHOTO_WIDTH * image.height as f32 / image.width.max(1) as f32;
        self.room(height + 6.0);
        self.y -= height + 6.0;
        let id = self.alloc();
        let name = Name(IMAGE_NAMES[self.images.len()]);
        let mut xobject = self.pdf.image_xobject(id, &image.jpeg);
        xobject.filter(Filter::DctDecode);
        xobject.width(image.width as i32).height(image.height as i32).bits_per_component(8);
        xobject.color_space().device_rgb();
        xobject.finish();
        self.images.push((name, id));
        self.content.save_state().transform([PHOTO_WIDTH, 0.0, 0.0, height, MARGIN + 12.0, self.y]).x_object(name);
        self.content.restore_state();
    }

    /// The lot and every map answer to scale, on a page of its own, with a scale bar.
    fn lot_plan(&mut self, lot: &[(f64, f64)], drawings: &[Drawing]) {
        self.end_page();
        self.heading("Lot plan", 14.0);
        let all: Vec<(f64, f64)> = lot.iter().chain(drawings.iter().flat_map(|d| d.points.iter())).copied().collect();
        let Some(&origin) = all.first() else {
            self.paragraph("No lot or map answers to draw.");
            return;
        };
        let metres = |&(lng, lat): &(f64, f64)| {
            ((lng - origin.0) * 111_320.0 * origin.1.to_radians().cos(), (lat - origin.1) * 110_540.0)
        };
        let projected: Vec<(f64, f64)> = all.iter().map(metres).collect();
        let (min_x, max_x) = projected.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| (lo.min(p.0), hi.max(p.0)));
        let (min_y, max_y) = projected.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
        let box_width = f64::from(PAGE.0 - 2.0 * MARGIN);
        let box_height = f64::from(self.y - MARGIN - 60.0);
        let span = (max_x - min_x).max(max_y - min_y).max(5.0);
        let scale = (box_width / span).min(box_height / span);
        let top = f64::from(self.y) - 20.0;
        let to_page = |p: &(f64, f64)| {
            let (x, y) = metres(p);
            ((f64::from(MARGIN) + (x - min_x) * scale) as f32, (top - (max_y - y) * scale) as f32)
        };
        let c = &mut self.content;
        if lot.len() >= 3 {
            c.set_line_width(1.5).set_stroke_rgb(0.1, 0.1, 0.1);
            path(c, &lot.iter().map(to_page).collect::<Vec<_>>(), true);
            c.stroke();
        }
        for drawing in drawings {
            let (r, g, b) = drawing.colour;
            c.set_stroke_rgb(r, g, b).set_fill_rgb(r, g, b).set_line_width(2.0);
            let points: Vec<(f32, f32)> = drawing.points.iter().map(to_page).collect();
            match drawing.kind {
                MapType::Single | MapType::Multiple => {
                    for (x, y) in &points {
                        c.rect(x - 3.0, y - 3.0, 6.0, 6.0).fill_nonzero();
                    }
                }
                MapType::Line => {
                    path(c, &points, false);
                    c.stroke();
                }
                MapType::Polygon => {
                    path(c, &points, true);
                    c.stroke();
                }
            }
        }
        // A scale bar of a round length near a fifth of the drawing.
        let bar_m = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0]
            .into_iter()
            .find(|m| m * scale >= box_width / 6.0)
            .unwrap_or(500.0);
        let bar_y = (top - (max_y - min_y) * scale - 24.0) as f32;
        c.set_stroke_rgb(0.0, 0.0, 0.0).set_line_width(2.0);
        c.move_to(MARGIN, bar_y).line_to(MARGIN + (bar_m * scale) as f32, bar_y).stroke();
        self.y = bar_y - 4.0;
        self.line(&format!("Scale: the bar is {bar_m} m ({:.0} ft).", bar_m * 3.280_84));
        for drawing in drawings {
            self.line(&format!("{}: {}", drawing.title, count(drawing.points.len(), "point")));
        }
    }

    fn finish(mut self) -> Vec<u8> {
        self.end_page();
        let count = self.pages.len() as i32;
        self.pdf.pages(PAGE_TREE).kids(self.pages.iter().copied()).count(count);
        self.pdf.catalog(CATALOG).pages(PAGE_TREE);
        self.pdf.finish()
    }
}

fn path(content: &mut Content, points: &[(f32, f32)], closed: bool) {
    let Some(((x, y), rest)) = points.split_first() else {
        return;
    };
    content.move_to(*x, *y);
    for (x, y) in rest {
        content.line_to(*x, *y);
    }
    if closed {
        content.close_path();
    }
}
