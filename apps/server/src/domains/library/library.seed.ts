import { and, eq } from 'drizzle-orm';
import { generateMemberId, type PaymentMethod, type Shift } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';
import { issueInvoiceNumbers } from '../payments';
import { feeCardMonths, feePayments, feePlanRows } from './fees.table';
import { LIBRARY_FEE_RECEIPTS } from './library.documents';
import { libraryMembers } from './members.table';
import { memberLetters } from './members.routes';
import { saveLibraryProfile } from './profile.routes';
import { addDays, addMonths, addDefaultSeatLayouts, libraryToday } from './seats.service';
import { seatBookings, seatLayouts } from './seats.table';
import { libraryTickets } from './tickets.table';

const LIBRARY = 'Vijnan Study Centre';

/** Twenty-nine made-up members; the demo student is the thirtieth. */
const NAMES = [
  'Rohan Patil',
  'Sneha Kulkarni',
  'Aditya Deshmukh',
  'Pooja Joshi',
  'Kunal Shinde',
  'Neha Gokhale',
  'Siddharth Pawar',
  'Anjali Bhosale',
  'Vivek Jadhav',
  'Priya Karve',
  'Omkar Sathe',
  'Rutuja More',
  'Harsh Chavan',
  'Isha Ranade',
  'Tejas Gaikwad',
  'Mrunal Apte',
  'Yash Salunkhe',
  'Gauri Limaye',
  'Nikhil Kale',
  'Shruti Bapat',
  'Akash Mane',
  'Vaishnavi Phadke',
  'Sahil Naik',
  'Ketaki Datar',
  'Pranav Tilak',
  'Rasika Bhide',
  'Amey Godbole',
  'Sayali Oak',
  'Chinmay Paranjpe',
];
const SHIFT_FEES: Record<Shift, number> = {
  Morning: 600,
  Afternoon: 600,
  Evening: 650,
  Night: 700,
  'Full day': 1500,
};
const METHODS: PaymentMethod[] = ['Cash', 'Online', 'Card'];
const SHIFT_ORDER: Shift[] = ['Morning', 'Afternoon', 'Evening', 'Night', 'Full day'];

/** Both seat layouts, the reading hall made bigger, and the library's public profile. */
async function seedLibraryRoom(db: Db, orgId: string): Promise<void> {
  await addDefaultSeatLayouts(db, orgId);
  // A bigger reading hall in every shift, and three round tables.
  await db
    .update(seatLayouts)
    .set({ gridRows: 6, gridCols: 6, tables: [6, 6, 4] })
    .where(eq(seatLayouts.orgId, orgId));
  await saveLibraryProfile(db, orgId, {
    mobile: '+919822012345',
    email: 'desk@vijnan.example',
    address: '14 Fergusson College Road, Deccan Gymkhana, Pune',
    pincode: '411004',
    cityKey: 'Pune',
    zone: 'Deccan',
    branchName: 'Deccan',
    social: ['https://instagram.com/vijnanstudy'],
    gst: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
    otherId: 'UDYAM-MH-26-0012345',
    founderName: 'Meera Iyer',
  });
}

type DemoPerson = { name: string; vedanId: string };

type DemoPayment = Omit<typeof feePayments.$inferInsert, 'invoiceNo'>;

/** One member: their record, a seat in their shift, and a few months of fee payments (returned). */
async function seedMember(
  db: Db,
  { orgId, ownerId, today }: { orgId: string; ownerId: string; today: string },
  person: DemoPerson,
  i: number,
): Promise<DemoPayment[]> {
  const payments: DemoPayment[] = [];
  const thisMonth = `${today.slice(0, 7)}-01`;
  const shift = SHIFT_ORDER[i % SHIFT_ORDER.length] ?? 'Morning';
  const onTables = i % 3 === 2;
  // Grid seats 1 to 29 in turn; on the tables, table 1 to 3 and then the next seat.
  const seatNumber = onTables ? (Math.floor(i / 9) % 4) + 1 : i + 1;
  const tableNo = onTables ? (Math.floor(i / 3) % 3) + 1 : 1;
  const fee = SHIFT_FEES[shift];
  const [l1, l2] = memberLetters(person.name);
  const [member] = await db
    .insert(libraryMembers)
    .values({
      orgId,
      name: person.name,
      vedanId: person.vedanId,
      memberId: generateMemberId(l1, l2),
      seatNo: onTables ? `T${tableNo}-${seatNumber}` : String(seatNumber),
      fees: String(fee),
      time: shift,
      joiningDate: addMonths(thisMonth, -2 - (i % 3)),
    })
    .returning();
  if (!member) return payments;
  const startDate = `${today.slice(0, 7)}-01`;
  await db.insert(seatBookings).values({
    orgId,
    shift,
    layout: onTables ? 'tables' : 'grid',
    seatNumber,
    tableNo,
    memberId: member.memberId,
    memberIdLetter1: l1,
    memberIdLetter2: l2,
    joinedMemberId: member.id,
    planDetails: shift === 'Full day' ? 'Full day' : 'Price',
    startDate,
    expiryDate: addDays(addMonths(startDate, 1), -1),
    paymentMethod: METHODS[i % 3] ?? 'Cash',
    paidAmount: String(i % 4 === 0 ? fee / 2 : fee),
    dueAmount: String(i % 4 === 0 ? fee / 2 : 0),
    nextBillDate: addMonths(startDate, 1),
    bookedBy: ownerId,
  });
  // Fee history: months before this one paid, except a few partly paid; this month varies.
  for (let back = 2 + (i % 3); back >= 0; back -= 1) {
    const month = addMonths(thisMonth, -back);
    const amount =
      back === 0
        ? i % 4 === 0
          ? 0
          : i % 4 === 1
            ? fee / 2
            : fee
        : i % 7 === 3 && back === 1
          ? fee - 100
          : fee;
    if (amount <= 0) continue;
    payments.push({
      orgId,
      memberId: member.id,
      month,
      amount: String(amount),
      paidOn: addDays(month, 4 + (i % 5)),
      method: METHODS[(i + back) % 3] ?? 'Cash',
    });
  }
  return payments;
}

/** The members' payments, each with its receipt number as the desk would have issued it, in date order. */
async function seedFeePayments(db: Db, orgId: string, payments: DemoPayment[]): Promise<void> {
  const byDate = payments.toSorted((a, b) => a.paidOn.localeCompare(b.paidOn));
  await db.transaction(async (tx) => {
    const numbers = await issueInvoiceNumbers(
      tx,
      orgId,
      LIBRARY_FEE_RECEIPTS,
      byDate.map((payment) => payment.paidOn),
    );
    await tx
      .insert(feePayments)
      .values(byDate.map((payment, k) => ({ ...payment, invoiceNo: numbers[k]! })));
  });
}

/** The library's own figures: this year's Fee Card, the fee plans, and a few tickets. */
async function seedFeeCardAndTickets(db: Db, orgId: string, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  for (let m = 1; m <= month; m += 1) {
    await db.insert(feeCardMonths).values({
      orgId,
      year,
      month: m,
      enquiry: String(10 + ((m * 7) % 9)),
      applied: String(6 + ((m * 5) % 5)),
      learning: String(20 + m),
      feesCovered: String(18000 + m * 450),
      leftFees: String(1200 + ((m * 300) % 1500)),
      profitLoss: String(4000 + ((m * 650) % 3000) - 1500),
    });
  }
  await db.insert(feePlanRows).values([
    { orgId, plan: 'Monthly', students: 24, fees: '650' },
    { orgId, plan: 'Anyplan', students: 6, fees: '1500' },
  ]);
  await db.insert(libraryTickets).values([
    {
      orgId,
      title: 'Morning seat from next month?',
      description: 'Is a Morning seat near the window free from the 1st?',
      priority: 'High',
      name: 'Kiran Deshpande',
      email: 'kiran@example.com',
    },
    {
      orgId,
      title: 'Locker rent',
      description: 'How much is a locker for three months?',
      name: 'Mitali Sane',
      phone: '+919890011223',
    },
    {
      orgId,
      title: 'Wi-Fi slow on the first floor',
      description: 'The Wi-Fi drops in the evening shift.',
      status: 'Closed',
      name: 'Rohan Patil',
      email: 'rohan@example.com',
    },
  ]);
}

/**
 * The demo library: a Pune profile (so search finds it), both layouts, 30 joined members with
 * the demo student among them, a seat for each in every shift across the two layouts, three
 * months of fees (some paid, some partly, some due), the Fee Card and tickets.
 */
export const librarySeed: DemoSeed = {
  key: 'demo_library_seeded',
  async run(db: Db) {
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.name, LIBRARY), eq(organizations.kind, 'library')))
      .limit(1);
    if (!org) return;
    const orgId = org.id;
    await seedLibraryRoom(db, orgId);
    const [owner] = await db
      .select({ id: users.id, vedanId: users.vedanId })
      .from(users)
      .where(eq(users.email, 'librarian@vedann.demo'));
    const [student] = await db
      .select({ vedanId: users.vedanId })
      .from(users)
      .where(eq(users.email, 'student@vedann.demo'));
    if (!owner) return;
    await saveLibraryProfile(db, orgId, { founderVedanId: owner.vedanId });

    const today = libraryToday();
    const people = [
      { name: 'Asha Rao', vedanId: student?.vedanId ?? 'VDASHA22' },
      ...NAMES.map((name, i) => ({ name, vedanId: `VDM${String(i + 10).padStart(5, '0')}` })),
    ];
    const payments: DemoPayment[] = [];
    for (const [i, person] of people.entries()) {
      payments.push(...(await seedMember(db, { orgId, ownerId: owner.id, today }, person, i)));
    }
    await seedFeePayments(db, orgId, payments);
    await seedFeeCardAndTickets(db, orgId, today);
  },
};
