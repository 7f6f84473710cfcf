/**
 * The two functions of @usebruno/converters that lib/openapi/collections.ts
 * calls (the package ships JavaScript without declarations).
 */
declare module '@usebruno/converters' {
  /** A Postman v2.1 collection as a Bruno collection (the JSON Bruno imports). */
  export function postmanToBruno(
    collection: unknown,
    options?: {useWorkers?: boolean; preserveScripts?: boolean},
  ): Promise<unknown>;
  /** A Postman environment as a Bruno environment (`{name, variables}`). */
  export function postmanToBrunoEnvironment(environment: unknown): unknown;
}
