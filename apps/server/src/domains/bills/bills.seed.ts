import { eq } from 'drizzle-orm';
import type { Currency } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';
import { organizations } from '../orgs/orgs.table';
import {
  electricityBills,
  equipmentBills,
  rentBills,
  waterBills,
  waterBottles,
  wifiBills,
} from './bills.table';
import { backfillDefaultRates, ratesForNew, readRates, rupeesOf } from './rates.service';

/** The demo gym and ahar, with what each pays a month (in its usual currency). */
const DEMO_BUSINESSES = [
  { name: 'Sutrin Fitness', rent: '45000', wifi: '1199', power: '8200', water: '1500', scale: 1 },
  {
    name: 'Ahar Tiffin House',
    rent: '30000',
    wifi: '799',
    power: '12500',
    water: '2200',
    scale: 0.8,
  },
];

const EQUIPMENT: Record<string, [string, number, string, Currency][]> = {
  'Sutrin Fitness': [
    ['Hex dumbbells 10 kg pair', 4, '35', 'USD'],
    ['Resistance bands set', 10, '12.5', 'EUR'],
    ['Treadmill belt', 1, '18500', 'INR'],
  ],
  'Ahar Tiffin House': [
    ['Steel tiffin boxes', 60, '240', 'INR'],
    ['Commercial mixer grinder', 1, '110', 'GBP'],
    ['Induction cooktop', 2, '6500', 'JPY'],
  ],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the month `back` months before now, as [year, month]. */
function monthBack(back: number): [number, number] {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}
const day = ([year, month]: [number, number], d: number) => `${year}-${pad(month)}-${pad(d)}`;
const lastDay = ([year, month]: [number, number]) =>
  day([year, month], new Date(Date.UTC(year, month, 0)).getUTCDate());

async function seedBusiness(db: Db, orgId: string, name: string): Promise<void> {
  const business = DEMO_BUSINESSES.find((b) => b.name === name);
  if (!business) return;
  const rates = await readRates(db, orgId);
  const priced = (amount: string, currency: Currency) => {
    const stored = ratesForNew(currency, rates);
    return { ...stored, amountInr: rupeesOf(amount, stored) };
  };
  // Four months, the current one last.
  for (const back of [3, 2, 1, 0]) {
    const month = monthBack(back);
    const from = day(month, 1);
    const to = lastDay(month);
    const bump = (amount: string, step: number) =>
      (Number(amount) * (1 + step * back * 0.02)).toFixed(2);
    await db.insert(rentBills).values({
      orgId,
      billFrom: from,
      billTo: to,
      rentAmount: business.rent,
      billingDate: day(month, 1),
      remark: 'Monthly rent',
      ...priced(business.rent, 'INR'),
    });
    await db.insert(wifiBills).values({
      orgId,
      billingFrom: from,
      billingTo: to,
      wifiPackagePrice: business.wifi,
      validity: '30 days',
      remark: '100 Mbps fibre',
      billingDate: day(month, 3),
      ...priced(business.wifi, 'INR'),
    });
    const power = bump(business.power, -1);
    await db.insert(electricityBills).values({
      orgId,
      billFrom: from,
      billTo: to,
      billAmount: power,
      billDate: day(month, 10),
      billUnit: (Number(power) / 8.5).toFixed(2),
      remark: back === 0 ? 'Summer load' : '',
      ...priced(power, 'INR'),
    });
    await db.insert(waterBills).values({
      orgId,
      billingDate: day(month, 12),
      amount: business.water,
      fromTime: from,
      toTime: to,
      remarks: 'Municipal supply',
      ...priced(business.water, 'INR'),
    });
    for (const d of [5, 15, 25]) {
      await db.insert(waterBottles).values({
        orgId,
        date: day(month, d),
        quantity: Math.round((10 + d / 5) * business.scale),
      });
    }
    const [description, quantity, price, currency] = EQUIPMENT[name]?.[back % 3] ?? [];
    if (description && quantity !== undefined && price && currency) {
      const total = (Number(price) * quantity).toFixed(2);
      await db.insert(equipmentBills).values({
        orgId,
        description,
        quantity,
        price,
        purchaseDate: day(month, 18),
        ...priced(total, currency),
      });
    }
  }
}

/**
 * Businesses made before the rate table existed get the spec's rates; the demo gym and ahar get
 * four months of bills of every kind.
 */
export const demoBillsSeed: DemoSeed = {
  key: 'demo_bills_seeded',
  async run(db) {
    await backfillDefaultRates(db);
    for (const { name } of DEMO_BUSINESSES) {
      const [org] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.name, name))
        .limit(1);
      if (org) await seedBusiness(db, org.id, name);
    }
  },
};
