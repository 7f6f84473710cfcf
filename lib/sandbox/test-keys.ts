/**
 * The documented test keys and tokens: the one place they are written.
 * The test-input catalogue re-exports them; the home page, the widget
 * playground, the sandbox server, the Markdown twins' example credentials
 * and the facts lint import them from here. This module is tiny and has no
 * imports, so a page can use it without pulling in the whole catalogue.
 */
export const testKeys = {
  /** An API key that works and is never charged. */
  usable: 'ak_test',
  /** An API key that exists but fails the availability check; its lookups answer 402 / 4020. */
  failing: 'ak_fails',
  /** An API key that does not exist: 401 / 4010 on lookups, 404 / 4042 on availability. */
  unknown: 'ak_unknown',
  /**
   * A sublicensing key: its lookups of Royal Mail data need `licensee=sl_test_bakery`
   * (401 / 4013 without), and it holds the test licensee.
   */
  sublicensing: 'ak_sublicensing',
  /** The management key (user token) that owns `ak_test` and `ak_sublicensing`. */
  managementToken: 'uk_test',
  /** A management key that does not exist: 401 / 4011. */
  unknownManagementToken: 'uk_unknown',
} as const;
