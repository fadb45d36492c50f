#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster of its own, then removes it.
# Usage: tests/support/with-postgres.sh command [args...]
#
# The cluster lives in a fresh temporary directory, listens on a free loopback port and a unix
# socket in that directory only, and is stopped and deleted when the command ends, whatever its
# outcome. The command sees PAYDESK_TEST_DATABASE=postgresql://paydesk@127.0.0.1:PORT/paydesk
# (trust authentication: nothing but this machine's loopback can reach it, and it lives for one
# run). Durability is switched off (fsync, full_page_writes): nothing here must survive a crash
# of the machine, and the tests create a database per sandbox. Starting and stopping take about
# two seconds. initdb refuses to run as root, so as root the cluster belongs to `postgres`.
# PAYDESK_PG_DURABLE=1 keeps PostgreSQL's durable defaults (fsync, synchronous commit): for
# benchmarks of writes (tests/bench/creates.sh), against SQLite's durable store.
set -euo pipefail

bindir=${PAYDESK_PG_BINDIR:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
if [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 2
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/paydesk-pg.XXXXXX")
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$root"
  as_owner=(runuser -u postgres --)
fi
chmod 0700 "$root"

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$root"
}
trap cleanup EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')

durability="-c fsync=off -c full_page_writes=off -c synchronous_commit=off"
[ "${PAYDESK_PG_DURABLE:-}" = 1 ] && durability=
"${as_owner[@]}" "$bindir/initdb" -D "$root/data" -U paydesk -A trust -E UTF8 --locale=C.UTF-8 \
  >"$root/initdb.log" 2>&1 || { cat "$root/initdb.log" >&2; exit 2; }
"${as_owner[@]}" "$bindir/pg_ctl" -D "$root/data" -l "$root/server.log" -w -s \
  -o "-p $port -k $root -c listen_addresses=127.0.0.1 $durability -c max_connections=200" \
  start ||
  { cat "$root/server.log" >&2; exit 2; }
"${as_owner[@]}" "$bindir/createdb" -h "$root" -p "$port" -U paydesk paydesk

export PAYDESK_TEST_DATABASE="postgresql://paydesk@127.0.0.1:$port/paydesk"
export PAYDESK_TEST_PG_LOG="$root/server.log"
status=0
"$@" || status=$?
exit $status
