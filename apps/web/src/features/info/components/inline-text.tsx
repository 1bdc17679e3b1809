import { Anchor, Code } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { INLINE_MARKUP_PATTERN } from '../content/types.ts';

/** Renders a content text, turning `[label](/path)` into an in-app link and `name` into a code span. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARKUP_PATTERN)) {
    const [whole, label, to, code] = match;
    if (match.index > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      code !== undefined ? (
        <Code key={`c${match.index}`}>{code}</Code>
      ) : (
        <Anchor key={`a${match.index}`} component={Link} to={to ?? '/'} inherit underline="always">
          {label}
        </Anchor>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
