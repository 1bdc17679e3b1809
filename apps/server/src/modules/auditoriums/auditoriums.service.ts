import type {
  Auditorium,
  AuditoriumSummary,
  AuditoriumVideo,
  CreateAuditoriumBody,
  SetVideoLanguageBody,
  VideoLanguage,
} from '@makerboard/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import {
  type AuditoriumRow,
  type AuditoriumVideoRow,
  auditoriums,
  auditoriumVideos,
  videoLanguages,
} from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';

/** What the auditorium needs of the media module: the admin's own video uploads and their files. */
export interface AuditoriumVideos {
  owned(uploadId: number, ownerId: number): Promise<boolean>;
  files(
    ids: number[],
  ): Promise<Map<number, { status: string; url: string | null; posterUrl: string | null }>>;
}

type LanguageRow = typeof videoLanguages.$inferSelect;

const summary = (row: AuditoriumRow): AuditoriumSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
});

/** The path of a language's captions (served as text/vtt for the player's <track>). */
export const captionsPath = (videoId: number, language: string) =>
  `/api/videos/${videoId}/languages/${language}/captions`;

/**
 * Auditoriums, their videos and each video's languages (spec/000 §2 auditorium/{auditoriumSlug},
 * spec/001 §7 languages). Writes are admin actions and audited.
 */
export function auditoriumsService(ctx: AppContext, deps: { videos: AuditoriumVideos }) {
  const db = ctx.database.db;

  /** Each video's languages in code order, with their files' current phase and URLs. */
  async function languagesOf(videoIds: number[]): Promise<Map<number, VideoLanguage[]>> {
    const rows = videoIds.length
      ? await db
          .select()
          .from(videoLanguages)
          .where(inArray(videoLanguages.videoId, videoIds))
          .orderBy(asc(videoLanguages.language))
      : [];
    const files = await deps.videos.files(rows.map((r) => r.uploadId));
    const byVideo = new Map<number, VideoLanguage[]>(videoIds.map((id) => [id, []]));
    for (const row of rows) {
      const file = files.get(row.uploadId);
      byVideo.get(row.videoId)!.push({
        language: row.language,
        uploadID: row.uploadId,
        status: file?.status ?? 'failed',
        url: file?.url ?? null,
        posterUrl: file?.posterUrl ?? null,
        captionsUrl: row.captions ? captionsPath(row.videoId, row.language) : null,
      });
    }
    return byVideo;
  }

  async function presentVideo(row: AuditoriumVideoRow): Promise<AuditoriumVideo> {
    const languages = await languagesOf([row.id]);
    return { id: row.id, title: row.title, languages: languages.get(row.id) ?? [] };
  }

  async function present(row: AuditoriumRow): Promise<Auditorium> {
    const videos = await db
      .select()
      .from(auditoriumVideos)
      .where(eq(auditoriumVideos.auditoriumId, row.id))
      .orderBy(asc(auditoriumVideos.id));
    const languages = await languagesOf(videos.map((v) => v.id));
    return {
      ...summary(row),
      videos: videos.map((v) => ({ id: v.id, title: v.title, languages: languages.get(v.id) ?? [] })),
    };
  }

  async function language(video: AuditoriumVideoRow, code: string): Promise<LanguageRow> {
    const [row] = await db
      .select()
      .from(videoLanguages)
      .where(and(eq(videoLanguages.videoId, video.id), eq(videoLanguages.language, code)));
    if (!row) throw new AppError(404, 'VIDEO_LANGUAGE_NOT_FOUND');
    return row;
  }

  return {
    /** The auditorium a path's `{id}` names (the `auditorium` object rule). */
    async byId(id: number): Promise<AuditoriumRow | undefined> {
      const [row] = await db.select().from(auditoriums).where(eq(auditoriums.id, id));
      return row;
    },
    /** The video a path's `{id}` names (the `video` object rule). */
    async videoById(id: number): Promise<AuditoriumVideoRow | undefined> {
      const [row] = await db.select().from(auditoriumVideos).where(eq(auditoriumVideos.id, id));
      return row;
    },
    async list() {
      const rows = await db.select().from(auditoriums).orderBy(asc(auditoriums.title), asc(auditoriums.id));
      return { auditoriums: rows.map(summary) };
    },
    async bySlug(slug: string) {
      const [row] = await db.select().from(auditoriums).where(eq(auditoriums.slug, slug));
      if (!row) throw new AppError(404, 'AUDITORIUM_NOT_FOUND');
      return { auditorium: await present(row) };
    },
    get: async (row: AuditoriumRow) => ({ auditorium: await present(row) }),
    /** spec/001 §7 GET /auditorium/{id}/languages: every language any of its videos is given in. */
    async languages(row: AuditoriumRow) {
      const rows = await db
        .selectDistinct({ language: videoLanguages.language })
        .from(videoLanguages)
        .innerJoin(auditoriumVideos, eq(auditoriumVideos.id, videoLanguages.videoId))
        .where(eq(auditoriumVideos.auditoriumId, row.id))
        .orderBy(asc(videoLanguages.language));
      return { languages: rows.map((r) => r.language) };
    },
    async create(actorId: number, body: CreateAuditoriumBody) {
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(auditoriums)
            .values({ slug: body.slug, title: body.title, description: body.description ?? '' })
            .returning();
          await recordAdminAction(tx, {
            actorId,
            action: 'auditorium.create',
            targetType: 'auditorium',
            targetId: created!.id,
          });
          return created!;
        });
        return { auditorium: await present(row) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'AUDITORIUM_SLUG_EXISTS');
        throw error;
      }
    },
    async update(actorId: number, row: AuditoriumRow, body: { title?: string; description?: string }) {
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      };
      if (Object.keys(changes).length === 0) return { auditorium: await present(row) };
      const updated = await db.transaction(async (tx) => {
        const [next] = await tx
          .update(auditoriums)
          .set(changes)
          .where(eq(auditoriums.id, row.id))
          .returning();
        await recordAdminAction(tx, {
          actorId,
          action: 'auditorium.update',
          targetType: 'auditorium',
          targetId: row.id,
        });
        return next!;
      });
      return { auditorium: await present(updated) };
    },
    async remove(actorId: number, row: AuditoriumRow) {
      await db.transaction(async (tx) => {
        await tx.delete(auditoriums).where(eq(auditoriums.id, row.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'auditorium.delete',
          targetType: 'auditorium',
          targetId: row.id,
          data: { slug: row.slug },
        });
      });
      return { success: true as const };
    },
    async addVideo(actorId: number, row: AuditoriumRow, title: string) {
      const video = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(auditoriumVideos)
          .values({ auditoriumId: row.id, title })
          .returning();
        await recordAdminAction(tx, {
          actorId,
          action: 'video.create',
          targetType: 'video',
          targetId: created!.id,
        });
        return created!;
      });
      return { video: await presentVideo(video) };
    },
    async removeVideo(actorId: number, video: AuditoriumVideoRow) {
      await db.transaction(async (tx) => {
        await tx.delete(auditoriumVideos).where(eq(auditoriumVideos.id, video.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'video.delete',
          targetType: 'video',
          targetId: video.id,
        });
      });
      return { success: true as const };
    },
    /** spec/001 §7 GET /videos/{id}/languages. */
    async videoLanguages(video: AuditoriumVideoRow) {
      return { languages: (await languagesOf([video.id])).get(video.id) ?? [] };
    },
    /**
     * Gives a video in a language: the caller's own video upload (it plays once transcoded) and
     * captions where given. Setting a language again replaces its file and captions.
     */
    async setLanguage(actorId: number, video: AuditoriumVideoRow, code: string, body: SetVideoLanguageBody) {
      if (!(await deps.videos.owned(body.uploadID, actorId))) throw new AppError(400, 'VIDEO_UPLOAD_INVALID');
      const captions = body.captions ?? null;
      await db.transaction(async (tx) => {
        await tx
          .insert(videoLanguages)
          .values({ videoId: video.id, language: code, uploadId: body.uploadID, captions })
          .onConflictDoUpdate({
            target: [videoLanguages.videoId, videoLanguages.language],
            set: { uploadId: body.uploadID, captions },
          });
        await recordAdminAction(tx, {
          actorId,
          action: 'video.language',
          targetType: 'video',
          targetId: video.id,
          data: { language: code, uploadID: body.uploadID, captions: captions !== null },
        });
      });
      return { video: await presentVideo(video) };
    },
    async removeLanguage(actorId: number, video: AuditoriumVideoRow, code: string) {
      const row = await language(video, code);
      await db.transaction(async (tx) => {
        await tx.delete(videoLanguages).where(eq(videoLanguages.id, row.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'video.language.delete',
          targetType: 'video',
          targetId: video.id,
          data: { language: code },
        });
      });
      return { video: await presentVideo(video) };
    },
    /** A language's WebVTT captions; 404 when the language or its captions are not given. */
    async captions(video: AuditoriumVideoRow, code: string): Promise<string> {
      const row = await language(video, code);
      if (!row.captions) throw new AppError(404, 'VIDEO_LANGUAGE_NOT_FOUND');
      return row.captions;
    },
  };
}
export type AuditoriumsService = ReturnType<typeof auditoriumsService>;
