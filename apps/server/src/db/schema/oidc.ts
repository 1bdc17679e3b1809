import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Logins through an OpenID Connect provider (issue 14): one row per (issuer, subject), the
 * provider's stable name for a person, tied to one account. An account may have several.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The configured provider name it came through (`school`, `google`…), for display. */
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave at the first login (never used to find the account). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('oidc_identities_user_idx').on(t.userId),
  ],
);

/** What the callback found, kept until the web app hands back the one-time code. */
export type OidcOutcome =
  | { kind: 'login'; userId: number }
  | {
      kind: 'signup' | 'link';
      /** For `link`: the account whose address the provider gave; it must prove it is theirs. */
      userId?: number;
      issuer: string;
      subject: string;
      email: string | null;
      emailVerified: boolean;
      firstName: string;
      lastName: string;
    };

/**
 * One login attempt through a provider. The state is stored hashed and used once; the PKCE
 * verifier and the nonce never leave the server. The browser that started the attempt holds a
 * random value (a cookie) whose hash is kept here, so a callback URL is useless in another
 * browser. After the callback, a one-time hand-off code (stored hashed) lets the web app collect
 * the outcome with a POST: tokens never travel in a URL.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    handoffHash: text('handoff_hash'),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    handoffUsedAt: timestamp('handoff_used_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<OidcOutcome>(),
  },
  (t) => [
    uniqueIndex('oidc_flows_state_key').on(t.stateHash),
    uniqueIndex('oidc_flows_handoff_key').on(t.handoffHash),
    index('oidc_flows_expires_idx').on(t.expiresAt),
  ],
);
