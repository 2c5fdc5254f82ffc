//! `linkhop import --team`: the links go into a team, named by id or name,
//! when the importing account may put links there.

use super::*;
use linkhop::domain::audit::{AuditAction, AuditBy};
use linkhop::domain::teams::TeamRole;

/// Creates team `name` managed by nobody yet; returns its id.
async fn create_team(store: &Store, name: &str) -> String {
    let id = format!("team-{}", name.to_lowercase());
    let audit = AuditBy::command_line().entry(AuditAction::TeamCreated, 0);
    store
        .insert_team(&id, name, None, &audit)
        .await
        .expect("team");
    id
}

fn import_as(instance: &Instance, owner: &str, team: &str) -> Output {
    let lynx = fixture("lynx.json");
    instance.run(&[
        "import",
        lynx.to_str().expect("path"),
        "--service",
        "lynx",
        "--owner",
        owner,
        "--team",
        team,
    ])
}

#[tokio::test]
async fn an_import_goes_into_a_team_its_owner_may_put_links_in() {
    let instance = Instance::new();
    instance.create_owner();
    let out = instance
        .command(&[
            "user",
            "create",
            "--username",
            "bob",
            "--email",
            "bob@example.com",
            "--role",
            "standard",
        ])
        .env("LINKHOP_PASSWORD", PASSWORD)
        .output()
        .expect("run");
    assert_success(&out);
    let store = instance.store().await;
    let team = create_team(&store, "Marketing").await;
    let bob = store
        .find_account_by_login("bob")
        .await
        .expect("read")
        .expect("bob");

    assert_failure(&import_as(&instance, "bob", "Nope"), "no team named Nope");
    assert_failure(
        &import_as(&instance, "bob", "marketing"),
        "bob may not put links in the team Marketing",
    );
    let audit = AuditBy::command_line().entry(AuditAction::TeamMemberSet, 0);
    store
        .set_team_member(&team, &bob.id, TeamRole::Viewer, &audit)
        .await
        .expect("member");
    assert_failure(
        &import_as(&instance, "bob", &team),
        "bob may not put links in the team Marketing",
    );
    let found = store.find_team(&team).await.expect("read").expect("team");
    assert_eq!(found.links, 0, "a refused import writes nothing");

    store
        .set_team_member(&team, &bob.id, TeamRole::Editor, &audit)
        .await
        .expect("member");
    let out = import_as(&instance, "bob", "MARKETING");
    assert_success(&out);
    let found = store.find_team(&team).await.expect("read").expect("team");
    assert!(found.links > 0, "{}", text(&out.stdout));
    // The owner needs no membership.
    let out = import_as(&instance, "alice", &team);
    assert_success(&out);
    store.close().await;
}
