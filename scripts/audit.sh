#!/usr/bin/env bash
# Dependency audits: `npm audit --omit=dev` for web/ and e2e/ (the packages
# that ship or run), and `cargo audit` for Cargo.lock against the RustSec
# advisory database. Any reported vulnerability fails. When an advisory
# source cannot be reached (offline machines, registries behind a proxy that
# only allows downloads), a notice says so and that audit is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

failed=0

# Prints "ok", "found <n>" or "unreachable <reason>" for one npm audit answer.
classify_npm() {
  node -e '
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk));
    process.stdin.on("end", () => {
      let answer;
      try { answer = JSON.parse(text); } catch { return console.log("unreachable no JSON answer"); }
      const counts = answer && answer.metadata && answer.metadata.vulnerabilities;
      if (!counts) {
        const why = (answer.error && (answer.error.summary || answer.error.code)) || answer.message || "no audit report";
        return console.log("unreachable " + String(why).split("\n")[0]);
      }
      const total = Object.entries(counts).filter(([k]) => k !== "total").reduce((n, [, v]) => n + v, 0);
      console.log(total === 0 ? "ok" : "found " + total);
    });'
}

for dir in web e2e; do
  [ -f "$dir/package-lock.json" ] || continue
  answer=$(cd "$dir" && npm audit --omit=dev --json 2>/dev/null || true)
  verdict=$(printf '%s' "$answer" | classify_npm)
  case "$verdict" in
    ok) echo "audit: npm ($dir): no known vulnerabilities" ;;
    found*)
      echo "audit: npm ($dir): ${verdict#found } vulnerable packages:" >&2
      (cd "$dir" && npm audit --omit=dev || true) >&2
      failed=1
      ;;
    *) echo "audit: NOTICE npm ($dir) skipped, the registry's audit endpoint cannot be reached (${verdict#unreachable })" ;;
  esac
done

if ! command -v cargo-audit >/dev/null 2>&1; then
  echo "audit: NOTICE cargo audit skipped, cargo-audit is not installed (scripts/setup.sh --test installs it when the advisory database is reachable)"
elif ! timeout 30 git ls-remote https://github.com/rustsec/advisory-db HEAD >/dev/null 2>&1; then
  echo "audit: NOTICE cargo audit skipped, the RustSec advisory database (github.com/rustsec/advisory-db) cannot be reached"
elif cargo audit --file Cargo.lock; then
  echo "audit: cargo: no known vulnerabilities"
else
  failed=1
fi

exit "$failed"
