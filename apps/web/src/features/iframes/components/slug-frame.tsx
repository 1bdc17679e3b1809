import { Stack, Title } from '@mantine/core';
import { useSlugIframe } from '../api.ts';
import { SafeFrame } from './safe-frame.tsx';

/**
 * The frame an admin put on a route (GET /iframe/slug/{slug}), with its title: the event pages show
 * theirs. A route without one, or a failed call, shows nothing: the page's own content stands alone.
 */
export function SlugFrame({ slug }: { slug: string }) {
  const frame = useSlugIframe(slug);
  const iframe = frame.data;
  if (!iframe?.allowed) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`frame-${slug}`}>
      <Title order={2} fz="xl" id={`frame-${slug}`}>
        {iframe.title}
      </Title>
      <SafeFrame iframe={iframe} />
    </Stack>
  );
}
