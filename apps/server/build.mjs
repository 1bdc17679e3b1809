// Bundles the server into dist/main.js (workspace code inlined, npm packages left external) and
// copies the SQL migrations beside it. Used by `npm start` and `npm run build`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@makerboard/'));

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'pglite-host': path.join(here, 'src/db/pglite-host.ts'),
    // Judging assignment off the main thread (modules/judging/assignment.pool.ts).
    'assignment-worker': path.join(here, 'src/modules/judging/assignment.worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
// The openly licensed pictures of the image search (modules/media/images.service.ts), with their LICENSE.
cpSync(path.join(here, 'src/modules/media/open-images'), path.join(here, 'dist/open-images'), {
  recursive: true,
});
console.log('server bundle: apps/server/dist/main.js');
