import type { JoinedClass } from '@makerboard/shared';
import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { useJoinClass, useLeaveClass } from '../api/join-class.ts';
import { useClasses } from '../api/list-classes.ts';
import { Loading } from './query-state.tsx';

/**
 * /teachers/join: a signed-in student types (or scans) a class code and waits for the teacher;
 * their classes are listed with their status, the class question to answer, and a way to leave.
 */
export function JoinClassPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const join = useJoinClass();
  const classes = useClasses();
  const joined = classes.data?.joined ?? [];
  return (
    <Page title={t('classes.join.title')} description={t('classes.join.intro')} size="sm">
      <Card withBorder padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            join.mutate(code);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('classes.join.code')}
              description={t('classes.join.codeHint')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              size="lg"
              styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
              required
              maxLength={32}
            />
            <Group>
              <Button type="submit" size="md" loading={join.isPending}>
                {t('classes.join.submit')}
              </Button>
            </Group>
            {join.data ? (
              <Alert
                color="teal"
                role="status"
                title={t('classes.join.sent', { name: join.data.class.name })}
              >
                {t('classes.join.wait')}
              </Alert>
            ) : null}
            {join.error ? (
              <Text c="red.9" role="alert">
                {errorMessage(join.error)}
              </Text>
            ) : null}
          </Stack>
        </form>
      </Card>
      <Title order={2} fz="xl">
        {t('classes.join.mine')}
      </Title>
      <Loading query={classes}>
        {joined.length === 0 ? (
          <Paper withBorder p="lg" bg="gray.0">
            <Text c="gray.7">{t('classes.join.none')}</Text>
          </Paper>
        ) : (
          joined.map((c) => <JoinedCard key={c.id} klass={c} />)
        )}
      </Loading>
    </Page>
  );
}
export default JoinClassPage;

function JoinedCard({ klass }: { klass: JoinedClass }) {
  const { t } = useTranslation();
  const session = useSession();
  const answer = useAnswerQuestion();
  const leave = useLeaveClass();
  const [text, setText] = useState(klass.userAnswer ?? '');
  const me = session.status === 'loggedIn' ? (session.user?.userName ?? '') : '';
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {klass.name}
          </Title>
          <Badge color={klass.status === 'approved' ? 'teal.9' : 'gray.8'} variant="outline">
            {t(`classes.status.${klass.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t('classes.join.teacher', { name: `${klass.teacher.firstName} ${klass.teacher.lastName}`.trim() })}
        </Text>
        {klass.question ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              answer.mutate({ id: klass.id, answer: text });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={klass.question.text}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={1000}
                required
                style={{ flex: 1 }}
              />
              <Button type="submit" variant="default" loading={answer.isPending}>
                {t('classes.join.answer')}
              </Button>
            </Group>
            {answer.isSuccess ? <Text size="sm">{t('classes.settings.saved')}</Text> : null}
          </form>
        ) : null}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red.9"
            c="red.9"
            loading={leave.isPending}
            onClick={() => leave.mutate({ id: klass.id, userName: me })}
          >
            {t('classes.join.leave')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
