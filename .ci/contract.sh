#!/usr/bin/env bash
# CI: the contract as a document. docs/openapi.yaml is checked by tools made for OpenAPI, the
# pinned @redocly/cli and @stoplight/prism-cli of tests/contract (npm ci):
#   1. `redocly lint` with the recommended rules, every warning an error;
#   2. the sandbox's HTTP tests run once with every request through Prism in validating proxy
#      mode (`prism proxy docs/openapi.yaml <upstream> --errors`): a request or an answer that
#      differs from the document fails the run. How the tests reach Prism:
#      tests/sandbox/contractproxy.h and tests/contract/relay.mjs.
# Usage: .ci/contract.sh [build-dir]      (default: build, as installer/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${1:-build}
# The sandbox tests that run through Prism: those that talk to it with HttpClient, but for
# sandbox.storebounds (its 1,400 list requests take 40 s through Prism; they read the same lists
# as sandbox.api and sandbox.search). sandbox.connectionlimits talks raw TCP only.
# PAYDESK_CONTRACT_TESTS="checkout faults" runs some of them only.
read -r -a names <<<"${PAYDESK_CONTRACT_TESTS:-api checkout cli crashsafety faults keys ledger \
    ledgerentries merchants payouts search seed storeflow webhookendpoints webhooks}"
tests="^sandbox\.($(IFS='|'; echo "${names[*]}"))\$"

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
if ! command -v node >/dev/null; then
    echo "contract: Node.js 20.19 or newer is needed (Debian bookworm's own nodejs is 18)" >&2
    exit 1
fi
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number);
              process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
    echo "contract: Node.js $(node --version) is too old; @redocly/cli needs 20.19 or newer" >&2
    exit 1
fi
if ! command -v npm >/dev/null; then
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends npm
fi

echo "== contract: npm ci in tests/contract"
(cd tests/contract && npm ci --no-audit --no-fund)
bin=$root/tests/contract/node_modules/.bin

echo "== contract: redocly lint docs/openapi.yaml"
# Redocly prints a notice about Node.js 20 on every run; the verdict is its exit status.
"$bin/redocly" lint docs/openapi.yaml --config tests/contract/redocly.yaml --format=stylish

echo "== contract: the sandbox's HTTP tests through prism proxy --errors"
cmake --build "$build" --parallel "$(nproc)" --target paydesk-sandbox "${names[@]/#/tst_}"

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
# Waits for `pattern` in `file` while process `pid` runs (60 s at most).
wait_for() {
    local file=$1 pattern=$2 pid=$3
    for _ in $(seq 600); do
        grep -q "$pattern" "$file" && return 0
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    echo "contract: $file never said '$pattern':" >&2
    cat "$file" >&2
    return 1
}

node tests/contract/relay.mjs >"$work/relay.log" 2>&1 &
pids+=($!)
wait_for "$work/relay.log" "relay listening" "${pids[-1]}"
relay=$(sed -n 's/^relay listening on //p' "$work/relay.log")

# Two proxies: one checks requests and answers; the other only answers, for the requests the
# tests send outside the document on purpose (see contractproxy.h).
strict_port=$(free_port)
"$bin/prism" proxy docs/openapi.yaml "$relay" --errors --host 127.0.0.1 --port "$strict_port" \
    --verboseLevel info >"$work/prism.log" 2>&1 &
pids+=($!)
wait_for "$work/prism.log" "Prism is listening" "${pids[-1]}"
lax_port=$(free_port)
"$bin/prism" proxy docs/openapi.yaml "$relay" --errors --validate-request=false \
    --host 127.0.0.1 --port "$lax_port" --verboseLevel info >"$work/prism-lax.log" 2>&1 &
pids+=($!)
wait_for "$work/prism-lax.log" "Prism is listening" "${pids[-1]}"

: >"$work/breaches.log"
status=0
PAYDESK_CONTRACT_PRISM=http://127.0.0.1:$strict_port \
PAYDESK_CONTRACT_PRISM_LAX=http://127.0.0.1:$lax_port \
PAYDESK_CONTRACT_RELAY=$relay \
PAYDESK_CONTRACT_LOG=$work/breaches.log \
PAYDESK_CONTRACT_STATS=$work/stats.log \
PAYDESK_CONTRACT_REFUSED=$work/refused.log \
    ctest --test-dir "$build" -R "$tests" --output-on-failure --timeout 300 || status=$?

echo "== contract: requests per test (checked: request and answer; refused: outside the" \
     "document, the sandbox's refusal checked; unchecked: refused by Prism before any check" \
     "of the answer; redirects: 3xx, which Prism cannot check)"
cat "$work/stats.log" 2>/dev/null || true
# Kept for a look when the document changes (PAYDESK_CONTRACT_KEEP=DIR).
if [ -n "${PAYDESK_CONTRACT_KEEP:-}" ]; then
    mkdir -p "$PAYDESK_CONTRACT_KEEP" && cp "$work"/*.log "$PAYDESK_CONTRACT_KEEP"/
fi
if [ -s "$work/breaches.log" ]; then
    echo "contract: $(wc -l <"$work/breaches.log") requests or answers differ from docs/openapi.yaml:" >&2
    cat "$work/breaches.log" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "contract: the sandbox's tests failed through Prism (exit $status)" >&2
    exit "$status"
fi
echo "contract: every request and answer of the sandbox's HTTP tests conforms to docs/openapi.yaml"
