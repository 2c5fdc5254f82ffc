//! Links (api.md §5): list, single, resolve, create, edit, delete, and the
//! visibility rule of §5.2 as a table.

use crate::db::{insert_link, snapshot};
use crate::helpers::{assert_error, Actor, TestApp};
use linkhop::config::Settings;
use linkhop::domain::links::SlugAlphabet;
use linkhop::store::NewLink;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::cmp::Ordering;

const LINK_VIEW: [&str; 8] = [
    "id",
    "slug",
    "destination",
    "author",
    "creationDate",
    "modifiedDate",
    "visits",
    "account",
];
const INVALID_SLUG: &str =
    "Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot";
const RESERVED: &str = "That slug is reserved, choose another one";
const SLUG_TAKEN: &str = "A link with that slug already exists";
const DESTINATION_TAKEN: &str = "A link with that destination already exists";
const BAD_DESTINATION: &str = "Invalid destination url format";
const NO_SUCH_LINK: &str = "A link with that id does not exist";

fn keys(value: &Value) -> Vec<String> {
    value
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

fn slugs(body: &Value) -> Vec<String> {
    body["result"]["links"]
        .as_array()
        .map(|links| {
            links
                .iter()
                .map(|l| l["slug"].as_str().unwrap_or("").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

async fn add(
    app: &TestApp,
    slug: &str,
    destination: &str,
    author: Option<&str>,
    created: i64,
    modified: i64,
    visits: i64,
) -> String {
    let id = uuid::Uuid::new_v4().to_string();
    app.app
        .store
        .insert_link(&NewLink {
            id: &id,
            slug,
            destination,
            author,
            creation_date: created,
            modified_date: modified,
            visits,
        })
        .await
        .expect("insert");
    id
}

#[tokio::test]
async fn list_defaults_and_paging() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let base = 1_700_000_000_000;
    for n in 0..25 {
        add(
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
    let sort_field = "Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author";
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
        ("sortField=id", sort_field),
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
            let id = add(
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
        let id = add(
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
async fn search_is_a_literal_case_insensitive_substring() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let me = Some(owner.id());
    let now = linkhop::domain::time::now_millis();
    for (slug, destination) in [
        ("pct", "https://e.com/100%"),
        ("under", "https://e.com/a_b"),
        ("underx", "https://e.com/aXb"),
        ("back", "https://e.com/back\\slash"),
        ("upper", "https://e.com/ABC"),
        ("star", "https://e.com/st*r(x).y"),
        ("My-Slug", "https://other.example/"),
    ] {
        add(&app, slug, destination, me, now, now, 0).await;
    }
    for (search, expected) in [
        ("%", vec!["pct"]),
        ("100%", vec!["pct"]),
        ("a_b", vec!["under"]),
        ("_", vec!["under"]),
        ("\\", vec!["back"]),
        ("k\\s", vec!["back"]),
        ("abc", vec!["upper"]),
        ("AbC", vec!["upper"]),
        ("*", vec!["star"]),
        ("(x).", vec!["star"]),
        ("my-slug", vec!["My-Slug"]),
        ("MY-SL", vec!["My-Slug"]),
        ("e.com/a", vec!["under", "underx", "upper"]),
        ("e.com/a_", vec!["under"]),
        ("nothing-like-this", vec![]),
        ("'", vec![]),
    ] {
        let (status, body) = owner
            .get(&format!(
                "/api/link/list?sortField=slug&sortType=1&search={}",
                urlencode(search)
            ))
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(slugs(&body), expected, "{search}");
        assert_eq!(body["result"]["total"], expected.len());
    }
}

#[tokio::test]
async fn search_index_follows_writes_and_keeps_short_unicode_and_wildcard_searches() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let me = Some(owner.id());
    let now = linkhop::domain::time::now_millis();
    let cafe = add(&app, "cafe", "https://e.com/café-Über", me, now, now, 0).await;
    add(&app, "pct50", "https://e.com/50%25off", me, now, now, 0).await;
    add(&app, "Xy", "https://e.com/plain", me, now, now, 0).await;
    let search = |text: &str| {
        format!(
            "/api/link/list?sortField=slug&sortType=1&search={}",
            urlencode(text)
        )
    };
    for (text, expected) in [
        ("café", vec!["cafe"]),
        ("é-Ü", vec!["cafe"]),
        ("Ü", vec!["cafe"]),
        ("CAF", vec!["cafe"]),
        ("xY", vec!["Xy"]),
        ("y", vec!["Xy"]),
        ("%25", vec!["pct50"]),
        ("0%2", vec!["pct50"]),
        ("e.c_m", vec![]),
        ("e.c%m", vec![]),
        ("\"", vec![]),
        ("a\"b", vec![]),
    ] {
        let (status, body) = owner.get(&search(text)).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        assert_eq!(slugs(&body), expected, "{text}");
        assert_eq!(body["result"]["total"], expected.len(), "{text}");
    }
    // The index follows an edited destination and a deleted link.
    app.app
        .store
        .update_link(&cafe, None, Some("https://e.com/tea"), now + 1)
        .await
        .expect("update");
    let (_, body) = owner.get(&search("café")).await;
    assert_eq!(slugs(&body), Vec::<String>::new());
    let (_, body) = owner.get(&search("e.com/tea")).await;
    assert_eq!(slugs(&body), vec!["cafe"]);
    app.app
        .store
        .update_link(&cafe, Some("renamed"), None, now + 2)
        .await
        .expect("rename");
    let (_, body) = owner.get(&search("RENAMED")).await;
    assert_eq!(slugs(&body), vec!["renamed"]);
    let scope = linkhop::domain::accounts::LinkScope::All;
    app.app
        .store
        .delete_links_in_scope(std::slice::from_ref(&cafe), &scope)
        .await
        .expect("delete");
    let (_, body) = owner.get(&search("e.com/tea")).await;
    assert_eq!(body["result"]["total"], 0);
}

fn urlencode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
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

#[tokio::test]
async fn single_link_and_public_resolve() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let link = owner.create_link("Docs", "https://example.com/docs").await;
    let id = link["id"].as_str().unwrap_or("");
    let (status, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "result"]);
    assert_eq!(body["result"], link);
    assert_error(
        &standard.get(&format!("/api/link/single?id={id}")).await,
        404,
        NO_SUCH_LINK,
    );
    assert_error(
        &owner.get("/api/link/single?id=nope").await,
        404,
        NO_SUCH_LINK,
    );
    assert_error(&owner.get("/api/link/single?id=").await, 404, NO_SUCH_LINK);
    assert_error(
        &owner
            .get(&format!("/api/link/single?id={}", id.to_uppercase()))
            .await,
        404,
        NO_SUCH_LINK,
    );
    assert_error(
        &app.anonymous()
            .get(&format!("/api/link/single?id={id}"))
            .await,
        401,
        "No cookie token provided",
    );
    // Resolve.
    let anonymous = app.anonymous();
    let (status, body) = anonymous.get("/api/link?slug=Docs").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"success": true, "result": {"destination": "https://example.com/docs"}})
    );
    for slug in ["docs", "DOCS", "", "Docs/", "nope"] {
        assert_error(
            &anonymous
                .get(&format!("/api/link?slug={}", urlencode(slug)))
                .await,
            404,
            "invalid link",
        );
    }
    insert_link(&app, "imported/path", "https://example.com/imported", None).await;
    let (status, body) = anonymous.get("/api/link?slug=imported%2Fpath").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body["result"]["destination"],
        "https://example.com/imported"
    );
    app.flush_visits().await;
    let (_, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(body["result"]["visits"], 1);
    // Reading the link counts nothing.
    app.flush_visits().await;
    let (_, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(body["result"]["visits"], 1);
}

#[tokio::test]
async fn create_with_custom_and_random_slugs() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "My_link.v-1", "destination": "https://example.com/ü?a=1"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(keys(&body), vec!["success", "result"]);
    let link = &body["result"];
    assert_eq!(keys(link), LINK_VIEW.to_vec());
    assert_eq!(link["slug"], "My_link.v-1");
    assert_eq!(link["destination"], "https://example.com/ü?a=1");
    assert_eq!(link["author"], owner.id());
    assert_eq!(link["account"], owner.username());
    assert_eq!(link["visits"], 0);
    assert_eq!(link["creationDate"], link["modifiedDate"]);
    let date = link["creationDate"].as_str().unwrap_or("");
    assert_eq!(date.len(), 24, "{date}");
    assert!(date.ends_with('Z') && date.as_bytes()[19] == b'.');
    let id = link["id"].as_str().unwrap_or("");
    assert!(uuid::Uuid::parse_str(id).is_ok() && id == id.to_lowercase());
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/My_link.v-1")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::FOUND);
    for body in [
        json!({"destination": "https://example.com/r1"}),
        json!({"destination": "https://example.com/r2", "slug": ""}),
        json!({"destination": "https://example.com/r3", "slug": null}),
    ] {
        let (status, answer) = owner.post("/api/link", body).await;
        assert_eq!(status, StatusCode::OK);
        let slug = answer["result"]["slug"].as_str().unwrap_or("");
        assert_eq!(slug.len(), 8, "{slug}");
        assert!(slug.bytes().all(|b| b.is_ascii_alphanumeric()), "{slug}");
    }
}

#[tokio::test]
async fn random_slugs_follow_url_length_and_url_set() {
    let app = TestApp::spawn_with(|s: &mut Settings| {
        s.url_length = 30;
        s.url_set = SlugAlphabet::Lower;
    })
    .await;
    let owner = app.owner().await;
    for n in 0..5 {
        let (status, answer) = owner
            .post(
                "/api/link",
                json!({"destination": format!("https://example.com/{n}")}),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let slug = answer["result"]["slug"].as_str().unwrap_or("");
        assert_eq!(slug.len(), 30);
        assert!(slug.bytes().all(|b| b.is_ascii_lowercase()), "{slug}");
    }
    let tiny = TestApp::spawn_with(|s: &mut Settings| {
        s.url_length = 1;
        s.url_set = SlugAlphabet::Lower;
    })
    .await;
    let owner = tiny.owner().await;
    // Take all 26 one-letter slugs, then a random draw must give up.
    for letter in b'a'..=b'z' {
        insert_link(&tiny, &(letter as char).to_string(), "https://e.com/", None).await;
    }
    let before = snapshot(&tiny).await;
    assert_error(
        &owner
            .post("/api/link", json!({"destination": "https://example.com/"}))
            .await,
        409,
        "Could not generate a unique slug, please try again",
    );
    assert_eq!(before, snapshot(&tiny).await);
}

#[tokio::test]
async fn create_refusals_in_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner
        .create_link("taken", "https://example.com/taken")
        .await;
    let before = snapshot(&app).await;
    let long_destination = format!("https://example.com/{}", "a".repeat(4100));
    for destination in [
        "javascript:alert(1)",
        "data:text/html,x",
        "file:///etc/passwd",
        "ftp://example.com/",
        "//example.com/",
        "example.com",
        "https://",
        "http:///path",
        "https://exa mple.com/",
        "https://example.com/\n",
        "https://example.com/\u{7}",
        " https://example.com/",
        "",
        long_destination.as_str(),
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": destination, "slug": ".bad"}),
                )
                .await,
            422,
            BAD_DESTINATION,
        );
    }
    let long_slug = "a".repeat(101);
    for slug in [
        ".hidden",
        "a b",
        "a/b",
        "ü",
        "a?b",
        "a#b",
        "a%20b",
        "a+b",
        long_slug.as_str(),
        " x",
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": "https://example.com/", "slug": slug}),
                )
                .await,
            422,
            INVALID_SLUG,
        );
    }
    for slug in [
        "api",
        "API",
        "dash",
        "DASH",
        "Dash",
        "assets",
        "favicon.ico",
        "FAVICON.ICO",
        "robots.txt",
        "index.html",
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": "https://example.com/", "slug": slug}),
                )
                .await,
            422,
            RESERVED,
        );
    }
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/", "slug": "taken"}),
            )
            .await,
        409,
        SLUG_TAKEN,
    );
    assert_eq!(before, snapshot(&app).await);
    // Reserved words are only reserved as whole slugs.
    for slug in [
        "apix",
        "dashboard",
        "assets2",
        "x.api",
        "a".repeat(100).as_str(),
    ] {
        let (status, body) = owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/", "slug": slug}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{slug}: {body}");
    }
    // Slugs are case-sensitive.
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/", "slug": "TAKEN"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn unique_destinations_when_configured() {
    let app = TestApp::spawn_with(|s: &mut Settings| s.url_only_unique = true).await;
    let owner = app.owner().await;
    owner.create_link("one", "https://example.com/one").await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/one", "slug": "two"}),
            )
            .await,
        409,
        DESTINATION_TAKEN,
    );
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/one"}),
            )
            .await,
        409,
        DESTINATION_TAKEN,
    );
    // The slug conflict is reported first.
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/one", "slug": "one"}),
            )
            .await,
        409,
        SLUG_TAKEN,
    );
    assert_eq!(before, snapshot(&app).await);
    // Exact match only.
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/ONE", "slug": "two"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Without the setting, duplicates are fine.
    let free = TestApp::spawn().await;
    let owner = free.owner().await;
    owner.create_link("one", "https://example.com/one").await;
    owner.create_link("two", "https://example.com/one").await;
}

#[tokio::test]
async fn concurrent_duplicate_slugs_get_one_409_never_a_500() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let with_secret = owner.with_secret().await;
    for round in 0..5 {
        let slug = format!("race{round}");
        let body = json!({"destination": "https://example.com/", "slug": slug});
        let (a, b, c) = tokio::join!(
            owner.post("/api/link", body.clone()),
            with_secret.post("/api/link", body.clone()),
            owner.post("/api/link", body.clone())
        );
        let answers = [a, b, c];
        let ok = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
        assert_eq!(ok, 1, "{answers:?}");
        for answer in answers.iter().filter(|(s, _)| *s != StatusCode::OK) {
            assert_error(answer, 409, SLUG_TAKEN);
        }
    }
}

#[tokio::test]
async fn edit_checks_in_order_and_keeps_history() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let link = standard
        .create_link("mine", "https://example.com/mine")
        .await;
    let id = link["id"].as_str().unwrap_or("").to_owned();
    owner
        .create_link("other", "https://example.com/other")
        .await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .patch("/api/link", json!({"id": "nope", "destination": "bad"}))
            .await,
        404,
        NO_SUCH_LINK,
    );
    let owners = owner.create_link("owners", "https://example.com/o").await;
    let before_owners = snapshot(&app).await;
    assert_error(
        &standard
            .patch(
                "/api/link",
                json!({"id": owners["id"], "destination": "bad", "slug": ".x"}),
            )
            .await,
        403,
        "You do not have the permissions to edit this link",
    );
    assert_eq!(before_owners, snapshot(&app).await);
    for (body, status, message) in [
        (
            json!({"id": id, "destination": "bad", "slug": ".x"}),
            422,
            BAD_DESTINATION,
        ),
        (
            json!({"id": id, "destination": "", "slug": "other"}),
            422,
            BAD_DESTINATION,
        ),
        (json!({"id": id, "slug": ""}), 422, INVALID_SLUG),
        (
            json!({"id": id, "slug": ".x", "destination": "https://ok.example/"}),
            422,
            INVALID_SLUG,
        ),
        (json!({"id": id, "slug": "a/b"}), 422, INVALID_SLUG),
        (json!({"id": id, "slug": "api"}), 422, RESERVED),
        (json!({"id": id, "slug": "Dash"}), 422, RESERVED),
        (json!({"id": id, "slug": "other"}), 409, SLUG_TAKEN),
    ] {
        assert_error(&standard.patch("/api/link", body).await, status, message);
    }
    assert_eq!(before_owners, snapshot(&app).await);
    let _ = before;
    // A successful edit changes only slug, destination and modifiedDate.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let (status, body) = owner
        .patch(
            "/api/link",
            json!({"id": id, "slug": "renamed", "destination": "https://example.com/new",
                   "author": owner.id(), "visits": 99, "creationDate": "2020-01-01T00:00:00.000Z"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let edited = &body["result"];
    assert_eq!(edited["slug"], "renamed");
    assert_eq!(edited["destination"], "https://example.com/new");
    assert_eq!(edited["author"], standard.id());
    assert_eq!(edited["account"], standard.username());
    assert_eq!(edited["creationDate"], link["creationDate"]);
    assert_eq!(edited["visits"], 0);
    assert!(edited["modifiedDate"].as_str() > link["modifiedDate"].as_str());
    let old = app
        .anonymous()
        .request(reqwest::Method::GET, "/mine")
        .send()
        .await
        .expect("request");
    assert_eq!(old.status(), StatusCode::NOT_FOUND);
    assert_error(
        &app.anonymous().get("/api/link?slug=mine").await,
        404,
        "invalid link",
    );
    let new = app
        .anonymous()
        .request(reqwest::Method::GET, "/renamed")
        .send()
        .await
        .expect("request");
    assert_eq!(new.headers()["location"], "https://example.com/new");
    // Absent or null fields stay; the slug may be sent unchanged.
    for body in [
        json!({"id": id}),
        json!({"id": id, "slug": null, "destination": null}),
        json!({"id": id, "slug": "renamed"}),
    ] {
        let (status, answer) = standard.patch("/api/link", body).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["result"]["slug"], "renamed");
        assert_eq!(answer["result"]["destination"], "https://example.com/new");
    }
}

#[tokio::test]
async fn an_unchanged_imported_slug_is_not_rechecked() {
    let app = TestApp::spawn_with(|s: &mut Settings| s.url_only_unique = true).await;
    let owner = app.owner().await;
    let id = insert_link(
        &app,
        "old/imported slug",
        "https://example.com/1",
        Some(owner.id()),
    )
    .await;
    owner.create_link("second", "https://example.com/2").await;
    let (status, body) = owner
        .patch(
            "/api/link",
            json!({"id": id, "slug": "old/imported slug", "destination": "https://example.com/1b"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/old/imported%20slug")
        .send()
        .await
        .expect("request");
    assert_eq!(response.headers()["location"], "https://example.com/1b");
    // Its own destination is not a conflict; another link's is.
    let (status, _) = owner
        .patch(
            "/api/link",
            json!({"id": id, "destination": "https://example.com/1b"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Let the visit above reach the database first.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    app.flush_visits().await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .patch(
                "/api/link",
                json!({"id": id, "destination": "https://example.com/2"}),
            )
            .await,
        409,
        DESTINATION_TAKEN,
    );
    assert_error(
        &owner
            .patch(
                "/api/link",
                json!({"id": id, "slug": "second", "destination": "https://example.com/2"}),
            )
            .await,
        409,
        SLUG_TAKEN,
    );
    assert_eq!(before, snapshot(&app).await);
}

#[tokio::test]
async fn delete_by_id_list_or_single_string() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let mut ids = Vec::new();
    for n in 0..5 {
        let link = standard
            .create_link(&format!("d{n}"), "https://example.com/")
            .await;
        ids.push(link["id"].as_str().unwrap_or("").to_owned());
    }
    let owners = owner.create_link("keep", "https://example.com/").await;
    let (status, body) = standard.delete("/api/link", json!({"ids": ids[0]})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"success": true, "result": {"deleted": 1}}));
    let (_, body) = standard
        .delete(
            "/api/link",
            json!({"ids": [ids[1], ids[2], ids[2], "unknown", ids[0]]}),
        )
        .await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 2}}));
    let (_, body) = standard.delete("/api/link", json!({"ids": []})).await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 0}}));
    let (_, body) = standard
        .delete("/api/link", json!({"ids": "unknown"}))
        .await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 0}}));
    let before = snapshot(&app).await;
    let too_many: Vec<String> = (0..1001).map(|n| format!("id{n}")).collect();
    assert_error(
        &standard.delete("/api/link", json!({"ids": too_many})).await,
        400,
        "Too many ids, the limit is 1000 per request",
    );
    assert_error(
        &standard.delete("/api/link", json!({"ids": [ids[3], owners["id"], ids[4]]})).await,
        403,
        "You do not have the permissions to delete some of or all of the selected links. No links were deleted",
    );
    assert_eq!(before, snapshot(&app).await);
    let (status, _) = app.anonymous().get("/api/link?slug=d3").await;
    assert_eq!(status, StatusCode::OK);
    let thousand: Vec<String> = (0..998)
        .map(|n| format!("id{n}"))
        .chain([ids[3].clone(), ids[4].clone()])
        .collect();
    let (_, body) = standard.delete("/api/link", json!({"ids": thousand})).await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 2}}));
    assert_error(
        &app.anonymous().get("/api/link?slug=d3").await,
        404,
        "invalid link",
    );
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/d4")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

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

#[tokio::test]
async fn concurrent_renames_to_one_slug_get_one_409_never_a_500() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for round in 0..5 {
        let a = owner
            .create_link(&format!("a{round}"), "https://example.com/a")
            .await;
        let b = owner
            .create_link(&format!("b{round}"), "https://example.com/b")
            .await;
        let target = format!("target{round}");
        let (first, second) = tokio::join!(
            owner.patch("/api/link", json!({"id": a["id"], "slug": target})),
            owner.patch("/api/link", json!({"id": b["id"], "slug": target}))
        );
        let answers = [first, second];
        assert_eq!(
            answers.iter().filter(|(s, _)| *s == StatusCode::OK).count(),
            1,
            "{answers:?}"
        );
        let refused = answers
            .iter()
            .find(|(s, _)| *s != StatusCode::OK)
            .expect("one refused");
        assert_error(refused, 409, SLUG_TAKEN);
    }
}
