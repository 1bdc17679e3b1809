import type { BodyOf, bulkSignupEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';

type Api = typeof bulkSignupEndpoints;

/** POST /users/signup/bulk: the file's text; answers the per-row report. */
export const bulkSignup = (body: BodyOf<Api['signup']>) =>
  call<Api['signup']>({ method: 'POST', path: '/users/signup/bulk' }, { body });

export const useBulkSignup = () => useMutation({ mutationFn: bulkSignup });
