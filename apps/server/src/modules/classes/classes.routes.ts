import { classEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import { requestLanguage } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route, serialised } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import { withTokenHeaders } from '../auth/auth.routes.ts';
import type { ClassAccess, ClassStudentAccess } from './classes.access.ts';
import type { ClassesService } from './classes.service.ts';

const teach = { kind: 'class', key: 'id', need: 'teach' } as const;
const belong = { kind: 'class', key: 'id', need: 'belong' } as const;
const named = [teach, { kind: 'classStudent', key: 'userName', need: 'named' }] as const;
const klass = (request: FastifyRequest) => objectOf<ClassAccess>(request, 'class');
const student = (request: FastifyRequest) => objectOf<ClassStudentAccess>(request, 'classStudent');

/** Teachers and classes (api.md "Teachers and classes"). */
export async function classRoutes(app: FastifyInstance, service: ClassesService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  // A class's whole roster and review list (800 students in the benchmark), the same for each of
  // its teachers, built once while nothing changes (lib/kept-answers.ts: any write shows at once).
  const kept = new KeptAnswers(app.ctx.events);
  route(app, api.list, { access: 'user' }, async (request) => service.list(signedIn(request)));
  route(app, api.create, { access: 'user', ...perPersonLimit(30, 60 * 60_000, f) }, async (request) =>
    service.create(signedIn(request), request.body),
  );
  route(app, api.get, { access: 'user', object: teach }, async (request) => service.get(klass(request)));
  route(app, api.update, { access: 'user', object: teach }, async (request) =>
    service.update(klass(request), request.body),
  );
  route(app, api.remove, { access: 'user', object: teach }, async (request) =>
    service.remove(klass(request)),
  );
  route(app, api.resetCode, { access: 'user', object: teach }, async (request) =>
    service.resetCode(klass(request)),
  );
  route(app, api.disableCode, { access: 'user', object: teach }, async (request) =>
    service.disableCode(klass(request)),
  );
  route(app, api.students, { access: 'user', object: teach }, async (request) =>
    kept.get(`students|${klass(request).row.id}`, async () =>
      serialised(api.students, await service.students(klass(request))),
    ),
  );
  // Codes resist guessing: 10 tries per person per 10 minutes (429 with Retry-After).
  route(app, api.join, { access: 'user', ...perPersonLimit(10, 10 * 60_000, f) }, async (request) =>
    service.join(signedIn(request), request.body.code),
  );
  route(app, api.setStatus, { access: 'user', object: named }, async (request) =>
    service.setStatus(klass(request), student(request), request.body.status),
  );
  route(
    app,
    api.removeStudent,
    { access: 'user', object: [belong, { kind: 'classStudent', key: 'userName', need: 'leave' }] },
    async (request) => service.removeStudent(klass(request), student(request)),
  );
  // A teacher makes a whole class's accounts at once: a per-person limit, not the signup one.
  route(
    app,
    api.makeStudent,
    { access: 'user', object: teach, ...perPersonLimit(200, 10 * 60_000, f) },
    async (request) => service.makeStudent(klass(request), request.body),
  );
  route(app, api.newLoginCode, { access: 'user', object: named }, async (request) =>
    service.newLoginCode(klass(request), student(request)),
  );
  route(
    app,
    api.loginWithCode,
    { access: 'public', rateLimit: { max: Math.ceil(20 * f), timeWindow: 10 * 60_000 } },
    async (request, reply) => withTokenHeaders(reply, await service.loginWithCode(request.body.loginCode)),
  );
  route(app, api.question, { access: 'user', object: belong }, async (request) =>
    service.question(klass(request)),
  );
  route(app, api.setQuestion, { access: 'user', object: teach }, async (request) =>
    service.setQuestion(klass(request), request.body.question),
  );
  route(app, api.answer, { access: 'user', object: belong }, async (request) =>
    service.answer(klass(request), signedIn(request), request.body.answer),
  );
  route(app, api.studentBoards, { access: 'user', object: named }, async (request) =>
    service.studentBoards(student(request), request.query, viewerOf(request), requestLanguage(request)),
  );
  route(app, api.review, { access: 'user', object: teach }, async (request) =>
    kept.get(`review|${klass(request).row.id}`, async () =>
      serialised(api.review, await service.review(klass(request))),
    ),
  );
  route(app, api.decide, { access: 'user', object: teach }, async (request) =>
    service.decide(klass(request), signedIn(request), request.params.postID, request.body),
  );
  route(app, api.chat, { access: 'user', object: teach }, async (request) => service.chat(klass(request)));
  route(app, api.district, { access: 'user' }, async (request) => service.district(signedIn(request)));
  route(app, api.setDistrict, { access: 'user' }, async (request) =>
    service.setDistrict(signedIn(request), request.body.district),
  );
  route(app, api.checkDistrict, { access: 'user', ...perPersonLimit(60, 60_000, f) }, async (request) =>
    service.checkDistrict(request.body.district),
  );
}
