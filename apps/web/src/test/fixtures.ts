import type { SelfUser } from '@makerboard/shared';
import { vi } from 'vitest';

export function makeUser(overrides: Partial<SelfUser> = {}): SelfUser {
  return {
    id: 1,
    uuid: 'u-1',
    userName: 'ada',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userType: 'standard',
    avatarUrl: null,
    email: 'ada@example.org',
    phone: null,
    verified: true,
    hasPassword: true,
    hasPhone: false,
    roles: [],
    receiveEmails: false,
    emailFrequency: 'daily',
    language: 'en',
    signUpSource: null,
    group: null,
    profile: { occupation: '', about: '', skills: [], interests: [], tags: [], badges: [] },
    handles: [],
    settings: {},
    isSignupComplete: true,
    impersonatedBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export type Handler = (
  url: string,
  init: RequestInit,
) => { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Replaces the network (global fetch) with a handler: the app's call layer, session and screens run
 * for real; only the HTTP boundary is faked.
 */
export function stubServer(handler: Handler) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const { status, body, headers } = handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
