import type {
  BodyOf,
  categoryEndpoints,
  contactEndpoints,
  devEndpoints,
  Language,
  pageViewEndpoints,
  systemEndpoints,
} from '@makerboard/shared';
import { call } from './endpoint.ts';

/** System, reference-data and contact calls, typed by the shared endpoints (imported as types only). */

type Categories = typeof categoryEndpoints;
type Contact = typeof contactEndpoints;
type Dev = typeof devEndpoints;
type PageViews = typeof pageViewEndpoints;
type System = typeof systemEndpoints;

export const systemApi = {
  version: async () => (await call<System['version']>({ method: 'GET', path: '/version' })).version,
  /** The dev outbox, newest first (api.md "Development helpers"). */
  outbox: async () => {
    const { messages } = await call<Dev['outbox']>({ method: 'GET', path: '/dev/outbox' });
    return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  },
  /** The category tree in a language; with a year, each category's number of public boards that year. */
  categories: async (language: Language, year?: number) =>
    (
      await call<Categories['tree']>(
        { method: 'GET', path: '/categories' },
        { query: { language, ...(year !== undefined ? { year } : {}) } },
      )
    ).categories,
  createContact: (body: BodyOf<Contact['create']>) =>
    call<Contact['create']>({ method: 'POST', path: '/users/createContact' }, { body }),
  /** POST /pageviews: one view of a screen, by its route pattern (spec/000 §2). */
  recordPageView: (path: string) =>
    call<PageViews['record']>({ method: 'POST', path: '/pageviews' }, { body: { path } }),
};

export const systemKeys = {
  outbox: ['dev', 'outbox'] as const,
  /** Every language's category tree (what a category written in the admin area changes). */
  allCategories: ['categories'] as const,
  categories: (language: string) => ['categories', language] as const,
  categoriesOfYear: (language: string, year: number) => ['categories', language, year] as const,
};
