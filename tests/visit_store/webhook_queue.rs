//! The webhook delivery queue's attempts (docs/webhooks.md): results that
//! finish together are written in one transaction, each only while its
//! delivery is still under the claim it was sent with.

use crate::Db;
use linkhop::store::{AttemptResult, NewDelivery};

fn delivery(n: i64) -> NewDelivery {
    NewDelivery {
        message_id: format!("msg_{n}"),
        webhook_id: "hook".into(),
        account_id: "acc".into(),
        event: "visit".into(),
        order_key: None,
        payload: format!(r#"{{"n":{n}}}"#),
        created_at: 1,
    }
}

fn ended<'a>(seq: i64, claim: &'a str, state: &'a str) -> AttemptResult<'a> {
    AttemptResult {
        seq,
        claim,
        state,
        next_attempt_at: 20,
        status: Some(200),
        body: Some("ok"),
        error: None,
        at: 20,
    }
}

#[tokio::test]
async fn attempts_finish_together_each_under_its_own_claim() {
    let db = Db::new().await;
    db.exec(
        "INSERT INTO accounts (id, username, email, password_hash, role, created_at) \
         VALUES ('acc', 'owner', 'owner@example.com', 'x', 'owner', 0); \
         INSERT INTO webhooks (id, account_id, url, events, filters, secret, created_at, updated_at) \
         VALUES ('hook', 'acc', 'https://hooks.example.com/', 'visit', '{}', \
         'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 0, 0);",
    )
    .await;
    let queued = db
        .store
        .queue_deliveries(&[delivery(1), delivery(2), delivery(3)], 100)
        .await
        .expect("queue");
    assert_eq!(queued.queued, 3);
    let claimed = db
        .store
        .claim_deliveries(10, 60_000, "claim-a", 10)
        .await
        .expect("claim");
    let bodies: Vec<&str> = claimed.iter().map(|d| d.payload.as_str()).collect();
    assert_eq!(bodies, [r#"{"n":1}"#, r#"{"n":2}"#, r#"{"n":3}"#]);

    // The second was sent under a claim it no longer has: not written.
    let written = db
        .store
        .finish_attempts(&[
            ended(claimed[0].seq, "claim-a", "delivered"),
            ended(claimed[1].seq, "claim-b", "delivered"),
            ended(claimed[2].seq, "claim-a", "failed"),
        ])
        .await
        .expect("finish");
    assert_eq!(written, [true, false, true]);
    let log = db
        .store
        .list_deliveries("hook", None, 10)
        .await
        .expect("log");
    let states: Vec<(&str, &str, i32)> = log
        .iter()
        .map(|d| (d.message_id.as_str(), d.state.as_str(), d.attempts))
        .collect();
    assert_eq!(
        states,
        [
            ("msg_3", "failed", 1),
            ("msg_2", "pending", 0),
            ("msg_1", "delivered", 1)
        ]
    );
    // Given up: the webhook is marked failing in the same transaction.
    assert_eq!(
        db.int("SELECT COUNT(*) FROM webhooks WHERE failing_since = 20")
            .await,
        1
    );
}
