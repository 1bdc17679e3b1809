import { useCallback, useEffect, useRef } from 'react';

/**
 * A row that scrolls sideways (tabs on a phone) says so: `data-more-start` / `data-more-end` are set
 * while there is more to either side, and the `mb-scroll-row` class fades that edge (global.css). The
 * selected tab is scrolled into view.
 */
export function useScrollHint<T extends HTMLElement>(): (node: T | null) => void {
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);
  return useCallback((node: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!node) return;
    const update = () => {
      const more = node.scrollWidth - node.clientWidth;
      node.toggleAttribute('data-more-start', node.scrollLeft > 1);
      node.toggleAttribute('data-more-end', more - node.scrollLeft > 1);
    };
    const selected = node.querySelector<HTMLElement>('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    update();
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // The row's own size, and its tabs' (their labels and counts arrive after the row).
    observer?.observe(node);
    for (const child of Array.from(node.children)) observer?.observe(child);
    cleanup.current = () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
}
