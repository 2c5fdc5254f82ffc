//! The built binary as a child process for the reliability tests: started on
//! a given database, stopped with SIGKILL or SIGTERM, and measured through
//! /proc. Also a logged-in API client that authenticates with an API secret.

#![allow(dead_code)]

use crate::helpers::PASSWORD;
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// A knob from the environment (for longer runs by hand), or `default`.
/// Resident memory of process `pid` in KiB, 0 once it is gone (samplers
/// run while the process may stop).
pub fn rss_of_pid(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmRSS:"))
                .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        })
        .unwrap_or(0)
}

pub fn knob<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

pub struct Server {
    child: Child,
    pub base: String,
    pub pid: u32,
}

impl Server {
    /// Starts the binary on `database_url` with `env` added, and waits
    /// until it listens and `/api` answers. The port is picked free, then
    /// handed to the binary: another process can take it in between (the
    /// other engine's tests run beside these), so the listener must be the
    /// child's own, and a child that could not bind is started again on
    /// another port.
    pub async fn start(dir: &Path, database_url: &str, env: &[(&str, String)]) -> Server {
        for _attempt in 0..5 {
            if let Some(server) = Self::start_once(dir, database_url, env).await {
                return server;
            }
        }
        panic!("the server could not listen on a free port in five attempts");
    }

    async fn start_once(dir: &Path, database_url: &str, env: &[(&str, String)]) -> Option<Server> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("free port")
            .port();
        let mut command = Command::new(env!("CARGO_BIN_EXE_linkhop"));
        command
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DATA_DIR", dir.join("data"))
            .env("DATABASE_URL", database_url)
            .env("LISTEN", format!("127.0.0.1:{port}"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit());
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("spawn linkhop");
        let base = format!("http://127.0.0.1:{port}");
        let probe = Client::new();
        let started = Instant::now();
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                // Most likely the port was taken meanwhile: try another.
                eprintln!("server exited before listening ({status}); starting it again");
                return None;
            }
            if listens_on(child.id(), port) {
                if let Ok(response) = probe.get(format!("{base}/api")).send().await {
                    assert_eq!(response.status(), StatusCode::OK);
                    break;
                }
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "server did not start"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let pid = child.id();
        Some(Server { child, base, pid })
    }

    /// SIGKILL: no shutdown code runs at all.
    pub fn kill9(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reap");
    }

    /// SIGTERM, then waits for the exit (graceful stop).
    pub async fn terminate(&mut self) -> ExitStatus {
        let sent = Command::new("kill")
            .args(["-TERM", &self.pid.to_string()])
            .status()
            .expect("kill -TERM");
        assert!(sent.success());
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no exit after SIGTERM"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// A `/proc/<pid>/status` field in its unit (kB for memory).
    pub fn status_field(&self, name: &str) -> u64 {
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", self.pid)).expect("read status");
        status
            .lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(':'))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("no {name} in /proc/{}/status", self.pid))
    }

    pub fn rss_kib(&self) -> u64 {
        self.status_field("VmRSS")
    }

    pub fn threads(&self) -> u64 {
        self.status_field("Threads")
    }

    pub fn open_fds(&self) -> u64 {
        std::fs::read_dir(format!("/proc/{}/fd", self.pid))
            .expect("read fd dir")
            .count() as u64
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP client for `base` that authenticates with an API secret.
#[derive(Clone)]
pub struct ApiClient {
    pub client: Client,
    pub base: String,
    pub secret: String,
}

pub fn http_client() -> Client {
    Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(60))
        .build()
        .expect("http client")
}

impl ApiClient {
    /// Registers the owner `username` on a fresh server, logs in and
    /// creates an API secret.
    pub async fn register_owner(base: &str, username: &str) -> ApiClient {
        let cookies = Client::builder()
            .cookie_store(true)
            .build()
            .expect("client");
        let email = format!("{username}@example.com");
        let register = cookies
            .post(format!("{base}/api/auth/register"))
            .json(&json!({"email": email, "username": username, "password": PASSWORD}))
            .send()
            .await
            .expect("register");
        assert_eq!(register.status(), StatusCode::OK);
        let login = cookies
            .post(format!("{base}/api/auth/login"))
            .json(&json!({"username": username, "password": PASSWORD}))
            .send()
            .await
            .expect("login");
        assert_eq!(login.status(), StatusCode::OK);
        let secret: Value = cookies
            .post(format!("{base}/api/auth/newSecret"))
            .json(&json!({}))
            .send()
            .await
            .expect("new secret")
            .json()
            .await
            .expect("secret body");
        let secret = secret["result"]["secret"]
            .as_str()
            .expect("secret")
            .to_owned();
        ApiClient {
            client: http_client(),
            base: base.to_owned(),
            secret,
        }
    }

    /// The same credentials against another server address.
    pub fn at(&self, base: &str) -> ApiClient {
        ApiClient {
            client: http_client(),
            base: base.to_owned(),
            secret: self.secret.clone(),
        }
    }

    pub fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{}", self.base, path))
            .header("Authorization", self.secret.as_str())
    }

    /// Sends and reads a JSON answer; `Err` when the request did not get an
    /// answer (connection refused or reset: the server is down).
    pub async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<(StatusCode, Value), reqwest::Error> {
        let mut request = self.request(method, path);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await?;
        let status = response.status();
        let text = response.text().await?;
        let value =
            serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON ({status}): {text}"));
        Ok((status, value))
    }

    /// Every link the owner can see, by id.
    pub async fn all_links(&self) -> std::collections::HashMap<String, Value> {
        let mut links = std::collections::HashMap::new();
        for page in 0.. {
            let (status, body) = self
                .call(
                    reqwest::Method::GET,
                    &format!("/api/link/list?pagesize=100&page={page}&sortType=1"),
                    None,
                )
                .await
                .expect("list links");
            assert_eq!(status, StatusCode::OK, "{body}");
            for link in body["result"]["links"].as_array().expect("links") {
                links.insert(link["id"].as_str().expect("id").to_owned(), link.clone());
            }
            if body["result"]["remaining"] == 0 {
                break;
            }
        }
        links
    }
}

/// Whether process `pid` holds the socket listening on 127.0.0.1:`port`
/// (Linux: the listening socket's inode in /proc/net/tcp among the
/// process's open files).
fn listens_on(pid: u32, port: u16) -> bool {
    let Ok(table) = std::fs::read_to_string("/proc/net/tcp") else {
        return false;
    };
    let inodes: Vec<String> = table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let local_port = fields.get(1)?.rsplit(':').next()?;
            let listening = *fields.get(3)? == "0A";
            let ours = u16::from_str_radix(local_port, 16).ok()? == port;
            let inode = fields.get(9)?;
            (listening && ours).then(|| format!("socket:[{inode}]"))
        })
        .collect();
    let Ok(files) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return false;
    };
    files
        .filter_map(|entry| std::fs::read_link(entry.ok()?.path()).ok())
        .any(|link| {
            inodes
                .iter()
                .any(|inode| link.as_os_str() == inode.as_str())
        })
}
