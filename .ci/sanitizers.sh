#!/usr/bin/env bash
# CI: AddressSanitizer + UndefinedBehaviorSanitizer build of the core, the servers' guard
# (paydesk_net), the sandbox and the API client,
# and their tests. Any sanitizer report fails the run. Usage: .ci/sanitizers.sh [build-dir]
#
# The build is the one .ci/fuzz.sh uses (clang, -DPAYDESK_FUZZ=ON: every library gets ASan,
# UBSan and libFuzzer's coverage counters), configured by .ci/asan-build.sh, so CI compiles the
# libraries once for both instead of once with GCC's sanitizers and once with clang's.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-fuzz}
labels='core|net|sandbox|api'

# Only the test directories of those labels (Ninja's per-directory "all" targets, which pull in
# the libraries and paydesk-sandbox), not the widgets.
.ci/asan-build.sh "$build" tests/core/all tests/net/all tests/sandbox/all tests/api/all

# halt_on_error + abort_on_error: the first report kills the test, so ctest sees a failure.
# Leaks are checked; the suppressions only cover Qt and system libraries (see the file).
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"

exec tests/support/with-test-keyring.sh bash -c '
  ctest --test-dir "$0" -L "$1" --output-on-failure --timeout 900 -j "$(nproc)"
' "$build" "$labels"
