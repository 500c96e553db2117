import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GYM_EVENT_MESSAGES,
  HUB_UPLOADS,
  type HubUpload,
  type gymEventInputSchema,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { events } from '../../student';
import { files } from '../../files/files.table';
import { gymEvents, gymInventoryColumns } from './records.table';

const FILE_ID = /^\/api\/v1\/files\/([0-9a-f]{24})$/;
const TYPES: Record<'image' | 'pdf' | 'document', (mime: string) => boolean> = {
  image: (mime) => mime.startsWith('image/'),
  pdf: (mime) => mime === 'application/pdf',
  document: (mime) => mime === 'application/pdf' || mime === 'image/png' || mime === 'image/jpeg',
};

/**
 * A record names files by address: each must be one this gym uploaded, of the kind its field
 * takes, or the answer is the field's message (the spec's words for a wrong file).
 */
export async function checkHubFiles(
  db: Db,
  orgId: string,
  refs: readonly { url: string; upload: HubUpload }[],
): Promise<void> {
  const named = refs.filter((ref) => ref.url !== '');
  if (named.length === 0) return;
  const ids = named.map((ref) => FILE_ID.exec(ref.url)?.[1] ?? '');
  const rows = await db
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.orgId, orgId), inArray(files.id, ids.filter(Boolean))));
  const types = new Map(rows.map((row) => [row.id, row.contentType]));
  named.forEach((ref, i) => {
    const type = types.get(ids[i] ?? '');
    const rule = HUB_UPLOADS[ref.upload];
    if (!type || !TYPES[rule.category](type)) throw badRequest(rule.message);
  });
}

/** The inventory's own columns, kept with the gym; none before the first save. */
export async function inventoryColumnsOf(db: Db, orgId: string): Promise<string[]> {
  const [row] = await db
    .select({ columns: gymInventoryColumns.columns })
    .from(gymInventoryColumns)
    .where(eq(gymInventoryColumns.orgId, orgId));
  return row?.columns ?? [];
}

export async function saveInventoryColumns(
  db: Db,
  orgId: string,
  columns: string[],
): Promise<void> {
  await db
    .insert(gymInventoryColumns)
    .values({ orgId, columns })
    .onConflictDoUpdate({ target: gymInventoryColumns.orgId, set: { columns } });
}

/**
 * A public gym event is also a row of the platform's events (`/social/events`): made, changed
 * and removed with it. Its picture becomes public, as every event picture there is.
 */
export async function publishEvent(
  tx: Db,
  orgId: string,
  input: z.output<typeof gymEventInputSchema>,
  publicEventId: string | null | undefined,
): Promise<string | null> {
  if (!input.isPublic) {
    if (publicEventId)
      await tx.delete(events).where(and(eq(events.id, publicEventId), eq(events.orgId, orgId)));
    return null;
  }
  if (input.pic) {
    const id = FILE_ID.exec(input.pic)?.[1] ?? '';
    await tx
      .update(files)
      .set({ isPublic: true })
      .where(and(eq(files.id, id), eq(files.orgId, orgId)));
  }
  const values = {
    orgId,
    title: input.eventName,
    date: input.date || null,
    location: input.place,
    description: [
      input.goal,
      `Muscles: ${input.musclePrimary}${input.muscleSecondary ? `, ${input.muscleSecondary}` : ''}.`,
      `${input.duration} minutes.`,
    ].join(' '),
    image: input.pic,
    kind: 'sports' as const,
  };
  if (publicEventId) {
    const [row] = await tx
      .update(events)
      .set(values)
      .where(and(eq(events.id, publicEventId), eq(events.orgId, orgId)))
      .returning({ id: events.id });
    if (row) return row.id;
  }
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  return row?.id ?? null;
}

/** Removes a gym event and its public copy; 404 for an event of any other gym. */
export async function removeGymEvent(db: Db, orgId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(gymEvents)
    .where(and(eq(gymEvents.orgId, orgId), eq(gymEvents.id, id)))
    .returning({ publicEventId: gymEvents.publicEventId });
  if (!row) throw notFound(GYM_EVENT_MESSAGES.notFound);
  if (row.publicEventId)
    await db.delete(events).where(and(eq(events.id, row.publicEventId), eq(events.orgId, orgId)));
}
