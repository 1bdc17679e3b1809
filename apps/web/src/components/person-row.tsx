import type { PublicUser } from '@makerboard/shared';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePartnerPath } from './partner-link.tsx';

export function initialsOf(user: Pick<PublicUser, 'firstName' | 'lastName' | 'userName'>) {
  return (
    `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() ||
    user.userName.slice(0, 2).toUpperCase()
  );
}

/** One person in a list: avatar, name linking to the profile, username and type, and an action. */
export function PersonRow({
  user,
  action,
  lead,
}: {
  user: PublicUser;
  action?: ReactNode;
  lead?: ReactNode;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {lead}
        <Avatar src={user.avatarUrl} alt="" color="teal.9" variant="filled" radius="xl">
          {initialsOf(user)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={to(`/profile/${user.userName}/about`)} fw={600} c="dark.8" truncate>
            {user.fullName || user.userName}
          </Anchor>
          <Text size="sm" c="gray.7" truncate>
            @{user.userName} · {t(`userTypes.${user.userType}`, { defaultValue: user.userType })}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}
