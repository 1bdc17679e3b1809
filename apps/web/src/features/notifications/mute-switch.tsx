import type { notificationEndpoints } from '@makerboard/shared';
import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoint.ts';

type Api = typeof notificationEndpoints;

/** What is muted: a board, or a comment thread (any of its comments names it). */
export interface MuteTarget {
  kind: 'board' | 'thread';
  id: number;
}

/** The board's and the thread's calls have the same shape; only the path differs. */
const get = (target: MuteTarget, signal?: AbortSignal) =>
  target.kind === 'board'
    ? call<Api['boardMuted']>(
        { method: 'GET', path: '/projects/:id/notifications' },
        { params: { id: target.id }, signal },
      )
    : call<Api['threadMuted']>(
        { method: 'GET', path: '/comments/:id/notifications' },
        { params: { id: target.id }, signal },
      );
const put = (target: MuteTarget, muted: boolean) =>
  target.kind === 'board'
    ? call<Api['muteBoard']>(
        { method: 'PUT', path: '/projects/:id/notifications' },
        { params: { id: target.id }, body: { muted } },
      )
    : call<Api['muteThread']>(
        { method: 'PUT', path: '/comments/:id/notifications' },
        { params: { id: target.id }, body: { muted } },
      );
const muteKey = (target: MuteTarget) => ['notifications', 'muted', target.kind, target.id] as const;

/**
 * A switch that mutes a board or a comment thread for the signed-in person (issue "The community as
 * a newcomer meets it", item 1): nothing more about it notifies them until they switch it back.
 */
export function MuteSwitch({ target }: { target: MuteTarget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const muted = useQuery({
    queryKey: muteKey(target),
    queryFn: async ({ signal }) => (await get(target, signal)).muted,
  });
  const change = useMutation({
    mutationFn: (next: boolean) => put(target, next),
    onSuccess: (result) => queryClient.setQueryData(muteKey(target), result.muted),
  });
  if (muted.data === undefined) return null;
  return (
    <Switch
      size="xs"
      label={target.kind === 'board' ? t('notifyKinds.muteBoard') : t('notifyKinds.muteThread')}
      checked={change.isPending ? Boolean(change.variables) : muted.data}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
