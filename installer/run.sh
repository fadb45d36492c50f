#!/usr/bin/env bash
# Installs the dependencies, builds PayDesk and opens the window on its embedded local sandbox.
# Extra arguments go to paydesk (for example --pane refunds).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${PAYDESK_BUILD_DIR:-build}

installer/install-deps.sh --build --run
# The flags of installer/test.sh, so the two share one build directory without rebuilding.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
    -DPAYDESK_BUILD_TESTS=OFF
cmake --build "$build" --parallel "$(nproc)" --target paydesk paydesk-sandbox

if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != offscreen ]; then
  echo "No display found (DISPLAY and WAYLAND_DISPLAY are empty)."
  echo "Run this from a desktop session, or start the sandbox alone: installer/run-sandbox.sh"
  exit 1
fi
# Keys live in the Secret Service; outside a desktop session, start one for this run.
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
  exec dbus-run-session -- "$build/app/paydesk" "$@"
fi
exec "$build/app/paydesk" "$@"
