import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEK_DAYS, businessDay, type DietHome } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { nextRing, todaysTimetable, weekDayOf } from './diet-home';

let t: TestApp;
let student: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

const home = async (token: string) =>
  (await t.request('GET', '/api/v1/diet/home', { token })).json<DietHome>();

describe('the diet home', () => {
  it("counts the student's own timetable, reminders, dosha and queries, and nobody else's", async () => {
    const empty = await home(other.token);
    expect(empty).toMatchObject({
      success: true,
      timetable: null,
      reminders: { count: 0, next: null },
      dosha: null,
      consultations: { count: 0, lastAt: null },
    });
    expect(empty.today).toBe(businessDay());
    expect(empty.weekDay).toBe(weekDayOf(empty.today));

    // Every day has two activities and an empty slot, so today's count is 2 whatever the day.
    const day = [
      { start: '06:00', end: '07:00', activity: 'Yoga' },
      { start: '07:00', end: '08:00', activity: '' },
      { start: '20:00', end: '00:00', activity: 'Revise' },
    ];
    await t.request('POST', '/api/v1/schedules', {
      token: student.token,
      body: { name: 'Exam weeks', days: WEEK_DAYS.map((name) => ({ day: name, slots: day })) },
    });
    for (const [serialNo, ringTime] of [
      [1, '00:00'],
      [2, '23:59'],
    ] as const) {
      await t.request('POST', '/api/v1/reminders', {
        token: student.token,
        body: { serialNo, ringTime, remark: `Ring ${serialNo}` },
      });
    }
    await t.request('PUT', '/api/v1/dosha', {
      token: student.token,
      body: {
        answers: {
          frame: 'kapha',
          skin: 'kapha',
          digestion: 'kapha',
          sleep: 'vata',
          temperament: 'pitta',
          weather: 'kapha',
        },
      },
    });
    await t.request('POST', '/api/v1/consultations', {
      token: student.token,
      body: { area: 'Pan India', fees: 1000, type: 'ayurvedic' },
    });

    const mine = await home(student.token);
    expect(mine.timetable).toMatchObject({ name: 'Exam weeks', activities: 2 });
    // The slot from 20:00 runs to midnight, so some activity of today is always still ahead.
    expect(['Yoga', 'Revise']).toContain(mine.timetable?.next?.activity);
    expect(mine.reminders.count).toBe(2);
    // With rings at 00:00 and 23:59 the next is always today's.
    expect(mine.reminders.next?.tomorrow).toBe(false);
    expect(mine.dosha).toBe('kapha');
    expect(mine.consultations.count).toBe(1);
    expect(Date.parse(mine.consultations.lastAt ?? '')).not.toBeNaN();

    expect(await home(other.token)).toMatchObject({ timetable: null, dosha: null });
    expect((await t.request('GET', '/api/v1/diet/home')).statusCode).toBe(401);
  });
});

describe('its clock', () => {
  it('names the weekday of a day, Monday first', () => {
    expect(weekDayOf('2026-11-30')).toBe('Monday');
    expect(weekDayOf('2026-11-29')).toBe('Sunday');
  });

  it('finds the first activity not yet ended, a slot to 00:00 running to midnight', () => {
    const slots = [
      { start: '20:00', end: '00:00', activity: 'Revise' },
      { start: '09:00', end: '10:00', activity: 'Walk' },
      { start: '10:00', end: '11:00', activity: ' ' },
    ];
    expect(todaysTimetable(slots, '08:00')).toEqual({ activities: 2, next: slots[1] });
    expect(todaysTimetable(slots, '09:59').next?.activity).toBe('Walk');
    expect(todaysTimetable(slots, '10:00').next?.activity).toBe('Revise');
    expect(todaysTimetable(slots, '23:59').next?.activity).toBe('Revise');
    expect(todaysTimetable([], '08:00')).toEqual({ activities: 0, next: null });
  });

  it('rings next later today, else first thing tomorrow', () => {
    const rings = [
      { ringTime: '09:00', remark: 'Water' },
      { ringTime: '14:00', remark: 'Lunch' },
    ];
    expect(nextRing(rings, '09:00')).toEqual({
      ringTime: '09:00',
      remark: 'Water',
      tomorrow: false,
    });
    expect(nextRing(rings, '09:01')).toEqual({
      ringTime: '14:00',
      remark: 'Lunch',
      tomorrow: false,
    });
    expect(nextRing(rings, '14:01')).toEqual({
      ringTime: '09:00',
      remark: 'Water',
      tomorrow: true,
    });
    expect(nextRing([], '14:01')).toBeNull();
  });
});
