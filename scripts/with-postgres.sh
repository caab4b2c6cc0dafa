#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL naming a PostgreSQL server: the given one, or a
# throwaway server started for the command and removed when it ends
# (scripts/test-postgres.sh, as the test command starts it). `pnpm bench:freshness` uses it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/test-postgres.sh
. scripts/test-postgres.sh
start_test_postgres >&2
"$@"
