import { SIGNUP_CERTIFICATIONS } from '../constants.ts';

/**
 * The columns of a bulk-signup file (spec/001 §7 Users "signup … bulk"; docs/bulk-signup.md): the
 * first line names them, in any order. Zod-free, so the web screen can show them.
 */
export const BULK_SIGNUP_REQUIRED_COLUMNS = [
  'email',
  'userName',
  'firstName',
  'lastName',
  'birthDate',
  ...SIGNUP_CERTIFICATIONS,
] as const;
export const BULK_SIGNUP_OPTIONAL_COLUMNS = ['userType', 'numberOfStudents', 'language'] as const;
/** At most this many people, and this many bytes, in one file. */
export const BULK_SIGNUP_MAX_ROWS = 500;
export const BULK_SIGNUP_MAX_BYTES = 256 * 1024;
