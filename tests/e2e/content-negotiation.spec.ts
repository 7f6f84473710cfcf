import {test} from '@playwright/test';
import {expectNegotiation} from './negotiation';

/**
 * scripts/serve.ts answers a page's Markdown twin to `Accept: text/markdown`
 * (nginx: tests/e2e/production-serving.spec.ts runs the same checks).
 */
test('Accept: text/markdown gets the twin; HTML answers link to it; both vary on Accept', async ({
  request,
}) => {
  await expectNegotiation(request);
});
