import type { BodyOf, reportEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';

type Api = typeof reportEndpoints;

/** POST /reports: a person reports a board, a comment, a message or a person. */
export const useCreateReport = () =>
  useMutation({
    mutationFn: (body: BodyOf<Api['create']>) =>
      call<Api['create']>({ method: 'POST', path: '/reports' }, { body }),
  });
