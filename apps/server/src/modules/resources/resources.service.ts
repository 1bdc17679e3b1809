import type {
  CreateResourceBody,
  CreateResourceSectionBody,
  DownloadResourceBody,
  Language,
  PageQuery,
  PartnerResource,
  ResourceDownload,
  ResourceKind,
  ResourcesWithSection,
  UpdateResourceBody,
  UpdateResourceSectionBody,
} from '@makerboard/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import {
  type PartnerResourceRow,
  partnerResources,
  partners,
  projects,
  type ResourceSectionRow,
  resourceAnswers,
  resourceBoards,
  resourceDownloads,
  resourceEmbedHosts,
  resourceSections,
  users,
  webinarRegistrations,
} from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { BoardList } from '../projects/projects.service.ts';
import {
  presentResource,
  presentSection,
  type ResourcePartnerRow,
  webinarStage,
} from './resources.presenter.ts';

/** What the resources module needs of the boards module: a page of boards as a viewer sees them. */
export interface ResourceBoards {
  boardPage: (
    where: SQL | undefined,
    order: SQL[],
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ) => Promise<BoardList>;
}

/** Boards everyone may see: a resource's page lists only those. */
const publicBoard = sql`not ${projects.isPrivate} and not ${projects.isDraft} and not ${projects.isHidden} and ${projects.moderatedAt} is null`;

/** A webinar without an end is taken to last an hour. */
const WEBINAR_DEFAULT_MS = 60 * 60 * 1000;

/**
 * The resources library (spec/000 §2, §3 Partner resource, §4 webinars; spec/001 §5, §7): sections
 * of webinars, ebooks, games and tools; webinar registrations; gated downloads with their answers
 * and the campaign they came from. Writes are for admins and resource editors (the routes' access)
 * and each is recorded in the admin audit table.
 */
export function resourcesService(
  ctx: AppContext,
  deps: { boards: ResourceBoards },
  clock: () => Date = () => new Date(),
) {
  const db = ctx.database.db;

  async function embedHosts(): Promise<Set<string>> {
    const rows = await db.select().from(resourceEmbedHosts);
    return new Set(rows.map((r) => r.host));
  }

  async function partnersOf(rows: PartnerResourceRow[]): Promise<Map<number, ResourcePartnerRow>> {
    const ids = [...new Set(rows.map((r) => r.partnerId).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const found = await db
      .select({
        id: partners.id,
        name: partners.name,
        title: partners.title,
        description: partners.description,
        imageUrl: partners.imageUrl,
      })
      .from(partners)
      .where(inArray(partners.id, ids));
    return new Map(found.map((p) => [p.id, p]));
  }

  async function present(rows: PartnerResourceRow[]): Promise<PartnerResource[]> {
    const [hosts, byId] = await Promise.all([embedHosts(), partnersOf(rows)]);
    const now = clock();
    return rows.map((row) => presentResource(row, byId.get(row.partnerId ?? 0) ?? null, hosts, now));
  }

  const order = [asc(partnerResources.position), asc(partnerResources.startsAt), asc(partnerResources.id)];
  const ofType = (type?: ResourceKind): SQL | undefined =>
    type ? eq(partnerResources.kind, type) : undefined;

  async function withSections(
    sections: ResourceSectionRow[],
    type?: ResourceKind,
  ): Promise<ResourcesWithSection[]> {
    if (sections.length === 0) return [];
    const rows = await db
      .select()
      .from(partnerResources)
      .where(
        and(
          inArray(
            partnerResources.sectionId,
            sections.map((s) => s.id),
          ),
          ofType(type),
        ),
      )
      .orderBy(...order);
    const presented = await present(rows);
    return sections.map((section) =>
      Object.assign(presentSection(section), {
        resources: presented.filter((r) => r.sectionID === section.id),
      }),
    );
  }

  async function section(id: number): Promise<ResourceSectionRow> {
    const [row] = await db.select().from(resourceSections).where(eq(resourceSections.id, id));
    if (!row) throw new AppError(404, 'RESOURCE_SECTION_NOT_FOUND');
    return row;
  }

  async function partnerExists(id: number | null | undefined): Promise<void> {
    if (id == null) return;
    const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
    if (!row) throw new AppError(404, 'PARTNER_NOT_FOUND');
  }

  async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError(409, 'RESOURCE_SLUG_EXISTS');
      throw error;
    }
  }

  /** A webinar has a start; its end, when given, comes after it (an hour when not given). */
  function times(kind: ResourceKind, startsAt: Date | null, endsAt: Date | null) {
    if (kind !== 'webinar') return { startsAt, endsAt };
    if (!startsAt) throw new AppError(400, 'WEBINAR_NEEDS_START');
    const end = endsAt ?? new Date(startsAt.getTime() + WEBINAR_DEFAULT_MS);
    if (end <= startsAt) throw new AppError(400, 'WEBINAR_END_BEFORE_START');
    return { startsAt, endsAt: end };
  }
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);

  async function one(row: PartnerResourceRow): Promise<PartnerResource> {
    const [presented] = await present([row]);
    return presented!;
  }

  return {
    /** The resource a path's `{id}` names (the `resource` object rule). */
    async byId(id: number): Promise<PartnerResourceRow | undefined> {
      const [row] = await db.select().from(partnerResources).where(eq(partnerResources.id, id));
      return row;
    },
    /** The section a path names by id or slug (the `resourceSection` object rule). */
    async sectionByRef(ref: number | string): Promise<ResourceSectionRow | undefined> {
      const where =
        typeof ref === 'number' ? eq(resourceSections.id, ref) : eq(resourceSections.slug, ref.toLowerCase());
      const [row] = await db.select().from(resourceSections).where(where);
      return row;
    },

    async getResources(type?: ResourceKind) {
      const sections = await db
        .select()
        .from(resourceSections)
        .orderBy(asc(resourceSections.position), asc(resourceSections.title));
      return { resourcesWithSections: await withSections(sections, type) };
    },
    async sections() {
      const rows = await db
        .select()
        .from(resourceSections)
        .orderBy(asc(resourceSections.position), asc(resourceSections.title));
      return { resourceSections: rows.map(presentSection) };
    },
    async section(row: ResourceSectionRow, type?: ResourceKind) {
      const [found] = await withSections([row], type);
      return { resourcesWithSection: found! };
    },
    async createSection(actorId: number, body: CreateResourceSectionBody) {
      const [row] = await uniqueSlug(() =>
        db
          .insert(resourceSections)
          .values({
            slug: body.slug,
            title: body.title,
            description: body.description,
            position: body.position,
          })
          .returning(),
      );
      await recordAdminAction(db, {
        actorId,
        action: 'resourceSection.create',
        targetType: 'resourceSection',
        targetId: row!.id,
      });
      return { resourceSection: presentSection(row!) };
    },
    async updateSection(actorId: number, current: ResourceSectionRow, body: UpdateResourceSectionBody) {
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const [row] =
        Object.keys(changes).length === 0
          ? [current]
          : await uniqueSlug(() =>
              db.update(resourceSections).set(changes).where(eq(resourceSections.id, current.id)).returning(),
            );
      await recordAdminAction(db, {
        actorId,
        action: 'resourceSection.update',
        targetType: 'resourceSection',
        targetId: current.id,
      });
      return { resourceSection: presentSection(row!) };
    },
    async removeSection(actorId: number, current: ResourceSectionRow) {
      await db.delete(resourceSections).where(eq(resourceSections.id, current.id));
      await recordAdminAction(db, {
        actorId,
        action: 'resourceSection.delete',
        targetType: 'resourceSection',
        targetId: current.id,
        data: { slug: current.slug },
      });
      return { success: true as const };
    },

    /** Resources of one type or all ("list: resource by type", spec/001 §7). */
    list(query: PageQuery & { type?: ResourceKind | undefined }) {
      const where = ofType(query.type);
      return countedPage(
        'resources',
        query,
        db.select({ n: sql<number>`count(*)::int` }).from(partnerResources).where(where),
        (total) =>
          db
            .select({ r: partnerResources, total })
            .from(partnerResources)
            .where(where)
            .orderBy(...order)
            .limit(query.limit)
            .offset(query.offset),
        (rows) => present(rows.map((r) => r.r)),
      );
    },
    async get(row: PartnerResourceRow) {
      return { partnerResource: await one(row) };
    },
    async create(actorId: number, body: CreateResourceBody) {
      await section(body.sectionID);
      await partnerExists(body.partnerID);
      const { startsAt, endsAt } = times(body.kind, date(body.startsAt), date(body.endsAt));
      const [row] = await db
        .insert(partnerResources)
        .values({
          sectionId: body.sectionID,
          partnerId: body.partnerID ?? null,
          kind: body.kind,
          title: body.title,
          description: body.description,
          image: body.image ?? null,
          url: body.url ?? null,
          isVideo: body.isVideo,
          startsAt,
          endsAt,
          questions: body.questions,
          position: body.position,
        })
        .returning();
      await recordAdminAction(db, {
        actorId,
        action: 'resource.create',
        targetType: 'resource',
        targetId: row!.id,
      });
      return { partnerResource: await one(row!) };
    },
    async update(actorId: number, current: PartnerResourceRow, body: UpdateResourceBody) {
      if (body.sectionID !== undefined) await section(body.sectionID);
      await partnerExists(body.partnerID);
      const kind = body.kind ?? (current.kind as ResourceKind);
      const { startsAt, endsAt } = times(
        kind,
        body.startsAt !== undefined ? date(body.startsAt) : current.startsAt,
        body.endsAt !== undefined ? date(body.endsAt) : body.startsAt !== undefined ? null : current.endsAt,
      );
      const [row] = await db
        .update(partnerResources)
        .set({
          ...(body.sectionID !== undefined ? { sectionId: body.sectionID } : {}),
          ...(body.partnerID !== undefined ? { partnerId: body.partnerID } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.image !== undefined ? { image: body.image } : {}),
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.isVideo !== undefined ? { isVideo: body.isVideo } : {}),
          ...(body.questions !== undefined ? { questions: body.questions } : {}),
          ...(body.position !== undefined ? { position: body.position } : {}),
          kind,
          startsAt,
          endsAt,
          updatedAt: new Date(),
        })
        .where(eq(partnerResources.id, current.id))
        .returning();
      await recordAdminAction(db, {
        actorId,
        action: 'resource.update',
        targetType: 'resource',
        targetId: current.id,
      });
      return { updatedResource: await one(row!) };
    },
    async remove(actorId: number, current: PartnerResourceRow) {
      await db.delete(partnerResources).where(eq(partnerResources.id, current.id));
      await recordAdminAction(db, {
        actorId,
        action: 'resource.delete',
        targetType: 'resource',
        targetId: current.id,
        data: { title: current.title },
      });
      return { success: true as const };
    },

    async embedHosts() {
      return { hosts: [...(await embedHosts())].sort() };
    },
    async putEmbedHosts(actorId: number, hosts: string[]) {
      const unique = [...new Set(hosts)].sort();
      await db.transaction(async (tx) => {
        await tx.delete(resourceEmbedHosts);
        if (unique.length > 0) await tx.insert(resourceEmbedHosts).values(unique.map((host) => ({ host })));
        await recordAdminAction(tx, { actorId, action: 'resource.embedHosts', data: { hosts: unique } });
      });
      return { hosts: unique };
    },

    /** spec/001 §7 "webinars (check returns isRegistered)". */
    async registration(userId: number, row: PartnerResourceRow) {
      const [found] = await db
        .select({ userId: webinarRegistrations.userId })
        .from(webinarRegistrations)
        .where(and(eq(webinarRegistrations.resourceId, row.id), eq(webinarRegistrations.userId, userId)));
      return { isRegistered: Boolean(found) };
    },
    /** Registering twice is registered once; a recorded webinar takes no more registrations. */
    async register(userId: number, row: PartnerResourceRow) {
      if (row.kind !== 'webinar') throw new AppError(400, 'WEBINAR_ONLY');
      if (webinarStage(row, clock()) === 'recorded') throw new AppError(409, 'WEBINAR_ENDED');
      await db.insert(webinarRegistrations).values({ resourceId: row.id, userId }).onConflictDoNothing();
      return { isRegistered: true };
    },
    async unregister(userId: number, row: PartnerResourceRow) {
      if (row.kind !== 'webinar') throw new AppError(400, 'WEBINAR_ONLY');
      await db
        .delete(webinarRegistrations)
        .where(and(eq(webinarRegistrations.resourceId, row.id), eq(webinarRegistrations.userId, userId)));
      return { isRegistered: false };
    },

    async answers(userId: number, row: PartnerResourceRow) {
      const [found] = await db
        .select({ answers: resourceAnswers.answers })
        .from(resourceAnswers)
        .where(and(eq(resourceAnswers.resourceId, row.id), eq(resourceAnswers.userId, userId)));
      return { answers: found?.answers ?? null };
    },
    /** Answers to the resource's own questions, every one of them; anything else is not kept. */
    async putAnswers(userId: number, row: PartnerResourceRow, given: Record<string, string>) {
      const answers: Record<string, string> = {};
      for (const question of row.questions) {
        const answer = given[question]?.trim();
        if (!answer) throw new AppError(400, 'RESOURCE_ANSWERS_NEEDED');
        answers[question] = answer;
      }
      await db
        .insert(resourceAnswers)
        .values({ resourceId: row.id, userId, answers })
        .onConflictDoUpdate({
          target: [resourceAnswers.resourceId, resourceAnswers.userId],
          set: { answers, updatedAt: new Date() },
        });
      return { answers };
    },
    /**
     * A download (spec/001 §7 "gated project download (utm campaign, source, medium)"): a gated
     * resource needs the person's answers first; every download is recorded with its campaign.
     */
    async download(userId: number, row: PartnerResourceRow, body: DownloadResourceBody) {
      if (!row.url) throw new AppError(404, 'RESOURCE_NO_DOWNLOAD');
      if (row.questions.length > 0) {
        const { answers } = await this.answers(userId, row);
        if (!answers || row.questions.some((q) => !answers[q]))
          throw new AppError(400, 'RESOURCE_ANSWERS_NEEDED');
      }
      await db.insert(resourceDownloads).values({
        resourceId: row.id,
        userId,
        utmCampaign: body.utmCampaign || null,
        utmSource: body.utmSource || null,
        utmMedium: body.utmMedium || null,
      });
      return { url: row.url };
    },
    downloads(row: PartnerResourceRow, query: PageQuery) {
      const where = eq(resourceDownloads.resourceId, row.id);
      return countedPage(
        'downloads',
        query,
        db.select({ n: sql<number>`count(*)::int` }).from(resourceDownloads).where(where),
        (total) =>
          db
            .select({
              total,
              id: resourceDownloads.id,
              userName: users.userName,
              utmCampaign: resourceDownloads.utmCampaign,
              utmSource: resourceDownloads.utmSource,
              utmMedium: resourceDownloads.utmMedium,
              answers: resourceAnswers.answers,
              createdAt: resourceDownloads.createdAt,
            })
            .from(resourceDownloads)
            .innerJoin(users, eq(users.id, resourceDownloads.userId))
            .leftJoin(
              resourceAnswers,
              and(
                eq(resourceAnswers.resourceId, resourceDownloads.resourceId),
                eq(resourceAnswers.userId, resourceDownloads.userId),
              ),
            )
            .where(where)
            .orderBy(desc(resourceDownloads.createdAt), desc(resourceDownloads.id))
            .limit(query.limit)
            .offset(query.offset),
        (rows) =>
          rows.map(
            (r): ResourceDownload => ({
              id: r.id,
              userName: r.userName,
              utmCampaign: r.utmCampaign,
              utmSource: r.utmSource,
              utmMedium: r.utmMedium,
              answers: r.answers,
              createdAt: r.createdAt.toISOString(),
            }),
          ),
      );
    },

    /**
     * The boards attached to a resource (spec/001 §7 "add resource project membership"): the
     * public ones, latest attached first; a private board or a draft shows once it is public.
     */
    boards(row: PartnerResourceRow, query: PageQuery, viewer: Viewer, language: Language) {
      const attachedAt = sql`(select rb.created_at from resource_boards rb where rb.resource_id = ${row.id} and rb.project_id = ${projects.id})`;
      return deps.boards.boardPage(
        and(
          publicBoard,
          sql`exists (select 1 from resource_boards rb where rb.resource_id = ${row.id} and rb.project_id = ${projects.id})`,
        ),
        [sql`${attachedAt} desc`, desc(projects.id)],
        query,
        viewer,
        language,
      );
    },
    /** Attaching twice keeps one attachment (the board rule has checked the caller's right). */
    async attachBoard(actorId: number, row: PartnerResourceRow, boardId: number) {
      await db
        .insert(resourceBoards)
        .values({ resourceId: row.id, projectId: boardId, addedBy: actorId })
        .onConflictDoNothing();
      return { attached: true };
    },
    async detachBoard(row: PartnerResourceRow, boardId: number) {
      await db
        .delete(resourceBoards)
        .where(and(eq(resourceBoards.resourceId, row.id), eq(resourceBoards.projectId, boardId)));
      return { attached: false };
    },
  };
}
export type ResourcesService = ReturnType<typeof resourcesService>;
