"""The redirect with a webhook subscriber to every visit, beside the same
redirect without one (bench/run.py --webhooks-only, or part of a full run).

Two Linkhop instances on databases of the same links: `plain`, and
`subscribed`, whose owner has a webhook of the whole instance asking for
`visit`, sent to a real subscriber on this machine
(bench/src/bin/webhook_receiver.rs, which parses each delivery and counts
its visits). Both run the same interleaved rounds beside bare hyper, so the
result is a ratio of two runs side by side. After the rounds every stored
visit event must have reached the subscriber. Visits counted whose event a
full buffer dropped (the SQLite writer outpaced) are reported for both.
"""

import os
import re
import statistics
import subprocess
import sys
import time


def receiver_counts(base, bench):
    status, body, _ = bench.call(base, "GET", "/count")
    assert status == 200, status
    visits, deliveries = body.decode().split()
    return int(visits), int(deliveries)


def dropped_deliveries(metrics_base, bench):
    status, body, _ = bench.call(metrics_base, "GET", "/metrics")
    assert status == 200, status
    found = re.search(rb'linkhop_webhook_deliveries_total\{result="dropped"\} (\d+)', body)
    return int(found.group(1)) if found else 0


def webhook_rows(bench, row, args, engine, url_for, work):
    count = args.small
    label = f"{engine}-webhooks-{count}"
    links_file = os.path.join(work, f"{label}-links.tsv")
    urls = {name: url_for(f"webhooks-{name}") for name in ("plain", "subscribed")}
    for url in urls.values():
        bench.seed(url, count, links_file)
    receiver_port = bench.free_port()
    receiver_base = f"http://127.0.0.1:{receiver_port}"
    receiver = subprocess.Popen([os.path.join(bench.BIN, "webhook_receiver"), "--listen", f"127.0.0.1:{receiver_port}"])
    servers = bench.Servers()
    servers.baseline("hyper", "baseline_hyper", links_file)
    # Visits are gathered every second (the default is 5) so that the
    # subscriber's work would fall inside the measured runs; it waits for
    # the burst instead (jobs::redirect_burst), and each round's settling
    # time shows it done after the run.
    env = {"WEBHOOK_ALLOW_PRIVATE": "true", "WEBHOOK_VISIT_SECONDS": "1"}
    for name, url in urls.items():
        data_dir = os.path.join(work, f"{label}-{name}")
        os.makedirs(data_dir, exist_ok=True)
        servers.linkhop(name, url, data_dir, links_file, env)
    try:
        preload = servers.wait_ready()
        bench.wait_http(receiver_base + "/count")
        for name in urls:
            cookie = bench.login_owner(servers.base(name))
            if name == "subscribed":
                status, body, _ = bench.call(
                    servers.base(name), "POST", "/api/webhooks",
                    {"url": f"{receiver_base}/hooks", "events": ["visit"], "scope": "instance"}, cookie=cookie)
                assert status == 200, body
        for r in range(args.rounds):
            servers.run("hyper", args.seconds)
            for name in ("plain", "subscribed") if r % 2 == 0 else ("subscribed", "plain"):
                servers.run(name, args.seconds)
            bench.log_round(r + 1, servers, ("plain", "subscribed"))
        # Deliveries are made of the recorded visit events; a visit whose
        # event the full buffer dropped is counted but never sent.
        stored = bench.stored_events(urls["subscribed"])
        unrecorded = {name: bench.stored_visits(url) - bench.stored_events(url) for name, url in urls.items()}
        deadline = time.perf_counter() + 300
        while receiver_counts(receiver_base, bench)[0] < stored and time.perf_counter() < deadline:
            time.sleep(0.5)
        delivered, deliveries = receiver_counts(receiver_base, bench)
        # The subscriber shares the machine: its CPU is taken from the
        # redirects of the subscribed instance's rounds too.
        receiver_cpu = bench.cpu_seconds(receiver.pid)
        dropped = dropped_deliveries(servers.linkhops["subscribed"].metrics, bench)
    finally:
        servers.stop()
        receiver.terminate()
        receiver.wait()
    per_round = [s["rps"] / p["rps"] for s, p in zip(servers.runs["subscribed"], servers.runs["plain"])]
    print(f"{label}: preload {preload}; subscribed/plain per round " + ", ".join(f"{x:.3f}" for x in per_round),
          file=sys.stderr)
    plain, subscribed, hyper = (servers.median(n) for n in ("plain", "subscribed", "hyper"))
    what = f"{engine}: {count} links, VISIT_TRACKING=full"
    row(f"{what}: redirect req/s without a webhook vs bare hyper", plain, hyper, "", None)
    row(f"{what}: redirect req/s with a subscriber to every visit vs bare hyper", subscribed, hyper, "", None)
    # The criterion, judged like the release comparison: the
    # median of each round's ratio of the two runs side by side.
    paired = statistics.median(per_round)
    row(f"{what}: with a subscriber / without, median of the {len(per_round)} rounds' ratios "
        f"(each round {min(per_round):.3f}–{max(per_round):.3f}; medians of req/s {subscribed / plain:.3f})",
        subscribed, plain, "≥ 0.97", paired >= 0.97, ratio=f"{paired:.3f}")
    row(f"{what}: CPU per redirect with a subscriber / without (per round, webhook work included)",
        statistics.median(servers.cpu["subscribed"]), statistics.median(servers.cpu["plain"]), "", None, " µs")
    row(f"{what}: visits delivered to the subscriber (in {deliveries} deliveries) = visit events stored",
        delivered, None, f"= {stored}", delivered == stored)
    row(f"{what}: the subscriber's own CPU per visit received (same machine)",
        receiver_cpu / max(1, delivered) * 1e6, None, "", None, " µs")
    for name in ("plain", "subscribed"):
        row(f"{what}: visits counted whose event the full buffer dropped ({name})",
            unrecorded[name], None, "", None)
    row(f"{what}: deliveries dropped (queue full)", dropped, None, "= 0", dropped == 0)
