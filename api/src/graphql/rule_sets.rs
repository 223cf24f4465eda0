//! Local rules: admins keep rule sets per area and kind of building (every change a new
//! version); anyone's map asks for the sets of its place and holds the plan to them.

use async_graphql::{ComplexObject, Context, Enum, InputObject, Object, SimpleObject, ID};
use geom_wasm::rules as geometry;

use super::directories::DirectoryValue;
use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::parcels::sources::AreaLevel;
use crate::domain::rules::saved_check::{SavedFigure, SavedRuleSet, SavedRules};
use crate::domain::rules::{self as domain, Place};

#[derive(Default)]
pub struct RuleSetQuery;

#[Object]
impl RuleSetQuery {
    /// Every rule set: states first, then counties and cities. Admins only.
    async fn rule_sets(&self, ctx: &Context<'_>) -> Result<Vec<RuleSet>> {
        Ok(services(ctx).rule_sets.list(viewer(ctx)).await?.into_iter().map(RuleSet::from).collect())
    }

    /// A rule set. Admins only; 'Rule set not found.' (NOT_FOUND).
    async fn rule_set(&self, ctx: &Context<'_>, id: ID) -> Result<RuleSet> {
        let set = services(ctx).rule_sets.get(viewer(ctx), &id).await?;
        Ok(set.ok_or_else(|| crate::error::AppError::NotFound(domain::service::RULE_SET_NOT_FOUND.into()))?.into())
    }

    /// The local rules of a place as the address search names it (a two-letter state code, the
    /// county and city names): the rule sets of its state, county and city, for every kind of
    /// building and zoning district. The map holds the plan to them. Anyone may ask.
    async fn local_rules(
        &self,
        ctx: &Context<'_>,
        state: String,
        #[graphql(default)] county: String,
        #[graphql(default)] city: String,
    ) -> Result<Vec<RuleSet>> {
        let place = Place { state, county, city };
        Ok(services(ctx).rule_sets.for_place(&place).await?.into_iter().map(RuleSet::from).collect())
    }
}

#[derive(Default)]
pub struct RuleSetMutation;

#[Object]
impl RuleSetMutation {
    /// Adds a rule set for an area (a state, county or city of the places directories), a kind
    /// of building and optionally a zoning district, at version 1. Invalid input is refused with
    /// the field named ('Side setback: …'). Admins only.
    async fn create_rule_set(&self, ctx: &Context<'_>, input: RuleSetInput) -> Result<RuleSet> {
        Ok(services(ctx).rule_sets.create(viewer(ctx), input.into()).await?.into())
    }

    /// Writes a rule set's next version; `version` is the one the admin edited, and a set
    /// changed meanwhile is refused ('This rule set was changed meanwhile …'). Admins only.
    async fn update_rule_set(&self, ctx: &Context<'_>, id: ID, version: i64, input: RuleSetInput) -> Result<RuleSet> {
        Ok(services(ctx).rule_sets.update(viewer(ctx), &id, version, input.into()).await?.into())
    }

    /// Removes a rule set and its versions; saved checks keep the figures they were held to.
    /// Admins only.
    async fn delete_rule_set(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        services(ctx).rule_sets.delete(viewer(ctx), &id).await?;
        Ok(true)
    }
}

/// The kind of building a rule set applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BuildingKind {
    /// A detached accessory dwelling unit: a backyard home beside the main one.
    Adu,
    /// The main dwelling of the lot.
    House,
    /// A shed: storage or a workshop.
    Shed,
}

impl From<geometry::BuildingKind> for BuildingKind {
    fn from(kind: geometry::BuildingKind) -> Self {
        match kind {
            geometry::BuildingKind::Adu => BuildingKind::Adu,
            geometry::BuildingKind::House => BuildingKind::House,
            geometry::BuildingKind::Shed => BuildingKind::Shed,
        }
    }
}

impl From<BuildingKind> for geometry::BuildingKind {
    fn from(kind: BuildingKind) -> Self {
        match kind {
            BuildingKind::Adu => geometry::BuildingKind::Adu,
            BuildingKind::House => geometry::BuildingKind::House,
            BuildingKind::Shed => geometry::BuildingKind::Shed,
        }
    }
}

/// One figure of a code and where it comes from.
#[derive(Debug, Clone, SimpleObject, InputObject)]
#[graphql(input_name = "RuleLimitInput")]
pub struct RuleLimit {
    pub value: f64,
    /// The code section: 'California Gov. Code §66314(d)(7)'.
    pub citation: String,
    /// Where the section can be read; empty when not given.
    #[graphql(default)]
    pub url: String,
    /// What the section says, in short.
    #[graphql(default)]
    pub note: String,
}

/// A living-area limit for plans with at least `minBedrooms` bedrooms.
#[derive(Debug, Clone, SimpleObject, InputObject)]
#[graphql(input_name = "LivingAreaTierInput")]
pub struct LivingAreaTier {
    pub min_bedrooms: u32,
    /// Square feet.
    pub value: f64,
    pub citation: String,
    #[graphql(default)]
    pub url: String,
    #[graphql(default)]
    pub note: String,
}

/// The figures a rule set sets; a missing one is left to a broader area.
#[derive(Debug, Clone, Default, SimpleObject, InputObject)]
#[graphql(input_name = "RuleFiguresInput")]
pub struct RuleFigures {
    /// Setbacks by kind of lot line, feet.
    pub front_setback: Option<RuleLimit>,
    pub side_setback: Option<RuleLimit>,
    pub rear_setback: Option<RuleLimit>,
    pub street_side_setback: Option<RuleLimit>,
    /// The least distance from other buildings on the lot, feet.
    pub separation: Option<RuleLimit>,
    /// The largest footprint, square feet.
    pub max_footprint: Option<RuleLimit>,
    /// The largest living area by the count of bedrooms, square feet.
    #[graphql(default)]
    pub max_living_area: Vec<LivingAreaTier>,
    /// The largest lot coverage, percent.
    pub max_coverage: Option<RuleLimit>,
    /// A building of at most this living area (square feet) is exempt from the coverage limit.
    pub coverage_exempt_up_to: Option<RuleLimit>,
    /// The greatest height, feet.
    pub max_height: Option<RuleLimit>,
}

fn limit_out(l: Option<geometry::Limit>) -> Option<RuleLimit> {
    l.map(|l| RuleLimit { value: l.value, citation: l.citation, url: l.url, note: l.note })
}

fn limit_in(l: Option<RuleLimit>) -> Option<geometry::Limit> {
    l.map(|l| geometry::Limit { value: l.value, citation: l.citation, url: l.url, note: l.note })
}

impl From<geometry::Rules> for RuleFigures {
    fn from(r: geometry::Rules) -> Self {
        RuleFigures {
            front_setback: limit_out(r.setbacks.front),
            side_setback: limit_out(r.setbacks.side),
            rear_setback: limit_out(r.setbacks.rear),
            street_side_setback: limit_out(r.setbacks.street_side),
            separation: limit_out(r.separation),
            max_footprint: limit_out(r.max_footprint),
            max_living_area: r
                .max_living_area
                .into_iter()
                .map(|t| LivingAreaTier {
                    min_bedrooms: t.min_bedrooms,
                    value: t.value,
                    citation: t.citation,
                    url: t.url,
                    note: t.note,
                })
                .collect(),
            max_coverage: limit_out(r.max_coverage),
            coverage_exempt_up_to: limit_out(r.coverage_exempt_up_to),
            max_height: limit_out(r.max_height),
        }
    }
}

impl From<RuleFigures> for geometry::Rules {
    fn from(r: RuleFigures) -> Self {
        geometry::Rules {
            setbacks: geometry::Setbacks {
                front: limit_in(r.front_setback),
                side: limit_in(r.side_setback),
                rear: limit_in(r.rear_setback),
                street_side: limit_in(r.street_side_setback),
            },
            separation: limit_in(r.separation),
            max_footprint: limit_in(r.max_footprint),
            max_living_area: r
                .max_living_area
                .into_iter()
                .map(|t| geometry::Tier {
                    min_bedrooms: t.min_bedrooms,
                    value: t.value,
                    citation: t.citation,
                    url: t.url,
                    note: t.note,
                })
                .collect(),
            max_coverage: limit_in(r.max_coverage),
            coverage_exempt_up_to: limit_in(r.coverage_exempt_up_to),
            max_height: limit_in(r.max_height),
        }
    }
}

/// An area's rules for one kind of building, at its current version.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
pub struct RuleSet {
    pub id: ID,
    pub name: String,
    /// The state, county or city value of the places directories it belongs to.
    pub area_id: ID,
    /// `state`, `county` or `city`: a city's figure wins over its county's and state's.
    pub area_level: String,
    /// The area in words: 'Pleasanton, CA'.
    pub area: String,
    /// The zoning district it is written for; empty for every district.
    pub zoning: String,
    pub building: BuildingKind,
    /// Example data, to be verified with the city before building.
    pub example: bool,
    /// When its sources were read (YYYY-MM-DD); empty when not said.
    pub read_on: String,
    pub rules: RuleFigures,
    /// What a state (or county) allows its cities to require at most (setbacks, separation) or
    /// to allow at least (sizes, height, the coverage exemption).
    pub limits_on_local: RuleFigures,
    /// Every change makes a new version.
    pub version: i64,
    pub updated_at: Timestamp,
    /// The set in the geometry's JSON shape, which the map's worker holds the plan to.
    pub geometry_json: String,
}

#[ComplexObject]
impl RuleSet {
    /// Its versions, the newest first. Admins only.
    async fn versions(&self, ctx: &Context<'_>) -> Result<Vec<RuleSetVersion>> {
        let versions = services(ctx).rule_sets.versions(viewer(ctx), &self.id).await?;
        Ok(versions
            .into_iter()
            .map(|v| RuleSetVersion {
                version: v.version,
                name: v.name,
                zoning: v.zoning,
                example: v.example,
                read_on: v.read_on,
                rules: serde_json::from_str::<geometry::Rules>(&v.rules).unwrap_or_default().into(),
                limits_on_local: serde_json::from_str::<geometry::Rules>(&v.limits_on_local).unwrap_or_default().into(),
                changed_by: v.changed_by.map(ID),
                changed_at: Timestamp(v.changed_at),
            })
            .collect())
    }

    /// The state, county or city it belongs to.
    async fn area_value(&self, ctx: &Context<'_>) -> Result<Option<DirectoryValue>> {
        let values = services(ctx).directories.values_by_ids(&[self.area_id.to_string()]).await?;
        Ok(values.into_iter().next().map(DirectoryValue::from))
    }
}

/// A rule set as one change left it.
#[derive(Debug, Clone, SimpleObject)]
pub struct RuleSetVersion {
    pub version: i64,
    pub name: String,
    pub zoning: String,
    pub example: bool,
    pub read_on: String,
    pub rules: RuleFigures,
    pub limits_on_local: RuleFigures,
    /// The admin who wrote it; null once their account is gone.
    pub changed_by: Option<ID>,
    pub changed_at: Timestamp,
}

impl From<domain::RuleSetRecord> for RuleSet {
    fn from(s: domain::RuleSetRecord) -> Self {
        let geometry_json = serde_json::to_string(&s.to_geometry()).expect("a rule set serialises");
        RuleSet {
            id: ID(s.id),
            name: s.name,
            area_id: ID(s.area_id),
            area_level: match s.area_level {
                AreaLevel::State => "state",
                AreaLevel::County => "county",
                AreaLevel::City => "city",
                AreaLevel::None => "",
            }
            .to_owned(),
            area: s.area,
            zoning: s.zoning,
            building: s.building.into(),
            example: s.example,
            read_on: s.read_on,
            rules: s.rules.into(),
            limits_on_local: s.limits_on_local.into(),
            version: s.version,
            updated_at: Timestamp(s.updated_at),
            geometry_json,
        }
    }
}

/// A rule set as the admin's form sends it.
#[derive(Debug, Clone, InputObject)]
pub struct RuleSetInput {
    pub name: String,
    /// A state, county or city value of the places directories.
    pub area_id: ID,
    /// A zoning district code; empty for every district of the area.
    #[graphql(default)]
    pub zoning: String,
    pub building: BuildingKind,
    /// Example data, to be verified with the city before building.
    #[graphql(default)]
    pub example: bool,
    /// When its sources were read (YYYY-MM-DD).
    #[graphql(default)]
    pub read_on: String,
    pub rules: RuleFigures,
    #[graphql(default)]
    pub limits_on_local: RuleFigures,
}

impl From<RuleSetInput> for domain::RuleSetInput {
    fn from(i: RuleSetInput) -> Self {
        domain::RuleSetInput {
            name: i.name,
            area_id: i.area_id.to_string(),
            zoning: i.zoning,
            building: geometry::BuildingKind::from(i.building).as_str().to_owned(),
            example: i.example,
            read_on: i.read_on,
            rules: i.rules.into(),
            limits_on_local: i.limits_on_local.into(),
        }
    }
}

/// The local rules a saved placement was checked against.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapFitRules {
    /// The most specific area whose rules applied: 'Pleasanton, CA'.
    pub area: String,
    /// The kind of building it was held to: 'detached ADU'.
    pub building: String,
    /// 'Fits the detached ADU rules of Pleasanton, CA.', or what breaks them.
    pub verdict: String,
    pub figures: Vec<MapFitFigure>,
    /// The rule sets it was held to, each at the version it was then.
    pub rule_sets: Vec<MapFitRuleSet>,
}

/// A figure of a saved placement held to its rule.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapFitFigure {
    /// `frontSetback`, `sideSetback`, `rearSetback`, `streetSideSetback`, `separation`,
    /// `footprint`, `livingArea`, `coverage` or `height`.
    pub figure: String,
    /// 'Side setback'.
    pub label: String,
    /// The rule's figure.
    pub required: f64,
    /// The placement's figure.
    pub actual: f64,
    /// `ft`, `sq ft` or `%`.
    pub unit: String,
    /// A least distance ('at least 4 ft'), not a greatest size ('at most 850 sq ft').
    pub minimum: bool,
    /// `clear`, `near` or `violated`.
    pub status: String,
    /// Exempt from the coverage limit (small enough).
    pub exempt: bool,
    pub citation: String,
    pub url: String,
    /// The area whose rule it is.
    pub area: String,
    /// Example data, to be verified with the city.
    pub example: bool,
    /// The stricter local figure a state's limit set aside, in words; empty when none.
    pub set_aside: String,
}

/// A rule set at the version a placement was checked against.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapFitRuleSet {
    pub id: ID,
    pub version: i64,
    pub area: String,
}

impl From<SavedRules> for MapFitRules {
    fn from(r: SavedRules) -> Self {
        MapFitRules {
            area: r.area,
            building: r.building,
            verdict: r.verdict,
            figures: r.figures.into_iter().map(MapFitFigure::from).collect(),
            rule_sets: r
                .rule_sets
                .into_iter()
                .map(|s: SavedRuleSet| MapFitRuleSet { id: ID(s.id), version: s.version, area: s.area })
                .collect(),
        }
    }
}

impl From<SavedFigure> for MapFitFigure {
    fn from(f: SavedFigure) -> Self {
        MapFitFigure {
            figure: f.figure,
            label: f.label,
            required: f.required,
            actual: f.actual,
            unit: f.unit,
            minimum: f.minimum,
            status: f.status,
            exempt: f.exempt,
            citation: f.citation,
            url: f.url,
            area: f.area,
            example: f.example,
            set_aside: f.set_aside,
        }
    }
}
