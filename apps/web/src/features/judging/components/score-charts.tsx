import { Alert, Box, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useDistribution } from '../api/results.ts';

export interface ScoreRow {
  key: string;
  label: string;
  totals: number[];
}

const LABEL = 170;
const WIDTH = 640;
const ROW = 26;
const AXIS = 22;
const DOT = 4;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (value: number) => String(Math.round(value * 100) / 100);
const shorten = (label: string) => (label.length > 24 ? `${label.slice(0, 23)}…` : label);

/**
 * A dot chart drawn as SVG: one row per judge or board, one dot per total on the scale 0 to
 * `max`, equal totals stacked, and a bar at the row's mean. Its text alternative is the table
 * under it (rows, scores, mean, lowest, highest), which screen readers reach from the figure.
 */
export function DotChart({
  title,
  hint,
  rows,
  max,
}: {
  title: string;
  hint: string;
  rows: ScoreRow[];
  max: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const scale = max > 0 ? max : Math.max(1, ...rows.flatMap((r) => r.totals));
  const plot = WIDTH - LABEL - 16;
  const x = (value: number) => LABEL + (Math.min(Math.max(value, 0), scale) / scale) * plot;
  const height = AXIS + rows.length * ROW + 4;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * scale * 100) / 100);
  return (
    <Stack gap={6} component="figure" m={0} aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <Title order={3} fz="md" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" id={`${id}-hint`}>
        {hint}
      </Text>
      <ScrollArea.Autosize mah={420} type="auto">
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          style={{ maxWidth: WIDTH, display: 'block' }}
          role="img"
          aria-label={t('judging.charts.figure', { title })}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={AXIS - 4}
                y2={height}
                stroke="var(--mantine-color-gray-3)"
                strokeWidth={1}
              />
              <text
                x={x(tick)}
                y={AXIS - 8}
                fontSize={11}
                textAnchor="middle"
                fill="var(--mantine-color-gray-7)"
              >
                {fmt(tick)}
              </text>
            </g>
          ))}
          {rows.map((row, i) => {
            const y = AXIS + i * ROW + ROW / 2;
            const seen = new Map<number, number>();
            return (
              <g key={row.key}>
                <text x={LABEL - 8} y={y + 4} fontSize={12} textAnchor="end" fill="var(--mantine-color-text)">
                  {shorten(row.label)}
                </text>
                {row.totals.map((total, j) => {
                  const stack = seen.get(total) ?? 0;
                  seen.set(total, stack + 1);
                  const offset =
                    stack === 0 ? 0 : (stack % 2 === 1 ? -1 : 1) * Math.ceil(stack / 2) * (DOT + 1);
                  return (
                    <circle
                      // biome-ignore lint/suspicious/noArrayIndexKey: equal totals are distinct scores
                      key={j}
                      cx={x(total)}
                      cy={y + Math.max(-ROW / 2 + DOT, Math.min(ROW / 2 - DOT, offset))}
                      r={DOT}
                      fill="var(--mantine-color-teal-9)"
                      fillOpacity={0.75}
                    />
                  );
                })}
                {row.totals.length ? (
                  <line
                    x1={x(mean(row.totals))}
                    x2={x(mean(row.totals))}
                    y1={y - ROW / 2 + 3}
                    y2={y + ROW / 2 - 3}
                    stroke="var(--mantine-color-red-9)"
                    strokeWidth={2.5}
                  />
                ) : null}
              </g>
            );
          })}
        </svg>
      </ScrollArea.Autosize>
      <Box component="details">
        <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
          {t('judging.charts.table', { title })}
        </Text>
        <Table striped aria-label={title} mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('judging.charts.name')}</Table.Th>
              <Table.Th>{t('judging.charts.count')}</Table.Th>
              <Table.Th>{t('judging.charts.mean')}</Table.Th>
              <Table.Th>{t('judging.charts.min')}</Table.Th>
              <Table.Th>{t('judging.charts.max')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{row.totals.length}</Table.Td>
                <Table.Td>{row.totals.length ? mean(row.totals).toFixed(2) : '–'}</Table.Td>
                <Table.Td>{row.totals.length ? fmt(row.totals[0]!) : '–'}</Table.Td>
                <Table.Td>{row.totals.length ? fmt(row.totals[row.totals.length - 1]!) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/**
 * The score distributions of the Results tab (issue 11): per judge, to see who marks harshly or
 * generously, and per board, to see where judges agree. Judges with most scores lowest on
 * average come first; boards by mean, highest first.
 */
export function ScoreCharts({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const distribution = useDistribution(fairId);
  if (distribution.isPending) return <Loader aria-label={t('common.loading')} />;
  if (distribution.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(distribution.error)}
      </Alert>
    );
  const { judges, boards, maxTotal } = distribution.data;
  if (!judges.length) return <Text c="gray.7">{t('judging.results.empty')}</Text>;
  const byMean = (a: ScoreRow, b: ScoreRow) =>
    (b.totals.length ? mean(b.totals) : -1) - (a.totals.length ? mean(a.totals) : -1) ||
    a.label.localeCompare(b.label);
  return (
    <Stack gap="xl">
      <DotChart
        title={t('judging.charts.byJudge')}
        hint={t('judging.charts.byJudgeHint')}
        max={maxTotal}
        rows={judges.map((j) => ({ key: j.userName, label: j.userName, totals: j.totals })).sort(byMean)}
      />
      <DotChart
        title={t('judging.charts.byBoard')}
        hint={t('judging.charts.byBoardHint')}
        max={maxTotal}
        rows={boards
          .filter((b) => b.totals.length)
          .map((b) => ({ key: String(b.id), label: b.title, totals: b.totals }))
          .sort(byMean)}
      />
    </Stack>
  );
}
