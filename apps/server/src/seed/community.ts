import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  commentLikes,
  comments,
  follows,
  postLikes,
  posts,
  projectCategories,
  projectLikes,
  projectMembers,
  projectSubscriptions,
  projects,
  users,
} from '../db/schema/index.ts';
import { randomToken } from '../lib/hash.ts';

/** A small seeded generator, so that every fresh demo community looks the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    sample: <T>(list: readonly T[], n: number): T[] => [...list].sort(() => next() - 0.5).slice(0, n),
  };
}

const PEOPLE: [string, string, string, string][] = [
  ['Maya', 'Chen', 'student', 'en'],
  ['Jonas', 'Becker', 'student', 'de'],
  ['Chloé', 'Dubois', 'student', 'fr'],
  ['Amir', 'Haddad', 'student', 'en'],
  ['Lena', 'Schmidt', 'teacher', 'de'],
  ['Hugo', 'Lefèvre', 'mentor', 'fr'],
  ['Zoe', 'Williams', 'student', 'en'],
  ['Malik', 'Johnson', 'standard', 'en'],
  ['Sofia', 'Rossi', 'mentor', 'en'],
  ['Felix', 'Wagner', 'student', 'de'],
  ['Inès', 'Moreau', 'teacher', 'fr'],
  ['Kofi', 'Mensah', 'standard', 'en'],
  ['Hannah', 'Fischer', 'student', 'de'],
  ['Lucas', 'Girard', 'student', 'fr'],
  ['Aisha', 'Khan', 'mentor', 'en'],
  ['Noah', 'Brown', 'student', 'en'],
  ['Emma', 'Weber', 'teacher', 'de'],
  ['Léo', 'Fontaine', 'standard', 'fr'],
  ['Ravi', 'Patel', 'mentor', 'en'],
  ['Mia', 'Hoffmann', 'student', 'de'],
  ['Yuki', 'Tanaka', 'standard', 'en'],
  ['Camille', 'Roux', 'student', 'fr'],
  ['Daniel', 'Okoro', 'teacher', 'en'],
  ['Paul', 'Schulz', 'mentor', 'de'],
  ['Lina', 'Nguyen', 'student', 'en'],
  ['Jules', 'Bernard', 'student', 'fr'],
  ['Grace', 'Adeyemi', 'standard', 'en'],
  ['Tim', 'Koch', 'student', 'de'],
  ['Sarah', 'Cohen', 'mentor', 'en'],
  ['Elena', 'Petrova', 'standard', 'en'],
];

interface Story {
  title: string;
  topic: string;
  tags: string[];
  description: string;
}

const STORIES: Story[] = [
  {
    title: 'Solar oven from a pizza box',
    topic: 'renewable-energy',
    tags: ['solar', 'cooking'],
    description: 'We cooked s’mores with nothing but sunlight and logged the temperature every five minutes.',
  },
  {
    title: 'Line-following robot with two IR sensors',
    topic: 'robotics',
    tags: ['arduino', 'robot'],
    description: 'A cheap robot car that follows black tape, and the PID tuning that finally made it smooth.',
  },
  {
    title: 'Why do bread molds grow faster in the dark?',
    topic: 'biology',
    tags: ['microbes', 'experiment'],
    description: 'Six slices, three cupboards, two weeks of photos. The results surprised our whole class.',
  },
  {
    title: 'A weather station on the school roof',
    topic: 'earth-science',
    tags: ['weather', 'sensors'],
    description: 'Temperature, humidity and wind speed posted every minute from a Raspberry Pi.',
  },
  {
    title: 'Straw bridge that held 4 kg',
    topic: 'civil',
    tags: ['bridges', 'structures'],
    description: 'Fifty drinking straws, tape and a lot of triangles. How we went from 300 g to 4 kg.',
  },
  {
    title: 'Homemade spectroscope from a CD',
    topic: 'physics',
    tags: ['light', 'optics'],
    description: 'Splitting light from street lamps, candles and LEDs to see which elements glow.',
  },
  {
    title: 'Teaching a neural network to sort recycling',
    topic: 'artificial-intelligence',
    tags: ['machine-learning', 'recycling'],
    description:
      '800 photos of cans, bottles and paper, and a model that gets it right nine times out of ten.',
  },
  {
    title: 'Water filter from sand and charcoal',
    topic: 'water',
    tags: ['water', 'filtration'],
    description: 'Testing layers of gravel, sand and activated charcoal on muddy pond water.',
  },
  {
    title: 'Printing a prosthetic hand',
    topic: '3d-printing',
    tags: ['3d-printing', 'health'],
    description: 'An open-source hand design, forty hours of printing and a very happy neighbour.',
  },
  {
    title: 'Measuring the speed of sound with two phones',
    topic: 'physics',
    tags: ['sound', 'phones'],
    description: 'Clap, record, compare timestamps. We got 338 m/s on a cold morning.',
  },
  {
    title: 'Crystal garden: growing alum crystals',
    topic: 'chemistry',
    tags: ['crystals', 'chemistry'],
    description: 'How temperature and patience change the size and shape of crystals.',
  },
  {
    title: 'Pendulum wave machine',
    topic: 'physics',
    tags: ['pendulum', 'waves'],
    description: 'Fifteen pendulums of carefully chosen lengths that dance in and out of patterns.',
  },
  {
    title: 'Bee hotel and what moved in',
    topic: 'biology',
    tags: ['bees', 'nature'],
    description: 'A season of watching solitary bees in hollow stems behind our school.',
  },
  {
    title: 'A wind turbine from plastic bottles',
    topic: 'renewable-energy',
    tags: ['wind', 'upcycling'],
    description: 'Blade angle experiments and the small motor that lit up an LED.',
  },
  {
    title: 'Coding a game of Pong on a microcontroller',
    topic: 'coding',
    tags: ['games', 'coding'],
    description: 'Two potentiometers, an OLED screen and 200 lines of C.',
  },
  {
    title: 'Does music help plants grow?',
    topic: 'biology',
    tags: ['plants', 'experiment'],
    description: 'Three groups of bean plants, three playlists, four weeks of measuring.',
  },
  {
    title: 'Balloon-powered car race',
    topic: 'mechanical',
    tags: ['cars', 'forces'],
    description: 'Designing for distance: wheel size, weight and nozzle diameter.',
  },
  {
    title: 'Mapping light pollution in our town',
    topic: 'astronomy',
    tags: ['night-sky', 'citizen-science'],
    description: 'A sky-quality meter, a bike and twelve nights of measurements.',
  },
  {
    title: 'Electric guitar from a cigar box',
    topic: 'music-tech',
    tags: ['music', 'electronics'],
    description: 'Pickups wound by hand and the physics of a vibrating string.',
  },
  {
    title: 'Compost heat: how hot does it get?',
    topic: 'recycling',
    tags: ['compost', 'temperature'],
    description: 'A probe thermometer in the school compost, logged for a month.',
  },
  {
    title: 'Paper rockets and launch angles',
    topic: 'aerospace',
    tags: ['rockets', 'physics'],
    description: 'A foot-pump launcher and the angle that flies farthest.',
  },
  {
    title: 'Caesar, Vigenère and breaking them',
    topic: 'cryptography',
    tags: ['codes', 'maths'],
    description: 'Letter frequencies in three languages and how they give secret messages away.',
  },
  {
    title: 'Tessellations you can print',
    topic: 'geometry',
    tags: ['geometry', 'art'],
    description: 'Escher-style tiles designed in code and printed as puzzles.',
  },
  {
    title: 'Heart rate before and after exercise',
    topic: 'sports-science',
    tags: ['health', 'data'],
    description: '30 classmates, a pulse sensor and a spreadsheet full of surprises.',
  },
  {
    title: 'A smart plant pot that asks for water',
    topic: 'electronics',
    tags: ['sensors', 'plants'],
    description: 'A soil moisture sensor, an ESP32 and a friendly notification.',
  },
  {
    title: 'Light-up jacket for night cycling',
    topic: 'textiles',
    tags: ['wearables', 'safety'],
    description: 'Conductive thread, sewable LEDs and turn signals on the sleeves.',
  },
  {
    title: 'Testing sunscreen with UV beads',
    topic: 'chemistry',
    tags: ['uv', 'health'],
    description: 'Colour-changing beads under five sunscreens and one cloudy day.',
  },
  {
    title: 'Designing a board game about ecosystems',
    topic: 'game-design',
    tags: ['games', 'ecology'],
    description: 'Predators, prey and the balancing that took twenty playtests.',
  },
  {
    title: 'A model house that keeps heat in',
    topic: 'architecture',
    tags: ['insulation', 'energy'],
    description: 'Cardboard houses, five insulation materials and an ice cube race.',
  },
  {
    title: 'Statistics of our cafeteria waste',
    topic: 'statistics',
    tags: ['data', 'waste'],
    description: 'Two weeks of weighing leftovers and what the charts convinced the kitchen to change.',
  },
  {
    title: 'Rainwater harvesting for the school garden',
    topic: 'water',
    tags: ['water', 'garden'],
    description: 'Gutters, a barrel and a drip system that saved 600 litres in spring.',
  },
  {
    title: 'Electromagnet strength vs. number of coils',
    topic: 'electrical',
    tags: ['magnets', 'experiment'],
    description: 'Paper clips lifted by nails wrapped 10 to 100 times.',
  },
  {
    title: 'Brain games: does practice improve reaction time?',
    topic: 'neuroscience',
    tags: ['brain', 'experiment'],
    description: 'A web reaction test and a month of daily practice.',
  },
  {
    title: 'Birdhouse with a camera',
    topic: 'woodworking',
    tags: ['woodworking', 'birds'],
    description: 'Cedar, a tiny camera module and blue tits raising six chicks.',
  },
  {
    title: 'Sugar content of sports drinks',
    topic: 'nutrition',
    tags: ['nutrition', 'chemistry'],
    description: 'Density measurements that matched the labels, mostly.',
  },
  {
    title: 'A seismometer from a speaker',
    topic: 'earth-science',
    tags: ['earthquakes', 'sensors'],
    description: 'Recording footsteps, trucks and, one night, a real distant quake.',
  },
];

const SECTIONS = [
  [
    'The question',
    'It started with a simple question in class, and nobody could answer it for sure. So we decided to test it ourselves.',
  ],
  [
    'What we used',
    'Everything came from the school workshop, the recycling bin or a hardware store. The total cost stayed under 20 euros.',
  ],
  [
    'How we built it',
    'We sketched three designs, built the simplest one first and improved it step by step. Pictures of the first and the final version are below.',
  ],
  [
    'First test',
    'The first run failed in an interesting way. We wrote down what happened before changing anything.',
  ],
  [
    'Results',
    'After ten runs the pattern was clear. The chart shows the averages, and the error bars show how much they varied.',
  ],
  [
    'What we learned',
    'Next time we would measure more often and change only one thing at a time. We also want to try it in winter.',
  ],
];

const COMMENTS = [
  'This is brilliant, thanks for sharing every step!',
  'How did you keep the measurements consistent between runs?',
  'We tried something similar last year and got very different numbers. Interesting!',
  'Love the picture of the first version. That is the best part.',
  'Could this work with cheaper materials?',
  'My class wants to try this next week. Any tips?',
  'The chart makes it really clear, great job.',
  'What would happen if you doubled the size?',
  'Wow, I did not expect that result at all.',
  'Great documentation. Following this board!',
  'Did you think about testing it outdoors?',
  'This would make a great science fair entry.',
];
const REPLIES = [
  'Thank you! We used a timer app and repeated each run three times.',
  'Good idea, we will try that next.',
  'Yes! Happy to share our notes.',
  'Same question here.',
];

/**
 * The demo community (issue 3): people of every kind, boards of several categories with sections,
 * comments, replies, likes, bookmarks and follows, spread over the last four months, so that a
 * newcomer's first look is alive. Counters are recomputed from the rows at the end.
 */
export async function seedCommunity(db: Db, passwordHash: string): Promise<void> {
  const r = prng(20261122);
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  await db.insert(users).values(
    PEOPLE.map(([first, last, type, language], i) => ({
      userName: `${first
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()}_${last
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()}`,
      email: `demo${i + 1}@demo.makerboard.local`,
      passwordHash,
      firstName: first,
      lastName: last,
      userType: type,
      birthDate:
        type === 'student'
          ? `${2009 + (i % 4)}-0${1 + (i % 9)}-1${i % 9}`
          : `19${80 + (i % 15)}-0${1 + (i % 9)}-2${i % 9}`,
      language,
      signupSource: 'demo',
      referralCode: randomToken(6),
      verifiedAt: new Date(now - (150 - i) * day),
      lastVerifiedAt: new Date(now - i * day),
      createdAt: new Date(now - (150 - i) * day),
      profile: {
        occupation:
          type === 'teacher'
            ? 'Science teacher'
            : type === 'mentor'
              ? 'Engineer and mentor'
              : type === 'student'
                ? 'Student'
                : 'Maker',
        skills: [],
      },
    })),
  );
  const everyone = await db.select().from(users).where(eq(users.signupSource, 'demo'));
  const cats = await db.select().from(categories);
  const bySlug = new Map(cats.map((c) => [c.slug, c]));

  for (const [index, story] of STORIES.entries()) {
    const owner = index < everyone.length ? everyone[(index * 7) % everyone.length]! : r.pick(everyone);
    const createdAt = new Date(now - (120 - index * 3) * day - r.int(0, 20) * 3600_000);
    const [board] = await db
      .insert(projects)
      .values({
        type: 'story',
        title: story.title,
        description: story.description,
        ownerId: owner.id,
        primaryCategoryId: bySlug.get(story.topic)?.id ?? 0,
        tags: story.tags,
        isPrivate: index % 11 === 10,
        isFeatured: index % 6 === 0,
        year: createdAt.getUTCFullYear(),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const id = board!.id;
    const topic = bySlug.get(story.topic);
    if (topic) await db.insert(projectCategories).values({ projectId: id, categoryId: topic.id });
    await db.insert(projectMembers).values({ projectId: id, userId: owner.id, role: 'owner' });
    const sectionCount = r.int(3, 5);
    const chosen = SECTIONS.slice(0, sectionCount);
    const insertedPosts = await db
      .insert(posts)
      .values(
        chosen.map(([title, body], i) => ({
          projectId: id,
          userId: owner.id,
          title: title!,
          body: `<p>${body}</p>`,
          priority: i,
          status: i < sectionCount - 1 ? 'Completed' : r.pick(['Draft', 'Completed']),
          createdAt: new Date(createdAt.getTime() + i * 3600_000),
        })),
      )
      .returning();
    const commenters = r.sample(
      everyone.filter((u) => u.id !== owner.id),
      r.int(0, 7),
    );
    for (const [ci, who] of commenters.entries()) {
      const onPost = ci % 3 === 2 ? r.pick(insertedPosts) : null;
      const [c] = await db
        .insert(comments)
        .values({
          projectId: id,
          postId: onPost?.id ?? null,
          userId: who.id,
          body: COMMENTS[(index + ci) % COMMENTS.length]!,
          createdAt: new Date(createdAt.getTime() + (ci + 1) * 6 * 3600_000),
        })
        .returning();
      if (ci % 2 === 0) {
        await db.insert(comments).values({
          projectId: id,
          postId: onPost?.id ?? null,
          parentId: c!.id,
          userId: owner.id,
          body: REPLIES[ci % REPLIES.length]!,
          createdAt: new Date(createdAt.getTime() + (ci + 1) * 7 * 3600_000),
        });
      }
      if (ci % 3 === 0)
        await db.insert(commentLikes).values({ targetId: c!.id, userId: owner.id }).onConflictDoNothing();
    }
    const likers = r.sample(
      everyone.filter((u) => u.id !== owner.id),
      r.int(0, 14),
    );
    if (likers.length)
      await db
        .insert(projectLikes)
        .values(likers.map((u) => ({ targetId: id, userId: u.id })))
        .onConflictDoNothing();
    const fans = r.sample(likers, Math.floor(likers.length / 2));
    if (fans.length)
      await db
        .insert(projectSubscriptions)
        .values(fans.map((u) => ({ targetId: id, userId: u.id })))
        .onConflictDoNothing();
    const postFans = r.sample(likers, Math.min(3, likers.length));
    if (postFans.length && insertedPosts[0]) {
      await db
        .insert(postLikes)
        .values(postFans.map((u) => ({ targetId: insertedPosts[0]!.id, userId: u.id })))
        .onConflictDoNothing();
    }
  }
  for (const person of everyone) {
    const followees = r.sample(
      everyone.filter((u) => u.id !== person.id),
      r.int(1, 7),
    );
    await db
      .insert(follows)
      .values(followees.map((f) => ({ followerId: person.id, followeeId: f.id })))
      .onConflictDoNothing();
  }
  // Counters from the rows they count.
  await db.execute(sql`update ${projects} p set
      likes_count = (select count(*) from ${projectLikes} l where l.project_id = p.id),
      subscribers_count = (select count(*) from ${projectSubscriptions} s where s.project_id = p.id),
      comments_count = (select count(*) from ${comments} c where c.project_id = p.id),
      posts_count = (select count(*) from ${posts} x where x.project_id = p.id),
      completed_post_count = (select count(*) from ${posts} x where x.project_id = p.id and x.status = 'Completed')
    where p.owner_id in (select id from ${users} where signup_source = 'demo')`);
  await db.execute(sql`update ${posts} x set
      comments_count = (select count(*) from ${comments} c where c.post_id = x.id),
      likes_count = (select count(*) from ${postLikes} l where l.post_id = x.id)`);
  await db.execute(sql`update ${comments} c set
      replies_count = (select count(*) from ${comments} r where r.parent_id = c.id),
      likes_count = (select count(*) from ${commentLikes} l where l.comment_id = c.id)`);
}
