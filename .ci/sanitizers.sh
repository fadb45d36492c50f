#!/usr/bin/env bash
# CI: AddressSanitizer + UndefinedBehaviorSanitizer build of the core, sandbox and API client,
# and their tests. Any sanitizer report fails the run. Usage: .ci/sanitizers.sh [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-asan}
labels='core|sandbox|api'

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# -O1 -g1, the usual level for ASan: instrumented code compiles in half the time of -O2 -g, and
# the reports still name functions, files and lines.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DPAYDESK_SANITIZE=address,undefined -DPAYDESK_BUILD_BENCHMARKS=OFF "${launcher[@]}" >/dev/null

# Build only the test directories of those labels (Ninja's per-directory "all" targets, which
# pull in the libraries and paydesk-sandbox), not the widgets.
cmake --build "$build" --parallel "$(nproc)" --target tests/core/all tests/sandbox/all tests/api/all

# halt_on_error + abort_on_error: the first report kills the test, so ctest sees a failure.
# Leaks are checked; the suppressions only cover Qt and system libraries (see the file).
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"

exec tests/support/with-test-keyring.sh bash -c '
  ctest --test-dir "$0" -L "$1" --output-on-failure --timeout 900
' "$build" "$labels"
