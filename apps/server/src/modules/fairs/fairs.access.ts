import { baseRoleOf } from '@makerboard/shared';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { isStaff } from '../projects/projects.policy.ts';
import { type FairAccess, runsEveryFair } from './fairs.service.ts';

/** What the fair rules need of the fairs service and of the boards. */
export interface FairLookup {
  access: (id: number, viewer: Viewer) => Promise<FairAccess>;
}
export interface EntryBoardLookup {
  forChild: (id: number, viewer: Viewer) => Promise<BoardAccess>;
}

/**
 * The `fair` object rule (api.md "Events"): `view` is anyone's (fairs are public); `staff` is any
 * role at the fair; `review` a reviewer or coordinator; `organise` a coordinator. admin and
 * judgingAdmin run every fair. An absent optional id (a `fairID` query) resolves to null.
 */
export function defineFairAccess(guards: ObjectGuards, fairs: FairLookup): void {
  guards.define<FairAccess | null>('fair', {
    needs: {
      view: { refusal: 404, open: true },
      staff: { refusal: 403 },
      review: { refusal: 403 },
      organise: { refusal: 403 },
    },
    async resolve(request, value, need) {
      if (value === undefined || value === null) return null;
      const viewer = viewerOf(request);
      const fair = await fairs.access(Number(value), viewer);
      const runner = runsEveryFair(viewer);
      const allowed =
        need === 'view' ||
        runner ||
        (need === 'staff' && fair.roles.length > 0) ||
        (need === 'review' && (fair.roles.includes('reviewer') || fair.roles.includes('coordinator'))) ||
        (need === 'organise' && fair.roles.includes('coordinator'));
      if (!allowed) throw new AppError(403, 'FORBIDDEN');
      return fair;
    },
  });
}

/** Owners and co-owners (and their anonymous variants) enter a board in fairs. */
export const entersFairs = (role: string | null) => ['owner', 'coowner'].includes(baseRoleOf(role) ?? '');

/**
 * The `entry` object rule: a board as its entrants act on it in fairs (the eligible fairs,
 * submitting, nominations). `enter` is the owner's and co-owners' (and staff's); others who may
 * see the board get 403, others a 404. Submitting is refused by the service, not here, when the
 * board is closed: its entrants still read where it stands.
 */
export function defineEntryAccess(guards: ObjectGuards, boards: EntryBoardLookup): void {
  guards.define<BoardAccess>('entry', {
    needs: { enter: { refusal: 403 } },
    async resolve(request, value) {
      const viewer = viewerOf(request);
      const board = await boards.forChild(Number(value), viewer);
      if (!entersFairs(board.role) && !isStaff(viewer) && !runsEveryFair(viewer))
        throw new AppError(403, 'FORBIDDEN');
      return board;
    },
  });
}
