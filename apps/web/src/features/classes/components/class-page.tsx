import type { ClassStudent } from '@makerboard/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useSocket } from '../../../realtime/realtime-provider.tsx';
import { NotFoundPage } from '../../system/index.ts';
import { useClassChat } from '../api/class-chat.ts';
import { useClassCode } from '../api/class-code.ts';
import { classKeys } from '../api/class-keys.ts';
import { useSetQuestion } from '../api/class-question.ts';
import { useClassReview, useDecideSection } from '../api/class-review.ts';
import { useClassStudents } from '../api/class-students.ts';
import { useDecideStudent } from '../api/decide-student.ts';
import { useClass } from '../api/get-class.ts';
import { useMakeStudent } from '../api/make-student.ts';
import { useStudentBoards } from '../api/student-boards.ts';
import { useUpdateClass } from '../api/update-class.ts';
import { Loading } from './query-state.tsx';

const STATUS_COLOURS = { pending: 'gray.8', approved: 'teal.9', declined: 'red.9' } as const;

/**
 * The class page (spec/000 §2 "a teacher class and student page"): the code with the join sheet,
 * the students with their answers and decisions, their boards, the review queue, the question,
 * accounts for students without e-mail, the class chat. A join request shows up live.
 */
export function ClassPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const klass = useClass(id);
  const client = useQueryClient();
  const socket = useSocket();
  // A new request to join reaches the teacher as a notification: the list is fetched again.
  useEffect(() => {
    if (!socket) return;
    return socket.on('message', (message) => {
      if (message.action === 'new' && message.type === 'notification') {
        void client.invalidateQueries({ queryKey: classKeys.students(id) });
        void client.invalidateQueries({ queryKey: classKeys.review(id) });
        void client.invalidateQueries({ queryKey: classKeys.one(id) });
      }
    });
  }, [socket, client, id]);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (klass.error instanceof ApiError && klass.error.status === 404) return <NotFoundPage />;
  const data = klass.data?.class;
  return (
    <Page title={data?.name ?? t('classes.page.title')} size="lg">
      <Loading query={klass}>
        {data ? (
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <CodeCard id={id} code={data.code} name={data.name} />
              <SettingsCard
                id={id}
                allowPublicBoards={data.allowPublicBoards}
                question={data.question?.text ?? ''}
              />
            </SimpleGrid>
            <StudentsSection id={id} />
            <ReviewSection id={id} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <MakeStudentCard id={id} />
              <ChatCard id={id} />
            </SimpleGrid>
          </Stack>
        ) : null}
      </Loading>
    </Page>
  );
}
export default ClassPage;

function CodeCard({ id, code, name }: { id: number; code: string | null; name: string }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const change = useClassCode(id);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('classes.code.title')}
        </Title>
        {code ? (
          <Text
            ff="monospace"
            fz={32}
            fw={700}
            aria-label={t('classes.code.label', { code })}
            data-testid="class-code"
          >
            {code}
          </Text>
        ) : (
          <Text c="gray.7">{t('classes.code.disabled')}</Text>
        )}
        <Text size="sm" c="gray.7">
          {t('classes.code.hint', { name })}
        </Text>
        <Group gap="sm">
          {code ? (
            <Button component={Link} to={to(`/classes/${id}/sheet`)} variant="filled">
              {t('classes.code.sheet')}
            </Button>
          ) : null}
          {code ? (
            <Button
              component={Link}
              to={to(`/viewAll?groupCode=${encodeURIComponent(code)}`)}
              variant="default"
            >
              {t('classes.code.boards')}
            </Button>
          ) : null}
          <Button variant="default" loading={change.isPending} onClick={() => change.mutate('reset')}>
            {code ? t('classes.code.reset') : t('classes.code.enable')}
          </Button>
          {code ? (
            <Button variant="subtle" color="red.9" c="red.9" onClick={() => change.mutate('disable')}>
              {t('classes.code.disable')}
            </Button>
          ) : null}
        </Group>
        {change.error ? (
          <Text c="red.9" role="alert">
            {errorMessage(change.error)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function SettingsCard({
  id,
  allowPublicBoards,
  question,
}: {
  id: number;
  allowPublicBoards: boolean;
  question: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateClass(id);
  const ask = useSetQuestion(id);
  const [text, setText] = useState(question);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('classes.settings.title')}
        </Title>
        <Switch
          checked={allowPublicBoards}
          onChange={(event) => update.mutate({ allowPublicBoards: event.currentTarget.checked })}
          label={t('classes.settings.publicBoards')}
          description={t('classes.settings.publicBoardsHint')}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate(text);
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('classes.settings.question')}
              description={t('classes.settings.questionHint')}
              value={text}
              maxLength={300}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" variant="default" loading={ask.isPending}>
                {t('classes.settings.saveQuestion')}
              </Button>
              {ask.isSuccess ? <Text size="sm">{t('classes.settings.saved')}</Text> : null}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function StudentsSection({ id }: { id: number }) {
  const { t } = useTranslation();
  const students = useClassStudents(id);
  const decide = useDecideStudent(id);
  const [open, setOpen] = useState<string | null>(null);
  const list = students.data?.students ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {t('classes.students.title')}
      </Title>
      <Loading query={students}>
        {list.length === 0 ? (
          <Paper withBorder p="lg" bg="gray.0">
            <Text c="gray.7">{t('classes.students.empty')}</Text>
          </Paper>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label={t('classes.students.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('classes.students.name')}</Table.Th>
                  <Table.Th>{t('classes.students.answer')}</Table.Th>
                  <Table.Th>{t('classes.students.status')}</Table.Th>
                  <Table.Th>{t('classes.students.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((s) => (
                  <StudentRow
                    key={s.id}
                    id={id}
                    student={s}
                    open={open === s.userName}
                    onToggle={() => setOpen(open === s.userName ? null : s.userName)}
                    onDecide={(status) => decide.mutate({ userName: s.userName, status })}
                    busy={decide.isPending}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {decide.error ? (
          <Text c="red.9" role="alert">
            {errorMessage(decide.error)}
          </Text>
        ) : null}
      </Loading>
    </Stack>
  );
}

function StudentRow({
  id,
  student,
  open,
  onToggle,
  onDecide,
  busy,
}: {
  id: number;
  student: ClassStudent;
  open: boolean;
  onToggle: () => void;
  onDecide: (status: 'approved' | 'declined' | 'removed') => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = `${student.firstName} ${student.lastName}`.trim() || student.userName;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="gray.7">
            @{student.userName}
          </Text>
        </Table.Td>
        <Table.Td>{student.userAnswer ?? <Text c="gray.7">{t('classes.students.noAnswer')}</Text>}</Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLOURS[student.status]} variant="outline">
            {t(`classes.status.${student.status}`)}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Group gap={6}>
            {student.status !== 'approved' ? (
              <Button
                size="xs"
                loading={busy}
                onClick={() => onDecide('approved')}
                aria-label={t('classes.students.approveName', { name })}
              >
                {t('classes.students.approve')}
              </Button>
            ) : null}
            {student.status === 'pending' ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => onDecide('declined')}
                aria-label={t('classes.students.declineName', { name })}
              >
                {t('classes.students.decline')}
              </Button>
            ) : null}
            {student.status === 'approved' ? (
              <Button size="xs" variant="default" onClick={onToggle} aria-expanded={open}>
                {t('classes.students.boards')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={() => onDecide('removed')}
              aria-label={t('classes.students.removeName', { name })}
            >
              {t('classes.students.remove')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <StudentBoards id={id} userName={student.userName} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

function StudentBoards({ id, userName }: { id: number; userName: string }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const boards = useStudentBoards(id, userName, true);
  const list = boards.data?.projects ?? [];
  return (
    <Loading query={boards}>
      {list.length === 0 ? (
        <Text c="gray.7">{t('classes.students.noBoards')}</Text>
      ) : (
        <Stack gap={4}>
          {list.map((b) => (
            <Group key={b.id} gap="xs">
              <Anchor component={Link} to={to(`/story/${b.id}`)}>
                {b.title}
              </Anchor>
              {b.isPrivate ? (
                <Badge size="sm" variant="outline" color="gray.8">
                  {t('classes.students.private')}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Loading>
  );
}

function ReviewSection({ id }: { id: number }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const review = useClassReview(id);
  const decide = useDecideSection(id);
  const [comments, setComments] = useState<Record<number, string>>({});
  const items = review.data?.sections ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {t('classes.review.title')}
      </Title>
      <Loading query={review}>
        {items.length === 0 ? (
          <Paper withBorder p="lg" bg="gray.0">
            <Text c="gray.7">{t('classes.review.empty')}</Text>
          </Paper>
        ) : (
          items.map((item) => (
            <Card key={item.post.id} withBorder padding="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={700}>{item.post.title || t('classes.review.untitled')}</Text>
                  <Text size="sm" c="gray.7">
                    {item.student.firstName} ·{' '}
                    <Anchor component={Link} to={to(`/story/${item.project.id}#section-${item.post.id}`)}>
                      {item.project.title}
                    </Anchor>
                  </Text>
                </Group>
                <Textarea
                  label={t('classes.review.comment')}
                  autosize
                  minRows={2}
                  value={comments[item.post.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setComments((c) => ({ ...c, [item.post.id]: value }));
                  }}
                />
                <Group gap="sm">
                  <Button
                    size="sm"
                    loading={decide.isPending}
                    onClick={() =>
                      decide.mutate({
                        postID: item.post.id,
                        status: 'Completed',
                        comment: comments[item.post.id],
                      })
                    }
                  >
                    {t('classes.review.complete')}
                  </Button>
                  <Button
                    size="sm"
                    variant="default"
                    disabled={!comments[item.post.id]?.trim()}
                    onClick={() =>
                      decide.mutate({
                        postID: item.post.id,
                        status: 'Draft',
                        comment: comments[item.post.id],
                      })
                    }
                  >
                    {t('classes.review.returnToDraft')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))
        )}
        {decide.error ? (
          <Text c="red.9" role="alert">
            {errorMessage(decide.error)}
          </Text>
        ) : null}
      </Loading>
    </Stack>
  );
}

function MakeStudentCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const make = useMakeStudent(id);
  const [firstName, setFirst] = useState('');
  const [lastName, setLast] = useState('');
  return (
    <Card withBorder padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          make.mutate(
            { firstName, lastName },
            {
              onSuccess: () => {
                setFirst('');
                setLast('');
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('classes.make.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('classes.make.hint')}
          </Text>
          <Group grow>
            <TextInput
              label={t('classes.make.firstName')}
              required
              value={firstName}
              onChange={(e) => setFirst(e.currentTarget.value)}
            />
            <TextInput
              label={t('classes.make.lastName')}
              required
              value={lastName}
              onChange={(e) => setLast(e.currentTarget.value)}
            />
          </Group>
          <Group>
            <Button type="submit" loading={make.isPending}>
              {t('classes.make.submit')}
            </Button>
          </Group>
          {make.data ? (
            <Alert color="teal" title={t('classes.make.made', { name: make.data.student.firstName })}>
              <Stack gap={4}>
                <Text>{t('classes.make.userName', { userName: make.data.student.userName })}</Text>
                <Text>
                  {t('classes.make.loginCode')} <Code fz="lg">{make.data.loginCode}</Code>
                </Text>
                <Text size="sm">{t('classes.make.loginHint')}</Text>
              </Stack>
            </Alert>
          ) : null}
          {make.error ? (
            <Text c="red.9" role="alert">
              {errorMessage(make.error)}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

function ChatCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const chat = useClassChat(id);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('classes.chat.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('classes.chat.hint')}
        </Text>
        <Group>
          <Button
            variant="default"
            loading={chat.isPending}
            onClick={() =>
              chat.mutate(undefined, {
                onSuccess: (r) => navigate(to(`/inbox?conversation=${r.conversationID}`)),
              })
            }
          >
            {t('classes.chat.open')}
          </Button>
        </Group>
        {chat.error ? (
          <Text c="red.9" role="alert">
            {errorMessage(chat.error)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
