import type { Poll } from '@makerboard/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useFair, useFairId } from '../../fairs/index.ts';
import { useJudgingBoards, useMyScores, useRecuse, useRubric, useScore } from '../api/boards.ts';

type Board = { id: number; title: string };

/**
 * fair/{id}/judge, a judge's own screen (issue 11 item 4), made for a phone as much as a desktop:
 * the boards their teams were given with what is left to judge, and the rubric of each board, where
 * every choice is saved at once (and may be changed until the team is locked).
 */
export function JudgePage() {
  const { t } = useTranslation();
  const id = useFairId() ?? 0;
  const fair = useFair(id);
  const boards = useJudgingBoards(id);
  const boardIds = (boards.data ?? []).map((b) => b.id);
  const rubric = useRubric(id, boardIds);
  const mine = useMyScores(id, boardIds);
  const [open, setOpen] = useState<Board | null>(null);
  if (id === -1 || fair.isError)
    return (
      <Page title={t('judging.judge.title')}>
        <Alert color="red" role="alert">
          {fair.isError ? errorMessage(fair.error) : t('fairs.notFound')}
        </Alert>
      </Page>
    );
  const questions = rubric.data ?? [];
  const answered = (boardId: number) =>
    (mine.data ?? []).filter((a) => a.projectID === boardId && questions.some((q) => q.id === a.pollID))
      .length;
  const left = (boards.data ?? []).filter((b) => questions.length === 0 || answered(b.id) < questions.length);
  if (open)
    return (
      <Page title={t('judging.judge.scoring', { board: open.title })} description={fair.data?.name}>
        <ScoreBoard
          fairId={id}
          board={open}
          questions={questions}
          chosen={(mine.data ?? []).filter((a) => a.projectID === open.id)}
          onBack={() => setOpen(null)}
        />
      </Page>
    );
  return (
    <Page title={t('judging.judge.title')} description={fair.data?.name}>
      {boards.isPending || (boardIds.length > 0 && (rubric.isPending || mine.isPending)) ? (
        <Loader aria-label={t('common.loading')} />
      ) : null}
      {boards.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(boards.error)}
        </Alert>
      ) : null}
      {boards.data?.length === 0 ? <Text c="gray.7">{t('judging.judge.empty')}</Text> : null}
      {boards.data && boards.data.length > 0 && !rubric.isPending ? (
        <Text role="status" fw={500}>
          {left.length > 0 ? t('judging.judge.left', { count: left.length }) : t('judging.judge.leftDone')}
        </Text>
      ) : null}
      {rubric.data && rubric.data.length === 0 && boardIds.length > 0 ? (
        <Text c="gray.7">{t('judging.judge.noRubric')}</Text>
      ) : null}
      <Stack gap="sm">
        {boards.data?.map((board) => {
          const done = answered(board.id);
          return (
            <Card key={board.id} withBorder padding="md" component="article" aria-label={board.title}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Title order={2} fz="md">
                    {board.title}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {t('judging.judge.progress', { done, total: questions.length })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {questions.length > 0 && done >= questions.length ? (
                    <Badge color="teal.9" variant="outline">
                      {t('judging.judge.saved')}
                    </Badge>
                  ) : null}
                  <Button
                    size="sm"
                    onClick={() => setOpen(board)}
                    aria-label={`${t('judging.judge.open')}: ${board.title}`}
                  >
                    {t('judging.judge.open')}
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Page>
  );
}

function ScoreBoard({
  fairId,
  board,
  questions,
  chosen,
  onBack,
}: {
  fairId: number;
  board: Board;
  questions: Poll[];
  chosen: { pollID: number; optionID: number }[];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const score = useScore(fairId);
  const recuse = useRecuse(fairId);
  const [recusing, setRecusing] = useState(false);
  const [reason, setReason] = useState('');
  // A choice shows at once; the server's answer confirms it (and a refusal takes it back).
  const [picked, setPicked] = useState<Record<number, number>>({});
  const current = new Map(chosen.map((a) => [a.pollID, a.optionID]));
  for (const [pollId, optionId] of Object.entries(picked)) current.set(Number(pollId), optionId);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('judging.judge.back')}
        </Button>
        <Anchor component={Link} to={to(`/story/${board.id}`)} target="_blank">
          {t('judging.judge.viewBoard')}
        </Anchor>
      </Group>
      {score.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(score.error)}
        </Alert>
      ) : null}
      {questions.map((question) => (
        <Radio.Group
          key={question.id}
          label={question.question}
          value={current.has(question.id) ? String(current.get(question.id)) : null}
          onChange={(value) => {
            const previous = picked[question.id];
            setPicked((p) => ({ ...p, [question.id]: Number(value) }));
            score.mutate(
              { pollID: question.id, optionID: Number(value), projectID: board.id },
              {
                onError: () =>
                  setPicked((p) => {
                    const { [question.id]: _dropped, ...rest } = p;
                    return previous === undefined ? rest : { ...rest, [question.id]: previous };
                  }),
              },
            );
          }}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio
                key={option.id}
                value={String(option.id)}
                label={
                  option.score !== null
                    ? `${option.text} (${t('judging.judge.points', { count: option.score })})`
                    : option.text
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      {score.isSuccess ? (
        <Text role="status" size="sm" c="teal.9">
          {t('judging.judge.saved')}
        </Text>
      ) : null}
      <Button variant="subtle" color="red.9" onClick={() => setRecusing(true)} w="fit-content">
        {t('judging.judge.recuse')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={recusing}
        onClose={() => setRecusing(false)}
        title={t('judging.judge.recuseTitle')}
      >
        <Stack gap="md">
          <Textarea
            label={t('judging.judge.recuseReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            required
          />
          {recuse.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(recuse.error)}
            </Alert>
          ) : null}
          <Button
            color="red"
            disabled={!reason.trim()}
            loading={recuse.isPending}
            onClick={() =>
              recuse.mutate(
                { projectID: board.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    setRecusing(false);
                    onBack();
                  },
                },
              )
            }
          >
            {t('judging.judge.recuseConfirm')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
