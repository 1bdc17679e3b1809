import type { conversationEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { inboxKeys } from '../keys.ts';

type Api = typeof conversationEndpoints;

/** The most people the participants panel lists at once (the contract's page limit). */
export const PARTICIPANTS_LIMIT = 100;

/** GET /conversations/{id}/users: its people, supervisors first. */
export function useParticipants(conversationId: number, enabled = true) {
  return useQuery({
    queryKey: inboxKeys.participants(conversationId),
    enabled,
    queryFn: async ({ signal }) =>
      asPage(
        'users',
        await call<Api['users']>(
          { method: 'GET', path: '/conversations/:id/users' },
          { params: { id: conversationId }, query: { limit: PARTICIPANTS_LIMIT, offset: 0 }, signal },
        ),
      ),
  });
}
