#!/usr/bin/env bash
# Checks that the production build is reproducible: builds the site twice
# (`npm run build`, each time after removing build/ and .docusaurus/), keeps
# each output in a temporary directory, and compares the SHA-256 of every file.
# The bundler's persistent cache (node_modules/.cache) is left alone: it may be
# shared with other checkouts, and the second build then runs with the cache
# the first one wrote, so cached and uncached output are compared too. Run
# `npx docusaurus clear` first to start the first build from an empty cache.
# Prints each file that differs or exists in only one build, and exits 1 if
# any does. README.md ("Quality checks") lists files that cannot be identical.
#
# Usage: scripts/check-reproducible.sh [--keep]
#   --keep  leave both builds in the temporary directory for inspection.
# BROKEN_LINKS=warn reaches the build for branch previews.
set -euo pipefail
cd "$(dirname "$0")/.."

keep=false
[[ ${1:-} == --keep ]] && keep=true
work=$(mktemp -d -t docs-repro.XXXXXX)
$keep || trap 'rm -rf "$work"' EXIT

build_into() {
  local name=$1
  echo "== build $name (log: $work/build-$name.log)"
  rm -rf build .docusaurus
  if ! npm run build >"$work/build-$name.log" 2>&1; then
    tail -30 "$work/build-$name.log"
    echo "build $name failed" >&2
    exit 2
  fi
  cp -a build "$work/$name"
  (cd "$work/$name" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) >"$work/$name.sha256"
}

build_into first
build_into second

total=$(wc -l <"$work/first.sha256")
# Files whose hash differs, and files present in only one of the builds.
differing=$(join -j 2 <(sort -k2 "$work/first.sha256") <(sort -k2 "$work/second.sha256") |
  awk '$2 != $3 {print $1}')
only=$(diff <(awk '{print $2}' "$work/first.sha256") <(awk '{print $2}' "$work/second.sha256") |
  sed -n 's/^< /only in the first build: /p; s/^> /only in the second build: /p' || true)

if [[ -z $differing && -z $only ]]; then
  echo "Reproducible: all $total files of the two builds are identical."
  exit 0
fi
echo "Not reproducible: of $total files, these differ between the two builds:"
for list in "$differing" "$only"; do
  if [[ -n $list ]]; then sed 's/^/  /' <<<"$list"; fi
done
if $keep; then echo "Both builds are in $work (first/, second/)."; fi
exit 1
