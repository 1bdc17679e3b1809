import type { PartnerResource } from '@makerboard/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { safeImage, safeLink } from '../../partners/index.ts';
import { useDownload, useRegistration, useRegistrationWrites } from '../api/resources.ts';

export const STAGE_COLOURS = { upcoming: 'blue.9', live: 'red.9', recorded: 'dark.6' } as const;

/**
 * For someone without an account: sign in, or sign up from this resource (spec/001 §7 "create
 * account from engagement"): the dialog opens on the resource's page, records `resource:{id}` with
 * the new account and, once the e-mail is verified, leaves the person there to download or register.
 */
function SignInOrUp({ resource, signIn }: { resource: PartnerResource; signIn: string }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const engagement = new URLSearchParams({ modal: 'signup', engagement: `resource:${resource.id}` });
  return (
    <Group gap="xs">
      <Button component={Link} to={to('/login')} variant="default" size="xs">
        {signIn}
      </Button>
      <Button component={Link} to={to(`/resource/${resource.id}?${engagement}`)} color="teal.9" size="xs">
        {t('resources.signUp')}
      </Button>
    </Group>
  );
}

/** A webinar's registration: the check, then register or cancel (spec/001 §5, §7). */
export function WebinarRegistration({ resource }: { resource: PartnerResource }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'loggedIn';
  const registration = useRegistration(resource.id, signedIn);
  const writes = useRegistrationWrites(resource.id);
  if (resource.stage === 'recorded') return null;
  if (!signedIn) return <SignInOrUp resource={resource} signIn={t('resources.signInToRegister')} />;
  const failure = writes.register.error ?? writes.cancel.error;
  return (
    <Stack gap={4}>
      {registration.data?.isRegistered ? (
        <Group gap="xs">
          <Text size="sm" c="teal.9" fw={600} role="status">
            {t('resources.registered')}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            loading={writes.cancel.isPending}
            onClick={() => writes.cancel.mutate()}
          >
            {t('resources.cancelRegistration')}
          </Button>
        </Group>
      ) : (
        <Button
          size="xs"
          loading={writes.register.isPending || registration.isFetching}
          onClick={() => writes.register.mutate()}
          aria-label={t('resources.registerFor', { title: resource.title })}
        >
          {t('resources.register')}
        </Button>
      )}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(failure)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A gated download asks its questions first; the address comes back from the server. */
export function GatedDownload({ resource }: { resource: PartnerResource }) {
  const { t } = useTranslation();
  const session = useSession();
  const download = useDownload(resource.id);
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  if (session.status !== 'loggedIn')
    return <SignInOrUp resource={resource} signIn={t('resources.signInToDownload')} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.mutate(resource.questions.length ? answers : null, {
      onSuccess: ({ url }) => {
        const safe = safeLink(url);
        if (safe) window.open(safe, '_blank', 'noopener,noreferrer');
      },
    });
  };
  if (!open)
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('resources.download')}
      </Button>
    );
  return (
    <form onSubmit={submit} aria-label={t('resources.downloadFormFor', { title: resource.title })}>
      <Stack gap="xs">
        {resource.questions.map((question) => (
          <TextInput
            key={question}
            label={question}
            required
            maxLength={1000}
            value={answers[question] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAnswers((a) => ({ ...a, [question]: value }));
            }}
          />
        ))}
        {download.error ? (
          <Alert color="red" role="alert">
            {errorMessage(download.error)}
          </Alert>
        ) : null}
        {download.data ? (
          <Anchor href={safeLink(download.data.url)} target="_blank" rel="noopener noreferrer" size="sm">
            {t('resources.openDownload')}
          </Anchor>
        ) : (
          <Button type="submit" size="xs" loading={download.isPending}>
            {t('resources.download')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/**
 * A resource's video, embedded only when the server gave an embed address (a host an admin lists),
 * else its picture when that is an https address or one of ours; nothing otherwise.
 */
export function ResourceMedia({ resource, lazy = false }: { resource: PartnerResource; lazy?: boolean }) {
  const image = safeImage(resource.image);
  const embed = safeLink(resource.embedUrl);
  if (embed)
    return (
      <iframe
        src={embed}
        title={resource.title}
        {...(lazy ? { loading: 'lazy' as const } : {})}
        allow="fullscreen; picture-in-picture"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        referrerPolicy="no-referrer"
        style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 8 }}
      />
    );
  if (image)
    return (
      <img
        src={image}
        alt=""
        style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
      />
    );
  return null;
}

/** A resource's kind, its webinar stage, and (on its own page) whether its download asks questions first. */
export function ResourceBadges({ resource, gated = false }: { resource: PartnerResource; gated?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Badge variant="filled" color="blue.9">
        {t(`resources.kinds.${resource.kind}`)}
      </Badge>
      {resource.stage ? (
        <Badge color={STAGE_COLOURS[resource.stage]} variant="outline">
          {t(`resources.stages.${resource.stage}`)}
        </Badge>
      ) : null}
      {gated && resource.gated ? (
        <Badge color="dark.6" variant="light">
          {t('resources.view.gated')}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * One resource. Texts are shown as text (never as markup); links only when https; a video is
 * embedded only when the server gave an embed address (a host an admin lists), else a plain link.
 */
export function ResourceCard({ resource }: { resource: PartnerResource }) {
  const { t, i18n } = useTranslation();
  const link = safeLink(resource.url);
  const when = resource.startsAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(resource.startsAt),
      )
    : null;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`resource-${resource.id}`}>
      <Stack gap="sm" h="100%">
        <ResourceMedia resource={resource} lazy />
        <ResourceBadges resource={resource} />
        <Title order={3} fz="lg" id={`resource-${resource.id}`}>
          <Anchor component={Link} to={`/resource/${resource.id}`} inherit c="inherit">
            {resource.title}
          </Anchor>
        </Title>
        {when ? (
          <Text size="sm" c="gray.7">
            {t('resources.startsAt', { when })}
          </Text>
        ) : null}
        {resource.partner ? (
          <Text size="sm" c="gray.7">
            {t('resources.by', { name: resource.partner.title })}
          </Text>
        ) : null}
        <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-line' }}>
          {resource.description}
        </Text>
        <Group gap="sm" justify="space-between" align="flex-end">
          {resource.gated ? (
            <GatedDownload resource={resource} />
          ) : link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
              {resource.isVideo ? t('resources.watch') : t('resources.open')}
            </Anchor>
          ) : (
            <span />
          )}
          {resource.kind === 'webinar' ? <WebinarRegistration resource={resource} /> : null}
        </Group>
      </Stack>
    </Card>
  );
}
