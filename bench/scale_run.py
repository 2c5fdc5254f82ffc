#!/usr/bin/env python3
"""The scale run: millions of realistic links imported by the CLI, then
served and queried as a busy instance would be.

On each engine (PostgreSQL with --postgres URL or --start-postgres, SQLite
unless --no-sqlite), into a fresh database:

1. `linkhop import` of a realistic Lynx CSV of --links rows (the bulk path).
2. A server at its defaults: the slug cache preload (CACHE_CAPACITY stays
   at its default, smaller than the link count), the search indexes built
   after the import, resident memory.
3. Redirects of Zipf-distributed traffic over every slug, interleaved with
   bare hyper holding the same slugs and destinations (the ratio).
4. --events visit events through the flush's writes: half on one link,
   the rest by the traffic's Zipf law (in stages, read after each).
5. The dashboard's reads: the list's first page by each sort, search, one
   link's statistics, the overview for 30 days and for a year by week.
6. Disk: the database and its largest tables.

Rows are printed as they are measured, so a run cut short keeps them.
Seeding takes long: run this once per change that matters (bench/README.md,
"The scale run").
"""
import argparse
import itertools
import os
import random
import subprocess
import sys
import tempfile
import time

import run as bench

# Rank r of the Zipf traffic is link (r * STRIDE) mod links: a fixed
# shuffle, so the most visited links are spread over the table and its
# import order, as real ones are. STRIDE is prime, coprime to any count
# made of 2s and 5s.
STRIDE = 1_000_003


def zipf_requests(path, links, requests, exponent, seed=11):
    """`requests` slugs drawn from a Zipf law over all `links` links."""
    rng = random.Random(seed)
    weights = itertools.accumulate(1.0 / (rank ** exponent) for rank in range(1, links + 1))
    cumulative = list(weights)
    ranks = rng.choices(range(links), cum_weights=cumulative, k=requests)
    del cumulative
    with open(path, "w") as f:
        for rank in ranks:
            f.write(f"l{(rank * STRIDE) % links:07d}\t\n")
    return len(set(ranks))


class Report:
    def __init__(self):
        self.rows = []

    def __call__(self, scenario, value, base=None, target=None, ok=None, unit=""):
        shown = f"{value:.1f}{unit}" if isinstance(value, float) else f"{value}{unit}"
        ratio = f"{value / base:.2f}" if base else ""
        line = (scenario, shown, f"{base:.1f}{unit}" if base else "", ratio, target or "",
                "" if ok is None else ("pass" if ok else "FAIL"))
        self.rows.append(line)
        print("| " + " | ".join(line) + " |", flush=True)


def disk_rows(row, engine, db_url, links, when):
    if db_url.startswith("sqlite://"):
        path = db_url[len("sqlite://"):]
        size = sum(os.path.getsize(path + suffix) for suffix in ("", "-wal") if os.path.exists(path + suffix))
        row(f"{engine}: database file {when}", size / 1e9, None, "", None, " GB")
        row(f"{engine}: bytes per link {when}", round(size / links), None, "", None, " B")
        return
    size = bench.scalar(db_url, "SELECT pg_database_size(current_database())")
    row(f"{engine}: database {when} (pg_database_size)", size / 1e9, None, "", None, " GB")
    row(f"{engine}: bytes per link {when}", round(size / links), None, "", None, " B")
    largest = bench.text_scalar(
        db_url,
        "SELECT string_agg(relname || ' ' || pg_size_pretty(size), ', ') FROM ("
        "SELECT c.relname, pg_total_relation_size(c.oid) AS size FROM pg_class c "
        "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' "
        "ORDER BY size DESC LIMIT 6) t")
    print(f"{engine}: largest tables {when}: {largest}", file=sys.stderr, flush=True)


def search_backlog(db_url):
    if db_url.startswith("sqlite://"):
        return bench.scalar(db_url, "SELECT COUNT(*) FROM search_backlog")
    return bench.scalar(db_url, "SELECT COUNT(*) FROM bulk_dropped_indexes")


def wait_until(done, timeout, what):
    started = time.perf_counter()
    while not done():
        if time.perf_counter() - started > timeout:
            raise TimeoutError(what)
        time.sleep(1)
    return time.perf_counter() - started


def redirect_rows(row, args, engine, server, links_file, requests_file):
    """Interleaved rounds: bare hyper holding every link, then Linkhop, on
    the same Zipf requests."""
    port = bench.free_port()
    started = time.perf_counter()
    baseline = subprocess.Popen([os.path.join(bench.BIN, "baseline_hyper"), "--links", links_file,
                                 "--listen", f"127.0.0.1:{port}"])
    base = f"http://127.0.0.1:{port}"
    try:
        bench.wait_http(base + "/", timeout=600)
        print(f"{engine}: bare hyper loaded the links in {time.perf_counter() - started:.1f} s", file=sys.stderr)
        linkhop, hyper = [], []
        before = bench.scrape(server.metrics)
        for number in range(args.rounds):
            hyper.append(bench.wrk(base, requests_file, args.seconds))
            linkhop.append(bench.wrk(server.base, requests_file, args.seconds))
            print(f"round {number + 1}: hyper {hyper[-1]['rps']:.0f}/s p99 {hyper[-1]['p99']:.2f} ms, "
                  f"linkhop {linkhop[-1]['rps']:.0f}/s p99 {linkhop[-1]['p99']:.2f} ms", file=sys.stderr, flush=True)
        after = bench.scrape(server.metrics)
        rss_hyper = bench.rss_mb(baseline.pid)
    finally:
        baseline.terminate()
        baseline.wait()
    rss = bench.rss_mb(server.proc.pid)
    median = lambda runs, key: sorted(r[key] for r in runs)[len(runs) // 2]
    rps, rps_base = median(linkhop, "rps"), median(hyper, "rps")
    row(f"{engine}: redirects, Zipf traffic over {args.links} links, cache at its default, vs bare hyper",
        rps, rps_base, "≥ 0.70", rps / rps_base >= 0.70)
    row(f"{engine}: redirect p99 vs bare hyper (same rounds)", median(linkhop, "p99"), median(hyper, "p99"), "", None, " ms")
    answered = sum(r["total"] for r in linkhop)
    misses = after["misses"] - before["misses"]
    row(f"{engine}: redirects that asked the database (cache misses) of {answered}", misses, None, "", None)
    row(f"{engine}: visit events dropped (buffer full) during the rounds", after["dropped"] - before["dropped"], None, "", None)
    non3xx = sum(r["non3xx"] for r in linkhop)
    row(f"{engine}: answers other than 3xx during the rounds", non3xx, None, "= 0", non3xx == 0)
    row(f"{engine}: resident memory after the rounds vs bare hyper holding every link", rss, rss_hyper, "", None, " MB")


def read_rows(row, engine, server, cookie, args):
    for field in ("slug", "destination", "creationDate", "modifiedDate", "visits", "author"):
        p95 = bench.p95_ms(server.base, f"/api/link/list?sortField={field}&sortType=-1", cookie, 20)
        row(f"{engine}: list first page, {args.links} links, by {field} (p95)", p95, None, "≤ 50 ms", p95 <= 50, " ms")
    for query in ("l123456", "summer-sale/guides"):
        p95 = bench.p95_ms(server.base, f"/api/link/list?search={query}", cookie, 20)
        row(f"{engine}: list search '{query}', {args.links} links (p95)", p95, None, "≤ 50 ms", p95 <= 50, " ms")


def stats_rows(row, engine, server, cookie, db_url, links, events):
    hot = bench.text_scalar(db_url, "SELECT link_id FROM link_counters ORDER BY num LIMIT 1")
    now = int(time.time() * 1000)
    year = f"from={bench.iso(now - 365 * 86_400_000)}&to={bench.iso(now)}"
    one = bench.p95_ms(server.base, f"/api/link/{hot}/stats?interval=day&{year}", cookie, 20)
    row(f"{engine}: stats of one link with {events // 2} events, a year by day (p95)", one, None, "≤ 50 ms", one <= 50, " ms")
    month = bench.p95_ms(server.base, "/api/stats?interval=day", cookie, 20)
    row(f"{engine}: GET /api/stats, {links} links, {events} events, 30 days (p95)", month, None, "≤ 200 ms", month <= 200, " ms")
    whole = bench.p95_ms(server.base, f"/api/stats?interval=week&{year}", cookie, 10)
    row(f"{engine}: GET /api/stats, a year by week (p95)", whole, None, "", None, " ms")


def engine_rows(row, args, engine, db_url, work, csv_path, size_mb, links_file, requests_file):
    bench.realistic_cli_import(row, work, args.links, engine, db_url, csv_path, size_mb, keep=True)
    disk_rows(row, engine, db_url, args.links, "after the import")
    data_dir = os.path.join(work, f"scale-{engine}")
    os.makedirs(data_dir, exist_ok=True)
    metrics_port = bench.free_port()
    server = bench.Linkhop(db_url, data_dir, {"METRICS_LISTEN": f"127.0.0.1:{metrics_port}"})
    server.metrics = f"http://127.0.0.1:{metrics_port}"
    try:
        bench.wait_http(server.base + "/api", timeout=600)
        preload = server.wait_preloaded(timeout=1800)
        row(f"{engine}: slug cache preload at the default CACHE_CAPACITY, {args.links} links", preload, None, "", None, " s")
        row(f"{engine}: resident memory after the preload", bench.rss_mb(server.proc.pid), None, "", None, " MB")
        built = wait_until(lambda: search_backlog(db_url) == 0, 3600, "the search index was not built")
        row(f"{engine}: search index built after the import (by the server, after start)", preload + built, None, "", None, " s")
        redirect_rows(row, args, engine, server, links_file, requests_file)
        cookie = bench.login_owner(server.base)
        read_rows(row, engine, server, cookie, args)
    finally:
        server.stop()
    seeded = 0
    for stage, total in enumerate(args.events):
        started = time.perf_counter()
        bench.seed_visits(db_url, total - seeded, "--zipf", str(args.zipf), "--seed", str(7 + stage))
        row(f"{engine}: seeding {total - seeded} visit events through the flush's writes (to {total})",
            time.perf_counter() - started, None, "", None, " s")
        seeded = total
        server = bench.Linkhop(db_url, data_dir)
        try:
            bench.wait_http(server.base + "/api", timeout=600)
            server.wait_preloaded(timeout=1800)
            built = bench.wait_period_totals(db_url, timeout=7200)
            row(f"{engine}: top links' period values built after seeding (job at start)", built, None, "", None, " s")
            cookie = bench.login_owner(server.base)
            stats_rows(row, engine, server, cookie, db_url, args.links, total)
            row(f"{engine}: resident memory after the reads", bench.rss_mb(server.proc.pid), None, "", None, " MB")
        finally:
            server.stop()
        disk_rows(row, engine, db_url, args.links, f"with {total} events")


def reads_again(row, args, work):
    """The dashboard's reads on a database an earlier run left (--database),
    after this build's migrations: for a change that does not need the
    import and the seeding again. With --redirects, the Zipf redirect
    rounds instead."""
    engine = "SQLite" if args.database.startswith("sqlite://") else "PostgreSQL"
    data_dir = os.path.join(work, f"reads-{engine}")
    os.makedirs(data_dir, exist_ok=True)
    events = bench.stored_events(args.database)
    metrics_port = bench.free_port()
    server = bench.Linkhop(args.database, data_dir, {"METRICS_LISTEN": f"127.0.0.1:{metrics_port}"})
    server.metrics = f"http://127.0.0.1:{metrics_port}"
    try:
        bench.wait_http(server.base + "/api", timeout=1800)
        preload = server.wait_preloaded(timeout=1800)
        row(f"{engine}: slug cache preload at the default CACHE_CAPACITY, {args.links} links", preload, None, "", None, " s")
        if args.redirects:
            links_file = os.path.join(work, f"links-{args.links}.tsv")
            requests_file = os.path.join(work, f"zipf-{args.links}-{args.requests}-{args.zipf}.tsv")
            redirect_rows(row, args, engine, server, links_file, requests_file)
            return
        built = bench.wait_period_totals(args.database, timeout=7200)
        row(f"{engine}: top links' period values built (job at start)", built, None, "", None, " s")
        cookie = bench.login_owner(server.base)
        read_rows(row, engine, server, cookie, args)
        stats_rows(row, engine, server, cookie, args.database, args.links, events)
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--links", type=int, default=10_000_000)
    parser.add_argument("--events", default="10000000,100000000",
                        help="visit events seeded (half on one link), as cumulative stages: the statistics are "
                             "read after each (comma-separated; empty: none)")
    parser.add_argument("--requests", type=int, default=4_000_000, help="Zipf-drawn requests in the traffic file")
    parser.add_argument("--zipf", type=float, default=1.0, help="the Zipf law's exponent")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--postgres", help="admin URL of a PostgreSQL server")
    parser.add_argument("--start-postgres", action="store_true", help="a throwaway cluster from scripts/postgres.sh")
    parser.add_argument("--no-sqlite", action="store_true")
    parser.add_argument("--database", help="only the reads, on this database an earlier run left (its links: --links)")
    parser.add_argument("--redirects", action="store_true",
                        help="with --database: the Zipf redirect rounds instead of the reads, on the files in --work")
    parser.add_argument("--files-only", action="store_true", help="only write the CSV and traffic files into --work")
    parser.add_argument("--work", help="directory for the files and SQLite databases (default: a temporary one)")
    args = parser.parse_args()
    args.events = [int(total) for total in args.events.split(",") if total]
    work = args.work or tempfile.mkdtemp(prefix="linkhop-scale-")
    os.makedirs(work, exist_ok=True)
    row = Report()
    if args.database:
        reads_again(row, args, work)
        bench.print_table(row.rows, "")
        return
    cluster = None
    if args.start_postgres:
        cluster = os.path.join(tempfile.gettempdir(), f"linkhop-scale-pg-{os.getpid()}")
        args.postgres = subprocess.run([os.path.join(bench.ROOT, "scripts", "postgres.sh"), "start", cluster],
                                       capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
    try:
        # Named by what they hold, so a second run in the same --work reuses them.
        csv_path = os.path.join(work, f"realistic-{args.links}.csv")
        links_file = os.path.join(work, f"links-{args.links}.tsv")
        requests_file = os.path.join(work, f"zipf-{args.links}-{args.requests}-{args.zipf}.tsv")
        started = time.perf_counter()
        if not (os.path.exists(csv_path) and os.path.exists(links_file)):
            bench.realistic_lynx_csv(csv_path + ".part", args.links, links_file)
            os.rename(csv_path + ".part", csv_path)
        if not os.path.exists(requests_file):
            distinct = zipf_requests(requests_file + ".part", args.links, args.requests, args.zipf)
            os.rename(requests_file + ".part", requests_file)
            print(f"{args.requests} requests over {distinct} distinct links", file=sys.stderr)
        size_mb = os.path.getsize(csv_path) / 1e6
        print(f"files ready in {time.perf_counter() - started:.0f} s: CSV {size_mb:.0f} MB", file=sys.stderr, flush=True)
        if args.files_only:
            return
        engines = []
        if args.postgres:
            engines.append(("PostgreSQL", bench.create_pg_database(args.postgres, "scale")))
        if not args.no_sqlite:
            engines.append(("SQLite", bench.sqlite_url(work, "scale")))
        for engine, db_url in engines:
            os.makedirs(os.path.join(work, "scale"), exist_ok=True)
            engine_rows(row, args, engine, db_url, work, csv_path, size_mb, links_file, requests_file)
    finally:
        if cluster:
            subprocess.run([os.path.join(bench.ROOT, "scripts", "postgres.sh"), "stop", cluster])
    machine = f"machine: {os.cpu_count()} cores, load {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    bench.print_table(row.rows, machine)


if __name__ == "__main__":
    main()
