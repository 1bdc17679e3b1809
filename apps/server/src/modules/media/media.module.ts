import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { uploads as uploadRows } from '../../db/schema/index.ts';
import { attachmentsService } from './attachments.service.ts';
import { imagesRoutes } from './images.routes.ts';
import { type ImageGenerator, imagesService } from './images.service.ts';
import { type AttachmentSections, defineMediaAccess } from './media.access.ts';
import { mediaPresenter, type UploadRow } from './media.presenter.ts';
import { mediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { signedUrls } from './signed-urls.ts';
import { mediaJobs } from './transcode.job.ts';
import { uploadsService } from './uploads.service.ts';

/**
 * The media module: uploads, attachments and their jobs, built once. Sections and comments show
 * attachments (`attachments`: what they may use of it), and the attachment rules read sections
 * (`AttachmentSections`), so compose.ts builds media first and hands it the sections once they
 * exist (`defineAccess`).
 */
export function mediaModule(ctx: AppContext, options: { generator?: ImageGenerator } = {}) {
  const urls = signedUrls(ctx.config.jwtSecret);
  const present = mediaPresenter(urls);
  const repo = mediaRepository(ctx.database.db, ctx.storage);
  const uploads = uploadsService(ctx, { repo, present, urls });
  const attachments = attachmentsService(ctx, { repo, present });
  const images = imagesService(ctx, { uploads, urls, generator: options.generator });
  // The handlers are on the queue before its worker starts (when the app is ready).
  mediaJobs(ctx, { repo, announce: uploads.announce }).register();
  /** An image's signed URL, or null unless the upload is a ready image (only those are shown). */
  const imageUrl = (row: UploadRow, variant: 'original' | 'thumb' = 'original'): string | null =>
    row.kind === 'image' && row.status === 'ready'
      ? urls.fileUrl(row, variant === 'thumb' && row.hasThumb ? 'thumb' : 'original')
      : null;
  return {
    attachments,
    /**
     * Images shown outside sections and comments (pins, class images): one of a person's own ready
     * image uploads named by the URL POST /uploads gave them (its signature checked), and the
     * current URLs of such uploads.
     */
    images: {
      async ownedImage(url: string, ownerId: number): Promise<number | null> {
        let parsed: URL;
        try {
          parsed = new URL(url, 'http://local');
        } catch {
          return null;
        }
        const match = /^\/api\/files\/([^/]+)\/original$/.exec(parsed.pathname);
        const exp = Number(parsed.searchParams.get('exp'));
        const sig = parsed.searchParams.get('sig') ?? '';
        if (!match || !urls.verify(match[1]!, 'original', exp, sig)) return null;
        const row = await repo.byStorageKey(match[1]!);
        if (!row || row.ownerId !== ownerId || row.kind !== 'image' || row.status !== 'ready') return null;
        return row.id;
      },
      /** Signed URLs of these uploads (the file itself, or its 480 px thumbnail where it has one). */
      async urls(ids: number[], variant: 'original' | 'thumb' = 'original'): Promise<Map<number, string>> {
        if (ids.length === 0) return new Map();
        const rows = await ctx.database.db
          .select()
          .from(uploadRows)
          .where(inArray(uploadRows.id, [...new Set(ids)]));
        const found = new Map<number, string>();
        for (const row of rows) {
          const url = imageUrl(row, variant);
          if (url) found.set(row.id, url);
        }
        return found;
      },
      /**
       * The same for an upload row the caller read itself, in a statement of its own (a page of
       * boards reads its covers' uploads with the rest of the page: projects.repository.ts).
       */
      urlOf: imageUrl,
    },
    /**
     * Videos shown outside sections (the auditorium): whether an upload is one of a person's own
     * videos, and the phase and current URLs (file and poster) of such uploads.
     */
    videos: {
      async owned(uploadId: number, ownerId: number): Promise<boolean> {
        const row = await repo.upload(uploadId);
        return !!row && row.ownerId === ownerId && row.kind === 'video';
      },
      async files(
        ids: number[],
      ): Promise<Map<number, { status: string; url: string | null; posterUrl: string | null }>> {
        if (ids.length === 0) return new Map();
        const rows = await ctx.database.db
          .select()
          .from(uploadRows)
          .where(inArray(uploadRows.id, [...new Set(ids)]));
        return new Map(
          rows.map((r) => {
            const view = present.upload(r);
            return [r.id, { status: view.status, url: view.url, posterUrl: view.posterUrl }];
          }),
        );
      },
    },
    defineAccess: (sections: AttachmentSections) => defineMediaAccess(ctx.guards, { uploads, sections }),
    routes: async (app: FastifyInstance) => {
      await mediaRoutes(app, { uploads, attachments });
      await imagesRoutes(app, images);
    },
  };
}
