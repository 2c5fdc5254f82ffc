//! The operator commands, run as the real `linkhop` binary against a real
//! SQLite file: accounts, import, export, backup, and a large import whose
//! peak memory is measured; then the command line itself (each command's
//! options, one-line errors, secrets from files, check-config, completions
//! in a real bash) and a backup and restore round trip, which runs on
//! PostgreSQL when TEST_DATABASE_URL is set.

#[path = "cli/imports.rs"]
mod imports;
#[path = "cli/operations.rs"]
mod operations;
#[path = "cli/teams.rs"]
mod teams;
#[path = "api/test_database.rs"]
mod test_database;
#[path = "cli/tokens.rs"]
mod tokens;

use linkhop::domain::passwords::verify_password;
use linkhop::store::Store;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const PASSWORD: &str = "Correct-Horse-9";

struct Instance {
    dir: tempfile::TempDir,
}

impl Instance {
    fn new() -> Self {
        Self {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    fn database_url(&self) -> String {
        format!("sqlite://{}", self.dir.path().join("linkhop.db").display())
    }

    /// The binary with a clean environment pointing at this instance.
    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_linkhop"));
        command
            .env_clear()
            .env("DATA_DIR", self.dir.path())
            .env("DATABASE_URL", self.database_url())
            .env("RUST_LOG", "warn")
            .args(args)
            .stdin(Stdio::null());
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("run linkhop")
    }

    fn run_with_stdin(&self, args: &[&str], input: &str) -> Output {
        let mut child = self
            .command(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn linkhop");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(input.as_bytes())
            .expect("write stdin");
        child.wait_with_output().expect("wait")
    }

    fn create_owner(&self) {
        let out = self
            .command(&[
                "user",
                "create",
                "--username",
                "alice",
                "--email",
                "alice@example.com",
                "--role",
                "owner",
            ])
            .env("LINKHOP_PASSWORD", PASSWORD)
            .output()
            .expect("run");
        assert_success(&out);
    }

    async fn store(&self) -> Store {
        Store::connect(&self.database_url())
            .await
            .expect("open database")
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[track_caller]
fn assert_success(out: &Output) {
    assert!(
        out.status.success(),
        "exit {:?}\nstdout: {}\nstderr: {}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
}

#[track_caller]
fn assert_failure(out: &Output, message: &str) {
    assert!(!out.status.success(), "should fail: {}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains(message),
        "stderr: {}",
        text(&out.stderr)
    );
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

#[test]
fn help_lists_every_command() {
    let out = Command::new(env!("CARGO_BIN_EXE_linkhop"))
        .arg("--help")
        .output()
        .expect("run");
    assert_success(&out);
    let help = text(&out.stdout);
    for command in ["serve", "migrate", "user", "import", "export", "backup"] {
        assert!(
            help.contains(&format!("\n  {command} ")),
            "{command} in {help}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_linkhop"))
        .args(["user", "--help"])
        .output()
        .expect("run");
    let help = text(&out.stdout);
    for command in ["create", "reset-password", "disable-2fa"] {
        assert!(help.contains(command), "{command} in {help}");
    }
}

#[tokio::test]
async fn user_commands_create_reset_and_disable_two_factor() {
    let instance = Instance::new();
    instance.create_owner();
    let out = instance.run_with_stdin(
        &[
            "user",
            "create",
            "--username",
            "bob",
            "--email",
            "bob@example.com",
        ],
        &format!("{PASSWORD}\n"),
    );
    assert_success(&out);
    assert!(
        text(&out.stdout).starts_with("Created standard account bob"),
        "{}",
        text(&out.stdout)
    );

    let refused = instance
        .command(&[
            "user",
            "create",
            "--username",
            "carol",
            "--email",
            "c@example.com",
            "--role",
            "owner",
        ])
        .env("LINKHOP_PASSWORD", PASSWORD)
        .output()
        .expect("run");
    assert_failure(&refused, "an owner exists already");
    let refused = instance.run_with_stdin(
        &[
            "user",
            "create",
            "--username",
            "carol",
            "--email",
            "c@example.com",
            "--role",
            "admin",
        ],
        "short\n",
    );
    assert_failure(&refused, "invalid password");
    let refused = instance
        .command(&[
            "user",
            "create",
            "--username",
            "BOB",
            "--email",
            "b2@example.com",
        ])
        .env("LINKHOP_PASSWORD", PASSWORD)
        .output()
        .expect("run");
    assert_failure(&refused, "the username is already used");
    assert_failure(
        &instance.run(&[
            "user",
            "create",
            "--username",
            "x",
            "--email",
            "x@example.com",
            "--password",
            PASSWORD,
        ]),
        "invalid username",
    );

    let store = instance.store().await;
    let alice = store
        .find_account_by_login("alice")
        .await
        .expect("query")
        .expect("alice");
    assert_eq!(alice.role, "owner");
    let bob = store
        .find_account_by_login("bob")
        .await
        .expect("query")
        .expect("bob");
    assert_eq!(bob.role, "standard");
    assert!(verify_password(PASSWORD, &bob.password_hash));
    assert!(store
        .find_account_by_login("carol")
        .await
        .expect("query")
        .is_none());

    // A password reset ends the account's sessions.
    store
        .insert_session(
            "hash-1",
            &bob.id,
            0,
            i64::MAX,
            &Default::default(),
            &linkhop::domain::audit::AuditBy::command_line()
                .entry(linkhop::domain::audit::AuditAction::LoginSucceeded, 0),
        )
        .await
        .expect("session");
    let new_password = "Another-Horse-10";
    let out = instance.run_with_stdin(
        &["user", "reset-password", "bob"],
        &format!("{new_password}\n"),
    );
    assert_success(&out);
    let bob = store
        .find_account_by_login("bob")
        .await
        .expect("query")
        .expect("bob");
    assert!(verify_password(new_password, &bob.password_hash));
    assert!(store
        .find_account_by_session("hash-1", 1)
        .await
        .expect("query")
        .is_none());
    assert_failure(
        &instance.run(&["user", "reset-password", "nobody", "--password", PASSWORD]),
        "no account named nobody",
    );

    // Two-factor authentication switched on directly in the database.
    let pool = sqlx::SqlitePool::connect(&instance.database_url())
        .await
        .expect("pool");
    sqlx::query("UPDATE accounts SET totp_enabled = 1, totp_secret = 'S' WHERE id = $1")
        .bind(&bob.id)
        .execute(&pool)
        .await
        .expect("enable 2fa");
    sqlx::query("INSERT INTO backup_codes (account_id, code_hash) VALUES ($1, 'h')")
        .bind(&bob.id)
        .execute(&pool)
        .await
        .expect("backup code");
    let out = instance.run(&["user", "disable-2fa", "bob"]);
    assert_success(&out);
    let bob = store
        .find_account_by_login("bob")
        .await
        .expect("query")
        .expect("bob");
    assert!(!bob.totp_enabled);
    assert_eq!(bob.totp_secret, None);
    let codes: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM backup_codes")
        .fetch_one(&pool)
        .await
        .expect("count");
    assert_eq!(codes, 0);
    pool.close().await;
    store.close().await;
}
