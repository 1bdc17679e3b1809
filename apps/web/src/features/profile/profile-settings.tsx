import type { SelfUser } from '@makerboard/shared';
import {
  EMAIL_FREQUENCIES,
  type EmailFrequency,
  INTEREST_SUBCATEGORIES_MIN,
  SOCIAL_PLATFORMS,
} from '@makerboard/shared/constants';
import { translate } from '@makerboard/shared/messages/index';
import { isValidEmail } from '@makerboard/shared/rules/email';
import { passwordProblems } from '@makerboard/shared/rules/password';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { editingState } from '../../api/flag-store.ts';
import { changePassword, refreshCurrentUser } from '../../api/session.ts';
import { systemApi, systemKeys } from '../../api/system.ts';
import { type PublicProfile, userKeys, usersApi } from '../../api/users.ts';
import { Form } from '../../components/form.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { notify } from '../../components/notify.ts';
import {
  changeLanguage,
  currentLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '../../i18n/index.ts';
import { PicturePicker } from '../media/index.ts';
import { NotificationSwitches, PushSettings } from '../notifications/index.ts';
import { LocationSettings } from './location-settings.tsx';

interface SettingsValues {
  firstName: string;
  lastName: string;
  occupation: string;
  about: string;
  skills: string[];
  interests: string[];
  handles: Record<string, string>;
  language: Language;
  receiveEmails: boolean;
  emailFrequency: EmailFrequency;
}

function useCategoryOptions() {
  const language = currentLanguage();
  const query = useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
  });
  const data = useMemo(
    () =>
      (query.data ?? [])
        .filter((category) => !category.isPrivate && (category.subCategories?.length ?? 0) > 0)
        .map((category) => ({
          group: category.name,
          items: (category.subCategories ?? [])
            .filter((sub) => !sub.isPrivate)
            .map((sub) => ({ value: String(sub.id), label: sub.name })),
        })),
    [query.data],
  );
  return { ...query, options: data };
}

function ProfileForm({ user, profile }: { user: SelfUser; profile: PublicProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useCategoryOptions();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const language = currentLanguage();

  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      occupation: profile.occupation,
      about: profile.about,
      skills: profile.skills,
      interests: profile.interests.map(String),
      handles: Object.fromEntries(
        SOCIAL_PLATFORMS.map((platform) => [
          platform,
          profile.handles.find((h) => h.platform === platform)?.handle ?? '',
        ]),
      ),
      language: isLanguage(user.language) ? user.language : language,
      receiveEmails: user.receiveEmails,
      emailFrequency: user.emailFrequency,
    },
    validate: {
      firstName: (value) => (value.trim() ? null : translate(language, 'NAMES_REQUIRED')),
      lastName: (value) => (value.trim() ? null : translate(language, 'NAMES_REQUIRED')),
      interests: (value) =>
        value.length >= INTEREST_SUBCATEGORIES_MIN ? null : translate(language, 'INTERESTS_MINIMUM'),
    },
  });

  // While the form has unsaved changes the version check runs every 5 minutes (spec/001 §4).
  const dirty = form.isDirty();
  useEffect(() => {
    editingState.set(dirty);
    return () => editingState.set(false);
  }, [dirty]);

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      await usersApi.updateProfile(user.userName, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        occupation: values.occupation.trim(),
        about: values.about.trim(),
        skills: values.skills,
        interests: values.interests.map(Number),
        handles: SOCIAL_PLATFORMS.filter((platform) => values.handles[platform]?.trim()).map((platform) => ({
          platform,
          handle: (values.handles[platform] ?? '').trim(),
        })),
      });
      await usersApi.updateSettings({
        language: values.language,
        receiveEmails: values.receiveEmails,
        emailFrequency: values.emailFrequency,
      });
      await changeLanguage(values.language);
      await queryClient.invalidateQueries({ queryKey: userKeys.profile(user.userName) });
      await refreshCurrentUser();
      form.resetDirty();
      void notify({ color: 'teal', message: t('profile.settings.saved') });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-settings-title">
      <Form gap="md" onSubmit={save}>
        <Title order={2} fz="lg" id="profile-settings-title">
          {t('profile.settings.profileTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('auth.signup.firstName')}
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('auth.signup.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput label={t('profile.fields.occupation')} {...form.getInputProps('occupation')} />
        <Textarea
          label={t('profile.fields.about')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          {...form.getInputProps('about')}
        />
        <TagsInput
          label={t('profile.fields.skills')}
          description={t('profile.settings.skillsHint')}
          maxTags={50}
          clearable
          {...form.getInputProps('skills')}
        />
        <MultiSelect
          label={t('profile.fields.interests')}
          description={t('profile.settings.interestsHint', { count: INTEREST_SUBCATEGORIES_MIN })}
          data={categories.options}
          searchable
          clearable
          required
          nothingFoundMessage={
            categories.isLoading ? t('common.loading') : t('profile.settings.noCategories')
          }
          {...form.getInputProps('interests')}
        />
        {categories.isError ? (
          <Alert color="red" role="alert" py="xs">
            {errorMessage(categories.error)}
          </Alert>
        ) : null}
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('profile.fields.handles')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SOCIAL_PLATFORMS.map((platform) => (
              <TextInput
                key={platform}
                label={t(`profile.platforms.${platform}`)}
                {...form.getInputProps(`handles.${platform}`)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('nav.language')}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Switch
            mt={{ base: 0, sm: 30 }}
            label={t('profile.settings.receiveEmails')}
            {...form.getInputProps('receiveEmails', { type: 'checkbox' })}
          />
          <Select
            label={t('profile.settings.emailFrequency')}
            description={t('profile.settings.emailFrequencyHint')}
            data={EMAIL_FREQUENCIES.map((value) => ({
              value,
              label: t(`profile.settings.frequency.${value}`),
            }))}
            allowDeselect={false}
            disabled={!form.values.receiveEmails}
            {...form.getInputProps('emailFrequency')}
          />
        </SimpleGrid>
        <PushSettings />
        <NotificationSwitches />
        {error ? (
          <Alert color="red" role="alert" py="xs">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

function PasswordForm({ user }: { user: SelfUser }) {
  return user.hasPassword ? <ChangePasswordForm user={user} /> : <CreatePasswordForm />;
}

/** An account made by a school or social login has no password yet: it may create one (issue 14). */
/** What a settings form's last save said: a status when it worked, an alert when it did not. */
function FormStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return null;
  return (
    <Alert color={status.ok ? 'teal' : 'red'} role={status.ok ? 'status' : 'alert'} py="xs">
      {status.text}
    </Alert>
  );
}

function CreatePasswordForm() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => {
        const problem = passwordProblems(value)[0];
        return problem ? translate(language, problem) : null;
      },
      confirm: (value, values) => (value === values.password ? null : t('auth.password.mismatch')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setStatus(null);
    try {
      await usersApi.createPassword(values.password);
      // The section becomes the change-password form once the account has a password.
      void notify({ color: 'teal', message: t('profile.settings.passwordCreated') });
      await refreshCurrentUser();
    } catch (caught) {
      setStatus({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
      <Form gap="sm" onSubmit={submit}>
        <Title order={2} fz="lg" id="password-title">
          {t('profile.settings.createPasswordTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('profile.settings.createPasswordHint')}
        </Text>
        <NewPasswordFields
          label={t('auth.reset.newPassword')}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
        <FormStatus status={status} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} variant="default">
            {t('profile.settings.createPassword')}
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

function ChangePasswordForm({ user }: { user: SelfUser }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', password: '', confirm: '' },
    validate: {
      oldPassword: (value) => (value ? null : t('profile.settings.currentRequired')),
      password: (value, values) => {
        const problem = passwordProblems(value, { oldPassword: values.oldPassword })[0];
        return problem ? translate(language, problem) : null;
      },
      confirm: (value, values) => (value === values.password ? null : t('auth.password.mismatch')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setStatus(null);
    try {
      await changePassword(user.userName, values.password, values.oldPassword);
      form.reset();
      setStatus({ ok: true, text: t('profile.settings.passwordChanged') });
    } catch (caught) {
      setStatus({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
      <Form gap="sm" onSubmit={submit}>
        <Title order={2} fz="lg" id="password-title">
          {t('profile.settings.passwordTitle')}
        </Title>
        <PasswordInput
          label={t('profile.settings.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields
          label={t('auth.reset.newPassword')}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
        <FormStatus status={status} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} variant="default">
            {t('profile.settings.changePassword')}
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

function EmailForm({ user }: { user: SelfUser }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (isValidEmail(value.trim()) ? null : t('auth.signup.errors.email')),
      password: (value) => (value ? null : t('profile.settings.currentRequired')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setStatus(null);
    try {
      await usersApi.changeEmail(values.email.trim(), values.password);
      await refreshCurrentUser();
      form.reset();
      setStatus({ ok: true, text: t('profile.settings.emailChanged') });
    } catch (caught) {
      setStatus({ ok: false, text: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="email-title">
      <Form gap="sm" onSubmit={submit}>
        <Title order={2} fz="lg" id="email-title">
          {t('profile.settings.emailTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('profile.settings.currentEmail', { email: user.email ?? '—' })}
        </Text>
        <TextInput
          label={t('profile.settings.newEmail')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('profile.settings.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <FormStatus status={status} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} variant="default">
            {t('profile.settings.changeEmail')}
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

/** The settings tab, only for oneself. */
/** The profile picture (issue 16, item 3): framed square, saved at once; removable. */
function AvatarForm({ user }: { user: SelfUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (avatarUrl: string | null) => {
    setError(null);
    setBusy(true);
    try {
      await usersApi.updateProfile(user.userName, { avatarUrl });
      await queryClient.invalidateQueries({ queryKey: userKeys.profile(user.userName) });
      await refreshCurrentUser();
      void notify({ color: 'teal', message: t(avatarUrl ? 'picture.avatarSaved' : 'picture.avatarRemoved') });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="avatar-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="avatar-title">
          {t('picture.avatarLabel')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('picture.avatarHint')}
        </Text>
        <Group gap="md">
          <Avatar
            src={user.avatarUrl}
            alt={user.avatarUrl ? t('picture.avatarPreview') : ''}
            size={72}
            radius={72}
            color="teal.9"
            variant="filled"
            data-testid="avatar-preview"
          >
            {user.firstName.slice(0, 1).toUpperCase()}
          </Avatar>
          <PicturePicker
            shape={{ aspect: 1, width: 512 }}
            label={user.avatarUrl ? t('picture.change') : t('picture.upload')}
            onUploaded={(url) => save(url)}
            disabled={busy}
          />
          {user.avatarUrl ? (
            <Button variant="subtle" color="red.9" c="red.9" onClick={() => void save(null)} loading={busy}>
              {t('picture.remove')}
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ProfileSettings({ user, profile }: { user: SelfUser; profile: PublicProfile }) {
  return (
    <Stack gap="lg">
      <AvatarForm user={user} />
      <ProfileForm user={user} profile={profile} />
      <LocationSettings user={user} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PasswordForm user={user} />
        <EmailForm user={user} />
      </SimpleGrid>
    </Stack>
  );
}
