/**
 * `npm run sandbox`: serves the docs' sandbox API on http://127.0.0.1:4010/v1
 * (or `--port N` / `PORT`), so curl samples and a reader's own code run
 * offline against the documented test inputs and the test dataset. The
 * engine is built from the current OpenAPI source, test-input catalogue and
 * dataset at start-up; write operations (licensees, configs, key details)
 * last until the process stops. Browsers may call it from pages on
 * localhost and from the docs site; `--allow-origin <origin>` (repeatable)
 * adds an origin and `--allow-origin '*'` allows all (scripts/sandbox-server.ts).
 */
import {apiReference} from '../config/api-docs';
import {bundleOpenApi, OpenApiSourceError} from '../config/openapi-source';
import {authorizationFor} from '../lib/http/authorization';
import {cases, testKeys} from '../lib/sandbox/catalogue';
import {createSandboxOver} from '../lib/sandbox/create';
import {extractSpecData} from '../lib/sandbox/spec-data';
import {allowedOriginsFrom, portFrom, startSandboxServer} from './sandbox-server';

async function main(): Promise<void> {
  const port = portFrom(process.argv.slice(2), process.env);
  const allowOrigins = allowedOriginsFrom(process.argv.slice(2));
  const document = await bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
  const sandbox = createSandboxOver(extractSpecData(document));
  const {url, close} = await startSandboxServer(sandbox, {port, allowOrigins});
  console.log(`[sandbox] ${cases.length} test inputs; the API answers on ${url}`);
  console.log(
    `[sandbox] browsers may call it from localhost pages and the docs site${
      allowOrigins.length ? ` and ${allowOrigins.join(', ')}` : ''
    }`,
  );
  console.log(
    `[sandbox] try: curl -H 'Authorization: ${authorizationFor({api_key: testKeys.usable})}' "${url}/postcodes/ID1%201QD"`,
  );
  const stop = () => {
    void close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof OpenApiSourceError) {
    console.error(`[sandbox] The OpenAPI source is invalid:\n${error.message}`);
  } else {
    console.error(`[sandbox] ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
