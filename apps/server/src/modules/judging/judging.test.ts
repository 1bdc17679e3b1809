import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeBoard, makeConversation, makeUser, socketSentinel } from '../../../test/factories.ts';
import { createTestApp, openSocket, type Session, type TestApp } from '../../../test/helpers.ts';
import { judgingKit } from '../../../test/judging-support.ts';
import { classes, classStudents } from '../../db/schema/index.ts';

let t: TestApp;
let kit: ReturnType<typeof judgingKit>;
let admin: Session;
let coordinator: Session;
let entrant: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  kit = judgingKit(t);
  ({ admin, coordinator, entrant } = await kit.cast());
  stranger = await makeUser(t);
});
const judgingFair: ReturnType<typeof judgingKit>['judgingFair'] = (...a) => kit.judgingFair(...a);
const team: ReturnType<typeof judgingKit>['team'] = (...a) => kit.team(...a);
const link: ReturnType<typeof judgingKit>['link'] = (...a) => kit.link(...a);
const score: ReturnType<typeof judgingKit>['score'] = (...a) => kit.score(...a);
afterAll(async () => {
  await t.close();
});

describe('registration (api.md "Judging": POST /judging/register)', () => {
  it('spec/000 §6: a student account cannot register as a judge (409)', async () => {
    const { fair } = await judgingFair(0, 0);
    const student = await makeUser(t, { userType: 'student' });
    const r = await t.call('POST', '/api/judging/register', student.accessToken, { fairID: fair.id });
    expect(r.status).toBe(409);
    expect(r.data.code).toBe('JUDGE_ACCOUNT_TYPE');
  });

  it('registers a person with expertise, languages and grade bands; an organiser approves and they become a judge', async () => {
    const { fair } = await judgingFair(0, 0);
    const person = await makeUser(t);
    const r = await t.call('POST', '/api/judging/register', person.accessToken, {
      fairID: fair.id,
      expertise: [1],
      languages: ['en', 'de'],
      gradeBands: ['Junior 7/8'],
    });
    expect(r.status).toBe(201);
    const registration = r.data.result.registration;
    expect(registration).toMatchObject({
      fairID: fair.id,
      user: { id: person.userId, userName: person.userName },
      expertise: [1],
      languages: ['en', 'de'],
      gradeBands: ['Junior 7/8'],
      status: 'pending',
    });
    expect(
      (
        await t.call('POST', '/api/judging/register', person.accessToken, {
          fairID: fair.id,
          gradeBands: ['x'],
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/judging/register', person.accessToken, { fairID: 2147483000 })).status,
    ).toBe(404);
    // Only organisers read and decide registrations; the person's own gets 403, others 404.
    expect(
      (await t.call('GET', `/api/judging/registrations?fairID=${fair.id}`, person.accessToken)).status,
    ).toBe(403);
    const decide = (who: Session) =>
      t.call('PUT', `/api/judging/registrations/${registration.id}`, who.accessToken, { status: 'approved' });
    expect((await decide(person)).status).toBe(403);
    expect((await decide(stranger)).status).toBe(404);
    const list = await t.call('GET', `/api/judging/registrations?fairID=${fair.id}`, coordinator.accessToken);
    expect(list.data.result.registrations.map((x: { id: number }) => x.id)).toEqual([registration.id]);
    const approved = await decide(coordinator);
    expect(approved.data.result.registration.status).toBe('approved');
    const staff = (await t.call('GET', `/api/fairs/${fair.id}/staff`, admin.accessToken)).data.result.staff;
    expect(staff).toContainEqual(
      expect.objectContaining({ user: expect.objectContaining({ id: person.userId }), role: 'judge' }),
    );
    // Declining it afterwards takes the role back.
    await t.call('PUT', `/api/judging/registrations/${registration.id}`, coordinator.accessToken, {
      status: 'declined',
    });
    const after = (await t.call('GET', `/api/fairs/${fair.id}/staff`, admin.accessToken)).data.result.staff;
    expect(after.filter((x: { user: { id: number } }) => x.user.id === person.userId)).toEqual([]);
  });
});

describe('subgroups (spec/001 §7: judging/team/{projectID}/subgroups, changesubgroup)', () => {
  it('every judge starts in users1; an organiser moves one to users2 and back; others may not', async () => {
    const { fair, judges } = await judgingFair(3, 0);
    const a = await team(fair.id, judges, 'A');
    await t.call('POST', '/api/judging/setTeamLead', coordinator.accessToken, {
      userName: judges[0]!.userName,
      teamID: a.id,
    });
    const read = (who: Session = coordinator) =>
      t.call('GET', `/api/judging/team/${a.id}/subgroups`, who.accessToken);
    const change = (userName: string, topic: string, who: Session = coordinator) =>
      t.call('PUT', `/api/judging/team/${a.id}/user/${userName}/changesubgroup`, who.accessToken, { topic });
    const before = await read();
    expect(before.status).toBe(200);
    expect(before.data.result.users1.map((u: { id: number }) => u.id)).toEqual(judges.map((j) => j.userId));
    expect(before.data.result.users1[0]).toEqual({
      id: judges[0]!.userId,
      userName: judges[0]!.userName,
      firstName: 'Judge0',
      role: 'lead',
    });
    expect(before.data.result.users2).toEqual([]);
    const moved = await change(judges[1]!.userName, 'users2');
    expect(moved.status).toBe(200);
    expect(moved.data.result.users2.map((u: { id: number }) => u.id)).toEqual([judges[1]!.userId]);
    expect(moved.data.result.groups).toEqual([
      { topic: 'users1', userIDs: [judges[0]!.userId, judges[2]!.userId] },
      { topic: 'users2', userIDs: [judges[1]!.userId] },
    ]);
    expect((await read()).data.result).toEqual(moved.data.result);
    const back = await change(judges[1]!.userName, 'users1');
    expect(back.data.result.users2).toEqual([]);
    // Not a subgroup, not in the team, or not the organiser.
    expect((await change(judges[1]!.userName, 'users3')).status).toBe(400);
    const outsider = await makeUser(t);
    const notIn = await change(outsider.userName, 'users2');
    expect(notIn.status).toBe(404);
    expect(notIn.data.code).toBe('NOT_IN_TEAM');
    expect((await read(judges[0]!)).status).toBe(403);
    expect((await change(judges[1]!.userName, 'users2', judges[0]!)).status).toBe(403);
    expect((await read(stranger)).status).toBe(404);
    // A locked team's subgroups are frozen like the rest of it.
    await t.call('GET', `/api/judging/setTeamLock?teamID=${a.id}`, coordinator.accessToken);
    const locked = await change(judges[1]!.userName, 'users2');
    expect(locked.status).toBe(409);
    expect(locked.data.code).toBe('TEAM_LOCKED');
    // The audit log keeps each move.
    const log = await t.call('GET', `/api/judging/audit?fairID=${fair.id}`, coordinator.accessToken);
    expect(
      log.data.result.entries.filter((e: { action: string }) => e.action === 'team.subgroup'),
    ).toHaveLength(2);
  });
});

describe('the judge welcome e-mail (issue 11)', () => {
  const outboxFor = async (to: string) =>
    (await t.call('GET', '/api/dev/outbox')).data.result.messages.filter(
      (m: { to: string }) => m.to === to,
    ) as { subject: string; text: string }[];

  const nameOf = async (fairId: number) =>
    (await t.call('GET', `/api/fairs/${fairId}`, admin.accessToken)).data.result.fair.name as string;

  it("approval sends one welcome in the judge's language with the link to their boards; declining or approving again sends none", async () => {
    const { fair } = await judgingFair(0, 0);
    const email = `${crypto.randomUUID()}@example.org`;
    const person = await makeUser(t, { email, language: 'de', firstName: 'Greta' });
    const r = await t.call('POST', '/api/judging/register', person.accessToken, { fairID: fair.id });
    const id = r.data.result.registration.id;
    // Registering sends nothing: only the organisers' approval does.
    expect(await outboxFor(email)).toEqual([]);
    const decide = (status: string) =>
      t.call('PUT', `/api/judging/registrations/${id}`, coordinator.accessToken, { status });
    expect((await decide('approved')).status).toBe(200);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Du bist Jurymitglied bei ${await nameOf(fair.id)}`);
    expect(mails[0]!.text).toContain('Hallo Greta');
    expect(mails[0]!.text).toContain(`/fair/${fair.id}/judge`);
    expect((await decide('approved')).status).toBe(200);
    expect(await outboxFor(email)).toHaveLength(1);
    await decide('declined');
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('an English or French account reads it in its own language', async () => {
    const { fair } = await judgingFair(0, 0);
    const name = await nameOf(fair.id);
    for (const [language, subject] of [
      ['en', `You are a judge at ${name}`],
      ['fr', `Vous faites partie du jury de ${name}`],
    ] as const) {
      const email = `${crypto.randomUUID()}@example.org`;
      const person = await makeUser(t, { email, language });
      const r = await t.call('POST', '/api/judging/register', person.accessToken, { fairID: fair.id });
      await t.call(
        'PUT',
        `/api/judging/registrations/${r.data.result.registration.id}`,
        coordinator.accessToken,
        {
          status: 'approved',
        },
      );
      expect((await outboxFor(email)).map((m) => m.subject)).toEqual([subject]);
    }
  });
});

describe('teams (api.md "Judging")', () => {
  it('lists teams in the shape of api.md; a judge reads only their own, others none', async () => {
    const { fair, judges, boards } = await judgingFair(3, 1);
    const a = await team(fair.id, [judges[0]!, judges[1]!], 'Team A');
    await team(fair.id, [judges[2]!], 'Team B');
    expect((await link(a.id, [boards[0]!.id])).status).toBe(200);
    const all = (await t.call('GET', `/api/judging/teams?fairID=${fair.id}`, coordinator.accessToken)).data
      .result.teams;
    expect(all).toHaveLength(2);
    expect(all[0]).toEqual({
      id: a.id,
      name: 'Team A',
      memberships: [
        {
          user: { id: judges[0]!.userId, userName: judges[0]!.userName, firstName: 'Judge0' },
          role: 'member',
        },
        {
          user: { id: judges[1]!.userId, userName: judges[1]!.userName, firstName: 'Judge1' },
          role: 'member',
        },
      ],
      projectStatus: { status: 0 },
      schedule: { startDatetime: null, duration: null },
      projectIDs: [boards[0]!.id],
    });
    const mine = (await t.call('GET', `/api/judging/teams?fairID=${fair.id}`, judges[2]!.accessToken)).data
      .result.teams;
    expect(mine.map((x: { name: string }) => x.name)).toEqual(['Team B']);
    // Entrants never see judges.
    const byBoard = await t.call(
      'GET',
      `/api/judging/teams?projectIDs=${boards[0]!.id}`,
      entrant.accessToken,
    );
    expect(byBoard.data.result.teams).toEqual([]);
    const asOrganiser = await t.call(
      'GET',
      `/api/judging/teams?projectIDs=${boards[0]!.id}`,
      admin.accessToken,
    );
    expect(asOrganiser.data.result.teams.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await t.call('GET', '/api/judging/teams', coordinator.accessToken)).status).toBe(400);
    const groups = (await t.call('GET', `/api/judging/teamGroups?fairID=${fair.id}`, coordinator.accessToken))
      .data.result.groups;
    expect(groups).toEqual([{ id: 1, teamIDs: all.map((x: { id: number }) => x.id) }]);
  });

  it('switches, leads, adds and removes judges; only organisers change teams', async () => {
    const { fair, judges } = await judgingFair(3, 0);
    const a = await team(fair.id, [judges[0]!, judges[1]!], 'A');
    const b = await team(fair.id, [], 'B');
    const switched = await t.call('POST', '/api/judging/switchTeam', coordinator.accessToken, {
      userName: judges[1]!.userName,
      fromTeam: a.id,
      toTeam: b.id,
    });
    expect(switched.status).toBe(200);
    expect(switched.data.result.team.memberships.map((m: { user: { id: number } }) => m.user.id)).toEqual([
      judges[1]!.userId,
    ]);
    const lead = await t.call('POST', '/api/judging/setTeamLead', coordinator.accessToken, {
      userName: judges[1]!.userName,
      teamID: b.id,
    });
    expect(lead.data.result.team.memberships[0].role).toBe('lead');
    const unlead = await t.call('POST', '/api/judging/removeTeamLead', coordinator.accessToken, {
      userName: judges[1]!.userName,
      teamID: b.id,
    });
    expect(unlead.data.result.team.memberships[0].role).toBe('member');
    const added = await t.call('POST', '/api/judging/addUserToTeam', coordinator.accessToken, {
      userName: judges[2]!.userName,
      teamID: b.id,
    });
    expect(added.data.result.team.memberships).toHaveLength(2);
    expect(
      (
        await t.call('POST', '/api/judging/addUserToTeam', coordinator.accessToken, {
          userName: judges[2]!.userName,
          teamID: b.id,
        })
      ).data.code,
    ).toBe('ALREADY_IN_TEAM');
    // Only the fair's judges join its teams.
    expect(
      (
        await t.call('POST', '/api/judging/addUserToTeam', coordinator.accessToken, {
          userName: stranger.userName,
          teamID: b.id,
        })
      ).data.code,
    ).toBe('NOT_A_JUDGE');
    const removed = await t.call('POST', '/api/judging/removeUserFromTeam', coordinator.accessToken, {
      userName: judges[2]!.userName,
      teamID: b.id,
    });
    expect(removed.data.result.team.memberships).toHaveLength(1);
    expect(
      (
        await t.call('POST', '/api/judging/removeUserFromTeam', coordinator.accessToken, {
          userName: judges[2]!.userName,
          teamID: b.id,
        })
      ).status,
    ).toBe(404);
    // A judge of the team may not change it (403); anyone else does not learn it exists (404).
    const body = { userName: judges[0]!.userName, teamID: b.id };
    expect((await t.call('POST', '/api/judging/addUserToTeam', judges[1]!.accessToken, body)).status).toBe(
      403,
    );
    expect((await t.call('POST', '/api/judging/addUserToTeam', stranger.accessToken, body)).status).toBe(404);
    const log = (await t.call('GET', `/api/judging/audit?fairID=${fair.id}`, admin.accessToken)).data.result
      .entries;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        'team.create',
        'team.switch',
        'team.lead',
        'team.unlead',
        'team.add',
        'team.remove',
      ]),
    );
  });

  it('schedules a team; no judge may be in two teams whose times overlap (409 SCHEDULE_CLASH)', async () => {
    const { fair, judges } = await judgingFair(2, 0);
    const a = await team(fair.id, [judges[0]!], 'A');
    const b = await team(fair.id, [judges[0]!, judges[1]!], 'B');
    const at = (iso: string, duration: number, teamID: number) =>
      t.call('POST', '/api/judging/schedule', coordinator.accessToken, {
        teamID,
        startDatetime: iso,
        duration,
      });
    const first = await at('2030-05-10T09:00:00Z', 60, a.id);
    expect(first.status).toBe(200);
    expect(first.data.result.team.schedule).toEqual({
      startDatetime: '2030-05-10T09:00:00.000Z',
      duration: 60,
    });
    const clash = await at('2030-05-10T09:30:00Z', 60, b.id);
    expect(clash.status).toBe(409);
    expect(clash.data.code).toBe('SCHEDULE_CLASH');
    // Back to back is no clash.
    expect((await at('2030-05-10T10:00:00Z', 30, b.id)).status).toBe(200);
    // Moving a judge into a team at the same time clashes too.
    const c = await team(fair.id, [], 'C');
    await at('2030-05-10T09:15:00Z', 15, c.id);
    const move = await t.call('POST', '/api/judging/addUserToTeam', coordinator.accessToken, {
      userName: judges[0]!.userName,
      teamID: c.id,
    });
    expect(move.data.code).toBe('SCHEDULE_CLASH');
    expect((await at('2030-05-10T09:00:00Z', 0, c.id)).status).toBe(400);
  });

  it('a judge who gave their availability is never scheduled outside it (409 JUDGE_UNAVAILABLE, naming them)', async () => {
    const { fair, judges } = await judgingFair(1, 0);
    const available = await makeUser(t, { firstName: 'Ada' });
    const r = await t.call('POST', '/api/judging/register', available.accessToken, {
      fairID: fair.id,
      availability: [
        { start: '2030-05-10T13:00:00+02:00', end: '2030-05-10T15:00:00+02:00' },
        { start: '2030-05-10T08:00:00Z', end: '2030-05-10T10:00:00Z' },
      ],
    });
    expect(r.status).toBe(201);
    // Kept in UTC, earliest first, and shown to organisers on the registrations list.
    const windows = [
      { start: '2030-05-10T08:00:00.000Z', end: '2030-05-10T10:00:00.000Z' },
      { start: '2030-05-10T11:00:00.000Z', end: '2030-05-10T13:00:00.000Z' },
    ];
    expect(r.data.result.registration.availability).toEqual(windows);
    const list = await t.call('GET', `/api/judging/registrations?fairID=${fair.id}`, coordinator.accessToken);
    expect(list.data.result.registrations[0].availability).toEqual(windows);
    // A window must end after it starts.
    expect(
      (
        await t.call('POST', '/api/judging/register', available.accessToken, {
          fairID: fair.id,
          availability: [{ start: '2030-05-10T10:00:00Z', end: '2030-05-10T09:00:00Z' }],
        })
      ).status,
    ).toBe(400);
    await t.call(
      'PUT',
      `/api/judging/registrations/${r.data.result.registration.id}`,
      coordinator.accessToken,
      {
        status: 'approved',
      },
    );
    const a = await team(fair.id, [available, judges[0]!], 'A');
    const at = (iso: string, duration: number, teamID = a.id) =>
      t.call('POST', '/api/judging/schedule', coordinator.accessToken, {
        teamID,
        startDatetime: iso,
        duration,
      });
    // Inside a window (to its very end) is fine; a slot running past it or between windows is refused.
    expect((await at('2030-05-10T09:00:00Z', 60)).status).toBe(200);
    for (const [start, minutes] of [
      ['2030-05-10T09:30:00Z', 60],
      ['2030-05-10T10:15:00Z', 30],
      ['2030-05-10T07:45:00Z', 30],
    ] as const) {
      const refused = await at(start, minutes);
      expect(refused.status).toBe(409);
      expect(refused.data.code).toBe('JUDGE_UNAVAILABLE');
      expect(refused.data.messages[0]).toBe(`${available.userName} is not available to judge at that time`);
    }
    expect((await at('2030-05-10T11:00:00Z', 120)).status).toBe(200);
    // A judge without windows (given the role directly) can judge any time; adding the available
    // judge to a team scheduled outside their windows is refused too.
    const b = await team(fair.id, [judges[0]!], 'B');
    expect((await at('2030-05-10T16:00:00Z', 60, b.id)).status).toBe(200);
    const add = await t.call('POST', '/api/judging/addUserToTeam', coordinator.accessToken, {
      userName: available.userName,
      teamID: b.id,
    });
    expect(add.status).toBe(409);
    expect(add.data.code).toBe('JUDGE_UNAVAILABLE');
  });

  it('spec/000 §2: the lock adds bit 32 and removes it when set; a locked team cannot change (409 TEAM_LOCKED)', async () => {
    const { fair, judges, boards, poll } = await judgingFair(2, 2);
    const a = await team(fair.id, [judges[0]!], 'A');
    await link(a.id, [boards[0]!.id]);
    expect((await score(judges[0]!, poll, boards[0]!.id)).status).toBe(200);
    const lock = await t.call('GET', `/api/judging/setTeamLock?teamID=${a.id}`, coordinator.accessToken);
    expect(lock.data.result).toEqual({ status: 32 });
    const locked = [
      await link(a.id, [boards[1]!.id]),
      await t.call('DELETE', `/api/judging/teams/${a.id}/projects`, coordinator.accessToken),
      await t.call('POST', '/api/judging/addUserToTeam', coordinator.accessToken, {
        userName: judges[1]!.userName,
        teamID: a.id,
      }),
      await t.call('POST', '/api/judging/removeUserFromTeam', coordinator.accessToken, {
        userName: judges[0]!.userName,
        teamID: a.id,
      }),
      await t.call('POST', '/api/judging/schedule', coordinator.accessToken, {
        teamID: a.id,
        startDatetime: '2030-05-10T09:00:00Z',
        duration: 30,
      }),
      // A locked team's scores are final.
      await score(judges[0]!, poll, boards[0]!.id, 2),
    ];
    for (const r of locked) {
      expect(r.status).toBe(409);
      expect(r.data.code).toBe('TEAM_LOCKED');
    }
    const unlock = await t.call('GET', `/api/judging/setTeamLock?teamID=${a.id}`, coordinator.accessToken);
    expect(unlock.data.result).toEqual({ status: 0 });
    expect((await score(judges[0]!, poll, boards[0]!.id, 2)).status).toBe(200);
    expect(
      (await t.call('GET', `/api/judging/setTeamLock?teamID=${a.id}`, judges[0]!.accessToken)).status,
    ).toBe(403);
  });

  it('links approved entries of the fair only, and unlinks all', async () => {
    const { fair, judges, boards } = await judgingFair(1, 2);
    const a = await team(fair.id, [judges[0]!], 'A');
    const other = await makeBoard(t, entrant, { title: 'Not entered' });
    const wrong = await link(a.id, [other.id]);
    expect(wrong.status).toBe(400);
    expect(wrong.data.code).toBe('NOT_AN_ENTRY');
    const linked = await link(a.id, [boards[1]!.id, boards[0]!.id, boards[0]!.id]);
    expect(linked.data.result.team.projectIDs).toEqual([boards[0]!.id, boards[1]!.id]);
    const projects = await t.call(
      'GET',
      `/api/judging/registration_projects?fairID=${fair.id}`,
      judges[0]!.accessToken,
    );
    expect(projects.data.result.projects.map((p: { id: number }) => p.id)).toEqual([
      boards[0]!.id,
      boards[1]!.id,
    ]);
    const cleared = await t.call('DELETE', `/api/judging/teams/${a.id}/projects`, coordinator.accessToken);
    expect(cleared.data.result.team.projectIDs).toEqual([]);
    const none = await t.call(
      'GET',
      `/api/judging/registration_projects?fairID=${fair.id}`,
      judges[0]!.accessToken,
    );
    expect(none.data.result.projects).toEqual([]);
    const everything = await t.call(
      'GET',
      `/api/judging/registration_projects?fairID=${fair.id}`,
      coordinator.accessToken,
    );
    expect(everything.data.result.projects).toHaveLength(2);
    expect(
      (await t.call('GET', `/api/judging/registration_projects?fairID=${fair.id}`, entrant.accessToken))
        .status,
    ).toBe(403);
  });
});

describe('scoring rules (api.md "Judging": POST /poll/user/option on a judging poll)', () => {
  it('a board not linked to one of the judge’s teams is 403 NOT_ASSIGNED', async () => {
    const { fair, judges, boards, poll } = await judgingFair(2, 2);
    const a = await team(fair.id, [judges[0]!], 'A');
    await team(fair.id, [judges[1]!], 'B');
    await link(a.id, [boards[0]!.id]);
    const r = await score(judges[0]!, poll, boards[1]!.id);
    expect(r.status).toBe(403);
    expect(r.data.code).toBe('NOT_ASSIGNED');
    expect((await score(judges[1]!, poll, boards[0]!.id)).data.code).toBe('NOT_ASSIGNED');
    // In the reader's language.
    const body = { pollID: poll.id, optionID: poll.options[0]!.id, projectID: boards[1]!.id };
    const de = await t.call('POST', '/api/poll/user/option', judges[0]!.accessToken, body, {
      language: 'de',
    });
    expect(de.data.messages).toEqual(['Dieses Board ist keinem deiner Teams zugewiesen']);
    const fr = await t.call('POST', '/api/poll/user/option', judges[0]!.accessToken, body, {
      language: 'fr',
    });
    expect(fr.data.messages).toEqual(['Ce tableau n’est attribué à aucune de vos équipes']);
    expect((await score(judges[0]!, poll, boards[0]!.id)).status).toBe(200);
  });

  it('outside the judging window the score is refused (JUDGING_CLOSED)', async () => {
    const { fair, judges, boards, poll } = await judgingFair(1, 1, {
      judgingStart: '2020-01-01T00:00:00Z',
      judgingEnd: '2020-01-02T00:00:00Z',
    });
    const a = await team(fair.id, [judges[0]!], 'A');
    await link(a.id, [boards[0]!.id]);
    const r = await score(judges[0]!, poll, boards[0]!.id);
    expect(r.status).toBe(403);
    expect(r.data.code).toBe('JUDGING_CLOSED');
  });

  describe('conflicts of interest: 403 CONFLICT_OF_INTEREST, checked before the assignment', () => {
    /** A linked board, then the tie that makes the conflict; the judge's score is refused. */
    async function conflictAfter(tie: (judge: Session, member: Session, boardId: number) => Promise<void>) {
      const { fair, judges, boards, poll } = await judgingFair(1, 1);
      const member = await makeUser(t);
      await addMember(t, boards[0]!.id, member, 'contributor');
      const a = await team(fair.id, [judges[0]!], 'A');
      expect((await link(a.id, [boards[0]!.id])).status).toBe(200);
      await tie(judges[0]!, member, boards[0]!.id);
      const r = await score(judges[0]!, poll, boards[0]!.id);
      expect(r.status).toBe(403);
      expect(r.data.code).toBe('CONFLICT_OF_INTEREST');
      // Linking it again to a team with that judge is refused as well, and their list drops it.
      const b = await team(fair.id, [judges[0]!], 'B');
      expect((await link(b.id, [boards[0]!.id])).data.code).toBe('CONFLICT_OF_INTEREST');
      const mine = await t.call(
        'GET',
        `/api/judging/registration_projects?fairID=${fair.id}`,
        judges[0]!.accessToken,
      );
      expect(mine.data.result.projects).toEqual([]);
      return { fair, judge: judges[0]!, board: boards[0]!, poll };
    }
    const classWith = async (teacherId: number, studentIds: number[]) => {
      const [klass] = await t.database.db
        .insert(classes)
        .values({ teacherId, name: 'Class', code: `C${Math.random().toString(36).slice(2, 10)}` })
        .returning();
      for (const userId of studentIds)
        await t.database.db.insert(classStudents).values({ classId: klass!.id, userId, status: 'approved' });
    };

    it('the judge is a member of the board', async () => {
      await conflictAfter((judge, _member, boardId) => addMember(t, boardId, judge, 'viewer'));
    });
    it('the judge teaches one of its members', async () => {
      await conflictAfter((judge, member) => classWith(judge.userId, [member.userId]));
    });
    it('the judge is in a class with one of its members', async () => {
      await conflictAfter(async (judge, member) => {
        const teacher = await makeUser(t, { userType: 'teacher' });
        await classWith(teacher.userId, [judge.userId, member.userId]);
      });
    });
    it('the judge has written privately to one of its members', async () => {
      await conflictAfter(async (judge, member) => {
        await makeConversation(t, judge, [member], 'Good luck at the fair!');
      });
    });
    it('the judge recused themselves (POST /judging/recusals)', async () => {
      const { fair } = await conflictAfter(async (judge, _member, boardId) => {
        const r = await t.call('POST', '/api/judging/recusals', judge.accessToken, {
          projectID: boardId,
          reason: 'My neighbour built it',
        });
        expect(r.status).toBe(201);
        expect(r.data.result.recusal).toMatchObject({ projectID: boardId, reason: 'My neighbour built it' });
      });
      const log = (await t.call('GET', `/api/judging/audit?fairID=${fair.id}`, coordinator.accessToken)).data
        .result.entries;
      expect(log).toContainEqual(
        expect.objectContaining({
          action: 'recusal',
          details: expect.objectContaining({ reason: 'My neighbour built it' }),
        }),
      );
    });
    it('a pending class request or someone else’s conversation is no conflict', async () => {
      const { fair, judges, boards, poll } = await judgingFair(1, 1);
      const member = await makeUser(t);
      await addMember(t, boards[0]!.id, member, 'contributor');
      const teacher = await makeUser(t, { userType: 'teacher' });
      const [klass] = await t.database.db
        .insert(classes)
        .values({
          teacherId: teacher.userId,
          name: 'Pending',
          code: `P${Math.random().toString(36).slice(2, 10)}`,
        })
        .returning();
      await t.database.db.insert(classStudents).values([
        { classId: klass!.id, userId: judges[0]!.userId, status: 'pending' },
        { classId: klass!.id, userId: member.userId, status: 'approved' },
      ]);
      await makeConversation(t, stranger, [member], 'Hi');
      const a = await team(fair.id, [judges[0]!], 'A');
      expect((await link(a.id, [boards[0]!.id])).status).toBe(200);
      expect((await score(judges[0]!, poll, boards[0]!.id)).status).toBe(200);
    });
  });

  it('a recusal needs the person to judge a fair the board is entered in', async () => {
    const { boards } = await judgingFair(0, 1);
    const r = await t.call('POST', '/api/judging/recusals', stranger.accessToken, {
      projectID: boards[0]!.id,
      reason: 'x',
    });
    expect(r.status).toBe(404);
  });

  it('keeps every change of a score, and tells the organisers and the judge over the socket', async () => {
    const { fair, judges, boards, poll } = await judgingFair(1, 1);
    const a = await team(fair.id, [judges[0]!], 'A');
    await link(a.id, [boards[0]!.id]);
    const organiserSocket = await openSocket(t, coordinator.accessToken);
    const judgeSocket = await openSocket(t, judges[0]!.accessToken);
    const entrantSocket = await openSocket(t, entrant.accessToken);
    const sentinel = await socketSentinel(t, stranger, entrantSocket);
    try {
      await score(judges[0]!, poll, boards[0]!.id, 0);
      await score(judges[0]!, poll, boards[0]!.id, 0);
      await score(judges[0]!, poll, boards[0]!.id, 2);
      const wanted = {
        action: 'update',
        type: 'judging',
        id: fair.id,
        childType: 'score',
        childTypeID: boards[0]!.id,
      };
      const isScore = (m: Record<string, unknown>) => m.type === 'judging' && m.childType === 'score';
      expect(await organiserSocket.next(isScore)).toEqual(wanted);
      expect(await judgeSocket.next(isScore)).toEqual(wanted);
      // Organisers may also follow the fair's judging as a topic; entrants may not.
      const follow = (socket: typeof organiserSocket) => {
        socket.send({ action: 'subscribe', type: 'judging', id: fair.id });
        return socket.next((m) => m.action === 'subscribe' && m.type === 'judging');
      };
      expect((await follow(organiserSocket)).ok).toBe(true);
      expect((await follow(entrantSocket)).ok).toBe(false);
      // Entrants hear nothing of it.
      expect(await entrantSocket.before(await sentinel.fire(), isScore)).toEqual([]);
    } finally {
      organiserSocket.close();
      judgeSocket.close();
      entrantSocket.close();
    }
    const { judgingScoreHistory } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const history = await t.database.db
      .select()
      .from(judgingScoreHistory)
      .where(eq(judgingScoreHistory.projectId, boards[0]!.id));
    expect(history.map((h) => [h.oldOptionId, h.newOptionId])).toEqual([
      [null, poll.options[0]!.id],
      [poll.options[0]!.id, poll.options[2]!.id],
    ]);
  });

  it('a judge asking for another judge’s score or a board’s scores gets 404; entrants never see who judged', async () => {
    const { fair, judges, boards, poll } = await judgingFair(2, 1);
    const a = await team(fair.id, judges, 'A');
    await link(a.id, [boards[0]!.id]);
    expect((await score(judges[1]!, poll, boards[0]!.id, 2)).status).toBe(200);
    const theirs = `/api/poll/user/options/${poll.id}/${judges[1]!.userId}/${boards[0]!.id}`;
    expect((await t.call('GET', theirs, judges[0]!.accessToken)).status).toBe(404);
    expect((await t.call('GET', theirs, entrant.accessToken)).status).toBe(404);
    expect((await t.call('GET', theirs, coordinator.accessToken)).data.result.pollUserOption.optionID).toBe(
      poll.options[2]!.id,
    );
    const counts = `/api/poll/user/options/${poll.id}?projectID=${boards[0]!.id}`;
    expect((await t.call('GET', counts, judges[0]!.accessToken)).status).toBe(404);
    expect((await t.call('GET', counts, entrant.accessToken)).status).toBe(404);
    expect((await t.call('GET', counts, coordinator.accessToken)).data.result.total).toBe(1);
    // The board's teams (and so its judges) are not the entrant's to read.
    expect(
      (await t.call('GET', `/api/judging/teams?projectIDs=${boards[0]!.id}`, entrant.accessToken)).data.result
        .teams,
    ).toEqual([]);
    expect(
      (await t.call('GET', `/api/judging/teams?fairID=${fair.id}`, entrant.accessToken)).data.result.teams,
    ).toEqual([]);
  });
});
