import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemSettings } from '../../db/schema/index.ts';

const KEY = 'maintenance';
/** Other instances learn of a switch within this time (cluster mode). */
const REFRESH_MS = 3000;

/**
 * Maintenance mode (issue 2): an admin switch kept in the database so that every instance sees it.
 * While on, the API answers 503 except to admins, health checks and the login calls admins need.
 */
export class MaintenanceSwitch {
  #enabled = false;
  #loadedAt = 0;
  #loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async isEnabled(): Promise<boolean> {
    if (Date.now() - this.#loadedAt > REFRESH_MS) {
      this.#loading ??= this.#load().finally(() => {
        this.#loading = null;
      });
      await this.#loading;
    }
    return this.#enabled;
  }

  async #load(): Promise<void> {
    try {
      const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, KEY));
      this.#enabled = (row?.value as { enabled?: boolean } | undefined)?.enabled === true;
    } catch {
      // Keep the last known state when the database blips.
    }
    this.#loadedAt = Date.now();
  }

  async set(enabled: boolean): Promise<void> {
    await this.db
      .insert(systemSettings)
      .values({ key: KEY, value: { enabled } })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: { enabled }, updatedAt: new Date() } });
    this.#enabled = enabled;
    this.#loadedAt = Date.now();
  }
}
