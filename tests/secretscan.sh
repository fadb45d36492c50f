#!/usr/bin/env bash
# After the suite: proves that no API key or webhook signing secret reached the test output,
# the settings files or the data folders the tests left behind. Keys and secrets may live only
# in the keychain (and a standalone sandbox's own 0600 api_key file, by design).
# Usage: tests/secretscan.sh BUILD_DIR
set -uo pipefail
build=${1:?usage: tests/secretscan.sh BUILD_DIR}
key='[a-z]{2,8}_(test|live)_[A-Za-z0-9]{16,}'
secret='whsec_[A-Za-z0-9+/]{20,}={0,2}'

places=("$build/Testing/Temporary")
for dir in "$HOME/.qttest" "${XDG_CONFIG_HOME:-$HOME/.config}/PayDesk" \
           "${XDG_DATA_HOME:-$HOME/.local/share}/PayDesk"; do
  [ -d "$dir" ] && places+=("$dir")
done

found=$(grep -rIEo --exclude=api_key "$key|$secret" "${places[@]}" 2>/dev/null | sort -u | head -20)
# SQLite files are binary to grep -I: look inside them too.
while IFS= read -r -d '' db; do
  hits=$(strings "$db" | grep -Eo "$key|$secret" | sort -u | head -5)
  [ -n "$hits" ] && found+=$'\n'"$db: $(echo $hits)"
done < <(find "${places[@]}" -type f \( -name '*.sqlite' -o -name '*.db' -o -name '*.ini' -o -name '*.conf' \) -print0 2>/dev/null)

if [ -n "${found//[$'\n ']/}" ]; then
  echo "secret scan: keys or signing secrets were written where they must never be:"
  # Never print a whole secret, even here.
  echo "$found" | sed -E 's/(_(test|live)_|whsec_)([A-Za-z0-9+\/]{4})[A-Za-z0-9+\/=]*/\1\3…/g'
  exit 1
fi
echo "secret scan: no key or signing secret in ${places[*]}"
