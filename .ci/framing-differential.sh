#!/usr/bin/env bash
# CI: the differential framing test (tests/net/differential): the guard's RequestFramer against
# llhttp on the framing cases of tests/net and 4000 cases generated from a fixed seed, each fed
# whole, byte by byte and split at every point. Installs the pinned undici (which ships llhttp
# compiled to WebAssembly; npm ci) and runs the CTest test net.framingdifferential in the build
# the main run made. Here a missing piece is a failure, not a skip. About 10 s.
# Usage: .ci/framing-differential.sh [build-dir]      (default: build, as installer/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

# Node.js 20.18 or newer, the machine's own (as for .ci/e2e.sh): undici 7 needs it.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "framing differential: Node.js 20.18 or newer and npm are needed" >&2
    exit 1
fi

echo "== framing differential: npm ci in tests/net/differential"
(cd tests/net/differential && npm ci --no-audit --no-fund)

echo "== framing differential: RequestFramer against llhttp"
cmake --build "$build" --parallel "$(nproc)" --target framingdump
PAYDESK_DIFFERENTIAL_REQUIRED=1 ctest --test-dir "$build" -R '^net\.framingdifferential$' \
    --output-on-failure --timeout 300
