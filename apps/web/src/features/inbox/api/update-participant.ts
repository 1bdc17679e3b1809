import type { conversationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useParticipantMutation } from './participant-mutation.ts';

type Api = typeof conversationEndpoints;

/** PUT /conversations/{id}/users/{userName} `{isSupervisor}`: a supervisor promotes or demotes. */
export const useUpdateParticipant = (conversationId: number) =>
  useParticipantMutation(({ userName, isSupervisor }: { userName: string; isSupervisor: boolean }) =>
    call<Api['updateUser']>(
      { method: 'PUT', path: '/conversations/:id/users/:userName' },
      { params: { id: conversationId, userName }, body: { isSupervisor } },
    ),
  );
