import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { attachmentsService } from './attachments.service.ts';
import { type AttachmentSections, defineMediaAccess } from './media.access.ts';
import { mediaPresenter } from './media.presenter.ts';
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
export function mediaModule(ctx: AppContext) {
  const urls = signedUrls(ctx.config.jwtSecret);
  const present = mediaPresenter(urls);
  const repo = mediaRepository(ctx.database.db, ctx.storage);
  const uploads = uploadsService(ctx, { repo, present, urls });
  const attachments = attachmentsService(ctx, { repo, present });
  // The handlers are on the queue before its worker starts (when the app is ready).
  mediaJobs(ctx, { repo, announce: uploads.announce }).register();
  return {
    attachments,
    defineAccess: (sections: AttachmentSections) => defineMediaAccess(ctx.guards, { uploads, sections }),
    routes: (app: FastifyInstance) => mediaRoutes(app, { uploads, attachments }),
  };
}
