import type { BoothStats, HeldPin, PageQuery, PinSwap } from '@makerboard/shared';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  pinSwaps,
  pins,
  projectPins,
  projects,
  type UserRow,
  userPins,
  users,
  visitorCodes,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage, countOf } from '../../lib/paging.ts';
import type { Person } from '../../lib/viewer.ts';
import { newVisitorCode, readCode } from '../classes/codes.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { BoardAccess } from '../projects/projects.access.ts';

type BoothStatsResult = BoothStats;
type UserPinRow = typeof userPins.$inferSelect;

/** What pins need of the media module: a person's own image by its URL, and uploads' URLs. */
export interface PinImages {
  ownedImage: (url: string, ownerId: number) => Promise<number | null>;
  urls: (uploadIds: number[]) => Promise<Map<number, string>>;
}
export interface PinNotifications {
  stage: (items: NewNotification[], tx?: Tx) => Promise<() => void>;
}
/** Told who holds a new pin once it is theirs: the profile keeps its pins count (social module). */
export type PinsHeld = (...userIds: number[]) => void;

const isUnique = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

/** Pins (spec/001 §7 Pins; spec/000 §3 Pin, §4 pin swap; api.md "Pins"; issue 12). */
export function pinsService(
  ctx: AppContext,
  deps: { images: PinImages; notifications: PinNotifications; held?: PinsHeld },
) {
  const { images, notifications } = deps;
  const nowHeld: PinsHeld = deps.held ?? (() => {});
  const db = ctx.database.db;

  async function pinOf(ownerId: number) {
    const [row] = await db.select().from(pins).where(eq(pins.ownerId, ownerId));
    if (!row) return null;
    const urls = await images.urls([row.uploadId]);
    return { url: urls.get(row.uploadId) ?? '', questions: row.questions };
  }

  /** Held pins as the API shows them: the owner's name, the current image, the board of a project pin. */
  async function present(rows: UserPinRow[]): Promise<HeldPin[]> {
    if (rows.length === 0) return [];
    const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
    const projectIds = [...new Set(rows.map((r) => r.projectId).filter((id): id is number => id !== null))];
    const [owners, ownPins, boardPins, boards] = await Promise.all([
      db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, ownerIds)),
      db.select().from(pins).where(inArray(pins.ownerId, ownerIds)),
      projectIds.length
        ? db.select().from(projectPins).where(inArray(projectPins.projectId, projectIds))
        : Promise.resolve([]),
      projectIds.length
        ? db
            .select({ id: projects.id, title: projects.title })
            .from(projects)
            .where(inArray(projects.id, projectIds))
        : Promise.resolve([]),
    ]);
    const urls = await images.urls([...ownPins.map((p) => p.uploadId), ...boardPins.map((p) => p.uploadId)]);
    return rows.map((r) => {
      const upload = r.projectId
        ? boardPins.find((p) => p.projectId === r.projectId)?.uploadId
        : ownPins.find((p) => p.ownerId === r.ownerId)?.uploadId;
      const board = r.projectId ? boards.find((b) => b.id === r.projectId) : undefined;
      return {
        id: r.id,
        url: upload ? (urls.get(upload) ?? null) : null,
        owner: { userName: owners.find((o) => o.id === r.ownerId)?.userName ?? '' },
        via: r.via as HeldPin['via'],
        project: board ? { id: board.id, title: board.title } : null,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  /** Appends a held pin at the end of the person's order; a second one of the same kind is a 409. */
  async function hold(
    tx: Tx,
    values: {
      userId: number;
      ownerId: number;
      projectId?: number | null;
      via: 'collect' | 'swap';
      answers?: UserPinRow['answers'];
    },
  ) {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${userPins.position}), -1)::int` })
      .from(userPins)
      .where(eq(userPins.userId, values.userId));
    const [row] = await tx
      .insert(userPins)
      .values({ ...values, position: (last?.max ?? -1) + 1 })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Collects someone's pin for `visitor`: every question answered first (400), once (409). */
  async function collectFor(
    visitor: UserRow | Person,
    boothOwner: UserRow,
    answers: { questionID: number; answer: string }[],
  ) {
    const visitorId = 'id' in visitor ? visitor.id : visitor.userId;
    if (visitorId === boothOwner.id) throw new AppError(400, 'PIN_OWN');
    const [pin] = await db.select().from(pins).where(eq(pins.ownerId, boothOwner.id));
    if (!pin) throw new AppError(404, 'PIN_NOT_FOUND');
    const given = new Map(answers.map((a) => [a.questionID, a.answer.trim()]));
    for (const id of given.keys())
      if (!pin.questions.some((q) => q.id === id)) throw new AppError(400, 'PIN_ANSWERS_REQUIRED');
    if (pin.questions.some((q) => !given.get(q.id)))
      throw new AppError(400, 'PIN_ANSWERS_REQUIRED', {}, [], { answers: 'PIN_ANSWERS_REQUIRED' });
    const row = await db.transaction(async (tx) =>
      hold(tx, {
        userId: visitorId,
        ownerId: boothOwner.id,
        via: 'collect',
        answers: pin.questions.map((q) => ({ questionID: q.id, answer: given.get(q.id)! })),
      }),
    );
    if (!row) throw new AppError(409, 'PIN_ALREADY_COLLECTED');
    nowHeld(visitorId);
    return { pin: (await present([row]))[0]! };
  }

  function presentSwap(row: typeof pinSwaps.$inferSelect, names: Map<number, string>): PinSwap {
    return {
      id: row.id,
      status: row.status as PinSwap['status'],
      from: { userName: names.get(row.fromId) ?? '' },
      to: { userName: names.get(row.toId) ?? '' },
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  return {
    get: async (owner: UserRow) => ({ pin: await pinOf(owner.id) }),

    /** PUT /user/{username}/pin: an image of their own uploads; a booth's questions beside it. */
    async update(owner: UserRow, pinURL: string, questions: string[] | undefined) {
      const uploadId = await images.ownedImage(pinURL, owner.id);
      if (uploadId === null)
        throw new AppError(400, 'PIN_IMAGE_NOT_YOURS', {}, [], { pinURL: 'PIN_IMAGE_NOT_YOURS' });
      const [existing] = await db.select().from(pins).where(eq(pins.ownerId, owner.id));
      let kept = existing?.questions ?? [];
      if (questions !== undefined) {
        // A question asked again keeps its id (collectors' answers stay tied to it).
        let next = Math.max(0, ...kept.map((q) => q.id));
        kept = questions.map((text) => kept.find((q) => q.text === text) ?? { id: ++next, text });
      }
      await db
        .insert(pins)
        .values({ ownerId: owner.id, uploadId, questions: kept })
        .onConflictDoUpdate({
          target: pins.ownerId,
          set: { uploadId, questions: kept, updatedAt: new Date() },
        });
      return { pin: (await pinOf(owner.id))! };
    },

    /** GET /user/{username}/pins: the pins they hold, in their order. */
    held(owner: UserRow, q: PageQuery) {
      const where = eq(userPins.userId, owner.id);
      return countedPage(
        'pins',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(userPins).where(where),
        (total) =>
          db
            .select({ pin: userPins, total })
            .from(userPins)
            .where(where)
            .orderBy(asc(userPins.position), asc(userPins.id))
            .limit(q.limit)
            .offset(q.offset),
        (rows) => present(rows.map((r) => r.pin)),
      );
    },

    collect: (person: Person, booth: UserRow, answers: { questionID: number; answer: string }[]) =>
      collectFor(person, booth, answers),

    /** The booth collects its pin for a visitor named by their visitor code. */
    async boothCollect(booth: UserRow, code: string, answers: { questionID: number; answer: string }[]) {
      const normal = readCode(code, 6);
      const [found] = normal
        ? await db
            .select({ user: users })
            .from(visitorCodes)
            .innerJoin(users, eq(users.id, visitorCodes.userId))
            .where(eq(visitorCodes.code, normal))
        : [];
      if (!found || found.user.disabledAt)
        throw new AppError(404, 'VISITOR_CODE_UNKNOWN', {}, [], { visitorCode: 'VISITOR_CODE_UNKNOWN' });
      const { pin } = await collectFor(found.user, booth, answers);
      return { pin, visitor: { userName: found.user.userName, firstName: found.user.firstName } };
    },

    /** The caller's visitor code (made on first use). */
    async visitorCode(person: Person) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const [row] = await db.select().from(visitorCodes).where(eq(visitorCodes.userId, person.userId));
        if (row) return { code: row.code };
        try {
          await db
            .insert(visitorCodes)
            .values({ userId: person.userId, code: newVisitorCode() })
            .onConflictDoNothing({
              target: visitorCodes.userId,
            });
        } catch (error) {
          if (!isUnique(error)) throw error;
        }
      }
      throw new AppError(409, 'VISITOR_CODE_UNKNOWN');
    },

    /**
     * POST /pin/swap/{from}/{to}: the caller is `from` (403 otherwise, an admin too: nobody swaps
     * on someone's behalf). The first call asks; the mirror call of the other side completes the
     * swap, and only then does each hold the other's pin (spec/000 §4).
     */
    async swap(
      person: Person,
      from: UserRow,
      to: UserRow,
      body: { sendingUser: string; receivingUser: string },
    ) {
      if (person.userId !== from.id) throw new AppError(403, 'FORBIDDEN');
      if (
        body.sendingUser.toLowerCase() !== from.userName.toLowerCase() ||
        body.receivingUser.toLowerCase() !== to.userName.toLowerCase()
      )
        throw new AppError(400, 'SWAP_MISMATCH');
      if (from.id === to.id) throw new AppError(400, 'PIN_OWN');
      const havePins = await db
        .select({ id: pins.ownerId })
        .from(pins)
        .where(inArray(pins.ownerId, [from.id, to.id]));
      if (havePins.length < 2) throw new AppError(400, 'PIN_REQUIRED');
      const names = new Map([
        [from.id, from.userName],
        [to.id, to.userName],
      ]);
      const pair = or(
        and(eq(pinSwaps.fromId, from.id), eq(pinSwaps.toId, to.id)),
        and(eq(pinSwaps.fromId, to.id), eq(pinSwaps.toId, from.id)),
      );
      const { row, announce } = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(pinSwaps).where(pair).for('update');
        if (!existing) {
          const [asked] = await tx
            .insert(pinSwaps)
            .values({ fromId: from.id, toId: to.id })
            .onConflictDoNothing()
            .returning();
          if (!asked) throw new AppError(409, 'SWAP_CONFLICT');
          const announce = await notifications.stage(
            [
              {
                userId: to.id,
                key: `pin-swap:${asked.id}`,
                kind: 'pinSwapAsked',
                params: { name: from.firstName || from.userName },
                deepLink: `/profile/${to.userName}/pins`,
              },
            ],
            tx,
          );
          return { row: asked, announce };
        }
        // The asker asking again, or anyone repeating a completed swap: the same swap, unchanged.
        if (existing.status === 'completed' || existing.fromId === from.id)
          return { row: existing, announce: () => {} };
        const [done] = await tx
          .update(pinSwaps)
          .set({ status: 'completed', completedAt: new Date() })
          .where(eq(pinSwaps.id, existing.id))
          .returning();
        await hold(tx, { userId: from.id, ownerId: to.id, via: 'swap' });
        await hold(tx, { userId: to.id, ownerId: from.id, via: 'swap' });
        const announce = await notifications.stage(
          [
            {
              userId: to.id,
              key: `pin-swap:${existing.id}`,
              kind: 'pinSwapCompleted',
              params: { name: from.firstName || from.userName },
              deepLink: `/profile/${to.userName}/pins`,
            },
          ],
          tx,
        );
        return { row: done!, announce };
      });
      // A completed swap gives each a pin (forgetting on an asked one costs nothing).
      nowHeld(from.id, to.id);
      announce();
      return { swap: presentSwap(row, names) };
    },

    /** GET /pin/swapped: the caller's swaps, asked and completed, newest first. */
    async swapped(person: Person) {
      const rows = await db
        .select()
        .from(pinSwaps)
        .where(or(eq(pinSwaps.fromId, person.userId), eq(pinSwaps.toId, person.userId)))
        .orderBy(desc(pinSwaps.id))
        .limit(500);
      const ids = [...new Set(rows.flatMap((r) => [r.fromId, r.toId]))];
      const people = ids.length
        ? await db
            .select({ id: users.id, userName: users.userName })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      const names = new Map(people.map((p) => [p.id, p.userName]));
      return { swaps: rows.map((r) => presentSwap(r, names)) };
    },

    /** GET /pin/collected: the pins the caller collected (from booths and boards), in their order. */
    async collected(person: Person) {
      return {
        pins: await present(
          await db
            .select()
            .from(userPins)
            .where(and(eq(userPins.userId, person.userId), eq(userPins.via, 'collect')))
            .orderBy(asc(userPins.position), asc(userPins.id))
            .limit(1000),
        ),
      };
    },

    /** PUT /user/pins/reorder: every held pin's id, in the new order (400 unless exactly those). */
    async reorder(person: Person, ids: number[]) {
      const mine = await db
        .select({ id: userPins.id })
        .from(userPins)
        .where(eq(userPins.userId, person.userId));
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== mine.length || mine.some((m) => !wanted.has(m.id)))
        throw new AppError(400, 'PIN_ORDER_MISMATCH', {}, [], { ids: 'PIN_ORDER_MISMATCH' });
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries())
          await tx
            .update(userPins)
            .set({ position })
            .where(and(eq(userPins.id, id), eq(userPins.userId, person.userId)));
      });
      return { userPins: ids };
    },

    /** GET /user/{username}/pin/stats: collections of the booth's pin by hour (UTC), gaps as 0. */
    async stats(owner: UserRow): Promise<BoothStatsResult> {
      const rows = await queryRows<{ hour: string | Date; n: number }>(
        db,
        sql`select date_trunc('hour', created_at) as hour, count(*)::int as n from user_pins
          where owner_id = ${owner.id} and via = 'collect' and project_id is null
            and created_at > now() - interval '7 days'
          group by 1 order by 1`,
      );
      const counts = new Map(rows.map((r) => [new Date(r.hour).getTime(), Number(r.n)]));
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      if (counts.size === 0) return { total: 0, hours: [] };
      const HOUR = 3_600_000;
      const first = Math.min(...counts.keys());
      const last = Math.max(...counts.keys(), Math.floor(Date.now() / HOUR) * HOUR);
      const hours = [];
      for (let h = Math.max(first, last - 167 * HOUR); h <= last; h += HOUR)
        hours.push({ hour: new Date(h).toISOString(), count: counts.get(h) ?? 0 });
      return { total, hours };
    },

    projectPin: async (board: BoardAccess) => {
      const [row] = await db.select().from(projectPins).where(eq(projectPins.projectId, board.row.id));
      if (!row) return { pin: null };
      const urls = await images.urls([row.uploadId]);
      return { pin: { url: urls.get(row.uploadId) ?? '', questions: [] } };
    },

    /** PUT /projects/{id}/pin: the board's pin, an image of the editor's own uploads. */
    async setProjectPin(board: BoardAccess, person: Person, pinURL: string) {
      const uploadId = await images.ownedImage(pinURL, person.userId);
      if (uploadId === null)
        throw new AppError(400, 'PIN_IMAGE_NOT_YOURS', {}, [], { pinURL: 'PIN_IMAGE_NOT_YOURS' });
      await db
        .insert(projectPins)
        .values({ projectId: board.row.id, uploadId })
        .onConflictDoUpdate({ target: projectPins.projectId, set: { uploadId, updatedAt: new Date() } });
      const urls = await images.urls([uploadId]);
      return { pin: { url: urls.get(uploadId) ?? '', questions: [] } };
    },

    /** POST /projects/{id}/pin/collect: once per board (409), never one's own board's. */
    async collectProjectPin(board: BoardAccess, person: Person) {
      if (board.row.ownerId === person.userId) throw new AppError(400, 'PIN_OWN');
      const [pin] = await db.select().from(projectPins).where(eq(projectPins.projectId, board.row.id));
      if (!pin) throw new AppError(404, 'PIN_NOT_FOUND');
      const row = await db.transaction((tx) =>
        hold(tx, {
          userId: person.userId,
          ownerId: board.row.ownerId,
          projectId: board.row.id,
          via: 'collect',
        }),
      );
      if (!row) throw new AppError(409, 'PIN_ALREADY_COLLECTED');
      nowHeld(person.userId);
      return { pin: (await present([row]))[0]! };
    },

    /** How many pins a person holds (the profile's count). */
    async count(userId: number) {
      return countOf(
        await db.select({ n: sql<number>`count(*)::int` }).from(userPins).where(eq(userPins.userId, userId)),
      );
    },
  };
}
export type PinsService = ReturnType<typeof pinsService>;
