import { coverPattern } from '@makerboard/shared/cover-pattern';
import { Box } from '@mantine/core';

/**
 * The board's cover image, or a calm pattern picked from its id when it has none. Covers load
 * lazily, except the first ones of a list (`eager`): on a phone they are the largest thing of the
 * first screen, so they are asked for at once and first.
 */
export function BoardCover({
  id,
  url,
  height = 140,
  eager = false,
}: {
  id: number;
  url: string | null;
  height?: number;
  eager?: boolean;
}) {
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        h={height}
        w="100%"
        style={{ objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return <Box aria-hidden="true" h={height} style={coverPattern(id)} />;
}
