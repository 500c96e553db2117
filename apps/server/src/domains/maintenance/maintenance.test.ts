import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRECTIVE_MESSAGES,
  DEFAULT_DAY_COLUMNS,
  MAINTENANCE_MESSAGES,
  type Checklist,
  type Corrective,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pdfBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let gym: string;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Maintenance Gym');
  ahar = await t.createOrg(owner, 'ahar', 'Maintenance Ahar');
});
afterAll(() => t.close());

const asGym = () => ({ token: owner.token, orgId: gym });
const asAhar = () => ({ token: owner.token, orgId: ahar });

const PREVENTIVE = {
  itemName: 'Treadmill',
  rows: [
    {
      id: 1,
      name: 'Belt',
      days: { Mon: 'oiled', Tues: 'ok', Wed: 'Right', Thurs: 'Wrong', Fri: '' },
    },
  ],
  notations: [{ id: 1, date: '2026-03-02', info: 'Belt slips at speed 12' }],
  inspectionBy: 'Kiran',
};

const PDF = pdfBytes();

function sendCorrective(
  method: string,
  url: string,
  who: { token: string; orgId: string },
  fields: Record<string, string>,
  file?: { data: Buffer; type: string },
) {
  const { body, contentType } = multipartBody(
    fields,
    file && { field: 'file', name: 'report.pdf', type: file.type, data: file.data },
  );
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-org-id': who.orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

const CORRECTIVE = {
  reportDate: '2026-03-04',
  instrumentName: 'Treadmill',
  instrumentId: 'TM-02',
  contactPerson: 'Service desk',
  correctiveAction: 'Replace the belt',
};

describe('preventive checklist', () => {
  it('keeps the default Mon to Sun columns, free text in the first two', async () => {
    const res = await t.request('POST', '/api/v1/gym/preventive', { ...asGym(), body: PREVENTIVE });
    expect(res.statusCode, res.body).toBe(201);
    const { message, checklist } = res.json<{ message: string; checklist: Checklist }>();
    expect(message).toBe('Data submitted successfully!');
    expect(checklist).toMatchObject({
      itemName: 'Treadmill',
      columns: [...DEFAULT_DAY_COLUMNS],
      rows: [{ id: '1', name: 'Belt', days: PREVENTIVE.rows[0]?.days }],
      notations: [{ id: '1', date: '2026-03-02', info: 'Belt slips at speed 12' }],
      inspectionBy: 'Kiran',
      selectedYear: null,
      selectedMonth: null,
    });
    const list = await t.request('GET', '/api/v1/gym/preventive', asGym());
    expect(list.json<{ checklists: Checklist[] }>().checklists.map((c) => c._id)).toEqual([
      checklist._id,
    ]);
  });

  it('refuses a checked cell that is not Right or Wrong, and a cell of no column', async () => {
    const wrong = await t.request('POST', '/api/v1/gym/preventive', {
      ...asGym(),
      body: { ...PREVENTIVE, rows: [{ id: 1, name: 'Belt', days: { Wed: 'fine' } }] },
    });
    expect(wrong.json<{ message: string }>().message).toBe(MAINTENANCE_MESSAGES.mark('Wed'));
    const unknown = await t.request('POST', '/api/v1/gym/preventive', {
      ...asGym(),
      body: { ...PREVENTIVE, rows: [{ id: 1, name: 'Belt', days: { 'Day 8': 'Right' } }] },
    });
    expect(unknown.json<{ message: string }>().message).toBe(
      MAINTENANCE_MESSAGES.unknownColumn('Day 8'),
    );
    // With its own columns (renamed, added Day 8) the same cell is fine.
    const columns = ['Monday', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun', 'Day 8'];
    const renamed = await t.request('POST', '/api/v1/gym/preventive', {
      ...asGym(),
      body: {
        ...PREVENTIVE,
        columns,
        rows: [{ id: 1, name: 'Belt', days: { Monday: 'note', 'Day 8': 'Right' } }],
      },
    });
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json<{ checklist: Checklist }>().checklist.columns).toEqual(columns);
    // A renamed column may not take another's name: the cells are keyed by it.
    const twice = await t.request('POST', '/api/v1/gym/preventive', {
      ...asGym(),
      body: { ...PREVENTIVE, columns: ['Mon', 'Tues', 'Wed', 'Wed'] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toBe(MAINTENANCE_MESSAGES.duplicateColumn);
    const noItem = await t.request('POST', '/api/v1/gym/preventive', {
      ...asGym(),
      body: { ...PREVENTIVE, itemName: '' },
    });
    expect(noItem.json<{ message: string }>().message).toBe(MAINTENANCE_MESSAGES.itemName);
  });
});

describe('machine and product maintenance', () => {
  it('takes a year from 2023 to 2027 and the month, with the month days as columns', async () => {
    const body = {
      ...PREVENTIVE,
      rows: [{ id: 1, name: 'Belt', days: { '1': 'note', '29': 'Right' } }],
      selectedYear: 2024,
      selectedMonth: 'February',
    };
    const res = await t.request('POST', '/api/v1/machine-maintenance', { ...asAhar(), body });
    expect(res.statusCode, res.body).toBe(201);
    const checklist = res.json<{ checklist: Checklist }>().checklist;
    expect(checklist).toMatchObject({ selectedYear: 2024, selectedMonth: 'February' });
    expect(checklist.columns).toHaveLength(29);
    const notLeap = await t.request('POST', '/api/v1/product-maintenance', {
      ...asAhar(),
      body: { ...body, selectedYear: 2025 },
    });
    expect(notLeap.json<{ message: string }>().message).toBe(
      MAINTENANCE_MESSAGES.unknownColumn('29'),
    );
    const year = await t.request('POST', '/api/v1/product-maintenance', {
      ...asAhar(),
      body: { ...body, selectedYear: 2028 },
    });
    expect(year.json<{ message: string }>().message).toBe(MAINTENANCE_MESSAGES.year);
    const product = await t.request('POST', '/api/v1/product-maintenance', {
      ...asAhar(),
      body: { ...body, selectedYear: 2023, selectedMonth: 'March' },
    });
    expect(product.statusCode).toBe(201);
  });

  it('keeps the three checklists apart: an id of one is not found at another path', async () => {
    const machine = await t.request('POST', '/api/v1/machine-maintenance', {
      ...asAhar(),
      body: { ...PREVENTIVE, rows: [], selectedYear: 2026, selectedMonth: 'May' },
    });
    const id = machine.json<{ checklist: Checklist }>().checklist._id;
    expect((await t.request('GET', `/api/v1/machine-maintenance/${id}`, asAhar())).statusCode).toBe(
      200,
    );
    expect((await t.request('GET', `/api/v1/product-maintenance/${id}`, asAhar())).statusCode).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/v1/gym/preventive/${id}`, asAhar())).statusCode).toBe(
      404,
    );
    const filtered = await t.request(
      'GET',
      '/api/v1/machine-maintenance?selectedYear=2026&selectedMonth=May',
      asAhar(),
    );
    expect(filtered.json<{ checklists: Checklist[] }>().checklists.map((c) => c._id)).toEqual([id]);
  });
});

describe('corrective actions', () => {
  it('adds one with a PDF checked by content, status Pending by default', async () => {
    const res = await sendCorrective('POST', '/api/v1/correctives', asGym(), CORRECTIVE, {
      data: PDF,
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(201);
    const corrective = res.json<{ corrective: Corrective }>().corrective;
    expect(corrective).toMatchObject({ ...CORRECTIVE, status: 'Pending', fileName: 'report.pdf' });
    const file = await t.request('GET', corrective.file ?? '', { token: owner.token });
    expect(file.headers['content-type']).toBe('application/pdf');

    // JSON update keeps the PDF and changes the status freely.
    const done = await t.request('PUT', `/api/v1/correctives/${corrective._id}`, {
      ...asGym(),
      body: { ...CORRECTIVE, status: 'Completed' },
    });
    expect(done.json<{ corrective: Corrective }>().corrective).toMatchObject({
      status: 'Completed',
      file: corrective.file,
    });
    const removed = await t.request('DELETE', `/api/v1/correctives/${corrective._id}`, asGym());
    expect(removed.json()).toEqual({ success: true, message: CORRECTIVE_MESSAGES.removed });
  });

  it('refuses a file that is not a PDF, and an empty status, with the spec words', async () => {
    const png = await sendCorrective('POST', '/api/v1/correctives', asGym(), CORRECTIVE, {
      data: Buffer.from('GIF89a fake'),
      type: 'application/pdf',
    });
    expect(png.statusCode).toBe(415);
    expect(png.json<{ message: string }>().message).toBe('Only PDF files are allowed.');
    const status = await sendCorrective('POST', '/api/v1/correctives', asGym(), {
      ...CORRECTIVE,
      status: '',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json<{ message: string }>().message).toBe('Status is required!');
    const json = await t.request('POST', '/api/v1/correctives', {
      ...asGym(),
      body: { ...CORRECTIVE, status: 'Done' },
    });
    expect(json.json<{ message: string }>().message).toBe('Status is required!');
  });

  it('needs record at a gym and maintenance at an ahar', async () => {
    const person = await t.signUp();
    for (const orgId of [gym, ahar]) {
      await t.request('POST', '/api/v1/orgs/members', {
        token: owner.token,
        orgId,
        body: { vedanId: person.user.profile.userId, role: 'operator', permissions: ['notice'] },
      });
      const as = { token: person.token, orgId };
      for (const path of [
        '/api/v1/gym/preventive',
        '/api/v1/machine-maintenance',
        '/api/v1/correctives',
      ]) {
        expect((await t.request('GET', path, as)).statusCode, path).toBe(403);
      }
    }
  });

  it('keeps each business to its own records', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/preventive',
      listKey: 'checklists',
      itemPath: (id) => `/api/v1/gym/preventive/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/gym/preventive', {
          token: who.token,
          orgId,
          body: PREVENTIVE,
        });
        return res.json<{ checklist: Checklist }>().checklist._id;
      },
      updateBody: PREVENTIVE,
      deletable: true,
    });
    for (const path of ['/api/v1/machine-maintenance', '/api/v1/product-maintenance']) {
      const body = { ...PREVENTIVE, rows: [], selectedYear: 2025, selectedMonth: 'June' };
      await expectTenantIsolation(t, {
        kind: 'ahar',
        listPath: path,
        listKey: 'checklists',
        itemPath: (id) => `${path}/${id}`,
        async create(tt, who, orgId) {
          const res = await tt.request('POST', path, { token: who.token, orgId, body });
          return res.json<{ checklist: Checklist }>().checklist._id;
        },
        updateBody: body,
        deletable: true,
      });
    }
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/correctives',
      listKey: 'correctives',
      itemPath: (id) => `/api/v1/correctives/${id}`,
      async create(_tt, who, orgId) {
        const res = await sendCorrective(
          'POST',
          '/api/v1/correctives',
          { token: who.token, orgId },
          CORRECTIVE,
        );
        return res.json<{ corrective: Corrective }>().corrective._id;
      },
      updateBody: CORRECTIVE,
      deletable: true,
    });
  });
});
