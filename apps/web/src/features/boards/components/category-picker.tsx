import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { currentLanguage } from '../../../i18n/index.ts';

export function useCategoryTree() {
  const language = currentLanguage();
  return useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
  });
}

/** Pick one or more categories from the GET /categories tree, grouped by top-level category. */
export function CategoryPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
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
  return (
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
}
