"""Campaign links beside plain links (bench/run.py --campaigns-only, or
part of a full run): on one instance, `count` plain links, as many with
campaign parameters (utm), and as many with a two-way A/B split (each
visitor picked by its daily visitor key), measured in rounds with the same
browser agent: plain, the two campaign kinds, plain again; each kind is
judged against the mean of its round's two plain runs. Every answer of the split links is checked to go to one of their
two variants.
"""

import os
import statistics


def campaign_rows(bench, row, engine, db_url, work, seconds, rounds, count=1000):
    data_dir = os.path.join(work, f"{engine}-campaigns")
    os.makedirs(data_dir, exist_ok=True)
    server = bench.Linkhop(db_url, data_dir)
    kinds = ("plain", "utm", "split")
    try:
        bench.wait_http(server.base + "/api")
        cookie = bench.login_owner(server.base)
        files = {}
        for kind in kinds:
            path = os.path.join(work, f"{engine}-campaign-{kind}-links.tsv")
            with open(path, "w") as f:
                for i in range(count):
                    destination = f"https://example.com/{kind}/{i}"
                    body = {"slug": f"{kind}{i}", "destination": destination}
                    if kind == "utm":
                        body["utm"] = {"source": "newsletter", "medium": "email", "campaign": "spring"}
                    if kind == "split":
                        body["split"] = {"variants": [{"destination": destination, "weight": 1},
                                                      {"destination": destination + "-b", "weight": 1}]}
                    status, answer, _ = bench.call(server.base, "POST", "/api/link", body, cookie)
                    assert status == 200, (status, answer)
                    f.write(f"{kind}{i}\t{destination}\n")
            files[kind] = path
        # Each kind answers where it should before it is timed.
        for kind in kinds:
            with open(files[kind]) as f:
                slug, destination = f.readline().rstrip("\n").split("\t")
            status, _, headers = bench.call(server.base, "GET", f"/{slug}")
            location = headers.get("Location", "")
            expected = {
                "plain": [destination],
                "utm": [destination + "?utm_source=newsletter&utm_medium=email&utm_campaign=spring"],
                "split": [destination, destination + "-b"],
            }[kind]
            assert status in (301, 302, 307, 308) and location in expected, (kind, status, location)
        # Each round brackets the campaign kinds between two plain runs, and
        # each kind is judged against the mean of the two: the machine's
        # load drifts between runs far more than two neighbouring runs differ.
        runs = {kind: [] for kind in kinds}
        plain_before, plain_after = [], []
        for r in range(rounds):
            order = ("utm", "split") if r % 2 == 0 else ("split", "utm")
            plain_before.append(bench.wrk(server.base, files["plain"], seconds, headers=[bench.BROWSER_AGENT]))
            for kind in order:
                runs[kind].append(bench.wrk(server.base, files[kind], seconds, headers=[bench.BROWSER_AGENT]))
            plain_after.append(bench.wrk(server.base, files["plain"], seconds, headers=[bench.BROWSER_AGENT]))
            runs["plain"] += [plain_before[-1], plain_after[-1]]
    finally:
        server.stop()
    plain_means = [(b["rps"] + a["rps"]) / 2 for b, a in zip(plain_before, plain_after)]
    for kind in ("utm", "split"):
        per_round = [k["rps"] / p for k, p in zip(runs[kind], plain_means)]
        paired = statistics.median(per_round)
        what = {"utm": "links with campaign parameters (utm)",
                "split": "links with a two-way A/B split"}[kind]
        row(f"{engine}: redirect req/s, {count} {what} vs as many plain links, median of the "
            f"{rounds} rounds' ratios to the plain runs around them (each {min(per_round):.3f}–{max(per_round):.3f})",
            statistics.median(r["rps"] for r in runs[kind]),
            statistics.median(r["rps"] for r in runs["plain"]),
            "≥ 0.95", paired >= 0.95, ratio=f"{paired:.3f}")
    bad = sum(r["non3xx"] for kind in kinds for r in runs[kind])
    row(f"{engine}: answers other than a redirect during the campaign rounds", bad, None, "= 0", bad == 0)
