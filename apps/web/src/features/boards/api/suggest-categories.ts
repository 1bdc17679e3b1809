import type { boardToolEndpoints } from '@makerboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { currentLanguage } from '../../../i18n/index.ts';

type Api = typeof boardToolEndpoints;

/** What the suggestion reads of a board being written. */
export interface SuggestionText {
  title: string;
  description: string;
  tags: string[];
}

/** POST /projects/suggestCategories: the categories that fit the board's words, best first. */
export async function suggestCategories(text: SuggestionText, signal?: AbortSignal) {
  const answer = await call<Api['suggestCategories']>(
    { method: 'POST', path: '/projects/suggestCategories' },
    { body: { ...text, sections: [] }, signal },
  );
  return answer.categories;
}

/** Asked when the board has a few words; the caller debounces the text. */
export function useSuggestedCategories(text: SuggestionText | null) {
  const language = currentLanguage();
  const words = text ? `${text.title} ${text.description} ${text.tags.join(' ')}`.trim() : '';
  return useQuery({
    queryKey: ['boards', 'suggestedCategories', language, text] as const,
    queryFn: ({ signal }) => suggestCategories(text!, signal),
    enabled: text !== null && words.length >= 3,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
