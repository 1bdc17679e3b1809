import type { BodyOf, judgingEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';

type Api = typeof judgingEndpoints;

/** POST /judging/register: offers to judge at a fair (expertise, languages, grade bands). */
export function useRegisterJudge() {
  return useMutation({
    mutationFn: (body: BodyOf<Api['register']>) =>
      call<Api['register']>({ method: 'POST', path: '/judging/register' }, { body }),
  });
}
