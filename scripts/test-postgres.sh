# Sourced by scripts/test. Starts a throwaway PostgreSQL server for the data
# tests of packages/server and exports TEST_DATABASE_URL; the server and its
# files are removed when the calling script exits. Safe to run again on a
# machine where it already ran: every run gets a new temporary cluster.

start_test_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "test-postgres: using the given TEST_DATABASE_URL"
    return 0
  fi

  local sudo=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo"; fi

  local bindir
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "test-postgres: installing Debian's postgresql"
    $sudo apt-get update
    # The package's own cluster start may fail in a container; we start our own below.
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends postgresql
    bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi

  TEST_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/forecourt-pg.XXXXXX")
  chmod 700 "$TEST_PG_DIR"
  # initdb refuses to run as root, so as root the cluster belongs to the postgres user.
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$TEST_PG_DIR"
    as=(runuser -u postgres --)
  fi
  TEST_PG_CTL=("${as[@]}" "$bindir/pg_ctl")

  local port
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

  "${as[@]}" "$bindir/initdb" -D "$TEST_PG_DIR/data" -U postgres --auth=trust -E UTF8 \
    --locale=C.UTF-8 >"$TEST_PG_DIR/initdb.log" 2>&1 ||
    "${as[@]}" "$bindir/initdb" -D "$TEST_PG_DIR/data" -U postgres --auth=trust -E UTF8 \
      --no-locale >"$TEST_PG_DIR/initdb.log" 2>&1

  # Loopback only, the unix socket in the temporary folder (no clash with a
  # system server), and no fsync: the cluster is thrown away after the run.
  "${TEST_PG_CTL[@]}" start -w -t 60 -D "$TEST_PG_DIR/data" -l "$TEST_PG_DIR/server.log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $TEST_PG_DIR -c fsync=off -c max_connections=200" \
    >/dev/null

  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "test-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

  # Chain onto any EXIT trap already set, so another step's clean-up still runs.
  local previous
  previous=$(trap -p EXIT | sed -e "s/^trap -- '//" -e "s/' EXIT\$//")
  trap "stop_test_postgres; ${previous}" EXIT
}

stop_test_postgres() {
  if [ -n "${TEST_PG_DIR:-}" ] && [ -d "$TEST_PG_DIR" ]; then
    "${TEST_PG_CTL[@]}" stop -m immediate -D "$TEST_PG_DIR/data" >/dev/null 2>&1 || true
    rm -rf "$TEST_PG_DIR"
  fi
}
