import type { Language } from '@makerboard/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  categories,
  projectCategories,
  projectLikes,
  projectMembers,
  projectSubscriptions,
  projects,
  type UserRow,
  users,
} from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;

export interface Hydrated {
  row: ProjectRow;
  owner: UserRow | undefined;
  categories: { id: number; name: string; slug: string; parentID: number }[];
  liked: boolean;
  subscribed: boolean;
  role: string | null;
}

export async function findProject(db: Tx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function memberRole(db: Tx, projectId: number, userId: number | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Everything a list of boards shows, in a constant number of queries whatever the page size
 * (quality.md): authors, categories, and the viewer's likes, bookmarks and roles.
 */
export async function hydrate(
  db: Tx,
  rows: ProjectRow[],
  viewerId: number | null,
  language: Language,
): Promise<Hydrated[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const [owners, cats, liked, subscribed, roles] = await Promise.all([
    db.select().from(users).where(inArray(users.id, ownerIds)),
    db
      .select({
        projectId: projectCategories.projectId,
        id: categories.id,
        slug: categories.slug,
        parentId: categories.parentId,
        languages: categories.languages,
      })
      .from(projectCategories)
      .innerJoin(categories, eq(categories.id, projectCategories.categoryId))
      .where(inArray(projectCategories.projectId, ids)),
    viewerId
      ? db
          .select({ id: projectLikes.targetId })
          .from(projectLikes)
          .where(and(eq(projectLikes.userId, viewerId), inArray(projectLikes.targetId, ids)))
      : Promise.resolve([]),
    viewerId
      ? db
          .select({ id: projectSubscriptions.targetId })
          .from(projectSubscriptions)
          .where(and(eq(projectSubscriptions.userId, viewerId), inArray(projectSubscriptions.targetId, ids)))
      : Promise.resolve([]),
    viewerId
      ? db
          .select({ id: projectMembers.projectId, role: projectMembers.role })
          .from(projectMembers)
          .where(and(eq(projectMembers.userId, viewerId), inArray(projectMembers.projectId, ids)))
      : Promise.resolve([]),
  ]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  const likedSet = new Set(liked.map((l) => l.id));
  const subscribedSet = new Set(subscribed.map((s) => s.id));
  const roleById = new Map(roles.map((r) => [r.id, r.role]));
  const catsById = new Map<number, Hydrated['categories']>();
  for (const c of cats) {
    const list = catsById.get(c.projectId) ?? [];
    list.push({
      id: c.id,
      slug: c.slug,
      parentID: c.parentId,
      name: (c.languages[language] ?? c.languages.en)?.name ?? c.slug,
    });
    catsById.set(c.projectId, list);
  }
  return rows.map((row) => ({
    row,
    owner: ownerById.get(row.ownerId),
    categories: catsById.get(row.id) ?? [],
    liked: likedSet.has(row.id),
    subscribed: subscribedSet.has(row.id),
    role: roleById.get(row.id) ?? null,
  }));
}

/** The page, then its total: two statements, ids first (architecture.md: select the page's ids first). */
export async function countWhere(db: Tx, where: ReturnType<typeof sql> | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where);
  return Number(row?.n ?? 0);
}
