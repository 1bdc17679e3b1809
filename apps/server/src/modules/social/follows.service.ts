import { isCountMode, type PageQuery, type ProfileCounts } from '@makerboard/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { parsedJson, rowFromJson } from '../../db/json-rows.ts';
import {
  comments,
  follows,
  posts,
  projectMembers,
  projects,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ListCache } from '../../lib/events.ts';
import { countOf, page, pageOf } from '../../lib/paging.ts';
import { refreshing } from '../../lib/refreshing.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import { presentPublicUser, publicUserJson } from '../users/users.presenter.ts';

/** Follows, leaderboard and profile counts (spec/001 §7 Users: social). */
export function followsService(ctx: AppContext, activity: ActivityNotifier) {
  const db = ctx.database.db;
  /**
   * The leaderboard's top 20 (docs/decisions.md): ranking reads every public board, comment and
   * follow, so it is recomputed at most once a minute, in the background (lib/refreshing.ts).
   */
  const ranking = refreshing(60_000, () =>
    queryRows<{ id: number; score: number }>(
      db,
      sql`
        with boards as (
          select owner_id as id, count(*) * 5 + coalesce(sum(likes_count), 0) * 2 as s
          from ${projects} where not is_private and not is_draft and not is_anonymous and not is_template group by owner_id
        ), talk as (
          select c.user_id as id, count(*) as s from ${comments} c join ${projects} p on p.id = c.project_id
          where not p.is_private and not c.anonymous group by c.user_id
        ), fans as (
          select followee_id as id, count(*) as s from ${follows} group by followee_id
        ), total as (
          select id, sum(s)::int as score from (select * from boards union all select * from talk union all select * from fans) x group by id
        )
        select total.id, total.score from total join ${users} u on u.id = total.id
        where u.disabled_at is null and total.score > 0
        order by total.score desc, total.id asc limit 20`,
    ),
  );

  // A profile's counts as everyone but the person sees them (issue 15: seven counts over boards,
  // sections, comments and follows, read on every profile): kept per person. Any board or person
  // event may change them (a board made private, a section, a comment, a member), and so may the
  // person's follows and pins, which are forgotten where they are written (`forgetCounts`).
  const publicCounts = new ListCache<ProfileCounts>(30_000, 5000);
  ctx.events.onAny((event) => {
    if (event.type === 'project' || event.type === 'user') publicCounts.clear();
  });
  const forgetCounts = (...userIds: number[]) => {
    for (const id of userIds) publicCounts.forget(`${id}|`);
  };

  /** The counts of a profile, read in one statement (see `counts`). */
  async function countsOf(userId: number, self: boolean): Promise<ProfileCounts> {
    const visible = self
      ? sql`true`
      : sql`not ${projects.isPrivate} and not ${projects.isDraft} and not ${projects.isAnonymous} and ${projects.moderatedAt} is null`;
    // Contributions as the tab lists them (GET /users/{username}/contributions): one's own count
    // leaves out boards one no longer sees (made private or a draft since, or one left the team).
    const contributed = self
      ? sql`((not ${projects.isPrivate} and not ${projects.isDraft} and ${projects.moderatedAt} is null) or exists (select 1 from ${projectMembers} m where m.project_id = ${projects.id} and m.user_id = ${userId} and m.status = 'active'))`
      : visible;
    // The boards the projects tab lists (GET /users/{username}/projects): owned or joined.
    const mine = sql`${projects.id} in (select p.id from ${projects} p where p.owner_id = ${userId}
      union select m.project_id from ${projectMembers} m where m.user_id = ${userId} and m.status = 'active')`;
    const [row] = await queryRows<{
      projects: number;
      stories: number;
      discussions: number;
      contributions: number;
      following: number;
      followers: number;
      pins: number;
    }>(
      db,
      sql`select
        (select count(*)::int from ${projects} where ${mine} and ${projects.type} = 'project' and ${visible}) as projects,
        (select count(*)::int from ${projects} where ${mine} and ${projects.type} = 'story' and ${visible}) as stories,
        (select count(*)::int from ${projects} where ${mine} and ${projects.type} = 'discussion' and ${visible}) as discussions,
        (select count(*)::int from ${projects} where ${projects.ownerId} <> ${userId} and ${contributed} and ${projects.id} in (
            select p.project_id from ${posts} p where p.user_id = ${userId}${self ? sql`` : sql` and not p.anonymous`}
            union select c.project_id from ${comments} c where c.user_id = ${userId}${self ? sql`` : sql` and not c.anonymous`}))
        as contributions,
        (select count(*)::int from ${follows} where follower_id = ${userId}) as following,
        (select count(*)::int from ${follows} where followee_id = ${userId}) as followers,
        (select count(*)::int from user_pins where user_id = ${userId}) as pins`,
    );
    return {
      projects: Number(row?.projects ?? 0),
      stories: Number(row?.stories ?? 0),
      discussions: Number(row?.discussions ?? 0),
      contributions: Number(row?.contributions ?? 0),
      following: Number(row?.following ?? 0),
      followers: Number(row?.followers ?? 0),
      pins: Number(row?.pins ?? 0),
    };
  }

  return {
    async follow(followerId: number, target: Pick<UserRow, 'id'>, on: boolean) {
      if (target.id === followerId) throw new AppError(400, 'CANNOT_FOLLOW_SELF');
      if (on) {
        const made = await db
          .insert(follows)
          .values({ followerId, followeeId: target.id })
          .onConflictDoNothing()
          .returning({ id: follows.followeeId });
        // A new follower tells the person followed, grouped while unread ("Ada and 3 others followed you").
        if (made.length > 0) {
          const [followee] = await db
            .select({ userName: users.userName })
            .from(users)
            .where(eq(users.id, target.id));
          await activity.activity({
            kind: 'follow',
            actorId: followerId,
            recipients: [target.id],
            target: `user:${target.id}`,
            params: {},
            deepLink: `/profile/${followee?.userName ?? ''}/followers`,
          });
        }
      } else
        await db
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, target.id)));
      forgetCounts(followerId, target.id);
      return { following: on };
    },

    async isFollowing(followerId: number, target: Pick<UserRow, 'id'>) {
      const rows = await db
        .select({ id: follows.followeeId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, target.id)));
      return { isFollowing: rows.length > 0 };
    },

    /** GET /users/{username}/following and /followers: `{users, total, hasMore}`, newest first. */
    async list(user: Pick<UserRow, 'id'>, direction: 'following' | 'followers', q: PageQuery) {
      const [mine, theirs] =
        direction === 'following'
          ? [follows.followerId, follows.followeeId]
          : [follows.followeeId, follows.followerId];
      const where = and(eq(mine, user.id), isNull(users.disabledAt));
      const count = async () =>
        countOf(
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(follows)
            .innerJoin(users, eq(users.id, theirs))
            .where(where),
        );
      if (isCountMode(q) || q.limit === 0) return page('users', q, count, async () => []);
      // The count and the page's people in one statement (issue 15).
      const [mineColumn, theirsColumn] = [sql.raw(mine.name), sql.raw(theirs.name)];
      const [found] = await queryRows<{ total: number; people: unknown }>(
        db,
        sql`select
          (select count(*)::int from ${follows} f join ${users} p on p.id = f.${theirsColumn}
             where f.${mineColumn} = ${user.id} and p.disabled_at is null) as total,
          (select coalesce(json_agg(${publicUserJson} order by listed.at desc), '[]')
             from (select f.${theirsColumn} as user_id, f.created_at as at from ${follows} f
                   join ${users} p on p.id = f.${theirsColumn}
                   where f.${mineColumn} = ${user.id} and p.disabled_at is null
                   order by f.created_at desc limit ${q.limit} offset ${q.offset}) listed
             join ${users} u on u.id = listed.user_id) as people`,
      );
      const total = Number(found?.total ?? 0);
      const people = parsedJson<Record<string, unknown>[]>(found?.people ?? []).map((u) =>
        presentPublicUser(rowFromJson(users, u)),
      );
      return pageOf('users', people, total, q.offset + people.length < total);
    },

    /**
     * Counts shown on a profile (api.md): boards by type (owned or joined, as the projects tab lists
     * them), contributions, follows. Public boards only for others, whose counts are kept.
     */
    counts(userId: number, self: boolean): Promise<ProfileCounts> {
      if (self) return countsOf(userId, true);
      return publicCounts.get(`${userId}|`, () => countsOf(userId, false));
    },

    forgetCounts,

    /**
     * GET /users/leaderboard: the top 20 by engagement (docs/decisions.md): 5 per public board,
     * 2 per like those boards received, 1 per comment written on a public board, 1 per follower.
     */
    async leaderboard() {
      const rows = await ranking();
      const ids = rows.map((r) => Number(r.id));
      if (ids.length === 0) return { users: [], total: 0, hasMore: false };
      // Someone disabled since the ranking was computed leaves it at once.
      const people = await db
        .select()
        .from(users)
        .where(sql`${users.id} in ${ids} and ${users.disabledAt} is null`);
      const byId = new Map(people.map((p) => [p.id, p]));
      const ranked = rows.flatMap((r) => {
        const user = byId.get(Number(r.id));
        return user ? [{ score: Number(r.score), user: presentPublicUser(user) }] : [];
      });
      return {
        users: ranked.map((entry, index) => ({ rank: index + 1, ...entry })),
        total: ranked.length,
        hasMore: false,
      };
    },
  };
}
export type FollowsService = ReturnType<typeof followsService>;
