import { bulkSignupEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { BulkSignupService } from './bulk-signup.service.ts';

/**
 * Bulk signup (spec/001 §7 Users). Any verified person may call it; the service lets in teachers
 * and admins only (403 "Only teachers and administrators…"), which depends on the account's user
 * type, not on a role of the token.
 */
export async function bulkSignupRoutes(app: FastifyInstance, service: BulkSignupService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  route(app, api.signup, { access: 'user', ...perPersonLimit(20, 60 * 60_000, f) }, async (request) =>
    service.signup(signedIn(request), request.body.csv, request.body.fileName, requestLanguage(request)),
  );
}
