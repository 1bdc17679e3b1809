import type { Question } from '@makerboard/shared';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/load-more.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBoard } from '../../boards/index.ts';
import { useUnansweredQuestions } from '../api/list-unanswered.ts';
import { questionPath, questionSource } from '../question-link.ts';

/** Where a question comes from, for which board: the board's title once it is read, its number till then. */
function ForBoard({ source, id }: { source: string; id: number }) {
  const { t } = useTranslation();
  const board = useBoard(id);
  return board.data
    ? t('profile.questions.forBoard', { source, board: board.data.title })
    : t('profile.questions.forBoardNumber', { source, id });
}

function QuestionItem({ question }: { question: Question }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const source = t(`profile.questions.from.${questionSource(question)}`, {
    title: question.groupingTitle,
  });
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={to(questionPath(question))} fw={600} c="teal.9">
            {question.text}
          </Anchor>
          {question.required ? (
            <Badge size="sm" variant="outline" color="red.9">
              {t('profile.questions.required')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          {question.projectID ? <ForBoard source={source} id={question.projectID} /> : source}
        </Text>
      </Stack>
    </List.Item>
  );
}

/**
 * "Questions to answer" (issue 18 item 2), on one's own profile: the questions asked of the person
 * that still wait for an answer (GET /questions?user=&state=unanswered), each a link to where it
 * is answered: a poll, a fair's submission form, a booth's pin, a resource's gated download.
 */
export function QuestionsCard({ username }: { username: string }) {
  const { t } = useTranslation();
  const query = useUnansweredQuestions(username);
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="questions-card-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="questions-card-title">
            {t('profile.questions.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {query.data && total > 0
              ? t('profile.questions.count', { count: total })
              : t('profile.questions.intro')}
          </Text>
        </Stack>
        <QueryState
          query={query}
          errorTitle={t('profile.questions.error')}
          isEmpty={(data) => data.pages[0]?.questions.length === 0}
          empty={<Text c="gray.7">{t('profile.questions.empty')}</Text>}
        >
          {(data) => (
            <Stack gap="sm">
              <List spacing="sm" listStyleType="none" p={0} aria-labelledby="questions-card-title">
                {data.pages
                  .flatMap((p) => p.questions)
                  .map((q) => (
                    <QuestionItem key={q.key} question={q} />
                  ))}
              </List>
              <LoadMore query={query} center={false} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
