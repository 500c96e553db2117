import { multiplyMoney, sumMoney } from '@vedann/contracts';
import type { DemoSeed } from '../../../db/seed/steps';
import { aharRatings, aharReviews } from '../reviews/reviews.table';
import { DEMO_AHAR, demoDay, demoOrg, demoUser } from '../../people/demo';
import { aharDemandEvents, aharDemandItems, aharDemandRecords } from './demand.table';

/** Sunday first: a tiffin house is busiest at the weekend and quietest on Monday. */
const WEEK = [1.35, 0.75, 0.85, 0.9, 0.95, 1.1, 1.3];
const DAYS = 120;
/** The festival: three days, 50 days before the demo data's day, demand up by 80%. */
const FESTIVAL = { from: -50, to: -48, effect: 80 };

const LINES = [
  {
    counter: 'Lunch counter',
    id: 'LC-1',
    time: '13:00',
    category: 'Ready meals',
    item: 'Veg thali',
    company: 'Own kitchen',
    base: 38,
    price: 90,
  },
  {
    counter: 'Lunch counter',
    id: 'LC-1',
    time: '13:00',
    category: 'Beverages',
    item: 'Masala chai',
    company: 'Own kitchen',
    base: 30,
    price: 15,
  },
  {
    counter: 'Dinner counter',
    id: 'DC-1',
    time: '20:00',
    category: 'Ready meals',
    item: 'Tiffin (4 roti, sabzi, dal)',
    company: 'Own kitchen',
    base: 26,
    price: 80,
  },
  {
    counter: 'Dinner counter',
    id: 'DC-1',
    time: '20:00',
    category: 'Sweets',
    item: 'Gulab jamun',
    company: 'Sweet Corner',
    base: 12,
    price: 20,
  },
] as const;

/** A steady, repeatable wobble of ±8% (no Math.random: the demo reads the same every time). */
const wobble = (day: number, line: number) => 1 + 0.08 * Math.sin(day * 2.3 + line * 1.7);

const REVIEWS = [
  {
    email: 'student@vedann.demo',
    comment: 'Hot rotis and a dal that tastes like home. The tiffin always comes on time.',
    reply: 'Thank you, Asha! See you at lunch.',
    ratings: { Taste: 5, Hygiene: 4, Price: 4, Delivery: 5 },
  },
  {
    email: 'recruiter@vedann.demo',
    comment: 'Good thali for the price. The counter gets crowded on Sundays.',
    reply: null,
    ratings: { Taste: 4, Hygiene: 4, Price: 5, Delivery: 3 },
  },
  {
    email: 'librarian@vedann.demo',
    comment: 'Clean kitchen and polite staff. I would like more sweets on weekdays.',
    reply: null,
    ratings: { Taste: 4, Hygiene: 5, Price: 4, Delivery: 4 },
  },
] as const;

/**
 * Ahar Tiffin House: 120 days of daily demand records up to the demo data's day, with a weekly
 * pattern and one festival (entered as an event, with a fair ahead), and ratings and reviews
 * from three demo customers, one answered.
 */
export const demoAharDemandSeed: DemoSeed = {
  key: 'demo_ahar_demand_seeded',
  async run(db) {
    const shop = await demoOrg(db, DEMO_AHAR, 'ahar');
    if (!shop) return;
    const orgId = shop.id;
    for (let offset = -(DAYS - 1); offset <= 0; offset += 1) {
      const date = demoDay(offset);
      const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
      const festival =
        offset >= FESTIVAL.from && offset <= FESTIVAL.to ? 1 + FESTIVAL.effect / 100 : 1;
      for (const counter of ['LC-1', 'DC-1']) {
        const lines = LINES.map((line, index) => ({ line, index })).filter(
          ({ line }) => line.id === counter,
        );
        const first = lines[0]?.line;
        if (!first) continue;
        const items = lines.map(({ line, index }) => ({
          line,
          quantity: Math.max(
            1,
            Math.round(line.base * (WEEK[dow] ?? 1) * festival * wobble(offset, index)),
          ),
        }));
        const [record] = await db
          .insert(aharDemandRecords)
          .values({
            orgId,
            date,
            time: first.time,
            name: first.counter,
            personId: first.id,
            total: sumMoney(items.map((i) => multiplyMoney(i.line.price, i.quantity))),
            searchText: [
              first.counter,
              first.id,
              ...items.flatMap((i) => [i.line.category, i.line.item, i.line.company]),
            ].join(' '),
          })
          .returning({ id: aharDemandRecords.id });
        if (!record) continue;
        await db.insert(aharDemandItems).values(
          items.map((i, position) => ({
            orgId,
            recordId: record.id,
            date,
            position,
            category: i.line.category,
            itemName: i.line.item,
            company: i.line.company,
            quantity: i.quantity,
            price: String(i.line.price),
          })),
        );
      }
    }
    await db.insert(aharDemandEvents).values([
      {
        orgId,
        kind: 'festival',
        name: 'Diwali',
        startDate: demoDay(FESTIVAL.from),
        endDate: demoDay(FESTIVAL.to),
        effect: FESTIVAL.effect,
      },
      {
        orgId,
        kind: 'fair',
        name: 'Local food fair',
        startDate: demoDay(10),
        endDate: demoDay(11),
        effect: 30,
      },
    ]);

    for (const review of REVIEWS) {
      const user = await demoUser(db, review.email);
      if (!user) continue;
      await db.insert(aharRatings).values(
        Object.entries(review.ratings).map(([keyPoint, number]) => ({
          orgId,
          userId: user.id,
          keyPoint: keyPoint as keyof typeof review.ratings,
          number,
        })),
      );
      await db.insert(aharReviews).values({
        orgId,
        userId: user.id,
        comment: review.comment,
        reply: review.reply,
        repliedAt: review.reply ? new Date() : null,
      });
    }
  },
};
