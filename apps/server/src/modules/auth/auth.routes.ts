import { authEndpoints as api, type LoginResult } from '@makerboard/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { sessionOf, signedIn } from '../../lib/viewer.ts';
import type { AuthService, SignupClasses } from './auth.service.ts';

/** Login-type answers carry the pair in the body and in these headers (api.md, spec/001 §4). */
export function withTokenHeaders<T extends Pick<LoginResult, 'accessToken' | 'refreshToken'>>(
  reply: FastifyReply,
  result: T,
): T {
  reply.header('authorization', result.accessToken);
  reply.header('refresh-token', result.refreshToken);
  return result;
}

/** Accounts and sessions (spec/000 §4 Session; spec/001 §7 Users; api.md "Accounts"). */
export async function authRoutes(
  app: FastifyInstance,
  service: AuthService,
  classes?: SignupClasses,
): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  /** Per-address limits for the calls people (and scripts) could hammer. */
  const per = (max: number, minutes: number) => ({ max: Math.ceil(max * f), timeWindow: minutes * 60_000 });

  route(app, api.check, { access: 'public', rateLimit: per(30, 1) }, async (request) =>
    service.check(request.body.login),
  );
  // 20 signups per address in 10 minutes; a whole class signing up with a valid class code from
  // one school address counts against the code instead (60 in 10 minutes), so a class of 35 gets
  // through mid-lesson while the code itself stays limited (issue 12, docs/classes.md).
  const signupLimit = {
    max: async (_request: unknown, key: string) => Math.ceil((key.startsWith('class:') ? 60 : 20) * f),
    timeWindow: 10 * 60_000,
    hook: 'preHandler' as const,
    keyGenerator: async (request: FastifyRequest) => {
      const code = (request.body as { classCode?: unknown } | undefined)?.classCode;
      const known = typeof code === 'string' && classes ? await classes.codeExists(code) : null;
      return known ? `class:${known}` : request.ip;
    },
  };
  route(app, api.signup, { access: 'public', rateLimit: signupLimit }, async (request, reply) =>
    withTokenHeaders(reply, await service.signup(request.body, requestLanguage(request))),
  );
  // The same call from an engagement (a booth, a resource, a poll, a campaign): open to whoever
  // signup is open to (a signed-in person gets what signup gives them), and limited alike.
  route(app, api.signupEngagement, { access: 'public', rateLimit: signupLimit }, async (request, reply) => {
    const { trackingId, ...body } = request.body;
    return withTokenHeaders(reply, await service.signup(body, requestLanguage(request), trackingId));
  });
  route(app, api.verify, { access: 'public', rateLimit: per(20, 1) }, async (request, reply) =>
    withTokenHeaders(reply, await service.verify(request.body.username, request.body.code)),
  );
  route(app, api.resendCode, { access: 'public', rateLimit: per(5, 10) }, async (request) =>
    service.resendCode(request.body.username, requestLanguage(request)),
  );
  route(app, api.login, { access: 'public', rateLimit: per(10, 1) }, async (request, reply) => {
    // The schema refuses a body with neither.
    const login = (request.body.email ?? request.body.username)!;
    return withTokenHeaders(
      reply,
      await service.login(login, request.body.password, requestLanguage(request)),
    );
  });
  route(app, api.smsLogin, { access: 'public', rateLimit: per(5, 1) }, async (request, reply) => {
    const result = await service.smsLogin(request.body.phone, request.body.code, requestLanguage(request));
    return 'accessToken' in result ? withTokenHeaders(reply, result) : result;
  });
  route(app, api.refresh, { access: 'public', rateLimit: per(60, 1) }, async (request, reply) =>
    withTokenHeaders(reply, await service.refresh(request.body.token, request.body.username)),
  );
  route(app, api.logout, { access: 'public' }, async (request) =>
    service.logout(request.auth?.familyId ?? null, request.body?.token, request.auth?.userId ?? null),
  );
  route(app, api.current, { access: 'limited' }, async (request) => {
    const session = sessionOf(request);
    return service.current(session.userId, session.impersonatorId);
  });
  route(app, api.resetPassword, { access: 'public', rateLimit: per(10, 10) }, async (request) => {
    const { email, code, password } = request.body;
    return service.resetPassword(email, code, password, requestLanguage(request));
  });
  route(app, api.changePassword, { access: 'user', rateLimit: per(10, 10) }, async (request, reply) =>
    withTokenHeaders(reply, await service.changePassword(sessionOf(request), request.body)),
  );
  route(app, api.changeEmail, { access: 'user', rateLimit: per(10, 10) }, async (request) =>
    service.changeEmail(
      sessionOf(request),
      request.body.email,
      request.body.password,
      requestLanguage(request),
    ),
  );
  route(app, api.createPassword, { access: 'user' }, async (request) =>
    service.createPassword(sessionOf(request), request.body.password),
  );
  route(app, api.unique, { access: 'public', rateLimit: per(60, 1) }, async (request) =>
    service.unique(request.query.field, request.query.value),
  );
  route(app, api.invite, { access: 'user', rateLimit: per(30, 60) }, async (request) => {
    const { email, projectID, message } = request.body;
    return service.invite(signedIn(request).userId, email, projectID, message);
  });
  route(app, api.acceptInvite, { access: 'public', rateLimit: per(10, 10) }, async (request, reply) =>
    withTokenHeaders(reply, await service.acceptInvite(request.body, requestLanguage(request))),
  );
  route(app, api.limitedLogin, { access: 'public', rateLimit: per(20, 10) }, async (request, reply) =>
    withTokenHeaders(reply, await service.limitedLogin(request.body.token)),
  );
  route(app, api.checkLastVerified, { access: 'public', rateLimit: per(20, 10) }, async (request) =>
    service.checkLastVerified(request.body.token),
  );
}
