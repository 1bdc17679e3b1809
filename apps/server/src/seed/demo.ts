import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, users } from '../db/schema/index.ts';
import { randomToken } from '../lib/hash.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedCommunity } from './community.ts';
import { seedConversations } from './conversations.ts';
import { seedEvents } from './events.ts';
import { seedFairs } from './fairs.ts';
import { seedJudging } from './judging.ts';
import { seedPartners } from './partners.ts';
import { seedReports } from './reports.ts';
import { seedResources } from './resources.ts';

/** The demo password of every demo account (printed at start; never used outside demo data). */
export const DEMO_PASSWORD = 'Makerboard-Demo-2026';

interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  userType: string;
  roles?: string[];
  occupation: string;
  skills: string[];
  language?: string;
  birthDate: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'ada',
    firstName: 'Ada',
    lastName: 'Okafor',
    userType: 'standard',
    roles: ['admin'],
    occupation: 'Community lead',
    skills: ['moderation', 'electronics'],
    birthDate: '1988-04-12',
  },
  {
    userName: 'tmueller',
    firstName: 'Tobias',
    lastName: 'Müller',
    userType: 'teacher',
    occupation: 'Physics teacher',
    skills: ['physics', 'robotics'],
    language: 'de',
    birthDate: '1979-09-02',
  },
  {
    userName: 'lea',
    firstName: 'Léa',
    lastName: 'Martin',
    userType: 'student',
    occupation: 'Student, year 10',
    skills: ['biology', '3D printing'],
    language: 'fr',
    birthDate: '2010-02-20',
  },
  {
    userName: 'sam',
    firstName: 'Sam',
    lastName: 'Rivera',
    userType: 'student',
    occupation: 'Student, year 9',
    skills: ['coding', 'arduino'],
    birthDate: '2011-06-15',
  },
  {
    userName: 'priya',
    firstName: 'Priya',
    lastName: 'Natarajan',
    userType: 'mentor',
    occupation: 'Mechanical engineer',
    skills: ['CAD', 'woodworking'],
    birthDate: '1991-11-30',
  },
  {
    userName: 'judge_kim',
    firstName: 'Min-jun',
    lastName: 'Kim',
    userType: 'judge',
    occupation: 'Research chemist',
    skills: ['chemistry', 'judging'],
    birthDate: '1983-01-08',
  },
  {
    userName: 'noah',
    firstName: 'Noah',
    lastName: 'Weber',
    userType: 'student',
    occupation: 'Student, year 9',
    skills: ['electronics', 'physics'],
    language: 'de',
    birthDate: '2011-03-09',
  },
  {
    userName: 'booth_solar',
    firstName: 'Solar Lab',
    lastName: 'Booth',
    userType: 'booth',
    occupation: 'Science fair booth',
    skills: ['energy', 'physics'],
    birthDate: '1990-01-01',
  },
  {
    userName: 'coord_nia',
    firstName: 'Nia',
    lastName: 'Adeyemi',
    userType: 'standard',
    occupation: 'Fair coordinator',
    skills: ['events', 'science'],
    birthDate: '1985-03-14',
  },
  {
    userName: 'rev_omar',
    firstName: 'Omar',
    lastName: 'Haddad',
    userType: 'standard',
    occupation: 'Partner reviewer',
    skills: ['biology', 'review'],
    birthDate: '1987-10-05',
  },
  {
    userName: 'rev_lina',
    firstName: 'Lina',
    lastName: 'Schmidt',
    userType: 'standard',
    occupation: 'Partner reviewer',
    skills: ['physics', 'review'],
    language: 'de',
    birthDate: '1992-05-27',
  },
  {
    userName: 'judge_ana',
    firstName: 'Ana',
    lastName: 'Lopes',
    userType: 'judge',
    occupation: 'Civil engineer',
    skills: ['engineering', 'judging'],
    birthDate: '1986-12-01',
  },
  {
    userName: 'curator_jo',
    firstName: 'Jo',
    lastName: 'Bennett',
    userType: 'standard',
    roles: ['curator'],
    occupation: 'Content curator',
    skills: ['writing', 'editing'],
    birthDate: '1990-07-21',
  },
];

/** Seeds demo content into an empty database (api.md: `npm start` on an empty data folder). */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  // Seeded once: the demo admin's presence says so (migrations add a system account of their own).
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.signupSource} = 'demo'`);
  if (Number(count) > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  // Every demo person follows three or more topics (spec/000 §5: interests need 3 subcategories),
  // the ones their skills name first, so that their settings form is complete.
  const topics = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(sql`${categories.parentId} <> 0 and not ${categories.isPrivate}`)
    .orderBy(categories.id);
  const interestsOf = (skills: readonly string[], index: number): number[] => {
    const named = topics.filter((t) => skills.some((skill) => t.slug.includes(skill.toLowerCase())));
    const picked = new Set(named.map((t) => t.id));
    for (let step = 0; picked.size < 3 && step < topics.length; step++) {
      picked.add(topics[(index * 5 + step * 7) % topics.length]!.id);
    }
    return [...picked];
  };
  await db.insert(users).values(
    DEMO_USERS.map((u, index) => ({
      userName: u.userName,
      email: `${u.userName}@demo.makerboard.local`,
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      userType: u.userType,
      roles: u.roles ?? [],
      birthDate: u.birthDate,
      language: u.language ?? 'en',
      signupSource: 'demo',
      referralCode: randomToken(6),
      profile: { occupation: u.occupation, skills: u.skills, interests: interestsOf(u.skills, index) },
      // The demo people joined months ago (a new account is welcomed with its first steps).
      createdAt: new Date(now.getTime() - (180 - index) * 86_400_000),
      verifiedAt: now,
      lastVerifiedAt: now,
    })),
  );
  await seedCommunity(db, passwordHash);
  await seedConversations(db);
  await seedFairs(db);
  await seedJudging(db);
  await seedPartners(db);
  await seedResources(db);
  await seedReports(db);
  await seedEvents(db);
  return { seeded: true };
}
