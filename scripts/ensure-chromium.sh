#!/usr/bin/env bash
# Debian's Chromium (and fonts for CJK copy, which the server's Chinese PAF PDFs use too)
# for the browser tests; never a downloaded browser. Idempotent; installs only what is missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi "noto sans cjk"; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium (Debian package 'chromium') is missing and this is not root: install it with apt-get." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk >/dev/null
echo "installed chromium $(chromium --version 2>/dev/null)"
