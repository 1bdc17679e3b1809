import { judgingEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ObjectRule, objectOf } from '../../lib/access.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import { route, serialised } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { JudgingFeedback } from './feedback.ts';
import type { JudgingResults } from './judging.results.ts';
import type { JudgingService, RegistrationAccess, TeamAccess } from './judging.service.ts';

/** The fair named by `fairID` in the query or the body, which the caller must organise. */
const organisedFair = (from: 'query' | 'body') =>
  ({ kind: 'fair', key: 'fairID', from, need: 'organise' }) as const satisfies ObjectRule;
const staffFair = { kind: 'fair', key: 'fairID', from: 'query', need: 'staff' } as const satisfies ObjectRule;
const team = (key: string, from: 'params' | 'query' | 'body') =>
  ({ kind: 'judgingTeam', key, from, need: 'organise' }) as const satisfies ObjectRule;
const teamOf = (request: FastifyRequest) => objectOf<TeamAccess>(request, 'judgingTeam');

/** api.md "Judging": the spec's own `/judging/…` paths. */
export async function judgingRoutes(
  app: FastifyInstance,
  service: JudgingService,
  outcomes: JudgingResults,
  feedback: JudgingFeedback,
): Promise<void> {
  // The whole-fair documents organisers' screens read together (results, floor, report, the boards
  // ready to judge) are built once and kept for a second, afresh after any change (issue 15).
  const kept = new KeptAnswers(app.ctx.events);

  // Feedback back on the board (issue 11 item 7): those who see the board's results (its owners,
  // co-owners, admins and results viewers; staff), once the fair publishes them.
  route(
    app,
    api.boardFeedback,
    { access: 'user', object: { kind: 'board', key: 'id', need: 'seeResults' } },
    async (request) => feedback.forBoard(objectOf<BoardAccess>(request, 'board').row.id),
  );

  route(app, api.register, { access: 'user' }, async (request) =>
    service.register(request.body, signedIn(request)),
  );
  route(app, api.registrations, { access: 'user', object: organisedFair('query') }, async (request) =>
    service.registrations(request.query.fairID),
  );
  route(
    app,
    api.decideRegistration,
    { access: 'user', object: { kind: 'judgeRegistration', key: 'id', need: 'organise' } },
    async (request) =>
      service.decide(
        objectOf<RegistrationAccess>(request, 'judgeRegistration'),
        request.body.status,
        signedIn(request),
      ),
  );
  route(app, api.registrationProjects, { access: 'user', object: staffFair }, async (request) => {
    const viewer = signedIn(request);
    const fairId = request.query.fairID;
    // Organisers all read every approved board; a judge reads their own few.
    if (!(await service.organises(viewer, fairId))) return service.registrationProjects(fairId, viewer);
    return kept.get(`registrationProjects|${fairId}`, async () =>
      serialised(api.registrationProjects, await service.registrationProjects(fairId, viewer)),
    );
  });
  route(app, api.createTeam, { access: 'user', object: organisedFair('body') }, async (request) =>
    service.createTeam(request.body, signedIn(request)),
  );
  route(app, api.teams, { access: 'user' }, async (request) =>
    service.teams(request.query, signedIn(request)),
  );
  route(app, api.teamGroups, { access: 'user', object: organisedFair('query') }, async (request) =>
    service.teamGroups(request.query.fairID),
  );
  route(
    app,
    api.switchTeam,
    {
      access: 'user',
      object: [
        { kind: 'judgingTeam', key: 'fromTeam', from: 'body', need: 'organise' },
        { kind: 'judgingTeam', key: 'toTeam', from: 'body', need: 'organise' },
      ],
    },
    async (request) => {
      const from = await service.teamAccess(request.body.fromTeam, signedIn(request));
      return service.switchTeam(from, teamOf(request), request.body.userName, signedIn(request));
    },
  );
  route(app, api.setTeamLead, { access: 'user', object: team('teamID', 'body') }, async (request) =>
    service.setLead(teamOf(request), request.body.userName, true, signedIn(request)),
  );
  route(app, api.removeTeamLead, { access: 'user', object: team('teamID', 'body') }, async (request) =>
    service.setLead(teamOf(request), request.body.userName, false, signedIn(request)),
  );
  route(app, api.addUserToTeam, { access: 'user', object: team('teamID', 'body') }, async (request) =>
    service.addUser(teamOf(request), request.body.userName, signedIn(request)),
  );
  route(app, api.removeUserFromTeam, { access: 'user', object: team('teamID', 'body') }, async (request) =>
    service.removeUser(teamOf(request), request.body.userName, signedIn(request)),
  );
  route(app, api.schedule, { access: 'user', object: team('teamID', 'body') }, async (request) =>
    service.schedule(teamOf(request), request.body.startDatetime, request.body.duration, signedIn(request)),
  );
  // spec/001 §7: a team's subgroups, by the spec's own path naming the team `projectID`.
  route(app, api.subgroups, { access: 'user', object: team('projectID', 'params') }, async (request) =>
    service.subgroups(teamOf(request)),
  );
  route(app, api.changeSubgroup, { access: 'user', object: team('projectID', 'params') }, async (request) =>
    service.changeSubgroup(teamOf(request), request.params.userName, request.body.topic, signedIn(request)),
  );
  route(app, api.setTeamLock, { access: 'user', object: team('teamID', 'query') }, async (request) =>
    service.toggleLock(teamOf(request), signedIn(request)),
  );
  route(app, api.linkProjects, { access: 'user', object: team('teamID', 'params') }, async (request) =>
    service.link(teamOf(request), request.body.projectIDs, signedIn(request)),
  );
  route(app, api.unlinkProjects, { access: 'user', object: team('teamID', 'params') }, async (request) =>
    service.unlinkAll(teamOf(request), signedIn(request)),
  );
  route(app, api.recuse, { access: 'user' }, async (request) =>
    service.recuse(request.body.projectID, request.body.reason, signedIn(request)),
  );
  route(app, api.audit, { access: 'user', object: organisedFair('query') }, async (request) =>
    service.auditLog(request.query.fairID),
  );
  route(app, api.generateTeams, { access: 'user', object: organisedFair('body') }, async (request) =>
    outcomes.generateTeams(request.body, signedIn(request)),
  );
  route(app, api.linkByTags, { access: 'user', object: organisedFair('body') }, async (request) =>
    outcomes.linkByTags(request.body, signedIn(request)),
  );
  route(app, api.results, { access: 'user', object: organisedFair('query') }, async (request) =>
    kept.get(`results|${JSON.stringify(request.query)}`, async () =>
      serialised(api.results, await outcomes.results(request.query)),
    ),
  );
  route(app, api.distribution, { access: 'user', object: organisedFair('query') }, async (request) =>
    outcomes.distribution(request.query.fairID),
  );
  route(app, api.report, { access: 'user', object: organisedFair('query') }, async (request, reply) => {
    const { fairID, format } = request.query;
    const file = await kept.get(`report|${fairID}|${format}`, () => outcomes.report(fairID, format));
    return reply
      .type(format === 'csv' ? `${file.type}; charset=utf-8` : file.type)
      .header('content-disposition', `attachment; filename="judging-results-${fairID}.${format}"`)
      .send(file.body);
  });
  route(app, api.floor, { access: 'user', object: organisedFair('query') }, async (request) =>
    kept.get(`floor|${request.query.fairID}`, async () =>
      serialised(api.floor, await outcomes.floor(request.query.fairID)),
    ),
  );
}
