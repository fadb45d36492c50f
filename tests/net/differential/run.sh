#!/usr/bin/env bash
# Runs compare.mjs against the framingdump at $1 when node and differential/node_modules (npm ci
# here) are there; otherwise says what is missing and exits 77, which CTest reports as skipped.
# With PAYDESK_DIFFERENTIAL_REQUIRED=1 (as .ci/framing-differential.sh sets) that is a failure.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
missing=()
command -v node >/dev/null 2>&1 || missing+=("node")
[ -f "$here/node_modules/undici/package.json" ] ||
    missing+=("tests/net/differential/node_modules (npm ci in tests/net/differential)")
if [ ${#missing[@]} -gt 0 ]; then
    printf 'framing differential: missing %s\n' "${missing[@]}"
    if [ "${PAYDESK_DIFFERENTIAL_REQUIRED:-0}" = 1 ]; then
        echo "framing differential: required (PAYDESK_DIFFERENTIAL_REQUIRED=1), so this is a failure"
        exit 1
    fi
    echo "framing differential: skipped"
    exit 77
fi
exec node "$here/compare.mjs" --framer "$1" ${PAYDESK_DIFFERENTIAL_COUNT:+--count "$PAYDESK_DIFFERENTIAL_COUNT"}
