import type { Board, Language, PageQuery, SEARCH_TYPES, SearchHighlight } from '@makerboard/shared';
import { hasAdminTypeRole, isCountMode, VARIANT_BOARD_TYPES } from '@makerboard/shared';
import { and, desc, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { categories, projects, users } from '../../db/schema/index.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import { countedPage, countOf, page, pageOf } from '../../lib/paging.ts';
import {
  HEADLINE_PIECES,
  HEADLINE_WHOLE,
  headlineSource,
  markedHtml,
  wordsQuery,
} from '../../lib/text-search.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

/** What search needs of the boards: boards as the viewer sees them (the boards module presents them). */
export interface SearchBoards {
  present: (rows: (typeof projects.$inferSelect)[], viewer: Viewer, language: Language) => Promise<Board[]>;
}

/**
 * Minors (under 18 by their birth date, or students without one: the rule of the child-safe
 * conversations) are findable only by the people who already share an active board with them,
 * and by staff (quality.md: minors are not findable by people outside their boards and classes).
 * `relations` are the other ties that make a minor known (a class: the classes module adds it).
 * Each is a set of ids (`users.id in (…)`), not an `exists` tested per person: with those in an
 * `or`, PostgreSQL priced a stranger's count of everyone at ~1M and compiled it (JIT), 0.5-1.4 s
 * on 20k people against 6-21 ms as sets (issue 15).
 */
export type MinorRelation = (viewerId: number) => SQL;

const isMinorSql = sql`(case when ${users.birthDate} is not null then ${users.birthDate} > current_date - interval '18 years' else ${users.userType} = 'student' end)`;
const sharesBoard: MinorRelation = (viewerId) =>
  sql`${users.id} in (select theirs.user_id from project_members theirs join project_members mine on mine.project_id = theirs.project_id
        where theirs.status = 'active' and mine.user_id = ${viewerId} and mine.status = 'active')`;

/** `%q%` for ilike, with the pattern characters of `q` taken literally. */
const containing = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

/** Engagement as the popular sort counts it (docs/decisions.md "Sorts"). */
const engagement = sql`(${projects.likesCount} + 2 * ${projects.commentsCount} + ${projects.subscribersCount})`;

/** The words of a query a suggestion looks at (the first few, as written, lower case). */
const suggestionWords = (q: string) => (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 6);

/** Words of titles, tags and names: runs of letters and digits (any letter beyond ASCII counts as one, as in every locale). */
const WORD_SPLIT = '[^0-9a-z\\u0080-\\uffff]+';
/** How similar (pg_trgm's similarity, 0 to 1) a word must be to be suggested for another. */
const SUGGESTION_SIMILARITY = 0.3;

/**
 * Search (api.md GET /search; docs/decisions.md "Search"): boards by language-aware full-text
 * search over their title, tags, categories and description (lib/text-search.ts), ranked by how
 * well and where the words matched and a little by engagement, with the matches highlighted and,
 * when no board is found, a suggestion; people by trigram similarity of their names. Private
 * boards and drafts are never found, and never suggested.
 */
export function searchService(
  ctx: AppContext,
  deps: { boards: SearchBoards; minorRelations?: MinorRelation[] },
) {
  const db = ctx.database.db;
  const relations = [sharesBoard, ...(deps.minorRelations ?? [])];
  const findable = (viewer: Viewer): SQL => {
    if (hasAdminTypeRole(viewer.roles as string[])) return sql`true`;
    const me = viewer.userId!;
    return sql`(not ${isMinorSql} or ${users.id} = ${me} or ${sql.join(
      relations.map((known) => known(me)),
      sql` or `,
    )})`;
  };
  const types = [...VARIANT_BOARD_TYPES[ctx.config.siteVariant]];
  const listed = and(
    sql`not ${projects.isPrivate} and not ${projects.isHidden} and not ${projects.isDraft} and ${projects.moderatedAt} is null`,
    inArray(projects.type, types),
  )!;
  const countBoards = async (words: SQL) =>
    countOf(
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(projects)
        .where(and(listed, sql`${projects.search} @@ ${words}`)),
    );

  /** The title and description of the boards `ids`, the words `q` marked as their board's language reads them. */
  async function highlightsOf(ids: number[], q: string, language: Language): Promise<SearchHighlight[]> {
    if (ids.length === 0) return [];
    const config = sql`board_search_config(${users.language})`;
    const words = wordsQuery(q, language, config);
    const rows = await db
      .select({
        id: projects.id,
        title: sql<string>`ts_headline(${config}, ${headlineSource(sql`${projects.title}`)}, ${words}, ${HEADLINE_WHOLE})`,
        snippet: sql<string>`ts_headline(${config}, ${headlineSource(sql`${projects.description}`)}, ${words}, ${HEADLINE_PIECES})`,
      })
      .from(projects)
      .innerJoin(users, sql`${users.id} = ${projects.ownerId}`)
      .where(inArray(projects.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id, title: markedHtml(row.title), snippet: markedHtml(row.snippet) }] : [];
    });
  }

  /**
   * "Did you mean …": each word of `q` replaced by the most similar word (pg_trgm) of the listed
   * boards' titles and tags (through their trigram index) or of the category names, when one is
   * similar enough; offered only when it differs from `q` and finds boards.
   */
  async function suggestionFor(q: string, language: Language): Promise<string | undefined> {
    const asked = suggestionWords(q);
    if (asked.length === 0) return undefined;
    const result = await db.execute(sql`
      select asked.n, best.word
      from unnest(array[${sql.join(
        asked.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) with ordinality as asked(word, n)
      cross join lateral (
        select candidate.word from (
          select regexp_split_to_table(lower(found.search_text), ${WORD_SPLIT}) as word
          from (
            select ${projects.searchText} as search_text from ${projects}
            where ${listed} and asked.word <% ${projects.searchText}
            order by word_similarity(asked.word, ${projects.searchText}) desc
            limit 50
          ) found
          union
          select regexp_split_to_table(lower(names.value ->> 'name'), ${WORD_SPLIT})
          from ${categories}, jsonb_each(${categories.languages}) names
          where not ${categories.isPrivate}
        ) candidate
        where length(candidate.word) >= 3 and similarity(candidate.word, asked.word) >= ${SUGGESTION_SIMILARITY}
        order by similarity(candidate.word, asked.word) desc, candidate.word
        limit 1
      ) best
    `);
    const best = new Map(
      (result as unknown as { rows: { n: number | string; word: string }[] }).rows.map((row) => [
        Number(row.n) - 1,
        row.word,
      ]),
    );
    const suggested = asked.map((word, i) => best.get(i) ?? word);
    if (suggested.every((word, i) => word === asked[i])) return undefined;
    const suggestion = suggested.join(' ');
    return (await countBoards(wordsQuery(suggestion, language))) > 0 ? suggestion : undefined;
  }

  async function searchProjects(q: string, paging: PageQuery, viewer: Viewer, language: Language) {
    const words = wordsQuery(q, language);
    const where = and(listed, sql`${projects.search} @@ ${words}`);
    // Where the words matched (title A 1.0, tags and categories B 0.4, description C 0.2; ts_rank
    // counts repeats less and less, so a title match outweighs any number in the description),
    // then a little engagement (×1.35 at 1,000).
    const rank = sql`ts_rank(${projects.search}, ${words}) * (1 + 0.05 * ln(1 + greatest(${engagement}, 0)))`;
    const found = await page(
      'projects',
      paging,
      () => countBoards(words),
      async () =>
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(sql`${rank} desc`, desc(projects.id))
          .limit(paging.limit)
          .offset(paging.offset),
    );
    if (!('projects' in found)) return found;
    const suggestion = found.total === 0 ? await suggestionFor(q, language) : undefined;
    const [boards, highlights] = await Promise.all([
      deps.boards.present(found.projects, viewer, language),
      highlightsOf(
        found.projects.map((row) => row.id),
        q,
        language,
      ),
    ]);
    return {
      projects: boards,
      total: found.total,
      hasMore: found.hasMore,
      highlights,
      ...(suggestion ? { suggestion } : {}),
    };
  }

  // People lists as a reader finds them (issue 15: the newest-first list counted every person on
  // each read, 8 ms on 20k people; a name search ranks them all), kept for a few seconds. Staff all
  // find the same people; anyone else finds minors only where they know them, so their lists are
  // kept under their own id. Signups and several changes to a person make no event, so the key is
  // the instance's count of changes (lib/kept-answers.ts): any write or event here reads afresh;
  // another instance's signup shows within the 5 s.
  const peopleLists = new KeptAnswers(ctx.events, 5_000, 500);

  /** GET /users and the people of GET /search: by name, most similar first. */
  function searchUsers(q: string, paging: PageQuery, viewer: Viewer) {
    // Visitors list nobody; a signed-in person finds minors only where they already know them.
    if (!viewer.userId)
      return Promise.resolve(isCountMode(paging) ? { total: 0 } : pageOf('users', [], 0, false));
    const reader = hasAdminTypeRole(viewer.roles as string[]) ? 'staff' : `person-${viewer.userId}`;
    const words = q.trim();
    return peopleLists.get(`${reader}|${paging.limit}|${paging.offset}|${words}`, () =>
      findUsers(words, paging, viewer),
    );
  }

  function findUsers(words: string, paging: PageQuery, viewer: Viewer) {
    const name = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName})`;
    // Without words there is nothing to rank by: everyone findable, newest first (the key's index),
    // instead of ranking every person by their likeness to nothing (docs/performance.md).
    const where = and(
      isNull(users.disabledAt),
      findable(viewer),
      words
        ? sql`(${name} ilike ${containing(words)} or ${users.userName} % ${words} or (${users.firstName} || ' ' || ${users.lastName}) % ${words})`
        : undefined,
    );
    const order = words ? [sql`similarity(${name}, ${words}) desc`, users.id] : [desc(users.id)];
    return countedPage(
      'users',
      paging,
      db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
      (total) =>
        db
          .select({ user: users, total })
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(paging.limit)
          .offset(paging.offset),
      // Only a minor's circle (or staff) finds them: the whole name is theirs to read.
      (rows) => rows.map((r) => presentPublicUser(r.user, true)),
    );
  }

  /**
   * GET /users?searchBy=school (spec/001 §7 "by school-name … returns users or schools"): the
   * schools signed-in people's adult members named, by how many named them; never a minor's.
   */
  function searchSchools(q: string, paging: PageQuery, viewer: Viewer) {
    if (!viewer.userId)
      return Promise.resolve(isCountMode(paging) ? { total: 0 } : pageOf('schools', [], 0, false));
    const adult = sql`(case when ${users.birthDate} is not null then ${users.birthDate} <= (current_date - interval '18 years') else ${users.userType} <> 'student' end)`;
    const words = q.trim();
    const where = and(
      isNull(users.disabledAt),
      sql`${users.school} is not null and ${users.school} <> ''`,
      adult,
      words ? sql`${users.school} ilike ${containing(words)}` : undefined,
    );
    const key = sql`lower(${users.school})`;
    return countedPage(
      'schools',
      paging,
      db
        .select({ n: sql<number>`count(distinct ${key})::int` })
        .from(users)
        .where(where),
      (total) =>
        db
          .select({ name: sql<string>`min(${users.school})`, people: sql<number>`count(*)::int`, total })
          .from(users)
          .where(where)
          .groupBy(key)
          .orderBy(sql`count(*) desc`, key)
          .limit(paging.limit)
          .offset(paging.offset),
      (rows) => rows.map((r) => ({ name: r.name, people: Number(r.people) })),
    );
  }

  return {
    searchUsers,
    searchSchools,
    /** GET /search: `type=all` answers both lists with their own totals; nothing is found for an empty `q`. */
    async search(
      q: string,
      type: (typeof SEARCH_TYPES)[number],
      paging: PageQuery,
      viewer: Viewer,
      language: Language,
    ) {
      if (q.length === 0)
        return type === 'users'
          ? pageOf('users', [], 0, false)
          : { projects: [], users: [], total: 0, hasMore: false };
      if (type === 'users') return searchUsers(q, paging, viewer);
      if (type === 'projects') return searchProjects(q, paging, viewer, language);
      const [p, u] = await Promise.all([
        searchProjects(q, paging, viewer, language),
        searchUsers(q, paging, viewer),
      ]);
      return {
        projects: 'projects' in p ? p.projects : [],
        users: 'users' in u ? u.users : [],
        ...('highlights' in p ? { highlights: p.highlights } : {}),
        ...('suggestion' in p && p.suggestion ? { suggestion: p.suggestion } : {}),
        totalProjects: p.total,
        totalUsers: u.total,
        total: p.total + u.total,
        hasMore: ('hasMore' in p && p.hasMore) || ('hasMore' in u && u.hasMore),
      };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
