import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { ObjectGuards, RouteAccess } from './lib/access.ts';
import type { DomainEvents } from './lib/events.ts';
import type { Mailer, SmsSender } from './mail/mailer.ts';
import type { MaintenanceSwitch } from './modules/admin/maintenance.ts';
import type { SessionCheck } from './modules/auth/session-check.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import type { PushService } from './modules/notifications/push.ts';
import type { Storage } from './storage/storage.ts';

/** What the modules share. Built once per app by buildApp(); tests build their own. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  signer: TokenSigner;
  maintenance: MaintenanceSwitch;
  sessions: SessionCheck;
  routes: RouteAccess[];
  /** The object kinds that routes' object rules name (lib/access.ts), defined by their modules. */
  guards: ObjectGuards;
  events: DomainEvents;
  /** Web push to the browsers people allowed (modules/notifications/push.ts). */
  push: PushService;
  /** Uploaded files: DATA_DIR/uploads or an S3 bucket (storage/storage.ts). */
  storage: Storage;
  /** Durable background jobs (jobs/queue.ts); the worker runs between ready and close. */
  jobs: JobQueue;
}

export interface AuthContext {
  userId: number;
  uuid: string;
  userName: string;
  roles: string[];
  familyId: string;
  limited: boolean;
  impersonatorId: number | null;
  language: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
