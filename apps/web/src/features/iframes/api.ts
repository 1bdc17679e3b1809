import type { BodyOf, fairEndpoints, iframeEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/endpoint.ts';
import { ApiError } from '../../api/errors.ts';
import { iframeKeys } from './keys.ts';

type Api = typeof iframeEndpoints;
type Fairs = typeof fairEndpoints;

/** GET /iframe: every frame, by slug. */
export const useIframes = () =>
  useQuery({
    queryKey: iframeKeys.list(),
    queryFn: ({ signal }) => call<Api['list']>({ method: 'GET', path: '/iframe' }, { signal }),
  });

/** GET /iframe/slug/{slug}: the frame of a route slug; null when the route has none (a 404). */
export const useSlugIframe = (slug: string) =>
  useQuery({
    queryKey: iframeKeys.slug(slug),
    queryFn: async ({ signal }) => {
      try {
        return (
          await call<Api['bySlug']>(
            { method: 'GET', path: '/iframe/slug/:slug' },
            { params: { slug }, signal },
          )
        ).iframe;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** GET /iframe/hosts: the hosts frames may come from (admins). */
export const useIframeHosts = () =>
  useQuery({
    queryKey: iframeKeys.hosts(),
    queryFn: ({ signal }) => call<Api['hosts']>({ method: 'GET', path: '/iframe/hosts' }, { signal }),
  });

/** GET /fairs: the events a frame may belong to. */
export const useEvents = () =>
  useQuery({
    queryKey: iframeKeys.events(),
    queryFn: ({ signal }) => call<Fairs['list']>({ method: 'GET', path: '/fairs' }, { signal }),
  });

/** Admin writes of frames and hosts; each refreshes every frame shown. */
export function useIframeWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: iframeKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: BodyOf<Api['create']>) =>
        call<Api['create']>({ method: 'POST', path: '/iframe' }, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ eventId, body }: { eventId: number; body: BodyOf<Api['update']> }) =>
        call<Api['update']>({ method: 'PUT', path: '/iframe/:eventId' }, { params: { eventId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (eventId: number) =>
        call<Api['remove']>({ method: 'DELETE', path: '/iframe/:eventId' }, { params: { eventId } }),
      onSuccess,
    }),
    addHost: useMutation({
      mutationFn: (host: string) =>
        call<Api['addHost']>({ method: 'POST', path: '/iframe/hosts' }, { body: { host } }),
      onSuccess,
    }),
    removeHost: useMutation({
      mutationFn: (id: number) =>
        call<Api['removeHost']>({ method: 'DELETE', path: '/iframe/hosts/:id' }, { params: { id } }),
      onSuccess,
    }),
  };
}
