#!/usr/bin/env bash
# Builds every brand into its own folder and runs Playwright on its own ports, so several engineers (or agents) can
# run end-to-end tests on one machine at once. Usage: tooling/scripts/e2e-isolated.sh <slot 1-9> [playwright args...]
# e.g. tooling/scripts/e2e-isolated.sh 3 tests/account-kyc.spec.ts --project=noir ; SKIP_BUILD=1 reuses the build.
set -euo pipefail
slot="$1"; shift
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="/tmp/casino-e2e-dist-$slot"
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  for brand in "$root"/brands/*/; do
    [ -f "$brand/brand.json" ] || continue
    (cd "$brand" && BRAND_OUT_ROOT="$out" node "$root/tooling/scripts/brand-build.mjs" >/dev/null)
  done
fi
cd "$root/e2e"
export PATH="$root/.cache/pnpm/node_modules/.bin:$PATH"
BRAND_OUT_ROOT="$out" E2E_PORT_OFFSET="$((slot * 10))" exec npx playwright test --output="/tmp/casino-e2e-results-$slot" "$@"
