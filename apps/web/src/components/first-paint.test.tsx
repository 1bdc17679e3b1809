import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Home's first screen from the server (issue 17): the app shows the server's markup until its own
 * home says it is ready, then swaps them in one frame; never longer than FIRST_SCREEN_WAIT_MS. The
 * module reads the markup once, when it loads, so each test loads it afresh (with React and the
 * testing library, so they share one React).
 */
async function load() {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const firstPaint = await import('./first-paint.tsx');
  return { ...testing, ...firstPaint };
}

describe('the first screen until the page is shown', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><div class="mb-boot"><div class="mb-fh" id="mb-first" data-path="/home"><h1 id="mb-first-title">From the server</h1></div></div></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("shows the server's markup while the page renders hidden, then the page alone", async () => {
    const { render, cleanup, FirstPaintUntilShown, useFirstScreenShown } = await load();
    document.getElementById('root')?.remove();
    function Feed({ ready }: { ready: boolean }) {
      useFirstScreenShown(ready);
      return <p>The feed</p>;
    }
    const page = (ready: boolean) => (
      <FirstPaintUntilShown path="/home">
        <h1>From the app</h1>
        <Feed ready={ready} />
      </FirstPaintUntilShown>
    );
    const view = render(page(false));
    const serverHeading = () => view.container.querySelector('#mb-first-title');
    const appHeading = () => view.getByText('From the app');
    expect(serverHeading()?.textContent).toBe('From the server');
    // The app's page is there, rendering, but not shown (nor in the accessibility tree).
    expect((appHeading().parentElement as HTMLElement).style.display).toBe('none');
    view.rerender(page(true));
    expect(serverHeading()).toBeNull();
    expect((appHeading().parentElement as HTMLElement).style.display).toBe('contents');
    cleanup();
    // Shown once: a later visit of the page renders its own loading state.
    const again = render(page(false));
    expect(again.container.querySelector('#mb-first-title')).toBeNull();
    expect((again.getByText('From the app').parentElement as HTMLElement).style.display).toBe('contents');
    cleanup();
  });

  it('shows the page as it is on another path, and after the longest wait', async () => {
    const { act, render, cleanup, FirstPaintUntilShown, FIRST_SCREEN_WAIT_MS } = await load();
    document.getElementById('root')?.remove();
    const other = render(
      <FirstPaintUntilShown path="/explore/all">
        <h1>Explore</h1>
      </FirstPaintUntilShown>,
    );
    expect(other.container.querySelector('#mb-first-title')).toBeNull();
    cleanup();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = render(
      <FirstPaintUntilShown path="/home">
        <h1>Home</h1>
      </FirstPaintUntilShown>,
    );
    expect(slow.container.querySelector('#mb-first-title')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS));
    expect(slow.container.querySelector('#mb-first-title')).toBeNull();
    expect((slow.getByText('Home').parentElement as HTMLElement).style.display).toBe('contents');
    cleanup();
  });
});
