#!/usr/bin/env bash
# A team's sandbox on one machine: a PostgreSQL 15 cluster in a folder, two paydesk-sandbox
# instances on its database, and HAProxy on loopback in front of both. Prints the address and
# one key per merchant, then stays in the foreground; Ctrl+C (or SIGTERM) stops all of it.
# An instance that dies is started again after a second (as systemd's Restart= would); the
# other one answers meanwhile. Running it on a server, backups, upgrades: docs/team-sandbox.md.
#
# Usage: installer/run-team-sandbox.sh [options] [DIR] [-- paydesk-sandbox options...]
#   DIR               where everything lives (default ~/.local/state/paydesk-team, as root
#                     /var/lib/paydesk-team); a DIR used before is reused: its cluster,
#                     database, merchants and keys
#   --port N          HAProxy's port on 127.0.0.1 (default 8080; 0 picks a free one)
#   --merchants N     merchants to hold, each with its own key (default 3)
#   --seed N          demo transactions per merchant, made once when the store is empty
#   --sandbox PATH    the paydesk-sandbox to run (default: this checkout's build, else PATH's)
# Options after -- go to both instances (e.g. --retry-schedule 1s,5s).
#
# Layout of DIR: pg/ (the cluster: data/, its socket in run/, server.log; owned by `postgres`
# when run as root, as initdb refuses root), keys/ (the merchants' keys, the admin key, the
# database password: 0600 files in a 0700 folder), run/ (pid files, ready lines), logs/.
# The database listens on its unix socket only, with a password (keys/pgpass); HAProxy and
# the instances listen on 127.0.0.1 only. Installs nothing: says what is missing.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
port=8080
merchants=3
seed=0
sandbox=
dir=
extra=()

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "run-team-sandbox: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=${2:?--port needs a value}; shift 2 ;;
    --merchants) merchants=${2:?--merchants needs a value}; shift 2 ;;
    --seed) seed=${2:?--seed needs a value}; shift 2 ;;
    --sandbox) sandbox=${2:?--sandbox needs a path}; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) [ -z "$dir" ] || die "one DIR only"; dir=$1; shift ;;
  esac
done
[[ $port =~ ^[0-9]+$ ]] && ((port <= 65535)) || die "--port: expected 0 to 65535"
[[ $merchants =~ ^[0-9]+$ ]] && ((merchants >= 1 && merchants <= 1000)) ||
  die "--merchants: expected 1 to 1000"
[[ $seed =~ ^[0-9]+$ ]] || die "--seed: expected a number"
# As root, not under /root: the cluster's owner, postgres, must reach it.
if [ -z "$dir" ] && [ "$(id -u)" -eq 0 ]; then
  dir=/var/lib/paydesk-team
fi
dir=${dir:-${XDG_STATE_HOME:-$HOME/.local/state}/paydesk-team}

# What is missing, all of it at once, with the packages that bring it.
if [ -z "$sandbox" ]; then
  if [ -x "$here/../build/app/sandbox/paydesk-sandbox" ]; then
    sandbox=$here/../build/app/sandbox/paydesk-sandbox
  else
    sandbox=$(command -v paydesk-sandbox || true)
  fi
fi
bindir=${PAYDESK_PG_BINDIR:-/usr/lib/postgresql/15/bin}
missing=()
[ -n "$sandbox" ] && [ -x "$sandbox" ] ||
  missing+=("paydesk-sandbox (build the target paydesk-sandbox, or --sandbox PATH)")
[ -x "$bindir/initdb" ] && [ -x "$bindir/pg_ctl" ] && [ -x "$bindir/postgres" ] ||
  missing+=("PostgreSQL 15 in $bindir (apt-get install postgresql-15)")
command -v psql >/dev/null || missing+=("psql (apt-get install postgresql-client-15)")
command -v haproxy >/dev/null || missing+=("HAProxy (apt-get install haproxy)")
ls /usr/lib/*/qt6/plugins/sqldrivers/libqsqlpsql.so >/dev/null 2>&1 ||
  ls "${QT_PLUGIN_PATH:-/nonexistent}"/sqldrivers/libqsqlpsql.so >/dev/null 2>&1 ||
  missing+=("Qt's PostgreSQL driver (apt-get install libqt6sql6-psql)")
if [ "$port" = 0 ] && ! command -v python3 >/dev/null; then
  missing+=("python3, to pick a free port for --port 0 (or give a port)")
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "run-team-sandbox: missing:" >&2
  printf '  %s\n' "${missing[@]}" >&2
  echo "installer/install-deps.sh --team installs them all." >&2
  exit 3
fi
sandbox=$(cd "$(dirname "$sandbox")" && pwd)/$(basename "$sandbox")

# initdb refuses root: as root, the cluster belongs to `postgres`; otherwise to whoever runs this.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || die "no user postgres (apt-get install postgresql-15 makes it)"
  as_pg=(runuser -u postgres --)
fi

umask 077
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
mkdir -p "$dir/keys" "$dir/run" "$dir/logs" "$dir/pg"
chmod 0700 "$dir/keys" "$dir/run"
chmod 0711 "$dir" # postgres must pass through to pg/; keys/ and run/ stay private
pg=$dir/pg
pgdata=$pg/data
sock=$pg/run
pgport=5432 # names the socket file only: the cluster listens on no TCP port
[ ${#as_pg[@]} -eq 0 ] || chown postgres: "$pg"
chmod 0755 "$pg" # the socket below must be reachable; the password guards it
if [ ${#as_pg[@]} -gt 0 ] && ! runuser -u postgres -- test -w "$pg"; then
  die "user postgres cannot reach $pg (a parent folder is private?): use a DIR it can reach"
fi

pgpass=$dir/keys/pgpass
export PGPASSFILE=$pgpass
export PGHOST=$sock PGPORT=$pgport PGUSER=paydesk PGDATABASE=postgres
conninfo="host=$sock port=$pgport dbname=paydesk user=paydesk"

random_word() { head -c 48 /dev/urandom | base64 -w0 | tr -dc 'A-Za-z0-9' | cut -c1-"$1"; }

if [ ! -f "$pgdata/PG_VERSION" ]; then
  echo "run-team-sandbox: creating a PostgreSQL cluster in $pgdata" >&2
  password=$(random_word 32)
  printf '*:*:*:paydesk:%s\n' "$password" >"$pgpass"
  # initdb reads the password from a file its user can read, removed at once.
  pwfile=$pg/initdb-password
  (umask 077; printf '%s\n' "$password" >"$pwfile")
  [ ${#as_pg[@]} -eq 0 ] || chown postgres: "$pwfile"
  if ! "${as_pg[@]}" "$bindir/initdb" -D "$pgdata" -U paydesk --pwfile="$pwfile" \
      --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/logs/initdb.log" 2>&1; then
    rm -f "$pwfile"
    cat "$dir/logs/initdb.log" >&2
    die "initdb failed"
  fi
  rm -f "$pwfile"
fi
[ -f "$pgpass" ] || die "$pgpass is missing: the cluster in $pgdata was made with a password kept there"
mkdir -p "$sock"
[ ${#as_pg[@]} -eq 0 ] || chown postgres: "$sock"
chmod 0755 "$sock"

pids=()       # instance i's pid in pids[i]
ports=()      # and its port, fixed after its first start
haproxy_pid=
pg_started=0
stopping=0

stop_all() {
  stopping=1
  trap '' INT TERM
  local p
  [ -z "$haproxy_pid" ] || kill -TERM "$haproxy_pid" 2>/dev/null || true
  for p in "${pids[@]}"; do [ -z "$p" ] || kill -TERM "$p" 2>/dev/null || true; done
  for p in "${pids[@]}" $haproxy_pid; do [ -z "$p" ] || wait "$p" 2>/dev/null || true; done
  # Only what this run started: a second run refused on a busy DIR leaves the first one's be.
  if [ "$pg_started" = 1 ]; then
    "${as_pg[@]}" "$bindir/pg_ctl" -D "$pgdata" -m fast -w stop >/dev/null 2>&1 || true
    rm -f "$dir"/run/*.pid "$dir"/run/*.ready "$dir/run/haproxy.cfg"
    echo "run-team-sandbox: stopped" >&2
  fi
}
trap 'stop_all; exit 0' INT TERM
trap '[ "$stopping" = 1 ] || stop_all' EXIT

# Extra server settings for throwaway clusters (tests: fsync=off and the like).
if "${as_pg[@]}" "$bindir/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
  die "the cluster in $pgdata is running already: is another run-team-sandbox using $dir?"
fi
# shellcheck disable=SC2086 # the options are words
"${as_pg[@]}" "$bindir/pg_ctl" -D "$pgdata" -l "$pg/server.log" -w -s \
  -o "-p $pgport -k $sock -c listen_addresses='' ${PAYDESK_TEAM_PG_OPTIONS:-}" start ||
  { tail -20 "$pg/server.log" >&2; die "PostgreSQL did not start (log: $pg/server.log)"; }
pg_started=1
if [ "$(psql -Atqc "SELECT 1 FROM pg_database WHERE datname = 'paydesk'")" != 1 ]; then
  psql -qc "CREATE DATABASE paydesk" >/dev/null
fi

# The admin key (POST /sandbox/v1/merchants): made once, kept in keys/.
[ -s "$dir/keys/admin_key" ] || random_word 40 >"$dir/keys/admin_key"
chmod 0600 "$dir/keys/admin_key"

# Starts instance $1 on port $2 (0 the first time) and waits for its ready line. Both share
# keys/ (the same key files, so the same keys) and the database. Only instance 1's very first
# start may seed: an instance finds the merchants and data there and makes none again.
start_instance() {
  local i=$1 p=$2 args=()
  [ "$i" = 1 ] && [ "$seed" -gt 0 ] && [ -z "${ports[1]:-}" ] && args+=(--seed "$seed")
  : >"$dir/run/instance-$i.ready"
  "$sandbox" --port "$p" --data "$dir/keys" --database "$conninfo" --merchants "$merchants" \
    --admin-key-file "$dir/keys/admin_key" "${args[@]}" "${extra[@]}" \
    >"$dir/run/instance-$i.ready" 2>>"$dir/logs/instance-$i.log" &
  pids[i]=$!
  echo "${pids[i]}" >"$dir/run/instance-$i.pid"
  until grep -q '^ready ' "$dir/run/instance-$i.ready" 2>/dev/null; do
    if ! kill -0 "${pids[i]}" 2>/dev/null; then
      wait "${pids[i]}" 2>/dev/null || true
      pids[i]=
      echo "run-team-sandbox: instance $i did not start; the end of $dir/logs/instance-$i.log:" >&2
      tail -5 "$dir/logs/instance-$i.log" >&2
      return 1
    fi
    sleep 0.1
  done
  local url
  url=$(sed -n 's/^ready url=\([^ ]*\).*/\1/p' "$dir/run/instance-$i.ready")
  ports[i]=${url##*:}
}

start_instance 1 0 || exit 1
start_instance 2 0 || exit 1

if [ "$port" = 0 ]; then
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
fi
# Round robin over both; /healthz (no key) every 500 ms takes a dead instance out within a
# second. A request whose connection is refused is sent to the other (redispatch); one that
# reached an instance is never sent again by HAProxy: clients retry with their Idempotency-Key.
cat >"$dir/run/haproxy.cfg" <<EOF
global
    maxconn 2000
defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    retries 2
    option redispatch
frontend paydesk
    bind 127.0.0.1:$port
    default_backend sandboxes
backend sandboxes
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    default-server check inter 500ms fall 1 rise 1
    server instance1 127.0.0.1:${ports[1]}
    server instance2 127.0.0.1:${ports[2]}
EOF
haproxy -W -db -f "$dir/run/haproxy.cfg" >>"$dir/logs/haproxy.log" 2>&1 &
haproxy_pid=$!
echo "$haproxy_pid" >"$dir/run/haproxy.pid"
base=http://127.0.0.1:$port
for _ in $(seq 50); do
  if ! kill -0 "$haproxy_pid" 2>/dev/null; then
    tail -5 "$dir/logs/haproxy.log" >&2
    die "HAProxy did not start (log: $dir/logs/haproxy.log)"
  fi
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.1
done

ready_line=$(grep '^ready ' "$dir/run/instance-1.ready")
key_of() { # merchant $1's key, off instance 1's ready line
  local name=api_key
  [ "$1" = 1 ] || name=api_key_$1
  tr ' ' '\n' <<<"$ready_line" | sed -n "s/^$name=//p"
}
{
  echo "PayDesk team sandbox at $base"
  echo "  instances: 127.0.0.1:${ports[1]} and 127.0.0.1:${ports[2]} behind HAProxy; logs in $dir/logs"
  echo "  database:  $conninfo (password in $pgpass)"
  echo "  admin key: in $dir/keys/admin_key (POST /sandbox/v1/merchants)"
  for m in $(seq "$merchants"); do
    echo "  merchant $m key: $(key_of "$m")"
  done
  echo "ready url=$base"
  echo "Ctrl+C stops it."
}
# The ready lines hold the keys: printed above, not kept.
: >"$dir/run/instance-1.ready"
: >"$dir/run/instance-2.ready"

# Foreground: restart an instance that died, on its port; stop when HAProxy or PostgreSQL does.
while :; do
  sleep 0.5 &
  wait $! || true
  for i in 1 2; do
    p=${pids[i]}
    if [ -n "$p" ] && ! kill -0 "$p" 2>/dev/null; then
      status=0
      wait "$p" 2>/dev/null || status=$?
      echo "run-team-sandbox: instance $i (pid $p) exited with status $status; starting it again" >&2
      sleep 1
      start_instance "$i" "${ports[i]}" || echo "run-team-sandbox: instance $i stays down; retrying" >&2
    elif [ -z "$p" ]; then
      start_instance "$i" "${ports[i]}" || true
    fi
  done
  if ! kill -0 "$haproxy_pid" 2>/dev/null; then
    echo "run-team-sandbox: HAProxy exited; stopping (log: $dir/logs/haproxy.log)" >&2
    exit 1
  fi
  if ! "${as_pg[@]}" "$bindir/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
    echo "run-team-sandbox: PostgreSQL stopped; stopping (log: $pg/server.log)" >&2
    exit 1
  fi
done
