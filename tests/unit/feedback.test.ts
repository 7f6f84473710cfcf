/**
 * Readers' feedback, its pure parts: the prefilled docs-mistake issue
 * (lib/feedback/issue.ts) against the issue form itself, the comment rules
 * (HTML and undocumented keys refused), and the writers' report (`npm run feedback`,
 * lib/feedback/report.ts) on a fixture PostHog export.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {PAGE_FEEDBACK_EVENT, SAMPLE_REPORT_EVENT} from '../../lib/feedback/events';
import {
  commentProblem,
  docsMistakeTemplate,
  feedbackReasons,
  issueFields,
  MAX_COMMENT_LENGTH,
  pageUrlOf,
  prefilledIssueUrl,
} from '../../lib/feedback/issue';
import {formatReport, rankPages, rankSamples, readFeedbackCsv} from '../../lib/feedback/report';
import {identity} from '../../src/identity';
import {cases} from '../../lib/sandbox/catalogue';
import {testKeys} from '../../lib/sandbox/test-keys';
import {documentedKeys, reportProblemUrl} from '../../src/utils/repository';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/feedback/posthog-events.csv');

describe('the prefilled issue', () => {
  const form = parseYaml(
    fs.readFileSync(path.join(root, '.github/ISSUE_TEMPLATE', docsMistakeTemplate), 'utf8'),
  ) as {body: {type: string; id?: string; validations?: {required?: boolean}}[]};

  it('fills only text fields the docs-mistake form has, by their ids', () => {
    const fields = new Map(form.body.filter((item) => item.id).map((item) => [item.id!, item]));
    for (const id of Object.values(issueFields)) {
      expect(fields.get(id)?.type, id).toMatch(/^(input|textarea)$/);
    }
    // What only the links fill in is never required of a reader who files by hand.
    const always: string[] = [issueFields.page, issueFields.comment];
    for (const id of Object.values(issueFields).filter((id) => !always.includes(id))) {
      expect(fields.get(id)?.validations?.required ?? false, id).toBe(false);
    }
  });

  it('holds the page without its query string or fragment, the reason, the comment and the version', () => {
    const url = new URL(
      reportProblemUrl(`${identity.urls.docs}/docs/guides/testing?email=a%40b.test#test-keys`, {
        reason: 'sample',
        comment: '  The curl sample answers 4010 with ak_test.  ',
        version: '2026-11-20',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${identity.urls.repository}/issues/new`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'docs-mistake.yml',
      'page-url': `${identity.urls.docs}/docs/guides/testing`,
      reason: 'A code sample does not work',
      problem: 'The curl sample answers 4010 with ak_test.',
      'docs-version': '2026-11-20',
    });
    expect(pageUrlOf('https://a.test/x/y?q=1#z')).toBe('https://a.test/x/y');
  });

  it('holds a sample by id and tab, and leaves the id out while it is unknown', () => {
    const url = new URL(
      reportProblemUrl(`${identity.urls.docs}/docs/api/find-address`, {
        sample: {id: 'request-samples-2', language: 'Python'},
      }),
    );
    expect(url.searchParams.get('sample-id')).toBe('request-samples-2');
    expect(url.searchParams.get('sample-language')).toBe('Python');
    const before = new URL(
      reportProblemUrl(`${identity.urls.docs}/docs/api/find-address`, {sample: {language: 'bash'}}),
    );
    expect(before.searchParams.has('sample-id')).toBe(false);
    expect(before.searchParams.get('sample-language')).toBe('bash');
  });

  it('refuses a comment with HTML, with a clear message', () => {
    for (const comment of [
      '<b>bold</b>',
      'see <img src=x onerror=alert(1)>',
      '<!-- hidden -->',
      'a &lt; b',
    ]) {
      expect(commentProblem(comment, documentedKeys), comment).toMatch(
        /contains HTML .*: write plain text/,
      );
      expect(() => reportProblemUrl(`${identity.urls.docs}/docs`, {comment})).toThrow(
        /contains HTML/,
      );
    }
    // A bare comparison is not HTML.
    expect(commentProblem('limit < 10 and 3 > 2', documentedKeys)).toBeNull();
  });

  it('refuses a key that is not a documented test key, without repeating it whole', () => {
    for (const key of ['ak_live_3f9a8c', 'uk_prod_77aa', 'sl_acme_corp', 'ak_testing']) {
      const problem = commentProblem(`It fails with ${key} today`, documentedKeys);
      expect(problem, key).toMatch(/not a documented test key: never post a live key/);
      expect(problem).not.toContain(key);
    }
    // Every documented key, and the sandbox's licensee keys, may be quoted.
    const licensee = cases
      .map((testCase) => JSON.stringify(testCase))
      .join(' ')
      .match(/\bsl_test_\w+/)![0];
    const quoted = [...Object.values(testKeys), licensee].join(', ');
    expect(commentProblem(`Tried ${quoted}`, documentedKeys)).toBeNull();
  });

  it(`refuses a comment longer than ${MAX_COMMENT_LENGTH} characters, and an unknown reason`, () => {
    expect(commentProblem('x'.repeat(MAX_COMMENT_LENGTH), documentedKeys)).toBeNull();
    expect(commentProblem('x'.repeat(MAX_COMMENT_LENGTH + 1), documentedKeys)).toMatch(
      /501 characters long: keep it to 500/,
    );
    expect(() =>
      prefilledIssueUrl(
        'https://r.test',
        'https://d.test/docs',
        {reason: 'nope' as 'other'},
        documentedKeys,
      ),
    ).toThrow(/Unknown reason "nope": use one of inaccurate, sample/);
  });

  it('offers a short fixed list of reasons with distinct ids and labels', () => {
    expect(feedbackReasons.length).toBeLessThanOrEqual(6);
    expect(new Set(feedbackReasons.map((reason) => reason.id)).size).toBe(feedbackReasons.length);
    expect(new Set(feedbackReasons.map((reason) => reason.label)).size).toBe(
      feedbackReasons.length,
    );
  });
});

describe('npm run feedback', () => {
  const events = readFeedbackCsv(fs.readFileSync(fixture, 'utf8'), fixture);

  it('reads the feedback events of a PostHog export and leaves the rest out', () => {
    expect(events.pages).toHaveLength(14);
    expect(events.samples).toHaveLength(7);
    expect(events.skipped).toEqual(['row 25: no page_path']);
  });

  it('ranks pages by No answers (then by their share), with the reasons given', () => {
    expect(rankPages(events.pages).map((page) => [page.page, page.no, page.yes])).toEqual([
      ['/docs/guides/testing', 4, 1],
      ['/docs/api/find-address', 2, 0],
      ['/docs/address-lookup/callbacks', 2, 3],
      ['/docs/guides/api-key', 0, 2],
    ]);
    expect(rankPages(events.pages)[0]!.reasons).toEqual([
      {reason: 'sample', count: 2},
      {reason: 'inaccurate', count: 1},
      {reason: 'none', count: 1},
    ]);
  });

  it('ranks samples by reports', () => {
    expect(rankSamples(events.samples)).toEqual([
      {page: '/docs/api/find-address', sample: 'request-samples-1', language: 'Python', reports: 3},
      {page: '/docs/guides/testing', sample: 'test-keys-2', language: 'curl', reports: 2},
      {page: '/docs/address-lookup/callbacks', sample: 'callbacks-1', language: 'js', reports: 1},
      {
        page: '/docs/guides/testing',
        sample: 'sandbox-and-test-inputs-1',
        language: 'JavaScript',
        reports: 1,
      },
    ]);
  });

  it('reads an export of chosen columns (properties.<name>) the same way', () => {
    const csv = [
      'event,properties.page_path,properties.vote,properties.reason,properties.docs_version,properties.sample_id,properties.language',
      `${PAGE_FEEDBACK_EVENT},/docs/a,no,missing,1,,`,
      `${PAGE_FEEDBACK_EVENT},/docs/a,no,,1,,`,
      `${SAMPLE_REPORT_EVENT},/docs/a,,,1,intro-1,curl`,
    ].join('\n');
    const read = readFeedbackCsv(csv, 'chosen.csv');
    expect(rankPages(read.pages)).toEqual([
      {
        page: '/docs/a',
        no: 2,
        yes: 0,
        reasons: [
          {reason: 'missing', count: 1},
          {reason: 'none', count: 1},
        ],
      },
    ]);
    expect(rankSamples(read.samples)).toEqual([
      {page: '/docs/a', sample: 'intro-1', language: 'curl', reports: 1},
    ]);
  });

  it('names the file when the export is not what it reads', () => {
    expect(() => readFeedbackCsv('timestamp,distinct_id\n1,2\n', 'x.csv')).toThrow(
      /x\.csv: no "event" column \(found timestamp, distinct_id\)/,
    );
    expect(() => readFeedbackCsv('event,properties\n"unterminated', 'y.csv')).toThrow(
      /y\.csv: not a CSV file/,
    );
  });

  it('prints the ranking from the command line', () => {
    const output = execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/feedback.ts', '--csv', fixture],
      {cwd: root, encoding: 'utf8'},
    );
    expect(output).toBe(formatReport(events));
    const lines = output.split('\n');
    const pages = lines.slice(
      lines.indexOf('Pages by "No" answers:') + 2,
      lines.indexOf('Pages by "No" answers:') + 5,
    );
    expect(pages.map((line) => line.trim().split(/\s+/).slice(0, 3))).toEqual([
      ['4', '1', '/docs/guides/testing'],
      ['2', '0', '/docs/api/find-address'],
      ['2', '3', '/docs/address-lookup/callbacks'],
    ]);
    expect(output).toContain('sample 2, inaccurate 1, no reason 1');
    const samples = lines.slice(
      lines.indexOf('Samples by reports:') + 2,
      lines.indexOf('Samples by reports:') + 6,
    );
    expect(samples.map((line) => line.trim().split(/\s+/))).toEqual([
      ['3', '/docs/api/find-address', 'request-samples-1', 'Python'],
      ['2', '/docs/guides/testing', 'test-keys-2', 'curl'],
      ['1', '/docs/address-lookup/callbacks', 'callbacks-1', 'js'],
      ['1', '/docs/guides/testing', 'sandbox-and-test-inputs-1', 'JavaScript'],
    ]);
  });

  it('fails with one line naming the file it cannot read', () => {
    let failure: {status: number; stderr: string} | undefined;
    try {
      execFileSync(
        process.execPath,
        [
          path.join(root, 'node_modules/tsx/dist/cli.mjs'),
          'scripts/feedback.ts',
          '--csv',
          'missing.csv',
        ],
        {cwd: root, encoding: 'utf8', stdio: 'pipe'},
      );
    } catch (error) {
      failure = error as {status: number; stderr: string};
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toBe('feedback: missing.csv: cannot read it (ENOENT).\n');
  });
});
