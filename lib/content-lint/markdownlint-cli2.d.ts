/** The part of markdownlint-cli2's programmatic API the content check uses (the package ships no types). */
declare module 'markdownlint-cli2' {
  export function main(params: {
    directory?: string;
    argv?: string[];
    optionsOverride?: Record<string, unknown>;
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }): Promise<number>;
}
