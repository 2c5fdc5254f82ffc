//! Single sign-on against a real OpenID provider: `sso-provider` on Node
//! (tests/oidc/provider.mjs, installed by scripts/setup.sh --test), started
//! per test. A "browser" here is an HTTP client with a cookie jar that
//! follows the provider's redirects and submits its login form, as a person
//! would, and stops at Linkhop's callback.

mod link;
mod login;
mod next_path;
mod password_only;
mod refusals;
mod roles;

use crate::helpers::{read_json, Actor, TestApp};
use linkhop::config::SsoSettings;
use reqwest::{header, Client, StatusCode};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// The public origin the tests give Linkhop: the provider redirects there,
/// and the test sends the callback to the real address instead.
pub const DOMAIN: &str = "http://linkhop.test";
pub const CLIENT_ID: &str = "linkhop";
pub const CLIENT_SECRET: &str = "a-long-client-secret-for-tests";

/// A running `sso-provider`, stopped on drop.
pub struct Provider {
    pub issuer: String,
    child: Child,
}

impl Drop for Provider {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Provider {
    pub fn start() -> Self {
        Self::start_with(&[])
    }

    /// Starts the provider with extra environment (`ID_TOKEN_TTL`, …).
    pub fn start_with(env: &[(&str, &str)]) -> Self {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oidc");
        assert!(
            dir.join("node_modules/oidc-provider").is_dir(),
            "tests/oidc/node_modules is missing: run scripts/setup.sh --test (npm ci in tests/oidc)"
        );
        let mut child = Command::new("node")
            .arg("provider.mjs")
            .current_dir(&dir)
            .env("CLIENT_ID", CLIENT_ID)
            .env("CLIENT_SECRET", CLIENT_SECRET)
            .env("REDIRECT_URI", format!("{DOMAIN}/api/auth/oidc/callback"))
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("node runs tests/oidc/provider.mjs");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the provider's first line");
        let ready: Value = serde_json::from_str(&line)
            .unwrap_or_else(|_| panic!("the provider did not start: {line:?}"));
        Self {
            issuer: ready["issuer"].as_str().expect("issuer").to_owned(),
            child,
        }
    }

    /// Linkhop's settings for this provider: accounts created, `admins`
    /// members are admins.
    pub fn settings(&self) -> SsoSettings {
        SsoSettings {
            issuer: self.issuer.clone(),
            client_id: CLIENT_ID.into(),
            client_secret: Some(CLIENT_SECRET.into()),
            name: "TestID".into(),
            create_accounts: true,
            role_claim: vec!["groups".into()],
            admin_groups: vec!["admins".into()],
            only: false,
            redirect_uri: format!("{DOMAIN}/api/auth/oidc/callback"),
        }
    }
}

/// A Linkhop server using `provider`, its settings changed by `configure`.
pub async fn app_with(provider: &Provider, configure: impl FnOnce(&mut SsoSettings)) -> TestApp {
    let mut sso = provider.settings();
    configure(&mut sso);
    TestApp::spawn_with(move |settings| {
        settings.domain = Some(DOMAIN.into());
        settings.sso = Some(sso);
    })
    .await
}

/// Who logs in at the provider's form.
#[derive(Clone, Copy, Default)]
pub struct User<'a> {
    pub login: &'a str,
    /// Comma-separated groups.
    pub groups: &'a str,
    /// `None`: `<login>@example.test`; `Some("none")`: no e-mail claim.
    pub email: Option<&'a str>,
    /// `None`: `sub-<login>`.
    pub sub: Option<&'a str>,
}

pub fn user(login: &str) -> User<'_> {
    User {
        login,
        ..User::default()
    }
}

/// One browser: a cookie jar for Linkhop and the provider.
pub struct Browser {
    pub client: Client,
    pub base: String,
}

impl Browser {
    pub fn new(app: &TestApp) -> Self {
        Self {
            client: Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .expect("client"),
            base: app.base.clone(),
        }
    }

    /// The API actor behind this browser's cookies.
    pub fn actor(&self) -> Actor {
        Actor {
            base: self.base.clone(),
            client: self.client.clone(),
            account: Value::Null,
            secret: None,
        }
    }

    /// `GET /api/auth/oidc/login`: the provider's authorization URL.
    pub async fn start(&self) -> String {
        let response = self
            .client
            .get(format!("{}/api/auth/oidc/login", self.base))
            .header(header::ACCEPT, "text/html")
            .send()
            .await
            .expect("start");
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        location(&response)
    }

    /// Logs `user` in at the provider, starting from `url`; returns the
    /// callback URL the provider sends the browser to (on DOMAIN).
    pub async fn at_provider(&self, url: &str, user: User<'_>) -> String {
        self.through_provider(url, Some(user)).await
    }

    /// Cancels at the provider's form.
    pub async fn cancel_at_provider(&self, url: &str) -> String {
        self.through_provider(url, None).await
    }

    async fn through_provider(&self, url: &str, user: Option<User<'_>>) -> String {
        let mut url = url.to_owned();
        let mut submitted = false;
        for _ in 0..12 {
            if url.starts_with(DOMAIN) {
                return url;
            }
            let response = self.client.get(&url).send().await.expect("provider");
            if response.status().is_redirection() {
                url = absolute(&url, &location(&response));
                continue;
            }
            assert_eq!(response.status(), StatusCode::OK, "{url}");
            assert!(!submitted, "the provider showed its form twice");
            submitted = true;
            let form_url = url.clone();
            let response = match user {
                Some(user) => {
                    let mut form = vec![
                        ("login", user.login.to_owned()),
                        ("groups", user.groups.to_owned()),
                    ];
                    if let Some(email) = user.email {
                        form.push(("email", email.to_owned()));
                    }
                    if let Some(sub) = user.sub {
                        form.push(("sub", sub.to_owned()));
                    }
                    self.client
                        .post(format!("{form_url}/login"))
                        .form(&form)
                        .send()
                        .await
                }
                None => self.client.post(format!("{form_url}/abort")).send().await,
            }
            .expect("form");
            assert!(response.status().is_redirection(), "{}", response.status());
            url = absolute(&url, &location(&response));
        }
        panic!("the provider never sent the browser back: {url}");
    }

    /// Sends the callback URL (on DOMAIN) to the real server, asking for
    /// JSON; returns the answer and its Set-Cookie values.
    pub async fn callback(&self, callback_url: &str) -> (StatusCode, Value, Vec<String>) {
        let response = self
            .client
            .get(callback_url.replacen(DOMAIN, &self.base, 1))
            .header(header::ACCEPT, "application/json")
            .send()
            .await
            .expect("callback");
        let cookies = crate::helpers::set_cookies(&response);
        let (status, body) = read_json(response).await;
        (status, body, cookies)
    }

    /// The whole login: start, provider form, callback.
    pub async fn sign_in(&self, user: User<'_>) -> (StatusCode, Value) {
        let url = self.start().await;
        let callback = self.at_provider(&url, user).await;
        let (status, body, _) = self.callback(&callback).await;
        (status, body)
    }
}

pub fn location(response: &reqwest::Response) -> String {
    response
        .headers()
        .get(header::LOCATION)
        .and_then(|v| v.to_str().ok())
        .expect("Location")
        .to_owned()
}

/// `location` resolved against `base` (the provider answers with paths).
fn absolute(base: &str, location: &str) -> String {
    url::Url::parse(base)
        .and_then(|b| b.join(location))
        .map(|u| u.to_string())
        .expect("URL")
}
