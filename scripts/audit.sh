#!/usr/bin/env bash
# Dependency audits: `npm audit --omit=dev` for web/, e2e/ and tests/oidc (the packages
# that ship or run), and `cargo audit` for Cargo.lock against the RustSec
# advisory database snapshot in ../shared. Any reported vulnerability fails.
# When npm's audit endpoint cannot be reached (registries behind a proxy that
# only allow downloads), a notice says so and that audit is skipped.
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

for dir in web e2e tests/oidc; do
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

# cargo audit runs offline against the RustSec snapshot in ../shared
# (advisory-db.tar.gz, dated in its SNAPSHOT file); .cargo/audit.toml holds
# the documented exceptions and makes every warning fail.
snapshot=../shared/advisory-db.tar.gz
db=.tmp/advisory-db
if ! command -v cargo-audit >/dev/null 2>&1; then
  echo "audit: cargo-audit is not installed (scripts/setup.sh --test installs it)" >&2
  failed=1
elif [ ! -f "$snapshot" ]; then
  echo "audit: the RustSec snapshot $snapshot is missing" >&2
  failed=1
else
  rm -rf "$db" && mkdir -p .tmp && tar xzf "$snapshot" -C .tmp
  echo "audit: cargo: RustSec snapshot of $(sed -n 's/^date: //p' "$db/SNAPSHOT") ($(sed -n 's/^source commit: //p' "$db/SNAPSHOT"))"
  if cargo audit --db "$db" --no-fetch --stale --file Cargo.lock; then
    echo "audit: cargo: no advisories beyond the documented exceptions"
  else
    failed=1
  fi
  # The rsa exception holds only while sqlx-mysql is never compiled and rsa
  # only checks RS256 signatures with public keys: passkey assertions
  # (webauthn-rs through crypto-glue) and ID tokens (openidconnect).
  tree=$(cargo tree --locked --target all -e normal,build --prefix none 2>/dev/null || true)
  if grep -q '^sqlx-mysql ' <<<"$tree"; then
    echo "audit: sqlx-mysql is now compiled into Linkhop: the rsa exception in .cargo/audit.toml no longer holds" >&2
    failed=1
  fi
  for version in $(sed -n 's/^rsa v\([^ ]*\).*/\1/p' <<<"$tree" | sort -u); do
    users=$(cargo tree --locked --target all -e normal,build --prefix none -i "rsa@$version" --depth 1 2>/dev/null \
      | sed 1d | awk '{print $1}' | sort -u | tr '\n' ' ')
    if [ -z "$users" ] || [ -n "$(tr ' ' '\n' <<<"$users" | grep -v -x -e '' -e crypto-glue -e openidconnect)" ]; then
      echo "audit: rsa $version is compiled for ${users:-?}: the rsa exception in .cargo/audit.toml no longer holds" >&2
      failed=1
    fi
  done
fi

exit "$failed"
