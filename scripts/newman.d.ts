/**
 * The part of newman's Node API that scripts/test-collections.ts uses (the
 * package ships no declarations).
 */
declare module 'newman' {
  export interface NewmanRunOptions {
    collection: unknown;
    environment?: unknown;
    envVar?: {key: string; value: string}[];
    reporters?: string[];
    timeoutRequest?: number;
  }
  export interface NewmanExecution {
    item: {name: string};
    request: {method: string; url: {toString(): string}};
    response?: {code: number; stream?: Buffer};
  }
  export interface NewmanRunSummary {
    run: {executions: NewmanExecution[]};
  }
  export function run(
    options: NewmanRunOptions,
    callback: (error: Error | null, summary: NewmanRunSummary) => void,
  ): void;
}
