//! Which domain a request is for (docs/domains.md#matching-requests): the
//! table of hosts, read from the database at start and after every domain
//! change (here, or announced by another instance on the change feed).
//! A request reads it without a lock; with only the default domain it does
//! not even look at `Host`.

use crate::domain::app_links::AppLinksFile;
use crate::domain::short_domains::{self, DEFAULT_DOMAIN_ID};
use crate::store::{DomainRecord, Store, StoreError};
use arc_swap::ArcSwap;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A domain as the redirect path serves it.
#[derive(Debug)]
pub struct ServedDomain {
    /// Small and fixed for the process's life: part of every cache key.
    pub number: u32,
    pub id: Box<str>,
    /// The stored host; `None` for the default domain.
    pub host: Option<Box<str>>,
    pub root_redirect: Option<Box<str>>,
    pub not_found_redirect: Option<Box<str>>,
    pub expired_redirect: Option<Box<str>>,
    /// Whether standard accounts may create links on it.
    pub standard_may_create: bool,
    /// The app links files as served (`domain::app_links`).
    pub apple_app_site_association: Option<bytes::Bytes>,
    pub asset_links: Option<bytes::Bytes>,
}

impl ServedDomain {
    pub fn is_default(&self) -> bool {
        &*self.id == DEFAULT_DOMAIN_ID
    }

    /// The domain's `file`, when its owner set one.
    pub fn app_links(&self, file: AppLinksFile) -> Option<&bytes::Bytes> {
        match file {
            AppLinksFile::AppleAppSiteAssociation => self.apple_app_site_association.as_ref(),
            AppLinksFile::AssetLinks => self.asset_links.as_ref(),
        }
    }
}

/// The hosts of every domain, at one moment.
struct Table {
    default: Arc<ServedDomain>,
    by_host: HashMap<Box<str>, Arc<ServedDomain>>,
    by_id: HashMap<Box<str>, Arc<ServedDomain>>,
}

/// How requests find their domain.
pub struct ServedDomains {
    table: ArcSwap<Table>,
    /// The DOMAIN setting's host (with its port when not the scheme's).
    default_host: Option<Box<str>>,
    /// UNKNOWN_HOSTS=reject: a host that is no domain is not served.
    reject_unknown: bool,
    /// Numbers given to domain ids so far; never reused.
    numbers: Mutex<HashMap<Box<str>, u32>>,
    /// Serialises reloads, so an older read never replaces a newer one.
    reloading: tokio::sync::Mutex<()>,
}

/// The default domain before the table is read, and its number.
fn bare_default() -> Arc<ServedDomain> {
    Arc::new(ServedDomain {
        number: 0,
        id: DEFAULT_DOMAIN_ID.into(),
        host: None,
        root_redirect: None,
        not_found_redirect: None,
        expired_redirect: None,
        standard_may_create: true,
        apple_app_site_association: None,
        asset_links: None,
    })
}

impl ServedDomains {
    pub fn new(default_host: Option<&str>, reject_unknown: bool) -> Self {
        let default = bare_default();
        let mut numbers = HashMap::new();
        numbers.insert(Box::from(DEFAULT_DOMAIN_ID), 0);
        Self {
            table: ArcSwap::from_pointee(Table {
                by_id: HashMap::from([(Box::from(DEFAULT_DOMAIN_ID), Arc::clone(&default))]),
                default,
                by_host: HashMap::new(),
            }),
            default_host: default_host.map(Box::from),
            reject_unknown,
            numbers: Mutex::new(numbers),
            reloading: tokio::sync::Mutex::new(()),
        }
    }

    /// The domain a request with this `Host` is for; `None` when the host
    /// is no domain and UNKNOWN_HOSTS=reject. Without other domains (and
    /// without reject) this is the default domain.
    pub fn for_host(&self, host: Option<&str>) -> Option<Arc<ServedDomain>> {
        self.for_host_with(|| host)
    }

    /// [`Self::for_host`] with the host read by `host` only when it
    /// matters: without other domains (and without reject) the header is
    /// not even looked up (the redirect path's case with one domain).
    pub fn for_host_with<'a>(
        &self,
        host: impl FnOnce() -> Option<&'a str>,
    ) -> Option<Arc<ServedDomain>> {
        let table = self.table.load();
        if table.by_host.is_empty() && !self.reject_unknown {
            return Some(Arc::clone(&table.default));
        }
        let Some(host) = host().and_then(short_domains::request_host) else {
            return self.unknown(&table);
        };
        let found = table.by_host.get(&*host).or_else(|| {
            short_domains::without_port(&host).and_then(|name| table.by_host.get(name))
        });
        if let Some(domain) = found {
            return Some(Arc::clone(domain));
        }
        let is_default_host = self.default_host.as_deref().is_some_and(|default| {
            default == &*host || short_domains::without_port(&host) == Some(default)
        });
        if is_default_host {
            return Some(Arc::clone(&table.default));
        }
        self.unknown(&table)
    }

    fn unknown(&self, table: &Table) -> Option<Arc<ServedDomain>> {
        (!self.reject_unknown).then(|| Arc::clone(&table.default))
    }

    /// Whether `host` (stored form) is DOMAIN's host.
    pub fn is_default_host(&self, host: &str) -> bool {
        self.default_host.as_deref() == Some(host)
    }

    /// DOMAIN's host, when DOMAIN is set.
    pub fn default_host(&self) -> Option<&str> {
        self.default_host.as_deref()
    }

    /// The default domain.
    pub fn default_domain(&self) -> Arc<ServedDomain> {
        Arc::clone(&self.table.load().default)
    }

    /// The domain with this id, if it is served.
    pub fn by_id(&self, id: &str) -> Option<Arc<ServedDomain>> {
        self.table.load().by_id.get(id).cloned()
    }

    /// The domain with this stored host (`None`: the default domain).
    pub fn by_stored_host(&self, host: Option<&str>) -> Option<Arc<ServedDomain>> {
        let table = self.table.load();
        match host {
            None => Some(Arc::clone(&table.default)),
            Some(host) => table.by_host.get(host).cloned(),
        }
    }

    /// Whether a domain other than the default exists.
    pub fn several(&self) -> bool {
        !self.table.load().by_host.is_empty()
    }

    /// Reads the table again from the store.
    pub async fn reload(&self, store: &Store) -> Result<(), StoreError> {
        let _one_at_a_time = self.reloading.lock().await;
        let records = store.list_domains().await?;
        self.replace(&records);
        Ok(())
    }

    fn replace(&self, records: &[DomainRecord]) {
        let mut numbers = match self.numbers.lock() {
            Ok(numbers) => numbers,
            Err(poisoned) => poisoned.into_inner(),
        };
        let mut default = None;
        let mut by_host = HashMap::new();
        let mut by_id = HashMap::new();
        for record in records {
            let next = u32::try_from(numbers.len()).unwrap_or(u32::MAX);
            let number = *numbers.entry(record.id.as_str().into()).or_insert(next);
            let domain = Arc::new(ServedDomain {
                number,
                id: record.id.as_str().into(),
                host: record.host.as_deref().map(Box::from),
                root_redirect: record.root_redirect.as_deref().map(Box::from),
                not_found_redirect: record.not_found_redirect.as_deref().map(Box::from),
                expired_redirect: record.expired_redirect.as_deref().map(Box::from),
                standard_may_create: record.standard_may_create || record.host.is_none(),
                apple_app_site_association: record
                    .apple_app_site_association
                    .clone()
                    .map(bytes::Bytes::from),
                asset_links: record.asset_links.clone().map(bytes::Bytes::from),
            });
            match &domain.host {
                None => default = Some(Arc::clone(&domain)),
                Some(host) => {
                    by_host.insert(host.clone(), Arc::clone(&domain));
                }
            }
            by_id.insert(domain.id.clone(), domain);
        }
        let default = default.unwrap_or_else(bare_default);
        by_id
            .entry(DEFAULT_DOMAIN_ID.into())
            .or_insert_with(|| Arc::clone(&default));
        self.table.store(Arc::new(Table {
            default,
            by_host,
            by_id,
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, host: Option<&str>) -> DomainRecord {
        DomainRecord {
            id: id.into(),
            host: host.map(Into::into),
            root_redirect: None,
            not_found_redirect: Some(format!("https://{id}.example/missing")),
            expired_redirect: None,
            standard_may_create: true,
            created_at: 0,
            apple_app_site_association: None,
            asset_links: None,
            links: 0,
        }
    }

    #[test]
    fn hosts_find_their_domain_and_unknown_hosts_the_default() {
        let domains = ServedDomains::new(Some("s.example.com"), false);
        assert!(domains
            .for_host(Some("anything"))
            .is_some_and(|d| d.is_default()));
        domains.replace(&[
            record("default", None),
            record("a", Some("a.example.com")),
            record("b", Some("127.0.0.1:8081")),
        ]);
        let id = |host: Option<&str>| domains.for_host(host).map(|d| d.id.to_string());
        assert_eq!(id(Some("A.Example.com.")).as_deref(), Some("a"));
        assert_eq!(
            id(Some("a.example.com:8443")).as_deref(),
            Some("a"),
            "any port"
        );
        assert_eq!(id(Some("127.0.0.1:8081")).as_deref(), Some("b"));
        assert_eq!(id(Some("127.0.0.1:8082")).as_deref(), Some("default"));
        assert_eq!(id(Some("s.example.com")).as_deref(), Some("default"));
        assert_eq!(id(None).as_deref(), Some("default"));
        let a = domains.by_id("a").map(|d| d.number);
        domains.replace(&[record("default", None), record("a", Some("a.example.com"))]);
        assert_eq!(domains.by_id("a").map(|d| d.number), a, "numbers stay");
        assert!(domains.by_id("b").is_none());
    }

    #[test]
    fn rejecting_unknown_hosts_keeps_the_default_hosts() {
        let domains = ServedDomains::new(Some("s.example.com"), true);
        domains.replace(&[record("default", None), record("a", Some("a.example.com"))]);
        assert!(domains
            .for_host(Some("s.example.com"))
            .is_some_and(|d| d.is_default()));
        assert!(domains.for_host(Some("a.example.com")).is_some());
        assert!(domains.for_host(Some("evil.example")).is_none());
        assert!(domains.for_host(None).is_none());
    }
}
