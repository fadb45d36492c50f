#!/usr/bin/env bash
# CI: packages a built tree as a .deb, checks it with lintian, unpacks it into a throwaway root
# and runs both programs from there. The build type does not matter for the package: CPack
# strips the binaries, so the Release (-O2) tree installer/test.sh leaves is reused as is.
# Usage: .ci/deb.sh [build-dir]      (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

installer/install-deps.sh --build --run --test

echo "== package"
# Up to date after installer/test.sh; CPack itself builds nothing before installing.
cmake --build "$build" --target paydesk paydesk-sandbox paydesk_package_docs
rm -rf "$build/packages"
(cd "$build" && cpack -G DEB)
debs=("$build"/packages/paydesk_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "expected one .deb in $build/packages" >&2; exit 1; }
deb=${debs[0]}
dpkg-deb --info "$deb"

echo "== lintian"
# Errors fail the build; warnings are listed.
lintian --fail-on error --display-info "$deb"
echo "lintian: no errors"

echo "== dependencies resolve"
# Qt's own words (Cancel, Yes, No) are translated only with Qt's translations installed.
dpkg-deb --field "$deb" Depends | grep -q 'qt6-translations-l10n' ||
  { echo "Depends lacks qt6-translations-l10n" >&2; exit 1; }
apt-get install --simulate --no-install-recommends "$(realpath "$deb")" >/dev/null

echo "== unpacked"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
for size in 16 22 24 32 48 64 128 256 512; do
  test -f "$root/usr/share/icons/hicolor/${size}x${size}/apps/io.paydesk.PayDesk.png"
done
test -f "$root/usr/share/icons/hicolor/scalable/apps/io.paydesk.PayDesk.svg"
desktop-file-validate "$root/usr/share/applications/io.paydesk.PayDesk.desktop"
appstreamcli validate --no-net --strict "$root/usr/share/metainfo/io.paydesk.PayDesk.metainfo.xml"
"$root/usr/bin/paydesk-sandbox" --help >/dev/null
version=$("$root/usr/bin/paydesk" --version)
echo "$version"
[ "$version" = "paydesk $(dpkg-deb --field "$deb" Version)" ] || { echo "unexpected: $version" >&2; exit 1; }
echo "deb ok: $deb"
