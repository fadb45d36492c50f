#!/usr/bin/env bash
# CI: the sandbox's whole test suite (label "sandbox") again, on PostgreSQL: a throwaway cluster
# of its own (tests/support/with-postgres.sh), each sandbox a database of its own there.
# Usage: .ci/postgres.sh [build-dir]   (the build must have the sandbox tests built)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
# sandbox.teamfault (two instances behind HAProxy, one killed) makes a cluster of its own;
# here it must run, not skip.
export PAYDESK_TEAMFAULT_REQUIRED=1
tests/support/with-postgres.sh ctest --test-dir "$build" -L sandbox -j2 --output-on-failure
