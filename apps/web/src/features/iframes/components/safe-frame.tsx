import type { Iframe } from '@makerboard/shared';
import { Box } from '@mantine/core';
import { safeLink } from '../../../components/safe-url.ts';

/**
 * Another site's page in a frame (spec/000 §3 Iframe), as safely as a frame goes: https only, from a
 * host admins listed (the server checks both, and the pages' content policy names only those hosts
 * in `frame-src`), sandboxed (no forms, pop-ups, downloads or navigation of this page), sent no
 * referrer, and loaded only when scrolled near. A frame whose host is no longer listed is not shown.
 */
export function SafeFrame({ iframe, height = 420 }: { iframe: Iframe; height?: number }) {
  const src = safeLink(iframe.src);
  if (!iframe.allowed || !src) return null;
  return (
    <Box
      component="iframe"
      src={src}
      title={iframe.title}
      sandbox="allow-scripts allow-same-origin allow-presentation"
      referrerPolicy="no-referrer"
      loading="lazy"
      allow="fullscreen"
      w="100%"
      h={height}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, display: 'block' }}
    />
  );
}
