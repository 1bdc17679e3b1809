import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { PollAccess } from './polls.service.ts';

export interface PollLookup {
  access: (id: number, viewer: Viewer) => Promise<PollAccess>;
}

/**
 * The `poll` object rule: `view` is anyone's (questions are public; who answered what is not);
 * `manage` (change it, add options) is the admins' and curators' for community polls and the
 * organisers' of its fair for the others.
 */
export function definePollAccess(guards: ObjectGuards, polls: PollLookup): void {
  guards.define<PollAccess>('poll', {
    needs: { view: { refusal: 404, open: true }, manage: { refusal: 403 } },
    async resolve(request, value, need) {
      const poll = await polls.access(Number(value), viewerOf(request));
      if (need === 'manage' && !poll.manages) throw new AppError(403, 'FORBIDDEN');
      return poll;
    },
  });
}
