import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, TokenSigner } from './tokens.ts';

const SECRET = 'tokens-test-secret-tokens-test-secret-01';
const claims = { sub: '7', uuid: 'u', userName: 'ada', roles: [], fam: 'f', ep: 1 };
const forge = (build: (jwt: SignJWT) => SignJWT) =>
  build(
    new SignJWT({ uuid: 'u', userName: 'ada', roles: [], fam: 'f', ep: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('7')
      .setAudience('makerboard')
      .setIssuer('makerboard'),
  ).sign(createSecretKey(Buffer.from(SECRET)));

describe('access tokens (quality.md: exp, aud, typ; issue "nothing an outsider can break")', () => {
  it('verifies its own tokens', async () => {
    const signer = new TokenSigner(SECRET);
    expect(await signer.verify(await signer.sign(claims))).toMatchObject({ sub: '7', fam: 'f' });
  });

  it('refuses a token without an expiry, even with the right key', async () => {
    const signer = new TokenSigner(SECRET);
    expect(await signer.verify(await forge((jwt) => jwt.setIssuedAt()))).toBeNull();
  });

  it('refuses a token issued to live longer than an access token does', async () => {
    const signer = new TokenSigner(SECRET);
    const old = Math.floor(Date.now() / 1000) - ACCESS_TOKEN_TTL_S - 120;
    const stale = await forge((jwt) => jwt.setIssuedAt(old).setExpirationTime('1y'));
    expect(await signer.verify(stale)).toBeNull();
  });
});
