import { oidcEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { sessionOf } from '../../lib/viewer.ts';
import { withTokenHeaders } from '../auth/auth.routes.ts';
import { OidcRefused, type OidcService } from './oidc.service.ts';

/** The cookie binding a login attempt to the browser that started it (only these paths see it). */
const COOKIE = 'mb_oidc';
const COOKIE_PATH = '/api/users/oauth';

function browserOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/** OpenID Connect logins (api.md "GET /users/oauth/{provider} and …/callback"; issue 14). */
export async function oidcRoutes(app: FastifyInstance, service: OidcService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  const per = (max: number, minutes: number) => ({ max: Math.ceil(max * f), timeWindow: minutes * 60_000 });
  const secure = app.ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  /** The web app's landing screen; what it needs travels in the fragment (never sent to a server). */
  const landing = (fragment: string) => `${app.ctx.config.publicUrl}/oauth/callback#${fragment}`;
  const clearCookie = (reply: FastifyReply) =>
    reply.header('set-cookie', `${COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);

  route(app, api.providers, { access: 'public' }, async () => service.providers());

  route(app, api.start, { access: 'public', rateLimit: per(30, 1) }, async (request, reply) => {
    const { location, browser } = await service.start(request.params.provider);
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        `${COOKIE}=${browser}; Path=${COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
      )
      .redirect(location, 302);
  });

  route(app, api.callback, { access: 'public', rateLimit: per(30, 1) }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      const code = await service.callback(request.params.provider, request.query, browserOf(request));
      return clearCookie(reply).redirect(landing(`code=${encodeURIComponent(code)}`), 302);
    } catch (error) {
      if (error instanceof OidcRefused) {
        request.log.info({ reason: error.reason }, 'provider login refused');
        return clearCookie(reply).redirect(landing(`error=${error.reason}`), 302);
      }
      throw error;
    }
  });

  route(app, api.exchange, { access: 'public', rateLimit: per(30, 1) }, async (request, reply) => {
    const result = await service.exchange(request.body.code);
    if (result.status === 'login') withTokenHeaders(reply, result.login);
    return result;
  });

  route(app, api.signup, { access: 'public', rateLimit: per(20, 10) }, async (request, reply) =>
    withTokenHeaders(reply, await service.signup(request.body, requestLanguage(request))),
  );

  route(app, api.link, { access: 'user', rateLimit: per(20, 10) }, async (request) =>
    service.link(request.body.code, sessionOf(request)),
  );
}
