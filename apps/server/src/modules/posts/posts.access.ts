import type { posts } from '../../db/schema/index.ts';
import type { ObjectGuards } from '../../lib/access.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';

export type PostRow = typeof posts.$inferSelect;

/** A section as the `section` object rule resolves it: its row, its board and the caller's role. */
export interface SectionAccess {
  row: PostRow;
  project: BoardAccess['row'];
  role: string | null;
}

/**
 * The `section` object rule: `view` lets in whoever may see the section's board (a private
 * board's sections are a 404 to others).
 */
export function defineSectionAccess(
  guards: ObjectGuards,
  sections: { load: (id: number, viewer: Viewer) => Promise<SectionAccess> },
): void {
  guards.define<SectionAccess>('section', {
    needs: { view: { refusal: 404, open: true } },
    resolve: (request, value) => sections.load(Number(value), viewerOf(request)),
  });
}
