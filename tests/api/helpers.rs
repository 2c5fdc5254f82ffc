//! `TestApp`: a running server on a fresh database, and typed actors.

#![allow(dead_code)]

use linkhop::app::{serve, App, AppState};
use linkhop::config::Settings;
use linkhop::domain::accounts::Role;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::sync::oneshot;

use crate::test_database::TestDatabase;

pub const PASSWORD: &str = "Correct-Horse-9";

/// The keys of the account view, in order (api.md §4.1).
pub const ACCOUNT_VIEW: [&str; 11] = [
    "id",
    "username",
    "email",
    "role",
    "secret",
    "hasSecret",
    "twoFactorAuthentication",
    "totp",
    "allowAutomaticLogin",
    "disabled",
    "language",
];

/// `GET /api/auth/me` adds whether the two-factor policy holds the account back.
pub fn me_view(view: Vec<&'static str>) -> Vec<&'static str> {
    let mut view = view;
    view.push("twoFactorSetupRequired");
    view
}

/// The caller's own view of an account without a secret: `secret` is left
/// out, as Lynx does (api.md §20).
pub fn own_view_without_secret() -> Vec<&'static str> {
    ACCOUNT_VIEW
        .into_iter()
        .filter(|k| *k != "secret")
        .collect()
}

pub struct TestApp {
    pub app: AppState,
    pub base: String,
    pub dir: tempfile::TempDir,
    stop: Option<oneshot::Sender<()>>,
    server: Option<tokio::task::JoinHandle<()>>,
    usernames: AtomicUsize,
    /// Last, so that it is dropped after the server has been told to stop.
    database: TestDatabase,
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(|_| {}).await
    }

    /// Starts a server whose settings `configure` may change first.
    pub async fn spawn_with(configure: impl FnOnce(&mut Settings)) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let database = TestDatabase::create_migrated(dir.path()).await;
        let mut settings =
            Settings::defaults_with_database(&database.url, dir.path().to_path_buf());
        settings.listen = "127.0.0.1:0".parse().expect("address");
        settings.visit_flush_ms = 50;
        configure(&mut settings);
        Self::start(settings, dir, database).await
    }

    /// Starts a server on `database`, made by the caller in `dir` (e.g. a
    /// copy of an older release's database).
    pub async fn spawn_on(dir: tempfile::TempDir, database: TestDatabase) -> Self {
        let mut settings =
            Settings::defaults_with_database(&database.url, dir.path().to_path_buf());
        settings.listen = "127.0.0.1:0".parse().expect("address");
        settings.visit_flush_ms = 50;
        Self::start(settings, dir, database).await
    }

    async fn start(settings: Settings, dir: tempfile::TempDir, database: TestDatabase) -> Self {
        let app = App::start(settings).await.expect("app starts");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("address"));
        let (stop, stopped) = oneshot::channel::<()>();
        let server = tokio::spawn({
            let app = app.clone();
            async move {
                let _ = serve(app, listener, async {
                    let _ = stopped.await;
                })
                .await;
            }
        });
        Self {
            app,
            base,
            dir,
            stop: Some(stop),
            server: Some(server),
            usernames: AtomicUsize::new(0),
            database,
        }
    }

    /// Stops the server gracefully (flushing visit counts) and waits for it.
    pub async fn stop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(server) = self.server.take() {
            let _ = server.await;
        }
    }

    /// Stops the server and starts it again on the same database and data
    /// directory with settings `configure` changes (an operator's restart);
    /// actors made before it keep the old address, so make new ones.
    pub async fn restart_with(&mut self, configure: impl FnOnce(&mut Settings)) {
        self.stop().await;
        let mut settings = self.app.settings.clone();
        configure(&mut settings);
        let app = App::start(settings).await.expect("app restarts");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        self.base = format!("http://{}", listener.local_addr().expect("address"));
        let (stop, stopped) = oneshot::channel::<()>();
        self.server = Some(tokio::spawn({
            let app = app.clone();
            async move {
                let _ = serve(app, listener, async {
                    let _ = stopped.await;
                })
                .await;
            }
        }));
        self.stop = Some(stop);
        self.app = app;
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// A client with no cookies and no credentials.
    pub fn anonymous(&self) -> Actor {
        Actor {
            base: self.base.clone(),
            client: client(),
            account: Value::Null,
            secret: None,
        }
    }

    /// Registers (first account = owner) or creates an account with `role`,
    /// then logs in with a cookie session.
    pub async fn user(&self, role: Role) -> Actor {
        let n = self.usernames.fetch_add(1, Ordering::SeqCst);
        let username = format!("{}{}", role.as_str(), n);
        self.user_named(&username, role).await
    }

    pub async fn user_named(&self, username: &str, role: Role) -> Actor {
        let email = format!("{username}@example.com");
        let id =
            if role == Role::Owner && self.app.store.count_accounts().await.expect("count") == 0 {
                let (status, body) = self
                    .anonymous()
                    .post(
                        "/api/auth/register",
                        json!({"email": email, "username": username, "password": PASSWORD}),
                    )
                    .await;
                assert_eq!(status, StatusCode::OK, "{body}");
                body["result"]["id"].as_str().expect("id").to_owned()
            } else {
                assert!(role != Role::Owner, "an owner exists already");
                let id = uuid::Uuid::new_v4().to_string();
                crate::account_kit::insert_account_with_id(self, &id, username, role).await
            };
        let actor = self.login(username, PASSWORD).await;
        assert_eq!(actor.id(), id);
        actor
    }

    pub async fn owner(&self) -> Actor {
        self.user(Role::Owner).await
    }
    pub async fn admin(&self) -> Actor {
        self.user(Role::Admin).await
    }
    pub async fn standard_user(&self) -> Actor {
        self.user(Role::Standard).await
    }

    pub async fn login(&self, username: &str, password: &str) -> Actor {
        let actor = self.anonymous();
        let (status, body) = actor
            .post(
                "/api/auth/login",
                json!({"username": username, "password": password}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "login failed: {body}");
        Actor {
            account: body["result"].clone(),
            ..actor
        }
    }

    /// Writes buffered visit counts now.
    pub async fn flush_visits(&self) {
        self.app.visits.flush().await.expect("flush visits");
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

fn client() -> Client {
    Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client")
}

/// Someone calling the API: anonymous, or logged in with a cookie session;
/// `with_secret` switches to the account's API secret instead.
#[derive(Clone)]
pub struct Actor {
    pub base: String,
    pub client: Client,
    pub account: Value,
    pub secret: Option<String>,
}

impl Actor {
    pub fn id(&self) -> &str {
        self.account["id"].as_str().unwrap_or("")
    }

    pub fn username(&self) -> &str {
        self.account["username"].as_str().unwrap_or("")
    }

    /// Generates an API secret and returns an actor using it without cookies.
    pub async fn with_secret(&self) -> Actor {
        let (status, body) = self.post("/api/auth/newSecret", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let secret = body["result"]["secret"]
            .as_str()
            .expect("secret")
            .to_owned();
        Actor {
            base: self.base.clone(),
            client: client(),
            account: self.account.clone(),
            secret: Some(secret),
        }
    }

    pub fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        let builder = self
            .client
            .request(method, format!("{}{}", self.base, path));
        match &self.secret {
            Some(secret) => builder.header("Authorization", secret.as_str()),
            None => builder,
        }
    }

    pub async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut builder = self.request(method, path);
        if let Some(body) = body {
            builder = builder.json(&body);
        }
        let response = builder.send().await.expect("request");
        read_json(response).await
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        self.send(Method::GET, path, None).await
    }
    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(Method::POST, path, Some(body)).await
    }
    pub async fn patch(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(Method::PATCH, path, Some(body)).await
    }
    pub async fn delete(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(Method::DELETE, path, Some(body)).await
    }

    /// Creates a link and returns its view.
    pub async fn create_link(&self, slug: &str, destination: &str) -> Value {
        let (status, body) = self
            .post(
                "/api/link",
                json!({"slug": slug, "destination": destination}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["result"].clone()
    }
}

pub async fn read_json(response: reqwest::Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.expect("body");
    let value =
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON ({status}): {text}"));
    (status, value)
}

/// Asserts an error answer: status and exact message.
#[track_caller]
pub fn assert_error(answer: &(StatusCode, Value), status: u16, message: &str) {
    assert_eq!(answer.0.as_u16(), status, "{}", answer.1);
    assert_eq!(answer.1["success"], json!(false), "{}", answer.1);
    assert_eq!(answer.1["message"], json!(message), "{}", answer.1);
}

/// The keys of a JSON object in their order (none for anything else).
pub fn keys(value: &Value) -> Vec<String> {
    value
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// Every Set-Cookie value of an answer.
pub fn set_cookies(response: &reqwest::Response) -> Vec<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok().map(str::to_owned))
        .collect()
}

/// The first Set-Cookie value of an answer, empty when there is none.
pub fn set_cookie(response: &reqwest::Response) -> String {
    response
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned()
}

/// `value` encoded for a query string.
pub fn urlencode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// Asserts that exactly one of concurrent attempts succeeded and returns
/// the others, for the caller to check how they were refused.
#[track_caller]
pub fn refused_besides_one_success(answers: &[(StatusCode, Value)]) -> Vec<&(StatusCode, Value)> {
    let ok = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(ok, 1, "{answers:?}");
    answers
        .iter()
        .filter(|(s, _)| *s != StatusCode::OK)
        .collect()
}

/// Waits until background `job` has finished a run (they all run once at
/// start): a test that plants data the job would remove goes on after it.
pub async fn wait_for_job(app: &TestApp, job: linkhop::metrics::Job) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while app.app.metrics.job_runs(job) == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "{job:?} did not run within 30 s"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}
