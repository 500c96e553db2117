import {
  toE164Phone,
  type MessageChannelName,
  type MessageLanguage,
  type NoticeAudience,
  type OrgKind,
} from '@vedann/contracts';
import type { Db } from '../../db/client';

/** One of a business's people, as a directory found them. */
export interface PersonFound {
  /** The directory's name, kept on rows that name the person. */
  directory: string;
  /** The person's record in that directory (a staff row, a gym member, a membership). */
  recordId: string;
  name: string;
  /** The Vedann account the record is linked to, if any. */
  userId: string | null;
}

/** One of a business's people as a directory lists them: their audience and how to reach them. */
export interface PersonListed extends PersonFound {
  audience: NoticeAudience;
  /** The record's e-mail, else the linked account's (lower case); null when neither has one. */
  email: string | null;
  /** The record's phone, else the linked account's, in E.164; null when neither is one. */
  phone: string | null;
  /** The record's language for messages, else the linked account's; null when neither says. */
  language: MessageLanguage | null;
  /** The channel the person chose for their messages (decision 0359); null: the business's. */
  channel: MessageChannelName | null;
}

/** Which of a business's people a list is about. */
export interface PeopleFilter {
  audience?: NoticeAudience;
  /** A part of the name. */
  search?: string;
  /** Only these records of the directory (people picked one by one). */
  recordIds?: readonly string[];
}

/** Rows `offset` to `offset + limit` of the directory's matching people, in its own order. */
export interface PeopleWindow {
  offset: number;
  limit: number;
}

export interface PeoplePage {
  /** How many of the directory's people match, whatever the window. */
  total: number;
  people: PersonListed[];
}

/** A business the account belongs to, and as whom (the notice audience it reads). */
export interface PersonPlace {
  orgId: string;
  audience: NoticeAudience;
}

/**
 * Where an area keeps people of a business: the kit's staff, the team of sign-in users, a gym's
 * members, a library's joined students. Each area lists its directory in `areas.ts`; attendance,
 * the check-in desk and notices ask every directory of the business's kind, so they know no area.
 */
export interface PeopleDirectory {
  name: string;
  kinds: readonly OrgKind[];
  /**
   * A person of the business by a code: their record id, their Vedan ID, or an id the area
   * gives its people (a gym's member id). Undefined when the code is not one of theirs.
   */
  find(db: Db, orgId: string, code: PersonCode): Promise<PersonFound | undefined>;
  /** The businesses where this account is one of the directory's people. */
  placesOf(db: Db, userId: string): Promise<PersonPlace[]>;
  /**
   * A window of the business's people in this directory that match the filter, in a stable order
   * (the records' ids), with their e-mail: what Multiple sends to and picks from.
   */
  list(db: Db, orgId: string, filter: PeopleFilter, window: PeopleWindow): Promise<PeoplePage>;
}

/** A scanned or typed code, read once: a record id, a Vedan ID, or some other text. */
export interface PersonCode {
  raw: string;
  recordId?: string;
  vedanId?: string;
}

export function readPersonCode(code: string): PersonCode {
  const raw = code.trim();
  if (/^[0-9a-f]{24}$/i.test(raw)) return { raw, recordId: raw.toLowerCase() };
  if (/^VD[0-9A-Z]{6}$/i.test(raw)) return { raw, vedanId: raw.toUpperCase() };
  return { raw };
}

/** The first directory of the business's kind that knows the code. */
export async function findPerson(
  directories: readonly PeopleDirectory[],
  db: Db,
  org: { id: string; kind: OrgKind },
  code: string,
): Promise<PersonFound | undefined> {
  const read = readPersonCode(code);
  for (const directory of directories) {
    if (!directory.kinds.includes(org.kind)) continue;
    const found = await directory.find(db, org.id, read);
    if (found) return found;
  }
  return undefined;
}

/** Every business the account belongs to with each audience it is part of, without repeats. */
export async function placesOf(
  directories: readonly PeopleDirectory[],
  db: Db,
  userId: string,
): Promise<PersonPlace[]> {
  const all = (await Promise.all(directories.map((d) => d.placesOf(db, userId)))).flat();
  const seen = new Set<string>();
  return all.filter((p) => {
    const key = `${p.orgId}:${p.audience}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A directory's page: the count, then the rows only when the window reaches into them (a window
 * past the directory's people, or of no rows, costs one count).
 */
export async function windowOf(
  window: PeopleWindow,
  count: () => Promise<number>,
  rows: () => Promise<PersonListed[]>,
): Promise<PeoplePage> {
  const total = await count();
  if (window.limit <= 0 || window.offset >= total) return { total, people: [] };
  return { total, people: await rows() };
}

/** An e-mail as directories answer it: lower case, and null for none. */
export const emailOrNull = (email: string | null | undefined): string | null =>
  email?.trim() ? email.trim().toLowerCase() : null;

/**
 * A stored phone as directories answer it: E.164, and null for none. Most are stored so already;
 * the staff's ten-digit mobiles are read as Indian ones, and anything else is no phone.
 */
export const phoneOrNull = (phone: string | null | undefined): string | null =>
  phone?.trim() ? toE164Phone(phone) : null;

/** A stored language or channel as directories answer it: one of ours, else null. */
export const languageOrNull = (language: string | null | undefined): MessageLanguage | null =>
  language === 'en' || language === 'hi' ? language : null;
export const channelOrNull = (channel: string | null | undefined): MessageChannelName | null =>
  channel === 'email' || channel === 'whatsapp' || channel === 'sms' ? channel : null;

/**
 * The people of every directory of the business's kind as one list: each directory's matching
 * people in turn, in the order the directories are listed. A window of the whole asks each
 * directory for the part of the window that falls within its people, so the page costs one count
 * per directory and reads only the rows it shows.
 */
export async function listPeople(
  directories: readonly PeopleDirectory[],
  db: Db,
  org: { id: string; kind: OrgKind },
  filter: PeopleFilter,
  window: PeopleWindow,
): Promise<PeoplePage> {
  let skip = window.offset;
  let wanted = window.limit;
  let total = 0;
  const people: PersonListed[] = [];
  for (const directory of directories) {
    if (!directory.kinds.includes(org.kind)) continue;
    const page = await directory.list(db, org.id, filter, {
      offset: skip,
      limit: wanted,
    });
    total += page.total;
    people.push(...page.people.slice(0, wanted));
    wanted -= Math.min(wanted, page.people.length);
    skip = Math.max(0, skip - page.total);
  }
  return { total, people };
}
