#!/usr/bin/env bash
# What `npm test` needs beyond node_modules: Chromium's headless shell (the browser tier;
# playwright-core drives the system's build, as Playwright's own download is not reachable here; see
# test-kit/chromium.ts for why the shell and not the browser) and a Java runtime (the Nu HTML
# Checker, vnu-jar, whose JRE download is an install script package.json denies). Used by `npm test`
# and .ci/run alike. Installs them with apt when this user may (root, or sudo without a password);
# otherwise stops at once with the exact command to run.
set -euo pipefail

CHROMIUM="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium-headless-shell)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs Chromium's headless shell at $CHROMIUM (or set TEST_CHROMIUM_PATH) and a Java runtime (java on PATH)." >&2
  echo "Install them with this system's package manager, then run npm test again." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run=(sudo -n)
else
  echo "npm test needs ${missing[*]}. Run once:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} for npm test (apt)…"
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
[ -x "$CHROMIUM" ] || { echo "Chromium's headless shell is not at $CHROMIUM after the install; set TEST_CHROMIUM_PATH." >&2; exit 1; }
