import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A spinner that says what it is to screen readers (a status with a name, never a bare label). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
