import type { Language } from '@makerboard/shared';
import { and, type Column, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { parsedJson, rowFromJson } from '../../db/json-rows.ts';
import { idArray, preparedQuery, qualified } from '../../db/prepared.ts';
import {
  attachments,
  type CategoryRow,
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

const projectById = preparedQuery('project_by_id', (db: Tx, name) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);
const activeRole = preparedQuery('project_member_role', (db: Tx, name) =>
  db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, sql.placeholder('projectId')),
        eq(projectMembers.userId, sql.placeholder('userId')),
        eq(projectMembers.status, 'active'),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The person's active role on the board read in the same statement, as a column (null for none):
 * a board read with it, or a section or comment read with its board and it, is one statement where
 * the board and the role were two or three (issue 15: every read of something on a board checks
 * them first). `userId` is a placeholder of a prepared query; a visitor's is 0, nobody's id.
 */
export const roleOnBoard = (userId: Placeholder, boardId: Column = projects.id) =>
  sql<string | null>`(select on_board.role from project_members on_board
    where on_board.project_id = ${qualified(boardId)} and on_board.user_id = ${userId}
    and on_board.status = 'active' limit 1)`;

const projectWithRole = preparedQuery('project_with_role', (db: Tx, name) =>
  db
    .select({ row: projects, role: roleOnBoard(sql.placeholder('userId')) })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** A board and the person's active role on it (null for a visitor or a non-member). */
export async function findProjectWithRole(
  db: Tx,
  id: number,
  userId: number | null,
): Promise<{ row: ProjectRow; role: string | null } | undefined> {
  const [found] = await projectWithRole(db).execute({ id, userId: userId ?? 0 });
  return found;
}

export async function findProject(db: Tx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await projectById(db).execute({ id });
  return row;
}

export async function memberRole(db: Tx, projectId: number, userId: number | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await activeRole(db).execute({ projectId, userId });
  return row?.role ?? null;
}

/** An upload row, as drizzle reads it: what the media module signs a cover's URL from. */
export type UploadRow = typeof uploads.$inferSelect;

/**
 * What the picture covers of a page need read (projects.service.ts `hydrated` decides): the
 * uploads the owners chose as covers, and the boards whose default cover is the first picture of
 * their sections.
 */
export interface CoverReads {
  uploadIds: number[];
  firstImageOf: number[];
}

/** A page of boards with what they show, and the uploads their picture covers are made from. */
export interface PageRead {
  /** Authors, categories and the viewer's likes, bookmarks and roles (none for a visitor). */
  boards: Hydrated[];
  /** The uploads of `CoverReads.uploadIds` that exist, by id. */
  coverUploads: Map<number, UploadRow>;
  /** Board → the upload of the first picture of its sections, for the boards of `firstImageOf` that have one. */
  firstImages: Map<number, UploadRow>;
}

/**
 * Everything a page of boards shows beside its rows, in one statement whatever the page size
 * (quality.md): authors, categories, the viewer's flags and, when asked, the uploads of its picture
 * covers. Each part is a scalar subquery aggregated as JSON, so the page costs one round trip to
 * the database instead of one per part (issue 15: on the 2-core machine each round trip costs
 * about 0.4 ms of the machine's time, whatever it reads). Rows of tables come back as
 * `json_agg` of the whole row and are decoded column by column as drizzle decodes them
 * (`rowFromJson`), so an author or an upload is exactly the row a `select` gives.
 */
export async function readPage(
  db: Tx,
  rows: ProjectRow[],
  viewerId: number | null,
  language: Language,
  covers?: CoverReads,
): Promise<PageRead> {
  const read: PageRead = { boards: [], coverUploads: new Map(), firstImages: new Map() };
  if (rows.length === 0) return read;
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const chosen = [...new Set(covers?.uploadIds ?? [])];
  const bare = covers?.firstImageOf ?? [];
  // Each part reads what was its own statement before (issue 15), with the same conditions.
  const parts: SQL[] = [
    sql`(select coalesce(json_agg(u), '[]') from ${users} u where u.id = any(${idArray(ownerIds)})) as owners`,
    sql`(select coalesce(json_agg(c), '[]') from (
          select pc.project_id, c.id, c.slug, c.parent_id, c.languages
            from ${projectCategories} pc join ${categories} c on c.id = pc.category_id
           where pc.project_id = any(${idArray(ids)})) c) as categories`,
  ];
  if (viewerId)
    parts.push(sql`(select coalesce(json_agg(f), '[]') from (${flagsQuery(ids, viewerId)}) f) as flags`);
  if (chosen.length)
    parts.push(
      sql`(select coalesce(json_agg(u), '[]') from ${uploads} u where u.id = any(${idArray(chosen)})) as cover_uploads`,
    );
  // The first picture of each board's sections (public sections, in the board's order, then the
  // section's attachment order): the default cover of boards without one.
  if (bare.length)
    parts.push(sql`(select coalesce(json_agg(f), '[]') from (
          select distinct on (p.project_id) p.project_id, row_to_json(u) as upload
            from ${posts} p
            join ${attachments} a on a.post_id = p.id
            join ${uploads} u on u.id = a.upload_id
           where p.project_id = any(${idArray(bare)}) and not p.is_private and p.attachments_count > 0
             and u.kind = 'image' and u.status = 'ready'
           order by p.project_id, p.priority, p.id, a.priority, a.id) f) as first_images`);
  const [found] = await queryRows<Record<string, unknown>>(db, sql`select ${sql.join(parts, sql`, `)}`);
  const owners = parsedJson<Record<string, unknown>[]>(found!.owners).map((o) => rowFromJson(users, o));
  const cats = parsedJson<
    { project_id: number; id: number; slug: string; parent_id: number; languages: CategoryRow['languages'] }[]
  >(found!.categories);
  const flags = viewerId ? flagsFrom(parsedJson(found!.flags)) : noFlags();
  for (const u of parsedJson<Record<string, unknown>[]>(found!.cover_uploads ?? '[]')) {
    const upload = rowFromJson(uploads, u);
    read.coverUploads.set(upload.id, upload);
  }
  for (const f of parsedJson<{ project_id: number; upload: Record<string, unknown> }[]>(
    found!.first_images ?? '[]',
  ))
    read.firstImages.set(Number(f.project_id), rowFromJson(uploads, f.upload));

  const ownerById = new Map(owners.map((u) => [u.id, u]));
  const catsById = new Map<number, Hydrated['categories']>();
  for (const c of cats) {
    const list = catsById.get(c.project_id) ?? [];
    list.push({
      id: c.id,
      slug: c.slug,
      parentID: c.parent_id,
      name: (c.languages[language] ?? c.languages.en)?.name ?? c.slug,
    });
    catsById.set(c.project_id, list);
  }
  read.boards = withViewer(
    rows.map((row) => ({
      row,
      owner: ownerById.get(row.ownerId),
      categories: catsById.get(row.id) ?? [],
      liked: false,
      subscribed: false,
      role: null,
    })),
    flags,
  );
  return read;
}

export interface ViewerFlags {
  liked: Set<number>;
  subscribed: Set<number>;
  roles: Map<number, string>;
}

const noFlags = (): ViewerFlags => ({ liked: new Set(), subscribed: new Set(), roles: new Map() });

/** The viewer's likes, bookmarks and active roles among these boards, as `{id, kind, role}` rows. */
const flagsQuery = (ids: number[], viewerId: number) =>
  sql`select project_id as id, 'like' as kind, null as role from ${projectLikes} where user_id = ${viewerId} and project_id = any(${idArray(ids)})
        union all select project_id, 'subscription', null from ${projectSubscriptions} where user_id = ${viewerId} and project_id = any(${idArray(ids)})
        union all select project_id, 'member', role from ${projectMembers} where user_id = ${viewerId} and project_id = any(${idArray(ids)}) and status = 'active'`;

function flagsFrom(rows: { id: number | string; kind: string; role: string | null }[]): ViewerFlags {
  const flags = noFlags();
  for (const row of rows) {
    const id = Number(row.id);
    if (row.kind === 'like') flags.liked.add(id);
    else if (row.kind === 'subscription') flags.subscribed.add(id);
    else if (row.role) flags.roles.set(id, row.role);
  }
  return flags;
}

/** The viewer's likes, bookmarks and board roles on a page of boards, in one statement. */
export async function viewerFlags(db: Tx, ids: number[], viewerId: number | null): Promise<ViewerFlags> {
  if (!viewerId || ids.length === 0) return noFlags();
  return flagsFrom(await queryRows(db, flagsQuery(ids, viewerId)));
}

export function withViewer(shared: Hydrated[], flags: ViewerFlags): Hydrated[] {
  return shared.map((h) => ({
    ...h,
    liked: flags.liked.has(h.row.id),
    subscribed: flags.subscribed.has(h.row.id),
    role: flags.roles.get(h.row.id) ?? null,
  }));
}
