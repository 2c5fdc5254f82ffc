//! The visibility rule of api.md §5.2 as a table: who may list, read,
//! edit and delete whose links, by cookie and by secret.

use super::{slugs, NO_SUCH_LINK};
use crate::db::{insert_link, snapshot};
use crate::helpers::{assert_error, Actor, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn link_permissions_matrix() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let other_admin = app.admin().await;
    let standard = app.standard_user().await;
    let other_standard = app.standard_user().await;
    // (actor, [(label, author, allowed)])
    type Row<'a> = (&'a str, Option<&'a Actor>, bool);
    let table: Vec<(&Actor, Vec<Row>)> = vec![
        (
            &standard,
            vec![
                ("own", Some(&standard), true),
                ("owner's", Some(&owner), false),
                ("an admin's", Some(&admin), false),
                ("a standard user's", Some(&other_standard), false),
                ("authorless", None, false),
            ],
        ),
        (
            &admin,
            vec![
                ("own", Some(&admin), true),
                ("owner's", Some(&owner), false),
                ("another admin's", Some(&other_admin), false),
                ("a standard user's", Some(&standard), true),
                ("authorless", None, true),
            ],
        ),
        (
            &owner,
            vec![
                ("own", Some(&owner), true),
                ("an admin's", Some(&admin), true),
                ("a standard user's", Some(&standard), true),
                ("authorless", None, true),
            ],
        ),
    ];
    let mut n = 0;
    for (actor, rows) in &table {
        for use_secret in [false, true] {
            let caller = if use_secret {
                actor.with_secret().await
            } else {
                (*actor).clone()
            };
            for (label, author, allowed) in rows {
                n += 1;
                let slug = format!("perm{n}");
                let id =
                    insert_link(&app, &slug, "https://example.com/", author.map(|a| a.id())).await;
                let context = format!("{} on {label} (secret: {use_secret})", actor.username());
                let (_, list) = caller.get("/api/link/list?pagesize=100").await;
                assert_eq!(slugs(&list).contains(&slug), *allowed, "list: {context}");
                let single = caller.get(&format!("/api/link/single?id={id}")).await;
                let edit = caller
                    .patch(
                        "/api/link",
                        json!({"id": id, "destination": "https://example.com/edited"}),
                    )
                    .await;
                let before = snapshot(&app).await;
                let delete = caller.delete("/api/link", json!({"ids": [id]})).await;
                if *allowed {
                    assert_eq!(single.0, StatusCode::OK, "single: {context}");
                    assert_eq!(edit.0, StatusCode::OK, "edit: {context}");
                    assert_eq!(
                        edit.1["result"]["author"],
                        author.map(|a| json!(a.id())).unwrap_or(Value::Null)
                    );
                    assert_eq!(
                        delete.1,
                        json!({"success": true, "result": {"deleted": 1}}),
                        "delete: {context}"
                    );
                } else {
                    assert_error(&single, 404, NO_SUCH_LINK);
                    assert_error(
                        &edit,
                        403,
                        "You do not have the permissions to edit this link",
                    );
                    assert_error(
                        &delete,
                        403,
                        "You do not have the permissions to delete some of or all of the selected links. No links were deleted",
                    );
                    assert_eq!(before, snapshot(&app).await, "{context}");
                }
            }
        }
    }
}
