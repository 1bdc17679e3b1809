import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { BoardGrid } from '../../boards/index.ts';
import { useFinalists } from '../api/finalists.ts';

/** finalists (spec/000 §2): the boards that received an award. */
export function FinalistsPage() {
  const { t } = useTranslation();
  const list = useFinalists();
  const boards = list.data?.pages.flatMap((p) => p.projects) ?? [];
  return (
    <Page title={t('awards.finalists.title')} description={t('awards.finalists.intro')} size="lg">
      {list.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data && boards.length === 0 ? <Text c="gray.7">{t('awards.finalists.empty')}</Text> : null}
      <Stack gap="lg">
        <BoardGrid boards={boards} headingLevel={2} />
        {list.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('awards.finalists.more')}
          </Button>
        ) : null}
      </Stack>
    </Page>
  );
}

export default FinalistsPage;
