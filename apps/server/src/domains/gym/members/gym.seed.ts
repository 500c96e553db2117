import { asc, eq } from 'drizzle-orm';
import { newAttendanceRowId } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import type { DemoSeed } from '../../../db/seed/steps';
import { attendanceDaily } from '../../attendance';
import { issueInvoiceNumbers } from '../../payments';
import { DEMO_GYM, demoDay, demoOrg, demoUser } from '../../people/demo';
import { gymDietPlans, gymWorkouts } from '../hub';
import { gymBatches, gymFees, gymMembers, gymPackages } from './gym.table';
import { GYM_FEE_INVOICES } from './invoice';
import { gymMembersDirectory } from './members.directory';

const BATCHES = [
  { batchName: 'Morning', batchLimit: 18, batchOpenTime: '06:00', batchCloseTime: '08:00' },
  { batchName: 'Evening', batchLimit: 16, batchOpenTime: '18:00', batchCloseTime: '20:00' },
  { batchName: 'Ladies', batchLimit: 10, batchOpenTime: '10:00', batchCloseTime: '11:30' },
];

const PACKAGES = [
  { name: 'Monthly', range: '1 Month', fees: '1000', save: '100', remarks: 'Gym floor and cardio' },
  { name: 'Quarterly', range: '3 Months', fees: '2700', save: '300', remarks: 'With a diet chart' },
  { name: 'Annual', range: '1 Year', fees: '9600', save: '2400', remarks: 'With two PT sessions' },
];

const NAMES: [string, 'male' | 'female'][] = [
  ['Rohan Sharma', 'male'],
  ['Priya Verma', 'female'],
  ['Aman Gupta', 'male'],
  ['Neha Singh', 'female'],
  ['Karan Malhotra', 'male'],
  ['Pooja Yadav', 'female'],
  ['Arjun Nair', 'male'],
  ['Sneha Kapoor', 'female'],
  ['Vikas Chauhan', 'male'],
  ['Ritu Bansal', 'female'],
  ['Manish Tiwari', 'male'],
  ['Kavya Reddy', 'female'],
  ['Deepak Joshi', 'male'],
  ['Anjali Mehra', 'female'],
  ['Sahil Arora', 'male'],
  ['Divya Saxena', 'female'],
  ['Nikhil Bhatia', 'male'],
  ['Shreya Kulkarni', 'female'],
  ['Gaurav Mishra', 'male'],
  ['Isha Chawla', 'female'],
  ['Harsh Agarwal', 'male'],
  ['Simran Kaur', 'female'],
  ['Yash Pandey', 'male'],
  ['Meghna Das', 'female'],
  ['Rahul Khanna', 'male'],
  ['Tanvi Jain', 'female'],
  ['Aditya Rana', 'male'],
  ['Nidhi Sethi', 'female'],
  ['Varun Dutta', 'male'],
  ['Payal Rawat', 'female'],
  ['Siddharth Goel', 'male'],
  ['Ayesha Khan', 'female'],
  ['Mohit Sinha', 'male'],
  ['Bhavna Tyagi', 'female'],
  ['Kunal Bose', 'male'],
  ['Swati Garg', 'female'],
  ['Rajat Ahuja', 'male'],
  ['Komal Negi', 'female'],
  ['Tarun Vohra', 'male'],
];
const RANGE_DAYS: Record<string, number> = { '1 Month': 30, '3 Months': 91, '1 Year': 365 };
const LOCALITIES = ['Saket', 'Lajpat Nagar', 'Dwarka', 'Rohini', 'Noida Sector 18', 'Gurugram'];

/**
 * Where member `i`'s membership stands, as days from today to its expiry: a few end this week
 * (the dashboard's list and the reminders), a few have lapsed, the rest run on.
 */
const expiryOffset = (i: number): number => {
  if (i < 6) return [1, 2, 3, 5, 6, 7][i] ?? 7;
  if (i < 10) return -[2, 9, 20, 40][i - 6]!;
  return 12 + ((i * 37) % 300);
};

/** A demo member's fee before it is invoiced: `index` is the member's place in the list. */
interface DemoFee {
  index: number;
  fee: Omit<typeof gymFees.$inferInsert, 'memberId' | 'orgId' | 'invoiceNo' | 'invoiceDate'>;
}

/** The fees, invoiced as the desk would have, in date order (decision 0349). */
async function insertInvoicedFees(
  db: Db,
  orgId: string,
  fees: readonly DemoFee[],
  saved: readonly { id: string }[],
): Promise<void> {
  const byDate = fees.toSorted((a, b) => a.fee.feeFrom.localeCompare(b.fee.feeFrom));
  await db.transaction(async (tx) => {
    const numbers = await issueInvoiceNumbers(
      tx,
      orgId,
      GYM_FEE_INVOICES,
      byDate.map(({ fee }) => fee.feeFrom),
    );
    await tx.insert(gymFees).values(
      byDate.map(({ index, fee }, k) => ({
        ...fee,
        orgId,
        memberId: saved[index]!.id,
        invoiceNo: numbers[k]!,
        invoiceDate: fee.feeFrom,
      })),
    );
  });
}

/**
 * The demo gym (issue 13 section 5): 3 batches, 3 packages, 40 members in the batches with their
 * memberships and fees (six expiring this week, four expired, one frozen), the demo student
 * Asha Rao as member 40 linked by her Vedan ID, the hub's workout and diet plans assigned to
 * some members (Asha among them), and two weeks of the members' check-ins on the kit's
 * attendance sheet.
 */
export const gymSeed: DemoSeed = {
  key: 'demo_gym_members_seeded',
  async run(db) {
    const org = await demoOrg(db, DEMO_GYM, 'gym');
    if (!org) return;
    const student = await demoUser(db, 'student@vedann.demo');
    const batches = await db
      .insert(gymBatches)
      .values(BATCHES.map((b) => ({ ...b, orgId: org.id })))
      .returning();
    const packs = await db
      .insert(gymPackages)
      .values(PACKAGES.map((p) => ({ ...p, orgId: org.id })))
      .returning();
    const people: [string, 'male' | 'female'][] = [
      ...NAMES,
      [student?.fullname ?? 'Asha Rao', 'female'],
    ];
    const counts = batches.map(() => 0);
    // The hub's demo plans (its step runs first): every other member has a workout plan, every
    // third the diet plan, and Asha Rao both, so her own page shows them.
    const workouts = await db
      .select({ id: gymWorkouts.id })
      .from(gymWorkouts)
      .where(eq(gymWorkouts.orgId, org.id))
      .orderBy(asc(gymWorkouts.id));
    const [diet] = await db
      .select({ id: gymDietPlans.id })
      .from(gymDietPlans)
      .where(eq(gymDietPlans.orgId, org.id))
      .orderBy(asc(gymDietPlans.id))
      .limit(1);
    const members: (typeof gymMembers.$inferInsert)[] = [];
    const fees: DemoFee[] = [];
    people.forEach(([name, gender], i) => {
      // The wanted package, or a longer one when its range would not reach back to today: a
      // Monthly plan ending in 200 days would start in the future, Upcoming, not the running
      // membership the demo means (issue 31 found one "Active" from 2027).
      const wanted = i % 3 === 0 ? 1 : i % 7 === 0 ? 2 : 0;
      const pack =
        packs
          .slice(wanted)
          .find((candidate) => (RANGE_DAYS[candidate.range] ?? 30) > expiryOffset(i)) ?? packs[2]!;
      const expiry = demoDay(expiryOffset(i));
      // The range back from the expiry (a month as 30 days, near enough for demo data).
      const start = demoDay(expiryOffset(i) - (RANGE_DAYS[pack.range] ?? 30) + 1);
      const wantBatch = gender === 'female' && i % 2 === 0 ? 2 : i % 2;
      // The wanted batch, or the next one with a free place (the limits hold all 40).
      const batchIndex =
        [0, 1, 2]
          .map((k) => (wantBatch + k) % 3)
          .find((k) => (counts[k] ?? 0) < batches[k]!.batchLimit) ?? 0;
      counts[batchIndex] = (counts[batchIndex] ?? 0) + 1;
      const frozen = i === 12;
      members.push({
        orgId: org.id,
        memberId: `GM${String(i + 1).padStart(5, '0')}`,
        name,
        address: `${10 + i}, ${LOCALITIES[i % LOCALITIES.length]}, Delhi NCR`,
        gender,
        mobile: `+9198${String(10_000_000 + i * 7919).slice(0, 8)}`,
        email:
          i === people.length - 1
            ? ''
            : `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
        joinDate: start,
        document: i % 5 === 0 ? 'tomorrow plan' : 'today plan',
        vedanId: i === people.length - 1 ? (student?.vedanId ?? '') : '',
        // A few members live across the border (Gurugram is Haryana, 06): their invoices are IGST.
        state: i % LOCALITIES.length === 5 ? '06' : '',
        batchId: batches[batchIndex]!.id,
        packageId: pack.id,
        plan: pack.name,
        startDate: start,
        expiredDate: expiry,
        frozenFrom: frozen ? demoDay(-3) : null,
        frozenUntil: frozen ? demoDay(11) : null,
        workoutId:
          i % 2 === 1 || i === people.length - 1
            ? (workouts[i % Math.max(workouts.length, 1)]?.id ?? null)
            : null,
        dietPlanId: i % 3 === 0 || i === people.length - 1 ? (diet?.id ?? null) : null,
      });
      fees.push({
        index: i,
        fee: {
          feeFrom: start,
          feeTo: expiry,
          amount: pack.fees,
          status: i % 9 === 4 ? 'Notpaid' : i % 6 === 1 ? 'Halfpaid' : 'Paid',
          penalty: i % 9 === 4 ? '100' : '0',
          paymentDate: i % 9 === 4 ? null : start,
          remark: pack.name,
          currency: 'INR',
        },
      });
    });
    const saved = await db.insert(gymMembers).values(members).returning({ id: gymMembers.id });
    for (const [i, count] of counts.entries()) {
      await db
        .update(gymBatches)
        .set({ memberCount: count })
        .where(eq(gymBatches.id, batches[i]!.id));
    }
    await insertInvoicedFees(db, org.id, fees, saved);

    // Two weeks of check-ins for the members, through the gym's people directory.
    const listed = await db
      .select({ id: gymMembers.id, name: gymMembers.name, vedanId: gymMembers.vedanId })
      .from(gymMembers)
      .where(eq(gymMembers.orgId, org.id))
      .orderBy(asc(gymMembers.memberId));
    const rows: (typeof attendanceDaily.$inferInsert)[] = [];
    for (let offset = -13; offset <= -1; offset += 1) {
      listed.forEach((member, i) => {
        const present = (offset * 3 + i * 5) % 4 !== 0;
        const hour = 6 + (i % 12);
        rows.push({
          orgId: org.id,
          date: demoDay(offset),
          srNo: i + 1,
          code: newAttendanceRowId(i + 1),
          studentName: member.name,
          timeIn: present ? `${String(hour).padStart(2, '0')}:05` : '',
          timeOut: present ? `${String(hour + 1).padStart(2, '0')}:20` : '',
          sign: present ? 'tick' : 'cross',
          remark: present ? 'Present' : 'Absent',
          personDirectory: gymMembersDirectory.name,
          personRecordId: member.id,
          personUserId: student && member.vedanId === student.vedanId ? student.id : null,
        });
      });
    }
    for (let i = 0; i < rows.length; i += 300) {
      await db.insert(attendanceDaily).values(rows.slice(i, i + 300));
    }
  },
};
