#!/usr/bin/env bash
# Runs a command in a private D-Bus session with a gnome-keyring of its own, unlocked.
# Usage: tests/support/with-test-keyring.sh command [args...]
#
# The keyring lives in a fresh temporary directory, never in the user's ~/.local/share/keyrings:
# a login keyring already there (with some other password) would stay locked, every write would
# fail with "Cannot create an item in a locked collection", and tests must not touch a person's
# real keychain anyway. The directory is removed when the command ends.
set -euo pipefail

if [ -z "${PAYDESK_IN_TEST_KEYRING:-}" ]; then
  export PAYDESK_IN_TEST_KEYRING=1
  exec dbus-run-session -- "$0" "$@"
fi

keyrings=$(mktemp -d "${TMPDIR:-/tmp}/paydesk-keyring.XXXXXX")
cleanup() {
  [ -n "${keyring_pid:-}" ] && kill "$keyring_pid" 2>/dev/null || true
  rm -rf "$keyrings"
}
trap cleanup EXIT

# gnome-keyring keeps its files in $XDG_DATA_HOME/keyrings; point only the daemon elsewhere.
# With --unlock and no login keyring there, it creates one with this password, unlocked.
env_out=$(echo -n paydesk-test |
  XDG_DATA_HOME="$keyrings" gnome-keyring-daemon --unlock --components=secrets 2>/dev/null) || {
  echo "with-test-keyring: gnome-keyring-daemon did not start; keychain tests will fail" >&2
}
keyring_pid=$(sed -n 's/^GNOME_KEYRING_PID=//p' <<<"$env_out")

"$@"
