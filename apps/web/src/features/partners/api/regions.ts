import type { BodyOf, regionEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { partnerKeys } from './keys.ts';

type Api = typeof regionEndpoints;

/** GET /regions/provinces: every province with its regions. */
export const useProvinces = () =>
  useQuery({
    queryKey: partnerKeys.provinces(),
    queryFn: ({ signal }) =>
      call<Api['provinces']>({ method: 'GET', path: '/regions/provinces' }, { signal }),
  });

/** GET /regions/{id}: a region with its banners and sponsors. */
export const useRegion = (id: number | null) =>
  useQuery({
    queryKey: partnerKeys.region(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/regions/:id' }, { params: { id: id ?? 0 }, signal }),
  });

/** Admin writes of a region's banners and sponsors. */
export function useRegionWrites(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: partnerKeys.region(id) });
  return {
    addBanner: useMutation({
      mutationFn: (body: BodyOf<Api['addBanner']>) =>
        call<Api['addBanner']>({ method: 'POST', path: '/regions/:id/banners' }, { params: { id }, body }),
      onSuccess: refresh,
    }),
    removeBanner: useMutation({
      mutationFn: (bannerID: number) =>
        call<Api['removeBanner']>(
          { method: 'DELETE', path: '/regions/:id/banners/:bannerID' },
          { params: { id, bannerID } },
        ),
      onSuccess: refresh,
    }),
    addSponsor: useMutation({
      mutationFn: (body: BodyOf<Api['addSponsor']>) =>
        call<Api['addSponsor']>({ method: 'POST', path: '/regions/:id/sponsors' }, { params: { id }, body }),
      onSuccess: refresh,
    }),
    removeSponsor: useMutation({
      mutationFn: (sponsorID: number) =>
        call<Api['removeSponsor']>(
          { method: 'DELETE', path: '/regions/:id/sponsors/:sponsorID' },
          { params: { id, sponsorID } },
        ),
      onSuccess: refresh,
    }),
  };
}

/** Admin writes of provinces and regions: a new province, a new region in a province. */
export function useRegionAdmin() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: partnerKeys.provinces() });
  return {
    createProvince: useMutation({
      mutationFn: (body: BodyOf<Api['createProvince']>) =>
        call<Api['createProvince']>({ method: 'POST', path: '/regions/provinces' }, { body }),
      onSuccess: refresh,
    }),
    createRegion: useMutation({
      mutationFn: (body: BodyOf<Api['create']>) =>
        call<Api['create']>({ method: 'POST', path: '/regions' }, { body }),
      onSuccess: refresh,
    }),
  };
}
