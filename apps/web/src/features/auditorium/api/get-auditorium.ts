import type { auditoriumEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { auditoriumKeys } from '../keys.ts';

type Api = typeof auditoriumEndpoints;

/** GET /auditorium/slug/{slug}: the auditorium of the page, with its videos and their languages. */
export const useAuditorium = (slug: string) =>
  useQuery({
    queryKey: auditoriumKeys.bySlug(slug),
    queryFn: ({ signal }) =>
      call<Api['bySlug']>({ method: 'GET', path: '/auditorium/slug/:slug' }, { params: { slug }, signal }),
    // A language still being transcoded is read again until it plays.
    refetchInterval: (query) =>
      query.state.data?.auditorium.videos.some((v) =>
        v.languages.some((l) => l.status !== 'ready' && l.status !== 'failed'),
      )
        ? 5000
        : false,
  });
