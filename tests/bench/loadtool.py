#!/usr/bin/env python3
"""Helper of tests/bench/load.sh (standard library only).

  loadtool.py count   BASE            transactions in the store, by walking every page
  loadtool.py prepare BASE OUT        writes the request paths of the mixed read workload,
                                      one a line, that tests/bench/mixed-read.lua cycles through
  loadtool.py check   BASE WRITES N   after the load: is the sandbox still correct?

The API key comes from PAYDESK_LOAD_KEY, never from the command line (it would show in `ps`).
check prints "RESULT <name> <value> <unit>" lines and "FAIL <what>" lines, and exits 1 when
anything is inconsistent; it never looks at time.
"""
import collections
import datetime
import http.client
import json
import os
import random
import sys
import urllib.parse


class Api:
    """GETs on one keep-alive connection, reopened when the server closes it."""

    def __init__(self, base):
        url = urllib.parse.urlsplit(base)
        self.host, self.port = url.hostname, url.port
        self.key = os.environ["PAYDESK_LOAD_KEY"]
        self.conn = None

    def get(self, path):
        for attempt in (1, 2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=120)
            try:
                self.conn.request("GET", path, headers={"Authorization": "Bearer " + self.key})
                response = self.conn.getresponse()
                return response.status, response.read()
            except (http.client.HTTPException, OSError):
                # A GET is safe to repeat; a second failure is the server's.
                self.conn.close()
                self.conn = None
                if attempt == 2:
                    raise

    def json(self, path):
        status, body = self.get(path)
        if status != 200:
            raise RuntimeError(f"GET {path} answered {status}: {body[:300]!r}")
        return json.loads(body)

    def walk(self, path, limit=100):
        """Every record of a list endpoint, page by page through next_cursor."""
        sep = "&" if "?" in path else "?"
        cursor = None
        while True:
            page_path = f"{path}{sep}limit={limit}"
            if cursor:
                page_path += "&cursor=" + urllib.parse.quote(cursor, safe="")
            page = self.json(page_path)
            yield from page["data"]
            if not page["has_more"]:
                if page["next_cursor"] is not None:
                    raise RuntimeError(f"{path}: has_more false with a next_cursor")
                return
            cursor = page["next_cursor"]
            if not cursor:
                raise RuntimeError(f"{path}: has_more true without a next_cursor")


def day(timestamp):
    return datetime.date.fromisoformat(timestamp[:10])


def cmd_count(base):
    print(sum(1 for _ in Api(base).walk("/api/v1/transactions")))
    return 0


def cmd_prepare(base, out):
    """Request paths in fixed proportions, shuffled: list pages (several filters, first and
    later pages through real cursors) 40 %, single transactions by real id 25 %, refund lists
    10 %, the chart of accounts 5 %, trial balances on several dates and currencies 20 %."""
    api = Api(base)
    rng = random.Random(8)
    newest = api.json("/api/v1/transactions?limit=1")["data"]
    if not newest:
        raise RuntimeError("the store has no transactions; seed it first")
    last = day(newest[0]["created_at"])
    filters = [
        "limit=25",
        "limit=100",
        "limit=25&status=captured",
        "limit=25&status=refunded,partially_refunded",
        "limit=50&currency=EUR",
        "limit=25&gateway=paycore",
        "limit=25&status=failed&currency=USD",
        f"limit=25&created_from={last - datetime.timedelta(days=30)}"
        f"&created_to={last - datetime.timedelta(days=23)}",
        f"limit=100&created_to={last - datetime.timedelta(days=60)}",
        "limit=25&q=ORD-1000",
    ]
    lists, ids = [], []
    for f in filters:
        path = "/api/v1/transactions?" + f
        cursor = None
        for _ in range(12):  # the first page and up to 11 later ones, by real cursors
            page_path = path + ("&cursor=" + urllib.parse.quote(cursor, safe="") if cursor else "")
            page = api.json(page_path)
            lists.append(page_path)
            ids += [t["id"] for t in page["data"]]
            if not page["has_more"]:
                break
            cursor = page["next_cursor"]
    ids = sorted(set(ids))
    refunds = []
    cursor = None
    for _ in range(10):
        page_path = "/api/v1/refunds?limit=25" + (
            "&cursor=" + urllib.parse.quote(cursor, safe="") if cursor else "")
        page = api.json(page_path)
        refunds.append(page_path)
        for r in page["data"][:3]:
            refunds.append("/api/v1/refunds?transaction_id=" + r["transaction_id"])
        if not page["has_more"]:
            break
        cursor = page["next_cursor"]
    refunds.append(f"/api/v1/refunds?limit=50&created_from={last - datetime.timedelta(days=14)}")
    balances = [
        f"/v1/ledger/trial-balance?date={last - datetime.timedelta(days=back)}&currency={cur}"
        for back in (0, 1, 7, 30, 45, 60, 89, 120)
        for cur in ("USD", "EUR", "GBP", "JPY")
    ]
    balances.append("/v1/ledger/trial-balance?currency=USD&include_zero=true")

    def pick(pool, n):
        return [rng.choice(pool) for _ in range(n)]

    total = 4000
    paths = (pick(lists, total * 40 // 100)
             + ["/api/v1/transactions/" + i for i in pick(ids, total * 25 // 100)]
             + pick(refunds, total * 10 // 100)
             + ["/v1/ledger/accounts"] * (total * 5 // 100)
             + pick(balances, total * 20 // 100))
    rng.shuffle(paths)
    with open(out, "w", encoding="ascii") as f:
        f.write("\n".join(paths) + "\n")
    print(f"{len(paths)} paths: {len(lists)} list pages, {len(ids)} transaction ids, "
          f"{len(refunds)} refund lists, {len(balances)} trial balances", file=sys.stderr)
    return 0


def cmd_check(base, writes_file, expected_before):
    """After the load, through the API only: every transaction listed exactly once, newest
    first, as many as there were plus those written; every answered write is there; refunds
    add up to each transaction's amount_refunded; the trial balance balances on every date of
    the data, and its Sales and Refunds equal what the transactions say."""
    api = Api(base)
    failures = []

    def fail(what):
        failures.append(what)
        print("FAIL " + what, flush=True)

    def result(name, value, unit):
        print(f"RESULT load.check_{name} {value} {unit}", flush=True)

    written_txn, written_ref = set(), set()
    with open(writes_file, encoding="ascii") as f:
        for line in f:
            kind, status, rid = (line.split() + ["", "", ""])[:3]
            if kind == "charge" and status in ("201", "402"):
                written_txn.add(rid)
            elif kind == "refund" and status == "201":
                written_ref.add(rid)

    # Transactions, all pages.
    seen = set()
    duplicates = 0
    out_of_order = 0
    bad_state = 0
    previous = None
    refunded_by_txn = {}
    sales = collections.Counter()
    refunded = collections.Counter()
    currencies = set()
    first_day = last_day = None
    for t in api.walk("/api/v1/transactions"):
        if t["id"] in seen:
            duplicates += 1
        seen.add(t["id"])
        key = (t["created_at"], t["id"])
        if previous is not None and not key < previous:
            out_of_order += 1
        previous = key
        amount, back, status = t["amount"], t["amount_refunded"], t["status"]
        ok = {
            "captured": back == 0,
            "failed": back == 0,
            "partially_refunded": 0 < back < amount,
            "refunded": back == amount,
        }.get(status, False)
        bad_state += 0 if ok else 1
        currencies.add(t["currency"])
        if status != "failed":
            sales[t["currency"]] += amount
            refunded[t["currency"]] += back
        if back:
            refunded_by_txn[t["id"]] = back
        d = day(t["created_at"])
        first_day = d if first_day is None or d < first_day else first_day
        last_day = d if last_day is None or d > last_day else last_day
    expected = expected_before + len(written_txn)
    missing_written = len(written_txn - seen)
    result("transactions_listed", len(seen), "transactions")
    result("transactions_expected", expected, "transactions")
    result("duplicates", duplicates, "transactions (goal 0)")
    result("written_missing", missing_written, "transactions (goal 0)")
    if len(seen) + duplicates != expected:
        fail(f"listed {len(seen) + duplicates} transactions, expected {expected}")
    if duplicates:
        fail(f"{duplicates} transactions listed twice")
    if missing_written:
        fail(f"{missing_written} answered charges are not listed")
    if out_of_order:
        fail(f"{out_of_order} transactions out of newest-first order")
    if bad_state:
        fail(f"{bad_state} transactions whose status disagrees with amount_refunded")

    # Refunds, all pages: each once, each answered one there, sums per transaction.
    refund_ids = set()
    refund_duplicates = 0
    sums = collections.Counter()
    for r in api.walk("/api/v1/refunds"):
        if r["id"] in refund_ids:
            refund_duplicates += 1
        refund_ids.add(r["id"])
        sums[r["transaction_id"]] += r["amount"]
    missing_refunds = len(written_ref - refund_ids)
    mismatched = sum(1 for t in set(sums) | set(refunded_by_txn)
                     if sums.get(t, 0) != refunded_by_txn.get(t, 0))
    result("refunds_listed", len(refund_ids), "refunds")
    if refund_duplicates:
        fail(f"{refund_duplicates} refunds listed twice")
    if missing_refunds:
        fail(f"{missing_refunds} answered refunds are not listed")
    if mismatched:
        fail(f"{mismatched} transactions whose refunds do not add up to amount_refunded")

    # The trial balance on every date from the day before the first transaction to today,
    # in every currency seen: the lines' sums, and the totals, agree.
    today = datetime.datetime.now(datetime.timezone.utc).date()
    dates = 0
    unbalanced = 0
    start = (first_day or today) - datetime.timedelta(days=1)
    for cur in sorted(currencies):
        d = start
        while d <= max(today, last_day or today):
            tb = api.json(f"/v1/ledger/trial-balance?date={d}&currency={cur}")
            debit = sum(line["debit"] for line in tb["lines"])
            credit = sum(line["credit"] for line in tb["lines"])
            dates += 1
            if not (debit == credit == tb["total_debit"] == tb["total_credit"]):
                unbalanced += 1
                fail(f"trial balance {cur} {d}: lines {debit}/{credit}, "
                     f"totals {tb['total_debit']}/{tb['total_credit']}")
            d += datetime.timedelta(days=1)
        # Today's Sales (4100) and Refunds (4200) against the transactions themselves.
        by_code = {line["account_code"]: line for line in tb["lines"]}
        got_sales = by_code.get("4100", {"credit": 0})["credit"]
        got_refunds = by_code.get("4200", {"debit": 0})["debit"]
        if got_sales != sales[cur] or got_refunds != refunded[cur]:
            fail(f"ledger {cur}: sales {got_sales} vs {sales[cur]} captured, "
                 f"refunds {got_refunds} vs {refunded[cur]} refunded")
    result("trial_balances", dates, "dates x currencies")
    result("trial_balances_unbalanced", unbalanced, "(goal 0)")
    result("failures", len(failures), "(goal 0)")
    return 1 if failures else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "count":
        return cmd_count(argv[2])
    if len(argv) == 4 and argv[1] == "prepare":
        return cmd_prepare(argv[2], argv[3])
    if len(argv) == 5 and argv[1] == "check":
        try:
            return cmd_check(argv[2], argv[3], int(argv[4]))
        except (OSError, http.client.HTTPException, RuntimeError, ValueError, KeyError) as e:
            # A server that stops answering, or answers nonsense, is a failed check too.
            print(f"FAIL the check could not finish: {type(e).__name__}: {e}", flush=True)
            print("RESULT load.check_failures 1 (goal 0)", flush=True)
            return 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
