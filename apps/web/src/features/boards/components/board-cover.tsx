import { coverPattern } from '@makerboard/shared/cover-pattern';
import { Box } from '@mantine/core';

/** The board's cover image, or a calm pattern picked from its id when it has none. */
export function BoardCover({ id, url, height = 140 }: { id: number; url: string | null; height?: number }) {
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        loading="lazy"
        h={height}
        w="100%"
        style={{ objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return <Box aria-hidden="true" h={height} style={coverPattern(id)} />;
}
