import type { AddressInfo } from 'node:net';
import { BULK_SIGNUP_MAX_ROWS } from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import {
  createTestApp,
  latestCode,
  type Session,
  STRONG_PASSWORD,
  type TestApp,
  uniqueName,
} from '../../../test/helpers.ts';

/**
 * Bulk signup (spec/001 §7 Users "signup … bulk"; issue 14 item 2), on a real database, with the
 * invitations read from a local SMTP sink as mailer.test.ts does.
 */
let sink: SMTPServer;
let received: { to: string; raw: string }[] = [];
let t: TestApp;
let teacher: Session;
let admin: Session;
let stranger: Session;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_FACTOR: '100' });
  teacher = await makeUser(t, { userType: 'teacher', firstName: 'Ada', lastName: 'Teach' });
  admin = await makeUser(t, { roles: ['admin'] });
  stranger = await makeUser(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const HEADER =
  'email,userName,firstName,lastName,birthDate,ownWork,over12OrParent,parentPresent,positiveConduct,riskAcceptance,disclaimer';
const YES = 'yes,yes,yes,yes,yes,yes';
function person(overrides: { email?: string; userName?: string; birthDate?: string; certs?: string } = {}) {
  const userName = overrides.userName ?? uniqueName('pupil');
  const email = overrides.email ?? `${userName}@example.org`;
  return {
    userName,
    email,
    line: `${email},${userName},Kim,Pupil,${overrides.birthDate ?? '2010-03-04'},${overrides.certs ?? YES}`,
  };
}
const upload = (token: string, csv: string, language?: 'en' | 'de' | 'fr') =>
  t.call(
    'POST',
    '/api/users/signup/bulk',
    token,
    { csv, fileName: 'class.csv' },
    language ? { language } : {},
  );

describe('bulk signup (spec/001 §7 Users; spec/000 §4, §5)', () => {
  it('makes the accepted rows, lists the refused ones with their reasons, and invites by mail', async () => {
    received = [];
    const good = person();
    const good2 = person();
    const young = person({ birthDate: '2020-01-01' });
    const noDisclaimer = person({ certs: 'yes,yes,yes,yes,yes,no' });
    const badEmail = person({ email: 'not-an-email' });
    const csv = [HEADER, good.line, young.line, '', good2.line, noDisclaimer.line, badEmail.line].join('\n');
    const r = await upload(teacher.accessToken, csv);
    expect(r.statusCode).toBe(200);
    const result = r.data.result;
    expect(result.created).toBe(2);
    expect(result.refused).toBe(3);
    const byName = Object.fromEntries(result.rows.map((row: { userName: string }) => [row.userName, row]));
    expect(byName[good.userName]).toMatchObject({ line: 2, status: 'created', invited: true, messages: [] });
    // The empty line 4 is skipped; lines keep the file's numbering.
    expect(byName[good2.userName]).toMatchObject({ line: 5, status: 'created' });
    // spec/000 §5 "Minimum age 13"; spec/001 §8 "Minimum age 13".
    expect(byName[young.userName]).toMatchObject({
      line: 3,
      status: 'refused',
      messages: ['You must be at least 13 years old to join'],
      fields: { birthDate: 'MINIMUM_AGE' },
      invited: false,
    });
    expect(byName[noDisclaimer.userName].messages).toEqual(['You must agree to the disclaimer to continue']);
    expect(byName[badEmail.userName].messages).toEqual(['Invalid email']);
    // The accepted people exist, as students without a password, unverified until they choose one.
    const made = await t.database.db.execute(
      sql`select user_name, user_type, password_hash, verified_at, signup_source from users where user_name in (${good.userName}, ${young.userName})`,
    );
    const rows = (made as unknown as { rows?: unknown[] }).rows ?? (made as unknown as unknown[]);
    expect(rows).toEqual([
      {
        user_name: good.userName,
        user_type: 'student',
        password_hash: null,
        verified_at: null,
        signup_source: 'bulk',
      },
    ]);
    // Each new account is invited by mail; the refused ones are not.
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    const mail = received.find((m) => m.to === good.email)!;
    expect(mail.raw).toContain('Ada Teach made a Makerboard account for you');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
      `/password/reset?email=3D${good.email.replace('@', '%40')}`,
    );
    expect(received.some((m) => m.to === young.email)).toBe(false);
  });

  it('lets an invited person choose a password, which verifies the account and logs them in', async () => {
    const p = person();
    expect((await upload(teacher.accessToken, [HEADER, p.line].join('\n'))).data.result.created).toBe(1);
    expect(
      (await t.call('POST', '/api/users/password/reset', undefined, { email: p.email })).statusCode,
    ).toBe(200);
    const code = await latestCode(t.database, p.email).catch(async () => {
      // With SMTP the code goes to the sink, not the outbox.
      await expect.poll(() => received.some((m) => m.to === p.email && /\b\d{6}\b/.test(m.raw))).toBe(true);
      const raw = received.filter((m) => m.to === p.email).at(-1)!.raw;
      return /\b(\d{6})\b/.exec(raw)![1]!;
    });
    const done = await t.call('POST', '/api/users/password/reset', undefined, {
      email: p.email,
      code,
      password: STRONG_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.data.result.verified).toBe(true);
    expect(done.data.result.user.userName).toBe(p.userName);
  });

  it('refuses a username or e-mail already taken, or repeated in the file, naming the first line', async () => {
    const first = person();
    const again = person({ userName: first.userName.toUpperCase(), email: `other-${first.email}` });
    const taken = person({ userName: stranger.userName });
    const r = await upload(teacher.accessToken, [HEADER, first.line, again.line, taken.line].join('\n'));
    const [a, b, c] = r.data.result.rows;
    expect(a.status).toBe('created');
    expect(b).toMatchObject({
      status: 'refused',
      messages: ['This e-mail address or username is already on line 2 of the file'],
    });
    expect(c).toMatchObject({ status: 'refused', messages: ['This username is already taken'] });
  });

  it('names every broken rule of a row, and answers in the caller’s language', async () => {
    const csv = [HEADER, 'nope,x,,Pupil,2099-01-01,no,no,no,no,no,no'].join('\n');
    const r = await upload(teacher.accessToken, csv, 'de');
    expect(r.data.result.rows[0].messages).toEqual([
      'Ungültige E-Mail-Adresse',
      expect.stringContaining('Vor- und Nachname'),
      expect.any(String),
      'Du musst mindestens 13 Jahre alt sein, um mitzumachen',
      'Du musst dem Haftungsausschluss zustimmen, um fortzufahren',
    ]);
    expect(Object.keys(r.data.result.rows[0].fields).sort()).toEqual(
      ['birthDate', 'certifications', 'email', 'firstName', 'userName'].sort(),
    );
  });

  it('lets admins sign up other user types with their rules; teachers sign up students only', async () => {
    const header = `${HEADER},userType,numberOfStudents`;
    const newTeacher = person();
    const teacherWithoutClass = person();
    const csv = [header, `${newTeacher.line},teacher,25`, `${teacherWithoutClass.line},teacher,`].join('\n');
    const byAdmin = (await upload(admin.accessToken, csv)).data.result.rows;
    expect(byAdmin[0]).toMatchObject({ status: 'created' });
    expect(byAdmin[1]).toMatchObject({
      status: 'refused',
      fields: { userType: 'TEACHER_STUDENTS_REQUIRED' },
    });
    const another = person();
    const byTeacher = (await upload(teacher.accessToken, [header, `${another.line},mentor,`].join('\n'))).data
      .result.rows;
    expect(byTeacher[0]).toMatchObject({
      status: 'refused',
      messages: ['Teachers can sign up students only'],
    });
  });

  it('accepts semicolons, a byte-order mark and column names in another case', async () => {
    const p = person();
    const header = `\uFEFF${HEADER.replace('userName', 'User Name').replaceAll(',', ';')}`;
    const r = await upload(teacher.accessToken, [header, p.line.replaceAll(',', ';')].join('\r\n'));
    expect(r.data.result.rows[0]).toMatchObject({ userName: p.userName, status: 'created' });
  });

  it('refuses wrong columns, a file that is not CSV, an empty file and a too-big file, making no one', async () => {
    const p = person();
    const before = await t.database.db.execute(sql`select count(*)::int as n from users`);
    const count = (x: unknown) => ((x as { rows?: { n: number }[] }).rows ?? (x as { n: number }[]))[0]!.n;
    const missing = await upload(teacher.accessToken, `email,userName\n${p.email},${p.userName}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.data.messages[0]).toBe(
      'The file lacks the columns: firstName, lastName, birthDate, ownWork, over12OrParent, parentPresent, positiveConduct, riskAcceptance, disclaimer',
    );
    const unknown = await upload(teacher.accessToken, [`${HEADER},shoeSize`, `${p.line},42`].join('\n'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.messages[0]).toBe('The file has columns we do not know: shoeSize');
    const ragged = await upload(teacher.accessToken, [HEADER, p.line, 'a,b,c'].join('\n'));
    expect(ragged.statusCode).toBe(400);
    expect(ragged.data.messages[0]).toBe('The file could not be read as CSV (line 3)');
    const unclosed = await upload(teacher.accessToken, [HEADER, `"${p.line}`].join('\n'));
    expect(unclosed.data.messages[0]).toMatch(/^The file could not be read as CSV \(line \d+\)$/);
    const empty = await upload(teacher.accessToken, `${HEADER}\n\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.data.messages[0]).toBe('The file has no people in it');
    const many = [HEADER, ...Array.from({ length: BULK_SIGNUP_MAX_ROWS + 1 }, () => person().line)].join(
      '\n',
    );
    const tooMany = await upload(teacher.accessToken, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.data.messages[0]).toBe('The file is too big: at most 500 people and 256 KB in one file');
    const huge = await upload(teacher.accessToken, `${HEADER}\n${p.line},${'x'.repeat(300 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    const after = await t.database.db.execute(sql`select count(*)::int as n from users`);
    expect(count(after)).toBe(count(before));
  });

  it('is for teachers and admins only (403 with a clear message; 401 to visitors)', async () => {
    const csv = [HEADER, person().line].join('\n');
    const r = await upload(stranger.accessToken, csv);
    expect(r.statusCode).toBe(403);
    expect(r.data.messages[0]).toBe('Only teachers and administrators can sign people up in bulk');
    expect((await t.call('POST', '/api/users/signup/bulk', undefined, { csv })).statusCode).toBe(401);
  });
});
