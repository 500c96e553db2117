import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ROUND_MESSAGES,
  type ApplicationStatus,
  type InterviewRound,
  type interviewRoundInputSchema,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { changeApplicationStatus, type StatusMailServices, applications } from '../jobs';
import { interviewRounds } from './placement.table';
import { APPLY_PAGE } from './placement.shared';

// Interview rounds of an application: named, each with its assessment and result.
type RoundInput = z.output<typeof interviewRoundInputSchema>;
type RoundChange = { round: InterviewRound; status: ApplicationStatus };

const toRound = (row: typeof interviewRounds.$inferSelect): InterviewRound => ({
  _id: row.id,
  applicationId: row.applicationId,
  name: row.name,
  assessment: row.assessment,
  result: row.result,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The application's status follows its rounds: a Rejected round rejects it, a Cleared round
 * shortlists it (unless hired); with no decided round left it goes back to shortlisted if it
 * has rounds, else keeps its status. A decision (hired) is changed only by the decision.
 */
async function followRounds(
  services: StatusMailServices,
  applicationId: string,
): Promise<ApplicationStatus> {
  const { db } = services;
  const rounds = await db
    .select({ result: interviewRounds.result })
    .from(interviewRounds)
    .where(eq(interviewRounds.applicationId, applicationId));
  const [current] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  let status = current!.status;
  if (status !== 'hired') {
    if (rounds.some((round) => round.result === 'Rejected')) status = 'rejected';
    else if (rounds.length > 0) status = 'shortlisted';
    else if (status === 'rejected') status = 'shortlisted';
  }
  await changeApplicationStatus(services, applicationId, status, { page: APPLY_PAGE });
  return status;
}

/** The rounds of the company's application, first added first (at most 50). */
export async function listRounds(
  db: Db,
  orgId: string,
  applicationId: string,
): Promise<InterviewRound[]> {
  const rows = await db
    .select()
    .from(interviewRounds)
    .where(and(eq(interviewRounds.orgId, orgId), eq(interviewRounds.applicationId, applicationId)))
    .orderBy(asc(interviewRounds.id))
    .limit(50);
  return rows.map(toRound);
}

/** Adds a round to the company's application (checked already); its status follows. */
export async function addRound(
  services: StatusMailServices,
  orgId: string,
  applicationId: string,
  input: RoundInput,
): Promise<RoundChange> {
  const [round] = await services.db
    .insert(interviewRounds)
    .values({ orgId, applicationId, ...input })
    .returning();
  const status = await followRounds(services, applicationId);
  return { round: toRound(round!), status };
}

const roundOf = (orgId: string, applicationId: string, roundId: string) =>
  and(
    eq(interviewRounds.orgId, orgId),
    eq(interviewRounds.applicationId, applicationId),
    eq(interviewRounds.id, roundId),
  );

/** Changes one of the company's rounds (404 for any other); the status follows. */
export async function updateRound(
  services: StatusMailServices,
  orgId: string,
  { applicationId, roundId }: { applicationId: string; roundId: string },
  input: RoundInput,
): Promise<RoundChange> {
  const [round] = await services.db
    .update(interviewRounds)
    .set(input)
    .where(roundOf(orgId, applicationId, roundId))
    .returning();
  if (!round) throw notFound(ROUND_MESSAGES.notFound);
  const status = await followRounds(services, round.applicationId);
  return { round: toRound(round), status };
}

/** Removes one of the company's rounds (404 for any other); the status follows. */
export async function removeRound(
  services: StatusMailServices,
  orgId: string,
  { applicationId, roundId }: { applicationId: string; roundId: string },
): Promise<ApplicationStatus> {
  const [round] = await services.db
    .delete(interviewRounds)
    .where(roundOf(orgId, applicationId, roundId))
    .returning({ applicationId: interviewRounds.applicationId });
  if (!round) throw notFound(ROUND_MESSAGES.notFound);
  return followRounds(services, round.applicationId);
}
