import type { conversationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';
import { useParticipantMutation } from './participant-mutation.ts';

type Api = typeof conversationEndpoints;

/** POST /conversations/{id}/users `{userName, isSupervisor}`: a supervisor adds someone. */
export const useAddParticipant = (conversationId: number) =>
  useParticipantMutation(({ userName, isSupervisor }: { userName: string; isSupervisor: boolean }) =>
    call<Api['addUser']>(
      { method: 'POST', path: '/conversations/:id/users' },
      { params: { id: conversationId }, body: { userName, isSupervisor } },
    ),
  );
