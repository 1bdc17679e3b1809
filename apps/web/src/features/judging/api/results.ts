import type { judgingEndpoints } from '@makerboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { tokens } from '../../../api/http.ts';
import { judgingKeys } from './keys.ts';

type Api = typeof judgingEndpoints;

/** GET /judging/results: raw and normalised scores, ranks (ties share one), filtered by answer tags. */
export function useResults(fairId: number, sort: 'asc' | 'desc', optionIds: readonly number[]) {
  return useQuery({
    queryKey: judgingKeys.results(fairId, sort, optionIds),
    queryFn: ({ signal }) =>
      call<Api['results']>(
        { method: 'GET', path: '/judging/results' },
        {
          query: { fairID: fairId, sort, ...(optionIds.length ? { optionIDs: [...optionIds] } : {}) },
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /judging/distribution: each judge's totals and each board's, for the charts. */
export function useDistribution(fairId: number) {
  return useQuery({
    queryKey: [...judgingKeys.fair(fairId), 'distribution'],
    queryFn: ({ signal }) =>
      call<Api['distribution']>(
        { method: 'GET', path: '/judging/distribution' },
        { query: { fairID: fairId }, signal },
      ),
  });
}

/** GET /judging/getReport: the results as a CSV or XLSX file, saved by the browser. */
export async function downloadReport(fairId: number, format: 'csv' | 'xlsx'): Promise<void> {
  const { accessToken } = tokens.get();
  const response = await fetch(`/api/judging/getReport?fairID=${fairId}&format=${format}`, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new Error(response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `judging-${fairId}.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
