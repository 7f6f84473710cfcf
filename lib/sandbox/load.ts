/**
 * `loadSandbox()`: the one dynamic `import()` of the sandbox (engine,
 * catalogue and test dataset), so the build holds it in one chunk, which a
 * page loads only when the reader first needs it: a Try-it console opening,
 * the home page's Run button, the playground's widget. The shared instance
 * is built as soon as the chunk arrives, so the first request only has to
 * be answered. tests/unit/sandbox-load.test.ts fails on any other dynamic
 * import of the sandbox.
 */
type SandboxModule = typeof import('./index');

let loading: Promise<SandboxModule> | undefined;

/** The sandbox module, loaded once per page session, with its shared instance built. */
export function loadSandbox(): Promise<SandboxModule> {
  loading ??= import('./index').then((module) => {
    module.getSandbox();
    return module;
  });
  return loading;
}
