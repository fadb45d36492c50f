#!/usr/bin/env bash
# Creates per second: wrk POSTs /api/v1/transactions (each with an Idempotency-Key of its own,
# tests/bench/creates.lua) over keep-alive connections for a fixed time, against
#   1. a sandbox on SQLite (--data: durable, its normal synchronous setting),
#   2. a sandbox on PostgreSQL, and one on a database with synchronous_commit off (what
#      SQLite's synchronous=NORMAL in WAL mode gives: no sync per commit),
#   3. two sandboxes on one PostgreSQL database, the connections split between them,
# and prints "RESULT <name> <value> <unit>" lines: each rate, PostgreSQL against SQLite, two
# instances against one, the load average, and the rows in the database against the creates
# answered (never fewer; a few more when requests were in flight at the end). Never asserts on
# time; exits 1 when a create failed or a sandbox did not start.
#
# Usage: tests/support/with-postgres.sh tests/bench/creates.sh [seconds] [connections]
#        (default 20 s, 8 connections). PAYDESK_PG_DURABLE=1 gives PostgreSQL its durable
#        defaults (fsync, synchronous commit), as SQLite's store is: compare those.
# Environment: PAYDESK_TEST_DATABASE (set by with-postgres.sh), a server where databases can be
# made; PAYDESK_BUILD, the build directory holding app/sandbox/paydesk-sandbox (build-bench).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-20}
connections=${2:-8}
build=${PAYDESK_BUILD:-build-bench}
[[ $build = /* ]] || build=$root/$build
sandbox_bin=$build/app/sandbox/paydesk-sandbox
server=${PAYDESK_TEST_DATABASE:?run under tests/support/with-postgres.sh}

for tool in wrk psql; do
  command -v "$tool" >/dev/null || { echo "creates.sh: $tool is missing" >&2; exit 2; }
done
[ -x "$sandbox_bin" ] || { echo "creates.sh: no $sandbox_bin; build paydesk-sandbox" >&2; exit 2; }

work=$(mktemp -d /tmp/paydesk-creates.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# A key for this run only, through the environment, never printed.
PAYDESK_LOAD_KEY=pts_test_$(head -c 64 /dev/urandom | base64 -w0 | tr -dc 'A-Za-z0-9' | cut -c1-32)
export PAYDESK_LOAD_KEY
result() { echo "RESULT $1 $2 $3"; }
div() { awk -v a="$1" -v b="$2" -v p="$3" 'BEGIN {printf "%." p "f", (b > 0 ? a / b : 0)}'; }
failed=0

# start NAME [--database URL]: a sandbox on its own data directory; its URL in $work/NAME.url.
start() {
  local name=$1
  shift
  "$sandbox_bin" --data "$work/$name" --port 0 --api-key "$PAYDESK_LOAD_KEY" "$@" \
    >"$work/$name.ready" 2>"$work/$name.log" &
  pids+=($!)
  local pid=$! started=$SECONDS
  until grep -q '^ready ' "$work/$name.ready" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null || ((SECONDS - started > 120)); then
      echo "creates.sh: the sandbox $name did not start:" >&2
      tail -5 "$work/$name.log" >&2
      exit 1
    fi
    sleep 0.2
  done
  sed -n 's/^ready url=\([^ ]*\).*/\1/p' "$work/$name.ready" >"$work/$name.url"
}

# wrk on one sandbox: `hammer NAME CONNECTIONS` writes $work/NAME.wrk.
hammer() {
  local threads=$(($2 < 2 ? 1 : 2))
  PAYDESK_CREATES_RUN=$1-$RANDOM wrk -t"$threads" -c"$2" -d"${seconds}s" -s "$here/creates.lua" \
    "$(cat "$work/$1.url")" >"$work/$1.wrk"
}
# Requests answered 2xx in a wrk report.
created() {
  awk '/requests in/ {n=$1} /Non-2xx/ {bad=$NF} END {print n - bad}' "$work/$1.wrk"
}
errors() {
  awk '/Non-2xx/ {bad+=$NF} /Socket errors/ {gsub(/,/, ""); bad+=$4+$6+$8+$10} END {print bad+0}' \
    "$work/$1.wrk"
}

database() { # a fresh database on the server: its URL
  local name=creates_$1_$$
  psql "$server" -qc "CREATE DATABASE $name" >/dev/null
  echo "${server%/*}/$name"
}
rows() { psql "$1" -Atc "SELECT COUNT(*) FROM transactions"; }

load_before=$(cut -d' ' -f1 /proc/loadavg)

start sqlite
hammer sqlite "$connections"
sqlite_rate=$(div "$(created sqlite)" "$seconds" 3)
result creates.sqlite_per_s "$(div "$sqlite_rate" 1 1)" "creates/s (SQLite, durable)"

one_db=$(database one)
start one --database "$one_db"
hammer one "$connections"
one_rate=$(div "$(created one)" "$seconds" 3)
result creates.pg_per_s "$(div "$one_rate" 1 1)" "creates/s (PostgreSQL, one sandbox)"
result creates.pg_vs_sqlite "$(div "$one_rate" "$sqlite_rate" 2)" "x"
result creates.pg_rows_one "$(rows "$one_db")" "rows (vs $(created one) creates answered)"

# SQLite's WAL with synchronous=NORMAL does not sync each commit (a killed process loses none,
# a power cut may lose the newest); PostgreSQL's twin is synchronous_commit off.
async_db=$(database async)
psql "$async_db" -qc "ALTER DATABASE ${async_db##*/} SET synchronous_commit = off"
start async --database "$async_db"
hammer async "$connections"
async_rate=$(div "$(created async)" "$seconds" 3)
result creates.pg_async_per_s "$(div "$async_rate" 1 1)" \
  "creates/s (PostgreSQL, synchronous_commit off, one sandbox)"
result creates.pg_async_vs_sqlite "$(div "$async_rate" "$sqlite_rate" 2)" "x"

two_db=$(database two)
start a --database "$two_db"
start b --database "$two_db"
hammer a $((connections / 2)) &
first=$!
hammer b $((connections - connections / 2))
wait "$first"
two=$(($(created a) + $(created b)))
two_rate=$(div "$two" "$seconds" 3)
result creates.pg_two_per_s "$(div "$two_rate" 1 1)" \
  "creates/s (two sandboxes on one database, $(created a) + $(created b))"
result creates.pg_two_vs_one "$(div "$two_rate" "$one_rate" 2)" "x"
result creates.pg_rows_two "$(rows "$two_db")" "rows (vs $two creates answered)"

for name in sqlite one async a b; do
  bad=$(errors "$name")
  if [ "$bad" -gt 0 ]; then
    echo "creates.sh: $bad creates on $name were not 2xx" >&2
    failed=1
  fi
  result "creates.errors_$name" "$bad" "non-2xx"
done
[ "$(rows "$one_db")" -ge "$(created one)" ] || { echo "creates.sh: rows lost (one)" >&2; failed=1; }
[ "$(rows "$two_db")" -ge "$two" ] || { echo "creates.sh: rows lost (two)" >&2; failed=1; }
result creates.loadavg_before "$load_before" "(1 min)"
result creates.loadavg_after "$(cut -d' ' -f1 /proc/loadavg)" "(1 min)"
exit $failed
