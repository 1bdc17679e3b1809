import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Chip,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useJudgingBoards, useTagFilter } from '../api/boards.ts';
import { downloadReport, useResults } from '../api/results.ts';
import { useTeams } from '../api/teams.ts';
import { ScoreCharts } from './score-charts.tsx';

const FIELDS = ['normalized', 'raw', 'judges', 'teams'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_KEYS: Record<Field, string> = {
  normalized: 'judging.results.fieldNormalized',
  raw: 'judging.results.fieldRaw',
  judges: 'judging.results.fieldJudges',
  teams: 'judging.results.fieldTeams',
};
const DEFAULT_FIELDS: Field[] = ['normalized', 'raw', 'judges'];
/** The fields an organiser chose stay chosen in this browser (card-field selection, spec/000 §2). */
const FIELDS_KEY = 'makerboard.judging.resultFields';

function savedFields(): Field[] {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(FIELDS_KEY) ?? 'null');
    if (Array.isArray(saved)) return FIELDS.filter((field) => saved.includes(field));
  } catch {
    // A broken or unreadable value: the defaults.
  }
  return DEFAULT_FIELDS;
}

/**
 * The results (spec/000 §2 judging view, §5 filter; issue 11 item 5): raw and normalised scores
 * side by side with the number of judges, ties shown as ties, answer-tag filters, the fields to
 * show, the score order (descending by default) and the report as CSV or Excel.
 */
export function ResultsPanel({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const [sort, setSort] = useState<'desc' | 'asc'>('desc');
  const [optionIds, setOptionIds] = useState<number[]>([]);
  const [fields, setFieldsState] = useState<Field[]>(savedFields);
  const setFields = (next: Field[]) => {
    setFieldsState(next);
    try {
      globalThis.localStorage?.setItem(FIELDS_KEY, JSON.stringify(next));
    } catch {
      // Private browsing without storage: the choice lasts for this visit.
    }
  };
  const teams = useTeams(fairId);
  const teamsOf = (boardId: number) =>
    (teams.data ?? [])
      .filter((team) => team.projectIDs.includes(boardId))
      .map((team) => team.name)
      .join(', ');
  const [reportError, setReportError] = useState<string | null>(null);
  const boards = useJudgingBoards(fairId);
  const boardIds = (boards.data ?? []).map((b) => b.id);
  const filter = useTagFilter(fairId, boardIds);
  const results = useResults(fairId, sort, optionIds);
  const rows = results.data?.projects ?? [];
  const ranks = new Map<number, number>();
  for (const row of rows) ranks.set(row.rank, (ranks.get(row.rank) ?? 0) + 1);
  const show = (field: Field) => fields.includes(field);
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('judging.results.explain')}
      </Text>
      <Group align="flex-end" gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="judging-sort">
            {t('judging.results.sort')}
          </Text>
          <SegmentedControl
            aria-labelledby="judging-sort"
            value={sort}
            onChange={(v) => setSort(v === 'asc' ? 'asc' : 'desc')}
            data={[
              { value: 'desc', label: t('judging.results.desc') },
              { value: 'asc', label: t('judging.results.asc') },
            ]}
          />
        </Stack>
        <Checkbox.Group
          label={t('judging.results.fields')}
          value={fields}
          onChange={(v) => setFields(v as Field[])}
        >
          <Group gap="md" mt={6}>
            {FIELDS.map((field) => (
              <Checkbox key={field} value={field} label={t(FIELD_KEYS[field])} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              onClick={() => {
                setReportError(null);
                downloadReport(fairId, format).catch((e: unknown) => setReportError(errorMessage(e)));
              }}
            >
              {t(`judging.results.${format}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {reportError ? (
        <Alert color="red" role="alert">
          {reportError}
        </Alert>
      ) : null}
      {filter.data && filter.data.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('judging.results.filter')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('judging.results.filterHint')}
          </Text>
          {filter.data.map((question) => (
            <Stack key={question.pollID} gap={4}>
              <Text size="sm" fw={500}>
                {question.question}
              </Text>
              <Group gap="xs">
                {question.options.map((option) => (
                  <Chip
                    key={option.id}
                    size="sm"
                    checked={optionIds.includes(option.id)}
                    onChange={(on) =>
                      setOptionIds((ids) =>
                        on ? [...ids, option.id].sort((a, b) => a - b) : ids.filter((i) => i !== option.id),
                      )
                    }
                  >
                    {option.tag ? `${option.text} (${option.tag})` : option.text}
                  </Chip>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {results.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {results.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(results.error)}
        </Alert>
      ) : null}
      {results.data ? (
        <Stack gap="xs">
          <Text size="sm">{t('judging.results.maxTotal', { max: results.data.maxTotal })}</Text>
          {rows.length === 0 ? (
            <Text c="gray.7">
              {t(optionIds.length ? 'judging.results.noMatch' : 'judging.results.empty')}
            </Text>
          ) : (
            <Table striped aria-label={t('judging.tabs.results')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('judging.results.rank')}</Table.Th>
                  <Table.Th>{t('judging.results.board')}</Table.Th>
                  {FIELDS.filter(show).map((field) => (
                    <Table.Th key={field}>{t(FIELD_KEYS[field])}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.rank}
                      {(ranks.get(row.rank) ?? 0) > 1 ? ` (${t('judging.results.tie')})` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={to(`/story/${row.id}`)}>
                        {row.title}
                      </Anchor>
                    </Table.Td>
                    {show('normalized') ? <Table.Td>{row.normalizedScore.toFixed(2)}</Table.Td> : null}
                    {show('raw') ? <Table.Td>{row.rawScore.toFixed(2)}</Table.Td> : null}
                    {show('judges') ? <Table.Td>{row.judgeCount}</Table.Td> : null}
                    {show('teams') ? <Table.Td>{teamsOf(row.id) || '–'}</Table.Td> : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
      {results.data && rows.some((row) => row.judgeCount > 0) ? <ScoreCharts fairId={fairId} /> : null}
    </Stack>
  );
}
