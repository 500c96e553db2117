import { expect } from 'vitest';
import type { GymFee, Payment } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../../test/harness';
import { MEMBER, membersRequests } from './gym.test-support';

/** The app, the gym's owner, the paying member's account and record a UPI test file works in. */
export interface UpiDesk {
  t: TestApp;
  owner: TestUser;
  member: TestUser;
  gym: string;
  memberRecord: string;
}

export const UPI = { upiId: 'shree.gym@oksbi', payeeName: 'Shree Gym' };
export const RECORD = '/api/v1/payments/gym-fee';
export const REPORT = '/api/v1/payments/gym-fee/report';
export const decisionPath = (id: string) => `/api/v1/payments/gym-fee/${id}/decision`;
export const paymentOf = (res: { json<T>(): T }) => res.json<{ payment: Payment }>().payment;
export const messageOf = (res: { json<T>(): T }) => res.json<{ message: string }>().message;
/** Twelve digits no other test uses. */
let utrs = 0;
export const newUtr = () => String(412345678000 + ++utrs);

/** Opens the desk: a gym, its owner, and a member linked to an account by Vedan ID. */
export async function openUpiDesk(t: TestApp): Promise<UpiDesk> {
  const owner = await t.signUp();
  const member = await t.signUp();
  const gym = await t.createOrg(owner, 'gym', 'Shree Gym');
  const { addMember } = membersRequests(() => ({ t, owner, gym }));
  const record = await addMember({
    ...MEMBER,
    name: 'Paying Member',
    vedanId: member.user.profile.userId,
  });
  return { t, owner, member, gym, memberRecord: record._id };
}

/** The requests of the desk `desk()` gives, read when each is sent. */
export function upiRequests(desk: () => UpiDesk) {
  const members = membersRequests(desk);
  const { asOwner } = members;
  const asMember = () => ({ token: desk().member.token });

  async function addFee(body: object = {}, as = asOwner(), forMember = desk().memberRecord) {
    const res = await desk().t.request('POST', '/api/v1/gym/fees', {
      ...as,
      body: { member: forMember, feeFrom: '2026-11-01', feeTo: '2026-11-30', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ fee: GymFee }>().fee;
  }
  async function readFee(id: string, as = asOwner()) {
    const res = await desk().t.request('GET', `/api/v1/gym/fees/${id}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ fee: GymFee }>().fee;
  }
  async function saveUpi(as = asOwner(), body: object = UPI) {
    const res = await desk().t.request('PUT', '/api/v1/payments/upi', { ...as, body });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function saveGstin(as = asOwner()) {
    const res = await desk().t.request('POST', '/api/v1/gymProfiles', {
      ...as,
      body: {
        name: 'Shree Gym',
        contactNo: '9876543210',
        mainAddress: '12 MG Road, Pune',
        email: 'desk@shreegym.example',
        branchname: 'MG Road',
        founder: 'Asha Rao',
        address: '12 MG Road, Pune',
        taxes: [{ type: 'GST', taxNo: '27AAPFU0939F1ZV' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  return { ...members, asMember, addFee, readFee, saveUpi, saveGstin };
}
