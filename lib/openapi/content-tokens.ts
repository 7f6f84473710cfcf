/**
 * Placeholders of the OpenAPI source whose values are docs content rather
 * than brand strings: lists the spec shares with the guides, stated once in
 * src/data and written into the bundle: `%%keyLogColumns%%` in the Key Logs
 * description, `%%testKeyTable%%`, `%%testInputTable%%` and `%%testInputSummary%%` (from the sandbox
 * catalogue) in the overview. They are replaced together with the identity placeholders,
 * so an unknown one still fails the bundle naming its file.
 */
import {keyLogColumnsMarkdown} from '../../src/data/key-logs-csv';
import {
  testInputOverviewMarkdown,
  testInputSummary,
  testKeyTableMarkdown,
} from '../../src/data/test-inputs';
import {replaceTokens, siteTokens} from '../../plugins/identity-tokens';

export function specContentTokens(): Record<string, string> {
  return {
    keyLogColumns: replaceTokens(keyLogColumnsMarkdown(), 'src/data/key-logs-csv.ts'),
    testKeyTable: testKeyTableMarkdown(),
    testInputSummary: testInputSummary(),
    testInputTable: testInputOverviewMarkdown(),
  };
}

/** Every placeholder the OpenAPI source may use. */
export function specTokens(): Record<string, string> {
  return {...siteTokens, ...specContentTokens()};
}
