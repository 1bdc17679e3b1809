import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useMaintenance, useSetMaintenance } from '../api/users.ts';
import { Loading } from './loading.tsx';

/** The maintenance switch (admin/system/maintenance): while on, everyone but admins sees the maintenance page. */
export function MaintenanceScreen({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const state = useMaintenance();
  const set = useSetMaintenance();
  return (
    <QueryState loading={<Loading />} query={state}>
      {({ enabled }) => (
        <Stack gap="sm">
          <Switch
            checked={enabled}
            disabled={readOnly || set.isPending}
            onChange={(e) => set.mutate(e.currentTarget.checked)}
            label={t('admin.maintenance.switch')}
            description={t('admin.maintenance.hint')}
          />
          <Text size="sm" role="status">
            {enabled ? t('admin.maintenance.on') : t('admin.maintenance.off')}
          </Text>
          {set.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(set.error)}
            </Alert>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
