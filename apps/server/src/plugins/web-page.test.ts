import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPages } from './web-page.ts';

/** Issue 17: a screen's code is named beside the entry, so a phone fetches both at once. */
let dist: string;
let page: (urlPath: string, firstScreen?: boolean) => string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'mb-web-page-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>Makerboard</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/framework-1.js"><link rel="preload" as="style" crossorigin href="/assets/index-1.css" data-app-styles></head><body></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_framework-1.js'] },
      '_framework-1.js': { file: 'assets/framework-1.js', name: 'framework' },
      'src/after-first-paint.ts': { file: 'assets/after-first-paint-1.js', isEntry: true },
      '_react.js': { file: 'assets/react-1.js' },
      '_grid.js': { file: 'assets/grid-1.js', imports: ['_react.js'] },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_react.js', '_grid.js'],
      },
      'src/features/profile/profile-page.tsx': { file: 'assets/profile-page-1.js', imports: ['_react.js'] },
      '_screens-1.js': { file: 'assets/screens-1.js', dynamicImports: ['src/i18n/screens/en.json'] },
      'src/i18n/screens/en.json': { file: 'assets/en-1.js' },
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
      // The entry's own files are preloaded by index.html already: named once.
      expect(html.split('href="/assets/react-1.js"')).toHaveLength(2);
      expect(html).not.toContain('board-page');
    },
  );

  it.each(['/story/42', '/story/video/42', '/resource/7', '/acme/story/42'])(
    '%s names the board screen',
    (url) => {
      expect(page(url)).toContain('href="/assets/board-page-1.js"');
    },
  );

  it.each(['/profile/ada', '/profile/ada/about', '/acme/profile/ada/projects'])(
    '%s names the profile screen and its texts with their loader',
    (url) => {
      const html = page(url);
      for (const file of ['profile-page-1.js', 'screens-1.js', 'en-1.js'])
        expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    },
  );

  it('leaves other pages as built', () => {
    expect(page('/explore/all')).toBe(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  });

  it('serves the plain page when the build has no manifest', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'mb-web-page-bare-'));
    writeFileSync(path.join(bare, 'index.html'), '<html><head></head></html>');
    expect(webPages(bare)('/home')).toBe('<html><head></head></html>');
    rmSync(bare, { recursive: true, force: true });
  });
});

/**
 * A page whose first screen the server writes holds the app's scripts in an inert template until
 * that screen is painted (apps/web/src/after-first-paint.ts; issue 17).
 */
describe('a page with its first screen', () => {
  it.each(['/story/42', '/explore/all'])('%s starts its scripts after the first paint', (url) => {
    const html = page(url, true);
    const [head = '', body = ''] = html.split('</head>');
    // The head names only the small starter module: no script or module preload of the app's.
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/after-first-paint-1.js"></script>',
    );
    expect(head).not.toContain('index-1.js');
    expect(head).not.toContain('modulepreload');
    // The stylesheet's preload stays: the app waits for it before its first render.
    expect(head).toContain('data-app-styles');
    const template = /<template id="mb-after-paint">(.*)<\/template><\/body>/.exec(body)?.[1] ?? '';
    // The framework's chunk runs ahead of the entry, as a script of its own; the rest are preloads.
    expect(template).toMatch(
      /^<script type="module" crossorigin src="\/assets\/framework-1\.js"><\/script><script type="module" crossorigin src="\/assets\/index-1\.js"><\/script>/,
    );
    expect(template).not.toContain('modulepreload" crossorigin href="/assets/framework-1.js"');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    if (url.startsWith('/story/')) expect(template).toContain('href="/assets/board-page-1.js"');
  });

  it('is the page as built without the starter module in the build', () => {
    const old = mkdtempSync(path.join(tmpdir(), 'mb-web-page-old-'));
    mkdirSync(path.join(old, '.vite'));
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>';
    writeFileSync(path.join(old, 'index.html'), html);
    writeFileSync(
      path.join(old, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
    );
    expect(webPages(old)('/story/42', true)).toBe(html);
    rmSync(old, { recursive: true, force: true });
  });
});
