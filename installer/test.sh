#!/usr/bin/env bash
# Installs the dependencies, builds PayDesk and runs the whole test suite.
# Usage: installer/test.sh [build-dir]      (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

installer/install-deps.sh
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)"

# The benchmarks (label "bench": a million rows, a 100,000-charge soak) run by hand with
# tests/bench/run-all.sh; PAYDESK_CTEST_EXCLUDE_LABEL= (empty) runs them here too.
exclude=()
label=${PAYDESK_CTEST_EXCLUDE_LABEL-bench}
[ -n "$label" ] && exclude=(-LE "$label")

# Tests that use the OS keychain need a D-Bus session with an unlocked gnome-keyring: a private
# one, in a throwaway directory (see the script).
exec tests/support/with-test-keyring.sh bash -c '
  ctest --test-dir "$0" --output-on-failure --timeout 600 -j "$(nproc)" "${@}"
  status=$?
  tests/secretscan.sh "$0" || status=1
  exit $status
' "$build" "${exclude[@]}"
