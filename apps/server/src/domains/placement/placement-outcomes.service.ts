import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  interviewMail,
  type decisionInputSchema,
  type interviewInputSchema,
} from '@vedann/contracts';
import type { Storage } from '../../storage/storage';
import { storeFile, type UploadedFile } from '../../http/uploads';
import { changeApplicationStatus, mailApplicant, type StatusMailServices } from '../jobs';
import { placementOutcomes } from './placement.table';
import { APPLY_PAGE, RESPONSE_PAGE } from './placement.shared';

/**
 * Sets an application's interview (its outcome row made already), shortlists it, and tells the
 * student once of each change.
 */
export async function scheduleInterview(
  services: StatusMailServices,
  applicationId: string,
  { interviewAt, address, contactNumber }: z.output<typeof interviewInputSchema>,
): Promise<void> {
  const at = new Date(interviewAt);
  // The details before and after, read and written under the row's lock: two saves at once
  // each compare with what the other left, so the student is told of each change once.
  const { before, savedAt } = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        interviewAt: placementOutcomes.interviewAt,
        address: placementOutcomes.address,
        contactNumber: placementOutcomes.contactNumber,
      })
      .from(placementOutcomes)
      .where(eq(placementOutcomes.applicationId, applicationId))
      .for('update');
    const [saved] = await tx
      .update(placementOutcomes)
      .set({ interviewAt: at, address, contactNumber })
      .where(eq(placementOutcomes.applicationId, applicationId))
      .returning({ updatedAt: placementOutcomes.updatedAt });
    return { before: row, savedAt: saved?.updatedAt ?? at };
  });
  // An applicant called to interview is shortlisted, unless already decided; the interview's
  // own e-mail tells of both, so the student gets one.
  const shortlisted = await changeApplicationStatus(services, applicationId, 'shortlisted', {
    from: ['applied'],
    page: APPLY_PAGE,
    mail: false,
  });
  const moved =
    before?.interviewAt != null &&
    (before.interviewAt.getTime() !== at.getTime() ||
      before.address !== address ||
      before.contactNumber !== contactNumber);
  if (shortlisted || before?.interviewAt == null || moved)
    mailApplicant(
      services,
      applicationId,
      (facts) =>
        interviewMail({
          ...facts,
          interviewAt: at,
          address,
          contactNumber,
          moved,
          link: `${services.publicUrl}${APPLY_PAGE}`,
        }),
      // Each save that is told is its own event, keyed by when it was saved: moving the
      // interview back to its first details is told again, as its e-mail is.
      { kind: 'interview', key: `interview:${savedAt.getTime()}`, link: APPLY_PAGE },
    );
}

/**
 * The company's decision on its application (outcome row made already), with the offer or
 * rejection letter stored as a file only the student and the company can read; the student is
 * told of the hire or the rejection.
 */
export async function recordDecision(
  services: StatusMailServices,
  storage: Storage,
  { orgId, application }: { orgId: string; application: { id: string; applicantId: string } },
  decision: z.output<typeof decisionInputSchema>,
  file: UploadedFile | undefined,
): Promise<void> {
  const letter = file
    ? await storeFile(services.db, storage, file, {
        ownerId: application.applicantId,
        orgId,
        isPublic: false,
      })
    : undefined;
  await services.db
    .update(placementOutcomes)
    .set({ ...decision, ...(letter ? { letterFileId: letter.id } : {}) })
    .where(eq(placementOutcomes.applicationId, application.id));
  await changeApplicationStatus(
    services,
    application.id,
    decision.decision === 'Selected' ? 'hired' : 'rejected',
    { page: RESPONSE_PAGE },
  );
}
