#!/usr/bin/env python3
"""Runs every curl example of docs/api.md against the real sandbox and compares the answers.

usage: check_api_examples.py --sandbox PATH [--doc docs/api.md] [--timeout SECS] [-v]

The document is walked in order. Each ```sh block is run by one persistent bash (so variables
such as $BASE, $KEY, $TXN carry over from block to block, as they do for a reader pasting
them), with `set -o pipefail`, from a scratch directory in which `build/app/sandbox/paydesk-sandbox`
is the sandbox under test: the document's own set-up block starts it, exactly as written.

The fenced block right after a sh block (```json, ```http or ```text) is its answer; a sh
block followed by anything else must print nothing. Output and answer are both read as a
sequence of items: JSON values (a line holding only `…` inside an array means "more elements
follow"), HTTP responses (`curl -i`: status line, headers, JSON body) and text lines. They
must match item by item:
  - JSON: the same keys, recursively, the same array lengths, the same literal values
    (amounts, currencies, statuses, error codes, details, ...);
  - HTTP: the same status line, the same header names and values, the same body;
  - text: the same line.
Generated values match by shape, not value: ids (txn_, ref_, rds_, frd_, evt_, we_, key_, act_:
24 base62;
mer_: 16), the sandbox's base URL (http://127.0.0.1:PORT), API keys (the document writes
`pts_test_…`), webhook secrets (`whsec_...`), timestamps, dates, `next_cursor` values, and the
`duration_ms` of delivery attempts.

Ids, base URLs and cursors must also be consistent: the first time a value shown in the
document meets the value the sandbox answered, the two are bound, and every later appearance
of the document's value must be the same sandbox value (and two different document values
never stand for one sandbox value). A sh block that copies such a value from an earlier
answer (`TXN=txn_E1x…   # "id" above`, `CURSOR=djE6…`) runs with the bound sandbox value put in
its place: what a reader does by copying from their own terminal.

An HTML comment `<!-- not-run: reason -->` before a sh block skips that block and its answer.

Every mismatch is reported with the document's line number; the exit status is 1 when there
is one (a block that does not finish within --timeout is one), 2 when the sandbox is not an
executable. API keys and webhook secrets are never printed.
"""
import argparse
import bisect
import json
import os
import re
import select
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# Generated values


# Order matters: the first alternative that matches wins.
TOKEN_RE = re.compile(
    r"(?P<base>https?://127\.0\.0\.1:\d{4,5})(?!\d)"
    r"|\b(?P<id>(?:txn|ref|rds|frd|evt|we|key|act)_[A-Za-z0-9]{24})\b"
    r"|\b(?P<mer>mer_[A-Za-z0-9]{16})\b"
    r"|\b(?P<key>[a-z]{2,8}_test_(?:[A-Za-z0-9]{32}\b|…))"
    r"|\b(?P<secret>whsec_(?:[A-Za-z0-9+/]{20,}={0,2}|\.\.\.|…))"
    r"|\b(?P<tsms>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)"
    r"|\b(?P<ts>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)"
    r"|\b(?P<date>\d{4}-\d\d-\d\d)\b"
)
# Classes whose document value is bound to the sandbox's value (and substituted in sh blocks).
BOUND = {"base", "txn", "ref", "rds", "frd", "evt", "we", "key_id", "act", "mer", "cursor"}
CURSOR_RE = re.compile(r"^[A-Za-z0-9_-]{8,}$")
# Integer fields that vary from run to run: only the type is compared.
VOLATILE_INTS = {"duration_ms"}

SECRET_RE = re.compile(r"\b([a-z]{2,8}_(?:test|live)_)[A-Za-z0-9]{8,}|\bwhsec_[A-Za-z0-9+/]{8,}={0,2}")


def redact(text):
    """Never let a key or a signing secret reach the output (tests/secretscan.sh checks)."""
    return SECRET_RE.sub(lambda m: (m.group(1) or "whsec_") + "…", text)


def tokens(s):
    """The string with generated values replaced by their class, and the values themselves."""
    skeleton, found, last = [], [], 0
    for m in TOKEN_RE.finditer(s):
        cls = m.lastgroup
        value = m.group(cls)
        if cls == "id":
            cls = value.split("_", 1)[0]
            if cls == "key":
                cls = "key_id"  # a key's id, bound; not an API key ("key"), which never is
        skeleton.append(s[last:m.start()])
        skeleton.append("\x00" + cls + "\x00")
        found.append((cls, value))
        last = m.end()
    skeleton.append(s[last:])
    return "".join(skeleton), found


def short(value, limit=160):
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = redact(text)
    return text if len(text) <= limit else text[:limit] + "…"


# ---------------------------------------------------------------------------------------------
# Reading JSON with line numbers (and the document's "…" array elements)

ELLIPSIS = object()  # "…" on a line of its own inside an array: more elements follow


class JsonError(ValueError):
    pass


class JsonReader:
    WS = re.compile(r"[ \t\r\n]*")
    STRING = re.compile(r'"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"')
    NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?")

    def __init__(self, text, line_of, allow_ellipsis):
        self.text, self.line_of, self.allow_ellipsis = text, line_of, allow_ellipsis
        self.lines = {}  # path -> document line

    def ws(self, pos):
        return self.WS.match(self.text, pos).end()

    def value(self, pos, path=()):
        pos = self.ws(pos)
        self.lines[path] = self.line_of(pos)
        t = self.text
        if pos >= len(t):
            raise JsonError("unexpected end of JSON")
        c = t[pos]
        if c == "{":
            obj, pos = {}, self.ws(pos + 1)
            if t.startswith("}", pos):
                return obj, pos + 1
            while True:
                m = self.STRING.match(t, pos)
                if not m:
                    raise JsonError(f"expected a member name at line {self.line_of(pos)}")
                key = json.loads(m.group())
                if key in obj:
                    raise JsonError(f"member {key!r} repeated at line {self.line_of(pos)}")
                pos = self.ws(m.end())
                if not t.startswith(":", pos):
                    raise JsonError(f"expected ':' at line {self.line_of(pos)}")
                obj[key], pos = self.value(pos + 1, path + (key,))
                pos = self.ws(pos)
                if t.startswith(",", pos):
                    pos = self.ws(pos + 1)
                elif t.startswith("}", pos):
                    return obj, pos + 1
                else:
                    raise JsonError(f"expected ',' or '}}' at line {self.line_of(pos)}")
        if c == "[":
            arr, pos = [], self.ws(pos + 1)
            if t.startswith("]", pos):
                return arr, pos + 1
            while True:
                pos = self.ws(pos)
                if self.allow_ellipsis and t.startswith("…", pos):
                    self.lines[path + (len(arr),)] = self.line_of(pos)
                    arr.append(ELLIPSIS)
                    pos = self.ws(pos + 1)
                    if not t.startswith("]", pos):
                        raise JsonError(f"'…' must be the last array element (line {self.line_of(pos)})")
                    return arr, pos + 1
                item, pos = self.value(pos, path + (len(arr),))
                arr.append(item)
                pos = self.ws(pos)
                if t.startswith(",", pos):
                    pos += 1
                elif t.startswith("]", pos):
                    return arr, pos + 1
                else:
                    raise JsonError(f"expected ',' or ']' at line {self.line_of(pos)}")
        if c == '"':
            m = self.STRING.match(t, pos)
            if not m:
                raise JsonError(f"bad string at line {self.line_of(pos)}")
            return json.loads(m.group()), m.end()
        for word, val in (("true", True), ("false", False), ("null", None)):
            if t.startswith(word, pos):
                return val, pos + len(word)
        m = self.NUMBER.match(t, pos)
        if m and m.end() > pos:
            return (float(m.group()) if m.group(1) or m.group(2) else int(m.group())), m.end()
        raise JsonError(f"unexpected {t[pos:pos + 10]!r} at line {self.line_of(pos)}")


# ---------------------------------------------------------------------------------------------
# Output and answers as items

STATUS_LINE = re.compile(r"HTTP/\d(?:\.\d)? \d{3}(?: [^\r\n]*)?")
HEADER_LINE = re.compile(r"([A-Za-z0-9-]+):[ \t]*([^\r\n]*)")


@dataclass
class Item:
    kind: str  # json, http, text
    line: int
    value: object = None  # json: the value; text: the line; http: the status line
    paths: dict = field(default_factory=dict)  # json value or http body: path -> line
    headers: list = field(default_factory=list)  # http: (name, value, line)
    body: object = None
    has_body: bool = False

    def describe(self):
        if self.kind == "http":
            return f"HTTP response {short(self.value)!r}"
        if self.kind == "json":
            return f"JSON {short(self.value)}"
        return f"line {short(self.value)!r}"


def read_items(text, first_line=1, allow_ellipsis=False):
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]

    def line_of(pos):
        return first_line + bisect.bisect_right(starts, pos) - 1

    def line_end(pos):
        end = text.find("\n", pos)
        return len(text) if end < 0 else end

    items, pos = [], 0
    while True:
        while pos < len(text) and text[pos] in " \t\r\n":
            pos += 1
        if pos >= len(text):
            return items
        line = line_of(pos)
        if text[pos] in "{[":
            reader = JsonReader(text, line_of, allow_ellipsis)
            try:
                value, pos = reader.value(pos)
                items.append(Item("json", line, value, reader.lines))
                continue
            except JsonError:
                pass  # not JSON after all: a text line
        end = line_end(pos)
        first = text[pos:end].rstrip("\r")
        if STATUS_LINE.fullmatch(first):
            nxt = end + 1
            nxt_line = text[nxt:line_end(nxt)].rstrip("\r") if nxt <= len(text) else ""
            if nxt_line == "" or HEADER_LINE.fullmatch(nxt_line):
                item = Item("http", line, first.rstrip())
                pos = nxt
                while pos < len(text):
                    end = line_end(pos)
                    raw = text[pos:end].rstrip("\r")
                    pos = end + 1
                    if raw == "":
                        break
                    m = HEADER_LINE.fullmatch(raw)
                    if not m:
                        item.headers.append((raw, None, line_of(pos - 1)))
                        continue
                    item.headers.append((m.group(1), m.group(2).rstrip(), line_of(pos - 1)))
                length = [v for n, v, _ in item.headers if n.lower() == "content-length"]
                if pos < len(text) and text[pos] in "{[" and length != ["0"]:
                    reader = JsonReader(text, line_of, allow_ellipsis)
                    try:
                        item.body, pos = reader.value(pos)
                        item.paths, item.has_body = reader.lines, True
                    except JsonError:
                        pass
                items.append(item)
                continue
        items.append(Item("text", line, first.rstrip()))
        pos = end + 1


# ---------------------------------------------------------------------------------------------
# Comparing


class Checker:
    def __init__(self, doc_name):
        self.doc_name = doc_name
        self.bound = {}  # (class, document value) -> sandbox value
        self.bound_back = {}  # (class, sandbox value) -> document value
        self.bound_at = {}  # (class, document value) -> line where it was bound
        self.problems = []

    def problem(self, line, message):
        self.problems.append((line, redact(message)))

    def bind(self, cls, doc, actual, line, where):
        if (cls, doc) in self.bound:
            if self.bound[(cls, doc)] != actual:
                self.problem(line, f"{where}: the document's {short(doc)} stood for "
                             f"{short(self.bound[(cls, doc)])} (line {self.bound_at[(cls, doc)]}),"
                             f" here the sandbox answered {short(actual)}")
            return
        if (cls, actual) in self.bound_back:
            other = self.bound_back[(cls, actual)]
            self.problem(line, f"{where}: the sandbox's {short(actual)} already stands for the "
                         f"document's {short(other)} (line {self.bound_at[(cls, other)]}), "
                         f"not {short(doc)}")
            return
        self.bound[(cls, doc)] = actual
        self.bound_back[(cls, actual)] = doc
        self.bound_at[(cls, doc)] = line

    def compare_string(self, exp, act, line, where):
        exp_skel, exp_tokens = tokens(exp)
        act_skel, act_tokens = tokens(act)
        if exp_skel != act_skel:
            self.problem(line, f"{where}: expected {short(exp)!r}, got {short(act)!r}")
            return
        for (cls, e), (_, a) in zip(exp_tokens, act_tokens):
            if cls in BOUND:
                self.bind(cls, e, a, line, where)

    def compare_value(self, exp, act, paths, path, where):
        line = paths.get(path)
        if line is None:
            line = next((paths[path[:n]] for n in range(len(path), -1, -1) if path[:n] in paths), 0)
        name = where + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
        key = path[-1] if path and isinstance(path[-1], str) else None
        if isinstance(exp, dict):
            if not isinstance(act, dict):
                self.problem(line, f"{name}: expected an object, got {short(act)}")
                return
            missing = [k for k in exp if k not in act]
            extra = [k for k in act if k not in exp]
            if missing:
                self.problem(line, f"{name}: the sandbox's answer lacks {', '.join(missing)}")
            if extra:
                self.problem(line, f"{name}: the sandbox's answer also has {', '.join(extra)}"
                             f" ({short({k: act[k] for k in extra})})")
            for k in exp:
                if k in act:
                    self.compare_value(exp[k], act[k], paths, path + (k,), where)
        elif isinstance(exp, list):
            if not isinstance(act, list):
                self.problem(line, f"{name}: expected an array, got {short(act)}")
                return
            shortened = bool(exp) and exp[-1] is ELLIPSIS
            shown = exp[:-1] if shortened else exp
            if len(act) < len(shown) or (not shortened and len(act) != len(shown)):
                self.problem(line, f"{name}: expected {len(shown)}{' or more' if shortened else ''}"
                             f" elements, got {len(act)}")
            if not shortened and len(act) == len(shown):
                act = self.match_ties(shown, act, paths, path, where, line, name)
            for i, e in enumerate(shown[:len(act)]):
                self.compare_value(e, act[i], paths, path + (i,), where)
        elif isinstance(exp, str):
            if not isinstance(act, str):
                self.problem(line, f"{name}: expected a string {short(exp)!r}, got {short(act)}")
            elif key == "next_cursor":
                if not CURSOR_RE.match(act):
                    self.problem(line, f"{name}: {short(act)!r} does not look like a cursor")
                else:
                    self.bind("cursor", exp, act, line, name)
            else:
                self.compare_string(exp, act, line, name)
        elif key in VOLATILE_INTS and type(exp) is int:
            if type(act) is not int or act < 0:
                self.problem(line, f"{name}: expected a non-negative integer, got {short(act)}")
        elif type(exp) is not type(act) or exp != act:
            self.problem(line, f"{name}: expected {short(exp)}, got {short(act)}")

    def match_ties(self, shown, act, paths, path, where, line, name):
        """Lists are newest first, by created_at then id, descending: rows made within the same
        second stand in the order of their random ids. Checks that order, then lines each such
        run of ties up with the document's rows it matches."""
        def listed(rows):
            return all(isinstance(r, dict) and isinstance(r.get("created_at"), str)
                       and isinstance(r.get("id"), str) for r in rows)

        if not (listed(shown) and listed(act)):
            return act
        for i in range(len(act) - 1):
            if (act[i]["created_at"], act[i]["id"]) < (act[i + 1]["created_at"], act[i + 1]["id"]):
                self.problem(line, f"{name}: [{i}] and [{i + 1}] are not newest first "
                             "(created_at, then id, descending)")
        result, i = list(act), 0
        while i < len(act):
            j = i
            while j + 1 < len(act) and act[j + 1]["created_at"] == act[i]["created_at"]:
                j += 1
            pool = list(range(i, j + 1))
            for pos in range(i, j + 1):
                pick = next((c for c in pool
                             if self.matches(shown[pos], act[c], paths, path + (pos,), where)),
                            pool[0])
                result[pos] = act[pick]
                pool.remove(pick)
            i = j + 1
        return result

    def matches(self, exp, act, paths, path, where):
        trial = Checker(self.doc_name)
        trial.bound, trial.bound_back = dict(self.bound), dict(self.bound_back)
        trial.bound_at = dict(self.bound_at)
        trial.compare_value(exp, act, paths, path, where)
        return not trial.problems

    def compare_items(self, expected, actual, block_line, end_line):
        for i in range(max(len(expected), len(actual))):
            if i >= len(actual):
                self.problem(expected[i].line, f"missing from the output: {expected[i].describe()}")
                continue
            a = actual[i]
            if i >= len(expected):
                self.problem(end_line if expected else block_line,
                             f"the output has more than the document shows: {a.describe()}")
                continue
            e = expected[i]
            if e.kind != a.kind:
                self.problem(e.line, f"expected {e.describe()}, got {a.describe()}")
                continue
            if e.kind == "text":
                self.compare_string(e.value, a.value, e.line, "line")
            elif e.kind == "json":
                self.compare_value(e.value, a.value, e.paths, (), "$")
            else:
                self.compare_http(e, a)

    def compare_http(self, e, a):
        if e.value != a.value:
            self.problem(e.line, f"status line: expected {e.value!r}, got {a.value!r}")
        got = {n.lower(): v for n, v, _ in a.headers}
        shown = {n.lower() for n, _, _ in e.headers}
        for name, value, line in e.headers:
            if value is None:
                self.problem(line, f"not a header line: {name!r}")
            elif name.lower() not in got:
                self.problem(line, f"header {name}: missing from the sandbox's answer")
            else:
                self.compare_string(value, got[name.lower()], line, f"header {name}")
        extra = [n for n, _, _ in a.headers if n.lower() not in shown]
        if extra:
            self.problem(e.line, f"the sandbox's answer also has the headers {', '.join(extra)}")
        if e.has_body != a.has_body:
            self.problem(e.line, f"body: expected {'a JSON body' if e.has_body else 'none'}, got "
                         f"{short(a.body) if a.has_body else 'none'}")
        elif e.has_body:
            self.compare_value(e.body, a.body, e.paths, (), "body")

    def substitute(self, script, first_line):
        """Puts the sandbox's values in place of the document's ones copied from answers."""
        def replace(m):
            cls = m.lastgroup
            value = m.group(cls)
            if cls == "id":
                cls = value.split("_", 1)[0]
            if cls not in BOUND:
                return m.group(0)
            if (cls, value) not in self.bound:
                line = first_line + script.count("\n", 0, m.start())
                self.problem(line, f"{short(value)} is used here but no earlier answer shows it")
                return m.group(0)
            return self.bound[(cls, value)]

        script = TOKEN_RE.sub(replace, script)
        for (cls, doc), actual in self.bound.items():
            if cls == "cursor":
                script = script.replace(doc, actual)
        return script


# ---------------------------------------------------------------------------------------------
# The document


@dataclass
class Block:
    lang: str
    fence_line: int  # line of the opening fence
    text: str
    end_line: int  # line of the closing fence
    not_run: str = None


FENCE_RE = re.compile(r"^(```+)\s*([A-Za-z0-9_+-]*)\s*$")
NOT_RUN_RE = re.compile(r"<!--\s*not-run:\s*(.*?)\s*-->")


def read_blocks(lines):
    blocks, i, pending = [], 0, None
    errors = []
    while i < len(lines):
        m = FENCE_RE.match(lines[i])
        if not m:
            nr = NOT_RUN_RE.search(lines[i])
            if nr:
                if not nr.group(1):
                    errors.append((i + 1, "a not-run marker needs a reason"))
                pending = (i + 1, nr.group(1))
            i += 1
            continue
        fence, lang, start = m.group(1), m.group(2), i
        i += 1
        while i < len(lines) and lines[i].rstrip() != fence:
            i += 1
        if i >= len(lines):
            errors.append((start + 1, "code block is not closed"))
        block = Block(lang, start + 1, "\n".join(lines[start + 1:i]) + "\n", i + 1)
        if pending:
            if lang != "sh":
                errors.append((pending[0], "a not-run marker must come right before a sh block"))
            block.not_run = pending[1]
            pending = None
        blocks.append(block)
        i += 1
    if pending:
        errors.append((pending[0], "a not-run marker must come right before a sh block"))
    return blocks, errors


# ---------------------------------------------------------------------------------------------
# The shell


class ShellError(RuntimeError):
    pass


class Shell:
    """One bash for the whole document; blocks are sourced from files so that they cannot
    read the commands that follow them from the shell's standard input."""

    def __init__(self, cwd, stderr_path):
        env = dict(os.environ)
        env["LC_ALL"] = "C.UTF-8"
        env["CURL_HOME"] = str(cwd)  # no ~/.curlrc
        for var in ("no_proxy", "NO_PROXY"):  # loopback never through a proxy
            env[var] = ",".join(filter(None, [env.get(var, ""), "127.0.0.1", "localhost"]))
        self.stderr_path = stderr_path
        self.stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(["bash", "--noprofile", "--norc"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.stderr, cwd=cwd,
                                     env=env, start_new_session=True)
        self.cwd = Path(cwd)
        self.count = 0
        self.buffer = b""
        self.send("set -o pipefail\n"
                  "trap '__rc=$?; echo \"check_api_examples: exit status $__rc: $BASH_COMMAND\""
                  " >&2' ERR\n")

    def send(self, text):
        try:
            self.proc.stdin.write(text.encode())
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise ShellError("bash exited")

    def stderr_since(self, offset):
        with open(self.stderr_path, "rb") as f:
            f.seek(offset)
            return f.read().decode("utf-8", "replace")

    def run(self, script, timeout):
        """Returns (stdout, exit status of the first failed command or 0, stderr)."""
        self.count += 1
        path = self.cwd / f"block{self.count}.sh"
        path.write_text(script)
        marker = f"@@check-api-examples-{uuid.uuid4().hex}@@"
        offset = os.path.getsize(self.stderr_path)
        self.send(f"__rc=0\n. {shlex.quote(str(path))}\nprintf '\\n%s %s\\n' {marker} \"$__rc\"\n")
        needle = ("\n" + marker + " ").encode()
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while True:
            idx = self.buffer.find(needle)
            if idx >= 0 and self.buffer.find(b"\n", idx + len(needle)) >= 0:
                break
            left = deadline - time.monotonic()
            ready = select.select([fd], [], [], max(0.0, left))[0] if left > 0 else []
            if not ready:
                raise ShellError(f"no end after {timeout} s")
            chunk = os.read(fd, 65536)
            if not chunk:
                raise ShellError("bash exited")
            self.buffer += chunk
        out = self.buffer[:idx]
        end = self.buffer.find(b"\n", idx + len(needle))
        rc = int(self.buffer[idx + len(needle):end] or b"0")
        self.buffer = self.buffer[end + 1:]
        return out.decode("utf-8", "replace"), rc, self.stderr_since(offset)

    def close(self, stuck=False, timeout=15):
        """Stops the sandbox the document started (as it says: kill "$SANDBOX_PID"), then bash;
        a shell stuck in a block is not asked."""
        if not stuck:
            try:
                self.send('[ -n "${SANDBOX_PID:-}" ] && kill "$SANDBOX_PID" 2>/dev/null; wait\nexit\n')
                self.proc.stdin.close()
                self.proc.wait(timeout)
            except (ShellError, OSError, subprocess.TimeoutExpired):
                pass
        # Whatever is left of what this shell started (it leads its own process group).
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.proc.pid, sig)
            except ProcessLookupError:
                break
            time.sleep(0.5)
        self.proc.wait()
        self.stderr.close()


# ---------------------------------------------------------------------------------------------


def main():
    here = Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sandbox", required=True, help="the paydesk-sandbox binary to test")
    parser.add_argument("--doc", default=str(here.parent.parent / "docs" / "api.md"))
    parser.add_argument("--timeout", type=float, default=60, help="seconds per sh block")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every example")
    args = parser.parse_args()

    sandbox = Path(args.sandbox).resolve()
    if not os.access(sandbox, os.X_OK):
        print(f"check_api_examples: {sandbox} is not an executable", file=sys.stderr)
        return 2
    doc_path = Path(args.doc)
    doc_name = doc_path.name
    lines = doc_path.read_text(encoding="utf-8").split("\n")
    blocks, errors = read_blocks(lines)
    checker = Checker(doc_name)
    for line, message in errors:
        checker.problem(line, message)

    ran = skipped = answers = items_checked = 0
    unchecked = []
    with tempfile.TemporaryDirectory(prefix="check-api-examples-") as tmp:
        work = Path(tmp)
        # The document runs the sandbox as build/app/sandbox/paydesk-sandbox from the repository
        # root: give that path to the binary under test.
        (work / "build" / "app" / "sandbox").mkdir(parents=True)
        (work / "build" / "app" / "sandbox" / "paydesk-sandbox").symlink_to(sandbox)
        shell = Shell(work, work / "stderr.log")
        stuck = False
        try:
            answer_of = set()
            for k, block in enumerate(blocks):
                if block.lang != "sh":
                    if block.lang in ("json", "http", "text") and k not in answer_of:
                        unchecked.append(block.fence_line)
                    continue
                nxt = blocks[k + 1] if k + 1 < len(blocks) else None
                answer = nxt if nxt and nxt.lang in ("json", "http", "text") else None
                if answer:
                    answer_of.add(k + 1)
                if block.not_run is not None:
                    skipped += 1
                    if args.verbose:
                        print(f"{doc_name}:{block.fence_line}: not run ({block.not_run})")
                    continue
                script = checker.substitute(block.text, block.fence_line + 1)
                before = len(checker.problems)
                try:
                    out, rc, err = shell.run(script, args.timeout)
                except ShellError as e:
                    stuck = True
                    checker.problem(block.fence_line, f"the block did not finish: {e}")
                    tail = shell.stderr_since(0).strip().splitlines()[-10:]
                    if tail:
                        checker.problem(block.fence_line, "stderr: " + " | ".join(tail))
                    later = sum(1 for b in blocks[k + 1:] if b.lang == "sh")
                    checker.problem(block.fence_line, f"{later} later examples were not run")
                    break
                ran += 1
                if rc != 0:
                    failures = [l for l in err.splitlines() if l.startswith("check_api_examples:")]
                    checker.problem(block.fence_line, "a command failed: " + "; ".join(
                        l.removeprefix("check_api_examples: ") for l in failures))
                actual = read_items(out)
                if answer:
                    answers += 1
                    expected = read_items(answer.text, answer.fence_line + 1, allow_ellipsis=True)
                    items_checked += len(expected)
                    checker.compare_items(expected, actual, answer.fence_line, answer.end_line)
                elif actual:
                    checker.problem(block.fence_line, "the block prints output but the document "
                                    f"shows no answer: {actual[0].describe()}")
                if args.verbose:
                    state = "ok" if len(checker.problems) == before else "MISMATCH"
                    where = f", answer at line {answer.fence_line}" if answer else ""
                    print(f"{doc_name}:{block.fence_line}: {state}{where}")
        finally:
            shell.close(stuck)

    for line, message in sorted(checker.problems, key=lambda p: p[0]):
        print(f"{doc_name}:{line}: {message}")
    print(f"check_api_examples: {ran} sh blocks run ({answers} with an answer, {items_checked} "
          f"answer items compared), {skipped} marked not-run, {len(checker.problems)} problems")
    if unchecked and args.verbose:
        print("not an answer to a sh block (not checked): blocks at lines "
              + ", ".join(map(str, unchecked)))
    return 1 if checker.problems else 0


if __name__ == "__main__":
    sys.exit(main())
