import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_PRESETS,
  COMPANY_AREA_MESSAGES,
  COMPANY_MESSAGES,
  TAX_ID_MESSAGES,
  type Company,
  type Job,
  type CompanyProfile,
  type PublicCompany,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { pdf, profileFields, sendMultipart, type MultipartFile } from './company.test-support';

let t: TestApp;
let recruiter: TestUser;
let company: string;

const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Sutra Analytics');
});
afterAll(() => t.close());

const asCompany = () => ({ token: recruiter.token, orgId: company });
const send = (
  method: string,
  url: string,
  fields: Record<string, string>,
  file?: MultipartFile,
  as: { token?: string; orgId?: string } = asCompany(),
) => sendMultipart(t, method, url, fields, file, as);

describe('the company profile (Submit Profile)', () => {
  it('saves the details, founders and contact on the job portal company, with a logo', async () => {
    const res = await send('POST', '/api/v1/company/profile', profileFields(), {
      field: 'image',
      name: 'logo.png',
      type: 'image/png',
      data: pngBytes(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; profile: CompanyProfile }>();
    expect(body.message).toBe('Company profile submitted successfully');
    expect(body.profile).toMatchObject({
      name: 'Sutra Analytics Pvt Ltd',
      productNo: 'SA-100',
      gstNo: '27AAPFU0939F1ZV',
      established: '2019',
      founders: ['Asha Rao', 'Vikram Shah'],
      contact: { phone: '+919876543210', address: 'Baner Road, Pune' },
      businessType: 'General Business',
    });
    expect(body.profile.logo).toMatch(/^\/api\/v1\/files\//);

    // One company, one profile: the job portal's company is the same row.
    const portal = await t.request('GET', `/api/v1/companies/${company}`, asCompany());
    expect(portal.json<{ company: { name: string; description: string } }>().company).toMatchObject(
      {
        name: 'Sutra Analytics Pvt Ltd',
        description: 'Data products for small businesses.',
      },
    );
    const read = await t.request('GET', '/api/v1/company/profile', asCompany());
    expect(read.json<{ profile: CompanyProfile }>().profile.founders).toEqual([
      'Asha Rao',
      'Vikram Shah',
    ]);
  });

  it("asks a company for the job portal's industry, and keeps none for an ahar", async () => {
    const withoutIndustry = Object.fromEntries(
      Object.entries(profileFields()).filter(([field]) => field !== 'industry'),
    );
    const companyWithout = await send('POST', '/api/v1/company/profile', withoutIndustry);
    expect(companyWithout.statusCode).toBe(400);
    expect(companyWithout.json().message).toBe('Choose an industry.');

    const ahar = await t.createOrg(recruiter, 'ahar', 'Annapurna Tiffins');
    const asAhar = { token: recruiter.token, orgId: ahar };
    const aharWithout = await send(
      'POST',
      '/api/v1/company/profile',
      { ...withoutIndustry, name: 'Annapurna Tiffins', businessType: 'Food Industry' },
      undefined,
      asAhar,
    );
    expect(aharWithout.statusCode, aharWithout.body).toBe(200);
    expect(aharWithout.json().message).toBe(COMPANY_AREA_MESSAGES.submittedAhar);
    expect(aharWithout.json<{ profile: CompanyProfile }>().profile.industry).toBe('');
    // A developer industry sent for a food business is not kept.
    const aharWith = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ name: 'Annapurna Tiffins', businessType: 'Food Industry' }),
      undefined,
      asAhar,
    );
    expect(aharWith.statusCode, aharWith.body).toBe(200);
    const read = await t.request('GET', '/api/v1/company/profile', asAhar);
    expect(read.json<{ profile: CompanyProfile }>().profile).toMatchObject({
      name: 'Annapurna Tiffins',
      industry: '',
    });
  });

  it('keeps at least one founder', async () => {
    const res = await send('POST', '/api/v1/company/profile', profileFields({ founders: '[]' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_AREA_MESSAGES.founderRequired);
    const blank = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ founders: JSON.stringify(['  ']) }),
    );
    expect(blank.json().message).toBe(COMPANY_AREA_MESSAGES.founderName);
  });

  it('checks the GSTIN, the contact phone and the business type', async () => {
    const gst = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ gstNo: '27AAPFU0939F1ZA' }),
    );
    expect(gst.json().message).toBe(TAX_ID_MESSAGES.gstin);
    const phone = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ contact: JSON.stringify({ phone: '12345' }) }),
    );
    expect(phone.json().message).toBe(COMPANY_AREA_MESSAGES.contactPhone);
    const noMobile = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ contact: JSON.stringify({ phone: '1234567890' }) }),
    );
    expect(noMobile.json().message).toBe(COMPANY_AREA_MESSAGES.contactPhone);
    const type = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ businessType: 'Bakery' }),
    );
    expect(type.json().message).toBe(COMPANY_AREA_MESSAGES.businessType);
  });

  it("answers the spec's words when nobody is signed in", async () => {
    const res = await send('POST', '/api/v1/company/profile', profileFields(), undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User not logged in! Please log in first.');
  });

  it("cannot write another recruiter's company", async () => {
    const other = await t.signUp({ role: 'recruiter' });
    const res = await send('POST', '/api/v1/company/profile', profileFields(), undefined, {
      token: other.token,
      orgId: company,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /companies as spec 04 section 7 sends it', () => {
  // userId, name, industry, description, founders (a JSON list), contact (a JSON object) and
  // the optional image; the spec's form has no location.
  const specFields = (change: Record<string, string> = {}) => ({
    userId: recruiter.user._id,
    name: 'Meghdoot Logistics',
    industry: 'FullStack Developer',
    description: 'Same-day delivery for small shops.',
    founders: JSON.stringify(['Ira Menon']),
    contact: JSON.stringify({ phone: '+91 91234 56780', email: 'hi@meghdoot.example.com' }),
    ...change,
  });
  const image = (data: Buffer, type = 'image/png') => ({
    field: 'image',
    name: 'company.png',
    type,
    data,
  });

  it('registers the company with its image, shown on its public page and its jobs', async () => {
    const res = await send('POST', '/api/v1/companies', specFields(), image(pngBytes()), {
      token: recruiter.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ company: Company }>().company;
    expect(created.logo).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const file = await t.request('GET', created.logo ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const page = await t.request('GET', `/api/v1/company-pages/${created._id}`);
    expect(page.json<{ company: PublicCompany }>().company).toMatchObject({
      name: 'Meghdoot Logistics',
      description: 'Same-day delivery for small shops.',
      logo: created.logo,
      founders: ['Ira Menon'],
      contact: { phone: '+919123456780', email: 'hi@meghdoot.example.com' },
    });

    const job = await t.request('POST', '/api/v1/admin/jobs', {
      token: recruiter.token,
      orgId: created._id,
      body: {
        title: 'Route Planner',
        description: 'Plan the delivery routes of the day.',
        position: 1,
        jobType: 'Full Time',
        salary: 6,
        location: 'Pune',
        industry: 'FullStack Developer',
        experience: 1,
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    const jobs = await t.request('GET', `/api/v1/jobs?company=${created._id}`);
    expect(jobs.json<{ jobs: Job[] }>().jobs.map((j) => j.company)).toEqual([
      { _id: created._id, name: 'Meghdoot Logistics', logo: created.logo },
    ]);
  });

  it("refuses a profile without founders with the area's message", async () => {
    const as = { token: recruiter.token };
    const empty = await send(
      'POST',
      '/api/v1/companies',
      specFields({ founders: '[]' }),
      undefined,
      as,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMPANY_AREA_MESSAGES.founderRequired);
    const withoutFounders: Record<string, string> = specFields();
    delete withoutFounders.founders;
    const missing = await send('POST', '/api/v1/companies', withoutFounders, image(pngBytes()), as);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMPANY_AREA_MESSAGES.founderRequired);
    // The portal's own form (no founders, no contact) still registers a company.
    const portal = await send(
      'POST',
      '/api/v1/companies',
      { name: 'Portal Form Co', industry: 'Backend Developer', location: 'Pune' },
      undefined,
      as,
    );
    expect(portal.statusCode, portal.body).toBe(201);
  });

  it('checks the image by its content', async () => {
    const res = await send('POST', '/api/v1/companies', specFields(), image(pdf(), 'image/png'), {
      token: recruiter.token,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(COMPANY_MESSAGES.logo);
  });
});

describe('certificates', () => {
  const certificate = (name: string, data: Buffer, type = 'application/pdf', as = asCompany()) =>
    send(
      'POST',
      '/api/v1/company/certificates',
      { businessType: 'Food Industry', name },
      { field: 'file', name: 'certificate', type, data },
      as,
    );

  it('offers every preset list of the spec', () => {
    expect(Object.keys(CERTIFICATE_PRESETS)).toHaveLength(7);
    expect(CERTIFICATE_PRESETS['Food Industry']).toEqual([
      'FSSAI License',
      'Health Trade License',
      'GST Registration',
    ]);
  });

  it('takes a PDF, a JPG or a PNG, checked by content', async () => {
    const asPdf = await certificate('FSSAI License', pdf());
    expect(asPdf.statusCode, asPdf.body).toBe(201);
    expect(asPdf.json().certificate).toMatchObject({
      name: 'FSSAI License',
      businessType: 'Food Industry',
    });
    const asPng = await certificate('Health Trade License', pngBytes(), 'image/png');
    expect(asPng.statusCode).toBe(201);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const asJpeg = await certificate('GST Registration', jpeg, 'image/jpeg');
    expect(asJpeg.statusCode).toBe(201);
    expect(
      (
        await t.request(
          'DELETE',
          `/api/v1/company/certificates/${asJpeg.json().certificate._id}`,
          asCompany(),
        )
      ).statusCode,
    ).toBe(200);
    // A GIF is an image, but not one of the three; a text file named .pdf is not a PDF.
    const asGif = await certificate('GST Registration', gif(), 'image/gif');
    expect(asGif.statusCode).toBe(415);
    expect(asGif.json().message).toBe(COMPANY_AREA_MESSAGES.certificateFile);
    const fake = await certificate('GST Registration', Buffer.from('just text'), 'application/pdf');
    expect(fake.statusCode).toBe(415);
    const profile = await t.request('GET', '/api/v1/company/profile', asCompany());
    expect(
      profile.json<{ profile: CompanyProfile }>().profile.certificates.map((c) => c.name),
    ).toEqual(['FSSAI License', 'Health Trade License']);
  });

  it("refuses a name outside the business type's list, and a certificate without a file", async () => {
    const wrong = await certificate('RERA Registration', pdf());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(COMPANY_AREA_MESSAGES.certificateName);
    const noFile = await send('POST', '/api/v1/company/certificates', {
      businessType: 'Food Industry',
      name: 'FSSAI License',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(COMPANY_AREA_MESSAGES.certificateRequired);
  });

  it('belongs to its company only', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/certificates',
      listKey: 'certificates',
      itemPath: (id) => `/api/v1/company/certificates/${id}`,
      create: async (_t, owner, orgId) => {
        const res = await certificate('FSSAI License', pdf(), 'application/pdf', {
          token: owner.token,
          orgId,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ certificate: { _id: string } }>().certificate._id;
      },
      updateBody: { businessType: 'Food Industry', name: 'GST Registration' },
      deletable: true,
    });
  });
});
