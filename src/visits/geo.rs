//! The visitor's country: from the proxy's country header under
//! TRUST_PROXY, else from a MaxMind-format database (`GEOIP_DB`) held in
//! memory and swapped when the file changes. Never a network call.

use crate::domain::visits::country_code;
use arc_swap::ArcSwapOption;
use http::HeaderMap;
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;

/// Country headers set by proxies and CDNs, first present wins.
pub const COUNTRY_HEADERS: [&str; 5] = [
    "cf-ipcountry",
    "cloudfront-viewer-country",
    "x-vercel-ip-country",
    "x-country-code",
    "fastly-geo-country",
];

#[derive(Debug, thiserror::Error)]
pub enum GeoError {
    #[error("cannot read GEOIP_DB {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("GEOIP_DB {path} is not a MaxMind database: {reason}")]
    Invalid { path: PathBuf, reason: String },
}

/// The country of the first country header present, if it names one.
pub fn country_from_headers(headers: &HeaderMap) -> Option<[u8; 2]> {
    let value = COUNTRY_HEADERS.iter().find_map(|name| headers.get(*name))?;
    country_code(value.as_bytes().trim_ascii())
}

type Reader = maxminddb::Reader<Vec<u8>>;

/// A MaxMind-format database file, reloaded when it changes.
pub struct GeoDb {
    path: PathBuf,
    reader: ArcSwapOption<Reader>,
    /// Modification time and size of the file last loaded.
    stamp: Mutex<Option<(SystemTime, u64)>>,
}

#[derive(serde::Deserialize)]
struct CountryRecord<'a> {
    #[serde(borrow, default)]
    country: Option<IsoCode<'a>>,
    #[serde(borrow, default)]
    registered_country: Option<IsoCode<'a>>,
}

#[derive(serde::Deserialize)]
struct IsoCode<'a> {
    #[serde(borrow, default)]
    iso_code: Option<&'a str>,
}

fn stamp_of(path: &Path) -> Result<(SystemTime, u64), GeoError> {
    let read = |source| GeoError::Read {
        path: path.to_owned(),
        source,
    };
    let metadata = std::fs::metadata(path).map_err(read)?;
    Ok((metadata.modified().map_err(read)?, metadata.len()))
}

fn load(path: &Path) -> Result<Reader, GeoError> {
    let bytes = std::fs::read(path).map_err(|source| GeoError::Read {
        path: path.to_owned(),
        source,
    })?;
    let reader = Reader::from_source(bytes).map_err(|e| GeoError::Invalid {
        path: path.to_owned(),
        reason: e.to_string(),
    })?;
    if reader.metadata().database_type.is_empty() {
        return Err(GeoError::Invalid {
            path: path.to_owned(),
            reason: "no database type".into(),
        });
    }
    Ok(reader)
}

impl GeoDb {
    /// Opens `path`; an unreadable or invalid file is an error (checked at
    /// start, so a wrong GEOIP_DB stops the program with its reason).
    pub fn open(path: &Path) -> Result<Self, GeoError> {
        let stamp = stamp_of(path)?;
        let reader = load(path)?;
        Ok(Self {
            path: path.to_owned(),
            reader: ArcSwapOption::new(Some(Arc::new(reader))),
            stamp: Mutex::new(Some(stamp)),
        })
    }

    /// Reloads the file if its modification time or size changed. Returns
    /// whether it was reloaded; on an error the database in use is kept.
    pub fn reload_if_changed(&self) -> Result<bool, GeoError> {
        let mut stamp = self.stamp.lock().unwrap_or_else(PoisonError::into_inner);
        let now = stamp_of(&self.path)?;
        if *stamp == Some(now) {
            return Ok(false);
        }
        let reader = load(&self.path)?;
        self.reader.store(Some(Arc::new(reader)));
        *stamp = Some(now);
        Ok(true)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The country of `address`, if the database knows it.
    pub fn lookup(&self, address: IpAddr) -> Option<[u8; 2]> {
        let reader = self.reader.load();
        let reader = reader.as_deref()?;
        let address = match address {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
            v4 => v4,
        };
        let found = reader.lookup(address).ok()?;
        let record: CountryRecord<'_> = found.decode().ok()??;
        let code = [record.country, record.registered_country]
            .into_iter()
            .flatten()
            .find_map(|c| c.iso_code.and_then(|code| country_code(code.as_bytes())));
        code
    }
}

/// Where countries come from.
pub struct Geo {
    trust_proxy: bool,
    db: Option<GeoDb>,
}

impl Geo {
    pub fn new(trust_proxy: bool, db: Option<GeoDb>) -> Self {
        Self { trust_proxy, db }
    }

    /// The visitor's country: the proxy's header when trusted, else the
    /// database's answer for `client`.
    pub fn country(&self, headers: &HeaderMap, client: IpAddr) -> Option<[u8; 2]> {
        if self.trust_proxy {
            if let Some(code) = country_from_headers(headers) {
                return Some(code);
            }
        }
        self.db.as_ref()?.lookup(client)
    }

    pub fn db(&self) -> Option<&GeoDb> {
        self.db.as_ref()
    }
}

#[cfg(test)]
#[path = "geo_tests.rs"]
mod tests;
