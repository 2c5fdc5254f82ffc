//! `linkhop import FILE --service S --owner USERNAME [--domain HOST]
//! [--create-domains] [--team TEAM] [--dry-run] [--report CSV]`: the API's import, from
//! a local file, with progress, the skipped rows and the domains added.

use super::import_report::{print_skipped, write_report};
use super::progress::CliProgress;
use crate::config::{DatabaseOptions, Options, UniquenessOptions};
use crate::domain::import::{FileType, Service, MAX_IMPORTED_VISITS};
use crate::redirects::Redirects;
use crate::transfer::import::{import_file, ImportError, ImportJob, ImportSummary};
use crate::transfer::read::ReadError;
use anyhow::{anyhow, bail};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct ImportArgs {
    /// The export file (.json or .csv)
    pub file: PathBuf,
    /// Where the file comes from: lynx, shlink, yourls, kutt, bitly, sink,
    /// chhoto, polr or dub
    #[arg(long)]
    pub service: String,
    /// Username of the importing account: author of the links, and whose
    /// role decides which authors named in a Lynx file are kept
    #[arg(long)]
    pub owner: String,
    /// Write nothing: count what the import would do and list the rows it
    /// would skip
    #[arg(long)]
    pub dry_run: bool,
    /// Write every skipped row (row, line, slug, reason, message, domain) to this CSV file
    /// (in a dry run: the first 1,000)
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// The short domain for links whose row names none (every link of a
    /// Lynx, Sink, YOURLS, Bitly, Polr or Chhoto URL file): an existing
    /// domain's host, or _default [default: the default domain]
    #[arg(long, value_name = "HOST")]
    pub domain: Option<String>,
    /// Add the domains the file names that do not exist yet (Shlink, Kutt
    /// and Linkhop exports name each link's domain; at most 100); without
    /// it their rows are skipped. The owner and admins only; see what
    /// would be added with --dry-run first
    #[arg(long)]
    pub create_domains: bool,
    /// Put the links in this team (its id or its name); the owner must be
    /// an editor or manager of it, an admin or the owner
    #[arg(long, value_name = "TEAM")]
    pub team: Option<String>,
    /// The server's public origin, e.g. https://s.example.com: rows naming
    /// its host go on the default domain
    #[arg(long = "origin", env = "DOMAIN", value_name = "URL")]
    pub origin: Option<String>,
    #[command(flatten)]
    pub uniqueness: UniquenessOptions,
    #[command(flatten)]
    pub database: DatabaseOptions,
}

pub async fn run(args: ImportArgs) -> anyhow::Result<()> {
    let settings = super::settings(Options {
        database: args.database.clone(),
        uniqueness: args.uniqueness.clone(),
        domain: args.origin.clone(),
        ..Options::default()
    })?;
    let service = Service::parse(&args.service)
        .ok_or_else(|| anyhow!("Invalid service, accepted services: {}", Service::names()))?;
    let name = args.file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let Some(file_type) = FileType::from_file_name(name).filter(|t| service.accepts(*t)) else {
        bail!("Invalid filetype");
    };
    if !args.file.is_file() {
        bail!("no such file: {}", args.file.display());
    }
    let store = super::open(&settings).await?;
    let outcome = async {
        let importer = store
            .find_account_by_login(&args.owner)
            .await?
            .ok_or_else(|| anyhow!("no account named {}", args.owner))?;
        let team = match &args.team {
            Some(team) => Some(team_of(&store, &importer, team).await?),
            None => None,
        };
        let redirects = served_domains(&store, &settings).await?;
        let progress = CliProgress::new("import");
        // The command holds no instance's settings: the default queue bound.
        let outbox = crate::webhooks::Outbox::default();
        let job = ImportJob {
            path: args.file.clone(),
            service,
            file_type,
            importer: &importer,
            reserved: crate::app::reserved_names(),
            unique_destinations: settings.url_only_unique,
            dry_run: args.dry_run,
            redirects: &redirects,
            domain: args.domain.clone(),
            create_domains: args.create_domains,
            outbox: &outbox,
            by: crate::domain::audit::AuditBy::command_line(),
            team,
        };
        let summary = import_file(&store, job, &progress).await;
        progress.finish();
        if !args.dry_run {
            announce(&store, summary.as_ref().ok()).await;
        }
        let summary = summary.map_err(|error| match error {
            ImportError::File(ReadError::MissingColumns(missing)) => {
                anyhow!("Invalid import fields, missing: {}", missing.join(", "))
            }
            ImportError::UnknownDomain => anyhow!(
                "Unknown domain {}: add it first (dashboard → Domains, or POST /api/domains)",
                args.domain.as_deref().unwrap_or("")
            ),
            ImportError::DomainNotAllowed => anyhow!(
                "{} may not create links on the domain {}",
                args.owner,
                args.domain.as_deref().unwrap_or("")
            ),
            other => anyhow::Error::new(other),
        })?;
        println!(
            "{} (skipped: {} existing, {} invalid)",
            summary.message(),
            summary.skipped_existing,
            summary.skipped_invalid
        );
        if summary.visits_capped > 0 {
            println!(
                "{} visit counts above {MAX_IMPORTED_VISITS} {} lowered to it",
                summary.visits_capped,
                if args.dry_run { "would be" } else { "were" }
            );
        }
        print_domains(&summary);
        print_skipped(&summary);
        if summary.search_pending {
            println!("{}", search_pending_message(store.engine()));
        }
        if let Some(path) = &args.report {
            let written = write_report(&store, &summary, path).await?;
            println!("Skipped rows: {written} written to {}", path.display());
        }
        Ok::<(), anyhow::Error>(())
    }
    .await;
    super::close(store).await;
    outcome
}

/// The id of the team named `team` (its id, or its name in any case),
/// when `importer` may put links in it.
async fn team_of(
    store: &crate::store::Store,
    importer: &crate::store::AccountRecord,
    team: &str,
) -> anyhow::Result<String> {
    let found = match store.find_team(team).await? {
        Some(found) => Some(found),
        None => store
            .list_teams(None)
            .await?
            .into_iter()
            .find(|t| t.name.to_lowercase() == team.trim().to_lowercase()),
    };
    let found = found.ok_or_else(|| anyhow!("no team named {team}"))?;
    let grants = store.teams_of_account(&importer.id).await?;
    let manager = crate::links::Manager::new(&importer.id, importer.role(), &grants);
    if !manager.may_change_team(&found.id) {
        bail!(
            "{} may not put links in the team {}: an editor or manager of it, an admin or the owner may",
            importer.username,
            found.name
        );
    }
    Ok(found.id)
}

/// The served domains as a server reads them at its start: the hosts an
/// import's rows are looked up in, and DOMAIN's host as the default's.
pub(super) async fn served_domains(
    store: &crate::store::Store,
    settings: &crate::config::Settings,
) -> anyhow::Result<Redirects> {
    let redirects =
        Redirects::new(store.clone(), 16).with_hosts(settings.default_host().as_deref(), false);
    redirects.reload_domains().await?;
    Ok(redirects)
}

/// Tells running instances, before the command exits, that links (and
/// domains, when the import added some) changed: they may have cached the
/// slugs as unknown.
pub(super) async fn announce(store: &crate::store::Store, summary: Option<&ImportSummary>) {
    if summary.is_some_and(|s| !s.domains_created.is_empty()) {
        store.announce_domains_changed().await;
    }
    store.announce_all_links_changed().await;
}

/// The domains the import added, or would add, and those it did not.
pub(super) fn print_domains(summary: &ImportSummary) {
    if !summary.domains_created.is_empty() {
        println!(
            "{}: {}",
            if summary.dry_run {
                "Domains that would be added"
            } else {
                "Domains added"
            },
            summary.domains_created.join(", ")
        );
    }
    if !summary.unknown_domains.is_empty() {
        println!(
            "Unknown domains, their rows skipped (--create-domains adds them): {}",
            summary.unknown_domains.join(", ")
        );
    }
}

/// What the CLI says when search has not caught up with an import yet.
fn search_pending_message(engine: crate::store::Engine) -> &'static str {
    match engine {
        crate::store::Engine::Sqlite => {
            "Search finds the imported links once a running server has indexed them \
             (at its start and every 10 minutes; about 25 s per million links)."
        }
        crate::store::Engine::Postgres => {
            "Search finds the imported links now, by scanning; a running server builds its \
             search indexes again at its start or within 10 minutes (about 30 s per million \
             links), and search is fast again."
        }
    }
}
