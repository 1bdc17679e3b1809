import type { Board, boardEndpoints, ItemsOf, ResultOf, SearchHighlight } from '@makerboard/shared';
import { Card, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenShown } from '../../../components/first-paint.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { BoardCard } from './board-card.tsx';

export function BoardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="lg"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder padding={0} radius="md">
          <Skeleton h={140} radius={0} />
          <Stack p="md" gap="xs">
            <Skeleton h={18} w="80%" />
            <Skeleton h={12} w="50%" />
            <Skeleton h={12} w="30%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * Boards in a grid; found by a search, each with where it matched (`highlights`). The covers of the
 * first `eagerCovers` cards load at once (a list at the top of its page), the others lazily.
 */
export function BoardGrid({
  boards,
  headingLevel,
  highlights,
  eagerCovers = 0,
}: {
  boards: Board[];
  headingLevel?: 2 | 3 | 4;
  highlights?: SearchHighlight[];
  eagerCovers?: number;
}) {
  const matched = new Map(highlights?.map((h) => [h.id, h]));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {boards.map((board, index) => (
        <BoardCard
          key={board.id}
          board={board}
          highlight={matched.get(board.id)}
          eagerCover={index < eagerCovers}
          {...(headingLevel ? { headingLevel } : {})}
        />
      ))}
    </SimpleGrid>
  );
}

const NOT_YET: Board[] = [];

/**
 * A grid that arrived with a list's answer: its cards render in the background, in slices a slow
 * phone can interleave with input and painting (a dozen cards is one long task otherwise), while the
 * skeletons stay; boards added by "load more" join the same way, below the ones already shown.
 */
function ArrivingBoardGrid({
  boards,
  headingLevel,
}: {
  boards: Board[];
  headingLevel?: 2 | 3 | 4 | undefined;
}) {
  const shown = useDeferredValue(boards, NOT_YET);
  // A page showing the server's first screen meanwhile (home) swaps it for this grid once it is in.
  useFirstScreenShown(shown !== NOT_YET || boards.length === 0);
  if (shown === NOT_YET && boards.length > 0) return <BoardSkeletons count={Math.min(boards.length, 6)} />;
  // A paged list is its page's main content: its first covers are the first screen's largest paint.
  return <BoardGrid boards={shown} eagerCovers={3} {...(headingLevel ? { headingLevel } : {})} />;
}

/** Pages of boards as the board lists answer them (GET /projects and the lists of the same shape). */
type BoardPages = InfiniteData<ItemsOf<ResultOf<(typeof boardEndpoints)['list']>>, unknown>;

/** A paged board list: skeletons while loading, an error with retry, an empty state, "load more". */
export function InfiniteBoardGrid({
  query,
  empty,
  headingLevel,
}: {
  query: UseInfiniteQueryResult<BoardPages>;
  empty: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loading={<BoardSkeletons />}
      empty={empty}
      isEmpty={(data) => data.pages.every((page) => page.projects.length === 0)}
    >
      {(data) => {
        const boards = data.pages.flatMap((page) => page.projects);
        const total = data.pages[0]?.total ?? boards.length;
        return (
          <Stack gap="lg">
            <ArrivingBoardGrid boards={boards} headingLevel={headingLevel} />
            <Center>
              <Stack gap={6} align="center">
                <Text size="sm" c="gray.7" role="status">
                  {t('boards.shown', { shown: boards.length, total })}
                </Text>
                <LoadMore query={query} center={false} />
              </Stack>
            </Center>
          </Stack>
        );
      }}
    </QueryState>
  );
}
