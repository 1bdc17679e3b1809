import type { BulkSignupResult } from '@makerboard/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { useBulkSignup } from '../api/bulk-signup.ts';
import {
  BULK_SIGNUP_MAX_BYTES,
  BULK_SIGNUP_MAX_ROWS,
  countPeople,
  readFile,
  templateCsv,
} from '../csv-file.ts';

type Stage = 'idle' | 'reading' | 'checking' | 'done' | 'failed';

/**
 * /signup/bulk (issue 14 item 2): a teacher or an admin uploads a CSV of people. The file is read
 * (progress), sent and checked (progress), then every row is listed: created and invited, or
 * refused with its reasons. Nothing is half made: the refused rows can be fixed and sent again.
 */
export function BulkSignupPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [read, setRead] = useState(0);
  const [people, setPeople] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useBulkSignup();
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`, []);

  async function send() {
    if (!file) return;
    setLocalError(null);
    upload.reset();
    if (file.size > BULK_SIGNUP_MAX_BYTES) {
      setStage('failed');
      setLocalError(
        t('bulkSignup.tooBig', { rows: BULK_SIGNUP_MAX_ROWS, size: BULK_SIGNUP_MAX_BYTES / 1024 }),
      );
      return;
    }
    setStage('reading');
    setRead(0);
    try {
      const csv = await readFile(file, setRead);
      setPeople(countPeople(csv));
      setStage('checking');
      await upload.mutateAsync({ csv, fileName: file.name });
      setStage('done');
    } catch (error) {
      setStage('failed');
      if (!upload.isError) setLocalError(errorMessage(error));
    }
  }

  const busy = stage === 'reading' || stage === 'checking';
  const progress = stage === 'reading' ? read * 30 : stage === 'checking' ? 60 : stage === 'done' ? 100 : 0;
  const failure = localError ?? (upload.error ? errorMessage(upload.error) : null);

  return (
    <Page title={t('bulkSignup.title')} description={t('bulkSignup.intro')} size="lg">
      <Card withBorder padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="sm">
            <FileInput
              label={t('bulkSignup.file')}
              description={t('bulkSignup.fileHint', { rows: BULK_SIGNUP_MAX_ROWS })}
              placeholder={t('bulkSignup.choose')}
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              accept=".csv,text/csv"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setStage('idle');
                setLocalError(null);
                upload.reset();
              }}
              required
            />
            <Text size="sm" c="gray.7">
              {t('bulkSignup.columns')}{' '}
              <Anchor href={template} download="makerboard-people.csv" underline="always">
                {t('bulkSignup.template')}
              </Anchor>
            </Text>
            <Group>
              <Button type="submit" disabled={!file} loading={busy}>
                {t('bulkSignup.submit')}
              </Button>
            </Group>
            {stage !== 'idle' && stage !== 'failed' ? (
              <Stack gap={4} role="status" aria-live="polite">
                <Progress
                  value={progress}
                  animated={busy}
                  striped={busy}
                  aria-label={t('bulkSignup.progress')}
                />
                <Text size="sm">
                  {stage === 'reading'
                    ? t('bulkSignup.reading', { name: file?.name ?? '' })
                    : stage === 'checking'
                      ? t('bulkSignup.checking', { count: people })
                      : t('bulkSignup.done')}
                </Text>
              </Stack>
            ) : null}
            {failure ? (
              <Alert color="red" role="alert" title={t('bulkSignup.failed')}>
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Card>
      {upload.data ? <Report result={upload.data} /> : null}
    </Page>
  );
}

function Report({ result }: { result: BulkSignupResult }) {
  const { t } = useTranslation();
  const refused = result.rows.filter((row) => row.status === 'refused');
  const created = result.rows.filter((row) => row.status === 'created');
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {t('bulkSignup.report')}
      </Title>
      <Group gap="sm">
        <Badge color="teal.9" size="lg" variant="filled">
          {t('bulkSignup.createdCount', { count: result.created })}
        </Badge>
        <Badge
          color={result.refused ? 'red' : 'gray'}
          c={result.refused ? 'red.9' : 'gray.9'}
          size="lg"
          variant="light"
        >
          {t('bulkSignup.refusedCount', { count: result.refused })}
        </Badge>
      </Group>
      {refused.length > 0 ? (
        <Alert
          color="orange"
          title={t('bulkSignup.fixAndResend')}
          styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
        >
          {t('bulkSignup.fixHint')}
        </Alert>
      ) : null}
      <Table striped withTableBorder aria-label={t('bulkSignup.report')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bulkSignup.line')}</Table.Th>
            <Table.Th scope="col">{t('bulkSignup.person')}</Table.Th>
            <Table.Th scope="col">{t('bulkSignup.status')}</Table.Th>
            <Table.Th scope="col">{t('bulkSignup.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...refused, ...created].map((row) => (
            <Table.Tr key={row.line} data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={600}>
                  {row.userName || '–'}
                </Text>
                <Text size="xs" c="gray.7">
                  {row.email || '–'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c={row.status === 'created' ? 'teal.9' : 'red.9'}>
                  {row.status === 'refused'
                    ? t('bulkSignup.refused')
                    : row.invited
                      ? t('bulkSignup.invited')
                      : t('bulkSignup.createdNoMail')}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.messages.length > 0 ? (
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {row.messages.map((message) => (
                      <li key={message}>
                        <Text size="sm">{message}</Text>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Text size="sm" c="gray.7">
                    –
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
