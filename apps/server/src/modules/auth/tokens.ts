import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens are short; the refresh token (1 year cookie, spec/001 §9) renews them. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const AUDIENCE = 'makerboard';
const ISSUER = 'makerboard';
const TYPE = 'at+jwt';

export interface AccessClaims {
  /** user id */
  sub: string;
  uuid: string;
  userName: string;
  roles: string[];
  /** refresh token family: revoking it ends this session at once */
  fam: string;
  /** session epoch of the user at issue time */
  ep: number;
  /** limited token: an unverified signup or a limited-login link */
  lim?: boolean;
  /** the admin acting as this user (impersonation) */
  imp?: number;
}

export class TokenSigner {
  /** A key object made once: jose would otherwise import the raw secret on every verify. */
  readonly #key: KeyObject;

  constructor(secret: string) {
    this.#key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: AccessClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setSubject(sub)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
      .sign(this.#key);
  }

  /**
   * Tokens already verified, until they expire: a busy client sends the same token many times a
   * minute, and the HMAC check is an asynchronous crypto job each time. The session check that
   * follows (session-check.ts) still runs on every request, so revocation is not delayed.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  /** Verifies signature, algorithm, type, audience, issuer and expiry; null when any fails. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.#verified.delete(token);
    }
    const claims = await this.#verify(token);
    if (claims) {
      if (this.#verified.size >= 10_000) this.#verified.clear();
      this.#verified.set(token, { claims, expiresAt: (claims as { exp?: number }).exp! * 1000 });
    }
    return claims;
  }

  async #verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        typ: TYPE,
        // A token that never expires is no access token of ours, whoever signed it.
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: `${ACCESS_TOKEN_TTL_S + 60}s`,
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.fam !== 'string' ||
        typeof payload.ep !== 'number'
      ) {
        return null;
      }
      return payload as unknown as AccessClaims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
