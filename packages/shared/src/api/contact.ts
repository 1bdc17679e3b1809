import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';
import { endpoint } from './contract.ts';

const text = (max: number) => z.string().trim().max(max);

/** POST /users/createContact (spec/001 §7): only the address is required (docs/decisions.md). */
export const ContactBody = z.object({
  email: text(EMAIL_MAX_LENGTH),
  user_agent: text(500).optional(),
  referrer: text(2000).optional(),
  path: text(2000).optional(),
  subject: text(200).optional(),
  message: text(5000).optional(),
});
export type ContactBody = z.input<typeof ContactBody>;
export const ContactResult = z.object({ contact: z.object({ email: z.string() }) });

/** POST /users/signup/track (spec/001 §7): marketing data, recorded once per browser by the client. */
export const SignupTrackBody = z.object({
  utmSource: text(200).optional(),
  utmMedium: text(200).optional(),
  utmCampaign: text(200).optional(),
  utmTerm: text(200).optional(),
  utmContent: text(200).optional(),
  userId: z.number().int().optional(),
  action: text(100).optional(),
  signupMethod: text(100).optional(),
  path: text(2000).optional(),
  query: text(2000).optional(),
  userAgent: text(500).optional(),
  referrer: text(2000).optional(),
});
export type SignupTrackBody = z.input<typeof SignupTrackBody>;
export const TrackedResult = z.object({ tracked: z.literal(true) });

const tag = 'contact';

export const contactEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/users/createContact',
    body: ContactBody,
    result: ContactResult,
    status: 201,
    tag,
  }),
  trackSignup: endpoint({
    method: 'POST',
    path: '/users/signup/track',
    body: SignupTrackBody,
    result: TrackedResult,
    status: 201,
    tag,
  }),
};
