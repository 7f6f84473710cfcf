import type {ReactNode} from 'react';
import {DIRECTIVE_PREFIX} from '@site/lib/markdown/agent-directive';
import {LLMS_TXT_PATH} from '@site/lib/build-output';

/**
 * The llms.txt directive of a page: one sentence near the top of `<main>`
 * telling an AI agent that reads the HTML where the page's Markdown twin and
 * the index of the docs are. Visually hidden; screen readers read it like any
 * text. Its links are out of the Tab order (`tabIndex={-1}`), so the skip
 * link and the consent banner stay the first focus stops and no stop comes
 * before the content. Left out of the twin and of the search index. The twins
 * start with the same sentence (lib/markdown/agent-directive.ts).
 */
export default function AgentDirective({twin}: {twin?: string}): ReactNode {
  return (
    <p className="wp-visually-hidden" data-markdown-ignore="" data-pagefind-ignore="all">
      {DIRECTIVE_PREFIX}{' '}
      {twin && (
        <>
          this page as Markdown is{' '}
          <a href={twin} tabIndex={-1}>
            {twin}
          </a>
          ;{' '}
        </>
      )}
      every page of this documentation is listed in{' '}
      <a href={LLMS_TXT_PATH} tabIndex={-1}>
        {LLMS_TXT_PATH}
      </a>
      .
    </p>
  );
}
