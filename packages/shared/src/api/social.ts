import { z } from 'zod';
import { BoardPage } from './boards.ts';
import { endpoint, UserNameParams } from './contract.ts';
import { listResult, PageQuery, pageResult } from './paging.ts';
import { PublicUser } from './users.ts';

/**
 * GET /users/{username}/projects: the filters of spec/000 §9. The status filters read the boards'
 * fair submissions; `any` is every board submitted to a fair, whatever its review says (the
 * science-fair variant's `viewAll?view=submissions`).
 */
export const UserProjectsQuery = PageQuery.extend({
  filter: z
    .enum(['viewall', 'all', 'private', 'public', 'anonymous', 'templates', 'project', 'story'])
    .default('viewall'),
  status: z.enum(['any', 'pending', 'resubmitted', 'declined', 'approved', 'submitted']).optional(),
});

export const FollowResult = z.object({ following: z.boolean() });
export const IsFollowingResult = z.object({ isFollowing: z.boolean() });
/** A page of people, `{users, total, hasMore}`, or `{total}` in count mode. */
export const PeoplePage = pageResult('users', PublicUser);

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  score: z.number().int(),
  user: PublicUser,
});
/** The top 20: one fixed list, so `total` is its length and `hasMore` always false. */
export const LeaderboardResult = listResult('users', LeaderboardEntry).extend({
  total: z.number().int().min(0),
  hasMore: z.boolean(),
});

const tag = 'people';

/** api.md "People": follows, the leaderboard and a person's lists of boards. */
export const socialEndpoints = {
  follow: endpoint({
    method: 'POST',
    path: '/users/:username/follow',
    params: UserNameParams,
    result: FollowResult,
    tag,
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: '/users/:username/follow',
    params: UserNameParams,
    result: FollowResult,
    tag,
  }),
  isFollowing: endpoint({
    method: 'GET',
    path: '/users/:username/isFollowing',
    params: UserNameParams,
    result: IsFollowingResult,
    tag,
  }),
  following: endpoint({
    method: 'GET',
    path: '/users/:username/following',
    params: UserNameParams,
    query: PageQuery,
    result: PeoplePage,
    tag,
  }),
  followers: endpoint({
    method: 'GET',
    path: '/users/:username/followers',
    params: UserNameParams,
    query: PageQuery,
    result: PeoplePage,
    tag,
  }),
  leaderboard: endpoint({ method: 'GET', path: '/users/leaderboard', result: LeaderboardResult, tag }),
  projects: endpoint({
    method: 'GET',
    path: '/users/:username/projects',
    params: UserNameParams,
    query: UserProjectsQuery,
    result: BoardPage,
    tag,
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/users/:username/subscriptions',
    params: UserNameParams,
    query: PageQuery,
    result: BoardPage,
    tag,
  }),
  likes: endpoint({
    method: 'GET',
    path: '/users/:username/likes',
    params: UserNameParams,
    query: PageQuery,
    result: BoardPage,
    tag,
  }),
  contributions: endpoint({
    method: 'GET',
    path: '/users/:username/contributions',
    params: UserNameParams,
    query: PageQuery,
    result: BoardPage,
    tag,
  }),
};
