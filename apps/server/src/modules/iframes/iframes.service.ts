import type { CreateIframeBody, Iframe, IframeHost, UpdateIframeBody } from '@makerboard/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { fairs, type IframeHostRow, type IframeRow, iframeHosts, iframes } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';

/** The host of an https address, lower-case (the contract has checked it is https). */
export const hostOf = (src: string): string => new URL(src).hostname.toLowerCase();

const presentHost = (row: IframeHostRow): IframeHost => ({
  id: row.id,
  host: row.host,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Iframes by event and route slug (spec/000 §3 Iframe). Admins write them; a frame's address must
 * come from a host on the admins' list, checked when it is written and again when it is read (a
 * host taken off the list turns its frames off: `allowed` is false and pages do not show them).
 */
export function iframesService(ctx: AppContext) {
  const db = ctx.database.db;

  async function allowedHosts(): Promise<Set<string>> {
    const rows = await db.select({ host: iframeHosts.host }).from(iframeHosts);
    return new Set(rows.map((r) => r.host));
  }

  async function present(rows: IframeRow[]): Promise<Iframe[]> {
    if (rows.length === 0) return [];
    const [hosts, events] = await Promise.all([
      allowedHosts(),
      db.select({ id: fairs.id, name: fairs.name }).from(fairs),
    ]);
    const names = new Map(events.map((e) => [e.id, e.name]));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventName: names.get(row.eventId) ?? '',
      slug: row.slug,
      title: row.title,
      src: row.src,
      allowed: hosts.has(hostOf(row.src)),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
  const presentOne = async (row: IframeRow) => ({ iframe: (await present([row]))[0]! });

  async function checkHost(src: string): Promise<void> {
    if (!(await allowedHosts()).has(hostOf(src))) throw new AppError(400, 'IFRAME_HOST_NOT_ALLOWED');
  }

  /** One frame per event and per slug: a second is a 409, not a 500. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'iframes_slug_key') throw new AppError(409, 'IFRAME_SLUG_TAKEN');
      if (constraint) throw new AppError(409, 'IFRAME_EXISTS');
      throw error;
    }
  }

  return {
    /** The frame of an event (the `iframe` object rule). */
    async byEvent(eventId: number): Promise<IframeRow | undefined> {
      const [row] = await db.select().from(iframes).where(eq(iframes.eventId, eventId));
      return row;
    },
    /** The host a path's `{id}` names (the `iframeHost` object rule). */
    async hostById(id: number): Promise<IframeHostRow | undefined> {
      const [row] = await db.select().from(iframeHosts).where(eq(iframeHosts.id, id));
      return row;
    },
    async list() {
      const rows = await db.select().from(iframes).orderBy(asc(iframes.slug), asc(iframes.id));
      return { iframes: await present(rows) };
    },
    get: presentOne,
    async bySlug(slug: string) {
      const [row] = await db.select().from(iframes).where(eq(iframes.slug, slug));
      if (!row) throw new AppError(404, 'IFRAME_NOT_FOUND');
      return presentOne(row);
    },
    async create(actorId: number, body: CreateIframeBody) {
      const [event] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, body.eventId));
      if (!event) throw new AppError(404, 'EVENT_NOT_FOUND');
      await checkHost(body.src);
      const row = await unique(() =>
        db.transaction(async (tx) => {
          const [made] = await tx
            .insert(iframes)
            .values({ eventId: body.eventId, slug: body.slug, title: body.title, src: body.src })
            .returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'iframe.create',
            targetType: 'iframe',
            targetId: made!.id,
            data: { eventId: body.eventId, slug: body.slug, src: body.src },
          });
          return made!;
        }),
      );
      return presentOne(row);
    },
    async update(actorId: number, iframe: IframeRow, body: UpdateIframeBody) {
      if (body.src !== undefined) await checkHost(body.src);
      const changes = {
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.src !== undefined ? { src: body.src } : {}),
      };
      if (Object.keys(changes).length === 0) return presentOne(iframe);
      const row = await unique(() =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(iframes)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(iframes.id, iframe.id))
            .returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'iframe.update',
            targetType: 'iframe',
            targetId: iframe.id,
            data: changes,
          });
          return updated ?? iframe;
        }),
      );
      return presentOne(row);
    },
    async remove(actorId: number, iframe: IframeRow) {
      await db.transaction(async (tx) => {
        await tx.delete(iframes).where(eq(iframes.id, iframe.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'iframe.delete',
          targetType: 'iframe',
          targetId: iframe.id,
          data: { eventId: iframe.eventId, slug: iframe.slug },
        });
      });
      return { success: true as const };
    },
    async hosts() {
      const rows = await db.select().from(iframeHosts).orderBy(asc(iframeHosts.host));
      return { hosts: rows.map(presentHost) };
    },
    async addHost(actorId: number, host: string) {
      try {
        const row = await db.transaction(async (tx) => {
          const [made] = await tx.insert(iframeHosts).values({ host }).returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'iframeHost.add',
            targetType: 'iframeHost',
            targetId: made!.id,
            data: { host },
          });
          return made!;
        });
        return { host: presentHost(row) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'IFRAME_HOST_EXISTS');
        throw error;
      }
    },
    async removeHost(actorId: number, host: IframeHostRow) {
      await db.transaction(async (tx) => {
        await tx.delete(iframeHosts).where(eq(iframeHosts.id, host.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'iframeHost.remove',
          targetType: 'iframeHost',
          targetId: host.id,
          data: { host: host.host },
        });
      });
      return { success: true as const };
    },
  };
}
export type IframesService = ReturnType<typeof iframesService>;
