//! An import into a team: for the team's editors and managers.

use super::{create_team, set_member};
use crate::data_helpers::{download, file_part, fixture, upload_form};
use crate::helpers::{Actor, TestApp};
use reqwest::multipart::Form;
use reqwest::StatusCode;
use serde_json::Value;

/// Uploads the Lynx fixture as `actor`, into `team` when given.
async fn import_into(actor: &Actor, team: Option<&str>) -> (StatusCode, Value) {
    let mut form = Form::new()
        .text("service", "lynx")
        .part("file", file_part("lynx.json", fixture("lynx.json")));
    if let Some(team) = team {
        form = form.text("team", team.to_owned());
    }
    upload_form(actor, form).await
}

#[tokio::test]
async fn an_import_goes_into_a_team_its_editors_choose() {
    let app = TestApp::spawn().await;
    app.owner().await;
    let editor = app.standard_user().await;
    let viewer = app.standard_user().await;
    let stranger = app.standard_user().await;
    let team = create_team(&editor, "Imports").await;
    set_member(&editor, &team, &viewer, "viewer").await;

    let (status, _) = import_into(&viewer, Some(&team)).await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a viewer puts no links in the team"
    );
    let (status, _) = import_into(&stranger, Some(&team)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, answer) = import_into(&editor, Some(&team)).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let imported = answer["result"]["imported"].as_i64().expect("imported");
    assert!(imported > 0);
    let (_, list) = viewer
        .get(&format!("/api/link/list?team={team}&pagesize=100"))
        .await;
    assert_eq!(
        list["result"]["total"].as_i64(),
        Some(imported),
        "the viewer sees them"
    );
    let (_, own) = editor.get("/api/link/list?pagesize=100").await;
    assert!(own["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .all(|l| l["team"]["name"] == "Imports"));

    // Exports name each link's team.
    let exported: Vec<Value> = download(&viewer, &format!("/api/export?format=json&team={team}"))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(exported.len() as i64, imported);
    assert!(
        exported.iter().all(|l| l["team"] == "Imports"),
        "{exported:?}"
    );
    let csv = download(&viewer, "/api/export?format=csv")
        .await
        .text()
        .await
        .expect("csv");
    assert!(csv.lines().next().is_some_and(|h| h.ends_with(",team")));
    assert_eq!(
        csv.matches(",\"Imports\"\r\n").count() as i64,
        imported,
        "{csv}"
    );
}
