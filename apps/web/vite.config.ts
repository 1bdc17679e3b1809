import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), buildVersionFile],
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
  },
});
