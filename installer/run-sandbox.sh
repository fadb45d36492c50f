#!/usr/bin/env bash
# Installs the dependencies, builds PayDesk and starts the local sandbox service with demo data.
# Extra arguments go to paydesk-sandbox (see paydesk-sandbox --help).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${PAYDESK_BUILD_DIR:-build}

installer/install-deps.sh --build --run
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
    -DPAYDESK_BUILD_TESTS=OFF
cmake --build "$build" --parallel "$(nproc)" --target paydesk-sandbox
exec "$build/app/sandbox/paydesk-sandbox" --port 8080 --seed 5000 "$@"
