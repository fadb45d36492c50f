#!/usr/bin/env bash
# Runs every benchmark of the project and writes docs/performance.md: each figure, its
# baseline from the same run, the machine and the date.
# Usage: tests/bench/run-all.sh [build-dir]   (default: build-bench, a Release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=${1:-build-bench}
duration=${PAYDESK_WRK_SECONDS:-15}

installer/install-deps.sh --build --run --test >/dev/null
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --parallel "$(nproc)" >/dev/null

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

echo "== sandbox: list and trial balance at 1,000,000 vs 10,000 transactions"
PAYDESK_BENCH_KEEP_DATA=1 "$build/tests/bench/bench_sandbox" | tee "$work/sandbox.txt"
data=$(sed -n 's/^DATA //p' "$work/sandbox.txt")

echo "== sandbox: wrk, 4 connections, ${duration}s, list endpoint vs a fixed small JSON body"
key=pts_test_TestKey0123456789abcdefABCDEF01
"$build/app/sandbox/paydesk-sandbox" --data "$data" --port 0 --api-key "$key" \
  >"$work/ready" 2>"$work/sandbox.log" &
for _ in $(seq 1 100); do grep -q '^ready' "$work/ready" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^ready url=\([^ ]*\).*/\1/p' "$work/ready")
wrk_run() { # name path
  wrk -t2 -c4 -d"${duration}s" --latency -H "Authorization: Bearer $key" "$url$2" >"$work/$1.wrk"
  local rps p50 p99
  rps=$(awk '/^Requests\/sec/ {print $2}' "$work/$1.wrk")
  p50=$(awk '$1=="50%" {print $2}' "$work/$1.wrk")
  p99=$(awk '$1=="99%" {print $2}' "$work/$1.wrk")
  echo "RESULT wrk.$1_rps $rps req/s"
  echo "RESULT wrk.$1_p50 $p50 latency"
  echo "RESULT wrk.$1_p99 $p99 latency"
}
{
  wrk_run list "/api/v1/transactions?limit=25"
  wrk_run ceiling "/healthz"
} | tee "$work/wrk.txt"
list_rps=$(awk '$2=="wrk.list_rps" {print $3}' "$work/wrk.txt")
ceil_rps=$(awk '$2=="wrk.ceiling_rps" {print $3}' "$work/wrk.txt")
ratio=$(awk -v a="$list_rps" -v b="$ceil_rps" 'BEGIN {printf "%.3f", a/b}')
echo "RESULT wrk.list_vs_ceiling $ratio x" | tee -a "$work/wrk.txt"
kill %1 2>/dev/null || true
wait %1 2>/dev/null || true

echo "== UI: Transactions pane over the same 1,000,000 transactions, offscreen"
PAYDESK_BENCH_DATA="$data" QT_QPA_PLATFORM=offscreen "$build/tests/bench/bench_ui" |
  tee "$work/ui.txt"
rm -rf "$data"

echo "== API client: first page through the client vs a bare QNetworkAccessManager request"
"$build/tests/bench/bench_client" | tee "$work/client.txt"

cpu=$(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -1)
mem=$(free -g | awk '/^Mem:/ {print $2 " GiB"}')
value() { awk -v n="$1" '$1=="RESULT" && $2==n {print $3}' "$work"/*.txt; }
{
  echo "# Performance"
  echo
  echo "Written by \`tests/bench/run-all.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'), commit"
  echo "\`$(git rev-parse --short HEAD 2>/dev/null || echo unknown)\`, Release build."
  echo "Machine: ${cpu:-unknown CPU}, $(nproc) cores, ${mem}. Every ratio compares with a"
  echo "baseline measured in the same run; nothing here is asserted by a test."
  echo
  echo "## Sandbox service"
  echo
  echo "| measure | baseline | measured | ratio | goal |"
  echo "|---|---|---|---|---|"
  echo "| first page of the list (median of 200) | $(value sandbox.first_page_10k_ms) ms at 10,000 | $(value sandbox.first_page_1m_ms) ms at 1,000,000 | $(value sandbox.first_page_ratio)x | <= 1.5x |"
  echo "| trial balance (median of 200) | $(value sandbox.trial_balance_10k_ms) ms at 10,000 | $(value sandbox.trial_balance_1m_ms) ms at 1,000,000 | $(value sandbox.trial_balance_ratio)x | <= 2x |"
  echo "| list endpoint under wrk, 4 connections | $(value wrk.ceiling_rps) req/s for a fixed small JSON body | $(value wrk.list_rps) req/s | $(value wrk.list_vs_ceiling)x | as near 1 as possible |"
  echo
  echo "| other figures | value |"
  echo "|---|---|"
  echo "| time to seed 1,000,000 transactions | $(value sandbox.seed_1m_ms) ms (goal under 60 s) |"
  echo "| time to seed 10,000 transactions | $(value sandbox.seed_10k_ms) ms |"
  echo "| list latency under wrk, p50 / p99 | $(value wrk.list_p50) / $(value wrk.list_p99) |"
  echo "| fixed body latency under wrk, p50 / p99 | $(value wrk.ceiling_p50) / $(value wrk.ceiling_p99) |"
  echo
  echo "## API client"
  echo
  echo "| measure | baseline | measured | ratio | goal |"
  echo "|---|---|---|---|---|"
  echo "| first page, 100 rows (median of 300) | $(value client.first_page_bare_ms) ms with a bare QNetworkAccessManager + QJsonDocument | $(value client.first_page_client_ms) ms through ApiClient | $(value client.first_page_ratio)x | <= 1.2x |"
  echo "| memory per parsed transaction | $(value client.json_per_transaction_bytes) bytes of JSON | $(value client.memory_per_transaction_bytes) bytes | $(value client.memory_vs_json)x | reported |"
  echo
  echo "## Transactions pane"
  echo
  echo "\`bench_ui\`: the pane offscreen over the same 1,000,000 transactions."
  echo
  echo "| measure | baseline | measured | ratio | goal |"
  echo "|---|---|---|---|---|"
  echo "| first $(value ui.first_rows_page_rows) rows shown (median of 41) | $(value ui.first_rows_bare_ms) ms for the same request with a bare QNetworkAccessManager + QJsonDocument | $(value ui.first_rows_pane_ms) ms from refresh to the rows painted ($(value ui.first_rows_model_ms) ms to the rows in the model) | $(value ui.first_rows_ratio)x | <= 1.3x |"
  echo "| longest event-loop stall (1 ms timer) scrolling to $(value ui.scroll_rows) rows | $(value ui.idle_stall_max_ms) ms idle, p99 $(value ui.idle_stall_p99_ms) ms | $(value ui.scroll_stall_max_ms) ms, p99 $(value ui.scroll_stall_p99_ms) ms | | < 50 ms |"
  echo "| memory per row, $(value ui.memory_rows) rows in TransactionsModel | $(value ui.json_per_row_bytes) bytes of JSON | $(value ui.memory_per_row_bytes) bytes of heap | $(value ui.memory_vs_json)x | <= 2x |"
  echo
  echo "Scrolling took $(value ui.scroll_seconds) s. Resident memory grew $(value ui.resident_per_row_bytes) bytes"
  echo "per row; deleting the model gave back $(value ui.memory_released_per_row_bytes) bytes per row."
} > "$root/docs/performance.md"
echo "wrote docs/performance.md"
