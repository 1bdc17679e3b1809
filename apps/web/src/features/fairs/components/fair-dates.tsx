import type { Fair } from '@makerboard/shared';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A date of a fair in the reader's language, or "to be announced". */
export function useFairDate() {
  const { t, i18n } = useTranslation();
  return (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : t('fairs.tba');
}

/** The fair's open or closed badge. */
export function OpenBadge({ fair }: { fair: Fair }) {
  const { t } = useTranslation();
  return (
    <Badge color={fair.isOpen ? 'teal.9' : 'gray.8'} variant="outline">
      {fair.isOpen ? t('fairs.open') : t('fairs.closed')}
    </Badge>
  );
}

/** The dates of a fair: submission deadline, judging, results (spec/000 §3 Fair). */
export function FairDates({ fair }: { fair: Fair }) {
  const { t } = useTranslation();
  const date = useFairDate();
  const rows = [
    [t('fairs.deadline'), date(fair.submissionDeadline)],
    [t('fairs.judging'), `${date(fair.judgingStart)} – ${date(fair.judgingEnd)}`],
    [t('fairs.results'), date(fair.resultsAt)],
  ];
  return (
    <Table withTableBorder variant="vertical" layout="fixed">
      <Table.Caption>{t('fairs.datesCaption')}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="40%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
        {fair.editingReopened ? (
          <Table.Tr>
            <Table.Th scope="row">{t('fairs.editing')}</Table.Th>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm">{t('fairs.reopened')}</Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
