#!/usr/bin/env bash
# CI: builds the libFuzzer targets under tests/fuzz (clang, ASan + UBSan) and runs each one for
# a bounded time, starting from a copy of its seed corpus. Fails on any crash, sanitizer report,
# violated property, leak, timeout or out-of-memory. See docs/testing.md.
# Usage: .ci/fuzz.sh [seconds-per-target] [build-dir]        (default: 20 s, build-fuzz)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
build=${2:-build-fuzz}
targets=(apiparse money webhookverifier sandbox)

# The same build as .ci/sanitizers.sh (.ci/asan-build.sh): after it, only the fuzz executables
# are left to link.
.ci/asan-build.sh "$build" paydesk_fuzz
build=$(cd "$build" && pwd)

# New corpus entries and crash artifacts go to a temporary directory, never into the repository.
# It is kept (and its path printed) when something fails.
work=$(mktemp -d -t paydesk-fuzz.XXXXXX)
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"

# fuzz_sandbox keeps one store across inputs, so its heap grows with every input and libFuzzer's
# per-input leak check would run (and find nothing reachable) each time, at a seventh of the
# speed. Leaks are still checked when it exits.
declare -A extra=([sandbox]="-detect_leaks=0")

failed=()
for t in "${targets[@]}"; do
    mkdir -p "$work/corpus/$t" "$work/artifacts/$t"
    cp -r "tests/fuzz/corpus/$t/." "$work/corpus/$t/"
    echo "== fuzz_$t for ${seconds}s"
    if ! (cd "$work" && "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 \
            -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/artifacts/$t/" \
            ${extra[$t]:-} "$work/corpus/$t" 2>"$work/fuzz_$t.log"); then
        failed+=("$t")
        tail -n 60 "$work/fuzz_$t.log"
        for f in "$work/artifacts/$t"/*; do
            [ -f "$f" ] || continue
            # The reproducer in the log too, so a CI run that found it is enough to replay it.
            echo "-- $f (base64):"
            base64 -w 100 "$f" | head -n 40
        done
    else
        grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)' \
            "$work/fuzz_$t.log" || true
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing FAILED: ${failed[*]}; logs and crash inputs kept in $work" >&2
    echo "replay: $build/tests/fuzz/fuzz_<target> <crash file>" >&2
    exit 1
fi
rm -rf "$work"
echo "fuzzing passed: ${targets[*]} (${seconds}s each)"
