import { Group, Text } from '@mantine/core';

/** The Makerboard wordmark: a mark (an M drawn as a circuit trace) and the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-teal-9)" />
      <path
        d="M8 23V9l8 8 8-8v14"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="23" r="2.2" fill="#ffc857" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text component="span" fw={800} fz={size * 0.66} lh={1} c="teal.9" style={{ letterSpacing: '-0.02em' }}>
        Maker<span style={{ color: '#c2410c' }}>board</span>
      </Text>
    </Group>
  );
}
