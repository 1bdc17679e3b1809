import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useOnlineCount } from '../api/online-count.ts';
import { Loading } from './loading.tsx';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** admin/system/online: how many people have a live socket now (spec/001 §7 Users: online count). */
export function OnlineCountScreen() {
  const { t } = useTranslation();
  const online = useOnlineCount();
  return (
    <QueryState loading={<Loading />} query={online}>
      {(n) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-live="polite">
            <Figure label={t('admin.online.count')} value={n.count} />
            <Figure label={t('admin.online.signedIn')} value={n.signedIn} />
            <Figure label={t('admin.online.visitors')} value={n.visitors} />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {t('admin.online.hint')}
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}
