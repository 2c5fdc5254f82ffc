//! Seeds a fresh Linkhop database with N links through the store, with
//! deterministic pseudo-random slugs and destinations, and writes them to a
//! `slug<TAB>destination` file for the load generator and the baseline.

use clap::Parser;
use linkhop::domain::import::{ImportDomain, ImportedLink};
use linkhop::store::Store;
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
}

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let store = Store::connect(&args.database_url).await?;
    store.migrate().await?;
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
        store.import_links(&links, false).await?;
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
