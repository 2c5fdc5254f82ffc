//! A team limited to some domains (docs/teams.md#domains): only the owner
//! and admins choose them; the team's links go there and nowhere else,
//! whoever creates, edits, moves, reverts or imports them; its members may
//! use them even where standard accounts may not.

use super::{create_team, set_member, team_link};
use crate::data_helpers::{file_part, fixture, upload_form};
use crate::domains::add_domain;
use crate::helpers::{assert_error, Actor, TestApp};
use reqwest::multipart::Form;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const BRAND: &str = "brand.example.com";
const OPEN: &str = "open.example.com";
const NOT_ALLOWED: &str = "You may not create links on this domain";

async fn limit(actor: &Actor, team: &str, domains: Value) -> (StatusCode, Value) {
    actor
        .patch(&format!("/api/teams/{team}"), json!({ "domains": domains }))
        .await
}

async fn create_on(
    actor: &Actor,
    slug: &str,
    domain: &str,
    team: Option<&str>,
) -> (StatusCode, Value) {
    actor
        .post(
            "/api/link",
            json!({"destination": format!("https://example.com/{slug}"), "slug": slug, "domain": domain, "team": team}),
        )
        .await
}

fn hosts(list: &Value) -> Vec<String> {
    list["result"]["domains"]
        .as_array()
        .expect("domains")
        .iter()
        .filter_map(|d| d["host"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn only_admins_limit_a_team_and_its_members_then_use_those_domains_only() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let brand = add_domain(&owner, json!({"host": BRAND, "standardMayCreate": false})).await;
    let open = add_domain(&owner, json!({"host": OPEN})).await;
    let (brand, open) = (
        brand["id"].as_str().expect("id"),
        open["id"].as_str().expect("id"),
    );
    let manager = app.standard_user().await;
    let editor = app.standard_user().await;
    let stranger = app.standard_user().await;
    let team = create_team(&manager, "Brand").await;
    set_member(&manager, &team, &editor, "editor").await;

    // Who may choose, and what.
    let answer = limit(&manager, &team, json!([brand])).await;
    assert_error(
        &answer,
        403,
        "Only admins and the owner choose a team's domains",
    );
    let (status, _) = limit(&stranger, &team, json!([brand])).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_error(
        &limit(&owner, &team, json!([])).await,
        400,
        "A team's domains: one domain id or more, or null for every domain",
    );
    assert_error(
        &limit(&owner, &team, json!(["nope"])).await,
        422,
        "Unknown domain",
    );
    assert_error(
        &owner.patch(&format!("/api/teams/{team}"), json!({})).await,
        400,
        "Nothing to change: give a name, domains or both",
    );
    let (_, teams) = manager.get("/api/teams").await;
    assert_eq!(
        teams["result"]["teams"][0]["domains"],
        Value::Null,
        "nothing changed"
    );
    let (status, changed) = limit(&owner, &team, json!([brand, brand])).await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(
        changed["result"]["domains"],
        json!([{"id": brand, "host": BRAND}])
    );
    let (_, teams) = editor.get("/api/teams").await;
    assert_eq!(teams["result"]["teams"][0]["domains"][0]["host"], BRAND);

    // The members' domain list holds the team's domain; a stranger's not.
    let (_, list) = editor.get("/api/domains").await;
    assert!(hosts(&list).contains(&BRAND.to_owned()), "{list}");
    let (_, list) = stranger.get("/api/domains").await;
    assert!(!hosts(&list).contains(&BRAND.to_owned()), "{list}");

    // Creating: the team's links on its domain only, even for the owner;
    // the member's own links keep the usual rule.
    let (status, link) = create_on(&editor, "on-brand", BRAND, Some(&team)).await;
    assert_eq!(status, StatusCode::OK, "{link}");
    assert_error(
        &create_on(&editor, "on-open", OPEN, Some(&team)).await,
        403,
        NOT_ALLOWED,
    );
    assert_error(
        &create_on(&owner, "owner-open", OPEN, Some(&team)).await,
        403,
        NOT_ALLOWED,
    );
    assert_error(
        &create_on(&editor, "own-brand", BRAND, None).await,
        403,
        NOT_ALLOWED,
    );
    let (status, _) = create_on(&editor, "own-open", OPEN, None).await;
    assert_eq!(status, StatusCode::OK);

    // Editing a team link onto another domain is refused and changes nothing.
    let id = link["result"]["id"].as_str().expect("id").to_owned();
    let answer = editor
        .patch("/api/link", json!({"id": id, "domain": OPEN}))
        .await;
    assert_error(&answer, 403, NOT_ALLOWED);
    let (_, read) = editor.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(read["result"]["domain"], BRAND, "{read}");

    // Moving a link from elsewhere into the team, alone or in bulk.
    let (_, own) = editor.get("/api/link/list?search=own-open").await;
    let own_id = own["result"]["links"][0]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let answer = editor
        .post(&format!("/api/link/{own_id}/move"), json!({"team": team}))
        .await;
    assert_error(&answer, 403, NOT_ALLOWED);
    let (status, report) = editor
        .patch("/api/link/bulk", json!({"ids": [own_id], "team": team}))
        .await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(report["result"]["changed"], 0, "{report}");
    assert_eq!(report["result"]["refused"], 1, "{report}");
    assert_eq!(
        report["result"]["refusals"][0]["id"],
        own_id.as_str(),
        "{report}"
    );
    assert_eq!(
        report["result"]["refusals"][0]["message"], NOT_ALLOWED,
        "{report}"
    );
    let (_, own) = editor.get(&format!("/api/link/single?id={own_id}")).await;
    assert_eq!(
        own["result"]["team"],
        Value::Null,
        "the link stayed its author's"
    );

    // Lifting the limit: the usual rule again, the brand domain closed to
    // standard accounts.
    let (status, lifted) = limit(&owner, &team, Value::Null).await;
    assert_eq!(status, StatusCode::OK, "{lifted}");
    assert_eq!(lifted["result"]["domains"], Value::Null);
    assert_error(
        &create_on(&editor, "brand-2", BRAND, Some(&team)).await,
        403,
        NOT_ALLOWED,
    );
    let (status, _) = create_on(&editor, "open-2", OPEN, Some(&team)).await;
    assert_eq!(status, StatusCode::OK);
    let _ = open;
}

#[tokio::test]
async fn a_revert_and_an_import_keep_a_teams_links_on_its_domains() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let brand = add_domain(&owner, json!({"host": BRAND, "standardMayCreate": false})).await;
    let brand = brand["id"].as_str().expect("id").to_owned();
    let editor = app.standard_user().await;
    let team = create_team(&editor, "Brand").await;

    // Created on the default domain, then moved to the brand domain; once
    // the team is limited to it, going back is refused.
    let link = team_link(&editor, &team, "campaign").await;
    let id = link["id"].as_str().expect("id").to_owned();
    let (status, body) = owner
        .patch("/api/link", json!({"id": id, "domain": BRAND}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = limit(&owner, &team, json!([brand])).await;
    assert_eq!(status, StatusCode::OK);
    let answer = editor
        .post(&format!("/api/link/{id}/revert"), json!({"version": 1}))
        .await;
    assert_error(&answer, 403, NOT_ALLOWED);
    let (_, read) = editor.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(read["result"]["domain"], BRAND);

    // An import into the team: refused on the default domain, accepted on
    // the team's, where the editor alone could not import.
    let import = |domain: Option<&'static str>| {
        let mut form = Form::new()
            .text("service", "lynx")
            .text("team", team.clone())
            .part("file", file_part("lynx.json", fixture("lynx.json")));
        if let Some(domain) = domain {
            form = form.text("domain", domain);
        }
        upload_form(&editor, form)
    };
    let answer = import(None).await;
    assert_error(&answer, 403, NOT_ALLOWED);
    let (status, answer) = import(Some(BRAND)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let imported = answer["result"]["imported"].as_i64().expect("imported");
    assert!(imported > 0, "{answer}");
    let (_, list) = editor
        .get(&format!("/api/link/list?team={team}&pagesize=100"))
        .await;
    let links = list["result"]["links"].as_array().expect("links");
    assert_eq!(links.len() as i64, imported + 1);
    assert!(links.iter().all(|l| l["domain"] == BRAND), "{list}");

    // A removed domain leaves the team's list; the team stays limited.
    let (status, body) = owner
        .send(
            Method::DELETE,
            &format!("/api/domains/{brand}?links=delete"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, teams) = editor.get("/api/teams").await;
    assert_eq!(teams["result"]["teams"][0]["domains"], json!([]));
    assert_error(
        &create_on(&editor, "nowhere", "_default", Some(&team)).await,
        403,
        NOT_ALLOWED,
    );
}
