#!/usr/bin/env bash
# Runs every check the project has, in order: generated inputs, typecheck,
# lint, format, the content check (npm run check), unit tests, the production
# build (any warning fails it), then the browser tests against that build.
# Prints one summary line "N passed, N failed" at the end.
# Each static check counts as one test; unit and browser tests count one each.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()

note() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

check() {
  local name=$1
  shift
  note "$name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

# Adds the passed/failed counts of a JSON report (vitest or playwright) to the totals.
count_report() {
  local kind=$1 file=$2
  if [[ ! -f $file ]]; then
    failed=$((failed + 1))
    failures+=("$kind: no report written")
    return
  fi
  local counts
  counts=$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const [p, f] = r.stats
      ? [r.stats.expected + r.stats.flaky, r.stats.unexpected]
      : [r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)];
    console.log(p, f);
  ' "$file")
  local p=${counts% *} f=${counts#* }
  passed=$((passed + p))
  failed=$((failed + f))
  if ((f > 0)); then failures+=("$kind: $f failed"); fi
}

# Installs a Debian package (as root, or through sudo).
apt_install() {
  if [[ $(id -u) -eq 0 ]]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  fi
}

ensure_chromium() {
  local browser=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [[ -x $browser ]]; then return 0; fi
  note "Installing Debian chromium (missing at $browser)"
  apt_install chromium
}

# The nginx Playwright project serves the build with deploy/nginx.conf
# (scripts/nginx.ts starts nginx in the foreground and stops it; no service).
ensure_nginx() {
  local nginx=${NGINX_PATH:-/usr/sbin/nginx}
  if [[ -x $nginx ]]; then return 0; fi
  note "Installing Debian nginx (missing at $nginx)"
  apt_install nginx
}

mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json

# Generated inputs that the typecheck and unit tests import (the sandbox spec data).
check "generate (OpenAPI bundle, sandbox data)" npx tsx scripts/openapi-bundle.ts
check "typecheck" npx tsc --noEmit
check "lint (ESLint, zero warnings)" npx eslint --max-warnings 0 .
check "format (Prettier, checked not written)" npx prettier --check .
check "content check (npm run check: front matter, sidebars, placeholders, links, Markdown style)" npm run --silent check
if npm run | grep -q '^  lint:openapi$'; then
  check "OpenAPI lint (Redocly recommended rules)" npm run --silent lint:openapi
fi

note "unit tests (Vitest)"
npx vitest run
count_report "unit tests" test-results/unit.json

note "production build"
if npm run build 2>&1 | tee test-results/build.log; then
  passed=$((passed + 1))
  # Broken Markdown links and anchors only warn in the build; the suite fails on any warning.
  if grep -E '\[WARNING\]' test-results/build.log >test-results/build-warnings.log; then
    note "build warnings"
    cat test-results/build-warnings.log
    failed=$((failed + 1))
    failures+=("build printed warnings")
  else
    passed=$((passed + 1))
  fi
  ensure_chromium
  ensure_nginx
  note "browser tests (Playwright, Chromium; production-serving.spec.ts through nginx)"
  npx playwright test
  count_report "browser tests" test-results/e2e.json
else
  failed=$((failed + 1))
  failures+=("production build failed")
fi

if ((${#failures[@]} > 0)); then
  note "failures"
  printf ' - %s\n' "${failures[@]}"
fi
echo
echo "$passed passed, $failed failed"
((failed == 0))
