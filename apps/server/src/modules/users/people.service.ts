import {
  type FilterTagsResult,
  LOCATION_DECIMALS,
  type Location,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '@makerboard/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { categories, type StoredLocation, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { isMinor } from './minors.ts';

/** Coordinates kept at city level: one decimal, about 11 km (issue 18 item 4). */
export function coarse(value: number | null): number | null {
  if (value === null) return null;
  const factor = 10 ** LOCATION_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * A person's own calls beside the profile (issue 18 item 4): social handles one by one, a coarse
 * location (never shown to others for a minor), filter tags with `remember` (spec/000 §5: the
 * filter is kept only if the remember flag is true).
 */
export function peopleService(ctx: AppContext) {
  const db = ctx.database.db;
  const inOrder = (handles: UserRow['handles']) =>
    [...handles]
      .filter((h) => (SOCIAL_PLATFORMS as readonly string[]).includes(h.platform))
      .sort(
        (a, b) =>
          SOCIAL_PLATFORMS.indexOf(a.platform as SocialPlatform) -
          SOCIAL_PLATFORMS.indexOf(b.platform as SocialPlatform),
      )
      .map((h) => ({ platform: h.platform as SocialPlatform, handle: h.handle }));

  async function setHandles(person: UserRow, handles: UserRow['handles']) {
    await db.update(users).set({ handles, updatedAt: new Date() }).where(eq(users.id, person.id));
    return { handles: inOrder(handles) };
  }

  const presentLocation = (person: UserRow): Location | null =>
    person.location || person.school
      ? {
          city: person.location?.city ?? '',
          region: person.location?.region ?? '',
          country: person.location?.country ?? '',
          latitude: person.location?.latitude ?? null,
          longitude: person.location?.longitude ?? null,
          school: person.school ?? '',
        }
      : null;

  return {
    handles: (person: UserRow) => ({ handles: inOrder(person.handles) }),
    /** PUT …/handles/{platform}: one handle saved; the others stay as they were. */
    saveHandle: (person: UserRow, platform: SocialPlatform, handle: string) =>
      setHandles(person, [...person.handles.filter((h) => h.platform !== platform), { platform, handle }]),
    /** DELETE …/handles/{platform}: that one gone (none there is no error: the list is the answer). */
    deleteHandle: (person: UserRow, platform: SocialPlatform) =>
      setHandles(
        person,
        person.handles.filter((h) => h.platform !== platform),
      ),

    /**
     * GET …/location: the person and staff read it whole; others read a minor's as null, an
     * adult's without coordinates finer than the stored ones (which are coarse already).
     */
    location(person: UserRow, viewer: Viewer) {
      const self = viewer.userId === person.id || viewer.roles.includes('admin');
      if (!self && isMinor(person)) return { location: null };
      return { location: presentLocation(person) };
    },
    async saveLocation(
      person: UserRow,
      body: Omit<Location, 'latitude' | 'longitude'> & { latitude: number | null; longitude: number | null },
    ) {
      const location: StoredLocation = {
        city: body.city,
        region: body.region,
        country: body.country,
        latitude: coarse(body.latitude),
        longitude: coarse(body.longitude),
      };
      const [row] = await db
        .update(users)
        .set({ location, school: body.school || null, updatedAt: new Date() })
        .where(eq(users.id, person.id))
        .returning();
      return { location: presentLocation(row!) };
    },
    async deleteLocation(person: UserRow) {
      await db
        .update(users)
        .set({ location: null, school: null, updatedAt: new Date() })
        .where(eq(users.id, person.id));
      return { location: null };
    },

    async filters(userId: number): Promise<FilterTagsResult> {
      const [row] = await db
        .select({ tagIds: users.filterTagIds, remember: users.filterRemember })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return { tagIds: row.remember ? row.tagIds : [], remember: row.remember };
    },
    /**
     * PUT /users/filters: the tags apply either way (the answer carries them); they are kept for the
     * next visit only with `remember: true`, and `remember: false` forgets what was kept (spec/000 §5).
     */
    async saveFilters(
      userId: number,
      body: { tagIds: number[]; remember: boolean },
    ): Promise<FilterTagsResult> {
      const tagIds = [...new Set(body.tagIds)];
      if (tagIds.length > 0) {
        const found = await db
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, tagIds));
        if (found.length !== tagIds.length) throw new AppError(400, 'FILTER_TAG_NOT_FOUND');
      }
      await db
        .update(users)
        .set({
          filterTagIds: body.remember ? tagIds : [],
          filterRemember: body.remember,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return { tagIds, remember: body.remember };
    },
  };
}
export type PeopleService = ReturnType<typeof peopleService>;
