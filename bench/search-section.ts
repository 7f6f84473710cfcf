/**
 * The search section of BENCHMARKS.md, written by the full bench
 * (bench/report.ts) and by the search bench alone
 * (`npx tsx bench/search-bench.ts --write BENCHMARKS.md`), which replaces
 * only this section of the file.
 */
import type {HitRate, SearchFigures} from './search-bench';
import {budgetMark, kb, table} from './format';
import {SEARCH_BUDGETS} from './pages';

/** The heading the section starts with; it runs to the next `## ` heading. */
const SEARCH_HEADING = '## Search (project)';

/** A search bench run on its own: what ran and how loaded the machine was. */
export interface SearchRun {
  command: string;
  date: string;
  loadStart: number;
  loadEnd: number;
}

const percent = (rate: {hits: number; cases: number}) =>
  `${rate.hits}/${rate.cases} (${Math.round((rate.hits / rate.cases) * 100)}%)`;

function hitRateTable(after: HitRate, before?: HitRate): string {
  const kinds = Object.keys(after.byKind).sort();
  const rows = [
    ...kinds.map((kind) => [kind, after.byKind[kind], before?.byKind[kind]] as const),
    ['all queries', after, before] as const,
  ];
  return table(
    before ? ['Queries', 'Before', 'After'] : ['Queries', 'In the top 5'],
    rows.map(([name, now, then]) => [
      name,
      ...(before ? [then ? percent(then) : 'n/a'] : []),
      percent(now),
    ]),
  );
}

/**
 * The section: index size and first-search bytes at 1x and 10x against the
 * budgets, keystroke-to-results latency, and the query set's hit rate; with
 * `before` (figures of an earlier build), the same beside them.
 */
export function searchSection(
  search: SearchFigures,
  {before, beforeLabel, run}: {before?: SearchFigures; beforeLabel?: string; run?: SearchRun} = {},
): string {
  const scaleRows = search.scale.map((s) => {
    const earlier = before?.scale.find((b) => b.factor === s.factor);
    return [
      `${s.factor}x (${s.index.fragments} pages indexed)`,
      String(s.index.count),
      kb(s.index.raw),
      ...(before
        ? [
            earlier
              ? `${earlier.firstUse.requests} requests, ${kb(earlier.firstUse.transferred)}`
              : 'n/a',
          ]
        : []),
      `${s.firstUse.requests} requests, ${kb(s.firstUse.transferred)}`,
      budgetMark(s.firstUse.transferred, SEARCH_BUDGETS.firstSearchBytes[s.factor], kb),
    ];
  });
  const header = [
    'Site',
    'Index (files)',
    'Index (raw)',
    ...(before ? ['First search before'] : []),
    before ? 'First search now' : 'First search: over the wire',
    'Budget',
  ];
  const parts = [
    `${SEARCH_HEADING}

Pagefind, measured by \`bench/search-bench.ts\` against the same server on a phone-sized page,
first search "${search.firstUse.query}". Budgets (issue 17): first search ≤ ${kb(SEARCH_BUDGETS.firstSearchBytes[1])} at 1x and
≤ ${kb(SEARCH_BUDGETS.firstSearchBytes[10])} at 10x; keystroke to results ≤ ${SEARCH_BUDGETS.keystrokeMedianMs} ms (median).${
      before ? ` "Before": ${beforeLabel ?? 'an earlier build'}, measured the same way.` : ''
    }`,
    table(header, scaleRows),
    `First search, focus to results: ${Math.round(search.firstUse.msToFirstResults)} ms; keystroke to results, warm:
median ${search.latency.medianMs} ms, max ${search.latency.maxMs} ms (${search.latency.samples.length} queries):
${budgetMark(search.latency.medianMs, SEARCH_BUDGETS.keystrokeMedianMs, (ms) => `${ms} ms`)}.`,
  ];
  if (search.hitRate) {
    const {hitRate} = search;
    parts.push(
      `Query set (\`scripts/lib/search-queries.ts\`, typed into the /search page): the share of queries
whose page is among the first ${hitRate.top} results. \`readers-words\` are queries in readers' own
words, none of them a page title (issue 29).${before?.hitRate ? ` Before: the same queries on ${beforeLabel ?? 'an earlier build'}.` : ''}`,
      hitRateTable(hitRate, before?.hitRate),
    );
    if (hitRate.misses.length > 0) {
      parts.push(
        `Not in the top ${hitRate.top}:\n\n${hitRate.misses
          .map(
            (miss) => `- "${miss.query}" (${miss.expected}): ${miss.listed.join(', ') || 'none'}`,
          )
          .join('\n')}`,
      );
    }
  }
  if (run) {
    parts.push(
      `Search bench run alone on ${run.date}: \`${run.command}\`; 1-minute load average ${run.loadStart} at the start, ${run.loadEnd} at the end.`,
    );
  }
  return parts.join('\n\n');
}

/**
 * `markdown` with its search section replaced by `section` (added before
 * "## How it is measured", or at the end, when it has none).
 */
export function replaceSearchSection(markdown: string, section: string): string {
  const start = markdown.indexOf(`${SEARCH_HEADING}\n`);
  if (start < 0) {
    const before = markdown.indexOf('\n## How it is measured');
    if (before < 0) return `${markdown.trimEnd()}\n\n${section}\n`;
    return `${markdown.slice(0, before).trimEnd()}\n\n${section}\n${markdown.slice(before)}`;
  }
  const next = markdown.indexOf('\n## ', start + SEARCH_HEADING.length);
  const rest = next < 0 ? '' : markdown.slice(next);
  return `${markdown.slice(0, start)}${section}\n${rest}`;
}
