import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollHint } from './scroll-hint.ts';

function Row() {
  const ref = useScrollHint<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="row">
      <button type="button" role="tab" aria-selected="false">
        One
      </button>
      <button type="button" role="tab" aria-selected="true">
        Two
      </button>
    </div>
  );
}

/** A row 300 px wide holding 500 px of tabs, scrolled `left` px. */
function size(row: HTMLElement, left: number) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 500 });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 300 });
  row.scrollLeft = left;
}

const scrollIntoView = HTMLElement.prototype.scrollIntoView;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  HTMLElement.prototype.scrollIntoView = scrollIntoView;
});

describe('useScrollHint (tabs that scroll sideways on a phone)', () => {
  it('marks the sides with more to see once the browser has laid the row out, and follows scrolling', async () => {
    const observed: Element[] = [];
    let report = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const view = render(<Row />);
    const row = view.getByTestId('row');
    // Nothing is measured or scrolled while React commits: the observer reports after layout.
    expect(scrolled).not.toHaveBeenCalled();
    expect(row.hasAttribute('data-more-end')).toBe(false);
    expect(observed).toEqual([row, ...Array.from(row.children)]);
    size(row, 0);
    report();
    expect(row.hasAttribute('data-more-end')).toBe(true);
    expect(row.hasAttribute('data-more-start')).toBe(false);
    size(row, 200);
    row.dispatchEvent(new Event('scroll'));
    expect(row.hasAttribute('data-more-start')).toBe(true);
    expect(row.hasAttribute('data-more-end')).toBe(false);
    // The selected tab is brought into view in the next frame, not during the commit.
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(view.getByRole('tab', { name: 'Two' }));
  });

  it('measures at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    function Host() {
      const ref = useScrollHint<HTMLDivElement>();
      return (
        <div
          ref={(node) => {
            if (node) size(node, 0);
            ref(node);
          }}
          data-testid="bare-row"
        />
      );
    }
    const view = render(<Host />);
    expect(view.getByTestId('bare-row').hasAttribute('data-more-end')).toBe(true);
  });
});
