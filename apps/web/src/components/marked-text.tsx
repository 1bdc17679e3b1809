import { Fragment } from 'react';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/**
 * A text with the words that matched in `<mark>` (api.md GET /search `highlights`), shown as React
 * text: the string is split at `<mark>` and `</mark>` and nothing else of it is ever read as HTML,
 * so a title holding markup shows that markup as letters.
 */
export function MarkedText({ html }: { html: string }) {
  const parts = html.split(/(<mark>[\s\S]*?<\/mark>)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('<mark>') && part.endsWith('</mark>') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
          <mark key={i}>{decode(part.slice('<mark>'.length, -'</mark>'.length))}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
          <Fragment key={i}>{decode(part)}</Fragment>
        ),
      )}
    </>
  );
}
