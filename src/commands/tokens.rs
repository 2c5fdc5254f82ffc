//! `linkhop tokens …`: create, list and revoke an account's API tokens from
//! the server's shell (docs/accounts.md), e.g. to provision a script.

use super::users::find;
use crate::accounts::api_tokens::TokenRequest;
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::config::{DatabaseOptions, Options};
use crate::domain::access::Scopes;
use crate::domain::time::{format_millis, now_millis};
use anyhow::anyhow;

#[derive(clap::Subcommand)]
pub enum TokenCommand {
    /// Create an API token and print it (shown this once)
    Create {
        /// Username (or e-mail) of the account the token acts as
        username: String,
        /// A name to recognise the token by (1–100 characters)
        #[arg(long)]
        name: String,
        /// links:read, links:write, stats:read or users:admin (owner and admins); repeat or separate with commas
        #[arg(long = "scope", value_delimiter = ',', required = true)]
        scopes: Vec<String>,
        /// Days until the token expires (1–3650) [default: never]
        #[arg(long)]
        expires_in_days: Option<i64>,
        #[command(flatten)]
        database: DatabaseOptions,
    },
    /// List the account's tokens (never the tokens themselves)
    List {
        /// Username (or e-mail) of the account
        username: String,
        #[command(flatten)]
        database: DatabaseOptions,
    },
    /// Revoke a token by its id: it stops working at once
    Revoke {
        /// Username (or e-mail) of the account
        username: String,
        /// The token's id, as `tokens list` shows it
        id: String,
        #[command(flatten)]
        database: DatabaseOptions,
    },
}

pub async fn run(command: TokenCommand) -> anyhow::Result<()> {
    let database = match &command {
        TokenCommand::Create { database, .. }
        | TokenCommand::List { database, .. }
        | TokenCommand::Revoke { database, .. } => database.clone(),
    };
    let settings = super::settings(Options {
        database,
        ..Options::default()
    })?;
    let store = super::open(&settings).await?;
    let outcome = async {
        match command {
            TokenCommand::Create {
                username,
                name,
                scopes,
                expires_in_days,
                ..
            } => {
                let account = find(&store, &username).await?;
                let request = TokenRequest {
                    name: &name,
                    scopes: scopes.iter().map(String::as_str).collect(),
                    expires_in_days,
                    team: None,
                };
                let created = Accounts::new(&store)
                    .create_token(&account, &request)
                    .await
                    .map_err(refusal)?;
                eprintln!(
                    "Created token {} ({}) for {}; it is shown only now:",
                    created.record.id, created.record.name, account.username
                );
                println!("{}", created.token);
                Ok(())
            }
            TokenCommand::List { username, .. } => {
                let account = find(&store, &username).await?;
                let now = now_millis();
                for token in Accounts::new(&store).list_tokens(&account).await? {
                    let state = match token.expires_at {
                        Some(at) if at <= now => "expired",
                        _ => "active",
                    };
                    println!(
                        "{}\t{}\t{}\t{}\tcreated {}\tlast used {}",
                        token.id,
                        token.name,
                        Scopes::from_stored(&token.scopes).names().join(","),
                        state,
                        time_text(Some(token.created_at)),
                        time_text(token.last_used_at),
                    );
                }
                Ok(())
            }
            TokenCommand::Revoke { username, id, .. } => {
                let account = find(&store, &username).await?;
                Accounts::new(&store)
                    .revoke_token(&account, &id)
                    .await
                    .map_err(refusal)?;
                println!("Revoked token {id}");
                Ok(())
            }
        }
    }
    .await;
    super::close(store).await;
    outcome
}

/// A time of the list as RFC 3339 UTC, or "never".
fn time_text(at: Option<i64>) -> String {
    at.map_or_else(|| "never".to_owned(), format_millis)
}

/// The command line's words for a refused token request.
fn refusal(error: AccountError) -> anyhow::Error {
    match error {
        AccountError::InvalidTokenName => anyhow!("invalid name: use 1 to 100 characters"),
        AccountError::InvalidScopes => anyhow!(
            "invalid scopes: give at least one of links:read, links:write, stats:read, users:admin"
        ),
        AccountError::ScopeBeyondRole(scope) => {
            anyhow!("this account's role cannot give a token the scope {scope}")
        }
        AccountError::InvalidExpiry => anyhow!("invalid --expires-in-days: use 1 to 3650"),
        AccountError::TooManyTokens => anyhow!("this account already has 100 tokens"),
        AccountError::UnknownToken => anyhow!("this account has no token with that id"),
        other => other.into(),
    }
}
