import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { SectionAccess } from '../posts/posts.access.ts';
import { managesSectionMembers } from '../posts/posts.policy.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { can, canView } from '../projects/projects.policy.ts';
import { findProjectWithRole } from '../projects/projects.repository.ts';
import { findUserByUserName } from '../users/users.repository.ts';

/**
 * The object kinds of memberships.
 *
 * `membershipBoard`: the board of a membership the caller accepts or ends
 * (`/projects/{id}/members/accept`, `DELETE /projects/{id}/members/{username}`), with the caller's
 * active role on it. A pending invitee may not see a private board yet, so the board need not be
 * visible here: `accept` refuses only a board that does not exist (there is no invitation to
 * accept); `leave` refuses nothing (the `member` rule after it decides).
 *
 * `member`: the person a member path names (`/projects/{id}/members/{username}`, the same under
 * `/posts/{id}`), or null when there is no such account: whether they are a member of the board or
 * the section is each route's own answer, in the spec's words ('Membership not found', 'Post
 * member not updated', 'Post member not removed'). A disabled account is still named: its
 * memberships may be changed or removed.
 * - `named`: anyone may be named (the rule of the board or the section decides the rest);
 * - `remove`: one's own name is leaving, anyone else's is removal by those who manage the members
 *   of the board or the section the path names first (the rule before this one): 403 to others
 *   who may see it, and a 404 where the board is not theirs to see.
 */
export function defineMemberAccess(guards: ObjectGuards, db: Tx): void {
  guards.define<BoardAccess | null>('membershipBoard', {
    needs: { accept: { refusal: 404, open: true }, leave: { refusal: 404, open: true } },
    async resolve(request, value, need) {
      const found = await findProjectWithRole(db, Number(value), viewerOf(request).userId);
      if (!found) {
        if (need === 'accept') throw new AppError(404, 'INVITE_NOT_FOUND');
        return null;
      }
      return found;
    },
  });

  guards.define<UserRow | null>('member', {
    needs: { named: { refusal: 404, open: true }, remove: { refusal: 403 } },
    async resolve(request, value, need, resolved) {
      const person = (await findUserByUserName(db, String(value ?? ''))) ?? null;
      const viewer = viewerOf(request);
      if (need === 'named' || (person && person.id === viewer.userId)) return person;
      const section = resolved.section as SectionAccess | undefined;
      if (section) {
        if (!managesSectionMembers(section, viewer)) throw new AppError(403, 'FORBIDDEN');
        return person;
      }
      const board = resolved.membershipBoard as BoardAccess | null | undefined;
      if (board === undefined)
        throw new Error('a member rule of need remove follows a board or a section rule');
      if (!board || !canView(board.row, viewer, board.role)) throw new AppError(404, 'NOT_FOUND');
      if (!can(board.row, viewer, board.role, 'manageMembers')) throw new AppError(403, 'FORBIDDEN');
      return person;
    },
  });
}
