import type { Question } from '@makerboard/shared';

/** The fair's id of a `fair-{id}` grouping, or null. */
function fairOf(grouping: string): number | null {
  const m = /^fair-(\d+)$/.exec(grouping);
  return m ? Number(m[1]) : null;
}

/**
 * Where a question is answered (docs/decisions.md "Questions"): a community poll among the open
 * polls of the explore screen; a fair's submission questions in the board's submission form for
 * that fair (`story/{board}?submit={fair}`), where its other questions are handled too; a judging
 * question on the judge's screen; a booth's questions where its pin is collected; a resource's on
 * the resource's page.
 */
export function questionPath(q: Pick<Question, 'kind' | 'grouping' | 'projectID' | 'audience'>): string {
  const fair = fairOf(q.grouping);
  switch (q.kind) {
    case 'poll':
      if (fair === null) return '/explore/all';
      if (q.audience === 'internal') return `/fair/${fair}/judge`;
      return q.projectID ? `/story/${q.projectID}?submit=${fair}` : `/fair/${fair}`;
    case 'fair':
      if (fair === null) return '/registration';
      return q.projectID ? `/story/${q.projectID}?submit=${fair}` : `/fair/${fair}`;
    case 'booth':
      return `/booth/${encodeURIComponent(q.grouping.replace(/^booth-/, ''))}`;
    case 'resource':
      return `/resource/${q.grouping.replace(/^resource-/, '')}`;
  }
}

/** Which text names where a question comes from (under `profile.questions.from`). */
export function questionSource(q: Pick<Question, 'kind' | 'grouping' | 'audience'>): string {
  if (q.kind === 'poll')
    return q.grouping === 'community' ? 'community' : q.audience === 'internal' ? 'judging' : 'fairPoll';
  return q.kind;
}
