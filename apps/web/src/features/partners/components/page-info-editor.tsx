import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { usePageInfo, usePageInfoWrites } from '../api/page-info.ts';

/**
 * An admin's editor of a partner's page information: an entry is added, or changed when its name
 * exists, and removed. A section of its own, so the admin area can list it among its sections.
 */
export function PageInfoEditor({ partnerID }: { partnerID: number }) {
  const { t } = useTranslation();
  const info = usePageInfo(partnerID);
  const writes = usePageInfoWrites(partnerID);
  const [form, setForm] = useState({ name: '', title: '', description: '', imageUrl: '' });
  const entries = info.data?.pageInfo ?? [];
  const exists = entries.some((entry) => entry.name === form.name.trim());
  const saving = writes.create.isPending || writes.update.isPending;
  const failure = writes.create.error ?? writes.update.error ?? writes.remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name.trim(),
      title: form.title,
      description: form.description,
      imageUrl: form.imageUrl.trim() || null,
    };
    const done = { onSuccess: () => setForm({ name: '', title: '', description: '', imageUrl: '' }) };
    if (exists) writes.update.mutate(body, done);
    else writes.create.mutate(body, done);
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    // The value is read now: React clears the event's currentTarget before the updater runs.
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="page-info-editor">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="page-info-editor">
          {t('partners.editor.title')}
        </Title>
        {entries.map((entry) => (
          <Group key={entry.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              <strong>{entry.name}</strong> {entry.title}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  setForm({
                    name: entry.name,
                    title: entry.title,
                    description: entry.description,
                    imageUrl: entry.imageUrl ?? '',
                  })
                }
                aria-label={t('partners.editor.editOne', { name: entry.name })}
              >
                {t('partners.editor.edit')}
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                loading={writes.remove.isPending && writes.remove.variables === entry.name}
                onClick={() => writes.remove.mutate(entry.name)}
                aria-label={t('partners.editor.removeOne', { name: entry.name })}
              >
                {t('partners.editor.remove')}
              </Button>
            </Group>
          </Group>
        ))}
        <form onSubmit={submit}>
          <Stack gap="xs">
            <TextInput label={t('partners.editor.name')} required maxLength={80} {...field('name')} />
            <TextInput label={t('partners.editor.entryTitle')} maxLength={200} {...field('title')} />
            <Textarea
              label={t('partners.editor.description')}
              autosize
              minRows={3}
              {...field('description')}
            />
            <TextInput
              label={t('partners.editor.imageUrl')}
              description={t('partners.editor.httpsOnly')}
              type="url"
              {...field('imageUrl')}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {errorMessage(failure)}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={saving}>
                {exists ? t('partners.editor.save') : t('partners.editor.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
