import type { BannerCarousel as Carousel } from '@makerboard/shared';
import { ActionIcon, Anchor, Box, Group, Image, Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeImage, safeLink } from '../../../components/safe-url.ts';

function Arrow({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A banner carousel (spec/000 §3: banners, delay in ms): one banner at a time, the next after the
 * carousel's delay. It rotates only while nobody is reading it: pointer or keyboard focus inside
 * pauses it, the pause button stops it, and it never rotates by itself when the system asks for
 * reduced motion. Previous and next buttons, and the arrow keys, move by hand (WAI-ARIA carousel).
 */
export function BannerCarousel({ carousel }: { carousel: Carousel }) {
  const { t } = useTranslation();
  const id = useId();
  const reducedMotion = useReducedMotion();
  const banners = carousel.banners;
  const [index, setIndex] = useState(0);
  // Played or paused by hand; until then it plays unless the system asks for reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const rotating = count > 1 && playing && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a banner moved by hand gets its full delay.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), carousel.delay);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, carousel.delay]);
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  if (count === 0) return null;
  const current = banners[Math.min(index, count - 1)]!;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const image = safeImage(current.imageUrl);
  const link = safeLink(current.linkUrl);
  const slide = (
    <Group gap="md" wrap="nowrap" align="center">
      {image ? (
        <Image
          src={image}
          alt=""
          w={{ base: 72, sm: 120 }}
          h={{ base: 72, sm: 90 }}
          fit="cover"
          radius="sm"
        />
      ) : null}
      <Text fw={700} fz={{ base: 'md', sm: 'xl' }}>
        {current.title}
      </Text>
    </Group>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-roledescription={t('carousels.roleDescription')}
      aria-label={carousel.name}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-testid="banner-carousel"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Box id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'} style={{ flex: 1, minWidth: 0 }}>
          <Box
            role="group"
            aria-roledescription={t('carousels.slide')}
            aria-label={t('carousels.position', { index: Math.min(index, count - 1) + 1, count })}
          >
            {link ? (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" c="inherit" underline="hover">
                {slide}
              </Anchor>
            ) : (
              slide
            )}
          </Box>
        </Box>
        {count > 1 ? (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setChosen(!playing)}
              aria-label={t(playing ? 'carousels.pause' : 'carousels.play')}
            >
              <Arrow path={playing ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => go(-1)}
              aria-controls={`${id}-slides`}
              aria-label={t('carousels.previous')}
            >
              <Arrow path="M15 5l-7 7 7 7" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => go(1)}
              aria-controls={`${id}-slides`}
              aria-label={t('carousels.next')}
            >
              <Arrow path="M9 5l7 7-7 7" />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
