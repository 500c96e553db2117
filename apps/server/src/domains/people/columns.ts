import { varchar } from 'drizzle-orm/pg-core';
import { idRef } from '../../db/columns';
import { users } from '../accounts/users.table';

/** The business column lives beside `organizations`; some tables still import it from here. */
export { orgColumn } from '../orgs/orgs.table';

/**
 * The person a row names, as a people directory found them: which directory, which record, and
 * the account it was linked to then (that account reads the row through its own routes).
 */
export const personColumns = () => ({
  personDirectory: varchar('person_directory', { length: 40 }),
  personRecordId: idRef('person_record_id'),
  personUserId: idRef('person_user_id').references(() => users.id, { onDelete: 'set null' }),
});
