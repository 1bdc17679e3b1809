import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors.ts';

/** What the states need of a query (TanStack Query's results fit). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * The states of a read around what it shows: loading (a spinner, or `loading`), an error with its
 * message and a "try again", the `empty` state when `isEmpty(data)`, else `children(data)`.
 */
export function QueryState<T>({
  query,
  children,
  loading,
  errorTitle,
  empty,
  isEmpty,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  errorTitle?: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorTitle ?? t('common.errorTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>{errorMessage(query.error)}</Text>
          <Button size="xs" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      loading ?? (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
