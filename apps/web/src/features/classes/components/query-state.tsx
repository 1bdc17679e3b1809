import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';

/** Loading and error states of a query, with a retry; renders `children` once there is data. */
export function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('common.errorTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>{errorMessage(query.error)}</Text>
          <Button size="xs" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <>{children}</>;
}
