import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPages } from './web-page.ts';

/** Issue 17: a screen's code is named beside the entry, so a phone fetches both at once. */
let dist: string;
let page: (urlPath: string) => string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'mb-web-page-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>Makerboard</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_grid.js': { file: 'assets/grid-1.js', imports: ['_react.js'] },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_react.js', '_grid.js'],
      },
      'src/features/boards/components/board-page.tsx': {
        file: 'assets/board-page-1.js',
        imports: ['_grid.js'],
      },
    }),
  );
  page = webPages(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('web pages with their screen', () => {
  it.each(['/', '/home', '/acme/home', '/index.html'])(
    '%s names the home screen and what it imports',
    (url) => {
      const html = page(url);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
      expect(html).toContain('href="/assets/grid-1.js"');
      // The entry's own files are preloaded by index.html already.
      expect(html).not.toContain('href="/assets/react-1.js"');
      expect(html).not.toContain('board-page');
    },
  );

  it.each(['/story/42', '/story/video/42', '/resource/7', '/acme/story/42'])(
    '%s names the board screen',
    (url) => {
      expect(page(url)).toContain('href="/assets/board-page-1.js"');
    },
  );

  it('leaves other pages as built', () => {
    expect(page('/profile/ada/about')).toBe(
      '<html><head><title>Makerboard</title></head><body></body></html>',
    );
  });

  it('serves the plain page when the build has no manifest', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'mb-web-page-bare-'));
    writeFileSync(path.join(bare, 'index.html'), '<html><head></head></html>');
    expect(webPages(bare)('/home')).toBe('<html><head></head></html>');
    rmSync(bare, { recursive: true, force: true });
  });
});
