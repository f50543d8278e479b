#!/usr/bin/env bash
# Makes sure a local PostgreSQL is running for the API tests and prints the URL to use:
#
#   eval "$(scripts/postgres-for-tests.sh)"
#   TEST_DATABASE_URL=$TEST_DATABASE_URL npx --yes pnpm@9.15.9 exec jest --selectProjects api --runInBand
#
# Idempotent: installs Debian's `postgresql` only if no server binaries exist, starts the cluster only
# if it is down, creates the role only if missing. Progress goes to stderr; stdout is only the export
# line. The role may create databases: every api test file creates (and drops) its own.
# Run as root (or with sudo available); PostgreSQL itself always runs as the `postgres` user.
# Settings: KEEPSAKE_PG_PORT (5432), KEEPSAKE_PG_USER (keepsake), KEEPSAKE_PG_PASSWORD (keepsake-test),
# KEEPSAKE_PG_DATA (data folder for the initdb fallback, /var/tmp/keepsake-postgres).
set -euo pipefail

PORT="${KEEPSAKE_PG_PORT:-5432}"
ROLE="${KEEPSAKE_PG_USER:-keepsake}"
PASSWORD="${KEEPSAKE_PG_PASSWORD:-keepsake-test}"
FALLBACK_DATA="${KEEPSAKE_PG_DATA:-/var/tmp/keepsake-postgres}"

log() { echo "postgres-for-tests: $*" >&2; }
die() { log "$*"; exit 1; }

if [[ ! "$ROLE" =~ ^[a-z_][a-z0-9_]*$ ]]; then die "KEEPSAKE_PG_USER must be a plain lower-case name"; fi
if [[ "$PASSWORD" == *"'"* ]]; then die "KEEPSAKE_PG_PASSWORD must not contain a single quote"; fi

# Commands that must run as root (apt-get) or as postgres (the server, peer-authenticated psql).
as_root() {
  if [[ $EUID -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root (or sudo) for: $*"; fi
}
as_postgres() {
  if [[ $(id -un) == postgres ]]; then "$@"
  elif [[ $EUID -eq 0 ]] && command -v runuser >/dev/null; then runuser -u postgres -- "$@"
  else as_root su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
}

server_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [[ -n "$dir" && -x "$dir/postgres" ]] && echo "$dir"
}

# 1. Server binaries.
if [[ -z "$(server_bin_dir)" ]]; then
  log "PostgreSQL is not installed; installing Debian's postgresql package"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
BIN="$(server_bin_dir)" || die "no PostgreSQL server binaries under /usr/lib/postgresql after installing"

# 2. A running server on $PORT.
SOCKET_DIR=/var/run/postgresql
if command -v pg_lsclusters >/dev/null; then
  # Debian's cluster tools: use the cluster on $PORT, or create one.
  read -r VERSION CLUSTER STATUS < <(pg_lsclusters --no-header | awk -v port="$PORT" '$3 == port { print $1, $2, $4; exit }') || true
  if [[ -z "${VERSION:-}" ]]; then
    VERSION=$(basename "$(dirname "$BIN")")
    CLUSTER=keepsake
    log "creating cluster $VERSION/$CLUSTER on port $PORT"
    as_root pg_createcluster "$VERSION" "$CLUSTER" --port "$PORT" >&2
    STATUS=down
  fi
  if [[ "$STATUS" != online* ]]; then
    log "starting cluster $VERSION/$CLUSTER"
    as_root pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
  fi
else
  # No cluster tools (PostgreSQL from elsewhere): our own data folder, started with pg_ctl.
  SOCKET_DIR="$FALLBACK_DATA/socket"
  if [[ ! -f "$FALLBACK_DATA/PG_VERSION" ]]; then
    log "initialising $FALLBACK_DATA"
    as_root mkdir -p "$FALLBACK_DATA/socket"
    as_root chown -R postgres: "$FALLBACK_DATA"
    as_postgres "$BIN/initdb" -D "$FALLBACK_DATA" --auth-local=peer --auth-host=scram-sha-256 -U postgres >&2
  fi
  if ! as_postgres "$BIN/pg_ctl" -D "$FALLBACK_DATA" status >/dev/null 2>&1; then
    log "starting PostgreSQL in $FALLBACK_DATA"
    as_postgres "$BIN/pg_ctl" -D "$FALLBACK_DATA" -l "$FALLBACK_DATA/server.log" -w \
      -o "-p $PORT -k $SOCKET_DIR -c listen_addresses=127.0.0.1" start >&2
  fi
fi

for _ in $(seq 1 30); do
  if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 1
done
"$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" || die "PostgreSQL did not accept connections on 127.0.0.1:$PORT"

# 3. The test role (password login over TCP, may create databases). Re-running resets its password.
as_postgres "$BIN/psql" -q -X -h "$SOCKET_DIR" -p "$PORT" -d postgres -v ON_ERROR_STOP=1 >&2 <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
  ELSE
    ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END
\$\$;
SQL

log "ready on 127.0.0.1:$PORT as $ROLE"
echo "export TEST_DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres"
