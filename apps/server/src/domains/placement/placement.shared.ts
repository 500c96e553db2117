import type { Db } from '../../db/client';
import { findPlacementApplication } from './placement-applications.service';

/** The placement routes' OpenAPI tag. */
export const tags = ['placement'];

/** The student's pages of an application's interview and of its decision (the e-mails' links). */
export const APPLY_PAGE = '/placement/opportunity/apply';
export const RESPONSE_PAGE = '/placement/opportunity/response';

/** The answer of a change to an application (`placementApi`): its message and the application as it now stands. */
export const answerWithApplication = async (db: Db, id: string, message: string) => ({
  success: true as const,
  message,
  application: await findPlacementApplication(db, id),
});
