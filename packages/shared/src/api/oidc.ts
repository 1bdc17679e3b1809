import { z } from 'zod';
import { SIGNUP_CERTIFICATIONS, USER_TYPES } from '../constants.ts';
import { PersonName } from '../rules/person-name.ts';
import { LoginResult } from './auth.ts';
import { endpoint } from './contract.ts';
import { SelfUser } from './users.ts';

export const OidcProvider = z.object({ name: z.string(), label: z.string() });
export type OidcProvider = z.infer<typeof OidcProvider>;
export const OidcProvidersResult = z.object({ providers: z.array(OidcProvider) });

export const OidcProviderParams = z.object({ provider: z.string().max(64) });

/**
 * What the provider sent back to the callback. Everything is optional here: a missing state or
 * code is refused by the service with a clear page, never by the schema with a bare 400.
 */
export const OidcCallbackQuery = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

/** The one-time code the callback put in the web app's address (never a token). */
const handoff = z.string().trim().min(1).max(128);
export const OidcCodeBody = z.object({ code: handoff });

/**
 * The outcome of a provider login (docs/decisions.md "OIDC logins"): a returning person is logged
 * in; a new one must answer the signup survey first; an address that already has an account must
 * be proved by logging in to that account before the provider login is linked to it.
 */
export const OidcExchangeResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('login'), login: LoginResult }),
  z.object({
    status: z.literal('signup'),
    provider: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  z.object({ status: z.literal('link'), provider: z.string(), email: z.string().nullable() }),
]);
export type OidcExchangeResult = z.infer<typeof OidcExchangeResult>;

/** The signup survey of a new provider account (spec/000 §4 Session; the rules of /users/signup). */
export const OidcSignupBody = z.object({
  code: handoff,
  userName: z.string().trim().max(64),
  firstName: PersonName.pipe(z.string().min(1)),
  lastName: PersonName.pipe(z.string().min(1)),
  userType: z.enum(USER_TYPES).default('standard'),
  birthDate: z.string().max(10),
  receiveEmails: z.boolean().default(false),
  certifications: z.partialRecord(z.enum(SIGNUP_CERTIFICATIONS), z.boolean()).default({}),
  numberOfStudents: z.number().int().min(1).max(100_000).optional(),
});
export type OidcSignupBody = z.infer<typeof OidcSignupBody>;

export const OidcLinkResult = z.object({ user: SelfUser });

const tag = 'accounts';

/** OpenID Connect logins (api.md "GET /users/oauth/{provider} and …/callback"; issue 14). */
export const oidcEndpoints = {
  providers: endpoint({
    method: 'GET',
    path: '/users/oauth',
    result: OidcProvidersResult,
    tag,
    summary: 'The configured login providers (name and label) for the login page',
  }),
  start: endpoint({
    method: 'GET',
    path: '/users/oauth/:provider',
    params: OidcProviderParams,
    result: null,
    produces: 'text/html',
    tag,
    summary: 'Starts a provider login: a redirect to the provider (state, PKCE S256 and nonce kept here)',
  }),
  callback: endpoint({
    method: 'GET',
    path: '/users/oauth/:provider/callback',
    params: OidcProviderParams,
    query: OidcCallbackQuery,
    result: null,
    produces: 'text/html',
    tag,
    summary:
      'Where the provider sends the person back: a redirect to the web app with a one-time code, or with the reason it was refused',
  }),
  exchange: endpoint({
    method: 'POST',
    path: '/users/oauth/exchange',
    body: OidcCodeBody,
    result: OidcExchangeResult,
    tag,
    summary: 'The web app hands back the one-time code: a login result, or what the person must do next',
  }),
  signup: endpoint({
    method: 'POST',
    path: '/users/oauth/signup',
    body: OidcSignupBody,
    result: LoginResult,
    status: 201,
    tag,
    summary: 'A new provider account, after the signup survey',
  }),
  link: endpoint({
    method: 'POST',
    path: '/users/oauth/link',
    body: OidcCodeBody,
    result: OidcLinkResult,
    tag,
    summary: 'Links a provider login to the signed-in account whose address it gave',
  }),
} as const;
