import { createHash } from 'node:crypto';
import {
  type Board,
  type CreateProjectBody,
  DESCRIPTION_WORD_LIMIT,
  hasAdminTypeRole,
  isCountMode,
  type Language,
  type PageQuery,
  type ProjectListQuery,
  type UpdateProjectBody,
  type UserProjectsQuery,
  VARIANT_BOARD_TYPES,
  wordCount,
} from '@makerboard/shared';
import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { idArray, preparedQuery } from '../../db/prepared.ts';
import {
  categories,
  comments,
  follows,
  posts,
  projectCategories,
  projectLikes,
  projectMembers,
  projectSubscriptions,
  projects,
  regions,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { boardCache, type DomainEvent, ListCache, RawJson, visitorAnswer } from '../../lib/events.ts';
import { countedPage, countOf, type page, pageOf } from '../../lib/paging.ts';
import { refreshing } from '../../lib/refreshing.ts';
import { plainText, sanitizeRichText } from '../../lib/text.ts';
import { wordsQuery } from '../../lib/text-search.ts';
import { type Person, type Viewer, visitor } from '../../lib/viewer.ts';
import { reactions } from '../reactions/reactions.ts';
import type { BoardAccess, BoardView } from './projects.access.ts';
import { canView, isStaff } from './projects.policy.ts';
import { presentProject, projectJson } from './projects.presenter.ts';
import {
  findProject,
  findProjectWithRole,
  type Hydrated,
  type ProjectRow,
  readPage,
  type UploadRow,
  type ViewerFlags,
  viewerFlags,
  withViewer,
} from './projects.repository.ts';

/** A person's interests and whom they follow, in one statement (read by every feed request). */
const followsAndInterestsOf = preparedQuery('follows_and_interests', (db: Tx, name) =>
  db
    .select({
      profile: users.profile,
      followees: sql<
        number[]
      >`array(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/** Boards everyone may find on explore pages: not private, not hidden, not drafts, not templates. */
export const explorable = sql`not ${projects.isPrivate} and not ${projects.isHidden} and not ${projects.isDraft} and not ${projects.isTemplate} and ${projects.moderatedAt} is null`;
/**
 * Boards anyone may open (hidden boards are off explore pages, not secret); a board a moderator
 * hid after a report is gone (issue 13).
 */
export const openToAll = sql`not ${projects.isPrivate} and not ${projects.isDraft} and ${projects.moderatedAt} is null`;

/**
 * Boards a viewer may see in a list of their own (their likes, bookmarks, a board's links): open
 * ones, and private ones they hold an active role on (owners hold one); staff see all.
 */
function seenBy(viewer: Viewer): SQL | undefined {
  if (isStaff(viewer)) return undefined;
  if (!viewer.userId) return openToAll;
  return sql`(${openToAll} or exists (select 1 from ${projectMembers} m where m.project_id = ${projects.id} and m.user_id = ${viewer.userId} and m.status = 'active'))`;
}

/**
 * `or` boards in one of these topics (a person's interests) or their subtopics; nothing without
 * any. Shared by the recommendations and the feed.
 */
function orInTopics(interests: readonly number[]): SQL {
  return interests.length
    ? sql` or ${projects.id} in (select pc.project_id from ${projectCategories} pc join ${categories} c on c.id = pc.category_id where c.id in ${interests} or c.parent_id in ${interests})`
    : sql``;
}

/** Engagement of a board, for "popular" (docs/decisions.md). */
const engagement = sql`(${projects.likesCount} + 2 * ${projects.commentsCount} + ${projects.subscribersCount})`;

/** A page of boards as the lists answer it: `{projects, total, hasMore}`, or `{total}` in count mode. */
export type BoardList = Awaited<ReturnType<typeof page<'projects', Board>>>;

/**
 * Rules other modules add to the boards' (compose.ts hands them over): `sees` lets someone without
 * a role see a private board (a teacher, their approved student's boards); `publicAllowed` says
 * whether a person may make a board public (a student, once their teacher allows it).
 */
export interface BoardSight {
  sees: (row: ProjectRow, viewerId: number) => Promise<boolean>;
  publicAllowed: (userId: number) => Promise<boolean>;
}

/** What boards need of the media module: their owners' own pictures as covers. */
export interface BoardImages {
  /** The id of one of the person's own ready image uploads, named by the URL POST /uploads gave. */
  ownedImage: (url: string, ownerId: number) => Promise<number | null>;
  /**
   * The signed URL of an upload the boards read with their page (`readPage` reads the covers'
   * uploads in the page's one statement), or null unless it is a ready image; `thumb` is its
   * 480 px thumbnail where it has one. Which uploads show and how their URLs are signed stay the
   * media module's.
   */
  urlOf: (upload: UploadRow, variant?: 'original' | 'thumb') => string | null;
}

/** How many of a person's recommendations are ranked ahead of their reads: five pages of twenty. */
const RANKED = 100;
/** How old a person's ranking may get before it is made again in the background. */
const RANKING_TTL_MS = 15_000;
/** Past this age a ranking is not served: someone back after a while waits for a fresh one. */
const RANKING_MAX_AGE_MS = 120_000;
/**
 * Rankings kept, the least recently used dropped first: 100 ids each, and the list's conditions to
 * rank them again (the person's follows among them).
 */
const MAX_RANKINGS = 5000;
interface Ranking {
  ids: number[];
  total: number;
}

/** How late a card's counts may show in the lists (docs/decisions.md "Counts in lists"). */
const COUNTS_SHOW_WITHIN_MS = 1000;
/**
 * A change of a board that changes only counts on its card: a like or bookmark of the board, a
 * comment written, edited or removed. Anything else (the board itself, its sections, members,
 * privacy) empties the lists at once.
 */
const countsOnly = (event: DomainEvent) =>
  event.childType === 'like' || event.childType === 'subscription' || event.childType === 'comment';

export function projectsService(ctx: AppContext, images?: BoardImages) {
  const db = ctx.database.db;
  let sight: BoardSight | null = null;
  /** canView, and the ties of other modules for a private board the viewer holds no role on. */
  const mayView = async (row: ProjectRow, viewer: Viewer, role: string | null) =>
    canView(row, viewer, role) ||
    (viewer.userId !== null &&
      row.isPrivate &&
      !row.isDraft &&
      !!sight &&
      (await sight.sees(row, viewer.userId)));
  async function checkPublic(userId: number) {
    if (sight && !(await sight.publicAllowed(userId))) throw new AppError(403, 'BOARD_PUBLIC_NOT_ALLOWED');
  }
  const variantTypes = VARIANT_BOARD_TYPES[ctx.config.siteVariant] as readonly string[];
  // Explore pages as everyone sees them, with their totals, and a signed-in person's likes,
  // bookmarks and roles on a cached page; board events empty them (lib/events.ts).
  const explorePages = new ListCache<unknown>(30_000);
  const exploreFlags = new ListCache<ViewerFlags>(30_000, 5000);
  // How many of a person's recommendations are theirs (followed people, interests): a count over
  // thousands of boards, kept for 30 s while they page.
  const personalCounts = new ListCache<number>(30_000, 5000);
  // Each person's ranked recommendations (`rankingOf`), by person, list, language and follows-and-interests.
  const rankings = new Map<string, () => Promise<Ranking>>();
  // A signed-in person's recommended and followed pages (issue 15: ranked per request, they walked
  // the engagement or date index for the person's follows and interests, 235-250 ms at p99 under 20
  // connections). Kept 30 s per person, page and follows-and-interests (a new follow is a new key),
  // and emptied as the explore pages are: any board or person event, or the person's own like or
  // bookmark. A page is 10-30 KB: at most 1,000 are kept.
  // Kept as sent (issue 15: serialising a page of twenty boards on every request held the
  // recommended page at a sixth of the signed-in home feed's throughput).
  const personalPages = new ListCache<RawJson | { total: number }>(30_000, 1000);
  const sent = (page: BoardList) => new RawJson(JSON.stringify({ result: page }));
  // A person's boards, likes and bookmarks as others see them (the profile's tabs: a class opening
  // one classmate's profile at once), kept and emptied as the explore pages are, apart from them so
  // that many people's lists never push the explore pages out.
  const peoplePages = new ListCache<unknown>(30_000, 2000);
  // Those pages as sent to a signed-in person, their flags in (issue 15: the signed-in feed built
  // its answer from the shared page and the person's flags on every request, 35% of the bare route
  // against the visitors' 47-60%). Emptied as their flags are, and with the pages. A page is
  // 10-30 KB: at most 1,000 are kept.
  const personalAnswers = new ListCache<RawJson>(30_000, 1000);
  let pageSerials = 0;
  ctx.events.onAny((event) => {
    // A person's own like or bookmark changes only their flags.
    if (event.actorId) {
      exploreFlags.forget(`${event.actorId}|`);
      personalPages.forget(`${event.actorId}|`);
      personalAnswers.forget(`${event.actorId}|`);
    }
    // Board events change cards; a person's change changes the author shown on their cards. A
    // like, bookmark or comment changes only a card's counts (and the engagement order): they show
    // within COUNTS_SHOW_WITHIN_MS, so lists are built once a second, not once a change, on a busy
    // site (issue 15: at 50 such writes a second the home feed served 4-5% of the bare route).
    // The lists of the person who liked, bookmarked or commented (their likes, bookmarks and
    // contributions as others see them) change at once; everyone else's only in their counts.
    if (event.type === 'project' && countsOnly(event)) {
      for (const cache of [explorePages, personalPages, personalAnswers])
        cache.clearWithin(COUNTS_SHOW_WITHIN_MS);
      if (event.actorId) {
        peoplePages.forget(`${event.actorId}|`);
        peoplePages.clearWithin(COUNTS_SHOW_WITHIN_MS);
      } else peoplePages.clear();
    } else if (event.type === 'project' || event.type === 'user') {
      explorePages.clear();
      personalPages.clear();
      peoplePages.clear();
      personalAnswers.clear();
    }
  });
  const emit = (action: 'add' | 'update' | 'delete', id: number, uuid?: string) =>
    ctx.events.emit({ type: 'project', action, id, uuid });

  /**
   * Boards with what they show: authors, categories, the viewer's likes, bookmarks and roles (none
   * for a visitor: `viewerId` null), and covers that are pictures (issue 16, item 3): the owners'
   * upload (full size), or by default the first picture of the board's sections (its 480 px
   * thumbnail), as signed URLs. One statement for a whole page (`readPage`).
   */
  async function hydrated(
    rows: ProjectRow[],
    viewerId: number | null,
    language: Language,
  ): Promise<Hydrated[]> {
    const covers = images && {
      uploadIds: rows.flatMap((r) => (r.coverUploadId ? [r.coverUploadId] : [])),
      firstImageOf: rows
        .filter((r) => !r.coverUploadId && !r.coverImageUrl && r.postsCount > 0)
        .map((r) => r.id),
    };
    const read = await readPage(db, rows, viewerId, language, covers);
    if (!images) return read.boards;
    for (const h of read.boards) {
      if (h.row.coverUploadId) {
        const upload = read.coverUploads.get(h.row.coverUploadId);
        h.coverUrl = upload ? images.urlOf(upload) : null;
      } else {
        const first = read.firstImages.get(h.row.id);
        if (first) h.coverUrl = images.urlOf(first, 'thumb');
      }
    }
    return read.boards;
  }
  /** A cover named by URL: one of the person's uploads becomes an uploaded cover, anything else a link. */
  async function coverOf(url: string | null | undefined, ownerId: number) {
    if (!url) return { coverImageUrl: null, coverUploadId: null };
    const own = images ? await images.ownedImage(url, ownerId) : null;
    return own ? { coverImageUrl: null, coverUploadId: own } : { coverImageUrl: url, coverUploadId: null };
  }

  /** A region named by its key (issue 13: adding a board to a region); empty takes it out. */
  async function regionOf(key: string | null | undefined): Promise<string | null> {
    if (!key) return null;
    const [found] = await db.select({ key: regions.key }).from(regions).where(eq(regions.key, key));
    if (!found) throw new AppError(400, 'REGION_UNKNOWN');
    return found.key;
  }

  /** Boards as the viewer sees them, in one statement whatever their number (quality.md). */
  async function present(rows: ProjectRow[], viewer: Viewer, language: Language): Promise<Board[]> {
    return (await hydrated(rows, viewer.userId, language)).map((h) => presentProject(h, viewer));
  }

  /** How many boards match `where`, and the rows of one page of them. */
  const countWhere = async (where: SQL | undefined) =>
    countOf(await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where));
  const rowsWhere = (where: SQL | undefined, order: SQL[], q: PageQuery) =>
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset);

  /**
   * The rows of one page of the boards matching `where` and how many match, in one statement: the
   * count is a subquery of the page's select, which PostgreSQL runs once with its own plan (an
   * index-only count), while the page still stops at its last row. (`count(*) over ()` would read
   * every matching board in the page's order first: twice the time of both on a list of 90k
   * boards.) A page past the end has no row to carry the total, so it is counted apart then; an
   * empty first page means no board matches.
   */
  async function rowsAndTotal(where: SQL | undefined, order: SQL[], q: PageQuery) {
    const found = await countedPage(
      'rows',
      q,
      db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where),
      (total) =>
        db
          .select({ row: projects, total })
          .from(projects)
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
      (found) => found.map((f) => f.row),
    );
    return { rows: 'rows' in found ? found.rows : [], total: found.total };
  }

  /**
   * One page of the boards matching `where`, presented for the viewer (api.md "Paging"): two
   * statements, the page with its total and what its boards show (issue 15).
   */
  async function boardPage(
    where: SQL | undefined,
    order: SQL[],
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ): Promise<BoardList> {
    if (isCountMode(q)) return { total: await countWhere(where) };
    const { rows, total } = await rowsAndTotal(where, order, q);
    return pageOf('projects', await present(rows, viewer, language), total, q.offset + rows.length < total);
  }

  /** Whom a person follows and what their interests are: what their recommendations and feed match. */
  async function followsAndInterests(userId: number) {
    const [me] = await followsAndInterestsOf(db).execute({ userId });
    return { interests: me?.profile.interests ?? [], followees: (me?.followees ?? []).map(Number) };
  }

  /** The answer of a list that nothing can match (an unknown category). */
  const nothing = (q: PageQuery): BoardList =>
    isCountMode(q) ? { total: 0 } : pageOf('projects', [], 0, false);

  /** How many boards a person is recommended: everyone's (the shared explore count) but their own. */
  async function recommendedTotal(countKey: string, where: SQL | undefined, me: number) {
    const [everyone, own] = await Promise.all([
      explorePages.get(`count|${countKey}`, () => countWhere(where)) as Promise<number>,
      countWhere(and(where, sql`${projects.ownerId} = ${me}`)),
    ]);
    return everyone - own;
  }

  /**
   * A stretch of a person's recommendations (GET /projects?sort=recommended), as board ids, and how
   * many there are: the boards `matched` (by people they follow or in their interests) first, then
   * the others, each part by engagement; never their own boards. Read as two walks of the engagement
   * index rather than one sort of every board: the stretch takes from the matched part up to its
   * end, then from the rest. The total of everyone's boards is the shared explore count; the
   * person's own and matched counts are theirs.
   */
  async function rankRecommended(
    countKey: string,
    where: SQL | undefined,
    matched: SQL,
    basis: string,
    me: number,
    q: PageQuery,
  ): Promise<Ranking> {
    const notMine = sql`${projects.ownerId} <> ${me}`;
    const [total, first] = await Promise.all([
      recommendedTotal(countKey, where, me),
      personalCounts.get(`${basis}|${countKey}`, () => countWhere(and(where, notMine, matched))),
    ]);
    const byEngagement = [sql`${engagement} desc`, desc(projects.id)];
    const idsWhere = async (part: SQL | undefined, stretch: PageQuery) =>
      (
        await db
          .select({ id: projects.id })
          .from(projects)
          .where(part)
          .orderBy(...byEngagement)
          .limit(stretch.limit)
          .offset(stretch.offset)
      ).map((r) => r.id);
    const ids: number[] = [];
    if (q.limit > 0 && q.offset < first) ids.push(...(await idsWhere(and(where, notMine, matched), q)));
    const remaining = q.limit - ids.length;
    if (remaining > 0 && q.offset + ids.length < total)
      ids.push(
        ...(await idsWhere(and(where, notMine, not(matched)), {
          limit: remaining,
          offset: Math.max(0, q.offset - first),
        })),
      );
    return { ids, total };
  }

  /**
   * A person's recommendations as ranked ahead of their reads (issue 15: "recommendations computed
   * incrementally or by a job, not per request"): the first RANKED of them are ranked once per
   * person, list, language and follows-and-interests, and ranked again in the background once
   * RANKING_TTL_MS old, while reads go on with the last ranking (lib/refreshing.ts); the person's
   * kept pages give way to the new ranking when it is made. So a board event never puts the
   * ranking back on a request; a new follow or interest is a new ranking, made at once, and someone
   * back after RANKING_MAX_AGE_MS waits for a fresh one.
   */
  function rankingOf(key: string, me: number, rank: () => Promise<Ranking>): Promise<Ranking> {
    let ranking = rankings.get(key);
    if (ranking) {
      // Most recently used last: the least recently used ranking is the one dropped when full.
      rankings.delete(key);
    } else {
      if (rankings.size >= MAX_RANKINGS) rankings.delete(rankings.keys().next().value!);
      ranking = refreshing(RANKING_TTL_MS, rank, {
        maxAgeMs: RANKING_MAX_AGE_MS,
        // The person's pages built on the last ranking give way to the new one.
        refreshed: () => personalPages.forget(`${me}|`),
      });
    }
    rankings.set(key, ranking);
    return ranking();
  }

  /**
   * A page of a person's recommendations, kept as sent per person (`personalPages`). Pages within
   * the first RANKED come from the person's kept ranking, their boards read again by id with the
   * list's conditions (a board taken down, made private or removed since the ranking leaves the
   * page at once); pages past it are ranked on the request.
   */
  async function recommendedPage(
    countKey: string,
    where: SQL | undefined,
    matched: SQL,
    basis: string,
    me: number,
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ): Promise<RawJson | { total: number }> {
    const key = `${basis}|recommended|${countKey}|${q.limit}|${q.offset}|${language}`;
    return personalPages.get(key, async () => {
      // How many there are is counted as it stands, not as ranked (the shared count is emptied by
      // any board event; the person's own boards are counted on the page's build).
      if (isCountMode(q)) return { total: await recommendedTotal(countKey, where, me) };
      const kept = q.offset + q.limit <= RANKED;
      const [ids, total] = kept
        ? await Promise.all([
            rankingOf(`${basis}|${countKey}|${language}`, me, () =>
              rankRecommended(countKey, where, matched, basis, me, { limit: RANKED, offset: 0 }),
            ).then((r) => r.ids.slice(q.offset, q.offset + q.limit)),
            recommendedTotal(countKey, where, me),
          ])
        : await rankRecommended(countKey, where, matched, basis, me, q).then(
            (r) => [r.ids, r.total] as const,
          );
      const found = ids.length
        ? await db
            .select()
            .from(projects)
            .where(and(sql`${projects.id} = any(${idArray(ids)})`, where))
        : [];
      const byId = new Map(found.map((row) => [row.id, row]));
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      return sent(
        pageOf('projects', await present(rows, viewer, language), total, q.offset + ids.length < total),
      );
    });
  }

  /**
   * A page of an explore list that looks the same to everyone, from the cache: the page as
   * everyone sees it is read once (`build` makes its query only then: a cached page is served
   * without building its SQL or looking up its category; null when nothing can match), and only
   * the viewer's flags are read for it.
   */
  async function cachedPage(
    key: string,
    q: PageQuery,
    viewer: Viewer,
    language: Language,
    build: () => Promise<{ where: SQL | undefined; order: SQL[] } | null>,
    pages: ListCache<unknown> = explorePages,
  ): Promise<BoardList | RawJson> {
    const { limit, offset } = q;
    // The list's key first: a person's lists (`{personId}|…`) are forgotten by that prefix.
    const cached = (await pages.get(`${key}|${language}|${limit}|${offset}`, async () => {
      const built = await build();
      if (!built) return { total: 0, shared: [] as Hydrated[] };
      const { rows, total } = await rowsAndTotal(built.where, built.order, q);
      return { total, shared: await hydrated(rows, null, language) };
    })) as {
      total: number;
      shared: Hydrated[];
      visitor?: RawJson;
      fragments?: Map<number, string>;
      /** Names this page (not its key) in `personalAnswers`: a page built again is a new page. */
      serial?: number;
    };
    const { total, shared } = cached;
    if (isCountMode(q)) return { total };
    const hasMore = offset + shared.length < total;
    if (viewer.userId === null) {
      // Visitors all see the same page: present and serialise it once.
      return visitorAnswer(cached, () =>
        pageOf(
          'projects',
          shared.map((h) => presentProject(h, viewer)),
          total,
          hasMore,
        ),
      );
    }
    // A signed-in person's answer is kept as sent (`personalAnswers`), as long as this page is.
    cached.serial ??= ++pageSerials;
    return personalAnswers.get(`${viewer.userId}|${cached.serial}`, async () => {
      const ids = shared.map((h) => h.row.id);
      const flags = await exploreFlags.get(`${viewer.userId}|${ids.join(',')}`, () =>
        viewerFlags(db, ids, viewer.userId),
      );
      // The shared part of each board is serialised once per cached page; only the flags vary.
      cached.fragments ??= new Map();
      const fragments = cached.fragments;
      const boards = withViewer(shared, flags).map((h) => projectJson(h, viewer, fragments));
      return new RawJson(
        `{"result":{"projects":[${boards.join(',')}],"total":${total},"hasMore":${hasMore}}}`,
      );
    });
  }

  /**
   * The board with the viewer's role, fresh (for changes), or a 404 when the viewer may not see
   * it: a private board or a draft is a 404 to others (quality.md, IDOR).
   */
  async function forChild(id: number, viewer: Viewer, tx: Tx = db): Promise<BoardAccess> {
    const found = await findProjectWithRole(tx, id, viewer.userId);
    if (!found) throw new AppError(404, 'NOT_FOUND');
    return admit(found, viewer);
  }

  /**
   * A board read with the viewer's role (`roleOnBoard`, in the statement of what is on it), or a
   * 404 when the viewer may not see it: the rule of `forChild` without reading the board again.
   * The row must be read on this request and the role be `roleOnBoard`'s (the active role): a kept
   * row or another role would decide on what is no longer so.
   */
  async function admit(found: BoardAccess, viewer: Viewer): Promise<BoardAccess> {
    if (!(await mayView(found.row, viewer, found.role))) throw new AppError(404, 'NOT_FOUND');
    return found;
  }

  const boards = boardCache(ctx.events);
  const likes = reactions(
    db,
    {
      table: projectLikes,
      targetId: projectLikes.targetId,
      userId: projectLikes.userId,
      createdAt: projectLikes.createdAt,
    },
    { table: projects, id: projects.id, counter: projects.likesCount },
  );
  const bookmarks = reactions(
    db,
    {
      table: projectSubscriptions,
      targetId: projectSubscriptions.targetId,
      userId: projectSubscriptions.userId,
      createdAt: projectSubscriptions.createdAt,
    },
    { table: projects, id: projects.id, counter: projects.subscribersCount },
  );

  /** A board as visitors are sent it, by the cached row it was presented from (`get`). */
  const visitorAnswers = new WeakMap<ProjectRow, RawJson>();

  /** The board as everyone sees it, from the board cache (reads only; writes read fresh). */
  async function cachedBoard(id: number, language: Language) {
    return (await boards.get(`${id}|board|${language}`, async () => {
      const row = await findProject(db, id);
      if (!row) return null;
      const [shared] = await hydrated([row], null, language);
      return { row, shared: shared! };
    })) as { row: ProjectRow; shared: Hydrated } | null;
  }

  /** For reads: the cached board, the viewer's flags (one query when signed in, none for visitors). */
  async function readable(id: number, viewer: Viewer, language: Language): Promise<BoardView> {
    const entry = await cachedBoard(id, language);
    if (!entry) throw new AppError(404, 'NOT_FOUND');
    const flags = await viewerFlags(db, [id], viewer.userId);
    const role = flags.roles.get(id) ?? null;
    if (!(await mayView(entry.row, viewer, role))) throw new AppError(404, 'NOT_FOUND');
    return { row: entry.row, role, hydrated: withViewer([entry.shared], flags)[0]! };
  }

  async function checkCategories(ids: number[], viewer: Viewer): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await db.select().from(categories).where(inArray(categories.id, unique));
    const allowed = found.filter((c) => !c.isPrivate || isStaff(viewer));
    if (allowed.length !== unique.length) throw new AppError(400, 'CATEGORY_NOT_FOUND');
    return unique;
  }

  function checkDescription(description: string) {
    if (wordCount(description) > DESCRIPTION_WORD_LIMIT)
      throw new AppError(400, 'DESCRIPTION_TOO_LONG', { max: DESCRIPTION_WORD_LIMIT });
  }

  return {
    likes,
    bookmarks,
    present,
    boardPage,
    /**
     * A page of boards that looks the same to everyone (`key` names the list), kept as the explore
     * pages are and emptied by any board event: for lists other modules define over boards whose
     * changes are board events (the awarded boards: giving or taking an award is one).
     */
    sharedPage: (
      key: string,
      where: SQL | undefined,
      order: SQL[],
      q: PageQuery,
      viewer: Viewer,
      language: Language,
    ) => cachedPage(`shared|${key}`, q, viewer, language, async () => ({ where, order })),
    forChild,
    admit,
    /** Hands over the rules of other modules (BoardSight); compose.ts calls it once. */
    watch(rules: BoardSight) {
      sight = rules;
    },
    /** For reads of a board and its sections and comments: the cached board, the viewer's role. */
    forChildRead: (id: number, viewer: Viewer, language: Language = 'en') => readable(id, viewer, language),
    /** The members module's name for `forChild` (its routes check the board themselves for now). */
    visible: forChild,
    /**
     * A public board as a visitor reads it (GET /projects/{id}: the same cached board and rules),
     * for the first paint of its page (plugins/first-paint.ts); null when a visitor may not read it
     * or it is not public (private, hidden, a draft, a template, taken down). `version` changes with
     * the board.
     */
    async publicBoard(id: number, language: Language) {
      const view = await readable(id, visitor, language).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      const r = view?.row;
      if (!view || !r || r.isPrivate || r.isHidden || r.isDraft || r.isTemplate || r.moderatedAt) return null;
      return {
        access: { row: r, role: view.role } satisfies BoardAccess,
        board: presentProject(view.hydrated, visitor),
        version: String(r.updatedAt.getTime()),
      };
    },

    /** POST /projects (spec/000 §5: title, description, a category, a section for project and story boards). */
    async create(viewer: Person, body: CreateProjectBody, language: Language) {
      let template: ProjectRow | undefined;
      if (body.templateID) {
        const found = await findProjectWithRole(db, body.templateID, viewer.userId);
        template = found?.row;
        if (
          !found ||
          !template ||
          (!template.isTemplate && !isStaff(viewer)) ||
          !canView(template, viewer, found.role)
        ) {
          throw new AppError(404, 'NOT_FOUND');
        }
        if (body.draft) {
          // startButtonTemplate: one draft per person and template; the second click reopens it.
          const [existing] = await db
            .select()
            .from(projects)
            .where(
              and(
                eq(projects.ownerId, viewer.userId),
                eq(projects.templateId, template.id),
                eq(projects.isDraft, true),
              ),
            )
            .limit(1);
          if (existing) return { project: (await present([existing], viewer, language))[0]!, existing: true };
        }
      }
      const type =
        body.type ??
        (template?.type && variantTypes.includes(template.type) ? template.type : variantTypes[0]!);
      if (!variantTypes.includes(type)) throw new AppError(400, 'BOARD_TYPE_UNAVAILABLE');
      const title = plainText(body.title || (template ? template.title : ''));
      const description = plainText(body.description || (template ? template.description : ''));
      let sections = body.sections.map((s) => ({
        title: plainText(s.title),
        body: sanitizeRichText(s.body),
      }));
      let categoryIds = await checkCategories(body.categories, viewer);
      if (template) {
        if (sections.length === 0) {
          const templatePosts = await db
            .select()
            .from(posts)
            .where(eq(posts.projectId, template.id))
            .orderBy(asc(posts.priority), asc(posts.id));
          sections = templatePosts.map((p) => ({ title: p.title, body: p.body }));
        }
        if (categoryIds.length === 0) {
          categoryIds = (
            await db
              .select({ id: projectCategories.categoryId })
              .from(projectCategories)
              .where(eq(projectCategories.projectId, template.id))
          ).map((c) => c.id);
        }
      }
      // A draft from a template may start empty; everything else follows the save rules.
      if (!body.draft) {
        if (!title) throw new AppError(400, 'TITLE_REQUIRED', {}, [], { title: 'TITLE_REQUIRED' });
        if (!description)
          throw new AppError(400, 'DESCRIPTION_REQUIRED', {}, [], { description: 'DESCRIPTION_REQUIRED' });
        if (type !== 'discussion' && sections.length === 0) throw new AppError(400, 'SECTION_REQUIRED');
        if (categoryIds.length === 0)
          throw new AppError(400, 'CATEGORY_REQUIRED', {}, [], { categories: 'CATEGORY_REQUIRED' });
      }
      checkDescription(description);
      const settings = body.templateSettings ?? template?.templateSettings ?? {};
      if (settings.maxSections && sections.length > settings.maxSections)
        throw new AppError(400, 'SECTION_LIMIT', { max: settings.maxSections });
      const viewerRow = (
        await db.select({ userType: users.userType }).from(users).where(eq(users.id, viewer.userId))
      )[0];
      // Students' boards are private by default (quality.md, minors).
      const isPrivate = body.isPrivate ?? (body.draft || viewerRow?.userType === 'student');
      if (!isPrivate) await checkPublic(viewer.userId);
      const region = await regionOf(body.region);
      const cover = await coverOf(body.coverImageUrl, viewer.userId);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values({
            type,
            title: title || template?.title || '',
            description,
            ownerId: viewer.userId,
            primaryCategoryId: categoryIds[0] ?? 0,
            tags: [...new Set(body.tags.map((t) => t.toLowerCase()))],
            ...cover,
            region,
            isPrivate,
            isDraft: body.draft,
            isAnonymous: body.isAnonymous,
            isTemplate: (body.isTemplate ?? false) && hasAdminTypeRole(viewer.roles as string[]),
            templateId: template?.id ?? null,
            templateSettings: settings,
            year: new Date().getUTCFullYear(),
            postsCount: sections.length,
          })
          .returning();
        const project = row!;
        if (categoryIds.length > 0)
          await tx
            .insert(projectCategories)
            .values(categoryIds.map((categoryId) => ({ projectId: project.id, categoryId })));
        await tx
          .insert(projectMembers)
          .values({ projectId: project.id, userId: viewer.userId, role: 'owner' });
        if (sections.length > 0) {
          await tx.insert(posts).values(
            sections.map((s, i) => ({
              projectId: project.id,
              userId: viewer.userId,
              title: s.title,
              body: s.body,
              priority: i,
            })),
          );
        }
        // The owner hears of their board as a member; a bookmark stays a reader's own choice.
        return project;
      });
      emit('add', created.id, viewer.uuid);
      return { project: (await present([created], viewer, language))[0]!, existing: false };
    },

    /** A like or a bookmark changed: the board's listeners hear it, and the person's flags drop. */
    reacted(board: BoardAccess, person: Person, kind: 'like' | 'subscription', changed: boolean) {
      if (!changed) return;
      ctx.events.emit({
        actorId: person.userId,
        type: 'project',
        action: 'update',
        id: board.row.id,
        childType: kind,
      });
    },

    get(board: BoardView, viewer: Viewer) {
      if (viewer.userId !== null) return { project: presentProject(board.hydrated, viewer) };
      // Visitors all read the same board: presented and serialised once, and kept as long as the
      // board cache keeps its row (`cachedBoard`; a board's events replace it).
      let answer = visitorAnswers.get(board.row);
      if (!answer) {
        answer = new RawJson(JSON.stringify({ result: { project: presentProject(board.hydrated, viewer) } }));
        visitorAnswers.set(board.row, answer);
      }
      return answer;
    },

    /** PUT /projects/{id}: the board as the `editBoard` rule resolved it. */
    async update(
      { row }: BoardAccess,
      viewer: Viewer,
      body: z.infer<typeof UpdateProjectBody>,
      language: Language,
    ) {
      const id = row.id;
      const patch: Partial<ProjectRow> = { updatedAt: new Date() };
      if (body.title !== undefined) {
        const title = plainText(body.title);
        if (!title) throw new AppError(400, 'TITLE_REQUIRED');
        patch.title = title;
      }
      if (body.description !== undefined) {
        const description = plainText(body.description);
        if (!description && !row.isDraft) throw new AppError(400, 'DESCRIPTION_REQUIRED');
        checkDescription(description);
        patch.description = description;
      }
      if (body.tags !== undefined) patch.tags = [...new Set(body.tags.map((t) => t.toLowerCase()))];
      if (body.isPrivate !== undefined) patch.isPrivate = body.isPrivate;
      if (body.isPrivate === false && row.isPrivate && !isStaff(viewer)) await checkPublic(row.ownerId);
      if (body.isAnonymous !== undefined) patch.isAnonymous = body.isAnonymous;
      if (body.coverImageUrl !== undefined)
        Object.assign(patch, await coverOf(body.coverImageUrl, viewer.userId ?? 0));
      if (body.region !== undefined) patch.region = await regionOf(body.region);
      if (body.phase !== undefined) patch.phase = body.phase;
      if (body.customPostOrder !== undefined) patch.customPostOrder = body.customPostOrder;
      if (body.templateSettings !== undefined) patch.templateSettings = body.templateSettings;
      if (body.draft !== undefined) patch.isDraft = body.draft;
      if (body.isTemplate !== undefined && isStaff(viewer)) patch.isTemplate = body.isTemplate;
      if (body.isFeatured !== undefined && isStaff(viewer)) patch.isFeatured = body.isFeatured;
      let categoryIds: number[] | undefined;
      if (body.categories !== undefined) {
        categoryIds = await checkCategories(body.categories, viewer);
        if (categoryIds.length === 0 && !(patch.isDraft ?? row.isDraft))
          throw new AppError(400, 'CATEGORY_REQUIRED');
        patch.primaryCategoryId = categoryIds[0] ?? 0;
      }
      // Publishing a draft (or editing a board) keeps the save rules of spec/000 §5.
      if (!(patch.isDraft ?? row.isDraft)) {
        if (!(patch.title ?? row.title)) throw new AppError(400, 'TITLE_REQUIRED');
        if (!(patch.description ?? row.description)) throw new AppError(400, 'DESCRIPTION_REQUIRED');
        if (row.type !== 'discussion' && row.postsCount === 0) throw new AppError(400, 'SECTION_REQUIRED');
        const categoryCount =
          categoryIds?.length ??
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(projectCategories)
              .where(eq(projectCategories.projectId, id))
          )[0]?.n;
        if (!Number(categoryCount)) throw new AppError(400, 'CATEGORY_REQUIRED');
      }
      const updated = await db.transaction(async (tx) => {
        const [next] = await tx.update(projects).set(patch).where(eq(projects.id, id)).returning();
        if (categoryIds) {
          await tx.delete(projectCategories).where(eq(projectCategories.projectId, id));
          if (categoryIds.length > 0)
            await tx
              .insert(projectCategories)
              .values(categoryIds.map((categoryId) => ({ projectId: id, categoryId })));
        }
        return next!;
      });
      emit('update', id);
      return { project: (await present([updated], viewer, language))[0]! };
    },

    /** DELETE /projects/{id}: the board as the `deleteBoard` rule resolved it. */
    async remove({ row }: BoardAccess) {
      await db.delete(projects).where(eq(projects.id, row.id));
      emit('delete', row.id);
      return { deleted: true as const, id: row.id };
    },

    /** GET /projects: explore lists with filters and sorts (docs/decisions.md defines them). */
    async list(query: z.infer<typeof ProjectListQuery>, viewer: Viewer, language: Language) {
      const exclude =
        query.exclude === undefined ? [] : Array.isArray(query.exclude) ? query.exclude : [query.exclude];
      if (query.sort === 'bookmarked' && !viewer.userId) throw new AppError(401, 'UNAUTHORIZED');
      const build = async () => {
        const conditions: SQL[] = [explorable, inArray(projects.type, [...variantTypes])];
        if (query.type) conditions.push(eq(projects.type, query.type));
        if (query.filter === 'ProjectBoards') conditions.push(eq(projects.type, 'project'));
        if (query.filter === 'DiscussionBoards') conditions.push(eq(projects.type, 'discussion'));
        if (query.tag) conditions.push(sql`${projects.tags} @> array[${query.tag.toLowerCase()}]::text[]`);
        if (query.templateID) conditions.push(eq(projects.templateId, query.templateID));
        if (query.year) conditions.push(eq(projects.year, query.year));
        if (query.region) conditions.push(eq(projects.region, query.region));
        if (exclude.length > 0) conditions.push(not(inArray(projects.id, exclude)));
        if (query.phase) conditions.push(eq(projects.phase, query.phase));
        if (query.award)
          conditions.push(
            sql`exists (select 1 from project_awards pa where pa.project_id = ${projects.id} and pa.award_id = ${query.award})`,
          );
        // A group code is a class's join code: the boards its approved students own.
        if (query.groupCode)
          conditions.push(
            sql`${projects.ownerId} in (select cs.user_id from class_students cs join classes c on c.id = cs.class_id where c.code = ${query.groupCode} and cs.status = 'approved')`,
          );
        // Boards pinned in the category come first, the latest pin first (spec/001 §7 "pinned").
        let pinnedFirst: SQL[] = [];
        if (query.category) {
          const [cat] = await db
            .select({ id: categories.id })
            .from(categories)
            .where(
              /^\d{1,9}$/.test(query.category)
                ? eq(categories.id, Number(query.category))
                : eq(categories.slug, query.category),
            );
          if (!cat) return null;
          pinnedFirst = [
            sql`(select pc.pinned_at from ${projectCategories} pc where pc.project_id = ${projects.id} and pc.category_id = ${cat.id}) desc nulls last`,
          ];
          // A category matches its own boards and those of its subcategories.
          conditions.push(
            sql`exists (select 1 from ${projectCategories} pc join ${categories} c on c.id = pc.category_id where pc.project_id = ${projects.id} and (c.id = ${cat.id} or c.parent_id = ${cat.id}))`,
          );
        }
        // The words as search reads them (docs/decisions.md "Search"), in the reader's language.
        if (query.query) conditions.push(sql`${projects.search} @@ ${wordsQuery(query.query, language)}`);
        let order: SQL[] = [desc(projects.createdAt), desc(projects.id)];
        if (query.sort === 'popular') order = [sql`${engagement} desc`, desc(projects.id)];
        if (query.sort === 'featured') conditions.push(eq(projects.isFeatured, true));
        if (query.sort === 'bookmarked') {
          conditions.push(
            sql`exists (select 1 from ${projectSubscriptions} s where s.project_id = ${projects.id} and s.user_id = ${viewer.userId})`,
          );
        }
        if (query.sort === 'recommended') {
          order = [sql`${engagement} desc`, desc(projects.id)];
          if (viewer.userId) {
            // Boards in the viewer's interests or by people they follow first, then by engagement.
            const { interests, followees } = await followsAndInterests(viewer.userId);
            const interestMatch = orInTopics(interests);
            const matched = sql`(${followees.length ? sql`${projects.ownerId} in ${followees}` : sql`false`}${interestMatch})`;
            // What the person's matched count depends on: a new follow or interest is a new count.
            const basis = createHash('sha1')
              .update(`${followees.join(',')}|${interests.join(',')}`)
              .digest('base64');
            return { where: and(...conditions), order, matched, basis };
          }
        }
        return {
          where: and(...conditions),
          order: [...pinnedFirst, ...order],
          matched: undefined,
          basis: '',
        };
      };
      // Lists that look the same to everyone are cached (bookmarked and a person's recommendations are not).
      const shared = query.sort !== 'bookmarked' && !(query.sort === 'recommended' && viewer.userId);
      if (shared) {
        const key = JSON.stringify({
          ...query,
          limit: undefined,
          offset: undefined,
          exclude: exclude.length ? exclude : undefined,
        });
        return cachedPage(key, query, viewer, language, build);
      }
      const built = await build();
      if (!built) return nothing(query);
      if (built.matched && viewer.userId)
        return recommendedPage(
          JSON.stringify({ ...query, limit: undefined, offset: undefined }),
          built.where,
          built.matched,
          `${viewer.userId}|${built.basis}`,
          viewer.userId,
          query,
          viewer,
          language,
        );
      return boardPage(built.where, built.order, query, viewer, language);
    },

    /**
     * GET /projects/feed (the `feed` screen, spec/000 §2: logged-in only): the boards of the people
     * one follows and in the topics one follows (one's interests and their subtopics), newest
     * first; never one's own.
     */
    async feed(q: PageQuery, viewer: Viewer & { userId: number }, language: Language) {
      const { interests, followees } = await followsAndInterests(viewer.userId);
      const followed = sql`(${followees.length ? sql`${projects.ownerId} in ${followees}` : sql`false`}${orInTopics(interests)})`;
      const where = and(
        explorable,
        not(projects.isAnonymous),
        sql`${projects.ownerId} <> ${viewer.userId}`,
        followed,
      );
      // The total counts thousands of boards: kept 30 s per person and per follows and interests (a
      // new follow is a new count). The page itself is read live, one row more than asked, so "more"
      // is right even while the kept total lags a new board.
      const basis = createHash('sha1')
        .update(`${followees.join(',')}|${interests.join(',')}`)
        .digest('base64');
      const total = await personalCounts.get(`feed|${viewer.userId}|${basis}`, () => countWhere(where));
      if (isCountMode(q)) return { total };
      // The page is kept as the recommended ones are (personalPages): a followed person's new board
      // is a board event, which empties them.
      return personalPages.get(
        `${viewer.userId}|${basis}|feed|${q.limit}|${q.offset}|${language}`,
        async () => {
          const rows = await rowsWhere(where, [desc(projects.createdAt), desc(projects.id)], {
            limit: q.limit + 1,
            offset: q.offset,
          });
          const items = await present(rows.slice(0, q.limit), viewer, language);
          return sent(
            pageOf('projects', items, Math.max(total, q.offset + items.length), rows.length > q.limit),
          );
        },
      );
    },

    /** GET /projects/{id}/similar: boards sharing a category or a tag, most engaging first, from the top. */
    similar({ row }: BoardAccess, viewer: Viewer, limit: number, language: Language) {
      const id = row.id;
      const where = and(
        explorable,
        inArray(projects.type, [...variantTypes]),
        not(eq(projects.id, id)),
        or(
          sql`${projects.id} in (select a.project_id from ${projectCategories} a join ${projectCategories} b on a.category_id = b.category_id where b.project_id = ${id})`,
          row.tags.length
            ? sql`${projects.tags} && ${sql`array[${sql.join(
                row.tags.map((t) => sql`${t}`),
                sql`, `,
              )}]::text[]`}`
            : sql`false`,
        ),
      );
      // The same for everyone who may see the board: from the explore cache.
      return cachedPage(`similar|${id}`, { limit, offset: 0 }, viewer, language, async () => ({
        where,
        order: [sql`${engagement} desc`, desc(projects.id)],
      }));
    },

    /** GET /users/{username}/projects with the filters of spec/000 §9. */
    userProjects(
      owner: Pick<UserRow, 'id'>,
      query: z.infer<typeof UserProjectsQuery>,
      viewer: Viewer,
      language: Language,
    ) {
      const self = viewer.userId === owner.id || isStaff(viewer);
      // Boards the person owns or is a member of.
      // (As a set of ids: an `or` with `exists` reads every board at 100k boards.)
      const mine = sql`${projects.id} in (select p.id from ${projects} p where p.owner_id = ${owner.id}
        union select m.project_id from ${projectMembers} m where m.user_id = ${owner.id} and m.status = 'active')`;
      const conditions: SQL[] = [mine];
      // Others never see private boards or drafts, nor anonymous boards as this person's (quality.md).
      if (!self) conditions.push(openToAll, not(projects.isAnonymous));
      switch (query.filter) {
        case 'private':
          conditions.push(eq(projects.isPrivate, true));
          break;
        case 'public':
          conditions.push(eq(projects.isPrivate, false));
          break;
        case 'anonymous':
          conditions.push(eq(projects.isAnonymous, true));
          break;
        case 'templates':
          conditions.push(eq(projects.isTemplate, true));
          break;
        case 'project':
        case 'story':
          conditions.push(eq(projects.type, query.filter));
          break;
      }
      // The status filters of my boards (spec/000 §2) read the boards' fair submissions.
      const inStatus = (...statuses: string[]) =>
        sql`exists (select 1 from fair_submissions fs where fs.project_id = ${projects.id} and fs.status in ${statuses})`;
      if (query.status === 'any')
        conditions.push(inStatus('submitted', 'resubmitted', 'approved', 'declined'));
      if (query.status === 'pending') conditions.push(inStatus('submitted', 'resubmitted'));
      if (query.status === 'declined') conditions.push(inStatus('declined'));
      if (query.status === 'approved') conditions.push(inStatus('approved'));
      if (query.status === 'submitted') conditions.push(inStatus('submitted'));
      if (query.status === 'resubmitted') conditions.push(inStatus('resubmitted'));
      const where = and(...conditions);
      const order = [desc(projects.updatedAt), desc(projects.id)];
      // What others see is the same for all of them: kept (the person's own view is read live).
      if (!self && !query.status) {
        const key = `${owner.id}|projects|${query.filter ?? ''}`;
        return cachedPage(key, query, viewer, language, async () => ({ where, order }), peoplePages);
      }
      return boardPage(where, order, query, viewer, language);
    },

    /** GET /projects/templates: the templates a board can start from (start/{template}, startproject). */
    templates(viewer: Viewer, language: Language) {
      // The same for everyone, and read on every start page: from the explore cache.
      const where = and(eq(projects.isTemplate, true), openToAll, inArray(projects.type, [...variantTypes]));
      return cachedPage('templates', { limit: 100, offset: 0 }, viewer, language, async () => ({
        where,
        order: [asc(projects.id)],
      }));
    },

    /**
     * GET /users/{username}/contributions: boards of others the person wrote sections or comments
     * on. As with likes and bookmarks, the person's own list leaves out boards they no longer see
     * (made private or a draft since, or they left the team), and others see the open ones only.
     */
    contributions(person: Pick<UserRow, 'id'>, q: PageQuery, viewer: Viewer, language: Language) {
      const self = viewer.userId === person.id || isStaff(viewer);
      const where = and(
        sql`${projects.ownerId} <> ${person.id}`,
        sql`${projects.id} in (select p.project_id from ${posts} p where p.user_id = ${person.id}${self ? sql`` : sql` and not p.anonymous`}
          union select c.project_id from ${comments} c where c.user_id = ${person.id}${self ? sql`` : sql` and not c.anonymous`})`,
        self ? seenBy(viewer) : openToAll,
      );
      const order = [desc(projects.updatedAt), desc(projects.id)];
      // What others see is the same for all of them: kept (a section or comment is a board event).
      if (!self)
        return cachedPage(
          `${person.id}|contributions`,
          q,
          viewer,
          language,
          async () => ({ where, order }),
          peoplePages,
        );
      return boardPage(where, order, q, viewer, language);
    },

    /** Boards a person bookmarked (GET /users/{username}/subscriptions) or liked (/likes). */
    userCollection(
      owner: Pick<UserRow, 'id'>,
      kind: 'subscriptions' | 'likes',
      q: PageQuery,
      viewer: Viewer,
      language: Language,
    ) {
      const table = kind === 'subscriptions' ? projectSubscriptions : projectLikes;
      // The person's own list leaves out boards they no longer see (made private after the like,
      // or they left the team); others see the open ones only.
      const self = viewer.userId === owner.id;
      const where = and(
        sql`exists (select 1 from ${table} t where t.project_id = ${projects.id} and t.user_id = ${owner.id})`,
        self ? seenBy(viewer) : openToAll,
      );
      const order = [desc(projects.id)];
      // What others see is the same for all of them: kept (the person's own view is read live).
      if (!self)
        return cachedPage(
          `${owner.id}|${kind}`,
          q,
          viewer,
          language,
          async () => ({ where, order }),
          peoplePages,
        );
      return boardPage(where, order, q, viewer, language);
    },

    /**
     * Page views (spec/000 §2): the client skips the view-story and article-redirect views. The
     * board's own people (owners and members, whatever their role) reading it count for nothing, so
     * an owner's reloads do not raise its views.
     */
    async view({ row, role }: BoardAccess) {
      if (role) return { viewed: true as const };
      await db
        .update(projects)
        .set({ viewsCount: sql`${projects.viewsCount} + 1` })
        .where(eq(projects.id, row.id));
      return { viewed: true as const };
    },

    /**
     * GET /projects/{id}/links: the linked child boards the viewer may see (a private child stays
     * hidden from those who are not on its team, even when the parent is open); the route's
     * `board` rule has let the viewer see the parent. `{total}` only in count mode.
     */
    async linked(id: number, viewer: Viewer, q: PageQuery, language: Language) {
      const where = and(
        sql`exists (select 1 from project_links l where l.parent_id = ${id} and l.child_id = ${projects.id})`,
        seenBy(viewer),
      );
      const found = await boardPage(where, [desc(projects.id)], q, viewer, language);
      return 'projects' in found ? pageOf('links', found.projects, found.total, found.hasMore) : found;
    },
  };
}
export type ProjectsService = ReturnType<typeof projectsService>;
