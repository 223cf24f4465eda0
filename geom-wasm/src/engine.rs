//! The worker's state and calls in lon/lat: the site is projected to local feet once, then
//! every pointer move sends only a position and an angle.

use geo_types::Coord;

use crate::fit::check;
use crate::footprint::Footprint;
use crate::line_kinds::{classify_lines, LineKind, StreetFacts};
use crate::placement::{best_placement, fits_somewhere};
use crate::projection::LocalProjection;
use crate::region::{centre_region, room_left, Region, DISPLAY_TOLERANCE_FT};
use crate::report::{BuildableArea, FitReport, StructureDistance};
use crate::rules::{
    apply_to_site, evaluate, resolve, size_allowed, verdict, violations, with_unit, Building, BuildingKind, Resolved,
    RuleSet,
};
use crate::site::{Lot, Site, SiteError, Structure};
use crate::site_plan::{draw, nearest_wall, Drawing, Sheet, SitePlan, TitleBlock, Utility};
use crate::snap::snap_angle;

/// A lot and its structures, projected around the lot's first corner, and the local rules of
/// its areas held for the plan being placed.
pub struct Engine {
    projection: LocalProjection,
    /// The lot with the homeowner's own setbacks and separations.
    site: Site,
    /// The rule sets of the lot's areas, and its zoning district.
    rule_sets: Vec<RuleSet>,
    zoning: String,
    /// The plan being placed, the figures that hold for it and the site with them applied.
    placing: Option<Placing>,
}

struct Placing {
    building: Building,
    resolved: Resolved,
    site: Site,
}

fn pairs(flat: &[f64]) -> impl Iterator<Item = (f64, f64)> + '_ {
    flat.chunks_exact(2).map(|p| (p[0], p[1]))
}

impl Engine {
    /// `lot` and `structures` are flat `[lon, lat, …]` lists; `line_kinds[i]` is the
    /// [`LineKind::code`] of lot edge `i` (empty when the kinds are unknown);
    /// `structure_corners[i]` says how many corners structure `i` has.
    pub fn new(
        lot: &[f64],
        setbacks_ft: &[f64],
        line_kinds: &[u8],
        structures: &[f64],
        structure_corners: &[u32],
        separations_ft: &[f64],
        names: Vec<String>,
    ) -> Result<Engine, SiteError> {
        let (lon0, lat0) = pairs(lot).next().ok_or(SiteError::TooFewCorners)?;
        let projection = LocalProjection::new(lon0, lat0);
        let to_local = |flat: &[f64]| pairs(flat).map(|(lon, lat)| projection.to_local(lon, lat)).collect::<Vec<_>>();
        if structure_corners.len() != separations_ft.len() || structure_corners.len() != names.len() {
            return Err(SiteError::BadNumber);
        }
        let mut outlines = Vec::new();
        let mut start = 0usize;
        for &count in structure_corners {
            let end = start + 2 * count as usize;
            let flat = structures.get(start..end).ok_or(SiteError::TooFewCorners)?;
            outlines.push(to_local(flat));
            start = end;
        }
        let structures = outlines
            .into_iter()
            .zip(separations_ft)
            .zip(names)
            .map(|((outline, &separation_ft), name)| Structure { name, outline, separation_ft })
            .collect();
        let line_kinds = line_kinds
            .iter()
            .map(|&code| LineKind::from_code(code))
            .collect::<Option<_>>()
            .ok_or(SiteError::UnknownLineKind)?;
        let site =
            Site::new(Lot { boundary: to_local(lot), setbacks_ft: setbacks_ft.to_vec(), line_kinds }, structures)?;
        Ok(Engine { projection, site, rule_sets: Vec::new(), zoning: String::new(), placing: None })
    }

    /// The rule sets of the lot's areas (state, county, city; any order) and its zoning
    /// district (empty when unknown); the plan being placed is held to them from now on.
    pub fn set_rules(&mut self, rule_sets: Vec<RuleSet>, zoning: &str) -> Result<(), SiteError> {
        let finite = |sets: &[RuleSet]| sets.iter().all(|s| rule_values(s).all(|v| v.is_finite() && v >= 0.0));
        if !finite(&rule_sets) {
            return Err(SiteError::BadNumber);
        }
        self.rule_sets = rule_sets;
        self.zoning = zoning.to_owned();
        if let Some(placing) = &self.placing {
            let building = placing.building;
            self.set_building(building);
        }
        Ok(())
    }

    /// Holds the plan being placed, `building`, to the rules from now on: the figures that hold
    /// for it, in the order [`FitReport::rules`] refers to them.
    pub fn set_building(&mut self, building: Building) -> &Resolved {
        let resolved = resolve(&self.rule_sets, building.kind, &self.zoning, building.bedrooms);
        let site = apply_to_site(&resolved, &self.site);
        &self.placing.insert(Placing { building, resolved, site }).resolved
    }

    /// The site the plan is checked on: with the rules' setbacks once a building is set.
    fn active_site(&self) -> &Site {
        self.placing.as_ref().map_or(&self.site, |p| &p.site)
    }

    /// The fit of a `width_ft` × `length_ft` plan centred on `lon`/`lat`, turned by `angle_deg`
    /// — snapped first to a lot edge within 3° when `snap` is set (while the user turns it).
    pub fn check(&self, lon: f64, lat: f64, angle_deg: f64, width_ft: f64, length_ft: f64, snap: bool) -> FitReport {
        let angle_deg = if snap { snap_angle(&self.site, angle_deg) } else { angle_deg };
        let site = self.active_site();
        let corners = Footprint { width_ft, length_ft, angle_deg }.corners(self.projection.to_local(lon, lat));
        let fit = check(site, &corners);
        let (rules, violations) = match &self.placing {
            Some(p) => {
                let checks = evaluate(&p.resolved, site, &fit, &p.building, width_ft * length_ft);
                let words = violations(&p.resolved, site, &fit, &checks);
                (checks, words)
            }
            None => (Vec::new(), fit.violations(site)),
        };
        let status = rules.iter().map(|r| r.status).fold(fit.status, Ord::max);
        let verdict = match &self.placing {
            Some(p) => verdict(&p.resolved, p.building.kind, status, violations.len()),
            None => String::new(),
        };
        FitReport {
            angle_deg,
            status,
            verdict,
            edge_setbacks_ft: site.lot.setbacks_ft.clone(),
            inside_lot: fit.inside_lot,
            coverage_pct: fit.coverage_pct,
            edge_distances_ft: fit.edges.iter().map(|e| e.distance_ft).collect(),
            edge_statuses: fit.edges.iter().map(|e| e.status).collect(),
            edge_past_ft: fit.edges.iter().map(|e| e.past_ft).collect(),
            structures: fit
                .structures
                .iter()
                .map(|s| StructureDistance { index: s.structure as u32, distance_ft: s.distance_ft, status: s.status })
                .collect(),
            violations,
            rules,
            footprint: corners.iter().flat_map(|c| self.lon_lat(*c)).collect(),
        }
    }

    /// `[lon, lat, angle, slack]` of the roomiest valid placement, nearest `prefer` on ties.
    /// None when it fits nowhere, or the rules refuse its size wherever it stands.
    pub fn best_placement(&self, width_ft: f64, length_ft: f64, prefer_lon: f64, prefer_lat: f64) -> Option<[f64; 4]> {
        if let Some(p) = &self.placing {
            if !size_allowed(&p.resolved, &p.building, width_ft * length_ft) {
                return None;
            }
        }
        let prefer = self.projection.to_local(prefer_lon, prefer_lat);
        best_placement(self.active_site(), width_ft, length_ft, prefer).map(|p| {
            let [lon, lat] = self.lon_lat(p.centre);
            [lon, lat, p.angle_deg, p.slack_ft]
        })
    }

    /// Where a `width_ft` × `length_ft` plan turned by `angle_deg` may stand: the room the
    /// setbacks and separations leave, and the region its centre may move in at that angle.
    pub fn buildable(&self, width_ft: f64, length_ft: f64, angle_deg: f64) -> BuildableArea {
        let site = self.active_site();
        let room = room_left(site, DISPLAY_TOLERANCE_FT);
        let size_allowed =
            self.placing.as_ref().is_none_or(|p| size_allowed(&p.resolved, &p.building, width_ft * length_ft));
        let centre = if size_allowed {
            centre_region(site, width_ft, length_ft, angle_deg, DISPLAY_TOLERANCE_FT)
        } else {
            Region::default()
        };
        BuildableArea {
            angle_deg,
            room_sqft: room.area(),
            room: self.lon_lat_region(&room),
            centre_sqft: centre.area(),
            centre: self.lon_lat_region(&centre),
        }
    }

    /// The site plan of a `width_ft` × `length_ft` plan centred on `lon`/`lat` turned by
    /// `angle_deg`, held to the local rules as [`Engine::check`] holds it; `utilities` are named
    /// points (`[lon, lat]`) whose runs to the plan's nearest wall are drawn and measured.
    #[allow(clippy::too_many_arguments)]
    pub fn site_plan(
        &self,
        (lon, lat, angle_deg): (f64, f64, f64),
        (width_ft, length_ft): (f64, f64),
        floor_plan_svg: Option<&str>,
        title: TitleBlock,
        utilities: &[(String, [f64; 2])],
        sheet: Sheet,
    ) -> SitePlan {
        let report = self.check(lon, lat, angle_deg, width_ft, length_ft, false);
        let rules = self.placing.as_ref().map_or_else(Vec::new, |p| {
            p.resolved
                .applied
                .iter()
                .map(|a| {
                    let bound = if a.minimum { "at least" } else { "at most" };
                    let example = if a.example { ", example data" } else { "" };
                    format!(
                        "{}: {bound} {} — {} ({}{example})",
                        a.label,
                        with_unit(a.value, a.unit),
                        a.citation,
                        a.area
                    )
                })
                .collect()
        });
        draw(&Drawing {
            site: self.active_site(),
            footprint: Footprint { width_ft, length_ft, angle_deg },
            centre: self.projection.to_local(lon, lat),
            floor_plan_svg,
            title,
            rules,
            verdict: report.verdict,
            utilities: utilities
                .iter()
                .map(|(name, [lon, lat])| Utility { name: name.clone(), at: self.projection.to_local(*lon, *lat) })
                .collect(),
            sheet,
        })
    }

    /// The length of a straight run from each point (`[lon, lat]`) to the nearest wall of a
    /// `width_ft` × `length_ft` plan centred on `lon`/`lat` turned by `angle_deg`, feet.
    pub fn utility_runs(
        &self,
        (lon, lat, angle_deg): (f64, f64, f64),
        (width_ft, length_ft): (f64, f64),
        points: &[[f64; 2]],
    ) -> Vec<f64> {
        let corners = Footprint { width_ft, length_ft, angle_deg }.corners(self.projection.to_local(lon, lat));
        points.iter().map(|[lon, lat]| nearest_wall(&corners, self.projection.to_local(*lon, *lat)).1).collect()
    }

    fn lon_lat_region(&self, region: &Region) -> Vec<Vec<Vec<f64>>> {
        let ring = |ring: &Vec<Coord<f64>>| ring.iter().flat_map(|c| self.lon_lat(*c)).collect::<Vec<f64>>();
        region.parts.iter().map(|part| std::iter::once(&part.outer).chain(&part.holes).map(ring).collect()).collect()
    }

    /// For each plan, 1 when it has a valid placement on the lot, else 0: `sizes_ft` holds a
    /// `[width, length]` pair per plan; `buildings` one [`Building`] per plan, held to the local
    /// rules (their setbacks, separation and sizes), or none to use the homeowner's setbacks.
    pub fn fitting(&self, sizes_ft: &[f64], buildings: &[Building]) -> Vec<u8> {
        // One site per kind of building: the rules' setbacks depend on nothing else.
        let mut sites: Vec<(BuildingKind, Site)> = Vec::new();
        sizes_ft
            .chunks_exact(2)
            .enumerate()
            .map(|(i, s)| {
                let Some(building) = buildings.get(i) else {
                    return u8::from(fits_somewhere(&self.site, s[0], s[1]));
                };
                let resolved = resolve(&self.rule_sets, building.kind, &self.zoning, building.bedrooms);
                if !size_allowed(&resolved, building, s[0] * s[1]) {
                    return 0;
                }
                let at = match sites.iter().position(|(kind, _)| *kind == building.kind) {
                    Some(at) => at,
                    None => {
                        sites.push((building.kind, apply_to_site(&resolved, &self.site)));
                        sites.len() - 1
                    }
                };
                u8::from(fits_somewhere(&sites[at].1, s[0], s[1]))
            })
            .collect()
    }

    fn lon_lat(&self, local: Coord<f64>) -> [f64; 2] {
        let c = self.projection.to_lon_lat(local);
        [c.x, c.y]
    }
}

/// Every figure of a rule set, for the check that all are finite and not negative.
fn rule_values(set: &RuleSet) -> impl Iterator<Item = f64> + '_ {
    [&set.rules, &set.limits_on_local]
        .into_iter()
        .flat_map(|r| r.limits().map(|(_, l)| l.value).chain(r.max_living_area.iter().map(|t| t.value)))
}

/// The [`LineKind::code`] of each edge of `lot` (flat `[lon, lat, …]`) by [`classify_lines`]:
/// `address` is empty or `[lon, lat]`; `faces_street[i]` is -1 (unknown), 0 (a parcel across
/// edge `i`) or 1 (a street), empty when all are unknown; `overrides[i]` is -1 (none) or the
/// code the homeowner chose for edge `i`, empty when there are none.
pub fn classify_lines_lon_lat(
    lot: &[f64],
    address: &[f64],
    faces_street: &[i8],
    overrides: &[i8],
) -> Result<Vec<u8>, SiteError> {
    if lot.iter().chain(address).any(|v| !v.is_finite()) {
        return Err(SiteError::BadNumber);
    }
    let (lon0, lat0) = pairs(lot).next().ok_or(SiteError::TooFewCorners)?;
    let projection = LocalProjection::new(lon0, lat0);
    let boundary: Vec<Coord<f64>> = pairs(lot).map(|(lon, lat)| projection.to_local(lon, lat)).collect();
    if boundary.len() < 3 {
        return Err(SiteError::TooFewCorners);
    }
    let address = match *address {
        [] => None,
        [lon, lat] => Some(projection.to_local(lon, lat)),
        _ => return Err(SiteError::AddressNotAPoint),
    };
    let one_per_edge = |len: usize| len == 0 || len == boundary.len();
    if !one_per_edge(faces_street.len()) {
        return Err(SiteError::StreetFactCountMismatch);
    }
    if !one_per_edge(overrides.len()) {
        return Err(SiteError::LineKindCountMismatch);
    }
    let faces_street = faces_street
        .iter()
        .map(|&fact| match fact {
            -1 => Ok(None),
            0 => Ok(Some(false)),
            1 => Ok(Some(true)),
            _ => Err(SiteError::UnknownStreetFact),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let overrides = overrides
        .iter()
        .map(|&code| match code {
            -1 => Ok(None),
            _ => u8::try_from(code).ok().and_then(LineKind::from_code).map(Some).ok_or(SiteError::UnknownLineKind),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let facts = StreetFacts { address, faces_street: &faces_street };
    Ok(classify_lines(&boundary, &facts, &overrides).into_iter().map(LineKind::code).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::Status;
    use crate::projection::LocalProjection;

    /// A 60×120 ft lot in Austin with a 40×40 ft house, all in lon/lat.
    fn engine() -> (Engine, LocalProjection) {
        let p = LocalProjection::new(-97.75, 30.27);
        let flat = |pts: &[(f64, f64)]| {
            pts.iter()
                .flat_map(|&(x, y)| {
                    let c = p.to_lon_lat(Coord { x, y });
                    [c.x, c.y]
                })
                .collect::<Vec<_>>()
        };
        let lot = flat(&[(0.0, 0.0), (60.0, 0.0), (60.0, 120.0), (0.0, 120.0)]);
        let house = flat(&[(10.0, 25.0), (50.0, 25.0), (50.0, 65.0), (10.0, 65.0)]);
        let engine =
            Engine::new(&lot, &[20.0, 5.0, 5.0, 5.0], &[0, 1, 2, 1], &house, &[4], &[6.0], vec!["main house".into()])
                .unwrap();
        (engine, p)
    }

    #[test]
    fn checks_in_lon_lat_agree_with_the_local_geometry() {
        let (engine, p) = engine();
        let centre = p.to_lon_lat(Coord { x: 30.0, y: 80.0 });
        let fit = engine.check(centre.x, centre.y, 0.0, 20.0, 24.0, false);
        assert_eq!(fit.status, Status::Violated);
        assert_eq!(fit.violations, vec!["Too close to the main house: 3.0 ft, keep 6.0 ft."]);
        assert_eq!(fit.structures.len(), 1);
        assert_eq!((fit.structures[0].index, fit.structures[0].status), (0, Status::Violated));
        assert!((fit.structures[0].distance_ft - 3.0).abs() < 1e-3, "{:?}", fit.structures);
        assert_eq!(fit.edge_distances_ft.len(), 4);
        assert!((fit.edge_distances_ft[2] - 28.0).abs() < 1e-3, "{:?}", fit.edge_distances_ft);
        assert_eq!(fit.footprint.len(), 8);
    }

    #[test]
    fn the_best_placement_comes_back_in_lon_lat_and_is_valid() {
        let (engine, _) = engine();
        let [lon, lat, angle, slack] = engine.best_placement(20.0, 24.0, -97.75, 30.27).expect("fits behind the house");
        assert!(slack >= 0.0);
        assert_ne!(engine.check(lon, lat, angle, 20.0, 24.0, false).status, Status::Violated);
    }

    #[test]
    fn turning_snaps_to_the_lot_only_when_asked() {
        let (engine, p) = engine();
        let centre = p.to_lon_lat(Coord { x: 30.0, y: 95.0 });
        assert_eq!(engine.check(centre.x, centre.y, 2.0, 20.0, 24.0, false).angle_deg, 2.0);
        assert!(engine.check(centre.x, centre.y, 2.0, 20.0, 24.0, true).angle_deg.abs() < 1e-9);
        assert_eq!(engine.check(centre.x, centre.y, 10.0, 20.0, 24.0, true).angle_deg, 10.0);
    }

    #[test]
    fn plans_are_sorted_into_fitting_or_not() {
        let (engine, _) = engine();
        // Behind the house: 120 - 65 - 6 - 5 = 44 ft deep, 50 ft wide.
        assert_eq!(engine.fitting(&[20.0, 24.0, 48.0, 40.0, 70.0, 10.0], &[]), vec![1, 1, 0]);
    }

    #[test]
    fn malformed_sites_are_refused() {
        assert!(Engine::new(&[0.0, 0.0, 1.0, 1.0], &[4.0, 4.0], &[], &[], &[], &[], vec![]).is_err());
        let triangle = [0.0, 0.0, 0.001, 0.0, 0.0, 0.001];
        let with_kinds = |kinds: &[u8]| Engine::new(&triangle, &[4.0; 3], kinds, &[], &[], &[], vec![]).err();
        assert_eq!(with_kinds(&[0, 1, 2]), None);
        assert_eq!(with_kinds(&[0, 1]), Some(SiteError::LineKindCountMismatch));
        assert_eq!(with_kinds(&[0, 1, 4]), Some(SiteError::UnknownLineKind));
        assert!(Engine::new(&triangle, &[4.0; 3], &[], &[0.0, 0.0], &[4], &[6.0], vec!["x".into()]).is_err());
    }

    #[test]
    fn line_kinds_are_classified_in_lon_lat() {
        let p = LocalProjection::new(-97.75, 30.27);
        let lon_lat = |x: f64, y: f64| {
            let c = p.to_lon_lat(Coord { x, y });
            [c.x, c.y]
        };
        let lot: Vec<f64> =
            [(0.0, 0.0), (60.0, 0.0), (60.0, 120.0), (0.0, 120.0)].iter().flat_map(|&(x, y)| lon_lat(x, y)).collect();
        let by_the_street = lon_lat(30.0, -15.0);
        // A corner lot, streets south and west: the front nearest the address, the other street
        // side, the rear opposite the front.
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street, &[1, 0, 0, 1], &[]), Ok(vec![0, 1, 2, 3]));
        assert_eq!(classify_lines_lon_lat(&lot, &[], &[], &[]), Ok(vec![1; 4]), "nothing known: all sides");
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street, &[], &[-1, 3, -1, -1]), Ok(vec![0, 3, 2, 1]));
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street, &[1, 0], &[]), Err(SiteError::StreetFactCountMismatch));
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street, &[2, 0, 0, 0], &[]), Err(SiteError::UnknownStreetFact));
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street, &[], &[0]), Err(SiteError::LineKindCountMismatch));
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street, &[], &[0, 1, 2, 9]), Err(SiteError::UnknownLineKind));
        assert_eq!(classify_lines_lon_lat(&lot, &by_the_street[..1], &[], &[]), Err(SiteError::AddressNotAPoint));
        assert_eq!(classify_lines_lon_lat(&lot[..4], &[], &[], &[]), Err(SiteError::TooFewCorners));
    }
}
