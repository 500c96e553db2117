import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CONSULTANT_MESSAGES,
  DIET_MESSAGES,
  DOSHA_MESSAGES,
  type Consultant,
  type DoshaResult,
  type Reminder,
  type ScheduleDay,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';

let t: TestApp;
let student: TestUser;
let other: TestUser;

const slots = (activity: string) => [
  { start: '09:00', end: '10:00', activity },
  { start: '10:00', end: '11:00', activity: '' },
];

beforeAll(async () => {
  t = await createTestApp();
  student = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

describe('timetable', () => {
  it("is each student's own, saved and read back in the spec's shapes", async () => {
    const empty = await t.request('GET', '/api/v1/schedules', { token: student.token });
    expect(empty.json()).toEqual([]);
    const saved = await t.request('POST', '/api/v1/schedules', {
      token: student.token,
      body: { name: 'Exam weeks', days: [{ day: 'Monday', slots: slots('Revise physics') }] },
    });
    expect(saved.json()).toEqual({ success: true, message: DIET_MESSAGES.scheduleSaved });
    const read = await t.request('GET', '/api/v1/schedules', { token: student.token });
    expect(read.json<ScheduleDay[]>()).toEqual([
      { day: 'Monday', timeSlots: slots('Revise physics') },
    ]);
    // Saving again replaces it; another student's stays empty.
    await t.request('POST', '/api/v1/schedules', {
      token: student.token,
      body: { days: [{ day: 'Tuesday', slots: slots('Yoga') }] },
    });
    expect(
      (await t.request('GET', '/api/v1/schedules', { token: student.token })).json<
        ScheduleDay[]
      >()[0]?.day,
    ).toBe('Tuesday');
    expect((await t.request('GET', '/api/v1/schedules', { token: other.token })).json()).toEqual(
      [],
    );
    expect((await t.request('GET', '/api/v1/schedules')).statusCode).toBe(401);
  });

  it('needs at least one slot, real times, and a slot that ends after it starts', async () => {
    const cases: [unknown, string][] = [
      [{ days: [{ day: 'Monday', slots: [] }] }, DIET_MESSAGES.slotRequired],
      [{ days: [] }, DIET_MESSAGES.slotRequired],
      [
        { days: [{ day: 'Monday', slots: [{ start: '25:00', end: '26:00' }] }] },
        DIET_MESSAGES.timeInvalid,
      ],
      [
        { days: [{ day: 'Monday', slots: [{ start: '10:00', end: '09:00' }] }] },
        DIET_MESSAGES.endBeforeStart,
      ],
      [{ days: [{ day: 'Funday', slots: slots('x') }] }, DIET_MESSAGES.dayInvalid],
      [
        {
          days: [
            { day: 'Monday', slots: slots('x') },
            { day: 'Monday', slots: slots('y') },
          ],
        },
        DIET_MESSAGES.daysRepeated,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/v1/schedules', { token: student.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('reminders', () => {
  it("are posted one per row, read the spec's ring times, and stay the student's own", async () => {
    for (const row of [
      { serialNo: 2, ringTime: '11:00 AM', remark: 'Second Reminder' },
      { serialNo: 1, ringTime: '9:00 AM', remark: 'First Reminder' },
      { serialNo: 3, ringTime: '2:00 PM', remark: 'Third Reminder' },
    ]) {
      const res = await t.request('POST', '/api/v1/reminders', { token: student.token, body: row });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(DIET_MESSAGES.reminderSaved);
    }
    const list = await t.request('GET', '/api/v1/reminders', { token: student.token });
    const reminders = list.json<{ reminders: Reminder[] }>().reminders;
    expect(reminders.map((r) => [r.serialNo, r.ringTime])).toEqual([
      [1, '09:00'],
      [2, '11:00'],
      [3, '14:00'],
    ]);
    const bad = await t.request('POST', '/api/v1/reminders', {
      token: student.token,
      body: { serialNo: 4, ringTime: '13:00 PM', remark: '' },
    });
    expect(bad.json<{ message: string }>().message).toBe(DIET_MESSAGES.ringTimeInvalid);
    const first = reminders[0]!;
    const theirs = { token: other.token };
    expect((await t.request('DELETE', `/api/v1/reminders/${first._id}`, theirs)).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.request('PUT', `/api/v1/reminders/${first._id}`, {
          ...theirs,
          body: { serialNo: 1, ringTime: '07:00', remark: 'Taken' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request('GET', '/api/v1/reminders', theirs)).json<{ reminders: Reminder[] }>()
        .reminders,
    ).toEqual([]);
    const moved = await t.request('PUT', `/api/v1/reminders/${first._id}`, {
      token: student.token,
      body: { serialNo: 1, ringTime: '7:30 am', remark: 'Wake up' },
    });
    expect(moved.json<{ reminder: Reminder }>().reminder.ringTime).toBe('07:30');
  });
});

describe('consultants', () => {
  it('administrators keep the directory; a query is saved and answered with matching consultants', async () => {
    const admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    const add = (body: Record<string, unknown>) =>
      t.request('POST', '/api/v1/consultants', {
        token: admin.token,
        body: { location: 'Pune', contactNumber: '9000000000', website: '', ...body },
      });
    expect(
      (
        await t.request('POST', '/api/v1/consultants', {
          token: student.token,
          body: {
            organisation: 'X',
            doctor: 'Y',
            location: 'Z',
            contactNumber: '9000000000',
            type: 'ayurvedic',
            fee: 1,
          },
        })
      ).statusCode,
    ).toBe(403);
    // The number as people type it is kept in E.164 (decision 0359); one that is not a mobile
    // gets the spec message.
    const typed = await add({
      organisation: 'Typed phone',
      doctor: 'Dr T',
      pincode: '700001',
      contactNumber: '098200 12345',
      type: 'homeopathic',
      fee: 100,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json<{ consultant: Consultant }>().consultant.contactNumber).toBe('+919820012345');
    const bad = await add({
      organisation: 'Bad phone',
      doctor: 'Dr U',
      pincode: '700001',
      contactNumber: '1234567890',
      type: 'homeopathic',
      fee: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(CONSULTANT_MESSAGES.phoneInvalid);
    await add({
      organisation: 'Same pincode',
      doctor: 'Dr A',
      pincode: '411001',
      type: 'ayurvedic',
      fee: 800,
    });
    await add({
      organisation: 'Same district',
      doctor: 'Dr B',
      pincode: '411038',
      type: 'ayurvedic',
      fee: 500,
    });
    await add({
      organisation: 'Online anywhere',
      doctor: 'Dr C',
      pincode: '',
      type: 'ayurvedic',
      fee: 300,
    });
    await add({
      organisation: 'Too dear',
      doctor: 'Dr D',
      pincode: '411001',
      type: 'ayurvedic',
      fee: 5000,
    });
    await add({
      organisation: 'Mumbai',
      doctor: 'Dr E',
      pincode: '400001',
      type: 'ayurvedic',
      fee: 200,
    });
    await add({
      organisation: 'Other kind',
      doctor: 'Dr F',
      pincode: '411001',
      type: 'homeopathic',
      fee: 100,
    });

    const query = await t.request('POST', '/api/v1/consultations', {
      token: student.token,
      body: { area: '411001', fees: 1000, type: 'ayurvedic' },
    });
    expect(query.statusCode, query.body).toBe(201);
    const found = query.json<{ consultants: Consultant[]; message: string }>();
    expect(found.message).toBe(CONSULTANT_MESSAGES.querySaved);
    expect(found.consultants.map((c) => c.organisation)).toEqual([
      'Same pincode',
      'Same district',
      'Online anywhere',
    ]);

    const anyFee = await t.request('POST', '/api/v1/consultations', {
      token: student.token,
      body: { area: 'Pan India', fees: 10000, type: 'ayurvedic' },
    });
    expect(anyFee.json<{ consultants: Consultant[] }>().consultants).toHaveLength(5);

    const wrong = await t.request('POST', '/api/v1/consultations', {
      token: student.token,
      body: { area: 'Pune', fees: 100, type: 'ayurvedic' },
    });
    expect(wrong.json<{ message: string }>().message).toBe(CONSULTANT_MESSAGES.areaInvalid);
    const tooMuch = await t.request('POST', '/api/v1/consultations', {
      token: student.token,
      body: { area: 'Pan India', fees: 10001 },
    });
    expect(tooMuch.json<{ message: string }>().message).toBe(CONSULTANT_MESSAGES.feeInvalid);

    const past = await t.request('GET', '/api/v1/consultations', { token: student.token });
    expect(
      past
        .json<{ consultations: { area: string; type: string }[] }>()
        .consultations.map((c) => c.area),
    ).toEqual(['Pan India', '411001']);
    expect(
      (await t.request('GET', '/api/v1/consultations', { token: other.token })).json<{
        consultations: unknown[];
      }>().consultations,
    ).toEqual([]);
  });
});

describe('dosha questionnaire', () => {
  it('saves the answers to the student and names the leading dosha', async () => {
    expect((await t.request('GET', '/api/v1/dosha', { token: other.token })).json()).toEqual({
      success: true,
      result: null,
    });
    const answers = {
      frame: 'pitta',
      skin: 'pitta',
      digestion: 'kapha',
      sleep: 'vata',
      temperament: 'pitta',
      weather: 'kapha',
    };
    const res = await t.request('PUT', '/api/v1/dosha', {
      token: student.token,
      body: { answers },
    });
    expect(res.json<{ message: string; result: DoshaResult }>()).toMatchObject({
      message: DOSHA_MESSAGES.saved,
      result: { dosha: 'pitta', scores: { vata: 1, pitta: 3, kapha: 2 } },
    });
    const read = await t.request('GET', '/api/v1/dosha', { token: student.token });
    expect(read.json<{ result: DoshaResult }>().result.dosha).toBe('pitta');
    const partial = await t.request('PUT', '/api/v1/dosha', {
      token: student.token,
      body: { answers: { ...answers, sleep: undefined } },
    });
    expect(partial.json<{ message: string }>().message).toBe(DOSHA_MESSAGES.answerAll);
  });
});
