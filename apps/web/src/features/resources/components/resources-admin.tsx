import { RESOURCE_KINDS, type ResourceKind } from '@makerboard/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useResourceAdmin, useResourceLibrary } from '../api/resources.ts';

const EMPTY = {
  sectionID: '',
  kind: 'ebook' as ResourceKind,
  title: '',
  description: '',
  url: '',
  image: '',
  isVideo: false,
  startsAt: '',
  questions: '',
};

/**
 * The admin area's resources section (`admin/resources/library`): sections, and resources in them
 * (webinars with their start, gated downloads with their questions), for admins and resource editors.
 */
export function ResourcesAdminScreen({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const library = useResourceLibrary(undefined);
  const admin = useResourceAdmin();
  const [section, setSection] = useState({ title: '', slug: '' });
  const [form, setForm] = useState(EMPTY);
  const failure =
    admin.createSection.error ?? admin.create.error ?? admin.remove.error ?? admin.removeSection.error;
  if (library.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(library.error)}
      </Alert>
    );
  if (!library.data) return <Loader aria-label={t('common.loading')} />;
  const sections = library.data.resourcesWithSections;
  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const addSection = (event: FormEvent) => {
    event.preventDefault();
    admin.createSection.mutate(
      { title: section.title, slug: section.slug.trim(), position: sections.length },
      { onSuccess: () => setSection({ title: '', slug: '' }) },
    );
  };
  const addResource = (event: FormEvent) => {
    event.preventDefault();
    admin.create.mutate(
      {
        sectionID: Number(form.sectionID || sections[0]?.id),
        kind: form.kind,
        title: form.title,
        description: form.description,
        url: form.url.trim() || null,
        image: form.image.trim() || null,
        isVideo: form.isVideo,
        startsAt: form.kind === 'webinar' && form.startsAt ? new Date(form.startsAt).toISOString() : null,
        questions: form.questions
          .split('\n')
          .map((q) => q.trim())
          .filter(Boolean),
      },
      { onSuccess: () => setForm({ ...EMPTY, sectionID: form.sectionID }) },
    );
  };
  return (
    <Stack gap="lg">
      {failure ? (
        <Alert color="red" role="alert">
          {errorMessage(failure)}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="resource-section-form">
            <form onSubmit={addSection}>
              <Stack gap="xs">
                <Title order={2} fz="lg" id="resource-section-form">
                  {t('resources.admin.newSection')}
                </Title>
                <TextInput
                  label={t('resources.admin.sectionTitle')}
                  required
                  maxLength={200}
                  value={section.title}
                  onChange={(e) => {
                    const title = e.currentTarget.value;
                    setSection((s) => ({ ...s, title }));
                  }}
                />
                <TextInput
                  label={t('resources.admin.slug')}
                  description={t('resources.admin.slugHint')}
                  required
                  maxLength={80}
                  value={section.slug}
                  onChange={(e) => {
                    const slug = e.currentTarget.value;
                    setSection((s) => ({ ...s, slug }));
                  }}
                />
                <Button type="submit" loading={admin.createSection.isPending}>
                  {t('resources.admin.addSection')}
                </Button>
              </Stack>
            </form>
          </Paper>
          {sections.length ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="resource-form">
              <form onSubmit={addResource}>
                <Stack gap="xs">
                  <Title order={2} fz="lg" id="resource-form">
                    {t('resources.admin.newResource')}
                  </Title>
                  <NativeSelect
                    label={t('resources.admin.section')}
                    value={form.sectionID || String(sections[0]?.id ?? '')}
                    onChange={set('sectionID')}
                    data={sections.map((s) => ({ value: String(s.id), label: s.title }))}
                  />
                  <NativeSelect
                    label={t('resources.admin.kind')}
                    value={form.kind}
                    onChange={set('kind')}
                    data={RESOURCE_KINDS.map((k) => ({ value: k, label: t(`resources.kinds.${k}`) }))}
                  />
                  <TextInput
                    label={t('resources.admin.title')}
                    required
                    maxLength={200}
                    value={form.title}
                    onChange={set('title')}
                  />
                  <Textarea
                    label={t('resources.admin.description')}
                    maxLength={5000}
                    autosize
                    minRows={2}
                    value={form.description}
                    onChange={set('description')}
                  />
                  <TextInput
                    label={t('resources.admin.url')}
                    description={t('resources.admin.httpsOnly')}
                    value={form.url}
                    onChange={set('url')}
                  />
                  <TextInput label={t('resources.admin.image')} value={form.image} onChange={set('image')} />
                  <Checkbox
                    label={t('resources.admin.isVideo')}
                    checked={form.isVideo}
                    onChange={(e) => {
                      const isVideo = e.currentTarget.checked;
                      setForm((f) => ({ ...f, isVideo }));
                    }}
                  />
                  {form.kind === 'webinar' ? (
                    <TextInput
                      type="datetime-local"
                      label={t('resources.admin.startsAt')}
                      required
                      value={form.startsAt}
                      onChange={set('startsAt')}
                    />
                  ) : null}
                  <Textarea
                    label={t('resources.admin.questions')}
                    description={t('resources.admin.questionsHint')}
                    autosize
                    minRows={2}
                    value={form.questions}
                    onChange={set('questions')}
                  />
                  <Button type="submit" color="blue.8" loading={admin.create.isPending}>
                    {t('resources.admin.addResource')}
                  </Button>
                </Stack>
              </form>
            </Paper>
          ) : null}
        </SimpleGrid>
      )}
      {sections.length === 0 ? <Text c="gray.7">{t('resources.empty')}</Text> : null}
      {sections.map((s) => (
        <Paper
          key={s.id}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby={`admin-section-${s.id}`}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} fz="lg" id={`admin-section-${s.id}`}>
                {s.title}{' '}
                <Text span c="gray.7" fz="sm">
                  /resources/{s.slug}
                </Text>
              </Title>
              {readOnly ? null : (
                <Button
                  color="red"
                  variant="subtle"
                  size="xs"
                  onClick={() => {
                    if (window.confirm(t('resources.admin.confirmSection', { title: s.title })))
                      admin.removeSection.mutate(s.id);
                  }}
                >
                  {t('resources.admin.deleteSection')}
                </Button>
              )}
            </Group>
            {s.resources.length ? (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('resources.admin.title')}</Table.Th>
                    <Table.Th>{t('resources.admin.kind')}</Table.Th>
                    <Table.Th>{t('resources.admin.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.resources.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.title}</Table.Td>
                      <Table.Td>{t(`resources.kinds.${r.kind}`)}</Table.Td>
                      <Table.Td>
                        {readOnly ? null : (
                          <Button
                            color="red"
                            variant="subtle"
                            size="xs"
                            aria-label={t('resources.admin.deleteResourceNamed', { title: r.title })}
                            onClick={() => admin.remove.mutate(r.id)}
                          >
                            {t('resources.admin.deleteResource')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text c="gray.7">{t('resources.sectionEmpty')}</Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
