#!/usr/bin/env bash
# Throwaway PostgreSQL for the server test suite (run as root; idempotent).
# Installs the Debian `postgresql` package when no server binaries exist,
# starts a cluster in /tmp/ava-pg on port 54329, creates role ava/ava (allowed
# to create the per-test-file databases) and database ava_test, and prints
# DATABASE_URL=... as its last line.
set -euo pipefail

PGPORT=54329
PGDATA=/tmp/ava-pg
URL="postgres://ava:ava@127.0.0.1:${PGPORT}/ava_test"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin)"
if [ -z "${BIN}" ] || [ ! -x "${BIN}/initdb" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi

as_pg() { runuser -u postgres -- "$@"; }

if [ ! -s "${PGDATA}/PG_VERSION" ]; then
  rm -rf "${PGDATA}"
  install -d -o postgres -g postgres -m 700 "${PGDATA}"
  as_pg "${BIN}/initdb" -D "${PGDATA}" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2
fi

if ! as_pg "${BIN}/pg_ctl" -D "${PGDATA}" status >/dev/null 2>&1; then
  # Socket in the data dir: /var/run/postgresql may not exist outside the service.
  as_pg "${BIN}/pg_ctl" -D "${PGDATA}" -l "${PGDATA}/server.log" -w \
    -o "-p ${PGPORT} -c listen_addresses=127.0.0.1 -k ${PGDATA} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c autovacuum=off" start >&2
fi

psql_pg() { as_pg "${BIN}/psql" -h "${PGDATA}" -p "${PGPORT}" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
if [ "$(psql_pg -c "select 1 from pg_roles where rolname = 'ava'")" != "1" ]; then
  psql_pg -c "create role ava login password 'ava' createdb" >&2
fi
# Dropping a test database "with (force)" ends every backend on it, including
# background workers that the test role does not own.
psql_pg -c "grant pg_signal_backend to ava" >&2
if [ "$(psql_pg -c "select 1 from pg_database where datname = 'ava_test'")" != "1" ]; then
  psql_pg -c "create database ava_test owner ava" >&2
fi

echo "DATABASE_URL=${URL}"
