import { Alert, Anchor, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Icon } from '../../../components/icon.tsx';
import { useBoardSearch } from '../api/search-board.ts';

/** Search inside a board (GET /projects/{id}/search): its sections holding every word, each a link to it. */
export function BoardSearch({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [words] = useDebouncedValue(text.trim(), 300);
  const search = useBoardSearch(boardId, words);
  const asked = words.length >= 2;
  return (
    <Stack gap="xs" role="search" aria-label={t('boards.searchInside.label')}>
      <TextInput
        type="search"
        label={t('boards.searchInside.label')}
        description={t('boards.searchInside.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<Icon name="search" />}
        rightSection={
          asked && search.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null
        }
        maw={480}
      />
      {!asked ? null : search.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(search.error)}
        </Alert>
      ) : search.data ? (
        <div aria-live="polite">
          {search.data.posts.length === 0 ? (
            <Text c="gray.7">{t('boards.searchInside.none', { q: words })}</Text>
          ) : (
            <Stack gap={6}>
              <Text size="sm" c="gray.7">
                {t('boards.searchInside.results', { count: search.data.total })}
              </Text>
              <Stack component="ol" gap={6} m={0} pl="md">
                {search.data.posts.map((hit) => (
                  <li key={hit.id}>
                    <Anchor href={`#section-${hit.id}`} c="teal.9" fw={600}>
                      {hit.title || t('boards.searchInside.untitled')}
                    </Anchor>
                    {hit.excerpt ? (
                      <Text size="sm" c="gray.8">
                        {hit.excerpt}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </div>
      ) : null}
    </Stack>
  );
}
