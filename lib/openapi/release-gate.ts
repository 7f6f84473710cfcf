/**
 * The release gate: a change to the API description must come with the
 * version it deserves. Given the last release's version, the current one and
 * what the differ (diff.ts) found between their documents:
 *
 * - a breaking change needs a new major version (for this API, a new URL
 *   prefix): the gate names each change, its rule and its operation;
 * - any other change to paths, parameters or schemas needs at least a new
 *   minor or patch version;
 * - changes to descriptions and examples alone are documentation: no new
 *   version is needed, and the gate says so;
 * - a version never goes down.
 *
 * Pure: the build (`npm run gen`) and tests/unit/openapi-releases.test.ts
 * run it over the real description; its own tests use fixture pairs.
 */
import semver from 'semver';
import type {ApiChange, ChangedOperation} from './diff';

export interface GateInput {
  /** The last release's version (`info.version` of its document). */
  previous: string;
  /** The version the current document states. */
  current: string;
  changes: readonly ApiChange[];
  documentation: {operations: readonly ChangedOperation[]; document: boolean};
}

export interface GateResult {
  ok: boolean;
  /** One line on what the gate decided, for the build log. */
  summary: string;
  /** Each problem on its own line, naming the change and the operation. */
  problems: string[];
}

/** `GET /keys/{key} (KeyAvailability)`. */
function operationLabel(operation: ChangedOperation): string {
  return `${operation.method} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''}`;
}

/** A change as one line: `GET /x (X): Removed the response field `id` (200). [rule]`. */
function changeLine(change: ApiChange): string {
  return `${operationLabel(change.operation)}: ${change.message} [${change.rule}]`;
}

export function releaseGate(input: GateInput): GateResult {
  const {previous, current, changes} = input;
  const problems: string[] = [];
  for (const [name, version] of [
    ['last release', previous],
    ['current document', current],
  ] as const) {
    if (!semver.valid(version))
      problems.push(
        `The ${name}'s version "${version}" is not a semantic version (major.minor.patch).`,
      );
  }
  if (problems.length > 0) return {ok: false, summary: 'Versions are not comparable.', problems};

  if (semver.lt(current, previous)) {
    return {
      ok: false,
      summary: `The version went down, from ${previous} to ${current}.`,
      problems: [`info.version is ${current}, lower than the last release's ${previous}.`],
    };
  }

  const breaking = changes.filter((change) => change.level === 'breaking');
  const others = changes.filter((change) => change.level !== 'breaking');
  const bumped = semver.gt(current, previous);

  if (breaking.length > 0 && semver.major(current) <= semver.major(previous)) {
    return {
      ok: false,
      summary: `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} since ${previous} without a new major version (the document says ${current}).`,
      problems: [
        ...breaking.map((change) => `Breaking: ${changeLine(change)}`),
        `Keep these out of this release, or publish them as version ${semver.major(previous) + 1}.0.0 under a new URL prefix.`,
      ],
    };
  }
  if (others.length > 0 && !bumped) {
    return {
      ok: false,
      summary: `${others.length} change${others.length === 1 ? '' : 's'} to paths, parameters or schemas since ${previous}, and the version is still ${current}.`,
      problems: [
        ...others.map(
          (change) =>
            `${change.level === 'unclassified' ? 'Unclassified (judge whether it breaks clients)' : 'Non-breaking'}: ${changeLine(change)}`,
        ),
        `Add a changelog entry with a new minor version (new features) or patch version (fixes) above ${previous}.`,
      ],
    };
  }
  if (changes.length > 0) {
    const kinds = breaking.length > 0 ? 'breaking and other changes' : 'changes';
    return {
      ok: true,
      summary: `${changes.length} ${kinds} since ${previous}, released as ${current}.`,
      problems: [],
    };
  }
  const {operations, document} = input.documentation;
  if (operations.length > 0 || document) {
    const where = [
      ...(operations.length > 0
        ? [`${operations.length} operation${operations.length === 1 ? '' : 's'}`]
        : []),
      ...(document ? ['the overview'] : []),
    ].join(' and ');
    return {
      ok: true,
      summary: `Documentation only since ${previous} (descriptions or examples of ${where}): no new version needed.`,
      problems: [],
    };
  }
  return {ok: true, summary: `No change since ${previous}.`, problems: []};
}
