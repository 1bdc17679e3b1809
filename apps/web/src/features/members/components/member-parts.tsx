import type { PublicUser } from '@makerboard/shared';
import { baseRoleOf, isAnonymousRole } from '@makerboard/shared/roles';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';

/**
 * The parts a board's members screen and a section's members screen share: a member's card, the
 * role names, the role picker, the invitation forms.
 */

/** A role's name as people read it: a custom role by its own name, an anonymous one as such. */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: string, customRole?: string | null) => {
    const base = baseRoleOf(role);
    const name = base === 'custom' && customRole ? customRole : t(`members.roles.${base ?? 'viewer'}`);
    return isAnonymousRole(role) ? t('members.anonymousRole', { role: name }) : name;
  };
}

/** One member: name (linking to the profile), "you", the role and "pending"; then what may be done. */
export function MemberCard({
  user,
  name,
  self,
  roleLabel,
  pending,
  actions,
  error,
}: {
  /** Null for a member whose name is hidden (anonymous) or an invitation without an account. */
  user: PublicUser | null;
  name: string;
  self: boolean;
  roleLabel: string;
  pending: boolean;
  actions?: ReactNode;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap={6}>
            {user ? (
              <Anchor component={Link} to={to(`/profile/${user.userName}/about`)} fw={600} c="teal.9">
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            {self ? (
              <Badge size="sm" variant="outline" color="gray.8">
                {t('members.you')}
              </Badge>
            ) : null}
          </Group>
          <Group gap={6}>
            <Badge variant="outline" color="teal.9" tt="none">
              {roleLabel}
            </Badge>
            {pending ? (
              <Badge variant="outline" color="grape.9" tt="none">
                {t('members.pending')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert" mt={6}>
          {errorMessage(error)}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The role of a member, changed in place (named for the member, for screen readers). */
export function RoleSelect({
  name,
  value,
  options,
  disabled,
  onChange,
}: {
  name: string;
  value: string;
  options: { value: string; label: string }[];
  disabled: boolean;
  onChange: (role: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('members.changeRoleFor', { name })}
      value={value}
      disabled={disabled}
      data={options}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A remove (or leave, or decline) button that asks first. */
export function ConfirmButton({
  confirm,
  onConfirmed,
  loading,
  danger,
  children,
}: {
  confirm: string;
  onConfirmed: () => void;
  loading: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={danger ? 'subtle' : 'default'}
      {...(danger ? { color: 'red.9', c: 'red.9' } : {})}
      loading={loading}
      onClick={() => {
        if (window.confirm(confirm)) onConfirmed();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * Inviting one person by username or e-mail address, with a role. `extra` adds fields for the
 * chosen role (a board's custom role name, its anonymous variant); `onInvite` sends and calls
 * `done` once the invitation is made.
 */
export function InviteForm({
  roles,
  initialRole,
  onInvite,
  pending,
  error,
  extra,
}: {
  roles: readonly string[];
  initialRole: string;
  onInvite: (lookup: string, role: string, done: () => void) => void;
  pending: boolean;
  error: unknown;
  extra?: (role: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const label = useRoleLabel();
  const heading = useId();
  const [lookup, setLookup] = useState('');
  const [role, setRole] = useState(initialRole);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const who = lookup.trim();
    onInvite(who, role, () => {
      setSent(who);
      setLookup('');
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={heading}>
          {t('members.inviteTitle')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('members.lookup')}
            description={t('members.lookupHint')}
            value={lookup}
            onChange={(event) => setLookup(event.currentTarget.value)}
            required
            maxLength={254}
            style={{ flex: '1 1 220px' }}
          />
          <NativeSelect
            label={t('members.role')}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value)}
            data={roles.map((r) => ({ value: r, label: label(r) }))}
          />
        </Group>
        {extra?.(role)}
        <Group>
          <Button type="submit" loading={pending} disabled={!lookup.trim()}>
            {t('members.invite')}
          </Button>
        </Group>
        {sent ? (
          <Alert color="teal" role="status">
            {t('members.invited', { name: sent })}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** Splits pasted addresses: commas, semicolons, spaces and new lines all separate. */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ];
}

/** What both bulk invitations answer: who was invited, who was skipped. */
type BulkAnswer = { memberships: unknown[]; skipped: { email: string }[] };

/** Inviting many by e-mail address at once, all as Contributors (spec/000 §6). */
export function BulkInviteForm<T extends BulkAnswer>({
  bulk,
}: {
  bulk: UseMutationResult<T, Error, string[]>;
}) {
  const { t } = useTranslation();
  const heading = useId();
  const [text, setText] = useState('');
  const emails = splitEmails(text);
  return (
    <form
      aria-labelledby={heading}
      onSubmit={(event) => {
        event.preventDefault();
        bulk.mutate(emails, { onSuccess: () => setText('') });
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id={heading}>
          {t('members.bulkTitle')}
        </Title>
        <Textarea
          label={t('members.bulkEmails')}
          description={t('members.bulkHint')}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="default" loading={bulk.isPending} disabled={emails.length === 0}>
            {t('members.bulkInvite', { count: emails.length })}
          </Button>
        </Group>
        {bulk.data ? (
          <Alert color="teal" role="status">
            {t('members.bulkDone', { count: bulk.data.memberships.length })}
            {bulk.data.skipped.length
              ? ` ${t('members.bulkSkipped', { emails: bulk.data.skipped.map((s) => s.email).join(', ') })}`
              : ''}
          </Alert>
        ) : null}
        {bulk.error ? (
          <Alert color="red" role="alert">
            {errorMessage(bulk.error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
