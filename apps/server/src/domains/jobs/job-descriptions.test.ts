import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_MESSAGES, type Job } from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { listJobs, newCompany } from './jobs.test-support';

let t: TestApp;
let recruiter: TestUser;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await newCompany(t, recruiter, 'Kavya Labs');
});
afterAll(() => t.close());

describe('job-description maker', () => {
  const row = {
    code: 'JD-01',
    profile: 'Node.js Developer',
    experience: 3,
    salary: 14,
    location: 'Bangalore',
    description: '',
    date: '2026-11-01',
    education: 'B.Tech',
  };

  it('adds a row with a PDF, checks its rules, publishes it as a job, and removes it', async () => {
    const pdf = multipartBody(
      {},
      {
        field: 'file',
        name: 'jd.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/job-description-files',
      headers: {
        authorization: `Bearer ${recruiter.token}`,
        'x-org-id': company,
        'content-type': pdf.contentType,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: pdf.body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json<{ url: string }>().url;
    const png = multipartBody(
      {},
      { field: 'file', name: 'jd.pdf', type: 'application/pdf', data: pngBytes() },
    );
    const notPdf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/job-description-files',
      headers: {
        authorization: `Bearer ${recruiter.token}`,
        'x-org-id': company,
        'content-type': png.contentType,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: png.body,
    });
    expect(notPdf.json()).toEqual({ success: false, message: JD_MESSAGES.pdf });

    const invalid = await t.request('POST', '/api/v1/company/job-descriptions', {
      token: recruiter.token,
      orgId: company,
      body: { ...row, code: '' },
    });
    expect(invalid.json()).toEqual({ success: false, message: JD_MESSAGES.codeRequired });
    const created = await t.request('POST', '/api/v1/company/job-descriptions', {
      token: recruiter.token,
      orgId: company,
      body: { ...row, description: url },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ jobDescription: { _id: string } }>().jobDescription._id;

    const published = await t.request('POST', `/api/v1/company/job-descriptions/${id}/publish`, {
      token: recruiter.token,
      orgId: company,
      body: { industry: 'Backend Developer' },
    });
    expect(published.statusCode, published.body).toBe(201);
    const job = published.json<{ job: Job }>().job;
    expect(job).toMatchObject({
      title: 'Node.js Developer',
      salary: 14,
      location: 'Bangalore',
      experience: 3,
      status: 'open',
    });
    const again = await t.request('GET', `/api/v1/company/job-descriptions/${id}`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(again.json<{ jobDescription: { jobId: string } }>().jobDescription.jobId).toBe(job._id);
    expect((await listJobs(t, 'keyword=node')).jobs.map((j) => j._id)).toContain(job._id);

    const removed = await t.request('DELETE', `/api/v1/company/job-descriptions/${id}`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(removed.json()).toEqual({ success: true, message: JD_MESSAGES.removed });
  });

  it('keeps each company to its own rows', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/job-descriptions',
      listKey: 'jobDescriptions',
      itemPath: (id) => `/api/v1/company/job-descriptions/${id}`,
      create: async (tt, owner, orgId) => {
        const res = await tt.request('POST', '/api/v1/company/job-descriptions', {
          token: owner.token,
          orgId,
          body: row,
        });
        return res.json<{ jobDescription: { _id: string } }>().jobDescription._id;
      },
      updateBody: row,
      deletable: true,
    });
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await newCompany(t, other, 'JD Stranger');
    const theirs = await t.request('POST', '/api/v1/company/job-descriptions', {
      token: other.token,
      orgId: otherCompany,
      body: row,
    });
    const theirId = theirs.json<{ jobDescription: { _id: string } }>().jobDescription._id;
    const publish = await t.request('POST', `/api/v1/company/job-descriptions/${theirId}/publish`, {
      token: recruiter.token,
      orgId: company,
      body: { industry: 'Backend Developer' },
    });
    expect(publish.statusCode).toBe(404);
  });
});
