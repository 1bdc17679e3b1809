import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// How the build uses Mantine: its ids (mantineStableIds) and its styles (mantineStylesCheck).

/**
 * Links `apps/web/src/app/mantine-use-id.ts` in place of Mantine's `useId` (its reason is there),
 * wherever @mantine/hooks imports it; the web tests run with it too. The build fails if Mantine
 * moves the file, rather than silently keeping the second render.
 */
export function mantineStableIds(): Plugin {
  const file = path.resolve(import.meta.dirname, 'src/app/mantine-use-id.ts');
  let linked = false;
  return {
    name: 'makerboard-mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/@mantine/hooks/') || !/(^|\/)use-id\/use-id\.mjs$/.test(source)) return null;
      linked = true;
      return file;
    },
    generateBundle() {
      if (!linked) this.error("Mantine's useId was not found: update mantineStableIds in mantine-build.ts");
    },
  };
}

const CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Each class Mantine's core styles define, with the file of `@mantine/core/styles/` that has it. */
function mantineStyleFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const owners = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css')))
    for (const [name] of readFileSync(path.join(dir, file), 'utf8').matchAll(CLASS))
      if (!owners.has(name)) owners.set(name, file);
  return owners;
}

/**
 * The app takes Mantine's styles per component (src/app/mantine.css), not the whole sheet: a
 * third of it styled components the app never loads, and a phone parses the sheet in one long task
 * (issue 17). This check fails the build when a script names a Mantine class whose rules no
 * stylesheet of the build has, and says which file to add to src/app/mantine.css.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'makerboard-mantine-styles-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const named = new Set<string>();
      const styled = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const [name] of output.code.matchAll(CLASS)) named.add(name);
        else if (output.fileName.endsWith('.css'))
          for (const [name] of String(output.source).matchAll(CLASS)) styled.add(name);
      }
      const owners = mantineStyleFiles();
      const wanted = new Set<string>();
      for (const name of named) {
        const file = owners.get(name);
        if (file && !styled.has(name)) wanted.add(file);
      }
      if (wanted.size > 0)
        this.error(
          `Mantine components without their styles: add ${[...wanted]
            .map((file) => `@import '@mantine/core/styles/${file}';`)
            .join(' ')} to apps/web/src/app/mantine.css`,
        );
    },
  };
}
