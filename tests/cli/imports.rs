//! Moving links in and out through the command line: import, export and
//! backup in the API's formats, dry runs and their reports, every peer
//! format, a large import whose peak memory is measured, and hashes beyond
//! the server's Argon2 bounds.

use super::*;

#[tokio::test]
async fn import_export_and_backup_commands_share_the_api_formats() {
    let instance = Instance::new();
    instance.create_owner();
    let lynx = fixture("lynx.json");
    let out = instance.run(&[
        "import",
        lynx.to_str().expect("path"),
        "--service",
        "lynx",
        "--owner",
        "alice",
    ]);
    assert_success(&out);
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some("Imported 3 / 6 links! (skipped: 1 existing, 2 invalid)")
    );
    assert!(
        text(&out.stderr).contains("import: 6 rows"),
        "plain progress lines: {}",
        text(&out.stderr)
    );
    let shlink = fixture("shlink.csv");
    // Shlink names every link's host: DOMAIN's is the default domain's.
    let out = instance
        .command(&[
            "import",
            shlink.to_str().expect("path"),
            "--service",
            "SHLINK",
            "--owner",
            "alice",
        ])
        .env("DOMAIN", "https://s.test")
        .output()
        .expect("run");
    assert_success(&out);
    assert!(
        text(&out.stdout).starts_with("Imported 2 / 4 links!"),
        "{}",
        text(&out.stdout)
    );

    assert_failure(
        &instance.run(&[
            "import",
            lynx.to_str().expect("path"),
            "--service",
            "rebrandly",
            "--owner",
            "alice",
        ]),
        "Invalid service, accepted services: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub",
    );
    assert_failure(
        &instance.run(&[
            "import",
            lynx.to_str().expect("path"),
            "--service",
            "yourls",
            "--owner",
            "alice",
        ]),
        "Invalid filetype",
    );
    assert_failure(
        &instance.run(&[
            "import",
            lynx.to_str().expect("path"),
            "--service",
            "lynx",
            "--owner",
            "nobody",
        ]),
        "no account named nobody",
    );

    let out = instance.run(&["export", "--format", "json"]);
    assert_success(&out);
    let links: Vec<serde_json::Value> =
        serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let mut slugs: Vec<&str> = links.iter().filter_map(|l| l["slug"].as_str()).collect();
    slugs.sort();
    assert_eq!(slugs, ["abc", "café", "docs", "plain", "ünïcode/straße"]);
    let keys: Vec<&String> = links[0].as_object().expect("object").keys().collect();
    assert_eq!(
        keys,
        [
            "id",
            "slug",
            "destination",
            "author",
            "creationDate",
            "modifiedDate",
            "visits",
            "humanVisits",
            "botVisits",
            "publicStats",
            "validFrom",
            "expiresAt",
            "maxVisits",
            "usedVisits",
            "expiredUrl",
            "passwordHash",
            "tags",
            "title",
            "notes",
            "redirectStatus",
            "forwardQuery",
            "crawlable",
            "redirectRules",
            "domain",
            "utm",
            "preview",
            "split",
            "team"
        ]
    );

    let csv_path = instance.dir.path().join("out.csv");
    let out = instance.run(&[
        "export",
        "--format",
        "csv",
        "--output",
        csv_path.to_str().expect("path"),
    ]);
    assert_success(&out);
    let csv = std::fs::read_to_string(&csv_path).expect("csv");
    assert!(csv.starts_with(
        "id,slug,destination,author,creationDate,modifiedDate,visits,account,\
             humanVisits,botVisits,publicStats,validFrom,expiresAt,maxVisits,usedVisits,expiredUrl,\
             passwordHash,tags,title,notes,redirectStatus,forwardQuery,crawlable,redirectRules,domain,utm,preview,split,team\r\n"
    ));
    assert_eq!(csv.matches("\r\n").count(), 6);
    assert!(csv.contains(",\"alice\","));
    assert_failure(
        &instance.run(&["export", "--format", "xml"]),
        "Invalid format, accepted formats: json, csv",
    );

    let out = instance.run(&["backup"]);
    assert_success(&out);
    assert!(
        text(&out.stdout).starts_with("Backup of 5 links written to "),
        "{}",
        text(&out.stdout)
    );
    let backups: Vec<_> = std::fs::read_dir(instance.dir.path().join("backups"))
        .expect("backup folder")
        .filter_map(|e| e.ok())
        .collect();
    assert_eq!(backups.len(), 1);
    let backup: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(backups[0].path()).expect("backup"))
            .expect("json");
    assert_eq!(backup, links, "a backup holds what an export holds");
}

/// Peak resident memory of a child process, in kB, and its wall time:
/// GNU time when present, otherwise polling `/proc/<pid>/status`.
#[tokio::test]
async fn import_dry_run_writes_nothing_and_the_report_lists_every_skipped_row() {
    let instance = Instance::new();
    instance.create_owner();
    let file = instance.dir.path().join("links.csv");
    std::fs::write(
        &file,
        "slug,destination\nok,https://e.com/ok\n\"a b\",https://e.com/space\nok,https://e.com/again\n",
    )
    .expect("write file");
    let report = instance.dir.path().join("report.csv");
    let args = |extra: &[&'static str]| {
        let mut args = vec!["import", file.to_str().expect("path"), "--service", "lynx"];
        args.extend([
            "--owner",
            "alice",
            "--report",
            report.to_str().expect("path"),
        ]);
        args.extend_from_slice(extra);
        args.into_iter().map(str::to_owned).collect::<Vec<_>>()
    };
    let run = |extra: &[&'static str]| {
        let args = args(extra);
        instance.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let count = || async {
        instance
            .store()
            .await
            .count_links(None)
            .await
            .expect("count")
    };

    let out = run(&["--dry-run"]);
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Dry run: would import 1 / 3 links (skipped: 1 existing, 1 invalid)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Skipped rows by reason: duplicateInFile 1, invalidSlug 1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  row 2 (line 3) \"a b\": Invalid slug: contains a space"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  row 3 (line 4) \"ok\": Row 1 of the file has the same slug"),
        "{stdout}"
    );
    assert_eq!(count().await, 0, "a dry run writes nothing");

    let out = run(&[]);
    assert_success(&out);
    assert!(
        text(&out.stdout).starts_with("Imported 1 / 3 links!"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(count().await, 1);
    let lines = std::fs::read_to_string(&report).expect("report");
    assert_eq!(
        lines,
        "row,line,slug,reason,message,domain\r\n\
         2,3,\"a b\",\"invalidSlug\",\"Invalid slug: contains a space (rename it, e.g. with - for the space)\",\"\"\r\n\
         3,4,\"ok\",\"duplicateInFile\",\"Row 1 of the file has the same slug\",\"\"\r\n"
    );
}

fn run_measured(mut command: Command) -> (Output, u64, std::time::Duration) {
    let started = std::time::Instant::now();
    if Path::new("/usr/bin/time").exists() {
        let program = command.get_program().to_owned();
        let args: Vec<_> = command.get_args().map(|a| a.to_owned()).collect();
        let envs: Vec<_> = command
            .get_envs()
            .filter_map(|(k, v)| Some((k.to_owned(), v?.to_owned())))
            .collect();
        let out = Command::new("/usr/bin/time")
            .arg("-v")
            .arg(program)
            .args(args)
            .env_clear()
            .envs(envs)
            .stdin(Stdio::null())
            .output()
            .expect("run under time");
        let elapsed = started.elapsed();
        let peak = text(&out.stderr)
            .lines()
            .find_map(|l| {
                l.trim()
                    .strip_prefix("Maximum resident set size (kbytes): ")
            })
            .and_then(|v| v.trim().parse().ok())
            .expect("GNU time reports the peak");
        return (out, peak, elapsed);
    }
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let status_path = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().expect("wait").is_none() {
        if let Ok(status) = std::fs::read_to_string(&status_path) {
            if let Some(kb) = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            {
                peak = peak.max(kb);
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("output");
    (out, peak, started.elapsed())
}

#[tokio::test]
async fn a_large_import_keeps_memory_bounded() {
    const ROWS: usize = 200_000;
    let instance = Instance::new();
    instance.create_owner();
    let path = instance.dir.path().join("large.csv");
    {
        let mut file = std::io::BufWriter::new(std::fs::File::create(&path).expect("file"));
        writeln!(
            file,
            "id,slug,destination,author,creationDate,modifiedDate,visits,account"
        )
        .expect("write");
        for i in 0..ROWS {
            write!(
                file,
                "\"\",\"link-{i}\",\"https://example.com/{i}?q=\"\"a,b\"\"&ü=1\",\"\",\"2023-01-01T00:00:00.000Z\",\"\",{i},\"n/a\"\r\n"
            )
            .expect("write");
        }
        file.flush().expect("flush");
    }
    let size = std::fs::metadata(&path).expect("size").len();
    let (out, peak_kb, elapsed) = run_measured(instance.command(&[
        "import",
        path.to_str().expect("path"),
        "--service",
        "lynx",
        "--owner",
        "alice",
    ]));
    assert_success(&out);
    assert!(
        text(&out.stdout).contains(&format!("Imported {ROWS} / {ROWS} links!")),
        "{}",
        text(&out.stdout)
    );
    println!(
        "large import: {ROWS} rows, {:.1} MB file, peak RSS {:.1} MB, {:.1} s",
        size as f64 / 1e6,
        peak_kb as f64 / 1024.0,
        elapsed.as_secs_f64()
    );
    assert!(peak_kb > 0, "the peak was measured");
    assert!(peak_kb < 200 * 1024, "peak RSS {peak_kb} kB");
    let store = instance.store().await;
    assert_eq!(store.count_links(None).await.expect("count"), ROWS as i64);
    let last = store
        .find_link_target(&format!("link-{}", ROWS - 1))
        .await
        .expect("query");
    assert!(last.is_some());
    store.close().await;
}

#[tokio::test]
async fn import_reads_every_peer_format_and_names_a_bad_lynx_row() {
    let instance = Instance::new();
    instance.create_owner();
    for (service, file, summary, first_skipped) in [
        (
            "kutt",
            "kutt.json",
            "Imported 2 / 4 links! (skipped: 0 existing, 2 invalid)",
            "  row 3 \"secret\": Not carried over: password-protected",
        ),
        (
            "bitly",
            "bitly.csv",
            "Imported 2 / 3 links! (skipped: 0 existing, 1 invalid)",
            "  row 3 (line 4) \"5zZzZzZ\": Invalid destination",
        ),
        (
            "sink",
            "sink.json",
            "Imported 3 / 4 links! (skipped: 0 existing, 1 invalid)",
            "  row 3 \"board\": Not carried over",
        ),
        (
            "chhoto",
            "chhoto.json",
            "Imported 3 / 4 links! (skipped: 0 existing, 1 invalid)",
            "  row 4 \"magnet\": Invalid destination",
        ),
        (
            "polr",
            "polr.csv",
            "Imported 2 / 3 links! (skipped: 0 existing, 1 invalid)",
            "  row 3 (line 4): Not carried over: disabled in Polr",
        ),
        (
            "lynx",
            "lynx-dialect.csv",
            "Imported 1 / 1 links! (skipped: 0 existing, 0 invalid)",
            "",
        ),
    ] {
        let path = fixture(file);
        let out = instance.run(&[
            "import",
            path.to_str().expect("path"),
            "--service",
            service,
            "--owner",
            "alice",
        ]);
        assert_success(&out);
        let stdout = text(&out.stdout);
        let mut lines = stdout.lines();
        assert_eq!(lines.next(), Some(summary), "{service}");
        // Each skipped row is listed with its number, slug and reason.
        let listed = lines.find(|l| l.starts_with("  row "));
        match first_skipped {
            "" => assert_eq!(listed, None, "{service}"),
            expected => assert!(
                listed.is_some_and(|l| l.starts_with(expected)),
                "{service}: {stdout}"
            ),
        }
    }
    let bad = fixture("lynx-dialect-bad.csv");
    assert_failure(
        &instance.run(&[
            "import",
            bad.to_str().expect("path"),
            "--service",
            "lynx",
            "--owner",
            "alice",
        ]),
        "Could not read row 2 of the Lynx CSV file exactly: a backslash that starts no JSON escape",
    );
}

/// Issue 30, item 1: `linkhop import` and `linkhop restore` stored any
/// Argon2id hash, up to m = 64 GiB or t = 2^32 − 1; such a row is now
/// skipped, and both commands say why.
#[test]
fn import_and_restore_skip_hashes_beyond_the_servers_argon2_bounds() {
    let instance = Instance::new();
    instance.create_owner();
    let hostile = "$argon2id$v=19$m=67108864,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY";
    let rows = serde_json::json!([
        {"slug": "hostile", "destination": "https://example.com/h", "passwordHash": hostile},
        {"slug": "plain", "destination": "https://example.com/p"},
    ]);
    let file = instance.dir.path().join("backup.json");
    std::fs::write(&file, rows.to_string()).expect("write");
    let reason = "  row 1 \"hostile\": Password hash too costly to check: Argon2 m=67108864, t=1, \
                  p=1, where this server allows at most m=19456, t=2, p=1";
    let out = instance.run(&["restore", file.to_str().expect("path")]);
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Restored 1 / 2 links (skipped: 0 existing, 1 invalid)"),
        "{stdout}"
    );
    assert!(stdout.contains("passwordHashTooCostly 1"), "{stdout}");
    assert!(stdout.contains(reason), "{stdout}");
    let out = instance.run(&[
        "import",
        file.to_str().expect("path"),
        "--service",
        "lynx",
        "--owner",
        "alice",
    ]);
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(stdout.contains(reason), "{stdout}");
    assert!(!text(&instance.run(&["export", "--format", "json"]).stdout).contains("67108864"));
}

/// Issue 31: a Shlink export with one slug on two domains imports both
/// links; unknown domains are listed, and added with --create-domains
/// after a dry run; a Lynx file goes to the --domain asked for.
#[tokio::test]
async fn import_puts_links_on_their_domains() {
    let instance = Instance::new();
    instance.create_owner();
    let shlink = fixture("shlink-domains.csv");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "import",
            shlink.to_str().expect("path"),
            "--service",
            "shlink",
            "--owner",
            "alice",
        ];
        args.extend_from_slice(extra);
        instance
            .command(&args)
            .env("DOMAIN", "https://s.test")
            .output()
            .expect("run")
    };
    let hosts = || async {
        let store = instance.store().await;
        let mut hosts: Vec<String> = store
            .list_domains()
            .await
            .expect("domains")
            .into_iter()
            .filter_map(|d| d.host)
            .collect();
        store.close().await;
        hosts.sort();
        hosts
    };

    let out = run(&["--dry-run"]);
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Dry run: would import 2 / 5 links (skipped: 0 existing, 3 invalid)"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "Unknown domains, their rows skipped (--create-domains adds them): \
             go.example.com, xn--bcher-kva.example"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("unknownDomain 3"), "{stdout}");
    let out = run(&["--dry-run", "--create-domains"]);
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Dry run: would import 5 / 5 links"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Domains that would be added: go.example.com, xn--bcher-kva.example"),
        "{stdout}"
    );
    assert!(hosts().await.is_empty(), "a dry run adds nothing");

    let out = run(&["--create-domains"]);
    assert_success(&out);
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Imported 5 / 5 links!"), "{stdout}");
    assert!(
        stdout.contains("Domains added: go.example.com, xn--bcher-kva.example"),
        "{stdout}"
    );
    assert_eq!(hosts().await, ["go.example.com", "xn--bcher-kva.example"]);

    // A Lynx file names no domain: --domain puts it on one.
    let lynx = fixture("lynx.json");
    let lynx_to = |domain: &str| {
        instance.run(&[
            "import",
            lynx.to_str().expect("path"),
            "--service",
            "lynx",
            "--owner",
            "alice",
            "--domain",
            domain,
        ])
    };
    assert_failure(
        &lynx_to("nowhere.example"),
        "Unknown domain nowhere.example",
    );
    let out = lynx_to("bücher.example");
    assert_success(&out);
    assert!(
        text(&out.stdout).starts_with("Imported 3 / 6 links!"),
        "{}",
        text(&out.stdout)
    );

    // Every link names its domain in the export.
    let out = instance.run(&["export", "--format", "json"]);
    assert_success(&out);
    let links: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("json");
    let mut placed: Vec<(String, String)> = links
        .iter()
        .map(|l| {
            (
                l["domain"].as_str().unwrap_or("-").to_owned(),
                l["slug"].as_str().expect("slug").to_owned(),
            )
        })
        .collect();
    placed.sort();
    assert_eq!(
        placed,
        [
            ("-", "Abc12"),
            ("-", "promo"),
            ("go.example.com", "docs"),
            ("go.example.com", "promo"),
            ("xn--bcher-kva.example", "docs"),
            ("xn--bcher-kva.example", "plain"),
            ("xn--bcher-kva.example", "promo"),
            ("xn--bcher-kva.example", "ünïcode/straße"),
        ]
        .map(|(d, s)| (d.to_owned(), s.to_owned()))
    );
}
