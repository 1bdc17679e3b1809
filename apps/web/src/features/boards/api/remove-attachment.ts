import type { mediaEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useReloadSections } from './reload-sections.ts';

type Api = typeof mediaEndpoints;

/** DELETE /posts/{id}/attachments/{attachmentID}; the sections reload. */
export function useRemoveAttachment(boardId: number, sectionId: number) {
  const reload = useReloadSections(boardId);
  return useMutation({
    mutationFn: (attachmentId: number) =>
      call<Api['section']['remove']>(
        { method: 'DELETE', path: '/posts/:id/attachments/:attachmentID' },
        { params: { id: sectionId, attachmentID: attachmentId } },
      ),
    onSuccess: reload,
  });
}
