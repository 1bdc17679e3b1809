import type { judgingEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { judgingKeys } from './keys.ts';

type Api = typeof judgingEndpoints;

/** GET /judging/registrations: the people who offered to judge at the fair (its organisers read them). */
export function useRegistrations(fairId: number) {
  return useQuery({
    queryKey: [...judgingKeys.fair(fairId), 'registrations'],
    queryFn: ({ signal }) =>
      call<Api['registrations']>(
        { method: 'GET', path: '/judging/registrations' },
        { query: { fairID: fairId }, signal },
      ),
    select: (r) => r.registrations,
  });
}

/** PUT /judging/registrations/{id}: approving makes the person a judge of the fair. */
export function useDecideRegistration(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'declined' }) =>
      call<Api['decideRegistration']>(
        { method: 'PUT', path: '/judging/registrations/:id' },
        { params: { id }, body: { status } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgingKeys.fair(fairId) }),
  });
}
