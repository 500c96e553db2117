import { ATTENDANCE_MESSAGES } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { OrgContext } from '../../http/access';
import { notFound } from '../../http/errors';
import { findPerson, type PeopleDirectory, type PersonFound } from '../people/directory';

/** The person a row names, found through the areas' people directories. */
export async function requirePerson(
  people: readonly PeopleDirectory[],
  db: Db,
  org: OrgContext,
  code: string,
): Promise<PersonFound> {
  const person = await findPerson(people, db, org, code);
  if (!person) throw notFound(ATTENDANCE_MESSAGES.unknownPerson(code));
  return person;
}

export const personValues = (person: PersonFound | undefined) => ({
  personDirectory: person?.directory ?? null,
  personRecordId: person?.recordId ?? null,
  personUserId: person?.userId ?? null,
});
