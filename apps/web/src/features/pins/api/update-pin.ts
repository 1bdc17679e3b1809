import type { mediaEndpoints, pinEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { uploadForm } from '../../../api/upload.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/**
 * Sets one's pin: an image uploaded first (POST /uploads), then PUT /user/{username}/pin with its
 * URL as the upload answered it; `questions` for a booth.
 */
export function useUpdatePin(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, url, questions }: { file?: File; url?: string; questions?: string[] }) => {
      let pinURL = url;
      if (file) {
        const form = new FormData();
        form.append('file', file);
        const { upload } = await uploadForm<(typeof mediaEndpoints)['upload']>(
          { method: 'POST', path: '/uploads' },
          form,
        );
        pinURL = upload.url ?? undefined;
      }
      if (!pinURL) throw new Error('no image');
      return call<Api['update']>(
        { method: 'PUT', path: '/user/:username/pin' },
        { params: { username }, body: { pinURL, ...(questions ? { questions } : {}) } },
      );
    },
    onSuccess: (result) => client.setQueryData(pinKeys.pin(username), result),
  });
}
