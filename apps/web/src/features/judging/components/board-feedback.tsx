import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBoardFeedback } from '../api/feedback.ts';

/**
 * The judging feedback on a board (issue 11 item 7), for its entrants: before a fair's results
 * date, when results come; after it, the board's rank and normalised result and, per rubric
 * question, the mean score its judges gave, and the fair's awards it received. Nothing shows for a board in no judged fair.
 */
export function BoardJudgingFeedback({ boardId }: { boardId: number }) {
  const { t, i18n } = useTranslation();
  const feedback = useBoardFeedback(boardId);
  const fairs = feedback.data ?? [];
  if (fairs.length === 0) return null;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="board-judging-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="board-judging-title">
          {t('judging.feedback.title')}
        </Title>
        {fairs.map((fair) => (
          <Stack key={fair.fairID} gap="xs">
            <Text fw={600}>{fair.name}</Text>
            {!fair.published ? (
              <Text size="sm" c="gray.7">
                {fair.resultsAt
                  ? t('judging.feedback.comes', { date: date(fair.resultsAt) })
                  : t('judging.feedback.notYet')}
              </Text>
            ) : null}
            {fair.published && fair.awards.length ? (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('judging.feedback.awards', { count: fair.awards.length })}
                </Text>
                <Group gap="xs">
                  {fair.awards.map((award) => (
                    <Badge
                      key={award.id}
                      color="teal.9"
                      variant="filled"
                      size="lg"
                      title={award.description || undefined}
                    >
                      {award.name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            ) : null}
            {fair.published && fair.result ? (
              <>
                <Text>{t('judging.feedback.rank', { rank: fair.result.rank, of: fair.result.of })}</Text>
                <Text size="sm" c="gray.7">
                  {t('judging.feedback.scores', {
                    raw: fair.result.rawScore.toFixed(1),
                    max: fair.result.maxTotal,
                    normalized: fair.result.normalizedScore.toFixed(2),
                    count: fair.result.judgeCount,
                  })}
                </Text>
                {fair.questions.map((q) => (
                  <Stack key={q.question} gap={2}>
                    <Group justify="space-between" gap="xs">
                      <Text size="sm">{q.question}</Text>
                      <Text size="sm" fw={600}>
                        {q.average === null
                          ? t('judging.feedback.noScore')
                          : q.maxScore
                            ? `${q.average} / ${q.maxScore}`
                            : String(q.average)}
                      </Text>
                    </Group>
                    {q.average !== null && q.maxScore ? (
                      <Progress
                        value={(100 * q.average) / q.maxScore}
                        aria-label={`${q.question}: ${q.average} / ${q.maxScore}`}
                      />
                    ) : null}
                  </Stack>
                ))}
              </>
            ) : null}
            {fair.published && !fair.result ? (
              <Text size="sm" c="gray.7">
                {t('judging.feedback.unscored')}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
