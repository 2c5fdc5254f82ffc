//! The state every HTTP handler sees: settings, the store, the redirect
//! cache, the embedded dashboard and the per-client limits.

use crate::accounts::authentication::Authenticator;
use crate::accounts::passkeys::RelyingParty;
use crate::accounts::sso::SsoProvider;
use crate::config::Settings;
use crate::domain::links::ReservedNames;
use crate::http::access_log::AccessLog;
use crate::http::dashboard::Dashboard;
use crate::http::limits::InFlight;
use crate::http::proxy_warning::ProxyWarning;
use crate::links::{LinkRules, Links};
use crate::metrics::Metrics;
use crate::redirects::Redirects;
use crate::store::Store;
use crate::visits::Visits;
use crate::webhooks::Outbox;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

pub struct App {
    pub settings: Settings,
    pub store: Store,
    pub redirects: Arc<Redirects>,
    /// Visits: classification, counts, events and their flush.
    pub visits: Arc<Visits>,
    pub dashboard: Dashboard,
    pub reserved: ReservedNames,
    /// `/api` requests in progress per client address.
    pub in_flight: InFlight,
    /// Places for bulk edits running at once (`PATCH /api/link/bulk`).
    pub bulk_edits: Arc<tokio::sync::Semaphore>,
    /// Password checks against the dummy hash (unknown accounts, docs/api.md#timing).
    pub dummy_password_checks: AtomicU64,
    /// Set once a request looked proxied while TRUST_PROXY is off.
    pub proxy_warning: ProxyWarning,
    /// Who is calling: credentials judged against a route's rule.
    pub authenticator: Authenticator,
    /// What the metrics listener serves; fed whether or not it runs.
    pub metrics: Arc<Metrics>,
    /// With ACCESS_LOG, the queue to the access log's writer.
    pub access_log: Option<AccessLog>,
    /// When this process started, for /healthz.
    pub started: std::time::Instant,
    /// The passkey relying party, from DOMAIN; none without it.
    pub relying_party: Option<RelyingParty>,
    /// The OpenID provider, when single sign-on is configured.
    pub sso: Option<Arc<SsoProvider>>,
    /// Where events for webhooks are queued.
    pub outbox: Outbox,
    /// What sends them; `None` if no HTTP client could be built.
    pub dispatcher: Option<Arc<crate::webhooks::Dispatcher>>,
    /// Reads a destination's page for its preview card, on request.
    pub page_fetcher: Option<crate::campaigns::PageFetcher>,
}

pub type AppState = Arc<App>;

impl App {
    /// The HTTP state over parts built by the wiring (`app.rs`), which
    /// shares the redirect cache with the jobs.
    pub fn new(
        settings: Settings,
        store: Store,
        redirects: Arc<Redirects>,
        visits: Arc<Visits>,
    ) -> AppState {
        let dashboard = Dashboard::load(settings.umami.as_ref());
        let reserved = ReservedNames::new(dashboard.root_files());
        let metrics = Arc::new(Metrics::new());
        let access_log = settings
            .access_log
            .then(|| AccessLog::start(settings.log_format, Arc::clone(&metrics)));
        let relying_party = RelyingParty::from_domain(settings.domain.as_deref());
        if relying_party.is_none() && settings.domain.is_some() {
            tracing::warn!("passkeys are off: DOMAIN's host is not a name (an IP address cannot be a WebAuthn relying party)");
        }
        let sso = settings.sso.clone().and_then(|sso| match SsoProvider::new(sso) {
            Ok(provider) => Some(Arc::new(provider)),
            Err(error) => {
                tracing::error!(%error, "single sign-on is off: no HTTP client for the provider");
                None
            }
        });
        let authenticator = Authenticator::new(settings.sole_user.clone(), settings.demo);
        let outbox = Outbox::new(
            settings.webhooks.queue_limit,
            settings.default_host(),
            Some(Arc::clone(&metrics) as Arc<dyn crate::webhooks::Report>),
        );
        let dispatcher = match crate::webhooks::Dispatcher::new(settings.webhooks) {
            Ok(dispatcher) => Some(Arc::new(dispatcher)),
            Err(error) => {
                tracing::error!(%error, "webhooks are not delivered: no HTTP client");
                None
            }
        };
        let page_fetcher = match crate::campaigns::PageFetcher::new(&settings.webhooks) {
            Ok(fetcher) => Some(fetcher),
            Err(error) => {
                tracing::error!(%error, "preview cards cannot be filled from pages: no HTTP client");
                None
            }
        };
        Arc::new(Self {
            page_fetcher,
            outbox,
            dispatcher,
            authenticator,
            relying_party,
            sso,
            metrics,
            access_log,
            started: std::time::Instant::now(),
            settings,
            store,
            redirects,
            visits,
            dashboard,
            reserved,
            in_flight: InFlight::default(),
            bulk_edits: Arc::new(tokio::sync::Semaphore::new(
                crate::http::api::links::BULK_EDITS_AT_ONCE,
            )),
            dummy_password_checks: AtomicU64::new(0),
            proxy_warning: ProxyWarning::default(),
        })
    }

    /// ENABLE_REGISTRATION, unless OIDC_ONLY: then accounts come from the
    /// provider, and registration is for the very first account only.
    pub fn registration_open(&self) -> bool {
        self.settings.enable_registration && !self.settings.sso.as_ref().is_some_and(|o| o.only)
    }

    /// The accounts service, borrowing this state.
    pub fn accounts(&self) -> crate::accounts::Accounts<'_> {
        crate::accounts::Accounts::with_outbox(&self.store, &self.outbox)
    }

    /// The webhooks service, borrowing this state.
    pub fn webhooks(&self) -> crate::webhooks::Webhooks<'_> {
        crate::webhooks::Webhooks::new(
            &self.store,
            &self.outbox,
            self.settings.webhooks.allow_private,
        )
    }

    /// The statistics service, borrowing this state.
    /// The teams service, borrowing this state.
    pub fn teams(&self) -> crate::teams::Teams<'_> {
        crate::teams::Teams::new(&self.store)
    }

    pub fn stats(&self) -> crate::stats::Stats<'_> {
        crate::stats::Stats::new(&self.store)
    }

    /// The short domains service, borrowing this state.
    pub fn short_domains(&self) -> crate::short_domains::ShortDomains<'_> {
        crate::short_domains::ShortDomains::new(&self.store, &self.redirects)
    }

    /// The links service, borrowing this state.
    pub fn links(&self) -> Links<'_> {
        Links::new(
            &self.store,
            &self.redirects,
            &self.visits,
            &self.reserved,
            LinkRules {
                unique_destinations: self.settings.url_only_unique,
                slug_length: self.settings.url_length,
                slug_alphabet: self.settings.url_set,
                history_days: self.settings.link_history_days,
            },
            &self.outbox,
        )
    }
}
