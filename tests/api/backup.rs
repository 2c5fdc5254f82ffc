//! Backups (api.md §17): content and format, atomic files, rotation per
//! BACKUP_COUNT, one writer per occurrence across instances, scheduling
//! and failures that never stop the server.

use crate::data_helpers::{link_count, upload};
use crate::helpers::TestApp;
use chrono::{DateTime, TimeDelta, Utc};
use linkhop::app::App;
use linkhop::jobs::backup::run_once;
use serde_json::{json, Value};
use std::path::Path;

fn at(iso: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(iso)
        .expect("date")
        .with_timezone(&Utc)
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[tokio::test]
async fn a_backup_is_every_link_as_pretty_export_json() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let first = owner.create_link("first", "https://example.com/1").await;
    let second = standard
        .create_link("second", "https://example.com/ü")
        .await;
    let report = run_once(&app.app.job_context(), at("2023-05-30T16:30:49.991Z"))
        .await
        .expect("backup")
        .expect("claimed");
    assert_eq!(report.links, 2);
    let dir = app.app.settings.backup_dir.clone();
    assert_eq!(dir, app.dir.path().join("backups"));
    assert_eq!(
        report.file,
        dir.join("backup-2023-05-30T16-30-49.991Z.json")
    );
    assert_eq!(
        names(&dir),
        ["backup-2023-05-30T16-30-49.991Z.json"],
        "no temporary file left"
    );

    let text = std::fs::read_to_string(&report.file).expect("file");
    let item = |link: &Value| {
        json!({
            "id": link["id"], "slug": link["slug"], "destination": link["destination"],
            "author": link["author"], "creationDate": link["creationDate"],
            "modifiedDate": link["modifiedDate"], "visits": link["visits"],
            "humanVisits": link["humanVisits"], "botVisits": link["botVisits"],
            "publicStats": link["publicStats"], "validFrom": null, "expiresAt": null,
            "maxVisits": null, "usedVisits": 0, "expiredUrl": null, "passwordHash": null,
            "tags": [], "title": null, "notes": null, "redirectStatus": null,
            "forwardQuery": false, "crawlable": false, "redirectRules": [], "domain": null,
            "utm": null, "preview": null, "split": null, "team": null,
        })
    };
    let expected = Value::Array(vec![item(&first), item(&second)]);
    let mut pretty = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b"    ");
    serde::Serialize::serialize(
        &expected,
        &mut serde_json::Serializer::with_formatter(&mut pretty, formatter),
    )
    .expect("pretty");
    assert_eq!(text, String::from_utf8(pretty).expect("utf-8"));

    // A backup is importable as service lynx.
    let fresh = TestApp::spawn().await;
    let fresh_owner = fresh.owner().await;
    let answer = upload(&fresh_owner, "lynx", "backup.json", text.into_bytes()).await;
    assert_eq!(
        answer.1["message"],
        json!("Imported 2 / 2 links!"),
        "{}",
        answer.1
    );
    assert_eq!(link_count(&fresh).await, 2);
}

#[tokio::test]
async fn an_empty_instance_backs_up_an_empty_array() {
    let app = TestApp::spawn_with(|s| s.backup_count = 1).await;
    let report = run_once(&app.app.job_context(), Utc::now())
        .await
        .expect("backup")
        .expect("claimed");
    assert_eq!(report.links, 0);
    assert_eq!(std::fs::read_to_string(report.file).expect("file"), "[]");
}

#[tokio::test]
async fn rotation_keeps_the_newest_n_and_only_touches_backup_names() {
    let app = TestApp::spawn_with(|s| s.backup_count = 2).await;
    let dir = app.app.settings.backup_dir.clone();
    std::fs::create_dir_all(&dir).expect("dir");
    for other in [
        "backup.json",
        "backup-notes.json",
        "notes.txt",
        "backup-2000-01-01T00-00-00.000Z.json.bak",
    ] {
        std::fs::write(dir.join(other), "keep").expect("write");
    }
    for stamp in [
        "2023-01-01T00:00:00.000Z",
        "2023-01-01T01:00:00.000Z",
        "2023-01-01T02:00:00.000Z",
    ] {
        run_once(&app.app.job_context(), at(stamp))
            .await
            .expect("backup")
            .expect("claimed");
    }
    assert_eq!(
        names(&dir),
        [
            "backup-2000-01-01T00-00-00.000Z.json.bak",
            "backup-2023-01-01T01-00-00.000Z.json",
            "backup-2023-01-01T02-00-00.000Z.json",
            "backup-notes.json",
            "backup.json",
            "notes.txt",
        ]
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("backup.json")).expect("file"),
        "keep"
    );
}

#[tokio::test]
async fn count_one_replaces_backup_json_and_minus_one_keeps_all() {
    let single = TestApp::spawn_with(|s| s.backup_count = 1).await;
    let owner = single.owner().await;
    run_once(&single.app.job_context(), at("2023-01-01T00:00:00.000Z"))
        .await
        .expect("backup");
    owner.create_link("later", "https://example.com").await;
    run_once(&single.app.job_context(), at("2023-01-01T01:00:00.000Z"))
        .await
        .expect("backup");
    let dir = single.app.settings.backup_dir.clone();
    assert_eq!(names(&dir), ["backup.json"]);
    let content: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("backup.json")).expect("file"))
            .expect("json");
    assert_eq!(
        content.as_array().map(Vec::len),
        Some(1),
        "the newest backup replaced the first"
    );

    let all = TestApp::spawn_with(|s| s.backup_count = -1).await;
    for hour in 0..7 {
        let stamp = at("2023-01-01T00:00:00.000Z") + TimeDelta::hours(hour);
        run_once(&all.app.job_context(), stamp)
            .await
            .expect("backup");
    }
    assert_eq!(names(&all.app.settings.backup_dir).len(), 7);
}

#[tokio::test]
async fn only_one_instance_writes_each_occurrence() {
    let app = TestApp::spawn().await;
    let mut other_settings = app.app.settings.clone();
    other_settings.backup_dir = app.dir.path().join("other-backups");
    // A second instance on the same database, with its own folder.
    let other = App::start(other_settings).await.expect("second instance");
    let occurrence = at("2023-06-01T12:00:00.000Z");
    let (mine_jobs, their_jobs) = (app.app.job_context(), other.job_context());
    let (mine, theirs) = tokio::join!(
        run_once(&mine_jobs, occurrence),
        run_once(&their_jobs, occurrence)
    );
    let written = [mine.expect("backup"), theirs.expect("backup")];
    assert_eq!(
        written.iter().filter(|r| r.is_some()).count(),
        1,
        "{written:?}"
    );
    let files = names(&app.app.settings.backup_dir).len() + names(&other.settings.backup_dir).len();
    assert_eq!(files, 1);
    // The next occurrence is written again.
    assert!(
        run_once(&other.job_context(), occurrence + TimeDelta::hours(1))
            .await
            .expect("backup")
            .is_some()
    );
    other.store.close().await;
}

#[tokio::test]
async fn backups_run_at_start_up_and_on_schedule() {
    let app = TestApp::spawn_with(|s| {
        s.backup = true;
        s.backup_schedule = "* * * * * *".into();
    })
    .await;
    let dir = app.app.settings.backup_dir.clone();
    // A backup is written every second, so one may be on its way: its
    // temporary file (`.backup-….tmp`, renamed when complete) is not counted.
    let finished = |dir: &Path| -> Vec<String> {
        names(dir)
            .into_iter()
            .filter(|n| !(n.starts_with(".backup-") && n.ends_with(".tmp")))
            .collect()
    };
    let mut found = Vec::new();
    for _ in 0..100 {
        found = finished(&dir);
        if found.len() >= 3 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(
        found.len() >= 3,
        "start-up and scheduled backups: {found:?}"
    );
    assert!(
        found
            .iter()
            .all(|n| n.starts_with("backup-") && n.ends_with(".json")),
        "{found:?}"
    );
}

#[tokio::test]
async fn a_failing_backup_is_logged_and_the_server_carries_on() {
    let blocker = tempfile::NamedTempFile::new().expect("file");
    let path = blocker.path().to_path_buf();
    let app = TestApp::spawn_with(move |s| {
        s.backup = true;
        s.backup_dir = path;
    })
    .await;
    assert!(
        run_once(&app.app.job_context(), Utc::now()).await.is_err(),
        "a file is no backup folder"
    );
    let (status, body) = app.anonymous().get("/api").await;
    assert_eq!(
        (status.as_u16(), body),
        (200, json!({"success": true, "message": "OK"}))
    );
}

#[test]
fn invalid_schedules_stop_start_up_naming_the_variable() {
    for schedule in ["every hour", "0 * * *", "61 * * * *", "0 0 0 * * * *"] {
        let options = linkhop::config::Options {
            backup_schedule: Some(schedule.into()),
            ..Default::default()
        };
        let error = linkhop::config::Settings::resolve(&options)
            .err()
            .map(|e| e.variable);
        assert_eq!(error, Some("BACKUP_SCHEDULE"), "{schedule}");
    }
    for schedule in ["0 * * * *", "*/5 * * * * *", "0 3 * * MON"] {
        let options = linkhop::config::Options {
            backup_schedule: Some(schedule.into()),
            ..Default::default()
        };
        assert!(
            linkhop::config::Settings::resolve(&options).is_ok(),
            "{schedule}"
        );
    }
}
