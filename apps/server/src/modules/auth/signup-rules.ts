import {
  isOldEnough,
  isValidUsername,
  SELF_SERVICE_USER_TYPES,
  SIGNUP_CERTIFICATIONS,
  type SignupCertification,
} from '@makerboard/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * The answers every new account gives, whether it signs up with a password or through a school or
 * social login (spec/000 §4): a valid username, the minimum age, every certification, a
 * self-service user type, a teacher's number of students. One place, so the two ways to sign up
 * can never differ on the rules that protect minors.
 */
export function assertSignupAnswers(body: {
  userName: string;
  birthDate: string;
  certifications: Partial<Record<SignupCertification, boolean>>;
  userType: string;
  numberOfStudents?: number | undefined;
}): void {
  if (!isValidUsername(body.userName)) {
    throw new AppError(400, 'INVALID_USERNAME', {}, [], { userName: 'INVALID_USERNAME' });
  }
  if (!isOldEnough(body.birthDate))
    throw new AppError(400, 'MINIMUM_AGE', {}, [], { birthDate: 'MINIMUM_AGE' });
  if (!SIGNUP_CERTIFICATIONS.every((c) => body.certifications[c] === true)) {
    throw new AppError(400, 'DISCLAIMER_REQUIRED', {}, [], { certifications: 'DISCLAIMER_REQUIRED' });
  }
  if (!(SELF_SERVICE_USER_TYPES as readonly string[]).includes(body.userType))
    throw new AppError(403, 'FORBIDDEN');
  if (body.userType === 'teacher' && !body.numberOfStudents) {
    throw new AppError(400, 'TEACHER_STUDENTS_REQUIRED', {}, [], {
      numberOfStudents: 'TEACHER_STUDENTS_REQUIRED',
    });
  }
}
