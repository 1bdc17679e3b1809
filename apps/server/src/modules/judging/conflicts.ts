import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { idArray } from '../../db/prepared.ts';
import { groupBy } from '../../lib/group.ts';

/** A conflicted pair as the assignment reads it: `${judgeId}:${boardId}`. */
export const pairKey = (judgeId: number, boardId: number) => `${judgeId}:${boardId}`;

export interface ConflictScope {
  fairId: number;
  /** Only these judges (default: the fair's judges and everyone in one of its teams). */
  judgeIds?: readonly number[];
  /** Only these boards (default: the fair's approved entries). */
  boardIds?: readonly number[];
}

/**
 * Conflicts of interest (api.md "Judging"; issue 11 item 3): a judge is in conflict with a board
 * when they are one of its active members, the teacher of one of its members, in a class with one
 * (both approved, or one the class's teacher), have a private conversation with one, or recused
 * themselves from it. Three set-based statements, read from the judges' side: the people
 * each judge is close to (themselves, their classes' teachers and students, their private
 * conversations' people), then those people's memberships in the fair's boards. The cost grows with
 * the judges' circles, not with the fair's boards or the district's classes (docs/performance.md).
 */
export async function conflictPairs(db: Tx, scope: ConflictScope): Promise<Set<string>> {
  const judges = scope.judgeIds
    ? sql`select unnest(${idArray(scope.judgeIds)}) as user_id`
    : sql`select user_id from fair_staff where fair_id = ${scope.fairId} and role = 'judge'
          union select m.user_id from judging_team_members m
            join judging_teams t on t.id = m.team_id where t.fair_id = ${scope.fairId}`;
  const boards = scope.boardIds
    ? sql`select unnest(${idArray(scope.boardIds)}) as project_id`
    : sql`select project_id from fair_submissions where fair_id = ${scope.fairId} and status = 'approved'`;
  // 1. The people each judge is close to: themselves, the teachers and approved students of their
  // classes, the people of their private conversations.
  const related = await queryRows<{ judge_id: number; user_id: number }>(
    db,
    sql`with judges as (${judges}),
      judge_classes as (
        select c.id as class_id, c.teacher_id as judge_id from classes c
          join judges j on j.user_id = c.teacher_id
        union select cs.class_id, cs.user_id from class_students cs
          join judges j on j.user_id = cs.user_id where cs.status = 'approved')
      select j.user_id as judge_id, j.user_id from judges j
      union select jc.judge_id, c.teacher_id from judge_classes jc
        join classes c on c.id = jc.class_id
      union select jc.judge_id, cs.user_id from judge_classes jc
        join class_students cs on cs.class_id = jc.class_id and cs.status = 'approved'
      union select j.user_id, cm.user_id from judges j
        join conversation_users cj on cj.user_id = j.user_id
        join conversations c on c.id = cj.conversation_id and c.kind = 'private'
        join conversation_users cm on cm.conversation_id = c.id`,
  );
  // 2. Those people's active memberships in the boards (the people as a table joined by the
  // membership's user index; one statement joining circles and memberships let the planners hash
  // every membership or compare each row with every person: seconds on PGlite). They meet here.
  const people = [...new Set(related.map((r) => Number(r.user_id)))];
  const memberships = people.length
    ? await queryRows<{ user_id: number; project_id: number }>(
        db,
        sql`select pm.user_id, pm.project_id
              from unnest(${idArray(people)}) as p(user_id)
              join project_members pm on pm.user_id = p.user_id
             where pm.status = 'active' and pm.project_id in (${boards})`,
      )
    : [];
  const boardsOf = groupBy(memberships, (m) => Number(m.user_id));
  const pairs = new Set<string>();
  for (const r of related)
    for (const m of boardsOf.get(Number(r.user_id)) ?? [])
      pairs.add(pairKey(Number(r.judge_id), Number(m.project_id)));
  // 3. Recusals.
  const recusals = await queryRows<{ user_id: number; project_id: number }>(
    db,
    sql`select r.user_id, r.project_id from judging_recusals r
         where r.user_id in (${judges}) and r.project_id in (${boards})`,
  );
  for (const r of recusals) pairs.add(pairKey(Number(r.user_id), Number(r.project_id)));
  return pairs;
}

/** Whether one judge is in conflict with one board (the scoring path). */
export async function inConflict(db: Tx, fairId: number, judgeId: number, boardId: number): Promise<boolean> {
  const pairs = await conflictPairs(db, { fairId, judgeIds: [judgeId], boardIds: [boardId] });
  return pairs.has(pairKey(judgeId, boardId));
}
