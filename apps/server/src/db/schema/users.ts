import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface ProfileData {
  occupation?: string;
  about?: string;
  skills?: string[];
  interests?: number[];
  tags?: string[];
  badges?: string[];
}

export interface Handle {
  platform: string;
  handle: string;
}

/** Where a person is, coarsely (issue 18 item 4): coordinates rounded to one decimal. */
export interface StoredLocation {
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email'),
    /** Set when the account proved an address (email code, SMS login, invitation link). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userType: text('user_type').notNull().default('standard'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    birthDate: date('birth_date'),
    receiveEmails: boolean('receive_emails').notNull().default(false),
    /** How notification emails come when receiveEmails is on: instant, daily or weekly digest. */
    emailFrequency: text('email_frequency')
      .$type<'instant' | 'daily' | 'weekly'>()
      .notNull()
      .default('daily'),
    /** When the last notification email went out (digest timing). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    signupSource: text('signup_source'),
    groupName: text('group_name'),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    profile: jsonb('profile').$type<ProfileData>().notNull().default({}),
    handles: jsonb('handles').$type<Handle[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    certifications: jsonb('certifications').$type<Record<string, boolean>>().notNull().default({}),
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    oauthIssuer: text('oauth_issuer'),
    oauthSubject: text('oauth_subject'),
    avatarUrl: text('avatar_url'),
    /** The picture the person uploaded (re-encoded, metadata stripped); wins over `avatar_url`. */
    avatarUploadId: integer('avatar_upload_id'),
    /**
     * A random key in the picture's link: whoever was shown the link may load it, nobody can guess
     * it (a minor's link is shown only to their circle, staff and themselves). New with each picture.
     */
    avatarKey: text('avatar_key'),
    /** Coarse location (city or region, rounded coordinates); never shown to others for minors. */
    location: jsonb('location').$type<StoredLocation>(),
    /** The person's school, for the people search by school. */
    school: text('school'),
    /** Filter tags of the board lists (category ids), kept only while `filterRemember` is on. */
    filterTagIds: integer('filter_tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    filterRemember: boolean('filter_remember').notNull().default(false),
    /** Bumped to end every session at once (password change, disable, forced logout). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uuid_key').on(t.uuid),
    // Case-insensitive uniqueness for usernames and emails (issue 2).
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_oauth_key').on(t.oauthIssuer, t.oauthSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
