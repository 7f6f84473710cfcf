/**
 * Stands in for the classic theme's `prism-include-languages` client module
 * (see ./index.ts). Nothing here imports prism-react-renderer at load time:
 * `registerPrismLanguages` requires it when first called, from a timer set
 * at start-up or from the first code block to render.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';

let registered = false;

/** Loads Prism and registers `themeConfig.prism.additionalLanguages` once. */
export function registerPrismLanguages(): void {
  if (registered) return;
  registered = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not with the module
  const {Prism} = require('prism-react-renderer') as typeof import('prism-react-renderer');
  prismIncludeLanguages(Prism);
}

if (typeof window !== 'undefined') {
  window.setTimeout(registerPrismLanguages, 0);
}
