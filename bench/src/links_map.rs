//! The baselines' map of links, read from a links file written by `seed`:
//! `slug<TAB>destination` lines, keyed by slug; or, for several domains,
//! `slug<TAB>destination<TAB>host` lines, keyed by host and slug (one map
//! per host, so a look-up is two hashes and no allocation: the least work
//! for a map of (host, slug) pairs).

use hyper::header::{HeaderValue, HOST};
use hyper::Request;
use std::collections::HashMap;

type Slugs = HashMap<String, HeaderValue>;

/// The links of one domain, or of each host.
pub enum Links {
    Slugs(Slugs),
    Hosts(HashMap<String, Slugs>),
}

impl Links {
    pub fn read(text: &str) -> anyhow::Result<Self> {
        let mut slugs = HashMap::new();
        let mut hosts: HashMap<String, Slugs> = HashMap::new();
        for line in text.lines() {
            let mut columns = line.split('\t');
            let (Some(slug), Some(destination)) = (columns.next(), columns.next()) else {
                continue;
            };
            let map = match columns.next() {
                Some(host) => hosts.entry(host.to_owned()).or_default(),
                None => &mut slugs,
            };
            map.insert(slug.to_owned(), HeaderValue::from_str(destination)?);
        }
        Ok(if hosts.is_empty() {
            Self::Slugs(slugs)
        } else {
            Self::Hosts(hosts)
        })
    }

    /// The `Location` of the link a request names; with hosts, the `Host`
    /// header picks the domain as sent (no case folding, no port handling).
    pub fn get<B>(&self, request: &Request<B>) -> Option<&HeaderValue> {
        let slug = &request.uri().path()[1..];
        match self {
            Self::Slugs(slugs) => slugs.get(slug),
            Self::Hosts(hosts) => {
                let host = request.headers().get(HOST)?.to_str().ok()?;
                hosts.get(host)?.get(slug)
            }
        }
    }
}
