import type { AuditoriumVideo } from '@makerboard/shared';
import {
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { languageName, useAuditoriums } from '../../auditorium/index.ts';
import { uploadFile } from '../../media/index.ts';
import { useAuditoriumById, useAuditoriumWrites } from '../api/auditoriums.ts';
import { AdminPanel, ErrorAlert, RemoveButton, useFields } from './kit.tsx';

/** Languages offered for a video (any BCP 47 code of a language and region works on the server). */
const VIDEO_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'tr',
  'uk',
  'ar',
  'zh',
  'ja',
];

/** Mantine's placeholder grey is too light to read (WCAG AA); the hint's own grey is not. */
const PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

const PHASE_COLOUR: Record<string, string> = { ready: 'teal.9', failed: 'red.9' };

/** One language of a video given: a video file of the admin's, uploaded now, and WebVTT captions if any. */
function AddLanguage({ video }: { video: AuditoriumVideo }) {
  const { t, i18n } = useTranslation();
  const writes = useAuditoriumWrites();
  const [language, setLanguage] = useState(
    () => VIDEO_LANGUAGES.find((code) => !video.languages.some((l) => l.language === code)) ?? 'en',
  );
  const [file, setFile] = useState<File | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const upload = await uploadFile(file, setProgress);
      const text = captions ? await captions.text() : null;
      await writes.setLanguage.mutateAsync({
        id: video.id,
        language,
        body: { uploadID: upload.id, captions: text },
      });
      setFile(null);
      setCaptions(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setProgress(null);
    }
  };
  const given = new Set(video.languages.map((l) => l.language));
  return (
    <form onSubmit={submit} aria-label={t('admin.auditoriums.addLanguageTo', { title: video.title })}>
      <Stack gap="xs">
        <ErrorAlert error={failure} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('admin.auditoriums.language')}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value)}
            data={VIDEO_LANGUAGES.map((code) => ({
              value: code,
              label: `${languageName(code, i18n.language)} (${code})${given.has(code) ? ` · ${t('admin.auditoriums.replaces')}` : ''}`,
            }))}
          />
          <FileInput
            label={t('admin.auditoriums.videoFile')}
            accept="video/*"
            required
            clearable
            value={file}
            onChange={setFile}
            placeholder={t('admin.auditoriums.choose')}
            styles={PLACEHOLDER}
          />
          <FileInput
            label={t('admin.auditoriums.captions')}
            description={t('admin.auditoriums.captionsHint')}
            accept=".vtt,text/vtt"
            clearable
            value={captions}
            onChange={setCaptions}
            placeholder={t('admin.auditoriums.choose')}
            styles={PLACEHOLDER}
          />
        </SimpleGrid>
        {progress !== null ? (
          <Progress value={progress * 100} aria-label={t('admin.auditoriums.uploading')} />
        ) : null}
        <Group>
          <Button type="submit" variant="default" loading={progress !== null || writes.setLanguage.isPending}>
            {t('admin.auditoriums.addLanguage')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A video: its languages with their phase and captions, and a new language. */
function VideoCard({ video, readOnly }: { video: AuditoriumVideo; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const writes = useAuditoriumWrites();
  const failure = writes.removeVideo.error ?? writes.removeLanguage.error;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`video-${video.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={`video-${video.id}`}>
            {video.title}
          </Text>
          {readOnly ? null : (
            <RemoveButton
              label={t('admin.auditoriums.removeVideo', { title: video.title })}
              confirm={t('admin.auditoriums.confirmVideo', { title: video.title })}
              loading={writes.removeVideo.isPending}
              onRemove={() => writes.removeVideo.mutate(video.id)}
            />
          )}
        </Group>
        <ErrorAlert error={failure} />
        {video.languages.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('admin.auditoriums.noLanguages')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.auditoriums.language')}</Table.Th>
                  <Table.Th>{t('admin.auditoriums.phase')}</Table.Th>
                  <Table.Th>{t('admin.auditoriums.captions')}</Table.Th>
                  {readOnly ? null : <Table.Th>{t('admin.auditoriums.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {video.languages.map((l) => {
                  const name = `${languageName(l.language, i18n.language)} (${l.language})`;
                  return (
                    <Table.Tr key={l.language}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td>
                        <Badge color={PHASE_COLOUR[l.status] ?? 'gray.8'} variant="outline">
                          {t(`admin.auditoriums.phases.${l.status}`, { defaultValue: l.status })}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {l.captionsUrl ? (
                          <Anchor href={l.captionsUrl} target="_blank" rel="noopener" size="sm">
                            {t('admin.auditoriums.captionsGiven')}
                          </Anchor>
                        ) : (
                          <Text size="sm" c="gray.7">
                            {t('admin.auditoriums.noCaptions')}
                          </Text>
                        )}
                      </Table.Td>
                      {readOnly ? null : (
                        <Table.Td>
                          <RemoveButton
                            label={t('admin.auditoriums.removeLanguage', {
                              language: name,
                              title: video.title,
                            })}
                            onRemove={() =>
                              writes.removeLanguage.mutate({ id: video.id, language: l.language })
                            }
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {readOnly ? null : <AddLanguage video={video} />}
      </Stack>
    </Paper>
  );
}

/** One auditorium: its title and description, its page, its videos; deleted with them. */
function AuditoriumEditor({
  id,
  readOnly,
  onRemoved,
}: {
  id: number;
  readOnly: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const query = useAuditoriumById(id);
  const writes = useAuditoriumWrites();
  const [videoTitle, setVideoTitle] = useState('');
  return (
    <QueryState query={query}>
      {({ auditorium }) => (
        <Stack gap="md">
          <AdminPanel
            id="auditorium-details"
            title={auditorium.title}
            error={writes.update.error ?? writes.remove.error}
          >
            <Anchor component={Link} to={to(`/auditorium/${auditorium.slug}`)} size="sm">
              {t('admin.auditoriums.open', { path: `/auditorium/${auditorium.slug}` })}
            </Anchor>
            {readOnly ? null : (
              <DetailsForm
                key={`${auditorium.id}-${auditorium.title}-${auditorium.description}`}
                initial={{ title: auditorium.title, description: auditorium.description }}
                pending={writes.update.isPending}
                onSave={(body) => writes.update.mutate({ id: auditorium.id, body })}
                onRemove={() => writes.remove.mutate(auditorium.id, { onSuccess: onRemoved })}
                name={auditorium.title}
              />
            )}
          </AdminPanel>
          <AdminPanel
            id="auditorium-videos"
            title={t('admin.auditoriums.videos')}
            hint={t('admin.auditoriums.videosHint')}
            error={writes.addVideo.error}
          >
            {readOnly ? null : (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  writes.addVideo.mutate(
                    { id: auditorium.id, title: videoTitle },
                    { onSuccess: () => setVideoTitle('') },
                  );
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={t('admin.auditoriums.videoTitle')}
                    required
                    maxLength={200}
                    value={videoTitle}
                    onChange={(e) => setVideoTitle(e.currentTarget.value)}
                    style={{ flex: 1, minWidth: 200 }}
                  />
                  <Button type="submit" loading={writes.addVideo.isPending}>
                    {t('admin.auditoriums.addVideo')}
                  </Button>
                </Group>
              </form>
            )}
            {auditorium.videos.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('admin.auditoriums.noVideos')}
              </Text>
            ) : (
              auditorium.videos.map((video) => <VideoCard key={video.id} video={video} readOnly={readOnly} />)
            )}
          </AdminPanel>
        </Stack>
      )}
    </QueryState>
  );
}

function DetailsForm({
  initial,
  pending,
  onSave,
  onRemove,
  name,
}: {
  initial: { title: string; description: string };
  pending: boolean;
  onSave: (body: { title: string; description: string }) => void;
  onRemove: () => void;
  name: string;
}) {
  const { t } = useTranslation();
  const { values, field } = useFields(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <Stack gap="xs">
        <TextInput label={t('admin.auditoriums.title')} required maxLength={200} {...field('title')} />
        <Textarea
          label={t('admin.auditoriums.description')}
          autosize
          minRows={2}
          maxLength={2000}
          {...field('description')}
        />
        <Group justify="space-between">
          <Button type="submit" variant="default" loading={pending}>
            {t('common.save')}
          </Button>
          <RemoveButton
            label={t('admin.auditoriums.remove', { title: name })}
            confirm={t('admin.auditoriums.confirmRemove', { title: name })}
            onRemove={onRemove}
          >
            {t('admin.auditoriums.removeShort')}
          </RemoveButton>
        </Group>
      </Stack>
    </form>
  );
}

const BLANK = { slug: '', title: '', description: '' };

/**
 * The admin area's auditoriums section (`admin/auditoriums/list`, spec/000 §2 auditorium/{slug}):
 * auditoriums made, changed and deleted, and each one's videos with their languages and captions.
 * Admins and curators run the event's stage (docs/decisions.md "Auditorium and lobby").
 */
export function AuditoriumsScreen({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const list = useAuditoriums();
  const writes = useAuditoriumWrites();
  const [picked, setPicked] = useState<string | null>(null);
  const { values, field, reset } = useFields(BLANK);
  const create = (event: FormEvent) => {
    event.preventDefault();
    writes.create.mutate(
      { slug: values.slug.trim(), title: values.title, description: values.description },
      {
        onSuccess: ({ auditorium }) => {
          reset();
          setPicked(String(auditorium.id));
        },
      },
    );
  };
  return (
    <Stack gap="xl">
      {readOnly ? null : (
        <AdminPanel
          id="new-auditorium"
          title={t('admin.auditoriums.new')}
          hint={t('admin.auditoriums.newHint')}
          error={writes.create.error}
        >
          <form onSubmit={create}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('admin.auditoriums.slug')}
                  description={t('admin.auditoriums.slugHint')}
                  required
                  maxLength={80}
                  {...field('slug')}
                />
                <TextInput
                  label={t('admin.auditoriums.title')}
                  required
                  maxLength={200}
                  {...field('title')}
                />
              </SimpleGrid>
              <Textarea
                label={t('admin.auditoriums.description')}
                autosize
                minRows={2}
                maxLength={2000}
                {...field('description')}
              />
              <Group>
                <Button type="submit" loading={writes.create.isPending}>
                  {t('admin.auditoriums.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </AdminPanel>
      )}
      <QueryState
        query={list}
        isEmpty={(data) => data.auditoriums.length === 0}
        empty={<Text c="gray.7">{t('admin.auditoriums.empty')}</Text>}
      >
        {(data) => (
          <Stack gap="md">
            <Select
              label={t('admin.auditoriums.pick')}
              placeholder={t('admin.auditoriums.placeholder')}
              data={data.auditoriums.map((a) => ({ value: String(a.id), label: `${a.title} (/${a.slug})` }))}
              value={picked}
              onChange={setPicked}
              searchable
              nothingFoundMessage={t('admin.auditoriums.none')}
              maw={420}
            />
            {picked ? (
              <AuditoriumEditor
                key={picked}
                id={Number(picked)}
                readOnly={readOnly}
                onRemoved={() => setPicked(null)}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
