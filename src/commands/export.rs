//! `linkhop export --format json|csv [--output FILE]`: every link, in the
//! API's export format, to a file or stdout.

use super::progress::CliProgress;
use crate::config::{DatabaseOptions, Options};
use crate::domain::accounts::LinkScope;
use crate::transfer::export::{for_each_link, ExportFormat};
use crate::transfer::Progress;
use anyhow::anyhow;
use std::io::Write;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct ExportArgs {
    /// json or csv
    #[arg(long)]
    pub format: String,
    /// File to write [default: stdout]
    #[arg(long)]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub database: DatabaseOptions,
}

pub async fn run(args: ExportArgs) -> anyhow::Result<()> {
    let format = ExportFormat::parse(&args.format)
        .ok_or_else(|| anyhow!("Invalid format, accepted formats: json, csv"))?;
    let settings = super::settings(Options {
        database: args.database.clone(),
        ..Options::default()
    })?;
    let store = super::open(&settings).await?;
    let outcome = async {
        let mut out: Box<dyn Write> = match &args.output {
            Some(path) => Box::new(std::fs::File::create(path)?),
            None => Box::new(std::io::stdout().lock()),
        };
        let mut out = std::io::BufWriter::new(&mut out);
        let progress = CliProgress::new("export");
        progress.total(store.count_links(None).await?.max(0) as u64);
        let mut buffer = Vec::new();
        out.write_all(format.opening().as_bytes())?;
        let mut done = 0u64;
        let count = for_each_link(&store, &LinkScope::All, |link| {
            buffer.clear();
            format.write_link(link, done == 0, &mut buffer);
            done += 1;
            if done.is_multiple_of(1000) {
                progress.advanced(done);
            }
            out.write_all(&buffer)
        })
        .await?;
        out.write_all(format.closing().as_bytes())?;
        out.flush()?;
        progress.advanced(count);
        progress.finish();
        if let Some(path) = &args.output {
            eprintln!("Exported {count} links to {}", path.display());
        }
        Ok::<(), anyhow::Error>(())
    }
    .await;
    super::close(store).await;
    outcome
}
