import {
  type JudgeRegistration,
  type JudgingTeam,
  type Language,
  type RegisterJudgeBody,
  TEAM_LOCKED_BIT,
} from '@makerboard/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  fairStaff,
  fairSubmissions,
  fairs,
  judgeRegistrations,
  judgingAudit,
  judgingRecusals,
  judgingScoreHistory,
  judgingTeamBoards,
  judgingTeamMembers,
  judgingTeams,
  projectCategories,
  projects,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import { render } from '../../mail/templates.ts';
import { runsEveryFair } from '../fairs/fairs.service.ts';
import { conflictPairs, inConflict, pairKey } from './conflicts.ts';

export type TeamRow = typeof judgingTeams.$inferSelect;
export type RegistrationRow = typeof judgeRegistrations.$inferSelect;

/** What judging needs of the fairs: a person's roles at one. */
export interface JudgingFairs {
  rolesOf: (fairId: number, userId: number | null) => Promise<('coordinator' | 'reviewer' | 'judge')[]>;
}

/** A team as its rule resolves it: the row, whether the caller organises its fair or is in it. */
export interface TeamAccess {
  row: TeamRow;
  organiser: boolean;
  member: boolean;
}
export interface RegistrationAccess {
  row: RegistrationRow;
  organiser: boolean;
}

/** A score as the poll answer path reports it (for the history and the live floor). */
export interface ScoreChange {
  fairId: number;
  userId: number;
  uuid?: string | undefined;
  projectId: number;
  pollId: number;
  oldOptionId: number | null;
  newOptionId: number;
}

export const isLocked = (status: number) => (status & TEAM_LOCKED_BIT) !== 0;

/**
 * Judging (issue 11; api.md "Judging"): registrations and their approval, teams of judges with
 * their boards, schedules and lock, recusals, and the rules a judge's score must pass. Every
 * assignment, recusal and override is written to the fair's audit log.
 */
export function judgingService(ctx: AppContext, deps: { fairs: JudgingFairs }) {
  const db = ctx.database.db;

  async function organises(viewer: Viewer, fairId: number) {
    if (runsEveryFair(viewer)) return true;
    return (await deps.fairs.rolesOf(fairId, viewer.userId)).includes('coordinator');
  }

  async function fairOf(fairId: number, tx: Tx = db) {
    const [fair] = await tx.select().from(fairs).where(eq(fairs.id, fairId));
    if (!fair) throw new AppError(404, 'FAIR_NOT_FOUND');
    return fair;
  }

  async function audit(
    tx: Tx,
    fairId: number,
    actorId: number | null,
    action: string,
    details: Record<string, unknown>,
  ) {
    await tx.insert(judgingAudit).values({ fairId, actorId, action, details });
  }

  async function userByName(userName: string, tx: Tx = db) {
    const [user] = await tx
      .select({ id: users.id, userName: users.userName, firstName: users.firstName })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`);
    if (!user) throw new AppError(404, 'USER_NOT_FOUND');
    return user;
  }

  async function presentTeams(rows: TeamRow[], tx: Tx = db): Promise<JudgingTeam[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [members, boards] = await Promise.all([
      tx
        .select({
          teamId: judgingTeamMembers.teamId,
          role: judgingTeamMembers.role,
          id: users.id,
          userName: users.userName,
          firstName: users.firstName,
        })
        .from(judgingTeamMembers)
        .innerJoin(users, eq(users.id, judgingTeamMembers.userId))
        .where(inArray(judgingTeamMembers.teamId, ids))
        .orderBy(asc(judgingTeamMembers.createdAt), asc(users.id)),
      tx
        .select({ teamId: judgingTeamBoards.teamId, projectId: judgingTeamBoards.projectId })
        .from(judgingTeamBoards)
        .where(inArray(judgingTeamBoards.teamId, ids))
        .orderBy(asc(judgingTeamBoards.projectId)),
    ]);
    const membersOf = groupBy(members, (m) => m.teamId);
    const boardsOf = groupBy(boards, (b) => b.teamId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      memberships: (membersOf.get(r.id) ?? []).map((m) => ({
        user: { id: m.id, userName: m.userName, firstName: m.firstName },
        role: m.role === 'lead' ? ('lead' as const) : ('member' as const),
      })),
      projectStatus: { status: r.status },
      schedule: { startDatetime: r.startAt ? r.startAt.toISOString() : null, duration: r.durationMinutes },
      projectIDs: (boardsOf.get(r.id) ?? []).map((b) => b.projectId),
    }));
  }
  const presentTeam = async (row: TeamRow, tx: Tx = db) => (await presentTeams([row], tx))[0]!;

  async function reloadTeam(id: number, tx: Tx = db) {
    const [row] = await tx.select().from(judgingTeams).where(eq(judgingTeams.id, id));
    if (!row) throw new AppError(404, 'TEAM_NOT_FOUND');
    return row;
  }

  function unlocked(row: TeamRow) {
    if (isLocked(row.status)) throw new AppError(409, 'TEAM_LOCKED');
  }

  /**
   * No judge in two places at once: the people `userIds` joining or staying in `team` must not be
   * in another scheduled team whose time overlaps the team's (409 SCHEDULE_CLASH).
   */
  async function checkSchedule(
    tx: Tx,
    team: Pick<TeamRow, 'id' | 'startAt' | 'durationMinutes'>,
    userIds: number[],
  ) {
    if (!team.startAt || !team.durationMinutes || userIds.length === 0) return;
    const start = team.startAt;
    const end = new Date(start.getTime() + team.durationMinutes * 60_000);
    const [clash] = await tx
      .select({ id: judgingTeams.id })
      .from(judgingTeams)
      .innerJoin(judgingTeamMembers, eq(judgingTeamMembers.teamId, judgingTeams.id))
      .where(
        and(
          ne(judgingTeams.id, team.id),
          inArray(judgingTeamMembers.userId, userIds),
          sql`${judgingTeams.startAt} is not null and ${judgingTeams.durationMinutes} is not null`,
          sql`${judgingTeams.startAt} < ${end.toISOString()}::timestamptz`,
          sql`${judgingTeams.startAt} + make_interval(mins => ${judgingTeams.durationMinutes}) > ${start.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (clash) throw new AppError(409, 'SCHEDULE_CLASH');
    await checkAvailability(tx, team, userIds);
  }

  /**
   * A judge who said when they can judge (their approved registration's availability) is never
   * scheduled outside it: some window must hold the team's whole slot (409 JUDGE_UNAVAILABLE,
   * naming the judge). A judge with no windows, or no registration, can judge any time.
   */
  async function checkAvailability(
    tx: Tx,
    team: Pick<TeamRow, 'id' | 'startAt' | 'durationMinutes'>,
    userIds: number[],
  ) {
    if (!team.startAt || !team.durationMinutes || userIds.length === 0) return;
    const start = team.startAt.getTime();
    const end = start + team.durationMinutes * 60_000;
    const [teamRow] = await tx
      .select({ fairId: judgingTeams.fairId })
      .from(judgingTeams)
      .where(eq(judgingTeams.id, team.id));
    if (!teamRow) return;
    const rows = await tx
      .select({ availability: judgeRegistrations.availability, userName: users.userName })
      .from(judgeRegistrations)
      .innerJoin(users, eq(users.id, judgeRegistrations.userId))
      .where(
        and(
          eq(judgeRegistrations.fairId, teamRow.fairId),
          eq(judgeRegistrations.status, 'approved'),
          inArray(judgeRegistrations.userId, userIds),
        ),
      )
      .orderBy(asc(users.userName));
    for (const row of rows) {
      if (row.availability.length === 0) continue;
      const fits = row.availability.some((w) => Date.parse(w.start) <= start && Date.parse(w.end) >= end);
      if (!fits) throw new AppError(409, 'JUDGE_UNAVAILABLE', { name: row.userName });
    }
  }

  async function membersOf(teamId: number, tx: Tx = db) {
    return tx
      .select({ userId: judgingTeamMembers.userId, role: judgingTeamMembers.role })
      .from(judgingTeamMembers)
      .where(eq(judgingTeamMembers.teamId, teamId));
  }

  async function presentRegistrations(rows: RegistrationRow[]): Promise<JudgeRegistration[]> {
    if (rows.length === 0) return [];
    const people = await db
      .select({ id: users.id, userName: users.userName, firstName: users.firstName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.userId),
        ),
      );
    const person = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) => ({
      id: r.id,
      fairID: r.fairId,
      user: person.get(r.userId) ?? { id: r.userId, userName: '', firstName: '' },
      expertise: r.expertise,
      languages: r.languages,
      gradeBands: r.gradeBands,
      availability: r.availability,
      status: r.status as JudgeRegistration['status'],
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The approved entries of a fair. */
  async function approvedBoards(fairId: number, tx: Tx = db) {
    return tx
      .select({
        id: projects.id,
        title: projects.title,
        gradeBand: fairSubmissions.gradeBand,
        language: fairSubmissions.language,
      })
      .from(fairSubmissions)
      .innerJoin(projects, eq(projects.id, fairSubmissions.projectId))
      .where(and(eq(fairSubmissions.fairId, fairId), eq(fairSubmissions.status, 'approved')))
      .orderBy(asc(projects.id));
  }

  /** The boards linked to the person's teams at a fair, without those they are in conflict with. */
  async function assignedTo(fairId: number, userId: number, tx: Tx = db) {
    const rows = await tx
      .selectDistinct({ projectId: judgingTeamBoards.projectId })
      .from(judgingTeamBoards)
      .innerJoin(judgingTeams, eq(judgingTeams.id, judgingTeamBoards.teamId))
      .innerJoin(judgingTeamMembers, eq(judgingTeamMembers.teamId, judgingTeams.id))
      .where(and(eq(judgingTeams.fairId, fairId), eq(judgingTeamMembers.userId, userId)));
    const ids = rows.map((r) => r.projectId);
    if (ids.length === 0) return [];
    const conflicts = await conflictPairs(tx, { fairId, judgeIds: [userId], boardIds: ids });
    return ids.filter((id) => !conflicts.has(pairKey(userId, id)));
  }

  /**
   * The judge welcome e-mail (issue 11): once, when an organiser approves a registration, in the
   * judge's language, with what happens next and the link to their boards (`/fair/{id}/judge`).
   */
  async function welcomeJudge(row: RegistrationRow) {
    const [person] = await db
      .select({
        email: users.email,
        language: users.language,
        firstName: users.firstName,
        userName: users.userName,
      })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!person?.email) return;
    const fair = await fairOf(row.fairId);
    const language: Language = person.language === 'de' || person.language === 'fr' ? person.language : 'en';
    const mail = render('judgeWelcome', language, {
      name: person.firstName || person.userName,
      fair: fair.name,
      link: `${ctx.config.publicUrl}/fair/${fair.id}/judge`,
    });
    await ctx.mailer.send({ to: person.email, ...mail });
  }

  /** GET /judging/team/{id}/subgroups (spec/001 §7): the team's two halves and their judges. */
  async function subgroupsOf(teamId: number, tx: Tx = db) {
    const rows = await tx
      .select({
        id: users.id,
        userName: users.userName,
        firstName: users.firstName,
        role: judgingTeamMembers.role,
        subgroup: judgingTeamMembers.subgroup,
      })
      .from(judgingTeamMembers)
      .innerJoin(users, eq(users.id, judgingTeamMembers.userId))
      .where(eq(judgingTeamMembers.teamId, teamId))
      .orderBy(asc(judgingTeamMembers.createdAt), asc(users.id));
    const half = (n: number) =>
      rows
        .filter((r) => r.subgroup === n)
        .map((r) => ({
          id: r.id,
          userName: r.userName,
          firstName: r.firstName,
          role: r.role === 'lead' ? ('lead' as const) : ('member' as const),
        }));
    const users1 = half(1);
    const users2 = half(2);
    return {
      users1,
      users2,
      groups: [
        { topic: 'users1' as const, userIDs: users1.map((u) => u.id) },
        { topic: 'users2' as const, userIDs: users2.map((u) => u.id) },
      ],
    };
  }

  return {
    db,
    organises,
    fairOf,
    audit,
    presentTeams,
    presentTeam,
    approvedBoards,
    assignedTo,

    /** The `judgingTeam` rule: the team, and what the caller is to it. */
    async teamAccess(id: number, viewer: Viewer): Promise<TeamAccess> {
      const [row] = await db.select().from(judgingTeams).where(eq(judgingTeams.id, id));
      if (!row) throw new AppError(404, 'TEAM_NOT_FOUND');
      const organiser = await organises(viewer, row.fairId);
      const [member] = viewer.userId
        ? await db
            .select({ userId: judgingTeamMembers.userId })
            .from(judgingTeamMembers)
            .where(and(eq(judgingTeamMembers.teamId, id), eq(judgingTeamMembers.userId, viewer.userId)))
        : [];
      return { row, organiser, member: !!member };
    },

    async registrationAccess(id: number, viewer: Viewer): Promise<RegistrationAccess> {
      const [row] = await db.select().from(judgeRegistrations).where(eq(judgeRegistrations.id, id));
      if (!row) throw new AppError(404, 'REGISTRATION_NOT_FOUND');
      return { row, organiser: await organises(viewer, row.fairId) };
    },

    /**
     * POST /judging/register: a person offers to judge a fair. spec/000 §6: "Users registered as
     * one account type are blocked from registering as another": a student account is refused (409).
     * Registering again updates a pending registration's details.
     */
    async register(body: z.output<typeof RegisterJudgeBody>, person: Person) {
      await fairOf(body.fairID);
      const [me] = await db
        .select({ userType: users.userType })
        .from(users)
        .where(eq(users.id, person.userId));
      if (me?.userType === 'student') throw new AppError(409, 'JUDGE_ACCOUNT_TYPE');
      // Windows kept as UTC ISO strings, earliest first.
      const windows = body.availability
        .map((w) => ({ start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() }))
        .sort((a, b) => a.start.localeCompare(b.start));
      const [row] = await db
        .insert(judgeRegistrations)
        .values({
          fairId: body.fairID,
          userId: person.userId,
          expertise: body.expertise,
          languages: body.languages,
          gradeBands: body.gradeBands,
          availability: windows,
        })
        .onConflictDoUpdate({
          target: [judgeRegistrations.fairId, judgeRegistrations.userId],
          set: {
            expertise: body.expertise,
            languages: body.languages,
            gradeBands: body.gradeBands,
            availability: windows,
          },
        })
        .returning();
      return { registration: (await presentRegistrations([row!]))[0]! };
    },

    async registrations(fairId: number) {
      const rows = await db
        .select()
        .from(judgeRegistrations)
        .where(eq(judgeRegistrations.fairId, fairId))
        .orderBy(asc(judgeRegistrations.id));
      return { registrations: await presentRegistrations(rows) };
    },

    /** PUT /judging/registrations/{id}: approval gives the person the fair's `judge` role. */
    async decide({ row }: RegistrationAccess, status: 'approved' | 'declined', actor: Person) {
      const next = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(judgeRegistrations)
          .set({ status, decidedBy: actor.userId, decidedAt: new Date() })
          .where(eq(judgeRegistrations.id, row.id))
          .returning();
        if (status === 'approved')
          await tx
            .insert(fairStaff)
            .values({ fairId: row.fairId, userId: row.userId, role: 'judge' })
            .onConflictDoNothing();
        else if (row.status === 'approved')
          // Declining an approved registration takes back the role its approval gave.
          await tx
            .delete(fairStaff)
            .where(
              and(
                eq(fairStaff.fairId, row.fairId),
                eq(fairStaff.userId, row.userId),
                eq(fairStaff.role, 'judge'),
              ),
            );
        await audit(tx, row.fairId, actor.userId, `registration.${status}`, { userId: row.userId });
        return updated!;
      });
      if (status === 'approved' && row.status !== 'approved') await welcomeJudge(row);
      return { registration: (await presentRegistrations([next]))[0]! };
    },

    /**
     * GET /judging/registration_projects: the fair's approved boards, ready to judge. Organisers
     * see them all; a judge sees the boards of their teams they are not in conflict with.
     */
    async registrationProjects(fairId: number, viewer: Person) {
      let boards = await approvedBoards(fairId);
      if (!(await organises(viewer, fairId))) {
        const mine = new Set(await assignedTo(fairId, viewer.userId));
        boards = boards.filter((b) => mine.has(b.id));
      }
      const ids = boards.map((b) => b.id);
      const categories = ids.length
        ? await db
            .select({ projectId: projectCategories.projectId, categoryId: projectCategories.categoryId })
            .from(projectCategories)
            .where(inArray(projectCategories.projectId, ids))
        : [];
      const categoriesOf = groupBy(categories, (c) => c.projectId);
      return {
        projects: boards.map((b) => ({
          id: b.id,
          title: b.title,
          categories: (categoriesOf.get(b.id) ?? []).map((c) => c.categoryId),
          gradeBand: b.gradeBand,
          language: b.language,
        })),
      };
    },

    /**
     * GET /judging/teams (`fairID` or `projectIDs`): organisers read every team of their fairs;
     * a judge reads the teams they are in; anyone else reads none (entrants never see judges).
     */
    async teams(query: { fairID?: number | undefined; projectIDs?: number[] | undefined }, viewer: Person) {
      const where = and(
        query.fairID ? eq(judgingTeams.fairId, query.fairID) : undefined,
        query.projectIDs
          ? inArray(
              judgingTeams.id,
              db
                .select({ id: judgingTeamBoards.teamId })
                .from(judgingTeamBoards)
                .where(inArray(judgingTeamBoards.projectId, query.projectIDs)),
            )
          : undefined,
      );
      const rows = await db.select().from(judgingTeams).where(where).orderBy(asc(judgingTeams.id));
      const fairIds = [...new Set(rows.map((r) => r.fairId))];
      const organised = new Set<number>();
      for (const id of fairIds) if (await organises(viewer, id)) organised.add(id);
      const own = new Set(
        (
          await db
            .select({ teamId: judgingTeamMembers.teamId })
            .from(judgingTeamMembers)
            .where(eq(judgingTeamMembers.userId, viewer.userId))
        ).map((r) => r.teamId),
      );
      if (query.fairID && !organised.has(query.fairID) && !fairIds.length) {
        await fairOf(query.fairID);
      }
      const visible = rows.filter((r) => organised.has(r.fairId) || own.has(r.id));
      return { teams: await presentTeams(visible) };
    },

    /** POST /judging/teams: a team made by hand, with judges of the fair (no schedule yet). */
    async createTeam(body: { fairID: number; name: string; userNames: string[] }, actor: Person) {
      const people: { id: number; userName: string; firstName: string }[] = [];
      for (const name of new Set(body.userNames)) {
        const user = await userByName(name);
        if (!(await deps.fairs.rolesOf(body.fairID, user.id)).includes('judge'))
          throw new AppError(409, 'NOT_A_JUDGE');
        people.push(user);
      }
      const team = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(judgingTeams)
          .values({ fairId: body.fairID, name: body.name })
          .returning();
        if (people.length)
          await tx
            .insert(judgingTeamMembers)
            .values(people.map((p) => ({ teamId: row!.id, userId: p.id, role: 'member' })));
        await audit(tx, body.fairID, actor.userId, 'team.create', {
          teamId: row!.id,
          userIds: people.map((p) => p.id),
        });
        return presentTeam(row!, tx);
      });
      return { team };
    },

    async teamGroups(fairId: number) {
      const rows = await db
        .select({ id: judgingTeams.id, groupId: judgingTeams.groupId })
        .from(judgingTeams)
        .where(eq(judgingTeams.fairId, fairId))
        .orderBy(asc(judgingTeams.groupId), asc(judgingTeams.id));
      const groups = new Map<number, number[]>();
      for (const r of rows) groups.set(r.groupId, [...(groups.get(r.groupId) ?? []), r.id]);
      return { groups: [...groups].map(([id, teamIDs]) => ({ id, teamIDs })) };
    },

    /** POST /judging/switchTeam: moves a judge from one team to another of the same fair. */
    async switchTeam(from: TeamAccess, to: TeamAccess, userName: string, actor: Person) {
      if (from.row.fairId !== to.row.fairId) throw new AppError(409, 'TEAMS_OF_DIFFERENT_FAIRS');
      unlocked(from.row);
      unlocked(to.row);
      const user = await userByName(userName);
      const team = await db.transaction(async (tx) => {
        const members = await membersOf(from.row.id, tx);
        if (!members.some((m) => m.userId === user.id)) throw new AppError(404, 'NOT_IN_TEAM');
        if (from.row.id !== to.row.id) {
          if ((await membersOf(to.row.id, tx)).some((m) => m.userId === user.id))
            throw new AppError(409, 'ALREADY_IN_TEAM');
          await tx
            .delete(judgingTeamMembers)
            .where(and(eq(judgingTeamMembers.teamId, from.row.id), eq(judgingTeamMembers.userId, user.id)));
          await checkSchedule(tx, to.row, [user.id]);
          await tx.insert(judgingTeamMembers).values({ teamId: to.row.id, userId: user.id, role: 'member' });
          await audit(tx, to.row.fairId, actor.userId, 'team.switch', {
            userId: user.id,
            fromTeam: from.row.id,
            toTeam: to.row.id,
          });
        }
        return presentTeam(await reloadTeam(to.row.id, tx), tx);
      });
      return { team };
    },

    /** POST /judging/setTeamLead and removeTeamLead: one lead per team. */
    async setLead(access: TeamAccess, userName: string, lead: boolean, actor: Person) {
      unlocked(access.row);
      const user = await userByName(userName);
      const team = await db.transaction(async (tx) => {
        const members = await membersOf(access.row.id, tx);
        if (!members.some((m) => m.userId === user.id)) throw new AppError(404, 'NOT_IN_TEAM');
        if (lead)
          await tx
            .update(judgingTeamMembers)
            .set({ role: 'member' })
            .where(and(eq(judgingTeamMembers.teamId, access.row.id), eq(judgingTeamMembers.role, 'lead')));
        await tx
          .update(judgingTeamMembers)
          .set({ role: lead ? 'lead' : 'member' })
          .where(and(eq(judgingTeamMembers.teamId, access.row.id), eq(judgingTeamMembers.userId, user.id)));
        await audit(tx, access.row.fairId, actor.userId, lead ? 'team.lead' : 'team.unlead', {
          userId: user.id,
          teamId: access.row.id,
        });
        return presentTeam(access.row, tx);
      });
      return { team };
    },

    /** POST /judging/addUserToTeam: a judge of the fair joins the team (no schedule clash). */
    async addUser(access: TeamAccess, userName: string, actor: Person) {
      unlocked(access.row);
      const user = await userByName(userName);
      if (!(await deps.fairs.rolesOf(access.row.fairId, user.id)).includes('judge'))
        throw new AppError(409, 'NOT_A_JUDGE');
      const team = await db.transaction(async (tx) => {
        if ((await membersOf(access.row.id, tx)).some((m) => m.userId === user.id))
          throw new AppError(409, 'ALREADY_IN_TEAM');
        await checkSchedule(tx, access.row, [user.id]);
        await tx
          .insert(judgingTeamMembers)
          .values({ teamId: access.row.id, userId: user.id, role: 'member' });
        await audit(tx, access.row.fairId, actor.userId, 'team.add', {
          userId: user.id,
          teamId: access.row.id,
        });
        return presentTeam(access.row, tx);
      });
      return { team };
    },

    async removeUser(access: TeamAccess, userName: string, actor: Person) {
      unlocked(access.row);
      const user = await userByName(userName);
      const team = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(judgingTeamMembers)
          .where(and(eq(judgingTeamMembers.teamId, access.row.id), eq(judgingTeamMembers.userId, user.id)))
          .returning();
        if (gone.length === 0) throw new AppError(404, 'NOT_IN_TEAM');
        await audit(tx, access.row.fairId, actor.userId, 'team.remove', {
          userId: user.id,
          teamId: access.row.id,
        });
        return presentTeam(access.row, tx);
      });
      return { team };
    },

    /** POST /judging/schedule: advisory start and duration; no judge in two teams at once. */
    async schedule(access: TeamAccess, startDatetime: string, duration: number, actor: Person) {
      unlocked(access.row);
      const startAt = new Date(startDatetime);
      const team = await db.transaction(async (tx) => {
        const members = await membersOf(access.row.id, tx);
        await checkSchedule(
          tx,
          { id: access.row.id, startAt, durationMinutes: duration },
          members.map((m) => m.userId),
        );
        const [row] = await tx
          .update(judgingTeams)
          .set({ startAt, durationMinutes: duration })
          .where(eq(judgingTeams.id, access.row.id))
          .returning();
        await audit(tx, access.row.fairId, actor.userId, 'team.schedule', {
          teamId: access.row.id,
          startDatetime: startAt.toISOString(),
          duration,
        });
        return presentTeam(row!, tx);
      });
      return { team };
    },

    subgroups: (access: TeamAccess) => subgroupsOf(access.row.id),

    /** PUT /judging/team/{id}/user/{userName}/changesubgroup: moves a judge to the other half. */
    async changeSubgroup(access: TeamAccess, userName: string, topic: 'users1' | 'users2', actor: Person) {
      unlocked(access.row);
      const user = await userByName(userName);
      const subgroup = topic === 'users2' ? 2 : 1;
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(judgingTeamMembers)
          .set({ subgroup })
          .where(and(eq(judgingTeamMembers.teamId, access.row.id), eq(judgingTeamMembers.userId, user.id)))
          .returning();
        if (moved.length === 0) throw new AppError(404, 'NOT_IN_TEAM');
        await audit(tx, access.row.fairId, actor.userId, 'team.subgroup', {
          userId: user.id,
          teamId: access.row.id,
          topic,
        });
        return subgroupsOf(access.row.id, tx);
      });
    },

    /** GET /judging/setTeamLock: toggles bit 32 (spec/000 §2 "Locking a team…"). */
    async toggleLock(access: TeamAccess, actor: Person) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(judgingTeams)
          .set({ status: sql`${judgingTeams.status} # ${TEAM_LOCKED_BIT}` })
          .where(eq(judgingTeams.id, access.row.id))
          .returning();
        await audit(
          tx,
          access.row.fairId,
          actor.userId,
          isLocked(row!.status) ? 'team.lock' : 'team.unlock',
          {
            teamId: access.row.id,
          },
        );
        return { status: row!.status };
      });
    },

    /**
     * POST /judging/teams/{teamID}/projects: links approved entries of the team's fair. A board
     * with which a judge of the team is in conflict is never linked (409 CONFLICT_OF_INTEREST).
     */
    async link(access: TeamAccess, projectIds: number[], actor: Person) {
      unlocked(access.row);
      const ids = [...new Set(projectIds)];
      const team = await db.transaction(async (tx) => {
        const entries = await tx
          .select({ id: fairSubmissions.projectId })
          .from(fairSubmissions)
          .where(
            and(
              eq(fairSubmissions.fairId, access.row.fairId),
              eq(fairSubmissions.status, 'approved'),
              inArray(fairSubmissions.projectId, ids),
            ),
          );
        if (entries.length !== ids.length) throw new AppError(400, 'NOT_AN_ENTRY');
        const judges = (await membersOf(access.row.id, tx)).map((m) => m.userId);
        if (judges.length) {
          const conflicts = await conflictPairs(tx, {
            fairId: access.row.fairId,
            judgeIds: judges,
            boardIds: ids,
          });
          if (conflicts.size) throw new AppError(409, 'CONFLICT_OF_INTEREST');
        }
        await tx
          .insert(judgingTeamBoards)
          .values(ids.map((projectId) => ({ teamId: access.row.id, projectId })))
          .onConflictDoNothing();
        await audit(tx, access.row.fairId, actor.userId, 'team.link', {
          teamId: access.row.id,
          projectIDs: ids,
        });
        return presentTeam(access.row, tx);
      });
      return { team };
    },

    /** DELETE /judging/teams/{teamID}/projects: unlinks every board of the team. */
    async unlinkAll(access: TeamAccess, actor: Person) {
      unlocked(access.row);
      const team = await db.transaction(async (tx) => {
        await tx.delete(judgingTeamBoards).where(eq(judgingTeamBoards.teamId, access.row.id));
        await audit(tx, access.row.fairId, actor.userId, 'team.unlinkAll', { teamId: access.row.id });
        return presentTeam(access.row, tx);
      });
      return { team };
    },

    /**
     * POST /judging/recusals: a judge of a fair the board is entered in steps back from it; the
     * conflict rules then keep it from them (it leaves their lists and scoring it is refused).
     */
    async recuse(projectId: number, reason: string, person: Person) {
      const entries = await db
        .select({ fairId: fairSubmissions.fairId })
        .from(fairSubmissions)
        .innerJoin(
          fairStaff,
          and(
            eq(fairStaff.fairId, fairSubmissions.fairId),
            eq(fairStaff.userId, person.userId),
            eq(fairStaff.role, 'judge'),
          ),
        )
        .where(eq(fairSubmissions.projectId, projectId));
      if (entries.length === 0) throw new AppError(404, 'SUBMISSION_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(judgingRecusals)
          .values({ userId: person.userId, projectId, reason })
          .onConflictDoUpdate({
            target: [judgingRecusals.userId, judgingRecusals.projectId],
            set: { reason },
          })
          .returning();
        for (const e of entries)
          await audit(tx, e.fairId, person.userId, 'recusal', { projectID: projectId, reason });
        return row!;
      });
      return {
        recusal: {
          id: row.id,
          projectID: row.projectId,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        },
      };
    },

    /**
     * The judging rules of the poll answer path (api.md "Judging"): the conflict first (403
     * CONFLICT_OF_INTEREST, linked or not), then the board must be linked to one of the judge's
     * teams (403 NOT_ASSIGNED), and a locked team's scores are final (409 TEAM_LOCKED).
     */
    async checkScore(tx: Tx, fairId: number, userId: number, projectId: number) {
      if (await inConflict(tx, fairId, userId, projectId)) throw new AppError(403, 'CONFLICT_OF_INTEREST');
      const teams = await tx
        .select({ status: judgingTeams.status })
        .from(judgingTeamBoards)
        .innerJoin(judgingTeams, eq(judgingTeams.id, judgingTeamBoards.teamId))
        .innerJoin(
          judgingTeamMembers,
          and(eq(judgingTeamMembers.teamId, judgingTeams.id), eq(judgingTeamMembers.userId, userId)),
        )
        .where(and(eq(judgingTeams.fairId, fairId), eq(judgingTeamBoards.projectId, projectId)));
      if (teams.length === 0) throw new AppError(403, 'NOT_ASSIGNED');
      if (teams.every((t) => isLocked(t.status))) throw new AppError(409, 'TEAM_LOCKED');
    },

    /** Writes a change of a judge's answer to the score history (inside the answer's transaction). */
    async recordScore(tx: Tx, change: ScoreChange) {
      if (change.oldOptionId === change.newOptionId) return;
      await tx.insert(judgingScoreHistory).values({
        userId: change.userId,
        projectId: change.projectId,
        pollId: change.pollId,
        oldOptionId: change.oldOptionId,
        newOptionId: change.newOptionId,
      });
    },

    /**
     * After the answer commits: the fair's organisers (and the judge's own screens) hear
     * `{action: "update", type: "judging", id: fairID, childType: "score", childTypeID: projectID}`.
     */
    async announceScore(change: ScoreChange) {
      const organisers = await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(
          sql`${users.roles} && array['admin','judgingAdmin']::text[] or ${users.id} in (
            select ${fairStaff.userId} from ${fairStaff}
            where ${fairStaff.fairId} = ${change.fairId} and ${fairStaff.role} = 'coordinator')`,
        );
      const to = new Set(organisers.map((o) => o.uuid));
      if (change.uuid) to.add(change.uuid);
      ctx.events.emit({
        type: 'judging',
        action: 'update',
        id: change.fairId,
        childType: 'score',
        childTypeID: change.projectId,
        to: [...to],
      });
    },

    /** The fair's audit log, newest first. */
    async auditLog(fairId: number) {
      const rows = await db
        .select({
          id: judgingAudit.id,
          action: judgingAudit.action,
          details: judgingAudit.details,
          at: judgingAudit.at,
          actor: users.userName,
        })
        .from(judgingAudit)
        .leftJoin(users, eq(users.id, judgingAudit.actorId))
        .where(eq(judgingAudit.fairId, fairId))
        .orderBy(sql`${judgingAudit.id} desc`)
        .limit(500);
      return { entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    },
  };
}
export type JudgingService = ReturnType<typeof judgingService>;
