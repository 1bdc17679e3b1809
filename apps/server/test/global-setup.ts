import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

/**
 * Migrates one database before the server tests and hands it to every test file, which starts from
 * a copy: a PGlite data-directory dump (loaded in about a second instead of an initdb and every
 * migration, 3-7 s) or, with TEST_DATABASE_URL, a PostgreSQL template database. Each file still
 * runs `migrate()` on its copy, which finds nothing to do, so a file never tests a stale schema.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    await database.close();
    if (!dump) return async () => {};
    const file = path.join(tmpdir(), `mb-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return async () => rmSync(file, { force: true });
  }
  const name = `mb_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 1 });
  await database.migrate();
  // No connection may stay open on a template, or `create database … template` refuses it.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}
