import type { AdminUser } from '@makerboard/shared';
import { USER_TYPES, type UserType } from '@makerboard/shared/constants';
import { Badge, Button, Group, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllAwards, useSetAwardPermissions, useSetDisabled, useSetUserType } from '../api/users.ts';
import { ErrorAlert } from './kit.tsx';

/** The kind of account (student, teacher, mentor…), as admins set it (PUT /users/{username}/userType). */
function UserTypeField({ user, readOnly }: { user: AdminUser; readOnly: boolean }) {
  const { t } = useTranslation();
  const save = useSetUserType(user.userName);
  const [value, setValue] = useState<UserType>(user.userType as UserType);
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('admin.users.userType')}
          value={value}
          disabled={readOnly}
          onChange={(e) => setValue(e.currentTarget.value as UserType)}
          data={USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
          w={240}
        />
        {readOnly ? null : (
          <Button
            variant="default"
            disabled={value === user.userType}
            loading={save.isPending}
            onClick={() => save.mutate(value)}
          >
            {t('admin.users.saveUserType')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={save.error} />
      {save.isSuccess && value === user.userType ? (
        <Text size="sm" c="teal.9" role="status">
          {t('admin.users.savedShort')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The awards the person may give on boards (a judge of a special award, a partner's jury). */
function AwardPermissionsField({ user, readOnly }: { user: AdminUser; readOnly: boolean }) {
  const { t } = useTranslation();
  const awards = useAllAwards();
  const save = useSetAwardPermissions(user);
  const [value, setValue] = useState<string[] | null>(null);
  const current = value ?? user.awardIDs.map(String);
  const changed = value !== null && [...value].sort().join() !== user.awardIDs.map(String).sort().join();
  return (
    <Stack gap={6}>
      <MultiSelect
        label={t('admin.users.awards')}
        description={t('admin.users.awardsHint')}
        placeholder={current.length ? undefined : t('admin.users.noAwards')}
        data={(awards.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={current}
        onChange={setValue}
        disabled={readOnly || awards.isPending}
        searchable
        clearable
        nothingFoundMessage={t('admin.users.noAwardFound')}
      />
      {readOnly ? null : (
        <Group>
          <Button
            variant="default"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate(current.map(Number), { onSuccess: () => setValue(null) })}
          >
            {t('admin.users.saveAwards')}
          </Button>
        </Group>
      )}
      <ErrorAlert error={save.error ?? awards.error} />
      {save.isSuccess && value === null ? (
        <Text size="sm" c="teal.9" role="status">
          {t('admin.users.savedShort')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Disable the account (it cannot sign in, its sessions end) or enable it again, after asking. */
function DisableField({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const save = useSetDisabled(user.userName);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        {user.disabled ? (
          <Button variant="default" loading={save.isPending} onClick={() => save.mutate(false)}>
            {t('admin.users.enable')}
          </Button>
        ) : (
          <Button
            variant="outline"
            color="red.9"
            loading={save.isPending}
            onClick={() => {
              if (window.confirm(t('admin.users.disableConfirm', { name: user.userName }))) save.mutate(true);
            }}
          >
            {t('admin.users.disable')}
          </Button>
        )}
        <Text size="sm" c="gray.7">
          {user.disabled ? t('admin.users.disabledHint') : t('admin.users.disableHint')}
        </Text>
      </Group>
      <ErrorAlert error={save.error} />
    </Stack>
  );
}

/** Whether the account is disabled, beside the person's name. */
export function DisabledBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return user.disabled ? (
    <Badge color="red.9" variant="outline">
      {t('admin.users.disabled')}
    </Badge>
  ) : null;
}

/**
 * The account part of the people screen (issue 13 item 7): the kind of account, the awards the
 * person may give, and disabling the account. Analytics read it; only admins change it.
 */
export function PersonAccount({ user, readOnly }: { user: AdminUser; readOnly: boolean }) {
  return (
    <Stack gap="md">
      <UserTypeField user={user} readOnly={readOnly} />
      <AwardPermissionsField user={user} readOnly={readOnly} />
      {readOnly ? null : <DisableField user={user} />}
    </Stack>
  );
}
