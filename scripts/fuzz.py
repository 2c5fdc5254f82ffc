"""Runs schemathesis against the real release binary, per engine and role.

For each engine (SQLite, then PostgreSQL when FUZZ_POSTGRES_URL is set) it
starts the binary on a fresh database, creates an owner (first
registration), an admin and a standard account (POST /api/user with a
verification object), logs each in and gives each an API secret, then runs
schemathesis as each role with the secret and with the cookie session, and
anonymously (on PostgreSQL: the owner's secret, the standard account's
cookie and anonymously). Prints the number of requests per run; fails on any failed
check or a panic in the server log.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid

PASSWORD = "Fuzz-Password-1"
CHECKS = ",".join(
    [
        "not_a_server_error",
        "status_code_conformance",
        "content_type_conformance",
        "response_schema_conformance",
    ]
)
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "10"))
SEED = os.environ.get("FUZZ_SEED", "")
HERE = os.path.dirname(os.path.abspath(__file__))
VENV_BIN = os.path.dirname(sys.executable)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base, method, path, body=None, headers=None):
    """One JSON request; returns (status, parsed body, headers)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null"), response.headers
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null"), error.headers


def expect(result, what):
    status, body, _ = result
    if status != 200:
        raise SystemExit(f"fuzz: setup step failed ({what}): {status} {body}")
    return result


def login(base, username):
    _, _, headers = expect(
        call(base, "POST", "/api/auth/login", {"username": username, "password": PASSWORD}),
        f"login {username}",
    )
    for cookie in headers.get_all("Set-Cookie") or []:
        name, _, rest = cookie.partition("=")
        # `__Host-token` under USE_HTTPS, `token` otherwise.
        if name in ("token", "__Host-token"):
            return name + "=" + rest.split(";", 1)[0]
    raise SystemExit(f"fuzz: no session cookie for {username}")


def set_up_accounts(base):
    """Owner, admin and standard: each with a cookie and a secret."""
    expect(
        call(base, "POST", "/api/auth/register",
             {"email": "owner@example.com", "username": "fuzz_owner", "password": PASSWORD}),
        "register owner",
    )
    owner_cookie = login(base, "fuzz_owner")
    for role in ("admin", "standard"):
        expect(
            call(base, "POST", "/api/user",
                 {"verification": {"password": PASSWORD, "token": ""},
                  "user": {"username": f"fuzz_{role}", "email": f"{role}@example.com",
                           "password": PASSWORD, "role": role}},
                 {"Cookie": owner_cookie}),
            f"create {role}",
        )
    accounts = {}
    for role in ("owner", "admin", "standard"):
        cookie = owner_cookie if role == "owner" else login(base, f"fuzz_{role}")
        _, body, _ = expect(call(base, "POST", "/api/auth/newSecret", {}, {"Cookie": cookie}),
                            f"secret of {role}")
        accounts[role] = {"cookie": cookie, "secret": body["result"]["secret"]}
    return accounts


def start_server(binary, database_url, workdir):
    port = free_port()
    log_path = os.path.join(workdir, "server.log")
    log = open(log_path, "w")
    env = {
        "PATH": os.environ.get("PATH", ""),
        "DATA_DIR": os.path.join(workdir, "data"),
        "DATABASE_URL": database_url,
        "LISTEN": f"127.0.0.1:{port}",
        "RUST_LOG": "warn",
        "RUST_BACKTRACE": "1",
        # The hooks send most requests from random addresses (see fuzz_hooks.py).
        "TRUST_PROXY": "true",
    }
    process = subprocess.Popen([binary], env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 30
    while True:
        try:
            if call(base, "GET", "/api")[0] == 200:
                return process, base, log_path
        except OSError:
            pass
        if process.poll() is not None or time.time() > deadline:
            raise SystemExit(f"fuzz: server did not start, see {log_path}")
        time.sleep(0.1)


def schemathesis_command(base, har, headers, extra):
    command = [
        os.path.join(VENV_BIN, "schemathesis"), "run", f"{base}/api/openapi.json",
        "--url", base,
        "--checks", CHECKS,
        "--max-examples", str(EXAMPLES),
        # One worker per process (threads race in CPython 3.11's ast.parse,
        # which hypothesis calls); parallelism comes from running roles at once.
        "--workers", "1",
        "--suppress-health-check", "all",
        "--no-shrink",
        "--report", "har", "--report-har-path", har,
        "--output-truncate", "true",
    ]
    if SEED:
        command += ["--seed", SEED]
    for name, value in headers.items():
        command += ["-H", f"{name}: {value}"]
    if "--phases" not in extra:
        command += ["--phases", "examples,coverage,fuzzing,stateful"]
    command += extra
    return command


def run_parallel(base, report_dir, runs):
    """Runs (label, headers, extra) at once; returns (label, ok, requests)."""
    started = time.time()
    processes = []
    for label, headers, extra in runs:
        har = os.path.join(report_dir, f"{label}.har")
        output = open(os.path.join(report_dir, f"{label}.txt"), "w+")
        command = schemathesis_command(base, har, headers, extra)
        env = {**os.environ, "SCHEMATHESIS_HOOKS": "fuzz_hooks", "FUZZ_PASSWORD": PASSWORD,
               "PYTHONPATH": HERE}
        processes.append((label, har, output, subprocess.Popen(
            command, stdout=output, stderr=subprocess.STDOUT, text=True, env=env)))
    results = []
    for label, har, output, process in processes:
        process.wait()
        elapsed = time.time() - started
        output.seek(0)
        results.append(report(label, har, output.read(), process.returncode, elapsed))
        output.close()
    return results


def report(label, har, stdout, returncode, elapsed):
    requests = 0
    if os.path.exists(har):
        with open(har) as f:
            requests = len(json.load(f)["log"]["entries"])
    ok = returncode == 0
    links = next((line.strip() for line in stdout.splitlines() if "API Links:" in line), "")
    print(f"fuzz: {label}: {requests} requests in {elapsed:.0f}s ({links}): {'ok' if ok else 'FAILED'}",
          flush=True)
    if not ok or os.environ.get("FUZZ_VERBOSE"):
        print(stdout[-20000:])
    return label, ok, requests


def fresh_postgres_database(admin_url):
    name = "linkhop_fuzz_" + uuid.uuid4().hex[:12]
    subprocess.run(["psql", "-q", admin_url, "-c", f"CREATE DATABASE {name}"], check=True,
                   stdout=subprocess.DEVNULL)
    return admin_url.rsplit("/", 1)[0] + "/" + name


def fuzz_engine(binary, engine, database_url, workdir):
    process, base, log_path = start_server(binary, database_url, workdir)
    results = []
    started = time.time()
    try:
        accounts = set_up_accounts(base)
        # FUZZ_REPORT_DIR keeps the HAR files and outputs for inspection.
        report_dir = os.path.join(os.environ.get("FUZZ_REPORT_DIR") or workdir, engine)
        os.makedirs(report_dir, exist_ok=True)
        # The logout operation ends the session the later runs use: it runs last.
        no_logout = ["--exclude-operation-id", "logout"]
        # Every role with each way to sign in on SQLite. On PostgreSQL, where
        # what differs is the storage, not who may do what (the authorization
        # matrix checks that on both engines), the most powerful role with a
        # secret and the least with a cookie: about half the requests.
        if engine == "sqlite":
            secret_roles = cookie_roles = ("owner", "admin", "standard")
        else:
            secret_roles, cookie_roles = ("owner",), ("standard",)
        # The secrets first: the cookie runs regenerate them.
        batches = [
            [(f"{role}-secret", {"Authorization": f"Bearer {accounts[role]['secret']}"}, no_logout)
             for role in secret_roles],
            [(f"{role}-cookie", {"Cookie": accounts[role]["cookie"]}, no_logout) for role in cookie_roles]
            + [("anonymous-none", {}, [])],
            [(f"{role}-logout", {"Cookie": accounts[role]["cookie"]},
              ["--include-operation-id", "logout", "--phases", "coverage,fuzzing"]) for role in cookie_roles],
        ]
        for batch in batches:
            runs = [(f"{engine}-{label}", headers, extra) for label, headers, extra in batch]
            for label, ok, requests in run_parallel(base, report_dir, runs):
                role = label.split("-")[1]
                results.append((role, label, ok, requests))
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
    elapsed = time.time() - started
    with open(log_path) as f:
        log = f.read()
    panicked = "panicked" in log
    if panicked or "request failed" in log:
        print(f"fuzz: {engine}: server log shows a panic or an internal error:\n{log[-10000:]}")
    return results, elapsed, not panicked and "request failed" not in log


def main():
    binary = os.path.abspath(sys.argv[1])
    engines = [("sqlite", None)]
    postgres = os.environ.get("FUZZ_POSTGRES_URL", "")
    if postgres:
        engines.append(("postgres", postgres))
    all_ok = True
    total = 0
    began = time.time()
    for engine, admin_url in engines:
        with tempfile.TemporaryDirectory(prefix=f"linkhop-fuzz-{engine}-") as workdir:
            if admin_url:
                database_url = fresh_postgres_database(admin_url)
            else:
                database_url = f"sqlite://{workdir}/fuzz.db"
            results, elapsed, log_ok = fuzz_engine(binary, engine, database_url, workdir)
            engine_total = sum(r[3] for r in results)
            total += engine_total
            by_role = {}
            for role, _, _, requests in results:
                by_role[role] = by_role.get(role, 0) + requests
            summary = ", ".join(f"{role} {n}" for role, n in by_role.items())
            print(f"fuzz: {engine}: {engine_total} requests in {elapsed:.0f}s ({summary})")
            all_ok &= log_ok and all(r[2] for r in results)
    print(f"fuzz: {total} requests in total in {time.time() - began:.0f}s")
    if not all_ok:
        raise SystemExit("fuzz: FAILED")


if __name__ == "__main__":
    main()
