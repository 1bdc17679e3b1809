import { auditoriumEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditoriumRow, AuditoriumVideoRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { AuditoriumsService } from './auditoriums.service.ts';

const auditorium = { kind: 'auditorium', key: 'id', need: 'exists' } as const;
const video = { kind: 'video', key: 'id', need: 'exists' } as const;
const auditoriumOf = (request: FastifyRequest) => objectOf<AuditoriumRow>(request, 'auditorium');
const videoOf = (request: FastifyRequest) => objectOf<AuditoriumVideoRow>(request, 'video');
/** Who runs the event's stage and rooms: admins and curators (docs/decisions.md "Auditorium and lobby"). */
export const STAGE_EDITORS = { roles: ['admin', 'curator'] } as const;

/** The auditorium under `/auditorium/…` and `/videos/…` (api.md keeps the spec's paths); reads are public. */
export async function auditoriumRoutes(app: FastifyInstance, service: AuditoriumsService): Promise<void> {
  const actor = (request: FastifyRequest) => signedIn(request).userId;
  route(app, api.list, { access: 'public' }, async () => service.list());
  route(app, api.bySlug, { access: 'public' }, async (request) => service.bySlug(request.params.slug));
  route(app, api.get, { access: 'public', object: auditorium }, async (request) =>
    service.get(auditoriumOf(request)),
  );
  route(app, api.languages, { access: 'public', object: auditorium }, async (request) =>
    service.languages(auditoriumOf(request)),
  );
  route(app, api.create, { access: STAGE_EDITORS }, async (request) =>
    service.create(actor(request), request.body),
  );
  route(app, api.update, { access: STAGE_EDITORS, object: auditorium }, async (request) =>
    service.update(actor(request), auditoriumOf(request), request.body),
  );
  route(app, api.remove, { access: STAGE_EDITORS, object: auditorium }, async (request) =>
    service.remove(actor(request), auditoriumOf(request)),
  );
  route(app, api.addVideo, { access: STAGE_EDITORS, object: auditorium }, async (request) =>
    service.addVideo(actor(request), auditoriumOf(request), request.body.title),
  );
  route(app, api.removeVideo, { access: STAGE_EDITORS, object: video }, async (request) =>
    service.removeVideo(actor(request), videoOf(request)),
  );
  route(app, api.videoLanguages, { access: 'public', object: video }, async (request) =>
    service.videoLanguages(videoOf(request)),
  );
  route(app, api.setVideoLanguage, { access: STAGE_EDITORS, object: video }, async (request) =>
    service.setLanguage(actor(request), videoOf(request), request.params.language, request.body),
  );
  route(app, api.removeVideoLanguage, { access: STAGE_EDITORS, object: video }, async (request) =>
    service.removeLanguage(actor(request), videoOf(request), request.params.language),
  );
  /** The captions as a WebVTT file: inert text, never a page. */
  route(app, api.captions, { access: 'public', object: video }, async (request, reply) => {
    const text = await service.captions(videoOf(request), request.params.language);
    return reply
      .type('text/vtt; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=300')
      .send(text);
  });
}
