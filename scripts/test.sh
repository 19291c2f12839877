#!/usr/bin/env bash
# The whole test suite, runnable on a fresh Debian machine: `npm test`.
# Installs what it needs (Debian's chromium, its headless shell and nginx,
# the npm packages), type-checks, lints (ESLint, Prettier, knip: unused code and undeclared
# packages; scripts/check/boundary.mjs: no code outside patches/ reaching
# inside a dependency), runs the unit tests, checks spelling and Markdown
# structure, builds the site in strict mode (broken links, anchors and duplicate routes
# fail; the post-build steps check the inline scripts against the CSP and
# the reader text for sentences about sources and dead own-host links),
# checks the code samples against their references, crawls the served build
# for broken internal links, assets and anchors, and runs the Playwright
# suite against the build served by nginx with the production configuration,
# then the writers' loop and search under `npm start` (tests/dev/).
# `npm run test:quick` (TEST_QUICK=1) stops after the build and the code
# sample checks: a contributor's answer in a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints how long the one before it took; the total comes last.
started=$SECONDS
last_step=""
last_start=$SECONDS
timings=()
finish_step() {
  if [ -n "$last_step" ]; then
    timings+=("$(printf '%5ds  %s' $((SECONDS - last_start)) "$last_step")")
  fi
}
step() {
  finish_step
  last_step="$*"
  last_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
report_times() {
  local status=$?
  # A run stopped early leaves no stock site being made behind it.
  [ -z "${stock_pid:-}" ] || kill -- "-$stock_pid" 2>/dev/null || true
  finish_step
  last_step=""
  printf '\n\033[1m== Time per step\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '%5ds  total (%s)\n' $((SECONDS - started)) "$([ $status -eq 0 ] && echo passed || echo "failed, exit $status")"
}
trap report_times EXIT

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing ${missing[*]} from Debian"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "Installing npm packages"
  # Packages already in the npm cache are taken from it without asking the registry again.
  npm install --no-audit --no-fund --prefer-offline
fi

# The stock Docusaurus site for the byte budgets (scripts/bench/stock-site.mjs)
# is made while the checks run: most of a first make is its npm install,
# which waits on the registry. Built once, then cached in the temporary folder.
stock_pid=""
if [ -z "${TEST_QUICK:-}" ]; then
  stock_log="$(mktemp)"
  # In a session of its own, so that a run stopped early stops its npm install and build too.
  setsid node scripts/bench/stock-site.mjs >"$stock_log" 2>&1 &
  stock_pid=$!
fi

# The checks run in two lanes, one per core, each about as long as the other;
# a lane stops at its first failure, and its output is printed when it ends.
checks_a() {
  npm run --silent typecheck # site code, then scripts and unit tests with checkJs
  npm run --silent lint
  npm run --silent knip
  node scripts/check/boundary.mjs
}
checks_b() {
  node --test tests/unit/
  npm run --silent format:check
  npm run --silent lint:spelling
  npm run --silent lint:markdown
}
step "Checks, two at a time: types (tsc), lint (ESLint), unused code (knip), the one door for patches; unit tests, formatting (Prettier), spelling (cspell), Markdown structure (markdownlint)"
lane_a="$(mktemp)" lane_b="$(mktemp)"
( checks_a ) >"$lane_a" 2>&1 & pid_a=$!
( checks_b ) >"$lane_b" 2>&1 & pid_b=$!
status_a=0 status_b=0
wait "$pid_a" || status_a=$?
wait "$pid_b" || status_b=$?
cat "$lane_a" "$lane_b"
rm -f "$lane_a" "$lane_b"
[ "$status_a" -eq 0 ] || { echo "Checks failed: types, lint, unused code or the one door (exit $status_a)." >&2; exit "$status_a"; }
[ "$status_b" -eq 0 ] || { echo "Checks failed: unit tests, formatting, spelling or Markdown (exit $status_b)." >&2; exit "$status_b"; }

step "Production build (strict) and CSP hashes"
DOCS_STRICT=1 npm run build

step "Code samples against the references"
node scripts/check/cli-usage.mjs
node scripts/check/component-yaml.mjs
[ -z "${TEST_QUICK:-}" ] || exit 0

step "Links, assets and anchors of the served build (linkinator over nginx)"
node scripts/check/links.mjs

step "Stock Docusaurus site of the same version, for the byte budgets (made during the checks, then cached)"
stock_status=0
wait "$stock_pid" || stock_status=$?
stock_pid=""
cat "$stock_log"
[ "$stock_status" -eq 0 ] || { echo "The stock Docusaurus site failed (exit $stock_status)." >&2; exit "$stock_status"; }

step "End-to-end tests against nginx"
CI="${CI:-}" npx playwright test "$@"

step "Under npm start: the writers' loop and search (a copy of the site, edited while a page is open)"
CI="${CI:-}" npx playwright test -c playwright.dev.config.ts
