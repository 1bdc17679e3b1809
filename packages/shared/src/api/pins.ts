import { z } from 'zod';
import { endpoint, Id, IdParams, Timestamp, UserName, UserNameParams } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/** At most this many questions on a booth's pin; answers as long as spec/001 §9 allows. */
export const PIN_QUESTIONS_MAX = 5;
export const PIN_ANSWER_MAX = 1000;

const PinQuestion = z.object({ id: z.number().int(), text: z.string() });

/** A person's (or a booth's) own pin: its image and, for a booth, the questions collectors answer. */
export const Pin = z.object({ url: z.string(), questions: z.array(PinQuestion) }).meta({ id: 'Pin' });
export type Pin = z.output<typeof Pin>;

/** A pin someone holds (GET /user/{username}/pins), in their order. */
export const HeldPin = z
  .object({
    id: z.number().int(),
    url: z.string().nullable(),
    owner: z.object({ userName: z.string() }),
    via: z.enum(['collect', 'swap']),
    /** Set for a project pin (collected from a board). */
    project: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'HeldPin' });
export type HeldPin = z.output<typeof HeldPin>;

export const PinSwap = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'completed']),
    from: z.object({ userName: z.string() }),
    to: z.object({ userName: z.string() }),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  })
  .meta({ id: 'PinSwap' });
export type PinSwap = z.output<typeof PinSwap>;

export const UpdatePinBody = z.object({
  /** The `url` of one of the person's own image uploads, exactly as POST /uploads returned it. */
  pinURL: z.string().min(1).max(2048),
  questions: z.array(z.string().trim().min(1).max(300)).max(PIN_QUESTIONS_MAX).optional(),
  userName: UserName.optional(),
});
export type UpdatePinBody = z.input<typeof UpdatePinBody>;
export const CollectBody = z.object({
  answers: z
    .array(z.object({ questionID: Id, answer: z.string().trim().max(PIN_ANSWER_MAX) }))
    .max(PIN_QUESTIONS_MAX)
    .default([]),
});
export type CollectBody = z.input<typeof CollectBody>;
/** A booth collects for a visitor who shows or tells their visitor code. */
export const BoothCollectBody = CollectBody.extend({ visitorCode: z.string().trim().min(1).max(32) });
export type BoothCollectBody = z.input<typeof BoothCollectBody>;
export const SwapParams = z.object({ from: UserName, to: UserName });
export const SwapBody = z.object({ sendingUser: UserName, receivingUser: UserName });
export const ReorderPinsBody = z.object({ ids: z.array(Id).max(10_000) });
export const ProjectPinBody = z.object({ pinURL: z.string().min(1).max(2048) });
export const BoothParams = z.object({ boothOwner: UserName });

export const PinResult = z.object({ pin: Pin.nullable() });
const HeldPinResult = z.object({ pin: HeldPin });
/** Collections by hour (UTC hours, oldest first) for the booth's chart. */
export const BoothStats = z.object({
  total: z.number().int(),
  hours: z.array(z.object({ hour: Timestamp, count: z.number().int() })),
});
export type BoothStats = z.output<typeof BoothStats>;

const tag = 'pins';

/** Pins (spec/001 §7 Pins, spec/000 §3 Pin, §4 pin swap; api.md "Pins"). */
export const pinEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/user/:username/pin',
    params: UserNameParams,
    result: PinResult,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user/:username/pin',
    params: UserNameParams,
    body: UpdatePinBody,
    result: z.object({ pin: Pin }),
    tag,
  }),
  held: endpoint({
    method: 'GET',
    path: '/user/:username/pins',
    params: UserNameParams,
    query: PageQuery,
    result: pageResult('pins', HeldPin),
    tag,
  }),
  collect: endpoint({
    method: 'POST',
    path: '/user/collect/:boothOwner',
    params: BoothParams,
    body: CollectBody,
    result: HeldPinResult,
    status: 201,
    tag,
  }),
  boothCollect: endpoint({
    method: 'POST',
    path: '/user/collect/:boothOwner/visitor',
    params: BoothParams,
    body: BoothCollectBody,
    result: z.object({ pin: HeldPin, visitor: z.object({ userName: z.string(), firstName: z.string() }) }),
    status: 201,
    tag,
    summary: "The booth collects its pin for a visitor by the visitor's code",
  }),
  visitorCode: endpoint({
    method: 'GET',
    path: '/user/pins/code',
    result: z.object({ code: z.string() }),
    tag,
    summary: 'The caller’s visitor code, which a booth scans or types',
  }),
  swap: endpoint({
    method: 'POST',
    path: '/pin/swap/:from/:to',
    params: SwapParams,
    body: SwapBody,
    result: z.object({ swap: PinSwap }),
    tag,
  }),
  swapped: endpoint({
    method: 'GET',
    path: '/pin/swapped',
    result: z.object({ swaps: z.array(PinSwap) }),
    tag,
  }),
  collected: endpoint({
    method: 'GET',
    path: '/pin/collected',
    result: z.object({ pins: z.array(HeldPin) }),
    tag,
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/user/pins/reorder',
    body: ReorderPinsBody,
    result: z.object({ userPins: z.array(z.number().int()) }),
    tag,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/user/:username/pin/stats',
    params: UserNameParams,
    result: BoothStats,
    tag,
    summary: 'How many visitors collected the booth’s pin, by hour (the booth owner only)',
  }),
  projectPin: endpoint({
    method: 'GET',
    path: '/projects/:id/pin',
    params: IdParams,
    result: PinResult,
    tag,
  }),
  setProjectPin: endpoint({
    method: 'PUT',
    path: '/projects/:id/pin',
    params: IdParams,
    body: ProjectPinBody,
    result: z.object({ pin: Pin }),
    tag,
  }),
  collectProjectPin: endpoint({
    method: 'POST',
    path: '/projects/:id/pin/collect',
    params: IdParams,
    result: HeldPinResult,
    status: 201,
    tag,
  }),
} as const;
