import type {
  Category,
  CategoryLanguages,
  CreateCategoryBody,
  Language,
  UpdateCategoryBody,
} from '@makerboard/shared';
import { LANGUAGES } from '@makerboard/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import {
  type CategoryRow,
  type CategoryTexts,
  categories,
  projectCategories,
  projects,
} from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';
import { ListCache, type RawJson } from '../../lib/events.ts';

/** spec/000 §5: the community build leaves out these two when a user preference asks for it. */
const COMMUNITY_OPTIONAL = ['tips', 'games'];

export interface TreeOptions {
  includePrivate: boolean;
  /** A user preference is given: the community variant drops the tips and games categories. */
  preference: boolean;
  /** explore/categories/{year}: how many public boards of that year each category holds. */
  year?: number | undefined;
}

/** One category in one language (English when it has no texts in that one), without subcategories. */
function present(row: CategoryRow, language: Language): Category {
  const texts = row.languages[language] ?? row.languages.en ?? { name: row.slug, description: '' };
  return {
    id: row.id,
    name: texts.name,
    slug: row.slug,
    description: texts.description,
    parentID: row.parentId,
    isPrivate: row.isPrivate,
    // In the order of LANGUAGES (en first), whatever order the database keeps them in.
    languages: Object.entries(row.languages)
      .sort(([a], [b]) => order(a) - order(b))
      .map(([lang, t]) => ({ language: lang, ...t })),
    subCategories: [],
  };
}

const order = (language: string) => {
  const index = (LANGUAGES as readonly string[]).indexOf(language);
  return index < 0 ? LANGUAGES.length : index;
};

/** The texts as kept: the languages given, each with its description ('' when none). */
function textsOf(languages: CategoryLanguages): Record<string, CategoryTexts> {
  const kept: Record<string, CategoryTexts> = {};
  for (const [language, texts] of Object.entries(languages))
    if (texts) kept[language] = { name: texts.name, description: texts.description ?? '' };
  return kept;
}

/** Categories per language with subcategories (spec/000 §3, §5); English is the default. */
export function categoriesService(ctx: AppContext) {
  const db = ctx.database.db;

  /**
   * The tree has two levels (spec/000 §3: top level has parentID 0, subcategories under it): a
   * parent is another top-level category, and a category with subcategories stays at the top.
   */
  async function checkParent(tx: Tx, parentId: number, self?: CategoryRow): Promise<void> {
    if (parentId === 0) return;
    const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
    if (parent?.parentId !== 0 || parent.id === self?.id) throw new AppError(422, 'CATEGORY_PARENT_INVALID');
    if (self) {
      const [child] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, self.id))
        .limit(1);
      if (child) throw new AppError(422, 'CATEGORY_HAS_SUBCATEGORIES');
    }
  }

  /**
   * Every category row, for the tree every screen asks for (issue 15: read per request, it was at
   * the p99 line under load). Kept 30 s; an admin's change here empties it at once (another
   * instance's shows within the 30 s).
   */
  const allRows = new ListCache<CategoryRow[]>(30_000, 1);
  /** The tree's answers as sent (per language and options, without a year's counts), kept likewise. */
  const answers = new ListCache<RawJson>(30_000, 50);

  /** A taken slug is the unique index's to find (two admins at once), said as 409. */
  async function written<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError(409, 'CATEGORY_SLUG_TAKEN');
      throw error;
    } finally {
      allRows.clear();
      answers.clear();
    }
  }

  return {
    /** The category a path's `{id}` names (the `category` object rule). */
    async byId(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },

    /** POST /categories (admins, audited): placed after its siblings. */
    async create(actorId: number, body: CreateCategoryBody, language: Language) {
      const row = await written(() =>
        db.transaction(async (tx) => {
          await checkParent(tx, body.parentID);
          const [created] = await tx
            .insert(categories)
            .values({
              slug: body.slug,
              parentId: body.parentID,
              isPrivate: body.isPrivate,
              languages: textsOf(body.languages),
              position: sql`(select coalesce(max(position), -1) + 1 from ${categories} where parent_id = ${body.parentID})`,
            })
            .returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'category.create',
            targetType: 'category',
            targetId: created!.id,
            data: { slug: body.slug, parentID: body.parentID, isPrivate: body.isPrivate },
          });
          return created!;
        }),
      );
      return { category: present(row, language) };
    },

    /** PUT /categories/{id} (admins, audited): the boards in it keep it; search follows its names. */
    async update(actorId: number, row: CategoryRow, body: UpdateCategoryBody, language: Language) {
      const updated = await written(() =>
        db.transaction(async (tx) => {
          if (body.parentID !== undefined && body.parentID !== row.parentId)
            await checkParent(tx, body.parentID, row);
          const changes = {
            ...(body.slug !== undefined ? { slug: body.slug } : {}),
            ...(body.parentID !== undefined ? { parentId: body.parentID } : {}),
            ...(body.isPrivate !== undefined ? { isPrivate: body.isPrivate } : {}),
            ...(body.languages !== undefined ? { languages: textsOf(body.languages) } : {}),
          };
          // Nothing given, nothing written (and nothing to audit).
          if (Object.keys(changes).length === 0) return row;
          const [changed] = await tx
            .update(categories)
            .set(changes)
            .where(eq(categories.id, row.id))
            .returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'category.update',
            targetType: 'category',
            targetId: row.id,
            data: {
              changed: Object.entries(body)
                .filter(([, value]) => value !== undefined)
                .map(([key]) => key)
                .sort(),
            },
          });
          return changed!;
        }),
      );
      return { category: present(updated, language) };
    },

    /**
     * GET /categories as sent, kept (`encode` serialises it as the route does): the tree is read by
     * every screen, and building and checking its answer cost more than reading its rows.
     */
    keptTree(language: Language, options: TreeOptions, encode: (tree: CategoryTree) => RawJson) {
      if (options.year) return tree(language, options).then(encode);
      return answers.get(`${language}|${!!options.includePrivate}|${!!options.preference}`, async () =>
        encode(await tree(language, options)),
      );
    },

    tree,
  };

  async function tree(language: Language, options: TreeOptions): Promise<CategoryTree> {
    const rows = await allRows.get('all', () =>
      db.select().from(categories).orderBy(asc(categories.parentId), asc(categories.position)),
    );
    const dropped = new Set<number>();
    const counts = new Map<number, number>();
    if (options.year) {
      const found = await queryRows<{ id: number; n: number }>(
        db,
        sql`select pc.category_id as id, count(*)::int as n from ${projectCategories} pc join ${projects} p on p.id = pc.project_id
              where p.year = ${options.year} and not p.is_private and not p.is_draft and not p.is_hidden and not p.is_template
              group by pc.category_id`,
      );
      for (const row of found) counts.set(Number(row.id), Number(row.n));
    }
    const nodes = new Map<number, Category>();
    for (const row of rows) {
      const optional =
        ctx.config.siteVariant === 'community' && options.preference && COMMUNITY_OPTIONAL.includes(row.slug);
      if ((row.isPrivate && !options.includePrivate) || optional || dropped.has(row.parentId)) {
        dropped.add(row.id);
        continue;
      }
      nodes.set(row.id, {
        ...present(row, language),
        ...(options.year ? { count: counts.get(row.id) ?? 0 } : {}),
      });
    }
    const top: Category[] = [];
    for (const node of nodes.values()) {
      if (node.parentID === 0) top.push(node);
      else nodes.get(node.parentID)?.subCategories.push(node);
    }
    if (options.year) {
      // A top-level category counts its own boards and its subcategories'.
      for (const node of top)
        node.count = (node.count ?? 0) + node.subCategories.reduce((sum, c) => sum + (c.count ?? 0), 0);
    }
    return { categories: top };
  }
}
export type CategoriesService = ReturnType<typeof categoriesService>;
type CategoryTree = { categories: Category[] };
