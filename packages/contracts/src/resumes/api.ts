import { z } from 'zod';
import { idSchema, messageResponseSchema, pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { resumeMatchAnswerSchema, resumeMatchInputSchema } from './match';
import { atsReadingSchema } from './resume-ats';
import {
  resumeInputSchema,
  resumePrefillSchema,
  resumeSchema,
  resumeTemplateQuerySchema,
} from './resume';

const params = z.object({ id: idSchema });
const resumeAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  resume: resumeSchema,
});

/**
 * A student's resumes (spec 01 section 7 `POST /api/resumes`, spec 04 section 7 `GET /api/resumes`),
 * at the spec's unversioned paths. Personal data: every call is the signed-in account's own.
 */
export const resumesApi = {
  /** The spec's answer is the bare array; the page travels in headers (PAGE_HEADERS). */
  list: endpoint({
    method: 'GET',
    path: '/api/resumes',
    access: 'user',
    query: pageQuerySchema.pick({ page: true, limit: true }),
    answer: z.array(resumeSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/resumes',
    access: 'user',
    body: resumeInputSchema,
    answer: resumeAnswer,
    status: 201,
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/resumes/:id',
    access: 'user',
    params,
    answer: resumeAnswer,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/resumes/:id',
    access: 'user',
    params,
    body: resumeInputSchema,
    answer: resumeAnswer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/resumes/:id',
    access: 'user',
    params,
    answer: messageResponseSchema,
  }),
  /** One resume per job, say: a copy to adapt. */
  duplicate: endpoint({
    method: 'POST',
    path: '/api/resumes/:id/duplicate',
    access: 'user',
    params,
    answer: resumeAnswer,
    status: 201,
  }),
  /** "Check how an ATS reads it": the generated PDF read back as plain text. */
  atsReading: endpoint({
    method: 'GET',
    path: '/api/resumes/:id/ats-reading',
    access: 'user',
    params,
    query: resumeTemplateQuerySchema,
    answer: atsReadingSchema,
  }),
  /**
   * A new resume filled from the profile, not saved; the placement area serves it (it reads the
   * placement profile).
   */
  prefill: endpoint({
    method: 'GET',
    path: '/api/resumes/prefill',
    access: 'user',
    answer: resumePrefillSchema,
  }),
  /** How well a resume matches a job (issue 18); the jobs area serves it (it reads the jobs). */
  match: endpoint({
    method: 'POST',
    path: '/api/resumes/match',
    access: 'user',
    body: resumeMatchInputSchema,
    answer: resumeMatchAnswerSchema,
  }),
};
