/**
 * The writers' report (`npm run feedback -- --csv FILE`): reads a PostHog
 * events export and ranks pages by their "No" answers, with the reasons
 * given, and code samples by the reports readers filed on them.
 *
 * The export is a CSV with one row per event and a header row. The event's
 * name is in an `event` column; its properties are either one `properties`
 * column holding them as JSON (PostHog's export of `SELECT event, properties
 * FROM events`), or one column each, named `properties.page_path` and so on
 * (an export of chosen columns), or inside a `*` column holding the whole
 * event as JSON (the events explorer's export). Other events are ignored.
 */
import {parse} from 'csv-parse/sync';
import {
  PAGE_FEEDBACK_EVENT,
  type PageFeedbackProperties,
  SAMPLE_REPORT_EVENT,
  type SampleReportProperties,
} from './events';
import {feedbackReasons} from './issue';

export interface FeedbackEvents {
  pages: PageFeedbackProperties[];
  samples: SampleReportProperties[];
  /** Feedback rows left out, with the reason (`row 7: no page_path`). */
  skipped: string[];
}

type Properties = Record<string, unknown>;

function parseJson(value: string | undefined): Properties | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Properties) : undefined;
  } catch {
    return undefined;
  }
}

/** The event name and properties of one CSV row, from whichever columns it has. */
function eventOf(row: Record<string, string>): {event?: string; properties: Properties} {
  const whole = parseJson(row['*']);
  const properties: Properties = {
    ...((whole?.properties as Properties | undefined) ?? {}),
    ...(parseJson(row.properties) ?? {}),
  };
  for (const [column, value] of Object.entries(row)) {
    const name = /^(?:\*\.)?properties\.(.+)$/.exec(column)?.[1];
    if (name && value !== '') properties[name] = value;
  }
  const event = row.event ?? row['*.event'] ?? (whole?.event as string | undefined);
  return {event, properties};
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim();

/**
 * The feedback events of an export. Throws an Error naming `file` when it
 * is not CSV or has no column with event names.
 */
export function readFeedbackCsv(csv: string, file: string): FeedbackEvents {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, {columns: true, skip_empty_lines: true, bom: true, relax_column_count: true});
  } catch (error) {
    throw new Error(`${file}: not a CSV file (${(error as Error).message}).`);
  }
  const columns = Object.keys(rows[0] ?? {});
  if (rows.length > 0 && !columns.some((name) => ['event', '*.event', '*'].includes(name))) {
    throw new Error(
      `${file}: no "event" column (found ${columns.join(', ') || 'none'}). Export the events from PostHog with their event name and properties.`,
    );
  }
  const result: FeedbackEvents = {pages: [], samples: [], skipped: []};
  rows.forEach((row, index) => {
    const {event, properties} = eventOf(row);
    const line = `row ${index + 2}`;
    const pagePath = text(properties.page_path);
    const version = text(properties.docs_version);
    if (event === PAGE_FEEDBACK_EVENT) {
      const vote = text(properties.vote);
      if (!pagePath || (vote !== 'yes' && vote !== 'no')) {
        result.skipped.push(`${line}: ${pagePath ? `vote "${vote}"` : 'no page_path'}`);
        return;
      }
      const reason = text(properties.reason);
      result.pages.push({
        page_path: pagePath,
        vote,
        reason: reason && reason !== 'null' ? reason : null,
        docs_version: version,
      });
    } else if (event === SAMPLE_REPORT_EVENT) {
      const sampleId = text(properties.sample_id);
      if (!pagePath || !sampleId) {
        result.skipped.push(`${line}: ${pagePath ? 'no sample_id' : 'no page_path'}`);
        return;
      }
      result.samples.push({
        page_path: pagePath,
        sample_id: sampleId,
        language: text(properties.language),
        docs_version: version,
      });
    }
  });
  return result;
}

export interface PageRank {
  page: string;
  no: number;
  yes: number;
  /** Reasons given with the No answers, most given first (`none`: no reason). */
  reasons: {reason: string; count: number}[];
}

export interface SampleRank {
  page: string;
  sample: string;
  language: string;
  reports: number;
}

/** Most first, then by name: a stable order for equal counts. */
function byCount<T>(count: (item: T) => number, name: (item: T) => string) {
  return (a: T, b: T) =>
    count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
}

/** Pages by "No" answers (then by the share of No), each with its reasons. */
export function rankPages(events: readonly PageFeedbackProperties[]): PageRank[] {
  const pages = new Map<string, {no: number; yes: number; reasons: Map<string, number>}>();
  for (const event of events) {
    const page = pages.get(event.page_path) ?? {no: 0, yes: 0, reasons: new Map()};
    pages.set(event.page_path, page);
    if (event.vote === 'yes') {
      page.yes++;
      continue;
    }
    page.no++;
    const reason = event.reason ?? 'none';
    page.reasons.set(reason, (page.reasons.get(reason) ?? 0) + 1);
  }
  return [...pages]
    .map(([page, {no, yes, reasons}]) => ({
      page,
      no,
      yes,
      reasons: [...reasons]
        .map(([reason, count]) => ({reason, count}))
        .sort(
          byCount(
            (item) => item.count,
            (item) => item.reason,
          ),
        ),
    }))
    .sort(
      (a, b) =>
        b.no - a.no || b.no / (b.no + b.yes) - a.no / (a.no + a.yes) || (a.page < b.page ? -1 : 1),
    );
}

/** Samples by the reports filed on them. */
export function rankSamples(events: readonly SampleReportProperties[]): SampleRank[] {
  const samples = new Map<string, SampleRank>();
  for (const event of events) {
    const key = JSON.stringify([event.page_path, event.sample_id, event.language]);
    const sample = samples.get(key) ?? {
      page: event.page_path,
      sample: event.sample_id,
      language: event.language,
      reports: 0,
    };
    sample.reports++;
    samples.set(key, sample);
  }
  return [...samples.values()].sort(
    byCount(
      (item) => item.reports,
      (item) => `${item.page}\n${item.sample}\n${item.language}`,
    ),
  );
}

/** A reason id as the report prints it. */
function reasonName(reason: string): string {
  if (reason === 'none') return 'no reason';
  return feedbackReasons.some((item) => item.id === reason) ? reason : `${reason} (unknown)`;
}

/** Aligned columns; the first `numbers` columns are counts, aligned right. */
function table(header: string[], rows: string[][], numbers: number): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < numbers ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** The report as text: pages, then samples, then what was left out. */
export function formatReport(events: FeedbackEvents, {top = 20}: {top?: number} = {}): string {
  const pages = rankPages(events.pages).filter((page) => page.no > 0);
  const samples = rankSamples(events.samples);
  const versions = [...new Set([...events.pages, ...events.samples].map((e) => e.docs_version))]
    .filter(Boolean)
    .sort();
  const out: string[] = [
    `${events.pages.length} page answers (${events.pages.filter((e) => e.vote === 'no').length} No), ${events.samples.length} sample reports${versions.length ? `; docs versions ${versions.join(', ')}` : ''}.`,
    '',
    'Pages by "No" answers:',
  ];
  if (pages.length === 0) out.push('  none');
  else {
    out.push(
      ...table(
        ['No', 'Yes', 'Page', 'Reasons'],
        pages
          .slice(0, top)
          .map((page) => [
            String(page.no),
            String(page.yes),
            page.page,
            page.reasons.map((item) => `${reasonName(item.reason)} ${item.count}`).join(', '),
          ]),
        2,
      ).map((row) => `  ${row}`),
    );
  }
  if (pages.length > 0) {
    out.push(
      `  Reasons: ${feedbackReasons.map((item) => `${item.id}: ${item.label}`).join('; ')}.`,
    );
  }
  out.push('', 'Samples by reports:');
  if (samples.length === 0) out.push('  none');
  else {
    out.push(
      ...table(
        ['Reports', 'Page', 'Sample', 'Language'],
        samples
          .slice(0, top)
          .map((sample) => [String(sample.reports), sample.page, sample.sample, sample.language]),
        1,
      ).map((row) => `  ${row}`),
    );
  }
  if (events.skipped.length > 0) {
    out.push('', `Left out: ${events.skipped.join('; ')}.`);
  }
  return `${out.join('\n')}\n`;
}
