import { useCallback, useEffect, useRef } from 'react';

/**
 * A row that scrolls sideways (tabs on a phone) says so: `data-more-start` / `data-more-end` are set
 * while there is more to either side, and the `mb-scroll-row` class fades that edge (global.css). The
 * selected tab is scrolled into view. Nothing is measured while React commits (that would force a
 * layout of the whole page inside the commit, a long task on a phone): the row's observer measures
 * after the browser's own layout, and the selected tab is scrolled into view in the next frame.
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
    const frame = requestAnimationFrame(() =>
      node
        .querySelector<HTMLElement>('[aria-selected="true"]')
        ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // The row's own size, and its tabs' (their labels and counts arrive after the row); an observer
    // reports each once when it starts observing.
    if (observer) {
      observer.observe(node);
      for (const child of Array.from(node.children)) observer.observe(child);
    } else update();
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
}
