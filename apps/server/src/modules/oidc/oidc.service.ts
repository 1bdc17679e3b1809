import type { Language, LoginResult, OidcExchangeResult, OidcSignupBody } from '@makerboard/shared';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.ts';
import { type OidcOutcome, oidcFlows, oidcIdentities, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/hash.ts';
import { loginResult } from '../auth/sessions.ts';
import { assertSignupAnswers } from '../auth/signup-rules.ts';
import { presentSelfUser } from '../users/users.presenter.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUserName,
  uniqueViolation,
} from '../users/users.repository.ts';
import type { OidcProviders } from './oidc.providers.ts';

/** A login attempt must come back from the provider within 10 minutes. */
const FLOW_TTL_MS = 10 * 60_000;
/** The hand-off code is collected at once; a new person has 30 minutes for the survey. */
const HANDOFF_TTL_MS = 30 * 60_000;

/** Why a callback was refused; the web app shows each as a clear message (docs/decisions.md). */
export type OidcRefusal = 'state' | 'denied' | 'provider' | 'email';

export class OidcRefused extends Error {
  constructor(readonly reason: OidcRefusal) {
    super(reason);
  }
}

/** What the OIDC logins need of the accounts module: sending the e-mail code to an unverified address. */
export interface OidcAccounts {
  sendVerifyCode: (userName: string, language: Language) => Promise<unknown>;
}

/** OpenID Connect logins (issue 14; spec/000 §4 Session: the social-provider login). */
export function oidcService(ctx: AppContext, providers: OidcProviders, accounts: OidcAccounts) {
  const db = ctx.database.db;
  const callbackUrl = (name: string) => `${ctx.config.publicUrl}/api/users/oauth/${name}/callback`;

  function providerOf(name: string) {
    const provider = providers.find(name);
    if (!provider) throw new AppError(404, 'NOT_FOUND');
    return provider;
  }

  /** Finds the attempt a hand-off code names, while it may still be used. */
  async function flowOf(code: string) {
    const [flow] = await db
      .select()
      .from(oidcFlows)
      .where(
        and(
          eq(oidcFlows.handoffHash, sha256(code)),
          isNull(oidcFlows.handoffUsedAt),
          gt(oidcFlows.handoffExpiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!flow?.outcome) throw new AppError(400, 'OIDC_CODE_INVALID');
    return { ...flow, outcome: flow.outcome };
  }

  /** Uses a hand-off code up; a second use (a race) finds nothing. */
  async function spend(id: number): Promise<void> {
    const spent = await db
      .update(oidcFlows)
      .set({ handoffUsedAt: new Date() })
      .where(and(eq(oidcFlows.id, id), isNull(oidcFlows.handoffUsedAt)))
      .returning({ id: oidcFlows.id });
    if (spent.length === 0) throw new AppError(400, 'OIDC_CODE_INVALID');
  }

  async function logIn(user: UserRow): Promise<LoginResult> {
    if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED');
    const [row] = await db
      .update(users)
      .set({ lastVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return loginResult(ctx, db, row ?? user);
  }

  /** Who the verified ID token names: a known login, an address with an account, or someone new. */
  async function outcomeOf(trustEmail: boolean, claims: oidc.IDToken): Promise<OidcOutcome> {
    const [known] = await db
      .select()
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.issuer, claims.iss), eq(oidcIdentities.subject, claims.sub)))
      .limit(1);
    if (known) {
      await db.update(oidcIdentities).set({ lastLoginAt: new Date() }).where(eq(oidcIdentities.id, known.id));
      return { kind: 'login', userId: known.userId };
    }
    const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim() : null;
    const person = {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified: email !== null && (claims.email_verified === true || trustEmail),
      firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : '',
    };
    // Without an address there is nobody to verify, link or write to: the person signs up by e-mail.
    if (!email) throw new OidcRefused('email');
    const owner = await findUserByEmail(db, email);
    // An address that has an account is linked only once its owner proves it (never taken over).
    if (owner) return { kind: 'link', userId: owner.id, ...person };
    return { kind: 'signup', ...person };
  }

  return {
    providers: () => ({ providers: providers.list() }),

    /**
     * GET /users/oauth/{provider}: a fresh state, PKCE verifier and nonce, kept here (the state
     * hashed); the browser gets a random value binding the attempt to it, and the provider's address.
     */
    async start(name: string): Promise<{ location: string; browser: string }> {
      const provider = providerOf(name);
      let config: oidc.Configuration;
      try {
        config = await providers.configuration(provider);
      } catch {
        throw new AppError(503, 'OIDC_PROVIDER_UNAVAILABLE');
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browser = randomToken(24);
      // Attempts that never came back, and hand-offs past their time (a survey may outlast the attempt).
      const now = new Date();
      await db
        .delete(oidcFlows)
        .where(
          or(
            and(isNull(oidcFlows.handoffExpiresAt), lt(oidcFlows.expiresAt, now)),
            lt(oidcFlows.handoffExpiresAt, now),
          ),
        );
      await db.insert(oidcFlows).values({
        provider: provider.name,
        stateHash: sha256(state),
        browserHash: sha256(browser),
        codeVerifier,
        nonce,
        expiresAt: new Date(Date.now() + FLOW_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(provider.name),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { location: url.href, browser };
    },

    /**
     * GET /users/oauth/{provider}/callback: the state must name an unused attempt of this provider
     * started in this browser; the code is exchanged with the verifier, and the ID token's nonce,
     * issuer and audience checked. Answers the one-time hand-off code for the web app.
     */
    async callback(
      name: string,
      query: Record<string, unknown>,
      browser: string | undefined,
    ): Promise<string> {
      const provider = providerOf(name);
      const state = typeof query.state === 'string' ? query.state : '';
      if (!state || !browser) throw new OidcRefused('state');
      // The state is spent before anything else: a reused one never reaches the provider again.
      const [flow] = await db
        .update(oidcFlows)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oidcFlows.stateHash, sha256(state)),
            eq(oidcFlows.provider, provider.name),
            eq(oidcFlows.browserHash, sha256(browser)),
            isNull(oidcFlows.usedAt),
            gt(oidcFlows.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!flow) throw new OidcRefused('state');
      if (typeof query.error === 'string') throw new OidcRefused('denied');
      if (typeof query.code !== 'string' || query.code === '') throw new OidcRefused('provider');
      let claims: oidc.IDToken;
      try {
        const config = await providers.configuration(provider);
        const current = new URL(callbackUrl(provider.name));
        for (const [key, value] of Object.entries(query)) {
          if (typeof value === 'string') current.searchParams.set(key, value);
        }
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const found = tokens.claims();
        if (!found) throw new OidcRefused('provider');
        claims = found;
      } catch {
        // A replayed or forged code, a wrong nonce, a token not for us: all the provider's part.
        throw new OidcRefused('provider');
      }
      const outcome = await outcomeOf(provider.trustEmail, claims);
      const handoff = randomToken(32);
      await db
        .update(oidcFlows)
        .set({
          handoffHash: sha256(handoff),
          handoffExpiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
          outcome,
        })
        .where(eq(oidcFlows.id, flow.id));
      return handoff;
    },

    /** POST /users/oauth/exchange: the web app collects what the callback found. */
    async exchange(code: string): Promise<OidcExchangeResult> {
      const flow = await flowOf(code);
      const label = providers.find(flow.provider)?.label ?? flow.provider;
      const { outcome } = flow;
      if (outcome.kind === 'login') {
        const user = await findUserById(db, outcome.userId);
        if (!user) throw new AppError(400, 'OIDC_CODE_INVALID');
        await spend(flow.id);
        return { status: 'login', login: await logIn(user) };
      }
      if (outcome.kind === 'link') return { status: 'link', provider: label, email: outcome.email };
      return {
        status: 'signup',
        provider: label,
        email: outcome.email,
        firstName: outcome.firstName,
        lastName: outcome.lastName,
      };
    },

    /**
     * POST /users/oauth/signup: the survey of a new provider account, under the rules of
     * /users/signup (age, every certification, self-service user types). No password: the person
     * may create one later (POST /users/createPassword).
     */
    async signup(body: OidcSignupBody, language: Language): Promise<LoginResult> {
      const flow = await flowOf(body.code);
      const { outcome } = flow;
      if (outcome.kind !== 'signup') throw new AppError(400, 'OIDC_CODE_INVALID');
      if (!outcome.email) throw new AppError(400, 'OIDC_EMAIL_REQUIRED');
      assertSignupAnswers(body);
      if (await findUserByUserName(db, body.userName)) throw new AppError(409, 'USERNAME_IN_USE');
      // Someone may have signed up with the address since the callback: never take it over.
      if (await findUserByEmail(db, outcome.email)) throw new AppError(409, 'EMAIL_IN_USE');
      const now = new Date();
      const user = await db.transaction(async (tx) => {
        const spent = await tx
          .update(oidcFlows)
          .set({ handoffUsedAt: now })
          .where(and(eq(oidcFlows.id, flow.id), isNull(oidcFlows.handoffUsedAt)))
          .returning({ id: oidcFlows.id });
        if (spent.length === 0) throw new AppError(400, 'OIDC_CODE_INVALID');
        try {
          const [row] = await tx
            .insert(users)
            .values({
              userName: body.userName.trim(),
              email: outcome.email,
              passwordHash: null,
              verifiedAt: outcome.emailVerified ? now : null,
              lastVerifiedAt: outcome.emailVerified ? now : null,
              firstName: body.firstName,
              lastName: body.lastName,
              userType: body.userType,
              birthDate: body.birthDate,
              receiveEmails: body.receiveEmails,
              language,
              signupSource: flow.provider,
              groupName: body.userType === 'teacher' ? 'teachers' : null,
              referralCode: randomToken(6),
              certifications: body.certifications as Record<string, boolean>,
              oauthIssuer: outcome.issuer,
              oauthSubject: outcome.subject,
              settings: body.numberOfStudents ? { numberOfStudents: body.numberOfStudents } : {},
            })
            .returning();
          await tx.insert(oidcIdentities).values({
            userId: row!.id,
            provider: flow.provider,
            issuer: outcome.issuer,
            subject: outcome.subject,
            email: outcome.email,
            lastLoginAt: now,
          });
          return row!;
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint?.includes('email')) throw new AppError(409, 'EMAIL_IN_USE');
          if (constraint?.includes('user_name')) throw new AppError(409, 'USERNAME_IN_USE');
          if (constraint) throw new AppError(400, 'OIDC_CODE_INVALID');
          throw error;
        }
      });
      // An address the provider did not vouch for is proved with the e-mail code, as at signup.
      if (!user.verifiedAt) {
        await accounts.sendVerifyCode(user.userName, language);
        return loginResult(ctx, db, user, { limited: true });
      }
      return loginResult(ctx, db, user);
    },

    /**
     * POST /users/oauth/link: the owner of the address, signed in with their password or a code,
     * links the provider login to their account. Anyone else is refused.
     */
    async link(code: string, session: { userId: number; impersonatorId: number | null }) {
      // An admin acting as someone never ties a login to that person's account.
      if (session.impersonatorId) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
      const { userId } = session;
      const flow = await flowOf(code);
      const { outcome } = flow;
      if (outcome.kind !== 'link' || outcome.userId !== userId)
        throw new AppError(403, 'OIDC_LINK_OTHER_ACCOUNT');
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      await db.transaction(async (tx) => {
        const spent = await tx
          .update(oidcFlows)
          .set({ handoffUsedAt: new Date() })
          .where(and(eq(oidcFlows.id, flow.id), isNull(oidcFlows.handoffUsedAt)))
          .returning({ id: oidcFlows.id });
        if (spent.length === 0) throw new AppError(400, 'OIDC_CODE_INVALID');
        try {
          await tx.insert(oidcIdentities).values({
            userId,
            provider: flow.provider,
            issuer: outcome.issuer,
            subject: outcome.subject,
            email: outcome.email,
            lastLoginAt: new Date(),
          });
        } catch (error) {
          if (uniqueViolation(error)) throw new AppError(409, 'OIDC_ALREADY_LINKED');
          throw error;
        }
      });
      return { user: presentSelfUser(user) };
    },
  };
}

export type OidcService = ReturnType<typeof oidcService>;
