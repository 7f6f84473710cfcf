/**
 * Code block content as a static island (src/components/StaticIsland).
 *
 * The server highlights every code block with Prism. In the browser, a block
 * keeps that HTML: hydration leaves its `<pre>` as the server wrote it (still
 * wired to the copy and word-wrap buttons), and neither Prism nor its
 * grammars are loaded or run while the page becomes interactive.
 *
 * The classic CodeBlock and Tabs mount their content again right after
 * hydration (`key={String(isBrowser)}`). The hydrated `<pre>` records its
 * HTML, so that a block mounted again (then, or when a lazy tab group's
 * panel is shown again) renders that HTML as it is.
 *
 * Prism (./Highlighted.tsx, a chunk of its own) loads only for a block the
 * server did not render on this page: after a client-side navigation, or a
 * block whose code changes (the playground's generated code).
 */
import {lazy, Suspense, useCallback, type ComponentProps, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type Content from '@theme-original/CodeBlock/Content';
import {KeptMarkup, useServerMarkup} from '@site/src/components/StaticIsland';

type Props = ComponentProps<typeof Content>;

const Highlighted =
  process.env.DOCS_BUNDLE === 'server'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only
      (require('./Highlighted') as typeof import('./Highlighted')).default
    : lazy(() => import('./Highlighted'));

/** A `<pre>` the server highlighted, as hydration found it. */
interface ServerBlock {
  className: string;
  style: string | null;
  html: string;
}

/** The server's blocks of the pages read so far, by code, language and class. */
const serverBlocks = new Map<string, ServerBlock>();

/** What a block shows while Prism loads: the same text, not yet coloured. */
function Plain({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={[className, 'prism-code', `language-${metadata.language}`, 'thin-scrollbar']
        .filter(Boolean)
        .join(' ')}
    >
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const key = JSON.stringify([metadata.code, metadata.language, props.className ?? '']);
  const kept = useServerMarkup([key]);
  const {codeBlockRef} = wordWrap;
  const saved = serverBlocks.get(key);
  const recordServerBlock = useCallback(
    (element: HTMLElement | null) => {
      codeBlockRef.current = element as HTMLPreElement | null;
      if (element) {
        serverBlocks.set(key, {
          className: element.className,
          style: element.getAttribute('style'),
          html: element.innerHTML,
        });
      }
    },
    [codeBlockRef, key],
  );
  const applyStyle = useCallback(
    (element: HTMLPreElement | null) => {
      codeBlockRef.current = element;
      if (element && saved?.style) element.setAttribute('style', saved.style);
    },
    [codeBlockRef, saved],
  );

  if (process.env.DOCS_BUNDLE === 'server') return <Highlighted {...props} />;
  if (kept) return <KeptMarkup as="pre" elementRef={recordServerBlock} />;
  if (saved) {
    return (
      <pre
        ref={applyStyle}
        tabIndex={0}
        className={saved.className}
        // The server's own highlighting of this very code, read back from the page.
        dangerouslySetInnerHTML={{__html: saved.html}}
      />
    );
  }
  return (
    <Suspense fallback={<Plain {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
