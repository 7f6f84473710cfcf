#!/usr/bin/env bash
# Runs every check the project has: the Debian packages it needs, generated
# inputs (npm run gen), then side by side the static checks (typecheck, lint,
# format, dependencies, copy-paste, the OpenAPI lint), the unit tests (the
# content check of npm run check among them) and the production build (what
# npm run build runs after gen; any warning fails it), then the browser tests
# against that build. From the moment the build is done, in the background:
# every sample of the built site (npm run test:samples), the Agent Score (npm
# run agent-score, afdocs) and the API collections.
# Prints one summary line "N passed, N failed" at the end.
# Each static check counts as one test; unit and browser tests count one each;
# the samples count one per language (curl, javascript, node, python, php,
# ruby, go, java, widget, fragment): a language passes when all its samples do;
# the API collections count one per request (newman, then the Bruno CLI).
# A skipped unit or browser test counts as failed unless allowed below.
set -uo pipefail
cd "$(dirname "$0")/.."

# Skipped tests that do not fail the run, as "file › title" (a prefix is
# enough). Empty on purpose: every test runs on CI. Add an entry only with a
# comment saying why the test cannot run there.
allowed_skips=()

passed=0
failed=0
failures=()

note() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

record() { # record NAME STATUS
  if (($2 == 0)); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$1")
  fi
}

check() {
  local name=$1
  shift
  note "$name"
  "$@"
  record "$name" $?
}

# Independent checks run at the same time, each into its own log; their
# output is printed in order once all have finished.
bg_names=()
bg_pids=()
bg_logs=()
declare -A step_status=()
start() { # start NAME COMMAND...; STEP_LOG=FILE start ... keeps the output in FILE
  local name=$1
  shift
  local log=${STEP_LOG:-test-results/step-${#bg_names[@]}.log}
  "$@" >"$log" 2>&1 &
  bg_names+=("$name")
  bg_pids+=($!)
  bg_logs+=("$log")
}
finish() { # finish [NAME-OF-STEP-NOT-TO-RECORD]: waits for every started step, records its status
  local i status
  for i in "${!bg_pids[@]}"; do
    wait "${bg_pids[$i]}"
    status=$?
    step_status["${bg_names[$i]}"]=$status
    note "${bg_names[$i]}"
    cat "${bg_logs[$i]}"
    if [[ ${bg_names[$i]} != "${1:-}" ]]; then record "${bg_names[$i]}" "$status"; fi
  done
  bg_names=()
  bg_pids=()
  bg_logs=()
}

# Adds the passed/failed counts of a JSON report (vitest or playwright) to the
# totals; a skipped test not in allowed_skips counts as failed, named.
count_report() {
  local kind=$1 file=$2
  if [[ ! -f $file ]]; then
    failed=$((failed + 1))
    failures+=("$kind: no report written")
    return
  fi
  local output
  output=$(ALLOWED_SKIPS=$(printf '%s\n' "${allowed_skips[@]}") node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const allowed = process.env.ALLOWED_SKIPS.split("\n").filter(Boolean);
    const skipped = [];
    let p, f;
    if (r.stats) {
      // Playwright: suites nest; each spec has one test per project.
      const walk = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests)
            if (test.status === "skipped") skipped.push(`${spec.file} › ${spec.title} [${test.projectName}]`);
        (suite.suites ?? []).forEach(walk);
      };
      r.suites.forEach(walk);
      // An error outside any test (a spec that fails to load, a broken
      // config) stops Playwright before its tests: each counts as a failure,
      // as does a run that ran no test at all.
      const errors = (r.errors ?? []).length;
      const ran = r.stats.expected + r.stats.flaky + r.stats.unexpected;
      [p, f] = [r.stats.expected + r.stats.flaky, r.stats.unexpected + errors + (ran === 0 ? 1 : 0)];
      for (const error of r.errors ?? []) console.error(`error outside the tests: ${(error.message ?? "").split("\n")[0]}`);
    } else {
      for (const file of r.testResults)
        for (const test of file.assertionResults)
          if (["pending", "skipped", "todo"].includes(test.status))
            skipped.push(`${require("path").relative(process.cwd(), file.name)} › ${test.fullName}`);
      [p, f] = [r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)];
    }
    const refused = skipped.filter((name) => !allowed.some((prefix) => name.startsWith(prefix)));
    console.log(p, f, refused.length);
    for (const name of refused) console.log(name);
  ' "$file")
  local counts=${output%%$'\n'*}
  local p f s
  read -r p f s <<<"$counts"
  passed=$((passed + p))
  failed=$((failed + f + s))
  if ((f > 0)); then failures+=("$kind: $f failed"); fi
  if ((s > 0)); then
    note "$kind: skipped tests (a skip is an error unless allowed in scripts/test.sh)"
    tail -n +2 <<<"$output" | sed 's/^/ - skipped: /'
    while IFS= read -r name; do failures+=("$kind: skipped: $name"); done < <(tail -n +2 <<<"$output")
  fi
}

# Adds the per-language totals of the sample harness: one test per language.
count_samples() {
  local file=$1 output p f
  if [[ ! -f $file ]]; then
    failed=$((failed + 1))
    failures+=("samples: no report written")
    return
  fi
  output=$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const bad = r.summary.filter((s) => s.failed > 0).map((s) => s.language);
    if (r.pageErrors.length > 0) bad.push("pages that could not be read");
    console.log(r.summary.length - r.summary.filter((s) => s.failed > 0).length, bad.length);
    for (const name of bad) console.log(name);
  ' "$file")
  read -r p f <<<"${output%%$'\n'*}"
  passed=$((passed + p))
  failed=$((failed + f))
  if ((f > 0)); then
    while IFS= read -r name; do failures+=("samples: $name"); done < <(tail -n +2 <<<"$output")
  fi
}

# Adds the API collections' results: one test per request of each client.
count_collections() {
  local file=$1 output p f
  if [[ ! -f $file ]]; then
    failed=$((failed + 1))
    failures+=("collections: no report written")
    return
  fi
  output=$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const bad = r.results.filter((x) => !x.ok);
    const clients = new Set(r.results.map((x) => x.client));
    const missing = ["postman", "bruno"].filter((c) => !clients.has(c));
    console.log(r.results.length - bad.length, bad.length + missing.length);
    for (const x of bad) console.log(`${x.client}: ${x.name}: ${x.problem}`);
    for (const c of missing) console.log(`${c}: no request ran`);
  ' "$file")
  read -r p f <<<"${output%%$'\n'*}"
  passed=$((passed + p))
  failed=$((failed + f))
  if ((f > 0)); then
    while IFS= read -r name; do failures+=("collections: $name"); done < <(tail -n +2 <<<"$output")
  fi
}

mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json

# Chromium, nginx and the sample toolchains (Debian packages; never sudo).
check "system packages (chromium, nginx, python3, JDK, PHP, Ruby, Go)" bash scripts/system-packages.sh

# Generated inputs: the sandbox spec data the typecheck and unit tests import,
# and the API reference pages the build renders.
check "generate (npm run gen: OpenAPI bundle, sandbox data, API reference pages)" npm run --silent gen

# The production build, then what reads it without the browser tests: the
# sample harness, the Agent Score (afdocs) and the API collections, one after
# the other, in the background. They start as soon as the build is done, on
# the CPU the unit tests leave free as they finish, and go on beside the
# browser tests; each writes its own log, printed at the end. Each serves the
# build, and starts its sandboxes, on free ports of its own.
built_steps() {
  bash scripts/build.sh >test-results/build.log 2>&1
  local status=$?
  echo "$status" >test-results/build.status
  ((status == 0)) || return 0
  npm run --silent test:samples -- --json test-results/samples.json >test-results/samples.log 2>&1
  # afdocs against the served build: the root and every page must score 100.
  npm run --silent agent-score >test-results/agent-score.log 2>&1
  echo $? >test-results/agent-score.status
  # The Postman and Bruno collections the API overview offers, downloaded from
  # the build and run with newman and the Bruno CLI against fresh sandboxes:
  # each request counts as one test (COLLECTIONS_PORT and the next port, or
  # free ports).
  npx tsx scripts/test-collections.ts --json test-results/collections.json \
    >test-results/collections.log 2>&1
}
rm -f test-results/build.status test-results/agent-score.status test-results/samples.json \
  test-results/collections.json
built_steps &
built_pid=$!

# Nothing below writes what another reads (the build writes only build/ and
# .docusaurus/, which the checks ignore), so they share the two cores.
note "static checks and unit tests, beside the production build (in parallel; output follows)"
start "typecheck" npx tsc --noEmit
start "lint (ESLint, zero warnings)" npx eslint --max-warnings 0 .
start "format (Prettier, checked not written)" npx prettier --check .
# knip.config.ts: unused, undeclared and misplaced dependencies, unresolved
# imports, unused files; then what the build loads must be in dependencies.
start "dependencies (knip, npm run lint:deps)" npm run --silent lint:deps
# .jscpd.json: no run of six identical lines (30 tokens), the whole tree.
start "copy-paste (jscpd, npm run lint:dups)" npm run --silent lint:dups
# The content check (npm run check) runs inside the unit tests:
# tests/unit/content-check.test.ts "npm run check on the real tree".
if npm run | grep -q '^  lint:openapi$'; then
  start "OpenAPI lint (Redocly recommended rules)" npm run --silent lint:openapi
fi
start "unit tests (Vitest)" npx vitest run
finish "unit tests (Vitest)"
count_report "unit tests" test-results/unit.json

# The build's status, once it is there (the steps after it go on).
while [[ ! -f test-results/build.status ]] && kill -0 "$built_pid" 2>/dev/null; do sleep 1; done
build_status=$(cat test-results/build.status 2>/dev/null || echo 1)
note "production build (npm run build)"
cat test-results/build.log
record "production build" "$build_status"

if ((build_status == 0)); then
  # Broken Markdown links and anchors only warn in the build; the suite fails on any warning.
  if grep -E '\[WARNING\]' test-results/build.log >test-results/build-warnings.log; then
    note "build warnings"
    cat test-results/build-warnings.log
    failed=$((failed + 1))
    failures+=("build printed warnings")
  else
    passed=$((passed + 1))
  fi
  note "browser tests (Playwright, Chromium; production-serving.spec.ts through nginx)"
  npx playwright test
  count_report "browser tests" test-results/e2e.json
fi

wait "$built_pid"
if ((build_status == 0)); then
  # Their exit status is not a test: the report counts one test per language.
  note "samples of the built site (npm run test:samples: every code block, run against the sandbox)"
  cat test-results/samples.log
  count_samples test-results/samples.json
  note "Agent Score (afdocs, 100/100 on the root and on every page)"
  cat test-results/agent-score.log
  record "Agent Score (afdocs, 100/100 on the root and on every page)" \
    "$(cat test-results/agent-score.status 2>/dev/null || echo 1)"
  note "API collections (npx tsx scripts/test-collections.ts: newman and bru run against the sandbox)"
  cat test-results/collections.log
  count_collections test-results/collections.json
fi

if ((${#failures[@]} > 0)); then
  note "failures"
  printf ' - %s\n' "${failures[@]}"
fi
echo
echo "$passed passed, $failed failed"
((failed == 0))
