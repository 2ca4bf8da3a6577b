#!/usr/bin/env bash
# Makes (or reuses) a streaming replica of a local PostgreSQL server for the read-replica tests
# (tests/integration/read-replicas.test.ts), and prints the variables the tests read:
#   eval "$(bash scripts/test-replica.sh)"
# Needs the server's own binaries (pg_basebackup, pg_ctl) and to run as root or as the server's
# user. Idempotent: a replica that is running and streaming is kept; anything else is rebuilt.
# Settings: PRIMARY_HOST (127.0.0.1), PRIMARY_PORT (5432), PRIMARY_USER (postgres),
# REPLICA_PORT (5433), REPLICA_DIR (/var/tmp/corps-test-replica), PG_BIN (found from the
# server's major version).
set -euo pipefail

PRIMARY_HOST="${PRIMARY_HOST:-127.0.0.1}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
PRIMARY_USER="${PRIMARY_USER:-postgres}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
REPLICA_DIR="${REPLICA_DIR:-/var/tmp/corps-test-replica}"
DATA="$REPLICA_DIR/data"
LOG="$REPLICA_DIR/server.log"

log() { echo "test-replica: $*" >&2; }
primary_sql() { psql -X -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PRIMARY_USER" -d postgres -tAc "$1"; }
replica_sql() { psql -X -h 127.0.0.1 -p "$REPLICA_PORT" -U "$PRIMARY_USER" -d postgres -tAc "$1" 2>/dev/null; }

# The server runs as the owner of its data directory: as root that is the postgres user.
if [ "$(id -u)" = 0 ]; then
  RUN_AS=(runuser -u postgres --)
else
  RUN_AS=()
fi

major="$(primary_sql "SHOW server_version_num")"
major="${major:0:2}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/$major/bin}"
[ -x "$PG_BIN/pg_basebackup" ] || { log "no pg_basebackup in $PG_BIN (set PG_BIN)"; exit 1; }

# 1. The primary must accept replication connections from this machine.
hba="$(primary_sql "SHOW hba_file")"
if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "$hba"; then
  log "adding a replication entry to $hba"
  printf '\n# Streaming replica for the read-replica tests (scripts/test-replica.sh)\nhost replication all 127.0.0.1/32 trust\n' >>"$hba"
  primary_sql "SELECT pg_reload_conf()" >/dev/null
  sleep 0.5
fi

# 2. Reuse a running replica that streams from this primary.
if [ "$(replica_sql "SELECT pg_is_in_recovery() AND EXISTS (SELECT 1 FROM pg_stat_wal_receiver WHERE status = 'streaming')")" = t ]; then
  log "reusing the replica on port $REPLICA_PORT"
else
  if [ -f "$DATA/postmaster.pid" ]; then
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DATA"
  mkdir -p "$REPLICA_DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$REPLICA_DIR"
  chmod 700 "$REPLICA_DIR"
  log "pg_basebackup of $PRIMARY_HOST:$PRIMARY_PORT into $DATA"
  "${RUN_AS[@]}" "$PG_BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PRIMARY_USER" -D "$DATA" -R -X stream -c fast
  # Debian keeps postgresql.conf and pg_hba.conf outside the data directory: the replica gets its
  # own. A hot standby needs these settings at least as high as its primary's.
  settings=""
  for name in max_connections max_worker_processes max_wal_senders max_prepared_transactions max_locks_per_transaction; do
    settings+="$name = $(primary_sql "SHOW $name")"$'\n'
  done
  "${RUN_AS[@]}" tee "$DATA/postgresql.conf" >/dev/null <<EOF
# Test replica (scripts/test-replica.sh)
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$REPLICA_DIR'
hot_standby = on
hba_file = '$DATA/pg_hba.conf'
ident_file = '$DATA/pg_ident.conf'
$settings
# Every statement with its application_name, so a test can see which pool sent it.
log_line_prefix = '%m [%p] app=%a '
log_min_duration_statement = 0
EOF
  "${RUN_AS[@]}" tee "$DATA/pg_hba.conf" >/dev/null <<EOF
local all all trust
host all all 127.0.0.1/32 trust
EOF
  "${RUN_AS[@]}" touch "$DATA/pg_ident.conf"
  rm -f "$DATA/postmaster.opts"
  log "starting the replica on port $REPLICA_PORT"
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 start >/dev/null
  for _ in $(seq 1 60); do
    [ "$(replica_sql "SELECT EXISTS (SELECT 1 FROM pg_stat_wal_receiver WHERE status = 'streaming')")" = t ] && break
    sleep 0.5
  done
  [ "$(replica_sql "SELECT pg_is_in_recovery()")" = t ] || { log "the replica did not start in recovery; see $LOG"; exit 1; }
fi

echo "export TEST_REPLICA_URL=postgres://$PRIMARY_USER@127.0.0.1:$REPLICA_PORT/postgres"
echo "export TEST_REPLICA_PRIMARY_URL=postgres://$PRIMARY_USER@$PRIMARY_HOST:$PRIMARY_PORT/postgres"
echo "export TEST_REPLICA_DATA_DIR=$DATA"
echo "export TEST_REPLICA_PG_CTL=$PG_BIN/pg_ctl"
echo "export TEST_REPLICA_LOG=$LOG"
