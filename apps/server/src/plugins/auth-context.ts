import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Reads `Authorization: Bearer <token>` into request.auth. A missing token leaves it null; a
 * forged, expired or wrong-type token, or a session that was ended, is a 401 right away so that
 * the client refreshes (spec/001 §4) instead of silently acting as a visitor.
 */
export function installAuthContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || match[1] === 'undefined' || match[1] === 'null') return;
    // A metrics scraper's token is no session: /metrics checks it itself.
    const { metricsToken } = app.ctx.config;
    if (metricsToken && match[1] === metricsToken && request.url.split('?')[0] === '/metrics') return;
    const { signer, sessions } = app.ctx;
    const claims = await signer.verify(match[1]!);
    const reject = () => {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return Promise.reject(new AppError(401, 'INVALID_TOKEN'));
    };
    if (!claims) return reject();
    const userId = Number(claims.sub);
    const state = await sessions.state(userId, claims.fam);
    if (!state || state.disabled || state.epoch !== claims.ep || state.familyRevoked) return reject();
    request.auth = {
      userId,
      uuid: claims.uuid,
      userName: claims.userName,
      // Roles are read fresh, so a revoked role stops working at once.
      roles: state.roles,
      familyId: claims.fam,
      limited: claims.lim === true,
      impersonatorId: claims.imp ?? null,
      language: state.language,
    };
  });
}
