import { z } from 'zod';
import { idSchema, pageQuerySchema, placementApplicationSchema } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { findPlacementApplication } from './placement-applications.service';

/** What the placement routes declare alike: their OpenAPI tag, an `:id`, the company's access. */
export const tags = ['placement'];
export const params = z.object({ id: idSchema });
export const COMPANY_APPLICANTS = { org: 'company', permission: 'applicants' } as const;
export const pageQuery = pageQuerySchema.omit({ search: true });

/** The student's pages of an application's interview and of its decision (the e-mails' links). */
export const APPLY_PAGE = '/placement/opportunity/apply';
export const RESPONSE_PAGE = '/placement/opportunity/response';

/** The answer of every change to an application: the row as the student's tables show it. */
export const applicationAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  application: placementApplicationSchema,
});

/** The `applicationAnswer` of a change: its message and the application as it now stands. */
export const answerWithApplication = async (db: Db, id: string, message: string) => ({
  success: true as const,
  message,
  application: await findPlacementApplication(db, id),
});
