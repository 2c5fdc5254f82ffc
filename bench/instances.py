#!/usr/bin/env python3
"""Redirect throughput of 1, 2 and 3 Linkhop instances behind nginx.

One throwaway PostgreSQL cluster (scripts/postgres.sh), N links imported with
`linkhop import`, then for each round and each instance count: fresh
instances (cold caches), a fresh nginx (round robin, upstream keep-alive) and
`wrk -t2 -c64` with bench/rotate.lua through nginx. A direct run against one
instance without nginx is the reference. Prints a Markdown table with the
median of the rounds and the load average seen before each run.

Usage: bench/instances.py [--links 10000] [--seconds 10] [--rounds 3]
Needs the release binary (cargo build --release), nginx and wrk (Debian).
"""

import argparse
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# LINKHOP_BIN runs another build (e.g. a copy kept aside while the target
# folder is rebuilt); by default the repository's release build.
BIN = os.environ.get("LINKHOP_BIN") or os.path.join(
    ROOT, os.environ.get("CARGO_TARGET_DIR", "target"), "release", "linkhop")
LUA = os.path.join(ROOT, "bench", "rotate.lua")
PASSWORD = "Bench-password-1"

NGINX_CONF = """
worker_processes auto;
daemon off;
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
    upstream linkhop {{
{servers}
        keepalive 64;
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://linkhop;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        }}
    }}
}}
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except (urllib.error.URLError, OSError):
            time.sleep(0.05)
    raise RuntimeError(f"{url} did not answer")


def post_json(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return r.status


def start_instance(database_url, work, name):
    port = free_port()
    data = os.path.join(work, name)
    os.makedirs(data, exist_ok=True)
    env = dict(os.environ, DATABASE_URL=database_url, DATA_DIR=data, LISTEN=f"127.0.0.1:{port}",
               TRUST_PROXY="true", RUST_LOG="warn")
    proc = subprocess.Popen([BIN], env=env, stderr=open(os.path.join(data, "log"), "ab"))
    wait_http(f"http://127.0.0.1:{port}/api")
    return proc, port


def stop(proc, sig=signal.SIGTERM):
    proc.send_signal(sig)
    proc.wait(timeout=60)


def start_nginx(work, ports):
    port = free_port()
    folder = tempfile.mkdtemp(dir=work, prefix="nginx.")
    conf = os.path.join(folder, "nginx.conf")
    servers = "\n".join(f"        server 127.0.0.1:{p};" for p in ports)
    with open(conf, "w") as f:
        f.write(NGINX_CONF.format(work=folder, servers=servers, port=port))
    proc = subprocess.Popen([shutil.which("nginx") or "/usr/sbin/nginx", "-p", folder, "-c", conf],
                            stderr=subprocess.DEVNULL)
    wait_http(f"http://127.0.0.1:{port}/api")
    return proc, port


def wrk(port, links_file, seconds):
    out = subprocess.run(["wrk", "-t2", "-c64", f"-d{seconds}s", "-s", LUA, f"http://127.0.0.1:{port}",
                          "--", links_file], capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return rps, int(bad.group(1)) if bad else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--links", type=int, default=10_000)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for tool in ("wrk", "nginx"):
        if not shutil.which(tool) and not os.path.exists(f"/usr/sbin/{tool}"):
            sys.exit(f"{tool} is missing: apt-get install {tool}")
    work = tempfile.mkdtemp(prefix="linkhop-instances.")
    os.chmod(work, 0o755)
    pg_dir = os.path.join(work, "pg")
    database_url = subprocess.run([os.path.join(ROOT, "scripts/postgres.sh"), "start", pg_dir],
                                  capture_output=True, text=True, check=True).stdout.strip()
    try:
        proc, port = start_instance(database_url, work, "seed")
        post_json(f"http://127.0.0.1:{port}/api/auth/register",
                  {"email": "bench@example.com", "username": "bench", "password": PASSWORD})
        stop(proc)
        slugs = [f"b{i:06d}" for i in range(args.links)]
        export = os.path.join(work, "links.json")
        with open(export, "w") as f:
            json.dump([{"slug": s, "destination": f"https://example.com/{s}"} for s in slugs], f)
        subprocess.run([BIN, "import", export, "--service", "lynx", "--owner", "bench"], check=True,
                       env=dict(os.environ, DATABASE_URL=database_url, DATA_DIR=work, RUST_LOG="warn"),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        links_file = os.path.join(work, "links.tsv")
        with open(links_file, "w") as f:
            f.writelines(f"{s}\t\n" for s in slugs)

        setups = ["direct, 1 instance", "nginx, 1 instance", "nginx, 2 instances", "nginx, 3 instances"]
        results = {s: [] for s in setups}
        loads = []
        for round_no in range(args.rounds):
            for setup in setups:
                count = int(setup.split(", ")[1][0])
                instances = [start_instance(database_url, work, f"i{n}") for n in range(count)]
                edge = None
                target = instances[0][1]
                if setup.startswith("nginx"):
                    edge, target = start_nginx(work, [p for _, p in instances])
                time.sleep(1)
                loads.append(os.getloadavg()[0])
                rps, bad = wrk(target, links_file, args.seconds)
                if bad:
                    print(f"warning: {setup}: {bad} answers were not 3xx", file=sys.stderr)
                results[setup].append(rps)
                print(f"round {round_no + 1}: {setup}: {rps:,.0f} req/s (load {loads[-1]:.2f})", flush=True)
                if edge:
                    stop(edge, signal.SIGQUIT)
                for proc, _ in instances:
                    stop(proc)
        print()
        print(f"{args.links} links, wrk -t2 -c64 -d{args.seconds}s, median of {args.rounds} rounds; "
              f"{os.cpu_count()} cores; 1-minute load average before the runs: "
              f"{min(loads):.2f} to {max(loads):.2f}")
        print()
        print("| setup | redirects/s (median) | runs |")
        print("|---|---:|---|")
        for setup in setups:
            runs = ", ".join(f"{r:,.0f}" for r in results[setup])
            print(f"| {setup} | {statistics.median(results[setup]):,.0f} | {runs} |")
    finally:
        subprocess.run([os.path.join(ROOT, "scripts/postgres.sh"), "stop", pg_dir], check=False)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
