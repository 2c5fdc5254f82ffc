//! The import's form and answer, as the OpenAPI document shows them.

use crate::transfer::import::ImportSummary;
use crate::transfer::skipped::SkippedRow;
use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;

#[derive(Debug, ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum ImportService {
    Lynx,
    Shlink,
    Yourls,
    Kutt,
    Bitly,
    Sink,
    Chhoto,
    Polr,
    Dub,
}

// The upload, read by hand: it is spooled to disk as it arrives.
#[derive(Debug, ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct ImportForm {
    pub service: ImportService,
    /// The export file; its name's extension decides the format.
    #[schema(content_media_type = "application/octet-stream")]
    pub file: Vec<u8>,
    /// `true` (or `1`): write nothing, answer what the import would do.
    /// Default `false`.
    pub dry_run: Option<bool>,
    /// The short domain for links whose row names none (every link of a
    /// Lynx, Sink, YOURLS, Bitly, Polr or Chhoto URL file; Shlink's and
    /// Kutt's links on their default domain; Linkhop's own export's on
    /// its default domain): a host, Unicode or punycode, or `_default`.
    /// It must exist. Default: the default domain.
    pub domain: Option<String>,
    /// `true` (or `1`): add the domains the file names that do not exist
    /// yet (Shlink's, Kutt's and Linkhop's own exports name each link's
    /// domain), as `POST /api/domains` does; only for the owner and admins
    /// (a standard account's rows on unknown domains are skipped). Default
    /// `false`: those rows are skipped (`unknownDomain`). A dry run lists
    /// the domains it would add in `domainsCreated`.
    pub create_domains: Option<bool>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ImportCounts {
    /// In a dry run: links that would be imported.
    #[schema(minimum = 0)]
    pub imported: u64,
    #[schema(minimum = 0)]
    pub skipped_existing: u64,
    #[schema(minimum = 0)]
    pub skipped_invalid: u64,
    /// Rows whose visit count was above 10^12 and was stored as 10^12;
    /// only present when there were some (Lynx's clients ignore it).
    #[serde(skip_serializing_if = "is_zero")]
    #[schema(minimum = 0)]
    pub visits_capped: u64,
    /// Present (`true`) when nothing was written.
    #[serde(rename = "dryRun", skip_serializing_if = "is_false")]
    pub dry_run: bool,
    /// The first 1,000 skipped rows, in file order.
    #[serde(rename = "skippedRows")]
    pub skipped_rows: Vec<SkippedRowView>,
    /// Skipped rows per reason code (every one, not only those listed).
    #[serde(rename = "skippedReasons")]
    pub skipped_reasons: BTreeMap<String, u64>,
    /// Where every skipped row downloads as CSV (`GET`, same credentials,
    /// kept 7 days); present when a real import skipped rows.
    #[serde(rename = "reportUrl", skip_serializing_if = "Option::is_none")]
    pub report_url: Option<String>,
    /// Present (`true`) when search has not caught up with a large import
    /// yet: everything else about the links is done. On SQLite search
    /// finds them once indexed (seconds to a minute); on PostgreSQL it
    /// finds them at once, by scanning, until the trigram indexes are
    /// built again (about half a minute per million links).
    #[serde(rename = "searchPending", skip_serializing_if = "is_false")]
    pub search_pending: bool,
    /// The hosts (punycode) of the domains the import added, in the order
    /// the file named them; in a dry run, those it would add. Present when
    /// there are some.
    #[serde(rename = "domainsCreated", skip_serializing_if = "Vec::is_empty")]
    pub domains_created: Vec<String>,
    /// Hosts the file names that are no domain and were not added: their
    /// rows are skipped (`unknownDomain`). The first 100; present when
    /// there are some.
    #[serde(rename = "unknownDomains", skip_serializing_if = "Vec::is_empty")]
    pub unknown_domains: Vec<String>,
}

/// One skipped row.
#[derive(Debug, Serialize, ToSchema)]
pub struct SkippedRowView {
    /// 1 for the first data row (CSV) or array element (JSON).
    #[schema(minimum = 1)]
    pub row: u64,
    /// CSV: the file line the row starts on (the header's is 1); null in JSON.
    #[schema(required = true)]
    pub line: Option<u64>,
    /// The slug as the file has it; null when the row has none.
    #[schema(required = true)]
    pub slug: Option<String>,
    /// The host (punycode) of the short domain the row is on or names;
    /// null for the default domain and for rows too faulty to tell.
    #[schema(required = true)]
    pub domain: Option<String>,
    /// `slugTaken`, `duplicateInFile`, `destinationUsed`, `invalidSlug`,
    /// `reservedSlug`, `invalidDestination`, `invalidValue`, `missingValue`,
    /// `wrongCellCount`, `notAnObject`, `notCarried`,
    /// `passwordHashTooCostly`, `unknownDomain` (a domain the import did
    /// not add) or `domainNotAllowed` (a domain a standard account may not
    /// create links on).
    pub reason: String,
    /// The reason for people, e.g. "Invalid slug: longer than 100 characters".
    pub message: String,
}

impl From<&SkippedRow> for SkippedRowView {
    fn from(row: &SkippedRow) -> Self {
        Self {
            row: row.row,
            line: row.line,
            slug: row.slug.clone(),
            domain: row.domain.clone(),
            reason: row.reason.code().to_owned(),
            message: row.reason.message(),
        }
    }
}

impl From<&ImportSummary> for ImportCounts {
    fn from(summary: &ImportSummary) -> Self {
        Self {
            imported: summary.imported,
            skipped_existing: summary.skipped_existing,
            skipped_invalid: summary.skipped_invalid,
            visits_capped: summary.visits_capped,
            dry_run: summary.dry_run,
            search_pending: summary.search_pending,
            domains_created: summary.domains_created.clone(),
            unknown_domains: summary.unknown_domains.clone(),
            skipped_rows: summary.skipped.listed.iter().map(Into::into).collect(),
            skipped_reasons: summary
                .skipped
                .reasons
                .iter()
                .map(|(code, count)| ((*code).to_owned(), *count))
                .collect(),
            report_url: summary
                .report
                .as_ref()
                .map(|id| format!("/api/import/report/{id}")),
        }
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}
