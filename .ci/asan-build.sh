#!/usr/bin/env bash
# The clang build with AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer's coverage
# (-DPAYDESK_FUZZ=ON) that .ci/sanitizers.sh and .ci/fuzz.sh share: configures `build-dir` the
# same way for both and builds the targets named. Usage: .ci/asan-build.sh build-dir target...
set -euo pipefail
cd "$(dirname "$0")/.."
build=$1
shift

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# -O1 -g1, the usual level for ASan: instrumented code compiles in half the time of -O2 -g, and
# the reports still name functions, files and lines.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DPAYDESK_FUZZ=ON -DPAYDESK_BUILD_BENCHMARKS=OFF "${launcher[@]}" >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target "$@"
