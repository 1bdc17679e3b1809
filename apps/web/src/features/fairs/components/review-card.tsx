import type { Fair, SubmittedBoard } from '@makerboard/shared';
import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/index.ts';
import { useDeclineReasons } from '../api/decline-reasons.ts';
import { useReviewSubmission } from '../api/review-submission.ts';
import { useUnsubmitBoard } from '../api/unsubmit-board.ts';
import { SubmissionBadge } from './submission-status.tsx';

type Submitted = z.output<typeof SubmittedBoard>;

/** Section bodies were sanitised on the server when they were written (quality.md). */
function SnapshotSection({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with a maintained sanitiser
  return <Box className="mb-section-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One submitted board on the review screen: the snapshot, the answers and the decisions. */
export function ReviewCard({
  board,
  fair,
  coordinator,
}: {
  board: Submitted;
  fair: Fair;
  coordinator: boolean;
}) {
  const { t, i18n } = useTranslation();
  const to = usePartnerPath();
  const review = useReviewSubmission(fair.id);
  const unsubmit = useUnsubmitBoard(fair.id);
  const reasons = useDeclineReasons();
  const [declining, setDeclining] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [ownReason, setOwnReason] = useState('');
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const s = board.submission;
  const awaiting = s.status === 'submitted' || s.status === 'resubmitted';
  const lang = (['en', 'de', 'fr'].includes(i18n.language) ? i18n.language : 'en') as 'en' | 'de' | 'fr';
  const questionText = (id: number) =>
    fair.questions.find((q) => q.id === id)?.text ?? t('fairs.review.oldQuestion');
  const titleId = `review-card-${board.id}`;

  async function run(action: () => Promise<unknown>) {
    setProblem(null);
    try {
      await action();
      setDeclining(false);
      setSendingBack(false);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      data-testid={`review-${board.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="lg" id={titleId}>
              {s.snapshot.title || t('boards.untitled')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('fairs.review.by', { name: board.user?.userName ?? t('fairs.review.anonymous') })}
              {s.district ? ` · ${s.district}` : ''} ·{' '}
              {new Date(s.submittedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
            </Text>
          </Stack>
          <SubmissionBadge status={s.status} />
        </Group>
        {s.gradeBand || s.language ? (
          <Group gap="xs">
            {s.gradeBand ? (
              <Badge variant="outline" color="gray.8" size="sm">
                {t('fairs.review.gradeBand', { band: s.gradeBand })}
              </Badge>
            ) : null}
            {s.language ? (
              <Badge variant="outline" color="gray.8" size="sm">
                {t('fairs.review.language', { language: LANGUAGE_NAMES[s.language] })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Text size="sm">{s.snapshot.description}</Text>
        {s.status === 'declined' && s.reason ? (
          <Text size="sm" c="red.8">
            {t('fairs.review.declinedFor', { reason: s.reason })}
          </Text>
        ) : null}
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="answers">
            <Accordion.Control>{t('fairs.review.answers', { count: s.answers.length })}</Accordion.Control>
            <Accordion.Panel>
              <Table>
                <Table.Tbody>
                  {s.answers.map((a) => (
                    <Table.Tr key={a.questionID}>
                      <Table.Th scope="row" w="45%">
                        {questionText(a.questionID)}
                      </Table.Th>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{a.answer}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="snapshot">
            <Accordion.Control>
              {t('fairs.review.snapshot', { count: s.snapshot.sections.length })}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {s.snapshot.sections.map((section) => (
                  <SnapshotSection key={section.id} html={section.body} />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button component={Link} to={to(`/story/${board.id}`)} variant="subtle" size="xs">
            {t('fairs.review.open')}
          </Button>
          {awaiting || s.status === 'declined' ? (
            <Button
              size="xs"
              color="teal"
              loading={review.isPending}
              onClick={() => run(() => review.mutateAsync({ boardId: board.id, fairID: fair.id, status: 4 }))}
            >
              {t('fairs.review.approve')}
            </Button>
          ) : null}
          {awaiting ? (
            <Button size="xs" color="red.9" variant="outline" onClick={() => setDeclining(true)}>
              {t('fairs.review.decline')}
            </Button>
          ) : null}
          {coordinator && s.status !== 'approved' && s.status !== 'unsubmitted' ? (
            <Button size="xs" variant="default" onClick={() => setSendingBack(true)}>
              {t('fairs.review.unsubmit')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t('fairs.review.declineTitle')}
      >
        <Stack gap="md">
          <Select
            label={t('fairs.review.reason')}
            placeholder={t('fairs.review.reasonPlaceholder')}
            data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.messages[lang] }))}
            value={reasonId}
            onChange={setReasonId}
            clearable
          />
          <Textarea
            label={t('fairs.review.ownReason')}
            value={ownReason}
            onChange={(e) => setOwnReason(e.currentTarget.value)}
            maxLength={1000}
            disabled={reasonId !== null}
          />
          <Textarea
            label={t('fairs.review.comment')}
            description={t('fairs.review.commentHint')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={1000}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Button
            color="red"
            loading={review.isPending}
            disabled={!reasonId && !ownReason.trim()}
            onClick={() =>
              run(() =>
                review.mutateAsync({
                  boardId: board.id,
                  fairID: fair.id,
                  status: 2,
                  ...(reasonId ? { messageID: Number(reasonId) } : { reason: ownReason.trim() }),
                  ...(comment.trim() ? { messageBody: comment.trim() } : {}),
                }),
              )
            }
          >
            {t('fairs.review.confirmDecline')}
          </Button>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={sendingBack}
        onClose={() => setSendingBack(false)}
        title={t('fairs.review.unsubmitTitle')}
      >
        <Stack gap="md">
          <Textarea
            label={t('fairs.review.message')}
            description={t('fairs.review.messageHint')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={1000}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Button
            loading={unsubmit.isPending}
            onClick={() => run(() => unsubmit.mutateAsync({ boardId: board.id, message: message.trim() }))}
          >
            {t('fairs.review.confirmUnsubmit')}
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
