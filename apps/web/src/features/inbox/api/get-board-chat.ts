import type { conversationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof conversationEndpoints;

/**
 * GET /conversations/project/{projectID}: a board's chat, for its members; a team's channel of it
 * (`chatType` other than `project`) at /conversations/project/{projectID}/{chatType}.
 */
export async function getBoardChat(projectID: number, chatType: string, signal?: AbortSignal) {
  const answer =
    chatType === 'project'
      ? await call<Api['boardChat']>(
          { method: 'GET', path: '/conversations/project/:projectID' },
          { params: { projectID }, signal },
        )
      : await call<Api['boardTeamChat']>(
          { method: 'GET', path: '/conversations/project/:projectID/:chatType' },
          { params: { projectID, chatType }, signal },
        );
  return answer.conversation;
}
