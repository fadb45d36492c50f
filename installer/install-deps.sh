#!/usr/bin/env bash
# Installs what PayDesk needs to build, run and test on Debian bookworm.
# Usage: installer/install-deps.sh [--build] [--run] [--test] [--team]   (no flag: all)
#   --team: what installer/run-team-sandbox.sh runs (PostgreSQL 15, its driver, HAProxy)
set -euo pipefail

want_build=0 want_run=0 want_test=0 want_team=0
[ $# -eq 0 ] && set -- --build --run --test --team
for a in "$@"; do
  case "$a" in
    --build) want_build=1 ;;
    --run) want_run=1 ;;
    --test) want_test=1 ;;
    --team) want_team=1 ;;
    *) echo "unknown option: $a" >&2; exit 2 ;;
  esac
done

pkgs=()
if [ $want_build = 1 ]; then
  pkgs+=(build-essential cmake ninja-build pkg-config clang-format
         qt6-base-dev qt6-base-dev-tools qt6-httpserver-dev qt6-websockets-dev
         qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
         qtkeychain-qt6-dev libxlsxwriter-dev libgl-dev libvulkan-dev
         libqt6opengl6-dev libxkbcommon-dev
         python3 python3-yaml  # docs/openapi.yaml to the JSON the sandbox serves
         libaqbanking-dev  # reconciliation: bank statements read by AqBanking's importers
         dpkg-dev file)  # cpack -G DEB: dpkg-shlibdeps, and file to find the ELF files
fi
if [ $want_run = 1 ]; then
  pkgs+=(libqt6sql6-sqlite libqt6network6 libqt6httpserver6 libqt6charts6
         libsecret-1-0 gnome-keyring dbus dbus-x11 qt6-qpa-plugins
         fonts-dejavu-core libqt6svg6
         libaqbanking44 libaqbanking-data  # the importers and their profiles
         qt6-translations-l10n)  # Qt's own words (Cancel, Yes, No) in German and French
fi
if [ $want_test = 1 ]; then
  pkgs+=(xvfb xauth poppler-utils unzip wrk curl python3 libxkbcommon-x11-0
         desktop-file-utils appstream lintian
         python3-pyatspi at-spi2-core xdotool x11-utils  # ui.accessibility: AT-SPI, keys
         clang libclang-rt-14-dev llvm  # .ci/fuzz.sh: libFuzzer; llvm-symbolizer for traces
         libreoffice-calc-nogui  # ledger.spreadsheets: every workbook recalculated as a user opens it
         postgresql libqt6sql6-psql  # .ci/postgres.sh: the sandbox suite on PostgreSQL
         haproxy)  # sandbox.teamfault: installer/run-team-sandbox.sh's two instances behind it
fi
if [ $want_team = 1 ]; then
  pkgs+=(postgresql-15 postgresql-client-15 libqt6sql6-psql haproxy)
fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "dependencies ready"
