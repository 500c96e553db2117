import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, type GymFee } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { financialYearLabel, financialYearOf } from '../../payments';
import { MEMBER, membersRequests } from './gym.test-support';

/** Tax invoice numbers of gym fees (issue 31 item 5, decision 0349). */

let t: TestApp;
let owner: TestUser;
let gym: string;
let otherOwner: TestUser;
let otherGym: string;
let member: string;
let otherMember: string;

const { asOwner, addMember, addPackage } = membersRequests(() => ({ t, owner, gym }));
const asOther = () => ({ token: otherOwner.token, orgId: otherGym });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Sutrin Fitness');
  otherOwner = await t.signUp();
  otherGym = await t.createOrg(otherOwner, 'gym', 'Shakti Gym');
  member = (await addMember({ ...MEMBER, name: 'Numbered Member' }))._id;
  otherMember = (await addMember({ ...MEMBER, name: 'Other Member' }, asOther()))._id;
});
afterAll(() => t.close());

async function addFee(feeFrom: string, as = asOwner(), forMember = member): Promise<GymFee> {
  const res = await t.request('POST', '/api/v1/gym/fees', {
    ...as,
    body: { member: forMember, feeFrom, feeTo: feeFrom, amount: 500 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ fee: GymFee }>().fee;
}

const sequenceOf = (invoiceNo: string) => Number(invoiceNo.split('/')[2]);

describe('gym fee invoice numbers', () => {
  it('are consecutive from 1, unique and at most 16 characters under 20 concurrent fees', async () => {
    const fees = await Promise.all(Array.from({ length: 20 }, () => addFee('2025-06-01')));
    const numbers = fees.map((fee) => fee.invoiceNo);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) {
      expect(number).toMatch(/^SF\/25-26\/\d{6}$/);
      expect(number.length).toBeLessThanOrEqual(16);
    }
    expect(numbers.map(sequenceOf).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(fees.every((fee) => fee.invoiceDate === '2025-06-01')).toBe(true);
  });

  it('restart in each financial year: 31 March and 1 April fall in different years', async () => {
    expect((await addFee('2026-03-31')).invoiceNo).toBe('SF/25-26/000021');
    expect((await addFee('2026-04-01')).invoiceNo).toBe('SF/26-27/000001');
    expect((await addFee('2027-03-31')).invoiceNo).toBe('SF/26-27/000002');
    expect((await addFee('2027-04-01')).invoiceNo).toBe('SF/27-28/000001');
    expect((await addFee('2025-04-01')).invoiceNo).toBe('SF/25-26/000022');
  });

  it('are a sequence of each business', async () => {
    expect((await addFee('2025-06-01', asOther(), otherMember)).invoiceNo).toBe('SG/25-26/000001');
    expect((await addFee('2025-06-02', asOther(), otherMember)).invoiceNo).toBe('SG/25-26/000002');
    expect((await addFee('2025-06-03')).invoiceNo).toBe('SF/25-26/000023');
  });

  it('are kept when a fee is edited, and a removed fee’s number is never issued again', async () => {
    const fee = await addFee('2026-05-01');
    expect(fee.invoiceNo).toBe('SF/26-27/000003');
    const edited = await t.request('PUT', `/api/v1/gym/fees/${fee._id}`, {
      ...asOwner(),
      body: { member, feeFrom: '2026-05-02', feeTo: '2026-05-31', amount: 600, status: 'Paid' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ fee: GymFee }>().fee).toMatchObject({
      invoiceNo: 'SF/26-27/000003',
      invoiceDate: '2026-05-01',
      feeFrom: '2026-05-02',
    });
    const removed = await t.request('DELETE', `/api/v1/gym/fees/${fee._id}`, asOwner());
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await addFee('2026-05-03')).invoiceNo).toBe('SF/26-27/000004');
  });

  it('number the fee a package sale makes, in the year of its first day', async () => {
    const pack = await addPackage({ name: 'Monthly', range: '1 Month', fees: 900 });
    const buyer = await addMember({ ...MEMBER, name: 'Package Buyer' });
    const sold = await t.request('POST', `/api/v1/gym/members/${buyer._id}/membership`, {
      ...asOwner(),
      body: { packageId: pack._id },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const listed = await t.request('GET', `/api/v1/gym/fees?member=${buyer._id}`, asOwner());
    const [fee] = listed.json<{ fees: GymFee[] }>().fees;
    const today = todayInIndia();
    const label = financialYearLabel(financialYearOf(today));
    expect(fee).toMatchObject({ invoiceDate: today, feeFrom: today });
    expect(fee?.invoiceNo).toMatch(new RegExp(`^SF/${label}/\\d{6}$`));
  });
});
