import { type Category, LANGUAGES, type Language, SLUG_PATTERN } from '@makerboard/shared';
import {
  Badge,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { languageName } from '../../auditorium/index.ts';
import { useAdminCategories, useCategoryWrites } from '../api/categories.ts';
import { AdminPanel } from './kit.tsx';
import { Loading } from './loading.tsx';

type Texts = Record<Language, { name: string; description: string }>;

/** The texts a category has, per language, blank where it has none. */
function textsOf(category?: Category): Texts {
  const texts = {} as Texts;
  for (const language of LANGUAGES) {
    const given = category?.languages.find((l) => l.language === language);
    texts[language] = { name: given?.name ?? '', description: given?.description ?? '' };
  }
  return texts;
}

/** A lower-case address from an English name: "Space science" → "space-science". */
const slugFrom = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/**
 * Adds or edits one category: its address (slug), where it sits (top level or under a top-level
 * category), whether only staff see it, and its name and description in English (required, the
 * default), German and French. A language left without a name reads the English texts.
 */
function CategoryForm({
  category,
  parents,
  onDone,
}: {
  category?: Category;
  parents: Category[];
  onDone: (saved: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const writes = useCategoryWrites();
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(!!category);
  const [parentID, setParentID] = useState(category?.parentID ?? 0);
  const [isPrivate, setIsPrivate] = useState(category?.isPrivate ?? false);
  const [texts, setTexts] = useState(() => textsOf(category));
  const [checked, setChecked] = useState(false);
  const save = category ? writes.update : writes.create;
  const first = useRef<HTMLInputElement>(null);
  // Opened from a line far down the list: the form comes into view with its first field focused.
  useEffect(() => {
    first.current?.scrollIntoView?.({ block: 'center' });
    first.current?.focus({ preventScroll: true });
  }, []);
  const hasSubcategories = (category?.subCategories.length ?? 0) > 0;

  const setText = (language: Language, key: 'name' | 'description', value: string) => {
    setTexts((all) => ({ ...all, [language]: { ...all[language], [key]: value } }));
    if (language === 'en' && key === 'name' && !slugTouched) setSlug(slugFrom(value));
  };
  const nameError = (language: Language) => {
    const { name, description } = texts[language];
    if (!checked || name.trim()) return undefined;
    return language === 'en' || description.trim() ? t('admin.categories.nameNeeded') : undefined;
  };
  const slugError = checked && !SLUG_PATTERN.test(slug) ? t('admin.categories.slugInvalid') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (
      !SLUG_PATTERN.test(slug) ||
      LANGUAGES.some((l) => !texts[l].name.trim() && (l === 'en' || texts[l].description.trim()))
    )
      return;
    const languages = Object.fromEntries(
      LANGUAGES.filter((l) => texts[l].name.trim()).map((l) => [
        l,
        { name: texts[l].name.trim(), description: texts[l].description.trim() },
      ]),
    ) as { en: { name: string; description: string } };
    const body = { slug, parentID, isPrivate, languages };
    const done = { onSuccess: () => onDone(texts.en.name.trim()) };
    if (category) writes.update.mutate({ id: category.id, body }, done);
    else writes.create.mutate(body, done);
  };

  const title = category
    ? t('admin.categories.editTitle', { name: category.name })
    : t('admin.categories.addTitle');
  return (
    <AdminPanel id="category-form" title={title} error={save.error}>
      <form onSubmit={submit} noValidate aria-labelledby="category-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              ref={first}
              label={t('admin.categories.slug')}
              description={t('admin.categories.slugHint')}
              value={slug}
              required
              error={slugError}
              onChange={(e) => {
                setSlugTouched(true);
                setSlug(e.currentTarget.value.trim());
              }}
            />
            <NativeSelect
              label={t('admin.categories.parent')}
              description={
                hasSubcategories ? t('admin.categories.parentLocked') : t('admin.categories.parentHint')
              }
              value={String(parentID)}
              disabled={hasSubcategories}
              onChange={(e) => setParentID(Number(e.currentTarget.value))}
              data={[
                { value: '0', label: t('admin.categories.topLevel') },
                ...parents
                  .filter((p) => p.id !== category?.id)
                  .map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
          </SimpleGrid>
          <Switch
            label={t('admin.categories.private')}
            description={t('admin.categories.privateHint')}
            checked={isPrivate}
            onChange={(e) => setIsPrivate(e.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            {LANGUAGES.map((language) => (
              <Fieldset key={language} legend={languageName(language, i18n.language)} variant="filled">
                <Stack gap="xs">
                  <TextInput
                    label={t('admin.categories.name')}
                    lang={language}
                    required={language === 'en'}
                    description={language === 'en' ? undefined : t('admin.categories.fallback')}
                    value={texts[language].name}
                    error={nameError(language)}
                    maxLength={80}
                    onChange={(e) => setText(language, 'name', e.currentTarget.value)}
                  />
                  <Textarea
                    label={t('admin.categories.description')}
                    lang={language}
                    autosize
                    minRows={2}
                    maxLength={500}
                    value={texts[language].description}
                    onChange={(e) => setText(language, 'description', e.currentTarget.value)}
                  />
                </Stack>
              </Fieldset>
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {category ? t('admin.categories.save') : t('admin.categories.add')}
            </Button>
            <Button variant="default" onClick={() => onDone('')}>
              {t('admin.categories.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminPanel>
  );
}

/** One category's line: its name, address, whether private, the languages it lacks, and Edit. */
function CategoryLine({ category, onEdit }: { category: Category; onEdit: (c: Category) => void }) {
  const { t } = useTranslation();
  const given = new Set(category.languages.map((l) => l.language));
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={2}>
        <Text fw={category.parentID === 0 ? 600 : 400}>{category.name}</Text>
        <Group gap={6} wrap="wrap">
          <Text size="sm" c="gray.7" ff="monospace">
            /category/{category.slug}
          </Text>
          {category.isPrivate ? (
            <Badge color="grape.9" variant="outline">
              {t('admin.categories.privateBadge')}
            </Badge>
          ) : null}
          {LANGUAGES.filter((language) => !given.has(language)).map((language) => (
            <Badge key={language} variant="outline" color="orange.9" title={t('admin.categories.missing')}>
              {t('admin.categories.missingLanguage', { language })}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Button
        size="xs"
        variant="default"
        onClick={() => onEdit(category)}
        aria-label={t('admin.categories.editNamed', { name: category.name })}
      >
        {t('admin.categories.edit')}
      </Button>
    </Group>
  );
}

/**
 * admin/categories/list: the category tree with private ones, in the admin's language; a category
 * added or edited with its names and descriptions in en, de and fr (spec/000 §3 Category). Boards
 * keep their categories when these change, and search follows the new names.
 */
export function CategoriesScreen() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const tree = useAdminCategories(language);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  const done = (name: string) => {
    setEditing(null);
    setSaved(name);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="gray.7">
          {t('admin.categories.hint')}
        </Text>
        <Button
          onClick={() => {
            setSaved('');
            setEditing('new');
          }}
          disabled={editing === 'new'}
        >
          {t('admin.categories.add')}
        </Button>
      </Group>
      <Text role="status" size="sm" c="teal.9">
        {saved ? t('admin.categories.saved', { name: saved }) : ''}
      </Text>
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? undefined : editing}
          parents={tree.data ?? []}
          onDone={done}
        />
      ) : null}
      <QueryState
        loading={<Loading />}
        query={tree}
        isEmpty={(list) => list.length === 0}
        empty={<Text>{t('admin.categories.none')}</Text>}
      >
        {(list) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((top) => (
              <Paper key={top.id} component="li" withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <CategoryLine
                    category={top}
                    onEdit={(c) => {
                      setSaved('');
                      setEditing(c);
                    }}
                  />
                  {top.subCategories.length ? (
                    <Stack
                      gap="xs"
                      component="ul"
                      aria-label={t('admin.categories.subcategoriesOf', { name: top.name })}
                      style={{ listStyle: 'none', margin: 0, paddingInlineStart: 24 }}
                    >
                      {top.subCategories.map((sub) => (
                        <li key={sub.id}>
                          <CategoryLine
                            category={sub}
                            onEdit={(c) => {
                              setSaved('');
                              setEditing(c);
                            }}
                          />
                        </li>
                      ))}
                    </Stack>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
