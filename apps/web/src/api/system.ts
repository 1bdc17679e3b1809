import { api } from './http.ts';

export interface OutboxMessage {
  id: string | number;
  channel: 'email' | 'sms' | string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  createdAt: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  parentID: number;
  subCategories?: Category[];
  isPrivate?: boolean;
  /** With GET /categories?year=: public boards of that year (a top-level count includes its subcategories'). */
  count?: number;
}

export const systemApi = {
  version: async () => Number((await api.request<{ version: number | string }>('/version')).version),
  outbox: async () => {
    const { messages } = await api.request<{ messages: OutboxMessage[] }>('/dev/outbox');
    return [...(messages ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  },
  categories: async (language: string, year?: number) =>
    (await api.request<{ categories: Category[] }>('/categories', { query: { language, year } }))
      .categories ?? [],
  createContact: (body: {
    email: string;
    subject: string;
    message: string;
    user_agent: string;
    referrer: string;
    path: string;
  }) => api.request<{ contact: { email: string } }>('/users/createContact', { method: 'POST', body }),
};

export const systemKeys = {
  outbox: ['dev', 'outbox'] as const,
  categories: (language: string) => ['categories', language] as const,
  categoriesOfYear: (language: string, year: number) => ['categories', language, year] as const,
};
