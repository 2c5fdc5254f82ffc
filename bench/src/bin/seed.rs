//! Seeds a fresh Linkhop database with N links through the store, with
//! deterministic pseudo-random slugs and destinations, and writes them to a
//! `slug<TAB>destination` file for the load generator and the baseline.
//!
//! With `--domains D` (D > 1) it also adds D - 1 short domains
//! (`d1.bench.test`, …) and puts the same N slugs on every domain, the
//! default included, each with a destination of its own (naming its
//! domain), so that only the cache key's domain tells them apart. The file
//! then has a third column, the `Host` to ask each link on (the default
//! domain's is `--default-host`, which the server must have as `DOMAIN`),
//! and lists the links slug by slug, each slug on every domain in turn.

use clap::Parser;
use linkhop::domain::audit::{AuditAction, AuditBy};
use linkhop::domain::import::{ImportDomain, ImportedLink};
use linkhop::store::{DomainSettings, NewLink, Store};
use rand::{Rng, SeedableRng};
use std::io::Write;

#[derive(Parser)]
struct Args {
    #[arg(long)]
    database_url: String,
    #[arg(long)]
    count: usize,
    #[arg(long)]
    out: std::path::PathBuf,
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Domains in all, the default included; each gets the same `count` slugs.
    #[arg(long, default_value_t = 1)]
    domains: usize,
    /// The host of the default domain written to the file (with --domains).
    #[arg(long, default_value = "s.bench.test")]
    default_host: String,
    /// Links inserted at once on an added domain (the store inserts links
    /// on a domain other than the default one at a time).
    #[arg(long, default_value_t = 8)]
    in_flight: usize,
}

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let store = Store::connect(&args.database_url).await?;
    store.migrate().await?;
    if args.domains > 1 {
        return seed_domains(&args, store).await;
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let mut out = std::io::BufWriter::new(std::fs::File::create(&args.out)?);
    let now = linkhop::domain::time::now_millis();
    let mut done = 0;
    while done < args.count {
        let batch_len = (args.count - done).min(5000);
        let rows: Vec<(String, String, String)> = (0..batch_len)
            .map(|i| {
                let slug: String = (0..10)
                    .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
                    .collect();
                let destination = format!("https://example.com/{}/{}", done + i, rng.gen::<u32>());
                (uuid_like(&mut rng), slug, destination)
            })
            .collect();
        let links: Vec<ImportedLink> = rows
            .iter()
            .enumerate()
            .map(|(i, (id, slug, destination))| ImportedLink {
                id: Some(id.clone()),
                domain: ImportDomain::Unnamed,
                slug: slug.clone(),
                destination: destination.clone(),
                author: None,
                creation_date: now - (args.count - done - i) as i64,
                modified_date: now,
                visits: 0,
                human_visits: 0,
                bot_visits: 0,
                public_stats: false,
                controls: None,
                used_visits: None,
            })
            .collect();
        store
            .import_links(
                &links,
                false,
                &linkhop::store::Change::by_command_line(
                    linkhop::domain::link_history::HistoryAction::Created,
                    0,
                ),
                None,
            )
            .await?;
        for (_, slug, destination) in &rows {
            writeln!(out, "{slug}\t{destination}")?;
        }
        done += batch_len;
    }
    out.flush()?;
    store.close().await;
    eprintln!("seeded {done} links");
    Ok(())
}

/// `args.count` slugs on each of `args.domains` domains: the default
/// domain's through the import (as without domains), the added domains'
/// one link at a time through `Store::insert_link` (the import puts links
/// on the default domain only), `--in-flight` at once, inside a bulk import
/// as the import pipeline runs one (the list indexes rebuilt and the links
/// indexed for search once at the end) and with its bulk writing on (on
/// SQLite a sync per WAL checkpoint rather than per commit; without these
/// a million single-link commits take about an hour).
async fn seed_domains(args: &Args, store: Store) -> anyhow::Result<()> {
    let total = (args.count * args.domains) as u64;
    let bulk = store.begin_bulk_import(total, false).await?;
    store.set_bulk_writing(true).await?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let now = linkhop::domain::time::now_millis();
    let slugs: Vec<String> = (0..args.count)
        .map(|_| {
            (0..10)
                .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
                .collect()
        })
        .collect();
    let mut hosts = vec![args.default_host.clone()];
    let mut destinations: Vec<Vec<String>> = Vec::new();
    for d in 0..args.domains {
        destinations.push(
            (0..args.count)
                .map(|i| format!("https://example.com/d{d}/{i}/{}", rng.gen::<u32>()))
                .collect(),
        );
    }
    // The default domain: the import, in batches, as without domains.
    for (batch, start) in (0..args.count).step_by(5000).enumerate() {
        let end = (start + 5000).min(args.count);
        let links: Vec<ImportedLink> = (start..end)
            .map(|i| ImportedLink {
                id: Some(uuid_like(&mut rng)),
                domain: ImportDomain::Unnamed,
                slug: slugs[i].clone(),
                destination: destinations[0][i].clone(),
                author: None,
                creation_date: now - (args.count - i) as i64,
                modified_date: now,
                visits: 0,
                human_visits: 0,
                bot_visits: 0,
                public_stats: false,
                controls: None,
                used_visits: None,
            })
            .collect();
        let outcome = store
            .import_links(
                &links,
                false,
                &linkhop::store::Change::by_command_line(
                    linkhop::domain::link_history::HistoryAction::Created,
                    0,
                ),
                None,
            )
            .await?;
        anyhow::ensure!(
            outcome.skipped.is_empty(),
            "batch {batch}: {} slugs skipped",
            outcome.skipped.len()
        );
    }
    for d in 1..args.domains {
        let id = format!("bench-d{d}");
        let host = format!("d{d}.bench.test");
        store
            .insert_domain(
                &id,
                &host,
                &DomainSettings::default(),
                now,
                &AuditBy::command_line().entry(AuditAction::DomainAdded, now),
            )
            .await?;
        hosts.push(host);
        let mut tasks = tokio::task::JoinSet::new();
        for i in 0..args.count {
            if tasks.len() >= args.in_flight {
                if let Some(done) = tasks.join_next().await {
                    done??;
                }
            }
            let store = store.clone();
            let (id, domain) = (uuid_like(&mut rng), id.clone());
            let (slug, destination) = (slugs[i].clone(), destinations[d][i].clone());
            let created = now - (args.count - i) as i64;
            tasks.spawn(async move {
                store
                    .insert_link(&NewLink {
                        id: &id,
                        domain_id: &domain,
                        slug: &slug,
                        destination: &destination,
                        author: None,
                        team_id: None,
                        creation_date: created,
                        modified_date: now,
                        visits: 0,
                        public_stats: false,
                    })
                    .await
            });
        }
        while let Some(done) = tasks.join_next().await {
            done??;
        }
        eprintln!("seeded {} links on {}", args.count, hosts[d]);
    }
    store.set_bulk_writing(false).await?;
    store.end_bulk_import(bulk).await?;
    let mut out = std::io::BufWriter::new(std::fs::File::create(&args.out)?);
    for (i, slug) in slugs.iter().enumerate() {
        for (d, host) in hosts.iter().enumerate() {
            writeln!(out, "{slug}\t{}\t{host}", destinations[d][i])?;
        }
    }
    out.flush()?;
    store.close().await;
    eprintln!(
        "seeded {} links: {} slugs on each of {} domains",
        args.count * args.domains,
        args.count,
        args.domains
    );
    Ok(())
}

fn uuid_like(rng: &mut impl Rng) -> String {
    let b: [u8; 16] = rng.gen();
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!(
        "{}-{}-4{}-a{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        &hex[17..20],
        &hex[20..32]
    )
}
