/**
 * The rules of the OpenAPI differ (diff.ts): every kind of change it reports,
 * named after oasdiff's checks (the list `oasdiff checks` prints),
 * whose published breaking-change rules are the reference list. Each rule has
 * its level here and a fixture pair in tests/unit/openapi-diff.test.ts.
 *
 * Levels. oasdiff grades a change ERR (breaks clients), WARN (may break them)
 * or INFO (does not). Here a rule is `breaking` or `non-breaking`; every ERR
 * rule is breaking. oasdiff's WARN rules are decided by this API's promise to
 * integrators (the changelog page: under `/v1` the API only adds endpoints,
 * optional parameters and response fields): removing a field, a parameter or a
 * response header a client may use breaks that promise, so those are
 * breaking; a new value of a listed response field (a new country code) is
 * the kind of addition the API makes within a version, so it is not.
 * `unclassified` is for a difference of the contract that no rule describes:
 * the release gate asks for a version bump and for a person to judge it.
 *
 * oasdiff separates a body's root schema (`request-body-*`) from its
 * properties (`request-property-*`); here the body is the property at the
 * root, so one rule covers both. Rules are kept to what an OpenAPI 3.1
 * description of a JSON API like this one can say; no code of oasdiff is used.
 */

export type ChangeLevel = 'breaking' | 'non-breaking' | 'unclassified';

/** Where a change sits in a changelog: what readers scan for. */
export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'removed';

export interface DiffRule {
  level: ChangeLevel;
  kind: ChangeKind;
  /** oasdiff's level for its check of that name; `null` for this differ's own rules. */
  oasdiff: 'ERR' | 'WARN' | 'INFO' | null;
  /** What happened, as a sentence without its subject's name: `removed {target}`. */
  message: string;
}

const rule = (
  level: ChangeLevel,
  kind: ChangeKind,
  oasdiff: DiffRule['oasdiff'],
  message: string,
): DiffRule => ({level, kind, oasdiff, message});

/** The three places a schema can be: a parameter, a request body, a response body. */
export type SchemaScope = 'request-parameter' | 'request-property' | 'response-property';

/**
 * Constraint rules, the same for each scope: a bound that tightens what a
 * client may send, or loosens what it may receive, breaks it.
 */
const constraintRules = (scope: SchemaScope) => {
  const request = scope !== 'response-property';
  const tighter = request ? 'breaking' : 'non-breaking';
  const looser = request ? 'non-breaking' : 'breaking';
  const [tight, loose] = request ? (['ERR', 'INFO'] as const) : (['INFO', 'ERR'] as const);
  return {
    [`${scope}-max-decreased`]: rule(tighter, 'changed', tight, 'lowered the maximum of {target}'),
    [`${scope}-max-increased`]: rule(looser, 'changed', loose, 'raised the maximum of {target}'),
    [`${scope}-min-increased`]: rule(tighter, 'changed', tight, 'raised the minimum of {target}'),
    [`${scope}-min-decreased`]: rule(looser, 'changed', loose, 'lowered the minimum of {target}'),
    [`${scope}-max-length-decreased`]: rule(
      tighter,
      'changed',
      tight,
      'lowered the maximum length of {target}',
    ),
    [`${scope}-max-length-increased`]: rule(
      looser,
      'changed',
      loose,
      'raised the maximum length of {target}',
    ),
    [`${scope}-min-length-increased`]: rule(
      tighter,
      'changed',
      tight,
      'raised the minimum length of {target}',
    ),
    [`${scope}-min-length-decreased`]: rule(
      looser,
      'changed',
      loose,
      'lowered the minimum length of {target}',
    ),
    [`${scope}-max-items-decreased`]: rule(
      tighter,
      'changed',
      tight,
      'lowered the maximum number of items of {target}',
    ),
    [`${scope}-max-items-increased`]: rule(
      looser,
      'changed',
      loose,
      'raised the maximum number of items of {target}',
    ),
    [`${scope}-min-items-increased`]: rule(
      tighter,
      'changed',
      tight,
      'raised the minimum number of items of {target}',
    ),
    [`${scope}-min-items-decreased`]: rule(
      looser,
      'changed',
      loose,
      'lowered the minimum number of items of {target}',
    ),
  };
};

/** Rules on the value a schema allows, the same for the two request scopes. */
const requestValueRules = (scope: 'request-parameter' | 'request-property') => ({
  [`${scope}-type-changed`]: rule('breaking', 'changed', 'ERR', 'changed the type of {target}'),
  [`${scope}-type-generalized`]: rule(
    'non-breaking',
    'changed',
    'INFO',
    'widened the type of {target}',
  ),
  [`${scope}-became-nullable`]: rule('non-breaking', 'changed', 'INFO', '{target} accepts `null`'),
  [`${scope}-became-not-nullable`]: rule(
    'breaking',
    'changed',
    'ERR',
    '{target} no longer accepts `null`',
  ),
  [`${scope}-became-enum`]: rule(
    'breaking',
    'changed',
    'ERR',
    '{target} accepts only listed values',
  ),
  [`${scope}-enum-value-added`]: rule(
    'non-breaking',
    'changed',
    'INFO',
    '{target} accepts the value {value}',
  ),
  [`${scope}-enum-value-removed`]: rule(
    'breaking',
    'changed',
    'ERR',
    '{target} no longer accepts the value {value}',
  ),
  [`${scope}-pattern-added`]: rule(
    'breaking',
    'changed',
    'ERR',
    '{target} must match the pattern {value}',
  ),
  [`${scope}-pattern-changed`]: rule(
    'breaking',
    'changed',
    'ERR',
    'changed the pattern of {target} to {value}',
  ),
  [`${scope}-pattern-removed`]: rule(
    'non-breaking',
    'changed',
    'INFO',
    'removed the pattern of {target}',
  ),
  ...constraintRules(scope),
});

export const diffRules = {
  // Operations
  'endpoint-added': rule('non-breaking', 'added', 'INFO', 'added the operation'),
  'api-removed-without-deprecation': rule(
    'breaking',
    'removed',
    'ERR',
    'removed the operation without deprecating it first',
  ),
  'api-removed-with-deprecation': rule(
    'non-breaking',
    'removed',
    'INFO',
    'removed the deprecated operation',
  ),
  'endpoint-deprecated': rule('non-breaking', 'deprecated', 'INFO', 'deprecated the operation'),
  'endpoint-reactivated': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the operation is no longer deprecated',
  ),
  'api-operation-id-changed': rule(
    'non-breaking',
    'changed',
    'INFO',
    'renamed the operation id from {before} to {value}',
  ),
  'api-security-removed': rule(
    'breaking',
    'removed',
    'ERR',
    'no longer accepts the credentials {value}',
  ),
  'api-security-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'also accepts the credentials {value}',
  ),

  // Parameters
  'new-required-request-parameter': rule('breaking', 'added', 'ERR', 'added the required {target}'),
  'new-optional-request-parameter': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the optional {target}',
  ),
  'request-parameter-removed': rule('breaking', 'removed', 'WARN', 'removed the {target}'),
  'request-parameter-removed-with-deprecation': rule(
    'non-breaking',
    'removed',
    'INFO',
    'removed the deprecated {target}',
  ),
  'request-parameter-became-required': rule(
    'breaking',
    'changed',
    'ERR',
    'the {target} became required',
  ),
  'request-parameter-became-optional': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the {target} became optional',
  ),
  'request-parameter-deprecated': rule(
    'non-breaking',
    'deprecated',
    'INFO',
    'deprecated the {target}',
  ),
  'request-parameter-reactivated': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the {target} is no longer deprecated',
  ),
  'request-parameter-default-value-changed': rule(
    'breaking',
    'changed',
    'ERR',
    'changed the default of the {target} to {value}',
  ),
  ...requestValueRules('request-parameter'),

  // Request body
  'request-body-added-required': rule('breaking', 'added', 'ERR', 'added a required request body'),
  'request-body-added-optional': rule(
    'non-breaking',
    'added',
    'INFO',
    'added an optional request body',
  ),
  'request-body-removed': rule('breaking', 'removed', 'ERR', 'removed the request body'),
  'request-body-became-required': rule(
    'breaking',
    'changed',
    'ERR',
    'the request body became required',
  ),
  'request-body-became-optional': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the request body became optional',
  ),
  'request-body-media-type-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'accepts a request body of type {value}',
  ),
  'request-body-media-type-removed': rule(
    'breaking',
    'removed',
    'ERR',
    'no longer accepts a request body of type {value}',
  ),
  'new-required-request-property': rule(
    'breaking',
    'added',
    'ERR',
    'added the required request field {target}',
  ),
  'new-optional-request-property': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the optional request field {target}',
  ),
  'request-property-removed': rule(
    'breaking',
    'removed',
    'WARN',
    'removed the request field {target}',
  ),
  'request-property-became-required': rule(
    'breaking',
    'changed',
    'ERR',
    'the request field {target} became required',
  ),
  'request-property-became-optional': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the request field {target} became optional',
  ),
  'request-property-deprecated': rule(
    'non-breaking',
    'deprecated',
    'INFO',
    'deprecated the request field {target}',
  ),
  ...requestValueRules('request-property'),

  // Responses
  'response-success-status-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the success response {value}',
  ),
  'response-success-status-removed': rule(
    'breaking',
    'removed',
    'ERR',
    'removed the success response {value}',
  ),
  'response-non-success-status-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the error response {value}',
  ),
  'response-non-success-status-removed': rule(
    'non-breaking',
    'removed',
    'INFO',
    'removed the error response {value}',
  ),
  'response-media-type-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'the response {status} can be of type {value}',
  ),
  'response-media-type-removed': rule(
    'breaking',
    'removed',
    'ERR',
    'the response {status} is no longer of type {value}',
  ),
  'response-header-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the header {value} to the response {status}',
  ),
  'required-response-header-removed': rule(
    'breaking',
    'removed',
    'ERR',
    'removed the header {value} from the response {status}',
  ),
  'optional-response-header-removed': rule(
    'breaking',
    'removed',
    'WARN',
    'removed the optional header {value} from the response {status}',
  ),
  'response-required-property-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the response field {target}',
  ),
  'response-optional-property-added': rule(
    'non-breaking',
    'added',
    'INFO',
    'added the optional response field {target}',
  ),
  'response-required-property-removed': rule(
    'breaking',
    'removed',
    'ERR',
    'removed the response field {target}',
  ),
  'response-optional-property-removed': rule(
    'breaking',
    'removed',
    'WARN',
    'removed the optional response field {target}',
  ),
  'response-property-became-optional': rule(
    'breaking',
    'changed',
    'ERR',
    'the response field {target} may be left out',
  ),
  'response-property-became-required': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the response field {target} is always present',
  ),
  'response-property-type-changed': rule(
    'breaking',
    'changed',
    'ERR',
    'changed the type of the response field {target}',
  ),
  'response-property-type-specialized': rule(
    'non-breaking',
    'changed',
    'INFO',
    'narrowed the type of the response field {target}',
  ),
  'response-property-became-nullable': rule(
    'breaking',
    'changed',
    'ERR',
    'the response field {target} can be `null`',
  ),
  'response-property-became-not-nullable': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the response field {target} is never `null`',
  ),
  'response-property-became-enum': rule(
    'non-breaking',
    'changed',
    null,
    'the response field {target} takes only listed values',
  ),
  'response-property-enum-value-added': rule(
    'non-breaking',
    'changed',
    'WARN',
    'the response field {target} can be {value}',
  ),
  'response-property-enum-value-removed': rule(
    'non-breaking',
    'changed',
    'INFO',
    'the response field {target} is no longer {value}',
  ),
  'response-property-pattern-changed': rule(
    'non-breaking',
    'changed',
    'INFO',
    'changed the pattern of the response field {target}',
  ),
  'response-property-deprecated': rule(
    'non-breaking',
    'deprecated',
    'INFO',
    'deprecated the response field {target}',
  ),
  ...constraintRules('response-property'),

  // What no rule above describes
  'api-schema-changed': rule(
    'unclassified',
    'changed',
    null,
    'changed `{value}` in the schema of {target}',
  ),
  'api-operation-changed': rule(
    'unclassified',
    'changed',
    null,
    'changed the operation at {value}',
  ),
} satisfies Record<string, DiffRule>;

export type RuleId = keyof typeof diffRules;

function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(diffRules, id);
}

/** The rule of that name; throws on a name the registry does not have. */
export function ruleOf(id: string): DiffRule & {id: RuleId} {
  if (!isRuleId(id)) throw new Error(`The differ has no rule "${id}".`);
  return {id, ...diffRules[id]};
}
