import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPartnerSlug } from '@makerboard/shared/web-routes';

/**
 * The web app's page for a path, with the code of that path's screen named beside the entry
 * (`modulepreload`): the router loads every screen lazily, so without the hint a phone learns of the
 * home or board screen only once the entry has run, one more round trip later (issue 17). Keys are
 * the web build's manifest keys (apps/web/dist/.vite/manifest.json); the optional first segment is
 * the `{partner}` one.
 *
 * Tried and left out (docs/performance.md, "Mobile page speed"): the first page of a visitor's feed
 * in the page as data, and a preload of its first cover: the scripts still drew the largest paint.
 * Home's first screen is now markup instead (plugins/first-paint-home.ts).
 */
/** A key `loader of X`: the chunk that loads X on demand (a shared chunk, whose key has a hash). */
const LOADER_OF = 'loader of ';
const SCREENS: Array<[RegExp, string[]]> = [
  // Home's feed appears with the banners above it: their code comes with home's.
  [
    /^(\/[a-z0-9-]+)?\/(home|index\.html)?$/,
    ['src/features/home/home-page.tsx', 'src/features/carousels/index.ts'],
  ],
  [
    /^(\/[a-z0-9-]+)?\/(story|story\/video|resource)\/[^/]+$/,
    ['src/features/boards/components/board-page.tsx'],
  ],
  // A profile, with the screens' texts it loads first (their loader, and English, always loaded).
  [
    /^(\/[a-z0-9-]+)?\/profile\/[^/]+(\/[^/]+)?$/,
    [
      'src/features/profile/profile-page.tsx',
      'src/i18n/screens/en.json',
      `${LOADER_OF}src/i18n/screens/en.json`,
    ],
  ],
];

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The module that starts the app after a public page's first screen (apps/web/src/after-first-paint.ts). */
const AFTER_FIRST_PAINT = 'src/after-first-paint.ts';
/**
 * Chunks of the web build (its code-splitting groups, apps/web/vite.config.ts) that a page whose
 * scripts start after its first screen runs as scripts of their own, ahead of the entry. A script
 * added by a page's code runs once its modules are in, in a task of its own: React's and Mantine's
 * modules then run in two tasks, and the entry (the app's own modules) in a third. Run as one
 * module graph, they were one task of 140-150 ms at 4x CPU on a board page, the largest of its
 * start (issue 17, docs/performance.md).
 */
const RUN_AHEAD = ['framework', 'mantine-base'];
const SCRIPTS =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A page whose first screen the server writes (plugins/first-paint.ts), with the app's scripts and
 * their preloads held in an inert `<template>` that the after-first-paint module puts in the head
 * once that screen is painted: the phone paints the screen and loads its cover before it fetches and
 * compiles 250 KB of scripts (issue 17; measured in docs/performance.md). The chunks run ahead come
 * first, as scripts.
 */
function scriptsAfterFirstPaint(html: string, starter: string, ahead: string[]): string {
  const scripts = html.match(SCRIPTS) ?? [];
  if (scripts.length === 0) return html;
  const aheadOf = (tag: string) => ahead.find((file) => tag.includes(`href="/${file}"`));
  const first = scripts.flatMap((tag) => {
    const file = aheadOf(tag);
    return file ? [`<script type="module" crossorigin src="/${file}"></script>`] : [];
  });
  const rest = scripts.filter((tag) => !aheadOf(tag));
  return html
    .replace(SCRIPTS, '')
    .replace('</head>', `<script type="module" crossorigin src="/${starter}"></script></head>`)
    .replace('</body>', `<template id="mb-after-paint">${[...first, ...rest].join('')}</template></body>`);
}

/**
 * The page for a path; with `firstScreen`, the variant for a page whose first screen the server
 * writes into it.
 */
export function webPages(webDist: string): (urlPath: string, firstScreen?: boolean) => string {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => html;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const walk = (key: string, into: Set<string>) => {
    const loaded = key.startsWith(LOADER_OF) ? key.slice(LOADER_OF.length) : null;
    const chunk = loaded
      ? Object.values(manifest).find((candidate) => candidate.dynamicImports?.includes(loaded))
      : manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  // What the entry already brings (index.html preloads it), so only the screen's own files are added.
  const inEntry = new Set<string>();
  walk('index.html', inEntry);
  const starter = manifest[AFTER_FIRST_PAINT]?.file;
  const ahead = Object.values(manifest)
    .filter((chunk) => chunk.name !== undefined && RUN_AHEAD.includes(chunk.name))
    .map((chunk) => chunk.file);
  const deferred = (page: string) => (starter ? scriptsAfterFirstPaint(page, starter, ahead) : page);

  const pages = SCREENS.map(([pattern, keys]) => {
    const files = new Set<string>();
    for (const key of keys) walk(key, files);
    const links = [...files]
      .filter((file) => !inEntry.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const page = links ? html.replace('</head>', `${links}</head>`) : html;
    return { pattern, page, later: deferred(page) };
  });
  const plain = { page: html, later: deferred(html) };
  return (urlPath, firstScreen = false) => {
    const found = pages.find(({ pattern }) => pattern.test(urlPath)) ?? plain;
    return firstScreen ? found.later : found.page;
  };
}

/**
 * The pages other sites may frame: the embed page (`/embed`, `/{partner}/embed`), which shows a
 * public board's card. Every other page keeps `frame-ancestors 'self'`.
 */
export function isEmbeddablePage(urlPath: string): boolean {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.at(-1)?.toLowerCase() !== 'embed') return false;
  return segments.length === 1 || (segments.length === 2 && isPartnerSlug(segments[0]));
}
