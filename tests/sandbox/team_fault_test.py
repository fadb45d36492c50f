#!/usr/bin/env python3
"""The team sandbox's fault test (ctest sandbox.teamfault; standard library only).

installer/run-team-sandbox.sh starts a throwaway PostgreSQL cluster, two paydesk-sandbox
instances on its database and HAProxy in front of both. Through HAProxy, workers make charges
with Idempotency-Keys (some sent twice at the same moment, some sent again later), declines
and refunds, every merchant's webhook endpoint pointing at a receiver here, which answers 500
to the first attempt of some events so that retries come due. Mid-run, one instance is killed
with SIGKILL; the script starts it again. Clients retry as a careful client does: the same
Idempotency-Key after a dropped connection, a 5xx or idempotency_in_progress.

Then, through the API and the receiver:
  - no acknowledged charge or refund is lost (every 201/402 id exists),
  - no Idempotency-Key made two charges or two refunds, nor was answered with two ids,
  - every transaction and refund had its event delivered (a 2xx from the receiver),
  - no event was delivered twice by webhook-id unless a retry was due: each 2xx beyond the
    first needs an attempt in the delivery log that timed out, or (once) the killed
    instance's attempt: a first 2xx before the kill while the log shows no delivered attempt
    by then (made, never recorded; its lease ran out),
  - the delivery log shows at most one delivered attempt per delivery,
  - every merchant's trial balance balances, and its Sales and Refunds equal the transactions'.

Exit status: 0 all held, 1 a check failed (each failure is a line "FAIL ..."), 77 skipped
(PostgreSQL 15, HAProxy or Qt's PostgreSQL driver missing; a failure instead when
PAYDESK_TEAMFAULT_REQUIRED=1, as .ci/postgres.sh sets). Keys never reach the output.

Usage: team_fault_test.py SCRIPT SANDBOX_BIN
"""
import base64
import collections
import hashlib
import hmac
import http.client
import http.server
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid

SKIP = 77
MERCHANTS = 2
WORKERS = 6
LOAD_SECONDS = 9.0
KILL_AFTER = 3.0
SETTLE_DEADLINE = 60.0  # for the retries, leases and deliveries after the load
REQUEST_DEADLINE = 30.0  # one logical request's retries
RECEIVER_DELAY = 0.1  # each webhook answered after this long


def log(text):
    print(text, flush=True)


failures = []
shown = collections.Counter()
SHOWN_PER_KIND = 8


def fail(text, kind=None):
    """A failed check; of many alike (kind), the first few are printed, then a count."""
    failures.append(text)
    shown[kind] += 1
    if kind is None or shown[kind] <= SHOWN_PER_KIND:
        log("FAIL " + text)


def summarize_failures():
    for kind, n in sorted(shown.items(), key=lambda kv: str(kv[0])):
        if kind is not None and n > SHOWN_PER_KIND:
            log(f"FAIL ... {n} failures in all of: {kind} ({n - SHOWN_PER_KIND} not shown)")


def result(name, value, unit=""):
    log(f"RESULT teamfault.{name} {value} {unit}".rstrip())


def missing_tools():
    missing = []
    bindir = os.environ.get("PAYDESK_PG_BINDIR", "/usr/lib/postgresql/15/bin")
    if not os.access(os.path.join(bindir, "initdb"), os.X_OK):
        missing.append("PostgreSQL 15 (postgresql-15)")
    if not shutil.which("psql"):
        missing.append("psql (postgresql-client-15)")
    if not shutil.which("haproxy"):
        missing.append("haproxy")
    drivers = [os.path.join(d, "sqldrivers", "libqsqlpsql.so")
               for d in ["/usr/lib/x86_64-linux-gnu/qt6/plugins",
                         "/usr/lib/aarch64-linux-gnu/qt6/plugins",
                         os.environ.get("QT_PLUGIN_PATH", "/nonexistent")]]
    if not any(os.path.exists(p) for p in drivers):
        missing.append("Qt's PostgreSQL driver (libqt6sql6-psql)")
    return missing


class Receiver:
    """A webhook endpoint: records every delivery; answers 500 to the first attempt of about
    one event in six (so that a retry is due), 200 otherwise, each after RECEIVER_DELAY."""

    def __init__(self):
        self.lock = threading.Lock()
        self.receipts = []  # dicts: t, id, type, object_id, refund_id, answered, signed
        self.seen = set()
        self.secrets = []
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                wid = self.headers.get("webhook-id", "")
                try:
                    payload = json.loads(body)
                except ValueError:
                    payload = {}
                data = payload.get("data", {})
                # A slow endpoint, so that attempts are in flight when the instance is killed.
                time.sleep(RECEIVER_DELAY)
                with receiver.lock:
                    first = wid not in receiver.seen
                    receiver.seen.add(wid)
                    flaky = int(hashlib.sha256(wid.encode()).hexdigest(), 16) % 6 == 0
                    answered = 500 if first and flaky else 200
                    receiver.receipts.append({
                        "t": time.time(), "id": wid, "type": payload.get("type"),
                        "object_id": data.get("object", {}).get("id"),
                        "refund_id": (data.get("refund") or {}).get("id"),
                        "answered": answered,
                        "signed": receiver.verify(self.headers, body),
                    })
                self.send_response(answered)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def verify(self, headers, body):
        wid, ts = headers.get("webhook-id", ""), headers.get("webhook-timestamp", "")
        sigs = [s.split(",", 1)[1] for s in headers.get("webhook-signature", "").split()
                if s.startswith("v1,")]
        for secret in self.secrets:
            key = base64.b64decode(secret.removeprefix("whsec_"))
            mac = hmac.new(key, f"{wid}.{ts}.".encode() + body, hashlib.sha256).digest()
            expected = base64.b64encode(mac).decode()
            if any(hmac.compare_digest(expected, s) for s in sigs):
                return True
        return False

    def snapshot(self):
        with self.lock:
            return list(self.receipts)


class Client:
    """One keep-alive connection to HAProxy per thread, reopened after any failure."""

    def __init__(self, base, key):
        url = urllib.parse.urlsplit(base)
        self.host, self.port, self.key = url.hostname, url.port, key
        self.conn = None

    def request(self, method, path, body=None, idem=None):
        """One attempt: (status, headers dict, parsed body) or (None, {}, error text)."""
        headers = {"Authorization": "Bearer " + self.key}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if idem:
            headers["Idempotency-Key"] = idem
        try:
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=20)
            self.conn.request(method, path, body=data, headers=headers)
            r = self.conn.getresponse()
            raw = r.read()
            try:
                parsed = json.loads(raw) if raw else {}
            except ValueError:
                parsed = {"raw": raw[:200].decode("latin-1")}
            if r.getheader("Connection", "").lower() == "close":
                self.conn.close()
                self.conn = None
            return r.status, {k.lower(): v for k, v in r.getheaders()}, parsed
        except (OSError, http.client.HTTPException) as e:
            if self.conn is not None:
                self.conn.close()
            self.conn = None
            return None, {}, f"{type(e).__name__}: {e}"

    def json(self, path):
        for _ in range(20):  # reads are safe to repeat, e.g. across the kill
            status, _, body = self.request("GET", path)
            if status == 200:
                return body
            time.sleep(0.25)
        raise RuntimeError(f"GET {path} answered {status}: {str(body)[:200]}")

    def walk(self, path):
        sep = "&" if "?" in path else "?"
        cursor = None
        while True:
            p = f"{path}{sep}limit=100"
            if cursor:
                p += "&cursor=" + urllib.parse.quote(cursor, safe="")
            page = self.json(p)
            yield from page["data"]
            if not page.get("has_more"):
                return
            cursor = page["next_cursor"]


def final_answer(client, method, path, body, idem, record):
    """Sends one logical request until it has a final answer, as a careful client: the same
    Idempotency-Key again after a dropped connection, a 5xx, or idempotency_in_progress.
    Every answer goes to record(status, body); returns the last (status, body)."""
    deadline = time.time() + REQUEST_DEADLINE
    while True:
        status, headers, answer = client.request(method, path, body, idem)
        record(status, answer)
        retry = (status is None or status >= 500 or
                 (status == 409 and isinstance(answer, dict) and
                  answer.get("error") == "idempotency_in_progress"))
        if not retry or time.time() > deadline:
            return status, answer
        wait = 0.2
        try:
            wait = min(2.0, max(0.05, float(headers.get("retry-after", "0.2"))))
        except ValueError:
            pass
        time.sleep(wait)


class Load:
    def __init__(self, base, keys):
        self.base, self.keys = base, keys
        self.lock = threading.Lock()
        # Per Idempotency-Key: merchant, kind, answers [(status, id or error)]
        self.requests = {}
        self.statuses = collections.Counter()
        self.stop = threading.Event()

    def note(self, m, kind, idem, status, answer):
        rid = None
        if isinstance(answer, dict):
            rid = answer.get("id") if status == 201 else answer.get("transaction_id")
        with self.lock:
            entry = self.requests.setdefault(idem, {"merchant": m, "kind": kind, "answers": []})
            entry["answers"].append((status, rid if rid else
                                     (answer.get("error") if isinstance(answer, dict) else answer)))
            self.statuses[f"{kind} {status}"] += 1

    def charge(self, client, m, rng, idem=None, body=None):
        idem = idem or str(uuid.uuid4())
        amount = rng.randrange(100, 50000)
        if body is None:
            if rng.random() < 0.1:
                amount = amount // 100 * 100 + 2  # declined: a 402 that stores a failed charge
            body = {"amount": amount, "currency": rng.choice(["USD", "EUR"]),
                    "gateway": "paycore", "merchant_ref": "FT-" + idem}
        status, answer = final_answer(client, "POST", "/api/v1/transactions", body, idem,
                                      lambda s, a: self.note(m, "charge", idem, s, a))
        return idem, body, status, answer

    def work(self, n):
        rng = random.Random(n)
        clients = [Client(self.base, k) for k in self.keys]
        twin_clients = [Client(self.base, k) for k in self.keys]
        while not self.stop.is_set():
            m = rng.randrange(len(self.keys))
            client = clients[m]
            roll = rng.random()
            if roll < 0.3:
                # The same key at the same moment from two connections (round robin: most
                # likely the two instances): one charge, the other a replay or in progress.
                idem = str(uuid.uuid4())
                body = {"amount": rng.randrange(100, 50000), "currency": "USD",
                        "gateway": "paycore", "merchant_ref": "FT-" + idem}
                barrier = threading.Barrier(2)

                def twin():
                    barrier.wait()
                    self.charge(twin_clients[m], m, random.Random(), idem, body)

                t = threading.Thread(target=twin)
                t.start()
                barrier.wait()
                _, _, status, answer = self.charge(client, m, rng, idem, body)
                t.join()
            else:
                idem, body, status, answer = self.charge(client, m, rng)
            if status == 201 and rng.random() < 0.15:
                self.charge(client, m, rng, idem, body)  # sent again later: a replay
            if status == 201 and rng.random() < 0.4:
                txn = answer["id"]
                ridem = str(uuid.uuid4())
                rbody = {"amount": rng.randrange(1, body["amount"] // 2 + 1), "note": ridem}
                for _ in range(2 if rng.random() < 0.15 else 1):  # sometimes again: a replay
                    final_answer(client, "POST", f"/api/v1/transactions/{txn}/refunds", rbody,
                                 ridem, lambda s, a: self.note(m, "refund", ridem, s, a))

    def worker(self, n):
        try:
            self.work(n)
        except Exception as e:  # a worker that stops silently would only make the load lighter
            fail(f"load worker {n} stopped: {type(e).__name__}: {e}")

    def run(self, kill):
        threads = [threading.Thread(target=self.worker, args=(n,)) for n in range(WORKERS)]
        for t in threads:
            t.start()
        start = time.time()
        time.sleep(KILL_AFTER)
        killed_at = kill()
        time.sleep(max(0.0, LOAD_SECONDS - (time.time() - start)))
        self.stop.set()
        for t in threads:
            t.join()
        return killed_at


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    script, sandbox = argv[1], argv[2]
    missing = missing_tools()
    if missing:
        what = "missing " + ", ".join(missing) + " (installer/install-deps.sh --team)"
        # CI installs them all: there a skip would hide that the test never ran.
        if os.environ.get("PAYDESK_TEAMFAULT_REQUIRED") == "1":
            fail(what + "; PAYDESK_TEAMFAULT_REQUIRED=1")
            return 1
        log("SKIP: " + what)
        return SKIP

    # Under /tmp, not the build tree: the cluster's owner (postgres, when root) must reach it.
    work = tempfile.mkdtemp(prefix="paydesk-teamfault.")
    os.chmod(work, 0o711)
    team_dir = os.path.join(work, "team")
    out_path = os.path.join(work, "script.out")
    env = dict(os.environ)
    # Nothing here must survive a crash of the machine.
    env["PAYDESK_TEAM_PG_OPTIONS"] = ("-c fsync=off -c full_page_writes=off"
                                      " -c synchronous_commit=off")
    instance_args = ["--retry-schedule", "1s,1s,1s,2s,2s,5s,10s"]
    # A shorter attempt timeout shortens the outbox lease (3 x the timeout) that the killed
    # instance's claims must run out: 15 s rather than 30. A loopback receiver answers in ms.
    usage = subprocess.run([sandbox, "--help"], capture_output=True, text=True).stdout
    if "--webhook-timeout" in usage:
        instance_args += ["--webhook-timeout", "5000"]
    out = open(out_path, "w")
    err = open(os.path.join(work, "script.err"), "w")
    proc = subprocess.Popen(
        [script, "--port", "0", "--merchants", str(MERCHANTS), "--sandbox", sandbox, team_dir,
         "--"] + instance_args,
        stdout=out, stderr=err, env=env, start_new_session=True)
    try:
        return run_checks(proc, work, team_dir, out_path)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        out.close()
        err.close()
        if failures or os.environ.get("PAYDESK_TEAMFAULT_SHOW_LOGS"):
            show_logs(work, team_dir)
        shutil.rmtree(work, ignore_errors=True)


def redact(text):
    import re
    return re.sub(r"(_test_|whsec_)[A-Za-z0-9+/=]+", r"\1…", text)


def show_logs(work, team_dir):
    for name in ["script.err", "team/logs/instance-1.log", "team/logs/instance-2.log",
                 "team/logs/haproxy.log"]:
        path = os.path.join(work, name)
        if os.path.exists(path):
            lines = open(path, errors="replace").read().splitlines()
            log(f"--- the end of {name} ---")
            for line in lines[-15:]:
                log("  " + redact(line))


def run_checks(proc, work, team_dir, out_path):
    started = time.time()
    base = None
    keys = {}
    while time.time() - started < 90:
        text = open(out_path).read()
        for line in text.splitlines():
            if line.startswith("ready url="):
                base = line.split("=", 1)[1].strip()
            elif line.strip().startswith("merchant ") and " key: " in line:
                n = int(line.split()[1])
                keys[n] = line.split(" key: ", 1)[1].strip()
        if base and len(keys) == MERCHANTS:
            break
        if proc.poll() is not None:
            if proc.returncode == 3:
                log("SKIP: run-team-sandbox.sh says something is missing")
                return SKIP
            fail(f"run-team-sandbox.sh exited with {proc.returncode} before it was ready")
            return 1
        time.sleep(0.1)
    else:
        fail("run-team-sandbox.sh was not ready within 90 s")
        return 1
    log(f"team sandbox ready in {time.time() - started:.1f} s at {base}")
    key_list = [keys[n] for n in sorted(keys)]

    receiver = Receiver()
    for key in key_list:
        status, _, answer = Client(base, key).request(
            "POST", "/sandbox/v1/webhook-endpoints", {"url": receiver.url, "events": ["*"]})
        if status != 201:
            fail(f"adding the webhook endpoint answered {status}: {answer}")
            return 1
        receiver.secrets.append(answer["secret"])

    pid_file = os.path.join(team_dir, "run", "instance-1.pid")
    killed = {}

    def kill():
        pid = int(open(pid_file).read().strip())
        killed["at"] = time.time()
        os.kill(pid, signal.SIGKILL)
        killed["pid"] = pid
        log(f"killed instance 1 (SIGKILL) {killed['at'] - started:.1f} s after the start")
        return killed["at"]

    load = Load(base, key_list)
    killed_at = load.run(kill)
    log(f"load done {time.time() - started:.1f} s after the start")
    for name, count in sorted(load.statuses.items()):
        result("answers", count, name.replace(" ", "_"))

    # The instance must be back (the script restarts it), answering on its own port.
    back = False
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            pid = int(open(pid_file).read().strip())
        except (OSError, ValueError):
            pid = killed["pid"]
        ready_path = os.path.join(team_dir, "run", "instance-1.ready")
        if pid != killed["pid"] and os.path.exists(ready_path) and \
                open(ready_path).read().startswith("ready "):
            back = True
            break
        time.sleep(0.2)
    if not back:
        fail("instance 1 was not started again within 30 s of the load's end")
    else:
        log(f"instance 1 back {time.time() - killed_at:.1f} s after the kill")

    readers = [Client(base, k) for k in key_list]

    # Expected events, from the store itself: every transaction (captured or failed) and
    # every refund. Wait until each was delivered (a 2xx) and nothing is pending.
    def expected_events():
        want = {}
        for m, r in enumerate(readers):
            for t in r.walk("/api/v1/transactions"):
                kind = "transaction.failed" if t["status"] == "failed" else "transaction.captured"
                want[(kind, t["id"], None)] = m
            for f in r.walk("/api/v1/refunds"):
                want[("transaction.refunded", f["transaction_id"], f["id"])] = m
        return want

    def delivered(receipts):
        return {(r["type"], r["object_id"], r["refund_id"]) for r in receipts
                if r["answered"] < 300}

    want = expected_events()
    deadline = time.time() + SETTLE_DEADLINE
    while True:
        got = delivered(receiver.snapshot())
        pending = sum(r.json("/sandbox/v1/webhook-deliveries?limit=1")["pending"]
                      for r in readers)
        if set(want) <= got and pending == 0:
            break
        if time.time() > deadline:
            break
        time.sleep(0.5)
    log(f"deliveries settled {time.time() - started:.1f} s after the start")

    check_charges(load, readers)
    check_events(want, receiver, readers, killed_at)
    check_ledgers(readers)

    summarize_failures()
    result("failures", len(failures), "(goal 0)")
    log(f"took {time.time() - started:.1f} s")
    return 1 if failures else 0


def check_charges(load, readers):
    txns, refunds = {}, {}
    for m, r in enumerate(readers):
        for t in r.walk("/api/v1/transactions"):
            txns[t["id"]] = dict(t, _m=m)
        for f in r.walk("/api/v1/refunds"):
            refunds[f["id"]] = dict(f, _m=m)
    by_ref = collections.defaultdict(list)
    for t in txns.values():
        by_ref[t["merchant_ref"]].append(t["id"])
    by_note = collections.defaultdict(list)
    for f in refunds.values():
        by_note[f.get("note")].append(f["id"])
    result("transactions", len(txns))
    result("refunds", len(refunds))

    lost = doubled = split = unresolved = 0
    acked = 0
    for idem, entry in load.requests.items():
        kind, answers = entry["kind"], entry["answers"]
        ids = {rid for status, rid in answers if status in (201, 402) and rid}
        acked += bool(ids)
        if len(ids) > 1:
            split += 1
            fail(f"{kind} with Idempotency-Key {idem} was answered with {len(ids)} different"
                 f" ids: {sorted(ids)}", "one key answered with two ids")
        store = txns if kind == "charge" else refunds
        for rid in ids:
            if rid not in store:
                lost += 1
                fail(f"{kind} {rid} was acknowledged (Idempotency-Key {idem}) but is"
                     " not in the store: lost", "acknowledged but lost")
        made = by_ref.get("FT-" + idem, []) if kind == "charge" else by_note.get(idem, [])
        if len(made) > 1:
            doubled += 1
            fail(f"Idempotency-Key {idem} made {len(made)} {kind}s: {sorted(made)}; answers"
                 f" {answers}", "duplicate charges or refunds for one Idempotency-Key")
        last, last_answer = answers[-1]
        if not ids and last == 409 and last_answer == "idempotency_in_progress":
            unresolved += 1
            fail(f"{kind} with Idempotency-Key {idem} was still idempotency_in_progress after"
                 f" {REQUEST_DEADLINE:.0f} s of retries (a dead instance's marker held it);"
                 f" its answers: {answers[-4:]}", "stuck in idempotency_in_progress")
        elif not ids and last not in (400, 404, 409, 422):
            unresolved += 1
            fail(f"{kind} with Idempotency-Key {idem} had no final answer within"
                 f" {REQUEST_DEADLINE:.0f} s of retries; its answers: {answers[-4:]}",
                 "no final answer")
    result("acknowledged", acked, "requests")
    result("lost", lost, "(goal 0)")
    result("duplicate_charges", doubled, "(goal 0)")
    result("keys_with_two_ids", split, "(goal 0)")
    result("unresolved", unresolved, "(goal 0)")

    # Refunds add up to each transaction's amount_refunded.
    sums = collections.Counter()
    for f in refunds.values():
        sums[f["transaction_id"]] += f["amount"]
    for t in txns.values():
        if sums.get(t["id"], 0) != t["amount_refunded"]:
            fail(f"transaction {t['id']}: refunds add up to {sums.get(t['id'], 0)},"
                 f" amount_refunded is {t['amount_refunded']}", "refunds vs amount_refunded")


def check_events(want, receiver, readers, killed_at):
    receipts = receiver.snapshot()
    unsigned = sum(1 for r in receipts if not r["signed"])
    if unsigned:
        fail(f"{unsigned} deliveries carried no valid signature of their endpoint's secret")
    got = {(r["type"], r["object_id"], r["refund_id"]) for r in receipts if r["answered"] < 300}
    never = sorted(set(want) - got)
    result("receipts", len(receipts))
    result("events_expected", len(want))
    result("events_never_delivered", len(never), "(goal 0)")
    for kind, obj, ref in never:
        fail(f"{kind} of {ref or obj} was never delivered (no 2xx receipt)",
             "event never delivered")

    by_id = collections.defaultdict(list)
    for r in receipts:
        by_id[r["id"]].append(r)
    twice = redelivered = 0
    for wid, rs in sorted(by_id.items()):
        ok = sorted((r for r in rs if r["answered"] < 300), key=lambda r: r["t"])
        if len(ok) <= 1:
            continue
        rows = []
        for reader in readers:
            rows += reader.json("/sandbox/v1/webhook-deliveries?limit=1000&event_id=" +
                                urllib.parse.quote(wid))["data"]
        delivered_rows = [row for row in rows if row.get("state") == "delivered"]
        per_delivery = collections.Counter(row["delivery_id"] for row in delivered_rows)
        # A retry is due after an attempt whose answer the sender never had: one that timed
        # out (the receiver may have answered 200 too late), or the killed instance's, made
        # and never recorded, whose lease then ran out. (The receiver notes a receipt a little
        # after the bytes left: 0.5 s of slack at the kill.)
        unanswered = sum(1 for row in rows if row.get("status_code") is None and
                         "timed out" in (row.get("error") or ""))
        lost_record = int(ok[0]["t"] <= killed_at + 0.5 and
                          not any(at_secs(row["at"]) <= killed_at for row in delivered_rows))
        claimed_twice = any(n > 1 for n in per_delivery.values())
        if not claimed_twice and len(ok) <= len(delivered_rows) + unanswered + lost_record:
            redelivered += 1
            continue
        twice += 1
        why = ("one delivery was attempted and delivered more than once: it was claimed by"
               " more than one dispatcher" if claimed_twice
               else "more 2xx receipts than delivered or timed-out attempts in the log")
        fail(f"event {wid} ({ok[0]['type']}) was delivered {len(ok)} times (2xx) with no retry"
             f" due: {len(rows)} attempts in the delivery log, {len(delivered_rows)} of them"
             f" 'delivered' (deliveries {dict(per_delivery)}), {unanswered} timed out; first"
             f" 2xx {ok[0]['t'] - killed_at:+.2f} s from the kill; {why}",
             "event delivered twice")
    result("events_redelivered_when_due", redelivered, "(allowed: after the kill or a timeout)")
    result("events_delivered_twice", twice, "(goal 0)")


def at_secs(text):
    import datetime
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(
        tzinfo=datetime.timezone.utc).timestamp()


def check_ledgers(readers):
    unbalanced = 0
    for m, r in enumerate(readers):
        sales, refunded = collections.Counter(), collections.Counter()
        for t in r.walk("/api/v1/transactions"):
            if t["status"] != "failed":
                sales[t["currency"]] += t["amount"]
                refunded[t["currency"]] += t["amount_refunded"]
        for cur in ("USD", "EUR"):
            tb = r.json(f"/v1/ledger/trial-balance?currency={cur}")
            debit = sum(line["debit"] for line in tb["lines"])
            credit = sum(line["credit"] for line in tb["lines"])
            if not (debit == credit == tb["total_debit"] == tb["total_credit"]):
                unbalanced += 1
                fail(f"merchant {m + 1}'s trial balance in {cur} does not balance: lines"
                     f" {debit}/{credit}, totals {tb['total_debit']}/{tb['total_credit']}")
            by_code = {line["account_code"]: line for line in tb["lines"]}
            got_sales = by_code.get("4100", {"credit": 0})["credit"]
            got_refunds = by_code.get("4200", {"debit": 0})["debit"]
            if got_sales != sales[cur] or got_refunds != refunded[cur]:
                unbalanced += 1
                fail(f"merchant {m + 1}'s ledger in {cur}: Sales {got_sales} vs {sales[cur]}"
                     f" captured, Refunds {got_refunds} vs {refunded[cur]} refunded")
    result("ledgers_wrong", unbalanced, "(goal 0)")


def on_term(signum, frame):
    # ctest's timeout: stop the team sandbox (the finally of main()) rather than orphan it.
    raise SystemExit(1)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, on_term)
    try:
        sys.exit(main(sys.argv))
    except (OSError, RuntimeError, KeyError, ValueError, http.client.HTTPException) as e:
        print(f"FAIL the test could not finish: {type(e).__name__}: {redact(str(e))}",
              flush=True)
        sys.exit(1)
