import {
  AcceptInviteBody,
  ChangeEmailBody,
  ChangePasswordBody,
  CheckBody,
  CreatePasswordBody,
  InviteBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  ResendCodeBody,
  ResetPasswordBody,
  SignupBody,
  SmsLoginBody,
  TokenBody,
  UniqueQuery,
  VerifyBody,
} from '@makerboard/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { AuthService } from './auth.service.ts';

/** Per-IP limits for the calls people (and scripts) could hammer. */
const per = (max: number, minutes: number, factor: number) => ({
  rateLimit: { max: Math.ceil(max * factor), timeWindow: minutes * 60_000 },
});

/** Login-type responses carry the pair in the body and in these headers (api.md, spec/001 §4). */
function withTokenHeaders<T extends { accessToken: string; refreshToken: string }>(
  reply: FastifyReply,
  result: T,
) {
  reply.header('authorization', result.accessToken);
  reply.header('refresh-token', result.refreshToken);
  return { result };
}

export async function authRoutes(
  scope: FastifyInstance,
  { auth: service }: { auth: AuthService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const f = app.ctx.config.rateLimitFactor;
  const tags = ['accounts'];

  const notImpersonating = (impersonatorId: number | null | undefined) => {
    if (impersonatorId) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
  };

  app.post(
    '/users/check',
    { config: { access: 'public', ...per(30, 1, f) }, schema: { tags, body: CheckBody } },
    async (request) => ({ result: await service.check(request.body.login) }),
  );

  app.post(
    '/users/signup',
    { config: { access: 'public', ...per(20, 10, f) }, schema: { tags, body: SignupBody } },
    async (request, reply) => {
      const result = await service.signup(request.body, requestLanguage(request));
      reply.code(201);
      return withTokenHeaders(reply, result);
    },
  );

  app.post(
    '/users/verify',
    { config: { access: 'public', ...per(20, 1, f) }, schema: { tags, body: VerifyBody } },
    async (request, reply) =>
      withTokenHeaders(reply, await service.verify(request.body.username, request.body.code)),
  );

  app.post(
    '/users/verify/resend',
    { config: { access: 'public', ...per(5, 10, f) }, schema: { tags, body: ResendCodeBody } },
    async (request) => ({
      result: await service.resendCode(request.body.username, requestLanguage(request)),
    }),
  );

  app.post(
    '/users/login',
    { config: { access: 'public', ...per(10, 1, f) }, schema: { tags, body: LoginBody } },
    async (request, reply) => {
      const login = (request.body.email ?? request.body.username)!;
      return withTokenHeaders(
        reply,
        await service.login(login, request.body.password, requestLanguage(request)),
      );
    },
  );

  app.post(
    '/users/login/sms',
    { config: { access: 'public', ...per(5, 1, f) }, schema: { tags, body: SmsLoginBody } },
    async (request, reply) => {
      const result = await service.smsLogin(request.body.phone, request.body.code, requestLanguage(request));
      return 'accessToken' in result ? withTokenHeaders(reply, result) : { result };
    },
  );

  app.post(
    '/users/refresh',
    { config: { access: 'public', ...per(60, 1, f) }, schema: { tags, body: RefreshBody } },
    async (request, reply) =>
      withTokenHeaders(reply, await service.refresh(request.body.token, request.body.username)),
  );

  app.post(
    '/users/logout',
    { config: { access: 'public' }, schema: { tags, body: LogoutBody.nullish() } },
    async (request) => ({
      result: await service.logout(
        request.auth?.familyId ?? null,
        request.body?.token,
        request.auth?.userId ?? null,
      ),
    }),
  );

  app.get('/users/current', { config: { access: 'limited' }, schema: { tags } }, async (request) => ({
    result: await service.current(request.auth!.userId, request.auth!.impersonatorId),
  }));

  app.post(
    '/users/password/reset',
    { config: { access: 'public', ...per(10, 10, f) }, schema: { tags, body: ResetPasswordBody } },
    async (request) => {
      const { email, code, password } = request.body;
      return { result: await service.resetPassword(email, code, password, requestLanguage(request)) };
    },
  );

  app.put(
    '/users/changePassword',
    { config: { access: 'user', ...per(10, 10, f) }, schema: { tags, body: ChangePasswordBody } },
    async (request, reply) => {
      notImpersonating(request.auth!.impersonatorId);
      const { username, password, oldPassword } = request.body;
      if (username && username.toLowerCase() !== request.auth!.userName.toLowerCase())
        throw new AppError(403, 'FORBIDDEN');
      return withTokenHeaders(
        reply,
        await service.changePassword(
          request.auth!.userId,
          password,
          oldPassword,
          request.auth!.familyId ?? null,
        ),
      );
    },
  );

  app.put(
    '/users/changeEmail',
    { config: { access: 'user', ...per(10, 10, f) }, schema: { tags, body: ChangeEmailBody } },
    async (request) => {
      notImpersonating(request.auth!.impersonatorId);
      const { email, password } = request.body;
      return {
        result: await service.changeEmail(request.auth!.userId, email, password, requestLanguage(request)),
      };
    },
  );

  app.post(
    '/users/createPassword',
    { config: { access: 'user' }, schema: { tags, body: CreatePasswordBody } },
    async (request) => {
      notImpersonating(request.auth!.impersonatorId);
      return { result: await service.createPassword(request.auth!.userId, request.body.password) };
    },
  );

  app.get(
    '/users/unique',
    { config: { access: 'public', ...per(60, 1, f) }, schema: { tags, querystring: UniqueQuery } },
    async (request) => ({ result: await service.unique(request.query.field, request.query.value) }),
  );

  app.post(
    '/users/invite',
    { config: { access: 'user', ...per(30, 60, f) }, schema: { tags, body: InviteBody } },
    async (request, reply) => {
      const { email, projectID, message } = request.body;
      reply.code(201);
      return { result: await service.invite(request.auth!.userId, email, projectID, message) };
    },
  );

  app.post(
    '/users/acceptInvite',
    { config: { access: 'public', ...per(10, 10, f) }, schema: { tags, body: AcceptInviteBody } },
    async (request, reply) =>
      withTokenHeaders(reply, await service.acceptInvite(request.body, requestLanguage(request))),
  );

  app.post(
    '/users/limitedLogin',
    { config: { access: 'public', ...per(20, 10, f) }, schema: { tags, body: TokenBody } },
    async (request, reply) => withTokenHeaders(reply, await service.limitedLogin(request.body.token)),
  );

  app.post(
    '/users/checkLastVerified',
    { config: { access: 'public', ...per(20, 10, f) }, schema: { tags, body: TokenBody } },
    async (request) => ({ result: await service.checkLastVerified(request.body.token) }),
  );
}
