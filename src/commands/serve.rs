//! `linkhop serve` (and `linkhop` alone): the server.

use crate::config::{Options, Settings};

pub async fn run(options: Options) -> anyhow::Result<()> {
    let settings = Settings::resolve(&options)?;
    crate::logging::init(&settings);
    crate::app::run(settings).await
}
