import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: the claims its ID tokens carry. */
export interface TestPerson {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a spare loopback port, for the
 * OIDC login tests. It signs in whoever `as(subject)` names, without a login form: the
 * interaction is finished at once with a grant of `openid email profile`.
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, TestPerson>;
  /** Who the next login at the provider is. */
  as: (subject: string) => void;
  /**
   * Follows the provider's redirects from an authorisation address as a browser would (cookies
   * kept), until the provider sends the browser back to `returnTo`: that address (code and state).
   */
  authorize: (url: string, returnTo: string) => Promise<URL>;
  close: () => Promise<void>;
}

export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, TestPerson>();
  let next = '';
  const clientId = 'makerboard';
  const clientSecret = 'makerboard-test-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The claims go in the ID token itself (the relying party reads them there).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...people.get(sub) }),
    }),
  });
  provider.use(async (ctx, nextMiddleware) => {
    if (!ctx.path.startsWith('/interaction/')) return nextMiddleware();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({ accountId: next, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    ctx.respond = false;
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: next }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    as: (subject) => {
      next = subject;
    },
    async authorize(url, returnTo) {
      const jar = new Map<string, string>();
      let at = new URL(url);
      for (let hops = 0; hops < 10; hops += 1) {
        if (at.href.startsWith(returnTo)) return at;
        const response = await fetch(at, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const index = pair!.indexOf('=');
          jar.set(pair!.slice(0, index), pair!.slice(index + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
        at = new URL(location, at);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
