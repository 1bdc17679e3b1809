import type { mediaEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useReloadSections } from './reload-sections.ts';

type Api = typeof mediaEndpoints;

/** PUT /posts/{id}/attachments/{attachmentID} with a new position; the sections reload. */
export function useMoveAttachment(boardId: number, sectionId: number) {
  const reload = useReloadSections(boardId);
  return useMutation({
    mutationFn: ({ attachmentId, to }: { attachmentId: number; to: number }) =>
      call<Api['section']['update']>(
        { method: 'PUT', path: '/posts/:id/attachments/:attachmentID' },
        { params: { id: sectionId, attachmentID: attachmentId }, body: { priority: to } },
      ),
    onSuccess: reload,
  });
}
