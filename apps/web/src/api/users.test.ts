import { describe, expect, it } from 'vitest';
import { normaliseProfile } from './users.ts';

describe('normaliseProfile', () => {
  it('reads the server shape {user, profile, handles, isSelf, memberSince}', () => {
    const profile = normaliseProfile({
      user: {
        userName: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        userType: 'mentor',
      },
      profile: { occupation: 'Engineer', about: '', skills: ['CAD'], interests: [4, 5, 6], badges: [] },
      handles: [{ platform: 'github', handle: 'ada' }],
      isSelf: true,
      memberSince: '2026-01-01T00:00:00.000Z',
    });
    expect(profile).toMatchObject({
      userName: 'ada',
      fullName: 'Ada Lovelace',
      userType: 'mentor',
      occupation: 'Engineer',
      skills: ['CAD'],
      interests: [4, 5, 6],
      handles: [{ platform: 'github', handle: 'ada' }],
      isSelf: true,
      memberSince: '2026-01-01T00:00:00.000Z',
    });
  });

  it('never throws on a thin answer', () => {
    expect(normaliseProfile(null)).toMatchObject({ userName: '', skills: [], handles: [], isSelf: false });
  });
});
