import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { Icon } from '../../../components/icon.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { type SuggestionText, useSuggestedCategories } from '../api/suggest-categories.ts';

export function useCategoryTree() {
  const language = currentLanguage();
  return useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
  });
}

/**
 * Categories suggested from the board's words (POST /projects/suggestCategories), those not chosen
 * yet, each a button that adds it.
 */
function Suggestions({
  text,
  chosen,
  onAdd,
}: {
  text: SuggestionText;
  chosen: number[];
  onAdd: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(text, 600);
  const suggested = useSuggestedCategories(settled);
  const open = (suggested.data ?? []).filter((c) => !chosen.includes(c.id));
  if (open.length === 0 || chosen.length >= 10) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="gray.7" id="suggested-categories">
        {t('boards.form.suggested')}
      </Text>
      <Group gap={6} role="group" aria-labelledby="suggested-categories">
        {open.map((c) => (
          <Button
            key={c.id}
            size="compact-sm"
            variant="outline"
            color="cyan.9"
            leftSection={<Icon name="plus" />}
            aria-label={t('boards.form.suggestedAdd', { name: c.name })}
            onClick={() => onAdd(c.id)}
          >
            {c.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Pick one or more categories from the GET /categories tree, grouped by top-level category; with
 * `suggestFrom`, the categories that fit the board's words are offered below.
 */
export function CategoryPicker({
  value,
  onChange,
  error,
  suggestFrom,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  suggestFrom?: SuggestionText | undefined;
}) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const data = useMemo(
    () =>
      (tree.data ?? []).map((top) => ({
        group: top.name,
        items: [
          { value: String(top.id), label: top.name },
          ...(top.subCategories ?? []).map((sub) => ({ value: String(sub.id), label: sub.name })),
        ],
      })),
    [tree.data],
  );
  const picker = (
    <MultiSelect
      label={t('boards.form.categories')}
      description={t('boards.form.categoriesHint')}
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      required
      maxValues={10}
      error={error}
      nothingFoundMessage={t('boards.form.noCategory')}
      disabled={tree.isPending}
    />
  );
  if (!suggestFrom) return picker;
  return (
    <Stack gap="xs">
      {picker}
      <Suggestions text={suggestFrom} chosen={value} onAdd={(id) => onChange([...value, id])} />
    </Stack>
  );
}
