import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, startAfterFirstPaint, startApp, WAIT_AT_MOST_MS } from './after-first-paint.ts';

/**
 * A public board's page holds the app's scripts in a template until its first screen is painted and
 * its cover has loaded (issue 17; the server side in apps/server/src/plugins/web-page.ts).
 */
const LATER =
  '<script type="module" crossorigin="" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin="" href="/assets/framework-1.js">';

function page(cover: boolean) {
  document.body.innerHTML = `<div id="root"><article id="mb-first">${cover ? '<img src="/cover.jpg" alt="">' : ''}<h1>A board</h1></article></div><template id="mb-after-paint">${LATER}</template>`;
}
const started = () => document.head.querySelector('script[src="/assets/index-1.js"]');
const preloaded = () =>
  document.head.querySelector('link[rel="modulepreload"][href="/assets/framework-1.js"]');

describe('the app after the first screen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    for (const node of document.head.querySelectorAll('script[src^="/assets/"], link[href^="/assets/"]'))
      node.remove();
  });

  it('starts after the next paint on a page without a cover', async () => {
    page(false);
    const done = startAfterFirstPaint();
    expect(started()).toBeNull();
    // A frame (16 ms with fake timers), then the task queued inside it.
    await vi.advanceTimersByTimeAsync(20);
    await done;
    // The entry made anew (a script copied out of a template never runs), with its attributes.
    const script = started() as HTMLScriptElement;
    expect(script.type).toBe('module');
    expect(script.getAttribute('crossorigin')).toBe('');
    expect(preloaded()).not.toBeNull();
    expect(document.getElementById('mb-after-paint')).toBeNull();
  });

  it('waits for the cover to load, then for a paint', async () => {
    page(true);
    const cover = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(cover, 'complete', { value: false, configurable: true });
    const done = startAfterFirstPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toBeNull();
    cover.dispatchEvent(new Event('load'));
    expect(started()).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    await done;
    expect(started()).not.toBeNull();
  });

  it('never waits longer than its limit (a cover that never loads, a tab in the background)', async () => {
    page(true);
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const done = startAfterFirstPaint();
    await vi.advanceTimersByTimeAsync(WAIT_AT_MOST_MS - 1);
    expect(started()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(started()).not.toBeNull();
    expect(document.head.querySelectorAll('script[src="/assets/index-1.js"]')).toHaveLength(1);
  });

  it("waits for the picture of the largest paint, not the first one (home: a banner, then a board's cover)", async () => {
    document.body.innerHTML = `<div id="root"><div id="mb-first"><img src="/banner.png" alt=""><img src="/cover.jpg" alt="" fetchpriority="high"></div></div><template id="mb-after-paint">${LATER}</template>`;
    const [banner, cover] = document.querySelectorAll('img');
    for (const picture of [banner, cover])
      Object.defineProperty(picture, 'complete', { value: false, configurable: true });
    const done = startAfterFirstPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toBeNull();
    cover?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(20);
    await done;
    expect(started()).not.toBeNull();
  });

  it('adds the entry at once and its preloads a few per task', async () => {
    const links = Array.from(
      { length: 10 },
      (_, i) => `<link rel="modulepreload" crossorigin="" href="/assets/chunk-${i}.js">`,
    ).join('');
    document.body.innerHTML = `<template id="mb-after-paint"><script type="module" src="/assets/index-1.js"></script>${links}</template>`;
    const added = () => document.head.querySelectorAll('link[href^="/assets/chunk-"]').length;
    const done = startApp(document.getElementById('mb-after-paint') as HTMLTemplateElement);
    expect(started()).not.toBeNull();
    expect(added()).toBe(PRELOADS_PER_TASK);
    await vi.runAllTimersAsync();
    await done;
    expect(added()).toBe(10);
  });

  it('does nothing on a page as built', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await startAfterFirstPaint();
    expect(started()).toBeNull();
  });
});
