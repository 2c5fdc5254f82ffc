//! Waiting passkey ceremonies: bounded per client, and a flood from some
//! networks never evicts another network's (issue 30, item 7).

use super::*;

#[tokio::test]
async fn waiting_ceremonies_are_bounded_per_client() {
    let app = spawn().await;
    let anonymous = app.anonymous();
    for _ in 0..25 {
        login_options(&anonymous, json!({})).await;
    }
    let waiting = app
        .app
        .store
        .count_passkey_ceremonies()
        .await
        .expect("count");
    assert_eq!(waiting, 10, "one client keeps at most 10 ceremonies");
}

/// Starts a passwordless ceremony as the client `address` (behind one
/// trusted proxy).
async fn login_options_from(client: &Actor, address: &str) -> (String, Value) {
    let response = client
        .request(reqwest::Method::POST, "/api/auth/passkeys/login/options")
        .header("x-forwarded-for", address)
        .json(&json!({}))
        .send()
        .await
        .expect("login options");
    let (status, answer) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    ceremony_of(&answer)
}

/// Issue 30 item 7: floods of anonymous login ceremonies, from one /24,
/// one /48 and many /24s of one attacker, evict the flood's own ceremonies
/// and never a real user's in another network.
#[tokio::test]
async fn a_flood_of_login_ceremonies_leaves_other_networks_theirs() {
    let app = TestApp::spawn_with(|s| {
        s.domain = Some(ORIGIN.to_owned());
        s.trust_proxy = 1;
    })
    .await;
    let owner = app.owner().await;
    let (mut passkey, _) = add_passkey(&owner, "Laptop").await;
    let browser = app.anonymous();
    let (ceremony, options) = login_options_from(&browser, "198.51.100.7").await;
    let store = &app.app.store;

    // Through the API: 30 addresses of one /24 and 12 of one /48, each
    // over its own cap of 10; each network keeps its quota of 100.
    let flooder = app.anonymous();
    for host in 1..=30 {
        for _ in 0..12 {
            login_options_from(&flooder, &format!("203.0.113.{host}")).await;
        }
    }
    for host in 1..=12 {
        for _ in 0..10 {
            login_options_from(&flooder, &format!("2001:db8:7:{host}::1")).await;
        }
    }
    assert_eq!(
        store.count_passkey_ceremonies().await.expect("count"),
        1 + 100 + 100
    );

    // The whole table, scaled down to 300 rows with the real per-address
    // and per-network caps: 2,400 ceremonies from all 256 addresses of one
    // /24, then 2,400 from 240 /24s of one attacker, each after the user's.
    let caps = CeremonyCaps {
        per_client: 10,
        per_network: 100,
        total: 300,
    };
    let now = linkhop::domain::time::now_millis();
    let flood = |client: String, network: String, n: i64| async move {
        let id = format!("flood-{client}-{n}");
        store
            .insert_passkey_ceremony(
                &NewCeremony {
                    id: &id,
                    kind: "passwordless",
                    account_id: None,
                    client: &client,
                    network: &network,
                    state: "{}",
                    created_at: now + n,
                    expires_at: now + 300_000,
                },
                caps,
            )
            .await
            .expect("flood ceremony");
    };
    for n in 0..2_400 {
        let host = n % 256;
        flood(
            format!("192.0.2.{host}"),
            "192.0.2.0/24".to_owned(),
            i64::from(n),
        )
        .await;
    }
    for n in 0..2_400 {
        let net = n % 240;
        flood(
            format!("10.{}.{}.9", net / 16, net % 16),
            format!("10.{}.{}.0/24", net / 16, net % 16),
            i64::from(2_400 + n),
        )
        .await;
    }
    assert_eq!(store.count_passkey_ceremonies().await.expect("count"), 300);

    // The user's ceremony, older than every flooding one, still completes.
    let (status, body) = finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["username"], owner.username());
}
