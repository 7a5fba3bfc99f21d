#!/usr/bin/env bash
# Debian's nginx for the two-instance deploy test and the cluster bench (run as
# root; idempotent). Installs the `nginx` package when no nginx binary exists,
# without starting the system service (the tests run their own nginx with a
# temporary prefix), and `testssl.sh` (the deploy test scans nginx's TLS with
# it), and prints nginx's path as its last line.
set -euo pipefail

find_nginx() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true; }

BIN="$(find_nginx)"
TESTSSL="$(command -v testssl 2>/dev/null || true)"
if [ -z "${BIN}" ] || [ -z "${TESTSSL}" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "nginx or testssl (Debian packages 'nginx', 'testssl.sh') is missing and this is not root: install them with apt-get." >&2
    exit 1
  fi
  # Debian starts a freshly installed service unless policy-rc.d says no (101):
  # a system nginx on port 80 is not wanted. An existing policy is left as it is.
  POLICY=/usr/sbin/policy-rc.d
  if [ ! -e "${POLICY}" ]; then
    printf '#!/bin/sh\nexit 101\n' >"${POLICY}"
    chmod 755 "${POLICY}"
    trap 'rm -f "${POLICY}"' EXIT
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # nginx-light (bookworm) only adds the echo module to this package.
  apt-get install -y -qq --no-install-recommends nginx testssl.sh >&2
  BIN="$(find_nginx)"
fi
if ! command -v testssl >/dev/null 2>&1; then
  echo "testssl is still missing after apt-get install testssl.sh" >&2
  exit 1
fi

if [ -z "${BIN}" ]; then
  echo "nginx is still missing after apt-get install nginx" >&2
  exit 1
fi
echo "${BIN}"
