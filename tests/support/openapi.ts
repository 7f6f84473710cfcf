/**
 * The OpenAPI description as unit tests read it: the site's bundled document,
 * and an Ajv validator that addresses its schemas by JSON pointer (from
 * `jsonPointer` or `locateRef` of lib/openapi/document.ts). Tests walk the
 * document with lib/openapi, never with their own `$ref` resolver.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {apiReference} from '../../config/api-docs';
import {bundleOpenApi} from '../../config/openapi-source';
import type {OpenApiDocument} from '../../lib/openapi/document';

/** The site's description bundled as the build bundles it (lint included). */
export function bundleSiteSpec(): Promise<OpenApiDocument> {
  return bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
}

/** An Ajv (JSON Schema 2020-12, with formats) holding the document, so its schemas validate values. */
export function specValidator(spec: OpenApiDocument): {
  ajv: Ajv2020;
  /** The validator of the schema at a local reference (`#/components/schemas/X`), if any. */
  schemaAt: (pointer: string) => ValidateFunction | undefined;
} {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addSchema(spec, 'openapi.json');
  return {ajv, schemaAt: (pointer) => ajv.getSchema(`openapi.json${pointer}`)};
}
