#!/usr/bin/env bash
# The production build (`npm run build`, after `npm run gen`) in two processes,
# so the bundler's memory is given back before the pages are rendered:
#
# 1. `docusaurus build` with DOCUSAURUS_EXIT_AFTER_BUNDLING=true bundles the
#    browser and server code into the output folder and exits. Rspack keeps its
#    native memory (both compilations) until the process ends, so a single
#    process would carry it, about 2 GB at ten times today's pages, through SSG
#    and postBuild. With DOCS_BUNDLE_GC=1, plugins/sequential-bundles collects
#    the garbage the MDX compilation leaves, between the bundler's steps.
# 2. `docusaurus build` with DOCUSAURUS_SKIP_BUNDLING=true loads the site again
#    (a few seconds), renders every page from those bundles and runs postBuild
#    and the broken links check, starting from a small process. With
#    SKIP_HTML_MINIFICATION set, it writes each page as React rendered it into
#    config/ssr-template.ts. Docusaurus's html-minifier-terser pass keeps
#    whitespace and quotes (lenient parsers need them: docusaurus.config.ts);
#    what it did was run Terser on each page's inline scripts, which are the
#    same on every page: two thirds of the render step's CPU at 10× the
#    pages, for 2% of the HTML's gzip bytes. The template's own loader is
#    minified once instead (esbuild, config/ssr-template.ts); BENCHMARKS.md
#    has the rent row.
#
# The three switches are Docusaurus's own (@docusaurus/core's buildLocale.js
# and @docusaurus/bundler's minifyHtml.js, fingerprinted in
# tests/fixtures/upstream-fingerprints.json). Arguments are
# passed to both (`npm run build -- --out-dir dir`). DOCS_DOCUSAURUS_BIN
# replaces the Docusaurus CLI (the unit test's stub). Each run sets its own
# switch and removes the other's, whatever the caller's environment holds.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${DOCS_DOCUSAURUS_BIN:-node_modules/@docusaurus/core/bin/docusaurus.mjs}"

env -u DOCUSAURUS_SKIP_BUNDLING DOCUSAURUS_EXIT_AFTER_BUNDLING=true \
  DOCS_BUNDLE_GC=1 node "$bin" build "$@"
env -u DOCUSAURUS_EXIT_AFTER_BUNDLING -u DOCS_BUNDLE_GC DOCUSAURUS_SKIP_BUNDLING=true \
  SKIP_HTML_MINIFICATION=true node "$bin" build "$@"
