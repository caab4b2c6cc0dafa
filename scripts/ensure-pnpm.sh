# Sourced by scripts/demo and scripts/test: makes `pnpm` available on a machine
# that has only Node 20 and npm (corepack is not relied on).
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    hash -r
  else
    # No write access to the global prefix: run pnpm through npx instead.
    pnpm() { npx --yes "pnpm@$PNPM_VERSION" "$@"; }
  fi
fi
