import { Box } from '@mantine/core';

const PALETTES = [
  ['#0b7285', '#15aabf'],
  ['#2b8a3e', '#51cf66'],
  ['#5f3dc4', '#845ef7'],
  ['#c2255c', '#f06595'],
  ['#d9480f', '#ff922b'],
  ['#1864ab', '#4dabf7'],
] as const;

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
  const [from, to] = PALETTES[id % PALETTES.length]!;
  return (
    <Box
      aria-hidden="true"
      h={height}
      style={{
        backgroundColor: from,
        backgroundImage: `radial-gradient(circle at 20% 30%, ${to} 0 18%, transparent 19%), radial-gradient(circle at 80% 70%, ${to}99 0 24%, transparent 25%), repeating-linear-gradient(45deg, rgba(255,255,255,0.08) 0 10px, transparent 10px 20px)`,
      }}
    />
  );
}
