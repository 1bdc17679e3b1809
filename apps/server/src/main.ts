import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './seed/admin.ts';
import { seedClassesAndPins } from './seed/classes.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.ts';
import { seedPictures } from './seed/pictures.ts';
import { seedAuditorium, seedLobby } from './seed/venues.ts';

/** Reads config, opens the database, runs migrations, seeds, listens; SIGTERM shuts down gracefully. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pgdata'),
  });
  await database.migrate();
  if (config.adminEmail && config.adminPassword)
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  const seeded = config.seed === 'demo' ? await seedDemo(database.db) : { seeded: false };

  const app = await buildApp({ config, database });
  // Classes and pins go through the API: pins are images, which the upload pipeline stores.
  if (seeded.seeded) {
    await seedClassesAndPins(app);
    await seedPictures(app);
    await seedLobby(app);
  }
  await app.listen({ port: config.port, host: config.host });
  // The demo auditorium's talk is made with ffmpeg once the server listens, so the first start
  // does not wait for it (left out, with one log line, where ffmpeg does not run).
  if (seeded.seeded)
    void seedAuditorium(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the demo auditorium could not be made'),
    );
  const mode =
    database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL';
  console.log(
    `\nMakerboard is running at http://localhost:${config.port} (${mode}, ${config.siteVariant} build) after ${Date.now() - started} ms`,
  );
  if (config.devOutbox)
    console.log(`Emails and SMS go to the dev outbox: http://localhost:${config.port}/dev/outbox`);
  if (config.seed === 'demo') {
    console.log(
      `${seeded.seeded ? 'Demo content created.' : 'Demo content present.'} Demo logins (password ${DEMO_PASSWORD}):`,
    );
    for (const u of DEMO_USERS) {
      console.log(`  ${u.userName.padEnd(12)} ${u.userType.padEnd(9)} ${(u.roles ?? []).join(',')}`);
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, finish requests in flight, then close the database.
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    // Keep-alive connections become idle as their last request finishes: close them as they do.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweeper);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
