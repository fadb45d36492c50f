#!/usr/bin/env bash
# Installs the dependencies, builds PayDesk and runs the whole test suite.
# Usage: installer/test.sh [build-dir]      (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}

installer/install-deps.sh

# The benchmarks (label "bench": a million rows, a 100,000-charge soak) run by hand with
# tests/bench/run-all.sh; PAYDESK_CTEST_EXCLUDE_LABEL= (empty) builds and runs them here too.
exclude=()
label=${PAYDESK_CTEST_EXCLUDE_LABEL-bench}
benchmarks=ON
if [ -n "$label" ]; then
  exclude=(-LE "$label")
  [[ "|$label|" == *"|bench|"* ]] && benchmarks=OFF  # e.g. bench, or bench|fault
fi

# Optimised as shipped (-O2), without debug info, which takes a quarter of the compile time
# and which the package strips anyway; configure a RelWithDebInfo tree of your own to debug.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
    -DPAYDESK_BUILD_BENCHMARKS="$benchmarks"
cmake --build "$build" --parallel "$(nproc)"

# Tests that use the OS keychain need a D-Bus session with an unlocked gnome-keyring: a private
# one, in a throwaway directory (see the script).
exec tests/support/with-test-keyring.sh bash -c '
  ctest --test-dir "$0" --output-on-failure --timeout 600 -j "$(nproc)" "${@}"
  status=$?
  tests/secretscan.sh "$0" || status=1
  exit $status
' "$build" "${exclude[@]}"
