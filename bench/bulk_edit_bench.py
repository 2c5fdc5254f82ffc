"""The redirect during a bulk edit of every link (bench/run.py
--bulk-edit-only, or part of a full run): one instance with `count` seeded
links; wrk over all of them while nothing else runs, then while
`PATCH /api/link/bulk` changes every one of them (a tag added, 500 links to
a transaction, each link's cached redirect forgotten as its chunk is
written), then quiet again. The p99 of the runs during the edit is judged
against the mean of the quiet runs around it, in the same instance and run.
"""

import json
import os
import threading
import time


def bulk_edit_rows(bench, row, engine, db_url, work, seconds, count=100_000):
    data_dir = os.path.join(work, f"{engine}-bulk-edit")
    os.makedirs(data_dir, exist_ok=True)
    links = os.path.join(work, f"{engine}-bulk-edit-links.tsv")
    bench.seed(db_url, count, links)
    server = bench.Linkhop(db_url, data_dir)
    try:
        bench.wait_http(server.base + "/api")
        server.wait_preloaded()
        cookie = bench.login_owner(server.base)
        quiet_before = bench.wrk(server.base, links, seconds, headers=[bench.BROWSER_AGENT])
        outcome = {}

        def edit():
            started = time.perf_counter()
            status, body, _ = bench.call(server.base, "PATCH", "/api/link/bulk",
                                         {"filter": {}, "addTags": ["bulk-bench"]}, cookie, timeout=1800)
            outcome["seconds"] = time.perf_counter() - started
            outcome["status"] = status
            outcome["answer"] = json.loads(body) if body else {}

        editing = threading.Thread(target=edit)
        editing.start()
        during = []
        # Runs while the edit lasts, at least one; the last one may end after it.
        while True:
            during.append(bench.wrk(server.base, links, seconds, headers=[bench.BROWSER_AGENT]))
            if not editing.is_alive():
                break
        editing.join()
        quiet_after = bench.wrk(server.base, links, seconds, headers=[bench.BROWSER_AGENT])
    finally:
        server.stop()
    assert outcome.get("status") == 200, outcome
    changed = outcome["answer"]["result"]["changed"]
    quiet_p99 = (quiet_before["p99"] + quiet_after["p99"]) / 2
    worst = max(r["p99"] for r in during)
    ratio = worst / quiet_p99
    row(f"{engine}: redirect p99 during a bulk edit of all {count} links (worst of {len(during)} "
        f"wrk runs of {seconds} s) vs the quiet runs before and after",
        worst, quiet_p99, "≤ 1.5", ratio <= 1.5, " ms", ratio=f"{ratio:.2f}")
    quiet_rps = (quiet_before["rps"] + quiet_after["rps"]) / 2
    during_rps = sum(r["rps"] for r in during) / len(during)
    row(f"{engine}: redirect req/s during the bulk edit vs quiet", during_rps, quiet_rps, "", None)
    row(f"{engine}: links the bulk edit changed", changed, None, f"= {count}", changed == count)
    row(f"{engine}: bulk edit of {count} links under redirect load, links per second",
        count / outcome["seconds"], None, "", None)
    bad = sum(r["non3xx"] for r in during + [quiet_before, quiet_after])
    row(f"{engine}: answers other than a redirect during the bulk edit rounds", bad, None, "= 0", bad == 0)
