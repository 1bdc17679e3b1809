import type { BodyOf, carouselEndpoints } from '@makerboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/endpoint.ts';
import { carouselKeys } from './keys.ts';

type Api = typeof carouselEndpoints;

/** GET /banner-carousels/shown: the carousel of home (no category) or of a category page. */
export const shownCarouselOptions = (category: string | undefined) =>
  queryOptions({
    queryKey: carouselKeys.shown(category),
    queryFn: ({ signal }) =>
      call<Api['shown']>(
        { method: 'GET', path: '/banner-carousels/shown' },
        { query: category ? { category } : {}, signal },
      ),
  });
export const useShownCarousel = (category: string | undefined) => useQuery(shownCarouselOptions(category));

/** GET /banner-carousels: every carousel, for the admin section. */
export const useCarousels = () =>
  useQuery({
    queryKey: carouselKeys.list(),
    queryFn: ({ signal }) => call<Api['list']>({ method: 'GET', path: '/banner-carousels' }, { signal }),
  });

/** Admin writes of carousels and their banners; every write refreshes every carousel shown. */
export function useCarouselWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: carouselKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: BodyOf<Api['create']>) =>
        call<Api['create']>({ method: 'POST', path: '/banner-carousels' }, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['update']> }) =>
        call<Api['update']>({ method: 'PUT', path: '/banner-carousels/:id' }, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        call<Api['remove']>({ method: 'DELETE', path: '/banner-carousels/:id' }, { params: { id } }),
      onSuccess,
    }),
    addBanner: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['addBanner']> }) =>
        call<Api['addBanner']>(
          { method: 'POST', path: '/banner-carousels/:id/banners' },
          { params: { id }, body },
        ),
      onSuccess,
    }),
    removeBanner: useMutation({
      mutationFn: ({ id, bannerID }: { id: number; bannerID: number }) =>
        call<Api['removeBanner']>(
          { method: 'DELETE', path: '/banner-carousels/:id/banners/:bannerID' },
          { params: { id, bannerID } },
        ),
      onSuccess,
    }),
  };
}
