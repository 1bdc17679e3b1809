import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build links it in its place (vite.config.ts,
 * `mantineStableIds`). Mantine's own starts with an id from React's `useId` and swaps it for a
 * random one in a layout effect: a state update inside the commit, so every component that asks
 * for an id (inputs, popovers, menus, tooltips) renders a second time, synchronously, right after it
 * first appears. On a board page's first load at a phone's speed that second pass was the larger
 * half of a 170-210 ms task (issue 17). React's id is already unique and stable, so it is used as
 * it is, made safe for CSS selectors and `aria-*` references.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
