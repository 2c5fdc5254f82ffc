#!/usr/bin/env python3
"""Linkhop benchmarks with a same-run baseline.

Builds the release binaries, seeds fresh databases through the store, runs the
scenarios and prints one report table. Redirect figures are ratios to the
baseline server (bench/src/bin/baseline.rs), measured interleaved
(baseline, Linkhop, baseline, Linkhop, ...) and reported as medians, because
absolute times on shared machines are noise. See bench/README.md.
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid

import bulk_edit_bench
import campaigns_bench
import webhooks_bench

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
BIN = os.path.join(TARGET, "release")
LUA = os.path.join(ROOT, "bench", "rotate.lua")
PASSWORD = "Correct-Horse-9"


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def rss_mb(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def wait_http(url, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except urllib.error.HTTPError:
            return
        except Exception:
            time.sleep(0.02)
    raise RuntimeError(f"{url} did not answer")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def call(base, method, path, body=None, cookie=None, timeout=120):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if cookie:
        req.add_header("Cookie", cookie)
    try:
        with OPENER.open(req, timeout=timeout) as r:
            return r.status, r.read(), r.headers
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers


class Linkhop:
    def __init__(self, database_url, data_dir, extra_env=None, binary=None, name="linkhop"):
        self.name = name
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        # Warnings, and the line that says the slug cache is preloaded.
        env = dict(os.environ, DATABASE_URL=database_url, DATA_DIR=data_dir,
                   LISTEN=f"127.0.0.1:{self.port}", RUST_LOG="warn,linkhop::redirects::preload=info,linkhop::store::bulk_import=info",
                   NO_COLOR="1", **(extra_env or {}))
        self.log_path = os.path.join(data_dir, f"linkhop-{self.port}.log")
        self.log = open(self.log_path, "w")
        self.started = time.perf_counter()
        self.proc = subprocess.Popen([binary or os.path.join(BIN, "linkhop")], env=env, stderr=self.log, stdout=self.log)

    def wait_preloaded(self, timeout=300):
        """Seconds from start until the slug cache preload finished."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            with open(self.log_path) as f:
                if "slug cache preloaded" in f.read():
                    return time.perf_counter() - self.started
            time.sleep(0.1)
        raise TimeoutError("the slug cache preload did not finish")

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(timeout=120)
        self.log.close()
        with open(self.log_path) as f:
            sys.stderr.write("".join(f"[{self.name}] {line}" for line in f))


def login_owner(base):
    call(base, "POST", "/api/auth/register", {"email": "bench@example.com", "username": "bench", "password": PASSWORD})
    status, _, headers = call(base, "POST", "/api/auth/login", {"username": "bench", "password": PASSWORD})
    assert status == 200, status
    return headers["Set-Cookie"].split(";")[0]


def wrk(base, links_file, seconds, connections=64, headers=(), pause_ms=None):
    """wrk through rotate.lua; with `pause_ms`, each connection waits that
    long between requests (a fixed pace instead of as fast as possible)."""
    extra = [arg for header in headers for arg in ("-H", header)]
    env = dict(os.environ)
    env.pop("WRK_PAUSE_MS", None)
    if pause_ms is not None:
        env["WRK_PAUSE_MS"] = str(pause_ms)
    out = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", *extra, "-s", LUA, base, "--", links_file],
        capture_output=True, text=True, check=True, env=env).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    p99 = parse_ms(re.search(r"99%\s+([\d.]+\w+)", out).group(1))
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = re.search(r"Socket errors: (.*)", out)
    return {"rps": rps, "p99": p99, "total": total, "non3xx": int(bad.group(1)) if bad else 0,
            "socket_errors": errors.group(1) if errors else ""}


def parse_ms(value):
    number, unit = re.match(r"([\d.]+)(\w+)", value).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[unit]


def seed(database_url, count, out, *extra, binary=None):
    subprocess.run([binary or os.path.join(BIN, "seed"), "--database-url", database_url, "--count", str(count),
                    "--out", out, *extra], check=True)


def p95_ms(base, path, cookie, n):
    times = []
    for _ in range(n):
        t = time.perf_counter()
        status, _, _ = call(base, "GET", path, cookie=cookie)
        times.append((time.perf_counter() - t) * 1000)
        assert status == 200, (path, status)
    times.sort()
    return times[int(len(times) * 0.95) - 1]


def sqlite_url(work, name):
    return f"sqlite://{os.path.join(work, name, 'linkhop.db')}"


# The pause between a connection's requests for the paced p99: 64
# connections then offer some 40,000 requests a second on the 2-core
# machine, well under what either server answers flat out.
PACED_PAUSE_MS = 1


def redirect_rounds(db_url, work, count, rounds, seconds, label, extra_env=None, paced=False):
    """Interleaved baseline/Linkhop rounds on `count` links. Returns medians.
    With `paced`, each round also measures bare hyper and Linkhop at a
    fixed pace (PACED_PAUSE_MS) for their p99 below saturation."""
    links_file = os.path.join(work, f"{label}-links.tsv")
    data_dir = os.path.join(work, label)
    os.makedirs(data_dir, exist_ok=True)
    seed(db_url, count, links_file)
    # Two baselines: bare hyper (no router, no middleware: the least work
    # possible) and axum (the least a Rust web framework adds).
    baselines = {}
    for name, binary in (("hyper", "baseline_hyper"), ("axum", "baseline")):
        port = free_port()
        proc = subprocess.Popen([os.path.join(BIN, binary), "--links", links_file, "--listen", f"127.0.0.1:{port}"])
        baselines[name] = (proc, f"http://127.0.0.1:{port}")
    linkhop = Linkhop(db_url, data_dir, extra_env)
    try:
        for _, base in baselines.values():
            wait_http(base + "/")
        wait_http(linkhop.base + "/api")
        # Steady state: the cache holds the links, as after the preload
        # that follows every start (its length is reported on its own).
        preload_s = linkhop.wait_preloaded()
        runs = {"hyper": [], "axum": [], "linkhop": [], "hyper_paced": [], "linkhop_paced": []}
        # Linkhop's own CPU time per answered redirect (flushes included,
        # on SQLite the database's work too): less noisy than req/s on a
        # shared machine.
        cpu = 0.0
        for _ in range(rounds):
            for name, (_, base) in baselines.items():
                runs[name].append(wrk(base, links_file, seconds))
            started = cpu_seconds(linkhop.proc.pid)
            runs["linkhop"].append(wrk(linkhop.base, links_file, seconds))
            # The flush of the run's last second.
            time.sleep(1.5)
            cpu += cpu_seconds(linkhop.proc.pid) - started
            if paced:
                runs["hyper_paced"].append(wrk(baselines["hyper"][1], links_file, seconds, pause_ms=PACED_PAUSE_MS))
                runs["linkhop_paced"].append(wrk(linkhop.base, links_file, seconds, pause_ms=PACED_PAUSE_MS))
        rss_after = rss_mb(linkhop.proc.pid)
        # Once the flushes of the run are done and one found nothing to
        # write, the allocator has given the burst's memory back.
        time.sleep(10)
        rss_settled = rss_mb(linkhop.proc.pid)
    finally:
        for proc, _ in baselines.values():
            proc.terminate()
            proc.wait()
        linkhop.stop()
    # wrk does not report answers still in flight when it stops, so the
    # exact visit check counts the answers of a client that reads them all,
    # between two graceful stops (each writes every counted visit).
    before = stored_visits(db_url)
    events_before = stored_events(db_url)
    linkhop = Linkhop(db_url, data_dir, extra_env)
    try:
        wait_http(linkhop.base + "/api")
        served = exact_redirects(linkhop.base, links_file, 5000)
    finally:
        linkhop.stop()
    visits = stored_visits(db_url) - before
    events = stored_events(db_url) - events_before
    median = lambda name, key: statistics.median(r[key] for r in runs[name]) if runs[name] else None
    return {
        "linkhop_rps": median("linkhop", "rps"),
        "baseline_rps": median("hyper", "rps"),
        "axum_rps": median("axum", "rps"),
        "linkhop_p99": median("linkhop", "p99"),
        "baseline_p99": median("hyper", "p99"),
        "axum_p99": median("axum", "p99"),
        "paced_rps": median("linkhop_paced", "rps"),
        "paced_baseline_rps": median("hyper_paced", "rps"),
        "paced_p99": median("linkhop_paced", "p99"),
        "paced_baseline_p99": median("hyper_paced", "p99"),
        "requests": sum(r["total"] for r in runs["linkhop"]),
        "cpu_us": cpu / max(1, sum(r["total"] for r in runs["linkhop"])) * 1e6,
        "served": served, "visits": visits, "events": events,
        "rss_after": rss_after, "rss_settled": rss_settled, "preload_s": preload_s,
    }


def exact_redirects(base, links_file, n, threads=16):
    """Sends n redirects over keep-alive connections; returns the 3xx count."""
    import http.client
    import threading
    with open(links_file) as f:
        slugs = [line.split("\t")[0] for line in f][:n]
    host, port = base[len("http://"):].split(":")
    counts = []

    def worker(part):
        conn = http.client.HTTPConnection(host, int(port), timeout=30)
        ok = 0
        for slug in part:
            conn.request("GET", "/" + slug)
            r = conn.getresponse()
            r.read()
            ok += 300 <= r.status < 400
        conn.close()
        counts.append(ok)

    parts = [slugs[i::threads] for i in range(threads)]
    ts = [threading.Thread(target=worker, args=(p,)) for p in parts]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return sum(counts)


def wait_quiet(pid, least=1.5, most=20.0, window=1.0, idle_cpu=0.02):
    """Waits until the process has used less than `idle_cpu` CPU-seconds in
    a `window` (its flushes of a run are written), at least `least` and at
    most `most` seconds. Returns the seconds waited."""
    started = time.perf_counter()
    time.sleep(least)
    last = cpu_seconds(pid)
    while time.perf_counter() - started < most:
        time.sleep(window)
        now = cpu_seconds(pid)
        if now - last < idle_cpu:
            break
        last = now
    return time.perf_counter() - started


def scrape(metrics_base):
    """Redirect cache look-ups that asked the database, and visit events
    dropped because the buffer was full, from /metrics."""
    status, body, _ = call(metrics_base, "GET", "/metrics")
    assert status == 200, status
    misses = re.search(rb'linkhop_cache_lookups_total\{result="miss"\} (\d+)', body)
    dropped = re.search(rb'linkhop_visit_events_dropped_total (\d+)', body)
    return {"misses": int(misses.group(1)) if misses else 0, "dropped": int(dropped.group(1)) if dropped else 0}


def scraped_since(servers, before):
    """What `scrape` counted on each Linkhop of `servers` since `before`."""
    return {name: {key: value - before[name][key] for key, value in scrape(server.metrics).items()}
            for name, server in servers.linkhops.items()}


def check_locations(base, links_file, n=2000):
    """Every `len/n`-th link of the file, asked on its host (the third
    column, if any): the answer must be a redirect to its own destination,
    not to the same slug's on another domain. Returns the links checked."""
    import http.client
    with open(links_file) as f:
        lines = [line.rstrip("\n").split("\t") for line in f]
    host, port = base[len("http://"):].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    step = max(1, len(lines) // n)
    checked = 0
    for columns in lines[::step]:
        headers = {"Host": columns[2]} if len(columns) > 2 else {}
        conn.request("GET", "/" + columns[0], headers=headers)
        r = conn.getresponse()
        r.read()
        location = r.getheader("Location")
        if location != columns[1]:
            raise AssertionError(f"{columns}: answered {r.status} {location}")
        checked += 1
    conn.close()
    return checked


class Servers:
    """Servers measured in interleaved rounds: baselines started on a links
    file, Linkhop instances on their own databases. Each wrk run of a
    Linkhop instance is followed by a wait until its flushes are written
    (`wait_quiet`), so that no run shares the machine with another
    server's flush; its CPU time over the run and the wait, per answered
    request, is kept too."""

    def __init__(self):
        self.baselines = {}
        self.linkhops = {}
        self.runs = {}
        self.cpu = {}
        self.files = {}

    def baseline(self, name, binary, links_file):
        port = free_port()
        proc = subprocess.Popen([os.path.join(BIN, binary), "--links", links_file, "--listen", f"127.0.0.1:{port}"])
        self.baselines[name] = (proc, f"http://127.0.0.1:{port}")
        self.files[name] = links_file
        self.runs[name] = []

    def linkhop(self, name, db_url, data_dir, links_file, extra_env=None, binary=None):
        metrics_port = free_port()
        env = dict(extra_env or {}, METRICS_LISTEN=f"127.0.0.1:{metrics_port}")
        server = Linkhop(db_url, data_dir, env, binary, name)
        server.metrics = f"http://127.0.0.1:{metrics_port}"
        self.linkhops[name] = server
        self.files[name] = links_file
        self.runs[name] = []
        self.cpu[name] = []

    def wait_ready(self):
        """Waits for every server, and for each Linkhop's cache preload;
        returns the preloads' seconds by name."""
        for _, base in self.baselines.values():
            wait_http(base + "/")
        for server in self.linkhops.values():
            wait_http(server.base + "/api")
        return {name: server.wait_preloaded() for name, server in self.linkhops.items()}

    def base(self, name):
        return self.baselines[name][1] if name in self.baselines else self.linkhops[name].base

    def proc(self, name):
        return self.baselines[name][0] if name in self.baselines else self.linkhops[name].proc

    def run(self, name, seconds):
        if name in self.baselines:
            self.runs[name].append(wrk(self.base(name), self.files[name], seconds))
            return
        pid = self.linkhops[name].proc.pid
        before = cpu_seconds(pid)
        result = wrk(self.base(name), self.files[name], seconds)
        result["settle_s"] = wait_quiet(pid)
        self.runs[name].append(result)
        self.cpu[name].append((cpu_seconds(pid) - before) / max(1, result["total"]) * 1e6)

    def median(self, name, key="rps"):
        return statistics.median(r[key] for r in self.runs[name])

    def stop(self):
        for proc, _ in self.baselines.values():
            proc.terminate()
            proc.wait()
        for server in self.linkhops.values():
            server.stop()


def log_round(number, servers, names):
    hyper = servers.runs["hyper"][-1]["rps"]
    def part(name):
        run = servers.runs[name][-1]
        text = f"{name} {run['rps']:.0f} ({run['rps'] / hyper:.3f}"
        if servers.cpu.get(name):
            text += f", {servers.cpu[name][-1]:.1f} µs CPU, settled in {run['settle_s']:.1f} s"
        return text + ")"
    parts = [part(name) for name in names]
    print(f"round {number}: " + ", ".join(parts), file=sys.stderr)


def compare_rows(row, args, engine, url_for, work, count, tracking):
    """One domain: today's release (`--compare-with`, its databases seeded
    by its own seeder, `--compare-seed`) and this build, each on a fresh
    database of the same `count` links and with VISIT_TRACKING=`tracking`,
    measured in the same rounds as the baselines: hyper, axum, then the two
    Linkhops in alternating order."""
    label = f"{engine}-compare-{count}-{tracking}"
    new_file = os.path.join(work, f"{label}-new.tsv")
    old_file = os.path.join(work, f"{label}-old.tsv")
    new_url, old_url = url_for(f"compare-{count}-{tracking}-new"), url_for(f"compare-{count}-{tracking}-old")
    seed(new_url, count, new_file)
    seed(old_url, count, old_file, binary=args.compare_seed)
    with open(new_file) as a, open(old_file) as b:
        assert a.read() == b.read(), "the two seeders wrote different links"
    servers = Servers()
    servers.baseline("hyper", "baseline_hyper", new_file)
    servers.baseline("axum", "baseline", new_file)
    for name, url, binary in (("old", old_url, args.compare_with), ("new", new_url, None)):
        data_dir = os.path.join(work, f"{label}-{name}")
        os.makedirs(data_dir, exist_ok=True)
        env = {"VISIT_TRACKING": tracking}
        if args.compare_cache:
            env["CACHE_CAPACITY"] = str(args.compare_cache)
        servers.linkhop(name, url, data_dir, new_file, env, binary)
    try:
        preload = servers.wait_ready()
        checked = {name: check_locations(servers.base(name), new_file, 500) for name in ("old", "new")}
        before = {name: scrape(s.metrics) for name, s in servers.linkhops.items()}
        for r in range(args.rounds):
            for name in ("hyper", "axum") + (("old", "new") if r % 2 == 0 else ("new", "old")):
                servers.run(name, args.seconds)
            log_round(r + 1, servers, ("axum", "old", "new"))
        counted = scraped_since(servers, before)
        # Resident memory after the rounds, beside bare hyper holding the
        # same links in a HashMap (the least a server of these links holds).
        rss = {name: rss_mb(servers.proc(name).pid) for name in ("hyper", "old", "new")}
    finally:
        servers.stop()
    per_round = [n["rps"] / o["rps"] for n, o in zip(servers.runs["new"], servers.runs["old"])]
    print(f"{label}: preload {preload}, locations checked {checked}, during the rounds {counted}", file=sys.stderr)
    print(f"{label}: new/old per round " + ", ".join(f"{x:.3f}" for x in per_round), file=sys.stderr)
    print(f"{label}: CPU µs per redirect old " + ", ".join(f"{x:.2f}" for x in servers.cpu["old"])
          + "; new " + ", ".join(f"{x:.2f}" for x in servers.cpu["new"]), file=sys.stderr)
    hyper, old, new = (servers.median(n) for n in ("hyper", "old", "new"))
    what = f"{engine}: one domain, {count} links, VISIT_TRACKING={tracking}"
    if args.compare_cache:
        what += f", CACHE_CAPACITY={args.compare_cache}"
    row(f"{what}: today's release (--compare-with) vs bare hyper", old, hyper, "", None)
    row(f"{what}: this build vs bare hyper", new, hyper, "", None)
    row(f"{what}: axum baseline vs bare hyper", servers.median("axum"), hyper, "", None)
    # The criterion: this build's ratio to bare hyper within 3 % of
    # the release's in the same run, i.e. this build's req/s ≥ 0.97 × the
    # release's. Judged on the median of each round's ratio of the two runs
    # side by side (a paired comparison: the load of the shared machine
    # moves between rounds far more than between two neighbouring runs);
    # the ratio of the medians is in the Ratio column of the row above.
    paired = statistics.median(per_round)
    row(f"{what}: this build / today's release, median of the {len(per_round)} rounds' ratios "
        f"(each round {min(per_round):.3f}–{max(per_round):.3f}; medians of req/s {new / old:.3f})",
        new, old, "≥ 0.97", paired >= 0.97, ratio=f"{paired:.3f}")
    cpu = [o / n for o, n in zip(servers.cpu["old"], servers.cpu["new"])]
    row(f"{what}: CPU per redirect, today's release / this build (release / this build per round, median "
        f"{statistics.median(cpu):.3f})", statistics.median(servers.cpu["old"]), None, "",
        None, f" / {statistics.median(servers.cpu['new']):.1f} µs")
    row(f"{what}: RSS after the rounds, this build vs bare hyper with the same links (today's release: "
        f"{rss['old']:.1f} MB)", rss["new"], rss["hyper"], "", None, " MB")
    row(f"{what}: visit events dropped (buffer full) during the rounds, today's release / this build",
        counted["old"]["dropped"], None, "", None, f" / {counted['new']['dropped']}")
    return servers


def domains_rows(row, args, engine, url_for, work):
    """`--domains` domains (the default and `--domains` - 1 added) of
    `--domain-links` links each, the same slugs on every domain; wrk walks
    every (host, slug) pair, and the baselines map the same pairs. In the
    same rounds, as the reference without domains, this build on one
    domain with as many links in all (the cache holds as many entries), with
    its own baselines keyed by slug alone. Once per `--domains-tracking`
    value, on the same databases."""
    total = args.domains * args.domain_links
    label = f"{engine}-domains"
    file = os.path.join(work, f"{label}.tsv")
    url = url_for("domains")
    started = time.perf_counter()
    seed(url, args.domain_links, file, "--domains", str(args.domains), "--default-host", "s.bench.test")
    print(f"{label}: seeded {total} links in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if args.domains_reference:
        one_file = os.path.join(work, f"{label}-one.tsv")
        one_url = url_for("domains-one")
        seed(one_url, total, one_file)
    for tracking in args.domains_tracking.split(","):
        env = {"VISIT_TRACKING": tracking}
        servers = Servers()
        servers.baseline("hyper", "baseline_hyper", file)
        servers.baseline("axum", "baseline", file)
        data_dir = os.path.join(work, label)
        os.makedirs(data_dir, exist_ok=True)
        servers.linkhop("domains", url, data_dir, file, dict(env, DOMAIN="http://s.bench.test"))
        names = ["axum", "domains"]
        if args.domains_reference:
            servers.baseline("hyper-one", "baseline_hyper", one_file)
            one_dir = os.path.join(work, f"{label}-one")
            os.makedirs(one_dir, exist_ok=True)
            servers.linkhop("one", one_url, one_dir, one_file, env)
            names += ["hyper-one", "one"]
        try:
            preload = servers.wait_ready()
            checked = check_locations(servers.base("domains"), file)
            before = {name: scrape(s.metrics) for name, s in servers.linkhops.items()}
            for r in range(args.rounds):
                for name in ["hyper"] + names:
                    servers.run(name, args.seconds)
                log_round(r + 1, servers, names)
            counted = scraped_since(servers, before)
            rss = {name: rss_mb(s.proc.pid) for name, s in servers.linkhops.items()}
        finally:
            servers.stop()
        print(f"{label}-{tracking}: preload {preload}, locations checked {checked}, during the rounds {counted}, "
              f"RSS {rss}", file=sys.stderr)
        print(f"{label}-{tracking}: CPU µs per redirect " + "; ".join(
            f"{name} " + ", ".join(f"{x:.2f}" for x in cpu) for name, cpu in servers.cpu.items()), file=sys.stderr)
        per_round = [d["rps"] / h["rps"] for d, h in zip(servers.runs["domains"], servers.runs["hyper"])]
        hyper = servers.median("hyper")
        what = (f"{engine}: {args.domains} domains × {args.domain_links} links, VISIT_TRACKING={tracking} "
                f"(same slugs on each, Host per request)")
        row(f"{what} vs bare hyper on the same (host, slug) pairs (per round {min(per_round):.3f}–{max(per_round):.3f})",
            servers.median("domains"), hyper, "", None)
        row(f"{what} vs axum", servers.median("domains"), servers.median("axum"), "", None)
        row(f"{engine}: axum vs bare hyper, (host, slug) map", servers.median("axum"), hyper, "", None)
        row(f"{engine}: {args.domains} domains, slug cache preload of {total} links", preload["domains"], None, "", None, " s")
        row(f"{engine}: {args.domains} domains, CPU per redirect", statistics.median(servers.cpu["domains"]), None, "", None, " µs")
        row(f"{engine}: {args.domains} domains, visit events dropped (buffer full) during the rounds",
            counted["domains"]["dropped"], None, "", None)
        if args.domains_reference:
            per_round = [d["rps"] / h["rps"] for d, h in zip(servers.runs["one"], servers.runs["hyper-one"])]
            row(f"{engine}: reference, one domain × {total} links, VISIT_TRACKING={tracking} vs bare hyper on the same "
                f"slugs (per round {min(per_round):.3f}–{max(per_round):.3f})",
                servers.median("one"), servers.median("hyper-one"), "", None)
            row(f"{engine}: reference, one domain, CPU per redirect", statistics.median(servers.cpu["one"]), None, "", None, " µs")
            row(f"{engine}: reference, one domain, visit events dropped (buffer full) during the rounds",
                counted["one"]["dropped"], None, "", None)
            row(f"{engine}: bare hyper, (host, slug) map vs slug map of as many links", hyper, servers.median("hyper-one"), "", None)


def scalar(db_url, sql):
    if db_url.startswith("sqlite://"):
        import sqlite3
        con = sqlite3.connect(db_url[len("sqlite://"):])
        (v,) = con.execute(sql).fetchone()
        con.close()
        return v
    out = subprocess.run(["psql", db_url, "-tAc", sql], capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def stored_visits(db_url):
    return scalar(db_url, "SELECT COALESCE(SUM(visits), 0) FROM link_counters")


def stored_events(db_url):
    return scalar(db_url, "SELECT COUNT(*) FROM visit_events")


def text_scalar(db_url, sql):
    if db_url.startswith("sqlite://"):
        import sqlite3
        con = sqlite3.connect(db_url[len("sqlite://"):])
        (v,) = con.execute(sql).fetchone()
        con.close()
        return v
    out = subprocess.run(["psql", db_url, "-tAc", sql], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def seed_visits(db_url, events, *extra):
    subprocess.run([os.path.join(BIN, "seed_visits"), "--database-url", db_url, "--events", str(events), *extra],
                   check=True)


def event_bytes(db_url):
    """Bytes of the raw events: the table and its index (SQLite's dbstat),
    or the whole file when dbstat is not compiled in."""
    import sqlite3
    path = db_url[len("sqlite://"):]
    con = sqlite3.connect(path)
    try:
        (size,) = con.execute("SELECT SUM(pgsize) FROM dbstat WHERE name IN ('visit_events', 'visit_events_link')").fetchone()
        return size or 0, "visit_events and its index"
    except sqlite3.OperationalError:
        return os.path.getsize(path), "whole file"
    finally:
        con.close()


def iso(ms):
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(ms / 1000))


def stats_rows(row, engine, db_url, work, links, events):
    """Statistics answered from summaries: one link with `events` / 2
    visits over a year, and everything over `links` links."""
    data_dir = os.path.join(work, f"{engine}-stats")
    os.makedirs(data_dir, exist_ok=True)
    seed(db_url, links, os.path.join(work, f"{engine}-stats.tsv"))
    sqlite = db_url.startswith("sqlite://")
    before = event_bytes(db_url)[0] if sqlite else 0
    started = time.perf_counter()
    seed_visits(db_url, events)
    row(f"{engine}: seeding {events} visit events through the flush's writes", time.perf_counter() - started, None, "", None, " s")
    if sqlite:
        after, what = event_bytes(db_url)
        per_million = (after - before) / events * 1_000_000 / 1e6
        row(f"{engine}: disk per 1M raw events ({what})", per_million, None, "≤ 80 MB", per_million <= 80, " MB")
    hot = text_scalar(db_url, "SELECT link_id FROM link_counters ORDER BY num LIMIT 1")
    server = Linkhop(db_url, data_dir)
    try:
        wait_http(server.base + "/api")
        built = wait_period_totals(db_url)
        row(f"{engine}: period values of the top links built after seeding (job at start)", built, None, "", None, " s")
        cookie = login_owner(server.base)
        now = int(time.time() * 1000)
        year = f"from={iso(now - 365 * 86_400_000)}&to={iso(now)}"
        one = p95_ms(server.base, f"/api/link/{hot}/stats?interval=day&{year}", cookie, 40)
        row(f"{engine}: stats of one link with {events // 2} events, 1 year by day (p95)", one, None, "< 50 ms", one < 50, " ms")
        month = p95_ms(server.base, "/api/stats?interval=day", cookie, 20)
        row(f"{engine}: GET /api/stats, {links} links, {events} events, 30 days (p95)", month, None, "< 200 ms", month < 200, " ms")
        whole = p95_ms(server.base, f"/api/stats?interval=week&{year}", cookie, 10)
        row(f"{engine}: GET /api/stats, {links} links, {events} events, 1 year by week (p95)", whole, None, "", None, " ms")
    finally:
        server.stop()


def wait_period_totals(db_url, timeout=1800):
    """Seconds until the top links' period values job has built a value
    for every closed day and month with visits (docs/STATISTICS.md, "Top
    links over long ranges"), as on any instance running for a while."""
    started = time.perf_counter()
    today = int(time.time()) // 86_400
    missing = (
        "SELECT COUNT(*) FROM visit_daily r WHERE r.link_num = 0 AND r.dimension = 0 AND r.value = '' "
        f"AND r.day < {today} AND NOT EXISTS (SELECT 1 FROM visit_period_totals p "
        "WHERE p.kind = 0 AND p.period = r.day AND p.totals IS NOT NULL)")
    while scalar(db_url, missing) > 0:
        if time.perf_counter() - started > timeout:
            raise TimeoutError("the period values were not built")
        time.sleep(1)
    return time.perf_counter() - started


def purge_rows(row, engine, db_url, work, links, events, seconds):
    """Redirect p99 while the retention job deletes `events` expired events,
    against the p99 of the same server and data without retention (the
    purge of millions of rows outlasts any wait for it to end)."""
    data_dir = os.path.join(work, f"{engine}-purge")
    os.makedirs(data_dir, exist_ok=True)
    links_file = os.path.join(work, f"{engine}-purge.tsv")
    seed(db_url, links, links_file)
    seed_visits(db_url, events, "--age-days", "400", "--days", "30", "--hot-share", "0")
    cutoff = int(time.time() * 1000) - 90 * 86_400_000
    expired = lambda: scalar(db_url, f"SELECT COUNT(*) FROM visit_events WHERE at < {cutoff}")
    calm_server = Linkhop(db_url, data_dir, {"VISIT_RETENTION_DAYS": "0"})
    try:
        wait_http(calm_server.base + "/api")
        calm_server.wait_preloaded()
        calm = wrk(calm_server.base, links_file, seconds)
    finally:
        calm_server.stop()
    server = Linkhop(db_url, data_dir, {"VISIT_RETENTION_DAYS": "90"})
    try:
        wait_http(server.base + "/api")
        server.wait_preloaded()
        left_before = expired()
        during = wrk(server.base, links_file, seconds)
        left_after = expired()
    finally:
        server.stop()
    purged = left_before - left_after
    row(f"{engine}: expired events deleted during the {seconds} s redirect run (of {left_before})", purged, None, "", None)
    ratio = during["p99"] / calm["p99"]
    row(f"{engine}: redirect p99 while purging {events} events vs without retention", during["p99"], calm["p99"], "≤ 1.5", ratio <= 1.5, " ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--small", type=int, default=10_000, help="links in the small redirect scenario")
    parser.add_argument("--large", type=int, default=1_000_000, help="links in the large scenarios")
    parser.add_argument("--events", type=int, default=20_000_000,
                        help="visit events in the statistics scenarios (half on one link)")
    parser.add_argument("--purge-events", type=int, default=10_000_000,
                        help="expired visit events the retention job deletes while redirecting (0: no retention scenario)")
    parser.add_argument("--stats-only", action="store_true", help="only the statistics and retention scenarios")
    parser.add_argument("--controls-only", action="store_true", help="only the link controls scenarios")
    parser.add_argument("--redirects-only", action="store_true", help="only the redirect rounds (throughput, p99, CPU per redirect, exact visits)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10, help="length of each wrk run")
    parser.add_argument("--postgres", help="admin URL of a PostgreSQL server to also run on (a database per scenario is created)")
    parser.add_argument("--start-postgres", action="store_true", help="start a throwaway cluster with scripts/postgres.sh and also run on it")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--no-transfer", action="store_true", help="skip the import and export scenarios")
    parser.add_argument("--transfer-only", action="store_true", help="only the import and export scenarios (the realistic import also on PostgreSQL with --postgres or --start-postgres)")
    parser.add_argument("--no-sqlite", action="store_true", help="only the PostgreSQL scenarios (with --postgres or --start-postgres)")
    parser.add_argument("--export-cost-only", action="store_true",
                        help="only the export cost of one standard user's links created in one millisecond (no wrk needed)")
    parser.add_argument("--export-cost-links", type=int, default=50_000,
                        help="links in the smaller export-cost run; the larger has three times as many")
    parser.add_argument("--profile", default="release", help="the cargo profile whose binaries to run (debug for a quick look)")
    parser.add_argument("--compare-with", metavar="OLD_LINKHOP",
                        help="another linkhop binary (today's release) to measure in the same rounds as this build, "
                             "one domain; needs --compare-seed")
    parser.add_argument("--compare-seed", metavar="OLD_SEED",
                        help="the seed binary built from the same commit as --compare-with (its schema)")
    parser.add_argument("--compare-links", default=None,
                        help="links in the comparison, comma-separated for several runs (default: --small)")
    parser.add_argument("--compare-tracking", default="full",
                        help="VISIT_TRACKING of both binaries in the comparison, comma-separated for several runs "
                             "(off isolates the redirect path from the visit flush)")
    parser.add_argument("--compare-cache", type=int, default=None,
                        help="CACHE_CAPACITY of both binaries in the comparison (16: every request a cache miss)")
    parser.add_argument("--domains", type=int, default=10, help="domains in the several-domains scenario, the default included")
    parser.add_argument("--domain-links", type=int, default=100_000, help="links on each domain (the same slugs on every domain)")
    parser.add_argument("--domains-tracking", default="full",
                        help="VISIT_TRACKING in the several-domains scenario, comma-separated for several runs")
    parser.add_argument("--no-domains", action="store_true", help="skip the several-domains scenario")
    parser.add_argument("--no-domains-reference", dest="domains_reference", action="store_false",
                        help="without the one-domain run of as many links beside the several-domains scenario")
    parser.add_argument("--campaigns-only", action="store_true",
                        help="only campaign links (UTM, A/B split) beside plain ones (bench/campaigns_bench.py)")
    parser.add_argument("--bulk-edit-only", action="store_true",
                        help="only the redirect during a bulk edit of --bulk-edit-links links (bench/bulk_edit_bench.py)")
    parser.add_argument("--bulk-edit-links", type=int, default=100_000)
    parser.add_argument("--webhooks-only", action="store_true",
                        help="only the redirect with a webhook subscriber to every visit beside the same without (bench/webhooks_bench.py)")
    parser.add_argument("--domains-only", action="store_true",
                        help="only the comparison with --compare-with (if given) and the several-domains scenario")
    args = parser.parse_args()
    if args.compare_with and not args.compare_seed:
        parser.error("--compare-with needs --compare-seed (the seeder of the same commit)")

    global BIN
    BIN = os.path.join(TARGET, args.profile)
    if not args.export_cost_only and not shutil.which("wrk"):
        sys.exit("wrk is missing: apt-get install wrk")
    if not args.no_build:
        subprocess.run([os.path.join(ROOT, "scripts", "build-web.sh")], check=True)
        subprocess.run(["cargo", "build", "--profile", args.profile, "--locked", "-p", "linkhop", "-p", "linkhop-bench"], cwd=ROOT, check=True)

    rows = []

    def row(scenario, value, base=None, target=None, ok=None, unit="", ratio=None):
        ratio = ratio or (f"{value / base:.2f}" if base else "")
        rows.append((scenario, f"{value:.1f}{unit}" if isinstance(value, float) else f"{value}{unit}",
                     f"{base:.1f}{unit}" if base else "", ratio, target or "", "" if ok is None else ("pass" if ok else "FAIL")))

    with tempfile.TemporaryDirectory(prefix="linkhop-bench-") as work:
        cluster = None
        if args.start_postgres:
            # Outside `work`: the cluster runs as the postgres user, who cannot enter it.
            cluster = os.path.join(tempfile.gettempdir(), f"linkhop-bench-pg-{os.getpid()}")
            args.postgres = subprocess.run([os.path.join(ROOT, "scripts", "postgres.sh"), "start", cluster],
                                           capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
        try:
            run_all(args, work, row)
        finally:
            if args.start_postgres:
                subprocess.run([os.path.join(ROOT, "scripts", "postgres.sh"), "stop", cluster])

    machine = f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}"
    print_table(rows, machine)


def run_all(args, work, row):
    if args.export_cost_only:
        export_cost_rows(row, work, args.export_cost_links)
        return
    sqlite = ("SQLite", lambda name: sqlite_url(work, name))
    if args.transfer_only:
        if not args.no_sqlite:
            transfer_rows(row, work, args.large)
        pg = [("PostgreSQL", lambda name: create_pg_database(args.postgres, name))] if args.postgres else []
        realistic_import_rows(row, work, args.large, ([] if args.no_sqlite else [sqlite]) + pg)
        return
    engines = [] if args.no_sqlite else [sqlite]
    if args.postgres:
        engines.append(("PostgreSQL", lambda name: create_pg_database(args.postgres, name)))
    for engine, url_for in engines:
        if args.webhooks_only:
            webhooks_bench.webhook_rows(sys.modules[__name__], row, args, engine, url_for, work)
            continue
        if args.campaigns_only:
            campaigns_bench.campaign_rows(sys.modules[__name__], row, engine, url_for("campaigns"), work,
                                          args.seconds, args.rounds)
            continue
        if args.bulk_edit_only:
            bulk_edit_bench.bulk_edit_rows(sys.modules[__name__], row, engine, url_for("bulk-edit"), work,
                                           args.seconds, args.bulk_edit_links)
            continue
        if args.compare_with and not (args.controls_only or args.stats_only):
            for count in (args.compare_links or str(args.small)).split(","):
                for tracking in args.compare_tracking.split(","):
                    compare_rows(row, args, engine, url_for, work, int(count), tracking)
        if not args.no_domains and not (args.controls_only or args.stats_only):
            domains_rows(row, args, engine, url_for, work)
        if args.domains_only:
            continue
        if args.controls_only:
            link_controls_rows(row, engine, url_for("controls"), work, args.seconds, args.rounds)
            continue
        if args.stats_only:
            stats_rows(row, engine, url_for("stats"), work, args.large, args.events)
            if args.purge_events:
                purge_rows(row, engine, url_for("purge"), work, args.small, args.purge_events, args.seconds)
            continue
        small = redirect_rounds(url_for("small"), work, args.small, args.rounds, args.seconds, f"{engine}-small", paced=True)
        large = redirect_rounds(url_for("large"), work, args.large, args.rounds, args.seconds, f"{engine}-large")
        r = small["linkhop_rps"] / small["baseline_rps"]
        row(f"{engine}: redirect req/s, {args.small} links, VISIT_TRACKING=full, vs bare hyper", small["linkhop_rps"], small["baseline_rps"], "≥ 0.90", r >= 0.90)
        row(f"{engine}: redirect req/s, {args.small} links, VISIT_TRACKING=full, vs axum", small["linkhop_rps"], small["axum_rps"], "", None)
        row(f"{engine}: axum baseline vs bare hyper (the router's own cost)", small["axum_rps"], small["baseline_rps"], "", None)
        p = small["linkhop_p99"] / small["baseline_p99"]
        row(f"{engine}: redirect p99 at 64 connections vs bare hyper", small["linkhop_p99"], small["baseline_p99"], "≤ 1.5", p <= 1.5, " ms")
        row(f"{engine}: redirect p99 at 64 connections vs axum", small["linkhop_p99"], small["axum_p99"], "", None, " ms")
        # Flat out, on a machine the load generator shares, p99 follows the
        # CPU each request takes more than the latency of any one request
        # (bench/README.md, "What the p99 row measures"); at a fixed pace it
        # is the server's own.
        paced = small["paced_p99"] / small["paced_baseline_p99"]
        row(f"{engine}: redirect p99 at a fixed pace (64 connections, {PACED_PAUSE_MS} ms apart) vs bare hyper",
            small["paced_p99"], small["paced_baseline_p99"], "≤ 1.5", paced <= 1.5, " ms")
        row(f"{engine}: redirect req/s at that pace vs bare hyper", small["paced_rps"], small["paced_baseline_rps"], "", None)
        scale = large["linkhop_rps"] / small["linkhop_rps"]
        row(f"{engine}: redirect req/s {args.large} vs {args.small} links (cache preloaded)", large["linkhop_rps"], small["linkhop_rps"], "≥ 0.90", scale >= 0.90)
        row(f"{engine}: slug cache preload of {args.large} links after start", large["preload_s"], None, "", None, " s")
        for label, res in ((args.small, small), (args.large, large)):
            row(f"{engine}: Linkhop CPU per redirect, {label} links (process utime + stime / requests)", res["cpu_us"], None, "", None, " µs")
        for label, res in (("small", small), ("large", large)):
            row(f"{engine}: visits stored = 3xx answers ({label})", res["visits"], None, f"= {res['served']}", res["visits"] == res["served"])
            row(f"{engine}: events stored = 3xx answers ({label})", res["events"], None, f"= {res['served']}", res["events"] == res["served"])
        row(f"{engine}: RSS after the {args.large}-link redirect run", large["rss_after"], None, "< 250 MB", large["rss_after"] < 250, " MB")
        row(f"{engine}: RSS 10 s after the {args.large}-link redirect run", large["rss_settled"], None, "", None, " MB")
        if args.redirects_only:
            continue
        webhooks_bench.webhook_rows(sys.modules[__name__], row, args, engine, url_for, work)
        list_rows(row, engine, url_for("large-list"), work, args.large)
        link_controls_rows(row, engine, url_for("controls"), work, args.seconds, args.rounds)
        campaigns_bench.campaign_rows(sys.modules[__name__], row, engine, url_for("campaigns"), work,
                                      args.seconds, args.rounds)
        bulk_edit_bench.bulk_edit_rows(sys.modules[__name__], row, engine, url_for("bulk-edit"), work,
                                       args.seconds, args.bulk_edit_links)
        stats_rows(row, engine, url_for("stats"), work, args.large, args.events)
        if args.purge_events:
            purge_rows(row, engine, url_for("purge"), work, args.small, args.purge_events, args.seconds)
    if (args.no_sqlite or args.stats_only or args.controls_only or args.redirects_only or args.domains_only
            or args.campaigns_only or args.bulk_edit_only
            or args.webhooks_only):
        return
    if not args.no_transfer:
        transfer_rows(row, work, args.large)
        realistic_import_rows(row, work, args.large, [sqlite])
        export_cost_rows(row, work, args.export_cost_links)
    startup_rows(row, work)


BROWSER_AGENT = "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"


def link_controls_rows(row, engine, db_url, work, seconds, rounds, count=1000):
    """Link controls: `count` links with three redirect rules (none of which
    matches, so every condition is evaluated) and an expiry against as many
    plain links, in interleaved rounds on one instance; and a link limited
    to 200 visits under 64 connections (each of its visits is a durable
    write, so it answers far fewer requests a second than a plain link)."""
    data_dir = os.path.join(work, f"{engine}-controls")
    os.makedirs(data_dir, exist_ok=True)
    server = Linkhop(db_url, data_dir)
    try:
        wait_http(server.base + "/api")
        cookie = login_owner(server.base)
        rules = [
            {"destination": "https://ios.example/", "conditions": [{"type": "device", "value": "ios"}]},
            {"destination": "https://fr.example/", "conditions": [{"type": "language", "value": "fr"},
                                                                  {"type": "query-param-present", "key": "promo"}]},
            {"destination": "https://late.example/", "conditions": [{"type": "after-date", "value": "2099-01-01T00:00:00Z"}]},
        ]
        files = {}
        for kind in ("plain", "rules"):
            path = os.path.join(work, f"{engine}-{kind}-links.tsv")
            with open(path, "w") as f:
                for i in range(count):
                    body = {"slug": f"{kind}{i}", "destination": f"https://example.com/{kind}/{i}?utm_source=bench"}
                    if kind == "rules":
                        body.update(redirectRules=rules, expiresAt="2099-12-31T00:00:00Z")
                    status, answer, _ = call(server.base, "POST", "/api/link", body, cookie)
                    assert status == 200, (status, answer)
                    f.write(f"{kind}{i}\t{body['destination']}\n")
            files[kind] = path
        runs = {"plain": [], "rules": []}
        for _ in range(rounds):
            for kind in ("plain", "rules"):
                runs[kind].append(wrk(server.base, files[kind], seconds, headers=[BROWSER_AGENT]))
        limited_file = os.path.join(work, f"{engine}-limited.tsv")
        status, answer, _ = call(server.base, "POST", "/api/link",
                                 {"slug": "limited", "destination": "https://example.com/limited", "maxVisits": 200}, cookie)
        assert status == 200, (status, answer)
        with open(limited_file, "w") as f:
            f.write("limited\thttps://example.com/limited\n")
        limited = wrk(server.base, limited_file, max(3, seconds), headers=[BROWSER_AGENT])
    finally:
        server.stop()
    plain = statistics.median(r["rps"] for r in runs["plain"])
    ruled = statistics.median(r["rps"] for r in runs["rules"])
    row(f"{engine}: redirect req/s, links with three rules and an expiry vs plain links",
        ruled, plain, "≥ 0.91 (≤ 10 % more cost)", ruled / plain >= 1 / 1.1)
    served = limited["total"] - limited["non3xx"]
    row(f"{engine}: 3xx answers of a maxVisits=200 link under 64 connections ({limited['total']} requests)",
        served, None, "= 200", served == 200)


def list_rows(row, engine, db_url, work, count):
    data_dir = os.path.join(work, f"{engine}-list")
    os.makedirs(data_dir, exist_ok=True)
    seed(db_url, count, os.path.join(work, f"{engine}-list.tsv"))
    server = Linkhop(db_url, data_dir)
    try:
        wait_http(server.base + "/api")
        server.wait_preloaded()
        cookie = login_owner(server.base)
        for field in ("slug", "destination", "creationDate", "modifiedDate", "visits", "author"):
            p95 = p95_ms(server.base, f"/api/link/list?sortField={field}&sortType=-1", cookie, 40)
            row(f"{engine}: list first page, {count} links, by {field}", p95, None, "p95 < 20 ms", p95 < 20, " ms")
        p95 = p95_ms(server.base, "/api/link/list?search=xample.com/12345", cookie, 20)
        row(f"{engine}: list search, {count} links", p95, None, "p95 < 150 ms", p95 < 150, " ms")
    finally:
        server.stop()


def multipart(fields, file_name, file_bytes):
    boundary = "linkhopbench" + os.urandom(8).hex()
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{file_name}"\r\n'
                 f'Content-Type: text/csv\r\n\r\n'.encode() + file_bytes + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def transfer_rows(row, work, count):
    """Import of a generated Lynx CSV through the API, then streaming exports,
    each on a freshly started server so VmHWM is that operation's peak."""
    data_dir = os.path.join(work, "transfer")
    os.makedirs(data_dir, exist_ok=True)
    db_url = sqlite_url(work, "transfer")
    # Short columns keep the upload under the 50 MiB import limit.
    lines = ["slug,destination"] + [f"i{i:07d},https://e.example/{i}" for i in range(count)]
    body, content_type = multipart({"service": "lynx"}, "links.csv", ("\r\n".join(lines) + "\r\n").encode())
    server = Linkhop(db_url, data_dir)
    try:
        wait_http(server.base + "/api")
        cookie = login_owner(server.base)
        req = urllib.request.Request(server.base + "/api/import", data=body, method="POST")
        req.add_header("Content-Type", content_type)
        req.add_header("Cookie", cookie)
        t = time.perf_counter()
        with OPENER.open(req, timeout=600) as r:
            answer = json.loads(r.read())
        seconds = time.perf_counter() - t
        peak = rss_mb(server.proc.pid, "VmHWM")
    finally:
        server.stop()
    with open(server.log_path) as f:
        # How long the rebuild of indexes and the search catch-up took.
        for line in f:
            if "finished a bulk import" in line:
                print("import:", line.strip(), file=sys.stderr)
    imported = answer.get("result", {}).get("imported")
    row(f"SQLite: import {count}-row Lynx CSV via API ({imported} imported)", seconds, None, "< 30 s", seconds < 30 and imported == count, " s")
    row("SQLite: import peak RSS (VmHWM)", peak, None, "< 200 MB", peak < 200, " MB")
    for fmt in ("csv", "json"):
        # Without the cache preload, so the peak is the export's own and not
        # that of a million cached redirect targets (about 220 MB).
        server = Linkhop(db_url, data_dir, {"CACHE_PRELOAD": "false"})
        try:
            wait_http(server.base + "/api")
            status, _, headers = call(server.base, "POST", "/api/auth/login", {"username": "bench", "password": PASSWORD})
            cookie = headers["Set-Cookie"].split(";")[0]
            req = urllib.request.Request(server.base + f"/api/export?format={fmt}")
            req.add_header("Cookie", cookie)
            size = 0
            t = time.perf_counter()
            with OPENER.open(req, timeout=600) as r:
                while chunk := r.read(1 << 20):
                    size += len(chunk)
            seconds = time.perf_counter() - t
            peak = rss_mb(server.proc.pid, "VmHWM")
        finally:
            server.stop()
        row(f"SQLite: export {fmt} of {count} links ({size / 1e6:.0f} MB in {seconds:.1f} s), peak RSS, cache preload off", peak, None, "< 100 MB", peak < 100, " MB")


def realistic_rows(count):
    """`count` links as a Lynx export holds them: (id, slug, destination,
    date, visits), the destinations looking like real ones: about 100
    characters, a path and a query string with tracking parameters."""
    rng = random.Random(7)
    hosts = ["www.example.com", "shop.example.org", "news.example.net", "docs.example.io", "blog.example.co.uk"]
    words = ["products", "category", "article", "2024", "summer-sale", "guides", "getting-started", "item", "view", "reference"]
    for i in range(count):
        path_part = "/".join(rng.choice(words) for _ in range(3))
        query = f"utm_source=newsletter&utm_medium=email&utm_campaign=c{i % 997}&ref={rng.getrandbits(40):010x}"
        destination = f"https://{rng.choice(hosts)}/{path_part}?{query}"
        date = f"2024-03-0{1 + i % 9}T10:{i % 60:02d}:00.000Z"
        yield uuid.UUID(int=rng.getrandbits(128), version=4), f"l{i:07d}", destination, date, i % 1000


def realistic_lynx_csv(path, count, links_file=None):
    """A Lynx CSV export as Lynx writes it (every column, quoted) of
    `realistic_rows`; with `links_file`, also their `slug<TAB>destination`
    lines for the baseline servers."""
    links = open(links_file, "w") if links_file else None
    with open(path, "w") as f:
        f.write('"id","slug","destination","author","creationDate","modifiedDate","visits","account"\r\n')
        for link_id, slug, destination, date, visits in realistic_rows(count):
            f.write(f'"{link_id}","{slug}","{destination}","","{date}","{date}",{visits},"n/a"\r\n')
            if links:
                links.write(f"{slug}\t{destination}\n")
    if links:
        links.close()


def realistic_import_rows(row, work, count, engines):
    """The realistic file (issue 20): a CLI import and an API import, each
    into a fresh database of every engine in `engines` ((label, url_for)
    pairs), timed end to end; the CPU time beside each, since wall times on
    a shared machine depend on the load."""
    csv_path = os.path.join(work, "realistic.csv")
    realistic_lynx_csv(csv_path, count)
    size_mb = os.path.getsize(csv_path) / 1e6
    for engine, url_for in engines:
        realistic_cli_import(row, work, count, engine, url_for("realistic-cli"), csv_path, size_mb)
        realistic_api_import(row, work, count, engine, url_for("realistic-api"), csv_path, size_mb)
    os.remove(csv_path)


def realistic_cli_import(row, work, count, engine, db_url, csv_path, size_mb, keep=False):
    """`linkhop import` of the realistic file: wall and CPU seconds."""
    data_dir = os.path.join(work, f"realistic-cli-{engine}")
    os.makedirs(data_dir, exist_ok=True)
    env = dict(os.environ, DATABASE_URL=db_url, DATA_DIR=data_dir, LINKHOP_PASSWORD=PASSWORD, RUST_LOG="warn")
    subprocess.run([os.path.join(BIN, "linkhop"), "user", "create", "--username", "bench", "--email",
                    "bench@example.com", "--role", "owner"], env=env, check=True, stdout=subprocess.DEVNULL)
    before = os.times()
    t = time.perf_counter()
    out = subprocess.run([os.path.join(BIN, "linkhop"), "import", csv_path, "--service", "lynx", "--owner", "bench"],
                         env=env, check=True, capture_output=True, text=True).stdout
    seconds = time.perf_counter() - t
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    ok = out.startswith(f"Imported {count} / {count} links!")
    row(f"{engine}: CLI import of {count} realistic links (Lynx CSV, {size_mb:.0f} MB, ~100-char destinations)", seconds, None, "< 30 s", seconds < 30 and ok, " s")
    row(f"{engine}: CLI import CPU (user + system)", cpu, None, "", None, " s")
    if keep:
        return
    # The API import that follows starts alone, not beside PostgreSQL's
    # autovacuum of these million rows (or their SQLite file's disk space).
    drop_database(db_url)


def realistic_api_import(row, work, count, engine, db_url, csv_path, size_mb):
    """The same file streamed as a multipart body by an owner's session:
    wall time to the answer, the server's CPU seconds and peak RSS."""
    boundary = uuid.uuid4().hex
    head = (f'--{boundary}\r\nContent-Disposition: form-data; name="service"\r\n\r\nlynx\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="links.csv"\r\n'
            f'Content-Type: text/csv\r\n\r\n').encode()
    tail = f"\r\n--{boundary}--\r\n".encode()
    body_path = os.path.join(work, "realistic.multipart")
    with open(body_path, "wb") as out_file, open(csv_path, "rb") as in_file:
        out_file.write(head)
        shutil.copyfileobj(in_file, out_file, 1 << 20)
        out_file.write(tail)
    data_dir = os.path.join(work, f"realistic-api-{engine}")
    os.makedirs(data_dir, exist_ok=True)
    server = Linkhop(db_url, data_dir)
    try:
        wait_http(server.base + "/api")
        cookie = login_owner(server.base)
        with open(body_path, "rb") as body:
            req = urllib.request.Request(server.base + "/api/import", data=body, method="POST")
            req.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
            req.add_header("Content-Length", str(os.path.getsize(body_path)))
            req.add_header("Cookie", cookie)
            cpu_before = cpu_seconds(server.proc.pid)
            t = time.perf_counter()
            with OPENER.open(req, timeout=600) as r:
                answer = json.loads(r.read())
            seconds = time.perf_counter() - t
            cpu = cpu_seconds(server.proc.pid) - cpu_before
        peak = rss_mb(server.proc.pid, "VmHWM")
    finally:
        server.stop()
        os.remove(body_path)
    imported = answer.get("result", {}).get("imported")
    row(f"{engine}: API import of the same file, {size_mb:.0f} MB upload ({imported} imported)", seconds, None, "< 30 s", seconds < 30 and imported == count, " s")
    row(f"{engine}: API import server CPU (user + system)", cpu, None, "", None, " s")
    row(f"{engine}: realistic API import peak RSS (VmHWM)", peak, None, "", None, " MB")


# Links per export page (src/transfer/export.rs, PAGE_SIZE).
EXPORT_PAGE = 500


def cpu_seconds(pid):
    """User + system CPU time of a process so far (/proc/<pid>/stat)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15; fields[0] here is field 3.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def export_cost(work, count):
    """CPU seconds a standard user's JSON export of `count` links, all
    created in the same millisecond (as a bulk import makes them), costs
    the server; also the links exported."""
    data_dir = os.path.join(work, f"export-cost-{count}")
    os.makedirs(data_dir, exist_ok=True)
    db_url = sqlite_url(work, f"export-cost-{count}")
    lines = ["slug,destination,creationDate"] + [
        f"e{i:07d},https://e.example/{i},2024-01-01T00:00:00.000Z" for i in range(count)]
    body, content_type = multipart({"service": "lynx"}, "links.csv", ("\r\n".join(lines) + "\r\n").encode())
    server = Linkhop(db_url, data_dir, {"CACHE_PRELOAD": "false"})
    try:
        wait_http(server.base + "/api")
        owner = login_owner(server.base)
        status, answer, _ = call(server.base, "POST", "/api/user", {
            "verification": {"password": PASSWORD},
            "user": {"username": "standard", "email": "standard@example.com", "password": PASSWORD}}, cookie=owner)
        assert status == 200, answer
        status, _, headers = call(server.base, "POST", "/api/auth/login", {"username": "standard", "password": PASSWORD})
        assert status == 200, status
        cookie = headers["Set-Cookie"].split(";")[0]
        req = urllib.request.Request(server.base + "/api/import", data=body, method="POST")
        req.add_header("Content-Type", content_type)
        req.add_header("Cookie", cookie)
        with OPENER.open(req, timeout=1200) as r:
            imported = json.loads(r.read())["result"]["imported"]
        assert imported == count, imported
        req = urllib.request.Request(server.base + "/api/export?format=json")
        req.add_header("Cookie", cookie)
        before = cpu_seconds(server.proc.pid)
        t = time.perf_counter()
        with OPENER.open(req, timeout=3600) as r:
            exported = len(json.loads(r.read()))
        wall = time.perf_counter() - t
        cpu = cpu_seconds(server.proc.pid) - before
    finally:
        server.stop()
    return cpu, wall, exported


def export_cost_rows(row, work, count):
    """A standard user's export must cost in proportion to its size, also
    when every link shares one creation millisecond (issue 18, item 5)."""
    results = {}
    for n in (count, 3 * count):
        cpu, wall, exported = export_cost(work, n)
        pages = -(-exported // EXPORT_PAGE)
        results[n] = cpu
        row(f"SQLite: standard user's JSON export, {n} links of one millisecond ({exported} links, {pages} pages, {wall:.1f} s wall)",
            cpu, None, f"= {n} links", exported == n, " CPU-s")
    ratio = results[3 * count] / max(results[count], 1e-9)
    row(f"SQLite: export CPU {3 * count} vs {count} links of one millisecond", ratio, None, "≤ 3.5 (linear: 3)", ratio <= 3.5)


def startup_rows(row, work):
    data_dir = os.path.join(work, "cold")
    os.makedirs(data_dir, exist_ok=True)
    db_url = sqlite_url(work, "cold")
    links_file = os.path.join(work, "cold.tsv")
    seed(db_url, 1000, links_file)
    with open(links_file) as f:
        slug = f.readline().split("\t")[0]
    server = Linkhop(db_url, data_dir)
    while True:
        try:
            status, _, _ = call(server.base, "GET", "/" + slug, timeout=1)
            if status == 302:
                break
        except Exception:
            time.sleep(0.002)
    cold_ms = (time.perf_counter() - server.started) * 1000
    time.sleep(1)
    idle = rss_mb(server.proc.pid)
    server.stop()
    row("SQLite: cold start to first redirect", cold_ms, None, "< 300 ms", cold_ms < 300, " ms")
    row("SQLite: idle RSS after start", idle, None, "< 30 MB", idle < 30, " MB")


def create_pg_database(admin_url, name):
    db = "linkhop_bench_" + re.sub(r"\W", "_", name).lower()
    subprocess.run(["psql", admin_url, "-qc", f"DROP DATABASE IF EXISTS {db}"], check=True)
    subprocess.run(["psql", admin_url, "-qc", f"CREATE DATABASE {db}"], check=True)
    return admin_url.rsplit("/", 1)[0] + "/" + db


def drop_database(db_url):
    if db_url.startswith("sqlite://"):
        shutil.rmtree(os.path.dirname(db_url[len("sqlite://"):]), ignore_errors=True)
        return
    base, db = db_url.rsplit("/", 1)
    subprocess.run(["psql", base + "/postgres", "-qc", f"DROP DATABASE IF EXISTS {db} WITH (FORCE)"], check=True)


def print_table(rows, machine):
    header = ("Scenario", "Linkhop", "Baseline", "Ratio", "Target", "Result")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    print()
    print(machine)


if __name__ == "__main__":
    main()
