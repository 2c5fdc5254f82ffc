#!/usr/bin/env python3
"""Health probes and metrics against real tools: a throwaway PostgreSQL
(scripts/postgres.sh), the release binary with METRICS_LISTEN, and Debian's
Prometheus scraping it.

1. Prometheus scrapes Linkhop every second; after N redirects (and a few
   unknown paths) its HTTP API reports linkhop_redirects_total with exactly
   those values, the change feed connected, and the target up.
2. /readyz answers 503 ("fail") while PostgreSQL is stopped, /healthz stays
   200, and /readyz is 200 again once PostgreSQL is back, from the same
   process (no restart).
3. The examples of docs/monitoring.md: its scrape configuration and alert
   rules pass `promtool check`, and its example queries run on this
   Prometheus.

Usage: tests/system/observability.py   (after `cargo build --release`;
LINKHOP_BIN runs another build). Python 3 standard library only. Exits
non-zero on the first failed check.
"""

import http.client
import re
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("LINKHOP_BIN") or os.path.join(
    ROOT, os.environ.get("CARGO_TARGET_DIR", "target"), "release", "linkhop")
PROMETHEUS = shutil.which("prometheus") or "/usr/bin/prometheus"
POSTGRES = os.path.join(ROOT, "scripts/postgres.sh")
PASSWORD = "Correct-horse-7-battery"
REDIRECTS = 40
UNKNOWN = 3

checks = {"passed": 0}


def check(condition, what):
    if not condition:
        print(f"  FAIL {what}", flush=True)
        raise SystemExit(1)
    checks["passed"] += 1
    print(f"  ok   {what}", flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(port, method, path, body=None, cookie=None, timeout=10):
    """(status, headers, body bytes) of one request on a fresh connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    headers = {}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if cookie:
        headers["Cookie"] = cookie
    try:
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        return response.status, response.headers, response.read()
    finally:
        conn.close()


def within(seconds, probe):
    """Calls probe() until it returns a true value or `seconds` pass."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            result = probe()
        except OSError:
            result = None
        if result or time.monotonic() > deadline:
            return result
        time.sleep(0.2)


class Linkhop:
    def __init__(self, work, database_url):
        self.port = free_port()
        self.metrics_port = free_port()
        self.log_path = os.path.join(work, "linkhop.log")
        env = dict(
            os.environ,
            DATABASE_URL=database_url,
            DATA_DIR=os.path.join(work, "data"),
            LISTEN=f"127.0.0.1:{self.port}",
            METRICS_LISTEN=f"127.0.0.1:{self.metrics_port}",
            VISIT_FLUSH_MS="200",
            RUST_LOG="info",
        )
        self.log = open(self.log_path, "wb")
        self.proc = subprocess.Popen([BIN], env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def readyz(self):
        status, headers, raw = request(self.port, "GET", "/readyz", timeout=5)
        assert headers.get("Content-Type") == "application/health+json", headers
        return status, json.loads(raw)

    def wait_ready(self):
        def ready():
            if self.proc.poll() is not None:
                raise SystemExit(f"linkhop exited: {open(self.log_path).read()[-2000:]}")
            return self.readyz()[0] == 200
        if not within(30, ready):
            raise SystemExit("linkhop did not become ready")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class Prometheus:
    def __init__(self, work, target_port):
        self.port = free_port()
        config = os.path.join(work, "prometheus.yml")
        with open(config, "w") as f:
            f.write(
                "global:\n"
                "  scrape_interval: 1s\n"
                "  scrape_timeout: 1s\n"
                "scrape_configs:\n"
                "  - job_name: linkhop\n"
                "    static_configs:\n"
                f"      - targets: ['127.0.0.1:{target_port}']\n")
        self.log_path = os.path.join(work, "prometheus.log")
        self.log = open(self.log_path, "wb")
        self.proc = subprocess.Popen([
            PROMETHEUS,
            f"--config.file={config}",
            f"--storage.tsdb.path={os.path.join(work, 'tsdb')}",
            f"--web.listen-address=127.0.0.1:{self.port}",
            "--log.level=warn",
        ], stdout=self.log, stderr=subprocess.STDOUT)

    def query(self, expression):
        """The instant vector's values, as {labels as a sorted tuple: value}
        (without the metric's name, job and instance)."""
        path = "/api/v1/query?" + urllib.parse.urlencode({"query": expression})
        status, _, raw = request(self.port, "GET", path, timeout=5)
        if status != 200:
            return {}
        body = json.loads(raw)
        return {
            tuple(sorted((k, v) for k, v in sample["metric"].items() if k not in ("__name__", "instance", "job"))):
                float(sample["value"][1])
            for sample in body["data"]["result"]
        }

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def scraped_by_prometheus(linkhop, prometheus):
    print("Prometheus scrapes the real binary")
    check(within(20, lambda: prometheus.query('up{job="linkhop"}').get(()) == 1.0),
          "Prometheus reports the target up")
    status, _, raw = request(linkhop.port, "POST", "/api/auth/register", {
        "email": "owner@example.com", "username": "owner", "password": PASSWORD})
    check(status == 200, f"register the owner ({status} {raw[:200]!r})")
    status, headers, raw = request(linkhop.port, "POST", "/api/auth/login",
                                   {"username": "owner", "password": PASSWORD})
    check(status == 200, "log in")
    cookie = headers.get("Set-Cookie").split(";")[0]
    status, _, raw = request(linkhop.port, "POST", "/api/link",
                             {"slug": "scraped", "destination": "https://example.com/s"}, cookie)
    check(status == 200, f"create a link ({status} {raw[:200]!r})")
    for _ in range(REDIRECTS):
        status, headers, _ = request(linkhop.port, "GET", "/scraped")
        assert status == 302 and headers.get("Location") == "https://example.com/s", status
    for n in range(UNKNOWN):
        status, _, _ = request(linkhop.port, "GET", f"/unknown-{n}")
        assert status == 404, status

    def redirects_seen():
        values = prometheus.query("linkhop_redirects_total")
        found = values.get((("result", "hit"),), 0) + values.get((("result", "miss"),), 0)
        not_found = values.get((("result", "not_found"),))
        return (found, not_found) == (REDIRECTS, UNKNOWN) and values
    values = within(30, redirects_seen)
    check(values, f"linkhop_redirects_total: hit + miss = {REDIRECTS}, not_found = {UNKNOWN} "
                  f"({prometheus.query('linkhop_redirects_total')})")
    check(len(values) == 6, "every result label is exposed (hit, miss, not_found, expired, password, error)")
    check(within(10, lambda: prometheus.query("linkhop_change_feed_connected").get(()) == 1.0),
          "the change feed is connected")
    check(within(10, lambda: prometheus.query(
        'sum(linkhop_api_requests_total{route="/api/link",method="POST"})').get(()) == 1.0),
        "API requests by route template")
    check(within(10, lambda: prometheus.query(
        "histogram_quantile(0.99, rate(linkhop_redirect_duration_seconds_bucket[1m])) < 1").get(())
        is not None), "a redirect latency quantile can be computed")
    check(within(10, lambda: prometheus.query("process_resident_memory_bytes > 1000000").get(())),
          "process metrics are scraped")


def doc_blocks(language):
    """The fenced blocks of docs/monitoring.md in `language`."""
    with open(os.path.join(ROOT, "docs/monitoring.md")) as f:
        text = f.read()
    return re.findall(r"^```" + language + r"\n(.*?)^```", text, re.S | re.M)


def the_docs_examples_work(prometheus, work):
    print("docs/monitoring.md: configuration, alert rules and queries")
    promtool = shutil.which("promtool") or "/usr/bin/promtool"
    files = {}
    for block in doc_blocks("yaml"):
        name = block.splitlines()[0].lstrip("# ").strip()
        files[name] = os.path.join(work, name)
        with open(files[name], "w") as f:
            f.write(block)
    check(set(files) == {"prometheus.yml", "linkhop-alerts.yml"}, f"two YAML examples ({sorted(files)})")
    rules = subprocess.run([promtool, "check", "rules", files["linkhop-alerts.yml"]],
                           capture_output=True, text=True)
    check(rules.returncode == 0, f"promtool check rules: {rules.stdout.strip()} {rules.stderr.strip()}")
    config = subprocess.run([promtool, "check", "config", files["prometheus.yml"]],
                            capture_output=True, text=True)
    check(config.returncode == 0, f"promtool check config: {config.stderr.strip()[-300:]}")
    queries = [line.split("  #")[0].strip() for block in doc_blocks("text")
               for line in block.splitlines() if line.startswith(("sum", "histogram_quantile", "rate"))]
    check(len(queries) == 4, f"four example queries ({len(queries)})")
    for query in queries:
        path = "/api/v1/query?" + urllib.parse.urlencode({"query": query})
        status, _, raw = request(prometheus.port, "GET", path, timeout=5)
        check(status == 200 and json.loads(raw)["status"] == "success", f"query runs: {query}")


def readiness_across_an_outage(linkhop, pg_dir):
    print("/readyz across a PostgreSQL stop and start")
    pid = linkhop.proc.pid
    status, body = linkhop.readyz()
    check(status == 200 and body["status"] == "pass", "ready while PostgreSQL runs")
    subprocess.run([POSTGRES, "pause", pg_dir], check=True)
    stopped = time.monotonic()
    failing = within(10, lambda: (lambda r: r if r[0] == 503 else None)(linkhop.readyz()))
    check(failing, f"503 within {time.monotonic() - stopped:.1f} s of the stop")
    status, body = failing
    check(body["status"] == "fail" and
          body["checks"]["database:responseTime"][0]["status"] == "fail",
          f"the body says which check fails ({json.dumps(body['checks'])[:300]})")
    status, _, raw = request(linkhop.port, "GET", "/healthz")
    check(status == 200 and json.loads(raw)["status"] == "pass", "/healthz stays 200")
    subprocess.run([POSTGRES, "resume", pg_dir], check=True)
    resumed = time.monotonic()
    check(within(15, lambda: linkhop.readyz()[0] == 200),
          f"200 again {time.monotonic() - resumed:.1f} s after PostgreSQL is back")
    status, body = linkhop.readyz()
    check(body["checks"]["changeFeed:connected"][0]["status"] == "pass", "the change feed listens again")
    check(linkhop.proc.poll() is None and linkhop.proc.pid == pid, "the same process, no restart")


def main():
    if not os.access(BIN, os.X_OK):
        raise SystemExit(f"{BIN} is missing: cargo build --release first")
    if not os.access(PROMETHEUS, os.X_OK):
        raise SystemExit("prometheus is missing: scripts/setup.sh --test installs it")
    work = tempfile.mkdtemp(prefix="linkhop-observe.")
    # The cluster runs as the postgres user, which must reach its folder.
    os.chmod(work, 0o755)
    pg_dir = os.path.join(work, "pg")
    started = time.monotonic()
    database_url = subprocess.run([POSTGRES, "start", pg_dir], capture_output=True, text=True,
                                  check=True).stdout.strip()
    linkhop = prometheus = None
    ok = False
    try:
        linkhop = Linkhop(work, database_url)
        linkhop.wait_ready()
        prometheus = Prometheus(work, linkhop.metrics_port)
        scraped_by_prometheus(linkhop, prometheus)
        the_docs_examples_work(prometheus, work)
        readiness_across_an_outage(linkhop, pg_dir)
        ok = True
    finally:
        for process in (prometheus, linkhop):
            if process:
                process.stop()
        subprocess.run([POSTGRES, "stop", pg_dir], check=False)
        if ok:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"logs kept in {work}")
    print(f"observability checks took {time.monotonic() - started:.1f} s; {checks['passed']} passed")


if __name__ == "__main__":
    main()
