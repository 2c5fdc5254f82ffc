//! The command line as an operator meets it: each command's own options,
//! one-line errors, secrets from files, check-config, completions, the
//! health check, and a backup restored into a fresh database.

use super::test_database::TestDatabase;
use super::*;
use linkhop::store::NewAccount;
use std::net::TcpListener;

fn linkhop(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_linkhop"));
    command
        .env_clear()
        .env("RUST_LOG", "warn")
        .args(args)
        .stdin(Stdio::null());
    command
}

fn help(args: &[&str]) -> String {
    let out = linkhop(args).output().expect("run");
    assert_success(&out);
    text(&out.stdout)
}

/// Fails with exactly one line on stderr, naming the problem.
#[track_caller]
fn assert_one_line_failure(out: &Output, message: &str) {
    assert_failure(out, message);
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("linkhop: "), "{stderr}");
}

#[test]
fn each_command_shows_only_the_options_it_reads() {
    let import = help(&["import", "--help"]);
    for absent in ["--listen", "--home-redirect", "--cache-capacity", "--demo"] {
        assert!(!import.contains(absent), "{absent} in {import}");
    }
    for present in [
        "--database-url",
        "--database-url-file",
        "--data-dir",
        "--url-only-unique",
    ] {
        assert!(import.contains(present), "{present} in {import}");
    }
    let create = help(&["user", "create", "--help"]);
    assert!(create.contains("--password-file"), "{create}");
    assert!(!create.contains("--listen"), "{create}");
    let backup = help(&["backup", "--help"]);
    assert!(backup.contains("--backup-dir") && !backup.contains("--backup-schedule"));
    for server in [help(&["serve", "--help"]), help(&["--help"])] {
        assert!(server.contains("--listen") && server.contains("--home-redirect"));
    }
    // The database URL may hold a password: help never prints its value.
    let out = linkhop(&["migrate", "--help"])
        .env("DATABASE_URL", "postgres://u:hunter2@db/x")
        .output()
        .expect("run");
    assert!(
        !text(&out.stdout).contains("hunter2"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn bad_input_is_one_line_and_a_non_zero_exit() {
    let dir = tempfile::tempdir().expect("dir");
    let data = dir.path().to_str().expect("path");
    let out = linkhop(&["import", "--bogus"]).output().expect("run");
    assert_one_line_failure(
        &out,
        "unexpected argument '--bogus' found (see 'linkhop import --help')",
    );
    assert_eq!(out.status.code(), Some(2));
    // Server options before a command would be ignored, so they are refused.
    let out = linkhop(&["--listen", "127.0.0.1:1", "migrate"])
        .output()
        .expect("run");
    assert_one_line_failure(&out, "cannot be used with");
    let out = linkhop(&[
        "import",
        "/nonexistent/links.csv",
        "--service",
        "lynx",
        "--owner",
        "alice",
    ])
    .env("DATA_DIR", data)
    .output()
    .expect("run");
    assert_one_line_failure(&out, "no such file: /nonexistent/links.csv");
    let out = linkhop(&["restore", "/nonexistent/backup.json"])
        .output()
        .expect("run");
    assert_one_line_failure(&out, "no such file: /nonexistent/backup.json");
    let out = linkhop(&["export", "--format", "json"])
        .env("DATABASE_URL", "mysql://db/links")
        .output()
        .expect("run");
    assert_one_line_failure(
        &out,
        "invalid value for DATABASE_URL: expected sqlite://… or postgres://…",
    );
    assert_eq!(out.status.code(), Some(2));
    let out = linkhop(&["migrate"])
        .env("DATABASE_URL_FILE", "/nonexistent/secret")
        .output()
        .expect("run");
    assert_one_line_failure(
        &out,
        "invalid value for DATABASE_URL_FILE: cannot read /nonexistent/secret",
    );
    let out = linkhop(&["user", "disable-2fa", "alice"])
        .env("DATABASE_URL", "postgres://linkhop:pw@127.0.0.1:1/linkhop")
        .output()
        .expect("run");
    assert_one_line_failure(&out, "linkhop: ");
    assert!(!text(&out.stderr).contains(":pw@"), "{}", text(&out.stderr));
    let out = linkhop(&["completions", "tcsh"]).output().expect("run");
    assert_one_line_failure(&out, "invalid value 'tcsh'");
    let out = linkhop(&[])
        .env("VISIT_TRACKING", "sometimes")
        .output()
        .expect("run");
    assert_one_line_failure(&out, "invalid value for VISIT_TRACKING");
}

#[test]
fn secrets_are_read_from_files() {
    let instance = Instance::new();
    let url_file = instance.dir.path().join("database-url");
    let elsewhere = instance.dir.path().join("elsewhere.db");
    std::fs::write(&url_file, format!("sqlite://{}\n", elsewhere.display())).expect("write");
    let password_file = instance.dir.path().join("password");
    std::fs::write(&password_file, format!("{PASSWORD}\n")).expect("write");
    let out = instance
        .command(&[
            "user",
            "create",
            "--username",
            "alice",
            "--email",
            "a@example.com",
        ])
        .env_remove("DATABASE_URL")
        .env("DATABASE_URL_FILE", &url_file)
        .env("LINKHOP_PASSWORD_FILE", &password_file)
        .output()
        .expect("run");
    assert_success(&out);
    assert!(elsewhere.exists(), "the file's URL was used");
    assert!(!instance.dir.path().join("linkhop.db").exists());
    // Both the variable and its file: refused before anything is opened.
    let out = instance
        .command(&["user", "reset-password", "alice"])
        .env("DATABASE_URL_FILE", &url_file)
        .env("LINKHOP_PASSWORD", PASSWORD)
        .output()
        .expect("run");
    assert_one_line_failure(&out, "DATABASE_URL is set too: set only one of them");
    let out = instance
        .command(&["user", "reset-password", "alice"])
        .env_remove("DATABASE_URL")
        .env("DATABASE_URL_FILE", &url_file)
        .env("LINKHOP_PASSWORD", PASSWORD)
        .env("LINKHOP_PASSWORD_FILE", &password_file)
        .output()
        .expect("run");
    assert_one_line_failure(&out, "LINKHOP_PASSWORD is set too");
}

/// Issue 30, item 10: a `_FILE` variable naming an endless file was read
/// until memory ran out. The run is held to 2 GiB of address space, so a
/// regression fails here instead of taking the machine's memory.
#[test]
fn an_endless_secret_file_is_refused_with_the_variable_named() {
    let instance = Instance::new();
    let mut command = Command::new("/bin/sh");
    command
        .env_clear()
        .env("DATA_DIR", instance.dir.path())
        .env("DATABASE_URL_FILE", "/dev/zero")
        .env("RUST_LOG", "warn")
        .args([
            "-c",
            "ulimit -v 2097152 && exec \"$0\" migrate",
            env!("CARGO_BIN_EXE_linkhop"),
        ])
        .stdin(Stdio::null());
    let out = command.output().expect("run");
    assert_one_line_failure(
        &out,
        "invalid value for DATABASE_URL_FILE: /dev/zero is larger than 64 KiB",
    );
}

#[tokio::test]
async fn check_config_prints_masked_settings_and_fails_on_problems() {
    let dir = tempfile::tempdir().expect("dir");
    let data = dir.path().to_str().expect("path");
    let out = linkhop(&["check-config"])
        .env("DATA_DIR", data)
        .env(
            "DATABASE_URL",
            "postgres://linkhop:hunter2@db.internal/links",
        )
        .env("REDIRECT_STATUS", "301")
        .output()
        .expect("run");
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("DATABASE_URL=postgres://linkhop:********@db.internal/links\n"),
        "{stdout}"
    );
    assert!(stdout.contains("REDIRECT_STATUS=301\n") && stdout.contains("LISTEN=0.0.0.0:8080\n"));
    assert!(!stdout.contains("hunter2"), "{stdout}");
    assert!(
        stdout.ends_with("# the configuration is valid\n"),
        "{stdout}"
    );

    let out = linkhop(&["check-config"])
        .env("URL_LENGTH", "0")
        .output()
        .expect("run");
    assert_one_line_failure(&out, "invalid value for URL_LENGTH: expected 1 to 100");
    let out = linkhop(&["check-config"])
        .env("DATA_DIR", data)
        .env("GEOIP_DB", dir.path().join("missing.mmdb"))
        .output()
        .expect("run");
    assert_one_line_failure(&out, "invalid value for GEOIP_DB");

    // --connect: a missing SQLite file is reported, not created.
    let out = linkhop(&["check-config", "--connect"])
        .env("DATA_DIR", data)
        .output()
        .expect("run");
    assert_success(&out);
    assert!(
        text(&out.stdout).contains("does not exist yet"),
        "{}",
        text(&out.stdout)
    );
    assert!(!dir.path().join("linkhop.db").exists());
    let database = TestDatabase::create(dir.path()).await;
    let connect = || {
        linkhop(&["check-config", "--connect"])
            .env("DATA_DIR", data)
            .env("DATABASE_URL", &database.url)
            .output()
            .expect("run")
    };
    if database.url.starts_with("postgres") {
        let out = connect();
        assert_success(&out);
        assert!(
            text(&out.stdout).contains("migrations to apply"),
            "{}",
            text(&out.stdout)
        );
    }
    let out = linkhop(&["migrate"])
        .env("DATA_DIR", data)
        .env("DATABASE_URL", &database.url)
        .output()
        .expect("run");
    assert_success(&out);
    let out = connect();
    assert_success(&out);
    assert!(
        text(&out.stdout).contains("# database: reachable, migrations applied\n"),
        "{}",
        text(&out.stdout)
    );
    let out = linkhop(&["check-config", "--connect"])
        .env(
            "DATABASE_URL",
            "postgres://linkhop:hunter2@127.0.0.1:1/links",
        )
        .output()
        .expect("run");
    assert_one_line_failure(&out, "cannot connect to DATABASE_URL");
    assert!(!text(&out.stderr).contains("hunter2"));
}

#[test]
fn completions_load_in_a_real_bash() {
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source <('{}' completions bash) && complete -p linkhop",
            env!("CARGO_BIN_EXE_linkhop")
        ))
        .output()
        .expect("run bash");
    assert_success(&out);
    assert!(
        text(&out.stdout).contains("linkhop"),
        "{}",
        text(&out.stdout)
    );
    for shell in ["bash", "zsh", "fish"] {
        let script = help(&["completions", shell]);
        for word in ["check-config", "restore", "database-url-file"] {
            assert!(script.contains(word), "{word} in the {shell} completions");
        }
        assert!(
            !script.contains("configuration-reference"),
            "hidden commands stay hidden"
        );
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("free port")
}

/// `linkhop` with no command still serves from environment variables;
/// `linkhop healthcheck` asks it and fails clearly when it cannot.
#[test]
fn linkhop_alone_serves_and_healthcheck_asks_it() {
    let instance = Instance::new();
    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let mut server = instance
        .command(&[])
        .env("LISTEN", &listen)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve");
    let check = |path: &str| {
        linkhop(&["healthcheck", "--path", path])
            .env("LISTEN", &listen)
            .output()
            .expect("run")
    };
    let started = std::time::Instant::now();
    let mut out = check("/dash/");
    while !out.status.success() && started.elapsed().as_secs() < 20 {
        std::thread::sleep(std::time::Duration::from_millis(100));
        out = check("/dash/");
    }
    assert_success(&out);
    assert!(text(&out.stdout).starts_with(&format!("healthy: http://{listen}/dash/ answered 200")));
    assert_one_line_failure(&check("/api/link/list"), "answered 401");
    let _ = server.kill();
    let _ = server.wait();
    let out = linkhop(&["healthcheck"])
        .env("LISTEN", &listen)
        .output()
        .expect("run");
    assert_one_line_failure(&out, &format!("cannot connect to {listen}"));
}

/// A backup restored into a fresh database gives back the same links, ids,
/// authors, dates, visit counts and public-statistics flags, once the
/// accounts are back (they come from the database's own backup).
#[tokio::test]
async fn backup_and_restore_round_trip_into_a_fresh_database() {
    let source_dir = tempfile::tempdir().expect("dir");
    let target_dir = tempfile::tempdir().expect("dir");
    let source = TestDatabase::create(source_dir.path()).await;
    let target = TestDatabase::create(target_dir.path()).await;
    let on = |dir: &Path, url: &str, args: &[&str]| {
        linkhop(args)
            .env("DATA_DIR", dir)
            .env("DATABASE_URL", url)
            .env("LINKHOP_PASSWORD", PASSWORD)
            .output()
            .expect("run")
    };
    let run_source = |args: &[&str]| on(source_dir.path(), &source.url, args);
    let run_target = |args: &[&str]| on(target_dir.path(), &target.url, args);
    for (name, role) in [("alice", "owner"), ("bob", "standard")] {
        let email = format!("{name}@example.com");
        assert_success(&run_source(&[
            "user",
            "create",
            "--username",
            name,
            "--email",
            &email,
            "--role",
            role,
        ]));
    }
    let store = Store::connect(&source.url).await.expect("source");
    let accounts = store.list_accounts().await.expect("accounts");
    store.close().await;
    let id = |name: &str| {
        accounts
            .iter()
            .find(|a| a.username == name)
            .expect(name)
            .id
            .clone()
    };
    let links = serde_json::json!([
        {"id": "6f1c2b1e-4c47-4f63-9d56-0a3be0f1c101", "slug": "alice-docs",
         "destination": "https://example.com/docs", "author": id("alice"),
         "creationDate": "2024-01-02T03:04:05.678Z", "modifiedDate": "2024-02-03T04:05:06.789Z",
         "visits": 12, "humanVisits": 9, "botVisits": 3, "publicStats": true},
        {"id": "6f1c2b1e-4c47-4f63-9d56-0a3be0f1c102", "slug": "bob/blog",
         "destination": "https://example.org/blog?a=1", "author": id("bob"),
         "creationDate": "2023-05-06T07:08:09.000Z", "visits": 5},
        {"slug": "no-author", "destination": "https://example.net/", "visits": 0},
        {"id": "6f1c2b1e-4c47-4f63-9d56-0a3be0f1c103", "slug": "alice-docs",
         "destination": "https://docs.example.com/", "author": id("alice"),
         "creationDate": "2024-01-03T00:00:00.000Z", "domain": "go.example.com"}
    ]);
    let file = source_dir.path().join("links.json");
    std::fs::write(&file, links.to_string()).expect("write");
    let out = run_source(&[
        "import",
        file.to_str().expect("path"),
        "--service",
        "lynx",
        "--owner",
        "alice",
        "--create-domains",
    ]);
    assert_success(&out);
    let out = run_source(&["backup"]);
    assert_success(&out);
    let backup = text(&out.stdout)
        .trim()
        .rsplit_once(" written to ")
        .map(|(_, file)| file.to_owned())
        .expect("backup file");
    let exported = run_source(&["export", "--format", "json"]);
    assert_success(&exported);
    let expected: serde_json::Value = serde_json::from_slice(&exported.stdout).expect("json");
    assert_eq!(expected.as_array().map(Vec::len), Some(4));

    // The fresh database: schema, then the accounts as the database
    // backup (sqlite3 .backup, pg_dump) brings them back, ids included.
    assert_success(&run_target(&["migrate"]));
    let store = Store::connect(&target.url).await.expect("target");
    for account in &accounts {
        let new = NewAccount {
            id: &account.id,
            username: &account.username,
            email: &account.email,
            password_hash: &account.password_hash,
            secret: None,
            created_at: account.created_at,
        };
        let role = linkhop::domain::accounts::Role::parse(&account.role).expect("role");
        store
            .insert_account(
                &new,
                role,
                &linkhop::domain::audit::AuditBy::command_line()
                    .entry(linkhop::domain::audit::AuditAction::AccountCreated, 0),
            )
            .await
            .expect("account");
    }
    store.close().await;
    let out = run_target(&["restore", &backup]);
    assert_success(&out);
    assert!(
        text(&out.stdout).starts_with("Restored 4 / 4 links (skipped: 0 existing, 0 invalid)"),
        "{}",
        text(&out.stdout)
    );
    let restored = run_target(&["export", "--format", "json"]);
    assert_success(&restored);
    let restored: serde_json::Value = serde_json::from_slice(&restored.stdout).expect("json");
    // Links on another domain come back on it, the domain with them.
    assert!(
        text(&out.stdout).contains("Domains added: go.example.com"),
        "{}",
        text(&out.stdout)
    );
    let by_slug = |links: &serde_json::Value| {
        let mut links = links.as_array().cloned().unwrap_or_default();
        links.sort_by_key(|l| {
            (
                l["slug"].as_str().unwrap_or("").to_owned(),
                l["domain"].as_str().unwrap_or("").to_owned(),
            )
        });
        links
    };
    assert_eq!(by_slug(&restored), by_slug(&expected));
    assert_eq!(
        by_slug(&restored)[2]["author"],
        serde_json::json!(id("bob"))
    );
    assert_eq!(by_slug(&restored)[0]["humanVisits"], serde_json::json!(9));
    assert_eq!(
        by_slug(&restored)[1]["domain"],
        serde_json::json!("go.example.com")
    );
    // Restoring twice changes nothing.
    let again = run_target(&["restore", &backup]);
    assert!(
        text(&again.stdout).starts_with("Restored 0 / 4 links (skipped: 4 existing"),
        "{}",
        text(&again.stdout)
    );
    drop(source);
    drop(target);
}
