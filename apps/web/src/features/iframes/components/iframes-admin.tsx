import type { Iframe } from '@makerboard/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useEvents, useIframeHosts, useIframes, useIframeWrites } from '../api.ts';

/** The hosts frames may come from: add one, take one off (its frames stop showing). */
function HostsList() {
  const { t } = useTranslation();
  const hosts = useIframeHosts();
  const writes = useIframeWrites();
  const [host, setHost] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    writes.addHost.mutate(host.trim(), { onSuccess: () => setHost('') });
  };
  const failure = writes.addHost.error ?? writes.removeHost.error;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="iframe-hosts">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="iframe-hosts">
          {t('iframes.admin.hosts')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('iframes.admin.hostsHint')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        <QueryState
          query={hosts}
          isEmpty={(data) => data.hosts.length === 0}
          empty={<Text size="sm">{t('iframes.admin.noHosts')}</Text>}
        >
          {(data) => (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.hosts.map((h) => (
                <Group key={h.id} component="li" justify="space-between" wrap="nowrap">
                  <Text ff="monospace" size="sm">
                    {h.host}
                  </Text>
                  <Button
                    size="xs"
                    color="red.9"
                    variant="outline"
                    onClick={() => writes.removeHost.mutate(h.id)}
                    aria-label={t('iframes.admin.removeOne', { name: h.host })}
                  >
                    {t('iframes.admin.remove')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </QueryState>
        <form onSubmit={add}>
          <Group align="flex-end">
            <TextInput
              label={t('iframes.admin.host')}
              placeholder="video.example.org"
              required
              value={host}
              onChange={(e) => setHost(e.currentTarget.value)}
            />
            <Button type="submit" loading={writes.addHost.isPending}>
              {t('iframes.admin.addHost')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

/** One frame: its slug, title and address, saved or removed. */
function FrameEditor({ iframe }: { iframe: Iframe }) {
  const { t } = useTranslation();
  const writes = useIframeWrites();
  const [form, setForm] = useState({ slug: iframe.slug, title: iframe.title, src: iframe.src });
  const failure = writes.update.error ?? writes.remove.error;
  const save = (event: FormEvent) => {
    event.preventDefault();
    writes.update.mutate({ eventId: iframe.eventId, body: { ...form, src: form.src.trim() } });
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={save} aria-label={iframe.title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{iframe.eventName}</Text>
          {iframe.allowed ? null : (
            <Badge color="red.9" variant="outline">
              {t('iframes.admin.hostOff')}
            </Badge>
          )}
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('iframes.admin.slug')}
            required
            value={form.slug}
            onChange={(e) => setForm({ ...form, slug: e.currentTarget.value })}
          />
          <TextInput
            label={t('iframes.admin.title')}
            required
            value={form.title}
            onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
          <TextInput
            label={t('iframes.admin.src')}
            type="url"
            required
            value={form.src}
            onChange={(e) => setForm({ ...form, src: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="default" loading={writes.update.isPending}>
            {t('iframes.admin.save')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            onClick={() => writes.remove.mutate(iframe.eventId)}
            aria-label={t('iframes.admin.removeOne', { name: iframe.title })}
          >
            {t('iframes.admin.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const blank = { eventId: null as string | null, slug: '', title: '', src: '' };

/**
 * The admin area's iframes section (`admin/iframes/list`): the hosts frames may come from, and a
 * frame per event and route slug (spec/000 §3 Iframe). A slug that names a page of the site
 * (`scienceday`, `bsef`, `schools`, `oster-contest`) shows the frame on that page.
 */
export function IframesAdminScreen() {
  const { t } = useTranslation();
  const frames = useIframes();
  const events = useEvents();
  const writes = useIframeWrites();
  const [form, setForm] = useState(blank);
  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!form.eventId) return;
    writes.create.mutate(
      { eventId: Number(form.eventId), slug: form.slug.trim(), title: form.title, src: form.src.trim() },
      { onSuccess: () => setForm(blank) },
    );
  };
  const eventOptions = (events.data?.fairs ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <Stack gap="xl">
      <HostsList />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-iframe">
        <form onSubmit={create}>
          <Stack gap="sm">
            <Title order={2} fz="lg" id="new-iframe">
              {t('iframes.admin.new')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('iframes.admin.newHint')}
            </Text>
            {writes.create.error ? (
              <Alert color="red" role="alert">
                {errorMessage(writes.create.error)}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('iframes.admin.event')}
                data={eventOptions}
                value={form.eventId}
                onChange={(eventId) => setForm({ ...form, eventId })}
                searchable
                required
                nothingFoundMessage={t('iframes.admin.noEvents')}
              />
              <TextInput
                label={t('iframes.admin.slug')}
                description={t('iframes.admin.slugHint')}
                required
                value={form.slug}
                onChange={(e) => setForm({ ...form, slug: e.currentTarget.value })}
              />
              <TextInput
                label={t('iframes.admin.title')}
                required
                value={form.title}
                onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
              />
              <TextInput
                label={t('iframes.admin.src')}
                type="url"
                required
                value={form.src}
                onChange={(e) => setForm({ ...form, src: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={writes.create.isPending}>
                {t('iframes.admin.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <QueryState
        query={frames}
        isEmpty={(data) => data.iframes.length === 0}
        empty={<Text c="gray.7">{t('iframes.admin.empty')}</Text>}
      >
        {(data) => (
          <Stack gap="md">
            {data.iframes.map((iframe) => (
              <FrameEditor key={`${iframe.id}-${iframe.updatedAt}`} iframe={iframe} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
