//! `POST /v1/fit-check` and `POST /v1/fits`: a plan (or a catalogue page of plans) held to a lot
//! on the server, by the geometry crate the map runs (`domain::fit_checks`).

use poem::web::Data;
use poem_openapi::{payload::Json, Enum, Object, OpenApi};
use serde_json::Value;

use super::catalogue::plans::CataloguePlan;
use super::catalogue::FitsCatalogue;
use super::geojson::GeoJsonPolygon;
use super::{ApiKey, V1Tag};
use crate::domain::fit_checks::{self as domain, FitAnswer, LotSource, Position, SiteInput, Source, StructureInput};
use crate::domain::plans::DEFAULT_PAGE_SIZE;
use crate::domain::rules::Place;
use crate::error::AppError;
use crate::rest::ApiResult;
use crate::state::AppState;

/// Where the lot comes from: exactly one of `outline`, `point` and `address`.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitLot", rename_all = "camelCase")]
pub struct LotBody {
    /// The lot's outline: a GeoJSON Polygon (or a Feature of one) of `[longitude, latitude]`
    /// positions, 3 to 200 corners, not crossing itself, 100 sq ft to 40 acres. Its edges are
    /// numbered from the first position: edge `i` runs from corner `i` to corner `i + 1`.
    pub outline: Option<Value>,
    /// A point on the lot: the parcel that the configured parcel sources hold there is the lot.
    pub point: Option<PointBody>,
    /// The lot's street address: geocoded, then the parcel at that point is the lot, and the
    /// address's state, county and city name the local rules. At most 200 characters.
    #[oai(validator(max_length = 200))]
    pub address: Option<String>,
}

/// A longitude and latitude (WGS 84).
#[derive(Debug, Clone, Copy, Object)]
#[oai(rename = "FitPoint", rename_all = "camelCase")]
pub struct PointBody {
    pub lon: f64,
    pub lat: f64,
}

/// A kind of lot line: the street-facing front, the rear opposite it, the sides, and on a corner
/// lot the side that faces the other street.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "LotLineKind", rename_all = "camelCase")]
pub enum LineKindName {
    Front,
    Side,
    Rear,
    StreetSide,
}

/// The kind of building a plan is held to the rules as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "FitBuilding", rename_all = "lowercase")]
pub enum BuildingName {
    /// A detached accessory dwelling unit beside the main home.
    Adu,
    /// The main home of the lot.
    House,
    Shed,
}

/// An existing building on the lot.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitStructure", rename_all = "camelCase")]
pub struct StructureBody {
    /// What the answers call it ("Main house"); "Structure 1", … when empty.
    #[oai(default, validator(max_length = 100))]
    pub name: String,
    /// `house`, `garage`, `shed`, …: an existing `house` makes a home plan an ADU by default.
    #[oai(default, validator(max_length = 40))]
    pub kind: String,
    /// Its outline: a GeoJSON Polygon of `[longitude, latitude]` positions, 3 to 200 corners.
    pub footprint: Value,
    /// The least distance a new building keeps from it, feet (0 to 1000); 6 ft, the map's
    /// default, when not sent. The local rules' separation replaces it where one applies.
    pub separation_ft: Option<f64>,
}

/// A place as the rules name it.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitPlace", rename_all = "camelCase")]
pub struct PlaceBody {
    /// Two-letter state code: `CA`.
    #[oai(validator(max_length = 2, min_length = 2))]
    pub state: String,
    /// The county as the address search names it: `Alameda County`.
    #[oai(default, validator(max_length = 100))]
    pub county: String,
    /// City name: `Pleasanton`.
    #[oai(default, validator(max_length = 100))]
    pub city: String,
}

/// Where the plan's centre stands and how it is turned.
#[derive(Debug, Clone, Copy, Object)]
#[oai(rename = "FitPosition", rename_all = "camelCase")]
pub struct PositionBody {
    pub lon: f64,
    pub lat: f64,
    /// Degrees clockwise from north of the plan's length (0 = as drawn).
    #[oai(default)]
    pub angle_deg: f64,
}

/// The lot and what stands on it, and how its lines are held.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitSite", rename_all = "camelCase")]
pub struct SiteBody {
    pub lot: LotBody,
    /// One setback per lot edge, feet (0 to 1000). Leave out `setbacksFt` and `setbackFt` to use
    /// the local rules of the lot's place (and 4 ft, the map's default, where no rule says).
    pub setbacks_ft: Option<Vec<f64>>,
    /// One setback for every edge, feet (0 to 1000).
    pub setback_ft: Option<f64>,
    /// One kind per lot edge; the local rules' setbacks go by them. The parcel's (or, for an
    /// address, the ones read from where the street is) when not sent.
    pub line_kinds: Option<Vec<LineKindName>>,
    /// Existing buildings, at most 50.
    #[oai(default)]
    pub structures: Vec<StructureBody>,
    /// The place whose local rules apply; the address's place when the lot is an address. No
    /// local rules apply without a place.
    pub place: Option<PlaceBody>,
}

/// A plan held to a lot: at `position`, or at its best position (`best: true`).
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitCheckRequest", rename_all = "camelCase", example)]
pub struct FitCheckBody {
    #[oai(flatten)]
    pub site: SiteBody,
    /// The catalogue plan's id.
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    pub plan_id: String,
    /// How the plan is held to the rules; by default a shed as a shed, a home as an ADU when a
    /// structure of kind `house` stands on the lot, else as the lot's house.
    pub building: Option<BuildingName>,
    /// Where to check the plan. Send this or `best`.
    pub position: Option<PositionBody>,
    /// Find the position with the most room to spare (turned to the lot's lines), nearest
    /// `prefer` on ties, and check the plan there.
    #[oai(default)]
    pub best: bool,
    /// For `best`: the point to stay near (the lot's first corner when not sent).
    pub prefer: Option<PointBody>,
}

impl poem_openapi::types::Example for FitCheckBody {
    fn example() -> Self {
        let lot = serde_json::json!({
            "type": "Polygon",
            "coordinates": [[[-121.8747, 37.6624], [-121.874493, 37.6624], [-121.874493, 37.66273],
                             [-121.8747, 37.66273], [-121.8747, 37.6624]]]
        });
        let house = serde_json::json!({
            "type": "Polygon",
            "coordinates": [[[-121.874665, 37.662455], [-121.874527, 37.662455], [-121.874527, 37.662551],
                             [-121.874665, 37.662551], [-121.874665, 37.662455]]]
        });
        FitCheckBody {
            site: SiteBody {
                lot: LotBody { outline: Some(lot), point: None, address: None },
                setbacks_ft: None,
                setback_ft: Some(5.0),
                line_kinds: None,
                structures: vec![StructureBody {
                    name: "Main house".into(),
                    kind: "house".into(),
                    footprint: house,
                    separation_ft: Some(6.0),
                }],
                place: None,
            },
            plan_id: "example-plan-id".into(),
            building: None,
            position: Some(PositionBody { lon: -121.874596, lat: 37.662647, angle_deg: 0.0 }),
            best: false,
            prefer: None,
        }
    }
}

/// Clear of every limit, within a foot of one, or breaking one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "FitStatus", rename_all = "lowercase")]
pub enum StatusName {
    Clear,
    Near,
    Violated,
}

/// Where a limit comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "FitSourceKind", rename_all = "lowercase")]
pub enum SourceKind {
    /// A field of the request.
    Request,
    /// Nothing said: the map's default.
    Default,
    /// A local rule (its code section in `text`, its link in `url`).
    Rule,
}

/// What a limit was held to, and where it comes from.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitSource", rename_all = "camelCase")]
pub struct SourceAnswer {
    pub kind: SourceKind,
    /// The request's field (`setbacksFt[2]`), why the default applied, or the rule's code
    /// section ("Pleasanton Municipal Code § 18.106.030").
    pub text: String,
    /// The rule's link; empty otherwise.
    pub url: String,
    /// The area whose rule it is ("Pleasanton, CA"); empty otherwise.
    pub area: String,
    /// The rule is example data, to verify with the city.
    pub example: bool,
}

/// A lot edge held to its setback.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitEdge", rename_all = "camelCase")]
pub struct EdgeAnswer {
    /// Edge `i` runs from lot corner `i` to corner `i + 1`.
    pub index: u32,
    /// Null when the kinds are not known and no rule needs them.
    pub kind: Option<LineKindName>,
    pub length_ft: f64,
    /// The footprint's least distance to the line, feet.
    pub distance_ft: f64,
    pub setback_ft: f64,
    /// How far the footprint reaches past the line, feet (0 when it stays inside).
    pub past_ft: f64,
    pub status: StatusName,
    pub source: SourceAnswer,
}

/// An existing structure held to its separation.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitStructureDistance", rename_all = "camelCase")]
pub struct StructureAnswer {
    /// Its position in the request's `structures`.
    pub index: u32,
    pub name: String,
    pub kind: String,
    /// 0 when the footprint overlaps it.
    pub distance_ft: f64,
    pub separation_ft: f64,
    pub status: StatusName,
    pub source: SourceAnswer,
}

/// A local rule held to the placement.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitRule", rename_all = "camelCase")]
pub struct RuleAnswer {
    /// `frontSetback`, `sideSetback`, `rearSetback`, `streetSideSetback`, `separation`,
    /// `footprint`, `livingArea`, `coverage`, `coverageExemption` or `height`.
    pub figure: String,
    /// "Side setback".
    pub label: String,
    /// The rule's figure.
    pub required: f64,
    /// The placement's figure.
    pub actual: f64,
    /// `ft`, `sq ft` or `%`.
    pub unit: String,
    /// A least distance ("at least 4 ft"), not a greatest size ("at most 850 sq ft").
    pub minimum: bool,
    pub status: String,
    /// Exempt from the coverage limit (small enough).
    pub exempt: bool,
    /// The code section.
    pub citation: String,
    pub url: String,
    /// The area whose rule it is.
    pub area: String,
    /// Example data, to verify with the city.
    pub example: bool,
    /// The stricter local figure a state's limit set aside, in words; empty when none.
    pub set_aside: String,
}

/// A rule set the check was held to, at its version.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitRuleSet", rename_all = "camelCase")]
pub struct RuleSetAnswer {
    pub id: String,
    pub version: i64,
    pub name: String,
    pub area: String,
}

/// The parcel a point or address found.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitParcel", rename_all = "camelCase")]
pub struct ParcelAnswer {
    /// The county's parcel number.
    pub apn: String,
    pub zoning: String,
    pub situs_address: String,
    /// The parcel source that answered.
    pub source: String,
}

/// The lot the check was made on.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitLotUsed", rename_all = "camelCase")]
pub struct LotAnswer {
    pub outline: GeoJsonPolygon,
    pub area_sq_ft: f64,
    /// Null when the outline was sent.
    pub parcel: Option<ParcelAnswer>,
}

/// The fit of a plan on a lot: the figures the map shows, with the rule or input behind each.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitCheckAnswer", rename_all = "camelCase")]
pub struct FitCheckAnswer {
    pub plan_id: String,
    /// The worst of every figure below.
    pub status: StatusName,
    /// `status` is not `violated`.
    pub fits: bool,
    /// The placement in words ("Fits the detached ADU rules of Pleasanton, CA.").
    pub verdict: String,
    /// The position checked (the best one when asked for).
    pub position: PositionAnswer,
    /// For `best`: the least room to spare around the plan there, feet; null otherwise.
    pub slack_ft: Option<f64>,
    pub inside_lot: bool,
    /// The footprint and the structures over the lot's area, percent.
    pub coverage_pct: f64,
    pub edges: Vec<EdgeAnswer>,
    pub structures: Vec<StructureAnswer>,
    /// Each local rule that applies; empty without local rules.
    pub rules: Vec<RuleAnswer>,
    pub rule_sets: Vec<RuleSetAnswer>,
    /// The most specific area whose rules applied; empty when none did.
    pub rules_area: String,
    /// How the plan was held to the rules.
    pub building: BuildingName,
    /// Every broken rule in words.
    pub violations: Vec<String>,
    /// The plan's footprint where it stands.
    pub footprint: GeoJsonPolygon,
    pub lot: LotAnswer,
    /// What the check assumed where the request said nothing.
    pub notes: Vec<String>,
}

/// A checked position.
#[derive(Debug, Clone, Copy, Object)]
#[oai(rename = "FitPositionChecked", rename_all = "camelCase")]
pub struct PositionAnswer {
    pub lon: f64,
    pub lat: f64,
    pub angle_deg: f64,
}

/// A lot and the catalogue page to hold to it.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitsRequest", rename_all = "camelCase")]
pub struct FitsBody {
    #[oai(flatten)]
    pub site: SiteBody,
    /// How each plan is held to the rules (a shed plan is always a shed); by default as the
    /// fit check decides.
    pub building: Option<BuildingName>,
    /// The plans: a catalogue page (the first 10 plans when not sent).
    pub catalogue: Option<FitsCatalogue>,
}

/// A plan of the page, and whether it has a valid position on the lot.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitsItem", rename_all = "camelCase")]
pub struct FitsItem {
    pub plan: CataloguePlan,
    /// It fits somewhere on the lot, turned as needed, with every setback, separation and
    /// local rule kept (`POST /api/v1/fit-check` with `best: true` says where).
    pub fits: bool,
}

/// Which plans of a catalogue page fit the lot.
#[derive(Debug, Clone, Object)]
#[oai(rename = "FitsAnswer", rename_all = "camelCase")]
pub struct FitsAnswer {
    pub items: Vec<FitsItem>,
    /// Plans matching the filters, over all pages.
    pub total_count: i64,
    pub page: i64,
    pub page_size: i64,
    pub lot: LotAnswer,
    /// The most specific area whose rules applied; empty when none did.
    pub rules_area: String,
    /// What the check assumed where the request said nothing.
    pub notes: Vec<String>,
}

pub struct FitApi;

#[OpenApi(tag = "V1Tag::FitCheck")]
impl FitApi {
    /// Check a plan on a lot
    ///
    /// Holds one catalogue plan to one lot — at a position, or at the best one — and answers
    /// what the homeowner's map shows: inside the lot or not, each edge's distance against its
    /// setback, each structure's distance against its separation, the coverage, the local rules
    /// with their code sections, the broken rules in words and the footprint as GeoJSON. The same
    /// geometry code runs in the map's browser worker.
    ///
    /// Needs an API key. An unreadable lot (not GeoJSON, crossing itself, over 200 corners or 40
    /// acres), a parcel that cannot be found, or figures out of range answer 422 with the reason;
    /// an unknown plan 404. A best-position search that cannot finish in 2 seconds answers 503.
    #[oai(path = "/v1/fit-check", method = "post", operation_id = "v1FitCheck")]
    async fn fit_check(
        &self,
        Data(state): Data<&AppState>,
        _key: ApiKey,
        body: Json<FitCheckBody>,
    ) -> ApiResult<Json<FitCheckAnswer>> {
        let body = body.0;
        let position = match (body.position, body.best) {
            (Some(p), false) => Position::At { lon: p.lon, lat: p.lat, angle_deg: p.angle_deg },
            (None, true) => Position::Best { prefer: body.prefer.map(|p| (p.lon, p.lat)) },
            (Some(_), true) => return Err(unprocessable("Send a position to check, or best: true — not both.")),
            (None, false) => return Err(unprocessable("Send a position to check, or best: true to find one.")),
        };
        let request = domain::FitRequest {
            site: body.site.into_domain()?,
            plan_id: body.plan_id,
            building: body.building.map(BuildingName::to_domain),
            position,
        };
        Ok(Json(state.services.fit_checks.check(request).await?.into()))
    }

    /// Which plans fit a lot
    ///
    /// Holds every plan of a catalogue page (the filters, order and paging of
    /// `GET /api/v1/plans`, at most 50 plans) to one lot and answers, for each, whether it has
    /// a valid position there — turned as needed, with every setback, separation and local
    /// rule kept. Needs an API key; the lot is refused as by the fit check (422).
    #[oai(path = "/v1/fits", method = "post", operation_id = "v1Fits")]
    async fn fits(
        &self,
        Data(state): Data<&AppState>,
        _key: ApiKey,
        body: Json<FitsBody>,
    ) -> ApiResult<Json<FitsAnswer>> {
        let body = body.0;
        let filters = body.catalogue.unwrap_or_default().into_filters()?;
        let (page, page_size) = (filters.page.unwrap_or(1), filters.page_size.unwrap_or(DEFAULT_PAGE_SIZE));
        let site = body.site.into_domain()?;
        let building = body.building.map(BuildingName::to_domain);
        let answer = state.services.fit_checks.fits(site, building, filters).await?;
        Ok(Json(FitsAnswer {
            items: answer
                .plans
                .iter()
                .map(|(plan, fits)| FitsItem { plan: CataloguePlan::from(plan), fits: *fits })
                .collect(),
            total_count: answer.total_count,
            page,
            page_size,
            lot: answer.lot.into(),
            rules_area: answer.rules_area,
            notes: answer.notes,
        }))
    }
}

fn unprocessable(message: &str) -> crate::rest::ErrorResponse {
    AppError::Unprocessable(message.to_owned()).into()
}

impl SiteBody {
    fn into_domain(self) -> ApiResult<SiteInput> {
        let lot = match (self.lot.outline, self.lot.point, self.lot.address) {
            (Some(outline), None, None) => LotSource::Outline(outline),
            (None, Some(p), None) => LotSource::Point { lon: p.lon, lat: p.lat },
            (None, None, Some(address)) => LotSource::Address(address),
            _ => return Err(unprocessable("lot: send exactly one of outline, point and address.")),
        };
        Ok(SiteInput {
            lot,
            setbacks_ft: self.setbacks_ft,
            setback_ft: self.setback_ft,
            line_kinds: self.line_kinds.map(|kinds| kinds.into_iter().map(LineKindName::to_domain).collect()),
            structures: self
                .structures
                .into_iter()
                .map(|s| StructureInput {
                    name: s.name,
                    kind: s.kind,
                    footprint: s.footprint,
                    separation_ft: s.separation_ft,
                })
                .collect(),
            place: self.place.map(|p| Place { state: p.state.to_ascii_uppercase(), county: p.county, city: p.city }),
        })
    }
}

impl LineKindName {
    fn to_domain(self) -> geom_wasm::LineKind {
        match self {
            LineKindName::Front => geom_wasm::LineKind::Front,
            LineKindName::Side => geom_wasm::LineKind::Side,
            LineKindName::Rear => geom_wasm::LineKind::Rear,
            LineKindName::StreetSide => geom_wasm::LineKind::StreetSide,
        }
    }

    fn of(kind: geom_wasm::LineKind) -> LineKindName {
        match kind {
            geom_wasm::LineKind::Front => LineKindName::Front,
            geom_wasm::LineKind::Side => LineKindName::Side,
            geom_wasm::LineKind::Rear => LineKindName::Rear,
            geom_wasm::LineKind::StreetSide => LineKindName::StreetSide,
        }
    }
}

impl BuildingName {
    fn to_domain(self) -> geom_wasm::BuildingKind {
        match self {
            BuildingName::Adu => geom_wasm::BuildingKind::Adu,
            BuildingName::House => geom_wasm::BuildingKind::House,
            BuildingName::Shed => geom_wasm::BuildingKind::Shed,
        }
    }

    fn of(kind: geom_wasm::BuildingKind) -> BuildingName {
        match kind {
            geom_wasm::BuildingKind::Adu => BuildingName::Adu,
            geom_wasm::BuildingKind::House => BuildingName::House,
            geom_wasm::BuildingKind::Shed => BuildingName::Shed,
        }
    }
}

fn status(status: geom_wasm::Status) -> StatusName {
    match status {
        geom_wasm::Status::Clear => StatusName::Clear,
        geom_wasm::Status::Near => StatusName::Near,
        geom_wasm::Status::Violated => StatusName::Violated,
    }
}

impl From<Source> for SourceAnswer {
    fn from(source: Source) -> Self {
        let (kind, text, url, area, example) = match source {
            Source::Request { field } => (SourceKind::Request, field, String::new(), String::new(), false),
            Source::Default { why } => (SourceKind::Default, why, String::new(), String::new(), false),
            Source::Rule { citation, url, area, example } => (SourceKind::Rule, citation, url, area, example),
        };
        SourceAnswer { kind, text, url, area, example }
    }
}

impl From<domain::LotUsed> for LotAnswer {
    fn from(lot: domain::LotUsed) -> Self {
        LotAnswer {
            outline: GeoJsonPolygon::of_ring(&lot.outline),
            area_sq_ft: lot.area_sq_ft,
            parcel: lot.parcel.map(|p| ParcelAnswer {
                apn: p.apn,
                zoning: p.zoning,
                situs_address: p.situs_address,
                source: p.source,
            }),
        }
    }
}

impl From<FitAnswer> for FitCheckAnswer {
    fn from(a: FitAnswer) -> Self {
        FitCheckAnswer {
            plan_id: a.plan_id,
            status: status(a.status),
            fits: a.status != geom_wasm::Status::Violated,
            verdict: a.verdict,
            position: PositionAnswer { lon: a.lon, lat: a.lat, angle_deg: a.angle_deg },
            slack_ft: a.slack_ft,
            inside_lot: a.inside_lot,
            coverage_pct: a.coverage_pct,
            edges: a
                .edges
                .into_iter()
                .map(|e| EdgeAnswer {
                    index: e.index as u32,
                    kind: e.kind.map(LineKindName::of),
                    length_ft: e.length_ft,
                    distance_ft: e.distance_ft,
                    setback_ft: e.setback_ft,
                    past_ft: e.past_ft,
                    status: status(e.status),
                    source: e.source.into(),
                })
                .collect(),
            structures: a
                .structures
                .into_iter()
                .map(|s| StructureAnswer {
                    index: s.index as u32,
                    name: s.name,
                    kind: s.kind,
                    distance_ft: s.distance_ft,
                    separation_ft: s.separation_ft,
                    status: status(s.status),
                    source: s.source.into(),
                })
                .collect(),
            rules: a
                .rules
                .into_iter()
                .map(|r| RuleAnswer {
                    figure: r.figure,
                    label: r.label,
                    required: r.required,
                    actual: r.actual,
                    unit: r.unit,
                    minimum: r.minimum,
                    status: r.status,
                    exempt: r.exempt,
                    citation: r.citation,
                    url: r.url,
                    area: r.area,
                    example: r.example,
                    set_aside: r.set_aside,
                })
                .collect(),
            rule_sets: a
                .rule_sets
                .into_iter()
                .map(|s| RuleSetAnswer { id: s.id, version: s.version, name: s.name, area: s.area })
                .collect(),
            rules_area: a.rules_area,
            building: BuildingName::of(a.building),
            violations: a.violations,
            footprint: GeoJsonPolygon::of_ring(&a.footprint),
            lot: a.lot.into(),
            notes: a.notes,
        }
    }
}
