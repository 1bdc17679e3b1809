// A real OpenID Connect provider (the `oidc-provider` package) for the end-to-end run: the school
// login of tests/e2e/oidc.e2e.ts. Its sign-in page asks only for a name; that person's address is
// {name}@school.example, vouched for by the provider.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the provider on a spare loopback port; `redirectUri` is Makerboard's callback. */
export async function startE2eProvider(redirectUri) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const clientId = 'makerboard-e2e';
  const clientSecret = 'makerboard-e2e-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['e2e-provider-cookie-key'] },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@school.example`,
        email_verified: true,
        given_name: 'Sam',
        family_name: 'Student',
      }),
    }),
  });
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><title>Test school sign-in</title></head><body>
<main><h1>Test school sign-in</h1><form method="post" action="/interaction/${escapeHtml(match[1])}">
<label for="login">School account</label> <input id="login" name="login" required>
<button type="submit">Sign in</button></form></main></body></html>`;
      return;
    }
    const body = await new Promise((resolve) => {
      let text = '';
      ctx.req.on('data', (chunk) => {
        text += chunk;
      });
      ctx.req.on('end', () => resolve(new URLSearchParams(text)));
    });
    const accountId = String(body.get('login') ?? '').trim() || 'student';
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    ctx.respond = false;
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });
  server.on('request', provider.callback());
  return {
    env: {
      OIDC_PROVIDERS: 'school',
      OIDC_SCHOOL_ISSUER: issuer,
      OIDC_SCHOOL_CLIENT_ID: clientId,
      OIDC_SCHOOL_CLIENT_SECRET: clientSecret,
      OIDC_SCHOOL_LABEL: 'Test School',
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
