import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLACEMENT_MESSAGES,
  type PlacementEnquiry,
  type placementEnquiryAnswerSchema,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';
import { placementEnquiries } from './placement.table';

// Enquiries: a student asks a company about a post; the company's team answers.
const selectEnquiries = (db: Db) =>
  db
    .select({
      enquiry: placementEnquiries,
      companyName: organizations.name,
      studentName: users.fullname,
    })
    .from(placementEnquiries)
    .innerJoin(organizations, eq(organizations.id, placementEnquiries.orgId))
    .innerJoin(users, eq(users.id, placementEnquiries.userId));
type EnquiryRow = Awaited<ReturnType<typeof selectEnquiries>>[number];

const toEnquiry = ({ enquiry, companyName, studentName }: EnquiryRow): PlacementEnquiry => ({
  _id: enquiry.id,
  companyId: enquiry.orgId,
  companyName,
  studentName,
  post: enquiry.post,
  message: enquiry.message,
  contactName: enquiry.contactName,
  contactNumber: enquiry.contactNumber,
  address: enquiry.address,
  response: enquiry.response,
  createdAt: enquiry.createdAt.toISOString(),
});

async function findEnquiry(db: Db, id: string): Promise<PlacementEnquiry> {
  const [row] = await selectEnquiries(db).where(eq(placementEnquiries.id, id));
  return toEnquiry(row!);
}

async function enquiryPage(
  db: Db,
  where: SQL,
  query: { page: number; limit: number },
): Promise<{ enquiries: PlacementEnquiry[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectEnquiries(db)
      .where(where)
      .orderBy(desc(placementEnquiries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(placementEnquiries).where(where),
  ]);
  return { enquiries: rows.map(toEnquiry), total: totals?.total ?? 0 };
}

/** One page of the enquiries a student sent, newest first. */
export const studentEnquiriesPage = (
  db: Db,
  userId: string,
  query: { page: number; limit: number },
) => enquiryPage(db, eq(placementEnquiries.userId, userId), query);

/** One page of the enquiries a company received, newest first. */
export const companyEnquiriesPage = (
  db: Db,
  orgId: string,
  query: { page: number; limit: number },
) => enquiryPage(db, eq(placementEnquiries.orgId, orgId), query);

/** The student's enquiry to a company (404 when the id names no company). */
export async function sendEnquiry(
  db: Db,
  userId: string,
  { companyId, post, message }: { companyId: string; post: string; message: string },
): Promise<PlacementEnquiry> {
  const [company] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, companyId), eq(organizations.kind, 'company')));
  if (!company) throw notFound(PLACEMENT_MESSAGES.companyNotFound);
  const [created] = await db
    .insert(placementEnquiries)
    .values({ orgId: company.id, userId, post, message })
    .returning({ id: placementEnquiries.id });
  return findEnquiry(db, created!.id);
}

/** The company's answer to one of its enquiries (404 for any other). */
export async function answerEnquiry(
  db: Db,
  orgId: string,
  id: string,
  answer: z.output<typeof placementEnquiryAnswerSchema>,
): Promise<PlacementEnquiry> {
  const [updated] = await db
    .update(placementEnquiries)
    .set(answer)
    .where(and(eq(placementEnquiries.id, id), eq(placementEnquiries.orgId, orgId)))
    .returning({ id: placementEnquiries.id });
  if (!updated) throw notFound(PLACEMENT_MESSAGES.enquiryNotFound);
  return findEnquiry(db, updated.id);
}
