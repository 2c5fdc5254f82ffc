#!/usr/bin/env python3
"""Checks the container files without a container engine (none here can
reach an image registry, so the image itself is not built in the suite):
every script and path the Dockerfile uses exists, its build stage runs the
scripts CI runs, the final image is non-root with a health check and a data
volume, and compose.yaml parses into the expected services. Exits non-zero
naming each problem."""

import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
problems = []


def check(ok, message):
    if not ok:
        problems.append(message)


dockerfile = (ROOT / "Dockerfile").read_text()
lines = [l.strip() for l in re.sub(r"\\\n", " ", dockerfile).splitlines()]
instructions = [l for l in lines if l and not l.startswith("#")]
stages = [l for l in instructions if l.startswith("FROM ")]
check(len(stages) >= 2, "the Dockerfile is multi-stage")
run = " ".join(l for l in instructions if l.startswith("RUN "))
for script in re.findall(r"scripts/[\w.-]+", run):
    check((ROOT / script).is_file(), f"the Dockerfile runs {script}, which does not exist")
check("scripts/build.sh" in run, "the build stage runs scripts/build.sh, as CI does")
build_sh = (ROOT / "scripts/build.sh").read_text()
check("cargo build --release --locked" in build_sh, "scripts/build.sh builds the release binary")
check("target/release/linkhop" in run, "the build stage copies target/release/linkhop")
final = instructions[instructions.index(stages[-1]):]
check(any(re.match(r"USER (?!0\b|root\b)\S+", l) for l in final), "the final image runs as a non-root user")
check(any(l.startswith("HEALTHCHECK") and "healthcheck" in l for l in final), "HEALTHCHECK runs linkhop healthcheck")
check(any(l.startswith("VOLUME") and "/data" in l for l in final), "the data folder is a volume")
check(any("DATA_DIR=/data" in l for l in final), "DATA_DIR points at the volume")
check(any(l.startswith("COPY --from=") for l in final), "the final image copies only from the build stage")
for line in instructions:
    if line.startswith("COPY ") and "--from=" not in line:
        for source in line.split()[1:-1]:
            check((ROOT / source).exists(), f"COPY source {source} exists")
ignored = (ROOT / ".dockerignore").read_text().split()
for path in ["target", "web/node_modules", ".git"]:
    check(path in ignored, f".dockerignore leaves out {path}")

compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
services = compose.get("services", {})
check(set(services) == {"linkhop", "db"}, f"compose services: {sorted(services)}")
app = services.get("linkhop", {})
db = services.get("db", {})
check(app.get("build") == ".", "compose builds the image from this folder")
check(app.get("depends_on", {}).get("db", {}).get("condition") == "service_healthy", "linkhop waits for a healthy db")
check(app.get("environment", {}).get("DATABASE_URL_FILE") == "/run/secrets/database_url", "linkhop reads DATABASE_URL from a secret")
check("linkhop-data:/data" in app.get("volumes", []), "linkhop keeps its data in a volume")
check(str(db.get("image", "")).startswith("postgres:"), "db is PostgreSQL")
check("healthcheck" in db, "db has a health check")
for name, secret in compose.get("secrets", {}).items():
    check(secret.get("file", "").startswith("./secrets/"), f"secret {name} is a file under ./secrets")
for service in services.values():
    for secret in service.get("secrets", []):
        check(secret in compose.get("secrets", {}), f"secret {secret} is declared")
check(set(compose.get("volumes", {})) == {"linkhop-data", "postgres-data"}, "volumes are declared")

if problems:
    for problem in problems:
        print(f"container files: {problem}", file=sys.stderr)
    sys.exit(1)
print("container files: Dockerfile and compose.yaml are consistent")
