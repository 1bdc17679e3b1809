import type { BoardJudging } from '@makerboard/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  awards,
  fairSubmissions,
  fairs,
  pollAnswers,
  pollOptions,
  polls,
  projectAwards,
} from '../../db/schema/index.ts';
import type { JudgingResults } from './judging.results.ts';

/**
 * Feedback back on the board (issue 11 item 7): once a fair's results date has passed, the board's
 * entrants read its normalised result and rank among the fair's approved boards, and per rubric
 * question the mean score its judges gave, and the fair's awards it received. Judges' names and
 * single scores are never shown; before the results date neither are the awards.
 */
export function judgingFeedback(db: Db, outcomes: Pick<JudgingResults, 'results'>) {
  return {
    async forBoard(boardId: number, now = new Date()): Promise<z.output<typeof BoardJudging>> {
      const entered = await db
        .select({ fair: fairs })
        .from(fairSubmissions)
        .innerJoin(fairs, eq(fairs.id, fairSubmissions.fairId))
        .where(and(eq(fairSubmissions.projectId, boardId), eq(fairSubmissions.status, 'approved')))
        .orderBy(asc(fairs.id));
      const out: z.output<typeof BoardJudging>['fairs'] = [];
      for (const { fair } of entered) {
        const published = fair.resultsAt !== null && fair.resultsAt.getTime() <= now.getTime();
        const base = {
          fairID: fair.id,
          name: fair.name,
          resultsAt: fair.resultsAt?.toISOString() ?? null,
          published,
        };
        if (!published) {
          out.push({ ...base, result: null, questions: [], awards: [] });
          continue;
        }
        const results = await outcomes.results({ fairID: fair.id, sort: 'desc' });
        const row = results.projects.find((p) => p.id === boardId);
        const questions = await db
          .select({ id: polls.id, question: polls.question, maxScore: polls.maxScore })
          .from(polls)
          .where(and(eq(polls.fairId, fair.id), eq(polls.kind, 'judging')))
          .orderBy(asc(polls.id));
        const means = questions.length
          ? await db
              .select({ pollId: pollAnswers.pollId, average: sql<number | null>`avg(${pollOptions.score})` })
              .from(pollAnswers)
              .innerJoin(pollOptions, eq(pollOptions.id, pollAnswers.optionId))
              .where(
                and(
                  eq(pollAnswers.projectId, boardId),
                  inArray(
                    pollAnswers.pollId,
                    questions.map((q) => q.id),
                  ),
                ),
              )
              .groupBy(pollAnswers.pollId)
          : [];
        // The fair's awards this board received (given in judging), by when they were given.
        const given = await db
          .select({ id: awards.id, name: awards.name, description: awards.description })
          .from(projectAwards)
          .innerJoin(awards, eq(awards.id, projectAwards.awardId))
          .where(and(eq(projectAwards.projectId, boardId), eq(awards.fairId, fair.id)))
          .orderBy(asc(projectAwards.createdAt), asc(awards.id));
        const averageOf = new Map(
          means.map((m) => [m.pollId, m.average === null ? null : Number(m.average)]),
        );
        out.push({
          ...base,
          result:
            row && row.judgeCount > 0
              ? {
                  rank: row.rank,
                  of: results.projects.length,
                  rawScore: row.rawScore,
                  normalizedScore: row.normalizedScore,
                  judgeCount: row.judgeCount,
                  maxTotal: results.maxTotal,
                }
              : null,
          questions: questions.map((q) => {
            const average = averageOf.get(q.id);
            return {
              question: q.question,
              maxScore: q.maxScore,
              average: average === undefined || average === null ? null : Math.round(average * 100) / 100,
            };
          }),
          awards: given,
        });
      }
      return { fairs: out };
    },
  };
}
export type JudgingFeedback = ReturnType<typeof judgingFeedback>;
