/**
 * What every group of the test-input catalogue shares: the fixed clock, the
 * prefix of the US test queries, the operation id of requests outside the
 * API, the success envelope and the keys a case sends.
 */
import type {Credentials} from '../../http/authorization';
import {testKeys} from '../test-keys';

/**
 * Operation id of the cases that call no operation (an unknown route).
 * `casesFor()` never returns them for a real operation.
 */
export const UNKNOWN_ROUTE = 'UnknownRoute';

/** The fixed clock of the sandbox: every timestamp it writes. */
export const SANDBOX_TIME = '2026-03-02T14:05:11.000Z';

/** The word every US test query starts with. */
export const US_TEST_PREFIX = 'test';

/** The keys of an ordinary lookup: the usable test key (`api_key="ak_test"`). */
export const apiKey: Credentials = {api_key: testKeys.usable};

/** The keys of a management request: the test management key (`user_token="uk_test"`). */
export const managementKey: Credentials = {user_token: testKeys.managementToken};

/** The envelope of every successful answer. */
export const success = (result: unknown) => ({code: 2000, message: 'Success', result});

/**
 * A phone number that is not valid: every detail null. The documented test
 * input (`+1 555`) and any number the sandbox does not know get this answer.
 */
export const phoneNotValid = {
  valid: false,
  national_format: null,
  international_format: null,
  iso_country: null,
  iso_country_2: null,
  country: null,
  current_carrier: null,
  original_carrier: null,
};

/**
 * An email validation's answer: `unknown` (the documented test input, and any
 * address the sandbox does not know) sets every flag null; otherwise only
 * `deliverable` can be true.
 */
export function emailAnswer(
  result: 'deliverable' | 'not_deliverable' | 'unknown',
  suggestions: string[] = [],
) {
  const flag = result === 'unknown' ? null : false;
  return {
    result,
    deliverable: result === 'unknown' ? null : result === 'deliverable',
    disposable: flag,
    free: flag,
    role: flag,
    catchall: flag,
    suggestions,
  };
}
