import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, SITE_VARIANTS } from '@makerboard/shared';
import { z } from 'zod';

/** Environment → typed config, in one place (api.md "Development helpers"). */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Makerboard <no-reply@makerboard.local>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  IMAGE_GENERATION_URL: z.string().url().optional(),
  IMAGE_GENERATION_KEY: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SITE_VARIANT: z.enum(SITE_VARIANTS).default('community'),
  JWT_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  /** Rate limits can be loosened for load tests; never off. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  METRICS_TOKEN: z.string().min(16).optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** Web push (VAPID). Without keys, a key pair is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /** How often notification emails and digests are looked for; 0 turns the sweep off. */
  NOTIFY_SWEEP_MS: z.coerce.number().int().min(0).optional(),
  /** Hosts (or `.suffixes`) that push subscriptions may point at; the server posts to them. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com'),
  /** An S3-compatible bucket for uploads (README "Media"); without S3_BUCKET files stay under DATA_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** The background job worker (video transcoding, clean-up); on unless JOBS=off. */
  JOBS: z.enum(['on', 'off']).default('on'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
});

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsWebhookUrl: string | undefined;
  publicUrl: string;
  siteVariant: (typeof SITE_VARIANTS)[number];
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  webDist: string | undefined;
  rateLimitFactor: number;
  /** Where uploads are stored: a bucket when S3_* is set, otherwise `${dataDir}/uploads`. */
  s3: S3Config | undefined;
  /** Upload limits in bytes (spec/000 §9); tests may lower them. */
  mediaLimits: { file: number; image: number; video: number };
  jobsEnabled: boolean;
  ffmpegPath: string;
  /** The dev outbox is on outside production when no SMTP (or SMS) transport is configured. */
  devOutbox: boolean;
  /** Build time in seconds, served at /version (spec/001 §4 version check). */
  version: number;
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** `mailto:` or `https:` contact the push services may use (VAPID subject). */
  vapidSubject: string;
  notifySweepMs: number;
  /** Push services the server will post to (an allow-list: a subscription is an address the browser gave). */
  pushServiceHosts: string[];
  /**
   * Who may read /metrics: anyone outside production; in production an admin, or a scraper sending
   * `Authorization: Bearer <METRICS_TOKEN>`.
   */
  metricsToken: string | undefined;
  /** The OpenAPI pages at /api/docs: on outside production, off in production unless API_DOCS=on. */
  apiDocs: boolean;
  /** OpenID Connect login providers (README "Logins with a school or social account"). */
  oidcProviders: OidcProviderConfig[];
  /**
   * The image-generation service behind cover art (issue 18 item 3): `IMAGE_GENERATION_URL` takes
   * `POST {prompt}` and answers a PNG or JPEG; `IMAGE_GENERATION_KEY` goes as a bearer token.
   * Without a URL, generation is not offered.
   */
  imageGeneration: { url: string; key: string | undefined } | undefined;
}

export interface OidcProviderConfig {
  /** The name in the login address (`/api/users/oauth/{name}`). */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's addresses count as proved even without `email_verified` (a school's own tenant). */
  trustEmail: boolean;
}

/** Issuers and labels of the documented presets; a preset still needs its client id and secret. */
const OIDC_PRESETS: Record<string, (env: NodeJS.ProcessEnv) => { issuer?: string; label: string }> = {
  google: () => ({ issuer: 'https://accounts.google.com', label: 'Google' }),
  // A school's Microsoft 365 tenant: its id names the issuer (the shared "common" issuer is not one).
  microsoft: (env) => ({
    issuer: env.OIDC_MICROSOFT_TENANT
      ? `https://login.microsoftonline.com/${env.OIDC_MICROSOFT_TENANT}/v2.0`
      : undefined,
    label: 'Microsoft',
  }),
};

/**
 * `OIDC_PROVIDERS=school,google` and, for each name, `OIDC_<NAME>_ISSUER`, `_CLIENT_ID`,
 * `_CLIENT_SECRET`, optional `_LABEL` and `_TRUST_EMAIL=true` (the name upper-cased, dashes as
 * underscores). A provider missing a part stops the start with a clear message.
 */
export function oidcProvidersFrom(source: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const names = (source.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)].map((name) => {
    if (!/^[a-z0-9-]{1,32}$/.test(name))
      throw new Error(`Invalid environment: OIDC_PROVIDERS: bad name ${name}`);
    const key = `OIDC_${name.toUpperCase().replaceAll('-', '_')}`;
    const preset = OIDC_PRESETS[name]?.(source);
    const issuer = source[`${key}_ISSUER`] || preset?.issuer;
    const clientId = source[`${key}_CLIENT_ID`];
    const clientSecret = source[`${key}_CLIENT_SECRET`];
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(
        `Invalid environment: ${key}_ISSUER, ${key}_CLIENT_ID and ${key}_CLIENT_SECRET are required`,
      );
    }
    return {
      name,
      label: source[`${key}_LABEL`] || preset?.label || name,
      issuer,
      clientId,
      clientSecret,
      trustEmail: source[`${key}_TRUST_EMAIL`] === 'true',
    };
  });
}

/**
 * The JWT secret: from the environment in production; elsewhere generated once and kept in the
 * data folder so that sessions survive restarts.
 */
function secretFor(env: z.infer<typeof Env>, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET (32+ characters) is required in production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The build time of the web files this server serves (`version.json`, written by the web build),
 * in seconds. It is the server's version by default: a page built before it sees a newer version
 * (spec/001 §4), while a restart of the same build does not look like an update.
 */
export function webBuildVersion(webDist: string | undefined): number | null {
  const candidates = [
    webDist,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
    path.resolve(process.cwd(), 'apps/web/dist'),
  ];
  for (const dir of candidates) {
    if (!dir || !existsSync(path.join(dir, 'index.html'))) continue;
    try {
      const { version } = JSON.parse(readFileSync(path.join(dir, 'version.json'), 'utf8')) as {
        version?: unknown;
      };
      return typeof version === 'number' && Number.isSafeInteger(version) && version > 0 ? version : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** MAKERBOARD_VERSION when set, else the web build's time, else the start time (seconds). */
function serverVersion(source: NodeJS.ProcessEnv, webDist: string | undefined): number {
  const given = Number(source.MAKERBOARD_VERSION);
  if (source.MAKERBOARD_VERSION && Number.isFinite(given)) return Math.floor(given);
  return webBuildVersion(webDist) ?? Math.floor(Date.now() / 1000);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (DATABASE_URL=) means "not set".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR);
  const port = overrides.port ?? env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    siteVariant: env.SITE_VARIANT,
    jwtSecret: overrides.jwtSecret ?? secretFor(env, dataDir),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seed: env.SEED,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: env.WEB_DIST,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    mediaLimits: { file: MAX_FILE_BYTES, image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES },
    jobsEnabled: env.JOBS === 'on',
    ffmpegPath: env.FFMPEG_PATH,
    devOutbox: env.NODE_ENV !== 'production' && !env.SMTP_URL,
    version: serverVersion(source, env.WEB_DIST),
    oidcProviders: oidcProvidersFrom(source),
    imageGeneration: env.IMAGE_GENERATION_URL
      ? { url: env.IMAGE_GENERATION_URL, key: env.IMAGE_GENERATION_KEY }
      : undefined,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.SMTP_FROM)?.[1] ?? env.SMTP_FROM}`,
    notifySweepMs: env.NOTIFY_SWEEP_MS ?? (env.NODE_ENV === 'test' ? 0 : 60_000),
    metricsToken: env.METRICS_TOKEN,
    apiDocs: (env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    pushServiceHosts: env.PUSH_SERVICE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    ...overrides,
  };
}
