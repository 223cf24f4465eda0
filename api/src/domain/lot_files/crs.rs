//! The coordinate systems a lot file may be drawn in: longitude/latitude, Web Mercator, UTM, and
//! the State Plane zones of the areas the catalogue serves. Reprojected with `proj4rs` (a Rust
//! port of PROJ.4) to WGS84 longitude/latitude.

use proj4rs::{proj::Proj, transform::transform};

/// A coordinate system we can read, by its EPSG code.
#[derive(Debug, Clone, PartialEq)]
pub struct CoordinateSystem {
    pub epsg: u32,
    pub name: String,
    /// PROJ.4 definition; `None` for longitude/latitude in degrees, read as they are.
    proj: Option<String>,
}

/// State Plane zones (NAD83) of the catalogue's areas (api/src/seed/catalogue.rs) and the
/// map's fallback centre, in the feet their counties publish in. Definitions as PostGIS's
/// `spatial_ref_sys` and epsg.io give them (https://epsg.io/2277 and so on, "PROJ.4" export),
/// without the grid shifts PROJ adds for NAD27: NAD83 is taken as WGS84, within a metre or two
/// (the accuracy of the county's parcel fabric, not of a survey).
const STATE_PLANE: [(u32, &str, &str); 7] = [
    (
        2277,
        "NAD83 / Texas Central (ftUS)",
        "+proj=lcc +lat_0=29.6666666666667 +lon_0=-100.333333333333 +lat_1=31.8833333333333 +lat_2=30.1166666666667 +x_0=699999.999898399 +y_0=3000000 +datum=NAD83 +units=us-ft +no_defs",
    ),
    (
        2226,
        "NAD83 / California zone 2 (ftUS)",
        "+proj=lcc +lat_0=37.6666666666667 +lon_0=-122 +lat_1=39.8333333333333 +lat_2=38.3333333333333 +x_0=2000000.0001016 +y_0=500000.0001016 +datum=NAD83 +units=us-ft +no_defs",
    ),
    (
        2227,
        "NAD83 / California zone 3 (ftUS)",
        "+proj=lcc +lat_0=36.5 +lon_0=-120.5 +lat_1=38.4333333333333 +lat_2=37.0666666666667 +x_0=2000000.0001016 +y_0=500000.0001016 +datum=NAD83 +units=us-ft +no_defs",
    ),
    (
        2229,
        "NAD83 / California zone 5 (ftUS)",
        "+proj=lcc +lat_0=33.5 +lon_0=-118 +lat_1=35.4666666666667 +lat_2=34.0333333333333 +x_0=2000000.0001016 +y_0=500000.0001016 +datum=NAD83 +units=us-ft +no_defs",
    ),
    (
        2230,
        "NAD83 / California zone 6 (ftUS)",
        "+proj=lcc +lat_0=32.1666666666667 +lon_0=-116.25 +lat_1=33.8833333333333 +lat_2=32.7833333333333 +x_0=2000000.0001016 +y_0=500000.0001016 +datum=NAD83 +units=us-ft +no_defs",
    ),
    (
        2285,
        "NAD83 / Washington North (ftUS)",
        "+proj=lcc +lat_0=47 +lon_0=-120.833333333333 +lat_1=48.7333333333333 +lat_2=47.5 +x_0=500000.0001016 +y_0=0 +datum=NAD83 +units=us-ft +no_defs",
    ),
    (
        // Oregon legislated the international foot (ORS 93.330): `ft`, not `us-ft`.
        2269,
        "NAD83 / Oregon North (ft)",
        "+proj=lcc +lat_0=43.6666666666667 +lon_0=-120.5 +lat_1=46 +lat_2=44.3333333333333 +x_0=2500000.0001424 +y_0=0 +datum=NAD83 +units=ft +no_defs",
    ),
];

/// WGS84 longitude/latitude, what the map works in.
const WGS84: &str = "+proj=longlat +datum=WGS84 +no_defs";

impl CoordinateSystem {
    /// The system of EPSG code `epsg`, if we can read it.
    pub fn from_epsg(epsg: u32) -> Option<Self> {
        let system = |name: String, proj: Option<String>| Some(Self { epsg, name, proj });
        match epsg {
            4326 => system("WGS 84 (longitude, latitude)".into(), None),
            4269 => system("NAD83 (longitude, latitude)".into(), None),
            3857 => system(
                "WGS 84 / Pseudo-Mercator (web maps)".into(),
                Some("+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +no_defs".into()),
            ),
            // UTM: WGS84 north 32601–32660 and south 32701–32760, NAD83 north 26901–26923.
            32601..=32660 => utm(epsg, epsg - 32600, "WGS 84", "WGS84", false),
            32701..=32760 => utm(epsg, epsg - 32700, "WGS 84", "WGS84", true),
            26901..=26923 => utm(epsg, epsg - 26900, "NAD83", "NAD83", false),
            _ => STATE_PLANE
                .iter()
                .find(|(code, ..)| *code == epsg)
                .and_then(|(_, name, proj)| system((*name).into(), Some((*proj).into()))),
        }
    }

    /// The system a file or a person names: `EPSG:2277`, `urn:ogc:def:crs:EPSG::2277`,
    /// `http://www.opengis.net/def/crs/EPSG/0/2277`, or OGC's `CRS84` (longitude/latitude).
    /// `Err` carries the name when it is none we can read.
    pub fn from_name(name: &str) -> Result<Self, String> {
        let trimmed = name.trim();
        let upper = trimmed.to_ascii_uppercase();
        if upper == "CRS84" || upper.ends_with(":CRS84") || upper.ends_with("/CRS84") {
            return Ok(Self::from_epsg(4326).expect("WGS84 is known"));
        }
        let code = upper
            .rsplit([':', '/'])
            .next()
            .filter(|_| upper.contains("EPSG"))
            .and_then(|code| code.parse::<u32>().ok());
        code.and_then(Self::from_epsg).ok_or_else(|| trimmed.to_owned())
    }

    /// `EPSG:2277`.
    pub fn code(&self) -> String {
        format!("EPSG:{}", self.epsg)
    }

    /// Whether coordinates in this system are longitudes and latitudes already.
    pub fn is_geographic(&self) -> bool {
        self.proj.is_none()
    }

    /// `points` (x, y in this system) as WGS84 longitude/latitude, degrees.
    pub fn to_lon_lat(&self, points: &[(f64, f64)]) -> Result<Vec<(f64, f64)>, String> {
        let Some(proj) = &self.proj else { return Ok(points.to_vec()) };
        let from = Proj::from_proj_string(proj).map_err(|err| err.to_string())?;
        let to = Proj::from_proj_string(WGS84).map_err(|err| err.to_string())?;
        points
            .iter()
            .map(|&(x, y)| {
                let mut point = (x, y, 0.0);
                transform(&from, &to, &mut point).map_err(|err| err.to_string())?;
                // proj4rs answers angles in radians.
                Ok((point.0.to_degrees(), point.1.to_degrees()))
            })
            .collect()
    }

    /// What a person may choose from when a file names no system: the State Plane zones, UTM's
    /// zones over the contiguous states (10–19 north), Web Mercator and longitude/latitude.
    pub fn choices() -> Vec<Self> {
        let mut codes: Vec<u32> = STATE_PLANE.iter().map(|(code, ..)| *code).collect();
        codes.extend((10..=19).map(|zone| 26900 + zone));
        codes.extend((10..=19).map(|zone| 32600 + zone));
        codes.extend([3857, 4326]);
        codes.into_iter().filter_map(Self::from_epsg).collect()
    }
}

fn utm(epsg: u32, zone: u32, datum_name: &str, datum: &str, south: bool) -> Option<CoordinateSystem> {
    let hemisphere = if south { "S" } else { "N" };
    let south = if south { " +south" } else { "" };
    Some(CoordinateSystem {
        epsg,
        name: format!("{datum_name} / UTM zone {zone}{hemisphere}"),
        proj: Some(format!("+proj=utm +zone={zone}{south} +datum={datum} +units=m +no_defs")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_as_files_and_services_write_them() {
        for name in [
            "EPSG:2277",
            "epsg:2277",
            "urn:ogc:def:crs:EPSG::2277",
            "urn:ogc:def:crs:EPSG:6.3:2277",
            "http://www.opengis.net/def/crs/EPSG/0/2277",
        ] {
            assert_eq!(CoordinateSystem::from_name(name).unwrap().epsg, 2277, "{name}");
        }
        for name in ["urn:ogc:def:crs:OGC:1.3:CRS84", "http://www.opengis.net/def/crs/OGC/1.3/CRS84", "EPSG:4326"] {
            assert!(CoordinateSystem::from_name(name).unwrap().is_geographic(), "{name}");
        }
        assert_eq!(CoordinateSystem::from_name("EPSG:27700"), Err("EPSG:27700".to_owned()));
        assert_eq!(CoordinateSystem::from_name("ESRI:102739"), Err("ESRI:102739".to_owned()));
        assert_eq!(CoordinateSystem::from_epsg(32614).unwrap().name, "WGS 84 / UTM zone 14N");
    }

    #[test]
    fn every_system_offered_reprojects() {
        for system in CoordinateSystem::choices() {
            assert!(system.to_lon_lat(&[(500_000.0, 4_000_000.0)]).is_ok(), "{}", system.code());
        }
    }

    /// The Texas Capitol (about -97.7404, 30.2747) in Texas Central: about 3.115 million feet east
    /// and 10.07 million north (the zone's origin is 2,296,583 ftUS east, 9,842,500 north at
    /// -100.333°, 29.667°); and UTM 14N agrees with it to a hundredth of a foot.
    #[test]
    fn state_plane_feet_and_utm_metres_land_on_the_same_place() {
        let texas = CoordinateSystem::from_epsg(2277).unwrap();
        let utm = CoordinateSystem::from_epsg(26914).unwrap();
        let from_wgs84 = |proj: &str, lon: f64, lat: f64| {
            let from = Proj::from_proj_string(WGS84).unwrap();
            let to = Proj::from_proj_string(proj).unwrap();
            let mut point = (lon.to_radians(), lat.to_radians(), 0.0);
            transform(&from, &to, &mut point).unwrap();
            (point.0, point.1)
        };
        let (east, north) = from_wgs84(texas.proj.as_deref().unwrap(), -97.7404, 30.2747);
        assert!((3_100_000.0..3_130_000.0).contains(&east), "{east}");
        assert!((10_060_000.0..10_085_000.0).contains(&north), "{north}");
        let back = texas.to_lon_lat(&[(east, north)]).unwrap()[0];
        let (x, y) = from_wgs84(utm.proj.as_deref().unwrap(), -97.7404, 30.2747);
        let via_utm = utm.to_lon_lat(&[(x, y)]).unwrap()[0];
        let feet = |a: (f64, f64), b: (f64, f64)| {
            let local = geom_wasm::LocalProjection::new(a.0, a.1).to_local(b.0, b.1);
            local.x.hypot(local.y)
        };
        assert!(feet(back, (-97.7404, 30.2747)) < 0.01);
        assert!(feet(via_utm, (-97.7404, 30.2747)) < 0.01);
    }
}
