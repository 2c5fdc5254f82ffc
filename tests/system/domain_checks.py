"""Short domains across instances: added, edited and removed on one
instance, each seen by the others within a second, and each name through
nginx reaching its own domain (docs/domains.md)."""

import http.client
import re
import time

from cluster import COHERENCE_S, check, request, api, location, within, seconds
from edge import DEFAULT_NAME, GO_NAME, LINKS_NAME, SERVER_NAMES, STRANGER_NAME, proxied

def domain_checks(a, b, c, edge, cookie):
    """Domains added, changed and removed on one instance hold on the others
    within about a second, and one nginx server block (docs/domains.md's)
    passes every name to its own domain (issue 31)."""
    everyone = (a, b, c)
    print("a domain added on one instance is served by the others")
    ids = {}
    for slug in ("promo", "spring"):
        status, body, _ = api(a.port, "POST", "/api/link",
                              {"destination": f"https://default.example/{slug}", "slug": slug}, cookie)
        check(status == 200, f"create /{slug} on the default domain via A")
        ids[slug] = body["result"]["id"]
    default_promo = (302, "https://default.example/promo")
    for inst in everyone:
        check(location(inst.port, "promo", GO_NAME) == default_promo,
              f"{inst.name}: {GO_NAME} is no domain yet: its /promo is the default domain's (cached now)")
    status, body, _ = api(a.port, "POST", "/api/domains", {"host": GO_NAME}, cookie)
    added = time.monotonic()
    check(status == 200 and body["result"]["host"] == GO_NAME, f"add {GO_NAME} via A")
    go_id = body["result"]["id"]
    status, body, _ = api(a.port, "POST", "/api/link",
                          {"destination": "https://go.example/promo", "slug": "promo", "domain": GO_NAME}, cookie)
    check(status == 200 and body["result"]["domain"] == GO_NAME, f"create /promo on {GO_NAME} via A")
    go_promo_id = body["result"]["id"]
    go_promo = (302, "https://go.example/promo")
    for inst in (b, c):
        took = within(COHERENCE_S, lambda: location(inst.port, "promo", GO_NAME), go_promo, added)
        check(took is not None, f"{GO_NAME}/promo redirects on {inst.name} {seconds(took)} s after the domain was "
                                "added via A")
    status, body, _ = api(b.port, "POST", "/api/domains", {"host": LINKS_NAME}, cookie)
    added = time.monotonic()
    check(status == 200, f"add {LINKS_NAME} via B")
    status, body, _ = api(b.port, "POST", "/api/link",
                          {"destination": "https://links.example/promo", "slug": "promo", "domain": LINKS_NAME}, cookie)
    check(status == 200 and body["result"]["domain"] == LINKS_NAME, f"create /promo on {LINKS_NAME} via B")
    links_promo = (302, "https://links.example/promo")
    for inst in (a, c):
        took = within(COHERENCE_S, lambda: location(inst.port, "promo", LINKS_NAME), links_promo, added)
        check(took is not None, f"{LINKS_NAME}/promo redirects on {inst.name} {seconds(took)} s after the domain "
                                "was added via B")

    print("one slug on three domains, one nginx server block for every name")
    promos = {DEFAULT_NAME: default_promo, GO_NAME: go_promo, LINKS_NAME: links_promo}
    for inst in everyone:
        got = {host: location(inst.port, "promo", host) for host in promos}
        check(got == promos, f"{inst.name}: /promo with Host {', '.join(promos)} goes to three places")
    check(location(b.port, "promo", DEFAULT_NAME, {"X-Forwarded-Host": GO_NAME}) == go_promo,
          f"B (TRUST_PROXY=1) takes the domain from X-Forwarded-Host: {GO_NAME}")
    names = re.findall(r"^[ \t]*server_name[ \t]+([^;]*);", edge.server_blocks, re.M)
    check([n.split() for n in names] == [list(SERVER_NAMES), ["_"]]
          and re.search(r"^[ \t]*listen[ \t]+\S+[ \t]+default_server;", edge.server_blocks, re.M)
          and all(re.search(rf"^\s*proxy_set_header\s+{name}\s", edge.server_blocks, re.M)
                  for name in ("Host", "X-Forwarded-Host", "X-Forwarded-For", "X-Forwarded-Proto")),
          "nginx runs docs/domains.md's blocks: one server for every name, a default server, "
          "Host and X-Forwarded-Host/-For/-Proto set")
    for host, expected in promos.items():
        check(proxied(edge, "promo", host) == expected, f"through nginx, Host {host}: /promo -> {expected[1]}")
    check(proxied(edge, "promo", DEFAULT_NAME, {"X-Forwarded-Host": GO_NAME}) == default_promo,
          "through nginx, a client's own X-Forwarded-Host is replaced: Host decides")
    check(location(a.port, "promo", STRANGER_NAME) == default_promo,
          f"directly, A serves {STRANGER_NAME} (no domain) as the default domain")
    logged = len(edge.logged())
    try:
        stranger = request(edge.port, "GET", "/promo", headers={"Host": STRANGER_NAME})[0]
    except (http.client.RemoteDisconnected, ConnectionResetError):
        stranger = "closed"
    check(stranger == "closed", f"through nginx, {STRANGER_NAME} (not in server_name) gets no answer: {stranger}")
    check(edge.logged()[logged:] == [("444", "-")], "nginx's default server closed it (444), no instance asked")

    print("a domain's notFoundRedirect edited on one instance")
    for inst in (a, c):
        check(location(inst.port, "nowhere", GO_NAME) == (404, ""), f"{inst.name}: {GO_NAME}/nowhere is unknown: 404")
    missing = (302, "https://go.example/missing")
    status, body, _ = api(b.port, "PATCH", f"/api/domains/{go_id}", {"notFoundRedirect": missing[1]}, cookie)
    edited = time.monotonic()
    check(status == 200 and body["result"]["notFoundRedirect"] == missing[1], f"set {GO_NAME}'s notFoundRedirect via B")
    for inst in (a, c):
        took = within(COHERENCE_S, lambda: location(inst.port, "nowhere", GO_NAME), missing, edited)
        check(took is not None, f"{inst.name}: {GO_NAME}/nowhere -> notFoundRedirect {seconds(took)} s after the edit")
        check(location(inst.port, "nowhere", DEFAULT_NAME) == (404, ""), f"{inst.name}: the default domain keeps its 404")
    check(proxied(edge, "nowhere", GO_NAME) == missing, f"through nginx, {GO_NAME}/nowhere -> notFoundRedirect")

    print("a link moved to another domain")
    spring = (302, "https://default.example/spring")
    for inst in everyone:
        check((location(inst.port, "spring", DEFAULT_NAME), location(inst.port, "spring", GO_NAME)) == (spring, missing),
              f"{inst.name}: /spring cached on the default domain, unknown on {GO_NAME}")
    status, body, _ = api(b.port, "PATCH", "/api/link", {"id": ids["spring"], "domain": GO_NAME}, cookie)
    moved = time.monotonic()
    check(status == 200 and body["result"]["domain"] == GO_NAME, f"move /spring to {GO_NAME} via B")
    for inst in everyone:
        took = within(COHERENCE_S, lambda: (location(inst.port, "spring", DEFAULT_NAME),
                                            location(inst.port, "spring", GO_NAME)), ((404, ""), spring), moved)
        check(took is not None, f"{inst.name}: /spring on {GO_NAME}, gone from the default domain, {seconds(took)} s "
                                "after the move")
    check((proxied(edge, "spring", DEFAULT_NAME), proxied(edge, "spring", GO_NAME)) == ((404, ""), spring),
          f"through nginx: /spring on {GO_NAME} only")

    print("a domain removed with its links moved to the default domain")
    status, _, _ = api(c.port, "DELETE", f"/api/domains/{go_id}?links=move", cookie=cookie)
    check(status == 409, f"removing {GO_NAME} via C is refused (409) while its /promo is taken on the default domain")
    check(location(a.port, "promo", GO_NAME) == go_promo and location(a.port, "spring", GO_NAME) == spring,
          f"nothing moved: A still serves {GO_NAME}/promo and /spring")
    status, _, _ = api(a.port, "DELETE", "/api/link", {"ids": [go_promo_id]}, cookie)
    check(status == 200, f"delete {GO_NAME}/promo via A")
    for inst in everyone:
        check(within(COHERENCE_S, lambda: location(inst.port, "spring", DEFAULT_NAME), (404, "")) is not None,
              f"{inst.name}: /spring unknown on the default domain (cached as unknown)")
    status, _, _ = api(c.port, "DELETE", f"/api/domains/{go_id}?links=move", cookie=cookie)
    removed = time.monotonic()
    check(status == 200, f"remove {GO_NAME} via C with links=move")
    for inst in everyone:
        took = within(COHERENCE_S, lambda: (location(inst.port, "spring", DEFAULT_NAME),
                                            location(inst.port, "spring", GO_NAME)), (spring, spring), removed)
        check(took is not None, f"{inst.name}: /spring on the default domain (and {GO_NAME} is no domain) "
                                f"{seconds(took)} s after the removal")
        check(location(inst.port, "promo", LINKS_NAME) == links_promo, f"{inst.name}: {LINKS_NAME}/promo stays")
    for host in (DEFAULT_NAME, GO_NAME):
        check(proxied(edge, "spring", host) == spring, f"through nginx, Host {host}: /spring -> the default domain's")
    status, body, _ = api(b.port, "GET", "/api/domains", cookie=cookie)
    hosts = sorted(d["host"] or "" for d in body["result"]["domains"]) if status == 200 else body
    check(hosts == ["", LINKS_NAME], f"the domains are the default and {LINKS_NAME}: {hosts}")
