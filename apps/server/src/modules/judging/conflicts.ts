import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/** A conflicted pair as the assignment reads it: `${judgeId}:${boardId}`. */
export const pairKey = (judgeId: number, boardId: number) => `${judgeId}:${boardId}`;

export interface ConflictScope {
  fairId: number;
  /** Only these judges (default: the fair's judges and everyone in one of its teams). */
  judgeIds?: readonly number[];
  /** Only these boards (default: the fair's approved entries). */
  boardIds?: readonly number[];
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/**
 * Conflicts of interest (api.md "Judging"; issue 11 item 3): a judge is in conflict with a board
 * when they are one of its active members, the teacher of one of its members, in a class with one
 * (both approved, or one the class's teacher), have a private conversation with one, or recused
 * themselves from it. One statement over set-based joins, read from the judges' side: the people
 * each judge is close to (themselves, their classes' teachers and students, their private
 * conversations' people), then those people's memberships in the fair's boards. The cost grows with
 * the judges' circles, not with the fair's boards or the district's classes (docs/performance.md).
 */
export async function conflictPairs(db: Tx, scope: ConflictScope): Promise<Set<string>> {
  const judges = scope.judgeIds
    ? sql`select unnest(${intArray(scope.judgeIds)}) as user_id`
    : sql`select user_id from fair_staff where fair_id = ${scope.fairId} and role = 'judge'
          union select m.user_id from judging_team_members m
            join judging_teams t on t.id = m.team_id where t.fair_id = ${scope.fairId}`;
  const boards = scope.boardIds
    ? sql`select unnest(${intArray(scope.boardIds)}) as project_id`
    : sql`select project_id from fair_submissions where fair_id = ${scope.fairId} and status = 'approved'`;
  const rows = await queryRows<{ judge_id: number; project_id: number }>(
    db,
    sql`with judges as (${judges}),
      boards as (${boards}),
      judge_classes as (
        select c.id as class_id, c.teacher_id as judge_id from classes c
          join judges j on j.user_id = c.teacher_id
        union select cs.class_id, cs.user_id from class_students cs
          join judges j on j.user_id = cs.user_id where cs.status = 'approved'),
      related as (
        select j.user_id as judge_id, j.user_id from judges j
        union select jc.judge_id, c.teacher_id from judge_classes jc
          join classes c on c.id = jc.class_id
        union select jc.judge_id, cs.user_id from judge_classes jc
          join class_students cs on cs.class_id = jc.class_id and cs.status = 'approved'
        union select j.user_id, cm.user_id from judges j
          join conversation_users cj on cj.user_id = j.user_id
          join conversations c on c.id = cj.conversation_id and c.kind = 'private'
          join conversation_users cm on cm.conversation_id = c.id),
      -- The memberships of those few people, by the user index (a join here would hash every board's
      -- members: the planner cannot know the circles are small).
      close_members as (
        select pm.user_id, pm.project_id from project_members pm
          where pm.user_id = any(array(select user_id from related)) and pm.status = 'active')
      select r.judge_id, m.project_id from related r
        join close_members m on m.user_id = r.user_id
        join boards b on b.project_id = m.project_id
      union
      select r.user_id, r.project_id from judging_recusals r
        join judges j on j.user_id = r.user_id
        join boards b on b.project_id = r.project_id`,
  );
  return new Set(rows.map((r) => pairKey(Number(r.judge_id), Number(r.project_id))));
}

/** Whether one judge is in conflict with one board (the scoring path). */
export async function inConflict(db: Tx, fairId: number, judgeId: number, boardId: number): Promise<boolean> {
  const pairs = await conflictPairs(db, { fairId, judgeIds: [judgeId], boardIds: [boardId] });
  return pairs.has(pairKey(judgeId, boardId));
}
