import type {ReactNode} from 'react';

/** Text with Markdown `code` spans, as the spec and the data modules write them. */
export default function InlineCode({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
