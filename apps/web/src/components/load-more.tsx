import { Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What "load more" needs of a paged (infinite) query. */
export interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The "load more" button under a paged list: shown while the list has more, busy while it loads. */
export function LoadMore({
  query,
  label,
  center = true,
}: {
  query: Pager;
  label?: string;
  center?: boolean;
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  const button = (
    <Button
      variant="default"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      {...(center ? {} : { style: { alignSelf: 'center' } })}
    >
      {label ?? t('common.loadMore')}
    </Button>
  );
  return center ? <Center>{button}</Center> : button;
}
