#!/usr/bin/env python3
"""Every shell block of README.md and docs/*.md runs as written.

Extracts the ```sh and ```bash blocks, starts the release binary on a free
port in a temporary folder (SQLite in ./data, as a reader's first run) and
runs the blocks there with `linkhop` on PATH, the docs' base URL
`http://localhost:8080` rewritten to the free port, and `curl` failing on
any 4xx or 5xx answer (a reader would not notice one scrolled past). The
blocks of one file run in order in one bash (`set -euo pipefail`), so a
variable set in one block (B, SECRET) serves the next, as in a reader's
terminal; the files run in order, README.md first, against the same server,
so the docs may assume the README's first steps (the account `alice`).

The ```nginx blocks are checked with Debian's nginx (`nginx -t`), each as
the `http` section of a configuration, with a throwaway self-signed
certificate in place of the ones they name.

A block that cannot run here says so on the line before it:
`<!-- not run: needs systemd -->`. Those are listed with their reason; every
other block must exit 0, or the test fails naming the file and line.

Files a reader brings (another shortener's export) come from tests/fixtures.

Usage: tests/system/doc_commands.py   (after `cargo build --release`;
LINKHOP_BIN=path runs another build). Python 3 standard library only.
"""

import glob
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.abspath(os.environ.get("LINKHOP_BIN") or os.path.join(
    ROOT, os.environ.get("CARGO_TARGET_DIR", "target"), "release", "linkhop"))
DOCS_URL = "http://localhost:8080"
# The files the docs name as "your export from X", from the importers' fixtures.
READER_FILES = {
    "short-urls.csv": "shlink.csv",
    "yourls-links.csv": "yourls.csv",
    "lynx-export.json": "lynx.json",
    "kutt-links.json": "kutt.json",
    "bitly-links.csv": "bitly.csv",
    "sink-links.json": "sink.json",
    "chhoto-links.json": "chhoto.json",
    "polr-links.csv": "polr.csv",
}
FENCE_OPEN = re.compile(r"^(\s*)```(sh|bash)\s*$")
NGINX_OPEN = re.compile(r"^(\s*)```(nginx)\s*$")
NGINX_CONF = """pid {work}/nginx.pid;
error_log stderr warn;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
{block}
}}
"""
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
NOT_RUN = re.compile(r"^\s*<!--\s*not run:\s*(.+?)\s*-->\s*$")
FILE_TIMEOUT_S = 90


def blocks(path, fence=FENCE_OPEN):
    """(line, text, skip reason or None) of each sh/bash block of a file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, i = [], 0
    while i < len(lines):
        opening = fence.match(lines[i])
        if not opening:
            i += 1
            continue
        indent, start = len(opening.group(1)), i + 1
        previous = next((l for l in reversed(lines[:i]) if l.strip()), "")
        marker = NOT_RUN.match(previous)
        i += 1
        body = []
        while i < len(lines) and not FENCE_CLOSE.match(lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        if i == len(lines):
            raise SystemExit(f"{path}:{start}: shell block never closed")
        found.append((start, "\n".join(body), marker.group(1) if marker else None))
        i += 1
    return found


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_healthy(base, server):
    deadline = time.time() + 20
    while time.time() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"linkhop exited at start with {server.returncode}")
        try:
            with urllib.request.urlopen(base + "/readyz", timeout=1) as answer:
                if answer.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.05)
    raise SystemExit("linkhop did not become ready within 20 s")


def check_nginx(files, work):
    """`nginx -t` on every nginx block; returns the failures."""
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    folder = os.path.join(work, "nginx")
    os.makedirs(folder)
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=s.example.com", "-keyout", key, "-out", cert],
                   check=True, capture_output=True)
    failed = []
    for path in files:
        name = os.path.relpath(path, ROOT)
        for line, text, reason in blocks(path, NGINX_OPEN):
            if reason:
                continue
            text = re.sub(r"^(\s*ssl_certificate)\s+\S+;", rf"\1 {cert};", text, flags=re.M)
            text = re.sub(r"^(\s*ssl_certificate_key)\s+\S+;", rf"\1 {key};", text, flags=re.M)
            conf = os.path.join(folder, "nginx.conf")
            open(conf, "w").write(NGINX_CONF.format(work=folder, block=text))
            result = subprocess.run([nginx, "-t", "-q", "-p", folder, "-c", conf],
                                    capture_output=True, text=True)
            if result.returncode == 0:
                print(f"  ok   {name}:{line}: nginx -t", flush=True)
            else:
                failed.append(f"{name}:{line}")
                print(f"  FAIL {name}:{line}: nginx -t\n{result.stderr}", flush=True)
    return failed


def script_for(blocks_to_run, base):
    """One bash script: each block preceded by a marker naming its line."""
    parts = [
        "set -euo pipefail",
        # A 4xx or 5xx answer is a failed command, as it is for a reader.
        "curl() { command curl --fail-with-body \"$@\"; }",
    ]
    for line, text, _ in blocks_to_run:
        parts.append(f"echo '::doc-block {line}'")
        parts.append(text.replace(DOCS_URL, base))
        parts.append("echo")  # an answer without a final newline ends here
    return "\n".join(parts) + "\n"


def main():
    if not os.access(BIN, os.X_OK):
        raise SystemExit(f"{BIN} missing: run `cargo build --release` first")
    files = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    work = tempfile.mkdtemp(prefix="linkhop-doc-commands.")
    bindir = os.path.join(work, "bin")
    home = os.path.join(work, "home")
    os.makedirs(bindir)
    os.makedirs(home)
    os.symlink(BIN, os.path.join(bindir, "linkhop"))
    for name, fixture in READER_FILES.items():
        shutil.copy(os.path.join(ROOT, "tests", "fixtures", fixture), os.path.join(home, name))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DATABASE_URL", "DATA_DIR", "LISTEN", "DOMAIN", "TRUST_PROXY",
                                "USE_HTTPS", "BACKUP", "LINKHOP_", "TEST_DATABASE_URL"))}
    env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    env["HOME"] = home
    server_log = open(os.path.join(work, "server.log"), "w")
    server = subprocess.Popen([BIN], cwd=home, env={**env, "LISTEN": f"127.0.0.1:{port}",
                                                    "VISIT_FLUSH_MS": "100"},
                              stdout=server_log, stderr=subprocess.STDOUT)
    ran, skipped, failed = [], [], []
    try:
        failed += check_nginx(files, work)
        wait_healthy(base, server)
        for path in files:
            name = os.path.relpath(path, ROOT)
            found = blocks(path)
            skipped += [(f"{name}:{line}", reason) for line, _, reason in found if reason]
            runnable = [b for b in found if not b[2]]
            if not runnable:
                continue
            started = time.time()
            try:
                script = os.path.join(work, "block.sh")
                open(script, "w").write(script_for(runnable, base))
                result = subprocess.run(["bash", script], stdin=subprocess.DEVNULL, cwd=home,
                                        env=env, capture_output=True, text=True,
                                        timeout=FILE_TIMEOUT_S)
                code, out, err = result.returncode, result.stdout, result.stderr
            except subprocess.TimeoutExpired as timeout:
                code, out, err = "timeout", str(timeout.stdout or ""), str(timeout.stderr or "")
            markers = re.findall(r"^::doc-block (\d+)$", out, re.M)
            lines = [b[0] for b in runnable]
            if code == 0 and markers == [str(l) for l in lines]:
                ran += [f"{name}:{l}" for l in lines]
                print(f"  ok   {name}: {len(lines)} block(s) in {time.time() - started:.1f} s",
                      flush=True)
            else:
                where = f"{name}:{markers[-1]}" if markers else name
                failed.append(where)
                print(f"  FAIL {where}: exit {code}\n--- stdout\n{out[-3000:]}\n--- stderr\n"
                      f"{err[-3000:]}", flush=True)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        server_log.close()
    log = open(os.path.join(work, "server.log"), encoding="utf-8", errors="replace").read()
    if "panicked" in log:
        failed.append("server log: a panic")
        print(log[-3000:])
    print(f"\nExecuted ({len(ran)}): " + ", ".join(ran))
    print(f"Not run ({len(skipped)}):")
    for where, reason in skipped:
        print(f"  {where}: {reason}")
    if failed:
        print(f"\nFAILED: {', '.join(failed)} (work folder kept: {work})")
        sys.exit(1)
    shutil.rmtree(work, ignore_errors=True)
    print("\nall doc commands ran")


if __name__ == "__main__":
    main()
