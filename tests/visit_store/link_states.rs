//! The link list's `state` filter (SQL, `store/link_list.rs`) held against
//! the domain's one state rule (`Lifetime::state_at`): for a table of
//! links, every filter lists exactly the links the rule puts in its state.

use crate::Db;
use linkhop::domain::accounts::LinkScope;
use linkhop::domain::link_controls::LinkControls;
use linkhop::domain::link_state::{Lifetime, LinkState};
use linkhop::store::{LinkQuery, LinkRecord, LinkSort, NewLink};

const NOW: i64 = 1_800_000_000_000;

/// (id, valid_from, expires_at, max_visits, used_visits)
type Case = (&'static str, Option<i64>, Option<i64>, Option<i64>, i64);

const CASES: &[Case] = &[
    ("plain", None, None, None, 0),
    ("starts-later", Some(NOW + 1), None, None, 0),
    ("starts-now", Some(NOW), None, None, 0),
    ("started", Some(NOW - 1), Some(NOW + 1), None, 0),
    ("expires-now", None, Some(NOW), None, 0),
    ("expires-later", None, Some(NOW + 1), None, 0),
    ("expired", Some(NOW - 10), Some(NOW - 1), None, 0),
    ("limit-left", None, None, Some(3), 2),
    ("limit-reached", None, None, Some(3), 3),
    ("limit-passed", None, None, Some(3), 5),
    ("later-and-used-up", Some(NOW + 1), None, Some(1), 1),
    ("later-and-expired", Some(NOW + 1), Some(NOW - 1), None, 0),
    ("used-up-and-expired", None, Some(NOW - 1), Some(1), 1),
];

fn query(state: Option<LinkState>) -> LinkQuery {
    LinkQuery {
        scope: LinkScope::All,
        domain_id: None,
        team: None,
        author: None,
        search: None,
        tags: Vec::new(),
        all_tags: false,
        state: state.map(Into::into),
        campaign: None,
        now: NOW,
        sort: LinkSort::Id,
        descending: false,
        offset: 0,
        limit: 100,
    }
}

fn ids(links: &[LinkRecord]) -> Vec<String> {
    links.iter().map(|link| link.id.clone()).collect()
}

#[tokio::test]
async fn the_state_filter_lists_what_the_state_rule_says() {
    let db = Db::new().await;
    for (id, valid_from, expires_at, max_visits, used_visits) in CASES {
        let controls = LinkControls {
            valid_from: *valid_from,
            expires_at: *expires_at,
            max_visits: *max_visits,
            ..LinkControls::default()
        };
        let link = NewLink {
            id,
            domain_id: "default",
            slug: id,
            destination: "https://example.com/",
            author: None,
            team_id: None,
            creation_date: 0,
            modified_date: 0,
            visits: 0,
            public_stats: false,
        };
        db.store
            .insert_controlled_link(
                &link,
                &controls,
                &linkhop::store::Change {
                    actor: &linkhop::domain::link_history::Actor::command_line(),
                    at: 0,
                    action: linkhop::domain::link_history::HistoryAction::Created,
                },
            )
            .await
            .expect("insert");
        db.exec(&format!(
            "UPDATE links SET used_visits = {used_visits} WHERE id = '{id}'"
        ))
        .await;
    }
    let (_, all) = db.store.list_links(&query(None)).await.expect("list");
    assert_eq!(all.len(), CASES.len());
    for state in LinkState::ALL {
        let expected: Vec<&LinkRecord> = all
            .iter()
            .filter(|link| {
                Lifetime::of(
                    link.valid_from,
                    link.expires_at,
                    link.max_visits,
                    link.used_visits,
                )
                .state_at(NOW)
                    == state
            })
            .collect();
        assert!(!expected.is_empty(), "no case is {state:?}");
        let (total, listed) = db
            .store
            .list_links(&query(Some(state)))
            .await
            .expect("list");
        let expected: Vec<String> = expected.iter().map(|link| link.id.clone()).collect();
        assert_eq!(ids(&listed), expected, "{state:?}");
        assert_eq!(total, expected.len() as i64, "{state:?}");
    }
}
