//! `linkhop migrate`: applies the database migrations and exits, for
//! deployments that migrate before rolling out.

use crate::config::{DatabaseOptions, Options};

#[derive(clap::Args)]
pub struct MigrateArgs {
    #[command(flatten)]
    pub database: DatabaseOptions,
}

pub async fn run(args: MigrateArgs) -> anyhow::Result<()> {
    let settings = super::settings(Options {
        database: args.database,
        ..Options::default()
    })?;
    let store = super::open_migrated(&settings).await?;
    super::close(store).await;
    println!("migrations applied");
    Ok(())
}
