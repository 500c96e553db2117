import type { NoticeAudience, OrgKind } from '@vedann/contracts';
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
