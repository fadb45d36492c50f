#!/usr/bin/python3
"""Every control of the real PayDesk window has a name a screen reader can speak.

Reads the window the way Orca does, over AT-SPI (the accessibility bus, not Qt's own objects):
starts the accessibility bus in this D-Bus session, runs `paydesk` with Qt's AT-SPI bridge on,
opens every pane and dialog from the keyboard (so every one of them is reachable from it), and
fails when a push button, check box, combo box, text field or spin button that is showing has
no name. It does this in English, German and French at once, each on an Xvfb of its own (keys
and clicks go to that window only); in German and French no push button may keep its English
name. PAYDESK_A11Y_VERBOSE=1 lists every control seen.

Usage (tests/ui/CMakeLists.txt runs it as ui.accessibility):
    tests/support/with-test-keyring.sh /usr/bin/python3 a11y_names.py path/to/paydesk
Needs Xvfb, python3-pyatspi, at-spi2-core and xdotool (installer/install-deps.sh --test).
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

NAMED_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON: "push button",
    pyatspi.ROLE_TOGGLE_BUTTON: "toggle button",
    pyatspi.ROLE_CHECK_BOX: "check box",
    pyatspi.ROLE_RADIO_BUTTON: "radio button",
    pyatspi.ROLE_COMBO_BOX: "combo box",
    pyatspi.ROLE_TEXT: "text field",
    pyatspi.ROLE_ENTRY: "text field",
    pyatspi.ROLE_PASSWORD_TEXT: "password field",
    pyatspi.ROLE_SPIN_BUTTON: "spin button",
}
BUTTON_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON}
# Lists and tables: their cells are data, not controls; walking them costs seconds.
LEAF_ROLES = {pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE,
              pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX, pyatspi.ROLE_MENU_BAR,
              pyatspi.ROLE_MENU, pyatspi.ROLE_SCROLL_BAR}
LANGUAGES = ("en", "de", "fr")
# Names that are the same word in every language.
SAME_IN_EVERY_LANGUAGE = {"OK", "CSV", "PDF", "JSON", "XLSX"}

TIMEOUT = 30.0


PANES = 8  # Transactions, Refunds, Chart of accounts, Trial balance, Webhooks, Payment links,
#           Payouts, Activity
READY_VIEWS = 2  # the saved views a new profile has, in the sidebar under their panes


def wait_for(what, check, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while True:
        try:
            found = check()
        except Exception:  # the tree changes under us while windows open and close
            found = None
        if found:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError("timed out waiting for " + what)
        time.sleep(0.05)


def showing(acc):
    states = acc.getState()
    return states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_VISIBLE)


def walk(acc, path=()):
    """Yields (accessible, path of names) for everything showing under acc."""
    for i in range(acc.childCount):
        try:
            child = acc.getChildAtIndex(i)
            if child is None or not showing(child):
                continue
            role = child.getRole()
        except Exception:
            continue
        here = path + ("%s '%s'" % (child.getRoleName(), child.name),)
        yield child, here, role
        if role not in LEAF_ROLES:
            yield from walk(child, here)


def controls(window):
    """The named-role controls showing in a window: [(role, name, path)]."""
    out = []
    for acc, path, role in walk(window):
        if role in NAMED_ROLES:
            out.append((role, acc.name.strip(), " > ".join(path)))
    return out


def app_of(pid):
    """The application with this process id (other languages' windows share the bus)."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def windows(app):
    return [app.getChildAtIndex(i) for i in range(app.childCount)
            if app.getChildAtIndex(i) is not None]


def key(*keys):
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)


def focus_window(title_part):
    ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title_part],
                         capture_output=True, text=True).stdout.split()
    if ids:
        subprocess.run(["xdotool", "windowfocus", "--sync", ids[-1]], check=False)


class Run:
    """One language: the app started, its scenes visited, the controls seen in each."""

    def __init__(self, paydesk, language, workdir):
        self.language = language
        self.problems = []
        self.buttons = {}  # scene -> set of push button names
        home = os.path.join(workdir, language)
        os.makedirs(os.path.join(home, "settings"))
        with open(os.path.join(home, "settings", "PayDesk.ini"), "w") as ini:
            ini.write("[%%General]\nlanguage=%s\n[Inspector]\nport=0\n" % language)
        env = dict(os.environ)
        env.update({
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
            "PAYDESK_SETTINGS_DIR": os.path.join(home, "settings"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
        })
        self.process = subprocess.Popen([paydesk, "--pane", "transactions"], env=env,
                                        stdout=sys.stderr)

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def check(self, scene, window):
        started = time.monotonic()
        seen = controls(window)
        if os.environ.get("PAYDESK_A11Y_VERBOSE"):
            print("%s: %s: %d controls in %.2f s" % (self.language, scene, len(seen),
                                                   time.monotonic() - started), file=sys.stderr)
            for role, name, path in seen:
                print("    %s '%s'" % (NAMED_ROLES[role], name), file=sys.stderr)
        names = set()
        for role, name, path in seen:
            if not name:
                self.problems.append("%s: %s: a %s without a name (%s)"
                                     % (self.language, scene, NAMED_ROLES[role], path))
            if role in BUTTON_ROLES and name:
                names.add(name)
        self.buttons[scene] = names
        return seen


def main_window(app):
    for w in windows(app):
        if w.getRole() == pyatspi.ROLE_FRAME and "PayDesk" in w.name:
            return w
    return None


def new_window(app, before):
    for w in windows(app):
        if w.getRole() in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW) \
                and showing(w) and w not in before:
            return w
    return None


def find(acc, role, name=None):
    for child, _, r in walk(acc):
        if r == role and (name is None or child.name == name):
            return child
    return None


def connected(window):
    """The transactions table has rows: the local sandbox answered."""
    table = find(window, pyatspi.ROLE_TABLE)
    return table is not None and table.childCount > 20


def visit(paydesk, language, workdir):
    run = Run(paydesk, language, workdir)
    started = time.monotonic()
    try:
        app = wait_for("PayDesk on the accessibility bus", lambda: app_of(run.process.pid))
        window = wait_for("the main window", lambda: main_window(app))
        wait_for("the transactions", lambda: connected(window))
        if os.environ.get("PAYDESK_A11Y_VERBOSE"):
            print("%s: started in %.2f s" % (language, time.monotonic() - started),
                  file=sys.stderr)
        focus_window("PayDesk")

        # Every pane from the keyboard: Ctrl+1 ... Ctrl+8, each checked once the sidebar (the
        # panes, each followed by its saved views, which have a description) says it is the
        # selected one.
        sidebar = wait_for("the sidebar", lambda: next(
            a for a, _, r in walk(window)
            if r == pyatspi.ROLE_LIST and a.childCount == PANES + READY_VIEWS))
        panes = [item for item in (sidebar.getChildAtIndex(i) for i in range(sidebar.childCount))
                 if not item.description]
        if len(panes) != PANES:
            run.problems.append("%s: the sidebar shows %d panes, not %d"
                                % (language, len(panes), PANES))
        for number in range(1, len(panes) + 1):
            key("ctrl+%d" % number)
            wait_for("pane %d in front" % number, lambda: panes[number - 1].getState().contains(
                pyatspi.STATE_SELECTED), 10)
            run.check("pane %d" % number, window)
        key("ctrl+1")

        # Refund: rows clicked until the toolbar's Refund button (its fifth) is enabled, then
        # Ctrl+R.
        toolbar = find(window, pyatspi.ROLE_TOOL_BAR)
        refund_button = [a for a, _, r in walk(toolbar) if r == pyatspi.ROLE_PUSH_BUTTON][4]
        table = find(window, pyatspi.ROLE_TABLE)
        refund = None
        for row in range(1, 30):
            cell = table.queryTable().getAccessibleAt(row, 0)
            x, y, w, h = cell.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + h // 2),
                            "click", "1"], check=True)
            try:
                wait_for("a refundable row", lambda: refund_button.getState().contains(
                    pyatspi.STATE_SENSITIVE), 0.3)
            except TimeoutError:
                continue
            before = windows(app)
            key("ctrl+r")
            refund = wait_for("the refund dialog", lambda: new_window(app, before), 10)
            break
        if refund is None:
            run.problems.append("%s: no refundable transaction to open Refund on" % language)
        else:
            time.sleep(0.15)
            run.check("refund", refund)
            key("Escape")
            wait_for("refund to close", lambda: not showing(refund), 10)
        run.check("transaction selected", window)

        dialogs = [("new charge", ["ctrl+n"]), ("payment link", ["ctrl+l"]),
                   ("go to anything", ["ctrl+k"]), ("preferences", ["ctrl+comma"]),
                   ("profiles", ["alt+p", "Return"])]
        for scene, keys in dialogs:
            before = windows(app)
            focus_window("PayDesk")
            key(*keys)
            try:
                dialog = wait_for(scene, lambda: new_window(app, before), 10)
            except TimeoutError:
                run.problems.append("%s: %s did not open from the keyboard (%s)"
                                    % (language, scene, " then ".join(keys)))
                continue
            time.sleep(0.15)
            run.check(scene, dialog)
            key("Escape")
            wait_for(scene + " to close", lambda: not showing(dialog), 10)
    finally:
        run.close()
    return run


def start_xvfb():
    """An X server of its own for one language: keys and clicks go to its window only."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.close(read)
    return server, ":" + number.decode().strip()


def one_language(paydesk, language, workdir):
    """Child process: visits one language and prints what it saw as JSON."""
    run = visit(paydesk, language, workdir)
    json.dump({"problems": run.problems,
               "buttons": {scene: sorted(names) for scene, names in run.buttons.items()}},
              sys.stdout)
    return 0


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--language":
        return one_language(os.path.abspath(sys.argv[3]), sys.argv[2], sys.argv[4])
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    paydesk = os.path.abspath(sys.argv[1])
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        print("needs a D-Bus session (see the usage)", file=sys.stderr)
        return 2
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workdir = tempfile.mkdtemp(prefix="paydesk-a11y.")
    servers = []
    runs = {}
    try:
        wait_for("the accessibility bus", lambda: subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], capture_output=True).returncode == 0)
        # The three languages at once, each on its own X server.
        children = {}
        for language in LANGUAGES:
            server, display = start_xvfb()
            servers.append(server)
            children[language] = subprocess.Popen(
                [sys.executable, os.path.abspath(__file__), "--language", language, paydesk,
                 workdir], env=dict(os.environ, DISPLAY=display), stdout=subprocess.PIPE,
                text=True)
        for language, child in children.items():
            out, _ = child.communicate(timeout=90)
            if child.returncode != 0:
                print("%s: the check stopped (exit %d)" % (language, child.returncode),
                      file=sys.stderr)
                return 1
            runs[language] = json.loads(out)
    finally:
        for server in servers:
            server.terminate()
        launcher.terminate()
        shutil.rmtree(workdir, ignore_errors=True)

    problems = [p for run in runs.values() for p in run["problems"]]
    english = set().union(*map(set, runs["en"]["buttons"].values()))
    for language in LANGUAGES[1:]:
        for scene, names in runs[language]["buttons"].items():
            for name in sorted((set(names) & english) - SAME_IN_EVERY_LANGUAGE):
                problems.append("%s: %s: the button '%s' is still in English"
                                % (language, scene, name))
    for language, run in runs.items():
        print("%s: %d scenes, %d button names" % (
            language, len(run["buttons"]), len(set().union(*map(set, run["buttons"].values())))))
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print("every control has a name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
