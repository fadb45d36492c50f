#!/usr/bin/env bash
# Runs storeflow.spec.mjs when what it needs is there: node, Debian's /usr/bin/chromium, openssl
# (the test store's certificate) and tests/e2e/node_modules (npm ci). Otherwise it says what is
# missing and exits 77, which CTest reports as skipped; with PAYDESK_E2E_REQUIRED=1 (as
# .ci/e2e.sh sets) a missing piece fails.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

missing=()
command -v node >/dev/null 2>&1 || missing+=("node (apt-get install nodejs)")
[ -x /usr/bin/chromium ] || missing+=("/usr/bin/chromium (apt-get install chromium)")
command -v openssl >/dev/null 2>&1 || missing+=("openssl (apt-get install openssl)")
[ -f "$here/node_modules/playwright-core/package.json" ] &&
    [ -f "$here/node_modules/standardwebhooks/package.json" ] ||
    missing+=("tests/e2e/node_modules (npm ci in tests/e2e)")
if [ ${#missing[@]} -gt 0 ]; then
    printf 'e2e: missing %s\n' "${missing[@]}"
    if [ "${PAYDESK_E2E_REQUIRED:-0}" = 1 ]; then
        echo "e2e: required (PAYDESK_E2E_REQUIRED=1), so this is a failure"
        exit 1
    fi
    echo "e2e: skipped"
    exit 77
fi
exec node "$here/storeflow.spec.mjs"
