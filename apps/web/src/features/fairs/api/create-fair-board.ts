import type { boardEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';

type Api = typeof boardEndpoints;

/**
 * The `?create=true` flow of a fair page (spec/001 §2, /ysc/?create=true): starts a private draft
 * board named after the fair, to be filled in and submitted.
 */
export function useCreateFairBoard() {
  return useMutation({
    mutationFn: (input: { title: string; description: string; categories: number[] }) =>
      call<Api['create']>(
        { method: 'POST', path: '/projects' },
        {
          body: {
            title: input.title,
            description: input.description,
            categories: input.categories,
            sections: [{ title: '', body: '<p></p>' }],
            isPrivate: true,
          },
        },
      ),
  });
}
