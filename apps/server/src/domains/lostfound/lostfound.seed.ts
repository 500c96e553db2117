import { eq } from 'drizzle-orm';
import { LOST_INPUT_SCHEMAS, type LostKind } from '@vedann/contracts';
import { users } from '../accounts/users.table';
import { demoPicture, type Rgb } from './demo-images';
import { lostConversations, lostMessages, lostReports } from './lostfound.table';
import { reportColumns } from './reports.service';
import { storeFile } from '../../http/uploads';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';

/** A demo exchange about a report: who wrote first, then the lines in turn (author replies). */
interface DemoConversation {
  seeker: string;
  lines: string[];
}

interface DemoReport {
  conversation?: DemoConversation;
  kind: LostKind;
  author: string;
  daysAgo: number;
  colors: [Rgb, Rgb];
  fields: Record<string, string>;
}

const REPORTS: DemoReport[] = [
  {
    kind: 'human',
    author: 'student@vedann.demo',
    daysAgo: 2,
    colors: [
      [214, 228, 240],
      [70, 90, 120],
    ],
    fields: {
      lostLocation: 'Shivaji Nagar Pune',
      lostTime: '18:30',
      name: 'Ramesh Patil',
      gender: 'Male',
      age: '72',
      height: '165',
      weight: '60',
      skinColor: 'Wheatish',
      eyeColor: 'Brown',
      hairColor: 'Grey',
      profession: 'Retired teacher',
      address: '14 Jangli Maharaj Road, Pune',
      guardianName: 'Sunil Patil',
      guardianPhone: '+919822012345',
      guardianAddress: '14 Jangli Maharaj Road, Pune',
      remarks: 'Wearing a white kurta and spectacles; may seem confused.',
    },
  },
  {
    kind: 'human',
    author: 'owner@vedann.demo',
    daysAgo: 5,
    colors: [
      [250, 228, 214],
      [180, 80, 60],
    ],
    fields: {
      lostLocation: 'Karol Bagh Delhi',
      lostTime: '11:00',
      name: 'Anaya Sharma',
      gender: 'Female',
      age: '9',
      height: '128',
      weight: '26',
      hairColor: 'Black',
      guardianName: 'Neha Sharma',
      guardianPhone: '+919811098110',
      remarks: 'Red school uniform.',
    },
  },
  {
    kind: 'animal',
    author: 'student@vedann.demo',
    daysAgo: 1,
    conversation: {
      seeker: 'owner@vedann.demo',
      lines: [
        'A golden dog with a blue collar was near the Koregaon Park lane 7 bakery this morning.',
        'That sounds like Bruno! Was he heading towards the river side?',
      ],
    },
    colors: [
      [225, 240, 220],
      [200, 150, 60],
    ],
    fields: {
      lostLocation: 'Koregaon Park Pune',
      lostTime: '07:15',
      name: 'Bruno',
      kingdom: 'Animalia',
      phylum: 'Chordata',
      class: 'Mammalia',
      order: 'Carnivora',
      family: 'Canidae',
      bodyColor: 'Golden',
      eyeColor: 'Brown',
      age: '4',
      gender: 'Male',
      guardianName: 'Asha Rao',
      guardianPhone: '+919876543210',
      guardianAddress: 'Lane 6, Koregaon Park, Pune',
    },
  },
  {
    kind: 'animal',
    author: 'recruiter@vedann.demo',
    daysAgo: 3,
    colors: [
      [230, 245, 250],
      [40, 160, 70],
    ],
    fields: {
      lostLocation: 'Bandra Mumbai',
      name: 'Mithu',
      kingdom: 'Animalia',
      phylum: 'Chordata',
      class: 'Aves',
      order: 'Psittaciformes',
      family: 'Psittaculidae',
      bodyColor: 'Green with a red beak',
      age: '2',
      guardianName: 'Rahul Mehta',
      guardianPhone: '+919920099200',
    },
  },
  {
    kind: 'animal',
    author: 'librarian@vedann.demo',
    daysAgo: 6,
    colors: [
      [240, 235, 250],
      [245, 245, 245],
    ],
    fields: {
      lostLocation: 'Indiranagar Bengaluru',
      name: 'Snowy',
      kingdom: 'Animalia',
      phylum: 'Chordata',
      class: 'Mammalia',
      order: 'Carnivora',
      family: 'Felidae',
      bodyColor: 'White',
      eyeColor: 'Blue',
      gender: 'Female',
      age: '3',
      guardianName: 'Meera Iyer',
      guardianPhone: '+919845098450',
    },
  },
  {
    kind: 'material',
    author: 'recruiter@vedann.demo',
    daysAgo: 1,
    colors: [
      [235, 235, 235],
      [40, 40, 50],
    ],
    fields: {
      lostLocation: 'Pune railway station, 411001',
      lostTime: '21:40',
      materialType: 'Laptop bag',
      brandName: 'Skybags',
      height: '42 cm',
      length: '30 cm',
      width: '12 cm',
      weight: '1.2 kg',
      contactPerson: 'Rahul Mehta',
      phoneNumber: '9920099200',
    },
  },
  {
    kind: 'material',
    author: 'student@vedann.demo',
    daysAgo: 4,
    colors: [
      [250, 240, 220],
      [120, 70, 30],
    ],
    fields: {
      lostLocation: 'MG Road, Bengaluru',
      materialType: 'Wallet',
      brandName: 'Woodland',
      length: '11 cm',
      width: '9 cm',
      contactPerson: 'Asha Rao',
      phoneNumber: '9876543210',
    },
  },
  {
    kind: 'material',
    author: 'owner@vedann.demo',
    daysAgo: 7,
    colors: [
      [220, 235, 250],
      [30, 90, 200],
    ],
    fields: {
      lostLocation: 'Sector 18, Noida 201301',
      materialType: 'Bicycle',
      brandName: 'Hero',
      diameter: '26 inch wheels',
      contactPerson: 'Vikram Singh',
      phoneNumber: '9811198111',
      address: 'B-12, Sector 18, Noida',
    },
  },
];

async function seedConversation(
  db: Db,
  report: typeof lostReports.$inferSelect,
  { seeker: email, lines }: DemoConversation,
): Promise<void> {
  const [seeker] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!seeker) return;
  const [conversation] = await db
    .insert(lostConversations)
    .values({ reportId: report.id, authorId: report.authorId, seekerId: seeker.id })
    .returning();
  if (!conversation) return;
  let at = Date.now() - 6 * 60 * 60 * 1000;
  let senderId = seeker.id;
  for (const body of lines) {
    at += 20 * 60 * 1000;
    await db.insert(lostMessages).values({
      conversationId: conversation.id,
      senderId,
      body,
      createdAt: new Date(at),
    });
    await db
      .update(lostConversations)
      .set({ lastMessage: body.slice(0, 200), lastSenderId: senderId, lastMessageAt: new Date(at) })
      .where(eq(lostConversations.id, conversation.id));
    senderId = senderId === seeker.id ? report.authorId : seeker.id;
  }
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A few lost reports of each kind from the demo accounts, each with a small made-up photo. */
export const lostFoundSeed: DemoSeed = {
  key: 'demo_lostfound',
  async run(db, { storage }) {
    if (!storage) throw new Error('The lost-and-found demo data needs file storage for photos.');
    for (const report of REPORTS) {
      const [author] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, report.author));
      if (!author) continue;
      const fields = LOST_INPUT_SCHEMAS[report.kind].parse({
        ...report.fields,
        lostDate: daysAgo(report.daysAgo),
      });
      const photo = await storeFile(
        db,
        storage,
        {
          buffer: demoPicture(...report.colors),
          mime: 'image/png',
          ext: 'png',
          originalName: `${report.kind}.png`,
        },
        { ownerId: author.id, orgId: null, isPublic: false, signedInOnly: true },
      );
      const [row] = await db
        .insert(lostReports)
        .values({
          ...reportColumns(report.kind, fields),
          authorId: author.id,
          image: photo.url,
          createdAt: new Date(Date.now() - report.daysAgo * 24 * 60 * 60 * 1000),
        })
        .returning();
      if (row && report.conversation) await seedConversation(db, row, report.conversation);
    }
  },
};
