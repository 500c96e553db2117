import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPANY_AREA_MESSAGES,
  PLACEMENT_MESSAGES,
  type Assessment,
  type companyRatingInputSchema,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { applications } from '../jobs';
import { companyRatings, placementOutcomes } from './placement.table';

// The interview rating needs both sides' agreement: the student's for their application, and
// the company's.

/** The student's consent to be rated, on their own application (404 for any other). */
export async function setStudentConsent(
  db: Db,
  userId: string,
  id: string,
  consent: boolean,
): Promise<string> {
  const [application] = await db
    .select({ id: applications.id, orgId: applications.orgId })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.applicantId, userId)));
  if (!application) throw notFound(PLACEMENT_MESSAGES.applicationNotFound);
  await db
    .insert(placementOutcomes)
    .values({ applicationId: application.id, orgId: application.orgId, studentConsent: consent })
    .onConflictDoUpdate({
      target: placementOutcomes.applicationId,
      set: { studentConsent: consent },
    });
  return application.id;
}

/** The company's consent, on its application (checked and its outcome row made already). */
export async function setCompanyConsent(
  db: Db,
  applicationId: string,
  consent: boolean,
): Promise<void> {
  await db
    .update(placementOutcomes)
    .set({ companyConsent: consent })
    .where(eq(placementOutcomes.applicationId, applicationId));
}

/** The company's assessment of the interview: 409 until both sides agreed. */
export async function saveAssessment(
  db: Db,
  applicationId: string,
  assessment: Assessment,
): Promise<void> {
  const [saved] = await db
    .update(placementOutcomes)
    .set({ assessment })
    .where(
      and(
        eq(placementOutcomes.applicationId, applicationId),
        eq(placementOutcomes.studentConsent, true),
        eq(placementOutcomes.companyConsent, true),
      ),
    )
    .returning({ id: placementOutcomes.applicationId });
  if (!saved) throw conflict(PLACEMENT_MESSAGES.consentMissing);
}

/**
 * The student rates the company after an interview (the mirror of the skills assessment): their
 * own application only (404), once its interview is set (409).
 */
export async function rateCompany(
  db: Db,
  userId: string,
  id: string,
  { rating, comment }: z.output<typeof companyRatingInputSchema>,
): Promise<string> {
  const [application] = await db
    .select({
      id: applications.id,
      orgId: applications.orgId,
      at: placementOutcomes.interviewAt,
    })
    .from(applications)
    .leftJoin(placementOutcomes, eq(placementOutcomes.applicationId, applications.id))
    .where(and(eq(applications.id, id), eq(applications.applicantId, userId)));
  if (!application) throw notFound(PLACEMENT_MESSAGES.applicationNotFound);
  if (!application.at) throw conflict(COMPANY_AREA_MESSAGES.ratingNeedsInterview);
  await db
    .insert(companyRatings)
    .values({ applicationId: application.id, orgId: application.orgId, userId, rating, comment })
    .onConflictDoUpdate({ target: companyRatings.applicationId, set: { rating, comment } });
  return application.id;
}
