//! The fixed label values: each has a counter registered at start, so the
//! code that counts indexes an array instead of looking up a label set.

use prometheus_client::encoding::EncodeLabelSet;

/// How a request for a short link ended (`linkhop_redirects_total{result}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedirectResult {
    /// Redirected, answered from the cache.
    Hit,
    /// Redirected after a database look-up.
    Miss,
    /// No link has this path.
    NotFound,
    /// The link's lifetime or visit limit is over.
    Expired,
    /// The link asks for a password first.
    Password,
    /// The database could not be reached (503).
    Error,
}

impl RedirectResult {
    pub const ALL: [Self; 6] = [
        Self::Hit,
        Self::Miss,
        Self::NotFound,
        Self::Expired,
        Self::Password,
        Self::Error,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Self::Hit => "hit",
            Self::Miss => "miss",
            Self::NotFound => "not_found",
            Self::Expired => "expired",
            Self::Password => "password",
            Self::Error => "error",
        }
    }
}

/// The background jobs (src/jobs), by the name their metrics carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Job {
    VisitFlush,
    Housekeeping,
    VisitorSalts,
    GeoipReload,
    VisitOrder,
    PeriodTotals,
    VisitRetention,
    DemoPurge,
    SecretRotation,
    Backup,
    WebhookDelivery,
    WebhookVisits,
}

impl Job {
    pub const ALL: [Self; 12] = [
        Self::VisitFlush,
        Self::Housekeeping,
        Self::VisitorSalts,
        Self::GeoipReload,
        Self::VisitOrder,
        Self::PeriodTotals,
        Self::VisitRetention,
        Self::DemoPurge,
        Self::SecretRotation,
        Self::Backup,
        Self::WebhookDelivery,
        Self::WebhookVisits,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Self::VisitFlush => "visit_flush",
            Self::Housekeeping => "housekeeping",
            Self::VisitorSalts => "visitor_salts",
            Self::GeoipReload => "geoip_reload",
            Self::VisitOrder => "visit_order",
            Self::PeriodTotals => "period_totals",
            Self::VisitRetention => "visit_retention",
            Self::DemoPurge => "demo_purge",
            Self::SecretRotation => "secret_rotation",
            Self::Backup => "backup",
            Self::WebhookDelivery => "webhook_delivery",
            Self::WebhookVisits => "webhook_visits",
        }
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct ResultLabel {
    pub result: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct JobLabel {
    pub job: &'static str,
}

/// An API request: the route template (`/api/link/{id}`), never the path
/// itself, so the number of series stays bounded.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct ApiLabels {
    pub route: String,
    pub method: String,
    pub status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct RouteLabel {
    pub route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct PoolLabels {
    pub pool: &'static str,
    pub state: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct CacheLabel {
    pub cache: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub(super) struct BuildLabels {
    pub version: &'static str,
}
