#!/usr/bin/env python3
"""Several Linkhop instances on one PostgreSQL behind nginx, all real.

Starts a throwaway PostgreSQL cluster (scripts/postgres.sh), three release
binaries on loopback ports and Debian's nginx in front (round robin, with
the server blocks of docs/domains.md: one for every short domain's name, and
a default server for any other), then checks through nginx and through each
instance directly: cache coherence (edits, deletes, unknown slugs; again
after an instance's connections are killed), short domains added, edited and
removed on one instance and links moved between them (each seen by the
others within a second; each name through nginx reaching its own domain, a
name outside server_name reaching none), sessions and throttling across
instances, exact visit counts, backups written once per occurrence, and a
PostgreSQL stop/start under light load (503 JSON or cached redirects while
down, no hang, no 500; everyone serves again afterwards without a restart).

Usage: tests/system/multi_instance.py   (after `cargo build --release`)
Python 3 standard library only. Exits non-zero on the first failed check.
"""

import concurrent.futures
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time

from cluster import ROOT, BIN, PASSWORD, COHERENCE_S, FLUSH_MS, FLUSHES_PER_SUMMARY, BACKUP_EVERY_S, UNAVAILABLE, checks, check, request, api, location, Instance, sql, within, login
from domain_checks import domain_checks
from edge import DEFAULT_NAME, Nginx
from refused_uploads import refused_upload_statuses

def coherence(a, b, c, edge, cookie, label):
    """Edits on A reach B and C, deletes on B reach A, new slugs undo cached 404s."""
    slug = f"shared-{label}"
    status, body, _ = api(a.port, "POST", "/api/link", {"destination": "https://one.example/", "slug": slug}, cookie)
    check(status == 200, f"[{label}] create /{slug} via A")
    link_id = body["result"]["id"]
    for inst in (a, b, c):
        check(location(inst.port, slug) == (302, "https://one.example/"), f"[{label}] {inst.name} redirects (cached now)")
    api(a.port, "PATCH", "/api/link", {"id": link_id, "destination": "https://two.example/"}, cookie)
    for inst in (b, c):
        took = within(COHERENCE_S, lambda: location(inst.port, slug), (302, "https://two.example/"))
        check(took is not None, f"[{label}] edit via A reaches {inst.name} in {took if took is None else round(took, 3)} s")
    took = within(COHERENCE_S, lambda: location(edge.port, slug), (302, "https://two.example/"))
    check(took is not None, f"[{label}] edit via A seen through nginx")

    # A cached "unknown" answer must not outlive the slug's creation.
    fresh = f"fresh-{label}"
    for inst in (a, b, c):
        check(location(inst.port, fresh)[0] == 404, f"[{label}] {inst.name}: /{fresh} unknown (cached as unknown)")
    status, _, _ = api(b.port, "POST", "/api/link", {"destination": "https://fresh.example/", "slug": fresh}, cookie)
    check(status == 200, f"[{label}] create /{fresh} via B")
    for inst in (a, c):
        took = within(COHERENCE_S, lambda: location(inst.port, fresh), (302, "https://fresh.example/"))
        check(took is not None, f"[{label}] new slug via B reaches {inst.name} in {took if took is None else round(took, 3)} s")

    # Delete on B: A and C answer 404 within a second.
    status, body, _ = api(b.port, "DELETE", "/api/link", {"ids": [link_id]}, cookie)
    check(status == 200 and body["result"]["deleted"] == 1, f"[{label}] delete via B")
    for inst in (a, c):
        took = within(COHERENCE_S, lambda: location(inst.port, slug)[0], 404)
        check(took is not None, f"[{label}] delete via B reaches {inst.name} in {took if took is None else round(took, 3)} s")




def main():
    if not os.access(BIN, os.X_OK):
        raise SystemExit(f"{BIN} is missing: cargo build --release first")
    if not (shutil.which("nginx") or os.path.exists("/usr/sbin/nginx")):
        raise SystemExit("nginx is missing: scripts/setup.sh --test installs it")
    work = tempfile.mkdtemp(prefix="linkhop-multi.")
    # The cluster runs as the postgres user, which must reach its folder.
    os.chmod(work, 0o755)
    pg_dir = os.path.join(work, "pg")
    started = time.monotonic()
    database_url = subprocess.run([os.path.join(ROOT, "scripts/postgres.sh"), "start", pg_dir],
                                  capture_output=True, text=True, check=True).stdout.strip()
    instances, edge = [], None
    try:
        # The first instance applies the migrations; the others start together.
        a = Instance("a", database_url, work)
        a.wait_ready()
        b = Instance("b", database_url, work)
        c = Instance("c", database_url, work)
        instances = [a, b, c]
        for inst in (b, c):
            inst.wait_ready()
        edge = Nginx(work, instances)
        run_checks(database_url, pg_dir, a, b, c, edge)
    finally:
        if edge:
            edge.stop()
        for inst in instances:
            inst.stop()
        subprocess.run([os.path.join(ROOT, "scripts/postgres.sh"), "stop", pg_dir], check=False)
        if checks["failed"] == 0:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"logs kept in {work}")
    print(f"multi-instance checks took {time.monotonic() - started:.1f} s")
    print(f"{checks['passed']} passed, {checks['failed']} failed")




def refused_uploads(edge, cookie):
    """Uploads refused before or while their body is read reach the client
    through nginx as their 401 or 413, never as nginx's 502 (issue 30, item 6)."""
    print("refused uploads through nginx")
    anonymous, oversized = refused_upload_statuses(edge.port, cookie, DEFAULT_NAME)
    print(f"       anonymous 1-5 MB imports: {sorted(anonymous)}; 2-5 MB form fields: {sorted(oversized)}")
    check(anonymous == [401] * len(anonymous), f"{len(anonymous)} anonymous imports answered 401, none 502")
    check(oversized == [413] * len(oversized), f"{len(oversized)} imports with a 2-5 MB form field answered 413")




def run_checks(database_url, pg_dir, a, b, c, edge):
    backups_from = time.time()
    print("sessions across instances")
    status, _, _ = api(a.port, "POST", "/api/auth/register",
                       {"email": "owner@example.com", "username": "owner", "password": PASSWORD})
    check(status == 200, "register the owner via A")
    cookie = login(a.port, "owner")
    for inst in (b, c):
        check(api(inst.port, "GET", "/api/auth/me", cookie=cookie)[0] == 200, f"session made on A works on {inst.name}")
    check(api(edge.port, "GET", "/api/auth/me", cookie=cookie)[0] == 200, "session made on A works through nginx")
    refused_uploads(edge, cookie)
    short = login(a.port, "owner")
    check(api(b.port, "DELETE", "/api/auth/me", cookie=short)[0] == 200, "log out via B")
    check(api(a.port, "GET", "/api/auth/me", cookie=short)[0] == 401, "the session is over on A")
    check(api(c.port, "GET", "/api/auth/me", cookie=short)[0] == 401, "the session is over on C")
    other = login(b.port, "owner")
    status, _, _ = api(c.port, "PATCH", "/api/auth/password",
                       {"password": PASSWORD, "newPassword": PASSWORD + "!"}, cookie)
    check(status == 200, "change the password via C")
    check(api(a.port, "GET", "/api/auth/me", cookie=other)[0] == 401, "a session made on B ends everywhere")
    check(api(b.port, "GET", "/api/auth/me", cookie=cookie)[0] == 200, "the changing session stays (on B)")
    api(c.port, "PATCH", "/api/auth/password", {"password": PASSWORD + "!", "newPassword": PASSWORD}, cookie)

    print("throttling counted in the database")
    # The owner's account is the target: no later step logs in again.
    for attempt in range(5):
        inst = (a, b, c)[attempt % 3]
        # Distinct client addresses: only the account's count reaches 5.
        status, _, _ = api(inst.port, "POST", "/api/auth/login", {"username": "owner", "password": "wrong"},
                           headers={"X-Forwarded-For": f"198.51.100.{attempt + 1}"})
        check(status == 403, f"wrong password #{attempt + 1} via {inst.name}")
    status, body, headers = api(b.port, "POST", "/api/auth/login", {"username": "owner", "password": PASSWORD},
                                headers={"X-Forwarded-For": "198.51.100.99"})
    check(status == 429 and headers.get("Retry-After"), "the sixth attempt (on B, new address) is refused: 429")
    for attempt in range(5):
        inst = (c, b, a)[attempt % 3]
        api(inst.port, "POST", "/api/auth/login", {"username": f"nobody{attempt}", "password": "x"},
            headers={"X-Forwarded-For": "203.0.113.9"})
    status, _, _ = api(a.port, "POST", "/api/auth/login", {"username": "owner", "password": PASSWORD},
                       headers={"X-Forwarded-For": "203.0.113.9"})
    check(status == 429, "an address with five failures on three instances is refused: 429")

    print("cache coherence")
    coherence(a, b, c, edge, cookie, "steady")

    print("cache coherence after A's connections are killed")
    killed = sql(database_url, "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                               f"WHERE application_name = '{a.app_name}'")
    check(int(killed) >= 1, f"terminated {killed} connection(s) of A, its change feed among them")
    # At once: a write right after the kill, before A listens again.
    status, body, _ = api(b.port, "POST", "/api/link", {"destination": "https://k1.example/", "slug": "killed"}, cookie)
    killed_id = body["result"]["id"]
    api(b.port, "PATCH", "/api/link", {"id": killed_id, "destination": "https://k2.example/"}, cookie)
    took = within(COHERENCE_S, lambda: location(a.port, "killed"), (302, "https://k2.example/"))
    check(took is not None, "a write made while A's feed was down is seen by A within a second")
    listening = within(5, lambda: sql(database_url, "SELECT count(*) > 0 FROM pg_stat_activity "
                                                    f"WHERE application_name = '{a.app_name}'"), "t")
    check(listening is not None, "A is connected again")
    coherence(a, b, c, edge, cookie, "reconnected")

    print("cache coherence when A's change feed stops answering (no FIN, no RST)")
    feed = within(3, lambda: sql(database_url, "SELECT pid FROM pg_stat_activity WHERE "
                                               f"application_name = '{a.app_name}' AND query LIKE "
                                               "'%change feed heartbeat%' LIMIT 1") != "", True)
    check(feed is not None, "A's change feed connection found")
    feed_pid = int(sql(database_url, "SELECT pid FROM pg_stat_activity WHERE "
                                     f"application_name = '{a.app_name}' AND query LIKE "
                                     "'%change feed heartbeat%' LIMIT 1"))
    check(location(a.port, "killed") == (302, "https://k2.example/"), "A has /killed cached")
    # A stopped backend keeps its socket open and answers nothing, like a
    # connection lost to a network fault: only the heartbeat notices.
    os.kill(feed_pid, signal.SIGSTOP)
    try:
        api(b.port, "PATCH", "/api/link", {"id": killed_id, "destination": "https://k3.example/"}, cookie)
        took = within(COHERENCE_S + 0.5, lambda: location(a.port, "killed"), (302, "https://k3.example/"))
        check(took is not None, f"an edit via B reaches A in {took if took is None else round(took, 3)} s "
                                "although A's feed connection hangs")
    finally:
        os.kill(feed_pid, signal.SIGCONT)
    coherence(a, b, c, edge, cookie, "heartbeat")

    domain_checks(a, b, c, edge, cookie)

    print("visit counts from every instance")
    status, body, _ = api(a.port, "POST", "/api/link", {"destination": "https://count.example/", "slug": "count"}, cookie)
    count_id = body["result"]["id"]
    n = 600

    # Every third visitor is a link-preview bot; the others use a browser.
    agents = {"human": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
              "bot": "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"}

    def hit(i):
        agent = agents["bot" if i % 3 == 0 else "human"]
        return request(edge.port, "GET", "/count", headers={"User-Agent": agent,
                                                             "Referer": f"https://r{i % 4}.example/page"})[0]

    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        statuses = list(pool.map(hit, range(n)))
    check(statuses.count(302) == n, f"{n} redirects through nginx answered 302")
    used = {u for u in edge.upstreams_used()}
    check(all(f"127.0.0.1:{i.port}" in used for i in (a, b, c)), "nginx spread requests over all three instances")
    time.sleep(FLUSH_MS / 1000 * 3 + 0.5)
    status, body, _ = api(c.port, "GET", f"/api/link/single?id={count_id}", cookie=cookie)
    bots = len(range(0, n, 3))
    stored = (body["result"]["visits"], body["result"]["humanVisits"], body["result"]["botVisits"])
    check(stored == (n, n - bots, bots), f"stored visits, human and bot {stored} == {(n, n - bots, bots)}")

    print("visit statistics from every instance")
    # Summaries trail the counters by one flush (FLUSHES_PER_SUMMARY,
    # docs/STATISTICS.md): each instance writes them with its counters.
    def statistics():
        return api(b.port, "GET", f"/api/link/{count_id}/stats?bots=include", cookie=cookie)

    def summed():
        status, body, _ = statistics()
        totals = body["result"]["totals"] if status == 200 else {}
        return (totals.get("visits"), totals.get("humanVisits"), totals.get("botVisits"))

    took = within(FLUSH_MS / 1000 * (FLUSHES_PER_SUMMARY + 2), summed, (n, n - bots, bots))
    print(f"       summaries complete {took if took is None else round(took, 3)} s after the counters")
    status, body, _ = statistics()
    totals = body["result"]["totals"] if status == 200 else body
    check(status == 200 and (totals["visits"], totals["humanVisits"], totals["botVisits"]) == (n, n - bots, bots),
          f"statistics of the link via B count {n} visits, {n - bots} human: {totals}")
    referrers = {e["value"]: e["visits"] for e in body["result"]["referrers"]} if status == 200 else {}
    expected = {f"r{k}.example": len(range(k, n, 4)) for k in range(4)}
    check(referrers == expected, f"referrer hosts exact across instances: {referrers} == {expected}")
    events = int(sql(database_url, f"SELECT COUNT(*) FROM visit_events e JOIN link_counters c ON c.num = e.link_num "
                                   f"WHERE c.link_id = '{count_id}'"))
    check(events == n, f"{events} events stored == {n}")
    # Counters go with their link; events and summaries of deleted links
    # stay until the retention job purges them, so each is compared with
    # its own kind.
    counted = int(sql(database_url, "SELECT COALESCE(SUM(visits), 0) FROM link_counters"))
    linked = int(sql(database_url, "SELECT COUNT(*) FROM visit_events e JOIN link_counters c ON c.num = e.link_num"))
    check(counted == linked, f"every instance's visits of existing links: counters {counted} == events {linked}")
    summed = int(sql(database_url, "SELECT COALESCE(SUM(humans + bots), 0) FROM visit_summaries "
                                   "WHERE link_num = 0 AND dimension = 0"))
    every_event = int(sql(database_url, "SELECT COUNT(*) FROM visit_events"))
    check(summed == every_event, f"every instance's visits: all-links summaries {summed} == events {every_event}")

    print("a visit limit is exact across instances")
    limit = 50
    status, body, _ = api(a.port, "POST", "/api/link", {"destination": "https://limit.example/", "slug": "limited",
                                                        "maxVisits": limit}, cookie)
    check(status == 200, "create /limited (maxVisits 50) via A")
    limited_id = body["result"]["id"]
    ports = [a.port, b.port, c.port, edge.port]

    def limited_hit(i):
        # Every fifth visit is a link preview, which never uses a visit up.
        agent = agents["bot" if i % 5 == 0 else "human"]
        return i % 5 == 0, request(ports[i % 4], "GET", "/limited", headers={"User-Agent": agent})[0]

    with concurrent.futures.ThreadPoolExecutor(32) as pool:
        answers = list(pool.map(limited_hit, range(200)))
    humans = [status for bot, status in answers if not bot]
    check(humans.count(302) == limit, f"{humans.count(302)} human redirects over three instances == {limit}")
    check(humans.count(410) == len(humans) - limit, f"the other {len(humans) - limit} humans got 410")
    status, body, _ = api(b.port, "GET", f"/api/link/single?id={limited_id}", cookie=cookie)
    check(status == 200 and body["result"]["usedVisits"] == limit and body["result"]["state"] == "expired",
          f"the link shows {limit} used visits and is expired")
    # An edit (here: expiry) reaches every instance as fast as a destination change.
    status, body, _ = api(a.port, "POST", "/api/link", {"destination": "https://window.example/", "slug": "window"},
                          cookie)
    window_id = body["result"]["id"]
    for inst in (a, b, c):
        check(location(inst.port, "window") == (302, "https://window.example/"), f"{inst.name} has /window cached")
    status, _, _ = api(c.port, "PATCH", "/api/link", {"id": window_id, "expiresAt": "2001-01-01T00:00:00Z"}, cookie)
    check(status == 200, "expire /window via C")
    for inst in (a, b):
        took = within(2, lambda inst=inst: location(inst.port, "window")[0], 410)
        check(took is not None, f"the expiry via C reaches {inst.name} in {took if took is None else round(took, 3)} s")

    print("PostgreSQL stop and start under light load")
    results = []
    stop_load = threading.Event()
    paths = [("GET", "/api", None), ("GET", "/api/auth/me", cookie), ("GET", "/count", None),
             ("GET", "/api/link/list", cookie), ("POST", "/api/link", cookie)]

    def load(port):
        i = 0
        while not stop_load.is_set():
            method, path, ck = paths[i % len(paths)]
            i += 1
            body = {"destination": "https://load.example/"} if method == "POST" else None
            try:
                status, headers, raw, took = request(port, method, path, body, ck, timeout=15)
                results.append((port, path, status, headers.get("Location"), raw, took, time.monotonic()))
            except OSError as error:
                results.append((port, path, None, None, str(error).encode(), 15, time.monotonic()))
            time.sleep(0.05)

    # At least two backup occurrences before the outage, however fast the
    # checks above ran, so the backup check below has something to check.
    time.sleep(max(0.0, backups_from + 2 * BACKUP_EVERY_S + 2 - time.time()))
    workers = [threading.Thread(target=load, args=(p,)) for p in (a.port, b.port, c.port, edge.port) * 2]
    for w in workers:
        w.start()
    time.sleep(1)
    pause_wall = time.time()
    subprocess.run([os.path.join(ROOT, "scripts/postgres.sh"), "pause", pg_dir], check=True)
    down_at = time.monotonic()
    time.sleep(8)
    # Answers that arrive from here on may already come from the restarted server.
    up_at = time.monotonic()
    subprocess.run([os.path.join(ROOT, "scripts/postgres.sh"), "resume", pg_dir], check=True)
    time.sleep(2)
    stop_load.set()
    for w in workers:
        w.join()
    # Answers that started after the server was gone and ended before it restarted.
    during = [r for r in results if down_at < r[6] - r[5] and r[6] < up_at]
    check(len(during) >= 10, f"{len(during)} answers while PostgreSQL was down")
    bad = []
    for port, path, status, loc, raw, took, _ in during:
        ok = status == 503 and json.loads(raw or b"null") == UNAVAILABLE
        ok = ok or (path == "/count" and status == 302 and loc == "https://count.example/")
        if not ok or took > 5:
            bad.append((port, path, status, raw[:80], round(took, 2)))
    check(not bad, f"while down: only 503 JSON or cached redirects, each within 5 s {bad[:5]}")
    check(all(r[2] != 500 and r[2] is not None for r in results), "no 500 and no failed connection at any time")
    slowest = max(r[5] for r in during)
    print(f"       slowest answer while down: {slowest:.2f} s")
    for inst in (a, b, c):
        took = within(15, lambda: api(inst.port, "GET", "/api")[0], 200)
        check(took is not None, f"{inst.name} healthy again without a restart")
        check(api(inst.port, "GET", "/api/auth/me", cookie=cookie)[0] == 200, f"{inst.name}: the session survived")
        status, _, _ = api(inst.port, "POST", "/api/link", {"destination": "https://after.example/"}, cookie)
        check(status == 200, f"{inst.name} writes again")
    coherence(a, b, c, edge, cookie, "after-outage")

    print("backups: one per occurrence across the cluster")
    for inst in (a, b, c):
        inst.stop()
    files = []
    for inst in (a, b, c):
        files += [os.path.basename(p) for p in glob.glob(os.path.join(inst.backups, "backup-*.json"))]
    stamps = sorted(files)
    check(len(stamps) == len(set(stamps)), f"{len(stamps)} backup files, no occurrence written twice")
    # Every occurrence before the outage was written (by one instance).
    expected = {time.strftime("backup-%Y-%m-%dT%H-%M-%S.000Z.json", time.gmtime(t))
                for t in range(int(backups_from) + 1, int(pause_wall) - 1) if t % BACKUP_EVERY_S == 0}
    check(expected and expected <= set(stamps),
          f"each of the {len(expected)} occurrences before the outage has its file")
    written = sum(len(re.findall(r"backup written", inst.log_text())) for inst in (a, b, c))
    check(written == len(stamps), f"{written} 'backup written' log lines == {len(stamps)} files")
    writers = [inst.name for inst in (a, b, c) if "backup written" in inst.log_text()]
    print(f"       written by instances {writers}")


if __name__ == "__main__":
    main()
