//! `linkhop tokens create|list|revoke`: a token made from the shell is
//! stored hashed with its scopes, listed without the token, and revoked.

use super::{assert_failure, assert_success, text, Instance};
use linkhop::accounts::api_tokens::hash_api_token;

#[tokio::test]
async fn tokens_are_created_listed_and_revoked_from_the_shell() {
    let instance = Instance::new();
    instance.create_owner();
    let out = instance.run(&[
        "tokens",
        "create",
        "alice",
        "--name",
        "deploy",
        "--scope",
        "links:read,links:write",
        "--expires-in-days",
        "30",
    ]);
    assert_success(&out);
    let token = text(&out.stdout).trim().to_owned();
    assert!(token.starts_with("lhp_"), "{token}");
    let store = instance.store().await;
    let (record, account) = store
        .find_api_token(&hash_api_token(&token), linkhop::domain::time::now_millis())
        .await
        .expect("query")
        .expect("stored");
    assert_eq!(account.username, "alice");
    assert_eq!(record.scopes, "links:read links:write");
    assert!(record.expires_at.is_some());

    let listed = text(&instance.run(&["tokens", "list", "alice"]).stdout);
    assert!(
        listed.contains(&record.id) && listed.contains("deploy"),
        "{listed}"
    );
    assert!(
        listed.contains("links:read,links:write") && listed.contains("never"),
        "{listed}"
    );
    assert!(!listed.contains(&token));

    assert_failure(
        &instance.run(&[
            "tokens",
            "create",
            "alice",
            "--name",
            "x",
            "--scope",
            "links:admin",
        ]),
        "invalid scopes",
    );
    assert_failure(
        &instance.run(&[
            "tokens",
            "create",
            "alice",
            "--name",
            "x",
            "--scope",
            "links:read",
            "--expires-in-days",
            "0",
        ]),
        "invalid --expires-in-days",
    );
    assert_failure(
        &instance.run(&[
            "tokens",
            "create",
            "nobody",
            "--name",
            "x",
            "--scope",
            "links:read",
        ]),
        "no account named nobody",
    );
    assert_eq!(
        store
            .list_api_tokens(&account.id)
            .await
            .expect("list")
            .len(),
        1
    );

    assert_success(&instance.run(&["tokens", "revoke", "alice", &record.id]));
    assert!(store
        .find_api_token(&hash_api_token(&token), linkhop::domain::time::now_millis())
        .await
        .expect("query")
        .is_none());
    assert_failure(
        &instance.run(&["tokens", "revoke", "alice", &record.id]),
        "this account has no token with that id",
    );
}
