/**
 * Stands in for the classic theme's `prism-include-languages` client module
 * (see ./index.ts), which imports prism-react-renderer and registers the
 * site's `additionalLanguages` with the main bundle, on every page. Here it
 * does nothing: Prism and those grammars load with the code block content
 * (src/theme/CodeBlock/Content/Highlighted.tsx), on the server for every
 * block and in the browser only when the client renders a block itself.
 */
export {};
