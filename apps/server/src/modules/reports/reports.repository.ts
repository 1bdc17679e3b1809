import type { Report, ReportTarget } from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { idArray } from '../../db/prepared.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { cutText, plainText } from '../../lib/text.ts';
import type { ReportRow } from './reports.access.ts';

/** What a report says of the reported thing: an excerpt, its author, where it is shown, whether it is hidden. */
export interface TargetInfo {
  excerpt: string;
  authorId: number | null;
  link: string | null;
  hidden: boolean;
}

const EXCERPT = 200;
const excerpt = (text: string) => cutText(plainText(text), EXCERPT);

/** A person a report names (its reporter, the reported thing's author), as read with the page. */
export type ReportPerson = Pick<UserRow, 'userName' | 'firstName' | 'lastName'>;

/**
 * The reported things of a page of reports and the people the page names (reporters and authors),
 * read in one statement: a branch per kind of thing, each by its ids as one array, with its author's
 * name, and a branch for the reporters (docs/performance.md: a statement costs what a route's own
 * work does).
 */
export async function reportedOf(db: Tx, rows: Pick<ReportRow, 'targetType' | 'targetId' | 'reporterId'>[]) {
  const targets = new Map<string, TargetInfo>();
  const people = new Map<number, ReportPerson>();
  const targetOf = (row: Pick<ReportRow, 'targetType' | 'targetId'>) =>
    targets.get(`${row.targetType}:${row.targetId}`);
  if (rows.length === 0) return { targetOf, people };
  const ids = (type: ReportTarget) =>
    idArray([...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))]);
  const reporters = idArray([...new Set(rows.flatMap((r) => (r.reporterId === null ? [] : [r.reporterId])))]);
  const found = await queryRows<{
    kind: ReportTarget | 'reporter';
    id: number;
    text: string;
    author_id: number | null;
    place: number | null;
    hidden: boolean;
    user_name: string | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    db,
    sql`select t.kind, t.id, t.text, t.author_id, t.place, t.hidden, a.user_name, a.first_name, a.last_name
          from (
            select 'project' as kind, p.id, p.title as text, p.owner_id as author_id, p.id as place,
                   p.moderated_at is not null as hidden
              from projects p where p.id = any(${ids('project')})
            union all
            select 'comment', c.id, c.body, c.user_id, c.project_id, c.moderated_at is not null
              from comments c where c.id = any(${ids('comment')})
            union all
            select 'message', m.id, case when m.deleted_at is null then m.body else '' end, m.user_id,
                   (select v.id from conversations v where v.id = m.conversation_id), m.moderated_at is not null
              from messages m where m.id = any(${ids('message')})
            union all
            select 'user', u.id, '', u.id, null, false
              from users u where u.id = any(${ids('user')}) and u.disabled_at is null
            union all
            select 'reporter', u.id, '', u.id, null, false from users u where u.id = any(${reporters})
          ) t
          left join users a on a.id = t.author_id`,
  );
  for (const r of found) {
    const author =
      r.author_id !== null && r.user_name !== null
        ? { userName: r.user_name, firstName: r.first_name ?? '', lastName: r.last_name ?? '' }
        : undefined;
    if (author) people.set(Number(r.author_id), author);
    if (r.kind === 'reporter') continue;
    const id = Number(r.id);
    const place = r.place === null ? null : Number(r.place);
    targets.set(`${r.kind}:${id}`, {
      excerpt:
        r.kind === 'user'
          ? `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim() || (author?.userName ?? '')
          : excerpt(r.text),
      authorId: r.author_id === null ? null : Number(r.author_id),
      link:
        r.kind === 'user'
          ? `/profile/${author?.userName ?? ''}`
          : r.kind === 'message'
            ? place === null
              ? null
              : `/inbox?conversation=${place}`
            : `/story/${place}`,
      hidden: r.hidden,
    });
  }
  return { targetOf, people };
}

/** A person as a report names them: their username and full name. */
export const personOf = (user: ReportPerson | undefined): NonNullable<Report['reporter']> | null =>
  user
    ? { userName: user.userName, fullName: `${user.firstName} ${user.lastName}`.trim() || user.userName }
    : null;
