import { describe, expect, it } from 'vitest';
import { flattenProfile } from './users.ts';

describe('flattenProfile', () => {
  it('reads the server shape {user, profile, handles, counts, isSelf, memberSince}', () => {
    const profile = flattenProfile({
      user: {
        id: 7,
        uuid: 'u-7',
        userName: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        userType: 'mentor',
        avatarUrl: null,
      },
      profile: { occupation: 'Engineer', about: '', skills: ['CAD'], interests: [4, 5, 6], badges: [] },
      handles: [{ platform: 'github', handle: 'ada' }],
      counts: {
        projects: 1,
        stories: 0,
        discussions: 0,
        contributions: 2,
        following: 3,
        followers: 4,
        pins: 0,
      },
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
      counts: { followers: 4 },
      isSelf: true,
      memberSince: '2026-01-01T00:00:00.000Z',
    });
  });
});
