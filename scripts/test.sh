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

# The npm packages are installed once per machine for a lockfile, and a clean clone on a machine
# that has run the suite copies them from there: a copy takes about 10 s, an install about 80 s,
# most of it unpacking. The copy is taken right after `npm install`, before any tool writes
# its cache into node_modules; a machine keeps the packages of its latest lockfile only.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  packages_key="$({ cat package.json package-lock.json; node --version; npm --version; uname -m; } | sha256sum | cut -c1-16)"
  packages_cache="${TMPDIR:-/tmp}/dapr-docs-node-modules-$packages_key"
  if [ -f "$packages_cache/complete" ]; then
    step "Copying the npm packages installed on this machine for this lockfile ($packages_cache)"
    rm -rf node_modules
    cp -a "$packages_cache/node_modules" node_modules
    # Newer than package-lock.json, as after an install.
    touch node_modules/.package-lock.json
  else
    step "Installing npm packages"
    # Packages already in the npm cache are taken from it without asking the registry again.
    npm install --no-audit --no-fund --prefer-offline
    rm -rf "${TMPDIR:-/tmp}"/dapr-docs-node-modules-*
    mkdir -p "$packages_cache.partial"
    cp -a node_modules "$packages_cache.partial/node_modules"
    touch "$packages_cache.partial/complete"
    mv "$packages_cache.partial" "$packages_cache"
  fi
fi

# The stock Docusaurus site for the byte budgets (scripts/bench/stock-site.mjs)
# is made while the checks and the build run: most of a first make is its npm install,
# which waits on the registry. Built once, then cached in the temporary folder.
stock_pid=""
if [ -z "${TEST_QUICK:-}" ]; then
  stock_log="$(mktemp)"
  # In a session of its own, so that a run stopped early stops its npm install and build too.
  setsid node scripts/bench/stock-site.mjs >"$stock_log" 2>&1 &
  stock_pid=$!
fi

# Two lanes, one per core: the static checks, which read only the sources (the
# generated folders and the build are ignored by each of them), beside the
# unit tests and then the strict build, which leaves one core free for a third
# of its time. The build's output is shown as it comes; the checks' output when
# they end. A lane stops at its first failure; the step fails if either did.
static_checks() {
  npm run --silent typecheck # site code, then scripts and unit tests with checkJs
  npm run --silent lint
  npm run --silent knip
  node scripts/check/boundary.mjs
  npm run --silent format:check
  npm run --silent lint:spelling
  npm run --silent lint:markdown
}
unit_tests_and_build() {
  node --test tests/unit/
  # Strict: broken links, anchors and duplicate routes fail; the post-build
  # steps write the CSP hashes and check the reader text.
  DOCS_STRICT=1 npm run build
}
step "Two at a time: types (tsc), lint (ESLint), unused code (knip), the one door for patches, formatting (Prettier), spelling (cspell), Markdown structure (markdownlint); unit tests, then the production build (strict) and CSP hashes"
checks_log="$(mktemp)"
# Both in the background: a subshell run as part of `||` would ignore `set -e` inside it.
( static_checks ) >"$checks_log" 2>&1 & checks_pid=$!
( unit_tests_and_build ) & build_pid=$!
build_status=0 checks_status=0
wait "$build_pid" || build_status=$?
wait "$checks_pid" || checks_status=$?
cat "$checks_log"
rm -f "$checks_log"
[ "$checks_status" -eq 0 ] || { echo "Checks failed: types, lint, unused code, the one door, formatting, spelling or Markdown (exit $checks_status)." >&2; exit "$checks_status"; }
[ "$build_status" -eq 0 ] || { echo "Unit tests or the strict build failed (exit $build_status)." >&2; exit "$build_status"; }

step "Code samples against the references"
node scripts/check/cli-usage.mjs
node scripts/check/component-yaml.mjs
[ -z "${TEST_QUICK:-}" ] || exit 0

step "Links, assets and anchors of the served build (linkinator over nginx)"
node scripts/check/links.mjs

step "Stock Docusaurus site of the same version, for the byte budgets (made during the checks and the build, then cached)"
stock_status=0
wait "$stock_pid" || stock_status=$?
stock_pid=""
cat "$stock_log"
[ "$stock_status" -eq 0 ] || { echo "The stock Docusaurus site failed (exit $stock_status)." >&2; exit "$stock_status"; }

step "End-to-end tests against nginx"
CI="${CI:-}" npx playwright test "$@"

step "Under npm start: the writers' loop and search (a copy of the site, edited while a page is open)"
CI="${CI:-}" npx playwright test -c playwright.dev.config.ts
