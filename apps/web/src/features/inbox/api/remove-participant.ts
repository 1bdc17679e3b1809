import type { conversationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useParticipantMutation } from './participant-mutation.ts';

type Api = typeof conversationEndpoints;

/** DELETE /conversations/{id}/users/{userName}: one's own name leaves, another's is a supervisor's removal. */
export const useRemoveParticipant = (conversationId: number) =>
  useParticipantMutation((userName: string) =>
    call<Api['removeUser']>(
      { method: 'DELETE', path: '/conversations/:id/users/:userName' },
      { params: { id: conversationId, userName } },
    ),
  );
