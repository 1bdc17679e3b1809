import {
  type PartnerResource,
  RESOURCE_KINDS,
  type ResourceKind,
  type ResourcesWithSection,
} from '@makerboard/shared';
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
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
import { useEmbedHosts, useResourceAdmin, useResourceLibrary } from '../api/resources.ts';

type FormValues = {
  sectionID: string;
  kind: ResourceKind;
  title: string;
  description: string;
  url: string;
  image: string;
  isVideo: boolean;
  startsAt: string;
  questions: string;
};
const EMPTY: FormValues = {
  sectionID: '',
  kind: 'ebook',
  title: '',
  description: '',
  url: '',
  image: '',
  isVideo: false,
  startsAt: '',
  questions: '',
};

/** An instant as a datetime-local field shows it: the local date and time to the minute. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const valuesOf = (r: PartnerResource): FormValues => ({
  sectionID: String(r.sectionID),
  kind: r.kind,
  title: r.title,
  description: r.description,
  url: r.url ?? '',
  image: r.image ?? '',
  isVideo: r.isVideo,
  startsAt: localInput(r.startsAt),
  questions: r.questions.join('\n'),
});

/** The fields as the contract takes them (a gated resource's link stays as it is when not shown). */
function bodyOf(form: FormValues, fallbackSection: number | undefined) {
  return {
    sectionID: Number(form.sectionID || fallbackSection),
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
  };
}

/** A resource's fields, for a new resource and for changing one. */
function ResourceForm({
  id,
  heading,
  initial,
  sections,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  keepLink = false,
}: {
  id: string;
  heading: string;
  initial: FormValues;
  sections: ResourcesWithSection[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (form: FormValues, reset: () => void) => void;
  onCancel?: () => void;
  keepLink?: boolean;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const set = (key: keyof FormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form, () => setForm({ ...EMPTY, sectionID: form.sectionID }));
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Title order={2} fz="lg" id={id}>
            {heading}
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
            description={keepLink ? t('resources.adminEdit.keepLink') : t('resources.admin.httpsOnly')}
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
          <Group gap="sm">
            <Button type="submit" color="blue.8" loading={pending}>
              {submitLabel}
            </Button>
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('resources.adminEdit.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A section's new title, saved in place (PUT /partnerResource/sections/{id}); its address stays. */
function RenameSection({
  section,
  pending,
  onSave,
  onCancel,
}: {
  section: ResourcesWithSection;
  pending: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(section.title);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(title.trim());
      }}
      aria-label={t('resources.adminEdit.renameNamed', { title: section.title })}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('resources.admin.sectionTitle')}
          description={t('resources.adminEdit.renameHint', { path: `/resources/${section.slug}` })}
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" loading={pending}>
          {t('resources.adminEdit.renameSave')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('resources.adminEdit.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** The hosts whose videos embed: listed, added and removed (the whole list is saved each time). */
function EmbedHosts() {
  const { t } = useTranslation();
  const { hosts, save } = useEmbedHosts();
  const [host, setHost] = useState('');
  const list = hosts.data?.hosts ?? [];
  const add = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...list, host.trim().toLowerCase()], { onSuccess: () => setHost('') });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="embed-hosts">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="embed-hosts">
          {t('resources.adminEdit.hostsTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('resources.adminEdit.hostsHint')}
        </Text>
        {hosts.isError || save.error ? (
          <Alert color="red" role="alert">
            {errorMessage(hosts.error ?? save.error)}
          </Alert>
        ) : null}
        {list.length ? (
          <Group gap="xs">
            {list.map((h) => (
              <Group key={h} gap={4} wrap="nowrap">
                <Text size="sm" ff="monospace">
                  {h}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('resources.adminEdit.removeHost', { host: h })}
                  onClick={() => save.mutate(list.filter((x) => x !== h))}
                />
              </Group>
            ))}
          </Group>
        ) : hosts.data ? (
          <Text size="sm" c="gray.7">
            {t('resources.adminEdit.noHosts')}
          </Text>
        ) : null}
        <form onSubmit={add}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('resources.adminEdit.host')}
              placeholder="www.youtube-nocookie.com"
              required
              maxLength={253}
              value={host}
              onChange={(e) => setHost(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" variant="default" loading={save.isPending}>
              {t('resources.adminEdit.addHost')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

/**
 * The admin area's resources section (`admin/resources/library`): sections, and resources in them
 * (webinars with their start, gated downloads with their questions), for admins and resource editors.
 */
export function ResourcesAdminScreen({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const library = useResourceLibrary(undefined);
  const admin = useResourceAdmin();
  const [section, setSection] = useState({ title: '', slug: '' });
  const [editing, setEditing] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const failure =
    admin.updateSection.error ??
    admin.createSection.error ??
    admin.create.error ??
    admin.update.error ??
    admin.remove.error ??
    admin.removeSection.error;
  if (library.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(library.error)}
      </Alert>
    );
  if (!library.data) return <Loader aria-label={t('common.loading')} />;
  const sections = library.data.resourcesWithSections;
  const addSection = (event: FormEvent) => {
    event.preventDefault();
    admin.createSection.mutate(
      { title: section.title, slug: section.slug.trim(), position: sections.length },
      { onSuccess: () => setSection({ title: '', slug: '' }) },
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
            <ResourceForm
              id="resource-form"
              heading={t('resources.admin.newResource')}
              initial={EMPTY}
              sections={sections}
              submitLabel={t('resources.admin.addResource')}
              pending={admin.create.isPending}
              onSubmit={(form, reset) =>
                admin.create.mutate(bodyOf(form, sections[0]?.id), { onSuccess: reset })
              }
            />
          ) : null}
        </SimpleGrid>
      )}
      {readOnly ? null : <EmbedHosts />}
      {admin.update.isSuccess && editing === null ? (
        <Text c="teal.9" role="status">
          {t('resources.adminEdit.saved')}
        </Text>
      ) : null}
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
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    color="teal"
                    c="teal.9"
                    size="xs"
                    aria-label={t('resources.adminEdit.renameNamed', { title: s.title })}
                    onClick={() => setRenaming(s.id)}
                  >
                    {t('resources.adminEdit.rename')}
                  </Button>
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
                </Group>
              )}
            </Group>
            {renaming === s.id && !readOnly ? (
              <RenameSection
                section={s}
                pending={admin.updateSection.isPending}
                onSave={(title) =>
                  admin.updateSection.mutate(
                    { id: s.id, body: { title } },
                    { onSuccess: () => setRenaming(null) },
                  )
                }
                onCancel={() => setRenaming(null)}
              />
            ) : null}
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
                          <Group gap={4} wrap="nowrap">
                            <Button
                              variant="subtle"
                              size="xs"
                              aria-label={t('resources.adminEdit.editNamed', { title: r.title })}
                              onClick={() => setEditing(r.id)}
                            >
                              {t('resources.adminEdit.edit')}
                            </Button>
                            <Button
                              color="red"
                              variant="subtle"
                              size="xs"
                              aria-label={t('resources.admin.deleteResourceNamed', { title: r.title })}
                              onClick={() => {
                                if (
                                  window.confirm(t('resources.adminEdit.confirmResource', { title: r.title }))
                                )
                                  admin.remove.mutate(r.id);
                              }}
                            >
                              {t('resources.admin.deleteResource')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text c="gray.7">{t('resources.sectionEmpty')}</Text>
            )}
            {s.resources
              .filter((r) => r.id === editing)
              .map((r) => (
                <ResourceForm
                  key={r.id}
                  id={`edit-resource-${r.id}`}
                  heading={t('resources.adminEdit.editTitle', { title: r.title })}
                  initial={valuesOf(r)}
                  sections={sections}
                  submitLabel={t('resources.adminEdit.save')}
                  pending={admin.update.isPending}
                  keepLink={r.gated}
                  onSubmit={(form) => {
                    // A gated resource's link is never sent out: left empty, it stays as it is.
                    const { url, ...rest } = bodyOf(form, r.sectionID);
                    admin.update.mutate(
                      { id: r.id, body: r.gated && !url ? rest : { ...rest, url } },
                      { onSuccess: () => setEditing(null) },
                    );
                  }}
                  onCancel={() => setEditing(null)}
                />
              ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
