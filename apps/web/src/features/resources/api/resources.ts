import type { BodyOf, ResourceKind, resourceEndpoints } from '@makerboard/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { readTracking } from '../../../api/tracking.ts';
import { resourceKeys } from './keys.ts';

type Api = typeof resourceEndpoints;

/** GET /partner/getResources: every section with its resources, of one type or all. */
export const useResourceLibrary = (type: ResourceKind | undefined) =>
  useQuery({
    queryKey: resourceKeys.library(type ?? 'all'),
    queryFn: ({ signal }) =>
      call<Api['getResources']>(
        { method: 'GET', path: '/partner/getResources' },
        { query: type ? { type } : {}, signal },
      ),
  });

/** GET /partnerResource/sections/{slug}: one section (resources/{resourceSlug}) with its resources. */
export const useResourceSection = (slug: string, type: ResourceKind | undefined) =>
  useQuery({
    queryKey: resourceKeys.section(slug, type ?? 'all'),
    queryFn: ({ signal }) =>
      call<Api['section']>(
        { method: 'GET', path: '/partnerResource/sections/:id' },
        { params: { id: slug }, query: type ? { type } : {}, signal },
      ),
  });

/**
 * The webinar registration check (spec/001 §5, §7): with an empty resource id (or no session)
 * the answer is "not registered" without a call.
 */
export function registrationQuery(id: number | null | undefined, signedIn: boolean) {
  const enabled = signedIn && !!id;
  return {
    queryKey: resourceKeys.registration(id ?? 0),
    enabled,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      enabled
        ? call<Api['registration']>(
            { method: 'GET', path: '/resources/:id/registration' },
            { params: { id: id ?? 0 }, signal },
          )
        : Promise.resolve({ isRegistered: false }),
    placeholderData: { isRegistered: false },
  };
}
export const useRegistration = (id: number | null | undefined, signedIn: boolean) =>
  useQuery(registrationQuery(id, signedIn));

/** Registering for a webinar, or cancelling it. */
export function useRegistrationWrites(id: number) {
  const client = useQueryClient();
  const settle = (data: { isRegistered: boolean }) =>
    client.setQueryData(resourceKeys.registration(id), data);
  return {
    register: useMutation({
      mutationFn: () =>
        call<Api['register']>({ method: 'POST', path: '/resources/:id/registration' }, { params: { id } }),
      onSuccess: settle,
    }),
    cancel: useMutation({
      mutationFn: () =>
        call<Api['unregister']>(
          { method: 'DELETE', path: '/resources/:id/registration' },
          { params: { id } },
        ),
      onSuccess: settle,
    }),
  };
}

/**
 * A download: answers first when the resource asks questions, then POST …/download with the
 * campaign kept under utm_params (spec/000 §3), which answers the address to open.
 */
export function useDownload(id: number) {
  return useMutation({
    mutationFn: async (answers: Record<string, string> | null) => {
      if (answers)
        await call<Api['putAnswers']>(
          { method: 'PUT', path: '/resources/:id/answers' },
          { params: { id }, body: { answers } },
        );
      const tracking = readTracking();
      return call<Api['download']>(
        { method: 'POST', path: '/resources/:id/download' },
        {
          params: { id },
          body: {
            utmCampaign: tracking.utmCampaign ?? null,
            utmSource: tracking.utmSource ?? null,
            utmMedium: tracking.utmMedium ?? null,
          },
        },
      );
    },
  });
}

/** The library's writes for admins and resource editors. */
export function useResourceAdmin() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.all });
  return {
    createSection: useMutation({
      mutationFn: (body: BodyOf<Api['createSection']>) =>
        call<Api['createSection']>({ method: 'POST', path: '/partnerResource/sections' }, { body }),
      onSuccess: refresh,
    }),
    removeSection: useMutation({
      mutationFn: (id: number) =>
        call<Api['removeSection']>(
          { method: 'DELETE', path: '/partnerResource/sections/:id' },
          { params: { id } },
        ),
      onSuccess: refresh,
    }),
    create: useMutation({
      mutationFn: (body: BodyOf<Api['create']>) =>
        call<Api['create']>({ method: 'POST', path: '/partnerResource/resources' }, { body }),
      onSuccess: refresh,
    }),
    updateSection: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['updateSection']> }) =>
        call<Api['updateSection']>(
          { method: 'PUT', path: '/partnerResource/sections/:id' },
          { params: { id }, body },
        ),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['update']> }) =>
        call<Api['update']>(
          { method: 'PUT', path: '/partnerResource/resources/:id' },
          { params: { id }, body },
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        call<Api['remove']>({ method: 'DELETE', path: '/partnerResource/resources/:id' }, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

const PAGE_SIZE = 12;

/** GET /partnerResource/resources/{id}: one resource (the resource view, resource/{id}). */
export const useResource = (id: number) =>
  useQuery({
    queryKey: resourceKeys.one(id),
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/partnerResource/resources/:id' }, { params: { id }, signal }),
  });

/** GET /partnerResource/resources: resources of one kind or all, a page at a time (exploreResources). */
export const useResourcesOfKind = (type: ResourceKind | undefined) =>
  useInfiniteQuery({
    queryKey: resourceKeys.kind(type ?? 'all'),
    queryFn: async ({ pageParam, signal }) =>
      asPage(
        'resources',
        await call<Api['list']>(
          { method: 'GET', path: '/partnerResource/resources' },
          { query: { limit: PAGE_SIZE, offset: pageParam, ...(type ? { type } : {}) }, signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.resources.length),
  });

/** GET /resources/{id}/boards: the public boards attached to a resource, latest first. */
export const useResourceBoards = (id: number) =>
  useInfiniteQuery({
    queryKey: resourceKeys.boards(id),
    queryFn: async ({ pageParam, signal }) =>
      asPage(
        'projects',
        await call<Api['boards']>(
          { method: 'GET', path: '/resources/:id/boards' },
          { params: { id }, query: { limit: PAGE_SIZE, offset: pageParam }, signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.projects.length),
  });

/** Attaching a board to a resource and taking it off (the board's owner or editors, or staff). */
export function useResourceBoardWrites(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.boards(id) });
  return {
    attach: useMutation({
      mutationFn: (projectID: number) =>
        call<Api['attachBoard']>(
          { method: 'PUT', path: '/resources/:id/boards/:projectID' },
          { params: { id, projectID } },
        ),
      onSuccess: refresh,
    }),
    detach: useMutation({
      mutationFn: (projectID: number) =>
        call<Api['detachBoard']>(
          { method: 'DELETE', path: '/resources/:id/boards/:projectID' },
          { params: { id, projectID } },
        ),
      onSuccess: refresh,
    }),
  };
}

/** The hosts whose videos may be embedded, read and replaced by admins and resource editors. */
export function useEmbedHosts() {
  const client = useQueryClient();
  return {
    hosts: useQuery({
      queryKey: resourceKeys.embedHosts(),
      queryFn: ({ signal }) =>
        call<Api['embedHosts']>({ method: 'GET', path: '/partnerResource/embedHosts' }, { signal }),
    }),
    save: useMutation({
      mutationFn: (hosts: string[]) =>
        call<Api['putEmbedHosts']>(
          { method: 'PUT', path: '/partnerResource/embedHosts' },
          { body: { hosts } },
        ),
      onSuccess: (data) => {
        client.setQueryData(resourceKeys.embedHosts(), data);
        // Which videos embed changes with the list.
        void client.invalidateQueries({ queryKey: resourceKeys.all });
      },
    }),
  };
}
