import {
  type BulkSignupResult,
  type BulkSignupRow,
  isLanguage,
  isValidEmail,
  type Language,
  type MessageKey,
  PersonName,
  SIGNUP_CERTIFICATIONS,
  translate,
} from '@makerboard/shared';
import type { AppContext } from '../../context.ts';
import { auditLog, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken } from '../../lib/hash.ts';
import { render } from '../../mail/templates.ts';
import { assertSignupAnswers } from '../auth/signup-rules.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUserName,
  uniqueViolation,
} from '../users/users.repository.ts';
import { type CsvPerson, isYes, readPeople } from './bulk-signup.csv.ts';

/** Who uploads: a verified person, with the roles of their token. */
export interface Organiser {
  userId: number;
  roles: readonly string[];
}

interface Checked {
  person: CsvPerson;
  problems: [MessageKey, Record<string, string | number>, string][];
  values?: typeof users.$inferInsert;
}

/**
 * Bulk signup (spec/001 §7 Users "signup … bulk"; issue 14 item 2). An admin may sign up anyone a
 * person could sign up as; a teacher signs up students. Each row meets the rules of a plain
 * signup (spec/000 §4, §5: a valid e-mail and username, both names, the minimum age of 13, every
 * certification of the signup survey) and may repeat no e-mail or username, in the file or
 * already taken. The accepted rows become accounts in one transaction, so a failure makes none of
 * them; the refused rows come back with their reasons. Each new account gets a mail to choose a
 * password (the password-reset flow, which also proves the address).
 */
export function bulkSignupService(ctx: AppContext) {
  const db = ctx.database.db;

  async function check(
    person: CsvPerson,
    organiser: UserRow,
    isAdmin: boolean,
    seen: Map<string, number>,
    language: Language,
  ): Promise<Checked> {
    const v = person.values;
    const problems: Checked['problems'] = [];
    const problem = (key: MessageKey, field: string, params: Record<string, string | number> = {}) =>
      problems.push([key, params, field]);
    const email = (v.email ?? '').trim();
    const userName = (v.userName ?? '').trim();
    if (!isValidEmail(email)) problem('INVALID_EMAIL', 'email');
    const first = PersonName.safeParse(v.firstName ?? '');
    const last = PersonName.safeParse(v.lastName ?? '');
    if (!first.success || !last.success || !first.data || !last.data) problem('NAMES_REQUIRED', 'firstName');
    const userType = (v.userType ?? '').trim() || (isAdmin ? 'standard' : 'student');
    if (!isAdmin && userType !== 'student') problem('BULK_STUDENTS_ONLY', 'userType');
    let numberOfStudents: number | undefined;
    if (v.numberOfStudents) {
      numberOfStudents = Number(v.numberOfStudents);
      if (!Number.isInteger(numberOfStudents) || numberOfStudents < 1 || numberOfStudents > 100_000) {
        problem('BULK_INVALID_NUMBER', 'numberOfStudents');
        numberOfStudents = undefined;
      }
    }
    const chosenLanguage = (v.language ?? '').trim().toLowerCase();
    if (chosenLanguage && !isLanguage(chosenLanguage)) problem('BULK_INVALID_LANGUAGE', 'language');
    const certifications = Object.fromEntries(SIGNUP_CERTIFICATIONS.map((c) => [c, isYes(v[c])]));
    // The very rules of a plain signup, one at a time so that the report names each broken one.
    const answers = {
      userName,
      birthDate: (v.birthDate ?? '').trim(),
      certifications,
      userType,
      numberOfStudents,
    };
    const rules: (keyof typeof answers | 'userType')[] = [
      'userName',
      'birthDate',
      'certifications',
      'userType',
    ];
    for (const rule of rules) {
      try {
        assertSignupAnswers({
          ...{
            userName: 'valid_name',
            birthDate: '2000-01-01',
            certifications: allYes,
            userType: 'standard',
          },
          ...(rule === 'userType' ? { numberOfStudents } : {}),
          [rule]: answers[rule],
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A teacher refused for being a teacher is already said (BULK_STUDENTS_ONLY).
        if (error.key === 'FORBIDDEN') {
          if (isAdmin) problem('FORBIDDEN', 'userType');
        } else problem(error.key, rule);
      }
    }
    for (const [field, value] of [
      ['email', email.toLowerCase()],
      ['userName', userName.toLowerCase()],
    ] as const) {
      if (!value) continue;
      const earlier = seen.get(`${field}:${value}`);
      if (earlier !== undefined) problem('BULK_DUPLICATE_ROW', field, { line: earlier });
      else seen.set(`${field}:${value}`, person.line);
    }
    if (email && isValidEmail(email) && (await findUserByEmail(db, email))) problem('EMAIL_IN_USE', 'email');
    if (userName && (await findUserByUserName(db, userName))) problem('USERNAME_IN_USE', 'userName');
    if (problems.length > 0) return { person, problems };
    return {
      person,
      problems,
      values: {
        userName,
        email,
        passwordHash: null,
        firstName: first.data ?? '',
        lastName: last.data ?? '',
        userType: userType as UserRow['userType'],
        birthDate: answers.birthDate,
        receiveEmails: false,
        language: (chosenLanguage || organiser.language || language) as Language,
        signupSource: 'bulk',
        groupName: userType === 'teacher' ? 'teachers' : null,
        referralCode: randomToken(6),
        referredBy: organiser.referralCode ?? null,
        certifications,
        settings: numberOfStudents ? { numberOfStudents } : {},
      },
    };
  }

  return {
    /** POST /users/signup/bulk. */
    async signup(
      who: Organiser,
      csv: string,
      fileName: string | undefined,
      language: Language,
    ): Promise<BulkSignupResult> {
      const organiser = await findUserById(db, who.userId);
      const isAdmin = who.roles.includes('admin');
      if (!organiser || (!isAdmin && organiser.userType !== 'teacher')) {
        throw new AppError(403, 'BULK_ORGANISERS_ONLY');
      }
      const people = readPeople(csv);
      const seen = new Map<string, number>();
      const checked: Checked[] = [];
      for (const person of people) checked.push(await check(person, organiser, isAdmin, seen, language));
      const accepted = checked.filter((c) => c.values);
      let made: UserRow[] = [];
      if (accepted.length > 0) {
        made = await db
          .transaction(async (tx) => {
            const rows = await tx
              .insert(users)
              .values(accepted.map((c) => c.values!))
              .returning();
            await tx.insert(auditLog).values(
              rows.map((row) => ({
                actorId: organiser.id,
                subjectId: row.id,
                action: 'signup.bulk',
                data: { fileName: fileName ?? null },
              })),
            );
            return rows;
          })
          .catch((error: unknown) => {
            // Someone took an address or a name since the check: nothing was made, try again.
            const constraint = uniqueViolation(error);
            if (constraint)
              throw new AppError(409, constraint.includes('email') ? 'EMAIL_IN_USE' : 'USERNAME_IN_USE');
            throw error;
          });
      }
      const inviter = `${organiser.firstName} ${organiser.lastName}`.trim() || organiser.userName;
      const invited = new Map<string, boolean>();
      for (const user of made) {
        const link = `${ctx.config.publicUrl}/password/reset?email=${encodeURIComponent(user.email ?? '')}`;
        const mail = render('bulkSignup', (user.language ?? language) as Language, {
          inviter,
          name: user.firstName || user.userName,
          userName: user.userName,
          link,
        });
        try {
          await ctx.mailer.send({ to: user.email!, ...mail });
          invited.set(user.userName, true);
        } catch {
          // The account exists; the report says the mail did not go, so the organiser can resend
          // it by the password-reset page.
          invited.set(user.userName, false);
        }
      }
      const rows: BulkSignupRow[] = checked.map((c) => {
        const email = (c.person.values.email ?? '').trim();
        const userName = (c.person.values.userName ?? '').trim();
        return {
          line: c.person.line,
          email,
          userName,
          status: c.values ? 'created' : 'refused',
          messages: c.problems.map(([key, params]) => translate(language, key, params)),
          fields: Object.fromEntries(c.problems.map(([key, , field]) => [field, key]).reverse()),
          invited: c.values ? (invited.get(userName) ?? false) : false,
        };
      });
      return { created: made.length, refused: rows.length - made.length, rows };
    },
  };
}

const allYes = Object.fromEntries(SIGNUP_CERTIFICATIONS.map((c) => [c, true]));

export type BulkSignupService = ReturnType<typeof bulkSignupService>;
