import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLACEMENT_MESSAGES,
  type PlacementEnquiry,
  type MyApplication,
  type PlacementApplication,
} from '@vedann/contracts';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let student: TestUser;
let applicationId: string;

/** Enough of a PDF for the upload check, which reads the first bytes. */
const letterPdf = () => Buffer.from('%PDF-1.4\n% offer letter\n%%EOF\n');

const job = {
  title: 'Data Analyst',
  description: 'Reports in SQL and Python.',
  position: 1,
  jobType: 'Internship',
  salary: 4,
  location: 'Pune',
  industry: 'Backend Developer',
  experience: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Sutra Analytics');
  student = await t.signUp();
  const posted = await t.request('POST', '/api/v1/admin/jobs', {
    token: recruiter.token,
    orgId: company,
    body: job,
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const jobId = posted.json<{ job: { _id: string } }>().job._id;
  const applied = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
    token: student.token,
    body: {},
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const mine = await t.request('GET', '/api/v1/placement/applications', { token: student.token });
  applicationId = mine.json<{ applications: PlacementApplication[] }>().applications[0]!._id;
});
afterAll(() => t.close());

const asCompany = () => ({ token: recruiter.token, orgId: company });

/** The status e-mails the student got, oldest first. */
const statusMails = async () => {
  await t.app.drainBackground();
  return readOutbox(t.dataDir).filter(
    (mail) => mail.includes(`To: ${student.email}`) && mail.includes('Your application for'),
  );
};
const interviewMails = async () => {
  await t.app.drainBackground();
  return readOutbox(t.dataDir).filter(
    (mail) => mail.includes(`To: ${student.email}`) && mail.includes('Subject: Interview'),
  );
};
/** The application as My applications shows it: the in-app notice of a change. */
async function inMyApplications() {
  const mine = await t.request('GET', '/api/v1/application/mine', { token: student.token });
  return mine.json<{ applications: MyApplication[] }>().applications[0]!;
}

async function decide(fields: Record<string, string>, letter?: Buffer, as = asCompany()) {
  const { body, contentType } = multipartBody(
    fields,
    letter
      ? { field: 'letter', name: 'offer.pdf', type: 'application/pdf', data: letter }
      : undefined,
  );
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/applications/${applicationId}/decision`,
    headers: {
      authorization: `Bearer ${as.token}`,
      'x-org-id': as.orgId,
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: body,
  });
}

describe("the student's placement documents", () => {
  it('are saved per student and read back', async () => {
    const profile = {
      profileRows: [{ profile: 'LinkedIn', number: 'asha-rao' }],
      academic: [{ achievement: 'University topper', year: '2025' }],
      sports: [{ achievement: 'Kabaddi, district level', year: '2023' }],
    };
    const saved = await t.request('PUT', '/api/v1/placement/profile', {
      token: student.token,
      body: profile,
    });
    expect(saved.json()).toMatchObject({ message: PLACEMENT_MESSAGES.saved, data: profile });
    expect(
      (await t.request('GET', '/api/v1/placement/profile', { token: student.token })).json(),
    ).toEqual({
      success: true,
      data: profile,
    });
    const other = await t.signUp();
    expect(
      (await t.request('GET', '/api/v1/placement/profile', { token: other.token })).json(),
    ).toEqual({
      success: true,
      data: { profileRows: [], academic: [], sports: [] },
    });
    const badRating = await t.request('PUT', '/api/v1/placement/self-rating', {
      token: student.token,
      body: { skills: [{ skill: 'SQL', rating: 6 }] },
    });
    expect(badRating.json<{ message: string }>().message).toBe(PLACEMENT_MESSAGES.ratingInvalid);
    const rating = await t.request('PUT', '/api/v1/placement/self-rating', {
      token: student.token,
      body: { skills: [{ skill: 'SQL', rating: 4 }] },
    });
    expect(rating.statusCode).toBe(200);
    const working = await t.request('PUT', '/api/v1/placement/working', {
      token: student.token,
      body: {
        entries: [
          {
            company: 'Kaveri Software',
            role: 'Intern',
            kind: 'internship',
            from: '2024',
            to: '2024',
          },
        ],
      },
    });
    expect(working.json<{ data: { entries: unknown[] } }>().data.entries).toHaveLength(1);
    // The profile survives the other documents' saves.
    expect(
      (await t.request('GET', '/api/v1/placement/profile', { token: student.token })).json(),
    ).toMatchObject({
      data: profile,
    });
  });
});

describe('enquiries', () => {
  it('a student asks a company; only that company sees and answers it', async () => {
    const sent = await t.request('POST', '/api/v1/placement/enquiries', {
      token: student.token,
      body: { companyId: company, post: 'Data Analyst', message: 'Is the internship paid?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const enquiry = sent.json<{ enquiry: PlacementEnquiry }>().enquiry;
    expect(enquiry).toMatchObject({ companyName: 'Sutra Analytics', response: 'Pending' });

    const otherRecruiter = await t.signUp({ role: 'recruiter' });
    const otherCompany = await t.createOrg(otherRecruiter, 'company');
    const theirs = { token: otherRecruiter.token, orgId: otherCompany };
    const theirList = await t.request('GET', '/api/v1/company/enquiries', theirs);
    expect(theirList.json<{ enquiries: PlacementEnquiry[] }>().enquiries).toEqual([]);
    const answer = {
      response: 'Approved',
      contactName: 'Rahul Mehta',
      contactNumber: '+91 98765 43210',
      address: 'Baner, Pune',
    };
    expect(
      (
        await t.request('PATCH', `/api/v1/company/enquiries/${enquiry._id}`, {
          ...theirs,
          body: answer,
        })
      ).statusCode,
    ).toBe(404);
    const answered = await t.request('PATCH', `/api/v1/company/enquiries/${enquiry._id}`, {
      ...asCompany(),
      body: answer,
    });
    // The number is kept in E.164, however it was typed (decision 0359).
    expect(answered.json<{ enquiry: PlacementEnquiry }>().enquiry).toMatchObject({
      ...answer,
      contactNumber: '+919876543210',
    });
    const mine = await t.request('GET', '/api/v1/placement/enquiries', { token: student.token });
    expect(mine.json<{ enquiries: PlacementEnquiry[] }>().enquiries[0]).toMatchObject({
      response: 'Approved',
      contactName: 'Rahul Mehta',
    });
    const bad = await t.request('PATCH', `/api/v1/company/enquiries/${enquiry._id}`, {
      ...asCompany(),
      body: { response: 'Maybe' },
    });
    expect(bad.json<{ message: string }>().message).toBe(PLACEMENT_MESSAGES.responseInvalid);
    const noMobile = await t.request('PATCH', `/api/v1/company/enquiries/${enquiry._id}`, {
      ...asCompany(),
      body: { ...answer, contactNumber: '1234567890' },
    });
    expect(noMobile.json<{ message: string }>().message).toBe(PLACEMENT_MESSAGES.phoneInvalid);
    const notACompany = await t.request('POST', '/api/v1/placement/enquiries', {
      token: student.token,
      body: { companyId: '0123456789abcdef01234567', post: 'Analyst' },
    });
    expect(notACompany.statusCode).toBe(404);
  });
});

describe('interviews, decisions and the rating', () => {
  it('the company sets the interview, and the student sees it under Apply', async () => {
    expect(await statusMails()).toHaveLength(0);
    const setInterview = (interviewAt: string) =>
      t.request('PUT', `/api/v1/admin/applications/${applicationId}/interview`, {
        ...asCompany(),
        body: { interviewAt, address: 'Baner, Pune', contactNumber: '098765 43210' },
      });
    const set = await setInterview('2026-12-05T10:30:00+05:30');
    expect(set.statusCode, set.body).toBe(200);
    // Shortlisted by the interview: one e-mail, the interview's, and the change stamped for the app.
    expect(await statusMails()).toHaveLength(0);
    expect(await interviewMails()).toHaveLength(1);
    expect((await interviewMails())[0]).toContain(
      'Subject: Interview: Data Analyst at Sutra Analytics\n',
    );
    expect((await interviewMails())[0]).toContain(
      'When: Saturday, 5 December 2026 at 10:30 am (India time)',
    );
    expect((await interviewMails())[0]).toContain('shortlisted you for Data Analyst');
    expect((await interviewMails())[0]).toContain('Where: Baner, Pune');
    expect((await interviewMails())[0]).toContain('Contact: +91 98765 43210');
    expect((await interviewMails())[0]).toContain('/placement/opportunity/apply');
    const notice = await inMyApplications();
    expect(notice.status).toBe('shortlisted');
    expect(notice.statusChangedAt).not.toBeNull();
    // A new date keeps the status, and the student is told of the move.
    expect((await setInterview('2026-12-06T10:30:00+05:30')).statusCode).toBe(200);
    expect(await interviewMails()).toHaveLength(2);
    expect((await interviewMails())[1]).toContain(
      'Subject: Interview moved: Data Analyst at Sutra Analytics',
    );
    expect((await interviewMails())[1]).toContain(
      'When: Sunday, 6 December 2026 at 10:30 am (India time)',
    );
    expect((await interviewMails())[1]).toContain('The new details replace the earlier ones.');
    // Saving the same details again tells no one.
    expect((await setInterview('2026-12-06T10:30:00+05:30')).statusCode).toBe(200);
    expect(await interviewMails()).toHaveLength(2);
    expect((await setInterview('2026-12-05T10:30:00+05:30')).statusCode).toBe(200);
    expect(await interviewMails()).toHaveLength(3);
    expect(await statusMails()).toHaveLength(0);
    const mine = await t.request('GET', '/api/v1/placement/applications', { token: student.token });
    expect(mine.json<{ applications: PlacementApplication[] }>().applications[0]).toMatchObject({
      companyName: 'Sutra Analytics',
      companyAddress: expect.any(String),
      post: 'Data Analyst',
      address: 'Baner, Pune',
      contactNumber: '+919876543210',
      interviewAt: '2026-12-05T05:00:00.000Z',
      status: 'shortlisted',
    });
    const bad = await t.request('PUT', `/api/v1/admin/applications/${applicationId}/interview`, {
      ...asCompany(),
      body: { interviewAt: 'tomorrow' },
    });
    expect(bad.json<{ message: string }>().message).toBe(PLACEMENT_MESSAGES.interviewInvalid);
  });

  it('rates only after both sides agree, within -10 to +10', async () => {
    const marks = { technical: 8, skillTest: 7, companyTest: 9, behaviour: 8, communication: 7 };
    const url = `/api/v1/admin/applications/${applicationId}/assessment`;
    const early = await t.request('PUT', url, { ...asCompany(), body: marks });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(PLACEMENT_MESSAGES.consentMissing);
    await t.request('PUT', `/api/v1/placement/applications/${applicationId}/consent`, {
      token: student.token,
      body: { consent: true },
    });
    expect((await t.request('PUT', url, { ...asCompany(), body: marks })).statusCode).toBe(409);
    await t.request('PUT', `/api/v1/admin/applications/${applicationId}/consent`, {
      ...asCompany(),
      body: { consent: true },
    });
    const outOfRange = await t.request('PUT', url, {
      ...asCompany(),
      body: { ...marks, technical: 11 },
    });
    expect(outOfRange.json<{ message: string }>().message).toBe(PLACEMENT_MESSAGES.marksRange);
    const rated = await t.request('PUT', url, {
      ...asCompany(),
      body: { ...marks, behaviour: -10 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const mine = await t.request('GET', '/api/v1/placement/applications', { token: student.token });
    expect(
      mine.json<{ applications: PlacementApplication[] }>().applications[0]?.assessment,
    ).toEqual({
      ...marks,
      behaviour: -10,
    });
    // Withdrawing consent hides the rating again.
    await t.request('PUT', `/api/v1/placement/applications/${applicationId}/consent`, {
      token: student.token,
      body: { consent: false },
    });
    const hidden = await t.request('GET', '/api/v1/placement/applications', {
      token: student.token,
    });
    expect(
      hidden.json<{ applications: PlacementApplication[] }>().applications[0]?.assessment,
    ).toBeNull();
    const stranger = await t.signUp();
    expect(
      (
        await t.request('PUT', `/api/v1/placement/applications/${applicationId}/consent`, {
          token: stranger.token,
          body: { consent: true },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('interviews, decisions and the rating: the decision and its letter', () => {
  it('the decision and its letter reach only that student and that company', async () => {
    expect((await decide({ decision: 'Maybe' })).json<{ message: string }>().message).toBe(
      PLACEMENT_MESSAGES.decisionInvalid,
    );
    expect((await decide({ decision: 'Selected' }, pngBytes())).statusCode).toBe(415);
    const before = (await statusMails()).length;
    const decided = await decide({ decision: 'Selected', remark: 'Welcome aboard' }, letterPdf());
    expect(decided.statusCode, decided.body).toBe(200);
    // Hired: one e-mail pointing to the Response page, and the change in the app.
    expect(await statusMails()).toHaveLength(before + 1);
    expect((await statusMails()).at(-1)).toContain(
      'Subject: Your application for Data Analyst at Sutra Analytics: hired',
    );
    expect((await statusMails()).at(-1)).toContain('/placement/opportunity/response');
    expect(await inMyApplications()).toMatchObject({ status: 'hired' });
    // The same decision again (a new letter) is no change: no e-mail.
    expect((await decide({ decision: 'Selected' }, letterPdf())).statusCode).toBe(200);
    expect(await statusMails()).toHaveLength(before + 1);
    const application = decided.json<{ application: PlacementApplication }>().application;
    expect(application).toMatchObject({
      decision: 'Selected',
      remark: 'Welcome aboard',
      status: 'hired',
    });
    const letterUrl = application.letterUrl!;
    expect(letterUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    expect((await t.request('GET', letterUrl, { token: student.token })).statusCode).toBe(200);
    expect((await t.request('GET', letterUrl, { token: recruiter.token })).statusCode).toBe(200);
    const stranger = await t.signUp();
    expect((await t.request('GET', letterUrl, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.request('GET', letterUrl)).statusCode).toBe(404);
    const otherRecruiter = await t.signUp({ role: 'recruiter' });
    const otherCompany = await t.createOrg(otherRecruiter, 'company');
    expect((await t.request('GET', letterUrl, { token: otherRecruiter.token })).statusCode).toBe(
      404,
    );
    expect(
      (
        await decide({ decision: 'Rejected' }, undefined, {
          token: otherRecruiter.token,
          orgId: otherCompany,
        })
      ).statusCode,
    ).toBe(404);
  });
});
