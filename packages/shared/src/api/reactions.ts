import { z } from 'zod';
import { endpoint, UserName } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';
import { PublicUser } from './users.ts';

/** A like or an unlike: whether the caller now likes it, and how many do. */
export const LikeResult = z.object({ liked: z.boolean(), likes: z.number().int().min(0) });
export type LikeResult = z.output<typeof LikeResult>;
/** GET …/likes: who liked it, newest first. */
export const LikersResult = pageResult('users', PublicUser);
/** GET …/like/{username}: whether that person likes it. */
export const HasLikedResult = z.object({ liked: z.boolean() });

/**
 * The four reaction calls that boards, sections, comments and messages share (spec/001 §7):
 * `POST` and `DELETE {base}/like`, `GET {base}/likes` and `GET {base}/like/{username}`.
 * `params` is the schema of the base path's parameters.
 */
export function reactionEndpoints<const B extends string, P extends z.ZodObject, const T extends string>(
  base: B,
  params: P,
  tag: T,
  userKey: 'username' | 'userName' = 'username',
) {
  return {
    like: endpoint({ method: 'POST', path: `${base}/like`, params, result: LikeResult, tag }),
    unlike: endpoint({ method: 'DELETE', path: `${base}/like`, params, result: LikeResult, tag }),
    likers: endpoint({
      method: 'GET',
      path: `${base}/likes`,
      params,
      query: PageQuery,
      result: LikersResult,
      tag,
    }),
    hasLiked: endpoint({
      method: 'GET',
      path: `${base}/like/:${userKey}`,
      params: params.extend({ [userKey]: UserName } as Record<typeof userKey, typeof UserName>),
      result: HasLikedResult,
      tag,
    }),
  };
}
