import { desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  RESUME_MESSAGES,
  resumeDataOf,
  resumeFileName,
  type Resume,
  type ResumeTemplate,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { PdfBusyError, renderResumePdf } from './resume-pdf';
import { resumes, type ResumeRow } from './resumes.table';

export const toResume = (row: ResumeRow): Resume => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  portfolio: row.portfolio,
  skills: row.skills,
  experience: row.experience,
  education: row.education,
  certificate: row.certificate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `Content-Disposition` naming the file after the person, with an ASCII fallback (RFC 6266). */
export function attachmentHeader(name: string): string {
  const fileName = resumeFileName(name);
  const ascii =
    fileName
      .replace(/\.pdf$/, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Resume';
  // RFC 5987 leaves out a few characters encodeURIComponent keeps.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}`;
}

/** Waits for the PDF pool; a full queue is the service being busy, not a failure. */
export async function pdfWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PdfBusyError) throw new HttpError(503, RESUME_MESSAGES.busy);
    throw error;
  }
}

/** The PDF of a resume as a download named after the person. */
export async function sendResumePdf(
  reply: FastifyReply,
  resume: Resume,
  template: ResumeTemplate,
): Promise<FastifyReply> {
  const pdf = await pdfWork(() => renderResumePdf(resumeDataOf(resume), template));
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentHeader(resume.name))
    .header('cache-control', 'private, no-store')
    .send(pdf);
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
