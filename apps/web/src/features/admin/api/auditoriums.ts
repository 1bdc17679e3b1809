import type { auditoriumEndpoints, BodyOf } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { auditoriumKeys } from '../../auditorium/index.ts';

type Api = typeof auditoriumEndpoints;

/**
 * GET /auditorium/{id}: one auditorium with its videos and their languages. A language still being
 * transcoded is read again until it is ready or failed, so the admin sees it arrive.
 */
export const useAuditoriumById = (id: number) =>
  useQuery({
    queryKey: auditoriumKeys.one(id),
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/auditorium/:id' }, { params: { id }, signal }),
    refetchInterval: (query) =>
      query.state.data?.auditorium.videos.some((v) =>
        v.languages.some((l) => l.status !== 'ready' && l.status !== 'failed'),
      )
        ? 5000
        : false,
  });

/** The stage editors' writes (admins and curators); each refreshes every auditorium shown. */
export function useAuditoriumWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: auditoriumKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: BodyOf<Api['create']>) =>
        call<Api['create']>({ method: 'POST', path: '/auditorium' }, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['update']> }) =>
        call<Api['update']>({ method: 'PUT', path: '/auditorium/:id' }, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        call<Api['remove']>({ method: 'DELETE', path: '/auditorium/:id' }, { params: { id } }),
      onSuccess,
    }),
    addVideo: useMutation({
      mutationFn: ({ id, title }: { id: number; title: string }) =>
        call<Api['addVideo']>(
          { method: 'POST', path: '/auditorium/:id/videos' },
          { params: { id }, body: { title } },
        ),
      onSuccess,
    }),
    removeVideo: useMutation({
      mutationFn: (id: number) =>
        call<Api['removeVideo']>({ method: 'DELETE', path: '/videos/:id' }, { params: { id } }),
      onSuccess,
    }),
    setLanguage: useMutation({
      mutationFn: ({
        id,
        language,
        body,
      }: {
        id: number;
        language: string;
        body: BodyOf<Api['setVideoLanguage']>;
      }) =>
        call<Api['setVideoLanguage']>(
          { method: 'PUT', path: '/videos/:id/languages/:language' },
          { params: { id, language }, body },
        ),
      onSuccess,
    }),
    removeLanguage: useMutation({
      mutationFn: ({ id, language }: { id: number; language: string }) =>
        call<Api['removeVideoLanguage']>(
          { method: 'DELETE', path: '/videos/:id/languages/:language' },
          { params: { id, language } },
        ),
      onSuccess,
    }),
  };
}
