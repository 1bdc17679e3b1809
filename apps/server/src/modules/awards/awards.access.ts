import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { AwardAccess } from './awards.service.ts';

export interface AwardLookup {
  access: (id: number, viewer: Viewer) => Promise<AwardAccess>;
}

/** The `award` object rule: `view` is anyone's; `give` is the admins' and the people granted it. */
export function defineAwardAccess(guards: ObjectGuards, awards: AwardLookup): void {
  guards.define<AwardAccess>('award', {
    needs: { view: { refusal: 404, open: true }, give: { refusal: 403 } },
    async resolve(request, value, need) {
      const award = await awards.access(Number(value), viewerOf(request));
      if (need === 'give' && !award.gives) throw new AppError(403, 'FORBIDDEN');
      return award;
    },
  });
}
