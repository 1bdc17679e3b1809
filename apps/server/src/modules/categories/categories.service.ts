import type { Language } from '@makerboard/shared';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { categories } from '../../db/schema/index.ts';

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  description: string;
  parentID: number;
  isPrivate: boolean;
  languages: { language: string; name: string; description: string }[];
  subCategories: CategoryNode[];
}

/** Categories per language with subcategories (spec/000 §3, §5); English is the default. */
export function categoriesService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async tree(language: Language, includePrivate: boolean) {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.parentId), asc(categories.position));
      const nodes = new Map<number, CategoryNode>();
      for (const row of rows) {
        if (row.isPrivate && !includePrivate) continue;
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
        });
      }
      const top: CategoryNode[] = [];
      for (const node of nodes.values()) {
        if (node.parentID === 0) top.push(node);
        else nodes.get(node.parentID)?.subCategories.push(node);
      }
      return { categories: top };
    },
  };
}
