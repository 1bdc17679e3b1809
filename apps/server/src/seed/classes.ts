import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { demoClient } from './demo-client.ts';

/**
 * Demo classes and pins (issue 12), made through the API as the demo people would make them, once
 * the app is built (pins are images, which the upload pipeline stores): Tobias's class with two
 * approved students and one waiting, a booth with a pin and a question, pins collected and swapped.
 */
export async function seedClassesAndPins(app: FastifyInstance): Promise<void> {
  const { call, upload } = demoClient(app);
  /** A round badge in two colours with a star: a pin image of the person's own uploads. */
  async function pinImage(userName: string, ring: string, fill: string): Promise<string> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
      <circle cx="128" cy="128" r="120" fill="${ring}"/><circle cx="128" cy="128" r="92" fill="${fill}"/>
      <polygon fill="${ring}" points="128,56 147,106 200,108 158,140 173,192 128,162 83,192 98,140 56,108 109,106"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    return (await upload(userName, png, 'pin.png')).url;
  }
  const setPin = async (userName: string, ring: string, fill: string, questions?: string[]) =>
    call<{ pin: { questions: { id: number }[] } }>(userName, 'PUT', `/api/user/${userName}/pin`, {
      pinURL: await pinImage(userName, ring, fill),
      ...(questions ? { questions } : {}),
    });

  // The class: a question, two approved students with answers, one waiting. Its students share
  // their boards publicly (Sam's demo boards are public), so the teacher has allowed that.
  const { class: klass } = await call<{ class: { id: number; code: string } }>(
    'tmueller',
    'POST',
    '/api/teachers/classes',
    {
      name: 'Physik 9b',
    },
  );
  await call('tmueller', 'PUT', `/api/teachers/classes/${klass.id}`, { allowPublicBoards: true });
  await call('tmueller', 'PUT', `/api/teachers/classes/${klass.id}/question`, {
    question: 'Which lab group are you in?',
  });
  for (const [student, answer] of [
    ['lea', 'Group 2'],
    ['sam', 'Group 4'],
    ['noah', 'Group 1'],
  ] as const) {
    await call(student, 'POST', '/api/teachers/join', { code: klass.code });
    await call(student, 'PUT', `/api/teachers/classes/${klass.id}/answer`, { answer });
  }
  for (const student of ['lea', 'sam'])
    await call('tmueller', 'PUT', `/api/teachers/classes/${klass.id}/students/${student}`, {
      status: 'approved',
    });

  // A booth with its pin and a question; people with pins of their own.
  const booth = await setPin('booth_solar', '#f59f00', '#ffe066', [
    'What does a solar panel turn sunlight into?',
  ]);
  await setPin('priya', '#1c7ed6', '#a5d8ff');
  await setPin('lea', '#2f9e44', '#b2f2bb');
  await setPin('sam', '#c2255c', '#fcc2d7');
  const answers = booth.pin.questions.map((q) => ({ questionID: q.id, answer: 'Electricity' }));
  for (const visitor of ['lea', 'sam', 'priya'])
    await call(visitor, 'POST', '/api/user/collect/booth_solar', { answers });
  // Priya and Léa swapped; Sam asked Priya, who has not confirmed yet.
  await call('priya', 'POST', '/api/pin/swap/priya/lea', { sendingUser: 'priya', receivingUser: 'lea' });
  await call('lea', 'POST', '/api/pin/swap/lea/priya', { sendingUser: 'lea', receivingUser: 'priya' });
  await call('sam', 'POST', '/api/pin/swap/sam/priya', { sendingUser: 'sam', receivingUser: 'priya' });
}
