//! `linkhop user …`: create an account, reset a password, turn off 2FA
//! (TOTP and passkeys).

use crate::accounts::create::{AccountValues, Placement};
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::config::{read_secret, DatabaseOptions, Options};
use crate::domain::accounts::{Email, Password, Role, Username};
use crate::domain::audit::{AuditAction, AuditBy, AuditTarget};
use crate::domain::time::now_millis;
use crate::store::{AccountRecord, Store};
use anyhow::{anyhow, bail, Context};
use std::io::IsTerminal;

#[derive(clap::Subcommand)]
pub enum UserCommand {
    /// Create an account (the first account is always the owner)
    Create {
        /// 3–20 letters, digits, dots or underscores
        #[arg(long)]
        username: String,
        /// E-mail address (for password recovery)
        #[arg(long)]
        email: String,
        /// owner (only as the first account), admin or standard
        #[arg(long, default_value = "standard")]
        role: String,
        #[command(flatten)]
        password: PasswordOptions,
        #[command(flatten)]
        database: DatabaseOptions,
    },
    /// Set a new password and end the account's sessions
    ResetPassword {
        /// Username (or e-mail) of the account
        username: String,
        #[command(flatten)]
        password: PasswordOptions,
        #[command(flatten)]
        database: DatabaseOptions,
    },
    /// Turn two-factor authentication off and remove the account's passkeys (lost authenticator, backup codes or passkey)
    #[command(name = "disable-2fa")]
    DisableTwoFactor {
        /// Username (or e-mail) of the account
        username: String,
        #[command(flatten)]
        database: DatabaseOptions,
    },
}

/// Where a new password comes from when not typed at the prompt.
#[derive(clap::Args)]
pub struct PasswordOptions {
    /// The password; prefer LINKHOP_PASSWORD_FILE, LINKHOP_PASSWORD or the prompt, which keep it out of the process list [default: prompt, or a line on stdin]
    #[arg(long, env = "LINKHOP_PASSWORD", hide_env_values = true)]
    password: Option<String>,
    /// File whose content is the password (trailing newline ignored)
    #[arg(long, env = "LINKHOP_PASSWORD_FILE")]
    password_file: Option<String>,
}

impl PasswordOptions {
    fn given(&self) -> anyhow::Result<Option<String>> {
        Ok(read_secret(
            "LINKHOP_PASSWORD",
            "LINKHOP_PASSWORD_FILE",
            self.password.as_deref(),
            self.password_file.as_deref(),
        )?)
    }
}

pub async fn run(command: UserCommand) -> anyhow::Result<()> {
    let database = match &command {
        UserCommand::Create { database, .. }
        | UserCommand::ResetPassword { database, .. }
        | UserCommand::DisableTwoFactor { database, .. } => database.clone(),
    };
    let settings = super::settings(Options {
        database,
        ..Options::default()
    })?;
    // A wrong password file stops the command before the database is opened.
    let password = match &command {
        UserCommand::Create { password, .. } | UserCommand::ResetPassword { password, .. } => {
            password.given()?
        }
        UserCommand::DisableTwoFactor { .. } => None,
    };
    let store = super::open(&settings).await?;
    let outcome = match command {
        UserCommand::Create {
            username,
            email,
            role,
            ..
        } => create(&store, &username, &email, &role, password).await,
        UserCommand::ResetPassword { username, .. } => {
            reset_password(&store, &username, password).await
        }
        UserCommand::DisableTwoFactor { username, .. } => {
            let account = find(&store, &username).await?;
            let target = AuditTarget::account(&account.id, &account.username);
            let audit = AuditBy::command_line().entry(AuditAction::TwoFactorDisabled, now_millis());
            store
                .disable_totp(&account.id, &audit.clone().on(target.clone()))
                .await?;
            let removed = AuditBy::command_line()
                .entry(AuditAction::PasskeyRemoved, now_millis())
                .on(target)
                .with(serde_json::json!({ "all": true }));
            let passkeys = store
                .delete_passkeys_of_account(&account.id, &removed)
                .await?;
            println!(
                "Two-factor authentication is off for {} ({passkeys} passkeys removed)",
                account.username
            );
            Ok(())
        }
    };
    super::close(store).await;
    outcome
}

/// The password from the option or environment, else asked for.
fn read_password(given: Option<String>) -> anyhow::Result<String> {
    if let Some(password) = given {
        return Ok(password);
    }
    if std::io::stdin().is_terminal() {
        return rpassword::prompt_password("Password: ").context("could not read the password");
    }
    let mut line = String::new();
    std::io::stdin().read_line(&mut line)?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

fn checked_password(given: Option<String>) -> anyhow::Result<Password> {
    Password::parse(&read_password(given)?).map_err(|_| {
        anyhow!("invalid password: use 12 to 256 characters with a lower-case and an upper-case letter, a digit and a symbol, and no spaces")
    })
}

async fn create(
    store: &Store,
    username: &str,
    email: &str,
    role: &str,
    password: Option<String>,
) -> anyhow::Result<()> {
    let username = Username::parse(username).map_err(|_| {
        anyhow!("invalid username: use 3 to 20 letters, digits, dots or underscores, not starting or ending with a dot or underscore")
    })?;
    let email = Email::parse(email).map_err(|_| anyhow!("invalid e-mail address"))?;
    let role =
        Role::parse(role).map_err(|_| anyhow!("invalid role: use owner, admin or standard"))?;
    let first = store.count_accounts().await? == 0;
    if role == Role::Owner && !first {
        bail!("an owner exists already: create an admin, and let the owner transfer ownership");
    }
    match Accounts::new(store)
        .ensure_names_free(&username, &email)
        .await
    {
        Err(AccountError::NamesTaken { username, .. }) => bail!(
            "{} is already used by another account",
            if username {
                "the username"
            } else {
                "the e-mail address"
            }
        ),
        other => other?,
    }
    let password = checked_password(password)?;
    let values = AccountValues {
        username: &username,
        email: &email,
        password: password.as_str(),
        secret: None,
    };
    let account = match Accounts::new(store)
        .insert_account(&values, Placement::Role(role))
        .await
    {
        Ok(account) => account,
        Err(AccountError::NamesTaken { .. }) => {
            bail!("the username or e-mail address is already used")
        }
        Err(other) => return Err(other.into()),
    };
    println!(
        "Created {} account {} ({})",
        account.role, account.username, account.id
    );
    Ok(())
}

pub(super) async fn find(store: &Store, name: &str) -> anyhow::Result<AccountRecord> {
    store
        .find_account_by_login(name)
        .await?
        .ok_or_else(|| anyhow!("no account named {name}"))
}

async fn reset_password(
    store: &Store,
    username: &str,
    password: Option<String>,
) -> anyhow::Result<()> {
    let account = find(store, username).await?;
    let password = checked_password(password)?;
    let ended = Accounts::new(store)
        .reset_password(&account.id, &password)
        .await?;
    println!(
        "Password of {} reset; {ended} session(s) ended",
        account.username
    );
    Ok(())
}
