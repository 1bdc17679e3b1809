import { type ContactBody, isValidEmail, type Language, type SignupTrackBody } from '@makerboard/shared';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { contacts, signupTracking } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { render } from '../../mail/templates.ts';

/** Contact sign-ups and signup tracking (spec/000 §3 Contact; spec/001 §7). */
export function contactService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    /**
     * POST /users/createContact: records the address once and confirms by email, with the spec's
     * exact messages for a bad or known address.
     */
    async create(body: ContactBody, userId: number | null, language: Language) {
      const email = body.email.trim();
      if (!isValidEmail(email))
        throw new AppError(400, 'CONTACT_INVALID_EMAIL', {}, [], { email: 'CONTACT_INVALID_EMAIL' });
      try {
        await db.insert(contacts).values({
          email,
          userAgent: body.user_agent ?? null,
          referrer: body.referrer ?? null,
          path: body.path ?? null,
          subject: body.subject ?? null,
          message: body.message ?? null,
          userId,
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'CONTACT_EXISTS');
        throw error;
      }
      const mail = render('contactConfirm', language, {});
      await ctx.mailer.send({ to: email, ...mail });
      return { contact: { email } };
    },

    /**
     * POST /users/signup/track: marketing data, recorded once per browser by the client, right
     * after a signup. It is about the signed-in person only: a `userId` naming anyone else (or sent
     * by a visitor) is not recorded, so nobody can pin a campaign on another account.
     */
    async track(body: SignupTrackBody, signedInId: number | null) {
      const { userId: _claimed, action, path, ...data } = body;
      await db.insert(signupTracking).values({
        userId: signedInId,
        action: action ?? null,
        path: path ?? null,
        data,
      });
      return { tracked: true as const };
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
