import { desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  RESUME_MESSAGES,
  resumeDataOf,
  resumeFileName,
  withResumeDefaults,
  type Resume,
  type ResumeTemplate,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import {
  attachmentHeader as pdfAttachmentHeader,
  pdfWork as sharedPdfWork,
  sendPdf,
} from '../../pdf';
import { renderResumePdf } from './resume-pdf';
import { resumes, type ResumeRow } from './resumes.table';

export const toResume = (row: ResumeRow): Resume =>
  withResumeDefaults({
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    portfolio: row.portfolio,
    skills: row.skills,
    experience: row.experience,
    projects: row.projects,
    education: row.education,
    certificate: row.certificate,
    sectionOrder: row.sectionOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/** `Content-Disposition` naming the file after the person, with an ASCII fallback (RFC 6266). */
export function attachmentHeader(name: string): string {
  return pdfAttachmentHeader(resumeFileName(name), 'Resume');
}

/** Waits for the PDF pool; a full queue is the service being busy, not a failure. */
export function pdfWork<T>(work: () => Promise<T>): Promise<T> {
  return sharedPdfWork(work, RESUME_MESSAGES.busy);
}

/** The PDF of a resume as a download named after the person. */
export async function sendResumePdf(
  reply: FastifyReply,
  resume: Resume,
  template: ResumeTemplate,
): Promise<FastifyReply> {
  const pdf = await pdfWork(() => renderResumePdf(resumeDataOf(resume), template));
  return sendPdf(reply, pdf, resumeFileName(resume.name), 'Resume');
}

/** The resume a person saved last, which is the one a recruiter of their application sees. */
export async function latestResumeOf(db: Db, userId: string): Promise<Resume | undefined> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id))
    .limit(1);
  return row && toResume(row);
}
