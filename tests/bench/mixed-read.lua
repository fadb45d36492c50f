-- Mixed read workload for wrk, used by tests/bench/load.sh:
--   wrk -H "Authorization: Bearer KEY" -s mixed-read.lua URL -- PATHS_FILE
-- PATHS_FILE holds one request path a line (tests/bench/loadtool.py prepare writes it: list
-- pages with filters and real cursors, transactions by real id, refund lists, the chart of
-- accounts, trial balances). Each thread cycles through them from its own offset. Counts the
-- answers by status and prints "LOAD <name> <value>" lines for load.sh at the end.

local threads = {}

function setup(thread)
   thread:set("thread_index", #threads)
   table.insert(threads, thread)
end

local paths = {}
local next_path = 1
statuses = {}

function init(args)
   local file = args[1]
   if file == nil then
      error("mixed-read.lua: pass the paths file after --")
   end
   for line in io.lines(file) do
      if line ~= "" then
         paths[#paths + 1] = line
      end
   end
   if #paths == 0 then
      error("mixed-read.lua: no paths in " .. file)
   end
   -- Threads start far apart in the list, so that they do not send the same requests in step.
   next_path = (thread_index or 0) * math.floor(#paths / 2 + 7) % #paths + 1
end

function request()
   local path = paths[next_path]
   next_path = next_path % #paths + 1
   return wrk.format("GET", path)
end

function response(status, headers, body)
   statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
   local by_status = {}
   for _, thread in ipairs(threads) do
      local counts = thread:get("statuses")
      for status, n in pairs(counts or {}) do
         by_status[status] = (by_status[status] or 0) + n
      end
   end
   local non2xx = 0
   for status, n in pairs(by_status) do
      io.write(string.format("LOAD status_%d %d\n", status, n))
      if status < 200 or status > 299 then
         non2xx = non2xx + n
      end
   end
   local seconds = summary.duration / 1e6
   io.write(string.format("LOAD requests %d\n", summary.requests))
   io.write(string.format("LOAD seconds %.3f\n", seconds))
   io.write(string.format("LOAD rps %.1f\n", summary.requests / seconds))
   io.write(string.format("LOAD bytes_per_s %.0f\n", summary.bytes / seconds))
   for _, p in ipairs({50, 90, 99}) do
      io.write(string.format("LOAD p%d_ms %.3f\n", p, latency:percentile(p) / 1000))
   end
   io.write(string.format("LOAD p99_9_ms %.3f\n", latency:percentile(99.9) / 1000))
   io.write(string.format("LOAD max_ms %.3f\n", latency.max / 1000))
   io.write(string.format("LOAD mean_ms %.3f\n", latency.mean / 1000))
   io.write(string.format("LOAD non2xx %d\n", non2xx))
   local e = summary.errors
   io.write(string.format("LOAD socket_errors %d\n", e.connect + e.read + e.write))
   io.write(string.format("LOAD timeouts %d\n", e.timeout))
end
