import type { Poll } from '@makerboard/shared';
import { Alert, Box, Button, Card, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { useAnswerPoll } from '../api/answer-poll.ts';
import { useMyAnswer } from '../api/my-answer.ts';
import { usePollSummary } from '../api/poll-summary.ts';

/** The results as a bar chart: one labelled bar per option, the viewer's own choice marked. */
function PollChart({ poll, mine }: { poll: Poll; mine: number | null }) {
  const { t } = useTranslation();
  const summary = usePollSummary(poll.id, true);
  if (!summary.data) return null;
  const total = summary.data.total;
  return (
    <Stack gap="xs" role="figure" aria-label={t('polls.chart', { count: total })}>
      {poll.options.map((o) => {
        const count = summary.data.summary.find((s) => s.optionID === o.id)?.count ?? 0;
        const share = total ? Math.round((count / total) * 100) : 0;
        return (
          <Box key={o.id}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={o.id === mine ? 700 : 400}>
                {o.text}
                {o.id === mine ? ` (${t('polls.yourAnswer')})` : ''}
              </Text>
              <Text size="sm" c="gray.7">
                {t('polls.share', { share, count })}
              </Text>
            </Group>
            <Progress value={share} color={o.id === mine ? 'teal' : 'blue'} aria-hidden="true" />
          </Box>
        );
      })}
      <Text size="xs" c="gray.7">
        {t('polls.total', { count: total })}
      </Text>
    </Stack>
  );
}

/**
 * A community poll (issue 10 item 5): people answer once and may change their answer; the results
 * show as a bar chart after answering.
 */
export function PollCard({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  const mine = useMyAnswer(poll.id, loggedIn);
  const answer = useAnswerPoll(poll.id);
  const [choice, setChoice] = useState<string>('');
  const [changing, setChanging] = useState(false);
  const answered = mine.data ? mine.data.optionID : null;
  const titleId = `poll-${poll.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="gray.7">
          {t('polls.label')}
        </Text>
        <Title order={2} fz="lg" id={titleId}>
          {poll.question}
        </Title>
        {answered !== null && !changing ? (
          <>
            <PollChart poll={poll} mine={answered} />
            <Button variant="subtle" size="xs" onClick={() => setChanging(true)} w="fit-content">
              {t('polls.change')}
            </Button>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (choice)
                void answer.mutateAsync(Number(choice)).then(() => {
                  setChanging(false);
                });
            }}
          >
            <Stack gap="sm">
              <Radio.Group value={choice} onChange={setChoice} aria-labelledby={titleId}>
                <Stack gap="xs">
                  {poll.options.map((o) => (
                    <Radio key={o.id} value={String(o.id)} label={o.text} disabled={!loggedIn} />
                  ))}
                </Stack>
              </Radio.Group>
              {answer.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(answer.error)}
                </Alert>
              ) : null}
              {loggedIn ? (
                <Button type="submit" disabled={!choice} loading={answer.isPending} w="fit-content">
                  {t('polls.vote')}
                </Button>
              ) : (
                <Text size="sm" c="gray.7">
                  {t('polls.loginToVote')}
                </Text>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
