#!/usr/bin/env bash
# Runs a command in a private D-Bus session whose keychain is in one of the states a person
# meets on a first run, with a real gnome-keyring where the state needs one:
#   no-service   a session bus on which no Secret Service can be started
#   no-keyring   gnome-keyring with no keyring yet; its prompt to create one cannot be shown
#                (no display), which fails as a cancelled prompt does
#   locked       gnome-keyring whose login keyring exists and is locked
# Usage: tests/support/keychain-state.sh STATE command [args...]
# Never touches a person's own keyrings: the keyrings live in a fresh temporary directory.
set -euo pipefail

state=${1:?state}
shift
work=$(mktemp -d "${TMPDIR:-/tmp}/paydesk-keychain-state.XXXXXX")

if [ -z "${PAYDESK_IN_KEYCHAIN_STATE:-}" ]; then
  export PAYDESK_IN_KEYCHAIN_STATE=1
  export PAYDESK_KEYCHAIN_OUTER_WORK="$work" # removed by the inner run
  # The prompter (gcr-prompter) must fail to show, as on a first run whose prompt is cancelled.
  unset DISPLAY WAYLAND_DISPLAY
  if [ "$state" = no-service ]; then
    # A bus with no service files: nothing answers org.freedesktop.secrets.
    cat >"$work/bus.conf" <<'CONF'
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF
    exec dbus-run-session --config-file="$work/bus.conf" -- "$0" "$state" "$@"
  fi
  exec dbus-run-session -- "$0" "$state" "$@"
fi

cleanup() {
  if [ "$state" != no-service ]; then
    pid=$(dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets 2>/dev/null |
      sed -n 's/.*uint32 //p')
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  fi
  rm -rf "$work" "${PAYDESK_KEYCHAIN_OUTER_WORK:-}"
}
trap cleanup EXIT

case "$state" in
  no-service) ;;
  no-keyring)
    XDG_DATA_HOME="$work" gnome-keyring-daemon --start --components=secrets >/dev/null 2>&1
    ;;
  locked)
    # --unlock with no login keyring creates one with this password; then it is locked.
    echo -n paydesk-test |
      XDG_DATA_HOME="$work" gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
    dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets \
      org.freedesktop.Secret.Service.Lock \
      array:objpath:/org/freedesktop/secrets/collection/login >/dev/null
    ;;
  *) echo "keychain-state.sh: unknown state $state" >&2; exit 2 ;;
esac

PAYDESK_KEYCHAIN_STATE="$state" "$@"
