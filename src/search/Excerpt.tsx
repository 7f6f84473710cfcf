import type {ReactNode} from 'react';
import {excerptParts} from './text';

/** A Pagefind excerpt as text, with the matched words in `<mark>`. */
export default function Excerpt({html}: {html: string}): ReactNode {
  return (
    <>
      {excerptParts(html).map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

/** The HTTP method of an API operation, as a badge. */
export function MethodBadge({method}: {method?: string}): ReactNode {
  if (!method) return null;
  return <span className={`search-method search-method--${method.toLowerCase()}`}>{method}</span>;
}
