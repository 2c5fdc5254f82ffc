//! Bulk edit (docs/bulk-edit.md): one change applied to a selection of
//! links by ids or by the list's filters; a dry run answers the exact
//! per-link diff and writes nothing; the real run writes the same diff,
//! link by link with its history entry, and lists what it refused and why.

use super::gate::{create, location, visit};
use super::history::history;
use crate::helpers::{assert_error, Actor, TestApp};
use linkhop::http::api::links::BULK_EDITS_AT_ONCE;
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn bulk(actor: &Actor, body: Value) -> Value {
    let (status, answer) = actor.patch("/api/link/bulk", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["result"].clone()
}

async fn single(actor: &Actor, id: &str) -> Value {
    let (status, body) = actor.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}

fn id_of(link: &Value) -> String {
    link["id"].as_str().expect("id").to_owned()
}

#[tokio::test]
async fn a_dry_run_changes_nothing_and_its_diff_is_the_one_the_real_run_writes() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let first = create(
        &owner,
        json!({"destination": "http://old.example/a", "slug": "first", "tags": ["x", "keep"]}),
    )
    .await;
    let second = create(
        &owner,
        json!({"destination": "http://old.example/b?from=http://old.example", "slug": "second"}),
    )
    .await;
    let elsewhere = create(
        &owner,
        json!({"destination": "https://other.example/c", "slug": "elsewhere"}),
    )
    .await;
    let theirs = create(
        &standard,
        json!({"destination": "http://old.example/d", "slug": "theirs"}),
    )
    .await;
    let change = json!({
        "filter": {"search": "old.example"},
        "addTags": ["moved"],
        "removeTags": ["x"],
        "replace": {"find": "http://old.example", "with": "https://new.example"},
        "expiresAt": "2040-01-01T00:00:00Z",
        "redirectStatus": 301,
        "crawlable": true,
    });
    let links = [&first, &second, &elsewhere, &theirs];
    let mut before = Vec::new();
    for link in links {
        let id = id_of(link);
        before.push((single(&owner, &id).await, history(&owner, &id).await));
    }

    let mut dry = change.clone();
    dry["dryRun"] = json!(true);
    let preview = bulk(&owner, dry).await;
    assert_eq!(preview["dryRun"], true);
    assert_eq!(
        (
            &preview["selected"],
            &preview["changed"],
            &preview["unchanged"],
            &preview["refused"]
        ),
        (&json!(3), &json!(3), &json!(0), &json!(0)),
        "{preview}"
    );
    // Nothing is written: every link and its history are as they were.
    for (link, (view, entries)) in links.iter().zip(&before) {
        let id = id_of(link);
        assert_eq!(&single(&owner, &id).await, view);
        assert_eq!(&history(&owner, &id).await, entries);
    }
    assert_eq!(
        location(&visit(&app, "/first").await),
        Some("http://old.example/a")
    );
    let diff = preview["changes"]
        .as_array()
        .expect("changes")
        .iter()
        .find(|c| c["slug"] == "second")
        .expect("second's diff")
        .clone();
    let fields: Vec<&str> = diff["fields"]
        .as_array()
        .expect("fields")
        .iter()
        .map(|f| f["field"].as_str().expect("field"))
        .collect();
    assert_eq!(
        fields,
        [
            "destination",
            "expiresAt",
            "redirectStatus",
            "crawlable",
            "tags"
        ]
    );
    assert_eq!(
        diff["fields"][0],
        json!({"field": "destination",
               "before": "http://old.example/b?from=http://old.example",
               "after": "https://new.example/b?from=https://new.example"})
    );
    assert_eq!(diff["fields"][4]["after"], json!(["moved"]));

    let done = bulk(&owner, change).await;
    assert_eq!(done["dryRun"], false);
    assert_eq!(done["changed"], 3, "{done}");
    assert_eq!(
        done["changes"], preview["changes"],
        "the real run writes the dry run's diff"
    );
    let edited = single(&owner, &id_of(&first)).await;
    assert_eq!(edited["destination"], "https://new.example/a");
    assert_eq!(edited["tags"], json!(["keep", "moved"]));
    assert_eq!(edited["redirectStatus"], 301);
    assert_eq!(edited["crawlable"], true);
    assert_eq!(edited["expiresAt"], "2040-01-01T00:00:00.000Z");
    // The redirect follows at once, with the new status.
    let response = visit(&app, "/first").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(location(&response), Some("https://new.example/a"));
    // Each link's history has the change, through `bulk`, by its maker.
    let entries = history(&owner, &id_of(&theirs)).await;
    let last = entries.last().expect("entry");
    assert_eq!(entries.len(), 2, "{entries:#?}");
    assert_eq!(last["via"], "bulk");
    assert_eq!(last["account"]["username"], owner.username());
    assert_eq!(last["before"]["destination"], "http://old.example/d");
    assert_eq!(last["after"]["destination"], "https://new.example/d");
    // The link outside the filter is untouched.
    assert_eq!(single(&owner, &id_of(&elsewhere)).await, before[2].0);

    // Run again, it changes nothing more: every link is already so.
    let again = bulk(
        &owner,
        json!({"filter": {"search": "new.example"}, "addTags": ["moved"], "crawlable": true}),
    )
    .await;
    assert_eq!(
        (&again["changed"], &again["unchanged"]),
        (&json!(0), &json!(3))
    );
}

#[tokio::test]
async fn links_a_rule_refuses_are_listed_with_their_reason_and_the_others_change() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let mine = create(&standard, json!({"destination": "https://a.example/1"})).await;
    let windowed = create(
        &standard,
        json!({"destination": "https://a.example/2", "validFrom": "2050-01-01T00:00:00Z"}),
    )
    .await;
    let full_tags: Vec<String> = (0..50).map(|i| format!("t{i:02}")).collect();
    let tagged = create(
        &standard,
        json!({"destination": "https://a.example/3", "tags": full_tags}),
    )
    .await;
    let owners = create(&owner, json!({"destination": "https://a.example/4"})).await;
    let ids = json!([
        id_of(&mine),
        id_of(&windowed),
        id_of(&tagged),
        id_of(&owners),
        "no-such-link"
    ]);

    let done = bulk(
        &standard,
        json!({"ids": ids, "expiresAt": "2040-01-01T00:00:00Z", "addTags": ["spring"]}),
    )
    .await;
    assert_eq!(
        (&done["changed"], &done["refused"]),
        (&json!(1), &json!(4)),
        "{done}"
    );
    let refusals: Vec<(Value, Value)> = done["refusals"]
        .as_array()
        .expect("refusals")
        .iter()
        .map(|r| (r["id"].clone(), r["status"].clone()))
        .collect();
    assert_eq!(
        refusals,
        [
            (json!(id_of(&windowed)), json!(422)),
            (json!(id_of(&tagged)), json!(422)),
            (json!(id_of(&owners)), json!(403)),
            (json!("no-such-link"), json!(404)),
        ]
    );
    assert_eq!(
        done["refusals"][0]["message"],
        "Invalid dates: validFrom must be before expiresAt"
    );
    assert_eq!(done["refusals"][3]["slug"], Value::Null);
    // The refused links are as they were; the other one changed.
    assert_eq!(
        single(&standard, &id_of(&windowed)).await["expiresAt"],
        Value::Null
    );
    assert_eq!(single(&owner, &id_of(&owners)).await["tags"], json!([]));
    assert_eq!(
        single(&standard, &id_of(&mine)).await["tags"],
        json!(["spring"])
    );

    // A filter selects only the caller's own links.
    let all = bulk(
        &standard,
        json!({"filter": {}, "dryRun": true, "crawlable": true}),
    )
    .await;
    assert_eq!(all["selected"], 3, "{all}");

    // A destination a replace makes invalid is refused, link by link.
    let broken = bulk(
        &standard,
        json!({"ids": [id_of(&mine)], "replace": {"find": "^https", "with": "ftp", "pattern": true}}),
    )
    .await;
    assert_eq!(broken["refusals"][0]["status"], 422, "{broken}");
    assert_eq!(
        single(&standard, &id_of(&mine)).await["destination"],
        "https://a.example/1"
    );
}

#[tokio::test]
async fn a_malformed_bulk_edit_is_refused_whole_and_writes_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(&owner, json!({"destination": "https://a.example/"})).await;
    let id = id_of(&link);
    let view = single(&owner, &id).await;
    let cases = [
        (json!({"addTags": ["a"]}), 400, "Send either ids or filter to select the links"),
        (
            json!({"ids": [id], "filter": {}, "addTags": ["a"]}),
            400,
            "Send either ids or filter to select the links",
        ),
        (json!({"ids": [id]}), 400, "Nothing to change: send at least one change"),
        (
            json!({"ids": [id], "replace": {"find": "(", "with": "x", "pattern": true}}),
            422,
            "Invalid replace: find needs 1 to 1000 characters and with at most 1000, and find must be a valid pattern when pattern is true",
        ),
        (
            json!({"ids": [id], "replace": {"find": "", "with": "x"}}),
            422,
            "Invalid replace: find needs 1 to 1000 characters and with at most 1000, and find must be a valid pattern when pattern is true",
        ),
        (
            json!({"ids": [id], "maxVisits": 0}),
            422,
            "Invalid maxVisits: expected a whole number from 1 to 1000000000000",
        ),
        (
            json!({"filter": {"state": "sideways"}, "crawlable": true}),
            400,
            "Invalid state, accepted values: active, expired, notYetValid, passwordProtected",
        ),
    ];
    for (body, status, message) in cases {
        let answer = owner.patch("/api/link/bulk", body.clone()).await;
        assert_error(&answer, status, message);
    }
    let too_many: Vec<String> = (0..20_001).map(|i| format!("{i}")).collect();
    let answer = owner
        .patch(
            "/api/link/bulk",
            json!({"ids": too_many, "crawlable": true}),
        )
        .await;
    assert_error(
        &answer,
        400,
        "Too many ids, the limit is 20000 per bulk edit",
    );
    let (status, body) = owner
        .patch("/api/link/bulk", json!({"ids": "one", "crawlable": true}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(single(&owner, &id).await, view);
    assert_eq!(history(&owner, &id).await.len(), 1);
}

#[tokio::test]
async fn the_streamed_answer_reports_progress_chunk_by_chunk_then_the_result() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for i in 0..520 {
        create(
            &owner,
            json!({"destination": format!("https://many.example/{i}"), "slug": format!("many{i}")}),
        )
        .await;
    }
    let response = owner
        .request(reqwest::Method::PATCH, "/api/link/bulk")
        .header("accept", "application/x-ndjson")
        .json(&json!({"filter": {"search": "many.example"}, "addTags": ["batch"]}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/x-ndjson");
    let text = response.text().await.expect("body");
    let lines: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    let progress: Vec<(u64, u64)> = lines
        .iter()
        .filter_map(|l| {
            let p = l.get("progress")?;
            Some((p["done"].as_u64()?, p["total"].as_u64()?))
        })
        .collect();
    assert_eq!(progress, [(0, 520), (500, 520), (520, 520)], "{text}");
    let last = lines.last().expect("result line");
    assert_eq!(last["success"], true);
    assert_eq!(last["result"]["changed"], 520);
    assert_eq!(
        last["result"]["changes"].as_array().map(Vec::len),
        Some(100)
    );
    let (_, page) = owner.get("/api/link/list?tags=batch&pagesize=1").await;
    assert_eq!(page["result"]["total"], 520);
}

/// Two bulk edits run at once; a third is told to come back (429 with
/// `Retry-After`) and changes nothing, and runs once a place is free.
#[tokio::test]
async fn a_third_bulk_edit_at_once_is_told_to_retry_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("busy", "https://example.com/busy").await;
    let id = id_of(&link);
    let edit = json!({"ids": [id], "addTags": ["busy"]});
    // Two long edits hold the server's places.
    let places = u32::try_from(BULK_EDITS_AT_ONCE).expect("places");
    let running = app
        .app
        .bulk_edits
        .clone()
        .acquire_many_owned(places)
        .await
        .expect("places");
    let response = owner
        .request(reqwest::Method::PATCH, "/api/link/bulk")
        .json(&edit)
        .send()
        .await
        .expect("bulk");
    assert_eq!(response.headers()["retry-after"], "5");
    let answer = crate::helpers::read_json(response).await;
    assert_error(
        &answer,
        429,
        "Too many bulk edits are running at once, try again in a moment",
    );
    assert_eq!(single(&owner, &id).await["tags"], json!([]));
    drop(running);
    let report = bulk(&owner, edit).await;
    assert_eq!(report["changed"], 1, "{report}");
    assert_eq!(single(&owner, &id).await["tags"], json!(["busy"]));
}
