//! Listing links: paging, parameter checks, every sort order, and the
//! user filter combined with visibility (api.md §5.3).

use super::{slugs, LINK_VIEW};
use crate::db::insert_link_at;
use crate::helpers::{assert_error, keys, Actor, TestApp};
use reqwest::StatusCode;
use serde_json::Value;
use std::cmp::Ordering;

#[tokio::test]
async fn list_defaults_and_paging() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let base = 1_700_000_000_000;
    for n in 0..25 {
        insert_link_at(
            &app,
            &format!("s{n:02}"),
            "https://e.com/",
            Some(owner.id()),
            base + n,
            base + n,
            0,
        )
        .await;
    }
    let (status, body) = owner.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "result"]);
    assert_eq!(keys(&body["result"]), vec!["remaining", "total", "links"]);
    assert_eq!(body["result"]["total"], 25);
    assert_eq!(body["result"]["remaining"], 1);
    let first = slugs(&body);
    assert_eq!(first.len(), 20);
    assert_eq!(first[0], "s24");
    assert_eq!(first[19], "s05");
    let link = &body["result"]["links"][0];
    assert_eq!(keys(link), LINK_VIEW.to_vec());
    assert_eq!(link["creationDate"], "2023-11-14T22:13:20.024Z");
    assert_eq!(link["account"], owner.username());
    // Empty values count as absent.
    let (_, same) = owner
        .get("/api/link/list?page=&pagesize=&sortField=&sortType=&search=&userID=")
        .await;
    assert_eq!(same, body);
    let desc =
        |lo: i32, hi: i32| -> Vec<String> { (lo..=hi).rev().map(|n| format!("s{n:02}")).collect() };
    for (query, remaining, expected) in [
        ("page=1", 0, desc(0, 4)),
        ("page=2", 0, vec![]),
        ("page=99999999999999999999999", 0, vec![]),
        ("pagesize=10&page=0", 2, desc(15, 24)),
        ("pagesize=10&page=2", 0, desc(0, 4)),
        ("pagesize=5&page=4", 0, desc(0, 4)),
        ("pagesize=5&page=3", 1, desc(5, 9)),
        ("pagesize=100", 0, desc(0, 24)),
        ("pagesize=1&page=24", 0, desc(0, 0)),
        ("pagesize=1&page=23", 1, desc(1, 1)),
        ("pagesize=5&page=5", 0, vec![]),
    ] {
        let (status, body) = owner.get(&format!("/api/link/list?{query}")).await;
        assert_eq!(status, StatusCode::OK, "{query}: {body}");
        assert_eq!(body["result"]["remaining"], remaining, "{query}");
        assert_eq!(body["result"]["total"], 25, "{query}");
        assert_eq!(slugs(&body), expected, "{query}");
    }
}

#[tokio::test]
async fn list_parameters_are_checked() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let page = "Invalid page, expected a whole number of 0 or more";
    let pagesize = "Invalid pagesize, expected a whole number from 1 to 100";
    let limit = "Pagesize limit is 100 items";
    let sort_field = "Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits";
    let sort_type = "Invalid sortType, accepted values: 1, -1";
    for (query, message) in [
        ("page=-1", page),
        ("page=x", page),
        ("page=1.0", page),
        ("page=%2B1", page),
        ("page=%201", page),
        ("page=1e2", page),
        ("pagesize=0", pagesize),
        ("pagesize=-5", pagesize),
        ("pagesize=ten", pagesize),
        ("pagesize=1.5", pagesize),
        ("pagesize=%2B5", pagesize),
        ("pagesize=00", pagesize),
        ("pagesize=101", limit),
        ("pagesize=99999999999999999999999", limit),
        ("sortField=bogus", sort_field),
        ("sortField=Slug", sort_field),
        ("sortField=ID", sort_field),
        ("sortField=botVisits", sort_field),
        ("sortType=0", sort_type),
        ("sortType=2", sort_type),
        ("sortType=asc", sort_type),
        ("sortType=%2B1", sort_type),
        ("sortType=-2", sort_type),
        ("sortType=--1", sort_type),
    ] {
        assert_error(
            &owner.get(&format!("/api/link/list?{query}")).await,
            400,
            message,
        );
    }
    for query in [
        "pagesize=100",
        "pagesize=1",
        "pagesize=007",
        "page=0",
        "page=00",
        "sortType=1",
        "sortType=-1",
    ] {
        let (status, body) = owner.get(&format!("/api/link/list?{query}")).await;
        assert_eq!(status, StatusCode::OK, "{query}: {body}");
    }
}

struct Row {
    id: String,
    slug: String,
    destination: String,
    created: i64,
    modified: i64,
    visits: i64,
    account: String,
}

/// The author sort reads one author at a time; paging across authors (page
/// boundaries inside and between them), in both directions, for an admin's
/// view and with a search must give the same order as sorting everything.
#[tokio::test]
async fn author_sort_pages_across_authors_in_full_order() {
    use linkhop::domain::accounts::Role;
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.user_named("Mid_admin", Role::Admin).await;
    let zed = app.user_named("zed", Role::Standard).await;
    let amy = app.user_named("Amy", Role::Standard).await;
    let _idle = app.user_named("bob", Role::Standard).await;
    let authors: [(Option<&Actor>, &str, usize); 5] = [
        (Some(&owner), "owner", 3),
        (Some(&admin), "mid_admin", 4),
        (Some(&zed), "zed", 5),
        (Some(&amy), "amy", 2),
        (None, "n/a", 4),
    ];
    // (name shown, id, slug, visible to the admin)
    let mut rows: Vec<(String, String, String, bool)> = Vec::new();
    for (author, name, count) in authors {
        for n in 0..count {
            let slug = format!(
                "{}-{n}{}",
                name.replace('/', ""),
                if n % 2 == 0 { "-x" } else { "" }
            );
            let id = insert_link_at(
                &app,
                &slug,
                "https://example.com/",
                author.map(|a| a.id()),
                1,
                1,
                0,
            )
            .await;
            let visible_to_admin = !matches!(name, "owner");
            rows.push((name.to_owned(), id, slug, visible_to_admin));
        }
    }
    for (viewer, search) in [(&owner, ""), (&admin, ""), (&owner, "-x")] {
        for sort_type in ["1", "-1"] {
            let mut expected: Vec<&(String, String, String, bool)> = rows
                .iter()
                .filter(|r| std::ptr::eq(viewer, &owner) || r.3)
                .filter(|r| r.2.contains(search))
                .collect();
            expected.sort_by(|a, b| {
                let by_name = if sort_type == "1" {
                    a.0.cmp(&b.0)
                } else {
                    b.0.cmp(&a.0)
                };
                by_name.then_with(|| b.1.cmp(&a.1))
            });
            let expected: Vec<String> = expected.iter().map(|r| r.2.clone()).collect();
            for pagesize in [1, 3, 4, 100] {
                let mut got = Vec::new();
                for page in 0..=expected.len() / pagesize + 1 {
                    let (status, body) = viewer
                        .get(&format!(
                            "/api/link/list?sortField=author&sortType={sort_type}&pagesize={pagesize}&page={page}&search={search}"
                        ))
                        .await;
                    assert_eq!(status, StatusCode::OK, "{body}");
                    assert_eq!(body["result"]["total"], expected.len(), "{body}");
                    got.extend(slugs(&body));
                }
                assert_eq!(
                    got, expected,
                    "sortType {sort_type}, pagesize {pagesize}, search {search:?}"
                );
            }
        }
    }
}

#[tokio::test]
async fn every_sort_field_in_both_directions_breaks_ties_by_id_descending() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let zed = app
        .user_named("Zed_user", linkhop::domain::accounts::Role::Standard)
        .await;
    let amy = app
        .user_named("amy_user", linkhop::domain::accounts::Role::Standard)
        .await;
    let base = 1_700_000_000_000;
    // (slug, destination, author, created, modified, visits)
    type Spec<'a> = (&'a str, &'a str, Option<&'a Actor>, i64, i64, i64);
    let specs: Vec<Spec> = vec![
        ("b", "https://b.example/", Some(&owner), 3, 1, 5),
        ("a", "https://b.example/", Some(&zed), 3, 2, 5),
        ("C", "https://a.example/", Some(&amy), 1, 2, 0),
        ("d-1", "https://A.example/", None, 2, 3, 5),
        ("d.2", "https://c.example/", Some(&zed), 2, 3, 1),
        ("e_3", "https://a.example/", Some(&owner), 3, 0, 10),
        ("AA", "https://c.example/", None, 0, 0, 0),
    ];
    let mut rows = Vec::new();
    for (slug, destination, author, created, modified, visits) in specs {
        let id = insert_link_at(
            &app,
            slug,
            destination,
            author.map(|a| a.id()),
            base + created,
            base + modified,
            visits,
        )
        .await;
        rows.push(Row {
            id,
            slug: slug.into(),
            destination: destination.into(),
            created,
            modified,
            visits,
            account: author
                .map(|a| a.username().to_owned())
                .unwrap_or("n/a".into()),
        });
    }
    type Key = fn(&Row, &Row) -> Ordering;
    let fields: Vec<(&str, Key)> = vec![
        ("slug", |a, b| a.slug.as_bytes().cmp(b.slug.as_bytes())),
        ("destination", |a, b| {
            a.destination.as_bytes().cmp(b.destination.as_bytes())
        }),
        ("creationDate", |a, b| a.created.cmp(&b.created)),
        ("modifiedDate", |a, b| a.modified.cmp(&b.modified)),
        ("visits", |a, b| a.visits.cmp(&b.visits)),
        ("author", |a, b| {
            a.account.to_lowercase().cmp(&b.account.to_lowercase())
        }),
    ];
    for (field, key) in fields {
        for sort_type in ["1", "-1"] {
            let mut expected: Vec<&Row> = rows.iter().collect();
            expected.sort_by(|a, b| {
                let primary = if sort_type == "1" {
                    key(a, b)
                } else {
                    key(b, a)
                };
                primary.then_with(|| b.id.cmp(&a.id))
            });
            let expected: Vec<String> = expected.iter().map(|r| r.slug.clone()).collect();
            let (status, body) = owner
                .get(&format!(
                    "/api/link/list?sortField={field}&sortType={sort_type}"
                ))
                .await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(slugs(&body), expected, "{field} {sort_type}");
        }
    }
    // Default: creationDate descending.
    let (_, body) = owner.get("/api/link/list").await;
    let (_, explicit) = owner
        .get("/api/link/list?sortField=creationDate&sortType=-1")
        .await;
    assert_eq!(slugs(&body), slugs(&explicit));
    // The n/a account shows for authorless links.
    let (_, body) = owner.get("/api/link/list?search=AA").await;
    assert_eq!(body["result"]["links"][0]["account"], "n/a");
    assert_eq!(body["result"]["links"][0]["author"], Value::Null);
}

#[tokio::test]
async fn user_filter_is_anded_with_visibility() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let standard = app.standard_user().await;
    owner.create_link("o1", "https://e.com/o1").await;
    admin.create_link("a1", "https://e.com/a1").await;
    standard.create_link("s1", "https://e.com/s1").await;
    standard.create_link("s2", "https://e.com/s2").await;
    for (actor, user, expected) in [
        (&owner, &standard, vec!["s1", "s2"]),
        (&owner, &admin, vec!["a1"]),
        (&admin, &owner, vec![]),
        (&admin, &standard, vec!["s1", "s2"]),
        (&admin, &admin, vec!["a1"]),
        (&standard, &owner, vec![]),
        (&standard, &admin, vec![]),
        (&standard, &standard, vec!["s1", "s2"]),
    ] {
        let (_, body) = actor
            .get(&format!(
                "/api/link/list?sortField=slug&sortType=1&userID={}",
                user.id()
            ))
            .await;
        assert_eq!(slugs(&body), expected);
        assert_eq!(body["result"]["total"], expected.len());
    }
    let (_, body) = owner.get("/api/link/list?userID=nobody").await;
    assert_eq!(body["result"]["total"], 0);
    // With a secret, as the Firefox extension calls it.
    let with_secret = standard.with_secret().await;
    let (_, body) = with_secret
        .get("/api/link/list?sortField=slug&sortType=1")
        .await;
    assert_eq!(slugs(&body), vec!["s1", "s2"]);
}
