import type { AuditoriumVideo, VideoLanguage } from '@makerboard/shared';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useAuditorium } from '../api/get-auditorium.ts';

/** A language's name in the page's language ("Deutsch" → "German" on an English page). */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The language shown first: the page's own when the video has it, else the first one given. */
function firstLanguage(languages: VideoLanguage[], page: string): string | null {
  return (languages.find((l) => l.language === page) ?? languages[0])?.language ?? null;
}

/** One video: a native player with the chosen language's file and captions, and the language picker. */
function VideoPlayer({ video }: { video: AuditoriumVideo }) {
  const { t, i18n } = useTranslation();
  const page = i18n.language || currentLanguage();
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? firstLanguage(video.languages, page);
  const current = video.languages.find((l) => l.language === language);
  const pickerId = `video-${video.id}-language`;
  if (!current) return <Text c="gray.7">{t('auditorium.noLanguages')}</Text>;
  const name = languageName(current.language, page);
  return (
    <Stack gap="sm">
      {current.status === 'ready' && current.url ? (
        // biome-ignore lint/a11y/useMediaCaption: the <track> is there whenever the language has captions; not every talk is given with them.
        <video
          key={current.url}
          controls
          preload="metadata"
          poster={current.posterUrl ?? undefined}
          lang={current.language}
          aria-label={t('auditorium.playerLabel', { title: video.title, language: name })}
          style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
          data-language={current.language}
        >
          <source src={current.url} type="video/mp4" />
          {current.captionsUrl ? (
            <track
              kind="captions"
              src={current.captionsUrl}
              srcLang={current.language}
              label={t('auditorium.captionsLabel', { language: name })}
              default
            />
          ) : null}
        </video>
      ) : current.status === 'failed' ? (
        <Alert color="red" role="alert">
          {t('auditorium.failed')}
        </Alert>
      ) : (
        <Alert color="blue" role="status">
          {t('auditorium.preparing')}
        </Alert>
      )}
      {video.languages.length > 1 ? (
        <Radio.Group
          id={pickerId}
          label={t('auditorium.language')}
          value={current.language}
          onChange={setChosen}
        >
          <Group gap="md" mt={6}>
            {video.languages.map((l) => (
              <Radio
                key={l.language}
                value={l.language}
                label={languageName(l.language, page)}
                lang={l.language}
              />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      <Text size="sm" c="gray.7">
        {current.captionsUrl ? t('auditorium.captionsOn', { language: name }) : t('auditorium.noCaptions')}
      </Text>
    </Stack>
  );
}

/** auditorium/{auditoriumSlug}: the event's stage, a video at a time in the language picked. */
export function AuditoriumPage() {
  const { t } = useTranslation();
  const { auditoriumSlug = '' } = useParams();
  const query = useAuditorium(auditoriumSlug);
  const [videoId, setVideoId] = useState<number | null>(null);
  const auditorium = query.data?.auditorium;
  const video = useMemo(
    () => auditorium?.videos.find((v) => v.id === videoId) ?? auditorium?.videos[0],
    [auditorium, videoId],
  );
  return (
    <Page
      title={auditorium?.title ?? t('auditorium.title')}
      description={auditorium?.description || undefined}
      size="lg"
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.auditorium.videos.length === 0}
        empty={<Text c="gray.7">{t('auditorium.empty')}</Text>}
      >
        {({ auditorium: a }) => (
          <Stack gap="lg">
            {video ? (
              <Stack gap="xs" component="section" aria-labelledby="auditorium-video-title">
                <Title order={2} fz="xl" id="auditorium-video-title">
                  {video.title}
                </Title>
                <VideoPlayer key={video.id} video={video} />
              </Stack>
            ) : null}
            {a.videos.length > 1 ? (
              <Stack gap="xs" component="nav" aria-label={t('auditorium.otherVideos')}>
                <Title order={2} fz="lg">
                  {t('auditorium.otherVideos')}
                </Title>
                <Group gap="xs">
                  {a.videos.map((v) => (
                    <Button
                      key={v.id}
                      variant={v.id === video?.id ? 'filled' : 'light'}
                      aria-pressed={v.id === video?.id}
                      onClick={() => setVideoId(v.id)}
                    >
                      {v.title}
                    </Button>
                  ))}
                </Group>
              </Stack>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
