import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUND_MESSAGES,
  PLACEMENT_MESSAGES,
  defaultResume,
  type Candidate,
  type MyApplication,
  type PlacementApplication,
} from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let jobId: string;
let withResume: TestUser;
let withoutResume: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Sutra Analytics');
  const posted = await t.request('POST', '/api/v1/admin/jobs', {
    token: recruiter.token,
    orgId: company,
    body: {
      title: 'Data Analyst',
      description: 'SQL.',
      position: 2,
      jobType: 'Full Time',
      salary: 6,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 0,
    },
  });
  jobId = posted.json<{ job: { _id: string } }>().job._id;
  withResume = await t.signUp();
  withoutResume = await t.signUp();
  const saved = await t.request('POST', '/api/resumes', {
    token: withResume.token,
    body: {
      ...defaultResume(),
      name: 'Asha Rao',
      address: 'Kothrud, Pune',
      skills: [{ skill: 'SQL' }, { skill: 'Python' }],
      experience: [{ role: 'Intern', company: 'Mitra Labs', year: '2024' }],
      education: [
        { university: 'KV Pune', percentage: '91.5', year: '2018', type: '10th' },
        { university: 'Fergusson College', percentage: '88', year: '2020', type: '12th' },
        { university: 'Pune University', percentage: '76', year: '2024', type: 'Graduation' },
        { university: 'IIT Bombay', percentage: '', year: '2026', type: 'Education' },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  for (const student of [withResume, withoutResume]) {
    const applied = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: student.token,
      body: {},
    });
    expect(applied.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const asCompany = () => ({ token: recruiter.token, orgId: company });
const applicationOf = async (student: TestUser) => {
  const mine = await t.request('GET', '/api/v1/placement/applications', { token: student.token });
  return mine.json<{ applications: PlacementApplication[] }>().applications[0]!;
};

describe('candidate comparison', () => {
  it("puts a job's applicants side by side from their last saved resumes", async () => {
    const res = await t.request('GET', `/api/v1/admin/jobs/${jobId}/comparison`, asCompany());
    expect(res.statusCode, res.body).toBe(200);
    const candidates = res.json<{ candidates: Candidate[]; totalItems: number }>();
    const asha = candidates.candidates.find((c) => c.hasResume)!;
    expect(asha).toMatchObject({
      fullname: withResume.user.fullname,
      address: 'Kothrud, Pune',
      tenth: '91.5%',
      twelfth: '88%',
      graduation: '76%',
      postGraduation: 'IIT Bombay',
      skills: ['SQL', 'Python'],
      experience: ['Intern at Mitra Labs'],
    });
    const other = candidates.candidates.find((c) => !c.hasResume)!;
    expect(other).toMatchObject({ tenth: '', skills: [], experience: [] });
  });

  it("is 404 for another company's job", async () => {
    const rival = await t.signUp({ role: 'recruiter' });
    const rivalCompany = await t.createOrg(rival, 'company');
    const res = await t.request('GET', `/api/v1/admin/jobs/${jobId}/comparison`, {
      token: rival.token,
      orgId: rivalCompany,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('interview rounds', () => {
  it('move the applicant status: a cleared round shortlists, a rejected round rejects', async () => {
    const application = await applicationOf(withResume);
    const statusMails = async () => {
      await t.app.drainBackground();
      return readOutbox(t.dataDir)
        .filter((mail) => mail.includes(`To: ${withResume.email}`))
        .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]);
    };
    const path = `/api/v1/admin/applications/${application._id}/rounds`;
    const first = await t.request('POST', path, {
      ...asCompany(),
      body: {
        name: 'Aptitude',
        result: 'Cleared',
        assessment: { technical: 8, skillTest: 7, companyTest: 9, behaviour: 8, communication: 7 },
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: ROUND_MESSAGES.saved, status: 'shortlisted' });
    const second = await t.request('POST', path, {
      ...asCompany(),
      body: { name: 'Technical', result: 'Rejected' },
    });
    expect(second.json().status).toBe('rejected');
    expect((await applicationOf(withResume)).status).toBe('rejected');

    // Changing the second round's result to Cleared brings the applicant back.
    const secondId = second.json<{ round: { _id: string } }>().round._id;
    const changed = await t.request('PUT', `${path}/${secondId}`, {
      ...asCompany(),
      body: { name: 'Technical', result: 'Cleared' },
    });
    expect(changed.json().status).toBe('shortlisted');
    // Each change of status is one e-mail; a round that leaves it as it was sends none.
    const subject = (status: string) =>
      `Your application for Data Analyst at Sutra Analytics: ${status}`;
    expect(await statusMails()).toEqual([
      subject('shortlisted'),
      subject('not selected'),
      subject('shortlisted'),
    ]);
    const renamed = await t.request('PUT', `${path}/${secondId}`, {
      ...asCompany(),
      body: { name: 'Technical interview', result: 'Cleared' },
    });
    expect(renamed.json().status).toBe('shortlisted');
    expect(await statusMails()).toHaveLength(3);
    // In the app: My applications shows the status and when it changed.
    const mine = await t.request('GET', '/api/v1/application/mine', { token: withResume.token });
    const [shown] = mine.json<{ applications: MyApplication[] }>().applications;
    expect(shown?.status).toBe('shortlisted');
    expect(shown?.statusChangedAt).not.toBeNull();

    const list = await t.request('GET', path, asCompany());
    expect(list.json<{ rounds: { name: string }[] }>().rounds.map((r) => r.name)).toEqual([
      'Aptitude',
      'Technical interview',
    ]);
    const removed = await t.request('DELETE', `${path}/${secondId}`, asCompany());
    expect(removed.json().message).toBe(ROUND_MESSAGES.removed);
  });

  it('need a name, a known result and marks from -10 to 10', async () => {
    const application = await applicationOf(withoutResume);
    const path = `/api/v1/admin/applications/${application._id}/rounds`;
    const cases: [unknown, string][] = [
      [{ name: ' ' }, ROUND_MESSAGES.name],
      [{ name: 'HR', result: 'Maybe' }, ROUND_MESSAGES.result],
      [
        {
          name: 'HR',
          assessment: {
            technical: 11,
            skillTest: 0,
            companyTest: 0,
            behaviour: 0,
            communication: 0,
          },
        },
        PLACEMENT_MESSAGES.marksRange,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', path, { ...asCompany(), body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("are the company's own: another company gets 404", async () => {
    const application = await applicationOf(withResume);
    const path = `/api/v1/admin/applications/${application._id}/rounds`;
    const rival = await t.signUp({ role: 'recruiter' });
    const rivalCompany = await t.createOrg(rival, 'company');
    const as = { token: rival.token, orgId: rivalCompany };
    expect((await t.request('GET', path, as)).statusCode).toBe(404);
    expect((await t.request('POST', path, { ...as, body: { name: 'HR' } })).statusCode).toBe(404);
    const [round] = (await t.request('GET', path, asCompany())).json<{
      rounds: { _id: string }[];
    }>().rounds;
    const put = await t.request('PUT', `${path}/${round!._id}`, { ...as, body: { name: 'X' } });
    expect(put.statusCode).toBe(404);
    expect((await t.request('DELETE', `${path}/${round!._id}`, as)).statusCode).toBe(404);
  });
});
