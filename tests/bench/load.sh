#!/usr/bin/env bash
# Load test of paydesk-sandbox on loopback: wrk on a mixed read workload (list pages with
# filters and cursors, transactions by id, refund lists, the chart of accounts, trial balances
# on several dates; tests/bench/mixed-read.lua), with a low-rate writer of charges and refunds
# running meanwhile; then a consistency check of the server through its API
# (tests/bench/loadtool.py check). Prints "RESULT <name> <value> <unit>" lines; exits 1 when
# the server answered a read with an error or not at all, lost or doubled a record, or died.
# Never asserts on time. The baseline: the same wrk, same connections, on /healthz (a fixed
# small JSON body).
#
# Usage: tests/bench/load.sh [seconds] [connections]     (default 60 s, 16 connections)
# Environment:
#   PAYDESK_BUILD                build directory holding app/sandbox/paydesk-sandbox
#                                (default build-bench)
#   PAYDESK_LOAD_DATA            use this data directory as it is (e.g. the 1,000,000
#                                transactions bench_sandbox keeps); the writer adds to it.
#                                Default: a temporary one seeded with PAYDESK_LOAD_SEED
#   PAYDESK_LOAD_SEED            transactions to seed (default 100000)
#   PAYDESK_LOAD_EXPECTED        transactions in PAYDESK_LOAD_DATA before the run (default:
#                                counted by walking the list before the load)
#   PAYDESK_LOAD_WRITES          writes per second during the load, about (curl's time adds
#                                to each): charges, every fourth a refund of one of them
#                                (default 4; 0: none)
#   PAYDESK_LOAD_CEILING_SECONDS duration of the /healthz baseline (default 15)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
connections=${2:-16}
build=${PAYDESK_BUILD:-build-bench}
[[ $build = /* ]] || build=$root/$build
sandbox_bin=$build/app/sandbox/paydesk-sandbox
writes_per_s=${PAYDESK_LOAD_WRITES:-4}
ceiling_seconds=${PAYDESK_LOAD_CEILING_SECONDS:-15}
threads=$((connections < 2 ? 1 : 2))

for tool in wrk curl python3; do
  command -v "$tool" >/dev/null || { echo "load.sh: $tool is missing (installer/install-deps.sh --test)" >&2; exit 2; }
done
[ -x "$sandbox_bin" ] || { echo "load.sh: no $sandbox_bin; build the target paydesk-sandbox" >&2; exit 2; }

work=$(mktemp -d /tmp/paydesk-load.XXXXXX)
sandbox_pid=
writer_pid=
cleanup() {
  touch "$work/stop"
  if [ -n "$writer_pid" ]; then wait "$writer_pid" 2>/dev/null || true; fi
  if [ -n "$sandbox_pid" ] && kill -0 "$sandbox_pid" 2>/dev/null; then
    kill -TERM "$sandbox_pid" 2>/dev/null || true
    wait "$sandbox_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# A key made for this run only, handed to the tools through the environment, never printed.
PAYDESK_LOAD_KEY=pts_test_$(head -c 64 /dev/urandom | base64 -w0 | tr -dc 'A-Za-z0-9' | cut -c1-32)
export PAYDESK_LOAD_KEY
result() { echo "RESULT $1 $2 $3"; }

start_sandbox() {
  local data seed_args=()
  if [ -n "${PAYDESK_LOAD_DATA:-}" ]; then
    data=$PAYDESK_LOAD_DATA
  else
    data=$work/data
    seed_args=(--seed "${PAYDESK_LOAD_SEED:-100000}")
  fi
  # stdout carries the ready line with the key: kept in the private work directory.
  "$sandbox_bin" --data "$data" --port 0 --api-key "$PAYDESK_LOAD_KEY" "${seed_args[@]}" \
    >"$work/ready" 2>"$work/sandbox.log" &
  sandbox_pid=$!
  local started=$SECONDS
  until grep -q '^ready ' "$work/ready" 2>/dev/null; do
    if ! kill -0 "$sandbox_pid" 2>/dev/null || ((SECONDS - started > 600)); then
      echo "load.sh: the sandbox did not start:" >&2
      tail -5 "$work/sandbox.log" >&2
      exit 1
    fi
    sleep 0.2
  done
  url=$(sed -n 's/^ready url=\([^ ]*\).*/\1/p' "$work/ready")
  if [ -n "${PAYDESK_LOAD_DATA:-}" ]; then
    before=${PAYDESK_LOAD_EXPECTED:-$(python3 "$here/loadtool.py" count "$url")}
  else
    before=${PAYDESK_LOAD_SEED:-100000}
  fi
  result load.transactions "$before" "transactions (before the load)"
}

# A figure the Lua script's done() printed as "LOAD <name> <value>".
load() { awk -v n="$1" '$1=="LOAD" && $2==n {print $3}' "$work/load.wrk"; }

resident_mb() {
  awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$sandbox_pid/status" 2>/dev/null || echo n/a
}

# The baseline: the same wrk, threads and connections on a fixed small JSON body.
ceiling() {
  wrk -t"$threads" -c"$connections" -d"${ceiling_seconds}s" --latency "$url/healthz" >"$work/ceiling.wrk"
  ceiling_rps=$(awk '/^Requests\/sec/ {print $2}' "$work/ceiling.wrk")
  result load.ceiling_rps "$ceiling_rps" "req/s (GET /healthz, same connections)"
}

# A few charges per second (one in ten declined: amounts ending in 02 are), and every fourth
# write a partial refund of a charge this writer made. Each answer is logged as
# "charge|refund STATUS ID"; the loop ends at the next round once $work/stop exists, never in
# the middle of a request, so that every answered write is in the log.
writer() {
  local n=0 interval id status body charges=() amount
  interval=$(awk -v r="$writes_per_s" 'BEGIN {printf "%.3f", 1 / r}')
  while [ ! -e "$work/stop" ]; do
    n=$((n + 1))
    if ((n % 4 == 0)) && ((${#charges[@]} > 0)); then
      id=${charges[RANDOM % ${#charges[@]}]}
      body=$(curl -s -w '\n%{http_code}' -X POST "$url/api/v1/transactions/$id/refunds" \
        -H "Authorization: Bearer $PAYDESK_LOAD_KEY" -H "Content-Type: application/json" \
        -H "Idempotency-Key: load-refund-$$-$n" -d '{"amount":100,"reason":"other"}' || true)
      status=${body##*$'\n'}
      # 409/422: that charge was already refunded in full by earlier rounds; no effect.
      echo "refund $status $(sed -n 's/.*"id":"\(ref_[A-Za-z0-9]*\)".*/\1/p' <<<"$body")" >>"$work/writes"
    else
      amount=$((1000 + RANDOM % 20000))
      ((n % 10 == 3)) && amount=$((amount / 100 * 100 + 2)) # declined by the sandbox's rule
      ((amount % 100 == 2 && n % 10 != 3)) && amount=$((amount + 1))
      body=$(curl -s -w '\n%{http_code}' -X POST "$url/api/v1/transactions" \
        -H "Authorization: Bearer $PAYDESK_LOAD_KEY" -H "Content-Type: application/json" \
        -H "Idempotency-Key: load-charge-$$-$n" \
        -d "{\"amount\":$amount,\"currency\":\"USD\",\"gateway\":\"cardnet\",\"merchant_ref\":\"LOAD-$$-$n\"}" || true)
      status=${body##*$'\n'}
      id=$(sed -n 's/.*"\(id\|transaction_id\)":"\(txn_[A-Za-z0-9]*\)".*/\2/p' <<<"$body" | head -1)
      echo "charge $status $id" >>"$work/writes"
      [ "$status" = 201 ] && charges+=("$id")
    fi
    sleep "$interval"
  done
}

mixed_read() {
  python3 "$here/loadtool.py" prepare "$url" "$work/paths"
  rss_before=$(resident_mb)
  : >"$work/writes"
  if [ "$writes_per_s" != 0 ]; then
    writer &
    writer_pid=$!
  fi
  wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency \
    -H "Authorization: Bearer $PAYDESK_LOAD_KEY" -s "$here/mixed-read.lua" "$url" -- "$work/paths" \
    >"$work/load.wrk"
  touch "$work/stop"
  if [ -n "$writer_pid" ]; then
    wait "$writer_pid"
    writer_pid=
  fi
  rss_after=$(resident_mb)
  result load.seconds "$(load seconds)" s
  result load.connections "$connections" connections
  result load.requests "$(load requests)" requests
  result load.rps "$(load rps)" "req/s (mixed reads)"
  result load.vs_ceiling "$(awk -v a="$(load rps)" -v b="$ceiling_rps" 'BEGIN {printf "%.3f", a / b}')" \
    "x (mixed reads vs GET /healthz)"
  for p in p50 p90 p99 p99_9 max mean; do
    result "load.latency_${p}_ms" "$(load "${p}_ms")" ms
  done
  result load.non2xx "$(load non2xx)" "responses (goal 0)"
  result load.socket_errors "$(load socket_errors)" "errors"
  result load.timeouts "$(load timeouts)" "requests over wrk's 2 s timeout"
  awk '$1=="LOAD" && $2 ~ /^status_/ {sub("status_", "", $2); print "RESULT load.status_" $2 " " $3 " responses"}' \
    "$work/load.wrk"
  result load.wrk_non2xx_line "$(awk '/Non-2xx or 3xx responses/ {print $NF; f=1} END {if (!f) print 0}' "$work/load.wrk")" \
    "responses (wrk's own count)"
  result load.writes_charges "$(awk '$1=="charge" && ($2=="201" || $2=="402")' "$work/writes" | wc -l)" "charges answered 201 or 402"
  result load.writes_refunds "$(awk '$1=="refund" && $2=="201"' "$work/writes" | wc -l)" "refunds answered 201"
  write_errors=$(awk '($1=="charge" && $2!="201" && $2!="402") || ($1=="refund" && $2!="201" && $2!="409" && $2!="422")' "$work/writes" | wc -l)
  result load.writes_errors "$write_errors" "writes answered otherwise (goal 0)"
  result load.resident_before_mb "$rss_before" MiB
  result load.resident_after_mb "$rss_after" MiB
}

consistency() {
  local ok=1 health non2xx
  python3 "$here/loadtool.py" check "$url" "$work/writes" "$before" || ok=0
  health=$(curl -s -o /dev/null -w '%{http_code}' "$url/healthz" || true)
  if kill -0 "$sandbox_pid" 2>/dev/null && [ "$health" = 200 ]; then
    result load.check_alive 1 "(the process runs and /healthz answers 200)"
  else
    echo "FAIL the sandbox is gone or /healthz answered '$health'"
    result load.check_alive 0 "(goal 1)"
    ok=0
  fi
  non2xx=$(load non2xx)
  [ "$non2xx" = 0 ] || { echo "FAIL ${non2xx:-unknown} reads answered with an error status"; ok=0; }
  # Connections refused or cut: reads that got no answer. (Slow answers are not failures.)
  [ "$(load socket_errors)" = 0 ] || { echo "FAIL $(load socket_errors) reads got no answer (socket errors)"; ok=0; }
  [ "$write_errors" = 0 ] || { echo "FAIL $write_errors writes answered with an unexpected status"; ok=0; }
  result load.consistent "$ok" "(1: consistent)"
  [ "$ok" = 1 ]
}

echo "== load: paydesk-sandbox, wrk ${seconds}s at $connections connections, mixed reads, $writes_per_s writes/s" >&2
start_sandbox
ceiling
mixed_read
consistency
