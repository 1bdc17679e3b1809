import type { Category, Language } from '@makerboard/shared';
import { asc, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { categories, projectCategories, projects } from '../../db/schema/index.ts';

/** spec/000 §5: the community build leaves out these two when a user preference asks for it. */
const COMMUNITY_OPTIONAL = ['tips', 'games'];

export interface TreeOptions {
  includePrivate: boolean;
  /** A user preference is given: the community variant drops the tips and games categories. */
  preference: boolean;
  /** explore/categories/{year}: how many public boards of that year each category holds. */
  year?: number | undefined;
}

/** Categories per language with subcategories (spec/000 §3, §5); English is the default. */
export function categoriesService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async tree(language: Language, options: TreeOptions) {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.parentId), asc(categories.position));
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
          ctx.config.siteVariant === 'community' &&
          options.preference &&
          COMMUNITY_OPTIONAL.includes(row.slug);
        if ((row.isPrivate && !options.includePrivate) || optional || dropped.has(row.parentId)) {
          dropped.add(row.id);
          continue;
        }
        const texts = row.languages[language] ?? row.languages.en ?? { name: row.slug, description: '' };
        nodes.set(row.id, {
          id: row.id,
          name: texts.name,
          slug: row.slug,
          description: texts.description,
          parentID: row.parentId,
          isPrivate: row.isPrivate,
          languages: Object.entries(row.languages).map(([lang, t]) => ({ language: lang, ...t })),
          subCategories: [],
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
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
