"""What the system tests share: Linkhop instances started from the release
binary, requests to them (or to nginx in front), checks that stop at the
first failure, and the PostgreSQL client."""

import glob
import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import time



ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# LINKHOP_BIN runs another build (e.g. a copy kept aside while the target
# folder is rebuilt); by default the repository's release build.
BIN = os.environ.get("LINKHOP_BIN") or os.path.join(
    ROOT, os.environ.get("CARGO_TARGET_DIR", "target"), "release", "linkhop")
PASSWORD = "Correct-horse-7-battery"
# A stale destination must be gone within about a second (docs/instances.md).
COHERENCE_S = 1.0
FLUSH_MS = 200
# The summary window is written every tenth flush by default
# (VISIT_SUMMARY_FLUSHES, docs/STATISTICS.md).
FLUSHES_PER_SUMMARY = 1
BACKUP_EVERY_S = 3
UNAVAILABLE = {"success": False, "message": "Service unavailable"}

checks = {"passed": 0, "failed": 0}


def check(condition, what):
    if condition:
        checks["passed"] += 1
        print(f"  ok   {what}", flush=True)
    else:
        checks["failed"] += 1
        print(f"  FAIL {what}", flush=True)
        raise SystemExit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# The Host sent to a port when a request names none: nginx's port gets one of
# its server_name hosts (any other name reaches its default server).
HOST_OF_PORT = {}


def request(port, method, path, body=None, cookie=None, headers=None, timeout=10):
    """One request on a fresh connection: (status, headers, body bytes, seconds)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    sent = dict(headers or {})
    if port in HOST_OF_PORT and not any(name.lower() == "host" for name in sent):
        sent["Host"] = HOST_OF_PORT[port]
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        sent["Content-Type"] = "application/json"
    if cookie:
        sent["Cookie"] = cookie
    started = time.monotonic()
    try:
        conn.request(method, path, body=data, headers=sent)
        response = conn.getresponse()
        return response.status, response.headers, response.read(), time.monotonic() - started
    finally:
        conn.close()


def api(port, method, path, body=None, cookie=None, headers=None):
    status, hdrs, raw, _ = request(port, method, path, body, cookie, headers)
    try:
        parsed = json.loads(raw) if raw else None
    except ValueError:
        parsed = None
    return status, parsed, hdrs


def location(port, slug, host=None, headers=None):
    """(status, Location) of GET /slug, sent with `Host: host` when given."""
    sent = dict(headers or {})
    if host:
        sent["Host"] = host
    status, answer, _, _ = request(port, "GET", "/" + slug, headers=sent)
    return status, answer.get("Location", "")


class Instance:
    def __init__(self, name, database_url, work):
        self.name = name
        self.port = free_port()
        self.dir = os.path.join(work, name)
        os.makedirs(self.dir)
        self.log_path = os.path.join(self.dir, "log")
        self.backups = os.path.join(self.dir, "backups")
        self.app_name = f"linkhop-{name}"
        env = dict(
            os.environ,
            DATABASE_URL=f"{database_url}?application_name={self.app_name}",
            DATA_DIR=self.dir,
            LISTEN=f"127.0.0.1:{self.port}",
            TRUST_PROXY="1",
            VISIT_FLUSH_MS=str(FLUSH_MS),
            BACKUP="true",
            BACKUP_SCHEDULE=f"*/{BACKUP_EVERY_S} * * * * *",
            BACKUP_COUNT="-1",
            BACKUP_DIR=self.backups,
            RUST_LOG="info",
        )
        self.log = open(self.log_path, "wb")
        self.proc = subprocess.Popen([BIN], env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"{self.name} exited: {open(self.log_path).read()[-2000:]}")
            try:
                if request(self.port, "GET", "/api", timeout=2)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.05)
        raise SystemExit(f"{self.name} did not start")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()

    def log_text(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as f:
            return f.read()




def find_psql():
    found = shutil.which("psql")
    if found:
        return found
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/psql"))
    if not candidates:
        raise SystemExit("psql not found")
    return candidates[-1]


def sql(database_url, statement):
    out = subprocess.run([find_psql(), database_url, "-At", "-c", statement],
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def within(seconds, probe, expected, started=None):
    """Polls `probe()` until it returns `expected`; the time it took (since
    `started` when given, a time.monotonic() before the call), or None."""
    started = time.monotonic() if started is None else started
    while True:
        got = probe()
        elapsed = time.monotonic() - started
        if got == expected:
            return elapsed
        if elapsed > seconds:
            print(f"       still {got!r}, expected {expected!r}")
            return None
        time.sleep(0.02)


def login(port, username, password=PASSWORD):
    status, body, headers = api(port, "POST", "/api/auth/login", {"username": username, "password": password})
    assert status == 200, (status, body)
    return headers["Set-Cookie"].split(";")[0]




def seconds(took):
    return took if took is None else round(took, 3)
