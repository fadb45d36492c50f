-- wrk script of tests/bench/creates.sh: POST /api/v1/transactions, each request with an
-- Idempotency-Key of its own (so each one creates), on keep-alive connections. The key comes
-- from PAYDESK_LOAD_KEY, the keys' prefix from PAYDESK_CREATES_RUN (one per wrk process, so
-- two processes never share a key).
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("tid", #threads)
end

function init(args)
  run = os.getenv("PAYDESK_CREATES_RUN") or "run"
  auth = "Bearer " .. os.getenv("PAYDESK_LOAD_KEY")
  counter = 0
end

function request()
  counter = counter + 1
  local ref = string.format("%s-%d-%d", run, tid, counter)
  -- Amounts ending in 50: never the documented decline (…02).
  local body = string.format(
    '{"amount":%d,"currency":"USD","gateway":"cardnet","merchant_ref":"%s"}',
    1050 + (counter % 97) * 100, ref)
  return wrk.format("POST", "/api/v1/transactions", {
    ["Authorization"] = auth,
    ["Content-Type"] = "application/json",
    ["Idempotency-Key"] = ref,
  }, body)
end
