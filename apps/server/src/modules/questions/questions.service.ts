import {
  type AskedQuestionKind,
  baseRoleOf,
  type Question,
  type QuestionAudience,
  type QuestionListQuery,
  type QuestionVisibility,
  type QuestionVisibilityQuery,
} from '@makerboard/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { PartnerResourceRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { page } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { runsEveryFair } from '../fairs/fairs.service.ts';
import { questionsRepository } from './questions.repository.ts';

type Reach = QuestionVisibility['rules'][number]['questions'];
type Rule = QuestionVisibility['rules'][number];
type PollRow = Awaited<ReturnType<ReturnType<typeof questionsRepository>['communityPolls']>>[number];

const everyone: Reach = { scope: 'all', groupings: [] };
const reach = (all: boolean, groupings: string[]): Reach =>
  all
    ? everyone
    : groupings.length > 0
      ? { scope: 'groupings', groupings: [...new Set(groupings)] }
      : { scope: 'own', groupings: [] };
/** Whether a reach covers a grouping (`fair-*` covers every fair); a person's own are checked apart. */
const covers = (r: Reach, grouping: string) =>
  r.scope === 'all' ||
  r.groupings.includes(grouping) ||
  (grouping.startsWith('fair-') && r.groupings.includes('fair-*'));

/** The roles that keep the resources library, and read what its gated downloads were answered. */
const RESOURCE_STAFF = ['admin', 'resourceEditor'];

/**
 * Who sees which questions (docs/decisions.md "Questions"), from a person's roles and their roles
 * at fairs, never stored per person: admins everything; those who run every fair (admin,
 * judgingAdmin) every fair's; a fair's coordinators its answers, its reviewers its submission
 * answers, its judges its judging questions; curators the community polls' answers; resource
 * editors the resources'; a booth its own; and everyone the questions asked of them.
 */
export function visibilityRules(
  roles: readonly string[],
  staff: { fairId: number; role: string }[],
  booth: string | null,
): Rule[] {
  const admin = roles.includes('admin');
  const fairWide = runsEveryFair({ userId: null, roles }) ? ['fair-*'] : [];
  const fairsAs = (...as: string[]) =>
    staff.filter((s) => as.includes(s.role)).map((s) => `fair-${s.fairId}`);
  const resources = reach(
    RESOURCE_STAFF.some((r) => roles.includes(r)),
    [],
  );
  const booths = reach(admin, booth ? [`booth-${booth}`] : []);
  return [
    {
      kind: 'poll',
      audience: 'public',
      questions: everyone,
      answers: reach(admin, [
        ...(roles.includes('curator') ? ['community'] : []),
        ...fairWide,
        ...fairsAs('coordinator'),
      ]),
    },
    {
      kind: 'poll',
      audience: 'internal',
      questions: reach(admin, [...fairWide, ...fairsAs('coordinator', 'judge')]),
      answers: reach(admin, [...fairWide, ...fairsAs('coordinator')]),
    },
    {
      kind: 'fair',
      audience: 'public',
      questions: everyone,
      answers: reach(admin, [...fairWide, ...fairsAs('coordinator', 'reviewer')]),
    },
    { kind: 'booth', audience: 'partner', questions: booths, answers: booths },
    { kind: 'resource', audience: 'public', questions: everyone, answers: resources },
    { kind: 'resource', audience: 'partner', questions: resources, answers: resources },
  ];
}

const ruleOf = (rules: Rule[], kind: AskedQuestionKind, audience: QuestionAudience) =>
  rules.find((r) => r.kind === kind && r.audience === audience)!;
const identity = (q: Pick<Question, 'kind' | 'questionID' | 'grouping'>) =>
  `${q.kind}:${q.questionID}:${q.grouping}`;

/**
 * The questions read model (spec/001 §7 Users/content; docs/decisions.md "Questions"): the
 * questions a person is asked, a resource's or a grouping's, assembled on each call from the
 * domains that ask them (polls, fairs, pins, resources), and who may see which.
 */
export function questionsService(ctx: AppContext) {
  const repo = questionsRepository(ctx.database.db);

  async function rulesFor(person: { id: number; userName: string; roles: readonly string[] } | null) {
    if (!person) return visibilityRules([], [], null);
    const [staff, pin] = await Promise.all([repo.staffOf(person.id), repo.hasPin(person.id)]);
    return visibilityRules(person.roles, staff, pin ? person.userName : null);
  }

  const resourceAudience = (row: PartnerResourceRow): QuestionAudience =>
    row.partnerId ? 'partner' : 'public';

  const pollItem = (
    p: PollRow,
    fairName: string,
    projectId: number | null,
    answer: string | null | undefined,
  ): Question => ({
    key: `poll-${p.id}${projectId ? `-p${projectId}` : ''}`,
    kind: 'poll',
    questionID: p.id,
    text: p.question,
    grouping: p.fairId && p.kind !== 'community' ? `fair-${p.fairId}` : 'community',
    groupingTitle: p.kind === 'community' ? '' : fairName,
    audience: p.kind === 'judging' ? 'internal' : 'public',
    required: p.required,
    projectID: projectId,
    answered: answer === undefined ? null : answer !== null,
    answer: answer ?? null,
  });

  function resourceItems(row: PartnerResourceRow, answers: Record<string, string> | null | undefined) {
    return row.questions.map(
      (text, i): Question => ({
        key: `resource-${row.id}-${i + 1}`,
        kind: 'resource',
        questionID: i + 1,
        text,
        grouping: `resource-${row.id}`,
        groupingTitle: row.title,
        audience: resourceAudience(row),
        required: true,
        projectID: null,
        answered: answers === undefined ? null : !!answers?.[text],
        answer: answers === undefined ? null : (answers?.[text] ?? null),
      }),
    );
  }

  function boothItems(
    owner: string,
    questions: { id: number; text: string }[],
    answers?: { questionID: number; answer: string }[],
  ) {
    return questions.map((q): Question => {
      const given = answers?.find((a) => a.questionID === q.id)?.answer ?? null;
      return {
        key: `booth-${owner}-${q.id}`,
        kind: 'booth',
        questionID: q.id,
        text: q.text,
        grouping: `booth-${owner}`,
        groupingTitle: owner,
        audience: 'partner',
        required: true,
        projectID: null,
        answered: answers === undefined ? null : given !== null,
        answer: given,
      };
    });
  }

  /** Every question asked of a person, with their answers. */
  async function askedOf(userId: number): Promise<Question[]> {
    const [community, entries, answers, booths, resources] = await Promise.all([
      repo.communityPolls(userId),
      repo.entriesOf(userId),
      repo.pollAnswersOf(userId),
      repo.boothsOf(userId),
      repo.resourcesOf(userId),
    ]);
    const answerOf = (pollId: number, projectId: number) =>
      answers.find((a) => a.pollId === pollId && a.projectId === projectId)?.text ?? null;
    const fairIds = [...new Set(entries.map((e) => e.fairId))];
    const judged = answers.filter((a) => a.projectId !== 0);
    const [fairPolls, questions, judgedPolls] = await Promise.all([
      repo.fairPolls(fairIds),
      repo.fairQuestions(fairIds),
      repo.pollsById([...new Set(judged.map((a) => a.pollId))]),
    ]);
    const judging = judgedPolls.filter((p) => p.kind === 'judging');
    const names = new Map(
      (await repo.fairsById([...new Set([...fairIds, ...judging.map((p) => p.fairId ?? 0)])])).map((f) => [
        f.id,
        f.name,
      ]),
    );
    const items: Question[] = community.map((p) => pollItem(p, '', null, answerOf(p.id, 0)));
    for (const fairId of [...new Set([...fairIds, ...judging.map((p) => p.fairId ?? 0)])].sort(
      (a, b) => a - b,
    )) {
      const name = names.get(fairId) ?? '';
      for (const entry of entries.filter((e) => e.fairId === fairId)) {
        // A fair's submission questions are answered by the board's entrants (owner, co-owners).
        if (['owner', 'coowner'].includes(baseRoleOf(entry.role) ?? ''))
          for (const q of questions.filter((q) => q.fairId === fairId)) {
            const given = entry.answers.find((a) => a.questionID === q.id)?.answer?.trim() || null;
            items.push({
              key: `fair-${q.id}-p${entry.projectId}`,
              kind: 'fair',
              questionID: q.id,
              text: q.text,
              grouping: `fair-${fairId}`,
              groupingTitle: name,
              audience: 'public',
              required: q.required,
              projectID: entry.projectId,
              answered: given !== null,
              answer: given,
            });
          }
        // Its project questions by every member of the board (customQuestionSurvey).
        for (const p of fairPolls.filter((p) => p.fairId === fairId && p.kind === 'project'))
          items.push(pollItem(p, name, entry.projectId, answerOf(p.id, entry.projectId)));
      }
      // Judging questions are scored per board on the judging screens: here the boards they scored.
      for (const p of judging.filter((p) => p.fairId === fairId))
        for (const a of judged.filter((a) => a.pollId === p.id))
          items.push(pollItem(p, name, a.projectId, a.text));
    }
    for (const b of booths) items.push(...boothItems(b.owner, b.questions, b.answers));
    for (const r of resources) items.push(...resourceItems(r.resource, r.answers));
    return items;
  }

  /** The questions of a grouping (no person's answers). */
  async function questionsOf(grouping: string): Promise<Question[]> {
    if (grouping === 'community')
      return (await repo.communityPolls()).map((p) => pollItem(p, '', null, undefined));
    const [, type, ref] = grouping.match(/^(fair|resource|booth)-(.+)$/)!;
    if (type === 'fair') {
      const fair = await repo.fair(Number(ref));
      if (!fair) throw new AppError(404, 'FAIR_NOT_FOUND');
      const [questions, fairPolls] = await Promise.all([
        repo.fairQuestions([fair.id]),
        repo.fairPolls([fair.id]),
      ]);
      return [
        ...questions.map(
          (q): Question => ({
            key: `fair-${q.id}`,
            kind: 'fair',
            questionID: q.id,
            text: q.text,
            grouping,
            groupingTitle: fair.name,
            audience: 'public',
            required: q.required,
            projectID: null,
            answered: null,
            answer: null,
          }),
        ),
        ...fairPolls.map((p) => pollItem(p, fair.name, null, undefined)),
      ];
    }
    if (type === 'resource') {
      const row = await repo.resource(Number(ref));
      if (!row) throw new AppError(404, 'RESOURCE_NOT_FOUND');
      return resourceItems(row, undefined);
    }
    const owner = await repo.userByName(ref!);
    if (!owner) throw new AppError(404, 'NOT_FOUND');
    return boothItems(owner.userName, (await repo.booth(owner.id))?.questions ?? []);
  }

  return {
    visibilityRules,

    /**
     * GET /questions: a person's (`user`: the person and admins see all of it, others only what
     * their right on its grouping lets them read, answers included), or a resource's or grouping's
     * questions as far as the caller sees them. Filters: state, audience, grouping.
     */
    async list(q: z.output<typeof QuestionListQuery>, viewer: Viewer) {
      const me = viewer.userId ? await repo.userById(viewer.userId) : undefined;
      const rules = await rulesFor(me ? { ...me, roles: viewer.roles } : null);
      let items: Question[];
      if (q.user !== undefined) {
        const person = await repo.userByName(q.user);
        if (!person) throw new AppError(404, 'NOT_FOUND');
        items = await askedOf(person.id);
        // Someone else's questions show their answers: only where the caller may read those.
        if (person.id !== viewer.userId)
          items = items.filter((i) => covers(ruleOf(rules, i.kind, i.audience).answers, i.grouping));
      } else {
        items = await questionsOf(q.resource !== undefined ? `resource-${q.resource}` : q.grouping!);
        const hidden = items.filter((i) => !covers(ruleOf(rules, i.kind, i.audience).questions, i.grouping));
        if (hidden.length > 0) {
          // Questions for a few are the caller's to see where they were asked them.
          const mine = new Set(viewer.userId ? (await askedOf(viewer.userId)).map(identity) : []);
          const shown = new Set(hidden.filter((i) => !mine.has(identity(i))));
          items = items.filter((i) => !shown.has(i));
        }
      }
      if (q.grouping !== undefined) items = items.filter((i) => i.grouping === q.grouping);
      if (q.audience !== undefined) items = items.filter((i) => i.audience === q.audience);
      if (q.state !== undefined) items = items.filter((i) => i.answered === (q.state === 'answered'));
      const found = items;
      return page(
        'questions',
        q,
        async () => found.length,
        async () => found.slice(q.offset, q.offset + q.limit),
      );
    },

    /** GET /questions/visibility: what a person sees of each kind and audience, from their roles. */
    async visibility(
      person: { id: number; userName: string; roles: string[] },
      q: z.output<typeof QuestionVisibilityQuery>,
    ) {
      const rules = await rulesFor(person);
      return {
        visibility: {
          userName: person.userName,
          rules: q.type ? rules.filter((r) => r.kind === q.type) : rules,
        },
      };
    },
  };
}
export type QuestionsService = ReturnType<typeof questionsService>;
