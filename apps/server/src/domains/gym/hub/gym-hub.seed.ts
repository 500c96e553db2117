import { eq } from 'drizzle-orm';
import { DIET_DAYS, type DietData } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import type { DemoSeed } from '../../../db/seed/steps';
import { storeFile } from '../../../http/uploads';
import type { Storage } from '../../../storage/storage';
import { organizations } from '../../orgs/orgs.table';
import { DEMO_GYM, demoDay, demoOrg, demoUser } from '../../people/demo';
import { addExerciseLibrary } from './exercises.service';
import { gymProfiles } from './profile.table';
import {
  gymDietPlans,
  gymEvents,
  gymInventory,
  gymInventoryColumns,
  gymLiveSessions,
  gymOrganizations,
  gymProducts,
  gymWorkouts,
} from './records.table';

/** A one-page PDF with a title and lines of text, valid enough for any reader. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [title, '', ...lines]
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 50 ${780 - i * 18} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function storePdf(
  db: Db,
  storage: Storage,
  owner: { userId: string | null; orgId: string },
  name: string,
  title: string,
  lines: readonly string[],
): Promise<string> {
  const stored = await storeFile(
    db,
    storage,
    { buffer: demoPdf(title, lines), mime: 'application/pdf', ext: 'pdf', originalName: name },
    { ownerId: owner.userId, orgId: owner.orgId, isPublic: false },
  );
  return stored.url;
}

const WEEK: Record<(typeof DIET_DAYS)[number], [string, string, string, string]> = {
  Monday: [
    'Vegetable poha, 2 boiled eggs',
    'Dal, 2 rotis, salad',
    'Roasted chana',
    'Paneer bhurji, 1 roti',
  ],
  Tuesday: [
    'Oats with milk and banana',
    'Rajma, brown rice, cucumber',
    'Sprouts chaat',
    'Grilled fish or tofu, sauteed vegetables',
  ],
  Wednesday: [
    'Moong dal chilla, curd',
    'Chole, 2 rotis, salad',
    'Buttermilk, peanuts',
    'Palak paneer, 1 roti',
  ],
  Thursday: [
    'Idli, sambar',
    'Chicken or soya curry, rice',
    'Fruit bowl',
    'Vegetable khichdi, curd',
  ],
  Friday: [
    'Besan chilla, green chutney',
    'Dal, jeera rice, salad',
    'Makhana',
    'Egg curry or paneer tikka, 1 roti',
  ],
  Saturday: [
    'Upma with vegetables',
    'Kadhi, 2 rotis, salad',
    'Greek yogurt',
    'Grilled chicken or chana salad',
  ],
  Sunday: [
    'Paneer paratha, curd',
    'Mixed vegetable pulao, raita',
    'Coconut water, almonds',
    'Moong dal soup, sauteed vegetables',
  ],
};

/** Sutrin Fitness's profile, with its GSTIN (Delhi, state code 07). */
async function seedGymProfile(db: Db, orgId: string, ownerVedanId: string): Promise<void> {
  await db
    .insert(gymProfiles)
    .values({
      orgId,
      vedanId: ownerVedanId,
      name: DEMO_GYM,
      contactNo: '+919811012345',
      mainAddress: '14 Sector 18 Market, Noida Road, New Delhi 110025',
      email: 'desk@sutrinfitness.example',
      branchId: 'B1001',
      branchname: 'Sutrin Fitness Lajpat Nagar',
      gymId: '12121',
      founder: 'Aarav Sutrin',
      address: 'Ring Road, Lajpat Nagar IV, New Delhi 110024',
      taxes: [
        { type: 'GST', taxNo: '07AAFCS1234E1ZR' },
        { type: 'Income Tax', taxNo: 'AAFCS1234E' },
      ],
    })
    .onConflictDoNothing();
}

/** The diet plan, workouts, inventory, and a branch and a partner organization. */
async function seedGymRecords(db: Db, orgId: string): Promise<void> {
  const dietData: DietData = Object.fromEntries(
    DIET_DAYS.map((day) => {
      const [breakfast, lunch, snacks, dinner] = WEEK[day];
      return [
        day,
        {
          Breakfast: { image: '', description: breakfast },
          Lunch: { image: '', description: lunch },
          Snacks: { image: '', description: snacks },
          Dinner: { image: '', description: dinner },
        },
      ];
    }),
  );
  await db.insert(gymDietPlans).values({
    orgId,
    planName: 'Fat loss (Indian, high protein)',
    janta: 'Members on a fat-loss package',
    dietData,
  });
  await db.insert(gymWorkouts).values([
    { orgId, workouts: ['Gym', 'HIIT', 'CORE'] },
    { orgId, workouts: ['Zumba', 'Yoga'] },
  ]);
  await db.insert(gymInventoryColumns).values({ orgId, columns: ['Supplier'] });
  await db.insert(gymInventory).values([
    {
      orgId,
      itemName: 'Treadmill',
      quantity: 4,
      condition: 'Good',
      remark: 'Serviced in October',
      custom: { Supplier: 'Cosco' },
    },
    {
      orgId,
      itemName: 'Dumbbell pair 2.5 to 30 kg',
      quantity: 12,
      condition: 'Good',
      remark: '',
      custom: { Supplier: 'Aerofit' },
    },
    {
      orgId,
      itemName: 'Spin bike',
      quantity: 10,
      condition: 'Needs repair',
      remark: 'Two belts worn',
      custom: { Supplier: 'Fitkit' },
    },
    {
      orgId,
      itemName: 'Yoga mat',
      quantity: 25,
      condition: 'New',
      remark: '',
      custom: { Supplier: 'Decathlon' },
    },
  ]);
  await db.insert(gymOrganizations).values([
    {
      orgId,
      orgName: 'Sutrin Fitness Noida',
      opendate: '2024-04-01',
      relation: 'Branch',
      productId: '12122',
      address: 'Sector 62, Noida 201309',
      phone: '+919811012346',
      email: 'noida@sutrinfitness.example',
      founders: [{ name: 'Aarav Sutrin' }],
    },
    {
      orgId,
      orgName: 'Lajpat Physio Clinic',
      opendate: '2019-08-15',
      relation: 'Partner',
      productId: 'PHY-07',
      address: 'Ring Road, Lajpat Nagar IV, New Delhi 110024',
      phone: '+919811098765',
      email: 'care@lajpatphysio.example',
      founders: [{ name: 'Dr. Nidhi Arora' }],
    },
  ]);
}

/** What comes with a PDF: the products, a live session and an event. */
async function seedGymFiles(
  db: Db,
  storage: Storage,
  who: { userId: string | null; orgId: string },
): Promise<void> {
  const { orgId } = who;
  const products = [
    [
      'Whey protein 1 kg',
      'Supplement',
      2499,
      'MuscleBlaze',
      ['24 g protein per scoop', 'Chocolate flavour', 'One scoop after training'],
    ],
    ['Shaker bottle 700 ml', 'Accessory', 299, 'Boldfit', ['Leak-proof lid', 'BPA free']],
    [
      'Resistance band set',
      'Equipment',
      899,
      'Strauss',
      ['Five bands, 5 to 40 kg', 'Door anchor and handles'],
    ],
  ] as const;
  for (const [name, category, price, manufacturingBy, lines] of products) {
    const description = await storePdf(db, storage, who, `${name}.pdf`, name, lines);
    await db
      .insert(gymProducts)
      .values({ orgId, name, category, price, manufacturingBy, description });
  }
  const schedule = await storePdf(db, storage, who, 'mobility.pdf', 'Morning mobility flow', [
    '10 minutes joint circles',
    '15 minutes hip and thoracic mobility',
    '5 minutes breathing',
  ]);
  await db.insert(gymLiveSessions).values({
    orgId,
    srNo: 1,
    concept: 'Morning mobility flow',
    date: demoDay(2),
    time: '07:00',
    file: schedule,
  });
  const brief = await storePdf(db, storage, who, 'deadlift-day.pdf', 'Deadlift Day', [
    'Warm-up at 7:00, attempts from 7:30',
    'Three attempts each; coaches spot every lift',
  ]);
  await db.insert(gymEvents).values({
    orgId,
    srNo: 1,
    eventName: 'Deadlift Day',
    goal: 'Every member sets a safe personal best',
    musclePrimary: 'Hamstrings, glutes',
    muscleSecondary: 'Lower back',
    place: 'Main floor',
    duration: 120,
    description: brief,
  });
}

/**
 * The gym hub's demo data (issue 13 section 5): every gym made before the exercise libraries
 * existed gets them (new gyms get them when they are made), and Sutrin Fitness its profile with a
 * GSTIN (Delhi, state code 07), a diet plan, workouts, a live session, products, inventory,
 * a branch and a partner organization, and an event.
 */
export const demoGymHubSeed: DemoSeed = {
  key: 'gym-hub-v1',
  async run(db, { storage }) {
    const gyms = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.kind, 'gym'));
    for (const gym of gyms) await addExerciseLibrary(db, gym.id);

    const gym = await demoOrg(db, DEMO_GYM, 'gym');
    if (!gym) return;
    const owner = await demoUser(db, 'owner@vedann.demo');
    const [existing] = await db
      .select({ id: gymProfiles.id })
      .from(gymProfiles)
      .where(eq(gymProfiles.orgId, gym.id));
    if (existing) return;
    const orgId = gym.id;
    await seedGymProfile(db, orgId, owner?.vedanId ?? '');
    await seedGymRecords(db, orgId);
    if (!storage) return;
    await seedGymFiles(db, storage, { userId: owner?.id ?? null, orgId });
  },
};
