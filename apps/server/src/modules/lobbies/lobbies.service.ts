import type {
  AreaBody,
  ClickableArea,
  CreateLobbyBody,
  Lobby,
  LobbySummary,
  UpdateLobbyBody,
} from '@makerboard/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { type ClickableAreaRow, clickableAreas, type LobbyRow, lobbies } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';

/** What a lobby needs of the media module: the admin's own picture uploads and their current URLs. */
export interface LobbyImages {
  ownedImage(url: string, ownerId: number): Promise<number | null>;
  urls(ids: number[]): Promise<Map<number, string>>;
}

/** Percentages are kept to two decimals: what an editor can place by hand, and a stable answer. */
const round = (value: number) => Math.round(value * 100) / 100;

const area = (row: ClickableAreaRow): ClickableArea => ({
  id: row.id,
  name: row.name,
  x: row.x,
  y: row.y,
  width: row.width,
  height: row.height,
  href: row.href,
});

const areaValues = (body: AreaBody) => ({
  name: body.name,
  x: round(body.x),
  y: round(body.y),
  width: round(body.width),
  height: round(body.height),
  href: body.href,
});

/**
 * Virtual lobbies (spec/000 §2 2d/{path}) and their clickable areas (admin/clickableAreas/create
 * and View). Writes are admin actions and audited.
 */
export function lobbiesService(ctx: AppContext, deps: { images: LobbyImages }) {
  const db = ctx.database.db;

  async function imageUrl(row: LobbyRow): Promise<string | null> {
    if (!row.imageUploadId) return null;
    return (await deps.images.urls([row.imageUploadId])).get(row.imageUploadId) ?? null;
  }

  async function present(row: LobbyRow): Promise<Lobby> {
    const areas = await db
      .select()
      .from(clickableAreas)
      .where(eq(clickableAreas.lobbyId, row.id))
      .orderBy(asc(clickableAreas.id));
    return {
      id: row.id,
      path: row.path,
      title: row.title,
      description: row.description,
      imageUrl: await imageUrl(row),
      areaCount: areas.length,
      areas: areas.map(area),
    };
  }

  async function picture(url: string, actorId: number): Promise<number> {
    const id = await deps.images.ownedImage(url, actorId);
    if (id === null) throw new AppError(400, 'LOBBY_IMAGE_INVALID');
    return id;
  }

  return {
    /** The lobby a path's `{id}` names (the `lobby` object rule). */
    async byId(id: number): Promise<LobbyRow | undefined> {
      const [row] = await db.select().from(lobbies).where(eq(lobbies.id, id));
      return row;
    },
    /** Every lobby by title with the number of its areas: two queries whatever their number. */
    async list(): Promise<{ lobbies: LobbySummary[] }> {
      const rows = await db.select().from(lobbies).orderBy(asc(lobbies.title), asc(lobbies.id));
      const counts = await db
        .select({ lobbyId: clickableAreas.lobbyId, n: count() })
        .from(clickableAreas)
        .groupBy(clickableAreas.lobbyId);
      const urls = await deps.images.urls(rows.flatMap((r) => (r.imageUploadId ? [r.imageUploadId] : [])));
      return {
        lobbies: rows.map((r) => ({
          id: r.id,
          path: r.path,
          title: r.title,
          imageUrl: r.imageUploadId ? (urls.get(r.imageUploadId) ?? null) : null,
          areaCount: Number(counts.find((c) => c.lobbyId === r.id)?.n ?? 0),
        })),
      };
    },
    async byPath(path: string) {
      const [row] = await db.select().from(lobbies).where(eq(lobbies.path, path));
      if (!row) throw new AppError(404, 'LOBBY_NOT_FOUND');
      return { lobby: await present(row) };
    },
    get: async (row: LobbyRow) => ({ lobby: await present(row) }),
    async create(actorId: number, body: CreateLobbyBody) {
      const imageUploadId = await picture(body.image, actorId);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(lobbies)
            .values({
              path: body.path,
              title: body.title,
              description: body.description ?? '',
              imageUploadId,
            })
            .returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'lobby.create',
            targetType: 'lobby',
            targetId: created!.id,
          });
          return created!;
        });
        return { lobby: await present(row) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'LOBBY_PATH_EXISTS');
        throw error;
      }
    },
    async update(actorId: number, row: LobbyRow, body: UpdateLobbyBody) {
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.image !== undefined ? { imageUploadId: await picture(body.image, actorId) } : {}),
      };
      if (Object.keys(changes).length === 0) return { lobby: await present(row) };
      const updated = await db.transaction(async (tx) => {
        const [next] = await tx.update(lobbies).set(changes).where(eq(lobbies.id, row.id)).returning();
        await recordAdminAction(tx, {
          actorId,
          action: 'lobby.update',
          targetType: 'lobby',
          targetId: row.id,
        });
        return next!;
      });
      return { lobby: await present(updated) };
    },
    async remove(actorId: number, row: LobbyRow) {
      await db.transaction(async (tx) => {
        await tx.delete(lobbies).where(eq(lobbies.id, row.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'lobby.delete',
          targetType: 'lobby',
          targetId: row.id,
          data: { path: row.path },
        });
      });
      return { success: true as const };
    },
    async addArea(actorId: number, lobby: LobbyRow, body: AreaBody) {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(clickableAreas)
          .values({ lobbyId: lobby.id, ...areaValues(body) })
          .returning();
        await recordAdminAction(tx, {
          actorId,
          action: 'clickableArea.create',
          targetType: 'clickableArea',
          targetId: created!.id,
          data: { lobbyID: lobby.id, href: body.href },
        });
        return created!;
      });
      return { area: area(row) };
    },
    /** An area is found within the lobby the path names, or it is a 404. */
    async updateArea(actorId: number, lobby: LobbyRow, areaId: number, body: AreaBody) {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(clickableAreas)
          .set(areaValues(body))
          .where(and(eq(clickableAreas.id, areaId), eq(clickableAreas.lobbyId, lobby.id)))
          .returning();
        if (!updated) throw new AppError(404, 'AREA_NOT_FOUND');
        await recordAdminAction(tx, {
          actorId,
          action: 'clickableArea.update',
          targetType: 'clickableArea',
          targetId: areaId,
          data: { lobbyID: lobby.id, href: body.href },
        });
        return updated;
      });
      return { area: area(row) };
    },
    async removeArea(actorId: number, lobby: LobbyRow, areaId: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(clickableAreas)
          .where(and(eq(clickableAreas.id, areaId), eq(clickableAreas.lobbyId, lobby.id)))
          .returning({ id: clickableAreas.id });
        if (removed.length === 0) throw new AppError(404, 'AREA_NOT_FOUND');
        await recordAdminAction(tx, {
          actorId,
          action: 'clickableArea.delete',
          targetType: 'clickableArea',
          targetId: areaId,
          data: { lobbyID: lobby.id },
        });
      });
      return { success: true as const };
    },
  };
}
export type LobbiesService = ReturnType<typeof lobbiesService>;
