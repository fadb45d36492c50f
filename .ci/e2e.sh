#!/usr/bin/env bash
# CI: the store-plugin flow in a real browser (tests/e2e). Installs Debian's chromium and
# openssl (the test store's certificate) and the pinned playwright-core and standardwebhooks
# (npm ci; it downloads no browser), then runs the CTest test labelled "e2e" in the build the
# main run made, in a keyring of its own (installer/install-deps.sh installs gnome-keyring and
# dbus for the main tests). Here a missing piece is a failure, not a skip.
# Usage: .ci/e2e.sh [build-dir]      (default: build, as installer/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
# playwright-core needs Node.js 20 or newer, the machine's own: Debian bookworm's nodejs is 18,
# so installing it would not help. Say so here rather than fail inside the test.
if ! command -v node >/dev/null; then
    echo "e2e: Node.js 20 or newer is needed (Debian bookworm's own nodejs is 18)" >&2
    exit 1
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
    echo "e2e: Node.js $(node --version) is too old; playwright-core needs 20 or newer" >&2
    exit 1
fi
if [ ! -x /usr/bin/chromium ] || ! command -v npm >/dev/null || ! command -v openssl >/dev/null; then
    "${sudo[@]}" apt-get update -qq
    packages=(chromium)
    command -v npm >/dev/null || packages+=(npm)
    command -v openssl >/dev/null || packages+=(openssl)
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${packages[@]}"
fi

echo "== e2e: npm ci in tests/e2e"
# PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: playwright-core downloads nothing anyway; this makes sure.
(cd tests/e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)

echo "== e2e: the store-plugin flow: a test store, the sandbox, headless chromium"
cmake --build "$build" --parallel "$(nproc)" --target paydesk paydesk-sandbox
# In a D-Bus session with a keyring of its own: `paydesk trigger` reads its profile's key from
# the keychain.
PAYDESK_E2E_REQUIRED=1 tests/support/with-test-keyring.sh \
    ctest --test-dir "$build" -L e2e --output-on-failure --timeout 300
