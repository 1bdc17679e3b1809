import { z } from 'zod';
import { endpoint, UserName } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';
import { PublicUser } from './users.ts';

/**
 * How a kind of reaction is named in its paths and its answer: `POST {base}/{verb}` answers
 * `{[flag], [counter]}` (and `count`, repeating the counter, when `count` is set), `GET
 * {base}/{people}` lists who reacted, and `GET {base}/{has}/{username}` (when `has` is set) says
 * whether someone did.
 */
export interface ReactionKind {
  verb: string;
  people: string;
  flag: string;
  counter: string;
  has?: string;
  count?: boolean;
}

/** Likes of sections, comments and messages: `{liked, likes}` (spec/001 §7). */
export const LIKES = { verb: 'like', people: 'likes', flag: 'liked', counter: 'likes', has: 'like' } as const;
/** Board likes answer with `count` too, as the board calls always have (api.md "Boards"). */
export const BOARD_LIKES = { ...LIKES, count: true } as const;
/** Board bookmarks: `POST /projects/{id}/subscribe` → `{subscribed, subscribers, count}`; no has-call. */
export const BOOKMARKS = {
  verb: 'subscribe',
  people: 'subscribers',
  flag: 'subscribed',
  counter: 'subscribers',
  count: true,
} as const;

/** The answer of a reaction or its removal: whether the caller now reacts, and how many do. */
export function reactionResult<const K extends ReactionKind>(kind: K) {
  return z.object({
    [kind.flag]: z.boolean(),
    [kind.counter]: z.number().int().min(0),
    ...(kind.count ? { count: z.number().int().min(0) } : {}),
  } as { [P in K['flag']]: z.ZodBoolean } & { [P in K['counter']]: z.ZodNumber } & (K['count'] extends true
      ? { count: z.ZodNumber }
      : Record<never, never>));
}

/** A like or an unlike: whether the caller now likes it, and how many do. */
export const LikeResult = reactionResult(LIKES);
export type LikeResult = z.output<typeof LikeResult>;
/** GET …/likes: who liked it, newest first. */
export const LikersResult = pageResult('users', PublicUser);
/** GET …/like/{username}: whether that person likes it. */
export const HasLikedResult = z.object({ liked: z.boolean() });

type UserKey = 'username' | 'userName';

/**
 * The reaction calls that boards, sections, comments and messages share (spec/001 §7): by default
 * likes, `POST` and `DELETE {base}/like`, `GET {base}/likes` and `GET {base}/like/{username}`.
 * `params` is the schema of the base path's parameters; the last argument names the path key of
 * the person (or gives `{userKey, kind}` for another kind of reaction, e.g. `BOOKMARKS`).
 */
export function reactionEndpoints<
  const B extends string,
  P extends z.ZodObject,
  const T extends string,
  const K extends ReactionKind = typeof LIKES,
  const U extends UserKey = 'username',
>(base: B, params: P, tag: T, options: U | { userKey?: U; kind?: K } = 'username' as U) {
  const { userKey = 'username' as U, kind = LIKES as ReactionKind as K } =
    typeof options === 'string' ? { userKey: options } : options;
  const result = reactionResult(kind);
  const calls = {
    like: endpoint({ method: 'POST', path: `${base}/${kind.verb as K['verb']}`, params, result, tag }),
    unlike: endpoint({ method: 'DELETE', path: `${base}/${kind.verb as K['verb']}`, params, result, tag }),
    likers: endpoint({
      method: 'GET',
      path: `${base}/${kind.people as K['people']}`,
      params,
      query: PageQuery,
      result: LikersResult,
      tag,
    }),
  };
  const hasLiked = endpoint({
    method: 'GET',
    path: `${base}/${kind.has as NonNullable<K['has']>}/:${userKey}`,
    params: params.extend({ [userKey]: UserName } as Record<U, typeof UserName>),
    result: HasLikedResult,
    tag,
  });
  return (kind.has ? { ...calls, hasLiked } : calls) as typeof calls &
    (K['has'] extends string ? { hasLiked: typeof hasLiked } : Record<never, never>);
}
