import type { BoardSearchQuery, Language, SuggestCategoriesBody } from '@makerboard/shared';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CategoryRow, categories, posts, projectCategories, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { boardCache, ListCache } from '../../lib/events.ts';
import { countedPage, countOf } from '../../lib/paging.ts';
import { cutText, plainText } from '../../lib/text.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { CATEGORY_KEYWORDS } from './category-keywords.ts';
import type { BoardAccess } from './projects.access.ts';
import { findProject } from './projects.repository.ts';
import type { ProjectsService } from './projects.service.ts';

/** How many categories a suggestion answers at most. */
export const SUGGESTIONS_MAX = 5;

/** Lower case, without accents: "Énergie" and "energie" are one word. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'o')
    .replace(/æ/g, 'a')
    .replace(/ß/g, 's');
/** The words of a text (letters and digits), folded; "robots" is read as "robot". */
function words(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).map(stem);
}
const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
/** Two words match when equal, or when both are long and one begins the other ("robot", "robotics"). */
const matches = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && (a.startsWith(b) || b.startsWith(a)));

/** Words too common to say anything about a topic. */
const STOP = new Set(
  words(
    'and the for with from this that our your are was were has have into about how what why who ' +
      'und der die das mit von für ein eine ist wir ihr wie was ' +
      'les des une pour avec dans sur est nous vous que qui comment',
  ),
);

/** A board's text as the suggestion weighs it: the title most, then tags, then the rest. */
interface BoardText {
  title: string;
  description: string;
  tags: readonly string[];
  sections: readonly { title: string; body: string }[];
}

/**
 * The pins, the online flag, the suggested categories and the search inside a board (spec/001 §7;
 * docs/decisions.md "Board lists and tools").
 */
export function boardTools(ctx: AppContext, boards: ProjectsService) {
  const db = ctx.database.db;
  const changed = (id: number) => ctx.events.emit({ type: 'project', action: 'update', id });
  async function fresh(id: number, viewer: Viewer, language: Language) {
    const row = await findProject(db, id);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return { project: (await boards.present([row], viewer, language))[0]! };
  }

  /**
   * Every public category with its terms: its names (weighing twice) and descriptions in every
   * language, and its keywords. Built once a minute rather than for every suggestion (issue 15:
   * this made `GET /projects/{id}/suggestedCategories` a 100 ms answer under load); a category an
   * admin adds is suggested within the minute.
   */
  const categoryTerms = new ListCache<Array<{ c: CategoryRow; terms: Map<string, number> }>>(60_000, 1);
  async function readCategoryTerms() {
    const rows = await db
      .select()
      .from(categories)
      .where(eq(categories.isPrivate, false))
      .orderBy(asc(categories.position), asc(categories.id));
    return rows.map((c) => {
      const terms = new Map<string, number>();
      const term = (source: string, weight: number) => {
        for (const w of words(source)) if (!STOP.has(w)) terms.set(w, Math.max(terms.get(w) ?? 0, weight));
      };
      for (const texts of Object.values(c.languages)) {
        term(texts.name, 2);
        term(texts.description, 1);
      }
      term(c.slug.replace(/-/g, ' '), 2);
      for (const keyword of CATEGORY_KEYWORDS[c.slug] ?? []) term(keyword, 1);
      return { c, terms };
    });
  }
  // A board's suggestions, kept until the board changes (its sections' and its own events).
  const kept = boardCache(ctx.events);

  /** A board's suggestions from its title, tags, description and first hundred sections. */
  async function suggestForBoard(row: BoardAccess['row'], language: Language) {
    const sections = await db
      .select({ title: posts.title, body: posts.body })
      .from(posts)
      .where(eq(posts.projectId, row.id))
      .orderBy(asc(posts.priority), asc(posts.id))
      .limit(100);
    return suggest({ title: row.title, description: row.description, tags: row.tags, sections }, language);
  }

  /** The categories that best fit a board's text, best first; none when nothing matches. */
  async function suggest(text: BoardText, language: Language) {
    const weighted = new Map<string, number>();
    const add = (source: string, weight: number) => {
      for (const w of words(source)) {
        if (STOP.has(w)) continue;
        weighted.set(w, (weighted.get(w) ?? 0) + weight);
      }
    };
    add(text.title, 4);
    for (const tag of text.tags) add(tag, 3);
    add(plainText(text.description), 1);
    for (const section of text.sections) {
      add(section.title, 2);
      add(plainText(section.body), 1);
    }
    const boardWords = [...weighted.entries()];
    if (boardWords.length === 0) return { categories: [] };
    const scored = (await categoryTerms.get('all', readCategoryTerms)).map(({ c, terms }) => {
      let score = 0;
      for (const [t, weight] of terms)
        for (const [w, count] of boardWords) if (matches(t, w)) score += weight * Math.min(count, 8);
      return { c, score };
    });
    // A subcategory is the precise choice; a top-level category only counts half.
    const ranked = scored
      .map(({ c, score }) => ({ c, score: c.parentId === 0 ? score / 2 : score }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.c.id - b.c.id)
      .slice(0, SUGGESTIONS_MAX);
    return {
      categories: ranked.map(({ c, score }) => ({
        id: c.id,
        slug: c.slug,
        parentID: c.parentId,
        name: (c.languages[language] ?? c.languages.en)?.name ?? c.slug,
        score: Math.round(score * 10) / 10,
      })),
    };
  }

  return {
    /**
     * PUT /projects/{id}/pinned (admins and curators): pins the board in one of its categories, or
     * takes the pin off. The board's `isPinned` says whether it is pinned in any category.
     */
    async pin(
      { row }: BoardAccess,
      body: { categoryID: number; pinned: boolean },
      viewer: Viewer,
      language: Language,
    ) {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(projectCategories)
          .set({ pinnedAt: body.pinned ? new Date() : null })
          .where(
            and(eq(projectCategories.projectId, row.id), eq(projectCategories.categoryId, body.categoryID)),
          )
          .returning({ id: projectCategories.categoryId });
        if (updated.length === 0) throw new AppError(400, 'BOARD_NOT_IN_CATEGORY');
        const [still] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(projectCategories)
          .where(and(eq(projectCategories.projectId, row.id), isNotNull(projectCategories.pinnedAt)));
        await tx
          .update(projects)
          .set({ isPinned: countOf(still ? [still] : []) > 0 })
          .where(eq(projects.id, row.id));
      });
      changed(row.id);
      return fresh(row.id, viewer, language);
    },

    /** PUT /projects/{id}/isOnline (the board's editors). */
    async setOnline({ row }: BoardAccess, isOnline: boolean, viewer: Viewer, language: Language) {
      await db.update(projects).set({ isOnline, updatedAt: new Date() }).where(eq(projects.id, row.id));
      changed(row.id);
      return fresh(row.id, viewer, language);
    },

    /** POST /projects/suggestCategories: for a board being written. */
    suggest: (body: z.output<typeof SuggestCategoriesBody>, language: Language) => suggest(body, language),

    /** GET /projects/{id}/suggestedCategories: from the board's title, tags, description and sections. */
    suggestFor({ row }: BoardAccess, language: Language) {
      return kept.get(`${row.id}|suggestedCategories|${language}`, () =>
        suggestForBoard(row, language),
      ) as ReturnType<typeof suggestForBoard>;
    },

    /**
     * GET /projects/{id}/search: the board's sections whose title or text hold every word of `q`
     * (case and accents aside), in the board's order, each with its text around the first match.
     */
    search({ row }: BoardAccess, q: z.output<typeof BoardSearchQuery>) {
      const terms = [...new Set(fold(q.q).split(/\s+/).filter(Boolean))].slice(0, 10);
      const like = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // The text folded in SQL as in JS: tags out, lower case, the common accents replaced.
      const folded = (column: SQL) =>
        sql`translate(lower(${column}), 'àáâäãåçèéêëìíîïñòóôöõùúûüýÿœæß', 'aaaaaaceeeeiiiinooooouuuuyyoas')`;
      const text = sql`(${folded(sql`${posts.title}`)} || ' ' || ${folded(sql`regexp_replace(${posts.body}, '<[^>]*>', ' ', 'g')`)})`;
      const where = and(eq(posts.projectId, row.id), ...terms.map((t) => sql`${text} like ${like(t)}`));
      return countedPage(
        'posts',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where),
        (total) =>
          db
            .select({ id: posts.id, title: posts.title, body: posts.body, priority: posts.priority, total })
            .from(posts)
            .where(where)
            .orderBy(asc(posts.priority), asc(posts.id))
            .limit(q.limit)
            .offset(q.offset),
        (found) =>
          found.map((p) => ({
            id: p.id,
            title: p.title,
            priority: p.priority,
            excerpt: excerpt(plainText(p.body.replace(/<\/(p|div|li|h\d)>/g, ' $&')), terms),
          })),
      );
    },
  };
}
export type BoardTools = ReturnType<typeof boardTools>;

/** About 200 characters of `text` around the first of `terms` it holds (its start when none). */
export function excerpt(text: string, terms: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const folded = fold(flat);
  const at = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  const start = Number.isFinite(at) ? Math.max(0, at - 60) : 0;
  const cut = cutText(flat.slice(start), 200);
  return start > 0 ? `…${cut}` : cut;
}
