import type { BoothStats } from '@makerboard/shared';
import { Box, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * How many visitors collected the booth's pin, by hour: a bar chart drawn in SVG (no chart
 * library for one chart), with the same figures in a table for screen readers.
 */
export function StatsChart({ stats }: { stats: BoothStats }) {
  const { t, i18n } = useTranslation();
  const hours = stats.hours.slice(-24);
  const max = Math.max(1, ...hours.map((h) => h.count));
  const label = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const width = Math.max(hours.length * 28, 84);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('pins.stats.title')}
        </Title>
        <Text size="sm">{t('pins.stats.total', { count: stats.total })}</Text>
        {hours.length === 0 ? (
          <Text c="gray.7">{t('pins.stats.empty')}</Text>
        ) : (
          <>
            <Box style={{ overflowX: 'auto' }}>
              <svg
                viewBox={`0 0 ${width} 140`}
                width={width}
                height={140}
                role="img"
                aria-label={t('pins.stats.chart')}
              >
                {hours.map((h, i) => {
                  const height = (h.count / max) * 110;
                  return (
                    <g key={h.hour}>
                      <rect x={i * 28 + 4} y={120 - height} width={20} height={height} fill="#0b7285" rx={3}>
                        <title>{`${label(h.hour)}: ${h.count}`}</title>
                      </rect>
                      {i % 3 === 0 || hours.length < 4 ? (
                        <text x={i * 28 + 14} y={136} fontSize={9} textAnchor="middle" fill="#495057">
                          {label(h.hour)}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
              </svg>
            </Box>
            <VisuallyHidden>
              <table>
                <caption>{t('pins.stats.chart')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('pins.stats.hour')}</th>
                    <th scope="col">{t('pins.stats.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {hours.map((h) => (
                    <tr key={h.hour}>
                      <td>{label(h.hour)}</td>
                      <td>{h.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
