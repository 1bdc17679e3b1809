import type { Language } from '@makerboard/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  attachments,
  categories,
  posts,
  projectCategories,
  projectLikes,
  projectMembers,
  projectSubscriptions,
  projects,
  type UserRow,
  uploads,
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
  /**
   * The cover as shown, when it is an uploaded picture (the owners' own, or by default the first
   * image of the board's sections): a signed URL, or null for an upload that is gone. Undefined
   * when the board's cover is its link (`cover_image_url`) or nothing.
   */
  coverUrl?: string | null;
}

/**
 * The first picture of each board's sections (public sections, in the board's order, then the
 * section's attachment order): the default cover of boards without one, in one statement.
 */
export async function firstImages(db: Tx, boardIds: number[]): Promise<Map<number, number>> {
  if (boardIds.length === 0) return new Map();
  const rows = await queryRows<{ project_id: number; upload_id: number }>(
    db,
    sql`select distinct on (p.project_id) p.project_id, a.upload_id
          from ${posts} p
          join ${attachments} a on a.post_id = p.id
          join ${uploads} u on u.id = a.upload_id
         where p.project_id in ${boardIds} and not p.is_private and p.attachments_count > 0
           and u.kind = 'image' and u.status = 'ready'
         order by p.project_id, p.priority, p.id, a.priority, a.id`,
  );
  return new Map(rows.map((r) => [Number(r.project_id), Number(r.upload_id)]));
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
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, userId),
        eq(projectMembers.status, 'active'),
      ),
    )
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
  const [shared, flags] = await Promise.all([
    hydrateShared(db, rows, language),
    viewerFlags(
      db,
      rows.map((r) => r.id),
      viewerId,
    ),
  ]);
  return withViewer(shared, flags);
}

/** What every viewer sees of a page of boards: authors and categories (two queries). */
export async function hydrateShared(db: Tx, rows: ProjectRow[], language: Language): Promise<Hydrated[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const [owners, cats] = await Promise.all([
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
  ]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
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
    liked: false,
    subscribed: false,
    role: null,
  }));
}

export interface ViewerFlags {
  liked: Set<number>;
  subscribed: Set<number>;
  roles: Map<number, string>;
}

/** The viewer's likes, bookmarks and board roles on a page of boards, in one statement. */
export async function viewerFlags(db: Tx, ids: number[], viewerId: number | null): Promise<ViewerFlags> {
  const flags: ViewerFlags = { liked: new Set(), subscribed: new Set(), roles: new Map() };
  if (!viewerId || ids.length === 0) return flags;
  const rows = await queryRows<{ id: number; kind: string; role: string | null }>(
    db,
    sql`select project_id as id, 'like' as kind, null as role from ${projectLikes} where user_id = ${viewerId} and project_id in ${ids}
        union all select project_id, 'subscription', null from ${projectSubscriptions} where user_id = ${viewerId} and project_id in ${ids}
        union all select project_id, 'member', role from ${projectMembers} where user_id = ${viewerId} and project_id in ${ids} and status = 'active'`,
  );
  for (const row of rows) {
    const id = Number(row.id);
    if (row.kind === 'like') flags.liked.add(id);
    else if (row.kind === 'subscription') flags.subscribed.add(id);
    else if (row.role) flags.roles.set(id, row.role);
  }
  return flags;
}

export function withViewer(shared: Hydrated[], flags: ViewerFlags): Hydrated[] {
  return shared.map((h) => ({
    ...h,
    liked: flags.liked.has(h.row.id),
    subscribed: flags.subscribed.has(h.row.id),
    role: flags.roles.get(h.row.id) ?? null,
  }));
}
