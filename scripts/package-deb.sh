#!/usr/bin/env bash
# Builds dist/linkhop_<version>_<arch>.deb from the release binary
# (target/release/linkhop; scripts/build.sh makes it): the binary, the
# hardened systemd unit, the default environment file (a conffile), and the
# man pages and shell completions the binary generates from its own
# command-line definition. Prints the package's path.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${LINKHOP_BINARY:-target/release/linkhop}
if [ ! -x "$binary" ]; then
  echo "package-deb: $binary is missing: run scripts/build.sh first (or set LINKHOP_BINARY)" >&2
  exit 1
fi
version=$("$binary" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)
# Reproducible dates: the last commit's, else now.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

stage=$(mktemp -d /tmp/linkhop-deb.XXXXXX)
trap 'rm -rf "$stage"' EXIT
umask 022
root=$stage/root
doc=$root/usr/share/doc/linkhop
install -d "$root/DEBIAN" "$root/usr/bin" "$root/lib/systemd/system" "$root/etc/linkhop" \
  "$root/usr/share/man/man1" "$doc" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d"

# The release profile strips already; this keeps the rule for any binary.
install -m 0755 "$binary" "$root/usr/bin/linkhop"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/linkhop"
install -m 0644 packaging/linkhop.service "$root/lib/systemd/system/linkhop.service"
# May hold the database password: root only (systemd reads it as root).
install -m 0640 packaging/linkhop.env "$root/etc/linkhop/linkhop.env"
install -m 0644 packaging/debian/copyright "$doc/copyright"

install -d "$root/usr/share/lintian/overrides"
install -m 0644 packaging/debian/lintian-overrides "$root/usr/share/lintian/overrides/linkhop"

"$binary" generate man "$stage/man" >/dev/null
for page in "$stage"/man/*.1; do
  gzip -9n -c "$page" > "$root/usr/share/man/man1/$(basename "$page").gz"
done
"$binary" completions bash > "$root/usr/share/bash-completion/completions/linkhop"
"$binary" completions zsh > "$root/usr/share/zsh/vendor-completions/_linkhop"
"$binary" completions fish > "$root/usr/share/fish/vendor_completions.d/linkhop.fish"

date_rfc2822=$(date -u -R -d "@$SOURCE_DATE_EPOCH")
cat > "$stage/changelog" <<CHANGELOG
linkhop ($version) stable; urgency=medium

  * Linkhop $version.

 -- Linkhop maintainers <maintainers@linkhop.invalid>  $date_rfc2822
CHANGELOG
gzip -9n -c "$stage/changelog" > "$doc/changelog.gz"

install -m 0644 /dev/null "$root/DEBIAN/conffiles"
echo /etc/linkhop/linkhop.env > "$root/DEBIAN/conffiles"
install -m 0755 packaging/debian/postinst "$root/DEBIAN/postinst"
install -m 0755 packaging/debian/postrm "$root/DEBIAN/postrm"
install -m 0755 packaging/debian/prerm "$root/DEBIAN/prerm"
installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: linkhop
Version: $version
Architecture: $arch
Maintainer: Linkhop maintainers <maintainers@linkhop.invalid>
Installed-Size: $installed_size
Depends: libc6 (>= 2.34), libgcc-s1
Section: web
Priority: optional
Description: self-hosted link shortener with user accounts
 Linkhop answers short links from memory, serves a JSON API compatible
 with Lynx's and a dashboard, and stores everything in SQLite or
 PostgreSQL. The package runs it as a hardened systemd service
 (linkhop.service, not started on install) configured in
 /etc/linkhop/linkhop.env.
CONTROL
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

mkdir -p dist
deb=dist/linkhop_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
