import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineStableIds, mantineStylesCheck } from './mantine-build.ts';

/**
 * The whiteboard's hand-drawn fonts are served by us (the CSP allows no font CDN): copied from
 * the package into dist/excalidraw-assets at build time, the CJK fallback (Xiaolai, 13 MB on disk,
 * fetched only for CJK text) included. Excalidraw lists a CDN copy of every font after ours
 * (`ASSETS_FALLBACK_URL`, esm.sh), which the browser checks against the CSP and reports (230
 * console errors on opening): the build points that fallback at our own copy too, and fails if
 * a new Excalidraw version no longer has the line it changes.
 */
function excalidrawFonts(): Plugin {
  const fallback = /(["']ASSETS_FALLBACK_URL["']\s*,\s*)`https:\/\/esm\.sh\/[\s\S]*?\/dist\/prod\/`/;
  let bundled = false;
  let replaced = false;
  return {
    name: 'makerboard-excalidraw-fonts',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('@excalidraw/excalidraw') || !code.includes('ASSETS_FALLBACK_URL')) return null;
      bundled = true;
      if (!fallback.test(code)) return null;
      replaced = true;
      return {
        code: code.replace(fallback, '$1(window.location.origin + "/excalidraw-assets/")'),
        map: null,
      };
    },
    buildEnd() {
      if (bundled && !replaced)
        this.error(
          'Excalidraw no longer names its font CDN as expected: update excalidrawFonts() in vite.config.ts',
        );
    },
    closeBundle() {
      const require = createRequire(import.meta.url);
      const entry = require.resolve('@excalidraw/excalidraw');
      const fonts = path.join(path.dirname(entry), 'fonts');
      if (!existsSync(fonts)) return;
      const target = path.resolve(import.meta.dirname, 'dist/excalidraw-assets/fonts');
      cpSync(fonts, target, { recursive: true });
    },
  };
}

/**
 * Every text file of the build gets a brotli (.br, quality 11) and a gzip (.gz, level 9) twin, which
 * the server sends to browsers that accept them (`preCompressed` of @fastify/static): compressed
 * once at build time at the highest levels, never per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'makerboard-precompress',
    apply: 'build',
    closeBundle() {
      const dist = path.resolve(import.meta.dirname, 'dist');
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(dist)) {
        if (!compressible.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The app's stylesheet does not hold up the first paint (issue 17): index.html paints its loading
 * shell, or a public page's first screen, with the inline styles it carries, while the stylesheet
 * (30 KB compressed) loads beside the scripts. The build turns the entry's `<link rel="stylesheet">`
 * into a preload marked `data-app-styles`; main.tsx applies it and waits for it before the app's
 * first render, so nothing is ever drawn unstyled. A phone on a slow network paints as soon as the
 * HTML is in, instead of after the stylesheet and, in practice, the scripts that come with it.
 */
const stylesAfterFirstPaint: Plugin = {
  name: 'makerboard-styles-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const sheet = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/;
      if (!sheet.test(html))
        throw new Error('index.html has no entry stylesheet: update stylesAfterFirstPaint in vite.config.ts');
      return html.replace(sheet, '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>');
    },
  },
};

const API_TARGET = process.env.MAKERBOARD_API ?? 'http://127.0.0.1:3000';

/** The build time in seconds is the baseline of the version check (spec/001 §4). */
const BUILD_TIME_S = Math.floor(Date.now() / 1000);

/**
 * `version.json` beside index.html: the server serving these files reports this build time as its
 * version (apps/server config.ts), so a restart of the same build is not an update.
 */
const buildVersionFile: Plugin = {
  name: 'makerboard-build-version',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'version.json',
      source: JSON.stringify({ version: BUILD_TIME_S }),
    });
  },
};

export default defineConfig({
  plugins: [
    react(),
    mantineStableIds(),
    mantineStylesCheck(),
    buildVersionFile,
    stylesAfterFirstPaint,
    excalidrawFonts(),
    precompress(),
  ],
  define: {
    __BUILD_TIME__: JSON.stringify(BUILD_TIME_S),
    __DEFAULT_EVENT__: JSON.stringify(process.env.MAKERBOARD_EVENT ?? 'makerboard-community'),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET, ws: true },
      '/healthz': { target: API_TARGET },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET },
      '/ws': { target: API_TARGET, ws: true },
      '/healthz': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.mjs reads it to weigh the home route (quality.md: under 200 KB gzip).
    manifest: true,
    rolldownOptions: {
      // The app's page, and the small module that starts it after a public page's first screen
      // (src/after-first-paint.ts; the server names it on those pages, from the manifest).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        'after-first-paint': path.resolve(import.meta.dirname, 'src/after-first-paint.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // React, the router, the query cache and the translations: every screen runs on them
              // (not react-i18next's <Trans> and its HTML parser, which only a few screens use).
              name: 'framework',
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|react-i18next|i18next|use-sync-external-store)[\\/]/.test(
                  id,
                ) &&
                !/[\\/](Trans|TransWithoutContext|IcuTrans\w*|withTranslation|Translation|withSSR|useSSR)\.js$|html-parse-stringify|void-elements/.test(
                  id,
                ),
            },
            {
              // Mantine's base components and hooks, which the home screen and nearly every other
              // screen draw with: one file instead of some thirty small ones, each of which would
              // otherwise cost a request and compress on its own.
              name: 'mantine-base',
              test: /@mantine[\\/](hooks|core[\\/]esm[\\/](core|utils|components[\\/](Box|Text|Title|Group|Stack|Button|UnstyledButton|Loader|CloseButton|Input|InputBase|Card|Badge|Container|ThemeIcon|Skeleton|Transition|VisuallyHidden|Tabs|Anchor|Burger|SimpleGrid|Alert)[\\/]))/,
            },
          ],
        },
      },
    },
  },
});
