//! The list's search: a literal, case-insensitive substring that follows
//! every write (api.md §5.3).

use super::{slugs, SORT_FIELDS};
use crate::db::insert_link_at;
use crate::helpers::{urlencode, TestApp};
use reqwest::StatusCode;

/// The list sorted by slug, searched for `text`.
fn by_slug(text: &str) -> String {
    format!(
        "/api/link/list?sortField=slug&sortType=1&search={}",
        urlencode(text)
    )
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
        insert_link_at(&app, slug, destination, me, now, now, 0).await;
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
        let (status, body) = owner.get(&by_slug(search)).await;
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
    let cafe = insert_link_at(&app, "cafe", "https://e.com/café-Über", me, now, now, 0).await;
    insert_link_at(&app, "pct50", "https://e.com/50%25off", me, now, now, 0).await;
    insert_link_at(&app, "Xy", "https://e.com/plain", me, now, now, 0).await;
    let search = by_slug;
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
        .update_link(&cafe, None, Some("https://e.com/tea"), None, now + 1)
        .await
        .expect("update");
    let (_, body) = owner.get(&search("café")).await;
    assert_eq!(slugs(&body), Vec::<String>::new());
    let (_, body) = owner.get(&search("e.com/tea")).await;
    assert_eq!(slugs(&body), vec!["cafe"]);
    app.app
        .store
        .update_link(&cafe, Some("renamed"), None, None, now + 2)
        .await
        .expect("rename");
    let (_, body) = owner.get(&search("RENAMED")).await;
    assert_eq!(slugs(&body), vec!["renamed"]);
    let scope = linkhop::domain::accounts::LinkScope::All;
    app.app
        .store
        .delete_links_in_scope(
            std::slice::from_ref(&cafe),
            &scope,
            &linkhop::store::Change {
                actor: &linkhop::domain::link_history::Actor::command_line(),
                at: now + 3,
                action: linkhop::domain::link_history::HistoryAction::Deleted,
            },
        )
        .await
        .expect("delete");
    let (_, body) = owner.get(&search("e.com/tea")).await;
    assert_eq!(body["result"]["total"], 0);
}

/// On SQLite the search index only narrows the candidates by the search
/// text's trigrams, in any order and at most 24 of them; the substring
/// test decides. Links that hold every trigram but not the text, or that
/// share a long text's first 24 trigrams, are not found.
#[tokio::test]
async fn links_with_the_trigrams_but_not_the_text_are_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let me = Some(owner.id());
    let now = linkhop::domain::time::now_millis();
    let long = "https://long.example/the-quick-brown-fox-jumps-over";
    for (slug, destination) in [
        ("whole", "https://e.com/xabcdx"),
        ("apart", "https://e.com/abc-bcd"),
        ("reversed", "https://e.com/bcdabc"),
        ("repeats", "https://e.com/aaaaaa"),
        ("three", "https://e.com/aaa"),
        ("long", long),
        (
            "long-other",
            "https://long.example/the-quick-brown-fox-sleeps",
        ),
    ] {
        insert_link_at(&app, slug, destination, me, now, now, 0).await;
    }
    for (search, expected) in [
        ("abcd", vec!["whole"]),
        ("ABCD", vec!["whole"]),
        ("bcda", vec!["reversed"]),
        ("aaaaa", vec!["repeats"]),
        ("aaa", vec!["repeats", "three"]),
        (long, vec!["long"]),
        ("-fox-", vec!["long", "long-other"]),
    ] {
        let (status, body) = owner.get(&by_slug(search)).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(slugs(&body), expected, "{search}");
    }
}

/// A search's pages, in every sort and both directions, hold the links the
/// whole list holds in that order, less the ones that do not match: the
/// search sorts only its matches' keys, then reads each page's links.
#[tokio::test]
async fn searched_pages_follow_every_sort_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let me = Some(owner.id());
    let mut matching = std::collections::HashSet::new();
    for n in 0..24_i64 {
        let slug = format!("s{n:02}");
        // Every third link matches; dates and visits repeat, so ties are
        // broken by id as in the whole list.
        let destination = if n % 3 == 0 {
            matching.insert(slug.clone());
            format!("https://e.com/Sale/{}", 24 - n)
        } else {
            format!("https://e.com/other/{n}")
        };
        insert_link_at(&app, &slug, &destination, me, n % 5, n % 4, n % 3 + n % 2).await;
    }
    for field in SORT_FIELDS {
        for direction in ["1", "-1"] {
            let sort = format!("sortField={field}&sortType={direction}");
            let (status, all) = owner
                .get(&format!("/api/link/list?{sort}&pagesize=100"))
                .await;
            assert_eq!(status, StatusCode::OK, "{all}");
            let expected: Vec<String> = slugs(&all)
                .into_iter()
                .filter(|slug| matching.contains(slug))
                .collect();
            assert_eq!(expected.len(), 8, "{sort}");
            let mut found = Vec::new();
            for page in 0..3 {
                let (status, body) = owner
                    .get(&format!(
                        "/api/link/list?{sort}&pagesize=3&page={page}&search=sale/"
                    ))
                    .await;
                assert_eq!(status, StatusCode::OK, "{body}");
                assert_eq!(body["result"]["total"], 8, "{sort}");
                found.extend(slugs(&body));
            }
            assert_eq!(found, expected, "{sort}");
        }
    }
}
