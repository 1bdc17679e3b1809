import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Links `apps/web/src/app/mantine-use-id.ts` in place of Mantine's `useId` (its reason is there),
 * wherever @mantine/hooks imports it. The web tests run with it too. The build fails if Mantine moves the file, rather than
 * silently keeping the second render.
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
      if (!linked) this.error("Mantine's useId was not found: update mantineStableIds in vite.config.ts");
    },
  };
}
