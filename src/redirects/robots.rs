//! `/robots.txt`: crawlable links are allowed, everything else (other
//! links, the dashboard, the API) is disallowed. Built from the database
//! when first asked and kept until a link changes here or on another
//! instance (the same invalidations as the slug cache), so a flood of
//! requests costs one query.

use super::{Redirects, ServedDomain};
use crate::store::StoreError;
use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// Path characters written as they are; the rest (robots.txt's `*` and `$`
/// included) percent-encoded.
const PATH: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    .remove(b'/');

#[derive(Default)]
pub(super) struct RobotsFile {
    /// Each domain's file and the cache generation it was built at (any
    /// link change bumps the generation, which retires the files). An async
    /// lock: concurrent requests wait for one build instead of each querying.
    built: tokio::sync::Mutex<HashMap<u32, (u64, Arc<str>)>>,
}

/// The file for these crawlable slugs.
pub fn robots_txt(slugs: &[String]) -> String {
    let mut out = String::from(
        "# Linkhop: crawlable short links are allowed; other links, the dashboard and the API are not.\n\
         User-agent: *\n",
    );
    for slug in slugs {
        // `$` ends the match, so /a does not allow /ab.
        out.push_str(&format!("Allow: /{}$\n", utf8_percent_encode(slug, PATH)));
    }
    out.push_str("Disallow: /\n");
    out
}

impl Redirects {
    /// The robots.txt of `domain`'s links.
    pub async fn robots_txt(&self, domain: &ServedDomain) -> Result<Arc<str>, StoreError> {
        let mut built = self.robots.built.lock().await;
        let generation = self.generation.load(Ordering::Acquire);
        if let Some((at, file)) = built.get(&domain.number) {
            if *at == generation && self.caching.load(Ordering::Acquire) {
                return Ok(Arc::clone(file));
            }
        }
        let file: Arc<str> = robots_txt(&self.store.crawlable_slugs(&domain.id).await?).into();
        // Kept only when no link changed meanwhile and changes are heard.
        if self.caching.load(Ordering::Acquire)
            && self.generation.load(Ordering::Acquire) == generation
        {
            // Files of an older generation are of no use any more.
            built.retain(|_, (at, _)| *at == generation);
            built.insert(domain.number, (generation, Arc::clone(&file)));
        }
        Ok(file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crawlable_slugs_are_allowed_exactly_and_the_rest_disallowed() {
        let file = robots_txt(&["a".into(), "blog/x y".into(), "c$*".into()]);
        assert!(file.contains("Allow: /a$\n"));
        assert!(file.contains("Allow: /blog/x%20y$\n"));
        assert!(file.contains("Allow: /c%24%2A$\n"));
        assert!(file.ends_with("Disallow: /\n"));
    }
}
