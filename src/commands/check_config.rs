//! `linkhop check-config [--connect]`: prints the effective settings
//! (secrets masked) and checks what start-up would check, so a mistake is
//! found before a restart rather than by it.

use crate::config::{Options, Settings};
use crate::store::{sqlite_file, Store};
use crate::visits::GeoDb;
use anyhow::{anyhow, bail, Context};
use std::path::Path;

#[derive(clap::Args)]
pub struct CheckConfigArgs {
    /// Also connect to the database and report migrations not yet applied (never creates or changes it)
    #[arg(long)]
    pub connect: bool,
    #[command(flatten)]
    pub options: Options,
}

pub async fn run(args: CheckConfigArgs) -> anyhow::Result<()> {
    let settings = Settings::resolve(&args.options)?;
    for (name, value) in settings.effective() {
        println!("{name}={value}");
    }
    if let Some(path) = &settings.geoip_db {
        GeoDb::open(path).map_err(|e| anyhow!("invalid value for GEOIP_DB: {e}"))?;
    }
    check_folder("DATA_DIR", &settings.data_dir)?;
    if let Some(sso) = &settings.sso {
        println!(
            "# single sign-on: register the redirect URI {} for client {} at the provider",
            sso.redirect_uri, sso.client_id
        );
    }
    if args.connect {
        println!("# database: {}", database_state(&settings).await?);
    }
    println!("# the configuration is valid");
    Ok(())
}

/// A folder must be one, or be creatable; nothing is created here.
fn check_folder(variable: &str, path: &Path) -> anyhow::Result<()> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => bail!(
            "invalid value for {variable}: {} is not a folder",
            path.display()
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => bail!("invalid value for {variable}: {}: {e}", path.display()),
    }
}

async fn database_state(settings: &Settings) -> anyhow::Result<String> {
    if let Some(file) = sqlite_file(&settings.database_url) {
        // Connecting would create the file: report its absence instead.
        if !file.exists() {
            return Ok(format!(
                "{} does not exist yet; the first start creates it",
                file.display()
            ));
        }
    }
    let store = Store::connect(&settings.database_url)
        .await
        .context("cannot connect to DATABASE_URL")?;
    let pending = store.pending_migrations().await;
    store.close().await;
    Ok(match pending.context("cannot read the migrations")? {
        0 => "reachable, migrations applied".to_owned(),
        n => format!(
            "reachable, {n} migrations to apply (at the next start or with linkhop migrate)"
        ),
    })
}
