import type { BodyOf, Category, categoryEndpoints, Language } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { systemKeys } from '../../../api/system.ts';
import { adminKeys } from '../keys.ts';

type Api = typeof categoryEndpoints;

/**
 * GET /categories as an admin sees it: private ones too (the server adds them for staff). Kept under
 * the admin's own key: the shared tree of the other screens is what every visitor sees.
 */
export const useAdminCategories = (language: Language) =>
  useQuery({
    queryKey: adminKeys.categories(language),
    queryFn: async ({ signal }): Promise<Category[]> =>
      (await call<Api['tree']>({ method: 'GET', path: '/categories' }, { query: { language }, signal }))
        .categories,
  });

/** POST /categories and PUT /categories/{id}: each refreshes every category list shown. */
export function useCategoryWrites() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.categories() }),
      client.invalidateQueries({ queryKey: systemKeys.allCategories }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: BodyOf<Api['create']>) =>
        call<Api['create']>({ method: 'POST', path: '/categories' }, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['update']> }) =>
        call<Api['update']>({ method: 'PUT', path: '/categories/:id' }, { params: { id }, body }),
      onSuccess,
    }),
  };
}
