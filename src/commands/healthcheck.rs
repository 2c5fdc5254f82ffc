//! `linkhop healthcheck`: asks the running server's `/healthz` and exits 0
//! when it answers 200. For container HEALTHCHECKs, whose image has no
//! curl: a plain HTTP/1.1 request over TCP, nothing more.

use anyhow::{anyhow, bail, Context};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long the whole check may take.
const TIMEOUT: Duration = Duration::from_secs(5);

#[derive(clap::Args)]
pub struct HealthcheckArgs {
    /// The server's address and port; 0.0.0.0 and :: are asked on loopback [default: 0.0.0.0:8080]
    #[arg(long, env = "LISTEN")]
    pub listen: Option<String>,
    /// The path asked
    #[arg(long, default_value = "/healthz")]
    pub path: String,
}

pub async fn run(args: HealthcheckArgs) -> anyhow::Result<()> {
    let listen = args
        .listen
        .as_deref()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .unwrap_or("0.0.0.0:8080");
    let mut address: SocketAddr = listen
        .parse()
        .map_err(|_| anyhow!("invalid value for LISTEN: expected address:port"))?;
    if address.ip().is_unspecified() {
        address.set_ip(match address {
            SocketAddr::V4(_) => [127, 0, 0, 1].into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    }
    if !args.path.starts_with('/') || args.path.contains(char::is_whitespace) {
        bail!("invalid path: expected /something without spaces");
    }
    let status = tokio::time::timeout(TIMEOUT, ask(address, &args.path))
        .await
        .map_err(|_| anyhow!("http://{address}{} did not answer within 5 s", args.path))??;
    if status != 200 {
        bail!("http://{address}{} answered {status}", args.path);
    }
    println!("healthy: http://{address}{} answered 200", args.path);
    Ok(())
}

/// The status code of `GET path`.
async fn ask(address: SocketAddr, path: &str) -> anyhow::Result<u16> {
    let mut stream = TcpStream::connect(address)
        .await
        .with_context(|| format!("cannot connect to {address}"))?;
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {address}\r\nUser-Agent: linkhop-healthcheck\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await?;
    // The status line fits in the first packet; the body is not needed.
    let mut head = [0u8; 64];
    let mut read = 0;
    while read < 12 {
        let n = stream.read(&mut head[read..]).await?;
        if n == 0 {
            break;
        }
        read += n;
    }
    let line = std::str::from_utf8(&head[..read]).unwrap_or("");
    line.strip_prefix("HTTP/1.")
        .and_then(|rest| rest.get(2..5))
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| anyhow!("{address} did not answer HTTP"))
}
