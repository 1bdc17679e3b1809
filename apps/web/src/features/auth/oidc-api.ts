import type { BodyOf, oidcEndpoints } from '@makerboard/shared';
import { call, callWithHeaders } from '../../api/endpoint.ts';

/** School and social logins over OpenID Connect (api.md "GET /users/oauth/{provider}"; issue 14). */
type Oidc = typeof oidcEndpoints;
export type OidcSignupInput = BodyOf<Oidc['signup']>;

const anonymous = { skipAuthRetry: true } as const;

let providers: Promise<{ name: string; label: string }[]> | null = null;

export const oidcApi = {
  /** The configured providers, asked once per page load (an error answers none: passwords still work). */
  providers: () => {
    providers ??= call<Oidc['providers']>({ method: 'GET', path: '/users/oauth' }, anonymous)
      .then((result) => (Array.isArray(result?.providers) ? result.providers : []))
      .catch(() => {
        providers = null;
        return [];
      });
    return providers;
  },
  /** Where a "Continue with …" button goes: the server sends the browser on to the provider. */
  startUrl: (name: string) => `/api/users/oauth/${encodeURIComponent(name)}`,
  exchange: (code: string) =>
    callWithHeaders<Oidc['exchange']>(
      { method: 'POST', path: '/users/oauth/exchange' },
      { body: { code }, ...anonymous },
    ),
  signup: (body: OidcSignupInput) =>
    callWithHeaders<Oidc['signup']>({ method: 'POST', path: '/users/oauth/signup' }, { body, ...anonymous }),
  link: (code: string) =>
    call<Oidc['link']>({ method: 'POST', path: '/users/oauth/link' }, { body: { code } }),
};

/** The hand-off code kept while the owner of an address logs in to link it (this tab only). */
export const PENDING_LINK_KEY = 'makerboard.oidc.link';
