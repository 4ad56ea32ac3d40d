#!/usr/bin/env bash
# Makes sure the system Chromium that every browser test launches is present.
# Installs Debian's package when missing and running as root; otherwise explains what to do.
set -euo pipefail

chromium=/usr/bin/chromium

if [[ -x "$chromium" ]]; then
  echo "Chromium found: $("$chromium" --version 2>/dev/null || echo "$chromium")"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Chromium is missing; installing Debian's chromium package."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  echo "Chromium installed: $("$chromium" --version)"
  exit 0
fi

cat >&2 <<MESSAGE
Chromium is required at $chromium for the stories and end-to-end tests, and it is not installed.
Install it as an administrator, then run the tests again:
    sudo apt-get update && sudo apt-get install -y chromium
(Browser downloads through Playwright are not used: the tests always launch $chromium.)
MESSAGE
exit 1
