import { ageOn } from '@makerboard/shared';
import type { UserRow } from '../../db/schema/index.ts';

/**
 * Child-safe default (docs/decisions.md): a person is a minor when their birth date says under 18,
 * or, without one, when they signed up as a student.
 */
export function isMinor(user: Pick<UserRow, 'birthDate' | 'userType'>, today = new Date()): boolean {
  const age = user.birthDate ? ageOn(user.birthDate, today) : null;
  if (age !== null) return age < 18;
  return user.userType === 'student';
}

type Named = Pick<UserRow, 'firstName' | 'lastName' | 'userName' | 'birthDate' | 'userType'>;

/**
 * A person's surname as people outside their circle see it (issue 12, child safety): a minor's is
 * cut to its initial ("Rivera" → "R."); everyone else's is whole. Their class, the people they share
 * a board with, staff and they themselves read it whole (users.service `profile`).
 */
export function shownLastName(user: Named): string {
  if (!isMinor(user) || user.lastName === '') return user.lastName;
  return `${Array.from(user.lastName)[0]}.`;
}

/** The name shown of a person to anyone: first name and shown surname, or the username. */
export function shownName(user: Named): string {
  return `${user.firstName} ${shownLastName(user)}`.trim() || user.userName;
}
